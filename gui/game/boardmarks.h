// The annotator's marks on the board: a right click colours a point and a right drag draws an arrow (as on
// lichess), kept in the current move's comment as [%csl]/[%cal] (parser/comment_commands.h) through the
// document, one step to undo each; the board shows the marks of the move at the cursor. Both boards, the
// Commander Chess one and the Cờ Đông Sơn one, draw and show them through here.
#pragma once

#include <Qt>

#include "parser/comment_commands.h"

namespace saban::gui {

class BoardWidget;
class DsBoardWidget;
class GameDocument;

/// The colour the keys held choose, as on lichess: none green, Shift red, Alt blue, Ctrl (or Shift+Alt)
/// yellow.
parser::MarkColour markColour(Qt::KeyboardModifiers modifiers);

/// Lets the user draw on `board` into `doc` and shows the document's marks on it.
void connectBoardMarks(GameDocument* doc, BoardWidget* board);
void connectBoardMarks(GameDocument* doc, DsBoardWidget* board);

}  // namespace saban::gui
