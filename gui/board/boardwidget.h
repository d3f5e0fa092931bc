// The board on screen: shows a position (setPosition) and sends entered turns out (turnEntered). Click or
// drag; the stack's parts are offered as chips beside it; a capture choice as a menu. A right click colours a
// point and a right drag draws an arrow (markDrawn), as on lichess.
#pragma once

#include <QWidget>

#include "gui/board/boardpainter.h"
#include "gui/board/markgesture.h"
#include "gui/board/moveentry.h"

namespace saban::gui {

class BoardWidget : public QWidget {
  Q_OBJECT
 public:
  explicit BoardWidget(QWidget* parent = nullptr);

  void setPosition(const Position& pos);
  const Position& position() const { return m_scene.position; }
  void setLastMove(Square from, Square to);
  void setFlipped(bool flipped);
  bool isFlipped() const { return m_scene.flipped; }
  void setDark(bool dark);
  void setAirDefenceShown(Side side, bool shown);
  /// The overlay of the units under attack: hanging ones ringed in the attacker's colour, defended ones
  /// yellow.
  void setAttackedShown(bool shown);
  bool isAttackedShown() const { return m_attackedShown; }
  /// What the board draws (tests).
  const BoardScene& scene() const { return m_scene; }
  /// The annotator's coloured points and arrows shown on the board.
  void setMarks(std::vector<parser::PointMark> points, std::vector<parser::ArrowMark> arrows);
  /// The engine's best move drawn as its own arrow (kNoSquare: none).
  void setEngineArrow(Square from, Square to);
  /// False: the board only shows (no move entry).
  void setInteractive(bool on) { m_interactive = on; }

  MoveEntry& entry() { return m_entry; }
  /// Entry actions, also bound to keys by the game window.
  void undoSubMove();
  void endTurn();
  void cancelEntry();
  /// A click on a point as the mouse would make it (tests, keyboard entry).
  void clickSquare(Square s);
  /// Picks the n-th capture choice after a NeedChoice (tests; the menu does it for the mouse).
  void resolveChoice(int n);
  /// The board's rectangle in widget coordinates.
  QRectF boardArea() const;
  /// The tooltip of a point: its name in the current coordinates, the unit on it, the terrain.
  QString pointDescription(Square s) const;
  /// Chooses a part of the selected stack (index in entry().movers()).
  void chooseMover(int n);

  QSize sizeHint() const override { return {560, 610}; }
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int w) const override;

 Q_SIGNALS:
  void turnEntered(const saban::Turn& turn);
  void statusMessage(const QString& message);
  /// A right click on a point (`to` == `from`) or a right drag from one point to another: a coloured point
  /// or an arrow, in the colour the keys held choose (gui/board/boardmarks.h).
  void markDrawn(saban::Square from, saban::Square to, Qt::KeyboardModifiers modifiers);
  /// A click in position-editor mode.
  void squareClicked(saban::Square s, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);

 public:
  /// Editor mode: clicks are reported by squareClicked instead of entering moves.
  void setEditorMode(bool on) { m_editor = on; }

 protected:
  void paintEvent(QPaintEvent*) override;
  void mousePressEvent(QMouseEvent* e) override;
  void mouseReleaseEvent(QMouseEvent* e) override;
  void mouseMoveEvent(QMouseEvent* e) override;
  bool event(QEvent* e) override;  // a tooltip names the point under the pointer and what stands there

 private:
  void handle(MoveEntry::Result r);
  void refreshScene();
  QRectF chipRect(int n) const;  // the n-th stack-part chip beside the selection

  BoardScene m_scene;
  Position m_position;
  MoveEntry m_entry;
  bool m_interactive = true, m_editor = false, m_attackedShown = false;
  Square m_pressed = kNoSquare;
  QPointF m_dragPos;
  bool m_dragging = false;
  MarkGesture<Square> m_mark{kNoSquare};  // a right click or drag drawing a mark
};

}  // namespace saban::gui
