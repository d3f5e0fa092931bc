// The move list: the game's moves in the chosen notation with move numbers, comments, indented variations and
// coloured judgements; the current move highlighted; a click jumps there.
#pragma once

#include <QTextBrowser>

#include "game/gamedocument.h"

namespace saban::gui {

class MoveListView : public QTextBrowser {
  Q_OBJECT
 public:
  explicit MoveListView(GameDocument* doc, QWidget* parent = nullptr);

  /// The text of the moves as shown (tests read it).
  QString movesText() const { return toPlainText(); }
  /// Rebuilds the list (notation or language changed).
  void rebuild();

 private:
  void appendLine(QString& html, const parser::Line& line, Position pos,
                  const std::vector<TreePath::Branch>& branches, int depth) const;
  QString moveHtml(const parser::RecordMove& m, const Position& before, const TreePath& path, int ply,
                   bool forceNumber) const;

  GameDocument* m_doc;
};

}  // namespace saban::gui
