// A Cờ Đông Sơn game in the analysis queue (issue 12, acceptance 3): queued by game, analysed by a worker
// with the Cờ Đông Sơn engine, its judgements and annotated record stored; the record reads back and
// round-trips.
#include <gtest/gtest.h>

#include <fstream>
#include <mutex>
#include <random>

#include "analysis/dongson_play.h"
#include "analysis/score_view.h"
#include "analysis/selfplay.h"
#include "app/filters.h"
#include "app/queue.h"
#include "app/worker.h"
#include "db/importer.h"
#include "db/jobs.h"
#include "parser/reader.h"
#include "parser/writer.h"
#include "tests/db/scratch_database.h"

namespace saban::app {
namespace {

namespace fs = std::filesystem;

class DongSonWorker : public db::ScratchDatabase {
 protected:
  DongSonWorker() : ScratchDatabase("saban_dw_") {}

  // Imports two Cờ Đông Sơn self-play games and two Commander Chess ones.
  void import_games() {
    const fs::path file = dir() / "both.pgn";
    {
      std::ofstream out(file);
      std::mt19937_64 rng(17);
      analysis::dongson::Searcher searcher;
      analysis::dongson::SelfPlayOptions o;
      o.limits = {1, 0};
      o.max_plies = 30;
      for (int i = 0; i < 2; ++i)
        out << parser::dongson::write_game(analysis::dongson::engine_game(o, searcher, rng)) << '\n';
      for (int i = 0; i < 2; ++i) {
        analysis::SelfPlayOptions s;
        s.seed = 300 + static_cast<std::uint64_t>(i);
        s.max_plies = 12;
        out << parser::write_game(analysis::random_game(s, rng), {}) << '\n';
      }
    }
    db::Importer importer(*conn, {});
    importer.import_paths({file});
  }
};

TEST_F(DongSonWorker, AnalysesAStoredGameWithItsOwnEngine) {
  import_games();
  ASSERT_EQ(count("SELECT count(*) FROM game WHERE variant = 'dongson'"), 2);
  ASSERT_EQ(count("SELECT count(*) FROM game WHERE variant = 'commander'"), 2);
  FilterText text;
  text.game = "dongson";
  const auto f = game_filter(text);
  ASSERT_TRUE(f) << f.error().message;
  const QueueOutcome q = queue_matching_games(*conn, *f, db::AnalysisSettings{2, 0, 0});
  EXPECT_EQ(q.matching, 2);
  EXPECT_EQ(q.queued, 2);
  WorkerOptions o;
  o.conninfo = conninfo();
  o.name = "test";
  o.once = true;
  std::mutex m;
  int done = 0;
  const WorkerTally t = run_workers(o, [&](const JobEvent& e) {
    std::lock_guard lock(m);
    if (e.kind != JobEvent::Kind::Done) return;
    ++done;
    EXPECT_EQ(e.variant, db::Variant::DongSon);
    EXPECT_EQ(e.summary.moves.size(), static_cast<std::size_t>(e.plies));
  });
  EXPECT_EQ(t.errors, 0) << t.first_error;
  EXPECT_EQ(t.done, 2);
  EXPECT_EQ(t.failed, 0);
  EXPECT_EQ(done, 2);
  db::Rows ids = conn->exec("SELECT id, ply_count FROM game WHERE variant = 'dongson' ORDER BY id");
  for (int i = 0; i < ids.size(); ++i) {
    const long long id = ids.integer(i, 0);
    const auto stored = db::stored_analysis(*conn, id);
    ASSERT_TRUE(stored) << id;
    EXPECT_EQ(static_cast<long long>(stored->moves.size()), ids.integer(i, 1));
    for (const db::MoveResult& mv : stored->moves) {
      EXPECT_EQ(mv.mover, mv.ply % 2 == 0 ? Side::Red : Side::Blue) << "Thủy moves first, in Red's place";
      EXPECT_GE(mv.drop, 0);
      EXPECT_GE(mv.depth, 1);
    }
    // The annotated record is a Cờ Đông Sơn record of the same game, with the engine's evaluations on its
    // moves, and it round-trips.
    const auto game = db::load_any_game(*conn, id);
    ASSERT_TRUE(game);
    ASSERT_TRUE(game->dongson);
    parser::ReadGame a = parser::read_game(stored->annotated, "annotated", 1);
    ASSERT_TRUE(a.dongson) << stored->annotated;
    EXPECT_TRUE(a.errors.empty());
    ASSERT_EQ(a.dongson->moves.size(), game->dongson->moves.size());
    for (std::size_t k = 0; k < a.dongson->moves.size(); ++k) {
      EXPECT_EQ(a.dongson->moves[k].turn, game->dongson->moves[k].turn);
      // Each move's evaluation, as data apart from the comments, is the stored score turned to Thủy's side
      // (the move that wins the game: its stored score is the win on the board, kWin, and reads "#0" / "#-0")
      ASSERT_TRUE(a.dongson->moves[k].evaluation) << stored->annotated;
      const db::MoveResult& mv = stored->moves[k];
      EXPECT_EQ(*a.dongson->moves[k].evaluation,
                analysis::first_player_evaluation(
                    mv.score_after,
                    mv.mover == Side::Red ? saban::dongson::Side::Thuy : saban::dongson::Side::Son, mv.depth))
          << k << ": " << stored->annotated;
      EXPECT_EQ(a.dongson->moves[k].judgement, stored->moves[k].judgement);
    }
    EXPECT_EQ(parser::dongson::write_game(*a.dongson), stored->annotated);
    // A Commander Chess reader of the stored game is told what it is.
    const auto commander = db::load_game(*conn, id);
    ASSERT_FALSE(commander);
    EXPECT_NE(commander.error().find("Cờ Đông Sơn"), std::string::npos);
  }
  EXPECT_EQ(count("SELECT count(*) FROM analysis_job j JOIN game g ON g.id = j.game_id WHERE g.variant = "
                  "'commander'"),
            0);
}

TEST_F(DongSonWorker, FiltersSayWhatDoesNotApply) {
  FilterText text;
  text.game = "chess";
  EXPECT_FALSE(game_filter(text));
  text.game = "dongson";
  text.material = "red has no navy";
  const auto m = game_filter(text);
  ASSERT_FALSE(m);
  EXPECT_NE(m.error().message.find("material"), std::string::npos);
  text.material.clear();
  text.mode = "naval";
  EXPECT_FALSE(game_filter(text));
  text.mode.clear();
  const auto ok = game_filter(text);
  ASSERT_TRUE(ok);
  EXPECT_EQ(ok->variant, db::Variant::DongSon);
}

}  // namespace
}  // namespace saban::app
