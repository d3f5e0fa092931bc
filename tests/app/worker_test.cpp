// The shared workflows: the analysis worker drains the queue and gives jobs back when stopped; a file is
// analysed game by game and can be stopped.
#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <fstream>
#include <mutex>
#include <random>
#include <thread>

#include "analysis/score_view.h"
#include "analysis/selfplay.h"
#include "app/analyze_file.h"
#include "app/queue.h"
#include "app/worker.h"
#include "db/importer.h"
#include "parser/reader.h"
#include "tests/db/scratch_database.h"

namespace saban::app {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

class Worker : public db::ScratchDatabase {
 protected:
  Worker() : ScratchDatabase("saban_w_") {}

  // Imports `n` machine-made games and returns how many are stored.
  long long import_games(int n, int plies) {
    const fs::path file = dir() / "games.ctr";
    {
      std::ofstream out(file);
      std::mt19937_64 rng(3);
      for (int i = 0; i < n; ++i) {
        analysis::SelfPlayOptions s;
        s.seed = 70 + static_cast<std::uint64_t>(i);
        s.max_plies = plies;
        out << parser::write_game(analysis::random_game(s, rng), {}) << '\n';
      }
    }
    db::Importer importer(*conn, {});
    importer.import_paths({file});
    return count("SELECT count(*) FROM game");
  }
  WorkerOptions options() {
    WorkerOptions o;
    o.conninfo = conninfo();
    o.name = "test";
    o.lease = 30;
    return o;
  }
};

TEST_F(Worker, DrainsTheQueueAndReportsEveryJob) {
  const long long games = import_games(4, 20);
  ASSERT_EQ(games, 4);
  db::GameFilter all;
  const QueueOutcome q = queue_matching_games(*conn, all, db::AnalysisSettings{1, 0, 0});
  EXPECT_EQ(q.matching, 4);
  EXPECT_EQ(q.queued, 4);
  WorkerOptions o = options();
  o.once = true;
  o.threads = 2;
  std::mutex m;
  int claimed = 0, done = 0, progress = 0;
  const WorkerTally t = run_workers(o, [&](const JobEvent& e) {
    std::lock_guard lock(m);
    claimed += e.kind == JobEvent::Kind::Claimed;
    done += e.kind == JobEvent::Kind::Done;
    progress += e.kind == JobEvent::Kind::Progress;
    if (e.kind == JobEvent::Kind::Done) {
      EXPECT_EQ(e.summary.moves.size(), static_cast<std::size_t>(e.plies));
    }
  });
  EXPECT_EQ(t.errors, 0) << t.first_error;
  EXPECT_EQ(t.done, 4);
  EXPECT_EQ(claimed, 4);
  EXPECT_EQ(done, 4);
  EXPECT_GT(progress, 4 * 10);
  const db::QueueStatus s = db::queue_status(*conn);
  EXPECT_EQ(s.done, 4);
  EXPECT_EQ(s.work_left(), 0);
  EXPECT_EQ(count("SELECT count(*) FROM analysis_game"), 4);
  // The stored record carries each move's evaluation as data: the stored score (the mover's) from Red's side
  const db::Rows ids = conn->exec("SELECT id FROM game ORDER BY id");
  for (int r = 0; r < ids.size(); ++r) {
    const auto stored = db::stored_analysis(*conn, ids.integer(r, 0));
    ASSERT_TRUE(stored);
    const parser::ReadGame a = parser::read_game(stored->annotated, "annotated", 1);
    ASSERT_TRUE(a.record) << stored->annotated;
    ASSERT_EQ(a.record->moves.size(), stored->moves.size());
    for (std::size_t k = 0; k < stored->moves.size(); ++k) {
      ASSERT_TRUE(a.record->moves[k].evaluation) << stored->annotated;
      EXPECT_EQ(parser::evaluation_text(*a.record->moves[k].evaluation),
                analysis::first_player_text(stored->moves[k].score_after, stored->moves[k].mover));
    }
  }
}

// A job whose search would never end (depth 1000, a negative movetime: queued by an older saban or by hand)
// fails with a message instead of holding the worker forever; queueing such settings is refused.
TEST_F(Worker, SettingsOutOfRangeFailTheJob) {
  ASSERT_EQ(import_games(2, 10), 2);
  std::vector<long long> ids;
  for (const auto& r : db::search_games(*conn, {})) ids.push_back(r.id);
  ASSERT_EQ(db::queue_games(*conn, {ids[0]}, db::AnalysisSettings{1000, 0, 0}), 1);
  ASSERT_EQ(db::queue_games(*conn, {ids[1]}, db::AnalysisSettings{64, 0, -1}), 1);
  WorkerOptions o = options();
  o.once = true;
  const WorkerTally t = run_workers(o, {});
  EXPECT_EQ(t.failed, 2);
  EXPECT_EQ(t.done, 0);
  EXPECT_EQ(
      count("SELECT count(*) FROM analysis_job WHERE state = 'failed' AND error LIKE '%must be between%'"),
      2);
  EXPECT_THROW(queue_matching_games(*conn, {}, db::AnalysisSettings{0, 0, 0}), std::invalid_argument);
  EXPECT_FALSE(settings_error(db::AnalysisSettings{64, 20000, 500}));
}

TEST_F(Worker, AStopGivesTheJobsBackPromptly) {
  import_games(2, 40);
  queue_matching_games(*conn, db::GameFilter{}, db::AnalysisSettings{64, 0, 0});  // far too deep to finish
  std::stop_source stop;
  std::mutex m;
  std::condition_variable cv;
  int progress = 0;
  WorkerTally t;
  std::thread runner([&] {
    t = run_workers(
        options(),
        [&](const JobEvent& e) {
          std::lock_guard lock(m);
          if (e.kind == JobEvent::Kind::Claimed) ++progress;
          cv.notify_all();
        },
        stop.get_token());
  });
  {
    std::unique_lock lock(m);
    ASSERT_TRUE(cv.wait_for(lock, std::chrono::seconds(30), [&] { return progress > 0; }));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const auto t0 = Clock::now();
  stop.request_stop();
  runner.join();
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - t0).count(), 2.0);
  EXPECT_EQ(t.errors, 0) << t.first_error;
  EXPECT_EQ(t.released, 1);
  EXPECT_EQ(t.done, 0);
  const db::QueueStatus s = db::queue_status(*conn);
  EXPECT_EQ(s.pending, 2);
  EXPECT_EQ(s.running, 0);
  EXPECT_EQ(count("SELECT max(attempts) FROM analysis_job"), 0) << "a released claim is not an attempt";
}

TEST_F(Worker, ADatabaseThatCannotBeReachedIsAnErrorNotAThrow) {
  WorkerOptions o;
  o.conninfo = "host=/nonexistent-socket-dir dbname=none connect_timeout=2";
  o.once = true;
  const WorkerTally t = run_workers(o);
  EXPECT_EQ(t.errors, 1);
  EXPECT_FALSE(t.first_error.empty());
}

TEST(AnalyzeFile, GamesComeOneByOneAnnotated) {
  AnalyzeFileOptions o;
  o.annotate.limits.depth = 2;
  std::vector<AnalyzedGame> games;
  int moves = 0;
  AnalyzeFileCallbacks cb;
  cb.on_game = [&](const AnalyzedGame& g) { games.push_back(g); };
  cb.on_move = [&](const analysis::MoveAnalysis&) { ++moves; };
  const auto r = analyze_file(SABAN_SAMPLES "/rulebook/mot-nuoc-co-hay.ctr", o, cb);
  ASSERT_TRUE(r.ok()) << r.error();
  EXPECT_TRUE(r->complete);
  ASSERT_GE(r->games, 1);
  ASSERT_EQ(games.size(), static_cast<std::size_t>(r->games));
  EXPECT_EQ(games[0].number, 1);
  EXPECT_NE(games[0].text.find("[Annotator \"Saban\"]"), std::string::npos);
  std::size_t plies = 0;
  for (const auto& g : games) plies += g.summary.moves.size();
  EXPECT_EQ(static_cast<std::size_t>(moves), plies);
}

TEST(AnalyzeFile, StopsAndSaysSo) {
  AnalyzeFileOptions o;
  o.annotate.limits.depth = 64;
  std::stop_source stop;
  AnalyzeFileCallbacks cb;
  int games = 0;
  cb.on_game = [&](const AnalyzedGame&) { ++games; };
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    stop.request_stop();
  });
  const auto t0 = Clock::now();
  const auto r = analyze_file(SABAN_SAMPLES "/rulebook/selfplay-en.ctr", o, cb, stop.get_token());
  stopper.join();
  ASSERT_TRUE(r.ok()) << r.error();
  EXPECT_FALSE(r->complete);
  EXPECT_EQ(games, 0);
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - t0).count(), 2.0);
}

TEST(AnalyzeFile, MissingFileOrEngineIsAnError) {
  EXPECT_FALSE(analyze_file("/nonexistent/games.ctr", {}).ok());
  AnalyzeFileOptions o;
  o.engine = "/nonexistent/engine";
  const auto r = analyze_file(SABAN_SAMPLES "/rulebook/mot-nuoc-co-hay.ctr", o);
  EXPECT_FALSE(r.ok());
}

}  // namespace
}  // namespace saban::app
