// The order of a deploy turn's sub-moves (R-STACK-4, R-PERFT-1): full-turn generation lists every set of
// sub-moves that some order makes a turn, once, in its first such order by stack order.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <random>
#include <set>

#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/san.h"

namespace saban {

namespace {

Position load(const char* fen, Profile p) { return std::move(parse_fen(fen, p)).value(); }

// A turn's sub-moves as a set (their order dropped).
using MoveSet = std::array<std::uint32_t, 3>;
MoveSet set_of(const Turn& t) {
  MoveSet s{0, 0, 0};
  for (int i = 0; i < t.size; ++i)
    s[static_cast<std::size_t>(i)] = t.moves[static_cast<std::size_t>(i)].raw();
  std::sort(s.begin(), s.begin() + t.size);
  return s;
}

// The order of a turn's sub-moves: for each, the stack index of its piece (the first of equal pieces), then
// the move itself (which orders the sub-moves of equal pieces).
std::vector<std::pair<int, std::uint32_t>> piece_order(const Position& pos, const Turn& t) {
  const Stack& st = pos.at(t.first().from());
  std::vector<std::pair<int, std::uint32_t>> out;
  for (const Move& m : t)
    for (int i = 0; i < st.size; ++i)
      if (st.pieces[static_cast<std::size_t>(i)] == m.piece()) {
        out.emplace_back(i, m.raw());
        break;
      }
  return out;
}

// Full and AnyOrder agree: the same sets of sub-moves, Full lists each once, and in the smallest stack order
// that AnyOrder lists for it. Returns how many deploy turns were compared.
std::size_t expect_full_is_canonical_any_order(Position& pos, const std::string& where) {
  std::vector<Turn> full, any;
  generate_legal(pos, DeployMode::Full, full);
  generate_legal(pos, DeployMode::AnyOrder, any);
  std::map<MoveSet, std::vector<std::pair<int, std::uint32_t>>>
      smallest;  // by set: the smallest stack order AnyOrder has
  for (const Turn& t : any) {
    if (!t.first().deploy()) continue;
    auto order = piece_order(pos, t);
    auto [it, fresh] = smallest.emplace(set_of(t), order);
    if (!fresh) it->second = std::min(it->second, order);
  }
  std::set<MoveSet> seen;
  std::size_t n = 0;
  for (const Turn& t : full) {
    if (!t.first().deploy()) continue;
    ++n;
    const MoveSet s = set_of(t);
    EXPECT_TRUE(seen.insert(s).second) << where << ": " << to_lan(pos, t) << " listed twice";
    auto it = smallest.find(s);
    if (it == smallest.end()) {
      ADD_FAILURE() << where << ": " << to_lan(pos, t) << " is not a turn in any order";
      continue;
    }
    EXPECT_EQ(piece_order(pos, t), it->second)
        << where << ": " << to_lan(pos, t) << " not in its first order";
  }
  EXPECT_EQ(seen.size(), smallest.size()) << where << ": Full misses sets of sub-moves that AnyOrder has";
  return n;
}

// Positions with stacks near enemy pieces, from random games that prefer boarding moves.
template <typename Visit>
void random_stack_positions(Profile profile, unsigned seed, int games, int plies, Visit visit) {
  std::mt19937 rng(seed);
  for (int g = 0; g < games; ++g) {
    Position pos = Position::start(profile);
    for (int ply = 0; ply < plies; ++ply) {
      std::vector<Turn> legal;
      generate_legal(pos, DeployMode::Single, legal);
      if (legal.empty()) break;
      std::vector<Turn> boarding;
      for (const Turn& t : legal)
        if (t.first().kind() == MoveKind::Combine || t.first().is_capture()) boarding.push_back(t);
      const std::vector<Turn>& pool = !boarding.empty() && rng() % 3 ? boarding : legal;
      const Turn t = pool[rng() % pool.size()];
      Undo u;
      pos.do_turn(t, u);
      bool stacks = false;
      pos.occupied(pos.side_to_move()).for_each([&](Square s) { stacks = stacks || pos.at(s).is_stack(); });
      if (stacks) visit(pos, "game " + std::to_string(g) + " ply " + std::to_string(ply));
      if (!pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) break;
    }
  }
}

}  // namespace

// The case of issue 13: the tank takes the anti-air, then the air force flies through the zone that is gone
// (and, under cotulenh, the infantry joins the tank beyond its own reach). In stack order (air force first)
// the flight is not possible.
TEST(DeployOrder, LaterPieceClearsTheWayForTheCarrier) {
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    Position pos = load("6c3i/11/11/11/11/11/11/2g8/11/2(FTI)8/11/5C4I r - - 0 1", profile);
    const Square c5(2, 4), c7(2, 6);
    bool two = false, three = false;
    for (const Turn& t : MoveList(pos, DeployMode::Full)) {
      if (t.size < 2) continue;
      const Move a = t.moves[0], b = t.moves[1];
      if (a.piece().type() != PieceType::Tank || a.to() != c5 || a.kind() != MoveKind::Capture ||
          b.piece().type() != PieceType::AirForce || b.to() != c7 || b.kind() != MoveKind::Quiet)
        continue;
      if (t.size == 2) two = true;
      const Move c = t.moves[2];
      if (t.size == 3 && c.piece().type() == PieceType::Infantry && c.to() == c5 &&
          c.kind() == MoveKind::Combine)
        three = true;
    }
    EXPECT_TRUE(two) << profile.name << ": T>xc5,F>c7 is not listed";
    if (profile.deploy_recombine) {
      EXPECT_TRUE(three) << profile.name << ": T>xc5,F>c7,I>&c5 is not listed";
    }
    expect_full_is_canonical_any_order(pos, profile.name);
  }
}

// A piece may board one that left before it although it stands earlier in the stack: the air force picks up
// the infantry that stepped out first. Sets that stack order allows are listed in stack order.
TEST(DeployOrder, CarrierBoardsAPieceThatLeftFirst) {
  Position pos = load("6c4/11/11/11/11/11/11/11/11/2(FTI)8/11/5C5 r - - 0 1", official_profile());
  const Square c2(2, 1);
  bool found = false;
  for (const Turn& t : MoveList(pos, DeployMode::Full))
    if (t.size == 2 && t.moves[0].piece().type() == PieceType::Infantry && t.moves[0].to() == c2 &&
        t.moves[1].piece().type() == PieceType::AirForce && t.moves[1].kind() == MoveKind::Combine)
      found = true;
  EXPECT_TRUE(found) << "I>c2,F>&c2 is not listed";
  expect_full_is_canonical_any_order(pos, "no enemy near");
}

TEST(DeployOrder, FullIsCanonicalAnyOrderOnRandomPositions) {
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    std::size_t positions = 0, turns = 0;
    random_stack_positions(profile, 13, 12, 60, [&](Position& pos, const std::string& where) {
      ++positions;
      turns += expect_full_is_canonical_any_order(pos, std::string(profile.name) + " " + where);
    });
    EXPECT_GT(positions, 20u) << profile.name;
    EXPECT_GT(turns, 1000u) << profile.name;
  }
}

}  // namespace saban

// generate_deploy_turns_sparse (the search's stage 4 lists a stack's quiet deploy turns of several sub-moves
// only when it gets to them) against its plain definition: the stack's deploy turns filtered (turns of one
// sub-move, captures, the wanted ones, the first `head` of several sub-moves), in the same order; on
// positions with stacks near enemies and the bench's deploy-heavy ones, both profiles.
namespace saban {
namespace {

bool takes(const Turn& t) {
  for (const Move& m : t)
    if (m.is_capture()) return true;
  return false;
}

}  // namespace

TEST(DeployOrder, SparseIsTheWholeListFiltered) {
  std::mt19937 rng(29);
  std::size_t stacks = 0, left_out = 0, kept_captures = 0, kept_wanted = 0;
  auto check = [&](Position& pos, const std::string& where) {
    const std::uint64_t key = pos.key();
    pos.occupied(pos.side_to_move()).for_each([&](Square from) {
      if (!pos.at(from).is_stack()) return;
      std::vector<Turn> whole, sparse, expected;
      generate_turns_from(pos, from, DeployMode::Full, whole, true, false);
      // Wanted: quiet turns of several sub-moves of the list (as the killers often are), or none.
      std::array<Turn, 2> wanted{};
      for (Turn& w : wanted) {
        std::vector<const Turn*> quiet;
        for (const Turn& t : whole)
          if (t.size > 1 && !takes(t)) quiet.push_back(&t);
        if (!quiet.empty() && rng() % 4) w = *quiet[rng() % quiet.size()];
      }
      const std::size_t head = rng() % 3 ? 0 : rng() % 10;
      generate_deploy_turns_sparse(pos, from, wanted, head, sparse);
      std::size_t several = 0;
      for (const Turn& t : whole) {
        const bool is_wanted = t == wanted[0] || t == wanted[1];
        const bool in_head = t.size > 1 && several++ < head;
        if (t.size == 1 || takes(t) || is_wanted || in_head) {
          expected.push_back(t);
          kept_captures += t.size > 1 && takes(t);
          kept_wanted += t.size > 1 && is_wanted;
        } else {
          ++left_out;
        }
      }
      ++stacks;
      ASSERT_EQ(sparse.size(), expected.size()) << where << " " << to_fen(pos);
      for (std::size_t i = 0; i < expected.size(); ++i)
        ASSERT_TRUE(sparse[i] == expected[i]) << where << " " << to_fen(pos) << " at " << i;
      EXPECT_EQ(pos.key(), key);
    });
  };
  for (const Profile& profile : {official_profile(), cotulenh_profile()})
    random_stack_positions(profile, 31, 10, 60, [&](Position& pos, const std::string& where) {
      check(pos, std::string(profile.name) + " " + where);
    });
  const std::pair<const char*, Profile> heavy[] = {
      {"2c8/5h1h3/4s2(FTM)3/11/2iag6/3n7/5A5/11/11/8S2/5H1H3/10C r - - 0 1", official_profile()},
      {"11/1n2fh1h3/3a2s2a(+fc)/2n1gt1tg2/2ie2m3i/11/NN1E7/2I3M4/4GT1TG2/6S2A1/2A1FH1HF2/6C4 b - - 3 6",
       official_profile()},
      {"6c4/4fh1hf2/1n1a2s2a1/1n2gt1tg2/2ie2m2ei/11/1(NF)9/2IE2M2EI/2N1GT1TG2/3A2S2A1/5H1HF2/6C4 r - - 4 3",
       cotulenh_profile()},
      {"6c3i/11/11/11/11/11/11/2g8/11/2(FTI)8/11/5C4I r - - 0 1", cotulenh_profile()},
  };
  for (const auto& [fen, profile] : heavy) {
    Position pos = load(fen, profile);
    for (int k = 0; k < 4; ++k) check(pos, fen);
  }
  EXPECT_GT(stacks, 100u);
  EXPECT_GT(left_out, 10000u);     // the shortcut leaves turns out
  EXPECT_GT(kept_captures, 500u);  // and keeps the captures of several sub-moves
  EXPECT_GT(kept_wanted, 50u);
}

}  // namespace saban
