// The game window's centre: the board, the move list, the comment and judgement of the current move, and the
// navigation and editing actions (bound to keys by the main window).
#pragma once

#include <QWidget>

#include "gui/board/boardwidget.h"
#include "gui/game/gamedocument.h"
#include "gui/game/movelistview.h"

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace saban::gui {

class GamePane : public QWidget {
  Q_OBJECT
 public:
  explicit GamePane(GameDocument* doc, QWidget* parent = nullptr);

  BoardWidget* board() const { return m_board; }
  MoveListView* moveList() const { return m_moves; }
  GameDocument* document() const { return m_doc; }

  /// Writes the game as a record file (rulebook notation); the error, if any, in `error`.
  bool saveToFile(const QString& path, QString* error = nullptr) const;
  /// The comment field of the current move (tests type into it).
  QPlainTextEdit* commentEdit() const { return m_comment; }
  QComboBox* judgementBox() const { return m_judgement; }

 Q_SIGNALS:
  void statusMessage(const QString& message);

 private:
  void showCursor();
  void updateHeader();

  GameDocument* m_doc;
  BoardWidget* m_board;
  MoveListView* m_moves;
  QLabel* m_header;
  QPlainTextEdit* m_comment;
  QComboBox* m_judgement;
  bool m_updating = false;
};

}  // namespace saban::gui
