#include "gui/shell/pagedocks.h"

#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMainWindow>
#include <QTabWidget>
#include <algorithm>

namespace saban::gui {

namespace {
bool sideArea(Qt::DockWidgetArea a) { return a == Qt::LeftDockWidgetArea || a == Qt::RightDockWidgetArea; }
}  // namespace

PageDocks::PageDocks(QMainWindow* window, QTabWidget* pages, QWidget* gamePage, QList<QDockWidget*> docks)
    : QObject(window), m_window(window), m_pages(pages), m_gamePage(gamePage), m_docks(std::move(docks)) {
  setObjectName(QStringLiteral("pageDocks"));
  connect(pages, &QTabWidget::currentChanged, this, &PageDocks::follow);
  // The first page is followed once the window is shown (a saved layout is restored after it is built).
  window->installEventFilter(this);
  // A put-away dock the user shows (View menu) is theirs again.
  for (QDockWidget* d : m_docks) d->installEventFilter(this);
}

bool PageDocks::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_window && event->type() == QEvent::Show) follow();
  if (event->type() == QEvent::Show && !m_changing)
    if (auto* d = qobject_cast<QDockWidget*>(watched); d && m_putAway.removeAll(d) > 0)
      m_sizes.removeIf([d](const Size& s) { return s.dock == d; });
  return QObject::eventFilter(watched, event);
}

void PageDocks::follow() {
  if (!m_window->isVisible()) return;  // followed when shown
  if (m_pages->currentWidget() == m_gamePage)
    bringBack();
  else if (m_putAway.isEmpty())
    putAwayDocks();
}

void PageDocks::putAwayDocks() {
  // Open and docked (a tab behind another one too); a floating one takes no room from the page.
  QList<QDockWidget*> away;
  for (QDockWidget* d : m_docks)
    if (!d->isHidden() && !d->isFloating()) away << d;
  if (away.isEmpty()) return;
  m_sizes.clear();
  for (QDockWidget* d : away) {
    // A tab behind another (Qt keeps it "visible" out of the window): the one in front has the group's size.
    if (!d->isVisible() || d->visibleRegion().isEmpty()) continue;
    const Qt::DockWidgetArea area = m_window->dockWidgetArea(d);
    m_sizes.push_back(
        {d, area, sideArea(area) ? d->width() : d->height(), sideArea(area) ? d->height() : d->width()});
  }
  m_changing = true;
  for (QDockWidget* d : away) d->hide();
  m_changing = false;
  m_putAway = away;
}

void PageDocks::bringBack() {
  if (m_putAway.isEmpty()) return;
  m_changing = true;  // the shows and tab changes below are ours
  // The tabs in front shown last (a dock shown joins its tab group in front).
  auto front = [this](QDockWidget* d) {
    return std::any_of(m_sizes.begin(), m_sizes.end(), [d](const Size& s) { return s.dock == d; });
  };
  for (QDockWidget* d : m_putAway)
    if (!front(d)) d->show();
  for (QDockWidget* d : m_putAway)
    if (front(d)) d->show();
  if (m_window->layout()) m_window->layout()->activate();
  // Where they stood, at their sizes: the tab in front again, the width (in a side area) and the share of
  // the area, unless the user moved the dock meanwhile (then Qt's layout has the say).
  for (const Size& s : m_sizes) {
    if (s.dock->isFloating() || m_window->dockWidgetArea(s.dock) != s.area) continue;
    s.dock->raise();
    const bool side = sideArea(static_cast<Qt::DockWidgetArea>(s.area));
    m_window->resizeDocks({s.dock}, {s.extent}, side ? Qt::Horizontal : Qt::Vertical);
    m_window->resizeDocks({s.dock}, {s.breadth}, side ? Qt::Vertical : Qt::Horizontal);
  }
  if (m_window->layout()) m_window->layout()->activate();
  m_changing = false;
  m_putAway.clear();
  m_sizes.clear();
}

QByteArray PageDocks::layout(int version) {
  if (m_putAway.isEmpty()) return m_window->saveState(version);
  // As the game page shows it: the put-away docks back for the moment (nothing is painted meanwhile: no
  // event is processed), the layout laid out and saved, and the same docks away again (one the user showed
  // on this page stays shown).
  const QList<QDockWidget*> away = m_putAway;
  const QList<Size> sizes = m_sizes;
  bringBack();
  const QByteArray state = m_window->saveState(version);
  m_changing = true;
  for (QDockWidget* d : away) d->hide();
  m_changing = false;
  if (m_window->layout()) m_window->layout()->activate();
  m_putAway = away;
  m_sizes = sizes;
  return state;
}

QByteArray PageDocks::layoutOf(QMainWindow* window, int version) {
  if (auto* docks = window->findChild<PageDocks*>(QStringLiteral("pageDocks"), Qt::FindDirectChildrenOnly))
    return docks->layout(version);
  return window->saveState(version);
}

}  // namespace saban::gui
