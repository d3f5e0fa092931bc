// The move list of any game: the moves in the chosen notation with move numbers, comments, indented
// variations and coloured judgements (movelisthtml.h builds the text); the current move highlighted; a click
// goes there.
#pragma once

#include <QHash>
#include <QPair>
#include <QTextBrowser>
#include <functional>
#include <optional>

#include "gui/game/gamedocument.h"

namespace saban::gui {

class MoveListView : public QTextBrowser {
  Q_OBJECT
 public:
  /// The list's text (moveListHtml) and the path of the current move (nullopt at the game's start).
  using HtmlFn = std::function<QString()>;
  using CursorFn = std::function<std::optional<TreePath>()>;
  /// A list of any game's moves: the owner calls rebuild() when the moves change and showCursor() when the
  /// cursor moves, and follows pathClicked.
  MoveListView(HtmlFn html, CursorFn cursor, QWidget* parent = nullptr);
  /// The list of a document (of any game), following its signals.
  explicit MoveListView(GameDocument* doc, QWidget* parent = nullptr);

  /// The text of the moves as shown (tests read it).
  QString movesText() const { return toPlainText(); }
  /// The text of the move marked as current (empty at the start of the game).
  QString currentMoveText() const;
  /// Rebuilds the list (the moves, the notation or the language changed).
  void rebuild();
  /// Highlights the current move and scrolls it into view.
  void showCursor();

 Q_SIGNALS:
  /// A move was clicked: the cursor should go to its path.
  void pathClicked(const saban::parser::TreePath& path);

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void applyPalette();
  void indexAnchors();

  HtmlFn m_html;
  CursorFn m_cursor;
  QHash<QString, QPair<int, int>> m_anchors;  // path key -> (position, length) of the move's text
  QString m_highlighted;                      // the key of the move shown as current, if any
};

}  // namespace saban::gui
