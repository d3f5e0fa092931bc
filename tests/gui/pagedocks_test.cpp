// The docks that belong to the game page (gui/shell/pagedocks.h), driven by clicks on the page tabs and in
// the menus: on the database and statistics pages the docked engine and explorer are put away, so that the
// list and the statistics have the window's whole width, and back on the game page they are where the user
// left them, at their sizes; what the user does on another page (a dock shown, floated) stays, also after a
// restart (the layout saved between runs, saveState/restoreState).
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include "gui/database/databasepane.h"
#include "gui/game/gamepane.h"
#include "gui/shell/pagedocks.h"
#include "gui/shell/windowstate.h"
#include "gui/stats/statspane.h"
#include "gui_window.h"

namespace saban::gui::test {
namespace {

QTabBar* pageTabs(MainWindow& w) { return w.findChild<QTabWidget*>()->tabBar(); }

// A click on the page's tab, as the user clicks it.
void clickTab(MainWindow& w, int index) {
  QTest::mouseClick(pageTabs(w), Qt::LeftButton, Qt::NoModifier, pageTabs(w)->tabRect(index).center());
  QCoreApplication::processEvents();
}

// Shown in the window, not a tab behind another (Qt moves those out of the window, still "visible").
bool inFront(QDockWidget* d) { return d->isVisible() && !d->visibleRegion().isEmpty(); }

QDockWidget* dockOf(MainWindow& w, const char* name) {
  return w.findChild<QDockWidget*>(QLatin1String(name));
}

// View › `text`, by a click in the menu opened by its key.
bool clickViewMenu(MainWindow& w, QAction* action) {
  QMenu* view = nullptr;
  for (QMenu* m : w.menuBar()->findChildren<QMenu*>())
    if (m->title() == QStringLiteral("&View")) view = m;
  if (!view) return false;
  w.activateWindow();
  if (!QTest::qWaitForWindowActive(&w)) return false;
  pressKey(w, Qt::Key_V, Qt::AltModifier);
  if (!waitUntil([&] { return view->isVisible(); })) return false;
  QTest::mouseClick(view, Qt::LeftButton, {}, view->actionGeometry(action).center());
  return waitUntil([&] { return !view->isVisible(); });
}

class PageDocksTest : public GuiWindow {
 protected:
  void SetUp() override {
    QSettings().remove(QStringLiteral("window"));
    GuiWindow::SetUp();
  }
  void TearDown() override {
    GuiWindow::TearDown();
    QSettings().remove(QStringLiteral("window"));
  }
  /// The window closed (the layout saved as on quitting) and made again as at the next start.
  std::unique_ptr<MainWindow> restart() {
    doc.markSaved();
    window->close();
    auto again = std::make_unique<MainWindow>(database.get(), &doc);
    EXPECT_TRUE(restoreWindowState(again.get()));
    again->show();
    EXPECT_TRUE(QTest::qWaitForWindowExposed(again.get()));
    QCoreApplication::processEvents();
    return again;
  }
};

TEST_F(PageDocksTest, TheDatabasePageHasTheWholeWidthAndTheDocksComeBackInPlaceAndSize) {
  QDockWidget* engine = dockOf(*window, "engine");
  QDockWidget* explorer = dockOf(*window, "explorer");
  ASSERT_NE(engine, nullptr);
  ASSERT_NE(explorer, nullptr);
  ASSERT_EQ(pageTabs(*window)->count(), 3);  // Database, Game, Statistics
  clickTab(*window, 1);
  ASSERT_TRUE(waitUntil([&] { return engine->isVisible(); }));
  // The user's own layout on the game page: a narrower dock, the explorer's tab in front.
  window->resizeDocks({engine}, {360}, Qt::Horizontal);
  explorer->raise();
  ASSERT_TRUE(waitUntil([&] { return inFront(explorer) && !inFront(engine) && explorer->width() == 360; }))
      << explorer->width();
  const QRect place = explorer->geometry();
  const int boardWidth = window->gamePane()->width();

  // The database page: no dock, the list as wide as the window.
  clickTab(*window, 0);
  EXPECT_TRUE(waitUntil([&] { return !engine->isVisible() && !explorer->isVisible(); }));
  auto* list = window->databasePane()->findChild<QTableView*>();
  ASSERT_NE(list, nullptr);
  EXPECT_TRUE(waitUntil([&] { return list->width() > window->width() * 95 / 100; }))
      << list->width() << " of " << window->width();
  // The statistics page too.
  clickTab(*window, 2);
  EXPECT_FALSE(engine->isVisible());
  EXPECT_FALSE(explorer->isVisible());
  EXPECT_GT(window->statsPane()->width(), window->width() * 95 / 100);

  // Back on the game page: as the user left it.
  clickTab(*window, 1);
  EXPECT_TRUE(waitUntil([&] { return explorer->isVisible(); }));
  EXPECT_EQ(window->tabifiedDockWidgets(engine), QList<QDockWidget*>{explorer}) << "tabbed together";
  EXPECT_TRUE(inFront(explorer) && !inFront(engine)) << "the explorer's tab still in front";
  EXPECT_EQ(window->dockWidgetArea(explorer), Qt::RightDockWidgetArea);
  EXPECT_TRUE(waitUntil([&] { return explorer->geometry() == place; }))
      << explorer->geometry().x() << "," << explorer->width() << " not " << place.x() << "," << place.width();
  EXPECT_EQ(window->gamePane()->width(), boardWidth);

  // Closed on the database page: at the next start the docks are where the game page had them.
  clickTab(*window, 0);
  ASSERT_TRUE(waitUntil([&] { return !explorer->isVisible(); }));
  std::unique_ptr<MainWindow> again = restart();
  QDockWidget* explorer2 = dockOf(*again, "explorer");
  EXPECT_FALSE(explorer2->isVisible()) << "put away on the database page shown first";
  clickTab(*again, 1);
  EXPECT_TRUE(waitUntil([&] { return explorer2->isVisible(); }));
  EXPECT_EQ(again->tabifiedDockWidgets(dockOf(*again, "engine")), QList<QDockWidget*>{explorer2});
  EXPECT_TRUE(waitUntil([&] { return explorer2->width() == 360; })) << explorer2->width();
  again->close();
}

// A dock shown on the database page (View menu) and floated there (a double click on its title) stays
// where the user put it: on the game page, back on the database page, and after a restart; the other dock,
// put away, is still docked in its place on the game page.
TEST_F(PageDocksTest, ADockFloatedOnTheDatabasePageStaysWhereItWasPutAfterARestart) {
  QDockWidget* engine = dockOf(*window, "engine");
  QDockWidget* explorer = dockOf(*window, "explorer");
  clickTab(*window, 0);
  ASSERT_FALSE(engine->isVisible());
  ASSERT_TRUE(clickViewMenu(*window, engine->toggleViewAction()));
  ASSERT_TRUE(waitUntil([&] { return engine->isVisible(); }));
  EXPECT_FALSE(explorer->isVisible());
  QTest::mouseDClick(engine, Qt::LeftButton, {}, QPoint(engine->width() / 2, 6));
  ASSERT_TRUE(waitUntil([&] { return engine->isFloating(); }));
  // Where the user drags it, inside the screen (a restored floating dock is kept inside it).
  engine->setGeometry(QRect(QPoint(40, 60), QSize(400, 500)));
  ASSERT_TRUE(waitUntil([&] { return engine->geometry() == QRect(40, 60, 400, 500); }));
  const QRect floated = engine->geometry();

  clickTab(*window, 1);
  EXPECT_TRUE(waitUntil([&] { return explorer->isVisible(); }));
  EXPECT_EQ(window->dockWidgetArea(explorer), Qt::RightDockWidgetArea);
  EXPECT_TRUE(engine->isVisible() && engine->isFloating());
  clickTab(*window, 0);
  EXPECT_TRUE(waitUntil([&] { return !explorer->isVisible(); }));
  EXPECT_TRUE(engine->isVisible()) << "a floating dock takes no room from the list";

  std::unique_ptr<MainWindow> again = restart();
  QDockWidget* engine2 = dockOf(*again, "engine");
  QDockWidget* explorer2 = dockOf(*again, "explorer");
  EXPECT_TRUE(waitUntil([&] { return engine2->isVisible(); }));
  EXPECT_TRUE(engine2->isFloating());
  EXPECT_EQ(engine2->geometry(), floated);
  clickTab(*again, 1);
  EXPECT_TRUE(waitUntil([&] { return explorer2->isVisible(); }));
  EXPECT_EQ(again->dockWidgetArea(explorer2), Qt::RightDockWidgetArea);
  EXPECT_FALSE(explorer2->isFloating());
  again->close();
}

// A new language builds the window again (main.cpp) with the layout of the old one (PageDocks::layoutOf):
// chosen on the database page, where the docks are put away, the new window's game page has them as the
// user left them, and the old window's docks stay put away.
TEST_F(PageDocksTest, TheWindowBuiltForANewLanguageHasTheGamePagesDocks) {
  QDockWidget* engine = dockOf(*window, "engine");
  clickTab(*window, 1);
  ASSERT_TRUE(waitUntil([&] { return engine->isVisible(); }));
  window->resizeDocks({engine}, {380}, Qt::Horizontal);
  ASSERT_TRUE(waitUntil([&] { return inFront(engine) && engine->width() == 380; })) << engine->width();
  clickTab(*window, 0);
  ASSERT_TRUE(waitUntil([&] { return !engine->isVisible(); }));

  MainWindow next(database.get(), &doc);
  next.takeOver(window.get());  // as main.cpp builds the window for a new language
  EXPECT_FALSE(engine->isVisible()) << "the old window's docks are still put away";
  next.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&next));
  QDockWidget* engine2 = dockOf(next, "engine");
  EXPECT_EQ(next.currentView(), QStringLiteral("database")) << "the page the old window showed";
  EXPECT_FALSE(engine2->isVisible());
  clickTab(next, 1);
  EXPECT_TRUE(waitUntil([&] { return inFront(engine2) && engine2->width() == 380; })) << engine2->width();
  EXPECT_EQ(next.tabifiedDockWidgets(engine2), QList<QDockWidget*>{dockOf(next, "explorer")});

  // Chosen on the game page: the new window opens on the game page, its docks in place
  MainWindow third(database.get(), &doc);
  third.takeOver(&next);
  third.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&third));
  EXPECT_EQ(third.currentView(), QStringLiteral("game"));
  QDockWidget* engine3 = dockOf(third, "engine");
  EXPECT_TRUE(waitUntil([&] { return inFront(engine3) && engine3->width() == 380; })) << engine3->width();
  third.close();
  next.close();
}

}  // namespace
}  // namespace saban::gui::test
