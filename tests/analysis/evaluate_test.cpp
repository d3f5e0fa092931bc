// The evaluation's values pinned: a checksum of evaluate() over the positions of random games in both
// profiles (seeded, so the same positions every run), taken before its terms were computed another way.
// A change that gives any position another value fails here; an intended change of the evaluation updates
// the checksum (and says so).
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "analysis/evaluate.h"
#include "tests/rules/test_util.h"

namespace saban::analysis {
namespace {

// piece_value reads a table by the piece's bits (a shortcut): the plain definition, seed value and heroes
// +10, times 10.
TEST(Evaluate, PieceValueIsTheSeedValue) {
  for (int type = 0; type < kPieceTypes; ++type)
    for (Side side : {Side::Red, Side::Blue})
      for (bool heroic : {false, true})
        EXPECT_EQ(analysis::piece_value(Piece(static_cast<PieceType>(type), side, heroic)),
                  10 * (kPieceValue[static_cast<std::size_t>(type)] + (heroic ? 10 : 0)))
            << type << " " << index(side) << " " << heroic;
}

TEST(Evaluate, ValuesOfRandomGamesUnchanged) {
  std::mt19937 rng(2026);
  std::uint64_t checksum = 1469598103934665603ull;
  int positions = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()})
    for (int game = 0; game < 8; ++game)
      for (const Position& pos : test::random_game(profile, rng, 200)) {
        checksum = (checksum ^ static_cast<std::uint32_t>(evaluate(pos))) * 1099511628211ull;
        ++positions;
      }
  EXPECT_GT(positions, 1000);
  EXPECT_EQ(checksum, 3814683736768967056ull) << positions << " positions";
}

}  // namespace
}  // namespace saban::analysis
