// The expected score people see (graphs, the evaluation bar, accuracies, the explorer): the first player's,
// from an evaluation on its side, on each game's own win-probability curve; mates 1 or 0.
#include <gtest/gtest.h>

#include <cmath>

#include "analysis/annotate.h"
#include "analysis/dongson_search.h"
#include "analysis/evaluate.h"
#include "analysis/score_view.h"

namespace saban::analysis {
namespace {

using games::GameKind;
using parser::Evaluation;

Evaluation cp(int centipoints) { return Evaluation{centipoints, 0, 0, 0}; }
Evaluation mate_in(int moves) { return Evaluation{0, moves, 0, 0}; }

TEST(FirstPlayerExpected, LevelIsOneHalfInBothGames) {
  for (GameKind g : games::kGameKinds) {
    EXPECT_DOUBLE_EQ(first_player_expected(cp(0), g), 0.5);
    EXPECT_DOUBLE_EQ(first_player_expected(0, g), 0.5);
  }
  EXPECT_DOUBLE_EQ(first_player_expected(0, Side::Blue), 0.5);
  EXPECT_DOUBLE_EQ(first_player_expected(0, saban::dongson::Side::Son), 0.5);
}

TEST(FirstPlayerExpected, APawnOnEachGamesCurve) {
  // Commander Chess: k = 0.0022 per centipoint (docs/analysis.md), an infantry up 0.555
  EXPECT_NEAR(first_player_expected(cp(100), GameKind::Commander), 1 / (1 + std::exp(-0.22)), 1e-12);
  EXPECT_NEAR(first_player_expected(cp(-100), GameKind::Commander), 1 / (1 + std::exp(0.22)), 1e-12);
  EXPECT_NEAR(first_player_expected(cp(100), GameKind::Commander), 0.5548, 1e-4);
  // Cờ Đông Sơn: 0.004 per centipoint (a Đinh up 0.599), its annotator's curve
  EXPECT_NEAR(first_player_expected(cp(100), GameKind::DongSon), 1 / (1 + std::exp(-0.4)), 1e-12);
  EXPECT_NEAR(first_player_expected(cp(-100), GameKind::DongSon), 0.4013, 1e-4);
  // The games' curves differ: a Cờ Đông Sơn game is not drawn on Commander Chess's
  EXPECT_GT(first_player_expected(cp(100), GameKind::DongSon),
            first_player_expected(cp(100), GameKind::Commander));
  // The same as the curves the annotators judge by
  EXPECT_DOUBLE_EQ(first_player_expected(cp(250), GameKind::Commander), expected_score(250));
  EXPECT_DOUBLE_EQ(first_player_expected(cp(250), GameKind::DongSon), dongson::expected_score(250));
}

TEST(FirstPlayerExpected, MatesToComeAndOnTheBoard) {
  for (GameKind g : games::kGameKinds) {
    EXPECT_EQ(first_player_expected(mate_in(3), g), 1.0) << "#3";
    EXPECT_EQ(first_player_expected(mate_in(-2), g), 0.0) << "#-2";
    EXPECT_EQ(first_player_expected(parser::mated_on_board(true, 4), g), 1.0) << "#0";
    EXPECT_EQ(first_player_expected(parser::mated_on_board(false), g), 0.0) << "#-0";
    // As one number (parser::evaluation_value), as the PDF's curve keeps them
    EXPECT_EQ(first_player_expected(parser::evaluation_value(mate_in(7)), g), 1.0);
    EXPECT_EQ(first_player_expected(parser::evaluation_value(mate_in(-7)), g), 0.0);
    EXPECT_EQ(first_player_expected(parser::evaluation_value(parser::mated_on_board(true)), g), 1.0);
    EXPECT_EQ(first_player_expected(parser::evaluation_value(parser::mated_on_board(false)), g), 0.0);
    EXPECT_DOUBLE_EQ(first_player_expected(-340, g), first_player_expected(cp(-340), g));
  }
}

TEST(FirstPlayerExpected, EngineScoresForTheSideToMoveTurnedToTheFirstPlayers) {
  // Commander Chess: a score for Blue is Red's the other way round
  EXPECT_NEAR(first_player_expected(100, Side::Red), first_player_expected(cp(100), GameKind::Commander),
              1e-12);
  EXPECT_NEAR(first_player_expected(100, Side::Blue), first_player_expected(cp(-100), GameKind::Commander),
              1e-12);
  EXPECT_EQ(first_player_expected(kMate - 5, Side::Red), 1.0);   // Red mates in 3
  EXPECT_EQ(first_player_expected(kMate - 5, Side::Blue), 0.0);  // Blue mates in 3
  EXPECT_EQ(first_player_expected(-kMate, Side::Blue), 1.0);     // Blue is mated on the board
  EXPECT_EQ(first_player_expected(kMate, Side::Blue), 0.0);      // Blue's move has mated
  // Cờ Đông Sơn: wins beyond kWinBound, on its own curve
  using saban::dongson::Side;
  EXPECT_NEAR(first_player_expected(100, Side::Son), first_player_expected(cp(-100), GameKind::DongSon),
              1e-12);
  EXPECT_NEAR(first_player_expected(100, Side::Thuy), dongson::expected_score(100), 1e-12);
  EXPECT_EQ(first_player_expected(dongson::kWin - 1, Side::Son), 0.0);  // Sơn wins next move
  EXPECT_EQ(first_player_expected(-(dongson::kWin - 3), Side::Son), 1.0);
  EXPECT_EQ(first_player_expected(dongson::kWin, Side::Thuy), 1.0);  // the game over: Thủy won
  // A Cờ Đông Sơn score is never read on Commander Chess's mate scale: 29500 is a win, not centipoints
  EXPECT_EQ(first_player_expected(29500, Side::Thuy), 1.0);
}

TEST(FirstPlayerExpected, MonotonicAndSymmetric) {
  for (GameKind g : games::kGameKinds) {
    double previous = -1;
    for (int c = -3000; c <= 3000; c += 25) {
      const double e = first_player_expected(cp(c), g);
      EXPECT_GT(e, previous) << c;
      EXPECT_GT(e, 0.0) << c;
      EXPECT_LT(e, 1.0) << c;
      EXPECT_NEAR(e + first_player_expected(cp(-c), g), 1.0, 1e-12) << c;
      previous = e;
    }
    // Beyond every score: the mates, the longer mate no better than the shorter
    EXPECT_GE(first_player_expected(mate_in(1), g), first_player_expected(cp(80000), g));
    EXPECT_LE(first_player_expected(mate_in(-1), g), first_player_expected(cp(-80000), g));
  }
}

}  // namespace
// One accuracy formula for the annotators' summaries and the books' recomputed accuracies (lichess's): 100
// for a move that loses nothing (or gains), falling with the expected score given up, 0 for a won game thrown
// away.
TEST(MoveAccuracy, FallsWithTheExpectedScoreGivenUp) {
  EXPECT_NEAR(analysis::move_accuracy(0.6, 0.6), 100.0, 0.001);  // the formula's constants: 99.9999
  EXPECT_NEAR(analysis::move_accuracy(0.4, 0.7), 100.0, 0.001);
  EXPECT_NEAR(analysis::move_accuracy(0.6, 0.5), 63.58, 0.01);
  EXPECT_DOUBLE_EQ(analysis::move_accuracy(1.0, 0.0), 0.0);
  double last = 100.0;
  for (int drop = 1; drop <= 100; ++drop) {
    const double a = analysis::move_accuracy(1.0, 1.0 - drop / 100.0);
    EXPECT_LE(a, last);
    last = a;
  }
}

}  // namespace saban::analysis
