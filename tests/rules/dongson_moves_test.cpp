// Cờ Đông Sơn: board, pieces and the Cung (docs/rules-dong-son.md B*, P*, C*). Each test is named after its rule.
#include "tests/rules/dongson_util.h"

namespace saban::dongson::test {
namespace {

using Set = std::set<std::string>;

TEST(DongsonRule, B1_FilesSkipI) {
  EXPECT_EQ(parse_square("k9"), 80);
  EXPECT_EQ(parse_square("a1"), 0);
  EXPECT_FALSE(parse_square("i5"));
  EXPECT_EQ(square_name(make_square(8, 4)), "k5");
}

TEST(DongsonRule, B2_CungAndTam) {
  int n = 0;
  for (Square s = 0; s < kSquares; ++s) n += in_cung(s);
  EXPECT_EQ(n, 9);
  EXPECT_TRUE(in_cung(sq("d4")) && in_cung(sq("f6")) && in_cung(sq("e5")));
  EXPECT_FALSE(in_cung(sq("c5")) || in_cung(sq("e7")));
  EXPECT_EQ(kTam, sq("e5"));
}

TEST(DongsonRule, B3_ThuyMovesFirst) {
  const Position p = Position::start();
  EXPECT_EQ(p.side_to_move(), Side::Thuy);
  EXPECT_EQ(p.count(Side::Thuy), 18);
  EXPECT_EQ(p.count(Side::Son), 18);
  EXPECT_EQ(p.at(sq("e1")), Piece(PieceType::Than, Side::Thuy));
  EXPECT_EQ(p.at(sq("b9")), Piece(PieceType::Voi, Side::Son));
}

TEST(DongsonRule, P1_ThanQueenLikeBlocked) {
  // The Sơn Thần on a9 is walled in by its Voi (they attack nothing near e1).
  const Position p = fen("tv7/vv7/9/9/9/9/9/9/4T4 w - - 0 1");
  EXPECT_EQ(moves_from(p, "e1").size(), 8u + 8u + 4u + 4u);  // rank, file, two diagonals
  const Position q = fen("tv7/vv7/9/9/9/9/9/4N4/3NTN3 w - - 0 1");
  EXPECT_EQ(moves_from(q, "e1"), (Set{"e1d2", "e1c3", "e1b4", "e1a5", "e1f2", "e1g3", "e1h4", "e1k5"}));
}

TEST(DongsonRule, P2_LacRookLike) {
  const Position p = fen("tv7/vv7/9/9/4L4/9/4b4/9/T8 w - - 0 1");
  const Set m = moves_from(p, "e5");
  EXPECT_EQ(m.size(), 8u + 4u + 2u);  // the rank, up to e9, down to the capture on e3
  EXPECT_TRUE(m.count("e5e3") && !m.count("e5e2"));
}

TEST(DongsonRule, P3_BoForwardCapturesDiagonally) {
  const Position p = fen("tv7/vv7/9/9/9/3d1d3/4B4/9/8T w - - 0 1");
  EXPECT_EQ(moves_from(p, "e3"), (Set{"e3e4", "e3d4", "e3f4"}));
  // Blocked ahead: no move straight, and no capture straight.
  const Position q = fen("tv7/vv7/9/9/9/4d4/4B4/9/8T w - - 0 1");
  EXPECT_EQ(moves_from(q, "e3"), Set{});
  // Sơn goes down.
  const Position r = fen("tv7/vv7/9/9/9/4b4/9/9/8T b - - 0 1");
  EXPECT_EQ(moves_from(r, "e4"), Set{"e4e3"});
}

TEST(DongsonRule, P4_DinhMovesAndCapturesForward) {
  const Position p = fen("tv7/vv7/9/9/9/4d4/4D4/9/8T w - - 0 1");
  EXPECT_EQ(moves_from(p, "e3"), Set{"e3e4"});
  const Position q = fen("tv7/vv7/9/9/9/3d1d3/4D4/9/8T w - - 0 1");
  EXPECT_EQ(moves_from(q, "e3"), Set{"e3e4"});  // never diagonally
}

TEST(DongsonRule, P5_NguaLeaps) {
  const Position p = fen("tv7/vv7/9/9/9/9/1BBB5/1BNB5/8T w - - 0 1");  // leaps over its own Bộ
  EXPECT_EQ(moves_from(p, "c2"), (Set{"c2a1", "c2a3", "c2b4", "c2d4", "c2e1", "c2e3"}));
}

TEST(DongsonRule, P6_VoiLeapsOneOrTwoDiagonally) {
  const Position p = fen("tv7/vv7/9/9/9/9/1BBB5/1BVB5/8T w - - 0 1");
  EXPECT_EQ(moves_from(p, "c2"), (Set{"c2b1", "c2d1", "c2a4", "c2e4"}));  // over b3, d3 (own) to a4, e4
  const Position q = fen("tv7/vv7/9/9/9/9/9/2V6/8T w - - 0 1");
  EXPECT_EQ(moves_from(q, "c2").size(), 6u);
}

TEST(DongsonRule, P7_GaLeapsTwoOrthogonally) {
  const Position p = fen("tv7/vv7/9/9/9/9/2B6/1BGB5/8T w - - 0 1");
  EXPECT_EQ(moves_from(p, "c2"), (Set{"c2c4", "c2a2", "c2e2"}));  // over its own Bộ
}

TEST(DongsonRule, C1_GiftConfinedToCung) {
  EXPECT_EQ(moves_from(fen("t8/9/9/9/9/1b1G5/9/9/4T4 w - - 0 1"), "d4"), (Set{"d4d6", "d4f4"}));
  // From outside a gift may enter, and a Voi may jump over the Cung without entering.
  const Set v = moves_from(fen("t8/9/9/9/9/9/4V4/9/7T1 w - - 0 1"), "e3");
  EXPECT_TRUE(v.count("e3d4") && v.count("e3c5") && v.count("e3g5"));
}

TEST(DongsonRule, C2_GiftInCungAttacksOnlyCung) {
  // Cung.NoCheckOut: the Sơn Voi on d4 does not attack b2.
  const Position p = fen("9/9/9/9/9/3v5/9/1T7/8t w - - 0 1");
  EXPECT_FALSE(p.in_check());
  // Cung.NoProtectOut: the Voi on d4 does not protect b6 from inside the Cung: Txb6 is legal.
  EXPECT_TRUE(moves(fen("9/9/t8/1D7/9/3V5/9/9/8T b - - 0 1")).count("a7b6"));
  // With the Voi on a5 (outside), b6 is protected: the Thần cannot take.
  EXPECT_FALSE(moves(fen("9/9/t8/1D7/V8/9/9/9/8T b - - 0 1")).count("a7b6"));
  // A gift in the Cung still captures inside it.
  EXPECT_TRUE(moves(fen("t8/9/9/9/4b4/3V5/9/9/8T w - - 0 1")).count("d4e5"));
}

TEST(DongsonRule, C3_NguaGaFrozenOnE5) {
  EXPECT_EQ(moves_from(fen("1t7/9/9/9/4N4/9/9/9/2T6 w - - 0 1"), "e5"), Set{});
  EXPECT_EQ(moves_from(fen("1t7/9/9/9/4G4/9/9/9/2T6 w - - 0 1"), "e5"), Set{});
  EXPECT_EQ(moves_from(fen("1t7/9/9/9/4V4/9/9/9/2T6 w - - 0 1"), "e5"), (Set{"e5d4", "e5d6", "e5f4", "e5f6"}));
}

TEST(DongsonRule, C4_CombatPiecesCrossTheCung) {
  const Set m = moves_from(fen("t8/9/9/9/9/9/9/4L4/7T1 w - - 0 1"), "e2");
  EXPECT_TRUE(m.count("e2e5") && m.count("e2e9"));
  EXPECT_TRUE(moves_from(fen("t8/9/9/4B4/9/9/9/9/7T1 w - - 0 1"), "e6").count("e6e7"));
}

TEST(DongsonRule, K1_NoMoveIntoAttack) {
  // Than.NoAttackedSquare: the Lạc on d9 controls the d file.
  const Set m = moves_from(fen("3l4t/9/9/9/9/9/9/9/4T4 w - - 0 1"), "e1");
  EXPECT_FALSE(m.count("e1d1") || m.count("e1d2"));
  EXPECT_TRUE(m.count("e1f1"));
  // Than.NoProtectedCapture: the Sơn Bộ on d3 checks e2 and is protected by the Bộ on c4 (Sơn attacks down).
  const Position p = fen("8t/9/9/9/9/2b6/3b5/4T4/9 w - - 0 1");
  EXPECT_FALSE(moves_from(p, "e2").count("e2d3"));
  // Than.XRayOnCheckLine: stepping back along the Lạc's line stays in check.
  const Set x = moves_from(fen("8t/9/9/9/9/9/9/9/l3T4 w - - 0 1"), "e1");
  EXPECT_FALSE(x.count("e1f1"));
}

TEST(DongsonRule, K2_ThanNeverFacesThan) {
  // The two Thần on one open line would attack each other: no square of the open e file or rank 9.
  const Set m = moves_from(fen("4t4/9/9/9/9/9/9/9/3T5 w - - 0 1"), "d1");
  EXPECT_FALSE(m.count("d1e1") || m.count("d1e2") || m.count("d1d9"));
  EXPECT_TRUE(m.count("d1c1"));
  EXPECT_FALSE(parse_fen("4t4/9/9/9/9/9/9/9/4T4 w - - 0 1").ok());  // facing: the side not to move is in check
}

TEST(DongsonRule, K3_PinnedPiece) {
  // The Sơn Lạc on e9 pins the Ngựa on e2 (no move) and the Lạc on e2 (only along the file).
  const Position p = fen("4l3t/9/9/9/9/9/9/4N4/4T4 w - - 0 1");
  EXPECT_EQ(moves_from(p, "e2"), Set{});
  const Position q = fen("4l3t/9/9/9/9/9/9/4L4/4T4 w - - 0 1");
  EXPECT_EQ(moves_from(q, "e2").size(), 7u);  // along the file only, up to the capture
}

TEST(DongsonRule, K4_CheckAndEscapes) {
  const Position p = fen("4l3t/9/9/9/9/9/9/9/4T2L1 w - - 0 1");
  EXPECT_TRUE(p.in_check());
  const Set m = moves(p);
  EXPECT_TRUE(m.count("e1d1") && m.count("e1f2"));  // move away
  EXPECT_TRUE(m.count("h1h9") == 0);                 // nothing unrelated
  EXPECT_FALSE(m.count("e1e2"));                     // still on the line
  const Position q = fen("4l3t/9/9/9/9/9/9/9/4T1L2 w - - 0 1");
  EXPECT_FALSE(moves(q).count("g1g2"));
}

}  // namespace
}  // namespace saban::dongson::test
