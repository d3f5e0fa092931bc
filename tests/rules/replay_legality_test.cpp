// legal_after_unit_move (the replay's inline legality test of a whole unit's move) against legal_after, on
// every pseudo-legal turn whose first move is not a deploy: along random games in both profiles, and in
// positions built where the two could differ (a commander's stay capture on an open line to the enemy
// commander, which the cotulenh reading tests for attack only; the same under the official rules, where
// facing decides).
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "tests/rules/test_util.h"

namespace saban {
namespace {

// How often each outcome was met: left attacked, facing (illegal), facing after a commander's stay capture
// (legal under the cotulenh reading), legal.
struct Outcomes {
  long attacked = 0, facing = 0, stayed_facing = 0, legal = 0;
};

void compare_unit_moves(Position& pos, Outcomes& seen) {
  std::vector<Turn> pseudo;
  generate_turns(pos, DeployMode::Full, pseudo);
  for (const Turn& t : pseudo) {
    if (t.first().deploy()) continue;  // the replay asks legal_after for those
    Undo u;
    pos.do_turn(t, u);
    const bool want = legal_after(pos, t, DeployMode::Full);
    EXPECT_EQ(legal_after_unit_move(pos, t), want)
        << "after " << board::square_name(t.first().from()) << "-" << board::square_name(t.first().to())
        << ": " << to_fen(pos);
    if (pos.commander_attacked(~pos.side_to_move()))
      ++seen.attacked;
    else if (pos.commanders_facing())
      ++(want ? seen.stayed_facing : seen.facing);
    else
      ++seen.legal;
    pos.undo_turn(u);
  }
}

Outcomes compare_in_random_games(const Profile& profile, unsigned seed) {
  Outcomes seen;
  std::mt19937 rng(seed);
  for (int g = 0; g < 12; ++g)
    for (Position pos : test::random_game(profile, rng, 160)) compare_unit_moves(pos, seen);
  return seen;
}

// Red's commander on c5 beside a Blue navy at sea on b5 (taken by a stay capture), the Blue commander up the
// open c-file; and the same with the file closed, and with the Blue commander elsewhere.
Outcomes compare_in_built_positions(const Profile& profile) {
  Outcomes seen;
  for (auto pos : {test::make({"Cc5", "cc12", "nb5"}, Side::Red, profile),
                   test::make({"Cc5", "cc12", "nb5", "ic9"}, Side::Red, profile),
                   test::make({"Cc5", "cd12", "nb5", "nb4"}, Side::Red, profile),
                   test::make({"Cc5", "cc12", "nb5", "Ab6"}, Side::Red, profile),
                   test::make({"Cc5", "cc12", "nb5"}, Side::Blue, profile)})
    compare_unit_moves(pos, seen);
  return seen;
}

TEST(ReplayLegality, UnitMoveAgreesWithLegalAfterOfficial) {
  const Outcomes random = compare_in_random_games(official_profile(), 2026);
  EXPECT_GT(random.attacked, 1000);
  EXPECT_GT(random.legal, 10000);
  const Outcomes built = compare_in_built_positions(official_profile());
  EXPECT_GT(built.facing, 0);
  EXPECT_EQ(built.stayed_facing, 0);  // facing is illegal whatever the move under the official rules
}

TEST(ReplayLegality, UnitMoveAgreesWithLegalAfterCotulenh) {
  const Outcomes random = compare_in_random_games(cotulenh_profile(), 1205);
  EXPECT_GT(random.attacked, 1000);
  EXPECT_GT(random.legal, 10000);
  const Outcomes built = compare_in_built_positions(cotulenh_profile());
  EXPECT_GT(built.facing, 0);
  EXPECT_GT(built.stayed_facing, 0);  // the commander's stay capture on the open file
}

}  // namespace
}  // namespace saban
