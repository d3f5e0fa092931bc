// The Cờ Đông Sơn game viewer: a window of its own with the game's tags in a header line, the 9×9 board, the
// move list in this game's notation (comments, judgements, variations; a click goes there), the state of the
// game under the board and its FEN. Keys: ←/→ a move, Home/End the start and the end of the line, Ctrl+F
// flips.
#pragma once

#include <QWidget>
#include <memory>
#include <utility>
#include <vector>

#include "gui/dongson/dsgametree.h"

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace saban::gui {

class DsBoardWidget;

class DsViewer : public QWidget {
  Q_OBJECT
 public:
  /// A viewer of `record`; `origin` names where it came from ("game 12", a file name) in the title.
  DsViewer(parser::dongson::DsRecord record, const QString& origin, QWidget* parent = nullptr);
  ~DsViewer() override;

  const DsGameTree& tree() const { return *m_tree; }
  DsBoardWidget* board() const { return m_board; }
  QTextBrowser* moveList() const { return m_moves; }
  QLabel* header() const { return m_header; }
  /// The node shown (-1: the start position).
  int current() const { return m_current; }

  // Moving through the game
  void setCurrent(int node);
  void forward();
  void back();
  void toStart() { setCurrent(-1); }
  void toEnd() { setCurrent(m_tree->lineEnd(m_current)); }

 protected:
  void keyPressEvent(QKeyEvent* event) override;

 private:
  QString headerHtml() const;
  QString stateText() const;
  void rebuildList();
  void appendLine(QString& html, int first) const;
  QString moveHtml(const DsNode& n, int index, bool forceNumber) const;
  void highlightCurrent();
  void refresh();

  std::unique_ptr<DsGameTree> m_tree;
  int m_current = -1;
  std::vector<std::pair<int, int>> m_moveSpans;  // each node's text in the move list: from, to
  QLabel *m_header, *m_state;
  DsBoardWidget* m_board;
  QTextBrowser* m_moves;
  QLineEdit* m_fen;
};

}  // namespace saban::gui
