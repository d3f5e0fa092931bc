// Exact-position search by FEN finds a position whatever the FEN does not say: the position after a boarding
// whose anti-air's zone lingers (cotulenh, Q 31) is stored under the key of its FEN.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "db/queries.h"
#include "parser/reader.h"
#include "rules/fen.h"
#include "tests/db/database_fixture.h"

namespace saban::db {
namespace {

TEST_F(Database, FenSearchFindsThePositionAfterABoardingWhoseZoneLingers) {
  const fs::path file =
      kSamples / ".." / "tests" / "parser" / "data" / "platform" / "boarded-zone-lingers.pgn";
  ASSERT_EQ(import({file}).inserted, 1u);
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  const parser::ReadGame g = parser::read_game(text.str(), "game", 1);
  ASSERT_TRUE(g.record.has_value());
  Position pos = g.record->start;
  Undo u;
  pos.do_turn(g.record->moves.at(0).turn, u);  // E&g3: Red's boarded anti-air's zone lingers
  ASSERT_TRUE(pos.lingering_zone(Side::Red).square.valid());
  // As `saban search --fen` finds it: from the FEN text alone.
  const Position typed = std::move(parse_fen(to_fen(pos), pos.profile())).value();
  GameFilter f;
  f.position = stored_key(typed);
  const auto rows = search_games(*conn, f);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].ply, 1);
}

}  // namespace
}  // namespace saban::db
