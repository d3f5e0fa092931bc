#include "gui/shell/pagedocks.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTabWidget>
#include <algorithm>

#include "gui/shell/windowstate.h"

namespace saban::gui {

PageDocks::PageDocks(QMainWindow* window, QTabWidget* pages, QWidget* gamePage, QList<QDockWidget*> docks)
    : QObject(window), m_window(window), m_pages(pages), m_gamePage(gamePage), m_docks(std::move(docks)) {
  setObjectName(QStringLiteral("pageDocks"));
  connect(pages, &QTabWidget::currentChanged, this, &PageDocks::follow);
  // The first page is followed once the window is shown: its saved layout is restored after it is built.
  window->installEventFilter(this);
}

bool PageDocks::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_window && event->type() == QEvent::Show) follow();
  return QObject::eventFilter(watched, event);
}

void PageDocks::follow() {
  const bool onGame = m_pages->currentWidget() == m_gamePage;
  if (!onGame && !m_away) {
    m_layout = m_window->saveState(kWindowStateVersion);
    m_hidden.clear();
    // Open (a tab behind another one too); a floating one stays where it was put
    for (QDockWidget* d : m_docks)
      if (!d->isHidden() && !d->isFloating()) m_hidden.push_back(d);
    for (QDockWidget* d : m_hidden) d->hide();
    m_away = true;
  } else if (onGame && m_away) {
    m_away = false;
    // Shown again as they were: sizes, tabs and the raised one (unless the user rearranged them meanwhile).
    const bool untouched = std::none_of(m_docks.begin(), m_docks.end(),
                                        [](QDockWidget* d) { return !d->isHidden() && !d->isFloating(); });
    if (!untouched || !m_window->restoreState(m_layout, kWindowStateVersion))
      for (QDockWidget* d : m_hidden) d->show();
    m_hidden.clear();
  }
}

QByteArray PageDocks::gameLayout(int version) const {
  return m_away && version == kWindowStateVersion ? m_layout : m_window->saveState(version);
}

QByteArray PageDocks::layoutOf(const QMainWindow* window, int version) {
  if (const auto* docks =
          window->findChild<PageDocks*>(QStringLiteral("pageDocks"), Qt::FindDirectChildrenOnly))
    return docks->gameLayout(version);
  return window->saveState(version);
}

}  // namespace saban::gui
