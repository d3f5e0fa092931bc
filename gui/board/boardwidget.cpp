#include "gui/board/boardwidget.h"

#include <QGuiApplication>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>

#include "gui/board/pointinfo.h"
#include "gui/board/pointtooltip.h"
#include "gui/core/notation.h"
#include "render/diagram.h"

namespace saban::gui {

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent) {
  setMinimumSize(240, 260);
  setMouseTracking(false);
  QSizePolicy sp(QSizePolicy::Expanding, QSizePolicy::Expanding);
  sp.setHeightForWidth(true);
  setSizePolicy(sp);
  setFocusPolicy(Qt::ClickFocus);
  setPosition(Position::start());
  // The labels follow the notation (or the View menu's choice) as it changes.
  connect(NotationSignals::instance(), &NotationSignals::changed, this, [this] {
    m_scene.coordinateStyle = currentCoordinates();
    update();
  });
}

void BoardWidget::setPosition(const Position& pos) {
  m_position = pos;
  m_entry.setPosition(pos);
  m_scene.lastFrom = m_scene.lastTo = kNoSquare;
  refreshScene();
}

void BoardWidget::setLastMove(Square from, Square to) {
  m_scene.lastFrom = from;
  m_scene.lastTo = to;
  update();
}

void BoardWidget::setFlipped(bool flipped) {
  m_scene.flipped = flipped;
  update();
}

void BoardWidget::setDark(bool dark) {
  m_scene.dark = dark;
  update();
}

void BoardWidget::setAirDefenceShown(Side side, bool shown) {
  m_scene.airDefence[index(side)] = shown;
  update();
}

void BoardWidget::setAttackedShown(bool shown) {
  m_attackedShown = shown;
  refreshScene();
}

void BoardWidget::setMarks(std::vector<parser::PointMark> points, std::vector<parser::ArrowMark> arrows) {
  m_scene.points = std::move(points);
  m_scene.arrows = std::move(arrows);
  update();
}

void BoardWidget::setEngineArrow(Square from, Square to) {
  if (m_scene.engineFrom == from && m_scene.engineTo == to) return;
  m_scene.engineFrom = from;
  m_scene.engineTo = to;
  update();
}

int BoardWidget::heightForWidth(int w) const {
  return static_cast<int>(w / render::diagram_aspect(render::DiagramStyle::colour()));
}

QRectF BoardWidget::boardArea() const { return QRectF(rect()).adjusted(2, 2, -2, -2); }

void BoardWidget::refreshScene() {
  m_scene.coordinateStyle = currentCoordinates();
  m_scene.position = m_entry.shownPosition();
  m_scene.selected = m_entry.selected();
  m_scene.targets = m_entry.targets();
  m_scene.captures = m_entry.captureTargets();
  m_scene.defended.clear();
  for (Side s : {Side::Red, Side::Blue}) {
    m_scene.attacked[index(s)] =
        m_attackedShown ? attackedPoints(m_scene.position, s) : std::vector<Square>();
    for (Square d : defendedPoints(m_scene.position, m_scene.attacked[index(s)]))
      m_scene.defended.push_back(d);
  }
  update();
}

QRectF BoardWidget::chipRect(int n) const {
  const double d = pointSpacing(boardArea());
  const QPointF c = squareCentre(boardArea(), m_entry.selected(), m_scene.flipped);
  const double w = d * 0.9;
  const double x = c.x() + d * 0.6 + n * (w + 3);
  const double xx = x + w > width() ? c.x() - d * 0.6 - (n + 1) * (w + 3) : x;
  return QRectF(xx, c.y() - d * 1.25, w, w);
}

void BoardWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), palette().window());
  if (const auto arrow = m_mark.drawing()) {
    // The arrow being drawn, in green until the button is let go (the keys then choose its colour).
    BoardScene drawing = m_scene;
    drawing.arrows.push_back({parser::MarkColour::Green, arrow->first, arrow->second});
    paintBoard(p, boardArea(), drawing);
  } else {
    paintBoard(p, boardArea(), m_scene);
  }
  // The parts of a selected stack: the whole unit, then each piece that may leave alone.
  const auto movers = m_entry.movers();
  if (movers.size() > 1) {
    p.setRenderHint(QPainter::Antialiasing);
    const Stack& st = m_entry.shownPosition().at(m_entry.selected());
    for (int i = 0; i < static_cast<int>(movers.size()); ++i)
      paintChip(p, chipRect(i), movers[i] == m_entry.mover(),
                movers[i].whole ? st : Stack::single(movers[i].piece));
  }
  if (m_dragging && m_entry.selected().valid()) {
    const Stack& st = m_entry.shownPosition().at(m_entry.selected());
    if (!st.empty()) {
      p.setRenderHint(QPainter::Antialiasing);
      p.setOpacity(0.8);
      paintPiece(p, m_dragPos, pointSpacing(boardArea()) * 0.42, st.top());
    }
  }
}

void BoardWidget::mousePressEvent(QMouseEvent* e) {
  const Square s = squareAt(boardArea(), e->position(), m_scene.flipped);
  if (m_editor) {
    if (s.valid()) Q_EMIT squareClicked(s, e->button(), e->modifiers());
    return;
  }
  if (!m_interactive) return;
  if (e->button() == Qt::RightButton) {
    cancelEntry();
    m_mark.press(s);
    return;
  }
  const auto movers = m_entry.movers();
  for (int i = 0; i < static_cast<int>(movers.size()) && movers.size() > 1; ++i)
    if (chipRect(i).contains(e->position())) {
      chooseMover(i);
      return;
    }
  m_pressed = s;
  m_dragPos = e->position();
  const bool wasSelected = s.valid() && s == m_entry.selected();
  if (!wasSelected) clickSquare(s);
}

void BoardWidget::mouseMoveEvent(QMouseEvent* e) {
  if ((e->buttons() & Qt::RightButton) && m_mark.active()) {
    if (m_mark.move(squareAt(boardArea(), e->position(), m_scene.flipped))) update();
    return;
  }
  if (!(e->buttons() & Qt::LeftButton) || !m_pressed.valid() || !m_entry.selected().valid()) return;
  m_dragPos = e->position();
  m_dragging = true;
  update();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* e) {
  if (m_editor || !m_interactive) return;
  const Square s = squareAt(boardArea(), e->position(), m_scene.flipped);
  if (e->button() == Qt::RightButton) {
    const auto mark = m_mark.release(s);
    update();
    if (mark) Q_EMIT markDrawn(mark->first, mark->second, e->modifiers());
    return;
  }
  const bool dragged = m_dragging;
  m_dragging = false;
  if (dragged && s.valid() && s != m_pressed)
    clickSquare(s);
  else if (!dragged && s.valid() && s == m_pressed && s == m_entry.selected() && m_entry.partial().empty() &&
           e->button() == Qt::LeftButton && m_pressed == s) {
    // A second click on the selected unit: nothing (chips choose the part); keep the selection.
  }
  m_pressed = kNoSquare;
  update();
}

QString BoardWidget::pointDescription(Square s) const { return describePoint(m_scene.position, s); }

bool BoardWidget::event(QEvent* e) {
  if (m_interactive && !m_editor && isGestureMenuRequest(e, [this](QPointF p) {
        return squareAt(boardArea(), p, m_scene.flipped).valid();
      }))
    return true;  // a right press on a point: a mark, not the menu
  if (e->type() != QEvent::ToolTip) return QWidget::event(e);
  const Square s = squareAt(boardArea(), static_cast<QHelpEvent*>(e)->pos(), m_scene.flipped);
  return showPointToolTip(this, e, s.valid() ? pointDescription(s) : QString());
}

void BoardWidget::clickSquare(Square s) { handle(m_entry.click(s)); }

void BoardWidget::chooseMover(int n) {
  const auto movers = m_entry.movers();
  if (n < 0 || n >= static_cast<int>(movers.size())) return;
  m_entry.chooseMover(movers[n]);
  refreshScene();
}

void BoardWidget::resolveChoice(int n) { handle(m_entry.choose(static_cast<std::size_t>(n))); }

void BoardWidget::undoSubMove() {
  if (m_entry.undo()) Q_EMIT statusMessage(m_entry.message());
  refreshScene();
}

void BoardWidget::endTurn() { handle(m_entry.endTurn()); }

void BoardWidget::cancelEntry() {
  m_entry.cancel();
  refreshScene();
  Q_EMIT statusMessage(QString());
}

void BoardWidget::handle(MoveEntry::Result r) {
  switch (r) {
    case MoveEntry::Result::Committed: {
      const Turn t = m_entry.committed();
      refreshScene();
      Q_EMIT turnEntered(t);
      return;
    }
    case MoveEntry::Result::NeedChoice: {
      refreshScene();
      Q_EMIT statusMessage(m_entry.message());
      if (!isVisible() || QGuiApplication::platformName() == QLatin1String("offscreen")) return;
      QMenu menu(this);
      const auto& choices = m_entry.choices();
      for (std::size_t i = 0; i < choices.size(); ++i)
        menu.addAction(MoveEntry::choiceText(choices[i]))->setData(static_cast<int>(i));
      const QPointF c = squareCentre(boardArea(), choices.front().to(), m_scene.flipped);
      if (QAction* a = menu.exec(mapToGlobal(c.toPoint()))) resolveChoice(a->data().toInt());
      return;
    }
    case MoveEntry::Result::Refused:
    case MoveEntry::Result::Partial:
    case MoveEntry::Result::Selected:
    case MoveEntry::Result::Nothing:
      refreshScene();
      Q_EMIT statusMessage(m_entry.message());
      return;
  }
}

}  // namespace saban::gui
