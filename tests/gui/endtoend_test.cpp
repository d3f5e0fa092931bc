// The end-to-end test of issue 10 (acceptance 2), on a database built from samples/: find a player typed
// without accents, open the game, step through it by keys, play a variation with a deploy turn and a stay
// capture, comment and judge it, save and read it back, play a move from the explorer, run and stop the
// engine; and an import of a folder with a broken file, cancelled half way, leaving the database consistent.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QElapsedTimer>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <filesystem>
#include <fstream>
#include <optional>

#include "app/load_game.h"
#include "db/queries.h"
#include "gui/core/notation.h"
#include "gui/database/databasepane.h"
#include "gui/database/importdialog.h"
#include "gui/engine/enginepane.h"
#include "gui/explorer/explorerpane.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "parser/reader.h"

namespace saban::gui::test {

namespace {

struct Variation {
  long long game = 0;
  int ply = 0;              // the variation starts after this many main-line plies
  std::vector<Turn> turns;  // a deploy turn, then (perhaps) a reply and a stay capture
};

bool hasStay(const Turn& t) {
  for (const Move& m : t)
    if (m.kind() == MoveKind::StayCapture) return true;
  return false;
}
bool isDeploy(const Turn& t) {
  for (const Move& m : t)
    if (m.deploy()) return true;
  return false;
}

// A place in a game of the database where a deploy turn other than the one played can be followed by a stay
// capture (in the same turn, or after any reply): found with the rules, so the test does not depend on one
// game.
std::optional<Variation> findVariation(db::Connection& c) {
  const auto rows = db::search_games(c, [] {
    db::GameFilter f;
    f.limit = 200;
    return f;
  }());
  for (const auto& row : rows) {
    const auto texts = db::game_records(c, {row.id});
    parser::ReadGame g = parser::read_game(texts.front(), "db", 1, 1);
    if (!g.record) continue;
    Position pos = g.record->start;
    for (int ply = 0; ply < static_cast<int>(g.record->moves.size()) && ply < 80; ++ply) {
      const Turn played = g.record->moves[static_cast<std::size_t>(ply)].turn;
      std::vector<Turn> legal;
      generate_legal(pos, DeployMode::Full, legal);
      for (const Turn& d : legal) {
        if (!isDeploy(d) || d == played) continue;
        if (hasStay(d)) return Variation{row.id, ply, {d}};
      }
      for (const Turn& d : legal) {
        if (!isDeploy(d) || d == played) continue;
        Position after = pos;
        Undo u1;
        after.do_turn(d, u1);
        std::vector<Turn> replies;
        generate_legal(after, DeployMode::Full, replies);
        for (std::size_t r = 0; r < replies.size() && r < 6; ++r) {
          Position third = after;
          Undo u2;
          third.do_turn(replies[r], u2);
          std::vector<Turn> ours;
          generate_legal(third, DeployMode::Full, ours);
          for (const Turn& s : ours)
            if (hasStay(s)) return Variation{row.id, ply, {d, replies[r], s}};
        }
      }
      Undo u;
      pos.do_turn(played, u);
    }
  }
  return std::nullopt;
}

// Enters a turn on the board as a player would: click the unit, pick the stack's part, click the point,
// choose between captures, and end a deploy turn with Enter.
void enterTurn(MainWindow& w, const Turn& t) {
  BoardWidget* board = w.gamePane()->board();
  for (const Move& m : t) {
    if (board->entry().selected() != m.from()) board->clickSquare(m.from());
    ASSERT_EQ(board->entry().selected(), m.from()) << board->entry().message().toStdString();
    const auto movers = board->entry().movers();
    for (std::size_t i = 0; i < movers.size(); ++i)
      if (movers[i].whole == !m.deploy() && (movers[i].whole || movers[i].piece == m.piece()))
        board->chooseMover(static_cast<int>(i));
    board->clickSquare(m.to());
    const auto& choices = board->entry().choices();
    for (std::size_t i = 0; i < choices.size(); ++i)
      if (choices[i] == m) {
        board->resolveChoice(static_cast<int>(i));
        break;
      }
  }
  if (!board->entry().partial().empty()) QTest::keyClick(&w, Qt::Key_Return);
  ASSERT_TRUE(board->entry().partial().empty()) << board->entry().message().toStdString();
}

Position replay(const parser::GameRecord& r, int plies) {
  Position p = r.start;
  for (int i = 0; i < plies; ++i) {
    Undo u;
    p.do_turn(r.moves[static_cast<std::size_t>(i)].turn, u);
  }
  return p;
}

}  // namespace

class EndToEnd : public GuiDatabase {};

TEST_F(EndToEnd, BrowseReplayEditSaveExploreAndAnalyse) {
  GameDocument doc;
  MainWindow w(database.get(), &doc);
  w.resize(1280, 800);
  w.show();
  DatabasePane* list = w.databasePane();
  QAbstractItemModelTester tester(list->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);

  // Filter by a player typed without accents.
  list->setPlayer(QStringLiteral("nguyen van anh"));
  list->search();
  ASSERT_TRUE(waitUntil([&] { return !list->model()->isLoading() && list->model()->rowCount() > 0; }));
  EXPECT_TRUE(
      list->model()->data(list->model()->index(0, 1)).toString().contains(QStringLiteral("Nguyễn Văn Ánh")) ||
      list->model()->data(list->model()->index(0, 2)).toString().contains(QStringLiteral("Nguyễn Văn Ánh")));

  // Open it with a double-click.
  long long opened = 0;
  QObject::connect(&w, &MainWindow::gameLoaded, [&](long long id) { opened = id; });
  QTableView* view = list->view();
  const QRect cell = view->visualRect(list->model()->index(0, 1));
  QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
  QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, cell.center());
  ASSERT_TRUE(waitUntil([&] { return opened != 0; }))
      << "cell " << cell.x() << "," << cell.y() << " " << w.statusBar()->currentMessage().toStdString();
  EXPECT_EQ(opened, list->model()->gameId(0));
  const parser::GameRecord record = doc.record();
  ASSERT_GE(record.moves.size(), 3u);

  // Step through it by keys: the board and the move list follow.
  w.gamePane()->board()->setFocus();
  for (int i = 1; i <= 3; ++i) {
    QTest::keyClick(&w, Qt::Key_Right);
    EXPECT_EQ(doc.ply(), i);
    EXPECT_EQ(w.gamePane()->board()->position().key(), replay(record, i).key());
  }
  EXPECT_EQ(w.gamePane()->moveList()->currentMoveText(), turnText(replay(record, 2), record.moves[2].turn))
      << "the current move is marked";
  QTest::keyClick(&w, Qt::Key_Left);
  EXPECT_EQ(doc.ply(), 2);
  EXPECT_EQ(w.gamePane()->moveList()->currentMoveText(), turnText(replay(record, 1), record.moves[1].turn))
      << "the mark follows the cursor";
  QTest::keyClick(&w, Qt::Key_End);
  EXPECT_EQ(doc.ply(), static_cast<int>(record.moves.size()));
  QTest::keyClick(&w, Qt::Key_Home);
  EXPECT_TRUE(doc.atStart());
  EXPECT_EQ(w.gamePane()->board()->position().key(), record.start.key());

  // A variation with a deploy turn and a stay capture, in a game where the rules allow one.
  const auto found = findVariation(*conn);
  ASSERT_TRUE(found.has_value()) << "no game of the samples offers a deploy turn and a stay capture";
  opened = 0;
  w.openGame(found->game);
  ASSERT_TRUE(waitUntil([&] { return opened != 0; }));
  doc.toMainLinePly(found->ply);
  ASSERT_EQ(doc.ply(), found->ply);
  for (const Turn& t : found->turns) enterTurn(w, t);
  ASSERT_EQ(doc.path().branches.size(), 1u) << "the moves went into a variation";
  const parser::Line& line = *doc.lineOf(doc.path());
  ASSERT_EQ(line.size(), found->turns.size());
  for (std::size_t i = 0; i < line.size(); ++i) EXPECT_EQ(line[i].turn, found->turns[i]);
  EXPECT_TRUE(w.gamePane()->moveList()->movesText().contains(QStringLiteral("(")));

  // A comment and a judgement on the last move of the variation, through the pane's fields.
  w.gamePane()->commentEdit()->setPlainText(QStringLiteral("Triển khai rồi bắn tại chỗ"));
  QComboBox* judgement = w.gamePane()->judgementBox();
  const int blunder = judgement->findData(static_cast<int>(parser::Judgement::Blunder));
  judgement->setCurrentIndex(blunder);
  Q_EMIT judgement->activated(blunder);
  EXPECT_EQ(doc.comment(), QStringLiteral("Triển khai rồi bắn tại chỗ"));
  EXPECT_EQ(doc.currentMove()->judgement, parser::Judgement::Blunder);

  // Save to a file and read it back: the variation, the comment and the judgement are there.
  QTemporaryDir dir;
  const QString file = dir.filePath(QStringLiteral("edited.ctr"));
  QString error;
  ASSERT_TRUE(w.gamePane()->saveToFile(file, &error)) << error.toStdString();
  GameDocument again;
  auto reread = app::load_game_file(file.toStdString());
  ASSERT_TRUE(reread.ok()) << reread.error().message;
  ASSERT_TRUE(std::holds_alternative<parser::GameRecord>(*reread));
  again.setRecord(std::get<parser::GameRecord>(std::move(*reread)));
  TreePath path = doc.path();
  again.setPath(path);
  ASSERT_EQ(again.path(), path);
  EXPECT_EQ(again.currentMove()->turn, found->turns.back());
  EXPECT_EQ(again.comment(), QStringLiteral("Triển khai rồi bắn tại chỗ"));
  EXPECT_EQ(again.currentMove()->judgement, parser::Judgement::Blunder);

#if __has_include("db/edit.h")
  // Save to the database and open it again from there.
  long long saved = 0;
  QObject::connect(&w, &MainWindow::gameSaved, [&](long long id) { saved = id; });
  w.saveGameToDatabase();
  ASSERT_TRUE(waitUntil([&] { return saved != 0; })) << w.statusBar()->currentMessage().toStdString();
  doc.setRecord(parser::GameRecord());
  opened = 0;
  w.openGame(found->game);
  ASSERT_TRUE(waitUntil([&] { return opened != 0; }));
  doc.setPath(path);
  ASSERT_EQ(doc.path(), path) << "the variation is stored";
  EXPECT_EQ(doc.comment(), QStringLiteral("Triển khai rồi bắn tại chỗ"));
  EXPECT_EQ(doc.currentMove()->judgement, parser::Judgement::Blunder);
#endif

  // The explorer: play its most played move from the start.
  w.showView(QStringLiteral("explorer"));
  doc.toStart();
  ExplorerPane* explorer = w.explorerPane();
  QAbstractItemModelTester explorerTester(explorer->model(),
                                          QAbstractItemModelTester::FailureReportingMode::Fatal);
  ASSERT_TRUE(waitUntil([&] { return explorer->model()->rowCount() > 0; }));
  ASSERT_NE(explorer->model()->moveAt<games::CommanderChess>(0), nullptr);
  const Turn top = *explorer->model()->moveAt<games::CommanderChess>(0);
  const QRect first = explorer->movesView()->visualRect(explorer->model()->index(0, 0));
  QTest::mouseClick(explorer->movesView()->viewport(), Qt::LeftButton, {}, first.center());
  EXPECT_EQ(doc.ply(), 1);
  EXPECT_EQ(doc.currentMove()->turn, top);
  QAbstractItemModelTester gamesTester(explorer->games(),
                                       QAbstractItemModelTester::FailureReportingMode::Fatal);
  ASSERT_TRUE(waitUntil([&] { return !explorer->games()->isLoading() && explorer->games()->rowCount() > 0; }))
      << "the games that reach the position";

  // The engine: start, wait for a report, stop within 200 ms.
  EnginePane* engine = w.enginePane();
  int reports = 0;
  bool stopped = false;
  QObject::connect(engine->runner(), &EngineRunner::report,
                   [&](const EngineReport& r) { reports += r.final ? 0 : 1; });
  QObject::connect(engine->runner(), &EngineRunner::stopped, [&] { stopped = true; });
  QTest::keyClick(&w, Qt::Key_Space);
  ASSERT_TRUE(waitUntil([&] { return reports >= 2; }, 20000));
  EXPECT_GT(engine->lines()->topLevelItemCount(), 0);
  QElapsedTimer timer;
  timer.start();
  QTest::keyClick(&w, Qt::Key_Space);
  ASSERT_TRUE(waitUntil([&] { return stopped; }, 5000));
  EXPECT_LE(timer.elapsed(), 200) << "the engine stopped " << timer.elapsed() << " ms after the request";
}

class QueueEndToEnd : public GuiDatabase {};

TEST_F(QueueEndToEnd, QueuesTheSelectedGamesForTheWorkers) {
  DatabasePane pane(database.get());
  pane.resize(900, 600);
  pane.show();
  pane.search();
  ASSERT_TRUE(waitUntil([&] { return !pane.model()->isLoading() && pane.model()->rowCount() >= 3; }));
  pane.view()->selectRow(0);
  pane.view()->selectionModel()->select(pane.model()->index(2, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
  QString message;
  QObject::connect(&pane, &DatabasePane::statusMessage, [&](const QString& m) { message = m; });
  pane.queueSelection();
  ASSERT_TRUE(waitUntil([&] { return !message.isEmpty(); }));
  EXPECT_TRUE(message.contains(QStringLiteral("2"))) << message.toStdString();
  EXPECT_EQ(count("SELECT count(*) FROM analysis_job"), 2);
  EXPECT_EQ(
      count("SELECT count(*) FROM analysis_job WHERE game_id IN (" + std::to_string(pane.model()->gameId(0)) +
            "," + std::to_string(pane.model()->gameId(2)) + ")"),
      2);
}

class ImportEndToEnd : public GuiDatabase {
 protected:
  ImportEndToEnd() : GuiDatabase(false) {}
};

TEST_F(ImportEndToEnd, CancelledHalfWayLeavesTheDatabaseConsistent) {
  namespace fs = std::filesystem;
  QTemporaryDir dir;
  const fs::path folder = dir.path().toStdString();
  fs::copy(fs::path(SABAN_SAMPLES) / "broken" / "illegal-move.ctr", folder / "illegal-move.ctr");
  fs::copy(fs::path(SABAN_SAMPLES) / "engine" / "selfplay-500.ctr", folder / "selfplay-500.ctr");
  ImportDialog dialog(database.get());
  dialog.setBatchSize(10);
  dialog.addPaths({QString::fromStdString(folder.string())});
  bool finished = false;
  QObject::connect(&dialog, &ImportDialog::finished, [&] { finished = true; });
  // The user clicks Import, then Cancel once games are written: the importer's stop token ends the import
  // between batches.
  auto button = [&](const QString& text) -> QPushButton* {
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
      if (b->text() == text) return b;
    return nullptr;
  };
  QPushButton* cancel = button(QStringLiteral("Cancel"));
  QPushButton* start = button(QStringLiteral("Import"));
  ASSERT_TRUE(cancel && start);
  bool clicked = false;
  QObject::connect(&dialog, &ImportDialog::progress, [&](long long, long long inserted, long long, double) {
    if (inserted > 0 && !clicked) {
      clicked = true;
      QTest::mouseClick(cancel, Qt::LeftButton);
    }
  });
  dialog.show();
  QTest::mouseClick(start, Qt::LeftButton);
  EXPECT_TRUE(dialog.isRunning());
  ASSERT_TRUE(waitUntil([&] { return finished; }, 60000));
  const ImportSummary& s = dialog.summary();
  EXPECT_TRUE(s.error.isEmpty()) << s.error.toStdString();
  EXPECT_TRUE(s.cancelled);
  EXPECT_GT(s.inserted, 0);
  EXPECT_LT(s.inserted, 500) << "cancelled half way";
  // Whole batches only: the games written are the ones reported, each with its moves and positions.
  EXPECT_EQ(count("SELECT count(*) FROM game"), s.inserted);
  const db::Rows games = conn->exec("SELECT raw, ply_count FROM game");  // each game whole, with its moves
  for (int i = 0; i < games.size(); ++i) {
    const parser::ReadGame g = parser::read_game(games.text(i, 0), "database", 1);
    ASSERT_TRUE(g.record);
    EXPECT_EQ(static_cast<long long>(g.record->moves.size()), games.integer(i, 1));
  }
  EXPECT_EQ(count("SELECT count(*) FROM rejected_game"), s.rejected);
  EXPECT_TRUE(dialog.isVisible()) << "the dialog stays open to show what was kept";
  EXPECT_EQ(count("SELECT count(*) FROM source_file WHERE path LIKE '%selfplay-500.ctr'"), 0)
      << "the file is not marked imported";
  // Importing again finishes the job: every game once, the broken one rejected with its line and reason.
  finished = false;
  ImportDialog again(database.get());
  again.addPaths({QString::fromStdString(folder.string())});
  QObject::connect(&again, &ImportDialog::finished, [&] { finished = true; });
  // After the last file, while the import builds its indexes and merges its summaries, the dialog says so
  // with a busy bar (no fraction to show): the work after the last batch does not look stuck.
  QProgressBar* bar = again.findChild<QProgressBar*>();
  ASSERT_TRUE(bar);
  long long finishingGames = -1;
  bool busy = false;
  QString said;
  QObject::connect(&again, &ImportDialog::finishing, [&](long long games, long long, long long) {
    finishingGames = games;
    busy = bar->minimum() == 0 && bar->maximum() == 0;
    for (QLabel* label : again.findChildren<QLabel*>())
      if (label->text().contains(QStringLiteral("Finishing"))) said = label->text();
  });
  again.start();
  ASSERT_TRUE(waitUntil([&] { return finished; }, 120000));
  EXPECT_FALSE(again.summary().cancelled);
  EXPECT_EQ(finishingGames, again.summary().games) << "said once every game was read";
  EXPECT_TRUE(busy);
  EXPECT_TRUE(said.startsWith(QString::number(again.summary().games) + QStringLiteral(" games read")))
      << said.toStdString();
  // A few hundred games take the plain path (no index dropped, the summary kept by each batch): the line says
  // what that path does, not the bulk path's index and statistics builds.
  EXPECT_TRUE(said.endsWith(QStringLiteral("Finishing: merging the position index and the statistics…")))
      << said.toStdString();
  EXPECT_EQ(bar->maximum(), 1000) << "the summary shows the bar full again";
  EXPECT_EQ(bar->value(), 1000);
  EXPECT_EQ(again.summary().duplicates, s.inserted) << "what the cancelled import wrote is found again";
  EXPECT_EQ(count("SELECT count(*) FROM game"), s.inserted + again.summary().inserted);
  EXPECT_GE(count("SELECT count(*) FROM game"), 500);
  bool rejectedShown = false;
  for (const auto& r : again.summary().rejectedGames)
    rejectedShown |= r.file.endsWith(QStringLiteral("illegal-move.ctr")) && r.line > 0 && !r.reason.isEmpty();
  EXPECT_TRUE(rejectedShown || s.rejected > 0) << "the broken file's game is listed with line and reason";
}

}  // namespace saban::gui::test
