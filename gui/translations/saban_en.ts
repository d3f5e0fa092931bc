<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CoordinatesMenu</name>
    <message>
        <source>Board coordinates</source>
        <translation>Board coordinates</translation>
    </message>
    <message>
        <source>As the notation writes them</source>
        <translation>As the notation writes them</translation>
    </message>
    <message>
        <source>Rulebook: row,column from 0</source>
        <translation>Rulebook: row,column from 0</translation>
    </message>
    <message>
        <source>Letters and numbers: a–k, 1–12</source>
        <translation>Letters and numbers: a–k, 1–12</translation>
    </message>
</context>
<context>
    <name>DatabasePrompts</name>
    <message>
        <source>Open a database</source>
        <translation>Open a database</translation>
    </message>
    <message>
        <source>This database has no Saban tables. Create them?</source>
        <translation>This database has no Saban tables. Create them?</translation>
    </message>
    <message>
        <source>%1

Saban creates its tables (schema version %2) in this database. Cancel leaves the database as it is, unopened.</source>
        <translation>%1

Saban creates its tables (schema version %2) in this database. Cancel leaves the database as it is, unopened.</translation>
    </message>
    <message>
        <source>&amp;Create the tables</source>
        <translation>&amp;Create the tables</translation>
    </message>
    <message>
        <source>This database has Saban&apos;s tables of version %1. Upgrade them to version %2?</source>
        <translation>This database has Saban&apos;s tables of version %1. Upgrade them to version %2?</translation>
    </message>
    <message>
        <source>%1

An upgraded database cannot be used by older versions of Saban. Cancel leaves the database as it is, unopened.</source>
        <translation>%1

An upgraded database cannot be used by older versions of Saban. Cancel leaves the database as it is, unopened.</translation>
    </message>
    <message>
        <source>&amp;Upgrade</source>
        <translation>&amp;Upgrade</translation>
    </message>
    <message>
        <source>The database was not opened; %1 stays in use</source>
        <translation>The database was not opened; %1 stays in use</translation>
    </message>
    <message>
        <source>The database was not opened</source>
        <translation>The database was not opened</translation>
    </message>
</context>
<context>
    <name>Encodings</name>
    <message>
        <source>UTF-8 with a byte order mark</source>
        <translation>UTF-8 with a byte order mark</translation>
    </message>
    <message>
        <source>no Vietnamese encoding</source>
        <translation>no Vietnamese encoding</translation>
    </message>
</context>
<context>
    <name>GameClipboard</name>
    <message>
        <source>The clipboard holds no text</source>
        <translation>The clipboard holds no text</translation>
    </message>
    <message>
        <source>Not a position in FEN (%1), at character %2: %3</source>
        <translation>Not a position in FEN (%1), at character %2: %3</translation>
    </message>
    <message>
        <source>Commander Chess</source>
        <translation>Commander Chess</translation>
    </message>
    <message>
        <source>The clipboard holds no game</source>
        <translation>The clipboard holds no game</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Promote the variation</source>
        <translation>Promote the variation</translation>
    </message>
    <message>
        <source>Delete the variation</source>
        <translation>Delete the variation</translation>
    </message>
    <message>
        <source>Delete the following moves</source>
        <translation>Delete the following moves</translation>
    </message>
    <message>
        <source>Edit the comment</source>
        <translation>Edit the comment</translation>
    </message>
    <message>
        <source>Draw an arrow</source>
        <translation>Draw an arrow</translation>
    </message>
    <message>
        <source>Colour a point</source>
        <translation>Colour a point</translation>
    </message>
    <message>
        <source>Set an annotation symbol</source>
        <translation>Set an annotation symbol</translation>
    </message>
    <message>
        <source>Remove the annotation symbols</source>
        <translation>Remove the annotation symbols</translation>
    </message>
    <message>
        <source>Set the judgement</source>
        <translation>Set the judgement</translation>
    </message>
    <message>
        <source>Edit the header</source>
        <translation>Edit the header</translation>
    </message>
</context>
<context>
    <name>Grammar</name>
    <message>
        <source>tag pair</source>
        <translation>tag pair</translation>
    </message>
    <message>
        <source>tag name</source>
        <translation>tag name</translation>
    </message>
    <message>
        <source>quoted tag value</source>
        <translation>quoted tag value</translation>
    </message>
    <message>
        <source>comment</source>
        <translation>comment</translation>
    </message>
    <message>
        <source>NAG</source>
        <translation>NAG</translation>
    </message>
    <message>
        <source>move number</source>
        <translation>move number</translation>
    </message>
    <message>
        <source>move</source>
        <translation>move</translation>
    </message>
    <message>
        <source>result</source>
        <translation>result</translation>
    </message>
    <message>
        <source>variation</source>
        <translation>variation</translation>
    </message>
    <message>
        <source>move, comment or variation</source>
        <translation>move, comment or variation</translation>
    </message>
    <message>
        <source>game</source>
        <translation>game</translation>
    </message>
</context>
<context>
    <name>Judgement</name>
    <message>
        <source>Brilliant move</source>
        <translation>Brilliant move</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Good move</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Inaccuracy</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Mistake</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Blunder</translation>
    </message>
    <message>
        <source>No judgement</source>
        <translation>No judgement</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <source>Piece</source>
        <translation>Piece</translation>
    </message>
    <message>
        <source>Rulebook (Vietnamese letters)</source>
        <translation>Rulebook (Vietnamese letters)</translation>
    </message>
    <message>
        <source>Rulebook (English letters)</source>
        <translation>Rulebook (English letters)</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>SAN</translation>
    </message>
    <message>
        <source>Moves and captures</source>
        <translation>Moves and captures</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>On the board</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Meaning</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Sea</translation>
    </message>
    <message>
        <source>Coast</source>
        <translation>Coast</translation>
    </message>
    <message>
        <source>River mouth (small diamonds)</source>
        <translation>River mouth (small diamonds)</translation>
    </message>
    <message>
        <source>River (the files broken)</source>
        <translation>River (the files broken)</translation>
    </message>
    <message>
        <source>Ford (stones across the river)</source>
        <translation>Ford (stones across the river)</translation>
    </message>
    <message>
        <source>Hero (star)</source>
        <translation>Hero (star)</translation>
    </message>
    <message>
        <source>A piece that has attacked the enemy commander: it reaches further (one more point; a heroic commander also diagonally)</source>
        <translation>A piece that has attacked the enemy commander: it reaches further (one more point; a heroic commander also diagonally)</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>The carrier large, its passengers small above it (here a navy carrying an air force and the commander); the tooltip names them</source>
        <translation>The carrier large, its passengers small above it (here a navy carrying an air force and the commander); the tooltip names them</translation>
    </message>
    <message>
        <source>Red&apos;s air-defence zone</source>
        <translation>Red&apos;s air-defence zone</translation>
    </message>
    <message>
        <source>Blue&apos;s air-defence zone</source>
        <translation>Blue&apos;s air-defence zone</translation>
    </message>
    <message>
        <source>Points the side&apos;s anti-air guns, missiles and navies cover: enemy aircraft are shot down there (View menu)</source>
        <translation>Points the side&apos;s anti-air guns, missiles and navies cover: enemy aircraft are shot down there (View menu)</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Last move</translation>
    </message>
    <message>
        <source>The points the last move left and reached, shaded yellow</source>
        <translation>The points the last move left and reached, shaded yellow</translation>
    </message>
    <message>
        <source>Selected unit</source>
        <translation>Selected unit</translation>
    </message>
    <message>
        <source>Framed; its destinations dotted, its captures ringed red</source>
        <translation>Framed; its destinations dotted, its captures ringed red</translation>
    </message>
    <message>
        <source>Deploy chips</source>
        <translation>Deploy chips</translation>
    </message>
    <message>
        <source>Beside a selected stack: the whole unit or one of its pieces, to move alone; the chosen one framed green</source>
        <translation>Beside a selected stack: the whole unit or one of its pieces, to move alone; the chosen one framed green</translation>
    </message>
    <message>
        <source>Attacked, defended (yellow ring)</source>
        <translation>Attacked, defended (yellow ring)</translation>
    </message>
    <message>
        <source>Hanging (ring in the attacker&apos;s colour)</source>
        <translation>Hanging (ring in the attacker&apos;s colour)</translation>
    </message>
    <message>
        <source>Attacked points (View menu): a unit the enemy attacks that its own side defends</source>
        <translation>Attacked points (View menu): a unit the enemy attacks that its own side defends</translation>
    </message>
    <message>
        <source>Attacked points (View menu): a unit the enemy attacks and nothing defends: it can be taken for free</source>
        <translation>Attacked points (View menu): a unit the enemy attacks and nothing defends: it can be taken for free</translation>
    </message>
    <message>
        <source>Any distance along a rank, file or diagonal, never through a piece; never onto a square the enemy controls</source>
        <translation>Any distance along a rank, file or diagonal, never through a piece; never onto a square the enemy controls</translation>
    </message>
    <message>
        <source>Any distance along a rank or file, never through a piece</source>
        <translation>Any distance along a rank or file, never through a piece</translation>
    </message>
    <message>
        <source>One square forward to an empty square; captures one square diagonally forward; becomes a Ngựa, Voi or Gà on the far rank</source>
        <translation>One square forward to an empty square; captures one square diagonally forward; becomes a Ngựa, Voi or Gà on the far rank</translation>
    </message>
    <message>
        <source>One square forward, moving or capturing; becomes a Ngựa, Voi or Gà on the far rank</source>
        <translation>One square forward, moving or capturing; becomes a Ngựa, Voi or Gà on the far rank</translation>
    </message>
    <message>
        <source>The knight&apos;s leap, over pieces; once in the Cung it stays there</source>
        <translation>The knight&apos;s leap, over pieces; once in the Cung it stays there</translation>
    </message>
    <message>
        <source>Leaps one or two squares diagonally, over pieces; once in the Cung it stays there</source>
        <translation>Leaps one or two squares diagonally, over pieces; once in the Cung it stays there</translation>
    </message>
    <message>
        <source>Leaps exactly two squares along a rank or file, over pieces; once in the Cung it stays there</source>
        <translation>Leaps exactly two squares along a rank or file, over pieces; once in the Cung it stays there</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Cung (palace)</source>
        <translation>Cung (palace)</translation>
    </message>
    <message>
        <source>d4–f6, shaded and framed: a wedding gift (Ngựa, Voi, Gà) that enters it stays in it; a Thần that reaches the Tâm wins (palace entry)</source>
        <translation>d4–f6, shaded and framed: a wedding gift (Ngựa, Voi, Gà) that enters it stays in it; a Thần that reaches the Tâm wins (palace entry)</translation>
    </message>
    <message>
        <source>Tâm</source>
        <translation>Tâm</translation>
    </message>
    <message>
        <source>e5, the Cung&apos;s centre, ringed</source>
        <translation>e5, the Cung&apos;s centre, ringed</translation>
    </message>
    <message>
        <source>The squares the last move left and reached, shaded yellow</source>
        <translation>The squares the last move left and reached, shaded yellow</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>The square of a Thần in check, red</source>
        <translation>The square of a Thần in check, red</translation>
    </message>
    <message>
        <source>Pieces and board</source>
        <translation>Pieces and board</translation>
    </message>
    <message>
        <source>Commander Chess</source>
        <translation>Commander Chess</translation>
    </message>
</context>
<context>
    <name>ManualDialog</name>
    <message>
        <source>Saban manual</source>
        <translation>Saban manual</translation>
    </message>
    <message>
        <source>Find in the manual (Enter: next)</source>
        <translation>Find in the manual (Enter: next)</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Find:</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Not found</translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <source>commander</source>
        <translation>commander</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infantry</translation>
    </message>
    <message>
        <source>engineer</source>
        <translation>engineer</translation>
    </message>
    <message>
        <source>militia</source>
        <translation>militia</translation>
    </message>
    <message>
        <source>anti-air gun</source>
        <translation>anti-air gun</translation>
    </message>
    <message>
        <source>tank</source>
        <translation>tank</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillery</translation>
    </message>
    <message>
        <source>missile</source>
        <translation>missile</translation>
    </message>
    <message>
        <source>air force</source>
        <translation>air force</translation>
    </message>
    <message>
        <source>navy</source>
        <translation>navy</translation>
    </message>
    <message>
        <source>headquarters</source>
        <translation>headquarters</translation>
    </message>
</context>
<context>
    <name>PointInfo</name>
    <message>
        <source>Any distance along a rank or file, never through a piece; captures only next to it; must never face the enemy commander on an open line</source>
        <translation>Any distance along a rank or file, never through a piece; captures only next to it; must never face the enemy commander on an open line</translation>
    </message>
    <message>
        <source>1 point along a rank or file, moving or capturing</source>
        <translation>1 point along a rank or file, moving or capturing</translation>
    </message>
    <message>
        <source>1 point along a rank or file, like infantry; carries artillery, anti-air guns and missiles across the river</source>
        <translation>1 point along a rank or file, like infantry; carries artillery, anti-air guns and missiles across the river</translation>
    </message>
    <message>
        <source>1 point in any of the 8 directions, moving or capturing</source>
        <translation>1 point in any of the 8 directions, moving or capturing</translation>
    </message>
    <message>
        <source>1 point along a rank or file; its air-defence zone (radius 1) stops enemy aircraft</source>
        <translation>1 point along a rank or file; its air-defence zone (radius 1) stops enemy aircraft</translation>
    </message>
    <message>
        <source>1 or 2 points along a rank or file, never through a piece</source>
        <translation>1 or 2 points along a rank or file, never through a piece</translation>
    </message>
    <message>
        <source>1 to 3 points in any of the 8 directions; captures over pieces; crosses the river at a ford or with an engineer</source>
        <translation>1 to 3 points in any of the 8 directions; captures over pieces; crosses the river at a ford or with an engineer</translation>
    </message>
    <message>
        <source>1 or 2 points along a rank or file or 1 diagonally; captures over pieces; air-defence zone of radius 2</source>
        <translation>1 or 2 points along a rank or file or 1 diagonally; captures over pieces; air-defence zone of radius 2</translation>
    </message>
    <message>
        <source>1 to 4 points in any of the 8 directions, flying over pieces; enemy air-defence zones stop it</source>
        <translation>1 to 4 points in any of the 8 directions, flying over pieces; enemy air-defence zones stop it</translation>
    </message>
    <message>
        <source>1 to 4 points in any of the 8 directions on water; its guns reach the land; air-defence zone of radius 1</source>
        <translation>1 to 4 points in any of the 8 directions on water; its guns reach the land; air-defence zone of radius 1</translation>
    </message>
    <message>
        <source>Never moves; only its own commander may enter it; a hero (last guard) moves 1 point</source>
        <translation>Never moves; only its own commander may enter it; a hero (last guard) moves 1 point</translation>
    </message>
    <message>
        <source>heroic %1</source>
        <translation>heroic %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>side, piece</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 carrying %3</source>
        <comment>side, carrier, passengers</comment>
        <translation>%1 %2 carrying %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source>Sea: only the navy stands here</source>
        <translation>Sea: only the navy stands here</translation>
    </message>
    <message>
        <source>River mouth: water and land, for the navy and land pieces alike</source>
        <translation>River mouth: water and land, for the navy and land pieces alike</translation>
    </message>
    <message>
        <source>Coast: water and land, for the navy and land pieces alike</source>
        <translation>Coast: water and land, for the navy and land pieces alike</translation>
    </message>
    <message>
        <source>Land, at a ford: every piece may cross the river here</source>
        <translation>Land, at a ford: every piece may cross the river here</translation>
    </message>
    <message>
        <source>Land, on the river bank: heavy pieces cross only at a ford</source>
        <translation>Land, on the river bank: heavy pieces cross only at a ford</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>In both sides&apos; air-defence zones</source>
        <translation>In both sides&apos; air-defence zones</translation>
    </message>
    <message>
        <source>In Red&apos;s air-defence zone</source>
        <translation>In Red&apos;s air-defence zone</translation>
    </message>
    <message>
        <source>In Blue&apos;s air-defence zone</source>
        <translation>In Blue&apos;s air-defence zone</translation>
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
        <translation>rank %1 has %2 points, expected 11</translation>
    </message>
    <message>
        <source>more than 12 ranks</source>
        <translation>more than 12 ranks</translation>
    </message>
    <message>
        <source>empty count %1 out of range (1-11)</source>
        <translation>empty count %1 out of range (1-11)</translation>
    </message>
    <message>
        <source>rank %1 has more than 11 points</source>
        <translation>rank %1 has more than 11 points</translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>&apos;)&apos; without a matching &apos;(&apos;</translation>
    </message>
    <message>
        <source>unclosed &apos;(&apos; in rank %1</source>
        <translation>unclosed &apos;(&apos; in rank %1</translation>
    </message>
    <message>
        <source>dangling heroic marker &apos;+&apos; at the end of rank %1</source>
        <translation>dangling heroic marker &apos;+&apos; at the end of rank %1</translation>
    </message>
    <message>
        <source>double heroic marker &apos;++&apos;</source>
        <translation>double heroic marker &apos;++&apos;</translation>
    </message>
    <message>
        <source>nested parentheses are not allowed</source>
        <translation>nested parentheses are not allowed</translation>
    </message>
    <message>
        <source>empty stack &apos;()&apos;</source>
        <translation>empty stack &apos;()&apos;</translation>
    </message>
    <message>
        <source>invalid character &apos;%1&apos; (piece letters: CIEMGTASFNH)</source>
        <translation>invalid character &apos;%1&apos; (piece letters: CIEMGTASFNH)</translation>
    </message>
    <message>
        <source>expected 12 ranks, got %1</source>
        <translation>expected 12 ranks, got %1</translation>
    </message>
    <message>
        <source>a stack mixes red and blue pieces on %1</source>
        <translation>a stack mixes red and blue pieces on %1</translation>
    </message>
    <message>
        <source>a stack holds at most 3 pieces on %1</source>
        <translation>a stack holds at most 3 pieces on %1</translation>
    </message>
    <message>
        <source>%1 cannot form a stack under the %2 profile on %3</source>
        <translation>%1 cannot form a stack under the %2 profile on %3</translation>
    </message>
    <message>
        <source>a navy cannot stand on land on %1</source>
        <translation>a navy cannot stand on land on %1</translation>
    </message>
    <message>
        <source>%1 cannot stand at sea on %2</source>
        <translation>%1 cannot stand at sea on %2</translation>
    </message>
    <message>
        <source>the commander is never heroic under the %1 profile on %2</source>
        <translation>the commander is never heroic under the %1 profile on %2</translation>
    </message>
    <message>
        <source>%1 has more than %2 %3 on %4</source>
        <translation>%1 has more than %2 %3 on %4</translation>
    </message>
    <message>
        <source>%1 has more than 32 air-defence pieces on %2</source>
        <translation>%1 has more than 32 air-defence pieces on %2</translation>
    </message>
    <message>
        <source>%1 has no commander</source>
        <translation>%1 has no commander</translation>
    </message>
    <message>
        <source>empty FEN</source>
        <translation>empty FEN</translation>
    </message>
    <message>
        <source>too many fields (expected at most 6)</source>
        <translation>too many fields (expected at most 6)</translation>
    </message>
    <message>
        <source>invalid side to move &apos;%1&apos;, expected &apos;r&apos; or &apos;b&apos;</source>
        <translation>invalid side to move &apos;%1&apos;, expected &apos;r&apos; or &apos;b&apos;</translation>
    </message>
    <message>
        <source>castling field must be &apos;-&apos;, got &apos;%1&apos;</source>
        <translation>castling field must be &apos;-&apos;, got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>en passant field must be &apos;-&apos;, got &apos;%1&apos;</source>
        <translation>en passant field must be &apos;-&apos;, got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid half-move clock &apos;%1&apos;</source>
        <translation>invalid half-move clock &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid move number &apos;%1&apos;</source>
        <translation>invalid move number &apos;%1&apos;</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation>variations nested more than %1 deep</translation>
    </message>
    <message>
        <source>this comment is never closed (no &apos;}&apos;)</source>
        <translation>this comment is never closed (no &apos;}&apos;)</translation>
    </message>
    <message>
        <source>this variation is never closed (no &apos;)&apos;)</source>
        <translation>this variation is never closed (no &apos;)&apos;)</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>expected %1</translation>
    </message>
    <message>
        <source>expected &apos;}&apos; to close the comment</source>
        <translation>expected &apos;}&apos; to close the comment</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the variation</source>
        <translation>expected &apos;)&apos; to close the variation</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; to close the tag</source>
        <translation>expected &apos;]&apos; to close the tag</translation>
    </message>
    <message>
        <source>expected &apos;&quot;&apos; to close the tag value</source>
        <translation>expected &apos;&quot;&apos; to close the tag value</translation>
    </message>
    <message>
        <source>unexpected text (not a tag, move, comment or variation)</source>
        <translation>unexpected text (not a tag, move, comment or variation)</translation>
    </message>
    <message>
        <source>cannot read the move &apos;%1&apos;</source>
        <translation>cannot read the move &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 (&apos;%2&apos;)</source>
        <translation>%1 (&apos;%2&apos;)</translation>
    </message>
    <message>
        <source>unknown Notation &quot;%1&quot; (vi, en or san)</source>
        <translation>unknown Notation &quot;%1&quot; (vi, en or san)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; uses the %2 letters but &apos;%3&apos; the %4 ones</source>
        <translation>&apos;%1&apos; uses the %2 letters but &apos;%3&apos; the %4 ones</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: C is an engineer (vi) or the commander (en); add [Notation &quot;vi&quot;] or [Notation &quot;en&quot;]</source>
        <translation>&apos;%1&apos;: C is an engineer (vi) or the commander (en); add [Notation &quot;vi&quot;] or [Notation &quot;en&quot;]</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: H is a navy (vi) or headquarters (en); add [Notation &quot;vi&quot;] or [Notation &quot;en&quot;]</source>
        <translation>&apos;%1&apos;: H is a navy (vi) or headquarters (en); add [Notation &quot;vi&quot;] or [Notation &quot;en&quot;]</translation>
    </message>
    <message>
        <source>unknown Profile &quot;%1&quot; (official or cotulenh)</source>
        <translation>unknown Profile &quot;%1&quot; (official or cotulenh)</translation>
    </message>
    <message>
        <source>unknown Mode &quot;%1&quot; (full, naval, air or land)</source>
        <translation>unknown Mode &quot;%1&quot; (full, naval, air or land)</translation>
    </message>
    <message>
        <source>invalid FEN: %1</source>
        <translation>invalid FEN: %1</translation>
    </message>
    <message>
        <source>a variation must follow a move</source>
        <translation>a variation must follow a move</translation>
    </message>
    <message>
        <source>illegal move: it would leave the commander attacked or facing the enemy commander</source>
        <translation>illegal move: it would leave the commander attacked or facing the enemy commander</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos;</source>
        <translation>unknown piece letter &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no point %1 on the board</source>
        <translation>no point %1 on the board</translation>
    </message>
    <message>
        <source>the move names no destination</source>
        <translation>the move names no destination</translation>
    </message>
    <message>
        <source>no %1 piece on %2</source>
        <translation>no %1 piece on %2</translation>
    </message>
    <message>
        <source>the sub-moves of one turn must leave the same point</source>
        <translation>the sub-moves of one turn must leave the same point</translation>
    </message>
    <message>
        <source>there is no %1 on %2 (it holds %3)</source>
        <translation>there is no %1 on %2 (it holds %3)</translation>
    </message>
    <message>
        <source>the move names no piece</source>
        <translation>the move names no piece</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos; in the stack</source>
        <translation>unknown piece letter &apos;%1&apos; in the stack</translation>
    </message>
    <message>
        <source>the stack on %1 is %2, not (%3)</source>
        <translation>the stack on %1 is %2, not (%3)</translation>
    </message>
    <message>
        <source>the move is ambiguous</source>
        <translation>the move is ambiguous</translation>
    </message>
    <message>
        <source>illegal move: no legal turn of %1 on %2 matches</source>
        <translation>illegal move: no legal turn of %1 on %2 matches</translation>
    </message>
    <message>
        <source>cannot read the destination of &apos;%1&apos;</source>
        <translation>cannot read the destination of &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a move names no piece</source>
        <translation>a move names no piece</translation>
    </message>
    <message>
        <source>cannot read where the unit comes from: &apos;%1&apos; is none of a file, a rank and a point (c, 10, c10)</source>
        <translation>cannot read where the unit comes from: &apos;%1&apos; is none of a file, a rank and a point (c, 10, c10)</translation>
    </message>
    <message>
        <source>%1 on file %2</source>
        <translation>%1 on file %2</translation>
    </message>
    <message>
        <source>%1 on rank %2</source>
        <translation>%1 on rank %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
    <message>
        <source>illegal move: no %1 can move to %2</source>
        <translation>illegal move: no %1 can move to %2</translation>
    </message>
    <message>
        <source>illegal move: no %1 can capture on %2</source>
        <translation>illegal move: no %1 can capture on %2</translation>
    </message>
    <message>
        <source>illegal move: no %1 can board on %2</source>
        <translation>illegal move: no %1 can board on %2</translation>
    </message>
    <message>
        <source>illegal move: no legal deploy turn fits (a %1 can move to %2 leaving %3 behind)</source>
        <translation>illegal move: no legal deploy turn fits (a %1 can move to %2 leaving %3 behind)</translation>
    </message>
    <message>
        <source>illegal move: no legal deploy turn fits (a %1 can capture on %2 leaving %3 behind)</source>
        <translation>illegal move: no legal deploy turn fits (a %1 can capture on %2 leaving %3 behind)</translation>
    </message>
    <message>
        <source>illegal move: no legal deploy turn fits (a %1 can board on %2 leaving %3 behind)</source>
        <translation>illegal move: no legal deploy turn fits (a %1 can board on %2 leaving %3 behind)</translation>
    </message>
    <message>
        <source>the move is ambiguous (%1 legal turns fit)</source>
        <translation>the move is ambiguous (%1 legal turns fit)</translation>
    </message>
    <message>
        <source>Termination &quot;%1&quot; but the replayed game ended by %2</source>
        <translation>Termination &quot;%1&quot; but the replayed game ended by %2</translation>
    </message>
    <message>
        <source>Termination &quot;%1&quot; but the replayed game has not ended after its last move</source>
        <translation>Termination &quot;%1&quot; but the replayed game has not ended after its last move</translation>
    </message>
    <message>
        <source>Result &quot;%1&quot; but the replayed game ended by %2, which is %3</source>
        <translation>Result &quot;%1&quot; but the replayed game ended by %2, which is %3</translation>
    </message>
    <message>
        <source>expected at least placement, side to move and swap rights</source>
        <translation>expected at least placement, side to move and swap rights</translation>
    </message>
    <message>
        <source>too many fields (at most 6)</source>
        <translation>too many fields (at most 6)</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 9</source>
        <translation>rank %1 has %2 squares, not 9</translation>
    </message>
    <message>
        <source>more than 9 ranks</source>
        <translation>more than 9 ranks</translation>
    </message>
    <message>
        <source>rank %1 is longer than 9 squares</source>
        <translation>rank %1 is longer than 9 squares</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos; (T L B D N V G)</source>
        <translation>unknown piece letter &apos;%1&apos; (T L B D N V G)</translation>
    </message>
    <message>
        <source>a Bộ or Đinh cannot stand on rank 1 or 9</source>
        <translation>a Bộ or Đinh cannot stand on rank 1 or 9</translation>
    </message>
    <message>
        <source>the placement must describe 9 ranks of 9 squares</source>
        <translation>the placement must describe 9 ranks of 9 squares</translation>
    </message>
    <message>
        <source>%1 must have exactly one Thần (T)</source>
        <translation>%1 must have exactly one Thần (T)</translation>
    </message>
    <message>
        <source>%1 has more than 2 Lạc (L)</source>
        <translation>%1 has more than 2 Lạc (L)</translation>
    </message>
    <message>
        <source>%1 has more than 5 Bộ (B)</source>
        <translation>%1 has more than 5 Bộ (B)</translation>
    </message>
    <message>
        <source>%1 has more than 4 Đinh (D)</source>
        <translation>%1 has more than 4 Đinh (D)</translation>
    </message>
    <message>
        <source>%1 has more gifts (N, V, G) than 6 plus its promoted Bộ and Đinh</source>
        <translation>%1 has more gifts (N, V, G) than 6 plus its promoted Bộ and Đinh</translation>
    </message>
    <message>
        <source>side to move must be w (Thủy) or b (Sơn)</source>
        <translation>side to move must be w (Thủy) or b (Sơn)</translation>
    </message>
    <message>
        <source>swap rights are a subset of BHbh, or -</source>
        <translation>swap rights are a subset of BHbh, or -</translation>
    </message>
    <message>
        <source>swap rights must be written in the order BHbh, each once</source>
        <translation>swap rights must be written in the order BHbh, each once</translation>
    </message>
    <message>
        <source>swap right &apos;%1&apos; needs the Thần on %2 and a Voi on %3</source>
        <translation>swap right &apos;%1&apos; needs the Thần on %2 and a Voi on %3</translation>
    </message>
    <message>
        <source>the fourth field is always -</source>
        <translation>the fourth field is always -</translation>
    </message>
    <message>
        <source>halfmove clock must be a number &gt;= 0</source>
        <translation>halfmove clock must be a number &gt;= 0</translation>
    </message>
    <message>
        <source>fullmove number must be a number &gt;= 1</source>
        <translation>fullmove number must be a number &gt;= 1</translation>
    </message>
    <message>
        <source>the side not to move is in check</source>
        <translation>the side not to move is in check</translation>
    </message>
    <message>
        <source>expected name=value, got &apos;%1&apos;</source>
        <translation>expected name=value, got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>unknown option &apos;%1&apos;</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; takes %2, not &apos;%3&apos;</source>
        <translation>option &apos;%1&apos; takes %2, not &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the swap %1 is not legal here</source>
        <translation>the swap %1 is not legal here</translation>
    </message>
    <message>
        <source>a move starts with a piece letter (T L B D N V G)</source>
        <translation>a move starts with a piece letter (T L B D N V G)</translation>
    </message>
    <message>
        <source>a Bộ or Đinh promotes to a gift: =N, =V or =G</source>
        <translation>a Bộ or Đinh promotes to a gift: =N, =V or =G</translation>
    </message>
    <message>
        <source>expected a destination square</source>
        <translation>expected a destination square</translation>
    </message>
    <message>
        <source>there is no file i: the files are a to h, then k</source>
        <translation>there is no file i: the files are a to h, then k</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square (files a-h and k, ranks 1-9)</source>
        <translation>&apos;%1&apos; is not a square (files a-h and k, ranks 1-9)</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos; before the destination (a file, a rank or a square)</source>
        <translation>cannot read &apos;%1&apos; before the destination (a file, a rank or a square)</translation>
    </message>
    <message>
        <source>no legal move matches: a move to the last rank must say its promotion (=N, =V or =G)</source>
        <translation>no legal move matches: a move to the last rank must say its promotion (=N, =V or =G)</translation>
    </message>
    <message>
        <source>no legal move matches</source>
        <translation>no legal move matches</translation>
    </message>
    <message>
        <source>ambiguous: more than one %1 can go to %2 (add the file, rank or square it comes from)</source>
        <translation>ambiguous: more than one %1 can go to %2 (add the file, rank or square it comes from)</translation>
    </message>
    <message>
        <source>written as a capture (x), but %1 is empty</source>
        <translation>written as a capture (x), but %1 is empty</translation>
    </message>
    <message>
        <source>marked # but it is no checkmate</source>
        <translation>marked # but it is no checkmate</translation>
    </message>
    <message>
        <source>marked + but it gives no check</source>
        <translation>marked + but it gives no check</translation>
    </message>
    <message>
        <source>marked ^ but it does not complete Tiến Cung</source>
        <translation>marked ^ but it does not complete Tiến Cung</translation>
    </message>
    <message>
        <source>the game is already over (%1)</source>
        <translation>the game is already over (%1)</translation>
    </message>
    <message>
        <source>invalid Rules: %1</source>
        <translation>invalid Rules: %1</translation>
    </message>
    <message>
        <source>a Cờ Đông Sơn record is written in SAN ([Notation &quot;san&quot;])</source>
        <translation>a Cờ Đông Sơn record is written in SAN ([Notation &quot;san&quot;])</translation>
    </message>
    <message>
        <source>the game is longer than %1 bytes, the limit for one game: it is skipped</source>
        <translation>the game is longer than %1 bytes, the limit for one game: it is skipped</translation>
    </message>
    <message>
        <source>game %1 is not in the database</source>
        <translation>game %1 is not in the database</translation>
    </message>
    <message>
        <source>game %1 is not in the trash</source>
        <translation>game %1 is not in the trash</translation>
    </message>
    <message>
        <source>game %1 is a %2 game, not a %3 one</source>
        <translation>game %1 is a %2 game, not a %3 one</translation>
    </message>
    <message>
        <source>game %1: its stored text no longer replays: %2</source>
        <translation>game %1: its stored text no longer replays: %2</translation>
    </message>
    <message>
        <source>game %1: the edited game does not read back from its text: %2</source>
        <translation>game %1: the edited game does not read back from its text: %2</translation>
    </message>
    <message>
        <source>its text reads back as other moves</source>
        <translation>its text reads back as other moves</translation>
    </message>
    <message>
        <source>game %1: the edited game is the same as game %2</source>
        <translation>game %1: the edited game is the same as game %2</translation>
    </message>
    <message>
        <source>game %1 is stored again as game %2: it stays in the trash</source>
        <translation>game %1 is stored again as game %2: it stays in the trash</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no pieces</comment>
        <translation>nothing</translation>
    </message>
    <message>
        <source>%1 carrying %2</source>
        <comment>carrier, passengers</comment>
        <translation>%1 carrying %2</translation>
    </message>
    <message>
        <source>%1:%2:%3: game %4: %5</source>
        <translation>%1:%2:%3: game %4: %5</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The engine&apos;s best move as an arrow</source>
        <translation>The engine&apos;s best move as an arrow</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>The game&apos;s keys act on the game page, the engine and the explorer. A list keeps its own arrows, Home, End and Enter (Enter opens a game of the list, plays a move of the explorer); a field keeps its keys (Enter in a filter field searches); on the Database page the game&apos;s keys do nothing. Right click or Esc cancels a move being entered.</source>
        <translation>The game&apos;s keys act on the game page, the engine and the explorer. A list keeps its own arrows, Home, End and Enter (Enter opens a game of the list, plays a move of the explorer); a field keeps its keys (Enter in a filter field searches); on the Database page the game&apos;s keys do nothing. Right click or Esc cancels a move being entered.</translation>
    </message>
</context>
<context>
    <name>Side</name>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
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
        <translation>Good move</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Mistake</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Brilliant move</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Blunder</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Interesting move</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Dubious move</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Only move</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Equal position</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Unclear position</translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation>%1 is slightly better</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 is better</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation>%1 is winning</translation>
    </message>
    <message>
        <source>Zugzwang</source>
        <translation>Zugzwang</translation>
    </message>
    <message>
        <source>Lead in development</source>
        <translation>Lead in development</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attack</translation>
    </message>
    <message>
        <source>Counterplay</source>
        <translation>Counterplay</translation>
    </message>
    <message>
        <source>Time trouble</source>
        <translation>Time trouble</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Novelty</translation>
    </message>
    <message>
        <source>Remove the move&apos;s symbols</source>
        <translation>Remove the move&apos;s symbols</translation>
    </message>
    <message>
        <source>Annotation &amp;symbols</source>
        <translation>Annotation &amp;symbols</translation>
    </message>
</context>
<context>
    <name>saban::gui::ConnectDialog</name>
    <message>
        <source>Open a database</source>
        <translation>Open a database</translation>
    </message>
    <message>
        <source>&amp;Saban&apos;s private database</source>
        <translation>&amp;Saban&apos;s private database</translation>
    </message>
    <message>
        <source>The database Saban keeps for you on this computer (or the one $SABAN_DB names, when set)</source>
        <translation>The database Saban keeps for you on this computer (or the one $SABAN_DB names, when set)</translation>
    </message>
    <message>
        <source>&amp;Recent databases:</source>
        <translation>&amp;Recent databases:</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>this computer</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>your login name</translation>
    </message>
    <message>
        <source>when the server asks for one</source>
        <translation>when the server asks for one</translation>
    </message>
    <message>
        <source>More libpq settings as keyword=value pairs, or a whole connection string or URI</source>
        <translation>More libpq settings as keyword=value pairs, or a whole connection string or URI</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Database:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;User:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>Op&amp;tions:</source>
        <translation>Op&amp;tions:</translation>
    </message>
    <message>
        <source>Or a PostgreSQL server:</source>
        <translation>Or a PostgreSQL server:</translation>
    </message>
    <message>
        <source>The options cannot be read: write keyword=value pairs as libpq takes them (sslmode=require), or a connection string or URI.</source>
        <translation>The options cannot be read: write keyword=value pairs as libpq takes them (sslmode=require), or a connection string or URI.</translation>
    </message>
    <message>
        <source>Name a database or a server, or choose Saban&apos;s private database.</source>
        <translation>Name a database or a server, or choose Saban&apos;s private database.</translation>
    </message>
</context>
<context>
    <name>saban::gui::Database</name>
    <message>
        <source>the PG* environment</source>
        <translation>the PG* environment</translation>
    </message>
    <message>
        <source>%1 (local socket)</source>
        <translation>%1 (local socket)</translation>
    </message>
    <message>
        <source>The database has Saban&apos;s schema version %1; this Saban knows version %2 at most: update Saban.</source>
        <translation>The database has Saban&apos;s schema version %1; this Saban knows version %2 at most: update Saban.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1 (%n game)</numerusform>
            <numerusform>%1 (%n games)</numerusform>
        </translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation>No database is open</translation>
    </message>
</context>
<context>
    <name>saban::gui::DatabasePane</name>
    <message>
        <source>Player (accents optional)</source>
        <translation>Player (accents optional)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <translation>From YYYY-MM-DD</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <translation>To YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Final material: red has no navy, blue has both air forces</source>
        <translation>Final material: red has no navy, blue has both air forces</translation>
    </message>
    <message>
        <source>The pieces each side has at the end of the game, e.g. &quot;blue has at least 1 tank and red has at most 2 infantry&quot;. Quantities: no, one, two, both, a number, at least N, at most N, more than N, fewer than N. Pieces: commander, infantry, engineer, militia, anti-air, tank, artillery, missile, air force, navy, headquarters, or their letters. Commander Chess games only.</source>
        <translation>The pieces each side has at the end of the game, e.g. &quot;blue has at least 1 tank and red has at most 2 infantry&quot;. Quantities: no, one, two, both, a number, at least N, at most N, more than N, fewer than N. Pieces: commander, infantry, engineer, militia, anti-air, tank, artillery, missile, air force, navy, headquarters, or their letters. Commander Chess games only.</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>either side</translation>
    </message>
    <message>
        <source>any result</source>
        <translation>any result</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Draw (½-½)</translation>
    </message>
    <message>
        <source>Unfinished (*)</source>
        <translation>Unfinished (*)</translation>
    </message>
    <message>
        <source>any mode</source>
        <translation>any mode</translation>
    </message>
    <message>
        <source>any rules</source>
        <translation>any rules</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>A date is written YYYY, YYYY-MM or YYYY-MM-DD: &quot;%1&quot;</source>
        <translation>A date is written YYYY, YYYY-MM or YYYY-MM-DD: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Final material: no condition (e.g. &quot;red has no navy, blue has both air forces&quot;)</source>
        <translation>Final material: no condition (e.g. &quot;red has no navy, blue has both air forces&quot;)</translation>
    </message>
    <message>
        <source>start with the side, red or blue</source>
        <translation>start with the side, red or blue</translation>
    </message>
    <message>
        <source>a number is missing (no, one, both, 2, at least 1…)</source>
        <translation>a number is missing (no, one, both, 2, at least 1…)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (no, one, both, 2, at least 1…)</source>
        <translation>&quot;%1&quot; is not a number (no, one, both, 2, at least 1…)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is more than %2 pieces</source>
        <translation>&quot;%1&quot; is more than %2 pieces</translation>
    </message>
    <message>
        <source>a piece is missing (navy, air force, tank… or a FEN letter)</source>
        <translation>a piece is missing (navy, air force, tank… or a FEN letter)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a piece (navy, air force, tank… or a FEN letter)</source>
        <translation>&quot;%1&quot; is not a piece (navy, air force, tank… or a FEN letter)</translation>
    </message>
    <message>
        <source>Final material, in &quot;%1&quot;: %2</source>
        <translation>Final material, in &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 of %2 games</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) loaded</source>
        <translation>
            <numerusform>%n game loaded</numerusform>
            <numerusform>%n games loaded</numerusform>
        </translation>
    </message>
    <message>
        <source> — scroll for more</source>
        <translation> — scroll for more</translation>
    </message>
    <message>
        <source>Any position</source>
        <translation>Any position</translation>
    </message>
    <message>
        <source>The games of one game only, or of both</source>
        <translation>The games of one game only, or of both</translation>
    </message>
    <message>
        <source>Both games</source>
        <translation>Both games</translation>
    </message>
    <message>
        <source>Commander Chess</source>
        <translation>Commander Chess</translation>
    </message>
    <message>
        <source>Games through the position set in the position editor only; click to show all</source>
        <translation>Games through the position set in the position editor only; click to show all</translation>
    </message>
    <message>
        <source>Queue for analysis</source>
        <translation>Queue for analysis</translation>
    </message>
    <message>
        <source>The selected games are analysed by the database&apos;s workers (saban worker)</source>
        <translation>The selected games are analysed by the database&apos;s workers (saban worker)</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>as %1</translation>
    </message>
    <message>
        <source>%1 won (1-0)</source>
        <translation>%1 won (1-0)</translation>
    </message>
    <message>
        <source>%1 won (0-1)</source>
        <translation>%1 won (0-1)</translation>
    </message>
    <message>
        <source>Select the games to analyse first</source>
        <translation>Select the games to analyse first</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) queued for analysis</source>
        <translation>
            <numerusform>%n game queued for analysis</numerusform>
            <numerusform>%n games queued for analysis</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis queue: %1 waiting, %2 running, %3 done, %4 failed</source>
        <translation>Analysis queue: %1 waiting, %2 running, %3 done, %4 failed</translation>
    </message>
</context>
<context>
    <name>saban::gui::DsBoardWidget</name>
    <message>
        <source>Hallow</source>
        <translation>Hallow</translation>
    </message>
    <message>
        <source>Lac General</source>
        <translation>Lac General</translation>
    </message>
    <message>
        <source>Tribe</source>
        <translation>Tribe</translation>
    </message>
    <message>
        <source>Militarimen</source>
        <translation>Militarimen</translation>
    </message>
    <message>
        <source>Quagga</source>
        <translation>Quagga</translation>
    </message>
    <message>
        <source>Gomphothere</source>
        <translation>Gomphothere</translation>
    </message>
    <message>
        <source>Chincuake</source>
        <translation>Chincuake</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 of %3</translation>
    </message>
    <message>
        <source>Tâm, the centre of the Cung (palace)</source>
        <translation>Tâm, the centre of the Cung (palace)</translation>
    </message>
    <message>
        <source>in the Cung (palace)</source>
        <translation>in the Cung (palace)</translation>
    </message>
    <message>
        <source>No piece on %1</source>
        <translation>No piece on %1</translation>
    </message>
    <message>
        <source>%1 is to move</source>
        <translation>%1 is to move</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal move</source>
        <translation>The %1 on %2 has no legal move</translation>
    </message>
    <message>
        <source>%1 on %2: choose where it goes</source>
        <translation>%1 on %2: choose where it goes</translation>
    </message>
    <message>
        <source>Swap the Thần and the Voi</source>
        <translation>Swap the Thần and the Voi</translation>
    </message>
    <message>
        <source>Promote to %1</source>
        <translation>Promote to %1</translation>
    </message>
    <message>
        <source>Move without promoting</source>
        <translation>Move without promoting</translation>
    </message>
    <message>
        <source>The %1 on %2 cannot go to %3</source>
        <translation>The %1 on %2 cannot go to %3</translation>
    </message>
</context>
<context>
    <name>saban::gui::DsPositionEditor</name>
    <message>
        <source>Click a square to put the piece there (it takes the place of what stood there); right click empties it.</source>
        <translation>Click a square to put the piece there (it takes the place of what stood there); right click empties it.</translation>
    </message>
    <message>
        <source>The Thần may swap with the Voi on:</source>
        <translation>The Thần may swap with the Voi on:</translation>
    </message>
    <message>
        <source>Each side needs its Thần</source>
        <translation>Each side needs its Thần</translation>
    </message>
</context>
<context>
    <name>saban::gui::EncodingDialog</name>
    <message>
        <source>The file&apos;s encoding</source>
        <translation>The file&apos;s encoding</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>File:</translation>
    </message>
    <message>
        <source>%1 (detected)</source>
        <translation>%1 (detected)</translation>
    </message>
    <message>
        <source>&amp;Read it as:</source>
        <translation>&amp;Read it as:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Byte %1 on line %2 is not %3: the file cannot be read in this encoding.</source>
        <translation>Byte %1 on line %2 is not %3: the file cannot be read in this encoding.</translation>
    </message>
    <message>
        <source>The file ends inside a character of %1: it cannot be read in this encoding.</source>
        <translation>The file ends inside a character of %1: it cannot be read in this encoding.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>The file is empty.</translation>
    </message>
    <message>
        <source>The file&apos;s first lines read as %1: are the names right?</source>
        <translation>The file&apos;s first lines read as %1: are the names right?</translation>
    </message>
</context>
<context>
    <name>saban::gui::EnginePane</name>
    <message>
        <source>Scores from %1&apos;s side, whoever is to move: + is good for %1, #3: %1 wins in 3 moves, #-2: %2 wins in 2</source>
        <translation>Scores from %1&apos;s side, whoever is to move: + is good for %1, #3: %1 wins in 3 moves, #-2: %2 wins in 2</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Start or stop the live analysis of the shown position (Space)</source>
        <translation>Start or stop the live analysis of the shown position (Space)</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Lines:</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>Analyse the game</translation>
    </message>
    <message>
        <source>Search every position of the main line and draw the evaluation graph</source>
        <translation>Search every position of the main line and draw the evaluation graph</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Depth:</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>move %1 of %2</translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation>Game analysis failed: %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>depth %1 · %2 nodes · %3 nodes/s</translation>
    </message>
    <message numerus="yes">
        <source>Game analysis cancelled after %n move(s)</source>
        <translation>
            <numerusform>Game analysis cancelled after %n move</numerusform>
            <numerusform>Game analysis cancelled after %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::EngineSettingsDialog</name>
    <message>
        <source>Engine settings</source>
        <translation>Engine settings</translation>
    </message>
    <message>
        <source>Live analysis</source>
        <translation>Live analysis</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>The table of positions the engine keeps between searches</source>
        <translation>The table of positions the engine keeps between searches</translation>
    </message>
    <message>
        <source>Hash table:</source>
        <translation>Hash table:</translation>
    </message>
    <message>
        <source>Until stopped</source>
        <translation>Until stopped</translation>
    </message>
    <message>
        <source>To a depth</source>
        <translation>To a depth</translation>
    </message>
    <message>
        <source>For a time</source>
        <translation>For a time</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Search:</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> plies</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Depth:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Time:</translation>
    </message>
    <message>
        <source>Analysis of the whole game</source>
        <translation>Analysis of the whole game</translation>
    </message>
    <message>
        <source>Positions searched at once, each by its own searcher (Commander Chess; a Cờ Đông Sơn game is analysed on one thread)</source>
        <translation>Positions searched at once, each by its own searcher (Commander Chess; a Cờ Đông Sơn game is analysed on one thread)</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>Time per position:</source>
        <translation>Time per position:</translation>
    </message>
    <message>
        <source>The depth is the Engine pane&apos;s; the first limit reached ends each search.</source>
        <translation>The depth is the Engine pane&apos;s; the first limit reached ends each search.</translation>
    </message>
</context>
<context>
    <name>saban::gui::EvalBar</name>
    <message>
        <source>The engine, depth %1: %2 from %3&apos;s side</source>
        <translation>The engine, depth %1: %2 from %3&apos;s side</translation>
    </message>
    <message>
        <source>No evaluation of this position: start the engine</source>
        <translation>No evaluation of this position: start the engine</translation>
    </message>
    <message>
        <source>The evaluation stored with the move: %1 from %2&apos;s side</source>
        <translation>The evaluation stored with the move: %1 from %2&apos;s side</translation>
    </message>
</context>
<context>
    <name>saban::gui::EvalGraph</name>
    <message>
        <source>%1&apos;s expected score after each ply, from %1&apos;s side whoever is to move: above the middle %1 is better</source>
        <translation>%1&apos;s expected score after each ply, from %1&apos;s side whoever is to move: above the middle %1 is better</translation>
    </message>
    <message>
        <source>No analysis yet: press &quot;Analyse the game&quot;</source>
        <translation>No analysis yet: press &quot;Analyse the game&quot;</translation>
    </message>
    <message>
        <source>%1&apos;s expected score by ply</source>
        <translation>%1&apos;s expected score by ply</translation>
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
        <translation>Not legal here (games of another rules profile)</translation>
    </message>
    <message>
        <source>No game of this move has finished</source>
        <translation>No game of this move has finished</translation>
    </message>
    <message>
        <source>%1&apos;s score after this move: wins and half the draws (%2 won, %3 drawn, %4 lost)</source>
        <translation>%1&apos;s score after this move: wins and half the draws (%2 won, %3 drawn, %4 lost)</translation>
    </message>
    <message>
        <source>Stored analysis of game #%1, depth %2: %3 from %4&apos;s side</source>
        <translation>Stored analysis of game #%1, depth %2: %3 from %4&apos;s side</translation>
    </message>
    <message>
        <source>The engine, depth %1: %2 from %3&apos;s side</source>
        <translation>The engine, depth %1: %2 from %3&apos;s side</translation>
    </message>
    <message>
        <source>The engine is evaluating this move</source>
        <translation>The engine is evaluating this move</translation>
    </message>
    <message>
        <source>No stored evaluation: Ctrl+Shift+E asks the engine</source>
        <translation>No stored evaluation: Ctrl+Shift+E asks the engine</translation>
    </message>
    <message>
        <source>The score of the side to move (%1) after each move: its wins and half the draws, in the games that finished</source>
        <translation>The score of the side to move (%1) after each move: its wins and half the draws, in the games that finished</translation>
    </message>
    <message>
        <source>The evaluation of the position after each move, from %1&apos;s side: stored by an analysis of the database&apos;s games, else the engine&apos;s (Ctrl+Shift+E)</source>
        <translation>The evaluation of the position after each move, from %1&apos;s side: stored by an analysis of the database&apos;s games, else the engine&apos;s (Ctrl+Shift+E)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>the side to move&apos;s score in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Eval</source>
        <translation>Eval</translation>
    </message>
    <message>
        <source>%1 / draw / %2</source>
        <translation>%1 / draw / %2</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Last played</translation>
    </message>
</context>
<context>
    <name>saban::gui::ExplorerPane</name>
    <message>
        <source>Evaluate the explorer&apos;s moves</source>
        <translation>Evaluate the explorer&apos;s moves</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>The engine evaluates the position after each move that has no stored evaluation (again: stop)</source>
        <translation>The engine evaluates the position after each move that has no stored evaluation (again: stop)</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Evaluate</translation>
    </message>
    <message>
        <source>Click a move, or choose it with the arrow keys and press Enter, to play it</source>
        <translation>Click a move, or choose it with the arrow keys and press Enter, to play it</translation>
    </message>
    <message>
        <source>No database is open (File menu: Open a database)</source>
        <translation>No database is open (File menu: Open a database)</translation>
    </message>
    <message>
        <source>No game in the database reaches this position</source>
        <translation>No game in the database reaches this position</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; game(s) from this position</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; game from this position</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; games from this position</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::ExportDialog</name>
    <message>
        <source>Export the game</source>
        <translation>Export the game</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Paper:</translation>
    </message>
    <message>
        <source>One column</source>
        <translation>One column</translation>
    </message>
    <message>
        <source>Two columns</source>
        <translation>Two columns</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Columns:</translation>
    </message>
    <message>
        <source>At the markers [#]</source>
        <translation>At the markers [#]</translation>
    </message>
    <message>
        <source>After every judged move</source>
        <translation>After every judged move</translation>
    </message>
    <message>
        <source>Every N moves</source>
        <translation>Every N moves</translation>
    </message>
    <message>
        <source>At the N largest swings</source>
        <translation>At the N largest swings</translation>
    </message>
    <message>
        <source>Diagrams always stand at the annotator&apos;s markers [#]; the other choices add more</source>
        <translation>Diagrams always stand at the annotator&apos;s markers [#]; the other choices add more</translation>
    </message>
    <message>
        <source>Diagrams:</source>
        <translation>Diagrams:</translation>
    </message>
    <message>
        <source>N:</source>
        <translation>N:</translation>
    </message>
    <message>
        <source>The language of the headings, captions and summaries</source>
        <translation>The language of the headings, captions and summaries</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>Rulebook (the language&apos;s letters)</source>
        <translation>Rulebook (the language&apos;s letters)</translation>
    </message>
    <message>
        <source>Rulebook (Vietnamese letters)</source>
        <translation>Rulebook (Vietnamese letters)</translation>
    </message>
    <message>
        <source>Rulebook (English letters)</source>
        <translation>Rulebook (English letters)</translation>
    </message>
    <message>
        <source>SAN (a–k, 1–12)</source>
        <translation>SAN (a–k, 1–12)</translation>
    </message>
    <message>
        <source>One notation for the whole book, whatever the record was written in</source>
        <translation>One notation for the whole book, whatever the record was written in</translation>
    </message>
    <message>
        <source>Notation:</source>
        <translation>Notation:</translation>
    </message>
    <message>
        <source>Engine commentary</source>
        <translation>Engine commentary</translation>
    </message>
    <message>
        <source>After each move the engine judged, the better line it found, in the book&apos;s language and notation; the annotator&apos;s comments are printed either way</source>
        <translation>After each move the engine judged, the better line it found, in the book&apos;s language and notation; the annotator&apos;s comments are printed either way</translation>
    </message>
    <message>
        <source>A key to the signs at the front</source>
        <translation>A key to the signs at the front</translation>
    </message>
    <message>
        <source>A page saying how to read the game: pieces, signs, points and terrain</source>
        <translation>A page saying how to read the game: pieces, signs, points and terrain</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>The editor or compiler, written into the PDF as its author</source>
        <translation>The editor or compiler, written into the PDF as its author</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>Author:</translation>
    </message>
    <message>
        <source>Print (black on white)</source>
        <translation>Print (black on white)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>Diagram style:</source>
        <translation>Diagram style:</translation>
    </message>
    <message>
        <source>Flip the boards</source>
        <translation>Flip the boards</translation>
    </message>
    <message>
        <source>Every board turned: Blue (in Cờ Đông Sơn, Sơn) at the bottom, as saban export --flip</source>
        <translation>Every board turned: Blue (in Cờ Đông Sơn, Sơn) at the bottom, as saban export --flip</translation>
    </message>
    <message>
        <source>Air-defence zones</source>
        <translation>Air-defence zones</translation>
    </message>
    <message>
        <source>The points each side&apos;s air defence covers, shaded in the Commander Chess diagrams, as saban export --air-defence both</source>
        <translation>The points each side&apos;s air defence covers, shaded in the Commander Chess diagrams, as saban export --air-defence both</translation>
    </message>
    <message>
        <source>HTML pages draw their diagrams in colour and place them as the PDF does.</source>
        <translation>HTML pages draw their diagrams in colour and place them as the PDF does.</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Export PDF…</translation>
    </message>
    <message>
        <source>Export HTML…</source>
        <translation>Export HTML…</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF document (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Web page (*.html)</translation>
    </message>
    <message>
        <source>Laying out the pages…</source>
        <translation>Laying out the pages…</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
</context>
<context>
    <name>saban::gui::Game</name>
    <message>
        <source>Add a move</source>
        <translation>Add a move</translation>
    </message>
    <message>
        <source>Add a variation</source>
        <translation>Add a variation</translation>
    </message>
</context>
<context>
    <name>saban::gui::GameEditing</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <source>&amp;Commander Chess</source>
        <translation>&amp;Commander Chess</translation>
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
        <translation>&amp;Deleted games…</translation>
    </message>
    <message>
        <source>&amp;Copy the game</source>
        <translation>&amp;Copy the game</translation>
    </message>
    <message>
        <source>The game is on the clipboard</source>
        <translation>The game is on the clipboard</translation>
    </message>
    <message>
        <source>Copy the &amp;position (FEN)</source>
        <translation>Copy the &amp;position (FEN)</translation>
    </message>
    <message>
        <source>The position is on the clipboard</source>
        <translation>The position is on the clipboard</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste a game or a position</source>
        <translation>&amp;Paste a game or a position</translation>
    </message>
    <message>
        <source>Edit the &amp;header…</source>
        <translation>Edit the &amp;header…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>A new game</translation>
    </message>
    <message>
        <source>The header is changed</source>
        <translation>The header is changed</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Paste</translation>
    </message>
    <message>
        <source>The clipboard holds neither a game nor a position.</source>
        <translation>The clipboard holds neither a game nor a position.</translation>
    </message>
    <message>
        <source>Nothing pasted</source>
        <translation>Nothing pasted</translation>
    </message>
    <message>
        <source>Pasted as a new game</source>
        <translation>Pasted as a new game</translation>
    </message>
    <message>
        <source>Comment on the move</source>
        <translation>Comment on the move</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>Judgement</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message numerus="yes">
        <source>Copy the %n games</source>
        <translation>
            <numerusform>Copy the %n game</numerusform>
            <numerusform>Copy the %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy the game</source>
        <translation>Copy the game</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) on the clipboard</source>
        <translation>
            <numerusform>%n game on the clipboard</numerusform>
            <numerusform>%n games on the clipboard</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the selected games…</source>
        <translation>Export the selected games…</translation>
    </message>
    <message>
        <source>Delete (to the trash)</source>
        <translation>Delete (to the trash)</translation>
    </message>
    <message>
        <source>Deleted games…</source>
        <translation>Deleted games…</translation>
    </message>
    <message>
        <source>Export the selected games</source>
        <translation>Export the selected games</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn)</source>
        <translation>Game records (*.ctr *.pgn)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1</source>
        <translation>
            <numerusform>%n game exported to %1</numerusform>
            <numerusform>%n games exported to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::GameKind</name>
    <message>
        <source>Scores from Red&apos;s side</source>
        <translation>Scores from Red&apos;s side</translation>
    </message>
    <message>
        <source>Scores from Thủy&apos;s side</source>
        <translation>Scores from Thủy&apos;s side</translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <translation>Checkmate: %1 wins</translation>
    </message>
    <message>
        <source>Palace entry (Tiến Cung): %1 wins</source>
        <translation>Palace entry (Tiến Cung): %1 wins</translation>
    </message>
    <message>
        <source>Stalemate: %1 wins</source>
        <translation>Stalemate: %1 wins</translation>
    </message>
    <message>
        <source>Stalemate: a draw</source>
        <translation>Stalemate: a draw</translation>
    </message>
    <message>
        <source>Only a Thần left: a draw</source>
        <translation>Only a Thần left: a draw</translation>
    </message>
    <message>
        <source>Threefold repetition: a draw</source>
        <translation>Threefold repetition: a draw</translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <comment>Commander Chess</comment>
        <translation>Checkmate: %1 wins</translation>
    </message>
    <message>
        <source>Commander captured: %1 wins</source>
        <translation>Commander captured: %1 wins</translation>
    </message>
    <message>
        <source>%1 wins the %2</source>
        <translation>%1 wins the %2</translation>
    </message>
    <message>
        <source>50 moves without a Bộ or Đinh move or a capture: a draw</source>
        <translation>50 moves without a Bộ or Đinh move or a capture: a draw</translation>
    </message>
    <message>
        <source>Move %1: %2 to move, in check</source>
        <translation>Move %1: %2 to move, in check</translation>
    </message>
    <message>
        <source>Move %1: %2 to move</source>
        <translation>Move %1: %2 to move</translation>
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
        <translation>Result</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Plies</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
</context>
<context>
    <name>saban::gui::GamePane</name>
    <message>
        <source>Double-click to edit the header</source>
        <translation>Double-click to edit the header</translation>
    </message>
    <message>
        <source>Start (%1)</source>
        <translation>Start (%1)</translation>
    </message>
    <message>
        <source>Back (%1)</source>
        <translation>Back (%1)</translation>
    </message>
    <message>
        <source>Forward (%1)</source>
        <translation>Forward (%1)</translation>
    </message>
    <message>
        <source>End (%1)</source>
        <translation>End (%1)</translation>
    </message>
    <message>
        <source>Flip the board (%1)</source>
        <translation>Flip the board (%1)</translation>
    </message>
    <message>
        <source>Judgement:</source>
        <translation>Judgement:</translation>
    </message>
    <message>
        <source>Comment on the current move </source>
        <translation>Comment on the current move </translation>
    </message>
    <message>
        <source>The engine&apos;s comment on this move</source>
        <translation>The engine&apos;s comment on this move</translation>
    </message>
    <message>
        <source> &lt;small&gt;&lt;i&gt;(edited)&lt;/i&gt;&lt;/small&gt;</source>
        <translation> &lt;small&gt;&lt;i&gt;(edited)&lt;/i&gt;&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>The position in FEN</source>
        <translation>The position in FEN</translation>
    </message>
</context>
<context>
    <name>saban::gui::GameTrash</name>
    <message numerus="yes">
        <source>delete %n game(s)</source>
        <translation>
            <numerusform>delete %n game(s)</numerusform>
            <numerusform>delete %n game(s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) back from the trash</source>
        <translation>
            <numerusform>%n game(s) back from the trash</numerusform>
            <numerusform>%n game(s) back from the trash</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) moved to the trash again</source>
        <translation>
            <numerusform>%n game(s) moved to the trash again</numerusform>
            <numerusform>%n game(s) moved to the trash again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) moved to the trash (Ctrl+Z on the list brings them back)</source>
        <translation>
            <numerusform>%n game(s) moved to the trash (Ctrl+Z on the list brings them back)</numerusform>
            <numerusform>%n game(s) moved to the trash (Ctrl+Z on the list brings them back)</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
</context>
<context>
    <name>saban::gui::GameWords</name>
    <message>
        <source>full battle</source>
        <translation>full battle</translation>
    </message>
    <message>
        <source>naval battle</source>
        <translation>naval battle</translation>
    </message>
    <message>
        <source>air battle</source>
        <translation>air battle</translation>
    </message>
    <message>
        <source>land battle</source>
        <translation>land battle</translation>
    </message>
    <message>
        <source>official rules</source>
        <translation>official rules</translation>
    </message>
    <message>
        <source>cotulenh platform&apos;s rules</source>
        <translation>cotulenh platform&apos;s rules</translation>
    </message>
    <message>
        <source>default rules</source>
        <translation>default rules</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>not given</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>checkmate</translation>
    </message>
    <message>
        <source>commander captured</source>
        <translation>commander captured</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stalemate</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>threefold repetition</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>repetition</translation>
    </message>
    <message>
        <source>battle won</source>
        <translation>battle won</translation>
    </message>
    <message>
        <source>palace entry</source>
        <translation>palace entry</translation>
    </message>
    <message>
        <source>only a Thần left</source>
        <translation>only a Thần left</translation>
    </message>
    <message>
        <source>fifty moves without progress</source>
        <translation>fifty moves without progress</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>move limit</translation>
    </message>
    <message>
        <source>normal end</source>
        <translation>normal end</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>time forfeit</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>adjudication</translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation>rules infraction</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unfinished</translation>
    </message>
</context>
<context>
    <name>saban::gui::HeaderDialog</name>
    <message>
        <source>A date is written YYYY.MM.DD, with ?? for what is not known: 2026.??.??</source>
        <translation>A date is written YYYY.MM.DD, with ?? for what is not known: 2026.??.??</translation>
    </message>
    <message>
        <source>A day needs its month, and a month its year: &quot;%1&quot;</source>
        <translation>A day needs its month, and a month its year: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>There is no month %1</source>
        <translation>There is no month %1</translation>
    </message>
    <message>
        <source>There is no such day: &quot;%1&quot;</source>
        <translation>There is no such day: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Edit the game&apos;s header</source>
        <translation>Edit the game&apos;s header</translation>
    </message>
    <message>
        <source>%1 (player):</source>
        <translation>%1 (player):</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Event:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Site:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Date:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? where not known</source>
        <translation>YYYY.MM.DD, ?? where not known</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>1-0 (%1 won)</source>
        <translation>1-0 (%1 won)</translation>
    </message>
    <message>
        <source>0-1 (%1 won)</source>
        <translation>0-1 (%1 won)</translation>
    </message>
    <message>
        <source>½-½ (draw)</source>
        <translation>½-½ (draw)</translation>
    </message>
    <message>
        <source>* (unfinished, or not known)</source>
        <translation>* (unfinished, or not known)</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Result:</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>Annotator:</translation>
    </message>
    <message>
        <source>Kept as they are: %1</source>
        <translation>Kept as they are: %1</translation>
    </message>
</context>
<context>
    <name>saban::gui::ImportDialog</name>
    <message>
        <source>Import games</source>
        <translation>Import games</translation>
    </message>
    <message>
        <source>Record files (.ctr, .pgn, .txt) and folders (searched recursively):</source>
        <translation>Record files (.ctr, .pgn, .txt) and folders (searched recursively):</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Add files…</translation>
    </message>
    <message>
        <source>Add a folder…</source>
        <translation>Add a folder…</translation>
    </message>
    <message>
        <source>Record files</source>
        <translation>Record files</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn *.txt);;All files (*)</source>
        <translation>Game records (*.ctr *.pgn *.txt);;All files (*)</translation>
    </message>
    <message>
        <source>A folder of records</source>
        <translation>A folder of records</translation>
    </message>
    <message>
        <source>Detected for each file</source>
        <translation>Detected for each file</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>&amp;Encoding:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Cancelling after the batch in flight…</source>
        <translation>Cancelling after the batch in flight…</translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation>No database is open</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importing…</translation>
    </message>
    <message>
        <source>%1 games read: %2 new, %3 rejected.
Finishing: %4…</source>
        <translation>%1 games read: %2 new, %3 rejected.
Finishing: %4…</translation>
    </message>
    <message>
        <source>%1 games (%2/s): %3 new, %4 rejected</source>
        <translation>%1 games (%2/s): %3 new, %4 rejected</translation>
    </message>
    <message>
        <source>%1; about %2 s left
%3</source>
        <translation>%1; about %2 s left
%3</translation>
    </message>
    <message>
        <source>The games written before it are kept; importing the same files again adds the rest.</source>
        <translation>The games written before it are kept; importing the same files again adds the rest.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) rejected whole: not decodable, or holding no game (the list says why). A file read in the wrong encoding imports with its encoding chosen above.</source>
        <translation>
            <numerusform>%n file rejected whole: not decodable, or holding no game (the list says why). A file read in the wrong encoding imports with its encoding chosen above.</numerusform>
            <numerusform>%n files rejected whole: not decodable, or holding no game (the list says why). A file read in the wrong encoding imports with its encoding chosen above.</numerusform>
        </translation>
    </message>
    <message>
        <source>building the game list&apos;s indexes and the statistics, merging the position index</source>
        <translation>building the game list&apos;s indexes and the statistics, merging the position index</translation>
    </message>
    <message>
        <source>building the game list&apos;s indexes, merging the position index and the statistics</source>
        <translation>building the game list&apos;s indexes, merging the position index and the statistics</translation>
    </message>
    <message>
        <source>merging the position index and the statistics</source>
        <translation>merging the position index and the statistics</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>The import failed: %1</source>
        <translation>The import failed: %1</translation>
    </message>
    <message>
        <source>Cancelled. </source>
        <translation>Cancelled. </translation>
    </message>
    <message>
        <source>Done. </source>
        <translation>Done. </translation>
    </message>
    <message>
        <source>%1 games read: %2 new, %3 already in the database, %4 rejected.</source>
        <translation>%1 games read: %2 new, %3 already in the database, %4 rejected.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) skipped: already imported, unchanged.</source>
        <translation>
            <numerusform>%n file skipped: already imported, unchanged.</numerusform>
            <numerusform>%n files skipped: already imported, unchanged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::LiveViews</name>
    <message>
        <source>Not following other clients</source>
        <translation>Not following other clients</translation>
    </message>
    <message>
        <source>The database does not send its changes at the moment: the list, the statistics and the game do not follow what other clients do until it is back (tried again regularly)</source>
        <translation>The database does not send its changes at the moment: the list, the statistics and the game do not follow what other clients do until it is back (tried again regularly)</translation>
    </message>
    <message numerus="yes">
        <source>The database stopped sending its changes (%1); the views will not follow other clients until it is back. Trying again in %n second(s).</source>
        <translation>
            <numerusform>The database stopped sending its changes (%1); the views will not follow other clients until it is back. Trying again in %n second.</numerusform>
            <numerusform>The database stopped sending its changes (%1); the views will not follow other clients until it is back. Trying again in %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>The database is back: the views follow other clients&apos; changes again</source>
        <translation>The database is back: the views follow other clients&apos; changes again</translation>
    </message>
    <message>
        <source>Game %1 changed elsewhere</source>
        <translation>Game %1 changed elsewhere</translation>
    </message>
    <message>
        <source>Another client changed this game in the database while you were editing it. Your edits are kept: saving them replaces that change; undoing them shows the game as the database holds it now.</source>
        <translation>Another client changed this game in the database while you were editing it. Your edits are kept: saving them replaces that change; undoing them shows the game as the database holds it now.</translation>
    </message>
    <message>
        <source>Game %1 was changed in the database by another client; your edits are kept (saving them replaces that change)</source>
        <translation>Game %1 was changed in the database by another client; your edits are kept (saving them replaces that change)</translation>
    </message>
    <message>
        <source>Game %1 can no longer be read from the database (%2); it stays open here</source>
        <translation>Game %1 can no longer be read from the database (%2); it stays open here</translation>
    </message>
    <message>
        <source>Game %1 was changed by another client: shown as it is now</source>
        <translation>Game %1 was changed by another client: shown as it is now</translation>
    </message>
</context>
<context>
    <name>saban::gui::MainWindow</name>
    <message>
        <source>Database</source>
        <translation>Database</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open a &amp;database…</source>
        <translation>Open a &amp;database…</translation>
    </message>
    <message>
        <source>&amp;Import games…</source>
        <translation>&amp;Import games…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Open a record file…</source>
        <translation>&amp;Open a record file…</translation>
    </message>
    <message>
        <source>Open a record file in an e&amp;ncoding…</source>
        <translation>Open a record file in an e&amp;ncoding…</translation>
    </message>
    <message>
        <source>&amp;Save the game to a file…</source>
        <translation>&amp;Save the game to a file…</translation>
    </message>
    <message>
        <source>&amp;Export the board (PNG, SVG)…</source>
        <translation>&amp;Export the board (PNG, SVG)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
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
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>To the start</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>To the end</translation>
    </message>
    <message>
        <source>Next variation</source>
        <translation>Next variation</translation>
    </message>
    <message>
        <source>Previous variation</source>
        <translation>Previous variation</translation>
    </message>
    <message>
        <source>End the deploy turn</source>
        <translation>End the deploy turn</translation>
    </message>
    <message>
        <source>Take back a sub-move</source>
        <translation>Take back a sub-move</translation>
    </message>
    <message>
        <source>Cancel the move being entered</source>
        <translation>Cancel the move being entered</translation>
    </message>
    <message>
        <source>Promote the variation</source>
        <translation>Promote the variation</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <source>The cursor is not in a variation</source>
        <translation>The cursor is not in a variation</translation>
    </message>
    <message>
        <source>Delete the variation</source>
        <translation>Delete the variation</translation>
    </message>
    <message>
        <source>Ctrl+Delete</source>
        <translation>Ctrl+Delete</translation>
    </message>
    <message>
        <source>Delete the following moves</source>
        <translation>Delete the following moves</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Delete</source>
        <translation>Ctrl+Shift+Delete</translation>
    </message>
    <message>
        <source>Flip the board</source>
        <translation>Flip the board</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>Start or stop the engine</source>
        <translation>Start or stop the engine</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Rulebook notation, Vietnamese letters</source>
        <translation>Rulebook notation, Vietnamese letters</translation>
    </message>
    <message>
        <source>Rulebook notation, English letters</source>
        <translation>Rulebook notation, English letters</translation>
    </message>
    <message>
        <source>SAN (cotulenh platform)</source>
        <translation>SAN (cotulenh platform)</translation>
    </message>
    <message>
        <source>Red&apos;s air-defence zones</source>
        <translation>Red&apos;s air-defence zones</translation>
    </message>
    <message>
        <source>Blue&apos;s air-defence zones</source>
        <translation>Blue&apos;s air-defence zones</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Dark theme</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>E&amp;ngine</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&amp;About Saban</source>
        <translation>&amp;About Saban</translation>
    </message>
    <message>
        <source>About Saban</source>
        <translation>About Saban</translation>
    </message>
    <message>
        <source>Cannot open game %1: %2</source>
        <translation>Cannot open game %1: %2</translation>
    </message>
    <message>
        <source>Game %1 opened</source>
        <translation>Game %1 opened</translation>
    </message>
    <message>
        <source>Cờ Đông Sơn has no deploy turns</source>
        <translation>Cờ Đông Sơn has no deploy turns</translation>
    </message>
    <message>
        <source>%1 cannot be read as a game record: %2</source>
        <translation>%1 cannot be read as a game record: %2</translation>
    </message>
    <message>
        <source>Open a database</source>
        <translation>Open a database</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn)</source>
        <translation>Game records (*.ctr *.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <source>Save the game to the database</source>
        <translation>Save the game to the database</translation>
    </message>
    <message>
        <source>Open a record file</source>
        <translation>Open a record file</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn *.txt);;All files (*)</source>
        <translation>Game records (*.ctr *.pgn *.txt);;All files (*)</translation>
    </message>
    <message>
        <source>Its encoding may be one that detection did not recognise: name it, seeing the file&apos;s first lines as each encoding reads them.</source>
        <translation>Its encoding may be one that detection did not recognise: name it, seeing the file&apos;s first lines as each encoding reads them.</translation>
    </message>
    <message>
        <source>Choose the &amp;encoding…</source>
        <translation>Choose the &amp;encoding…</translation>
    </message>
    <message>
        <source>Open a record file in an encoding</source>
        <translation>Open a record file in an encoding</translation>
    </message>
    <message>
        <source>%1 cannot be decoded: from line %2 its text is not UTF-8 and reads as no Vietnamese in Windows-1258, TCVN3 or VNI.</source>
        <translation>%1 cannot be decoded: from line %2 its text is not UTF-8 and reads as no Vietnamese in Windows-1258, TCVN3 or VNI.</translation>
    </message>
    <message>
        <source>%1 cannot be decoded: line %2 holds a byte that is not %3, the encoding named.</source>
        <translation>%1 cannot be decoded: line %2 holds a byte that is not %3, the encoding named.</translation>
    </message>
    <message>
        <source>%1 cannot be decoded: line %2 holds a byte that is not %3, the encoding detected.</source>
        <translation>%1 cannot be decoded: line %2 holds a byte that is not %3, the encoding detected.</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Export the board</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG (*.svg)</source>
        <translation>PNG image (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <source>Board exported to %1</source>
        <translation>Board exported to %1</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Cannot write %1</translation>
    </message>
    <message>
        <source>Position editor…</source>
        <translation>Position editor…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Save the game to the &amp;database</source>
        <translation>Save the game to the &amp;database</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>This game is not from the database: save it to a file, then import it</source>
        <translation>This game is not from the database: save it to a file, then import it</translation>
    </message>
    <message>
        <source>Cannot save game %1: %2</source>
        <translation>Cannot save game %1: %2</translation>
    </message>
    <message>
        <source>Game %1 saved to the database</source>
        <translation>Game %1 saved to the database</translation>
    </message>
    <message>
        <source>E&amp;xport the game (PDF, HTML)…</source>
        <translation>E&amp;xport the game (PDF, HTML)…</translation>
    </message>
    <message>
        <source>Game exported</source>
        <translation>Game exported</translation>
    </message>
    <message>
        <source>Attacked points</source>
        <translation>Attacked points</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>Cannot read %1</translation>
    </message>
    <message>
        <source>%1 holds no game</source>
        <translation>%1 holds no game</translation>
    </message>
    <message>
        <source>The game has changed</source>
        <translation>The game has changed</translation>
    </message>
    <message>
        <source>The open game has changes that are not saved. Save them first?</source>
        <translation>The open game has changes that are not saved. Save them first?</translation>
    </message>
    <message>
        <source>Save writes the game back to the database (game %1).</source>
        <translation>Save writes the game back to the database (game %1).</translation>
    </message>
    <message>
        <source>Save writes the game to a record file.</source>
        <translation>Save writes the game to a record file.</translation>
    </message>
    <message>
        <source>The database cannot be opened.</source>
        <translation>The database cannot be opened.</translation>
    </message>
    <message>
        <source>The database in use stays open: %1</source>
        <translation>The database in use stays open: %1</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>No database is open.</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>Cannot open the database</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>&amp;Pieces and board</source>
        <translation>&amp;Pieces and board</translation>
    </message>
    <message>
        <source>Ring the units under attack: in the attacker&apos;s colour when nothing defends them (hanging), in yellow when they are defended</source>
        <translation>Ring the units under attack: in the attacker&apos;s colour when nothing defends them (hanging), in yellow when they are defended</translation>
    </message>
    <message>
        <source>&lt;b&gt;Saban&lt;/b&gt; — a toolkit for Commander Chess (Cờ tư lệnh) and Cờ Đông Sơn: a game database on PostgreSQL, an engine and a record parser.&lt;br&gt;The manual: Help menu, Manual (F1); every key: Keyboard shortcuts (Ctrl+F1).</source>
        <translation>&lt;b&gt;Saban&lt;/b&gt; — a toolkit for Commander Chess (Cờ tư lệnh) and Cờ Đông Sơn: a game database on PostgreSQL, an engine and a record parser.&lt;br&gt;The manual: Help menu, Manual (F1); every key: Keyboard shortcuts (Ctrl+F1).</translation>
    </message>
</context>
<context>
    <name>saban::gui::MoveEntry</name>
    <message>
        <source>It is %1&apos;s turn: select one of %1&apos;s units</source>
        <translation>It is %1&apos;s turn: select one of %1&apos;s units</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal move</source>
        <translation>The %1 on %2 has no legal move</translation>
    </message>
    <message>
        <source>In a deploy turn only pieces of the stack on %1 move</source>
        <translation>In a deploy turn only pieces of the stack on %1 move</translation>
    </message>
    <message>
        <source>Choose the whole stack or one piece, then a point</source>
        <translation>Choose the whole stack or one piece, then a point</translation>
    </message>
    <message>
        <source>Both a stay capture and a capture that moves are legal: choose one</source>
        <translation>Both a stay capture and a capture that moves are legal: choose one</translation>
    </message>
    <message>
        <source>Deploy: move another piece of the stack, or press Enter to end the turn</source>
        <translation>Deploy: move another piece of the stack, or press Enter to end the turn</translation>
    </message>
    <message>
        <source>Deploy: the pieces left on %1 cannot stay there; move another one</source>
        <translation>Deploy: the pieces left on %1 cannot stay there; move another one</translation>
    </message>
    <message>
        <source>No deploy turn is under way</source>
        <translation>No deploy turn is under way</translation>
    </message>
    <message>
        <source>The pieces left behind cannot stay: move another one</source>
        <translation>The pieces left behind cannot stay: move another one</translation>
    </message>
    <message>
        <source>Sub-move taken back</source>
        <translation>Sub-move taken back</translation>
    </message>
    <message>
        <source>Illegal: %1 %2 to %3 would leave your commander attacked or facing the enemy commander</source>
        <translation>Illegal: %1 %2 to %3 would leave your commander attacked or facing the enemy commander</translation>
    </message>
    <message>
        <source>A navy cannot stand on land (%1)</source>
        <translation>A navy cannot stand on land (%1)</translation>
    </message>
    <message>
        <source>A %1 cannot stand at sea (%2)</source>
        <translation>A %1 cannot stand at sea (%2)</translation>
    </message>
    <message>
        <source>The %1 on %2 cannot reach %3</source>
        <translation>The %1 on %2 cannot reach %3</translation>
    </message>
    <message>
        <source>Stay capture (fire without moving)</source>
        <translation>Stay capture (fire without moving)</translation>
    </message>
    <message>
        <source>Capture and move to %1</source>
        <translation>Capture and move to %1</translation>
    </message>
    <message>
        <source>One-for-one capture</source>
        <translation>One-for-one capture</translation>
    </message>
    <message>
        <source>Join the unit on %1</source>
        <translation>Join the unit on %1</translation>
    </message>
    <message>
        <source>Fly in and be shot down</source>
        <translation>Fly in and be shot down</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Move to %1</translation>
    </message>
</context>
<context>
    <name>saban::gui::PositionEditor</name>
    <message>
        <source>Position editor</source>
        <translation>Position editor</translation>
    </message>
    <message>
        <source>Click a point to put the piece there (onto a unit of the same side: a stack); right click takes the top piece away.</source>
        <translation>Click a point to put the piece there (onto a unit of the same side: a stack); right click takes the top piece away.</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Hero</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>To move:</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>Empty board</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Start position</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>Find games</source>
        <translation>Find games</translation>
    </message>
    <message>
        <source>Set up on the board</source>
        <translation>Set up on the board</translation>
    </message>
    <message>
        <source>A %1 cannot join that unit</source>
        <translation>A %1 cannot join that unit</translation>
    </message>
    <message>
        <source>Invalid FEN at character %1: %2</source>
        <translation>Invalid FEN at character %1: %2</translation>
    </message>
    <message>
        <source>Each side needs its commander</source>
        <translation>Each side needs its commander</translation>
    </message>
    <message>
        <source>The position is valid</source>
        <translation>The position is valid</translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsCharts</name>
    <message>
        <source>Draws</source>
        <translation>Draws</translation>
    </message>
    <message>
        <source>Results by mode</source>
        <translation>Results by mode</translation>
    </message>
    <message>
        <source>Results by ending</source>
        <translation>Results by ending</translation>
    </message>
    <message>
        <source>Game lengths (plies)</source>
        <translation>Game lengths (plies)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Pieces lost, by piece</source>
        <translation>Pieces lost, by piece</translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsPane</name>
    <message>
        <source>Whole database</source>
        <translation>Whole database</translation>
    </message>
    <message>
        <source>The game whose games are counted</source>
        <translation>The game whose games are counted</translation>
    </message>
    <message>
        <source>Player&apos;s page: type a name (accents optional) and press Enter</source>
        <translation>Player&apos;s page: type a name (accents optional) and press Enter</translation>
    </message>
    <message>
        <source>No player whose name contains &quot;%1&quot; has games of %2 (the game chosen above)</source>
        <translation>No player whose name contains &quot;%1&quot; has games of %2 (the game chosen above)</translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsText</name>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>draws</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>wins</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>losses</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 games</translation>
    </message>
    <message>
        <source>%1 won %2, drawn %3, %4 won %5, without a result %6</source>
        <translation>%1 won %2, drawn %3, %4 won %5, without a result %6</translation>
    </message>
    <message>
        <source>%1 won %2, drawn %3, %4 won %5</source>
        <translation>%1 won %2, drawn %3, %4 won %5</translation>
    </message>
    <message>
        <source>%1; %2 plies on average (%3 to %4)</source>
        <translation>%1; %2 plies on average (%3 to %4)</translation>
    </message>
    <message>
        <source>Not counted here: %1 games of %2 (choose the game above).</source>
        <translation>Not counted here: %1 games of %2 (choose the game above).</translation>
    </message>
    <message>
        <source>By mode</source>
        <translation>By mode</translation>
    </message>
    <message>
        <source>By ending</source>
        <translation>By ending</translation>
    </message>
    <message>
        <source>By rules</source>
        <translation>By rules</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>By year</translation>
    </message>
    <message>
        <source>Game lengths (plies)</source>
        <translation>Game lengths (plies)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Most played openings</source>
        <translation>Most played openings</translation>
    </message>
    <message>
        <source>Pieces lost</source>
        <translation>Pieces lost</translation>
    </message>
    <message>
        <source>Games of %1 only (the game chosen above)</source>
        <translation>Games of %1 only (the game chosen above)</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>as %1</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>Openings played</source>
        <translation>Openings played</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Recent games</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>result</source>
        <translation>result</translation>
    </message>
    <message>
        <source>event</source>
        <translation>event</translation>
    </message>
    <message>
        <source>Open this game</source>
        <translation>Open this game</translation>
    </message>
</context>
<context>
    <name>saban::gui::TrashDialog</name>
    <message>
        <source>Deleted games</source>
        <translation>Deleted games</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>First player</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Second player</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Deleted</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restore</translation>
    </message>
    <message>
        <source>&amp;Empty the trash</source>
        <translation>&amp;Empty the trash</translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>The trash is empty.</translation>
    </message>
    <message numerus="yes">
        <source>%n deleted game(s): they are in no search, count or opening tree until restored.</source>
        <translation>
            <numerusform>%n deleted game: it is in no search, count or opening tree until restored.</numerusform>
            <numerusform>%n deleted games: they are in no search, count or opening tree until restored.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) restored</source>
        <translation>
            <numerusform>%n game restored</numerusform>
            <numerusform>%n games restored</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty the trash</source>
        <translation>Empty the trash</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n game(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>Delete the %n game in the trash for good? This cannot be undone.</numerusform>
            <numerusform>Delete the %n games in the trash for good? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted for good</source>
        <translation>
            <numerusform>%n game deleted for good</numerusform>
            <numerusform>%n games deleted for good</numerusform>
        </translation>
    </message>
</context>
</TS>
