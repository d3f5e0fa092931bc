#include "gui/board/pointtooltip.h"

#include <QHelpEvent>
#include <QToolTip>

namespace saban::gui {

bool showPointToolTip(QWidget* board, QEvent* toolTipEvent, const QString& text) {
  auto* help = static_cast<QHelpEvent*>(toolTipEvent);
  if (text.isEmpty()) {
    QToolTip::hideText();
    toolTipEvent->ignore();
    return true;
  }
  QToolTip::showText(help->globalPos(), text, board);
  return true;
}

}  // namespace saban::gui
