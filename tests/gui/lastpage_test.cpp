// The game list from its end (Ctrl+End on a large database), and the database session's background lane.
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QTableView>
#include <atomic>
#include <vector>

#include "db/queries.h"
#include "gui/database/databasepane.h"
#include "gui/database/gamelistmodel.h"
#include "gui_fixture.h"

namespace saban::gui::test {

class LastPageTest : public GuiDatabase {};

TEST_F(LastPageTest, ShowsTheLastPageAndGrowsUpwardsUnderTheTester) {
  GameListModel model(database.get());
  model.setPageSize(7);
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  model.sort(static_cast<int>(GameColumn::Id), Qt::AscendingOrder);
  ASSERT_TRUE(waitUntil([&] { return !model.isLoading(); }));
  const std::vector<long long> ids = [&] {
    std::vector<long long> v;
    const auto rows = conn->exec("SELECT id FROM game ORDER BY id");
    for (int r = 0; r < rows.size(); ++r) v.push_back(rows.integer(r, 0));
    return v;
  }();
  ASSERT_GT(ids.size(), 14u) << "samples/ gives more than two pages";

  model.showLast();
  ASSERT_TRUE(waitUntil([&] { return !model.isLoading(); }));
  ASSERT_EQ(model.rowCount(), 7);
  EXPECT_EQ(model.gameId(6), ids.back()) << "the last row is the last game of the order";
  EXPECT_FALSE(model.canFetchMore({})) << "nothing after the last page";
  EXPECT_TRUE(model.canFetchPrevious());
  // Upwards to the first game: every game once, in order.
  while (model.canFetchPrevious() || model.isLoading()) {
    model.fetchPrevious();
    ASSERT_TRUE(waitUntil([&] { return !model.isLoading(); }));
  }
  ASSERT_EQ(model.rowCount(), static_cast<int>(ids.size()));
  for (int r = 0; r < model.rowCount(); ++r)
    EXPECT_EQ(model.gameId(r), ids[static_cast<std::size_t>(r)]) << r;

  // A new filter starts at the top again.
  db::GameFilter f;
  f.result = "1-0";
  model.setFilter(f);
  ASSERT_TRUE(waitUntil([&] { return !model.isLoading(); }));
  EXPECT_FALSE(model.canFetchPrevious());
  EXPECT_EQ(model.gameId(0), conn->one_row("SELECT min(id) FROM game WHERE result = '1-0'").integer(0, 0));
}

TEST_F(LastPageTest, CtrlEndInThePaneShowsTheLastGameAndCtrlHomeTheFirst) {
  DatabasePane pane(database.get());
  pane.resize(800, 260);
  pane.show();
  pane.model()->setPageSize(5);
  pane.view()->sortByColumn(static_cast<int>(GameColumn::Id), Qt::AscendingOrder);
  pane.search();
  // (the view asks for pages until its viewport is full)
  ASSERT_TRUE(waitUntil([&] { return !pane.model()->isLoading() && pane.model()->rowCount() >= 5; }));
  QCoreApplication::processEvents();
  ASSERT_TRUE(waitUntil([&] { return !pane.model()->isLoading(); }));
  ASSERT_TRUE(pane.model()->canFetchMore({})) << "samples/ fill more than the view";
  const long long first = conn->one_row("SELECT min(id) FROM game").integer(0, 0);
  const long long last = conn->one_row("SELECT max(id) FROM game").integer(0, 0);
  QKeyEvent end(QEvent::KeyPress, Qt::Key_End, Qt::ControlModifier);
  QApplication::sendEvent(pane.view(), &end);
  ASSERT_TRUE(waitUntil([&] { return !pane.model()->isLoading() && pane.model()->rowCount() > 0; }));
  EXPECT_EQ(pane.model()->gameId(pane.model()->rowCount() - 1), last);
  EXPECT_EQ(pane.view()->currentIndex().row(), pane.model()->rowCount() - 1) << "the last row is current";
  QKeyEvent home(QEvent::KeyPress, Qt::Key_Home, Qt::ControlModifier);
  QApplication::sendEvent(pane.view(), &home);
  ASSERT_TRUE(waitUntil([&] { return !pane.model()->isLoading() && pane.model()->rowCount() > 0; }));
  EXPECT_EQ(pane.model()->gameId(0), first);
  EXPECT_FALSE(pane.model()->canFetchPrevious());
}

TEST_F(LastPageTest, ABackgroundJobDoesNotHoldUpTheInteractiveLane) {
  std::atomic<bool> release{false}, interactiveDone{false};
  bool backgroundDone = false;
  QObject context;
  // A background job that cannot finish before the interactive one has.
  database->query<int>(
      &context,
      [&](db::Connection& c) {
        QDeadlineTimer deadline(10000);
        while (!release && !deadline.hasExpired()) QThread::msleep(2);
        return static_cast<int>(c.one_row("SELECT 1").integer(0, 0));
      },
      [&](int) { backgroundDone = true; }, {}, Database::Lane::Background);
  long long games = -1;
  database->query<long long>(
      &context, [](db::Connection& c) { return c.one_row("SELECT count(*) FROM game").integer(0, 0); },
      [&](long long n) {
        games = n;
        interactiveDone = true;
        release = true;
      });
  ASSERT_TRUE(waitUntil([&] { return interactiveDone.load(); }, 5000))
      << "the interactive job ran while the background lane was busy";
  EXPECT_GT(games, 0);
  ASSERT_TRUE(waitUntil([&] { return backgroundDone; }, 15000));
}

}  // namespace saban::gui::test

namespace saban::gui::test {

// Closing the window while a long query runs (the statistics of a million games take seconds) stops the
// query: the session's destructor cancels what each lane is running instead of waiting for it to end.
TEST_F(LastPageTest, ClosingStopsAQueryInFlight) {
  QObject context;
  std::atomic<bool> started = false;
  database->query<int>(
      &context,
      [&](db::Connection& c) {
        started = true;
        return static_cast<int>(c.one_row("SELECT 1 FROM pg_sleep(60)").integer(0, 0));
      },
      [](int) {}, [](QString) {}, Database::Lane::Background);
  ASSERT_TRUE(waitUntil([&] { return started.load(); }, 10000));
  // The statement is on the server once pg_stat_activity shows it.
  ASSERT_TRUE(waitUntil(
      [&] {
        return conn->one_row(
                       "SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%pg_sleep(60)%' AND pid <> "
                       "pg_backend_pid()")
                   .integer(0, 0) > 0;
      },
      10000));
  QElapsedTimer clock;
  clock.start();
  database.reset();
  EXPECT_LT(clock.elapsed(), 30000) << "the session waited for the 60 s query instead of stopping it";
  EXPECT_EQ(
      conn->one_row("SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%pg_sleep(60)%' AND state = "
                    "'active' AND pid <> pg_backend_pid()")
          .integer(0, 0),
      0)
      << "the query still runs on the server";
}

}  // namespace saban::gui::test
