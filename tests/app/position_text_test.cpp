// Positions and filters from text: what the CLI's options and the GUI's fields accept, and the errors they
// give.
#include <gtest/gtest.h>

#include "app/filters.h"
#include "app/position_text.h"
#include "rules/fen.h"

namespace saban::app {
namespace {

TEST(PositionText, MovesInEitherDialectReachTheSamePosition) {
  const auto vi = position_after_moves("1. K1,4_1,3 K10,8_8,6");
  const auto en = position_after_moves("1. Af1.4_1.3 Af10.8_8.6");
  ASSERT_TRUE(vi.ok()) << vi.error();
  ASSERT_TRUE(en.ok()) << en.error();
  EXPECT_EQ(vi->key(), en->key());
  EXPECT_NE(vi->key(), Position::start().key());
  EXPECT_EQ(position_after_moves("  ")->key(), Position::start().key());
}

TEST(PositionText, ErrorsSayWhichMoveAndWhy) {
  const auto bad = position_after_moves("1. Af1.4_1.3 Af10.8_8.6\n2. T4.6_5.6");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().find("T4.6_5.6"), std::string::npos) << bad.error();
  EXPECT_EQ(bad.error().rfind("moves:2:4: ", 0), 0u) << "names the line and column: " << bad.error();
  const auto profile = position_after_moves("1. Af1.4_1.3", "no-such-profile");
  ASSERT_FALSE(profile.ok());
  EXPECT_EQ(profile.error(), "unknown profile 'no-such-profile'");
  const auto fen = position_from_text("11/11/x w", "");
  ASSERT_FALSE(fen.ok());
  EXPECT_EQ(fen.error().rfind("invalid FEN: ", 0), 0u) << fen.error();
}

TEST(PositionText, AFenWinsOverMoves) {
  const auto pos = position_from_text(Position::kStartFen, "1. Af1.4_1.3");
  ASSERT_TRUE(pos.ok()) << pos.error();
  EXPECT_EQ(to_fen(*pos), Position::kStartFen);
}

TEST(Filters, FieldsBecomeTheFilter) {
  FilterText t;
  t.player = "nguyen";
  t.date = "2020-01-01..";
  t.result = "1-0";
  t.material = "red has no navy";
  t.limit = 5;
  const auto f = game_filter(t);
  ASSERT_TRUE(f.ok()) << f.error().message;
  EXPECT_EQ(f->player, "nguyen");
  EXPECT_EQ(f->date_from, "2020-01-01");
  EXPECT_FALSE(f->date_to.has_value());
  EXPECT_EQ(f->material.size(), 1u);
  EXPECT_EQ(f->limit, 5);
  EXPECT_FALSE(f->red.has_value());
}

TEST(Filters, BadFieldsAreNamed) {
  auto error_of = [](FilterText t) {
    const auto f = game_filter(t);
    return f.ok() ? std::string() : f.error().message;
  };
  FilterText t;
  t.material = "red has many navies";
  EXPECT_EQ(error_of(t).rfind("material: ", 0), 0u) << error_of(t);
  t = {};
  t.date = "2020-13-01";
  EXPECT_EQ(error_of(t).rfind("date: '2020-13-01'", 0), 0u) << error_of(t);
  t = {};
  t.result = "2-0";
  EXPECT_EQ(error_of(t).rfind("result: ", 0), 0u);
  t = {};
  t.mode = "sea";
  EXPECT_EQ(error_of(t).rfind("mode: ", 0), 0u);
  t = {};
  t.profile = "chess";
  EXPECT_EQ(error_of(t), "profile: unknown profile 'chess'");
}

}  // namespace
}  // namespace saban::app
