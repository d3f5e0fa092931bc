// The tooltip of a board's point, for both boards (Commander Chess and Cờ Đông Sơn): shown at the pointer, or
// hidden (the event ignored) off the points.
#pragma once

#include <QString>

class QEvent;
class QWidget;

namespace saban::gui {

/// Answers a QEvent::ToolTip on `board` with `text` (empty: the pointer is on no point). Returns true.
bool showPointToolTip(QWidget* board, QEvent* toolTipEvent, const QString& text);

}  // namespace saban::gui
