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
        <source>Set the judgement</source>
        <translation>Set the judgement</translation>
    </message>
    <message>
        <source>Edit the header</source>
        <translation>Edit the header</translation>
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
    <name>saban::gui::BoardWidget</name>
    <message>
        <source>heroic %1</source>
        <translation>heroic %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>sea</translation>
    </message>
    <message>
        <source>coast or river mouth: water and land</source>
        <translation>coast or river mouth: water and land</translation>
    </message>
</context>
<context>
    <name>saban::gui::Database</name>
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
        <source>either side</source>
        <translation>either side</translation>
    </message>
    <message>
        <source>as Red</source>
        <translation>as Red</translation>
    </message>
    <message>
        <source>as Blue</source>
        <translation>as Blue</translation>
    </message>
    <message>
        <source>any result</source>
        <translation>any result</translation>
    </message>
    <message>
        <source>Red won (1-0)</source>
        <translation>Red won (1-0)</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Draw (½-½)</translation>
    </message>
    <message>
        <source>Blue won (0-1)</source>
        <translation>Blue won (0-1)</translation>
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
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
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
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) moved to the trash (File → Deleted games… restores them)</source>
        <translation>
            <numerusform>%n game moved to the trash (File → Deleted games… restores it)</numerusform>
            <numerusform>%n games moved to the trash (File → Deleted games… restores them)</numerusform>
        </translation>
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
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
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
        <source>%1 games (%2/s): %3 new, %4 rejected; about %5 s left
%6</source>
        <translation>%1 games (%2/s): %3 new, %4 rejected; about %5 s left
%6</translation>
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
</context>
<context>
    <name>saban::gui::MainWindow</name>
    <message>
        <source>Saban — Commander Chess database</source>
        <translation>Saban — Commander Chess database</translation>
    </message>
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
        <source>&lt;b&gt;Saban&lt;/b&gt; — a toolkit for Commander Chess (Cờ tư lệnh) and Cờ Đông Sơn: a game database on PostgreSQL, an engine and a record parser.&lt;br&gt;Every key: Help menu, Keyboard shortcuts (F1).</source>
        <translation>&lt;b&gt;Saban&lt;/b&gt; — a toolkit for Commander Chess (Cờ tư lệnh) and Cờ Đông Sơn: a game database on PostgreSQL, an engine and a record parser.&lt;br&gt;Every key: Help menu, Keyboard shortcuts (F1).</translation>
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
        <source>Open a database</source>
        <translation>Open a database</translation>
    </message>
    <message>
        <source>A libpq connection string (host=… dbname=… user=…) or a URI; empty for Saban&apos;s private database:</source>
        <translation>A libpq connection string (host=… dbname=… user=…) or a URI; empty for Saban&apos;s private database:</translation>
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
        <source>Ring the points either side attacks: Red&apos;s in red, Blue&apos;s in blue, both in yellow</source>
        <translation>Ring the points either side attacks: Red&apos;s in red, Blue&apos;s in blue, both in yellow</translation>
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
        <source>The position editor</source>
        <translation>The position editor</translation>
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
        <source>Not available for Cờ Đông Sơn games yet</source>
        <translation>Not available for Cờ Đông Sơn games yet</translation>
    </message>
    <message>
        <source>%1: not available for Cờ Đông Sơn games yet</source>
        <translation>%1: not available for Cờ Đông Sơn games yet</translation>
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
        <source>not given</source>
        <translation>not given</translation>
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
        <source>Player&apos;s page: type a name (accents optional) and press Enter</source>
        <translation>Player&apos;s page: type a name (accents optional) and press Enter</translation>
    </message>
    <message>
        <source>No player&apos;s name contains &quot;%1&quot;</source>
        <translation>No player&apos;s name contains &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsText</name>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>draws</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
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
        <source>Red won %1, drawn %2, Blue won %3; %4 plies on average (%5 to %6)</source>
        <translation>Red won %1, drawn %2, Blue won %3; %4 plies on average (%5 to %6)</translation>
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
        <source>as Red</source>
        <translation>as Red</translation>
    </message>
    <message>
        <source>as Blue</source>
        <translation>as Blue</translation>
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
