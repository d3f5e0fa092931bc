// A game's annotation is reproducible with one thread, and its judgements stay close to a deeper search's:
// the guard on the search's pruning and on the annotation's reuse of one searcher from position to position
// (docs/performance.md measures the same on a 100-ply game against depth 8).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "analysis/annotate.h"
#include "parser/reader.h"

namespace saban::analysis {
namespace {

using parser::Judgement;

// The first `plies` moves of samples/engine/annotate-100.ctr (a self-play game kept for these measures).
parser::GameRecord fixed_game(std::size_t plies) {
  const std::string path = SABAN_SAMPLES "/engine/annotate-100.ctr";
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

GameSummary annotated(int depth, int threads, std::size_t plies) {
  parser::GameRecord game = fixed_game(plies);
  Searcher searcher;
  AnnotateOptions o;
  o.limits.depth = depth;
  o.threads = threads;
  return annotate(game, searcher, o);
}

// Steps on the scale brilliant, good, none, inaccuracy, mistake, blunder.
int step(Judgement j) {
  switch (j) {
    case Judgement::Brilliant:
      return 0;
    case Judgement::Good:
      return 1;
    case Judgement::None:
      return 2;
    case Judgement::Inaccuracy:
      return 3;
    case Judgement::Mistake:
      return 4;
    case Judgement::Blunder:
      return 5;
  }
  return 2;
}

TEST(AnnotateAgreement, OneThreadGivesTheSameAnnotationEveryTime) {
  const GameSummary a = annotated(4, 1, 40), b = annotated(4, 1, 40);
  ASSERT_EQ(a.moves.size(), 40u);
  ASSERT_EQ(b.moves.size(), 40u);
  EXPECT_EQ(a.nodes, b.nodes);
  for (std::size_t i = 0; i < a.moves.size(); ++i) {
    EXPECT_EQ(a.moves[i].judgement, b.moves[i].judgement) << "move " << i;
    EXPECT_EQ(a.moves[i].score_before, b.moves[i].score_before) << "move " << i;
    EXPECT_EQ(a.moves[i].score_after, b.moves[i].score_after) << "move " << i;
    EXPECT_TRUE(a.moves[i].best == b.moves[i].best) << "move " << i;
  }
}

TEST(AnnotateAgreement, JudgementsStayCloseToADeeperSearch) {
  // Tolerance: at most 10 % of the moves judged otherwise than two plies deeper, none by more than one step
  // of the scale (a blunder against nothing, say), with one thread and with two (whose runs of positions
  // share no table).
  const std::size_t plies = 40;
  const GameSummary deep = annotated(5, 1, plies);
  ASSERT_EQ(deep.moves.size(), plies);
  for (int threads : {1, 2}) {
    const GameSummary s = annotated(3, threads, plies);
    ASSERT_EQ(s.moves.size(), plies);
    int differ = 0;
    for (std::size_t i = 0; i < plies; ++i) {
      EXPECT_EQ(s.moves[i].ply, static_cast<int>(i));
      const int d = std::abs(step(s.moves[i].judgement) - step(deep.moves[i].judgement));
      EXPECT_LE(d, 1) << "move " << i << ", " << threads << " thread(s)";
      differ += d != 0;
    }
    EXPECT_LE(differ, static_cast<int>(plies) / 10) << threads << " thread(s)";
  }
}

}  // namespace
}  // namespace saban::analysis
