// The move list: the game's moves in the chosen notation with move numbers, comments, indented variations and
// coloured judgements; the current move highlighted; a click jumps there.
#pragma once

#include <QHash>
#include <QPair>
#include <QTextBrowser>

#include "gui/game/gamedocument.h"

namespace saban::gui {

class MoveListView : public QTextBrowser {
  Q_OBJECT
 public:
  explicit MoveListView(GameDocument* doc, QWidget* parent = nullptr);

  /// The text of the moves as shown (tests read it).
  QString movesText() const { return toPlainText(); }
  /// The text of the move marked as current (empty at the start of the game).
  QString currentMoveText() const;
  /// Rebuilds the list (notation or language changed).
  void rebuild();

 private:
  void showCursor();
  void indexAnchors();
  void appendLine(QString& html, const parser::Line& line, Position pos,
                  const std::vector<TreePath::Branch>& branches, int depth) const;
  QString moveHtml(const parser::RecordMove& m, const Position& before, const TreePath& path, int ply,
                   bool forceNumber) const;

  GameDocument* m_doc;
  QHash<QString, QPair<int, int>> m_anchors;  // path key -> (position, length) of the move's text
  QString m_highlighted;                      // the key of the move shown as current, if any
};

}  // namespace saban::gui
