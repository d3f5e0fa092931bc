#include "gui/core/dialogturn.h"

#include <QApplication>
#include <QDialog>
#include <QPointer>

namespace saban::gui {

void openInTurn(QDialog* dialog) {
  auto* busy = qobject_cast<QDialog*>(QApplication::activeModalWidget());
  if (!busy || busy == dialog) return dialog->open();
  // Queued: when `finished` is emitted the dialog has closed but is still being torn down (deleted on close);
  // the next one opens after it, from the event loop. A dialog deleted while it waited is skipped.
  QObject::connect(
      busy, &QDialog::finished, dialog,
      [waiting = QPointer<QDialog>(dialog)] {
        if (waiting) openInTurn(waiting);
      },
      static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::SingleShotConnection));
}

}  // namespace saban::gui
