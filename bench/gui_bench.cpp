// The desktop application on a large database (issue 10, acceptance 5): the GUI's own classes, headless,
// timed the way a user waits for them. Not a test: it prints figures beside their goals
// (docs/performance.md).
//   QT_QPA_PLATFORM=offscreen build/release/bench/gui_bench --db CONNINFO [--scratch CONNINFO]
//       [--import FILE] [--import-games N] [--reps N] [--only startup,last,explorer,board,stall]
//       [--save-board DIR]
// --db is read only (the list, the explorer, the statistics); the import of the stall measure goes into
// --scratch (a database it empties first: never the one given by --db), N games (3,000) cut from FILE.
#include <sys/resource.h>

#include <QAbstractEventDispatcher>
#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <numeric>
#include <string>
#include <vector>

#include "db/pq.h"
#include "db/queries.h"
#include "db/schema.h"
#include "gui/board/boardpainter.h"
#include "gui/board/boardwidget.h"
#include "gui/core/appsetup.h"
#include "gui/core/database.h"
#include "gui/core/notation.h"
#include "gui/database/databasepane.h"
#include "gui/database/gamelistmodel.h"
#include "gui/database/importdialog.h"
#include "gui/engine/enginerunner.h"
#include "gui/engine/evalgraph.h"
#include "gui/explorer/explorermodel.h"
#include "gui/explorer/explorerpane.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/game/movelistview.h"
#include "gui/shell/mainwindow.h"
#include "parser/reader.h"
#include "rules/fen.h"

using namespace saban;
using namespace saban::gui;

namespace {

double now_ms() {
  timespec t{};
  clock_gettime(CLOCK_MONOTONIC, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// CPU time of the whole process (every thread: GUI, database lanes, engine, importer), in ms.
double cpu_ms() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return (static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec)) * 1e3 +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

// CPU time of the calling (GUI) thread, in ms.
double thread_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// Runs the event loop until `done` holds; false after `timeout_ms`.
bool wait_until(const std::function<bool()>& done, double timeout_ms = 60000) {
  const double start = now_ms();
  QTimer tick;  // wakes the loop now and then to check `done`
  tick.start(5);
  while (!done()) {
    if (now_ms() - start > timeout_ms) return false;
    QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 5);
  }
  return true;
}

struct Stats {
  std::vector<double> v;
  void add(double x) { v.push_back(x); }
  double pct(double p) const {
    if (v.empty()) return 0;
    std::vector<double> s = v;
    std::sort(s.begin(), s.end());
    const auto i = static_cast<std::size_t>(std::min<double>(
        static_cast<double>(s.size() - 1), p / 100.0 * static_cast<double>(s.size() - 1) + 0.5));
    return s[i];
  }
  double max() const { return v.empty() ? 0 : *std::max_element(v.begin(), v.end()); }
  double sum() const { return std::accumulate(v.begin(), v.end(), 0.0); }
};

const char* verdict(bool met) { return met ? "met" : "MISSED"; }

// Reads every display datum of the rows a view shows, as painting them would.
void touch_rows(QAbstractItemModel* model, int first, int last) {
  for (int r = std::max(0, first); r <= last && r < model->rowCount(); ++r)
    for (int c = 0; c < model->columnCount(); ++c) {
      const QModelIndex i = model->index(r, c);
      (void)model->data(i, Qt::DisplayRole);
      (void)model->data(i, Qt::ForegroundRole);
      (void)model->data(i, Qt::TextAlignmentRole);
    }
}

// ---------------------------------------------------------------------------------------------------------
// 1. The first page of the game list after start.

void bench_startup(const QString& conninfo, int reps) {
  std::printf("\n== First page of the game list after start (goal <= 1000 ms)\n");
  // The whole application: a Database and the main window, as main() builds them; it opens the connection,
  // migrates, and every pane asks for its data (list, explorer, queue, statistics) at once.
  Stats wall, cpu;
  for (int rep = 0; rep < std::min(reps, 3); ++rep) {
    const double t0 = now_ms(), c0 = cpu_ms();
    auto db = std::make_unique<Database>();
    GameDocument doc;
    auto window = std::make_unique<MainWindow>(db.get(), &doc);
    window->resize(1280, 800);
    window->show();
    db->open(conninfo);
    GameListModel* model = window->databasePane()->model();
    const bool ok =
        wait_until([&] { return model->rowCount() > 0 || (!model->isLoading() && db->isOpen()); });
    if (ok && model->rowCount() > 0) touch_rows(model, 0, 40);
    const double t = now_ms() - t0, c = cpu_ms() - c0;
    std::printf("  main window, run %d: %s %.0f ms wall, %.0f ms CPU (%d rows)\n", rep + 1,
                ok ? "" : "TIMEOUT", t, c, model->rowCount());
    wall.add(t);
    cpu.add(c);
    const double d0 = now_ms();
    window.reset();
    db.reset();  // waits for the jobs in flight (the statistics on the background lane)
    std::printf("    (closing: %.0f ms)\n", now_ms() - d0);
  }
  std::printf(
      "  => first page: first run %.0f ms, median %.0f ms, max %.0f ms wall (CPU median %.0f ms): %s\n",
      wall.v.front(), wall.pct(50), wall.max(), cpu.pct(50), verdict(wall.max() <= 1000));
}

// ---------------------------------------------------------------------------------------------------------
// 2. Jump to the last row (Ctrl+End in the database pane).

void bench_last_row(Database& db, int reps) {
  std::printf("\n== Jump to the last row (goal <= 200 ms)\n");
#ifdef GUI_BENCH_BASELINE  // the list before showEnd(): it could only be scrolled page after page
  (void)db;
  (void)reps;
  std::printf("  not possible: the list grows only at its end, page after page\n");
#else
  DatabasePane pane(&db);
  pane.resize(840, 700);
  pane.show();
  QTableView* view = pane.view();
  GameListModel* model = pane.model();
  struct Case {
    const char* name;
    GameColumn column;
    Qt::SortOrder order;
  };
  const Case cases[] = {{"by date", GameColumn::Date, Qt::AscendingOrder},
                        {"by date, descending", GameColumn::Date, Qt::DescendingOrder},
                        {"by Red", GameColumn::Red, Qt::AscendingOrder},
                        {"by event", GameColumn::Event, Qt::AscendingOrder},
                        {"by plies", GameColumn::Plies, Qt::AscendingOrder},
                        {"by id", GameColumn::Id, Qt::AscendingOrder}};
  Stats all;
  for (const Case& k : cases) {
    view->sortByColumn(static_cast<int>(k.column), k.order);
    pane.search();
    if (!wait_until([&] { return model->rowCount() > 0 && !model->isLoading(); })) {
      std::printf("  %s: the first page did not come\n", k.name);
      continue;
    }
    Stats wall, cpu;
    long long lastId = 0;
    for (int rep = 0; rep < reps; ++rep) {
      if (rep > 0) {  // back to the top, unmeasured
        pane.showStart();
        wait_until([&] { return model->rowCount() > 0 && !model->isLoading(); });
      }
      const double t0 = now_ms(), c0 = cpu_ms();
      pane.showEnd();
      const bool ok = wait_until([&] {
        return !model->isLoading() && model->rowCount() > 0 &&
               view->verticalScrollBar()->value() == view->verticalScrollBar()->maximum();
      });
      const int bottom = view->rowAt(view->viewport()->height() - 1);
      const int top = view->rowAt(0);
      touch_rows(model, top, bottom < 0 ? model->rowCount() - 1 : bottom);
      view->viewport()->repaint();
      const double t = now_ms() - t0;
      if (!ok) std::printf("  %s: TIMEOUT\n", k.name);
      wall.add(t);
      cpu.add(cpu_ms() - c0);
      all.add(t);
      lastId = model->gameId(model->rowCount() - 1);
    }
    // Scrolling up from the end loads the page before (once).
    const int before = model->rowCount();
    const double u0 = now_ms();
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->minimum());
    wait_until(
        [&] { return !model->isLoading() && (model->rowCount() > before || !model->canFetchPrevious()); },
        10000);
    const double up = now_ms() - u0;
    std::printf(
        "  %-22s median %6.1f ms, max %6.1f ms wall (CPU median %.1f ms); last game #%lld; "
        "scrolling up from there: %.1f ms for %d more rows\n",
        k.name, wall.pct(50), wall.max(), cpu.pct(50), lastId, up, model->rowCount() - before);
  }
  std::printf("  => last row: median %.1f ms, max %.1f ms over %zu jumps: %s\n", all.pct(50), all.max(),
              all.v.size(), verdict(all.max() <= 200));
#endif
}

// ---------------------------------------------------------------------------------------------------------
// 3. Explorer nodes.

struct SamplePosition {
  std::string what;
  Position pos;
  std::vector<Turn> line;  // from the start
};

// Positions of the tree: the start, the most played line ply by ply, the second most played replies, and rare
// lines (the least played move at each ply) down to a node of a game or two.
std::vector<SamplePosition> sample_positions(const std::string& conninfo) {
  db::Connection c(conninfo);
  std::vector<SamplePosition> out;
  const Position start = Position::start();
  out.push_back({"start", start, {}});
  auto walk = [&](const char* name, int plies, auto pick) {
    Position pos = start;
    std::vector<Turn> line;
    for (int ply = 1; ply <= plies; ++ply) {
      const auto moves = db::opening_tree(c, db::stored_key(pos));
      Turn t;
      bool found = false;
      for (const auto& m : pick(moves))
        if (turnFromLan(pos, QString::fromStdString(m.move), t)) {
          found = true;
          break;
        }
      if (!found) break;
      Undo u;
      pos.do_turn(t, u);
      line.push_back(t);
      out.push_back({std::string(name) + " ply " + std::to_string(ply), pos, line});
    }
  };
  auto mostPlayed = [](std::vector<db::TreeMove> m) { return m; };
  auto second = [](std::vector<db::TreeMove> m) {
    if (m.size() > 1) std::rotate(m.begin(), m.begin() + 1, m.end());
    return m;
  };
  auto rare = [](std::vector<db::TreeMove> m) {
    std::reverse(m.begin(), m.end());
    return m;
  };
  walk("main line", 8, mostPlayed);
  walk("second line", 8, second);
  walk("rare line", 12, rare);
  return out;
}

void bench_explorer(Database& db, const std::string& conninfo, int reps) {
  std::printf("\n== Explorer node shown (goal p95 <= 50 ms)\n");
  const auto sample = sample_positions(conninfo);
  // (a) The model alone: setPosition() until its rows are in and every datum read.
  {
    ExplorerModel model(&db);
    Stats wall, cpu;
    for (int rep = 0; rep < reps; ++rep)
      for (const auto& s : sample) {
        bool loaded = false;
        auto conn = QObject::connect(&model, &ExplorerModel::loaded, [&] { loaded = true; });
        const double t0 = now_ms(), c0 = cpu_ms();
        model.setPosition<games::CommanderChess>(s.pos);
        wait_until([&] { return loaded; }, 20000);
        for (int r = 0; r < model.rowCount(); ++r)
          for (int col = 0; col < model.columnCount(); ++col) {
            (void)model.data(model.index(r, col));
            (void)model.data(model.index(r, col), ExplorerModel::ResultsRole);
          }
        const double t = now_ms() - t0;
        wall.add(t);
        cpu.add(cpu_ms() - c0);
        QObject::disconnect(conn);
        if (rep == 0 && (s.what == "start" || s.what.ends_with("ply 8") || s.what.ends_with("ply 12")))
          std::printf("  %-18s %3d moves, %7lld games: %.1f ms\n", s.what.c_str(), model.rowCount(),
                      model.totalGames(), t);
      }
    std::printf(
        "  model (%zu positions x %d): p50 %.1f ms, p95 %.1f ms, max %.1f ms wall; CPU p50 %.1f ms: %s\n",
        sample.size(), reps, wall.pct(50), wall.pct(95), wall.max(), cpu.pct(50),
        verdict(wall.pct(95) <= 50));
  }
  // (b) The explorer pane following a game: each move played on the document refreshes the moves and the
  // games through the position; timed from the move to the moves shown (the games list may come later).
  {
    GameDocument doc;
    ExplorerPane pane(&db, &doc);
    pane.resize(440, 700);
    pane.show();
    ExplorerModel* model = pane.model();
    Stats wall, games;
    for (int rep = 0; rep < reps; ++rep)
      for (const char* prefix : {"main line", "second line", "rare line"}) {
        parser::GameRecord empty;
        empty.start = Position::start();
        doc.setRecord(empty);
        wait_until([&] { return !pane.games()->isLoading(); }, 20000);
        db.waitForIdle();
        QCoreApplication::processEvents();
        std::vector<Turn> line;
        for (const auto& s : sample)
          if (s.what.starts_with(prefix)) line = s.line;
        for (const Turn& t : line) {
          bool loaded = false;
          auto conn = QObject::connect(model, &ExplorerModel::loaded, [&] { loaded = true; });
          const double t0 = now_ms();
          doc.play(t);
          wait_until([&] { return loaded; }, 20000);
          for (int r = 0; r < model->rowCount(); ++r)
            for (int col = 0; col < model->columnCount(); ++col) (void)model->data(model->index(r, col));
          pane.movesView()->viewport()->repaint();
          wall.add(now_ms() - t0);
          wait_until([&] { return !pane.games()->isLoading(); }, 20000);
          games.add(now_ms() - t0);
          QObject::disconnect(conn);
        }
      }
    std::printf(
        "  pane, moves played one by one (%zu moves): moves shown p50 %.1f ms, p95 %.1f ms, max %.1f ms: "
        "%s; their games listed p50 %.1f ms, p95 %.1f ms, max %.1f ms\n",
        wall.v.size(), wall.pct(50), wall.pct(95), wall.max(), verdict(wall.pct(95) <= 50), games.pct(50),
        games.pct(95), games.max());
  }
}

// ---------------------------------------------------------------------------------------------------------
// 4. Board repaint.

void bench_board(int reps, const QString& saveDir) {
  std::printf("\n== Board repaint (goal <= 5 ms)\n");
  // A middle game with stacks on both sides (heroes too), the last move, both air-defence zones and a
  // selected stack's targets: everything the board can draw at once.
  const char* fen =
      "6c4/1(nf)2fh1h3/3a2s2a1/2n1g2tg2/2(ti)e2m2ei/11/11/2(TI)+E2M2EI/2N1G2TG2/3A2S2A1/1(NF)2FH1H3/6C4 r - "
      "- 4 10";
  auto parsed = parse_fen(fen);
  const Position pos = parsed ? parsed.value() : Position::start();
  if (!parsed)
    std::printf("  (the FEN did not read: %s; the start position instead)\n", parsed.error().message.c_str());
  BoardWidget board;
  // The board's share of a 1280x800 window (the database/game page beside the docks).
  board.resize(820, 740);
  board.setPosition(pos);
  board.setAirDefenceShown(Side::Red, true);
  board.setAirDefenceShown(Side::Blue, true);
  // Select a unit with the most targets so that the targets are drawn too.
  Square best = kNoSquare;
  std::size_t most = 0;
  pos.occupied(Side::Red).for_each([&](Square s) {
    board.cancelEntry();
    board.clickSquare(s);
    if (board.entry().targets().size() > most) most = board.entry().targets().size(), best = s;
  });
  board.cancelEntry();
  if (best != kNoSquare) board.clickSquare(best);
  board.setLastMove(Square(5, 5), Square(5, 6));
  QImage image(board.size(), QImage::Format_ARGB32_Premultiplied);
  // What the painting costs by part, through paintBoard() directly (the board's rectangle as the widget's).
  {
    struct Part {
      const char* name;
      BoardScene scene;
    };
    BoardScene empty;
    empty.position = Position();
    BoardScene pieces;
    pieces.position = pos;
    BoardScene overlays = pieces;
    overlays.airDefence[0] = overlays.airDefence[1] = true;
    BoardScene noCoordinates = overlays;
    noCoordinates.coordinates = false;
    const Part parts[] = {{"terrain and coordinates only (empty board)", empty},
                          {"with the pieces", pieces},
                          {"with both air-defence zones", overlays},
                          {"the same without coordinates", noCoordinates}};
    for (const Part& part : parts) {
      Stats cpu;
      for (int i = 0; i < std::max(10, reps / 4); ++i) {
        QPainter p(&image);
        const double c0 = thread_cpu_ms();
        paintBoard(p, board.boardArea(), part.scene);
        cpu.add(thread_cpu_ms() - c0);
      }
      std::printf("  paintBoard, %s: CPU p50 %.2f ms\n", part.name, cpu.pct(50));
    }
  }
  for (bool dark : {false, true}) {
    board.setDark(dark);
    Stats wall, cpu;
    for (int i = 0; i < 5; ++i) board.render(&image);  // warm up (glyph caches)
    for (int i = 0; i < reps; ++i) {
      const double t0 = now_ms(), c0 = thread_cpu_ms();
      board.render(&image);
      wall.add(now_ms() - t0);
      cpu.add(thread_cpu_ms() - c0);
    }
    std::printf(
        "  %s theme, %dx%d, %zu targets: wall p50 %.2f ms, p95 %.2f ms, max %.2f ms: %s; CPU p50 %.2f ms, "
        "p95 %.2f ms: %s\n",
        dark ? "dark " : "light", board.width(), board.height(), board.entry().targets().size(), wall.pct(50),
        wall.pct(95), wall.max(), verdict(wall.pct(95) <= 5), cpu.pct(50), cpu.pct(95),
        verdict(cpu.pct(95) <= 5));
    if (!saveDir.isEmpty())
      image.save(saveDir + (dark ? QStringLiteral("/board-dark.png") : QStringLiteral("/board-light.png")));
  }
}

// ---------------------------------------------------------------------------------------------------------
// 5. Event-loop stalls during import and analysis.

// A 10 ms timer on the GUI thread: how late each tick comes is how long the loop could not run.
class Watchdog {
 public:
  Watchdog() {
    m_timer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&m_timer, &QTimer::timeout, [this] {
      const double t = now_ms();
      if (m_last > 0) m_late.add(std::max(0.0, t - m_last - 10));
      m_last = t;
    });
  }
  void start() {
    m_late.v.clear();
    m_last = 0;
    m_timer.start(10);
  }
  void stop() { m_timer.stop(); }
  const Stats& lateness() const { return m_late; }

 private:
  QTimer m_timer;
  double m_last = 0;
  Stats m_late;
};

// The first `games` games of `file` into a file of their own.
std::string cut_games(const std::string& file, int games, const std::string& out) {
  std::ifstream in(file, std::ios::binary);
  parser::ReadOptions options;
  options.parse = false;
  parser::RecordReader reader(in, file, options);
  std::ofstream o(out, std::ios::binary);
  parser::ReadGame g;
  int n = 0;
  while (n < games && reader.next(g)) {
    o << g.raw << "\n\n";
    ++n;
  }
  return out;
}

parser::GameRecord first_game(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  parser::RecordReader reader(in, file);
  parser::ReadGame g;
  while (reader.next(g))
    if (g.record && !g.record->moves.empty()) return *g.record;
  parser::GameRecord none;
  none.start = Position::start();
  return none;
}

void report_stalls(const char* what, const Watchdog& w, double wall, double cpu, double gui_cpu) {
  const Stats& l = w.lateness();
  std::printf(
      "  %s: %.1f s wall, %.1f s CPU (GUI thread %.2f s); %zu ticks, lateness p50 %.1f ms, p99 %.1f ms, "
      "longest stall %.1f ms: %s\n",
      what, wall / 1000, cpu / 1000, gui_cpu / 1000, l.v.size(), l.pct(50), l.pct(99), l.max(),
      verdict(l.max() <= 100));
}

void bench_stalls(const QString& scratch, const std::string& importFile, int importGames, Database& readDb) {
  std::printf("\n== Event-loop stalls during import and analysis (goal: none over 100 ms)\n");
  Watchdog dog;
  // (a) Import through the import dialog into the scratch database, the main window's list open on it.
  if (!scratch.isEmpty() && !importFile.empty()) {
    {
      db::Connection c(scratch.toStdString());
      c.run("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
      // Saban's schema made here: opened empty, the application would ask before creating it (schemaNeeded),
      // and this measures the import, not that question.
      db::migrate(c);
    }
    const std::string cut = cut_games(
        importFile, importGames, (std::filesystem::temp_directory_path() / "gui_bench_import.ctr").string());
    Database db;
    GameDocument doc;
    MainWindow window(&db, &doc);
    window.resize(1280, 800);
    window.show();
    db.open(scratch);
    if (!wait_until([&] { return db.isOpen(); }, 20000)) {
      std::printf("  the scratch database did not open: import stalls not measured\n");
      return;
    }
    db.waitForIdle();
    QCoreApplication::processEvents();
    ImportDialog dialog(&db, &window);
    dialog.setBatchSize(200);  // the application's default
    dialog.addPaths({QString::fromStdString(cut)});
    dialog.show();
    bool finished = false;
    QObject::connect(&dialog, &ImportDialog::finished, [&] { finished = true; });
    dog.start();
    const double t0 = now_ms(), c0 = cpu_ms(), g0 = thread_cpu_ms();
    dialog.start();
    wait_until([&] { return finished; }, 600000);
    // The views reload after the import (Database::changed): until their pages are in.
    wait_until([&] { return !window.databasePane()->model()->isLoading(); }, 60000);
    const double wall = now_ms() - t0, cpu = cpu_ms() - c0, gui = thread_cpu_ms() - g0;
    dog.stop();
    std::printf("  import: %lld games read, %lld new, %lld rejected%s\n", dialog.summary().games,
                dialog.summary().inserted, dialog.summary().rejected,
                dialog.summary().error.isEmpty() ? "" : qPrintable(" — " + dialog.summary().error));
    report_stalls("import (dialog, 200-game batches)", dog, wall, cpu, gui);
    db.waitForIdle();
  }
  // (b) The engine: live analysis of a middle-game position for a while, then a whole game annotated in the
  // background, with the game page, the engine pane and the list on the million games shown.
  if (!importFile.empty()) {
    GameDocument doc;
    MainWindow window(&readDb, &doc);
    window.resize(1280, 800);
    window.show();
    window.showView(QStringLiteral("game"));
    readDb.waitForIdle();
    QCoreApplication::processEvents();
    const parser::GameRecord game = first_game(importFile);
    doc.setRecord(game);
    EngineRunner engine;
    int reports = 0;
    QObject::connect(&engine, &EngineRunner::report, [&](const EngineReport&) { ++reports; });
    bool stopped = false;
    QObject::connect(&engine, &EngineRunner::stopped, [&] { stopped = true; });
    doc.toMainLinePly(30);
    dog.start();
    double t0 = now_ms(), c0 = cpu_ms(), g0 = thread_cpu_ms();
    engine.start(doc, 3);
    QTimer::singleShot(5000, [&] { engine.stop(); });
    wait_until([&] { return stopped; }, 60000);
    dog.stop();
    std::printf("  live analysis (multi-PV 3, 5 s): %d reports\n", reports);
    report_stalls("live analysis", dog, now_ms() - t0, cpu_ms() - c0, thread_cpu_ms() - g0);
    int progress = 0;
    bool analysed = false;
    QObject::connect(&engine, &EngineRunner::gameProgress, [&](int, int) { ++progress; });
    QObject::connect(&engine, &EngineRunner::gameAnalysed, [&](const GameAnalysis&) { analysed = true; });
    // The game analysed in the background twice: with the window left alone, then while the user steps
    // through the game every 150 ms (the board, the move list, the graph and the explorer follow each step).
    for (bool stepping : {false, true}) {
      analysed = false;
      progress = 0;
      doc.toStart();
      QCoreApplication::processEvents();
      dog.start();
      t0 = now_ms(), c0 = cpu_ms(), g0 = thread_cpu_ms();
      engine.analyseGame(doc, 4);
      QTimer step;
      Stats steps;  // each step's own work on the GUI thread
      QObject::connect(&step, &QTimer::timeout, [&] {
        const double s0 = now_ms();
        if (!doc.forward()) doc.toStart();
        steps.add(now_ms() - s0);
      });
      if (stepping) step.start(150);
      QTimer cap;  // at most 60 s each
      cap.setSingleShot(true);
      QObject::connect(&cap, &QTimer::timeout, [&] { engine.cancelGameAnalysis(); });
      cap.start(60000);
      wait_until([&] { return analysed; }, 120000);
      step.stop();
      dog.stop();
      if (stepping)
        std::printf(
            "  game analysis (depth 4, %zu plies), stepping through the game every 150 ms: %d progress "
            "reports; a step's own work p50 %.1f ms, max %.1f ms\n",
            game.moves.size(), progress, steps.pct(50), steps.max());
      else
        std::printf("  game analysis (depth 4, %zu plies), the window left alone: %d progress reports\n",
                    game.moves.size(), progress);
      report_stalls(stepping ? "game analysis while stepping" : "game analysis", dog, now_ms() - t0,
                    cpu_ms() - c0, thread_cpu_ms() - g0);
    }
    // Where a step's time goes: the evaluation graph's own update at each ply, alone.
    Stats graph;
    for (int ply = 1; ply < static_cast<int>(game.moves.size()); ++ply) {
      const double s0 = now_ms();
      window.evalGraph()->setCurrentPly(ply);
      graph.add(now_ms() - s0);
    }
    Stats boardSet;
    for (const Position& p : doc.mainLinePositions()) {
      const double s0 = now_ms();
      window.gamePane()->board()->setPosition(p);
      boardSet.add(now_ms() - s0);
    }
    std::printf("  the board's setPosition() alone (move entry's legal turns): p50 %.1f ms, max %.1f ms\n",
                boardSet.pct(50), boardSet.max());
    Stats moves;
    for (int i = 0; i < 20; ++i) {
      const double s0 = now_ms();
      window.gamePane()->moveList()->rebuild();
      moves.add(now_ms() - s0);
    }
    std::printf(
        "  of which the evaluation graph's setCurrentPly() alone: p50 %.1f ms, max %.1f ms; the move list's "
        "rebuild() alone: p50 %.1f ms, max %.1f ms\n",
        graph.pct(50), graph.max(), moves.pct(50), moves.max());
    readDb.waitForIdle();
  }
}

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Saban"));
  QApplication::setApplicationName(QStringLiteral("saban-gui-bench"));
  useBundledFont(app);
  installLanguage(QStringLiteral("en"));
  QString conninfo, scratch, only, saveBoard;
  std::string importFile;
  int importGames = 3000, reps = 5;
  const QStringList args = app.arguments();
  for (int i = 1; i < args.size(); ++i) {
    const QString a = args[i];
    const bool more = i + 1 < args.size();
    if (a == QLatin1String("--db") && more)
      conninfo = args[++i];
    else if (a == QLatin1String("--scratch") && more)
      scratch = args[++i];
    else if (a == QLatin1String("--import") && more)
      importFile = args[++i].toStdString();
    else if (a == QLatin1String("--import-games") && more)
      importGames = args[++i].toInt();
    else if (a == QLatin1String("--reps") && more)
      reps = std::max(1, args[++i].toInt());
    else if (a == QLatin1String("--only") && more)
      only = args[++i];
    else if (a == QLatin1String("--save-board") && more)
      saveBoard = args[++i];
    else {
      std::fprintf(stderr,
                   "usage: gui_bench --db CONNINFO [--scratch CONNINFO] [--import FILE] [--import-games N] "
                   "[--reps N] [--only startup,last,explorer,board,stall] [--save-board DIR]\n");
      return 2;
    }
  }
  if (conninfo.isEmpty()) {
    std::fprintf(stderr, "gui_bench: --db CONNINFO is required\n");
    return 2;
  }
  if (!scratch.isEmpty() && scratch.simplified() == conninfo.simplified()) {
    std::fprintf(stderr, "gui_bench: --scratch must not be the --db database (it is emptied)\n");
    return 2;
  }
  auto want = [&](const char* part) {
    return only.isEmpty() || only.split(',').contains(QLatin1String(part));
  };
  const double t0 = now_ms(), c0 = cpu_ms();
  try {
    std::printf("gui_bench on %s\n", qPrintable(conninfo));
    if (want("board")) bench_board(reps * 40, saveBoard);
    if (only == QLatin1String("board")) return 0;
    if (want("startup")) bench_startup(conninfo, reps);
    Database db;
    db.open(conninfo);
    if (!wait_until([&] { return db.isOpen(); }, 60000)) {
      std::fprintf(stderr, "gui_bench: cannot open %s\n", qPrintable(conninfo));
      return 1;
    }
    if (want("last")) bench_last_row(db, reps);
    if (want("explorer")) bench_explorer(db, conninfo.toStdString(), reps);
    if (want("stall")) bench_stalls(scratch, importFile, importGames, db);
    db.waitForIdle();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "gui_bench: %s\n", e.what());
    return 1;
  }
  std::printf("\ntotal: %.1f s wall, %.1f s CPU in this process\n", (now_ms() - t0) / 1000,
              (cpu_ms() - c0) / 1000);
  return 0;
}
