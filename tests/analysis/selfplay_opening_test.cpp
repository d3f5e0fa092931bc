// random_opening: the varied openings of `saban selfplay`, for any margin.
#include <gtest/gtest.h>

#include <random>

#include "analysis/selfplay.h"
#include "rules/position.h"
#include "rules/profile.h"

namespace saban::analysis {
namespace {

// A margin below 0 once left no turn to draw from: a modulo by zero (SIGFPE). The best turn is always
// drawable.
TEST(RandomOpening, NegativeMarginPlaysTheBestTurn) {
  std::mt19937_64 rng(1);
  const Position start = Position::start(official_profile());
  EXPECT_EQ(random_opening(start, 2, -1, rng).size(), 2u);
  EXPECT_EQ(random_opening(start, 2, -100000, rng).size(), 2u);
  EXPECT_EQ(random_opening(start, 2, 0, rng).size(), 2u);
}

}  // namespace
}  // namespace saban::analysis
