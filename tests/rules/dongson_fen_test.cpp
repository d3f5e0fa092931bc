// Cờ Đông Sơn: FEN, Zobrist keys and perft (docs/rules-dong-son.md F*, Z1, and the perft table).
#include "rules/dongson/perft.h"
#include "tests/rules/dongson_util.h"

namespace saban::dongson::test {
namespace {

TEST(DongsonRule, F1_StartRoundTrip) {
  EXPECT_EQ(to_fen(Position::start()), Position::kStartFen);
  auto r = parse_fen(Position::kStartFen);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(*r, Position::start());
  EXPECT_EQ(r->key(), Position::start().key());
  // Without the clocks.
  auto s = parse_fen("lvngtgnvl/bdbdbdbdb/9/9/9/9/9/BDBDBDBDB/LVNGTGNVL w BHbh -");
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(to_fen(*s), Position::kStartFen);
}

TEST(DongsonRule, F2_SwapRightsNeedTheirPieces) {
  EXPECT_TRUE(parse_fen("4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1").ok());
  auto no_voi = parse_fen("4t4/4b4/9/9/9/9/9/4B4/L3T2VL w BH - 0 1");
  ASSERT_FALSE(no_voi.ok());
  EXPECT_NE(no_voi.error().message.find("b1"), std::string::npos);
  EXPECT_FALSE(parse_fen("4t4/4b4/9/9/9/9/9/4B4/LV1T3VL w BH - 0 1").ok());  // the Thần not on e1
  EXPECT_FALSE(parse_fen("4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w HB - 0 1").ok());  // order
  EXPECT_FALSE(parse_fen("4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BX - 0 1").ok());
}

TEST(DongsonRule, F3_Rejections) {
  struct Case {
    const char* fen;
    const char* words;
  };
  const Case cases[] = {
      {"4t4/9/9/9/9/9/9/9/9 w - - 0 1", "exactly one Thần"},
      {"4t4/9/9/9/9/9/9/9/3TT4 w - - 0 1", "exactly one Thần"},
      {"4t4/9/9/9/9/9/9/9/LLL1T4 w - - 0 1", "more than 2 Lạc"},
      {"4t4/9/9/9/BBBBBB3/9/9/9/4T4 w - - 0 1", "more than 5 Bộ"},
      {"4t4/9/9/9/DDDDD4/9/9/9/4T4 w - - 0 1", "more than 4 Đinh"},
      {"4t4/9/9/9/9/9/9/9/B3T4 w - - 0 1", "rank 1 or 9"},
      {"4t4/9/9/9/9/9/9/9/4T3 w - - 0 1", "9 ranks of 9"},
      {"4t4/9/9/9/9/9/9/9/4T5 w - - 0 1", "longer than 9"},
      {"4t4/9/9/9/9/9/9/9/4T3X w - - 0 1", "unknown piece letter"},
      {"4t4/9/9/9/9/9/9/9/4T4 x - - 0 1", "side to move"},
      {"4t4/9/9/9/9/9/9/9/3Tl4 b - - 0 1", "not to move is in check"},
      {"4t4/9/9/9/9/9/9/9/3T5 w - x 0 1", "always -"},
      {"4t4/9/9/9/9/9/9/9/3T5 w - - -1 1", "halfmove"},
      {"4t4/9/9/9/9/9/9/9/3T5 w - - 0 0", "fullmove"},
      {"4t4/9/9/9/9/9/9/9/3T5", "at least"},
  };
  for (const Case& c : cases) {
    auto r = parse_fen(c.fen);
    ASSERT_FALSE(r.ok()) << c.fen;
    EXPECT_NE(r.error().message.find(c.words), std::string::npos) << c.fen << ": " << r.error().message;
  }
  // Gifts: at most 6 plus the Bộ and Đinh missing (promoted).
  EXPECT_TRUE(parse_fen("4t4/9/9/9/9/NNNNNNNNN/9/9/4T4 w - - 0 1").ok());
  EXPECT_FALSE(parse_fen("4t4/9/9/9/NNNNNNN2/NNNNNNNNN/9/9/4T4 w - - 0 1").ok());
}

TEST(DongsonRule, Z1_ZobristFollowsMoves) {
  // After every move of a few plies, the incremental key equals the key of the position read from its FEN.
  std::vector<Move> moves, replies;
  const Position start = fen("4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1");
  start.legal_moves(moves);
  for (Move m : moves) {
    Position p = start;
    p.do_move(m);
    EXPECT_EQ(p.key(), fen(to_fen(p)).key()) << to_fen(p);
    p.legal_moves(replies);
    for (Move r : replies) {
      Position q = p;
      q.do_move(r);
      EXPECT_EQ(q.key(), fen(to_fen(q)).key()) << to_fen(q);
    }
  }
  // Side to move and swap rights change the key; the clocks do not.
  EXPECT_NE(fen("4t4/9/9/9/9/9/9/9/3T5 w - - 0 1").key(), fen("4t4/9/9/9/9/9/9/9/3T5 b - - 0 1").key());
  EXPECT_NE(fen("4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1").key(),
            fen("4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w B - 0 1").key());
  EXPECT_EQ(fen("4t4/9/9/9/9/9/9/9/3T5 w - - 0 1").key(), fen("4t4/9/9/9/9/9/9/9/3T5 w - - 30 40").key());
}

// Perft: the figures agree with the design note's independent model (docs/rules-dong-son.md, Perft).
TEST(DongsonRule, Perft_Start) {
  const Position p = Position::start();
  const std::uint64_t expected[] = {17, 289, 5300, 97130, 1919754};
  for (int d = 1; d <= 5; ++d) EXPECT_EQ(perft(p, d), expected[d - 1]) << "depth " << d;
}

TEST(DongsonRule, Perft_Positions) {
  struct Case {
    const char* fen;
    std::uint64_t n[3];
  };
  const Case cases[] = {
      {"4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1", {35, 401, 15372}},
      {"1l1l4t/2B6/9/9/9/9/9/9/4T4 w - - 0 1", {23, 793, 15558}},
      {"t8/9/9/3DDL3/v2BTB3/4DD3/1N7/9/9 w - - 0 1", {16, 232, 4243}},
      {"lt2vgnvl/bdbdbdbdb/1n1g5/9/9/9/1N1G5/BDBDBDBDB/LT2VGNVL w - - 6 4", {23, 529, 12201}},
      {"1gt3n1l/1lb1b1bdv/1d5gb/T8/4Nd3/9/1D1D1G1DB/B1B1BD2V/LV1G2N1L w - - 1 21", {24, 520, 12027}},
  };
  for (const Case& c : cases)
    for (int d = 1; d <= 3; ++d) EXPECT_EQ(perft(fen(c.fen), d), c.n[d - 1]) << c.fen << " depth " << d;
}

TEST(DongsonRule, Perft_DivideSumsToPerft) {
  std::uint64_t sum = 0;
  for (const auto& [m, n] : perft_divide(Position::start(), 3)) sum += n;
  EXPECT_EQ(sum, 5300u);
}

}  // namespace
}  // namespace saban::dongson::test
