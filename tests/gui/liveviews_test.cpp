// Live views: another client (a second connection through db/, as a second saban-gui or `saban import`
// would write) imports or edits games, and the open window follows by itself, without any user action: the
// game list (its selection and scroll kept), the statistics, the open game (reloaded at the same ply when it
// has no edits; kept with a notice when it has). The session's own writes are not reported as another
// client's; a listening connection that is lost is said and tried again, not in a busy loop.
#include <QItemSelectionModel>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <algorithm>
#include <filesystem>

#include "db/edit.h"
#include "db/importer.h"
#include "db/jobs.h"
#include "db/notify.h"
#include "gui/core/changelistener.h"
#include "gui/database/databasepane.h"
#include "gui/database/gamelistmodel.h"
#include "gui/engine/evalgraph.h"
#include "gui/game/gamedocument.h"
#include "gui/shell/mainwindow.h"
#include "gui/stats/statspane.h"
#include "gui_window.h"
#include "tests/app/dated_games.h"

namespace saban::gui::test {
namespace {

namespace fs = std::filesystem;

class LiveViews : public GuiWindow {
 protected:
  void SetUp() override {
    GuiWindow::SetUp();
    if (HasFatalFailure()) return;
    other = std::make_unique<db::Connection>(conninfo());  // the other client
  }
  void TearDown() override {
    other.reset();
    GuiWindow::TearDown();
  }
  // The other client edits game `id`'s Event tag and saves it as the editor does.
  void otherSetsEvent(long long id, const std::string& event) {
    auto record = db::load_game(*other, id);
    ASSERT_TRUE(record) << record.error();
    record->set_tag("Event", event);
    auto saved = db::save_game(*other, id, *record);
    ASSERT_TRUE(saved) << saved.error().english();
  }
  QString statusLine() const { return window->statusBar()->currentMessage(); }
  // What Database::changedElsewhere reports from now on.
  std::shared_ptr<std::vector<db::Change>> elsewhere() {
    auto got = std::make_shared<std::vector<db::Change>>();
    QObject::connect(database.get(), &Database::changedElsewhere, window.get(),
                     [got](const db::Change& c) { got->push_back(c); });
    return got;
  }

  std::unique_ptr<db::Connection> other;
};

TEST_F(LiveViews, AnotherClientsImportShowsInTheListAndTheStatisticsKeepingTheSelection) {
  DatabasePane* pane = window->databasePane();
  GameListModel* model = pane->model();
  QTableView* view = pane->view();
  ASSERT_TRUE(
      waitUntil([&] { return !model->isLoading() && model->rowCount() > 5 && model->totalCount() > 0; }));
  ASSERT_TRUE(waitUntil([&] { return !window->statsPane()->text().isEmpty(); }, 30000));
  const long long before = model->totalCount();
  const QString statsBefore = window->statsPane()->text();
  ASSERT_FALSE(statsBefore.contains(QStringLiteral("2031")));

  // The user selects the third game with the mouse and scrolls a little.
  view->scrollTo(model->index(2, 0));
  const QRect cell = view->visualRect(model->index(2, 1));
  QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
  ASSERT_EQ(view->selectionModel()->selectedRows().size(), 1);
  const long long selected = model->gameId(view->selectionModel()->selectedRows()[0].row());
  const long long top = model->gameId(view->rowAt(0));

  // Another client imports three games of 2031.
  const fs::path file = fs::temp_directory_path() / ("saban_live_" + std::to_string(::getpid()) + ".ctr");
  saban::test::write_dated_games(file, {"2031.05.05", "2031.05.06", "2031.05.07"}, 23, 900);
  db::Importer importer(*other);
  importer.import_paths({file});
  fs::remove(file);
  ASSERT_EQ(count("SELECT count(*) FROM game WHERE date_from >= '2031-01-01'"), 3);

  // Nobody touches anything: the list's count and the statistics follow.
  EXPECT_TRUE(waitUntil([&] { return model->totalCount() == before + 3; }));
  EXPECT_TRUE(waitUntil([&] { return window->statsPane()->text().contains(QStringLiteral("2031")); }, 30000));
  // The same game is still selected (and current), the same game at the top of the view.
  ASSERT_TRUE(waitUntil([&] { return !model->isLoading(); }));
  const QModelIndexList rows = view->selectionModel()->selectedRows();
  ASSERT_EQ(rows.size(), 1);
  EXPECT_EQ(model->gameId(rows[0].row()), selected);
  EXPECT_EQ(model->gameId(view->currentIndex().row()), selected);
  EXPECT_EQ(model->gameId(view->rowAt(0)), top);
}

TEST_F(LiveViews, TheOpenGameFollowsAnotherClientsEditUnlessTheUserEditedIt) {
  const long long id = count("SELECT min(id) FROM game WHERE variant = 'commander' AND ply_count > 6");
  window->openGame(id);
  ASSERT_TRUE(waitUntil([&] { return loaded == id; }));
  // The user steps three moves in (keys on the focused board).
  for (int i = 0; i < 3; ++i) press(Qt::Key_Right);
  ASSERT_EQ(doc.ply(), 3);
  ASSERT_FALSE(doc.isModified());

  // Unedited: reloaded as the other client saved it, at the same move.
  otherSetsEvent(id, "Live event");
  EXPECT_TRUE(waitUntil([&] { return doc.tag("Event") == std::optional<std::string>("Live event"); }));
  EXPECT_EQ(doc.gameId(), id);
  EXPECT_EQ(doc.ply(), 3);
  EXPECT_FALSE(doc.isModified());

  // The user marks the move "!" (Ctrl+1): an edit. Another change of the other client's leaves it alone and
  // says so, without a dialog.
  press(Qt::Key_1, Qt::ControlModifier);
  ASSERT_TRUE(doc.isModified());
  otherSetsEvent(id, "Second change");
  EXPECT_TRUE(waitUntil([&] {
    return statusLine().contains(QString::number(id)) &&
           statusLine().contains(QStringLiteral("edits are kept"));
  }));
  EXPECT_EQ(QApplication::activeModalWidget(), nullptr);
  EXPECT_TRUE(doc.isModified());
  EXPECT_EQ(doc.tag("Event"), std::optional<std::string>("Live event"));
  EXPECT_EQ(doc.ply(), 3);
  // A lasting mark says it until the edits are settled.
  auto* mark = window->findChild<QLabel*>(QStringLiteral("changedElsewhereMark"));
  ASSERT_NE(mark, nullptr);
  EXPECT_TRUE(mark->isVisible());
  EXPECT_TRUE(mark->text().contains(QString::number(id)));

  // The user undoes the edit (Ctrl+Z): nothing of theirs is left to keep, the game as stored now is shown.
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_TRUE(waitUntil([&] { return doc.tag("Event") == std::optional<std::string>("Second change"); }));
  EXPECT_FALSE(doc.isModified());
  EXPECT_EQ(doc.ply(), 3);
  EXPECT_FALSE(mark->isVisible());
}

TEST_F(LiveViews, AGameDeletedByAnotherClientStaysOpenDetached) {
  const long long id = count("SELECT min(id) FROM game WHERE variant = 'commander' AND ply_count > 6");
  window->openGame(id);
  ASSERT_TRUE(waitUntil([&] { return loaded == id; }));
  press(Qt::Key_Right);
  auto deleted = db::delete_game(*other, id);
  ASSERT_TRUE(deleted) << deleted.error().english();
  EXPECT_TRUE(waitUntil([&] { return doc.gameId() == 0; }));
  EXPECT_TRUE(statusLine().contains(QString::number(id)) &&
              statusLine().contains(QStringLiteral("can no longer be read")))
      << statusLine().toStdString();
  EXPECT_EQ(doc.ply(), 1);  // the game shown is the same, at the same move
  EXPECT_GT(doc.tags().size(), 0u);
}

TEST_F(LiveViews, AWorkersStoredAnalysisOfTheOpenGameFillsTheGraph) {
  const long long id = count("SELECT min(id) FROM game WHERE variant = 'commander' AND ply_count > 6");
  window->openGame(id);
  ASSERT_TRUE(waitUntil([&] { return loaded == id; }));
  QTest::qWait(300);
  ASSERT_EQ(window->evalGraph()->plies(), 0);
  // A worker (another connection, through the queue's API as `saban worker` does) analyses four plies.
  ASSERT_EQ(db::queue_games(*other, {id}, {}), 1);
  std::optional<db::Job> job = db::claim_job(*other, "live-test", 60);
  ASSERT_TRUE(job);
  db::JobResult result;
  result.annotated = "-";
  for (int ply = 1; ply <= 4; ++ply) {
    db::MoveResult m;
    m.ply = ply;
    m.mover = ply % 2 ? Side::Red : Side::Blue;
    m.score_before = 10 * ply;
    m.score_after = 10 * ply + 5;
    m.best_san = m.line = "-";
    m.depth = 4;
    result.moves.push_back(m);
  }
  int listReads = 0;  // the list is not read again for an analysis (it shows none)
  QObject::connect(window->databasePane()->model(), &GameListModel::refreshed, window.get(),
                   [&] { ++listReads; });
  ASSERT_TRUE(db::complete_job(*other, *job, result));
  EXPECT_TRUE(waitUntil([&] { return window->evalGraph()->plies() == 5; }));
  EXPECT_EQ(listReads, 0);
  EXPECT_FALSE(doc.isModified());  // the analysis is not an edit of the game
}

TEST_F(LiveViews, TheSessionsOwnWritesAreNotAnotherClients) {
  auto elsewhere = this->elsewhere();
  const long long id = count("SELECT min(id) FROM game");
  // A write through the session's own lane (as its saves are).
  bool done = false;
  database->query<bool>(
      window.get(),
      [id](db::Connection& c) {
        c.exec("UPDATE game SET round = 'own' WHERE id = $1::bigint", {std::to_string(id)});
        return true;
      },
      [&](bool) { done = true; });
  ASSERT_TRUE(waitUntil([&] { return done; }));
  // The other client's write arrives; the session's own, sent before it, did not.
  other->exec("UPDATE game SET round = 'other' WHERE id = $1::bigint", {std::to_string(id)});
  ASSERT_TRUE(waitUntil([&] { return elsewhere->size() >= 1; }));
  QTest::qWait(200);
  ASSERT_EQ(elsewhere->size(), 1u);
  const db::Change change = elsewhere->front();
  EXPECT_EQ(change.sender, other->backend_pid());
  EXPECT_EQ(change.ids, std::vector<long long>{id});
}

TEST_F(LiveViews, ALostListenerIsSaidAndTriedAgainThenFollowsAgain) {
  ChangeListener* listener = database->changeListener();
  listener->setRetryDelay(100);
  QSignalSpy lost(listener, &ChangeListener::lost);
  QSignalSpy listening(listener, &ChangeListener::listening);
  auto elsewhere = this->elsewhere();
  auto* mark = window->findChild<QLabel*>(QStringLiteral("liveViewsMark"));
  ASSERT_NE(mark, nullptr);
  EXPECT_FALSE(mark->isVisible());
  // What the window shows when the loss is told, read then: on a busy machine the retry 100 ms later may
  // already be done (and the mark hidden again) by the time the test looks. Connected after the window's own
  // handler, so it runs after it.
  bool markAtLoss = false;
  QString tipAtLoss;
  QObject::connect(listener, &ChangeListener::lost, window.get(), [&] {
    if (lost.size() > 1) return;  // the first loss
    markAtLoss = mark->isVisible();
    tipAtLoss = mark->toolTip();
  });
  QSignalSpy messages(window->statusBar(), &QStatusBar::messageChanged);
  auto said = [&](const QString& words) {
    return std::any_of(messages.begin(), messages.end(),
                       [&](const QList<QVariant>& m) { return m[0].toString().contains(words); });
  };
  // The server ends the listening connection (as a restart of the server would).
  ASSERT_TRUE(waitUntil([&] {
    return count(
               "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'saban-gui (live views)' AND "
               "datname = current_database()") == 1;
  }));
  conn->run(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'saban-gui (live "
      "views)' "
      "AND datname = current_database()");
  ASSERT_TRUE(waitUntil([&] { return lost.size() >= 1; }, 30000));
  // Said in the status bar, and marked there until it is back (tried again 100 ms later at the earliest).
  EXPECT_TRUE(markAtLoss);
  EXPECT_TRUE(said(QStringLiteral("stopped sending")));
  EXPECT_TRUE(tipAtLoss.contains(QStringLiteral("connection"))) << tipAtLoss.toStdString();
  // Tried again, listening again: said, and every view reads again (what was missed is unknown).
  ASSERT_TRUE(waitUntil([&] { return !listening.isEmpty() && listening.last()[0].toBool(); }, 30000));
  EXPECT_TRUE(waitUntil([&] { return said(QStringLiteral("back")); }, 30000));
  EXPECT_TRUE(waitUntil([&] { return !mark->isVisible(); }, 30000));
  EXPECT_TRUE(waitUntil([&] { return !elsewhere->empty() && elsewhere->back().all; }, 30000));
  // And the next change of another client's arrives.
  const std::size_t seen = elsewhere->size();
  other->run("UPDATE game SET round = 'again' WHERE id = (SELECT min(id) FROM game)");
  EXPECT_TRUE(waitUntil([&] { return elsewhere->size() > seen && !elsewhere->back().all; }, 30000));
}

TEST(ChangeListenerAlone, AnUnreachableDatabaseIsRetriedWithGrowingWaitsNotInALoop) {
  ChangeListener listener;
  listener.setRetryDelay(50);
  QSignalSpy lost(&listener, &ChangeListener::lost);
  listener.listen("host=/nonexistent-saban-socket-dir dbname=x connect_timeout=2", std::nullopt);
  ASSERT_TRUE(waitUntil([&] { return lost.size() >= 3; }, 5000));
  // 50, 100, 200, 400 ms ... apart: a second has room for a handful of tries, not thousands.
  QTest::qWait(1000);
  EXPECT_LT(lost.size(), 10);
  EXPECT_EQ(lost[0][1].toInt(), 50);
  EXPECT_EQ(lost[1][1].toInt(), 100);
  EXPECT_EQ(lost[2][1].toInt(), 200);
  EXPECT_FALSE(lost[0][0].toString().isEmpty());
}

}  // namespace
}  // namespace saban::gui::test
