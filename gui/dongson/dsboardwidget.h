// The Cờ Đông Sơn board: 9×9 squares (files a–h and k, ranks 1–9), the Cung d4–f6 shaded and framed with its
// round centre e5, the pieces as discs with their Vietnamese initials in the sides' colours (Thủy light,
// Sơn dark), the last move and a Thần in check marked; flip. Move entry: a click on a piece of the side to
// move, then on one of its destinations (marked), or a drag; when several moves share the two squares (a
// promotion, the Thần–Voi swap) a small menu offers them. The right button draws the annotator's marks, as
// on the Commander Chess board (gui/board/markgesture.h, gui/game/boardmarks.h): a click colours a square, a
// drag draws an arrow (markDrawn); setMarks shows the current move's.
#pragma once

#include <QWidget>
#include <vector>

#include "gui/board/markgesture.h"
#include "parser/comment_commands.h"
#include "rules/dongson/position.h"

namespace saban::gui {

/// A piece type's name: the Vietnamese one, with the interface language's after it when that differs.
QString dsPieceName(saban::dongson::PieceType t);
/// The letter shown on a piece: the Vietnamese initial (T L B Đ N V G).
QString dsPieceLetter(saban::dongson::PieceType t);
/// "Thủy" or "Sơn" (names, the same in every language).
QString dsSideName(saban::dongson::Side s);

class DsBoardWidget : public QWidget {
  Q_OBJECT
 public:
  explicit DsBoardWidget(QWidget* parent = nullptr);

  /// Shows a position; `last` (if not null) is marked as the move that led to it.
  void setPosition(const saban::dongson::Position& pos, saban::dongson::Move last = {});
  const saban::dongson::Position& position() const { return m_position; }
  void setFlipped(bool flipped);
  bool isFlipped() const { return m_flipped; }

  /// A square's rectangle in widget coordinates.
  QRectF squareRect(saban::dongson::Square s) const;
  /// The square under a point, or -1.
  saban::dongson::Square squareAt(const QPointF& p) const;

  /// The tooltip of a square: its name, the piece on it, the Cung.
  QString squareDescription(saban::dongson::Square sq) const;

  /// Takes moves (the game window) or only shows positions.
  void setInteractive(bool on);
  /// Editor mode (the position editor): a press on a square is reported by squareClicked, no move is entered.
  void setEditorMode(bool on) { m_editor = on; }
  /// The square selected for a move (-1: none) and the legal moves from it.
  saban::dongson::Square selected() const { return m_selected; }
  const std::vector<saban::dongson::Move>& selectedMoves() const { return m_targets; }
  /// Drops the selection.
  void cancelEntry();

  /// The annotator's coloured squares and arrows shown on the board, as the comment commands name them
  /// (render/marks.h: `e5` is e5; a name off the 9 × 9 board is not drawn).
  void setMarks(std::vector<parser::PointMark> points, std::vector<parser::ArrowMark> arrows);
  const std::vector<parser::PointMark>& markedPoints() const { return m_points; }
  const std::vector<parser::ArrowMark>& markedArrows() const { return m_arrows; }

  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int w) const override;
  QSize sizeHint() const override { return {560, heightForWidth(560)}; }

 Q_SIGNALS:
  /// A press on a square in editor mode, with its button.
  void squareClicked(int square, Qt::MouseButton button);
  /// A legal move was entered.
  void moveEntered(const saban::dongson::Move& move);
  /// What the entry did or why it refused (the squares named a–h, k / 1–9).
  void statusMessage(const QString& message);
  /// A right click on a square (`to` == `from`) or a right drag from one square to another: a coloured
  /// square or an arrow in the colour the keys held choose, named as the comment commands name them.
  void markDrawn(saban::Square from, saban::Square to, Qt::KeyboardModifiers modifiers);

 protected:
  void paintEvent(QPaintEvent* event) override;
  bool event(QEvent* event) override;
  void mousePressEvent(QMouseEvent* e) override;
  void mouseReleaseEvent(QMouseEvent* e) override;
  void mouseMoveEvent(QMouseEvent* e) override;

 private:
  void select(saban::dongson::Square sq);
  /// Enters the move from the selection to `to` (a menu when several share the squares); false if none.
  bool enterTo(saban::dongson::Square to, const QPoint& globalPos);

  saban::dongson::Position m_position;
  saban::dongson::Move m_last;
  bool m_flipped = false;
  bool m_interactive = false;
  bool m_editor = false;
  saban::dongson::Square m_selected = -1;
  std::vector<saban::dongson::Move> m_targets;  // the legal moves from m_selected
  saban::dongson::Square m_pressed = -1;        // where the mouse went down
  std::vector<parser::PointMark> m_points;      // the annotator's marks at the current move
  std::vector<parser::ArrowMark> m_arrows;
  MarkGesture<saban::dongson::Square> m_mark{-1};  // a right click or drag drawing a mark
};

}  // namespace saban::gui
