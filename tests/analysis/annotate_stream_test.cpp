// Annotation as the GUI drives it: verdicts streamed as they are found (in move order with one thread, run by
// run with several), cancelled by a stop token, and a failure in any thread reaching the caller instead of
// ending the process.
#include <gtest/gtest.h>

#include <fstream>
#include <stdexcept>
#include <thread>

#include "analysis/annotate.h"
#include "parser/reader.h"

namespace saban::analysis {
namespace {

parser::GameRecord sample_game(std::size_t plies) {
  const std::string path = SABAN_SAMPLES "/rulebook/selfplay-en.ctr";
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << path;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  EXPECT_TRUE(reader.next(g));
  EXPECT_TRUE(g.record.has_value());
  parser::GameRecord game = *g.record;
  if (game.moves.size() > plies) game.moves.resize(plies);
  return game;
}

class AnnotateStream : public ::testing::TestWithParam<int> {};

TEST_P(AnnotateStream, EachVerdictComesOnceAndMatchesTheSummary) {
  parser::GameRecord game = sample_game(24);
  AnnotateOptions o;
  o.limits.depth = 3;
  o.threads = GetParam();
  std::vector<MoveAnalysis> streamed;
  std::vector<int> searched_when_judged;  // positions searched when each verdict came
  int searched = 0;
  AnnotateCallbacks cb;
  cb.on_progress = [&](int, int plies) {
    EXPECT_EQ(plies, 24);
    ++searched;
  };
  cb.on_move = [&](const MoveAnalysis& m) {
    streamed.push_back(m);
    searched_when_judged.push_back(searched);
  };
  Searcher searcher;
  const GameSummary s = annotate(game, searcher, o, cb);
  EXPECT_TRUE(s.complete);
  EXPECT_EQ(searched, 25);
  ASSERT_EQ(streamed.size(), 24u);
  ASSERT_EQ(s.moves.size(), 24u);
  std::vector<int> seen(24, 0);
  for (std::size_t k = 0; k < streamed.size(); ++k) {
    const MoveAnalysis& m = streamed[k];
    ASSERT_GE(m.ply, 0);
    ASSERT_LT(m.ply, 24);
    ++seen[static_cast<std::size_t>(m.ply)];
    const MoveAnalysis& summed = s.moves[static_cast<std::size_t>(m.ply)];
    EXPECT_EQ(summed.ply, m.ply) << "the summary's moves are in the game's order";
    EXPECT_TRUE(m.played == game.moves[static_cast<std::size_t>(m.ply)].turn);
    EXPECT_EQ(m.judgement, summed.judgement);
    EXPECT_EQ(m.score_before, summed.score_before);
    EXPECT_FALSE(m.best_line.empty());
    EXPECT_TRUE(m.best_line.front() == m.best);
    // Streamed: a verdict needs two positions searched, not the whole game.
    EXPECT_GE(searched_when_judged[k], static_cast<int>(k) + 2);
  }
  for (int n : seen) EXPECT_EQ(n, 1);
  if (GetParam() == 1) {
    // One thread searches the game in order: move i is judged as soon as position i + 1 is searched.
    EXPECT_LT(searched_when_judged.front(), 25) << "the first verdict came before the last search";
    for (std::size_t k = 0; k < streamed.size(); ++k) {
      EXPECT_EQ(streamed[k].ply, static_cast<int>(k)) << "in the order of the moves";
      EXPECT_EQ(searched_when_judged[k], static_cast<int>(k) + 2);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Threads, AnnotateStream, ::testing::Values(1, 2));

TEST(AnnotateStream, CancelLeavesTheGameUnchanged) {
  parser::GameRecord game = sample_game(40);
  const parser::GameRecord before = game;
  AnnotateOptions o;
  o.limits.depth = 4;
  o.threads = 2;
  std::stop_source stop;
  int verdicts = 0;
  AnnotateCallbacks cb;
  cb.on_move = [&](const MoveAnalysis&) {
    if (++verdicts == 5) stop.request_stop();
  };
  Searcher searcher;
  const GameSummary s = annotate(game, searcher, o, cb, stop.get_token());
  EXPECT_FALSE(s.complete);
  EXPECT_GE(s.moves.size(), 5u);
  EXPECT_LT(s.moves.size(), 40u);
  for (std::size_t i = 1; i < s.moves.size(); ++i)
    EXPECT_LT(s.moves[i - 1].ply, s.moves[i].ply) << "the verdicts given so far, in the game's order";
  EXPECT_EQ(game.comments_before, before.comments_before);
  EXPECT_FALSE(game.tag("Annotator").has_value());
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    EXPECT_EQ(game.moves[i].judgement, before.moves[i].judgement);
    EXPECT_EQ(game.moves[i].comments, before.moves[i].comments);
  }
}

TEST(AnnotateStream, AStopBeforeTheStartIsKept) {
  parser::GameRecord game = sample_game(30);
  AnnotateOptions o;
  o.limits = SearchLimits{64, 0, 0, 1};  // would take far too long
  std::stop_source stop;
  stop.request_stop();
  Searcher searcher;
  const auto t0 = std::chrono::steady_clock::now();
  const GameSummary s = annotate(game, searcher, o, AnnotateCallbacks{}, stop.get_token());
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 1.0);
  EXPECT_FALSE(s.complete);
  EXPECT_TRUE(s.moves.empty());
}

TEST(AnnotateStream, AFailingThreadReachesTheCaller) {
  // The progress callback throws on a thread other than the caller's: annotate rethrows it once the threads
  // end.
  parser::GameRecord game = sample_game(30);
  AnnotateOptions o;
  o.limits.depth = 3;
  o.threads = 2;
  const std::thread::id caller = std::this_thread::get_id();
  AnnotateCallbacks cb;
  cb.on_progress = [&](int, int) {
    if (std::this_thread::get_id() != caller) throw std::runtime_error("worker failed");
  };
  Searcher searcher;
  EXPECT_THROW(
      {
        try {
          annotate(game, searcher, o, cb);
        } catch (const std::runtime_error& e) {
          EXPECT_STREQ(e.what(), "worker failed");
          throw;
        }
      },
      std::runtime_error);
  EXPECT_FALSE(game.tag("Annotator").has_value());
}

}  // namespace
}  // namespace saban::analysis
