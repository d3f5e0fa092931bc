// The engine finds mates and wins material; mate scores count the plies.
#include <gtest/gtest.h>

#include "analysis/evaluate.h"
#include "analysis/search.h"
#include "rules/fen.h"
#include "rules/san.h"

namespace saban::analysis {
namespace {

Position fen(const char* text, Profile p = official_profile()) {
  auto pos = parse_fen(text, p);
  EXPECT_TRUE(pos.ok()) << (pos.ok() ? "" : pos.error().message);
  return std::move(pos).value();
}

std::string lan_of(const Position& pos, const Turn& t) { return to_lan(pos, t); }

TEST(Search, MateInOne) {
  // Blue's commander on g12 is boxed in by its own infantry; the tank mates from g10.
  Position pos = fen("5ici3/11/11/11/6T4/11/11/11/11/11/11/9C1 r - - 0 1");
  Searcher s;
  SearchLimits l;
  l.depth = 4;
  const SearchResult r = s.search(pos, l);
  EXPECT_EQ(r.score, kMate - 1);
  // Tg10 mates; so does Tg9, since the tank, Red's last piece, becomes a hero with reach 3 (the last guard).
  Undo u;
  pos.do_turn(r.best, u);
  EXPECT_TRUE(pos.in_check()) << lan_of(pos, r.best);
  EXPECT_TRUE(MoveList(pos).empty());
}

TEST(Search, WinsHangingMaterial) {
  Position pos = fen("10c/11/11/11/11/4n6/11/4A6/11/11/11/9C1 r - - 0 1");
  Searcher s;
  SearchLimits l;
  l.depth = 3;
  const SearchResult r = s.search(pos, l);
  EXPECT_EQ(lan_of(pos, r.best), "Ae5xe7");
  EXPECT_GT(r.score, 300);  // the navy (800) is gone, the artillery (300) stays
}

TEST(Search, NodeLimitStopsTheSearch) {
  Position pos = Position::start();
  Searcher s;
  SearchLimits l;
  l.nodes = 2000;
  const SearchResult r = s.search(pos, l);
  EXPECT_LE(r.nodes, 4000u);
  EXPECT_GE(r.depth, 1);
  EXPECT_EQ(r.best.size > 0, true);
}

TEST(Search, ClearForgetsTheTable) {
  // A search after clear() sees what a new searcher sees: the same nodes and result, also after the table's
  // generation count has wrapped around (clear() empties it by generation). Without the clear, the table's
  // entries from the first search make the second one different.
  const Position pos = Position::start();
  SearchLimits l;
  l.depth = 3;
  Searcher fresh;
  const SearchResult want = fresh.search(pos, l);
  Searcher s;
  s.search(pos, l);
  EXPECT_NE(s.search(pos, l).nodes, want.nodes);
  for (int i = 0; i < 300; ++i) {
    s.clear();
    if (i == 0 || i == 253 || i == 254 || i == 255 || i == 299) {
      const SearchResult r = s.search(pos, l);
      EXPECT_EQ(r.nodes, want.nodes) << "after " << i + 1 << " clears";
      EXPECT_TRUE(r.best == want.best);
      EXPECT_EQ(r.score, want.score);
    }
  }
}

TEST(Evaluate, MaterialAndSideToMove) {
  Position pos = fen("10c/11/11/11/11/11/11/11/11/11/2N8/9C1 r - - 0 1");
  EXPECT_GT(evaluate(pos), 700);
  pos.set_side_to_move(Side::Blue);
  EXPECT_LT(evaluate(pos), -700);
}

}  // namespace
}  // namespace saban::analysis
