// The engine finds mates and wins material; mate scores count the plies.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "analysis/evaluate.h"
#include "analysis/search.h"
#include "rules/fen.h"
#include "rules/movegen.h"
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

TEST(Evaluate, MaterialChangeMatchesTheBalance) {
  // material_change (what the search keeps its material by) against material_balance before and after every
  // turn of random games that prefer captures, in both profiles (captures, stay captures, one-for-ones,
  // promotions of attackers and last guards).
  std::mt19937 rng(7);
  int turns = 0, changed = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()})
    for (int game = 0; game < 6; ++game) {
      Position pos = Position::start(profile);
      for (int ply = 0; ply < 250; ++ply) {
        std::vector<Turn> legal, captures;
        generate_legal(pos, DeployMode::Full, legal);
        if (legal.empty() || !pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) break;
        for (const Turn& t : legal)
          for (const Move& m : t)
            if (m.is_capture()) {
              captures.push_back(t);
              break;
            }
        const std::vector<Turn>& pool = !captures.empty() && rng() % 2 ? captures : legal;
        const Turn t = pool[rng() % pool.size()];
        const int red = material_balance(pos, Side::Red), blue = material_balance(pos, Side::Blue);
        Undo u;
        pos.do_turn(t, u);
        ASSERT_EQ(material_balance(pos, Side::Red) - red, material_change(pos, u, Side::Red)) << to_fen(pos);
        ASSERT_EQ(material_balance(pos, Side::Blue) - blue, material_change(pos, u, Side::Blue))
            << to_fen(pos);
        ++turns;
        changed += material_balance(pos, Side::Red) != red;
      }
    }
  EXPECT_GT(turns, 1000);
  EXPECT_GT(changed, 100);
}

TEST(Evaluate, MaterialAndSideToMove) {
  Position pos = fen("10c/11/11/11/11/11/11/11/11/11/2N8/9C1 r - - 0 1");
  EXPECT_GT(evaluate(pos), 700);
  pos.set_side_to_move(Side::Blue);
  EXPECT_LT(evaluate(pos), -700);
}

}  // namespace
}  // namespace saban::analysis
