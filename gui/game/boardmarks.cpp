#include "gui/game/boardmarks.h"

#include "gui/board/boardwidget.h"
#include "gui/game/gamedocument.h"

namespace saban::gui {

parser::MarkColour markColour(Qt::KeyboardModifiers modifiers) {
  const bool shift = modifiers & Qt::ShiftModifier, alt = modifiers & Qt::AltModifier;
  if ((modifiers & Qt::ControlModifier) || (shift && alt)) return parser::MarkColour::Yellow;
  if (shift) return parser::MarkColour::Red;
  if (alt) return parser::MarkColour::Blue;
  return parser::MarkColour::Green;
}

void connectBoardMarks(GameDocument* doc, BoardWidget* board) {
  QObject::connect(board, &BoardWidget::markDrawn, doc,
                   [doc](Square from, Square to, Qt::KeyboardModifiers modifiers) {
                     if (!doc->commander()) return;  // the board of the game held
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

}  // namespace saban::gui
