// The docks that follow the game page (gui/shell/pagedocks.h): the engine and explorer are put away on the
// database and statistics pages, which then have the window's whole width, and come back as the user left
// them on the game page; the layout saved for the next run is the game page's whatever page is shown.
#include <QDockWidget>
#include <QHeaderView>
#include <QMainWindow>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include "gui/database/databasepane.h"
#include "gui/shell/pagedocks.h"
#include "gui/shell/windowstate.h"
#include "gui_window.h"

namespace saban::gui::test {
namespace {

class PageDocksTest : public GuiWindow {
 protected:
  QTabBar* tabs() { return window->findChild<QTabWidget*>()->tabBar(); }
  // A click on the page's tab, as the user clicks it.
  void clickTab(int index) {
    QTest::mouseClick(tabs(), Qt::LeftButton, Qt::NoModifier, tabs()->tabRect(index).center());
    QCoreApplication::processEvents();
  }
  QDockWidget* dock(const char* name) { return window->findChild<QDockWidget*>(QLatin1String(name)); }
};

TEST_F(PageDocksTest, TheEngineDockIsOnTheGamePageOnlyAndComesBackAsItWas) {
  QDockWidget* engine = dock("engine");
  QDockWidget* explorer = dock("explorer");
  ASSERT_NE(engine, nullptr);
  ASSERT_NE(explorer, nullptr);
  ASSERT_EQ(tabs()->count(), 3);  // Database, Game, Statistics
  clickTab(1);
  ASSERT_TRUE(waitUntil([&] { return engine->isVisible(); }));
  // The user's own layout on the game page: a narrower dock.
  window->resizeDocks({engine}, {360}, Qt::Horizontal);
  QCoreApplication::processEvents();
  ASSERT_EQ(window->tabifiedDockWidgets(engine).size(), 1);
  const int width = explorer->width();
  const QByteArray gameLayout = window->saveState(kWindowStateVersion);

  // The database page: no dock, the list as wide as the window.
  clickTab(0);
  EXPECT_TRUE(waitUntil([&] { return !engine->isVisible() && !explorer->isVisible(); }));
  auto* list = window->databasePane()->findChild<QTableView*>();
  ASSERT_NE(list, nullptr);
  EXPECT_GT(list->width(), window->width() * 9 / 10);
  // Every column is in view: the last one ends inside the list (the event column takes what is left).
  const QHeaderView* header = list->horizontalHeader();
  const int last = header->count() - 1;
  EXPECT_LE(header->sectionViewportPosition(last) + header->sectionSize(last), list->viewport()->width());
  // What is saved for the next run is the game page's layout, not the page shown.
  EXPECT_EQ(PageDocks::layoutOf(window.get(), kWindowStateVersion), gameLayout);
  // The statistics page too.
  clickTab(2);
  EXPECT_FALSE(engine->isVisible());

  // Back on the game page: as the user left it.
  clickTab(1);
  EXPECT_TRUE(waitUntil([&] { return explorer->isVisible() && engine->isVisible(); }));
  EXPECT_EQ(window->tabifiedDockWidgets(engine).size(), 1) << "tabbed together as they were";
  EXPECT_TRUE(waitUntil([&] { return explorer->width() == width; })) << explorer->width() << " " << width;
}

// A dock the user shows on the database page (View › Engine) stays, and is there on the game page too.
TEST_F(PageDocksTest, ADockShownOnTheDatabasePageStays) {
  QDockWidget* engine = dock("engine");
  clickTab(0);
  ASSERT_FALSE(engine->isVisible());
  window->showView(QStringLiteral("engine"));
  EXPECT_TRUE(engine->isVisible());
  clickTab(1);
  EXPECT_TRUE(engine->isVisible());
}

}  // namespace
}  // namespace saban::gui::test
