// Every legal turn of random positions written in each notation and read back, plainly and as the replay
// reads it (match_* with `unchecked`, its shortcuts): the reader must find the same turn (the one leading to
// the same position: a deploy taken in another order is the same move). The positions come from random
// playouts of both profiles that favour boardings and deploys, so stacks of two and three pieces, heroes, and
// positions in the middle of play are met; the turns include whole deploy turns of every order the generator
// lists.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "parser/match.h"
#include "parser/move_grammar.hpp"
#include "parser/writer.h"
#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/san.h"
#include "tests/rules/test_util.h"

namespace saban::parser {
namespace {

// The position after `t`, as FEN and key.
std::pair<std::string, std::uint64_t> after(const Position& pos, const Turn& t) {
  Position p = pos;
  Undo u;
  p.do_turn(t, u);
  return {to_fen(p), p.key()};
}

// Reads `token` back in `pos` in the given dialect; the turn found, or the reader's message. With
// `unchecked`, as the replay reads it (its shortcuts return a turn that fits untested: a legal turn's token
// must still read back as that turn).
Result<Turn, std::string> read_back(Position& pos, const std::string& token, Dialect dialect, Letters letters,
                                    bool* unchecked = nullptr) {
  std::size_t error_at = 0;
  if (dialect == Dialect::San) {
    ast::SanMove m;
    if (!parse_san_move(token, m, error_at)) return "cannot parse at " + std::to_string(error_at);
    return in_english(match_san(pos, m, unchecked));
  }
  ast::RbMove m;
  if (!parse_rulebook_move(token, m, error_at)) return "cannot parse at " + std::to_string(error_at);
  return in_english(match_rulebook(pos, m, letters, unchecked));
}

// Can `t`'s sub-moves be made in their order? Another order of a legal deploy need not be: a piece cannot
// board (or, under cotulenh, join) a unit that has not arrived yet, which is what Position::do_sub_move
// requires of a combine. (Each sub-move of a legal turn is otherwise a move its piece has from its point.)
bool playable(const Position& pos, const Turn& t) {
  Position p = pos;
  Undo u;
  p.snapshot(u);
  for (const Move& m : t) {
    const Stack& st = p.at(m.from());
    if (std::find(st.pieces.begin(), st.pieces.begin() + st.size, m.piece()) == st.pieces.begin() + st.size)
      return false;
    const Stack& target = p.at(m.to());
    if (m.kind() == MoveKind::Combine && (target.empty() || target.side() != p.side_to_move() ||
                                          !combine(Stack::single(m.piece()), target, p.profile().stacking)))
      return false;
    p.do_sub_move(m, u);
  }
  return true;
}

struct Counts {
  long turns = 0, deploys = 0, stack_moves = 0, orders = 0, unplayable = 0, marks = 0;
};

// A SAN deploy whose units meet on one point (a join or a boarding: `(EG)>j5`, `C>e5,H>&e5`) with each hero
// mark in turn added or taken away (hand-written records get them wrong; where the marks fit another turn,
// that one is the move): read as the replay reads it, the same turn as read plainly, or the same error.
bool hero_marks_read_plainly(Position& pos, const std::string& token, Counts& counts) {
  if (token.find('&') == std::string::npos && token.find(")>") == std::string::npos) return true;
  for (std::size_t i = 0; i < token.size(); ++i) {
    if (token[i] < 'A' || token[i] > 'Z') continue;  // piece letters are capitals, files small
    const bool marked = i > 0 && token[i - 1] == '+';
    const std::string other =
        marked ? token.substr(0, i - 1) + token.substr(i) : token.substr(0, i) + "+" + token.substr(i);
    bool unchecked = false;
    const auto plainly = read_back(pos, other, Dialect::San, Letters::Vi);
    auto replayed = read_back(pos, other, Dialect::San, Letters::Vi, &unchecked);
    if (replayed.ok() && unchecked) {  // as the replay does: made, then tested
      Position made = pos;
      Undo u;
      made.do_turn(*replayed, u);
      if (!legal_after(made, *replayed)) replayed = std::string(kIllegalMessage);
    }
    if (plainly.ok() != replayed.ok() || (plainly.ok() && !(*plainly == *replayed))) {
      ADD_FAILURE() << "'" << other << "' in " << to_fen(pos) << " [" << pos.profile().name
                    << "] reads back as the replay reads it as "
                    << (replayed ? to_lan(pos, *replayed) : replayed.error()) << ", plainly as "
                    << (plainly ? to_lan(pos, *plainly) : plainly.error());
      return false;
    }
    ++counts.marks;
  }
  return true;
}

// Checks every legal turn of `pos` in the three written forms; false (with a failure) at the first that does
// not read back as itself.
bool every_turn_reads_back(Position& pos, const std::vector<Turn>& legal, Counts& counts) {
  for (const Turn& t : legal) {
    const auto want = after(pos, t);
    const std::string forms[3] = {to_san(pos, t, legal), rulebook_token(pos, t, Letters::Vi),
                                  rulebook_token(pos, t, Letters::En)};
    const Dialect dialects[3] = {Dialect::San, Dialect::Rulebook, Dialect::Rulebook};
    const Letters letters[3] = {Letters::Vi, Letters::Vi, Letters::En};
    Turn plain[3];  // each form's turn read plainly: the replay's reading must be the same, in the same order
    for (int k = 0; k < 6; ++k) {
      bool unchecked = false;
      auto back =
          read_back(pos, forms[k % 3], dialects[k % 3], letters[k % 3], k >= 3 ? &unchecked : nullptr);
      const char* how = k >= 3 ? " (as the replay reads it)" : "";
      if (!back) {
        ADD_FAILURE() << "'" << forms[k % 3] << "' (" << to_lan(pos, t) << ") in " << to_fen(pos) << " ["
                      << pos.profile().name << "]" << how << ": " << back.error();
        return false;
      }
      if (after(pos, *back) != want) {
        ADD_FAILURE() << "'" << forms[k % 3] << "' (" << to_lan(pos, t) << ") in " << to_fen(pos) << " ["
                      << pos.profile().name << "] reads back" << how << " as " << to_lan(pos, *back);
        return false;
      }
      if (k < 3) plain[k] = *back;
      if (k >= 3 && !(*back == plain[k - 3])) {
        ADD_FAILURE() << "'" << forms[k % 3] << "' in " << to_fen(pos) << " [" << pos.profile().name
                      << "] reads back as the replay reads it as " << to_lan(pos, *back) << ", plainly as "
                      << to_lan(pos, plain[k - 3]);
        return false;
      }
    }
    // A deploy's sub-moves written in every other order that can be played (hand-written records need not
    // follow the generator's): read as the replay reads it, the same turn as read plainly, or the same error.
    if (t.size > 1) {
      if (!playable(pos, t)) {  // the generator's own order: the test of the others is wrong if this fails
        ADD_FAILURE() << to_lan(pos, t) << " in " << to_fen(pos) << " is legal but found unplayable";
        return false;
      }
      std::array<int, 3> at = {0, 1, 2};
      do {
        Turn order;
        for (int k = 0; k < t.size; ++k)
          order.push(t.moves[static_cast<std::size_t>(at[static_cast<std::size_t>(k)])]);
        if (!playable(pos, order)) {
          ++counts.unplayable;
          continue;
        }
        for (const Dialect dialect : {Dialect::Rulebook, Dialect::San}) {
          const std::string token =
              dialect == Dialect::San ? to_san(pos, order, legal) : rulebook_token(pos, order, Letters::Vi);
          bool unchecked = false;
          const auto plainly = read_back(pos, token, dialect, Letters::Vi);
          const auto replayed = read_back(pos, token, dialect, Letters::Vi, &unchecked);
          if (plainly.ok() != replayed.ok() || (plainly.ok() && !(*plainly == *replayed))) {
            ADD_FAILURE() << "'" << token << "' in " << to_fen(pos) << " [" << pos.profile().name
                          << "] reads back as the replay reads it as "
                          << (replayed ? to_lan(pos, *replayed) : replayed.error()) << ", plainly as "
                          << (plainly ? to_lan(pos, *plainly) : plainly.error());
            return false;
          }
        }
        ++counts.orders;
      } while (std::next_permutation(at.begin(), at.begin() + t.size));
      if (!hero_marks_read_plainly(pos, to_san(pos, t, legal), counts)) return false;
    }
    ++counts.turns;
    if (t.first().deploy()) ++counts.deploys;
    if (!t.first().deploy() && pos.at(t.first().from()).is_stack()) ++counts.stack_moves;
  }
  return true;
}

// The position with some of its pieces made heroes (commanders aside): stacks holding a hero and a plain
// piece of one type, which only the hero marks of a token tell apart, are rare in play.
Position with_heroes(const Position& pos, std::mt19937& rng) {
  Position out = pos;
  for (int i = 0; i < kSquares; ++i) {
    const Square sq(i);
    Stack st = pos.at(sq);
    if (st.empty() || rng() % 2) continue;
    for (int k = 0; k < st.size; ++k)
      if (st.pieces[k].type() != PieceType::Commander && rng() % 2)
        st.pieces[k] = st.pieces[k].with_heroic(true);
    out.set_stack(sq, st);
  }
  return out;
}

void every_move(const Profile& profile, int games, int plies, unsigned seed) {
  std::mt19937 rng(seed);
  Counts counts;
  for (int n = 0; n < games; ++n) {
    Position pos = Position::start(profile);
    for (int ply = 0; ply < plies; ++ply) {
      std::vector<Turn> legal;
      generate_legal(pos, DeployMode::Full, legal);
      if (legal.empty() || !pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) break;
      // Every position from the tenth ply on (the start's moves are few and alike).
      if (ply >= 10 && !every_turn_reads_back(pos, legal, counts)) return;
      if (ply >= 10 && ply % 4 == 0) {
        Position heroes = with_heroes(pos, rng);
        std::vector<Turn> their;
        generate_legal(heroes, DeployMode::Full, their);
        if (!every_turn_reads_back(heroes, their, counts)) return;
      }
      std::vector<Turn> favoured;  // boardings, deploys and captures build and break stacks
      for (const Turn& t : legal)
        if (t.first().kind() == MoveKind::Combine || t.first().deploy() || t.first().is_capture())
          favoured.push_back(t);
      const std::vector<Turn>& pool = !favoured.empty() && rng() % 3 != 0 ? favoured : legal;
      Undo u;
      pos.do_turn(pool[rng() % pool.size()], u);
    }
  }
  // At least this many of each kind per game played (both builds' runs give several times these).
  std::printf(
      "[ every move ] %s: %d games, %ld turns, %ld deploys, %ld stack moves, %ld deploy orders (%ld "
      "unplayable), %ld hero marks changed\n",
      profile.name, games, counts.turns, counts.deploys, counts.stack_moves, counts.orders, counts.unplayable,
      counts.marks);
  EXPECT_GT(counts.turns, 2500L * games);
  EXPECT_GT(counts.deploys, 250L * games);
  EXPECT_GT(counts.stack_moves, 60L * games);
  EXPECT_GT(counts.orders, 500L * games);
  EXPECT_GT(counts.marks, 300L * games);
}

// Under AddressSanitizer (the CI's second build) the same property on fewer games: it is ten times slower
// there (160 s a profile), and the normal build has already walked all eight.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kGames = 2;
#else
constexpr int kGames = 8;
#endif

// Stacks the review found written ambiguously: a navy carrying a hero and a plain air force
// (`(H+KK)H4,2_6,4/+K4,2_4,6/K4,2@@C5,3>*`), and a navy with an air force deploying whole (`(NF)>c2`); with
// heroes anywhere in the stack.
TEST(EveryMoveRoundTrip, StacksOfOneTypeWithAndWithoutHeroes) {
  Counts counts;
  // A navy carries two air forces under the official reading only.
  const std::vector<const char*> both = {"(NF)c4", "(N+F)c4", "(NFT)c3", "(N+FT)c3"};
  std::vector<const char*> official = both;
  for (const char* two : {"(N+FF)c5", "(NF+F)c5"}) official.push_back(two);
  for (const Profile& profile : {official_profile(), cotulenh_profile()})
    for (const char* stack : profile == official_profile() ? official : both) {
      Position pos = test::make({stack, "ed6", "Cg1", "cg12", "id4"}, Side::Red, profile);
      std::vector<Turn> legal;
      generate_legal(pos, DeployMode::Full, legal);
      ASSERT_FALSE(legal.empty()) << stack;
      EXPECT_TRUE(every_turn_reads_back(pos, legal, counts)) << stack << " [" << profile.name << "]";
    }
  EXPECT_GT(counts.deploys, 100);
}

TEST(EveryMoveRoundTrip, OfficialProfile) { every_move(official_profile(), kGames, 90, 31); }
TEST(EveryMoveRoundTrip, CotulenhProfile) { every_move(cotulenh_profile(), kGames, 90, 32); }

}  // namespace
}  // namespace saban::parser
