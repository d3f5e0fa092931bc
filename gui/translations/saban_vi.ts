<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>CoordinatesMenu</name>
    <message>
        <source>Board coordinates</source>
        <translation>Tọa độ trên bàn cờ</translation>
    </message>
    <message>
        <source>As the notation writes them</source>
        <translation>Theo cách ghi nước đi</translation>
    </message>
    <message>
        <source>Rulebook: row,column from 0</source>
        <translation>Theo luật: hàng,cột từ 0</translation>
    </message>
    <message>
        <source>Letters and numbers: a–k, 1–12</source>
        <translation>Chữ và số: a–k, 1–12</translation>
    </message>
</context>
<context>
    <name>DatabasePrompts</name>
    <message>
        <source>Open a database</source>
        <translation>Mở cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>This database has no Saban tables. Create them?</source>
        <translation>Cơ sở dữ liệu này chưa có bảng nào của Saban. Tạo các bảng?</translation>
    </message>
    <message>
        <source>%1

Saban creates its tables (schema version %2) in this database. Cancel leaves the database as it is, unopened.</source>
        <translation>%1

Saban sẽ tạo các bảng của mình (lược đồ phiên bản %2) trong cơ sở dữ liệu này. Huỷ thì để nguyên cơ sở dữ liệu, không mở.</translation>
    </message>
    <message>
        <source>&amp;Create the tables</source>
        <translation>&amp;Tạo các bảng</translation>
    </message>
    <message>
        <source>This database has Saban&apos;s tables of version %1. Upgrade them to version %2?</source>
        <translation>Cơ sở dữ liệu này có các bảng Saban phiên bản %1. Nâng cấp lên phiên bản %2?</translation>
    </message>
    <message>
        <source>%1

An upgraded database cannot be used by older versions of Saban. Cancel leaves the database as it is, unopened.</source>
        <translation>%1

Các phiên bản Saban cũ hơn sẽ không dùng được cơ sở dữ liệu đã nâng cấp. Huỷ thì để nguyên cơ sở dữ liệu, không mở.</translation>
    </message>
    <message>
        <source>&amp;Upgrade</source>
        <translation>&amp;Nâng cấp</translation>
    </message>
    <message>
        <source>The database was not opened; %1 stays in use</source>
        <translation>Cơ sở dữ liệu không được mở; %1 vẫn đang dùng</translation>
    </message>
    <message>
        <source>The database was not opened</source>
        <translation>Cơ sở dữ liệu không được mở</translation>
    </message>
</context>
<context>
    <name>Encodings</name>
    <message>
        <source>UTF-8 with a byte order mark</source>
        <translation>UTF-8 có dấu thứ tự byte (BOM)</translation>
    </message>
    <message>
        <source>no Vietnamese encoding</source>
        <translation>không phải bảng mã tiếng Việt</translation>
    </message>
</context>
<context>
    <name>GameClipboard</name>
    <message>
        <source>The clipboard holds no text</source>
        <translation>Bộ nhớ tạm không có văn bản</translation>
    </message>
    <message>
        <source>Not a position in FEN (%1), at character %2: %3</source>
        <translation>Không phải thế cờ FEN (%1), ở ký tự %2: %3</translation>
    </message>
    <message>
        <source>Commander Chess</source>
        <translation>Cờ tư lệnh</translation>
    </message>
    <message>
        <source>The clipboard holds no game</source>
        <translation>Bộ nhớ tạm không có ván cờ nào</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Promote the variation</source>
        <translation>Nâng biến thành nhánh chính</translation>
    </message>
    <message>
        <source>Delete the variation</source>
        <translation>Xoá biến</translation>
    </message>
    <message>
        <source>Delete the following moves</source>
        <translation>Xoá các nước sau</translation>
    </message>
    <message>
        <source>Edit the comment</source>
        <translation>Sửa lời bình</translation>
    </message>
    <message>
        <source>Draw an arrow</source>
        <translation>Vẽ mũi tên</translation>
    </message>
    <message>
        <source>Colour a point</source>
        <translation>Tô màu một điểm</translation>
    </message>
    <message>
        <source>Set an annotation symbol</source>
        <translation>Đặt ký hiệu bình giải</translation>
    </message>
    <message>
        <source>Remove the annotation symbols</source>
        <translation>Bỏ các ký hiệu bình giải</translation>
    </message>
    <message>
        <source>Set the judgement</source>
        <translation>Đặt đánh giá nước đi</translation>
    </message>
    <message>
        <source>Edit the header</source>
        <translation>Sửa thông tin ván</translation>
    </message>
</context>
<context>
    <name>Grammar</name>
    <message>
        <source>tag pair</source>
        <translation>cặp thẻ</translation>
    </message>
    <message>
        <source>tag name</source>
        <translation>tên thẻ</translation>
    </message>
    <message>
        <source>quoted tag value</source>
        <translation>giá trị thẻ trong ngoặc kép</translation>
    </message>
    <message>
        <source>comment</source>
        <translation>lời bình</translation>
    </message>
    <message>
        <source>NAG</source>
        <translation>ký hiệu NAG</translation>
    </message>
    <message>
        <source>move number</source>
        <translation>số thứ tự nước đi</translation>
    </message>
    <message>
        <source>move</source>
        <translation>nước đi</translation>
    </message>
    <message>
        <source>result</source>
        <translation>kết quả</translation>
    </message>
    <message>
        <source>variation</source>
        <translation>phương án</translation>
    </message>
    <message>
        <source>move, comment or variation</source>
        <translation>nước đi, lời bình hoặc phương án</translation>
    </message>
    <message>
        <source>game</source>
        <translation>ván cờ</translation>
    </message>
</context>
<context>
    <name>Judgement</name>
    <message>
        <source>Brilliant move</source>
        <translation>Nước đi xuất sắc</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Nước đi tốt</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Nước đi thiếu chính xác</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Sai lầm</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Sai lầm nghiêm trọng</translation>
    </message>
    <message>
        <source>No judgement</source>
        <translation>Không đánh giá</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <source>Piece</source>
        <translation>Quân</translation>
    </message>
    <message>
        <source>Rulebook (Vietnamese letters)</source>
        <translation>Ký pháp của luật (chữ cái tiếng Việt)</translation>
    </message>
    <message>
        <source>Rulebook (English letters)</source>
        <translation>Ký pháp của luật (chữ cái tiếng Anh)</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>SAN</translation>
    </message>
    <message>
        <source>Moves and captures</source>
        <translation>Cách đi và ăn</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Trên bàn cờ</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Ý nghĩa</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Đất liền</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Biển</translation>
    </message>
    <message>
        <source>Coast</source>
        <translation>Bờ biển</translation>
    </message>
    <message>
        <source>River mouth (small diamonds)</source>
        <translation>Cửa sông (hình thoi nhỏ)</translation>
    </message>
    <message>
        <source>River (the files broken)</source>
        <translation>Sông (các cột bị ngắt)</translation>
    </message>
    <message>
        <source>Ford (stones across the river)</source>
        <translation>Ngầm (hàng đá băng qua sông)</translation>
    </message>
    <message>
        <source>Hero (star)</source>
        <translation>Anh hùng (ngôi sao)</translation>
    </message>
    <message>
        <source>A piece that has attacked the enemy commander: it reaches further (one more point; a heroic commander also diagonally)</source>
        <translation>Quân đã từng tấn công tư lệnh địch: tầm xa hơn (thêm một điểm; tư lệnh anh hùng đi được cả đường chéo)</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Chồng quân</translation>
    </message>
    <message>
        <source>The carrier large, its passengers small above it (here a navy carrying an air force and the commander); the tooltip names them</source>
        <translation>Quân mang vẽ lớn, các quân được chở vẽ nhỏ phía trên (ở đây là hải quân chở không quân và tư lệnh); chú giải khi trỏ chuột gọi tên chúng</translation>
    </message>
    <message>
        <source>Red&apos;s air-defence zone</source>
        <translation>Vùng phòng không của Đỏ</translation>
    </message>
    <message>
        <source>Blue&apos;s air-defence zone</source>
        <translation>Vùng phòng không của Xanh</translation>
    </message>
    <message>
        <source>Points the side&apos;s anti-air guns, missiles and navies cover: enemy aircraft are shot down there (View menu)</source>
        <translation>Các điểm do pháo phòng không, tên lửa và hải quân của bên đó bao phủ: máy bay địch bị bắn rơi ở đó (trình đơn Hiển thị)</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Nước vừa đi</translation>
    </message>
    <message>
        <source>The points the last move left and reached, shaded yellow</source>
        <translation>Điểm đi và điểm đến của nước vừa đi, tô vàng</translation>
    </message>
    <message>
        <source>Selected unit</source>
        <translation>Đơn vị đang chọn</translation>
    </message>
    <message>
        <source>Framed; its destinations dotted, its captures ringed red</source>
        <translation>Có khung; các điểm đến được chấm, các nước ăn khoanh đỏ</translation>
    </message>
    <message>
        <source>Deploy chips</source>
        <translation>Ô chọn triển khai</translation>
    </message>
    <message>
        <source>Beside a selected stack: the whole unit or one of its pieces, to move alone; the chosen one framed green</source>
        <translation>Bên cạnh chồng quân đang chọn: cả đơn vị hoặc một quân của nó, để đi riêng; ô đang chọn có khung xanh lá</translation>
    </message>
    <message>
        <source>Attacked, defended (yellow ring)</source>
        <translation>Bị tấn công, có bảo vệ (vòng vàng)</translation>
    </message>
    <message>
        <source>Hanging (ring in the attacker&apos;s colour)</source>
        <translation>Bỏ ngỏ (vòng màu của bên tấn công)</translation>
    </message>
    <message>
        <source>Attacked points (View menu): a unit the enemy attacks that its own side defends</source>
        <translation>Điểm bị tấn công (trình đơn Hiển thị): đơn vị bị địch tấn công nhưng được bên mình bảo vệ</translation>
    </message>
    <message>
        <source>Attacked points (View menu): a unit the enemy attacks and nothing defends: it can be taken for free</source>
        <translation>Điểm bị tấn công (trình đơn Hiển thị): đơn vị bị địch tấn công mà không có gì bảo vệ: có thể bị ăn không mất gì</translation>
    </message>
    <message>
        <source>Any distance along a rank, file or diagonal, never through a piece; never onto a square the enemy controls</source>
        <translation>Đi bao xa cũng được theo hàng ngang, cột dọc hoặc đường chéo, không vượt qua quân nào; không bao giờ vào ô đối phương kiểm soát</translation>
    </message>
    <message>
        <source>Any distance along a rank or file, never through a piece</source>
        <translation>Đi bao xa cũng được theo hàng ngang hoặc cột dọc, không vượt qua quân nào</translation>
    </message>
    <message>
        <source>One square forward to an empty square; captures one square diagonally forward; becomes a Ngựa, Voi or Gà on the far rank</source>
        <translation>Tiến một ô tới ô trống; ăn chéo một ô về phía trước; thành Ngựa, Voi hoặc Gà khi tới hàng cuối</translation>
    </message>
    <message>
        <source>One square forward, moving or capturing; becomes a Ngựa, Voi or Gà on the far rank</source>
        <translation>Tiến một ô, khi đi cũng như khi ăn; thành Ngựa, Voi hoặc Gà khi tới hàng cuối</translation>
    </message>
    <message>
        <source>The knight&apos;s leap, over pieces; once in the Cung it stays there</source>
        <translation>Nhảy như quân mã, vượt qua các quân; đã vào Cung thì ở lại trong Cung</translation>
    </message>
    <message>
        <source>Leaps one or two squares diagonally, over pieces; once in the Cung it stays there</source>
        <translation>Nhảy chéo một hoặc hai ô, vượt qua các quân; đã vào Cung thì ở lại trong Cung</translation>
    </message>
    <message>
        <source>Leaps exactly two squares along a rank or file, over pieces; once in the Cung it stays there</source>
        <translation>Nhảy đúng hai ô theo hàng ngang hoặc cột dọc, vượt qua các quân; đã vào Cung thì ở lại trong Cung</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Chữ cái</translation>
    </message>
    <message>
        <source>Cung (palace)</source>
        <translation>Cung</translation>
    </message>
    <message>
        <source>d4–f6, shaded and framed: a wedding gift (Ngựa, Voi, Gà) that enters it stays in it; a Thần that reaches the Tâm wins (palace entry)</source>
        <translation>d4–f6, được tô và viền: quân sính lễ (Ngựa, Voi, Gà) đã vào thì ở lại trong đó; Thần tới được Tâm thì thắng (Tiến Cung)</translation>
    </message>
    <message>
        <source>Tâm</source>
        <translation>Tâm</translation>
    </message>
    <message>
        <source>e5, the Cung&apos;s centre, ringed</source>
        <translation>e5, tâm của Cung, được khoanh tròn</translation>
    </message>
    <message>
        <source>The squares the last move left and reached, shaded yellow</source>
        <translation>Ô đi và ô đến của nước vừa đi, tô vàng</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Chiếu</translation>
    </message>
    <message>
        <source>The square of a Thần in check, red</source>
        <translation>Ô của Thần đang bị chiếu, tô đỏ</translation>
    </message>
    <message>
        <source>Pieces and board</source>
        <translation>Quân cờ và bàn cờ</translation>
    </message>
    <message>
        <source>Commander Chess</source>
        <translation>Cờ tư lệnh</translation>
    </message>
</context>
<context>
    <name>ManualDialog</name>
    <message>
        <source>Saban manual</source>
        <translation>Hướng dẫn sử dụng Saban</translation>
    </message>
    <message>
        <source>Find in the manual (Enter: next)</source>
        <translation>Tìm trong tài liệu (Enter: chỗ tiếp theo)</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Tìm:</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Không tìm thấy</translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <source>commander</source>
        <translation>tư lệnh</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>bộ binh</translation>
    </message>
    <message>
        <source>engineer</source>
        <translation>công binh</translation>
    </message>
    <message>
        <source>militia</source>
        <translation>dân quân</translation>
    </message>
    <message>
        <source>anti-air gun</source>
        <translation>pháo phòng không</translation>
    </message>
    <message>
        <source>tank</source>
        <translation>xe tăng</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>pháo binh</translation>
    </message>
    <message>
        <source>missile</source>
        <translation>tên lửa</translation>
    </message>
    <message>
        <source>air force</source>
        <translation>không quân</translation>
    </message>
    <message>
        <source>navy</source>
        <translation>hải quân</translation>
    </message>
    <message>
        <source>headquarters</source>
        <translation>sở chỉ huy</translation>
    </message>
</context>
<context>
    <name>PointInfo</name>
    <message>
        <source>Any distance along a rank or file, never through a piece; captures only next to it; must never face the enemy commander on an open line</source>
        <translation>Đi bao xa cũng được theo hàng ngang hoặc cột dọc, không vượt qua quân nào; chỉ ăn quân kề bên; không bao giờ được đối mặt tư lệnh địch trên đường trống</translation>
    </message>
    <message>
        <source>1 point along a rank or file, moving or capturing</source>
        <translation>1 điểm theo hàng ngang hoặc cột dọc, khi đi cũng như khi ăn</translation>
    </message>
    <message>
        <source>1 point along a rank or file, like infantry; carries artillery, anti-air guns and missiles across the river</source>
        <translation>1 điểm theo hàng ngang hoặc cột dọc, như bộ binh; chở pháo binh, pháo phòng không và tên lửa qua sông</translation>
    </message>
    <message>
        <source>1 point in any of the 8 directions, moving or capturing</source>
        <translation>1 điểm theo bất kỳ hướng nào trong 8 hướng, khi đi cũng như khi ăn</translation>
    </message>
    <message>
        <source>1 point along a rank or file; its air-defence zone (radius 1) stops enemy aircraft</source>
        <translation>1 điểm theo hàng ngang hoặc cột dọc; vùng phòng không (bán kính 1) chặn máy bay địch</translation>
    </message>
    <message>
        <source>1 or 2 points along a rank or file, never through a piece</source>
        <translation>1 hoặc 2 điểm theo hàng ngang hoặc cột dọc, không vượt qua quân nào</translation>
    </message>
    <message>
        <source>1 to 3 points in any of the 8 directions; captures over pieces; crosses the river at a ford or with an engineer</source>
        <translation>1 đến 3 điểm theo bất kỳ hướng nào trong 8 hướng; ăn vượt qua quân khác; qua sông ở ngầm hoặc cùng công binh</translation>
    </message>
    <message>
        <source>1 or 2 points along a rank or file or 1 diagonally; captures over pieces; air-defence zone of radius 2</source>
        <translation>1 hoặc 2 điểm theo hàng ngang hoặc cột dọc, hoặc 1 điểm chéo; ăn vượt qua quân khác; vùng phòng không bán kính 2</translation>
    </message>
    <message>
        <source>1 to 4 points in any of the 8 directions, flying over pieces; enemy air-defence zones stop it</source>
        <translation>1 đến 4 điểm theo bất kỳ hướng nào trong 8 hướng, bay qua các quân; vùng phòng không của địch chặn nó</translation>
    </message>
    <message>
        <source>1 to 4 points in any of the 8 directions on water; its guns reach the land; air-defence zone of radius 1</source>
        <translation>1 đến 4 điểm theo bất kỳ hướng nào trong 8 hướng trên mặt nước; pháo của nó bắn tới đất liền; vùng phòng không bán kính 1</translation>
    </message>
    <message>
        <source>Never moves; only its own commander may enter it; a hero (last guard) moves 1 point</source>
        <translation>Không bao giờ di chuyển; chỉ tư lệnh phe mình được vào; khi là anh hùng (cận vệ cuối cùng) thì đi 1 điểm</translation>
    </message>
    <message>
        <source>heroic %1</source>
        <translation>%1 anh hùng</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>side, piece</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 %2 carrying %3</source>
        <comment>side, carrier, passengers</comment>
        <translation>%2 %1 chở %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> và </translation>
    </message>
    <message>
        <source>Sea: only the navy stands here</source>
        <translation>Biển: chỉ hải quân đứng được ở đây</translation>
    </message>
    <message>
        <source>River mouth: water and land, for the navy and land pieces alike</source>
        <translation>Cửa sông: vừa nước vừa đất, cho cả hải quân lẫn quân trên bộ</translation>
    </message>
    <message>
        <source>Coast: water and land, for the navy and land pieces alike</source>
        <translation>Bờ biển: vừa nước vừa đất, cho cả hải quân lẫn quân trên bộ</translation>
    </message>
    <message>
        <source>Land, at a ford: every piece may cross the river here</source>
        <translation>Đất liền, ở ngầm: mọi quân đều qua sông được ở đây</translation>
    </message>
    <message>
        <source>Land, on the river bank: heavy pieces cross only at a ford</source>
        <translation>Đất liền, bên bờ sông: quân nặng chỉ qua sông ở ngầm</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Đất liền</translation>
    </message>
    <message>
        <source>In both sides&apos; air-defence zones</source>
        <translation>Trong vùng phòng không của cả hai bên</translation>
    </message>
    <message>
        <source>In Red&apos;s air-defence zone</source>
        <translation>Trong vùng phòng không của Đỏ</translation>
    </message>
    <message>
        <source>In Blue&apos;s air-defence zone</source>
        <translation>Trong vùng phòng không của Xanh</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>point: unit</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>rank %1 has %2 points, expected 11</source>
        <translation>hàng %1 có %2 điểm, phải là 11</translation>
    </message>
    <message>
        <source>more than 12 ranks</source>
        <translation>nhiều hơn 12 hàng</translation>
    </message>
    <message>
        <source>empty count %1 out of range (1-11)</source>
        <translation>số điểm trống %1 nằm ngoài khoảng 1-11</translation>
    </message>
    <message>
        <source>rank %1 has more than 11 points</source>
        <translation>hàng %1 có hơn 11 điểm</translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>có &apos;)&apos; mà không có &apos;(&apos; tương ứng</translation>
    </message>
    <message>
        <source>unclosed &apos;(&apos; in rank %1</source>
        <translation>dấu &apos;(&apos; ở hàng %1 không được đóng</translation>
    </message>
    <message>
        <source>dangling heroic marker &apos;+&apos; at the end of rank %1</source>
        <translation>dấu anh hùng &apos;+&apos; đứng thừa ở cuối hàng %1</translation>
    </message>
    <message>
        <source>double heroic marker &apos;++&apos;</source>
        <translation>dấu anh hùng viết hai lần &apos;++&apos;</translation>
    </message>
    <message>
        <source>nested parentheses are not allowed</source>
        <translation>không được lồng ngoặc trong ngoặc</translation>
    </message>
    <message>
        <source>empty stack &apos;()&apos;</source>
        <translation>chồng quân rỗng &apos;()&apos;</translation>
    </message>
    <message>
        <source>invalid character &apos;%1&apos; (piece letters: CIEMGTASFNH)</source>
        <translation>ký tự &apos;%1&apos; không hợp lệ (chữ cái của quân: CIEMGTASFNH)</translation>
    </message>
    <message>
        <source>expected 12 ranks, got %1</source>
        <translation>cần 12 hàng nhưng có %1</translation>
    </message>
    <message>
        <source>a stack mixes red and blue pieces on %1</source>
        <translation>chồng quân ở %1 lẫn cả quân Đỏ và quân Xanh</translation>
    </message>
    <message>
        <source>a stack holds at most 3 pieces on %1</source>
        <translation>chồng quân ở %1 có quá 3 quân</translation>
    </message>
    <message>
        <source>%1 cannot form a stack under the %2 profile on %3</source>
        <translation>%1 không thành chồng quân được theo bộ luật %2 (ở %3)</translation>
    </message>
    <message>
        <source>a navy cannot stand on land on %1</source>
        <translation>hải quân không được lên bờ (%1)</translation>
    </message>
    <message>
        <source>%1 cannot stand at sea on %2</source>
        <translation>quân %1 không được xuống biển (%2)</translation>
    </message>
    <message>
        <source>the commander is never heroic under the %1 profile on %2</source>
        <translation>theo bộ luật %1, tư lệnh không bao giờ là anh hùng (ở %2)</translation>
    </message>
    <message>
        <source>%1 has more than %2 %3 on %4</source>
        <translation>bên %1 có hơn %2 quân %3 (ở %4)</translation>
    </message>
    <message>
        <source>%1 has more than 32 air-defence pieces on %2</source>
        <translation>bên %1 có hơn 32 quân phòng không (ở %2)</translation>
    </message>
    <message>
        <source>%1 has no commander</source>
        <translation>bên %1 không có tư lệnh</translation>
    </message>
    <message>
        <source>empty FEN</source>
        <translation>FEN trống</translation>
    </message>
    <message>
        <source>too many fields (expected at most 6)</source>
        <translation>quá nhiều trường (tối đa 6)</translation>
    </message>
    <message>
        <source>invalid side to move &apos;%1&apos;, expected &apos;r&apos; or &apos;b&apos;</source>
        <translation>bên đi phải là &apos;r&apos; hoặc &apos;b&apos;, không phải &apos;%1&apos;</translation>
    </message>
    <message>
        <source>castling field must be &apos;-&apos;, got &apos;%1&apos;</source>
        <translation>trường nhập thành phải là &apos;-&apos;, không phải &apos;%1&apos;</translation>
    </message>
    <message>
        <source>en passant field must be &apos;-&apos;, got &apos;%1&apos;</source>
        <translation>trường bắt tốt qua đường phải là &apos;-&apos;, không phải &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid half-move clock &apos;%1&apos;</source>
        <translation>số nửa nước &apos;%1&apos; không hợp lệ</translation>
    </message>
    <message>
        <source>invalid move number &apos;%1&apos;</source>
        <translation>số thứ tự nước đi &apos;%1&apos; không hợp lệ</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation>các phương án lồng nhau sâu quá %1 tầng</translation>
    </message>
    <message>
        <source>this comment is never closed (no &apos;}&apos;)</source>
        <translation>lời bình này không được đóng (thiếu &apos;}&apos;)</translation>
    </message>
    <message>
        <source>this variation is never closed (no &apos;)&apos;)</source>
        <translation>phương án này không được đóng (thiếu &apos;)&apos;)</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>cần có %1</translation>
    </message>
    <message>
        <source>expected &apos;}&apos; to close the comment</source>
        <translation>cần &apos;}&apos; để đóng lời bình</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the variation</source>
        <translation>cần &apos;)&apos; để đóng phương án</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; to close the tag</source>
        <translation>cần &apos;]&apos; để đóng thẻ</translation>
    </message>
    <message>
        <source>expected &apos;&quot;&apos; to close the tag value</source>
        <translation>cần &apos;&quot;&apos; để đóng giá trị của thẻ</translation>
    </message>
    <message>
        <source>unexpected text (not a tag, move, comment or variation)</source>
        <translation>văn bản không mong đợi (không phải thẻ, nước đi, lời bình hay phương án)</translation>
    </message>
    <message>
        <source>cannot read the move &apos;%1&apos;</source>
        <translation>không đọc được nước đi &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 (&apos;%2&apos;)</source>
        <translation>%1 (nước &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>unknown Notation &quot;%1&quot; (vi, en or san)</source>
        <translation>không rõ cách ghi Notation &quot;%1&quot; (vi, en hoặc san)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; uses the %2 letters but &apos;%3&apos; the %4 ones</source>
        <translation>&apos;%1&apos; dùng bộ chữ %2 nhưng &apos;%3&apos; lại dùng bộ chữ %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: C is an engineer (vi) or the commander (en); add [Notation &quot;vi&quot;] or [Notation &quot;en&quot;]</source>
        <translation>&apos;%1&apos;: C là công binh (vi) hay tư lệnh (en); hãy thêm [Notation &quot;vi&quot;] hoặc [Notation &quot;en&quot;]</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: H is a navy (vi) or headquarters (en); add [Notation &quot;vi&quot;] or [Notation &quot;en&quot;]</source>
        <translation>&apos;%1&apos;: H là hải quân (vi) hay sở chỉ huy (en); hãy thêm [Notation &quot;vi&quot;] hoặc [Notation &quot;en&quot;]</translation>
    </message>
    <message>
        <source>unknown Profile &quot;%1&quot; (official or cotulenh)</source>
        <translation>không rõ bộ luật Profile &quot;%1&quot; (official hoặc cotulenh)</translation>
    </message>
    <message>
        <source>unknown Mode &quot;%1&quot; (full, naval, air or land)</source>
        <translation>không rõ thể thức Mode &quot;%1&quot; (full, naval, air hoặc land)</translation>
    </message>
    <message>
        <source>invalid FEN: %1</source>
        <translation>FEN không hợp lệ: %1</translation>
    </message>
    <message>
        <source>a variation must follow a move</source>
        <translation>phương án phải đứng sau một nước đi</translation>
    </message>
    <message>
        <source>illegal move: it would leave the commander attacked or facing the enemy commander</source>
        <translation>nước đi không hợp lệ: tư lệnh sẽ bị chiếu hoặc đối mặt tư lệnh đối phương</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos;</source>
        <translation>không có quân nào mang chữ &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no point %1 on the board</source>
        <translation>trên bàn cờ không có điểm %1</translation>
    </message>
    <message>
        <source>the move names no destination</source>
        <translation>nước đi không ghi điểm đến</translation>
    </message>
    <message>
        <source>no %1 piece on %2</source>
        <translation>không có quân %1 nào ở %2</translation>
    </message>
    <message>
        <source>the sub-moves of one turn must leave the same point</source>
        <translation>các bước của một lượt phải đi từ cùng một điểm</translation>
    </message>
    <message>
        <source>there is no %1 on %2 (it holds %3)</source>
        <translation>không có %1 ở %2 (ở đó có %3)</translation>
    </message>
    <message>
        <source>the move names no piece</source>
        <translation>nước đi không ghi quân nào</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos; in the stack</source>
        <translation>chồng quân có chữ &apos;%1&apos; không ứng với quân nào</translation>
    </message>
    <message>
        <source>the stack on %1 is %2, not (%3)</source>
        <translation>chồng quân ở %1 là %2, không phải (%3)</translation>
    </message>
    <message>
        <source>the move is ambiguous</source>
        <translation>nước đi không rõ ràng: khớp với nhiều nước hợp lệ</translation>
    </message>
    <message>
        <source>illegal move: no legal turn of %1 on %2 matches</source>
        <translation>nước đi không hợp lệ: %1 ở %2 không có nước đi hợp lệ nào khớp</translation>
    </message>
    <message>
        <source>cannot read the destination of &apos;%1&apos;</source>
        <translation>không đọc được điểm đến của &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a move names no piece</source>
        <translation>nước đi không ghi quân nào</translation>
    </message>
    <message>
        <source>cannot read where the unit comes from: &apos;%1&apos; is none of a file, a rank and a point (c, 10, c10)</source>
        <translation>không đọc được quân đi từ đâu: &apos;%1&apos; không phải cột, hàng hay điểm (c, 10, c10)</translation>
    </message>
    <message>
        <source>%1 on file %2</source>
        <translation>%1 ở cột %2</translation>
    </message>
    <message>
        <source>%1 on rank %2</source>
        <translation>%1 ở hàng %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 ở %2</translation>
    </message>
    <message>
        <source>illegal move: no %1 can move to %2</source>
        <translation>nước đi không hợp lệ: không có %1 nào đi được đến %2</translation>
    </message>
    <message>
        <source>illegal move: no %1 can capture on %2</source>
        <translation>nước đi không hợp lệ: không có %1 nào ăn được quân ở %2</translation>
    </message>
    <message>
        <source>illegal move: no %1 can board on %2</source>
        <translation>nước đi không hợp lệ: không có %1 nào ghép chồng được ở %2</translation>
    </message>
    <message>
        <source>illegal move: no legal deploy turn fits (a %1 can move to %2 leaving %3 behind)</source>
        <translation>nước đi không hợp lệ: không có lượt triển khai hợp lệ nào khớp (%1 đi đến %2, để lại %3)</translation>
    </message>
    <message>
        <source>illegal move: no legal deploy turn fits (a %1 can capture on %2 leaving %3 behind)</source>
        <translation>nước đi không hợp lệ: không có lượt triển khai hợp lệ nào khớp (%1 ăn quân ở %2, để lại %3)</translation>
    </message>
    <message>
        <source>illegal move: no legal deploy turn fits (a %1 can board on %2 leaving %3 behind)</source>
        <translation>nước đi không hợp lệ: không có lượt triển khai hợp lệ nào khớp (%1 ghép chồng ở %2, để lại %3)</translation>
    </message>
    <message>
        <source>the move is ambiguous (%1 legal turns fit)</source>
        <translation>nước đi không rõ ràng (%1 nước hợp lệ đều khớp)</translation>
    </message>
    <message>
        <source>Termination &quot;%1&quot; but the replayed game ended by %2</source>
        <translation>thẻ Termination ghi &quot;%1&quot; nhưng khi đi lại, ván cờ kết thúc bằng %2</translation>
    </message>
    <message>
        <source>Termination &quot;%1&quot; but the replayed game has not ended after its last move</source>
        <translation>thẻ Termination ghi &quot;%1&quot; nhưng khi đi lại, ván cờ chưa kết thúc sau nước cuối</translation>
    </message>
    <message>
        <source>Result &quot;%1&quot; but the replayed game ended by %2, which is %3</source>
        <translation>thẻ Result ghi &quot;%1&quot; nhưng khi đi lại, ván cờ kết thúc bằng %2, tức là %3</translation>
    </message>
    <message>
        <source>expected at least placement, side to move and swap rights</source>
        <translation>cần ít nhất phần xếp quân, bên đi và quyền đổi chỗ</translation>
    </message>
    <message>
        <source>too many fields (at most 6)</source>
        <translation>quá nhiều trường (tối đa 6)</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 9</source>
        <translation>hàng %1 có %2 ô, không phải 9</translation>
    </message>
    <message>
        <source>more than 9 ranks</source>
        <translation>nhiều hơn 9 hàng</translation>
    </message>
    <message>
        <source>rank %1 is longer than 9 squares</source>
        <translation>hàng %1 dài hơn 9 ô</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos; (T L B D N V G)</source>
        <translation>không có quân nào mang chữ &apos;%1&apos; (T L B D N V G)</translation>
    </message>
    <message>
        <source>a Bộ or Đinh cannot stand on rank 1 or 9</source>
        <translation>Bộ và Đinh không được đứng ở hàng 1 hay hàng 9</translation>
    </message>
    <message>
        <source>the placement must describe 9 ranks of 9 squares</source>
        <translation>phần xếp quân phải tả đủ 9 hàng, mỗi hàng 9 ô</translation>
    </message>
    <message>
        <source>%1 must have exactly one Thần (T)</source>
        <translation>bên %1 phải có đúng một Thần (T)</translation>
    </message>
    <message>
        <source>%1 has more than 2 Lạc (L)</source>
        <translation>bên %1 có hơn 2 Lạc (L)</translation>
    </message>
    <message>
        <source>%1 has more than 5 Bộ (B)</source>
        <translation>bên %1 có hơn 5 Bộ (B)</translation>
    </message>
    <message>
        <source>%1 has more than 4 Đinh (D)</source>
        <translation>bên %1 có hơn 4 Đinh (D)</translation>
    </message>
    <message>
        <source>%1 has more gifts (N, V, G) than 6 plus its promoted Bộ and Đinh</source>
        <translation>bên %1 có nhiều quân sính lễ (N, V, G) hơn 6 cộng số Bộ và Đinh đã phong</translation>
    </message>
    <message>
        <source>side to move must be w (Thủy) or b (Sơn)</source>
        <translation>bên đi phải là w (Thủy) hoặc b (Sơn)</translation>
    </message>
    <message>
        <source>swap rights are a subset of BHbh, or -</source>
        <translation>quyền đổi chỗ là một phần của BHbh, hoặc -</translation>
    </message>
    <message>
        <source>swap rights must be written in the order BHbh, each once</source>
        <translation>quyền đổi chỗ phải viết theo thứ tự BHbh, mỗi chữ một lần</translation>
    </message>
    <message>
        <source>swap right &apos;%1&apos; needs the Thần on %2 and a Voi on %3</source>
        <translation>quyền đổi chỗ &apos;%1&apos; cần Thần ở %2 và một Voi ở %3</translation>
    </message>
    <message>
        <source>the fourth field is always -</source>
        <translation>trường thứ tư luôn là -</translation>
    </message>
    <message>
        <source>halfmove clock must be a number &gt;= 0</source>
        <translation>số nửa nước phải là một số &gt;= 0</translation>
    </message>
    <message>
        <source>fullmove number must be a number &gt;= 1</source>
        <translation>số thứ tự nước đi phải là một số &gt;= 1</translation>
    </message>
    <message>
        <source>the side not to move is in check</source>
        <translation>bên không đến lượt đi đang bị chiếu</translation>
    </message>
    <message>
        <source>expected name=value, got &apos;%1&apos;</source>
        <translation>cần dạng tên=giá trị, nhưng có &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>không có tùy chọn &apos;%1&apos;</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; takes %2, not &apos;%3&apos;</source>
        <translation>tùy chọn &apos;%1&apos; nhận %2, không nhận &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the swap %1 is not legal here</source>
        <translation>nước đổi chỗ %1 không hợp lệ ở đây</translation>
    </message>
    <message>
        <source>a move starts with a piece letter (T L B D N V G)</source>
        <translation>nước đi phải bắt đầu bằng chữ của quân (T L B D N V G)</translation>
    </message>
    <message>
        <source>a Bộ or Đinh promotes to a gift: =N, =V or =G</source>
        <translation>Bộ hay Đinh phong thành quân sính lễ: =N, =V hoặc =G</translation>
    </message>
    <message>
        <source>expected a destination square</source>
        <translation>thiếu ô đến</translation>
    </message>
    <message>
        <source>there is no file i: the files are a to h, then k</source>
        <translation>không có cột i: các cột là a đến h, rồi k</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square (files a-h and k, ranks 1-9)</source>
        <translation>&apos;%1&apos; không phải là một ô (cột a-h và k, hàng 1-9)</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos; before the destination (a file, a rank or a square)</source>
        <translation>không đọc được &apos;%1&apos; trước ô đến (một cột, một hàng hay một ô)</translation>
    </message>
    <message>
        <source>no legal move matches: a move to the last rank must say its promotion (=N, =V or =G)</source>
        <translation>không có nước hợp lệ nào khớp: nước đi đến hàng cuối phải ghi quân được phong (=N, =V hoặc =G)</translation>
    </message>
    <message>
        <source>no legal move matches</source>
        <translation>không có nước hợp lệ nào khớp</translation>
    </message>
    <message>
        <source>ambiguous: more than one %1 can go to %2 (add the file, rank or square it comes from)</source>
        <translation>không rõ ràng: có hơn một quân %1 đi được đến %2 (ghi thêm cột, hàng hay ô xuất phát)</translation>
    </message>
    <message>
        <source>written as a capture (x), but %1 is empty</source>
        <translation>ghi là nước ăn quân (x), nhưng %1 không có quân</translation>
    </message>
    <message>
        <source>marked # but it is no checkmate</source>
        <translation>đánh dấu # nhưng không phải chiếu hạ</translation>
    </message>
    <message>
        <source>marked + but it gives no check</source>
        <translation>đánh dấu + nhưng không chiếu</translation>
    </message>
    <message>
        <source>marked ^ but it does not complete Tiến Cung</source>
        <translation>đánh dấu ^ nhưng không thành Tiến Cung</translation>
    </message>
    <message>
        <source>the game is already over (%1)</source>
        <translation>ván cờ đã kết thúc (%1)</translation>
    </message>
    <message>
        <source>invalid Rules: %1</source>
        <translation>thẻ Rules không hợp lệ: %1</translation>
    </message>
    <message>
        <source>a Cờ Đông Sơn record is written in SAN ([Notation &quot;san&quot;])</source>
        <translation>biên bản Cờ Đông Sơn được ghi bằng SAN ([Notation &quot;san&quot;])</translation>
    </message>
    <message>
        <source>the game is longer than %1 bytes, the limit for one game: it is skipped</source>
        <translation>ván dài hơn %1 byte, giới hạn cho một ván: ván bị bỏ qua</translation>
    </message>
    <message>
        <source>game %1 is not in the database</source>
        <translation>ván %1 không có trong cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>game %1 is not in the trash</source>
        <translation>ván %1 không có trong thùng rác</translation>
    </message>
    <message>
        <source>game %1 is a %2 game, not a %3 one</source>
        <translation>ván %1 là ván %2, không phải ván %3</translation>
    </message>
    <message>
        <source>game %1: its stored text no longer replays: %2</source>
        <translation>ván %1: văn bản đã lưu không còn đi lại được: %2</translation>
    </message>
    <message>
        <source>game %1: the edited game does not read back from its text: %2</source>
        <translation>ván %1: ván đã sửa không đọc lại được từ văn bản của nó: %2</translation>
    </message>
    <message>
        <source>its text reads back as other moves</source>
        <translation>đọc lại văn bản thì ra các nước khác</translation>
    </message>
    <message>
        <source>game %1: the edited game is the same as game %2</source>
        <translation>ván %1: ván đã sửa trùng với ván %2</translation>
    </message>
    <message>
        <source>game %1 is stored again as game %2: it stays in the trash</source>
        <translation>ván %1 đã được lưu lại thành ván %2: nó vẫn ở trong thùng rác</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no pieces</comment>
        <translation>không quân nào</translation>
    </message>
    <message>
        <source>%1 carrying %2</source>
        <comment>carrier, passengers</comment>
        <translation>%1 chở %2</translation>
    </message>
    <message>
        <source>%1:%2:%3: game %4: %5</source>
        <translation>%1:%2:%3: ván %4: %5</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The engine&apos;s best move as an arrow</source>
        <translation>Nước tốt nhất của máy phân tích thành mũi tên</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Thao tác</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Phím</translation>
    </message>
    <message>
        <source>The game&apos;s keys act on the game page, the engine and the explorer. A list keeps its own arrows, Home, End and Enter (Enter opens a game of the list, plays a move of the explorer); a field keeps its keys (Enter in a filter field searches); on the Database page the game&apos;s keys do nothing. Right click or Esc cancels a move being entered.</source>
        <translation>Phím của ván cờ dùng được ở trang ván cờ, máy phân tích và trình tra cứu khai cuộc. Một danh sách giữ các phím mũi tên, Home, End và Enter của nó (Enter mở ván cờ trong danh sách, đi nước đã chọn trong trình tra cứu); một ô nhập giữ phím của nó (Enter trong ô lọc sẽ tìm); ở trang Cơ sở dữ liệu, phím của ván cờ không có tác dụng. Nhấp chuột phải hoặc Esc huỷ nước đang nhập.</translation>
    </message>
</context>
<context>
    <name>Side</name>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Xanh</translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
</context>
<context>
    <name>saban::gui::AnnotationSymbols</name>
    <message>
        <source>Good move</source>
        <translation>Nước hay</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Nước sai</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Nước xuất sắc</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Nước sai nghiêm trọng</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Nước đáng chú ý</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Nước đáng ngờ</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Nước duy nhất</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Thế cờ cân bằng</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Thế cờ không rõ ràng</translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation>%1 hơi ưu thế</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 ưu thế</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation>%1 thắng thế</translation>
    </message>
    <message>
        <source>Zugzwang</source>
        <translation>Zugzwang (bắt buộc phải đi)</translation>
    </message>
    <message>
        <source>Lead in development</source>
        <translation>Triển khai quân nhanh hơn</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Quyền chủ động</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Tấn công</translation>
    </message>
    <message>
        <source>Counterplay</source>
        <translation>Phản công</translation>
    </message>
    <message>
        <source>Time trouble</source>
        <translation>Thiếu thời gian</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Nước đi mới</translation>
    </message>
    <message>
        <source>Remove the move&apos;s symbols</source>
        <translation>Bỏ các ký hiệu của nước đi</translation>
    </message>
    <message>
        <source>Annotation &amp;symbols</source>
        <translation>&amp;Ký hiệu bình giải</translation>
    </message>
</context>
<context>
    <name>saban::gui::ConnectDialog</name>
    <message>
        <source>Open a database</source>
        <translation>Mở cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>&amp;Saban&apos;s private database</source>
        <translation>Cơ sở dữ liệu &amp;riêng của Saban</translation>
    </message>
    <message>
        <source>The database Saban keeps for you on this computer (or the one $SABAN_DB names, when set)</source>
        <translation>Cơ sở dữ liệu Saban giữ cho bạn trên máy này (hoặc cơ sở dữ liệu mà $SABAN_DB chỉ định, nếu có)</translation>
    </message>
    <message>
        <source>&amp;Recent databases:</source>
        <translation>Cơ sở dữ liệu &amp;gần đây:</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>máy này</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>tên đăng nhập của bạn</translation>
    </message>
    <message>
        <source>when the server asks for one</source>
        <translation>khi máy chủ yêu cầu</translation>
    </message>
    <message>
        <source>More libpq settings as keyword=value pairs, or a whole connection string or URI</source>
        <translation>Thêm thiết lập libpq dạng từ_khoá=giá_trị, hoặc cả một chuỗi kết nối hay URI</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Máy chủ:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Cổng:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>Cơ sở &amp;dữ liệu:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Người dùng:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Mật &amp;khẩu:</translation>
    </message>
    <message>
        <source>Op&amp;tions:</source>
        <translation>&amp;Tuỳ chọn:</translation>
    </message>
    <message>
        <source>Or a PostgreSQL server:</source>
        <translation>Hoặc một máy chủ PostgreSQL:</translation>
    </message>
    <message>
        <source>The options cannot be read: write keyword=value pairs as libpq takes them (sslmode=require), or a connection string or URI.</source>
        <translation>Không đọc được phần tuỳ chọn: hãy viết các cặp từ_khoá=giá_trị như libpq nhận (sslmode=require), hoặc một chuỗi kết nối hay URI.</translation>
    </message>
    <message>
        <source>Name a database or a server, or choose Saban&apos;s private database.</source>
        <translation>Hãy nêu một cơ sở dữ liệu hoặc một máy chủ, hoặc chọn cơ sở dữ liệu riêng của Saban.</translation>
    </message>
</context>
<context>
    <name>saban::gui::Database</name>
    <message>
        <source>the PG* environment</source>
        <translation>môi trường PG*</translation>
    </message>
    <message>
        <source>%1 (local socket)</source>
        <translation>%1 (socket cục bộ)</translation>
    </message>
    <message>
        <source>The database has Saban&apos;s schema version %1; this Saban knows version %2 at most: update Saban.</source>
        <translation>Cơ sở dữ liệu có lược đồ Saban phiên bản %1; bản Saban này chỉ biết tới phiên bản %2: hãy cập nhật Saban.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1 (%n ván)</numerusform>
        </translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation>Chưa mở cơ sở dữ liệu nào</translation>
    </message>
</context>
<context>
    <name>saban::gui::DatabasePane</name>
    <message>
        <source>Player (accents optional)</source>
        <translation>Kỳ thủ (gõ có dấu hay không dấu đều được)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Địa điểm</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <translation>Từ ngày YYYY-MM-DD</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <translation>Đến ngày YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Final material: red has no navy, blue has both air forces</source>
        <translation>Quân cuối ván: đỏ không có hải quân, xanh có cả hai không quân</translation>
    </message>
    <message>
        <source>The pieces each side has at the end of the game, e.g. &quot;blue has at least 1 tank and red has at most 2 infantry&quot;. Quantities: no, one, two, both, a number, at least N, at most N, more than N, fewer than N. Pieces: commander, infantry, engineer, militia, anti-air, tank, artillery, missile, air force, navy, headquarters, or their letters. Commander Chess games only.</source>
        <translation>Các quân mỗi bên còn lại khi kết thúc ván, viết bằng tiếng Việt (có dấu hay không dấu đều được) hay tiếng Anh như lệnh saban search --material, ví dụ &quot;xanh có ít nhất 1 xe tăng và đỏ có nhiều nhất 2 bộ binh&quot;. Số lượng: không có, một, hai, cả hai, một con số, ít nhất N, nhiều nhất N, hơn N, ít hơn N; không ghi số là ít nhất một (&quot;đỏ có hải quân&quot;). Quân: tư lệnh, bộ binh, công binh, dân quân, phòng không, xe tăng, pháo binh, tên lửa, không quân, hải quân, sở chỉ huy, hoặc chữ cái của chúng. Chỉ với các ván Cờ tư lệnh.</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>cầm quân bên nào cũng được</translation>
    </message>
    <message>
        <source>any result</source>
        <translation>mọi kết quả</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Hoà (½-½)</translation>
    </message>
    <message>
        <source>Unfinished (*)</source>
        <translation>Chưa kết thúc (*)</translation>
    </message>
    <message>
        <source>any mode</source>
        <translation>mọi thể thức</translation>
    </message>
    <message>
        <source>any rules</source>
        <translation>mọi bộ luật</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Tìm</translation>
    </message>
    <message>
        <source>A date is written YYYY, YYYY-MM or YYYY-MM-DD: &quot;%1&quot;</source>
        <translation>Ngày viết dạng YYYY, YYYY-MM hoặc YYYY-MM-DD: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Final material: no condition (e.g. &quot;red has no navy, blue has both air forces&quot;)</source>
        <translation>Quân cuối ván: chưa có điều kiện nào (ví dụ &quot;đỏ không có hải quân, xanh có cả hai không quân&quot;)</translation>
    </message>
    <message>
        <source>start with the side, red or blue</source>
        <translation>hãy bắt đầu bằng bên: đỏ hay xanh</translation>
    </message>
    <message>
        <source>a number is missing (no, one, both, 2, at least 1…)</source>
        <translation>thiếu số lượng (không có, một, cả hai, 2, ít nhất 1…)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (no, one, both, 2, at least 1…)</source>
        <translation>&quot;%1&quot; không phải là số lượng (không có, một, cả hai, 2, ít nhất 1…)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is more than %2 pieces</source>
        <translation>&quot;%1&quot; nhiều hơn %2 quân</translation>
    </message>
    <message>
        <source>a piece is missing (navy, air force, tank… or a FEN letter)</source>
        <translation>thiếu tên quân (hải quân, không quân, xe tăng… hay chữ cái FEN)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a piece (navy, air force, tank… or a FEN letter)</source>
        <translation>&quot;%1&quot; không phải là quân (hải quân, không quân, xe tăng… hay chữ cái FEN)</translation>
    </message>
    <message>
        <source>Final material, in &quot;%1&quot;: %2</source>
        <translation>Quân cuối ván, trong &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 trên %2 ván</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) loaded</source>
        <translation>
            <numerusform>Đã tải %n ván</numerusform>
        </translation>
    </message>
    <message>
        <source> — scroll for more</source>
        <translation> — cuộn xuống để xem thêm</translation>
    </message>
    <message>
        <source>Any position</source>
        <translation>Mọi thế cờ</translation>
    </message>
    <message>
        <source>The games of one game only, or of both</source>
        <translation>Chỉ các ván của một loại cờ, hoặc của cả hai</translation>
    </message>
    <message>
        <source>Both games</source>
        <translation>Cả hai loại cờ</translation>
    </message>
    <message>
        <source>Commander Chess</source>
        <translation>Cờ tư lệnh</translation>
    </message>
    <message>
        <source>Games through the position set in the position editor only; click to show all</source>
        <translation>Chỉ các ván đi qua thế cờ đặt trong trình soạn thế cờ; bấm để xem tất cả</translation>
    </message>
    <message>
        <source>Queue for analysis</source>
        <translation>Xếp hàng phân tích</translation>
    </message>
    <message>
        <source>The selected games are analysed by the database&apos;s workers (saban worker)</source>
        <translation>Các ván đã chọn sẽ được các máy phân tích của cơ sở dữ liệu xử lý (saban worker)</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>cầm quân %1</translation>
    </message>
    <message>
        <source>%1 won (1-0)</source>
        <translation>%1 thắng (1-0)</translation>
    </message>
    <message>
        <source>%1 won (0-1)</source>
        <translation>%1 thắng (0-1)</translation>
    </message>
    <message>
        <source>Select the games to analyse first</source>
        <translation>Hãy chọn các ván cần phân tích trước</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) queued for analysis</source>
        <translation>
            <numerusform>Đã xếp %n ván vào hàng đợi phân tích</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis queue: %1 waiting, %2 running, %3 done, %4 failed</source>
        <translation>Hàng đợi phân tích: %1 chờ, %2 đang chạy, %3 xong, %4 lỗi</translation>
    </message>
</context>
<context>
    <name>saban::gui::DsBoardWidget</name>
    <message>
        <source>Hallow</source>
        <translation>Thần</translation>
    </message>
    <message>
        <source>Lac General</source>
        <translation>Lạc</translation>
    </message>
    <message>
        <source>Tribe</source>
        <translation>Bộ</translation>
    </message>
    <message>
        <source>Militarimen</source>
        <translation>Đinh</translation>
    </message>
    <message>
        <source>Quagga</source>
        <translation>Ngựa</translation>
    </message>
    <message>
        <source>Gomphothere</source>
        <translation>Voi</translation>
    </message>
    <message>
        <source>Chincuake</source>
        <translation>Gà</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 của %3</translation>
    </message>
    <message>
        <source>Tâm, the centre of the Cung (palace)</source>
        <translation>Tâm, ô trung tâm của Cung</translation>
    </message>
    <message>
        <source>in the Cung (palace)</source>
        <translation>trong Cung</translation>
    </message>
    <message>
        <source>No piece on %1</source>
        <translation>Không có quân nào ở %1</translation>
    </message>
    <message>
        <source>%1 is to move</source>
        <translation>Đến lượt %1 đi</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal move</source>
        <translation>Quân %1 ở %2 không có nước đi hợp lệ</translation>
    </message>
    <message>
        <source>%1 on %2: choose where it goes</source>
        <translation>%1 ở %2: chọn ô đến</translation>
    </message>
    <message>
        <source>Swap the Thần and the Voi</source>
        <translation>Đổi chỗ Thần và Voi</translation>
    </message>
    <message>
        <source>Promote to %1</source>
        <translation>Phong thành %1</translation>
    </message>
    <message>
        <source>Move without promoting</source>
        <translation>Đi mà không phong</translation>
    </message>
    <message>
        <source>The %1 on %2 cannot go to %3</source>
        <translation>Quân %1 ở %2 không đi được đến %3</translation>
    </message>
</context>
<context>
    <name>saban::gui::DsPositionEditor</name>
    <message>
        <source>Click a square to put the piece there (it takes the place of what stood there); right click empties it.</source>
        <translation>Bấm vào một ô để đặt quân vào đó (thay cho quân đang đứng ở đó); bấm chuột phải để bỏ trống ô.</translation>
    </message>
    <message>
        <source>The Thần may swap with the Voi on:</source>
        <translation>Thần còn được đổi chỗ với Voi ở:</translation>
    </message>
    <message>
        <source>Each side needs its Thần</source>
        <translation>Mỗi bên phải có Thần của mình</translation>
    </message>
</context>
<context>
    <name>saban::gui::EncodingDialog</name>
    <message>
        <source>The file&apos;s encoding</source>
        <translation>Bảng mã của tệp</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Tệp:</translation>
    </message>
    <message>
        <source>%1 (detected)</source>
        <translation>%1 (tự nhận ra)</translation>
    </message>
    <message>
        <source>&amp;Read it as:</source>
        <translation>Đọ&amp;c theo:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Mở</translation>
    </message>
    <message>
        <source>Byte %1 on line %2 is not %3: the file cannot be read in this encoding.</source>
        <translation>Byte %1 ở dòng %2 không thuộc %3: không đọc được tệp theo bảng mã này.</translation>
    </message>
    <message>
        <source>The file ends inside a character of %1: it cannot be read in this encoding.</source>
        <translation>Tệp kết thúc giữa một ký tự %1: không đọc được tệp theo bảng mã này.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Tệp trống.</translation>
    </message>
    <message>
        <source>The file&apos;s first lines read as %1: are the names right?</source>
        <translation>Những dòng đầu của tệp đọc theo %1: tên có đúng không?</translation>
    </message>
</context>
<context>
    <name>saban::gui::EnginePane</name>
    <message>
        <source>Scores from %1&apos;s side, whoever is to move: + is good for %1, #3: %1 wins in 3 moves, #-2: %2 wins in 2</source>
        <translation>Điểm tính theo phía %1, dù bên nào đi: + là lợi cho %1, #3: %1 thắng sau 3 nước, #-2: %2 thắng sau 2 nước</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Phân tích</translation>
    </message>
    <message>
        <source>Start or stop the live analysis of the shown position (Space)</source>
        <translation>Bắt đầu hoặc dừng phân tích thế cờ đang xem (phím cách)</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Số phương án:</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Phương án</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>Phân tích cả ván</translation>
    </message>
    <message>
        <source>Search every position of the main line and draw the evaluation graph</source>
        <translation>Tính mọi thế cờ của diễn biến chính và vẽ biểu đồ đánh giá</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Độ sâu:</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>nước %1 / %2</translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation>Phân tích ván thất bại: %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Huỷ</translation>
    </message>
    <message>
        <source>depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>độ sâu %1 · %2 nút · %3 nút/giây</translation>
    </message>
    <message numerus="yes">
        <source>Game analysis cancelled after %n move(s)</source>
        <translation>
            <numerusform>Đã huỷ phân tích ván sau %n nước</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::EngineSettingsDialog</name>
    <message>
        <source>Engine settings</source>
        <translation>Thiết lập máy phân tích</translation>
    </message>
    <message>
        <source>Live analysis</source>
        <translation>Phân tích trực tiếp</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>The table of positions the engine keeps between searches</source>
        <translation>Bảng thế cờ máy phân tích giữ lại giữa các lần tìm kiếm</translation>
    </message>
    <message>
        <source>Hash table:</source>
        <translation>Bảng băm:</translation>
    </message>
    <message>
        <source>Until stopped</source>
        <translation>Đến khi dừng</translation>
    </message>
    <message>
        <source>To a depth</source>
        <translation>Đến một độ sâu</translation>
    </message>
    <message>
        <source>For a time</source>
        <translation>Trong một khoảng thời gian</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Tìm kiếm:</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> nửa nước</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Độ sâu:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Thời gian:</translation>
    </message>
    <message>
        <source>Analysis of the whole game</source>
        <translation>Phân tích cả ván</translation>
    </message>
    <message>
        <source>Positions searched at once, each by its own searcher (Commander Chess; a Cờ Đông Sơn game is analysed on one thread)</source>
        <translation>Số thế cờ được tìm cùng lúc, mỗi thế cờ một bộ tìm kiếm riêng (Cờ tư lệnh; ván Cờ Đông Sơn được phân tích trên một luồng)</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Số luồng:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>không giới hạn</translation>
    </message>
    <message>
        <source>Time per position:</source>
        <translation>Thời gian mỗi thế cờ:</translation>
    </message>
    <message>
        <source>The depth is the Engine pane&apos;s; the first limit reached ends each search.</source>
        <translation>Độ sâu là độ sâu ở khung Máy phân tích; giới hạn nào đạt trước sẽ kết thúc mỗi lần tìm kiếm.</translation>
    </message>
</context>
<context>
    <name>saban::gui::EvalBar</name>
    <message>
        <source>The engine, depth %1: %2 from %3&apos;s side</source>
        <translation>Máy phân tích, độ sâu %1: %2 theo phía %3</translation>
    </message>
    <message>
        <source>No evaluation of this position: start the engine</source>
        <translation>Chưa có đánh giá thế cờ này: hãy bật máy phân tích</translation>
    </message>
    <message>
        <source>The evaluation stored with the move: %1 from %2&apos;s side</source>
        <translation>Đánh giá lưu cùng nước đi: %1 theo phía %2</translation>
    </message>
</context>
<context>
    <name>saban::gui::EvalGraph</name>
    <message>
        <source>%1&apos;s expected score after each ply, from %1&apos;s side whoever is to move: above the middle %1 is better</source>
        <translation>Tỉ lệ thắng dự kiến của %1 sau mỗi nước, tính theo phía %1 dù bên nào đi: trên đường giữa là %1 hơn</translation>
    </message>
    <message>
        <source>No analysis yet: press &quot;Analyse the game&quot;</source>
        <translation>Chưa có phân tích: bấm &quot;Phân tích cả ván&quot;</translation>
    </message>
    <message>
        <source>%1&apos;s expected score by ply</source>
        <translation>Điểm kỳ vọng của %1 theo từng nước</translation>
    </message>
</context>
<context>
    <name>saban::gui::ExplorerModel</name>
    <message>
        <source>%1% / %2% / %3%</source>
        <translation>%1% / %2% / %3%</translation>
    </message>
    <message>
        <source>Not legal here (games of another rules profile)</source>
        <translation>Không hợp lệ ở đây (ván theo bộ luật khác)</translation>
    </message>
    <message>
        <source>No game of this move has finished</source>
        <translation>Chưa ván nào của nước đi này kết thúc</translation>
    </message>
    <message>
        <source>%1&apos;s score after this move: wins and half the draws (%2 won, %3 drawn, %4 lost)</source>
        <translation>Điểm của %1 sau nước đi này: số ván thắng cộng nửa số ván hoà (thắng %2, hoà %3, thua %4)</translation>
    </message>
    <message>
        <source>Stored analysis of game #%1, depth %2: %3 from %4&apos;s side</source>
        <translation>Phân tích đã lưu của ván #%1, độ sâu %2: %3 theo phía %4</translation>
    </message>
    <message>
        <source>The engine, depth %1: %2 from %3&apos;s side</source>
        <translation>Máy phân tích, độ sâu %1: %2 theo phía %3</translation>
    </message>
    <message>
        <source>The engine is evaluating this move</source>
        <translation>Máy đang đánh giá nước đi này</translation>
    </message>
    <message>
        <source>No stored evaluation: Ctrl+Shift+E asks the engine</source>
        <translation>Chưa có đánh giá đã lưu: Ctrl+Shift+E để máy đánh giá</translation>
    </message>
    <message>
        <source>The score of the side to move (%1) after each move: its wins and half the draws, in the games that finished</source>
        <translation>Điểm của bên đi (%1) sau mỗi nước: số ván thắng cộng nửa số ván hoà, trong các ván đã kết thúc</translation>
    </message>
    <message>
        <source>The evaluation of the position after each move, from %1&apos;s side: stored by an analysis of the database&apos;s games, else the engine&apos;s (Ctrl+Shift+E)</source>
        <translation>Đánh giá thế cờ sau mỗi nước, theo phía %1: lấy từ phân tích đã lưu của các ván trong cơ sở dữ liệu, nếu không có thì của máy (Ctrl+Shift+E)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Số ván</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>the side to move&apos;s score in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Eval</source>
        <translation>Đánh giá</translation>
    </message>
    <message>
        <source>%1 / draw / %2</source>
        <translation>%1 / hoà / %2</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Lần gần nhất</translation>
    </message>
</context>
<context>
    <name>saban::gui::ExplorerPane</name>
    <message>
        <source>Evaluate the explorer&apos;s moves</source>
        <translation>Đánh giá các nước đi của cây khai cuộc</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>The engine evaluates the position after each move that has no stored evaluation (again: stop)</source>
        <translation>Máy đánh giá thế cờ sau mỗi nước đi chưa có đánh giá đã lưu (bấm lần nữa: dừng)</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Đánh giá</translation>
    </message>
    <message>
        <source>Click a move, or choose it with the arrow keys and press Enter, to play it</source>
        <translation>Bấm vào nước đi, hoặc chọn nó bằng các phím mũi tên rồi nhấn Enter, để đi nước đó</translation>
    </message>
    <message>
        <source>No database is open (File menu: Open a database)</source>
        <translation>Chưa mở cơ sở dữ liệu nào (trình đơn Tệp: Mở cơ sở dữ liệu)</translation>
    </message>
    <message>
        <source>No game in the database reaches this position</source>
        <translation>Chưa ván nào trong cơ sở dữ liệu đi tới thế cờ này</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; game(s) from this position</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; ván từ thế cờ này</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::ExportDialog</name>
    <message>
        <source>Export the game</source>
        <translation>Xuất ván cờ</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (khổ Mỹ)</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Khổ giấy:</translation>
    </message>
    <message>
        <source>One column</source>
        <translation>Một cột</translation>
    </message>
    <message>
        <source>Two columns</source>
        <translation>Hai cột</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Số cột:</translation>
    </message>
    <message>
        <source>At the markers [#]</source>
        <translation>Tại các dấu [#]</translation>
    </message>
    <message>
        <source>After every judged move</source>
        <translation>Sau mỗi nước có đánh giá</translation>
    </message>
    <message>
        <source>Every N moves</source>
        <translation>Cứ N nước một sơ đồ</translation>
    </message>
    <message>
        <source>At the N largest swings</source>
        <translation>Tại N lần đổi thế lớn nhất</translation>
    </message>
    <message>
        <source>Diagrams always stand at the annotator&apos;s markers [#]; the other choices add more</source>
        <translation>Sơ đồ luôn được đặt tại các dấu [#] của người chú giải; các lựa chọn khác thêm sơ đồ</translation>
    </message>
    <message>
        <source>Diagrams:</source>
        <translation>Sơ đồ:</translation>
    </message>
    <message>
        <source>N:</source>
        <translation>N:</translation>
    </message>
    <message>
        <source>The language of the headings, captions and summaries</source>
        <translation>Ngôn ngữ của tiêu đề, lời chú sơ đồ và phần tổng kết</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Ngôn ngữ:</translation>
    </message>
    <message>
        <source>Rulebook (the language&apos;s letters)</source>
        <translation>Ký pháp của luật (chữ cái theo ngôn ngữ)</translation>
    </message>
    <message>
        <source>Rulebook (Vietnamese letters)</source>
        <translation>Ký pháp của luật (chữ cái tiếng Việt)</translation>
    </message>
    <message>
        <source>Rulebook (English letters)</source>
        <translation>Ký pháp của luật (chữ cái tiếng Anh)</translation>
    </message>
    <message>
        <source>SAN (a–k, 1–12)</source>
        <translation>SAN (a–k, 1–12)</translation>
    </message>
    <message>
        <source>One notation for the whole book, whatever the record was written in</source>
        <translation>Một ký pháp cho cả cuốn sách, dù ván cờ được ghi bằng ký pháp nào</translation>
    </message>
    <message>
        <source>Notation:</source>
        <translation>Ký pháp:</translation>
    </message>
    <message>
        <source>Engine commentary</source>
        <translation>Bình luận của máy</translation>
    </message>
    <message>
        <source>After each move the engine judged, the better line it found, in the book&apos;s language and notation; the annotator&apos;s comments are printed either way</source>
        <translation>Sau mỗi nước máy đã đánh giá, đường đi tốt hơn mà máy tìm được, theo ngôn ngữ và ký pháp của sách; lời bình của người chú thích luôn được in</translation>
    </message>
    <message>
        <source>A key to the signs at the front</source>
        <translation>Trang hướng dẫn ký hiệu ở đầu sách</translation>
    </message>
    <message>
        <source>A page saying how to read the game: pieces, signs, points and terrain</source>
        <translation>Một trang hướng dẫn cách đọc ván cờ: quân cờ, ký hiệu, điểm và địa hình</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Không có</translation>
    </message>
    <message>
        <source>The editor or compiler, written into the PDF as its author</source>
        <translation>Người biên tập hoặc biên soạn, ghi vào tệp PDF là tác giả</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>Tác giả:</translation>
    </message>
    <message>
        <source>Print (black on white)</source>
        <translation>Bản in (đen trên nền trắng)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Màu</translation>
    </message>
    <message>
        <source>Diagram style:</source>
        <translation>Kiểu sơ đồ:</translation>
    </message>
    <message>
        <source>Flip the boards</source>
        <translation>Xoay các bàn cờ</translation>
    </message>
    <message>
        <source>Every board turned: Blue (in Cờ Đông Sơn, Sơn) at the bottom, as saban export --flip</source>
        <translation>Mọi bàn cờ đều xoay: Xanh (trong Cờ Đông Sơn là Sơn) ở dưới, như saban export --flip</translation>
    </message>
    <message>
        <source>Air-defence zones</source>
        <translation>Vùng phòng không</translation>
    </message>
    <message>
        <source>The points each side&apos;s air defence covers, shaded in the Commander Chess diagrams, as saban export --air-defence both</source>
        <translation>Các điểm do phòng không của mỗi bên bao phủ, tô bóng trên sơ đồ Cờ Tư lệnh, như saban export --air-defence both</translation>
    </message>
    <message>
        <source>HTML pages draw their diagrams in colour and place them as the PDF does.</source>
        <translation>Trang HTML vẽ sơ đồ bằng màu và đặt chúng ở cùng chỗ như bản PDF.</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Xuất PDF…</translation>
    </message>
    <message>
        <source>Export HTML…</source>
        <translation>Xuất HTML…</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Tài liệu PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Trang web (*.html)</translation>
    </message>
    <message>
        <source>Laying out the pages…</source>
        <translation>Đang dàn trang…</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n trang</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Không ghi được %1: %2</translation>
    </message>
</context>
<context>
    <name>saban::gui::Game</name>
    <message>
        <source>Add a move</source>
        <translation>Thêm một nước</translation>
    </message>
    <message>
        <source>Add a variation</source>
        <translation>Thêm một biến</translation>
    </message>
</context>
<context>
    <name>saban::gui::GameEditing</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Ván mới</translation>
    </message>
    <message>
        <source>&amp;Commander Chess</source>
        <translation>Cờ &amp;tư lệnh</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>&amp;Deleted games…</source>
        <translation>Các ván đã &amp;xóa…</translation>
    </message>
    <message>
        <source>&amp;Copy the game</source>
        <translation>&amp;Chép ván cờ</translation>
    </message>
    <message>
        <source>The game is on the clipboard</source>
        <translation>Ván cờ đã được chép vào bộ nhớ tạm</translation>
    </message>
    <message>
        <source>Copy the &amp;position (FEN)</source>
        <translation>Chép &amp;thế cờ (FEN)</translation>
    </message>
    <message>
        <source>The position is on the clipboard</source>
        <translation>Thế cờ đã được chép vào bộ nhớ tạm</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste a game or a position</source>
        <translation>&amp;Dán ván cờ hoặc thế cờ</translation>
    </message>
    <message>
        <source>Edit the &amp;header…</source>
        <translation>Sửa &amp;thông tin ván…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>The header is changed</source>
        <translation>Đã sửa thông tin ván</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Dán</translation>
    </message>
    <message>
        <source>The clipboard holds neither a game nor a position.</source>
        <translation>Bộ nhớ tạm không chứa ván cờ hay thế cờ nào.</translation>
    </message>
    <message>
        <source>Nothing pasted</source>
        <translation>Không dán được gì</translation>
    </message>
    <message>
        <source>Pasted as a new game</source>
        <translation>Đã dán thành ván mới</translation>
    </message>
    <message>
        <source>Comment on the move</source>
        <translation>Bình luận nước đi</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>Đánh giá</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message numerus="yes">
        <source>Copy the %n games</source>
        <translation>
            <numerusform>Chép %n ván cờ</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy the game</source>
        <translation>Chép ván cờ</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) on the clipboard</source>
        <translation>
            <numerusform>%n ván cờ đã được chép vào bộ nhớ tạm</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the selected games…</source>
        <translation>Xuất các ván đã chọn…</translation>
    </message>
    <message>
        <source>Delete (to the trash)</source>
        <translation>Xóa (vào thùng rác)</translation>
    </message>
    <message>
        <source>Deleted games…</source>
        <translation>Các ván đã xóa…</translation>
    </message>
    <message>
        <source>Export the selected games</source>
        <translation>Xuất các ván đã chọn</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn)</source>
        <translation>Biên bản ván cờ (*.ctr *.pgn)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Không ghi được %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1</source>
        <translation>
            <numerusform>Đã xuất %n ván vào %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::GameKind</name>
    <message>
        <source>Scores from Red&apos;s side</source>
        <translation>Điểm tính theo phía Đỏ</translation>
    </message>
    <message>
        <source>Scores from Thủy&apos;s side</source>
        <translation>Điểm tính theo phía Thủy</translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <translation>Chiếu hạ: %1 thắng</translation>
    </message>
    <message>
        <source>Palace entry (Tiến Cung): %1 wins</source>
        <translation>Tiến Cung: %1 thắng</translation>
    </message>
    <message>
        <source>Stalemate: %1 wins</source>
        <translation>Hết nước đi: %1 thắng</translation>
    </message>
    <message>
        <source>Stalemate: a draw</source>
        <translation>Hết nước đi: hòa</translation>
    </message>
    <message>
        <source>Only a Thần left: a draw</source>
        <translation>Chỉ còn quân Thần: hòa</translation>
    </message>
    <message>
        <source>Threefold repetition: a draw</source>
        <translation>Thế cờ lặp lại ba lần: hòa</translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <comment>Commander Chess</comment>
        <translation>Chiếu hết: %1 thắng</translation>
    </message>
    <message>
        <source>Commander captured: %1 wins</source>
        <translation>Bắt được Tư lệnh: %1 thắng</translation>
    </message>
    <message>
        <source>%1 wins the %2</source>
        <translation>%1 thắng trận %2</translation>
    </message>
    <message>
        <source>50 moves without a Bộ or Đinh move or a capture: a draw</source>
        <translation>50 nước không có nước đi của Bộ hoặc Đinh và không bắt quân: hòa</translation>
    </message>
    <message>
        <source>Move %1: %2 to move, in check</source>
        <translation>Nước %1: %2 đi, đang bị chiếu</translation>
    </message>
    <message>
        <source>Move %1: %2 to move</source>
        <translation>Nước %1: %2 đi</translation>
    </message>
</context>
<context>
    <name>saban::gui::GameListModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Địa điểm</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Số nước</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Thể thức</translation>
    </message>
</context>
<context>
    <name>saban::gui::GamePane</name>
    <message>
        <source>Double-click to edit the header</source>
        <translation>Nhấp đúp để sửa thông tin ván</translation>
    </message>
    <message>
        <source>Start (%1)</source>
        <translation>Đầu ván (%1)</translation>
    </message>
    <message>
        <source>Back (%1)</source>
        <translation>Lùi (%1)</translation>
    </message>
    <message>
        <source>Forward (%1)</source>
        <translation>Tiến (%1)</translation>
    </message>
    <message>
        <source>End (%1)</source>
        <translation>Cuối ván (%1)</translation>
    </message>
    <message>
        <source>Flip the board (%1)</source>
        <translation>Lật bàn cờ (%1)</translation>
    </message>
    <message>
        <source>Judgement:</source>
        <translation>Đánh giá:</translation>
    </message>
    <message>
        <source>Comment on the current move </source>
        <translation>Lời bình cho nước đang xem</translation>
    </message>
    <message>
        <source>The engine&apos;s comment on this move</source>
        <translation>Lời bình của máy phân tích về nước đi này</translation>
    </message>
    <message>
        <source> &lt;small&gt;&lt;i&gt;(edited)&lt;/i&gt;&lt;/small&gt;</source>
        <translation> &lt;small&gt;&lt;i&gt;(đã sửa)&lt;/i&gt;&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Không ghi được %1: %2</translation>
    </message>
    <message>
        <source>The position in FEN</source>
        <translation>Thế cờ dạng FEN</translation>
    </message>
</context>
<context>
    <name>saban::gui::GameTrash</name>
    <message numerus="yes">
        <source>delete %n game(s)</source>
        <translation>
            <numerusform>xóa %n ván</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) back from the trash</source>
        <translation>
            <numerusform>%n ván đã được lấy lại từ thùng rác</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) moved to the trash again</source>
        <translation>
            <numerusform>%n ván lại được chuyển vào thùng rác</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) moved to the trash (Ctrl+Z on the list brings them back)</source>
        <translation>
            <numerusform>Đã chuyển %n ván vào thùng rác (Ctrl+Z trên danh sách để lấy lại)</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Khôi phục</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
</context>
<context>
    <name>saban::gui::GameWords</name>
    <message>
        <source>full battle</source>
        <translation>trận toàn diện</translation>
    </message>
    <message>
        <source>naval battle</source>
        <translation>hải chiến</translation>
    </message>
    <message>
        <source>air battle</source>
        <translation>không chiến</translation>
    </message>
    <message>
        <source>land battle</source>
        <translation>lục chiến</translation>
    </message>
    <message>
        <source>official rules</source>
        <translation>luật chính thức</translation>
    </message>
    <message>
        <source>cotulenh platform&apos;s rules</source>
        <translation>luật của nền tảng cotulenh</translation>
    </message>
    <message>
        <source>default rules</source>
        <translation>luật mặc định</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>không ghi</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>chiếu hết</translation>
    </message>
    <message>
        <source>commander captured</source>
        <translation>bắt được Tư lệnh</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>hết nước đi</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>lặp lại ba lần</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>lặp lại</translation>
    </message>
    <message>
        <source>battle won</source>
        <translation>thắng trận theo thể thức</translation>
    </message>
    <message>
        <source>palace entry</source>
        <translation>Tiến Cung</translation>
    </message>
    <message>
        <source>only a Thần left</source>
        <translation>chỉ còn quân Thần</translation>
    </message>
    <message>
        <source>fifty moves without progress</source>
        <translation>50 nước không tiến triển</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>hết số nước giới hạn</translation>
    </message>
    <message>
        <source>normal end</source>
        <translation>kết thúc bình thường</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>thua do hết giờ</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>bỏ dở</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>trọng tài phân xử</translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation>phạm luật</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>chưa kết thúc</translation>
    </message>
</context>
<context>
    <name>saban::gui::HeaderDialog</name>
    <message>
        <source>A date is written YYYY.MM.DD, with ?? for what is not known: 2026.??.??</source>
        <translation>Ngày được viết YYYY.MM.DD, dùng ?? cho phần chưa biết: 2026.??.??</translation>
    </message>
    <message>
        <source>A day needs its month, and a month its year: &quot;%1&quot;</source>
        <translation>Có ngày thì phải có tháng, có tháng thì phải có năm: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>There is no month %1</source>
        <translation>Không có tháng %1</translation>
    </message>
    <message>
        <source>There is no such day: &quot;%1&quot;</source>
        <translation>Không có ngày này: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Edit the game&apos;s header</source>
        <translation>Sửa thông tin ván đấu</translation>
    </message>
    <message>
        <source>%1 (player):</source>
        <translation>%1 (người chơi):</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Giải đấu:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Địa điểm:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Ngày:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? where not known</source>
        <translation>YYYY.MM.DD, ?? nếu chưa biết</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Vòng:</translation>
    </message>
    <message>
        <source>1-0 (%1 won)</source>
        <translation>1-0 (%1 thắng)</translation>
    </message>
    <message>
        <source>0-1 (%1 won)</source>
        <translation>0-1 (%1 thắng)</translation>
    </message>
    <message>
        <source>½-½ (draw)</source>
        <translation>½-½ (hòa)</translation>
    </message>
    <message>
        <source>* (unfinished, or not known)</source>
        <translation>* (chưa kết thúc, hoặc chưa biết)</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Kết quả:</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>Người chú giải:</translation>
    </message>
    <message>
        <source>Kept as they are: %1</source>
        <translation>Giữ nguyên: %1</translation>
    </message>
</context>
<context>
    <name>saban::gui::ImportDialog</name>
    <message>
        <source>Import games</source>
        <translation>Nhập ván đấu</translation>
    </message>
    <message>
        <source>Record files (.ctr, .pgn, .txt) and folders (searched recursively):</source>
        <translation>Tệp biên bản (.ctr, .pgn, .txt) và thư mục (tìm cả thư mục con):</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Thêm tệp…</translation>
    </message>
    <message>
        <source>Add a folder…</source>
        <translation>Thêm thư mục…</translation>
    </message>
    <message>
        <source>Record files</source>
        <translation>Tệp biên bản</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn *.txt);;All files (*)</source>
        <translation>Biên bản ván cờ (*.ctr *.pgn *.txt);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>A folder of records</source>
        <translation>Thư mục biên bản</translation>
    </message>
    <message>
        <source>Detected for each file</source>
        <translation>Tự nhận ra cho từng tệp</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>&amp;Bảng mã:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Phương án</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Nhập</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Huỷ</translation>
    </message>
    <message>
        <source>Cancelling after the batch in flight…</source>
        <translation>Đang huỷ sau khi ghi xong lô hiện tại…</translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation>Chưa mở cơ sở dữ liệu nào</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Đang nhập…</translation>
    </message>
    <message>
        <source>%1 games read: %2 new, %3 rejected.
Finishing: %4…</source>
        <translation>Đã đọc %1 ván: %2 ván mới, %3 ván bị loại.
Đang hoàn tất: %4…</translation>
    </message>
    <message>
        <source>%1 games (%2/s): %3 new, %4 rejected</source>
        <translation>%1 ván (%2/giây): %3 ván mới, %4 ván bị loại</translation>
    </message>
    <message>
        <source>%1; about %2 s left
%3</source>
        <translation>%1; còn khoảng %2 giây
%3</translation>
    </message>
    <message>
        <source>The games written before it are kept; importing the same files again adds the rest.</source>
        <translation>Các ván đã ghi trước đó vẫn được giữ; nhập lại cùng các tệp ấy sẽ thêm phần còn lại.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) rejected whole: not decodable, or holding no game (the list says why). A file read in the wrong encoding imports with its encoding chosen above.</source>
        <translation>
            <numerusform>%n tệp bị từ chối cả tệp: không giải mã được, hoặc không có ván nào (danh sách ghi lý do). Tệp đọc sai bảng mã sẽ nhập được khi chọn bảng mã của nó ở trên.</numerusform>
        </translation>
    </message>
    <message>
        <source>building the game list&apos;s indexes and the statistics, merging the position index</source>
        <translation>dựng lại các chỉ mục của danh sách ván và số liệu thống kê, gộp chỉ mục thế cờ</translation>
    </message>
    <message>
        <source>building the game list&apos;s indexes, merging the position index and the statistics</source>
        <translation>dựng lại các chỉ mục của danh sách ván, gộp chỉ mục thế cờ và số liệu thống kê</translation>
    </message>
    <message>
        <source>merging the position index and the statistics</source>
        <translation>gộp chỉ mục thế cờ và số liệu thống kê</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>The import failed: %1</source>
        <translation>Nhập thất bại: %1</translation>
    </message>
    <message>
        <source>Cancelled. </source>
        <translation>Đã huỷ. </translation>
    </message>
    <message>
        <source>Done. </source>
        <translation>Xong. </translation>
    </message>
    <message>
        <source>%1 games read: %2 new, %3 already in the database, %4 rejected.</source>
        <translation>Đã đọc %1 ván: %2 ván mới, %3 ván đã có, %4 ván bị loại.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) skipped: already imported, unchanged.</source>
        <translation>
            <numerusform>%n tệp được bỏ qua: đã nhập trước đây, không thay đổi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::LiveViews</name>
    <message>
        <source>Not following other clients</source>
        <translation>Không theo các máy khách khác</translation>
    </message>
    <message>
        <source>The database does not send its changes at the moment: the list, the statistics and the game do not follow what other clients do until it is back (tried again regularly)</source>
        <translation>Hiện cơ sở dữ liệu không gửi các thay đổi: danh sách, thống kê và ván cờ không theo những gì máy khách khác làm cho đến khi nó trở lại (chương trình thử lại đều đặn)</translation>
    </message>
    <message numerus="yes">
        <source>The database stopped sending its changes (%1); the views will not follow other clients until it is back. Trying again in %n second(s).</source>
        <translation>
            <numerusform>Cơ sở dữ liệu đã ngừng gửi các thay đổi (%1); các khung nhìn sẽ không theo các máy khách khác cho đến khi nó trở lại. Thử lại sau %n giây.</numerusform>
        </translation>
    </message>
    <message>
        <source>The database is back: the views follow other clients&apos; changes again</source>
        <translation>Cơ sở dữ liệu đã trở lại: các khung nhìn lại theo thay đổi của các máy khách khác</translation>
    </message>
    <message>
        <source>Game %1 changed elsewhere</source>
        <translation>Ván %1 đã bị đổi ở nơi khác</translation>
    </message>
    <message>
        <source>Another client changed this game in the database while you were editing it. Your edits are kept: saving them replaces that change; undoing them shows the game as the database holds it now.</source>
        <translation>Một máy khách khác đã thay đổi ván này trong cơ sở dữ liệu trong lúc bạn đang sửa. Các chỉnh sửa của bạn được giữ nguyên: lưu chúng sẽ thay thế thay đổi đó; hoàn tác chúng sẽ hiển thị ván như cơ sở dữ liệu đang lưu.</translation>
    </message>
    <message>
        <source>Game %1 was changed in the database by another client; your edits are kept (saving them replaces that change)</source>
        <translation>Ván %1 đã được một máy khách khác thay đổi trong cơ sở dữ liệu; các chỉnh sửa của bạn được giữ nguyên (lưu chúng sẽ thay thế thay đổi đó)</translation>
    </message>
    <message>
        <source>Game %1 can no longer be read from the database (%2); it stays open here</source>
        <translation>Không còn đọc được ván %1 từ cơ sở dữ liệu (%2); ván vẫn mở ở đây</translation>
    </message>
    <message>
        <source>Game %1 was changed by another client: shown as it is now</source>
        <translation>Ván %1 đã được một máy khách khác thay đổi: hiển thị như hiện tại</translation>
    </message>
</context>
<context>
    <name>saban::gui::MainWindow</name>
    <message>
        <source>Database</source>
        <translation>Cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Ván cờ</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Máy phân tích</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Khai cuộc</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>Open a &amp;database…</source>
        <translation>Mở &amp;cơ sở dữ liệu…</translation>
    </message>
    <message>
        <source>&amp;Import games…</source>
        <translation>&amp;Nhập ván đấu…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Open a record file…</source>
        <translation>&amp;Mở tệp biên bản…</translation>
    </message>
    <message>
        <source>Open a record file in an e&amp;ncoding…</source>
        <translation>Mở tệp biên bản theo &amp;bảng mã…</translation>
    </message>
    <message>
        <source>&amp;Save the game to a file…</source>
        <translation>&amp;Lưu ván ra tệp…</translation>
    </message>
    <message>
        <source>&amp;Export the board (PNG, SVG)…</source>
        <translation>&amp;Xuất hình bàn cờ (PNG, SVG)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Ván cờ</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Tiến</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Lùi</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Về đầu ván</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Tới cuối ván</translation>
    </message>
    <message>
        <source>Next variation</source>
        <translation>Phương án sau</translation>
    </message>
    <message>
        <source>Previous variation</source>
        <translation>Phương án trước</translation>
    </message>
    <message>
        <source>End the deploy turn</source>
        <translation>Kết thúc lượt triển khai</translation>
    </message>
    <message>
        <source>Take back a sub-move</source>
        <translation>Rút lại một bước triển khai</translation>
    </message>
    <message>
        <source>Cancel the move being entered</source>
        <translation>Huỷ nước đang nhập</translation>
    </message>
    <message>
        <source>Promote the variation</source>
        <translation>Nâng phương án thành diễn biến chính</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <source>The cursor is not in a variation</source>
        <translation>Nước đang xem không nằm trong phương án phụ</translation>
    </message>
    <message>
        <source>Delete the variation</source>
        <translation>Xoá phương án</translation>
    </message>
    <message>
        <source>Ctrl+Delete</source>
        <translation>Ctrl+Delete</translation>
    </message>
    <message>
        <source>Delete the following moves</source>
        <translation>Xoá các nước tiếp theo</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Delete</source>
        <translation>Ctrl+Shift+Delete</translation>
    </message>
    <message>
        <source>Flip the board</source>
        <translation>Xoay bàn cờ</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>Start or stop the engine</source>
        <translation>Bật hoặc tắt máy phân tích</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Hiển thị</translation>
    </message>
    <message>
        <source>Rulebook notation, Vietnamese letters</source>
        <translation>Ký hiệu theo luật, chữ tiếng Việt</translation>
    </message>
    <message>
        <source>Rulebook notation, English letters</source>
        <translation>Ký hiệu theo luật, chữ tiếng Anh</translation>
    </message>
    <message>
        <source>SAN (cotulenh platform)</source>
        <translation>SAN (nền tảng cotulenh)</translation>
    </message>
    <message>
        <source>Red&apos;s air-defence zones</source>
        <translation>Vùng phòng không của Đỏ</translation>
    </message>
    <message>
        <source>Blue&apos;s air-defence zones</source>
        <translation>Vùng phòng không của Xanh</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Giao diện tối</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>&amp;Máy phân tích</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Thiết lập…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Phím tắt</translation>
    </message>
    <message>
        <source>&amp;About Saban</source>
        <translation>&amp;Giới thiệu Saban</translation>
    </message>
    <message>
        <source>About Saban</source>
        <translation>Giới thiệu Saban</translation>
    </message>
    <message>
        <source>Cannot open game %1: %2</source>
        <translation>Không mở được ván %1: %2</translation>
    </message>
    <message>
        <source>Game %1 opened</source>
        <translation>Đã mở ván %1</translation>
    </message>
    <message>
        <source>Cờ Đông Sơn has no deploy turns</source>
        <translation>Cờ Đông Sơn không có lượt triển khai</translation>
    </message>
    <message>
        <source>%1 cannot be read as a game record: %2</source>
        <translation>Không đọc được %1 như một biên bản ván cờ: %2</translation>
    </message>
    <message>
        <source>Open a database</source>
        <translation>Mở cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Lưu ván</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn)</source>
        <translation>Biên bản ván cờ (*.ctr *.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Đã lưu vào %1</translation>
    </message>
    <message>
        <source>Save the game to the database</source>
        <translation>Lưu ván cờ vào cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Open a record file</source>
        <translation>Mở tệp biên bản</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn *.txt);;All files (*)</source>
        <translation>Biên bản ván cờ (*.ctr *.pgn *.txt);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Its encoding may be one that detection did not recognise: name it, seeing the file&apos;s first lines as each encoding reads them.</source>
        <translation>Có thể tệp dùng một bảng mã không tự nhận ra được: hãy chọn bảng mã, xem những dòng đầu của tệp theo từng bảng mã.</translation>
    </message>
    <message>
        <source>Choose the &amp;encoding…</source>
        <translation>Chọn &amp;bảng mã…</translation>
    </message>
    <message>
        <source>Open a record file in an encoding</source>
        <translation>Mở tệp biên bản theo bảng mã</translation>
    </message>
    <message>
        <source>%1 cannot be decoded: from line %2 its text is not UTF-8 and reads as no Vietnamese in Windows-1258, TCVN3 or VNI.</source>
        <translation>Không giải mã được %1: từ dòng %2, văn bản không phải UTF-8 và đọc theo Windows-1258, TCVN3 hay VNI đều không ra tiếng Việt.</translation>
    </message>
    <message>
        <source>%1 cannot be decoded: line %2 holds a byte that is not %3, the encoding named.</source>
        <translation>Không giải mã được %1: dòng %2 có một byte không thuộc %3, bảng mã đã chọn.</translation>
    </message>
    <message>
        <source>%1 cannot be decoded: line %2 holds a byte that is not %3, the encoding detected.</source>
        <translation>Không giải mã được %1: dòng %2 có một byte không thuộc %3, bảng mã tự nhận ra.</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Xuất hình bàn cờ</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG (*.svg)</source>
        <translation>Ảnh PNG (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <source>Board exported to %1</source>
        <translation>Đã xuất hình bàn cờ vào %1</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Không ghi được %1</translation>
    </message>
    <message>
        <source>Position editor…</source>
        <translation>Soạn thế cờ…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Save the game to the &amp;database</source>
        <translation>Lưu ván vào &amp;cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>This game is not from the database: save it to a file, then import it</source>
        <translation>Ván này không lấy từ cơ sở dữ liệu: hãy lưu ra tệp rồi nhập vào</translation>
    </message>
    <message>
        <source>Cannot save game %1: %2</source>
        <translation>Không lưu được ván %1: %2</translation>
    </message>
    <message>
        <source>Game %1 saved to the database</source>
        <translation>Đã lưu ván %1 vào cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>E&amp;xport the game (PDF, HTML)…</source>
        <translation>Xuất &amp;ván cờ (PDF, HTML)…</translation>
    </message>
    <message>
        <source>Game exported</source>
        <translation>Đã xuất ván cờ</translation>
    </message>
    <message>
        <source>Attacked points</source>
        <translation>Điểm bị tấn công</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>Không đọc được %1</translation>
    </message>
    <message>
        <source>%1 holds no game</source>
        <translation>%1 không chứa ván nào</translation>
    </message>
    <message>
        <source>The game has changed</source>
        <translation>Ván cờ đã thay đổi</translation>
    </message>
    <message>
        <source>The open game has changes that are not saved. Save them first?</source>
        <translation>Ván cờ đang mở có thay đổi chưa lưu. Lưu lại trước không?</translation>
    </message>
    <message>
        <source>Save writes the game back to the database (game %1).</source>
        <translation>Lưu sẽ ghi ván cờ trở lại cơ sở dữ liệu (ván %1).</translation>
    </message>
    <message>
        <source>Save writes the game to a record file.</source>
        <translation>Lưu sẽ ghi ván cờ ra một tệp biên bản.</translation>
    </message>
    <message>
        <source>The database cannot be opened.</source>
        <translation>Không mở được cơ sở dữ liệu.</translation>
    </message>
    <message>
        <source>The database in use stays open: %1</source>
        <translation>Cơ sở dữ liệu đang dùng vẫn mở: %1</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Chưa mở cơ sở dữ liệu nào.</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>Không mở được cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Hướng dẫn sử dụng</translation>
    </message>
    <message>
        <source>&amp;Pieces and board</source>
        <translation>&amp;Quân cờ và bàn cờ</translation>
    </message>
    <message>
        <source>Ring the units under attack: in the attacker&apos;s colour when nothing defends them (hanging), in yellow when they are defended</source>
        <translation>Khoanh các đơn vị đang bị tấn công: màu của bên tấn công khi không có gì bảo vệ (bỏ ngỏ), màu vàng khi được bảo vệ</translation>
    </message>
    <message>
        <source>&lt;b&gt;Saban&lt;/b&gt; — a toolkit for Commander Chess (Cờ tư lệnh) and Cờ Đông Sơn: a game database on PostgreSQL, an engine and a record parser.&lt;br&gt;The manual: Help menu, Manual (F1); every key: Keyboard shortcuts (Ctrl+F1).</source>
        <translation>&lt;b&gt;Saban&lt;/b&gt; — bộ công cụ cho Cờ tư lệnh và Cờ Đông Sơn: cơ sở dữ liệu ván cờ trên PostgreSQL, máy phân tích và trình đọc biên bản.&lt;br&gt;Tài liệu hướng dẫn: trình đơn Trợ giúp, Hướng dẫn sử dụng (F1); mọi phím tắt: Phím tắt (Ctrl+F1).</translation>
    </message>
</context>
<context>
    <name>saban::gui::MoveEntry</name>
    <message>
        <source>It is %1&apos;s turn: select one of %1&apos;s units</source>
        <translation>Đến lượt bên %1: hãy chọn một quân của bên %1</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal move</source>
        <translation>Quân %1 ở %2 không có nước đi hợp lệ</translation>
    </message>
    <message>
        <source>In a deploy turn only pieces of the stack on %1 move</source>
        <translation>Trong lượt triển khai chỉ các quân của chồng ở %1 được đi</translation>
    </message>
    <message>
        <source>Choose the whole stack or one piece, then a point</source>
        <translation>Chọn cả chồng quân hoặc một quân, rồi chọn điểm đến</translation>
    </message>
    <message>
        <source>Both a stay capture and a capture that moves are legal: choose one</source>
        <translation>Có thể ăn tại chỗ hoặc ăn rồi tiến vào: hãy chọn một</translation>
    </message>
    <message>
        <source>Deploy: move another piece of the stack, or press Enter to end the turn</source>
        <translation>Triển khai: đi tiếp một quân khác của chồng, hoặc bấm Enter để kết thúc lượt</translation>
    </message>
    <message>
        <source>Deploy: the pieces left on %1 cannot stay there; move another one</source>
        <translation>Triển khai: các quân còn lại ở %1 không được đứng đó; hãy đi tiếp một quân</translation>
    </message>
    <message>
        <source>No deploy turn is under way</source>
        <translation>Không có lượt triển khai nào đang dở</translation>
    </message>
    <message>
        <source>The pieces left behind cannot stay: move another one</source>
        <translation>Các quân còn lại không được đứng yên: hãy đi tiếp một quân</translation>
    </message>
    <message>
        <source>Sub-move taken back</source>
        <translation>Đã rút lại một bước</translation>
    </message>
    <message>
        <source>Illegal: %1 %2 to %3 would leave your commander attacked or facing the enemy commander</source>
        <translation>Không hợp lệ: %1 từ %2 đến %3 sẽ để tư lệnh bị chiếu hoặc đối mặt tư lệnh đối phương</translation>
    </message>
    <message>
        <source>A navy cannot stand on land (%1)</source>
        <translation>Hải quân không được lên bờ (%1)</translation>
    </message>
    <message>
        <source>A %1 cannot stand at sea (%2)</source>
        <translation>Quân %1 không được xuống biển (%2)</translation>
    </message>
    <message>
        <source>The %1 on %2 cannot reach %3</source>
        <translation>Quân %1 ở %2 không tới được %3</translation>
    </message>
    <message>
        <source>Stay capture (fire without moving)</source>
        <translation>Ăn tại chỗ (bắn mà không di chuyển)</translation>
    </message>
    <message>
        <source>Capture and move to %1</source>
        <translation>Ăn quân và tiến vào %1</translation>
    </message>
    <message>
        <source>One-for-one capture</source>
        <translation>Đổi quân một đổi một</translation>
    </message>
    <message>
        <source>Join the unit on %1</source>
        <translation>Nhập vào quân ở %1</translation>
    </message>
    <message>
        <source>Fly in and be shot down</source>
        <translation>Bay vào và bị bắn rơi</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Đi tới %1</translation>
    </message>
</context>
<context>
    <name>saban::gui::PositionEditor</name>
    <message>
        <source>Position editor</source>
        <translation>Soạn thế cờ</translation>
    </message>
    <message>
        <source>Click a point to put the piece there (onto a unit of the same side: a stack); right click takes the top piece away.</source>
        <translation>Bấm vào một điểm để đặt quân (đặt lên quân cùng bên thành chồng quân); bấm chuột phải để nhấc quân trên cùng ra.</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Anh hùng</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Lượt đi:</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Bàn cờ trống</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Thế cờ ban đầu</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>Find games</source>
        <translation>Tìm ván</translation>
    </message>
    <message>
        <source>Set up on the board</source>
        <translation>Bày lên bàn cờ</translation>
    </message>
    <message>
        <source>A %1 cannot join that unit</source>
        <translation>Quân %1 không nhập được vào quân đó</translation>
    </message>
    <message>
        <source>Invalid FEN at character %1: %2</source>
        <translation>FEN sai ở ký tự %1: %2</translation>
    </message>
    <message>
        <source>Each side needs its commander</source>
        <translation>Mỗi bên cần có tư lệnh</translation>
    </message>
    <message>
        <source>The position is valid</source>
        <translation>Thế cờ hợp lệ</translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsCharts</name>
    <message>
        <source>Draws</source>
        <translation>Hoà</translation>
    </message>
    <message>
        <source>Results by mode</source>
        <translation>Kết quả theo thể thức</translation>
    </message>
    <message>
        <source>Results by ending</source>
        <translation>Kết quả theo cách kết thúc</translation>
    </message>
    <message>
        <source>Game lengths (plies)</source>
        <translation>Độ dài ván (số nước)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Số ván</translation>
    </message>
    <message>
        <source>Pieces lost, by piece</source>
        <translation>Quân bị mất, theo loại quân</translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsPane</name>
    <message>
        <source>Whole database</source>
        <translation>Toàn bộ cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>The game whose games are counted</source>
        <translation>Loại cờ có các ván được thống kê</translation>
    </message>
    <message>
        <source>Player&apos;s page: type a name (accents optional) and press Enter</source>
        <translation>Trang kỳ thủ: gõ tên (có dấu hay không đều được) rồi bấm Enter</translation>
    </message>
    <message>
        <source>No player whose name contains &quot;%1&quot; has games of %2 (the game chosen above)</source>
        <translation>Không có kỳ thủ nào tên chứa &quot;%1&quot; có ván %2 (loại cờ chọn ở trên)</translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsText</name>
    <message>
        <source>games</source>
        <translation>số ván</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>hoà</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>thắng</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>thua</translation>
    </message>
    <message>
        <source>score</source>
        <translation>điểm</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 ván</translation>
    </message>
    <message>
        <source>%1 won %2, drawn %3, %4 won %5, without a result %6</source>
        <translation>%1 thắng %2, hoà %3, %4 thắng %5, chưa có kết quả %6</translation>
    </message>
    <message>
        <source>%1 won %2, drawn %3, %4 won %5</source>
        <translation>%1 thắng %2, hoà %3, %4 thắng %5</translation>
    </message>
    <message>
        <source>%1; %2 plies on average (%3 to %4)</source>
        <translation>%1; trung bình %2 nước (từ %3 đến %4)</translation>
    </message>
    <message>
        <source>Not counted here: %1 games of %2 (choose the game above).</source>
        <translation>Không tính ở đây: %1 ván %2 (chọn loại cờ ở trên).</translation>
    </message>
    <message>
        <source>By mode</source>
        <translation>Theo thể thức</translation>
    </message>
    <message>
        <source>By ending</source>
        <translation>Theo cách kết thúc</translation>
    </message>
    <message>
        <source>By rules</source>
        <translation>Theo bộ luật</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>Theo năm</translation>
    </message>
    <message>
        <source>Game lengths (plies)</source>
        <translation>Độ dài ván (số nước)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Kỳ thủ</translation>
    </message>
    <message>
        <source>name</source>
        <translation>tên</translation>
    </message>
    <message>
        <source>Most played openings</source>
        <translation>Khai cuộc được chơi nhiều nhất</translation>
    </message>
    <message>
        <source>Pieces lost</source>
        <translation>Quân bị mất</translation>
    </message>
    <message>
        <source>Games of %1 only (the game chosen above)</source>
        <translation>Chỉ các ván %1 (loại cờ chọn ở trên)</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>cầm quân %1</translation>
    </message>
    <message>
        <source>total</source>
        <translation>tổng</translation>
    </message>
    <message>
        <source>Openings played</source>
        <translation>Khai cuộc đã chơi</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Ván gần đây</translation>
    </message>
    <message>
        <source>date</source>
        <translation>ngày</translation>
    </message>
    <message>
        <source>result</source>
        <translation>kết quả</translation>
    </message>
    <message>
        <source>event</source>
        <translation>giải đấu</translation>
    </message>
    <message>
        <source>Open this game</source>
        <translation>Mở ván này</translation>
    </message>
</context>
<context>
    <name>saban::gui::TrashDialog</name>
    <message>
        <source>Deleted games</source>
        <translation>Các ván đã xóa</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Mã</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Người chơi thứ nhất</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Người chơi thứ hai</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Thời điểm xóa</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Khôi phục</translation>
    </message>
    <message>
        <source>&amp;Empty the trash</source>
        <translation>&amp;Dọn sạch thùng rác</translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>Thùng rác trống.</translation>
    </message>
    <message numerus="yes">
        <source>%n deleted game(s): they are in no search, count or opening tree until restored.</source>
        <translation>
            <numerusform>%n ván đã xóa: không có trong tìm kiếm, thống kê hay cây khai cuộc cho đến khi được khôi phục.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Khôi phục</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) restored</source>
        <translation>
            <numerusform>Đã khôi phục %n ván</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty the trash</source>
        <translation>Dọn sạch thùng rác</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n game(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>Xóa vĩnh viễn %n ván trong thùng rác? Không thể hoàn tác.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted for good</source>
        <translation>
            <numerusform>Đã xóa vĩnh viễn %n ván</numerusform>
        </translation>
    </message>
</context>
</TS>
