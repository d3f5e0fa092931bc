// The engine's shortcuts (and generate_captures) against the plain definitions, along random games in both
// profiles and deploy modes: generate_legal (which skips making turns that cannot touch the commander) and
// is_legal (which tests before promotions) against making every pseudo-legal turn and testing the position
// after it; the piece lists (occupied points, air-defence emitters) against a scan of the board after every
// turn and undo, and the emitter list and cover count of the air-defence zones against the full map;
// is_pseudo_legal_move against the generated turns; attackers() against its definition (each piece's reach
// the move generator's), in random games and with every piece alone with an enemy unit at every distance.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <deque>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "rules/airdefence.h"
#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/movegen_detail.h"
#include "rules/pieces.h"
#include "rules/position.h"
#include "rules/san.h"
#include "rules/stack.h"

namespace saban {
namespace {

std::vector<Turn> legal_by_definition(Position& pos, DeployMode mode) {
  std::vector<Turn> pseudo, legal;
  generate_turns(pos, mode, pseudo);
  for (const Turn& t : pseudo) {
    Undo u;
    pos.do_turn(t, u);
    if (legal_after(pos, t, mode)) legal.push_back(t);
    pos.undo_turn(u);
  }
  return legal;
}

::testing::AssertionResult piece_lists_match(const Position& pos, bool zones_too = false) {
  for (Side s : {Side::Red, Side::Blue}) {
    SquareSet occupied, emitters;
    for (int i = 0; i < kSquares; ++i) {
      const Stack& st = pos.at(Square(i));
      if (st.empty() || st.side() != s) continue;
      occupied.set(Square(i));
      if (air_defence_radius(st.top()) > 0) emitters.set(Square(i));
    }
    if (!(occupied == pos.occupied(s)) || !(emitters == pos.air_defence_emitters(s)))
      return ::testing::AssertionFailure() << "piece lists differ from the board in " << to_fen(pos);
    if (!zones_too) continue;
    // The emitter list and the cover count against the full map.
    const AirDefenceMap map = air_defence_map(pos, s);
    const AirDefenceZones zones = air_defence_zones(pos, s);
    for (int i = 0; i < kSquares; ++i) {
      const Square sq(i);
      if (zones.cover(sq) != map.cover[i] || zones.all.test(sq) != (map.cover[i] != 0) ||
          air_defence_cover_count(pos, s, sq) != __builtin_popcount(map.cover[i]))
        return ::testing::AssertionFailure()
               << "zones differ from the map at " << board::square_name(sq) << " in " << to_fen(pos);
    }
  }
  return ::testing::AssertionSuccess();
}

// is_pseudo_legal_move against membership in the generated turns, for the position's own one-move turns, the
// one-move turns of the same side two plies earlier (many still possible, some not), and variants of them
// with another kind or deploy flag (mostly impossible).
::testing::AssertionResult single_moves_match(const Position& pos, const std::vector<Turn>& pseudo,
                                              const std::vector<Turn>& earlier, long& checked) {
  auto generated = [&](Move m) { return std::find(pseudo.begin(), pseudo.end(), Turn(m)) != pseudo.end(); };
  std::vector<Move> candidates;
  for (const std::vector<Turn>* list : {&pseudo, &earlier})
    for (const Turn& t : *list) {
      if (t.size != 1) continue;
      const Move m = t.first();
      candidates.push_back(m);
      for (MoveKind k : {MoveKind::Quiet, MoveKind::Capture, MoveKind::Combine, MoveKind::StayCapture})
        if (k != m.kind()) candidates.emplace_back(m.from(), m.to(), k, m.piece(), m.deploy());
      candidates.emplace_back(m.from(), m.to(), m.kind(), m.piece(), !m.deploy());
    }
  for (const Move m : candidates) {
    ++checked;
    if (is_pseudo_legal_move(pos, m) != generated(m))
      return ::testing::AssertionFailure()
             << "is_pseudo_legal_move says " << !generated(m) << " for " << board::square_name(m.from())
             << "-" << board::square_name(m.to()) << " kind " << static_cast<int>(m.kind()) << " deploy "
             << m.deploy() << " in " << to_fen(pos);
  }
  return ::testing::AssertionSuccess();
}

// Calls fn(pos, p, from, to, dir, k, navy) for every piece `p` (by key_index) standing alone on the board
// with one enemy unit (a navy, or another unit: an infantry) `k + 1` points away along its line `dir`, on
// every pair of points where the two can stand.
template <class Fn>
void for_each_lone_pair(const Profile& profile, Fn fn) {
  Position pos(profile);
  for (int type = 0; type < kPieceTypes; ++type)
    for (Side side : {Side::Red, Side::Blue})
      for (bool heroic : {false, true}) {
        const Piece p(static_cast<PieceType>(type), side, heroic);
        for (int navy = 0; navy < 2; ++navy) {
          const Piece target(navy ? PieceType::Navy : PieceType::Infantry, ~side, false);
          for (int i = 0; i < kSquares; ++i) {
            const Square from(i);
            if (!board::can_stand(p.type(), from)) continue;
            pos.set_stack(from, Stack::single(p));
            for (int dir = 0; dir < kDirections; ++dir) {
              const board::Ray& ray = board::ray(from, dir);
              for (int k = 0; k < ray.length; ++k) {
                const Square to = ray.squares[k];
                if (!board::can_stand(target.type(), to)) continue;
                pos.set_stack(to, Stack::single(target));
                fn(pos, p, from, to, dir, k, navy != 0);
                pos.set_stack(to, Stack{});
              }
            }
            pos.set_stack(from, Stack{});
          }
        }
      }
}

// The move generator's capture reach, the plain definition of a capture: for every piece (by key_index), how
// far it takes an enemy unit along an orthogonal and along a diagonal, a navy or another unit: the farthest
// distance at which generate_unit_moves gives a move onto it (a capture, or a plane's shot down or suicide
// there), over every lone pair.
using ReachTable = std::array<std::array<std::array<int, 2>, 2>, kPieceTypes * 4>;  // [piece][diagonal][navy]
ReachTable build_generator_reach(const Profile& profile) {
  ReachTable reach{};
  std::vector<Move> moves;
  for_each_lone_pair(profile,
                     [&](const Position& pos, Piece p, Square from, Square to, int dir, int k, bool navy) {
                       moves.clear();
                       generate_unit_moves(pos, from, p, false, moves);
                       for (const Move m : moves)
                         if (m.to() == to && m.kind() != MoveKind::Quiet && m.kind() != MoveKind::Combine) {
                           int& r = reach[static_cast<std::size_t>(p.key_index())][is_diagonal(dir)][navy];
                           r = std::max(r, k + 1);
                         }
                     });
  return reach;
}

const ReachTable& generator_reach(const Profile& profile) {
  static std::deque<std::pair<Profile, ReachTable>> tables;  // one a profile, built once (never moved)
  for (const auto& [pr, table] : tables)
    if (pr == profile) return table;
  tables.emplace_back(profile, build_generator_reach(profile));
  return tables.back().second;
}

// How far piece `p` attacks along a line by definition: the move generator's capture reach, but for the
// check detection's own rules (rules/attack.cpp), where the generator does not say: the cotulenh missile's
// full reach on diagonals; the commander's, which the generator lets take only adjacent units (and the facing
// commander): official, adjacent and orthogonal only (facing is tested apart); cotulenh, a heroic one its
// capture range (2: pieces.h) on every line.
int attack_reach(Piece p, bool diag, bool navy, const Profile& profile) {
  const auto& g = generator_reach(profile)[static_cast<std::size_t>(p.key_index())];
  if (p.type() == PieceType::Missile && diag && profile.cotulenh_quirks) return g[false][navy];
  if (p.type() == PieceType::Commander) {
    if (!profile.cotulenh_quirks && diag) return 0;
    if (profile.cotulenh_quirks && p.heroic()) return piece_rules(p, profile).capture_range;
  }
  return g[diag][navy];
}

// The attackers of a point by definition: every piece of `by` on the first squares::kMaxReach points of the
// eight lines, within its reach, not blocked unless it captures over pieces, not kept out by HQ shelter, and
// a plain plane surviving the air defence on its way; in line, distance and slot order.
std::vector<Position::PackedAttacker> attackers_by_definition(const Position& pos, Square target, Side by) {
  const Profile& profile = pos.profile();
  const Stack& victim = pos.at(target);
  const bool navy = !victim.empty() && victim.top().type() == PieceType::Navy;
  const bool sheltered = profile.hq_shelter && !victim.empty() &&
                         victim.top().type() == PieceType::Headquarters &&
                         victim.contains(PieceType::Commander);
  const AirDefenceZones zones = air_defence_zones(pos, ~by);
  std::vector<Position::PackedAttacker> out;
  for (int dir = 0; dir < kDirections; ++dir) {
    const board::Ray& ray = board::ray(target, dir);
    bool blocked = false;
    for (int i = 0; i < std::min<int>(ray.length, squares::kMaxReach); ++i) {
      const Square sq = ray.squares[i];
      const Stack& st = pos.at(sq);
      if (st.empty()) continue;
      for (int slot = 0; st.side() == by && slot < st.size; ++slot) {
        const Piece p = st.pieces[slot];
        const PieceType t = p.type();
        if (i + 1 > attack_reach(p, is_diagonal(dir), navy, profile)) continue;
        if (blocked && !piece_rules(p, profile).capture_through) continue;
        if (sheltered && t != PieceType::Artillery && t != PieceType::AirForce && t != PieceType::Navy)
          continue;
        if (t == PieceType::AirForce && !p.heroic() && zones.count) {
          const board::Ray& flight = board::ray(sq, dir ^ 1);
          bool survives = true;
          if (profile.air_defence == AirDefence::Cotulenh) {
            FlightPath path(nullptr);
            Flight f = Flight::Safe;
            for (int k = 0; k <= i && f != Flight::Destroyed; ++k)
              f = path.advance(zones.cover(flight.squares[k]));
            survives = f != Flight::Destroyed;
          } else {
            for (int k = 0; k <= i; ++k) survives = survives && !zones.all.test(flight.squares[k]);
          }
          if (!survives) continue;
        }
        out.push_back(static_cast<Position::PackedAttacker>((sq.index() << 8) | p.bits()));
      }
      if (!(profile.navy_transparent_to_land && st.top().type() == PieceType::Navy)) blocked = true;
    }
  }
  return out;
}

// attackers() (only the lines with a unit of `by` within its pieces' reach, each up to the farthest) against
// the definition, on every point, for both sides: the same attackers in the same order.
::testing::AssertionResult attackers_match(const Position& pos, long& found) {
  for (int i = 0; i < kSquares; ++i)
    for (Side by : {Side::Red, Side::Blue}) {
      Position::PackedAttacker list[Position::kMaxAttackers];
      const int n = pos.attackers(Square(i), by, list);
      const std::vector<Position::PackedAttacker> want = attackers_by_definition(pos, Square(i), by);
      const bool same = std::vector<Position::PackedAttacker>(list, list + n) == want &&
                        (pos.attackers(Square(i), by, nullptr) > 0) == !want.empty();
      if (!same)
        return ::testing::AssertionFailure()
               << "attackers of " << board::square_name(Square(i)) << " differ (" << n << " against "
               << want.size() << ") in " << to_fen(pos);
      found += n;
    }
  return ::testing::AssertionSuccess();
}

// attackers() against the definition with one piece and one enemy unit on the board, for every piece at every
// distance along its lines: the attack table's reach of every piece, each line and target, where random games
// may never put it to the test.
void check_lone_pairs(const Profile& profile) {
  long found = 0, checked = 0;
  for_each_lone_pair(profile, [&](const Position& pos, Piece p, Square, Square to, int, int, bool) {
    if (::testing::Test::HasFailure()) return;
    Position::PackedAttacker list[Position::kMaxAttackers];
    const int n = pos.attackers(to, p.side(), list);
    const std::vector<Position::PackedAttacker> want = attackers_by_definition(pos, to, p.side());
    EXPECT_TRUE(std::vector<Position::PackedAttacker>(list, list + n) == want)
        << "attackers of " << board::square_name(to) << " differ (" << n << " against " << want.size()
        << ") in " << to_fen(pos);
    found += n;
    ++checked;
  });
  EXPECT_GT(found, 10000);
  EXPECT_GT(checked, 100000);
}

TEST(FastPaths, AttackersOfLonePairsOfficial) { check_lone_pairs(official_profile()); }
TEST(FastPaths, AttackersOfLonePairsCotulenh) { check_lone_pairs(cotulenh_profile()); }

void play_random_games(const Profile& profile, DeployMode mode, int games, int plies, unsigned seed) {
  std::mt19937 rng(seed);
  long compared = 0, single_checked = 0, attackers_found = 0;
  for (int g = 0; g < games; ++g) {
    Position pos = Position::start(profile);
    std::vector<Turn> before_last, last;  // the pseudo-legal turns two plies and one ply ago
    for (int ply = 0; ply < plies; ++ply) {
      std::vector<Turn> fast;
      generate_legal(pos, mode, fast);
      const std::vector<Turn> slow = legal_by_definition(pos, mode);
      ASSERT_EQ(fast.size(), slow.size()) << "game " << g << " ply " << ply << ": " << to_fen(pos);
      for (std::size_t i = 0; i < fast.size(); ++i)
        ASSERT_TRUE(fast[i] == slow[i]) << "turn " << i << " differs in " << to_fen(pos);
      std::vector<Turn> pseudo;
      generate_turns(pos, mode, pseudo);
      for (const Turn& t : pseudo) {
        Undo u;
        pos.do_turn(t, u);
        const bool want = legal_after(pos, t, mode);
        ASSERT_TRUE(piece_lists_match(pos));
        pos.undo_turn(u);
        ASSERT_EQ(is_legal(pos, t, mode), want) << "is_legal differs in " << to_fen(pos);
      }
      ASSERT_TRUE(piece_lists_match(pos, true));
      ASSERT_TRUE(attackers_match(pos, attackers_found));
      ASSERT_TRUE(single_moves_match(pos, pseudo, before_last, single_checked));
      before_last = std::move(last);
      last = pseudo;
      // generate_captures: the single-piece turns that take something, in generate_turns' order.
      std::vector<Turn> single, captures_by_filter, captures_fast;
      generate_turns(pos, DeployMode::Single, single);
      for (const Turn& t : single)
        if (t.first().is_capture()) captures_by_filter.push_back(t);
      generate_captures(pos, captures_fast);
      ASSERT_EQ(captures_fast.size(), captures_by_filter.size()) << "captures differ in " << to_fen(pos);
      for (std::size_t i = 0; i < captures_fast.size(); ++i)
        ASSERT_TRUE(captures_fast[i] == captures_by_filter[i])
            << "capture " << i << " differs in " << to_fen(pos);
      compared += static_cast<long>(fast.size());
      if (fast.empty() || !pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) break;
      // Prefer captures, so that games reach thin, tactical positions (last guards, checks, planes).
      std::vector<Turn> captures;
      for (const Turn& t : fast)
        if (t.first().is_capture()) captures.push_back(t);
      const std::vector<Turn>& pool = !captures.empty() && rng() % 3 != 0 ? captures : fast;
      Undo u;
      pos.do_turn(pool[rng() % pool.size()], u);
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(single_checked, 1000);
  EXPECT_GT(attackers_found, 1000);
}

// generate_captures against its definition where the commanders face each other along an open file, far
// apart (the only capture from beyond kMaxReach: generate_captures' test of a unit's reach must not skip the
// commander; official rules, cotulenh's commander may not cross the open line).
TEST(FastPaths, CapturesOfTheFacingCommander) {
  for (const Profile& profile : {official_profile()})
    for (const char* fen : {"6c4/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1",
                            "6c4/11/11/11/11/11/11/11/11/11/2I8/6C4 b - - 0 1"}) {
      Position pos = std::move(parse_fen(fen, profile)).value();
      std::vector<Turn> single, by_filter, fast;
      generate_turns(pos, DeployMode::Single, single);
      for (const Turn& t : single)
        if (t.first().is_capture()) by_filter.push_back(t);
      generate_captures(pos, fast);
      ASSERT_FALSE(by_filter.empty()) << fen;
      ASSERT_EQ(fast.size(), by_filter.size()) << fen;
      for (std::size_t i = 0; i < fast.size(); ++i) EXPECT_TRUE(fast[i] == by_filter[i]) << fen;
    }
}

// generate_captures' walk of a lone plane under enemy air-defence zones (zoned_plane_captures) against its
// definition, on random boards of both profiles: a plane (heroic or not) among enemy emitters of every
// radius, enemy targets (among them emitters and a commander), and units of its own side, many zones
// overlapping; each board under both profiles.
TEST(FastPaths, CapturesOfPlanesUnderZones) {
  std::mt19937 rng(36);
  long compared = 0, zoned = 0;
  const std::array<Profile, 2> profiles = {official_profile(), cotulenh_profile()};
  for (const Profile& profile : profiles)
    for (int game = 0; game < 3000; ++game) {
      Position pos(profile);
      auto place = [&](PieceType type, Side side, bool heroic) {
        for (int tries = 0; tries < 50; ++tries) {
          const Square s(static_cast<int>(rng() % kSquares));
          if (!pos.at(s).empty() || !board::can_stand(type, s)) continue;
          pos.set_stack(s, Stack::single(Piece(type, side, heroic)));
          return;
        }
      };
      const Side us = rng() % 2 ? Side::Red : Side::Blue;
      place(PieceType::Commander, us, false);
      place(PieceType::Commander, ~us, false);
      for (int i = 0, n = 1 + static_cast<int>(rng() % 2); i < n; ++i)
        place(PieceType::AirForce, us, rng() % 4 == 0);
      for (int i = 0, n = 1 + static_cast<int>(rng() % 5); i < n; ++i) {
        const PieceType emitters[] = {PieceType::AntiAir, PieceType::Missile, PieceType::Navy};
        place(emitters[rng() % 3], ~us, rng() % 3 == 0);
      }
      for (int i = 0, n = static_cast<int>(rng() % 5); i < n; ++i)
        place(rng() % 2 ? PieceType::Infantry : PieceType::Tank, ~us, false);
      for (int i = 0, n = static_cast<int>(rng() % 3); i < n; ++i) place(PieceType::Infantry, us, false);
      pos.set_side_to_move(us);
      // The same board under the other profile too.
      Position other(&profile == &profiles[0] ? profiles[1] : profiles[0]);
      for (int i = 0; i < kSquares; ++i) other.set_stack(Square(i), pos.at(Square(i)));
      other.set_side_to_move(us);
      for (Position* p : {&pos, &other}) {
        std::vector<Turn> single, by_filter, fast;
        generate_turns(*p, DeployMode::Single, single);
        for (const Turn& t : single)
          if (t.first().is_capture()) by_filter.push_back(t);
        generate_captures(*p, fast);
        for (const Turn& t : by_filter)
          if (t.first().piece().type() == PieceType::AirForce && !t.first().piece().heroic()) ++zoned;
        ASSERT_EQ(fast.size(), by_filter.size()) << to_fen(*p);
        for (std::size_t i = 0; i < fast.size(); ++i) ASSERT_TRUE(fast[i] == by_filter[i]) << to_fen(*p);
      }
      ++compared;
    }
  EXPECT_EQ(compared, 6000);
  EXPECT_GT(zoned, 4000);
}

// unit_moves' table of piece_rules by the piece's bits against piece_rules itself, for every piece of both
// profiles (and the profiles with each of the two flipped: only cotulenh_quirks may matter).
TEST(FastPaths, PieceRulesTableIsPieceRules) {
  for (Profile profile : {official_profile(), cotulenh_profile()})
    for (int flip = 0; flip < 2; ++flip) {
      if (flip) profile.cotulenh_quirks = !profile.cotulenh_quirks;
      for (int type = 0; type < kPieceTypes; ++type)
        for (Side side : {Side::Red, Side::Blue})
          for (bool heroic : {false, true}) {
            const Piece p(static_cast<PieceType>(type), side, heroic);
            const PieceRules plain = piece_rules(p, profile);
            const PieceRules& table = detail::piece_rules_of(p, profile);
            EXPECT_EQ(table.move_range, plain.move_range) << type << heroic << profile.name;
            EXPECT_EQ(table.capture_range, plain.capture_range) << type << heroic << profile.name;
            EXPECT_EQ(table.diagonal_range, plain.diagonal_range) << type << heroic << profile.name;
            EXPECT_EQ(table.capture_through, plain.capture_through) << type << heroic << profile.name;
            EXPECT_EQ(table.move_through, plain.move_through) << type << heroic << profile.name;
          }
    }
}

// direction_to (one read of the step table by file and rank steps) against the rays themselves: for every
// pair of points, the direction whose ray from the first reaches the second, or -1.
TEST(FastPaths, DirectionToIsTheRayThrough) {
  for (int a = 0; a < kSquares; ++a)
    for (int b = 0; b < kSquares; ++b) {
      int plain = -1;
      for (int dir = 0; dir < kDirections; ++dir) {
        const board::Ray& ray = board::ray(Square(a), dir);
        for (int i = 0; i < ray.length; ++i)
          if (ray.squares[i] == Square(b)) plain = dir;
      }
      EXPECT_EQ(detail::direction_to(Square(a), Square(b)), plain) << a << " " << b;
    }
}

// combine of two single pieces and without_piece of a stack of three read arrange_stack's table of pairs at
// once: the plain definitions (every piece of the pair or triple put together, or the piece taken out and the
// rest arranged, left in order when it cannot stand as a stack), for every pair and triple of pieces (both
// sides, heroic or not) under both stackings.
TEST(FastPaths, PairsOfPiecesAsArrangeStack) {
  std::vector<Piece> all;
  for (int type = 0; type < kPieceTypes; ++type)
    for (Side side : {Side::Red, Side::Blue})
      for (bool heroic : {false, true}) all.emplace_back(static_cast<PieceType>(type), side, heroic);
  int triples = 0;
  for (Stacking stacking : {Stacking::Official, Stacking::Cotulenh})
    for (const Piece a : all)
      for (const Piece b : all) {
        const Piece pair[2] = {a, b};
        EXPECT_EQ(combine(Stack::single(a), Stack::single(b), stacking), arrange_stack(pair, 2, stacking));
        for (const Piece c : all) {
          Stack st;  // a triple as it may be given, arranged or not
          st.pieces = {a, b, c};
          st.size = 3;
          for (const Piece p : {a, b, c, Piece(PieceType::Navy, Side::Red, true)}) {
            Stack rest;
            bool removed = false;
            for (int i = 0; i < 3; ++i) {
              if (!removed && st.pieces[static_cast<std::size_t>(i)] == p) {
                removed = true;
                continue;
              }
              rest.pieces[rest.size++] = st.pieces[static_cast<std::size_t>(i)];
            }
            const auto arranged = arrange_stack(rest.pieces.data(), rest.size, stacking);
            EXPECT_EQ(without_piece(st, p, stacking), arranged ? *arranged : rest);
            ++triples;
          }
        }
      }
  EXPECT_GT(triples, 100000);
}

TEST(FastPaths, OfficialFullDeploy) { play_random_games(official_profile(), DeployMode::Full, 40, 200, 1); }
TEST(FastPaths, OfficialAnyOrder) { play_random_games(official_profile(), DeployMode::AnyOrder, 6, 120, 2); }
TEST(FastPaths, CotulenhSingleDeploy) {
  play_random_games(cotulenh_profile(), DeployMode::Single, 12, 160, 3);
}
TEST(FastPaths, CotulenhFullDeploy) { play_random_games(cotulenh_profile(), DeployMode::Full, 6, 120, 4); }

}  // namespace
}  // namespace saban
