// EvalCache (the search's table of static evaluations) against evaluate itself along random games in both
// profiles: a one-entry table, where every position shares the slot and only the key decides, and a larger
// one, each asked twice per position (a miss, then a hit).
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "analysis/eval_cache.h"
#include "rules/fen.h"
#include "rules/movegen.h"
#include "tests/rules/test_util.h"

namespace saban::analysis {
namespace {

TEST(EvalCache, GivesWhatEvaluateGives) {
  std::mt19937 rng(11);
  EvalCache one(1), many(1 << 10);
  int positions = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    one.clear();
    many.clear();
    for (int game = 0; game < 4; ++game) {
      const std::vector<Position> seen = test::random_game(profile, rng, 150);
      for (const Position& pos : seen) {
        const int expected = evaluate(pos);
        ASSERT_EQ(one.evaluate(pos, material_balance(pos, Side::Red)), expected) << to_fen(pos);
        ASSERT_EQ(many.evaluate(pos, material_balance(pos, Side::Red)), expected) << to_fen(pos);
        ASSERT_EQ(many.evaluate(pos, material_balance(pos, Side::Red)), expected) << to_fen(pos);
        ++positions;
      }
      // Earlier positions again, most of them overwritten in the one-entry table, some still in the other.
      for (const Position& p : seen) {
        ASSERT_EQ(one.evaluate(p, material_balance(p, Side::Red)), evaluate(p)) << to_fen(p);
        ASSERT_EQ(many.evaluate(p, material_balance(p, Side::Red)), evaluate(p)) << to_fen(p);
      }
    }
  }
  EXPECT_GT(positions, 500);
}

}  // namespace
}  // namespace saban::analysis
