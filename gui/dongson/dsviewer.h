// The Cờ Đông Sơn game viewer: a window of its own with the game's tags in a header line, the 9×9 board, the
// move list in this game's notation (comments, judgements, variations; a click goes there), the state of the
// game under the board and its FEN. Keys: ←/→ a move, Home/End the start and the end of the line, Ctrl+F
// flips.
#pragma once

#include <QWidget>

#include "parser/game_tree.h"

class QLabel;
class QLineEdit;

namespace saban::gui {

class DsBoardWidget;
class MoveListView;

class DsViewer : public QWidget {
  Q_OBJECT
 public:
  /// A viewer of `record`; `origin` names where it came from ("game 12", a file name) in the title.
  DsViewer(parser::dongson::DsRecord record, const QString& origin, QWidget* parent = nullptr);
  ~DsViewer() override;

  /// The game and the cursor (the position shown).
  const parser::DsGameTree& tree() const { return m_tree; }
  DsBoardWidget* board() const { return m_board; }
  MoveListView* moveList() const { return m_moves; }
  QLabel* header() const { return m_header; }

  // Moving through the game
  /// Goes to a place in the tree (nothing happens when the path leads nowhere).
  void goTo(const parser::TreePath& path);
  void forward();
  void back();
  void toStart();
  /// To the end of the line shown.
  void toEnd();

 protected:
  void keyPressEvent(QKeyEvent* event) override;

 private:
  QString headerHtml() const;
  QString stateText() const;
  void refresh();

  parser::DsGameTree m_tree;
  QLabel *m_header, *m_state;
  DsBoardWidget* m_board;
  MoveListView* m_moves;
  QLineEdit* m_fen;
};

}  // namespace saban::gui
