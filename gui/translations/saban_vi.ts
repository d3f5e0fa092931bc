<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>Judgement</name>
    <message>
        <source>Brilliant move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No judgement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Piece</name>
    <message>
        <source>commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engineer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>militia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anti-air gun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>air force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>navy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headquarters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Side</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::Database</name>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::DatabasePane</name>
    <message>
        <source>Player (accents optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red won (1-0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue won (0-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>naval battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>air battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>land battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A date is written YYYY, YYYY-MM or YYYY-MM-DD: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) loaded</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> — scroll for more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::EnginePane</name>
    <message>
        <source>Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start or stop the live analysis of the shown position (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search every position of the main line and draw the evaluation graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game analysis cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth %1 · %2 nodes · %3 nodes/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::EvalGraph</name>
    <message>
        <source>ply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red&apos;s expected score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No analysis yet: press &quot;Analyse the game&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::ExplorerModel</name>
    <message>
        <source>%1% / %2% / %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not legal here (games of another rules profile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red / draw / Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::ExplorerPane</name>
    <message>
        <source>Click a move to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game in the database reaches this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; games from this position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::GameListModel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::GamePane</name>
    <message>
        <source>Start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward (→)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judgement:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment on the current move </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> &lt;small&gt;&lt;i&gt;(edited)&lt;/i&gt;&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::ImportDialog</name>
    <message>
        <source>Import games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record files (.ctr, .pgn, .txt) and folders (searched recursively):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder of records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling after the batch in flight…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games (%2/s): %3 new, %4 rejected; about %5 s left
%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games read: %2 new, %3 already in the database, %4 rejected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::MainWindow</name>
    <message>
        <source>Saban — Commander Chess database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a &amp;database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a record file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save the game to a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export the board (PNG, SVG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the deploy turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back a sub-move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the move being entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promote the variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cursor is not in a variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the following moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start or stop the engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebook notation, Vietnamese letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebook notation, English letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN (cotulenh platform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red&apos;s air-defence zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue&apos;s air-defence zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Saban</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Saban</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Saban&lt;/b&gt; — a toolkit for Commander Chess (Cờ tư lệnh): a game database on PostgreSQL, an engine and a record parser.&lt;br&gt;Keys: ←/→ moves, Home/End, ↑/↓ variations, Space the engine, Enter ends a deploy turn, Backspace takes a sub-move back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open game %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A libpq connection string (host=… dbname=… user=…) or a URI; empty for Saban&apos;s private database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a record file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.ctr *.pgn *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander Chess position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::MoveEntry</name>
    <message>
        <source>It is %1&apos;s turn: select one of %1&apos;s units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a deploy turn only pieces of the stack on %1 move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the whole stack or one piece, then a point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both a stay capture and a capture that moves are legal: choose one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy: move another piece of the stack, or press Enter to end the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy: the pieces left on %1 cannot stay there; move another one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deploy turn is under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pieces left behind cannot stay: move another one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-move taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illegal: %1 %2 to %3 would leave your commander attacked or facing the enemy commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A navy cannot stand on land (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 cannot stand at sea (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 on %2 cannot reach %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay capture (fire without moving)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture and move to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-for-one capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join the unit on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fly in and be shot down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>saban::gui::StatsPane</name>
    <message>
        <source>Whole database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player&apos;s page: type a name (accents optional) and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player&apos;s name contains &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
