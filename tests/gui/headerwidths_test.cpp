// Column headers never clipped (gui/core/headerwidths.h): in Vietnamese, English and Arabic every visible
// section of the window's lists (the game list, the explorer's moves and games, the engine's lines) is at
// least as wide as its title needs in the header's font, with the style's margins and the sort arrow
// (QHeaderView::sectionSizeHint): "Số nước" was cut to "ố nướ" in a column made for "Plies".
#include <QDockWidget>
#include <QHeaderView>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTreeView>

#include "gui/core/appsetup.h"
#include "gui/database/databasepane.h"
#include "gui/database/gamelistmodel.h"
#include "gui/engine/enginepane.h"
#include "gui/explorer/explorermodel.h"
#include "gui/explorer/explorerpane.h"
#include "gui/shell/mainwindow.h"
#include "gui/stats/statspane.h"
#include "gui_fixture.h"
#include "open_window.h"

namespace saban::gui::test {
namespace {

class HeaderWidths : public GuiDatabase, public ::testing::WithParamInterface<const char*> {
 protected:
  void TearDown() override {
    installLanguage(QStringLiteral("en"));
    GuiDatabase::TearDown();
  }
};

// The sections of `header` narrower than their titles need: "title: width < needed".
// `shrinks`: a section that may (NarrowStretch::Shrinks, its title elided and whole in its tooltip).
QStringList clipped(const QHeaderView* header, int shrinks = -1) {
  QStringList out;
  for (int i = 0; i < header->count(); ++i) {
    if (header->isSectionHidden(i) || i == shrinks) continue;
    const QString title = header->model()->headerData(i, header->orientation()).toString();
    const int needed = std::max(header->sectionSizeHint(i), header->fontMetrics().horizontalAdvance(title));
    if (header->sectionSize(i) < needed)
      out << QStringLiteral("%1: %2 < %3").arg(title).arg(header->sectionSize(i)).arg(needed);
  }
  return out;
}

TEST_P(HeaderWidths, EveryColumnIsAsWideAsItsTitle) {
  installLanguage(QString::fromLatin1(GetParam()));
  GameDocument doc;
  MainWindow w(database.get(), &doc);
  w.resize(1280, 800);
  w.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
  GameListModel* list = w.databasePane()->model();
  ASSERT_TRUE(waitUntil([&] { return !list->isLoading() && list->rowCount() > 0; }, 30000));
  QCoreApplication::processEvents();
  auto* games = w.databasePane()->findChild<QTableView*>();
  ASSERT_NE(games, nullptr);
  EXPECT_EQ(clipped(games->horizontalHeader()).join(QStringLiteral("; ")).toStdString(), "")
      << "the game list";
  // SABAN_HEADERS_SHOT=DIR: pictures of the pages in each language, to look at.
  const QString shots = qEnvironmentVariable("SABAN_HEADERS_SHOT");
  auto shoot = [&](const char* page) {
    if (shots.isEmpty()) return;
    waitUntil([] { return false; }, 300);
    w.grab().save(QStringLiteral("%1/%2-%3.png").arg(shots, QLatin1String(page), QLatin1String(GetParam())));
  };
  shoot("database");
  if (!shots.isEmpty()) {
    w.showView(QStringLiteral("statistics"));
    waitUntil([&] { return !w.statsPane()->text().isEmpty(); }, 30000);
    shoot("statistics");
  }
  // The statistics' tables: side by side with the charts, every column in view (none cut, no sideways
  // scroll).
  w.showView(QStringLiteral("statistics"));
  ASSERT_TRUE(waitUntil([&] { return !w.statsPane()->text().isEmpty(); }, 30000));
  QCoreApplication::processEvents();
  auto* tables = w.statsPane()->findChild<QTextBrowser*>();
  ASSERT_NE(tables, nullptr);
  EXPECT_EQ(tables->horizontalScrollBar()->maximum(), 0) << "the statistics' tables are cut";

  // The game page, its docks: the explorer's moves and games, the engine's lines.
  QTabBar* tabs = w.findChild<QTabWidget*>()->tabBar();
  QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(1).center());
  w.showView(QStringLiteral("explorer"));
  doc.toStart();
  ASSERT_TRUE(waitUntil([&] { return w.explorerPane()->model()->rowCount() > 0; }, 20000));
  QCoreApplication::processEvents();
  // The explorer's result bar shrinks with the dock (its title elided)
  for (QTableView* v : w.explorerPane()->findChildren<QTableView*>())
    EXPECT_EQ(
        clipped(v->horizontalHeader(), v->model() == w.explorerPane()->model() ? ExplorerModel::Results : -1)
            .join(QStringLiteral("; "))
            .toStdString(),
        "")
        << "the explorer";
  w.showView(QStringLiteral("engine"));
  QCoreApplication::processEvents();
  for (QTreeView* v : w.enginePane()->findChildren<QTreeView*>())
    EXPECT_EQ(clipped(v->header()).join(QStringLiteral("; ")).toStdString(), "") << "the engine's lines";
  shoot("game");
  doc.markSaved();
}

INSTANTIATE_TEST_SUITE_P(Languages, HeaderWidths, ::testing::Values("vi", "en", "ar"));

}  // namespace
}  // namespace saban::gui::test
