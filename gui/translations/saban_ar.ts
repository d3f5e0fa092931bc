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
        <source>Set the judgement</source>
        <translation>تحديد التقييم</translation>
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
    <name>saban::gui::BoardWidget</name>
    <message>
        <source>heroic %1</source>
        <translation>%1 بطولي</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>بحر</translation>
    </message>
    <message>
        <source>coast or river mouth: water and land</source>
        <translation>ساحل أو مصب نهر: ماء وبر</translation>
    </message>
</context>
<context>
    <name>saban::gui::Database</name>
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
        <source>either side</source>
        <translation>أي جانب</translation>
    </message>
    <message>
        <source>as Red</source>
        <translation>بالأحمر</translation>
    </message>
    <message>
        <source>as Blue</source>
        <translation>بالأزرق</translation>
    </message>
    <message>
        <source>any result</source>
        <translation>أي نتيجة</translation>
    </message>
    <message>
        <source>Red won (1-0)</source>
        <translation>فاز الأحمر (1-0)</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>تعادل (½-½)</translation>
    </message>
    <message>
        <source>Blue won (0-1)</source>
        <translation>فاز الأزرق (0-1)</translation>
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
        <source>Move</source>
        <translation>النقلة</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>المباريات</translation>
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
        <source>Red</source>
        <translation>الأحمر</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>الأزرق</translation>
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
        <source>%1 games (%2/s): %3 new, %4 rejected; about %5 s left
%6</source>
        <translation>%1 مباراة (%2/ث): %3 جديدة، %4 مرفوضة؛ يتبقى نحو %5 ث
%6</translation>
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
</context>
<context>
    <name>saban::gui::MainWindow</name>
    <message>
        <source>Saban — Commander Chess database</source>
        <translation>صبان — قاعدة بيانات شطرنج القائد</translation>
    </message>
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
        <source>Dark theme</source>
        <translation>السمة الداكنة</translation>
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
        <source>&lt;b&gt;Saban&lt;/b&gt; — a toolkit for Commander Chess (Cờ tư lệnh) and Cờ Đông Sơn: a game database on PostgreSQL, an engine and a record parser.&lt;br&gt;Every key: Help menu, Keyboard shortcuts (F1).</source>
        <translation>&lt;b&gt;صبان&lt;/b&gt; (Saban) — مجموعة أدوات لشطرنج القائد (Cờ tư lệnh) وشطرنج دونغ سون (Cờ Đông Sơn): قاعدة بيانات للمباريات على PostgreSQL، ومحرك، ومحلل للسجلات.&lt;br&gt;كل المفاتيح: قائمة المساعدة، اختصارات لوحة المفاتيح (F1).</translation>
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
        <source>A libpq connection string (host=… dbname=… user=…) or a URI; empty for Saban&apos;s private database:</source>
        <translation>سلسلة اتصال libpq ‏(host=… dbname=… user=…) أو URI؛ اتركها فارغة لقاعدة بيانات صبان الخاصة:</translation>
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
        <source>Ring the points either side attacks: Red&apos;s in red, Blue&apos;s in blue, both in yellow</source>
        <translation>إحاطة النقاط التي يهاجمها كل جانب بحلقة: نقاط الأحمر بالأحمر، ونقاط الأزرق بالأزرق، والمشتركة بالأصفر</translation>
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
        <source>The position editor</source>
        <translation>محرر الوضعيات</translation>
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
    <message>
        <source>Not available for Cờ Đông Sơn games yet</source>
        <translation>غير متاح لمباريات شطرنج دونغ سون بعد</translation>
    </message>
    <message>
        <source>%1: not available for Cờ Đông Sơn games yet</source>
        <translation>%1: غير متاح لمباريات شطرنج دونغ سون بعد</translation>
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
        <source>Player&apos;s page: type a name (accents optional) and press Enter</source>
        <translation>صفحة اللاعب: اكتب اسمًا (التشكيل اختياري) واضغط Enter</translation>
    </message>
    <message>
        <source>No player&apos;s name contains &quot;%1&quot;</source>
        <translation>لا يوجد لاعب يحتوي اسمه على &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsText</name>
    <message>
        <source>games</source>
        <translation>المباريات</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>الأحمر</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>التعادلات</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>الأزرق</translation>
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
        <source>Red won %1, drawn %2, Blue won %3; %4 plies on average (%5 to %6)</source>
        <translation>فاز الأحمر %1، وتعادلا %2، وفاز الأزرق %3؛ بمتوسط %4 نصف نقلة (من %5 إلى %6)</translation>
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
        <source>as Red</source>
        <translation>بالأحمر</translation>
    </message>
    <message>
        <source>as Blue</source>
        <translation>بالأزرق</translation>
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
</context>
</TS>
