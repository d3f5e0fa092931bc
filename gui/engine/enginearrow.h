// The engine's best move drawn on the board while it analyses (a grey arrow, apart from the annotator's
// coloured ones): View → "The engine's best move", remembered in the settings ("engineArrow", on by default).
#pragma once

class QAction;
class QObject;

namespace saban::gui {

class BoardWidget;
class EngineRunner;
class GameDocument;

/// The checkable action that shows or hides the arrow; the board follows the runner's reports while it is on
/// (the arrow goes when the cursor moves, until the engine reports on the new position; the last one stays
/// when it stops).
QAction* engineArrowAction(EngineRunner* runner, GameDocument* doc, BoardWidget* board, QObject* parent);

}  // namespace saban::gui
