// The right button's gesture on a board, as on lichess: pressed on a point and let go on the same point (a
// coloured point) or on another (an arrow; the arrow follows the pointer while the button is held). One home
// for both boards (gui/board/boardwidget.h, gui/dongson/dsboardwidget.h), whatever their squares; what the
// gesture draws goes to the document through gui/game/boardmarks.h.
#pragma once

#include <QContextMenuEvent>
#include <optional>
#include <utility>

namespace saban::gui {

/// `Sq` is the board's square type; `none` the value of no square (off the board).
template <class Sq>
class MarkGesture {
 public:
  explicit MarkGesture(Sq none) : m_none(none), m_from(none), m_to(none) {}

  /// The right button went down on `s` (maybe off the board: then the gesture draws nothing).
  void press(Sq s) { m_from = m_to = s; }
  /// The pointer is over `s` with the button held; true when the arrow being drawn changed (repaint).
  bool move(Sq s) {
    if (m_from == m_none || s == m_to) return false;
    m_to = s;
    return true;
  }
  /// The button was let go over `s`: the mark drawn (from, to; the same square twice for a point), if any.
  std::optional<std::pair<Sq, Sq>> release(Sq s) {
    const Sq from = m_from;
    m_from = m_to = m_none;
    if (from == m_none || s == m_none) return std::nullopt;
    return std::pair(from, s);
  }
  /// The arrow being drawn (the button held over another point than the first), to show until it is let go.
  std::optional<std::pair<Sq, Sq>> drawing() const {
    if (m_from == m_none || m_to == m_none || m_from == m_to) return std::nullopt;
    return std::pair(m_from, m_to);
  }
  bool active() const { return m_from != m_none; }

 private:
  Sq m_none, m_from, m_to;
};

/// Whether `e` is the context menu that the windowing system asks for on a right press (before the release,
/// on X11 and Wayland) over one of the board's squares (`onSquare` of the event's position): that press is
/// the gesture's, so the board swallows the request. Beside the squares (the coordinates' margin) and from
/// the keyboard (the Menu key, Shift+F10) the board's menu still opens.
template <class OnSquare>
bool isGestureMenuRequest(QEvent* e, OnSquare onSquare) {
  if (e->type() != QEvent::ContextMenu) return false;
  const auto* c = static_cast<QContextMenuEvent*>(e);
  if (c->reason() != QContextMenuEvent::Mouse || !onSquare(QPointF(c->pos()))) return false;
  e->accept();
  return true;
}

}  // namespace saban::gui
