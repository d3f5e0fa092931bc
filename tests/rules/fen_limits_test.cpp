// R-FEN-2: how many pieces of a type a FEN may hold, per profile.
#include <gtest/gtest.h>

#include "rules/fen.h"
#include "rules/movegen.h"

namespace saban {

namespace {
// Three red tanks and three red infantry, more than the start set's two of each; many anti-air on rank 3.
constexpr const char* kThreeTanks = "6c4/11/11/11/11/11/11/11/2III6/2TTT6/11/6C4 r - - 0 1";
}  // namespace

TEST(Fen, OfficialKeepsTheStartSetLimits) {
  auto pos = parse_fen(kThreeTanks, official_profile());
  ASSERT_FALSE(pos.ok());
  EXPECT_EQ(pos.error().message, "red has more than 2 infantry on e4");
}

TEST(Fen, CotulenhAcceptsMorePiecesThanTheStartSet) {
  auto pos = parse_fen(kThreeTanks, cotulenh_profile());
  ASSERT_TRUE(pos.ok()) << pos.error().message;
  EXPECT_EQ(pos->piece_count(Side::Red), 7);
  EXPECT_EQ(to_fen(*pos), kThreeTanks);
  // The position plays: every legal turn can be made and unmade.
  Position p = *pos;
  for (const Turn& t : MoveList(p)) {
    Undo u;
    p.do_turn(t, u);
    p.undo_turn(u);
    EXPECT_EQ(p.key(), pos->key());
  }
}

TEST(Fen, CotulenhStillHasOneCommanderASide) {
  auto pos = parse_fen("6c4/11/11/11/11/11/11/11/11/6C4/11/6C4 r - - 0 1", cotulenh_profile());
  ASSERT_FALSE(pos.ok());
  EXPECT_EQ(pos.error().message, "red has more than 1 commander on g1");
}

// A crowd of attackers around one commander: more promotions in one turn than the start set allows.
TEST(Fen, CotulenhCrowdOfAttackersPromotesEveryone) {
  const char* fen = "11/11/11/11/11/11/11/2FFFFF4/2FFFFF4/2FFcFF4/2FFFFF4/2FFFFF1C2 r - - 0 1";
  auto pos = parse_fen(fen, cotulenh_profile());
  ASSERT_TRUE(pos.ok()) << pos.error().message;
  Position p = *pos;
  std::size_t turns = 0;
  for (const Turn& t : MoveList(p)) {
    Undo u;
    p.do_turn(t, u);
    p.undo_turn(u);
    EXPECT_EQ(p.key(), pos->key());
    ++turns;
  }
  EXPECT_GT(turns, 0u);
}

}  // namespace saban
