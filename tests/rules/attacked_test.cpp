// Position::attacked (is a point attacked? each unit judged where it stands) against attackers() with a list
// (its two passes: the lines with a unit in reach, then each line walked), for every point and side along
// random games in both profiles, and in built positions where blocking, a navy on the coast, a plane and
// air defence, and an HQ sheltering its commander decide.
#include <gtest/gtest.h>

#include <random>

#include "rules/fen.h"
#include "rules/position.h"
#include "tests/rules/test_util.h"

namespace saban {
namespace {

// Compares the two on every point of `pos` for both sides; counts the points found attacked.
void compare_everywhere(const Position& pos, long& attacked) {
  Position::PackedAttacker list[Position::kMaxAttackers];
  for (int i = 0; i < kSquares; ++i)
    for (Side by : {Side::Red, Side::Blue}) {
      const Square sq(i);
      const bool want = pos.attackers(sq, by, list) > 0;
      ASSERT_EQ(pos.attacked(sq, by), want)
          << board::square_name(sq) << " by " << (by == Side::Red ? "Red" : "Blue") << " in " << to_fen(pos);
      attacked += want;
    }
}

void compare_in_random_games(const Profile& profile, unsigned seed) {
  std::mt19937 rng(seed);
  long attacked = 0;
  for (int g = 0; g < 8; ++g)
    for (const Position& pos : test::random_game(profile, rng, 300)) {
      compare_everywhere(pos, attacked);
      if (::testing::Test::HasFatalFailure()) return;
    }
  EXPECT_GT(attacked, 10000);
}

TEST(Attacked, AgreesWithTheListInRandomGamesOfficial) { compare_in_random_games(official_profile(), 21); }
TEST(Attacked, AgreesWithTheListInRandomGamesCotulenh) { compare_in_random_games(cotulenh_profile(), 32); }

TEST(Attacked, AgreesWithTheListInBuiltPositions) {
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    long attacked = 0;
    for (const Position& pos : {
             test::make({"Cj1", "ck12", "Ae5", "ie7", "ae9", "Te10"}, Side::Red, profile),  // through a unit
             test::make({"Cj1", "ck12", "Nb5", "nb7", "Ic6", "ic4"}, Side::Red, profile),   // navies, coast
             test::make({"Cj1", "ck12", "Fe5", "ge7", "se8", "Fg8"}, Side::Red, profile),  // planes and zones
             test::make({"Cj1", "ck12", "+Fe5", "me9", "(hc)f7", "If6", "Ae7"}, Side::Red, profile),  // HQ
             test::make({"Cj1", "ck12", "(NFT)c5", "(nf)c8", "gd7", "Mc7"}, Side::Red, profile),  // stacks
         })
      compare_everywhere(pos, attacked);
    EXPECT_GT(attacked, 50);
  }
}

}  // namespace
}  // namespace saban
