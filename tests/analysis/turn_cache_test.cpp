// TurnCache (the search's remembered stage-4 turn lists) against generate_turns along random games in both
// profiles, positions revisited after others have taken their slots.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "analysis/turn_cache.h"
#include "rules/fen.h"
#include "tests/rules/test_util.h"

namespace saban {
namespace {

bool same_turns(const std::vector<Turn>& a, const std::vector<Turn>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i])) return false;
  return true;
}

TEST(TurnCache, GivesWhatGenerateTurnsGives) {
  std::mt19937 rng(5);
  analysis::TurnCache every(0), long_only(40);
  int positions = 0, deploys = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    every.clear();
    long_only.clear();
    for (int game = 0; game < 3; ++game) {
      std::vector<Position> seen = test::random_game(profile, rng, 120);
      for (Position& pos : seen) {
        std::vector<Turn> expected, got = {Turn{}};  // a stale turn the cache must replace
        generate_turns(pos, DeployMode::Full, expected);
        for (int ask = 0; ask < 2; ++ask) {  // a miss, then a hit
          every.generate(pos, got);
          ASSERT_TRUE(same_turns(got, expected)) << to_fen(pos);
          long_only.generate(pos, got);
          ASSERT_TRUE(same_turns(got, expected)) << to_fen(pos);
        }
        for (const Turn& t : expected) deploys += t.size > 1;
        ++positions;
      }
      for (Position& p : seen) {
        std::vector<Turn> expected, got;
        generate_turns(p, DeployMode::Full, expected);
        every.generate(p, got);
        ASSERT_TRUE(same_turns(got, expected)) << to_fen(p);
      }
    }
  }
  EXPECT_GT(positions, 300);
  EXPECT_GT(deploys, 100);  // the lists held deploy turns
}

}  // namespace
}  // namespace saban
