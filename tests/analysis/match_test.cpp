// Match scores for people: the Elo difference with its 95 % interval, and a bound where the interval has no
// finite end (a score of 100 % or 0 %).
#include <gtest/gtest.h>

#include "analysis/match.h"

namespace saban::analysis {
namespace {

MatchScore score(int wins, int draws, int losses) {
  MatchScore s;
  s.wins = wins;
  s.draws = draws;
  s.losses = losses;
  return s;
}

TEST(Match, EloWithItsInterval) {
  EXPECT_EQ(score(6, 2, 2).elo_text(), "Elo +147 +/- 301 (95%)");
  EXPECT_EQ(score(3, 4, 3).elo_text().substr(0, 7), "Elo +0 ");  // not -0
}

TEST(Match, EloBoundAtFullOrNoScore) {
  // Both games won: "Elo +inf +/- -nan" before. Two wins say little: the chance of winning a game is at least
  // 0.05^(1/2) = 0.224 (one-sided 95 %), an Elo difference above -216.
  EXPECT_EQ(score(2, 0, 0).elo_text(), "Elo > -216 (95%)");
  EXPECT_EQ(score(0, 0, 2).elo_text(), "Elo < +216 (95%)");
  EXPECT_EQ(score(20, 0, 0).elo_text(), "Elo > +317 (95%)");
}

TEST(Match, EloBoundWhereTheIntervalReachesAFullScore) {
  // 9 wins of 10: the interval's upper end passes a score of 1; its lower end (0.704) still bounds it.
  EXPECT_EQ(score(9, 0, 1).elo_text(), "Elo +382, > +151 (95%)");
  EXPECT_EQ(score(1, 0, 9).elo_text(), "Elo -382, < -151 (95%)");
}

}  // namespace
}  // namespace saban::analysis
