#include "gui/game/boardmarks.h"

#include "gui/board/boardwidget.h"
#include "gui/dongson/dsboardwidget.h"
#include "gui/game/gamedocument.h"

namespace saban::gui {

parser::MarkColour markColour(Qt::KeyboardModifiers modifiers) {
  const bool shift = modifiers & Qt::ShiftModifier, alt = modifiers & Qt::AltModifier;
  if ((modifiers & Qt::ControlModifier) || (shift && alt)) return parser::MarkColour::Yellow;
  if (shift) return parser::MarkColour::Red;
  if (alt) return parser::MarkColour::Blue;
  return parser::MarkColour::Green;
}

namespace {

// Either board: its marks go into the document while it holds a game of the board's kind, and the document's
// marks at the cursor are shown on it.
template <class Board>
void connectMarks(GameDocument* doc, Board* board, games::GameKind kind) {
  QObject::connect(board, &Board::markDrawn, doc,
                   [doc, kind](Square from, Square to, Qt::KeyboardModifiers modifiers) {
                     if (doc->kind() != kind) return;  // the board of the game held
                     const parser::MarkColour colour = markColour(modifiers);
                     if (from == to)
                       doc->togglePoint({colour, from});
                     else
                       doc->toggleArrow({colour, from, to});
                   });
  const auto show = [doc, board] {
    parser::CommentCommands marks = doc->marks();
    board->setMarks(std::move(marks.points), std::move(marks.arrows));
  };
  QObject::connect(doc, &GameDocument::cursorChanged, board, show);
  QObject::connect(doc, &GameDocument::treeChanged, board, show);
  show();
}

}  // namespace

void connectBoardMarks(GameDocument* doc, BoardWidget* board) {
  connectMarks(doc, board, games::GameKind::Commander);
}

void connectBoardMarks(GameDocument* doc, DsBoardWidget* board) {
  connectMarks(doc, board, games::GameKind::DongSon);
}

}  // namespace saban::gui
