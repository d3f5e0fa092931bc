// The game window's centre for any game: the game's board (Commander Chess's or the 9×9 Cờ Đông Sơn board,
// switched with the document's game), the move list, the comment and judgement of the current move, and the
// navigation and editing actions (bound to keys by the main window).
#pragma once

#include <QWidget>

#include "gui/board/boardwidget.h"
#include "gui/game/gamedocument.h"
#include "gui/game/movelistview.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QStackedWidget;
class QToolButton;

namespace saban::gui {

class AnnotationSymbols;
class DsBoardWidget;
class EvalBar;

class GamePane : public QWidget {
  Q_OBJECT
 public:
  explicit GamePane(GameDocument* doc, QWidget* parent = nullptr);

  /// Commander Chess's board (shown while the document holds a Commander Chess game).
  BoardWidget* board() const { return m_board; }
  /// The Cờ Đông Sơn board (shown while the document holds a Cờ Đông Sơn game).
  DsBoardWidget* dsBoard() const { return m_dsBoard; }
  /// The board shown.
  QWidget* currentBoard() const;
  /// Flips the board shown.
  void flipBoard();
  /// Drops a move half entered on the board shown.
  void cancelEntry();
  MoveListView* moveList() const { return m_moves; }
  GameDocument* document() const { return m_doc; }

  /// Writes the game as a record file (Commander Chess: in the notation shown; Cờ Đông Sơn: SAN); the error,
  /// if any, in `error`.
  bool saveToFile(const QString& path, QString* error = nullptr) const;
  /// The comment field of the current move (tests type into it).
  QPlainTextEdit* commentEdit() const { return m_comment; }
  QComboBox* judgementBox() const { return m_judgement; }
  /// The annotation symbols' actions (their palette is under the move list; the main window's Edit menu).
  AnnotationSymbols* annotationSymbols() const { return m_symbols; }
  /// The evaluation bar beside the board (it turns with the board).
  EvalBar* evalBar() const { return m_evalBar; }
  /// The line under the board: who is to move, or how the game ended.
  QLabel* stateLabel() const { return m_state; }
  /// The position in FEN (read-only, to copy).
  QLineEdit* fenField() const { return m_fen; }
  /// The players, result, event, site and date above the move list (a double-click edits them).
  QLabel* headerLabel() const { return m_header; }

 Q_SIGNALS:
  void statusMessage(const QString& message);
  /// The header was double-clicked: the user wants to edit it.
  void headerDoubleClicked();

 protected:
  void changeEvent(QEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void showCursor();
  void updateHeader();

  GameDocument* m_doc;
  QStackedWidget* m_boards;
  BoardWidget* m_board;
  DsBoardWidget* m_dsBoard;
  QLabel* m_state;
  QLineEdit* m_fen;
  MoveListView* m_moves;
  QLabel* m_header;
  QPlainTextEdit* m_comment;
  QComboBox* m_judgement;
  AnnotationSymbols* m_symbols;
  EvalBar* m_evalBar;
  QToolButton* m_flip = nullptr;
  bool m_updating = false;
};

}  // namespace saban::gui
