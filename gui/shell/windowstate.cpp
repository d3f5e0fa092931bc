#include "gui/shell/windowstate.h"

#include <QMainWindow>
#include <QSettings>

#include "gui/shell/pagedocks.h"

namespace saban::gui {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
}  // namespace

bool restoreWindowState(QMainWindow* window) {
  QSettings settings;
  const QByteArray geometry = settings.value(kGeometry).toByteArray();
  if (geometry.isEmpty() || !window->restoreGeometry(geometry)) return false;
  window->restoreState(settings.value(kState).toByteArray(), kWindowStateVersion);
  return true;
}

void saveWindowState(QMainWindow* window) {
  QSettings settings;
  settings.setValue(kGeometry, window->saveGeometry());
  settings.setValue(kState, PageDocks::layoutOf(window, kWindowStateVersion));
}

}  // namespace saban::gui
