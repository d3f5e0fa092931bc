// Mates in 1, 2 and 3 found by the search in positions built for it, one through a deploy turn and one
// needing a stealth (heroic) air force. Each mate is also proved without the search, by trying every legal
// reply.
#include <gtest/gtest.h>

#include "analysis/evaluate.h"
#include "analysis/search.h"
#include "rules/fen.h"
#include "rules/san.h"

namespace saban::analysis {
namespace {

Position fen(const char* text) {
  auto pos = parse_fen(text, official_profile());
  EXPECT_TRUE(pos.ok()) << (pos.ok() ? "" : pos.error().message);
  return std::move(pos).value();
}

bool is_mate(Position& pos) { return pos.in_check() && MoveList(pos).empty(); }

// Does the side to move mate in at most `moves` moves, against every defence? Brute force over legal turns.
bool forced_mate(Position& pos, int moves) {
  for (const Turn& t : MoveList(pos)) {
    Undo u;
    pos.do_turn(t, u);
    bool mates = false;
    if (!pos.commander(pos.side_to_move()).valid() || is_mate(pos)) {
      mates = true;
    } else if (moves > 1 && !MoveList(pos).empty()) {
      mates = true;
      for (const Turn& reply : MoveList(pos)) {
        Undo r;
        pos.do_turn(reply, r);
        const bool still = forced_mate(pos, moves - 1);
        pos.undo_turn(r);
        if (!still) {
          mates = false;
          break;
        }
      }
    }
    pos.undo_turn(u);
    if (mates) return true;
  }
  return false;
}

SearchResult search(const Position& pos, int depth) {
  Searcher s(1 << 18);
  SearchLimits l;
  l.depth = depth;
  return s.search(pos, l);
}

// Plays the engine's line for both sides and says whether it ends in mate within `plies`.
bool line_mates(Position pos, int plies) {
  Searcher s(1 << 18);
  for (int i = 0; i < plies; ++i) {
    SearchLimits l;
    l.depth = plies - i + 1;
    const SearchResult r = s.search(pos, l);
    if (!r.best.size) return false;
    Undo u;
    pos.do_turn(r.best, u);
    if (!pos.commander(pos.side_to_move()).valid() || is_mate(pos)) return i % 2 == 0;
  }
  return false;
}

TEST(Mate, InTwo) {
  Position pos = fen("3e2c2s1/11/5A1I1i1/11/11/7F3/11/11/11/11/5C5/11 r - - 0 1");
  EXPECT_FALSE(forced_mate(pos, 1));
  EXPECT_TRUE(forced_mate(pos, 2));
  const SearchResult r = search(pos, 5);
  EXPECT_EQ(r.score, kMate - 3) << to_lan(pos, r.best);
  EXPECT_TRUE(line_mates(pos, 3));
}

TEST(Mate, InThree) {
  Position pos = fen("4igc4/11/5e2T2/6h4/10I/11/9A1/11/11/11/11/6C4 r - - 0 1");
  EXPECT_FALSE(forced_mate(pos, 2));
  const SearchResult r = search(pos, 6);
  EXPECT_EQ(r.score, kMate - 5) << to_lan(pos, r.best);
  EXPECT_TRUE(line_mates(pos, 5));
}

TEST(Mate, InTwoThroughADeployTurn) {
  // The navy carrying a plane on c6 splits: the navy sails to c10, the plane flies to f9; mate next move.
  Position pos = fen("5ci4/11/11/3T5h1/11/11/2(NF)4M3/10S/11/11/6C4/11 r - - 0 1");
  EXPECT_FALSE(forced_mate(pos, 1));
  EXPECT_TRUE(forced_mate(pos, 2));
  const SearchResult r = search(pos, 5);
  EXPECT_EQ(r.score, kMate - 3);
  EXPECT_TRUE(r.best.first().deploy()) << to_lan(pos, r.best);
  EXPECT_TRUE(line_mates(pos, 3));
}

TEST(Mate, InTwoWithAStealthAirForce) {
  // Blue's anti-air on h12 covers the plane's way; only a heroic (stealth) plane flies through it.
  const char* stealth = "5c1g3/7A3/5ie4/11/11/8A2/11/11/6+F4/11/6C4/11 r - - 0 1";
  const char* plain = "5c1g3/7A3/5ie4/11/11/8A2/11/11/6F4/11/6C4/11 r - - 0 1";
  Position pos = fen(stealth);
  EXPECT_FALSE(forced_mate(pos, 1));
  EXPECT_TRUE(forced_mate(pos, 2));
  const SearchResult r = search(pos, 5);
  EXPECT_EQ(r.score, kMate - 3) << to_lan(pos, r.best);
  bool plane_moves = false;
  for (const Turn& t : r.pv)
    for (const Move& m : t) plane_moves |= m.piece().type() == PieceType::AirForce;
  EXPECT_TRUE(plane_moves);
  Position without = fen(plain);
  EXPECT_FALSE(forced_mate(without, 2));
  EXPECT_LT(search(without, 5).score, kMate - 3);  // no mate in two (a longer one may exist)
}

}  // namespace
}  // namespace saban::analysis
