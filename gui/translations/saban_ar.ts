<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context>
    <name>CoordinatesMenu</name>
    <message>
        <source>Board coordinates</source>
        <translation>إحداثيات الرقعة</translation>
    </message>
    <message>
        <source>As the notation writes them</source>
        <translation>كما يكتبها التدوين</translation>
    </message>
    <message>
        <source>Rulebook: row,column from 0</source>
        <translation>كتاب القواعد: الصف،العمود بدءًا من 0</translation>
    </message>
    <message>
        <source>Letters and numbers: a–k, 1–12</source>
        <translation>حروف وأرقام: a–k، 1–12</translation>
    </message>
</context>
<context>
    <name>DatabasePrompts</name>
    <message>
        <source>Open a database</source>
        <translation>فتح قاعدة بيانات</translation>
    </message>
    <message>
        <source>This database has no Saban tables. Create them?</source>
        <translation>لا تحوي قاعدة البيانات هذه جداول Saban. أأنشئها؟</translation>
    </message>
    <message>
        <source>%1

Saban creates its tables (schema version %2) in this database. Cancel leaves the database as it is, unopened.</source>
        <translation>%1

ينشئ Saban جداوله (المخطط بالإصدار %2) في قاعدة البيانات هذه. الإلغاء يترك قاعدة البيانات كما هي، دون فتحها.</translation>
    </message>
    <message>
        <source>&amp;Create the tables</source>
        <translation>إ&amp;نشاء الجداول</translation>
    </message>
    <message>
        <source>This database has Saban&apos;s tables of version %1. Upgrade them to version %2?</source>
        <translation>تحوي قاعدة البيانات هذه جداول Saban بالإصدار %1. أأرقّيها إلى الإصدار %2؟</translation>
    </message>
    <message>
        <source>%1

An upgraded database cannot be used by older versions of Saban. Cancel leaves the database as it is, unopened.</source>
        <translation>%1

لا تستطيع إصدارات Saban الأقدم استعمال قاعدة بيانات مُرقّاة. الإلغاء يترك قاعدة البيانات كما هي، دون فتحها.</translation>
    </message>
    <message>
        <source>&amp;Upgrade</source>
        <translation>&amp;ترقية</translation>
    </message>
    <message>
        <source>The database was not opened; %1 stays in use</source>
        <translation>لم تُفتح قاعدة البيانات؛ تبقى %1 قيد الاستعمال</translation>
    </message>
    <message>
        <source>The database was not opened</source>
        <translation>لم تُفتح قاعدة البيانات</translation>
    </message>
</context>
<context>
    <name>Encodings</name>
    <message>
        <source>UTF-8 with a byte order mark</source>
        <translation>UTF-8 مع علامة ترتيب البايتات</translation>
    </message>
    <message>
        <source>no Vietnamese encoding</source>
        <translation>ليس ترميزًا فيتناميًا</translation>
    </message>
</context>
<context>
    <name>GameClipboard</name>
    <message>
        <source>The clipboard holds no text</source>
        <translation>لا تحتوي الحافظة على نص</translation>
    </message>
    <message>
        <source>Not a position in FEN (%1), at character %2: %3</source>
        <translation>ليس وضعًا بصيغة FEN (%1)، عند الحرف %2: %3</translation>
    </message>
    <message>
        <source>Commander Chess</source>
        <translation>شطرنج القائد</translation>
    </message>
    <message>
        <source>The clipboard holds no game</source>
        <translation>لا تحتوي الحافظة على أي مباراة</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Promote the variation</source>
        <translation>ترقية الفرع</translation>
    </message>
    <message>
        <source>Delete the variation</source>
        <translation>حذف الفرع</translation>
    </message>
    <message>
        <source>Delete the following moves</source>
        <translation>حذف النقلات التالية</translation>
    </message>
    <message>
        <source>Edit the comment</source>
        <translation>تحرير التعليق</translation>
    </message>
    <message>
        <source>Draw an arrow</source>
        <translation>رسم سهم</translation>
    </message>
    <message>
        <source>Colour a point</source>
        <translation>تلوين نقطة</translation>
    </message>
    <message>
        <source>Set an annotation symbol</source>
        <translation>وضع رمز تعليق</translation>
    </message>
    <message>
        <source>Remove the annotation symbols</source>
        <translation>إزالة رموز التعليق</translation>
    </message>
    <message>
        <source>Set the judgement</source>
        <translation>تحديد التقييم</translation>
    </message>
    <message>
        <source>Edit the header</source>
        <translation>تعديل ترويسة المباراة</translation>
    </message>
</context>
<context>
    <name>Grammar</name>
    <message>
        <source>tag pair</source>
        <translation>زوج وسم</translation>
    </message>
    <message>
        <source>tag name</source>
        <translation>اسم وسم</translation>
    </message>
    <message>
        <source>quoted tag value</source>
        <translation>قيمة وسم بين علامتي تنصيص</translation>
    </message>
    <message>
        <source>comment</source>
        <translation>تعليق</translation>
    </message>
    <message>
        <source>NAG</source>
        <translation>رمز NAG</translation>
    </message>
    <message>
        <source>move number</source>
        <translation>رقم النقلة</translation>
    </message>
    <message>
        <source>move</source>
        <translation>نقلة</translation>
    </message>
    <message>
        <source>result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>variation</source>
        <translation>فرع</translation>
    </message>
    <message>
        <source>move, comment or variation</source>
        <translation>نقلة أو تعليق أو فرع</translation>
    </message>
    <message>
        <source>game</source>
        <translation>مباراة</translation>
    </message>
</context>
<context>
    <name>Judgement</name>
    <message>
        <source>Brilliant move</source>
        <translation>نقلة رائعة</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>نقلة جيدة</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>نقلة غير دقيقة</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>خطأ فادح</translation>
    </message>
    <message>
        <source>No judgement</source>
        <translation>بلا تقييم</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <source>Piece</source>
        <translation>القطعة</translation>
    </message>
    <message>
        <source>Rulebook (Vietnamese letters)</source>
        <translation>ترميز كتاب القواعد (حروف فيتنامية)</translation>
    </message>
    <message>
        <source>Rulebook (English letters)</source>
        <translation>ترميز كتاب القواعد (حروف إنجليزية)</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>SAN</translation>
    </message>
    <message>
        <source>Moves and captures</source>
        <translation>الحركة والأسر</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>على الرقعة</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>المعنى</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>يابسة</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>بحر</translation>
    </message>
    <message>
        <source>Coast</source>
        <translation>ساحل</translation>
    </message>
    <message>
        <source>River mouth (small diamonds)</source>
        <translation>مصب النهر (معينات صغيرة)</translation>
    </message>
    <message>
        <source>River (the files broken)</source>
        <translation>النهر (الأعمدة مقطوعة)</translation>
    </message>
    <message>
        <source>Ford (stones across the river)</source>
        <translation>مخاضة (حجارة عبر النهر)</translation>
    </message>
    <message>
        <source>Hero (star)</source>
        <translation>بطل (نجمة)</translation>
    </message>
    <message>
        <source>A piece that has attacked the enemy commander: it reaches further (one more point; a heroic commander also diagonally)</source>
        <translation>قطعة هاجمت قائد العدو: يزداد مداها (نقطة إضافية؛ والقائد البطل يتحرك قطريًا أيضًا)</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>كومة</translation>
    </message>
    <message>
        <source>The carrier large, its passengers small above it (here a navy carrying an air force and the commander); the tooltip names them</source>
        <translation>الحامل كبير وركابه صغار فوقه (هنا بحرية تحمل قوة جوية والقائد)؛ يسمّيهم التلميح</translation>
    </message>
    <message>
        <source>Red&apos;s air-defence zone</source>
        <translation>منطقة الدفاع الجوي للأحمر</translation>
    </message>
    <message>
        <source>Blue&apos;s air-defence zone</source>
        <translation>منطقة الدفاع الجوي للأزرق</translation>
    </message>
    <message>
        <source>Points the side&apos;s anti-air guns, missiles and navies cover: enemy aircraft are shot down there (View menu)</source>
        <translation>النقاط التي تغطيها مدافع الطرف المضادة للطائرات وصواريخه وبحريته: تُسقط طائرات العدو فيها (قائمة العرض)</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>آخر نقلة</translation>
    </message>
    <message>
        <source>The points the last move left and reached, shaded yellow</source>
        <translation>النقطتان اللتان غادرتهما آخر نقلة ووصلت إليهما، مظللتان بالأصفر</translation>
    </message>
    <message>
        <source>Selected unit</source>
        <translation>الوحدة المختارة</translation>
    </message>
    <message>
        <source>Framed; its destinations dotted, its captures ringed red</source>
        <translation>محاطة بإطار؛ وجهاتها منقّطة وأسراتها مطوّقة بالأحمر</translation>
    </message>
    <message>
        <source>Deploy chips</source>
        <translation>رقاقات الانتشار</translation>
    </message>
    <message>
        <source>Beside a selected stack: the whole unit or one of its pieces, to move alone; the chosen one framed green</source>
        <translation>بجانب الكومة المختارة: الوحدة كلها أو إحدى قطعها لتتحرك وحدها؛ المختارة محاطة بالأخضر</translation>
    </message>
    <message>
        <source>Attacked, defended (yellow ring)</source>
        <translation>مهاجَمة ومحمية (حلقة صفراء)</translation>
    </message>
    <message>
        <source>Hanging (ring in the attacker&apos;s colour)</source>
        <translation>معلّقة (حلقة بلون المهاجم)</translation>
    </message>
    <message>
        <source>Attacked points (View menu): a unit the enemy attacks that its own side defends</source>
        <translation>النقاط المهاجَمة (قائمة العرض): وحدة يهاجمها العدو ويحميها طرفها</translation>
    </message>
    <message>
        <source>Attacked points (View menu): a unit the enemy attacks and nothing defends: it can be taken for free</source>
        <translation>النقاط المهاجَمة (قائمة العرض): وحدة يهاجمها العدو ولا يحميها شيء: يمكن أسرها مجانًا</translation>
    </message>
    <message>
        <source>Any distance along a rank, file or diagonal, never through a piece; never onto a square the enemy controls</source>
        <translation>أي مسافة على صف أو عمود أو قطر دون المرور فوق أي قطعة؛ لا يدخل أبدًا مربعًا يسيطر عليه العدو</translation>
    </message>
    <message>
        <source>Any distance along a rank or file, never through a piece</source>
        <translation>أي مسافة على صف أو عمود دون المرور فوق أي قطعة</translation>
    </message>
    <message>
        <source>One square forward to an empty square; captures one square diagonally forward; becomes a Ngựa, Voi or Gà on the far rank</source>
        <translation>مربع واحد إلى الأمام نحو مربع فارغ؛ يأسر مربعًا واحدًا قطريًا إلى الأمام؛ يصبح Ngựa أو Voi أو Gà في الصف الأخير</translation>
    </message>
    <message>
        <source>One square forward, moving or capturing; becomes a Ngựa, Voi or Gà on the far rank</source>
        <translation>مربع واحد إلى الأمام تحركًا أو أسرًا؛ يصبح Ngựa أو Voi أو Gà في الصف الأخير</translation>
    </message>
    <message>
        <source>The knight&apos;s leap, over pieces; once in the Cung it stays there</source>
        <translation>قفزة الحصان فوق القطع؛ إذا دخل Cung بقي فيه</translation>
    </message>
    <message>
        <source>Leaps one or two squares diagonally, over pieces; once in the Cung it stays there</source>
        <translation>يقفز مربعًا أو مربعين قطريًا فوق القطع؛ إذا دخل Cung بقي فيه</translation>
    </message>
    <message>
        <source>Leaps exactly two squares along a rank or file, over pieces; once in the Cung it stays there</source>
        <translation>يقفز مربعين بالضبط على صف أو عمود فوق القطع؛ إذا دخل Cung بقي فيه</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>الحرف</translation>
    </message>
    <message>
        <source>Cung (palace)</source>
        <translation>Cung (القصر)</translation>
    </message>
    <message>
        <source>d4–f6, shaded and framed: a wedding gift (Ngựa, Voi, Gà) that enters it stays in it; a Thần that reaches the Tâm wins (palace entry)</source>
        <translation>d4–f6، مظلل ومؤطر: هدية العرس (Ngựa وVoi وGà) التي تدخله تبقى فيه؛ الـThần الذي يبلغ Tâm يفوز (دخول القصر)</translation>
    </message>
    <message>
        <source>Tâm</source>
        <translation>Tâm</translation>
    </message>
    <message>
        <source>e5, the Cung&apos;s centre, ringed</source>
        <translation>e5، مركز Cung، مطوّق بحلقة</translation>
    </message>
    <message>
        <source>The squares the last move left and reached, shaded yellow</source>
        <translation>المربعان اللذان غادرتهما آخر نقلة ووصلت إليهما، مظللان بالأصفر</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>كش</translation>
    </message>
    <message>
        <source>The square of a Thần in check, red</source>
        <translation>مربع الـThần المهدَّد بالكش، بالأحمر</translation>
    </message>
    <message>
        <source>Pieces and board</source>
        <translation>القطع والرقعة</translation>
    </message>
    <message>
        <source>Commander Chess</source>
        <translation>شطرنج القائد</translation>
    </message>
</context>
<context>
    <name>ManualDialog</name>
    <message>
        <source>Saban manual</source>
        <translation>دليل استخدام Saban</translation>
    </message>
    <message>
        <source>Find in the manual (Enter: next)</source>
        <translation>ابحث في الدليل (Enter: التالي)</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>ا&amp;بحث:</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>غير موجود</translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <source>commander</source>
        <translation>قائد</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>جندي مشاة</translation>
    </message>
    <message>
        <source>engineer</source>
        <translation>مهندس</translation>
    </message>
    <message>
        <source>militia</source>
        <translation>ميليشيا</translation>
    </message>
    <message>
        <source>anti-air gun</source>
        <translation>مدفع مضاد للطائرات</translation>
    </message>
    <message>
        <source>tank</source>
        <translation>دبابة</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>مدفعية</translation>
    </message>
    <message>
        <source>missile</source>
        <translation>صاروخ</translation>
    </message>
    <message>
        <source>air force</source>
        <translation>طائرة</translation>
    </message>
    <message>
        <source>navy</source>
        <translation>حاملة طائرات</translation>
    </message>
    <message>
        <source>headquarters</source>
        <translation>مقر</translation>
    </message>
</context>
<context>
    <name>PointInfo</name>
    <message>
        <source>Any distance along a rank or file, never through a piece; captures only next to it; must never face the enemy commander on an open line</source>
        <translation>يتحرك أي مسافة على صف أو عمود دون المرور فوق أي قطعة؛ لا يأسر إلا ما يجاوره؛ لا يواجه أبدًا قائد العدو على خط مفتوح</translation>
    </message>
    <message>
        <source>1 point along a rank or file, moving or capturing</source>
        <translation>نقطة واحدة على صف أو عمود، تحركًا أو أسرًا</translation>
    </message>
    <message>
        <source>1 point along a rank or file, like infantry; carries artillery, anti-air guns and missiles across the river</source>
        <translation>نقطة واحدة على صف أو عمود مثل المشاة؛ ينقل المدفعية والمدافع المضادة للطائرات والصواريخ عبر النهر</translation>
    </message>
    <message>
        <source>1 point in any of the 8 directions, moving or capturing</source>
        <translation>نقطة واحدة في أي من الاتجاهات الثمانية، تحركًا أو أسرًا</translation>
    </message>
    <message>
        <source>1 point along a rank or file; its air-defence zone (radius 1) stops enemy aircraft</source>
        <translation>نقطة واحدة على صف أو عمود؛ منطقة دفاعه الجوي (نصف قطرها 1) توقف طائرات العدو</translation>
    </message>
    <message>
        <source>1 or 2 points along a rank or file, never through a piece</source>
        <translation>نقطة أو نقطتان على صف أو عمود، دون المرور فوق أي قطعة</translation>
    </message>
    <message>
        <source>1 to 3 points in any of the 8 directions; captures over pieces; crosses the river at a ford or with an engineer</source>
        <translation>من نقطة إلى ثلاث نقاط في أي من الاتجاهات الثمانية؛ يأسر من فوق القطع؛ يعبر النهر عند المخاضة أو مع المهندس</translation>
    </message>
    <message>
        <source>1 or 2 points along a rank or file or 1 diagonally; captures over pieces; air-defence zone of radius 2</source>
        <translation>نقطة أو نقطتان على صف أو عمود أو نقطة واحدة قطريًا؛ يأسر من فوق القطع؛ منطقة دفاع جوي نصف قطرها 2</translation>
    </message>
    <message>
        <source>1 to 4 points in any of the 8 directions, flying over pieces; enemy air-defence zones stop it</source>
        <translation>من نقطة إلى أربع نقاط في أي من الاتجاهات الثمانية، طائرًا فوق القطع؛ توقفه مناطق الدفاع الجوي للعدو</translation>
    </message>
    <message>
        <source>1 to 4 points in any of the 8 directions on water; its guns reach the land; air-defence zone of radius 1</source>
        <translation>من نقطة إلى أربع نقاط في أي من الاتجاهات الثمانية على الماء؛ تبلغ مدافعها اليابسة؛ منطقة دفاع جوي نصف قطرها 1</translation>
    </message>
    <message>
        <source>Never moves; only its own commander may enter it; a hero (last guard) moves 1 point</source>
        <translation>لا يتحرك أبدًا؛ لا يدخله إلا قائده؛ إذا صار بطلًا (الحارس الأخير) يتحرك نقطة واحدة</translation>
    </message>
    <message>
        <source>heroic %1</source>
        <translation>%1 بطل</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>side, piece</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 %2 carrying %3</source>
        <comment>side, carrier, passengers</comment>
        <translation>%2 %1 يحمل %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> و</translation>
    </message>
    <message>
        <source>Sea: only the navy stands here</source>
        <translation>بحر: لا تقف هنا إلا البحرية</translation>
    </message>
    <message>
        <source>River mouth: water and land, for the navy and land pieces alike</source>
        <translation>مصب النهر: ماء ويابسة، للبحرية والقطع البرية على السواء</translation>
    </message>
    <message>
        <source>Coast: water and land, for the navy and land pieces alike</source>
        <translation>الساحل: ماء ويابسة، للبحرية والقطع البرية على السواء</translation>
    </message>
    <message>
        <source>Land, at a ford: every piece may cross the river here</source>
        <translation>يابسة عند مخاضة: تعبر كل القطع النهر من هنا</translation>
    </message>
    <message>
        <source>Land, on the river bank: heavy pieces cross only at a ford</source>
        <translation>يابسة على ضفة النهر: لا تعبر القطع الثقيلة إلا عند مخاضة</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>يابسة</translation>
    </message>
    <message>
        <source>In both sides&apos; air-defence zones</source>
        <translation>داخل منطقتي الدفاع الجوي للطرفين</translation>
    </message>
    <message>
        <source>In Red&apos;s air-defence zone</source>
        <translation>داخل منطقة الدفاع الجوي للأحمر</translation>
    </message>
    <message>
        <source>In Blue&apos;s air-defence zone</source>
        <translation>داخل منطقة الدفاع الجوي للأزرق</translation>
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
        <translation>في الصف %1 عدد %2 من النقاط، والمتوقع 11</translation>
    </message>
    <message>
        <source>more than 12 ranks</source>
        <translation>أكثر من 12 صفًا</translation>
    </message>
    <message>
        <source>empty count %1 out of range (1-11)</source>
        <translation>عدد النقاط الفارغة %1 خارج المدى (1-11)</translation>
    </message>
    <message>
        <source>rank %1 has more than 11 points</source>
        <translation>في الصف %1 أكثر من 11 نقطة</translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>&apos;)&apos; بلا &apos;(&apos; يقابله</translation>
    </message>
    <message>
        <source>unclosed &apos;(&apos; in rank %1</source>
        <translation>&apos;(&apos; غير مغلق في الصف %1</translation>
    </message>
    <message>
        <source>dangling heroic marker &apos;+&apos; at the end of rank %1</source>
        <translation>علامة البطل &apos;+&apos; معلّقة في نهاية الصف %1</translation>
    </message>
    <message>
        <source>double heroic marker &apos;++&apos;</source>
        <translation>علامة البطل مكررة &apos;++&apos;</translation>
    </message>
    <message>
        <source>nested parentheses are not allowed</source>
        <translation>الأقواس المتداخلة غير مسموح بها</translation>
    </message>
    <message>
        <source>empty stack &apos;()&apos;</source>
        <translation>كومة فارغة &apos;()&apos;</translation>
    </message>
    <message>
        <source>invalid character &apos;%1&apos; (piece letters: CIEMGTASFNH)</source>
        <translation>حرف غير صالح &apos;%1&apos; (حروف القطع: CIEMGTASFNH)</translation>
    </message>
    <message>
        <source>expected 12 ranks, got %1</source>
        <translation>المتوقع 12 صفًا، والموجود %1</translation>
    </message>
    <message>
        <source>a stack mixes red and blue pieces on %1</source>
        <translation>كومة تخلط قطعًا حمراء وزرقاء في %1</translation>
    </message>
    <message>
        <source>a stack holds at most 3 pieces on %1</source>
        <translation>الكومة في %1 تحمل أكثر من 3 قطع</translation>
    </message>
    <message>
        <source>%1 cannot form a stack under the %2 profile on %3</source>
        <translation>لا تشكّل %1 كومة وفق قواعد %2 (في %3)</translation>
    </message>
    <message>
        <source>a navy cannot stand on land on %1</source>
        <translation>لا يمكن لحاملة الطائرات الوقوف على البر (%1)</translation>
    </message>
    <message>
        <source>%1 cannot stand at sea on %2</source>
        <translation>لا يمكن للقطعة %1 الوقوف في البحر (%2)</translation>
    </message>
    <message>
        <source>the commander is never heroic under the %1 profile on %2</source>
        <translation>لا يكون القائد بطلًا أبدًا وفق قواعد %1 (في %2)</translation>
    </message>
    <message>
        <source>%1 has more than %2 %3 on %4</source>
        <translation>لدى %1 أكثر من %2 من القطعة %3 (في %4)</translation>
    </message>
    <message>
        <source>%1 has more than 32 air-defence pieces on %2</source>
        <translation>لدى %1 أكثر من 32 قطعة دفاع جوي (في %2)</translation>
    </message>
    <message>
        <source>%1 has no commander</source>
        <translation>ليس لدى %1 قائد</translation>
    </message>
    <message>
        <source>empty FEN</source>
        <translation>FEN فارغة</translation>
    </message>
    <message>
        <source>too many fields (expected at most 6)</source>
        <translation>حقول كثيرة جدًا (6 على الأكثر)</translation>
    </message>
    <message>
        <source>invalid side to move &apos;%1&apos;, expected &apos;r&apos; or &apos;b&apos;</source>
        <translation>صاحب الدور غير صالح &apos;%1&apos;، المتوقع &apos;r&apos; أو &apos;b&apos;</translation>
    </message>
    <message>
        <source>castling field must be &apos;-&apos;, got &apos;%1&apos;</source>
        <translation>حقل التبييت يجب أن يكون &apos;-&apos;، لا &apos;%1&apos;</translation>
    </message>
    <message>
        <source>en passant field must be &apos;-&apos;, got &apos;%1&apos;</source>
        <translation>حقل الأخذ في المرور يجب أن يكون &apos;-&apos;، لا &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid half-move clock &apos;%1&apos;</source>
        <translation>عداد أنصاف النقلات غير صالح &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid move number &apos;%1&apos;</source>
        <translation>رقم النقلة غير صالح &apos;%1&apos;</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation>فروع متداخلة بعمق يزيد على %1</translation>
    </message>
    <message>
        <source>this comment is never closed (no &apos;}&apos;)</source>
        <translation>هذا التعليق غير مغلق (لا يوجد &apos;}&apos;)</translation>
    </message>
    <message>
        <source>this variation is never closed (no &apos;)&apos;)</source>
        <translation>هذا الفرع غير مغلق (لا يوجد &apos;)&apos;)</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>المتوقع %1</translation>
    </message>
    <message>
        <source>expected &apos;}&apos; to close the comment</source>
        <translation>المتوقع &apos;}&apos; لإغلاق التعليق</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the variation</source>
        <translation>المتوقع &apos;)&apos; لإغلاق الفرع</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; to close the tag</source>
        <translation>المتوقع &apos;]&apos; لإغلاق الوسم</translation>
    </message>
    <message>
        <source>expected &apos;&quot;&apos; to close the tag value</source>
        <translation>المتوقع &apos;&quot;&apos; لإغلاق قيمة الوسم</translation>
    </message>
    <message>
        <source>unexpected text (not a tag, move, comment or variation)</source>
        <translation>نص غير متوقع (ليس وسمًا ولا نقلة ولا تعليقًا ولا فرعًا)</translation>
    </message>
    <message>
        <source>cannot read the move &apos;%1&apos;</source>
        <translation>تعذّرت قراءة النقلة &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 (&apos;%2&apos;)</source>
        <translation>%1 (النقلة &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>unknown Notation &quot;%1&quot; (vi, en or san)</source>
        <translation>قيمة Notation غير معروفة &quot;%1&quot; (vi أو en أو san)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; uses the %2 letters but &apos;%3&apos; the %4 ones</source>
        <translation>&apos;%1&apos; تستخدم حروف %2 لكن &apos;%3&apos; تستخدم حروف %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: C is an engineer (vi) or the commander (en); add [Notation &quot;vi&quot;] or [Notation &quot;en&quot;]</source>
        <translation>&apos;%1&apos;: الحرف C هو المهندس (vi) أو القائد (en)؛ أضف [Notation &quot;vi&quot;] أو [Notation &quot;en&quot;]</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: H is a navy (vi) or headquarters (en); add [Notation &quot;vi&quot;] or [Notation &quot;en&quot;]</source>
        <translation>&apos;%1&apos;: الحرف H هو حاملة الطائرات (vi) أو المقر (en)؛ أضف [Notation &quot;vi&quot;] أو [Notation &quot;en&quot;]</translation>
    </message>
    <message>
        <source>unknown Profile &quot;%1&quot; (official or cotulenh)</source>
        <translation>قيمة Profile غير معروفة &quot;%1&quot; (official أو cotulenh)</translation>
    </message>
    <message>
        <source>unknown Mode &quot;%1&quot; (full, naval, air or land)</source>
        <translation>قيمة Mode غير معروفة &quot;%1&quot; (full أو naval أو air أو land)</translation>
    </message>
    <message>
        <source>invalid FEN: %1</source>
        <translation>FEN غير صالحة: %1</translation>
    </message>
    <message>
        <source>a variation must follow a move</source>
        <translation>يجب أن يأتي الفرع بعد نقلة</translation>
    </message>
    <message>
        <source>illegal move: it would leave the commander attacked or facing the enemy commander</source>
        <translation>نقلة غير قانونية: تترك القائد مهاجَمًا أو في مواجهة قائد الخصم</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos;</source>
        <translation>حرف قطعة غير معروف &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no point %1 on the board</source>
        <translation>لا توجد النقطة %1 على الرقعة</translation>
    </message>
    <message>
        <source>the move names no destination</source>
        <translation>النقلة لا تذكر وجهة</translation>
    </message>
    <message>
        <source>no %1 piece on %2</source>
        <translation>لا توجد قطعة من قطع %1 في %2</translation>
    </message>
    <message>
        <source>the sub-moves of one turn must leave the same point</source>
        <translation>يجب أن تنطلق النقلات الجزئية للدور الواحد من النقطة نفسها</translation>
    </message>
    <message>
        <source>there is no %1 on %2 (it holds %3)</source>
        <translation>لا يوجد %1 في %2 (فيها %3)</translation>
    </message>
    <message>
        <source>the move names no piece</source>
        <translation>النقلة لا تذكر قطعة</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos; in the stack</source>
        <translation>حرف قطعة غير معروف &apos;%1&apos; في الكومة</translation>
    </message>
    <message>
        <source>the stack on %1 is %2, not (%3)</source>
        <translation>الكومة في %1 هي %2، وليست (%3)</translation>
    </message>
    <message>
        <source>the move is ambiguous</source>
        <translation>النقلة ملتبسة: تطابقها عدة نقلات قانونية</translation>
    </message>
    <message>
        <source>illegal move: no legal turn of %1 on %2 matches</source>
        <translation>نقلة غير قانونية: لا يطابقها أي دور قانوني لـ%1 في %2</translation>
    </message>
    <message>
        <source>cannot read the destination of &apos;%1&apos;</source>
        <translation>تعذّرت قراءة وجهة &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a move names no piece</source>
        <translation>النقلة لا تذكر قطعة</translation>
    </message>
    <message>
        <source>cannot read where the unit comes from: &apos;%1&apos; is none of a file, a rank and a point (c, 10, c10)</source>
        <translation>تعذّرت قراءة مكان انطلاق الوحدة: &apos;%1&apos; ليس عمودًا ولا صفًا ولا نقطة (c، 10، c10)</translation>
    </message>
    <message>
        <source>%1 on file %2</source>
        <translation>%1 في العمود %2</translation>
    </message>
    <message>
        <source>%1 on rank %2</source>
        <translation>%1 في الصف %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 في %2</translation>
    </message>
    <message>
        <source>illegal move: no %1 can move to %2</source>
        <translation>نقلة غير قانونية: لا يوجد %1 يمكنه الانتقال إلى %2</translation>
    </message>
    <message>
        <source>illegal move: no %1 can capture on %2</source>
        <translation>نقلة غير قانونية: لا يوجد %1 يمكنه الأسر في %2</translation>
    </message>
    <message>
        <source>illegal move: no %1 can board on %2</source>
        <translation>نقلة غير قانونية: لا يوجد %1 يمكنه الصعود إلى %2</translation>
    </message>
    <message>
        <source>illegal move: no legal deploy turn fits (a %1 can move to %2 leaving %3 behind)</source>
        <translation>نقلة غير قانونية: لا يطابقها أي دور نشر قانوني (%1 ينتقل إلى %2 ويترك %3)</translation>
    </message>
    <message>
        <source>illegal move: no legal deploy turn fits (a %1 can capture on %2 leaving %3 behind)</source>
        <translation>نقلة غير قانونية: لا يطابقها أي دور نشر قانوني (%1 يأسر في %2 ويترك %3)</translation>
    </message>
    <message>
        <source>illegal move: no legal deploy turn fits (a %1 can board on %2 leaving %3 behind)</source>
        <translation>نقلة غير قانونية: لا يطابقها أي دور نشر قانوني (%1 يصعد إلى %2 ويترك %3)</translation>
    </message>
    <message>
        <source>the move is ambiguous (%1 legal turns fit)</source>
        <translation>النقلة ملتبسة (تطابقها %1 من الأدوار القانونية)</translation>
    </message>
    <message>
        <source>Termination &quot;%1&quot; but the replayed game ended by %2</source>
        <translation>الوسم Termination يذكر &quot;%1&quot; لكن المباراة عند إعادة لعبها انتهت بـ%2</translation>
    </message>
    <message>
        <source>Termination &quot;%1&quot; but the replayed game has not ended after its last move</source>
        <translation>الوسم Termination يذكر &quot;%1&quot; لكن المباراة عند إعادة لعبها لم تنتهِ بعد نقلتها الأخيرة</translation>
    </message>
    <message>
        <source>Result &quot;%1&quot; but the replayed game ended by %2, which is %3</source>
        <translation>الوسم Result يذكر &quot;%1&quot; لكن المباراة عند إعادة لعبها انتهت بـ%2، أي %3</translation>
    </message>
    <message>
        <source>expected at least placement, side to move and swap rights</source>
        <translation>المتوقع على الأقل: ترتيب القطع، وصاحب الدور، وحقوق التبديل</translation>
    </message>
    <message>
        <source>too many fields (at most 6)</source>
        <translation>حقول كثيرة جدًا (6 على الأكثر)</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 9</source>
        <translation>في الصف %1 عدد %2 من المربعات، لا 9</translation>
    </message>
    <message>
        <source>more than 9 ranks</source>
        <translation>أكثر من 9 صفوف</translation>
    </message>
    <message>
        <source>rank %1 is longer than 9 squares</source>
        <translation>الصف %1 أطول من 9 مربعات</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos; (T L B D N V G)</source>
        <translation>حرف قطعة غير معروف &apos;%1&apos; (T L B D N V G)</translation>
    </message>
    <message>
        <source>a Bộ or Đinh cannot stand on rank 1 or 9</source>
        <translation>لا يمكن لـBộ أو Đinh الوقوف في الصف 1 أو 9</translation>
    </message>
    <message>
        <source>the placement must describe 9 ranks of 9 squares</source>
        <translation>يجب أن يصف ترتيب القطع 9 صفوف من 9 مربعات</translation>
    </message>
    <message>
        <source>%1 must have exactly one Thần (T)</source>
        <translation>يجب أن يكون لدى %1 Thần واحد بالضبط (T)</translation>
    </message>
    <message>
        <source>%1 has more than 2 Lạc (L)</source>
        <translation>لدى %1 أكثر من 2 Lạc (L)</translation>
    </message>
    <message>
        <source>%1 has more than 5 Bộ (B)</source>
        <translation>لدى %1 أكثر من 5 Bộ (B)</translation>
    </message>
    <message>
        <source>%1 has more than 4 Đinh (D)</source>
        <translation>لدى %1 أكثر من 4 Đinh (D)</translation>
    </message>
    <message>
        <source>%1 has more gifts (N, V, G) than 6 plus its promoted Bộ and Đinh</source>
        <translation>لدى %1 من هدايا العرس (N وV وG) أكثر من 6 مضافًا إليها ما رُقّي من Bộ وĐinh</translation>
    </message>
    <message>
        <source>side to move must be w (Thủy) or b (Sơn)</source>
        <translation>يجب أن يكون صاحب الدور w (Thủy) أو b (Sơn)</translation>
    </message>
    <message>
        <source>swap rights are a subset of BHbh, or -</source>
        <translation>حقوق التبديل جزء من BHbh، أو -</translation>
    </message>
    <message>
        <source>swap rights must be written in the order BHbh, each once</source>
        <translation>يجب كتابة حقوق التبديل بالترتيب BHbh، كل حرف مرة واحدة</translation>
    </message>
    <message>
        <source>swap right &apos;%1&apos; needs the Thần on %2 and a Voi on %3</source>
        <translation>حق التبديل &apos;%1&apos; يحتاج إلى Thần في %2 وVoi في %3</translation>
    </message>
    <message>
        <source>the fourth field is always -</source>
        <translation>الحقل الرابع دائمًا -</translation>
    </message>
    <message>
        <source>halfmove clock must be a number &gt;= 0</source>
        <translation>يجب أن يكون عداد أنصاف النقلات عددًا &gt;= 0</translation>
    </message>
    <message>
        <source>fullmove number must be a number &gt;= 1</source>
        <translation>يجب أن يكون رقم النقلة عددًا &gt;= 1</translation>
    </message>
    <message>
        <source>the side not to move is in check</source>
        <translation>الطرف الذي ليس عليه الدور في حالة كش</translation>
    </message>
    <message>
        <source>expected name=value, got &apos;%1&apos;</source>
        <translation>المتوقع اسم=قيمة، والموجود &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>خيار غير معروف &apos;%1&apos;</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; takes %2, not &apos;%3&apos;</source>
        <translation>الخيار &apos;%1&apos; يقبل %2، لا &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the swap %1 is not legal here</source>
        <translation>التبديل %1 غير قانوني هنا</translation>
    </message>
    <message>
        <source>a move starts with a piece letter (T L B D N V G)</source>
        <translation>تبدأ النقلة بحرف القطعة (T L B D N V G)</translation>
    </message>
    <message>
        <source>a Bộ or Đinh promotes to a gift: =N, =V or =G</source>
        <translation>تُرقّى Bộ أو Đinh إلى هدية عرس: =N أو =V أو =G</translation>
    </message>
    <message>
        <source>expected a destination square</source>
        <translation>المتوقع مربع الوجهة</translation>
    </message>
    <message>
        <source>there is no file i: the files are a to h, then k</source>
        <translation>لا يوجد عمود i: الأعمدة من a إلى h ثم k</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square (files a-h and k, ranks 1-9)</source>
        <translation>&apos;%1&apos; ليس مربعًا (الأعمدة a-h وk، الصفوف 1-9)</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos; before the destination (a file, a rank or a square)</source>
        <translation>تعذّرت قراءة &apos;%1&apos; قبل الوجهة (عمود أو صف أو مربع)</translation>
    </message>
    <message>
        <source>no legal move matches: a move to the last rank must say its promotion (=N, =V or =G)</source>
        <translation>لا تطابقها أي نقلة قانونية: النقلة إلى الصف الأخير يجب أن تذكر ترقيتها (=N أو =V أو =G)</translation>
    </message>
    <message>
        <source>no legal move matches</source>
        <translation>لا تطابقها أي نقلة قانونية</translation>
    </message>
    <message>
        <source>ambiguous: more than one %1 can go to %2 (add the file, rank or square it comes from)</source>
        <translation>ملتبسة: أكثر من %1 يمكنها الذهاب إلى %2 (أضف العمود أو الصف أو المربع الذي تأتي منه)</translation>
    </message>
    <message>
        <source>written as a capture (x), but %1 is empty</source>
        <translation>مكتوبة أسرًا (x)، لكن %1 فارغ</translation>
    </message>
    <message>
        <source>marked # but it is no checkmate</source>
        <translation>معلّمة # لكنها ليست كش مات</translation>
    </message>
    <message>
        <source>marked + but it gives no check</source>
        <translation>معلّمة + لكنها لا تعطي كش</translation>
    </message>
    <message>
        <source>marked ^ but it does not complete Tiến Cung</source>
        <translation>معلّمة ^ لكنها لا تُتمّ دخول القصر (Tiến Cung)</translation>
    </message>
    <message>
        <source>the game is already over (%1)</source>
        <translation>المباراة انتهت بالفعل (%1)</translation>
    </message>
    <message>
        <source>invalid Rules: %1</source>
        <translation>الوسم Rules غير صالح: %1</translation>
    </message>
    <message>
        <source>a Cờ Đông Sơn record is written in SAN ([Notation &quot;san&quot;])</source>
        <translation>يُكتب سجل Cờ Đông Sơn بترميز SAN ([Notation &quot;san&quot;])</translation>
    </message>
    <message>
        <source>the game is longer than %1 bytes, the limit for one game: it is skipped</source>
        <translation>المباراة أطول من %1 بايت، وهو الحد الأقصى لمباراة واحدة: تم تخطيها</translation>
    </message>
    <message>
        <source>game %1 is not in the database</source>
        <translation>المباراة %1 ليست في قاعدة البيانات</translation>
    </message>
    <message>
        <source>game %1 is not in the trash</source>
        <translation>المباراة %1 ليست في سلة المهملات</translation>
    </message>
    <message>
        <source>game %1 is a %2 game, not a %3 one</source>
        <translation>المباراة %1 مباراة %2، وليست مباراة %3</translation>
    </message>
    <message>
        <source>game %1: its stored text no longer replays: %2</source>
        <translation>المباراة %1: نصها المخزّن لم يعد يُعاد لعبه: %2</translation>
    </message>
    <message>
        <source>game %1: the edited game does not read back from its text: %2</source>
        <translation>المباراة %1: المباراة المعدّلة لا تُقرأ من نصها: %2</translation>
    </message>
    <message>
        <source>its text reads back as other moves</source>
        <translation>نصها يُقرأ نقلاتٍ أخرى</translation>
    </message>
    <message>
        <source>game %1: the edited game is the same as game %2</source>
        <translation>المباراة %1: المباراة المعدّلة هي نفسها المباراة %2</translation>
    </message>
    <message>
        <source>game %1 is stored again as game %2: it stays in the trash</source>
        <translation>المباراة %1 مخزّنة من جديد بصفتها المباراة %2: تبقى في سلة المهملات</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no pieces</comment>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>%1 carrying %2</source>
        <comment>carrier, passengers</comment>
        <translation>%1 يحمل %2</translation>
    </message>
    <message>
        <source>%1:%2:%3: game %4: %5</source>
        <translation>%1:%2:%3: المباراة %4: %5</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The engine&apos;s best move as an arrow</source>
        <translation>أفضل نقلة للمحرك كسهم</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>الإجراء</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>المفاتيح</translation>
    </message>
    <message>
        <source>The game&apos;s keys act on the game page, the engine and the explorer. A list keeps its own arrows, Home, End and Enter (Enter opens a game of the list, plays a move of the explorer); a field keeps its keys (Enter in a filter field searches); on the Database page the game&apos;s keys do nothing. Right click or Esc cancels a move being entered.</source>
        <translation>تعمل مفاتيح المباراة في صفحة المباراة والمحرك والمستكشف. تحتفظ القائمة بأسهمها ومفاتيح Home وEnd وEnter (يفتح Enter مباراة من القائمة، ويلعب نقلة من المستكشف)؛ ويحتفظ الحقل بمفاتيحه (يبحث Enter في حقل التصفية)؛ وفي صفحة قاعدة البيانات لا تفعل مفاتيح المباراة شيئًا. النقر بالزر الأيمن أو Esc يلغي النقلة الجاري إدخالها.</translation>
    </message>
</context>
<context>
    <name>Side</name>
    <message>
        <source>Red</source>
        <translation>الأحمر</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>الأزرق</translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <source>New game</source>
        <translation>مباراة جديدة</translation>
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
        <translation>نقلة جيدة</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>نقلة رائعة</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>خطأ فادح</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>نقلة مثيرة للاهتمام</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>نقلة مشكوك فيها</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>النقلة الوحيدة</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>وضع متكافئ</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>وضع غامض</translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation>%1 أفضل قليلاً</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 أفضل</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation>%1 في طريقه إلى الفوز</translation>
    </message>
    <message>
        <source>Zugzwang</source>
        <translation>زوغزوانغ (اضطرار النقل)</translation>
    </message>
    <message>
        <source>Lead in development</source>
        <translation>تقدّم في التطوير</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>المبادرة</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>هجوم</translation>
    </message>
    <message>
        <source>Counterplay</source>
        <translation>لعب مضاد</translation>
    </message>
    <message>
        <source>Time trouble</source>
        <translation>ضيق الوقت</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>نقلة جديدة</translation>
    </message>
    <message>
        <source>Remove the move&apos;s symbols</source>
        <translation>إزالة رموز النقلة</translation>
    </message>
    <message>
        <source>Annotation &amp;symbols</source>
        <translation>&amp;رموز التعليق</translation>
    </message>
</context>
<context>
    <name>saban::gui::ConnectDialog</name>
    <message>
        <source>Open a database</source>
        <translation>فتح قاعدة بيانات</translation>
    </message>
    <message>
        <source>&amp;Saban&apos;s private database</source>
        <translation>قاعدة بيانات &amp;Saban الخاصة</translation>
    </message>
    <message>
        <source>The database Saban keeps for you on this computer (or the one $SABAN_DB names, when set)</source>
        <translation>قاعدة البيانات التي يحفظها Saban لك على هذا الحاسوب (أو التي يسمّيها ‎$SABAN_DB عند ضبطه)</translation>
    </message>
    <message>
        <source>&amp;Recent databases:</source>
        <translation>قواعد البيانات ال&amp;أخيرة:</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>هذا الحاسوب</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>اسم دخولك</translation>
    </message>
    <message>
        <source>when the server asks for one</source>
        <translation>عندما يطلبها الخادم</translation>
    </message>
    <message>
        <source>More libpq settings as keyword=value pairs, or a whole connection string or URI</source>
        <translation>إعدادات libpq إضافية على شكل أزواج مفتاح=قيمة، أو سلسلة اتصال كاملة أو URI</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>ال&amp;مضيف:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>المن&amp;فذ:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;قاعدة البيانات:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>المست&amp;خدم:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>كلمة ال&amp;مرور:</translation>
    </message>
    <message>
        <source>Op&amp;tions:</source>
        <translation>&amp;خيارات:</translation>
    </message>
    <message>
        <source>Or a PostgreSQL server:</source>
        <translation>أو خادم PostgreSQL:</translation>
    </message>
    <message>
        <source>The options cannot be read: write keyword=value pairs as libpq takes them (sslmode=require), or a connection string or URI.</source>
        <translation>تعذّرت قراءة الخيارات: اكتب أزواج مفتاح=قيمة كما يقبلها libpq ‏(sslmode=require)، أو سلسلة اتصال أو URI.</translation>
    </message>
    <message>
        <source>Name a database or a server, or choose Saban&apos;s private database.</source>
        <translation>سمِّ قاعدة بيانات أو خادمًا، أو اختر قاعدة بيانات Saban الخاصة.</translation>
    </message>
</context>
<context>
    <name>saban::gui::Database</name>
    <message>
        <source>the PG* environment</source>
        <translation>بيئة PG*</translation>
    </message>
    <message>
        <source>%1 (local socket)</source>
        <translation>%1 (مقبس محلي)</translation>
    </message>
    <message>
        <source>The database has Saban&apos;s schema version %1; this Saban knows version %2 at most: update Saban.</source>
        <translation>قاعدة البيانات بمخطط Saban بالإصدار %1؛ وهذا الإصدار من Saban لا يعرف إلا حتى الإصدار %2: حدِّث Saban.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1 (%n مباراة)</numerusform>
            <numerusform>%1 (مباراة واحدة)</numerusform>
            <numerusform>%1 (مباراتان)</numerusform>
            <numerusform>%1 (%n مباريات)</numerusform>
            <numerusform>%1 (%n مباراة)</numerusform>
            <numerusform>%1 (%n مباراة)</numerusform>
        </translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation>لا توجد قاعدة بيانات مفتوحة</translation>
    </message>
</context>
<context>
    <name>saban::gui::DatabasePane</name>
    <message>
        <source>Player (accents optional)</source>
        <translation>اللاعب (التشكيل اختياري)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>البطولة</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>المكان</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <translation>من YYYY-MM-DD</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <translation>إلى YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Final material: red has no navy, blue has both air forces</source>
        <translation>العتاد في نهاية المباراة (بالإنجليزية): red has no navy, blue has both air forces</translation>
    </message>
    <message>
        <source>The pieces each side has at the end of the game, e.g. &quot;blue has at least 1 tank and red has at most 2 infantry&quot;. Quantities: no, one, two, both, a number, at least N, at most N, more than N, fewer than N. Pieces: commander, infantry, engineer, militia, anti-air, tank, artillery, missile, air force, navy, headquarters, or their letters. Commander Chess games only.</source>
        <translation>القطع التي يملكها كل طرف في نهاية المباراة، مكتوبة بالإنجليزية كما في saban search --material، مثلاً &quot;blue has at least 1 tank and red has at most 2 infantry&quot;. الكميات: no، one، two، both، عدد، at least N، at most N، more than N، fewer than N. القطع: commander (القائد)، infantry (المشاة)، engineer (المهندس)، militia (الميليشيا)، anti-air (المضاد للطائرات)، tank (الدبابة)، artillery (المدفعية)، missile (الصاروخ)، air force (القوات الجوية)، navy (البحرية)، headquarters (مقر القيادة)، أو حروفها. لمباريات شطرنج القائد فقط.</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>أي جانب</translation>
    </message>
    <message>
        <source>any result</source>
        <translation>أي نتيجة</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>تعادل (½-½)</translation>
    </message>
    <message>
        <source>Unfinished (*)</source>
        <translation>لم تنته (*)</translation>
    </message>
    <message>
        <source>any mode</source>
        <translation>أي نمط</translation>
    </message>
    <message>
        <source>any rules</source>
        <translation>أي قواعد</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>بحث</translation>
    </message>
    <message>
        <source>A date is written YYYY, YYYY-MM or YYYY-MM-DD: &quot;%1&quot;</source>
        <translation>يُكتب التاريخ على الصورة YYYY أو YYYY-MM أو YYYY-MM-DD: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Final material: no condition (e.g. &quot;red has no navy, blue has both air forces&quot;)</source>
        <translation>العتاد في نهاية المباراة: لا شرط (مثلاً &quot;red has no navy, blue has both air forces&quot;)</translation>
    </message>
    <message>
        <source>start with the side, red or blue</source>
        <translation>ابدأ بالجانب: red أو blue (الأحمر أو الأزرق)</translation>
    </message>
    <message>
        <source>a number is missing (no, one, both, 2, at least 1…)</source>
        <translation>العدد ناقص (no، one، both، 2، at least 1…)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (no, one, both, 2, at least 1…)</source>
        <translation>&quot;%1&quot; ليس عددًا (no، one، both، 2، at least 1…)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is more than %2 pieces</source>
        <translation>&quot;%1&quot; أكثر من %2 قطعة</translation>
    </message>
    <message>
        <source>a piece is missing (navy, air force, tank… or a FEN letter)</source>
        <translation>القطعة ناقصة (navy، air force، tank… أو حرف FEN)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a piece (navy, air force, tank… or a FEN letter)</source>
        <translation>&quot;%1&quot; ليست قطعة (navy، air force، tank… أو حرف FEN)</translation>
    </message>
    <message>
        <source>Final material, in &quot;%1&quot;: %2</source>
        <translation>العتاد في نهاية المباراة، في &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 من %2 مباراة</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) loaded</source>
        <translation>
            <numerusform>لم تُحمَّل أي مباراة (%n)</numerusform>
            <numerusform>حُمِّلت مباراة واحدة</numerusform>
            <numerusform>حُمِّلت مباراتان</numerusform>
            <numerusform>حُمِّلت %n مباريات</numerusform>
            <numerusform>حُمِّلت %n مباراة</numerusform>
            <numerusform>حُمِّلت %n مباراة</numerusform>
        </translation>
    </message>
    <message>
        <source> — scroll for more</source>
        <translation> — مرّر لرؤية المزيد</translation>
    </message>
    <message>
        <source>Any position</source>
        <translation>أي وضعية</translation>
    </message>
    <message>
        <source>The games of one game only, or of both</source>
        <translation>مباريات لعبة واحدة فقط، أو مباريات اللعبتين</translation>
    </message>
    <message>
        <source>Both games</source>
        <translation>اللعبتان كلتاهما</translation>
    </message>
    <message>
        <source>Commander Chess</source>
        <translation>شطرنج القائد</translation>
    </message>
    <message>
        <source>Games through the position set in the position editor only; click to show all</source>
        <translation>المباريات المارّة بالوضعية المحددة في محرر الوضعيات فقط؛ انقر لعرض الكل</translation>
    </message>
    <message>
        <source>Queue for analysis</source>
        <translation>إضافة إلى طابور التحليل</translation>
    </message>
    <message>
        <source>The selected games are analysed by the database&apos;s workers (saban worker)</source>
        <translation>تحلل عمّالُ قاعدة البيانات المبارياتِ المحددة (saban worker)</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>بجانب %1</translation>
    </message>
    <message>
        <source>%1 won (1-0)</source>
        <translation>فاز %1 (1-0)</translation>
    </message>
    <message>
        <source>%1 won (0-1)</source>
        <translation>فاز %1 (0-1)</translation>
    </message>
    <message>
        <source>Select the games to analyse first</source>
        <translation>حدد المباريات المراد تحليلها أولًا</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) queued for analysis</source>
        <translation>
            <numerusform>لم تُضف أي مباراة إلى طابور التحليل (%n)</numerusform>
            <numerusform>أُضيفت مباراة واحدة إلى طابور التحليل</numerusform>
            <numerusform>أُضيفت مباراتان إلى طابور التحليل</numerusform>
            <numerusform>أُضيفت %n مباريات إلى طابور التحليل</numerusform>
            <numerusform>أُضيفت %n مباراة إلى طابور التحليل</numerusform>
            <numerusform>أُضيفت %n مباراة إلى طابور التحليل</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis queue: %1 waiting, %2 running, %3 done, %4 failed</source>
        <translation>طابور التحليل: %1 في الانتظار، %2 قيد التشغيل، %3 منجزة، %4 فاشلة</translation>
    </message>
</context>
<context>
    <name>saban::gui::DsBoardWidget</name>
    <message>
        <source>Hallow</source>
        <translation>الروح</translation>
    </message>
    <message>
        <source>Lac General</source>
        <translation>قائد لاك</translation>
    </message>
    <message>
        <source>Tribe</source>
        <translation>القبيلة</translation>
    </message>
    <message>
        <source>Militarimen</source>
        <translation>المحارب</translation>
    </message>
    <message>
        <source>Quagga</source>
        <translation>الحصان</translation>
    </message>
    <message>
        <source>Gomphothere</source>
        <translation>الفيل</translation>
    </message>
    <message>
        <source>Chincuake</source>
        <translation>الديك</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 لـ%3</translation>
    </message>
    <message>
        <source>Tâm, the centre of the Cung (palace)</source>
        <translation>تام، مركز الكونغ (القصر)</translation>
    </message>
    <message>
        <source>in the Cung (palace)</source>
        <translation>في الكونغ (القصر)</translation>
    </message>
    <message>
        <source>No piece on %1</source>
        <translation>لا توجد قطعة في %1</translation>
    </message>
    <message>
        <source>%1 is to move</source>
        <translation>الدور على %1</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal move</source>
        <translation>القطعة %1 في %2 ليس لها نقلة قانونية</translation>
    </message>
    <message>
        <source>%1 on %2: choose where it goes</source>
        <translation>%1 في %2: اختر وجهتها</translation>
    </message>
    <message>
        <source>Swap the Thần and the Voi</source>
        <translation>تبديل الروح (Thần) والفيل (Voi)</translation>
    </message>
    <message>
        <source>Promote to %1</source>
        <translation>ترقية إلى %1</translation>
    </message>
    <message>
        <source>Move without promoting</source>
        <translation>النقل من دون ترقية</translation>
    </message>
    <message>
        <source>The %1 on %2 cannot go to %3</source>
        <translation>القطعة %1 في %2 لا يمكنها الذهاب إلى %3</translation>
    </message>
</context>
<context>
    <name>saban::gui::DsPositionEditor</name>
    <message>
        <source>Click a square to put the piece there (it takes the place of what stood there); right click empties it.</source>
        <translation>انقر مربعًا لوضع القطعة فيه (تحل محل ما كان فيه)؛ النقر بالزر الأيمن يفرغه.</translation>
    </message>
    <message>
        <source>The Thần may swap with the Voi on:</source>
        <translation>يجوز للـ Thần التبادل مع الـ Voi في:</translation>
    </message>
    <message>
        <source>Each side needs its Thần</source>
        <translation>يحتاج كل طرف إلى الـ Thần الخاص به</translation>
    </message>
</context>
<context>
    <name>saban::gui::EncodingDialog</name>
    <message>
        <source>The file&apos;s encoding</source>
        <translation>ترميز الملف</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>الملف:</translation>
    </message>
    <message>
        <source>%1 (detected)</source>
        <translation>%1 (مُكتشَف)</translation>
    </message>
    <message>
        <source>&amp;Read it as:</source>
        <translation>ا&amp;قرأه بترميز:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;فتح</translation>
    </message>
    <message>
        <source>Byte %1 on line %2 is not %3: the file cannot be read in this encoding.</source>
        <translation>البايت %1 في السطر %2 ليس من %3: لا يمكن قراءة الملف بهذا الترميز.</translation>
    </message>
    <message>
        <source>The file ends inside a character of %1: it cannot be read in this encoding.</source>
        <translation>ينتهي الملف في منتصف حرف من %1: لا يمكن قراءته بهذا الترميز.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>الملف فارغ.</translation>
    </message>
    <message>
        <source>The file&apos;s first lines read as %1: are the names right?</source>
        <translation>الأسطر الأولى من الملف مقروءةً بترميز %1: هل الأسماء صحيحة؟</translation>
    </message>
</context>
<context>
    <name>saban::gui::EnginePane</name>
    <message>
        <source>Scores from %1&apos;s side, whoever is to move: + is good for %1, #3: %1 wins in 3 moves, #-2: %2 wins in 2</source>
        <translation>النتائج من جهة %1، أيًّا كان صاحب الدور: + في صالح %1، ‏#3: يفوز %1 في 3 نقلات، ‏#-2: يفوز %2 في نقلتين</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>تحليل</translation>
    </message>
    <message>
        <source>Start or stop the live analysis of the shown position (Space)</source>
        <translation>بدء التحليل المباشر للوضعية المعروضة أو إيقافه (Space)</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>الخطوط:</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>الخط</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>تحليل المباراة</translation>
    </message>
    <message>
        <source>Search every position of the main line and draw the evaluation graph</source>
        <translation>البحث في كل وضعية من الخط الرئيسي ورسم منحنى التقييم</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>العمق:</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>النقلة %1 من %2</translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation>فشل تحليل المباراة: %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>إيقاف</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>العمق %1 · %2 عقدة · %3 عقدة/ث</translation>
    </message>
    <message numerus="yes">
        <source>Game analysis cancelled after %n move(s)</source>
        <translation>
            <numerusform>أُلغي تحليل المباراة بعد %n نقلة</numerusform>
            <numerusform>أُلغي تحليل المباراة بعد نقلة واحدة</numerusform>
            <numerusform>أُلغي تحليل المباراة بعد نقلتين</numerusform>
            <numerusform>أُلغي تحليل المباراة بعد %n نقلات</numerusform>
            <numerusform>أُلغي تحليل المباراة بعد %n نقلة</numerusform>
            <numerusform>أُلغي تحليل المباراة بعد %n نقلة</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::EngineSettingsDialog</name>
    <message>
        <source>Engine settings</source>
        <translation>إعدادات المحرك</translation>
    </message>
    <message>
        <source>Live analysis</source>
        <translation>التحليل المباشر</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> م.ب</translation>
    </message>
    <message>
        <source>The table of positions the engine keeps between searches</source>
        <translation>جدول الأوضاع الذي يحتفظ به المحرك بين عمليات البحث</translation>
    </message>
    <message>
        <source>Hash table:</source>
        <translation>جدول التجزئة:</translation>
    </message>
    <message>
        <source>Until stopped</source>
        <translation>حتى الإيقاف</translation>
    </message>
    <message>
        <source>To a depth</source>
        <translation>حتى عمق محدد</translation>
    </message>
    <message>
        <source>For a time</source>
        <translation>لمدة محددة</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>البحث:</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> نقلات نصفية</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>العمق:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> ث</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>الوقت:</translation>
    </message>
    <message>
        <source>Analysis of the whole game</source>
        <translation>تحليل المباراة كاملة</translation>
    </message>
    <message>
        <source>Positions searched at once, each by its own searcher (Commander Chess; a Cờ Đông Sơn game is analysed on one thread)</source>
        <translation>أوضاع يُبحث فيها في آن واحد، لكل منها باحثه الخاص (شطرنج القائد؛ تُحلَّل مباراة Cờ Đông Sơn على خيط واحد)</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>الخيوط:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> م.ث</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>بلا حد</translation>
    </message>
    <message>
        <source>Time per position:</source>
        <translation>الوقت لكل وضع:</translation>
    </message>
    <message>
        <source>The depth is the Engine pane&apos;s; the first limit reached ends each search.</source>
        <translation>العمق هو عمق لوحة المحرك؛ أول حد يُبلغ ينهي كل بحث.</translation>
    </message>
</context>
<context>
    <name>saban::gui::EvalBar</name>
    <message>
        <source>The engine, depth %1: %2 from %3&apos;s side</source>
        <translation>المحرك، العمق %1: %2 من جهة %3</translation>
    </message>
    <message>
        <source>No evaluation of this position: start the engine</source>
        <translation>لا يوجد تقييم لهذا الوضع: شغّل المحرك</translation>
    </message>
    <message>
        <source>The evaluation stored with the move: %1 from %2&apos;s side</source>
        <translation>التقييم المحفوظ مع النقلة: %1 من جهة %2</translation>
    </message>
</context>
<context>
    <name>saban::gui::EvalGraph</name>
    <message>
        <source>%1&apos;s expected score after each ply, from %1&apos;s side whoever is to move: above the middle %1 is better</source>
        <translation>النتيجة المتوقعة للجانب %1 بعد كل نصف نقلة، من جهة %1 أيًّا كان صاحب الدور: فوق المنتصف يكون %1 أفضل</translation>
    </message>
    <message>
        <source>No analysis yet: press &quot;Analyse the game&quot;</source>
        <translation>لا يوجد تحليل بعد: اضغط «تحليل المباراة»</translation>
    </message>
    <message>
        <source>%1&apos;s expected score by ply</source>
        <translation>النتيجة المتوقعة للجانب %1 حسب نصف النقلة</translation>
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
        <translation>غير قانونية هنا (مباريات بقواعد أخرى)</translation>
    </message>
    <message>
        <source>No game of this move has finished</source>
        <translation>لم تنتهِ أي مباراة لُعبت فيها هذه النقلة</translation>
    </message>
    <message>
        <source>%1&apos;s score after this move: wins and half the draws (%2 won, %3 drawn, %4 lost)</source>
        <translation>نتيجة %1 بعد هذه النقلة: الانتصارات ونصف التعادلات (%2 فوز، %3 تعادل، %4 خسارة)</translation>
    </message>
    <message>
        <source>Stored analysis of game #%1, depth %2: %3 from %4&apos;s side</source>
        <translation>التحليل المحفوظ للمباراة رقم %1، العمق %2: %3 من جهة %4</translation>
    </message>
    <message>
        <source>The engine, depth %1: %2 from %3&apos;s side</source>
        <translation>المحرك، العمق %1: %2 من جهة %3</translation>
    </message>
    <message>
        <source>The engine is evaluating this move</source>
        <translation>المحرك يقيّم هذه النقلة</translation>
    </message>
    <message>
        <source>No stored evaluation: Ctrl+Shift+E asks the engine</source>
        <translation>لا تقييم محفوظ: Ctrl+Shift+E يطلبه من المحرك</translation>
    </message>
    <message>
        <source>The score of the side to move (%1) after each move: its wins and half the draws, in the games that finished</source>
        <translation>نتيجة الطرف الذي عليه الدور (%1) بعد كل نقلة: انتصاراته ونصف التعادلات، في المباريات المنتهية</translation>
    </message>
    <message>
        <source>The evaluation of the position after each move, from %1&apos;s side: stored by an analysis of the database&apos;s games, else the engine&apos;s (Ctrl+Shift+E)</source>
        <translation>تقييم الوضع بعد كل نقلة، من جهة %1: من تحليل محفوظ لمباريات قاعدة البيانات، وإلا فمن المحرك (Ctrl+Shift+E)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>النقلة</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>المباريات</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>the side to move&apos;s score in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Eval</source>
        <translation>التقييم</translation>
    </message>
    <message>
        <source>%1 / draw / %2</source>
        <translation>%1 / تعادل / %2</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>آخر مرة لُعبت</translation>
    </message>
</context>
<context>
    <name>saban::gui::ExplorerPane</name>
    <message>
        <source>Evaluate the explorer&apos;s moves</source>
        <translation>قيّم نقلات مستكشف الافتتاحيات</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>The engine evaluates the position after each move that has no stored evaluation (again: stop)</source>
        <translation>يقيّم المحرك الوضع بعد كل نقلة ليس لها تقييم محفوظ (مرة أخرى: إيقاف)</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>قيّم</translation>
    </message>
    <message>
        <source>Click a move, or choose it with the arrow keys and press Enter, to play it</source>
        <translation>انقر نقلة، أو اخترها بمفاتيح الأسهم واضغط Enter، لتلعبها</translation>
    </message>
    <message>
        <source>No database is open (File menu: Open a database)</source>
        <translation>لا توجد قاعدة بيانات مفتوحة (قائمة ملف: فتح قاعدة بيانات)</translation>
    </message>
    <message>
        <source>No game in the database reaches this position</source>
        <translation>لا توجد مباراة في قاعدة البيانات تصل إلى هذه الوضعية</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; game(s) from this position</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; مباراة من هذه الوضعية</numerusform>
            <numerusform>مباراة واحدة (&lt;b&gt;%n&lt;/b&gt;) من هذه الوضعية</numerusform>
            <numerusform>مباراتان (&lt;b&gt;%n&lt;/b&gt;) من هذه الوضعية</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; مباريات من هذه الوضعية</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; مباراة من هذه الوضعية</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; مباراة من هذه الوضعية</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::ExportDialog</name>
    <message>
        <source>Export the game</source>
        <translation>تصدير المباراة</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (مقاس أمريكي)</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>الورق:</translation>
    </message>
    <message>
        <source>One column</source>
        <translation>عمود واحد</translation>
    </message>
    <message>
        <source>Two columns</source>
        <translation>عمودان</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>الأعمدة:</translation>
    </message>
    <message>
        <source>At the markers [#]</source>
        <translation>عند العلامات [#]</translation>
    </message>
    <message>
        <source>After every judged move</source>
        <translation>بعد كل نقلة مقيَّمة</translation>
    </message>
    <message>
        <source>Every N moves</source>
        <translation>كل N نقلة</translation>
    </message>
    <message>
        <source>At the N largest swings</source>
        <translation>عند أكبر N تقلبات</translation>
    </message>
    <message>
        <source>Diagrams always stand at the annotator&apos;s markers [#]; the other choices add more</source>
        <translation>توضع المخططات دائمًا عند علامات المعلِّق [#]؛ والخيارات الأخرى تضيف المزيد</translation>
    </message>
    <message>
        <source>Diagrams:</source>
        <translation>المخططات:</translation>
    </message>
    <message>
        <source>N:</source>
        <translation>N:</translation>
    </message>
    <message>
        <source>The language of the headings, captions and summaries</source>
        <translation>لغة العناوين والتسميات والملخصات</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>اللغة:</translation>
    </message>
    <message>
        <source>Rulebook (the language&apos;s letters)</source>
        <translation>ترميز القواعد (بحروف اللغة)</translation>
    </message>
    <message>
        <source>Rulebook (Vietnamese letters)</source>
        <translation>ترميز القواعد (بالحروف الفيتنامية)</translation>
    </message>
    <message>
        <source>Rulebook (English letters)</source>
        <translation>ترميز القواعد (بالحروف الإنجليزية)</translation>
    </message>
    <message>
        <source>SAN (a–k, 1–12)</source>
        <translation>SAN (a–k، 1–12)</translation>
    </message>
    <message>
        <source>One notation for the whole book, whatever the record was written in</source>
        <translation>ترميز واحد للكتاب كله، أيًّا كان الترميز الذي كُتب به السجل</translation>
    </message>
    <message>
        <source>Notation:</source>
        <translation>الترميز:</translation>
    </message>
    <message>
        <source>Engine commentary</source>
        <translation>تعليقات المحرك</translation>
    </message>
    <message>
        <source>After each move the engine judged, the better line it found, in the book&apos;s language and notation; the annotator&apos;s comments are printed either way</source>
        <translation>بعد كل نقلة حكم عليها المحرك، الخط الأفضل الذي وجده، بلغة الكتاب وترميزه؛ وتُطبع تعليقات المعلّق في الحالتين</translation>
    </message>
    <message>
        <source>A key to the signs at the front</source>
        <translation>مفتاح للرموز في أول الكتاب</translation>
    </message>
    <message>
        <source>A page saying how to read the game: pieces, signs, points and terrain</source>
        <translation>صفحة تشرح كيف تُقرأ المباراة: القطع والرموز والنقاط والتضاريس</translation>
    </message>
    <message>
        <source>None</source>
        <translation>لا أحد</translation>
    </message>
    <message>
        <source>The editor or compiler, written into the PDF as its author</source>
        <translation>المحرر أو الجامع، ويُكتب في ملف PDF بوصفه المؤلف</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>المؤلف:</translation>
    </message>
    <message>
        <source>Print (black on white)</source>
        <translation>طباعة (أسود على أبيض)</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>ملوّن</translation>
    </message>
    <message>
        <source>Diagram style:</source>
        <translation>نمط المخطط:</translation>
    </message>
    <message>
        <source>Flip the boards</source>
        <translation>اقلب الرقعات</translation>
    </message>
    <message>
        <source>Every board turned: Blue (in Cờ Đông Sơn, Sơn) at the bottom, as saban export --flip</source>
        <translation>كل رقعة مقلوبة: الأزرق (في Cờ Đông Sơn: Sơn) في الأسفل، كما يفعل saban export --flip</translation>
    </message>
    <message>
        <source>Air-defence zones</source>
        <translation>مناطق الدفاع الجوي</translation>
    </message>
    <message>
        <source>The points each side&apos;s air defence covers, shaded in the Commander Chess diagrams, as saban export --air-defence both</source>
        <translation>النقاط التي يغطيها الدفاع الجوي لكل جانب، مظللة في مخططات شطرنج القائد، كما يفعل saban export --air-defence both</translation>
    </message>
    <message>
        <source>HTML pages draw their diagrams in colour and place them as the PDF does.</source>
        <translation>ترسم صفحات HTML مخططاتها بالألوان وتضعها كما يفعل ملف PDF.</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>تصدير PDF…</translation>
    </message>
    <message>
        <source>Export HTML…</source>
        <translation>تصدير HTML…</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>مستند PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>صفحة ويب (*.html)</translation>
    </message>
    <message>
        <source>Laying out the pages…</source>
        <translation>جارٍ تنسيق الصفحات…</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n صفحة</numerusform>
            <numerusform>صفحة واحدة</numerusform>
            <numerusform>صفحتان</numerusform>
            <numerusform>%n صفحات</numerusform>
            <numerusform>%n صفحة</numerusform>
            <numerusform>%n صفحة</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>تتعذر الكتابة في %1: %2</translation>
    </message>
</context>
<context>
    <name>saban::gui::Game</name>
    <message>
        <source>Add a move</source>
        <translation>إضافة نقلة</translation>
    </message>
    <message>
        <source>Add a variation</source>
        <translation>إضافة فرع</translation>
    </message>
</context>
<context>
    <name>saban::gui::GameEditing</name>
    <message>
        <source>&amp;New game</source>
        <translation>مباراة &amp;جديدة</translation>
    </message>
    <message>
        <source>&amp;Commander Chess</source>
        <translation>&amp;شطرنج القائد</translation>
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
        <translation>المباريات &amp;المحذوفة…</translation>
    </message>
    <message>
        <source>&amp;Copy the game</source>
        <translation>&amp;نسخ المباراة</translation>
    </message>
    <message>
        <source>The game is on the clipboard</source>
        <translation>المباراة في الحافظة</translation>
    </message>
    <message>
        <source>Copy the &amp;position (FEN)</source>
        <translation>نسخ ال&amp;وضع (FEN)</translation>
    </message>
    <message>
        <source>The position is on the clipboard</source>
        <translation>الوضع في الحافظة</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste a game or a position</source>
        <translation>&amp;لصق مباراة أو وضع</translation>
    </message>
    <message>
        <source>Edit the &amp;header…</source>
        <translation>تعديل ال&amp;ترويسة…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>مباراة جديدة</translation>
    </message>
    <message>
        <source>The header is changed</source>
        <translation>تم تغيير الترويسة</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>لصق</translation>
    </message>
    <message>
        <source>The clipboard holds neither a game nor a position.</source>
        <translation>لا تحتوي الحافظة على مباراة ولا على وضع.</translation>
    </message>
    <message>
        <source>Nothing pasted</source>
        <translation>لم يُلصق شيء</translation>
    </message>
    <message>
        <source>Pasted as a new game</source>
        <translation>أُلصقت كمباراة جديدة</translation>
    </message>
    <message>
        <source>Comment on the move</source>
        <translation>التعليق على النقلة</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>التقييم</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>فتح</translation>
    </message>
    <message numerus="yes">
        <source>Copy the %n games</source>
        <translation>
            <numerusform>نسخ %n مباراة</numerusform>
            <numerusform>نسخ المباراة الواحدة</numerusform>
            <numerusform>نسخ المباراتين</numerusform>
            <numerusform>نسخ %n مباريات</numerusform>
            <numerusform>نسخ %n مباراة</numerusform>
            <numerusform>نسخ %n مباراة</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy the game</source>
        <translation>نسخ المباراة</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) on the clipboard</source>
        <translation>
            <numerusform>لا مباراة في الحافظة (%n)</numerusform>
            <numerusform>مباراة واحدة في الحافظة</numerusform>
            <numerusform>مباراتان في الحافظة</numerusform>
            <numerusform>%n مباريات في الحافظة</numerusform>
            <numerusform>%n مباراة في الحافظة</numerusform>
            <numerusform>%n مباراة في الحافظة</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the selected games…</source>
        <translation>تصدير المباريات المحددة…</translation>
    </message>
    <message>
        <source>Delete (to the trash)</source>
        <translation>حذف (إلى سلة المهملات)</translation>
    </message>
    <message>
        <source>Deleted games…</source>
        <translation>المباريات المحذوفة…</translation>
    </message>
    <message>
        <source>Export the selected games</source>
        <translation>تصدير المباريات المحددة</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn)</source>
        <translation>سجلات المباريات (*.ctr *.pgn)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>تعذّرت الكتابة في %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1</source>
        <translation>
            <numerusform>لم تُصدَّر أي مباراة إلى %1 (%n)</numerusform>
            <numerusform>صُدّرت مباراة واحدة إلى %1</numerusform>
            <numerusform>صُدّرت مباراتان إلى %1</numerusform>
            <numerusform>صُدّرت %n مباريات إلى %1</numerusform>
            <numerusform>صُدّرت %n مباراة إلى %1</numerusform>
            <numerusform>صُدّرت %n مباراة إلى %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::GameKind</name>
    <message>
        <source>Scores from Red&apos;s side</source>
        <translation>النتائج من جهة الأحمر</translation>
    </message>
    <message>
        <source>Scores from Thủy&apos;s side</source>
        <translation>النتائج من جهة Thủy</translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <translation>كش مات: يفوز %1</translation>
    </message>
    <message>
        <source>Palace entry (Tiến Cung): %1 wins</source>
        <translation>دخول القصر (Tiến Cung): يفوز %1</translation>
    </message>
    <message>
        <source>Stalemate: %1 wins</source>
        <translation>انعدام النقلات: يفوز %1</translation>
    </message>
    <message>
        <source>Stalemate: a draw</source>
        <translation>انعدام النقلات: تعادل</translation>
    </message>
    <message>
        <source>Only a Thần left: a draw</source>
        <translation>لم يبق إلا الروح (Thần): تعادل</translation>
    </message>
    <message>
        <source>Threefold repetition: a draw</source>
        <translation>تكرار الوضعية ثلاث مرات: تعادل</translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <comment>Commander Chess</comment>
        <translation>كش مات: يفوز %1</translation>
    </message>
    <message>
        <source>Commander captured: %1 wins</source>
        <translation>أُسر القائد: يفوز %1</translation>
    </message>
    <message>
        <source>%1 wins the %2</source>
        <translation>يفوز %1 في %2</translation>
    </message>
    <message>
        <source>50 moves without a Bộ or Đinh move or a capture: a draw</source>
        <translation>50 نقلة بلا نقلة للقبيلة (Bộ) أو المحارب (Đinh) وبلا التقاط: تعادل</translation>
    </message>
    <message>
        <source>Move %1: %2 to move, in check</source>
        <translation>النقلة %1: الدور على %2، في حالة كش</translation>
    </message>
    <message>
        <source>Move %1: %2 to move</source>
        <translation>النقلة %1: الدور على %2</translation>
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
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>البطولة</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>المكان</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>أنصاف النقلات</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>النمط</translation>
    </message>
</context>
<context>
    <name>saban::gui::GamePane</name>
    <message>
        <source>Double-click to edit the header</source>
        <translation>انقر نقرًا مزدوجًا لتعديل الترويسة</translation>
    </message>
    <message>
        <source>Start (%1)</source>
        <translation>البداية (%1)</translation>
    </message>
    <message>
        <source>Back (%1)</source>
        <translation>رجوع (%1)</translation>
    </message>
    <message>
        <source>Forward (%1)</source>
        <translation>تقدم (%1)</translation>
    </message>
    <message>
        <source>End (%1)</source>
        <translation>النهاية (%1)</translation>
    </message>
    <message>
        <source>Flip the board (%1)</source>
        <translation>قلب الرقعة (%1)</translation>
    </message>
    <message>
        <source>Judgement:</source>
        <translation>التقييم:</translation>
    </message>
    <message>
        <source>Comment on the current move </source>
        <translation>تعليق على النقلة الحالية </translation>
    </message>
    <message>
        <source>The engine&apos;s comment on this move</source>
        <translation>تعليق المحرّك على هذه النقلة</translation>
    </message>
    <message>
        <source> &lt;small&gt;&lt;i&gt;(edited)&lt;/i&gt;&lt;/small&gt;</source>
        <translation> &lt;small&gt;&lt;i&gt;(معدَّل)&lt;/i&gt;&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>تتعذر الكتابة في %1: %2</translation>
    </message>
    <message>
        <source>The position in FEN</source>
        <translation>الوضعية بصيغة FEN</translation>
    </message>
</context>
<context>
    <name>saban::gui::GameTrash</name>
    <message numerus="yes">
        <source>delete %n game(s)</source>
        <translation>
            <numerusform>حذف %n مباراة</numerusform>
            <numerusform>حذف مباراة واحدة</numerusform>
            <numerusform>حذف مباراتين</numerusform>
            <numerusform>حذف %n مباريات</numerusform>
            <numerusform>حذف %n مباراة</numerusform>
            <numerusform>حذف %n مباراة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) back from the trash</source>
        <translation>
            <numerusform>لم تُعد أي مباراة من سلة المهملات (%n)</numerusform>
            <numerusform>أُعيدت مباراة واحدة من سلة المهملات</numerusform>
            <numerusform>أُعيدت مباراتان من سلة المهملات</numerusform>
            <numerusform>أُعيدت %n مباريات من سلة المهملات</numerusform>
            <numerusform>أُعيدت %n مباراة من سلة المهملات</numerusform>
            <numerusform>أُعيدت %n مباراة من سلة المهملات</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) moved to the trash again</source>
        <translation>
            <numerusform>لم تُنقل أي مباراة إلى سلة المهملات مرة أخرى (%n)</numerusform>
            <numerusform>نُقلت مباراة واحدة إلى سلة المهملات مرة أخرى</numerusform>
            <numerusform>نُقلت مباراتان إلى سلة المهملات مرة أخرى</numerusform>
            <numerusform>نُقلت %n مباريات إلى سلة المهملات مرة أخرى</numerusform>
            <numerusform>نُقلت %n مباراة إلى سلة المهملات مرة أخرى</numerusform>
            <numerusform>نُقلت %n مباراة إلى سلة المهملات مرة أخرى</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) moved to the trash (Ctrl+Z on the list brings them back)</source>
        <translation>
            <numerusform>لم تُنقل أي مباراة إلى سلة المهملات (%n)</numerusform>
            <numerusform>نُقلت مباراة واحدة إلى سلة المهملات (Ctrl+Z في القائمة يعيدها)</numerusform>
            <numerusform>نُقلت مباراتان إلى سلة المهملات (Ctrl+Z في القائمة يعيدهما)</numerusform>
            <numerusform>نُقلت %n مباريات إلى سلة المهملات (Ctrl+Z في القائمة يعيدها)</numerusform>
            <numerusform>نُقلت %n مباراة إلى سلة المهملات (Ctrl+Z في القائمة يعيدها)</numerusform>
            <numerusform>نُقلت %n مباراة إلى سلة المهملات (Ctrl+Z في القائمة يعيدها)</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>استعادة</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
</context>
<context>
    <name>saban::gui::GameWords</name>
    <message>
        <source>full battle</source>
        <translation>معركة شاملة</translation>
    </message>
    <message>
        <source>naval battle</source>
        <translation>معركة بحرية</translation>
    </message>
    <message>
        <source>air battle</source>
        <translation>معركة جوية</translation>
    </message>
    <message>
        <source>land battle</source>
        <translation>معركة برية</translation>
    </message>
    <message>
        <source>official rules</source>
        <translation>القواعد الرسمية</translation>
    </message>
    <message>
        <source>cotulenh platform&apos;s rules</source>
        <translation>قواعد منصة cotulenh</translation>
    </message>
    <message>
        <source>default rules</source>
        <translation>القواعد الافتراضية</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>غير مذكور</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>كش مات</translation>
    </message>
    <message>
        <source>commander captured</source>
        <translation>أُسر القائد</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>انعدام النقلات</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>تكرار الوضعية ثلاث مرات</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>تكرار الوضعية</translation>
    </message>
    <message>
        <source>battle won</source>
        <translation>الفوز بالمعركة</translation>
    </message>
    <message>
        <source>palace entry</source>
        <translation>دخول القصر</translation>
    </message>
    <message>
        <source>only a Thần left</source>
        <translation>لم يبق إلا الروح (Thần)</translation>
    </message>
    <message>
        <source>fifty moves without progress</source>
        <translation>خمسون نقلة بلا تقدم</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>بلوغ حد النقلات</translation>
    </message>
    <message>
        <source>normal end</source>
        <translation>نهاية عادية</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>خسارة بانتهاء الوقت</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>متروكة</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>حكم التحكيم</translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation>مخالفة القواعد</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>لم تنته</translation>
    </message>
</context>
<context>
    <name>saban::gui::HeaderDialog</name>
    <message>
        <source>A date is written YYYY.MM.DD, with ?? for what is not known: 2026.??.??</source>
        <translation>يُكتب التاريخ بالشكل YYYY.MM.DD، مع ?? لما هو غير معروف: 2026.??.??</translation>
    </message>
    <message>
        <source>A day needs its month, and a month its year: &quot;%1&quot;</source>
        <translation>اليوم يحتاج إلى شهره، والشهر إلى سنته: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>There is no month %1</source>
        <translation>لا يوجد شهر %1</translation>
    </message>
    <message>
        <source>There is no such day: &quot;%1&quot;</source>
        <translation>لا يوجد يوم كهذا: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Edit the game&apos;s header</source>
        <translation>تعديل ترويسة المباراة</translation>
    </message>
    <message>
        <source>%1 (player):</source>
        <translation>%1 (اللاعب):</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>الحدث:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>المكان:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>التاريخ:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? where not known</source>
        <translation>YYYY.MM.DD، و?? لما هو غير معروف</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>الجولة:</translation>
    </message>
    <message>
        <source>1-0 (%1 won)</source>
        <translation>1-0 (فاز %1)</translation>
    </message>
    <message>
        <source>0-1 (%1 won)</source>
        <translation>0-1 (فاز %1)</translation>
    </message>
    <message>
        <source>½-½ (draw)</source>
        <translation>½-½ (تعادل)</translation>
    </message>
    <message>
        <source>* (unfinished, or not known)</source>
        <translation>* (لم تنته، أو غير معروفة)</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>النتيجة:</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>المعلّق:</translation>
    </message>
    <message>
        <source>Kept as they are: %1</source>
        <translation>تبقى كما هي: %1</translation>
    </message>
</context>
<context>
    <name>saban::gui::ImportDialog</name>
    <message>
        <source>Import games</source>
        <translation>استيراد مباريات</translation>
    </message>
    <message>
        <source>Record files (.ctr, .pgn, .txt) and folders (searched recursively):</source>
        <translation>ملفات السجلات (‎.ctr و‎.pgn و‎.txt) والمجلدات (يُبحث فيها بشكل متكرر):</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>إضافة ملفات…</translation>
    </message>
    <message>
        <source>Add a folder…</source>
        <translation>إضافة مجلد…</translation>
    </message>
    <message>
        <source>Record files</source>
        <translation>ملفات السجلات</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn *.txt);;All files (*)</source>
        <translation>سجلات المباريات (*.ctr *.pgn *.txt);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>A folder of records</source>
        <translation>مجلد سجلات</translation>
    </message>
    <message>
        <source>Detected for each file</source>
        <translation>يُكتشف لكل ملف</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>ال&amp;ترميز:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>الملف</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>السطر</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>السبب</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>استيراد</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Cancelling after the batch in flight…</source>
        <translation>جارٍ الإلغاء بعد انتهاء الدفعة الجارية…</translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation>لا توجد قاعدة بيانات مفتوحة</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>جارٍ الاستيراد…</translation>
    </message>
    <message>
        <source>%1 games read: %2 new, %3 rejected.
Finishing: %4…</source>
        <translation>قُرئت %1 مباراة: %2 جديدة، %3 مرفوضة.
جارٍ الإنهاء: %4…</translation>
    </message>
    <message>
        <source>%1 games (%2/s): %3 new, %4 rejected</source>
        <translation>%1 مباراة (%2/ث): %3 جديدة، %4 مرفوضة</translation>
    </message>
    <message>
        <source>%1; about %2 s left
%3</source>
        <translation>%1؛ يتبقى نحو %2 ث
%3</translation>
    </message>
    <message>
        <source>The games written before it are kept; importing the same files again adds the rest.</source>
        <translation>تبقى المباريات المكتوبة قبل ذلك محفوظة؛ واستيراد الملفات نفسها مرة أخرى يضيف الباقي.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) rejected whole: not decodable, or holding no game (the list says why). A file read in the wrong encoding imports with its encoding chosen above.</source>
        <translation>
            <numerusform>لم يُرفض أي ملف بكامله (%n).</numerusform>
            <numerusform>رُفض ملف واحد بكامله: تعذر فك ترميزه أو لا مباراة فيه (القائمة تذكر السبب). الملف المقروء بترميز خاطئ يُستورد عند اختيار ترميزه أعلاه.</numerusform>
            <numerusform>رُفض ملفان بكاملهما: تعذر فك ترميزهما أو لا مباراة فيهما (القائمة تذكر السبب). الملف المقروء بترميز خاطئ يُستورد عند اختيار ترميزه أعلاه.</numerusform>
            <numerusform>رُفضت %n ملفات بكاملها: تعذر فك ترميزها أو لا مباراة فيها (القائمة تذكر السبب). الملف المقروء بترميز خاطئ يُستورد عند اختيار ترميزه أعلاه.</numerusform>
            <numerusform>رُفض %n ملفًا بكامله: تعذر فك ترميزه أو لا مباراة فيه (القائمة تذكر السبب). الملف المقروء بترميز خاطئ يُستورد عند اختيار ترميزه أعلاه.</numerusform>
            <numerusform>رُفض %n ملف بكامله: تعذر فك ترميزه أو لا مباراة فيه (القائمة تذكر السبب). الملف المقروء بترميز خاطئ يُستورد عند اختيار ترميزه أعلاه.</numerusform>
        </translation>
    </message>
    <message>
        <source>building the game list&apos;s indexes and the statistics, merging the position index</source>
        <translation>بناء فهارس قائمة المباريات والإحصاءات، ودمج فهرس المواقف</translation>
    </message>
    <message>
        <source>building the game list&apos;s indexes, merging the position index and the statistics</source>
        <translation>بناء فهارس قائمة المباريات، ودمج فهرس المواقف والإحصاءات</translation>
    </message>
    <message>
        <source>merging the position index and the statistics</source>
        <translation>دمج فهرس المواقف والإحصاءات</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>The import failed: %1</source>
        <translation>فشل الاستيراد: %1</translation>
    </message>
    <message>
        <source>Cancelled. </source>
        <translation>أُلغي. </translation>
    </message>
    <message>
        <source>Done. </source>
        <translation>تم. </translation>
    </message>
    <message>
        <source>%1 games read: %2 new, %3 already in the database, %4 rejected.</source>
        <translation>قُرئت %1 مباراة: %2 جديدة، %3 موجودة سلفًا في قاعدة البيانات، %4 مرفوضة.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) skipped: already imported, unchanged.</source>
        <translation>
            <numerusform>لم يُتخطَّ أي ملف.</numerusform>
            <numerusform>تُخطّي ملف واحد: استُورد من قبل دون تغيير.</numerusform>
            <numerusform>تُخطّي ملفان: استُوردا من قبل دون تغيير.</numerusform>
            <numerusform>تُخطّيت %n ملفات: استُوردت من قبل دون تغيير.</numerusform>
            <numerusform>تُخطّي %n ملفًا: استُورد من قبل دون تغيير.</numerusform>
            <numerusform>تُخطّي %n ملف: استُورد من قبل دون تغيير.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saban::gui::LiveViews</name>
    <message>
        <source>Not following other clients</source>
        <translation>لا تتابع العملاء الآخرين</translation>
    </message>
    <message>
        <source>The database does not send its changes at the moment: the list, the statistics and the game do not follow what other clients do until it is back (tried again regularly)</source>
        <translation>لا ترسل قاعدة البيانات تغييراتها حاليًا: لا تتابع القائمة والإحصاءات والمباراة ما يفعله العملاء الآخرون حتى تعود (تُعاد المحاولة بانتظام)</translation>
    </message>
    <message numerus="yes">
        <source>The database stopped sending its changes (%1); the views will not follow other clients until it is back. Trying again in %n second(s).</source>
        <translation>
            <numerusform>توقفت قاعدة البيانات عن إرسال تغييراتها (%1)؛ لن تتابع العروض تغييرات العملاء الآخرين حتى تعود. محاولة جديدة بعد %n ثانية.</numerusform>
            <numerusform>توقفت قاعدة البيانات عن إرسال تغييراتها (%1)؛ لن تتابع العروض تغييرات العملاء الآخرين حتى تعود. محاولة جديدة بعد ثانية واحدة.</numerusform>
            <numerusform>توقفت قاعدة البيانات عن إرسال تغييراتها (%1)؛ لن تتابع العروض تغييرات العملاء الآخرين حتى تعود. محاولة جديدة بعد ثانيتين.</numerusform>
            <numerusform>توقفت قاعدة البيانات عن إرسال تغييراتها (%1)؛ لن تتابع العروض تغييرات العملاء الآخرين حتى تعود. محاولة جديدة بعد %n ثوانٍ.</numerusform>
            <numerusform>توقفت قاعدة البيانات عن إرسال تغييراتها (%1)؛ لن تتابع العروض تغييرات العملاء الآخرين حتى تعود. محاولة جديدة بعد %n ثانية.</numerusform>
            <numerusform>توقفت قاعدة البيانات عن إرسال تغييراتها (%1)؛ لن تتابع العروض تغييرات العملاء الآخرين حتى تعود. محاولة جديدة بعد %n ثانية.</numerusform>
        </translation>
    </message>
    <message>
        <source>The database is back: the views follow other clients&apos; changes again</source>
        <translation>عادت قاعدة البيانات: تتابع العروض تغييرات العملاء الآخرين من جديد</translation>
    </message>
    <message>
        <source>Game %1 changed elsewhere</source>
        <translation>تغيّرت المباراة %1 في مكان آخر</translation>
    </message>
    <message>
        <source>Another client changed this game in the database while you were editing it. Your edits are kept: saving them replaces that change; undoing them shows the game as the database holds it now.</source>
        <translation>غيّر عميل آخر هذه المباراة في قاعدة البيانات أثناء تعديلك لها. تعديلاتك محفوظة: حفظها يستبدل ذلك التغيير، والتراجع عنها يعرض المباراة كما تحفظها قاعدة البيانات الآن.</translation>
    </message>
    <message>
        <source>Game %1 was changed in the database by another client; your edits are kept (saving them replaces that change)</source>
        <translation>غيّر عميل آخر المباراة %1 في قاعدة البيانات؛ تعديلاتك محفوظة (حفظها يستبدل ذلك التغيير)</translation>
    </message>
    <message>
        <source>Game %1 can no longer be read from the database (%2); it stays open here</source>
        <translation>لم يعد من الممكن قراءة المباراة %1 من قاعدة البيانات (%2)؛ تبقى مفتوحة هنا</translation>
    </message>
    <message>
        <source>Game %1 was changed by another client: shown as it is now</source>
        <translation>غيّر عميل آخر المباراة %1: تُعرض كما هي الآن</translation>
    </message>
</context>
<context>
    <name>saban::gui::MainWindow</name>
    <message>
        <source>Database</source>
        <translation>قاعدة البيانات</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>المباراة</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>المحرك</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>المستكشف</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ملف</translation>
    </message>
    <message>
        <source>Open a &amp;database…</source>
        <translation>فتح قاعدة بيانات…</translation>
    </message>
    <message>
        <source>&amp;Import games…</source>
        <translation>استيراد مباريات…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Open a record file…</source>
        <translation>فتح ملف سجل…</translation>
    </message>
    <message>
        <source>Open a record file in an e&amp;ncoding…</source>
        <translation>فتح ملف سجل ب&amp;ترميز محدد…</translation>
    </message>
    <message>
        <source>&amp;Save the game to a file…</source>
        <translation>حفظ المباراة في ملف…</translation>
    </message>
    <message>
        <source>&amp;Export the board (PNG, SVG)…</source>
        <translation>تصدير الرقعة (PNG، SVG)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>تحرير</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>تراجع</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>إعادة</translation>
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
        <translation>المباراة</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>تقدم</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>رجوع</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>إلى البداية</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>إلى النهاية</translation>
    </message>
    <message>
        <source>Next variation</source>
        <translation>الفرع التالي</translation>
    </message>
    <message>
        <source>Previous variation</source>
        <translation>الفرع السابق</translation>
    </message>
    <message>
        <source>End the deploy turn</source>
        <translation>إنهاء دور النشر</translation>
    </message>
    <message>
        <source>Take back a sub-move</source>
        <translation>التراجع عن نقلة فرعية</translation>
    </message>
    <message>
        <source>Cancel the move being entered</source>
        <translation>إلغاء النقلة الجاري إدخالها</translation>
    </message>
    <message>
        <source>Promote the variation</source>
        <translation>ترقية الفرع</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <source>The cursor is not in a variation</source>
        <translation>المؤشر ليس في فرع</translation>
    </message>
    <message>
        <source>Delete the variation</source>
        <translation>حذف الفرع</translation>
    </message>
    <message>
        <source>Ctrl+Delete</source>
        <translation>Ctrl+Delete</translation>
    </message>
    <message>
        <source>Delete the following moves</source>
        <translation>حذف النقلات التالية</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Delete</source>
        <translation>Ctrl+Shift+Delete</translation>
    </message>
    <message>
        <source>Flip the board</source>
        <translation>قلب الرقعة</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>Start or stop the engine</source>
        <translation>تشغيل المحرك أو إيقافه</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>عرض</translation>
    </message>
    <message>
        <source>Rulebook notation, Vietnamese letters</source>
        <translation>تدوين كتاب القواعد، بالحروف الفيتنامية</translation>
    </message>
    <message>
        <source>Rulebook notation, English letters</source>
        <translation>تدوين كتاب القواعد، بالحروف الإنجليزية</translation>
    </message>
    <message>
        <source>SAN (cotulenh platform)</source>
        <translation>SAN (منصة cotulenh)</translation>
    </message>
    <message>
        <source>Red&apos;s air-defence zones</source>
        <translation>مناطق الدفاع الجوي للأحمر</translation>
    </message>
    <message>
        <source>Blue&apos;s air-defence zones</source>
        <translation>مناطق الدفاع الجوي للأزرق</translation>
    </message>
    <message>
        <source>Ring the units under attack: in the attacker&apos;s colour when nothing defends them (hanging), in yellow when they are defended</source>
        <translation>طوّق الوحدات المهاجَمة: بلون المهاجم إذا لم يحمها شيء (معلّقة)، وبالأصفر إذا كانت محمية</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>السمة الداكنة</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>الم&amp;حرك</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>الإ&amp;عدادات…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>مساعدة</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>ال&amp;دليل</translation>
    </message>
    <message>
        <source>&amp;Pieces and board</source>
        <translation>ال&amp;قطع والرقعة</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <source>&amp;About Saban</source>
        <translation>حول صبان</translation>
    </message>
    <message>
        <source>About Saban</source>
        <translation>حول صبان</translation>
    </message>
    <message>
        <source>Cannot open game %1: %2</source>
        <translation>يتعذر فتح المباراة %1: %2</translation>
    </message>
    <message>
        <source>Game %1 opened</source>
        <translation>فُتحت المباراة %1</translation>
    </message>
    <message>
        <source>Open a database</source>
        <translation>فتح قاعدة بيانات</translation>
    </message>
    <message>
        <source>Cờ Đông Sơn has no deploy turns</source>
        <translation>لا أدوار نشر في Cờ Đông Sơn</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>حفظ المباراة</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn)</source>
        <translation>سجلات المباريات (*.ctr *.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>حُفظت في %1</translation>
    </message>
    <message>
        <source>Save the game to the database</source>
        <translation>حفظ المباراة في قاعدة البيانات</translation>
    </message>
    <message>
        <source>Open a record file</source>
        <translation>فتح ملف سجل</translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn *.txt);;All files (*)</source>
        <translation>سجلات المباريات (*.ctr *.pgn *.txt);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>Its encoding may be one that detection did not recognise: name it, seeing the file&apos;s first lines as each encoding reads them.</source>
        <translation>ربما كان ترميزه مما لم يتعرف عليه الاكتشاف: حدده، مع رؤية الأسطر الأولى من الملف كما يقرؤها كل ترميز.</translation>
    </message>
    <message>
        <source>Choose the &amp;encoding…</source>
        <translation>اختيار ال&amp;ترميز…</translation>
    </message>
    <message>
        <source>Open a record file in an encoding</source>
        <translation>فتح ملف سجل بترميز محدد</translation>
    </message>
    <message>
        <source>%1 cannot be decoded: from line %2 its text is not UTF-8 and reads as no Vietnamese in Windows-1258, TCVN3 or VNI.</source>
        <translation>تعذر فك ترميز %1: بدءًا من السطر %2 ليس نصه UTF-8 ولا يُقرأ فيتناميًا بترميز Windows-1258 أو TCVN3 أو VNI.</translation>
    </message>
    <message>
        <source>%1 cannot be decoded: line %2 holds a byte that is not %3, the encoding named.</source>
        <translation>تعذر فك ترميز %1: في السطر %2 بايت ليس من %3، الترميز المحدد.</translation>
    </message>
    <message>
        <source>%1 cannot be decoded: line %2 holds a byte that is not %3, the encoding detected.</source>
        <translation>تعذر فك ترميز %1: في السطر %2 بايت ليس من %3، الترميز المُكتشَف.</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>تصدير الرقعة</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG (*.svg)</source>
        <translation>صورة PNG ‏(*.png);;SVG ‏(*.svg)</translation>
    </message>
    <message>
        <source>Board exported to %1</source>
        <translation>صُدِّرت الرقعة إلى %1</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>تتعذر الكتابة في %1</translation>
    </message>
    <message>
        <source>Position editor…</source>
        <translation>محرر الوضعيات…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Save the game to the &amp;database</source>
        <translation>حفظ المباراة في قاعدة البيانات</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>This game is not from the database: save it to a file, then import it</source>
        <translation>هذه المباراة ليست من قاعدة البيانات: احفظها في ملف ثم استوردها</translation>
    </message>
    <message>
        <source>Cannot save game %1: %2</source>
        <translation>يتعذر حفظ المباراة %1: %2</translation>
    </message>
    <message>
        <source>Game %1 saved to the database</source>
        <translation>حُفظت المباراة %1 في قاعدة البيانات</translation>
    </message>
    <message>
        <source>E&amp;xport the game (PDF, HTML)…</source>
        <translation>تصدير المباراة (PDF، HTML)…</translation>
    </message>
    <message>
        <source>Game exported</source>
        <translation>صُدِّرت المباراة</translation>
    </message>
    <message>
        <source>Attacked points</source>
        <translation>النقاط المهدَّدة</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>تتعذر قراءة %1</translation>
    </message>
    <message>
        <source>%1 holds no game</source>
        <translation>لا يحتوي %1 على أي مباراة</translation>
    </message>
    <message>
        <source>&lt;b&gt;Saban&lt;/b&gt; — a toolkit for Commander Chess (Cờ tư lệnh) and Cờ Đông Sơn: a game database on PostgreSQL, an engine and a record parser.&lt;br&gt;The manual: Help menu, Manual (F1); every key: Keyboard shortcuts (Ctrl+F1).</source>
        <translation>&lt;b&gt;Saban&lt;/b&gt; — مجموعة أدوات لشطرنج القائد (Cờ tư lệnh) وCờ Đông Sơn: قاعدة بيانات للمباريات على PostgreSQL ومحرك تحليل وقارئ للسجلات.&lt;br&gt;الدليل: قائمة المساعدة، الدليل (F1)؛ كل المفاتيح: اختصارات لوحة المفاتيح (Ctrl+F1).</translation>
    </message>
    <message>
        <source>%1 cannot be read as a game record: %2</source>
        <translation>تعذّرت قراءة %1 كسجلّ مباراة: %2</translation>
    </message>
    <message>
        <source>The game has changed</source>
        <translation>تغيّرت المباراة</translation>
    </message>
    <message>
        <source>The open game has changes that are not saved. Save them first?</source>
        <translation>في المباراة المفتوحة تغييرات غير محفوظة. أتحفظها أولًا؟</translation>
    </message>
    <message>
        <source>Save writes the game back to the database (game %1).</source>
        <translation>يكتب الحفظ المباراة في قاعدة البيانات (المباراة %1).</translation>
    </message>
    <message>
        <source>Save writes the game to a record file.</source>
        <translation>يكتب الحفظ المباراة في ملف سجل.</translation>
    </message>
    <message>
        <source>The database cannot be opened.</source>
        <translation>يتعذر فتح قاعدة البيانات.</translation>
    </message>
    <message>
        <source>The database in use stays open: %1</source>
        <translation>تبقى قاعدة البيانات المستخدمة مفتوحة: %1</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>لا توجد قاعدة بيانات مفتوحة.</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>يتعذر فتح قاعدة البيانات</translation>
    </message>
</context>
<context>
    <name>saban::gui::MoveEntry</name>
    <message>
        <source>It is %1&apos;s turn: select one of %1&apos;s units</source>
        <translation>الدور على %1: اختر إحدى وحدات %1</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal move</source>
        <translation>القطعة %1 في %2 ليس لها نقلة قانونية</translation>
    </message>
    <message>
        <source>In a deploy turn only pieces of the stack on %1 move</source>
        <translation>في دور النشر لا تتحرك إلا قطع الكومة الموجودة في %1</translation>
    </message>
    <message>
        <source>Choose the whole stack or one piece, then a point</source>
        <translation>اختر الكومة كلها أو قطعة واحدة، ثم نقطة</translation>
    </message>
    <message>
        <source>Both a stay capture and a capture that moves are legal: choose one</source>
        <translation>الالتقاط من مكانها والالتقاط مع الحركة كلاهما قانوني: اختر أحدهما</translation>
    </message>
    <message>
        <source>Deploy: move another piece of the stack, or press Enter to end the turn</source>
        <translation>النشر: حرّك قطعة أخرى من الكومة، أو اضغط Enter لإنهاء الدور</translation>
    </message>
    <message>
        <source>Deploy: the pieces left on %1 cannot stay there; move another one</source>
        <translation>النشر: لا يمكن للقطع المتبقية في %1 البقاء هناك؛ حرّك قطعة أخرى</translation>
    </message>
    <message>
        <source>No deploy turn is under way</source>
        <translation>لا يوجد دور نشر جارٍ</translation>
    </message>
    <message>
        <source>The pieces left behind cannot stay: move another one</source>
        <translation>لا يمكن للقطع المتروكة البقاء: حرّك قطعة أخرى</translation>
    </message>
    <message>
        <source>Sub-move taken back</source>
        <translation>تم التراجع عن النقلة الفرعية</translation>
    </message>
    <message>
        <source>Illegal: %1 %2 to %3 would leave your commander attacked or facing the enemy commander</source>
        <translation>غير قانونية: %1 %2 إلى %3 تترك قائدك مهاجَمًا أو في مواجهة قائد الخصم</translation>
    </message>
    <message>
        <source>A navy cannot stand on land (%1)</source>
        <translation>لا يمكن لحاملة الطائرات الوقوف على البر (%1)</translation>
    </message>
    <message>
        <source>A %1 cannot stand at sea (%2)</source>
        <translation>لا يمكن للقطعة %1 الوقوف في البحر (%2)</translation>
    </message>
    <message>
        <source>The %1 on %2 cannot reach %3</source>
        <translation>لا يمكن للقطعة %1 في %2 الوصول إلى %3</translation>
    </message>
    <message>
        <source>Stay capture (fire without moving)</source>
        <translation>التقاط من المكان (إطلاق النار دون حركة)</translation>
    </message>
    <message>
        <source>Capture and move to %1</source>
        <translation>الالتقاط والانتقال إلى %1</translation>
    </message>
    <message>
        <source>One-for-one capture</source>
        <translation>التقاط متبادل (واحدة بواحدة)</translation>
    </message>
    <message>
        <source>Join the unit on %1</source>
        <translation>الانضمام إلى الوحدة في %1</translation>
    </message>
    <message>
        <source>Fly in and be shot down</source>
        <translation>الطيران إلى هناك والسقوط بنيران الدفاع الجوي</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>الانتقال إلى %1</translation>
    </message>
</context>
<context>
    <name>saban::gui::PositionEditor</name>
    <message>
        <source>Position editor</source>
        <translation>محرر الوضعيات</translation>
    </message>
    <message>
        <source>Click a point to put the piece there (onto a unit of the same side: a stack); right click takes the top piece away.</source>
        <translation>انقر نقطة لوضع القطعة فيها (فوق وحدة من الجانب نفسه: كومة)؛ النقر بالزر الأيمن يزيل القطعة العليا.</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>بطل</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>صاحب الدور:</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>رقعة فارغة</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>وضعية البداية</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>Find games</source>
        <translation>البحث عن مباريات</translation>
    </message>
    <message>
        <source>Set up on the board</source>
        <translation>الإعداد على الرقعة</translation>
    </message>
    <message>
        <source>A %1 cannot join that unit</source>
        <translation>لا يمكن للقطعة %1 الانضمام إلى تلك الوحدة</translation>
    </message>
    <message>
        <source>Invalid FEN at character %1: %2</source>
        <translation>FEN غير صالحة عند المحرف %1: %2</translation>
    </message>
    <message>
        <source>Each side needs its commander</source>
        <translation>يحتاج كل جانب إلى قائده</translation>
    </message>
    <message>
        <source>The position is valid</source>
        <translation>الوضعية صالحة</translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsCharts</name>
    <message>
        <source>Draws</source>
        <translation>التعادلات</translation>
    </message>
    <message>
        <source>Results by mode</source>
        <translation>النتائج حسب النمط</translation>
    </message>
    <message>
        <source>Results by ending</source>
        <translation>النتائج حسب طريقة الانتهاء</translation>
    </message>
    <message>
        <source>Game lengths (plies)</source>
        <translation>أطوال المباريات (أنصاف النقلات)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>المباريات</translation>
    </message>
    <message>
        <source>Pieces lost, by piece</source>
        <translation>القطع المفقودة، حسب القطعة</translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsPane</name>
    <message>
        <source>Whole database</source>
        <translation>قاعدة البيانات كلها</translation>
    </message>
    <message>
        <source>The game whose games are counted</source>
        <translation>اللعبة التي تُحصى مبارياتها</translation>
    </message>
    <message>
        <source>Player&apos;s page: type a name (accents optional) and press Enter</source>
        <translation>صفحة اللاعب: اكتب اسمًا (التشكيل اختياري) واضغط Enter</translation>
    </message>
    <message>
        <source>No player whose name contains &quot;%1&quot; has games of %2 (the game chosen above)</source>
        <translation>لا يوجد لاعب يحتوي اسمه على &quot;%1&quot; وله مباريات في %2 (اللعبة المختارة أعلاه)</translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsText</name>
    <message>
        <source>games</source>
        <translation>المباريات</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>التعادلات</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>الانتصارات</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>الهزائم</translation>
    </message>
    <message>
        <source>score</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 مباراة</translation>
    </message>
    <message>
        <source>%1 won %2, drawn %3, %4 won %5, without a result %6</source>
        <translation>فاز %1 %2، وتعادلا %3، وفاز %4 %5، وبلا نتيجة %6</translation>
    </message>
    <message>
        <source>%1 won %2, drawn %3, %4 won %5</source>
        <translation>فاز %1 %2، وتعادلا %3، وفاز %4 %5</translation>
    </message>
    <message>
        <source>%1; %2 plies on average (%3 to %4)</source>
        <translation>%1؛ بمتوسط %2 نصف نقلة (من %3 إلى %4)</translation>
    </message>
    <message>
        <source>Not counted here: %1 games of %2 (choose the game above).</source>
        <translation>غير محسوبة هنا: %1 مباراة من %2 (اختر اللعبة في الأعلى).</translation>
    </message>
    <message>
        <source>By mode</source>
        <translation>حسب النمط</translation>
    </message>
    <message>
        <source>By ending</source>
        <translation>حسب طريقة الانتهاء</translation>
    </message>
    <message>
        <source>By rules</source>
        <translation>حسب القواعد</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>حسب السنة</translation>
    </message>
    <message>
        <source>Game lengths (plies)</source>
        <translation>أطوال المباريات (أنصاف النقلات)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Most played openings</source>
        <translation>أكثر الافتتاحيات لعبًا</translation>
    </message>
    <message>
        <source>Pieces lost</source>
        <translation>القطع المفقودة</translation>
    </message>
    <message>
        <source>Games of %1 only (the game chosen above)</source>
        <translation>مباريات %1 وحدها (اللعبة المختارة أعلاه)</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>بصفته %1</translation>
    </message>
    <message>
        <source>total</source>
        <translation>المجموع</translation>
    </message>
    <message>
        <source>Openings played</source>
        <translation>الافتتاحيات الملعوبة</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>المباريات الأخيرة</translation>
    </message>
    <message>
        <source>date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>event</source>
        <translation>البطولة</translation>
    </message>
    <message>
        <source>Open this game</source>
        <translation>افتح هذه المباراة</translation>
    </message>
</context>
<context>
    <name>saban::gui::TrashDialog</name>
    <message>
        <source>Deleted games</source>
        <translation>المباريات المحذوفة</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>المعرّف</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>اللاعب الأول</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>اللاعب الثاني</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>الحدث</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>وقت الحذف</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;استعادة</translation>
    </message>
    <message>
        <source>&amp;Empty the trash</source>
        <translation>إ&amp;فراغ سلة المهملات</translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>سلة المهملات فارغة.</translation>
    </message>
    <message numerus="yes">
        <source>%n deleted game(s): they are in no search, count or opening tree until restored.</source>
        <translation>
            <numerusform>لا مباراة محذوفة (%n).</numerusform>
            <numerusform>مباراة واحدة محذوفة: لا تظهر في أي بحث أو عدّ أو شجرة افتتاحيات حتى تُستعاد.</numerusform>
            <numerusform>مباراتان محذوفتان: لا تظهران في أي بحث أو عدّ أو شجرة افتتاحيات حتى تُستعادا.</numerusform>
            <numerusform>%n مباريات محذوفة: لا تظهر في أي بحث أو عدّ أو شجرة افتتاحيات حتى تُستعاد.</numerusform>
            <numerusform>%n مباراة محذوفة: لا تظهر في أي بحث أو عدّ أو شجرة افتتاحيات حتى تُستعاد.</numerusform>
            <numerusform>%n مباراة محذوفة: لا تظهر في أي بحث أو عدّ أو شجرة افتتاحيات حتى تُستعاد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>استعادة</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) restored</source>
        <translation>
            <numerusform>لم تُستعد أي مباراة (%n)</numerusform>
            <numerusform>استُعيدت مباراة واحدة</numerusform>
            <numerusform>استُعيدت مباراتان</numerusform>
            <numerusform>استُعيدت %n مباريات</numerusform>
            <numerusform>استُعيدت %n مباراة</numerusform>
            <numerusform>استُعيدت %n مباراة</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty the trash</source>
        <translation>إفراغ سلة المهملات</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n game(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>حذف %n مباراة في سلة المهملات نهائيًا؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>حذف المباراة الواحدة في سلة المهملات نهائيًا؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>حذف المباراتين في سلة المهملات نهائيًا؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>حذف %n مباريات في سلة المهملات نهائيًا؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>حذف %n مباراة في سلة المهملات نهائيًا؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>حذف %n مباراة في سلة المهملات نهائيًا؟ لا يمكن التراجع عن ذلك.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted for good</source>
        <translation>
            <numerusform>لم تُحذف أي مباراة (%n)</numerusform>
            <numerusform>حُذفت مباراة واحدة نهائيًا</numerusform>
            <numerusform>حُذفت مباراتان نهائيًا</numerusform>
            <numerusform>حُذفت %n مباريات نهائيًا</numerusform>
            <numerusform>حُذفت %n مباراة نهائيًا</numerusform>
            <numerusform>حُذفت %n مباراة نهائيًا</numerusform>
        </translation>
    </message>
</context>
</TS>
