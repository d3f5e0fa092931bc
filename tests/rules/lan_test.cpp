// Commander Chess's long notation read back (parse_lan, beside Cờ Đông Sơn's): every legal turn of many
// positions, both profiles, deploy turns included, is read as itself; anything else is refused with the
// reason.
#include <gtest/gtest.h>

#include "rules/movegen.h"
#include "rules/san.h"

namespace saban {
namespace {

// Every turn legal two plies deep from the start (and in those positions), in a profile.
void expect_every_turn_reads_back(const Profile& profile) {
  Position start = Position::start(profile);
  std::size_t checked = 0;
  for (const Turn& first : MoveList(start)) {
    Position pos = start;
    Undo u;
    pos.do_turn(first, u);
    Position scratch = pos;
    std::vector<Turn> legal;
    generate_legal(scratch, DeployMode::Full, legal);
    for (const Turn& t : legal) {
      const std::string lan = to_lan(pos, t);
      const auto back = parse_lan(pos, lan, legal);
      ASSERT_TRUE(back) << lan << ": " << back.error();
      EXPECT_TRUE(*back == t) << lan;
      ++checked;
    }
  }
  EXPECT_GT(checked, 1000u);
}

TEST(Lan, EveryLegalTurnReadsBackInBothProfiles) {
  expect_every_turn_reads_back(official_profile());
  expect_every_turn_reads_back(cotulenh_profile());
}

TEST(Lan, RefusesWhatIsNoLegalTurnHereWithTheReason) {
  const Position pos = Position::start(official_profile());
  EXPECT_EQ(parse_lan(pos, "").error(), "no move given");
  EXPECT_EQ(parse_lan(pos, "Ic5c9").error(), "'Ic5c9' is not a legal move here");
  EXPECT_EQ(parse_lan(pos, "\xff\xfe").error(), "'\xff\xfe' is not a legal move here");
  // A turn of the other side is not legal for the side to move
  Position blue = pos;
  const Turn first = *MoveList(blue).begin();
  Undo u;
  blue.do_turn(first, u);
  EXPECT_FALSE(parse_lan(blue, to_lan(pos, first)));
}

}  // namespace
}  // namespace saban
