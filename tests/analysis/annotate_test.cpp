// Move judgements: a planted blunder is judged a blunder; the engine's own best moves are never judged bad;
// the win-probability curve and the evaluation comments of self-play read back.
#include <gtest/gtest.h>

#include <fstream>

#include "analysis/annotate.h"
#include "analysis/evaluate.h"
#include "analysis/fit.h"
#include "analysis/selfplay.h"
#include "parser/reader.h"

namespace saban::analysis {
namespace {

using parser::Judgement;

parser::GameRecord first_game(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << path;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  EXPECT_TRUE(reader.next(g));
  EXPECT_TRUE(g.record.has_value());
  return *g.record;
}

bool bad(Judgement j) {
  return j == Judgement::Inaccuracy || j == Judgement::Mistake || j == Judgement::Blunder;
}

TEST(Annotate, PlantedBlunderIsJudgedABlunder) {
  // The first 10 plies of a sample game, then the turn that gives the most away (the worst by a 2-ply
  // search), then two more engine moves.
  parser::GameRecord game = first_game(SABAN_SAMPLES "/rulebook/selfplay-en.ctr");
  game.moves.resize(10);
  Position pos = game.start;
  for (const auto& m : game.moves) {
    Undo u;
    pos.do_turn(m.turn, u);
  }
  Searcher searcher;
  Turn worst;
  int worst_score = kMate;
  for (const Turn& t : MoveList(pos)) {
    Position after = pos;
    Undo u;
    after.do_turn(t, u);
    SearchLimits l;
    l.depth = 2;
    const int score = -searcher.search(after, l).score;  // for the mover
    if (score < worst_score) worst_score = score, worst = t;
  }
  ASSERT_LT(worst_score, -300) << "no turn in this position gives enough away";
  game.moves.emplace_back().turn = worst;
  Undo u;
  pos.do_turn(worst, u);
  for (int i = 0; i < 2; ++i) {
    SearchLimits l;
    l.depth = 2;
    const Turn reply = searcher.search(pos, l).best;
    game.moves.emplace_back().turn = reply;
    pos.do_turn(reply, u);
  }
  searcher.clear();
  AnnotateOptions o;
  o.limits.depth = 3;
  const GameSummary s = annotate(game, searcher, o);
  ASSERT_EQ(s.moves.size(), 13u);
  EXPECT_EQ(game.moves[10].judgement, Judgement::Blunder);
  EXPECT_GE(s.moves[10].drop, o.thresholds.blunder);
  EXPECT_FALSE(game.moves[10].comments.empty());  // the evaluation and the better line
}

TEST(Annotate, EngineBestMovesAreNeverJudgedBad) {
  // A game the engine plays against itself with the settings and the searcher sequence annotate uses.
  Searcher player;
  SearchLimits limits;
  limits.depth = 2;
  SelfPlayOptions options;
  options.max_plies = 40;
  parser::GameRecord game = engine_game(options, {}, {&player, limits, "A"}, {&player, limits, "A"}, false);
  ASSERT_GE(game.moves.size(), 10u);
  Searcher judge;
  AnnotateOptions o;
  o.limits = limits;
  const GameSummary s = annotate(game, judge, o);
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    EXPECT_FALSE(bad(game.moves[i].judgement)) << "ply " << i;
    EXPECT_TRUE(s.moves[i].best == game.moves[i].turn) << "ply " << i;
  }
  // Not 100: the evaluation after a move comes from a search one ply further on, which sees more.
  EXPECT_GT(s.accuracy[0], 80.0);
  EXPECT_GT(s.accuracy[1], 80.0);
}

TEST(Annotate, ExpectedScoreIsALogisticCurve) {
  EXPECT_DOUBLE_EQ(expected_score(0), 0.5);
  EXPECT_GT(expected_score(300), 0.5);
  EXPECT_NEAR(expected_score(300) + expected_score(-300), 1.0, 1e-12);
  EXPECT_EQ(expected_score(kMate - 3), 1.0);
  EXPECT_EQ(expected_score(-kMate + 4), 0.0);
}

TEST(Fit, RecoversTheSlopeOfSyntheticResults) {
  // Results drawn from a known curve: the fit finds its slope.
  std::mt19937_64 rng(5);
  std::vector<FitSample> samples;
  const double k = 0.004;
  for (int i = 0; i < 20000; ++i) {
    const int cp = static_cast<int>(rng() % 2001) - 1000;
    const double p = 1 / (1 + std::exp(-k * cp));
    samples.push_back({cp, std::uniform_real_distribution<double>(0, 1)(rng) < p ? 1.0 : 0.0});
  }
  const FitResult r = fit_win_probability(samples);
  EXPECT_NEAR(r.scale, k, 0.0004);
  EXPECT_LE(r.log_loss, r.log_loss_chess);
}

}  // namespace
}  // namespace saban::analysis
