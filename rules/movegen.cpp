#include "rules/movegen.h"

#include <algorithm>
#include <bit>
#include <bitset>
#include <cassert>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <utility>

#include "rules/airdefence.h"
#include "rules/lone_moves.h"
#include "rules/movegen_detail.h"
#include "rules/pieces.h"

namespace saban {

using detail::capture_kinds;
using detail::direction_to;
using detail::directions_to;
using detail::kAllDirections;
using detail::kLines;
using detail::kLinesWithin;
using detail::kLongestReach;
using detail::kRulesByBits;
using detail::OfficialFlight;
using detail::unit_moves;

namespace {

// Per point, the half of the board for the heavy-piece rule: 0 at sea (files a, b), 1 above the river, 2
// below it.
constexpr std::array<std::uint8_t, kSquares> build_zone_table() {
  std::array<std::uint8_t, kSquares> t{};
  for (int i = 0; i < kSquares; ++i) {
    const Square s(i);
    t[i] = static_cast<std::uint8_t>(s.file() <= 1 ? 0 : (s.rank() >= 6 ? 1 : 2));
  }
  return t;
}
constexpr std::array<std::uint8_t, kSquares> kHeavyZone = build_zone_table();

using board::can_stand;

int heavy_zone(Square s) { return kHeavyZone[static_cast<std::size_t>(s.index())]; }

// Does terrain stop quiet moves (and boarding) on `to` and beyond?
// Inline: called for every point walked (a call cost as much as the test).
[[gnu::always_inline]] inline bool terrain_blocks(const Profile& profile, Square from, Square to,
                                                  PieceType mover, int dir) {
  if (mover != PieceType::AirForce && !can_stand(mover, to)) return true;
  if (is_heavy(mover)) {
    const int zf = heavy_zone(from), zt = heavy_zone(to);
    const bool vertical = dir == North || dir == South;
    if (zf && zt && zf != zt && !(vertical && board::is_ford_file(from.file()))) return true;
  }
  if (mover == PieceType::Navy && profile.navy_corner_blocks) {
    if ((dir == NorthEast && to == Square(3, 5)) || (dir == SouthWest && to == Square(2, 4)) ||
        (dir == NorthWest && to == Square(2, 7)) || (dir == SouthEast && to == Square(3, 6)))
      return true;
  }
  return false;
}

// Cotulenh: points the commander may neither stop on nor cross (in line with the enemy commander).
std::bitset<kSquares> exposure_set(const Position& pos, Side us, Square origin) {
  std::bitset<kSquares> set;
  const Square enemy = pos.commander(~us);
  if (!enemy.valid()) return set;
  auto walk = [&](int dir) {
    const board::Ray& ray = board::ray(enemy, dir);
    for (int i = 0; i < ray.length; ++i) {
      const Square s = ray.squares[i];
      if (!pos.at(s).empty() && s != origin) break;
      set.set(s.index());
    }
  };
  walk(origin.rank() <= enemy.rank() ? South : North);
  if (origin.file() != enemy.file()) walk(origin.file() < enemy.file() ? West : East);
  return set;
}

struct RayContext {
  const Position& pos;
  Square from;
  Stack unit;        // what moves: the whole stack, or the deployed piece alone
  Piece mover;       // whose rules apply: the unit's carrier
  PieceRules rules;  // piece_rules(mover, profile)
  bool deploy;
  const AirDefenceMap* zones;  // the enemy's, for a non-heroic air force; else null
  const std::bitset<kSquares>* exposure;
  std::vector<Move>& out;
  bool captures_only = false;  // quiescence: only the moves that take something
  Square only_to = kNoSquare;  // if valid: only the moves that end there (the ray is left after it)

  void add(Square to, MoveKind kind) const {
    if (captures_only && kind != MoveKind::Capture && kind != MoveKind::StayCapture &&
        kind != MoveKind::Suicide)
      return;
    if (only_to.valid() && to != only_to) return;
    out.push_back(Move(from, to, kind, mover, deploy));
  }
};

// RayContext::add inline, for generate_ray's own moves (`kCapturesOnly` is c.captures_only).
template <bool kCapturesOnly>
[[gnu::always_inline]] inline void add_move(const RayContext& c, Square to, MoveKind kind) {
  if (kCapturesOnly && kind != MoveKind::Capture && kind != MoveKind::StayCapture &&
      kind != MoveKind::Suicide)
    return;
  if (c.only_to.valid() && to != c.only_to) return;
  c.out.push_back(Move(c.from, to, kind, c.mover, c.deploy));
}

// The same for generate_ray's own moves; `kCapturesOnly` is c.captures_only.
template <bool kCapturesOnly>
void capture_moves(const RayContext& c, Square to, const Stack& target, int dist, OfficialFlight flight) {
  capture_kinds(c, to, target, dist, flight, [&](MoveKind kind) { add_move<kCapturesOnly>(c, to, kind); });
}

// How far a piece moves and captures along a line (a diagonal is limited by the piece's diagonal range);
// `moves` is false for a piece that cannot go that way at all.
struct Reach {
  bool moves = false;
  int move = 0, capture = 0;
};
constexpr Reach reach_along(const PieceRules& r, bool diag) {
  if (diag && r.diagonal_range == 0) return {};
  return {true, diag ? std::min(r.move_range, r.diagonal_range) : r.move_range,
          diag ? std::min(r.capture_range, r.diagonal_range) : r.capture_range};
}

// Walks one ray from the unit's point, adding quiet moves, boardings and captures (rules.md, "Pieces");
// `reach_of` is reach_along(c.rules, is_diagonal(dir)), found once per unit by the caller. `kCommander` is
// c.mover's type being the commander and `kPlane` c.zones being set (the caller's dispatch): constants, so
// that each case's walk leaves out the others' tests.
template <bool kCommander, bool kPlane, bool kCapturesOnly>
void generate_ray(const RayContext& c, int dir, const Reach& reach_of) {
  const Position& pos = c.pos;
  const Profile& profile = pos.profile();
  const PieceType t = c.mover.type();
  const PieceRules& r = c.rules;
  const bool diag = is_diagonal(dir);
  if (!reach_of.moves) return;
  const int move_reach = reach_of.move, capture_reach = reach_of.capture;
  const int reach = std::max(move_reach, capture_reach);
  constexpr bool commander = kCommander;
  constexpr bool plane = kPlane;
  constexpr bool captures_only = kCapturesOnly;
  const bool official_air = plane && profile.air_defence == AirDefence::Official;
  const Side us = c.mover.side();

  const board::Ray& ray = board::ray(c.from, dir);
  // Captures only, by a piece that is neither a plane nor a commander: the points within capture reach, the
  // empty ones passed over; an enemy unit taken, any unit blocking as below.
  if (captures_only && !plane && !commander && !c.only_to.valid()) {
    const int last = std::min<int>(ray.length, capture_reach);
    for (int i = 0; i < last; ++i) {
      const Square to = ray.squares[i];
      const Stack& target = pos.at(to);
      if (target.empty()) continue;
      if (target.side() != us) capture_moves<kCapturesOnly>(c, to, target, i + 1, OfficialFlight::Clear);
      const bool navy_target = target.top().type() == PieceType::Navy;
      const bool passes = r.move_through || (t == PieceType::Navy && !navy_target) ||
                          (profile.navy_transparent_to_land && t != PieceType::Navy && navy_target);
      if (!passes && !r.capture_through) break;
    }
    return;
  }
  FlightPath path(profile.air_defence == AirDefence::Cotulenh ? c.zones : nullptr);
  std::uint32_t zones_before = 0;  // official: the zones the plane crossed before this point
  bool piece_blocked = false, terrain_blocked = false;
  for (int i = 0; i < ray.length; ++i) {
    const Square to = ray.squares[i];
    const int dist = i + 1;
    if (commander && c.exposure && c.exposure->test(to.index())) break;
    Flight flight = Flight::Safe;
    if (plane && !official_air) {
      flight = path.step(to);
      if (flight == Flight::Destroyed) break;
    }
    if (dist > reach) break;
    const Stack& target = pos.at(to);
    // Captures only: an empty point adds nothing (its quiet move is not wanted) and, but for a plane's zones,
    // changes nothing; the terrain stops only quiet moves and boardings.
    if (captures_only && !plane && target.empty()) {
      if (to == c.only_to) break;
      continue;
    }
    if (!terrain_blocked && !captures_only) terrain_blocked = terrain_blocks(profile, c.from, to, t, dir);
    OfficialFlight official = OfficialFlight::Clear;
    if (official_air) {
      // Diving straight at an air-defence piece, the plane crosses that piece's own zone: one-for-one, not a
      // shoot-down on the way (seed rules:53).
      if (zones_before & ~c.zones->emitter[to.index()])
        official = OfficialFlight::ShotDownOnTheWay;
      else if (c.zones->cover[to.index()])
        official = OfficialFlight::DestinationInZone;
    }
    if (target.empty()) {
      if (dist <= move_reach && !terrain_blocked && !piece_blocked && can_stand(t, to) &&
          flight == Flight::Safe)
        add_move<kCapturesOnly>(c, to,
                                official == OfficialFlight::Clear ? MoveKind::Quiet : MoveKind::ShotDown);
    } else if (target.side() != us) {
      if (commander) {
        // The commander takes the enemy commander along an open line at any distance (facing), else adjacent.
        // A commander leaving a stack was carried, and a carried commander faces nobody: adjacent only.
        const bool enemy_commander = target.top().type() == PieceType::Commander;
        if (enemy_commander && !diag && (dist == 1 || !c.deploy))
          add_move<kCapturesOnly>(c, to, MoveKind::Capture);
        else if (!enemy_commander && dist == 1)
          capture_moves<kCapturesOnly>(c, to, target, dist, official);
      } else if (dist <= capture_reach) {
        if (flight == Flight::Kamikaze)
          add_move<kCapturesOnly>(c, to, MoveKind::Suicide);
        else
          capture_moves<kCapturesOnly>(c, to, target, dist, official);
      }
    } else if (dist <= move_reach && !terrain_blocked && !piece_blocked && !captures_only) {
      if (auto combined = combine(c.unit, target, profile.stacking)) {
        const bool plane_safe =
            official == OfficialFlight::Clear ||
            (official == OfficialFlight::DestinationInZone && combined->top().type() == PieceType::Navy);
        if (can_stand(combined->top().type(), to) && plane_safe)
          add_move<kCapturesOnly>(c, to, MoveKind::Combine);
      }
    }
    if (!target.empty()) {
      const bool navy_target = target.top().type() == PieceType::Navy;
      // A navy is blocked by navies only; along the coast (official) a navy does not block land pieces
      // either.
      const bool passes = r.move_through || (t == PieceType::Navy && !navy_target) ||
                          (profile.navy_transparent_to_land && t != PieceType::Navy && navy_target);
      if (!passes) piece_blocked = true;
      if (commander || (piece_blocked && !r.capture_through)) break;
    }
    if (official_air) zones_before |= c.zones->cover[to.index()];
    if (to == c.only_to) break;
  }
}

}  // namespace

namespace detail {

// The directions of the lines from `from` through the points of `targets` (bit `dir` set).
unsigned directions_to(Square from, const SquareSet& targets) {
  unsigned dirs = 0;
  targets.for_each([&](Square to) {
    const int dir = direction_to(from, to);
    if (dir >= 0) dirs |= 1u << dir;
  });
  return dirs;
}

}  // namespace detail

namespace {

using LinesWithin = std::array<std::array<SquareSet, kSquares>, squares::kMaxReach + 1>;
constexpr LinesWithin build_lines_within() {
  LinesWithin t{};
  for (int r = 1; r <= squares::kMaxReach; ++r)
    for (int idx = 0; idx < kSquares; ++idx)
      for (int dir = 0; dir < kDirections; ++dir) {
        const board::Ray& ray =
            board::detail::kRays[static_cast<std::size_t>(idx)][static_cast<std::size_t>(dir)];
        for (int i = 0; i < r && i < ray.length; ++i)
          t[static_cast<std::size_t>(r)][static_cast<std::size_t>(idx)].set(
              ray.squares[static_cast<std::size_t>(i)]);
      }
  return t;
}

}  // namespace

constexpr LinesWithin detail::kLinesWithin = build_lines_within();

bool detail::may_capture_deployed(const Position& pos, Square from, Piece p) {
  const int reach = piece_rules(p, pos.profile()).capture_range;  // a commander's is 1
  if (reach > squares::kMaxReach) return true;
  return pos.occupied(~p.side()).intersects(
      kLinesWithin[static_cast<std::size_t>(reach)][static_cast<std::size_t>(from.index())]);
}

namespace {

// Per point and direction, the first points of the ray (up to one past the longest reach, kMaxReach): the
// points of `owner`'s air-defence map generate_ray reads when it walks that ray.
using RayPoints = std::array<std::array<SquareSet, kDirections>, kSquares>;
constexpr RayPoints build_ray_points() {
  RayPoints t{};
  for (int idx = 0; idx < kSquares; ++idx)
    for (int dir = 0; dir < kDirections; ++dir) {
      const board::Ray& ray =
          board::detail::kRays[static_cast<std::size_t>(idx)][static_cast<std::size_t>(dir)];
      for (int i = 0; i <= squares::kMaxReach && i < ray.length; ++i)
        t[static_cast<std::size_t>(idx)][static_cast<std::size_t>(dir)].set(
            ray.squares[static_cast<std::size_t>(i)]);
    }
  return t;
}
constexpr RayPoints kRayPoints = build_ray_points();

// The entries of `owner`'s air-defence map on the rays from `from` whose bit is set in `dirs` (kRayPoints),
// the rest left unset: not the whole map (fill_air_defence_map zeroes and fills a kilobyte), made for every
// plane under enemy zones that captures generation and the deploy walk ask about.
void fill_air_defence_rays(const Position& pos, Side owner, Square from, unsigned dirs, AirDefenceMap& map) {
  SquareSet points;
  for (; dirs; dirs &= dirs - 1)
    points |=
        kRayPoints[static_cast<std::size_t>(from.index())][static_cast<std::size_t>(__builtin_ctz(dirs))];
  fill_air_defence_points(pos, owner, points, map);
}

// Per profile quirks, piece (Piece::bits) and kind of line (diagonal or not): reach_along of its rules, and
// the farthest it goes that way (0 where it cannot). moves_to reads them for every move it is asked for.
struct LineReach {
  Reach reach;
  int longest = 0;
};
using ReachByBits = std::array<std::array<std::array<LineReach, 2>, 64>, 2>;
constexpr ReachByBits build_reach_by_bits() {
  ReachByBits t{};
  for (std::size_t quirks = 0; quirks < 2; ++quirks)
    for (std::size_t bits = 0; bits < 64; ++bits)
      for (std::size_t diag = 0; diag < 2; ++diag) {
        LineReach& e = t[quirks][bits][diag];
        e.reach = reach_along(kRulesByBits[quirks][bits], diag != 0);
        e.longest = e.reach.moves ? std::max(e.reach.move, e.reach.capture) : 0;
      }
  return t;
}
constexpr ReachByBits kReachByBits = build_reach_by_bits();

}  // namespace

const PieceRules& detail::piece_rules_of(Piece p, const Profile& profile) {
  return kRulesByBits[profile.cotulenh_quirks ? 1 : 0][p.bits() & 63];
}

// The sub-moves of one unit along the lines whose bit is set in `dirs`, in direction order; with `only_to`
// valid, only those that end there.
void detail::unit_moves(const Position& pos, Square from, Piece piece, bool deploy, unsigned dirs,
                        std::vector<Move>& out, bool captures_only, Square only_to) {
  if (dirs == 0) return;
  const Stack& st = pos.at(from);
  const Side us = st.side();
  const PieceRules& rules = piece_rules_of(piece, pos.profile());
  // Captures only: a ray with no enemy unit within the piece's capture reach yields none (the commander's
  // capture of the facing commander aside, at any distance).
  if (captures_only && piece.type() == PieceType::Commander) {
    // A commander takes only next to it, and the enemy commander along its file or rank (generate_ray): the
    // lines of the enemy units beside it and the one to that commander.
    unsigned near = 0;
    (pos.occupied(~us) & kLinesWithin[1][static_cast<std::size_t>(from.index())]).for_each([&](Square s) {
      near |= 1u << direction_to(from, s);
    });
    const Square enemy = pos.commander(~us);
    if (enemy.valid() && (kLines.file[enemy.index()] == kLines.file[from.index()] ||
                          kLines.rank[enemy.index()] == kLines.rank[from.index()]))
      near |= 1u << direction_to(from, enemy);
    dirs &= near;
    if (!dirs) return;
  } else if (captures_only) {
    const SquareSet& theirs = pos.occupied(~us);
    if (rules.capture_range <= squares::kMaxReach) {
      // The enemy units within capture reach on the unit's lines (usually none or one): the lines they
      // stand on, where the reach along that line (shorter on a diagonal) gets to them.
      unsigned near = 0;
      (theirs &
       kLinesWithin[static_cast<std::size_t>(rules.capture_range)][static_cast<std::size_t>(from.index())])
          .for_each([&](Square s) {
            // On one of the unit's lines: the direction from the signs (direction_to, inline).
            const int df = kLines.file[s.index()] - kLines.file[from.index()];
            const int dr = kLines.rank[s.index()] - kLines.rank[from.index()];
            const int dir = kLines.dir[(df > 0) - (df < 0) + 1][(dr > 0) - (dr < 0) + 1];
            if (df == 0 || dr == 0 || std::abs(df) <= rules.diagonal_range) near |= 1u << dir;
          });
      dirs &= near;
    } else {
      for (int dir = 0; dir < kDirections; ++dir) {
        const board::Ray& ray = board::ray(from, dir);
        const int reach = std::min<int>(
            is_diagonal(dir) ? std::min(rules.capture_range, rules.diagonal_range) : rules.capture_range,
            ray.length);
        bool enemy = false;
        for (int i = 0; i < reach && !enemy; ++i) enemy = theirs.test(ray.squares[i]);
        if (!enemy) dirs &= ~(1u << dir);
      }
    }
    if (!dirs) return;
  }
  // Not a std::optional: that zeroes its kilobyte of storage on every call.
  AirDefenceMap zone_map;
  const AirDefenceMap* zones = nullptr;
  if (piece.type() == PieceType::AirForce && !piece.heroic() && pos.has_air_defence(~us)) {
    // The map on the points of the lines walked only.
    fill_air_defence_rays(pos, ~us, from, dirs, zone_map);
    zones = &zone_map;  // else no zone at all: a plain piece
  }
  std::optional<std::bitset<kSquares>> exposure;
  if (piece.type() == PieceType::Commander && pos.profile().cotulenh_quirks)
    exposure = exposure_set(pos, us, from);
  const RayContext c{pos,    from,  deploy ? Stack::single(piece) : st, piece, rules,
                     deploy, zones, exposure ? &*exposure : nullptr,    out,   captures_only,
                     only_to};
  const Reach orthogonal = reach_along(rules, false), diagonal = reach_along(rules, true);
  const bool commander = piece.type() == PieceType::Commander;
  for (; dirs; dirs &= dirs - 1) {
    const int dir = __builtin_ctz(dirs);
    const Reach& reach = is_diagonal(dir) ? diagonal : orthogonal;
    if (captures_only) {
      if (zones)
        generate_ray<false, true, true>(c, dir, reach);  // a plane is not a commander
      else if (commander)
        generate_ray<true, false, true>(c, dir, reach);
      else
        generate_ray<false, false, true>(c, dir, reach);
    } else {
      if (zones)
        generate_ray<false, true, false>(c, dir, reach);
      else if (commander)
        generate_ray<true, false, false>(c, dir, reach);
      else
        generate_ray<false, false, false>(c, dir, reach);
    }
  }
}

void generate_unit_moves(const Position& pos, Square from, Piece piece, bool deploy, std::vector<Move>& out) {
  unit_moves(pos, from, piece, deploy, kAllDirections, out);
}

namespace {

// What walk_to reads of a unit (as generate_ray reads a RayContext), for one point: its moves are handed to
// `sink` (a move to one point has a kind or two: no filter, no vector needed).
template <class Sink>
struct PointContext {
  const Position& pos;
  Square from;
  Stack unit;        // what moves: the whole stack, or the deployed piece alone
  Piece mover;       // whose rules apply: the unit's carrier
  PieceRules rules;  // piece_rules(mover, profile)
  bool deploy;
  const std::bitset<kSquares>* exposure;
  Sink& sink;

  void add(Square to, MoveKind kind) const { sink(Move(from, to, kind, mover, deploy)); }
};

// add_captures for walk_to's moves to one point.
template <class Sink>
void add_captures(const PointContext<Sink>& c, Square to, const Stack& target, int dist,
                  OfficialFlight flight) {
  capture_kinds(c, to, target, dist, flight, [&](MoveKind kind) { c.add(to, kind); });
}

// What generate_ray adds for a unit that is not a plane under air defence (no flight, no zone map) when it
// stops at `to`, `dist` points away along `dir`: the points before `to` can only block (by terrain, by a
// unit, by the commander's exposure set), so they are walked for that alone, and `to` is judged as
// generate_ray judges it. `reach_of` is reach_along(c.rules, is_diagonal(dir)), `to` within it (the caller
// tests that).
template <class Ctx>
void walk_to(const Ctx& c, int dir, Square to, int dist, const Reach& reach_of) {
  const Position& pos = c.pos;
  const Profile& profile = pos.profile();
  const PieceType t = c.mover.type();
  const PieceRules& r = c.rules;
  const bool diag = is_diagonal(dir);
  const int move_reach = reach_of.move, capture_reach = reach_of.capture;
  bool piece_blocked = false, terrain_blocked = false;
  const board::Ray& ray = board::ray(c.from, dir);
  const bool commander = t == PieceType::Commander;
  for (int i = 0; i < dist - 1; ++i) {
    const Square sq = ray.squares[i];
    if (c.exposure && c.exposure->test(sq.index())) return;
    if (!terrain_blocked) terrain_blocked = terrain_blocks(profile, c.from, sq, t, dir);
    const Stack& st = pos.at(sq);
    if (st.empty()) continue;
    if (commander) return;  // it stops at the first unit
    const bool navy_target = st.top().type() == PieceType::Navy;
    const bool passes = r.move_through || (t == PieceType::Navy && !navy_target) ||
                        (profile.navy_transparent_to_land && t != PieceType::Navy && navy_target);
    if (!passes) piece_blocked = true;
    if (piece_blocked && !r.capture_through) return;
  }
  if (c.exposure && c.exposure->test(to.index())) return;
  if (!terrain_blocked) terrain_blocked = terrain_blocks(profile, c.from, to, t, dir);
  const Stack& target = pos.at(to);
  if (target.empty()) {
    if (dist <= move_reach && !terrain_blocked && !piece_blocked && can_stand(t, to))
      c.add(to, MoveKind::Quiet);
  } else if (target.side() != c.mover.side()) {
    if (commander) {
      // As generate_ray: the enemy commander along an open orthogonal line (adjacent only when deployed), any
      // other unit adjacent only.
      const bool enemy_commander = target.top().type() == PieceType::Commander;
      if (enemy_commander && !diag && (dist == 1 || !c.deploy))
        c.add(to, MoveKind::Capture);
      else if (!enemy_commander && dist == 1)
        add_captures(c, to, target, dist, OfficialFlight::Clear);
    } else if (dist <= capture_reach) {
      add_captures(c, to, target, dist, OfficialFlight::Clear);
    }
  } else if (dist <= move_reach && !terrain_blocked && !piece_blocked) {
    if (auto combined = combine(c.unit, target, profile.stacking))
      if (can_stand(combined->top().type(), to)) c.add(to, MoveKind::Combine);
  }
}

// Per pair of points (from, to), kLines' step between them (direction * 16 + distance, or -1): one load for
// moves_to, which the SAN reader asks for every lone-piece token. Not constexpr: its 17,424 entries exceed
// clang's constant-evaluation step limit under _GLIBCXX_ASSERTIONS (the fuzzers' build); GCC still fills it
// at compile time, clang before main().
using StepFromTo = std::array<std::array<std::int8_t, kSquares>, kSquares>;
constexpr StepFromTo build_step_from_to() {
  StepFromTo t{};
  for (std::size_t f = 0; f < kSquares; ++f)
    for (std::size_t s = 0; s < kSquares; ++s)
      t[f][s] = kLines.step[static_cast<std::size_t>(kLines.file[s] - kLines.file[f] + kFiles - 1)]
                           [static_cast<std::size_t>(kLines.rank[s] - kLines.rank[f] + kRanks - 1)];
  return t;
}
const StepFromTo kStepFromTo = build_step_from_to();

// generate_unit_moves_to's work, each move handed to `sink`; false, with nothing done, when the move is a
// plane's that enemy zones may stop (the general walk: unit_moves along `*general_dir`).
template <class Sink>
[[gnu::always_inline]] inline bool moves_to(const Position& pos, Square from, Piece piece, bool deploy,
                                            Square to, Sink& sink, int* general_dir) {
  // direction_to and the distance, from one table by the two points (one call a record's move).
  const int step = kStepFromTo[static_cast<std::size_t>(from.index())][static_cast<std::size_t>(to.index())];
  if (step < 0) return true;  // off the eight lines, or the point itself
  const int dir = step >> 4, dist = step & 15;
  const PieceType t = piece.type();
  const Stack& st = pos.at(from);
  const Side us = st.side();
  // Beyond the piece's reach along this line (or not one of its lines): nothing, by any walk (generate_ray
  // and walk_to stop there).
  const std::size_t quirks = pos.profile().cotulenh_quirks ? 1 : 0, bits = piece.bits() & 63;
  const LineReach& line = kReachByBits[quirks][bits][is_diagonal(dir) ? 1 : 0];
  if (dist > line.longest) return true;
  const Reach& reach_of = line.reach;
  const PieceRules& rules = kRulesByBits[quirks][bits];
  // A plane that enemy zones may stop (unit_moves' test): the general walk, unless no zone covers a point of
  // the line up to `to`. generate_ray reads the zones only there (it stops at `to`), and with none it adds
  // what it adds for a plane without zones, as walk_to does.
  if (t == PieceType::AirForce && !piece.heroic() && pos.has_air_defence(~us)) {
    const SquareSet zoned = air_defence_cover(pos, ~us);
    const board::Ray& ray = board::ray(from, dir);
    for (int i = 0; i < dist && i < ray.length; ++i)
      if (zoned.test(ray.squares[i])) {
        *general_dir = dir;
        return false;
      }
  }
  // Cotulenh: a commander may neither stop on nor cross a point of exposure_set, all of which lie on the
  // enemy commander's file or rank; the set is computed only when the walked points meet those.
  std::optional<std::bitset<kSquares>> exposure;  // (not a bitset: its three words were zeroed every call)
  bool exposed = false;
  if (t == PieceType::Commander && pos.profile().cotulenh_quirks) {
    const Square e = pos.commander(~us);
    if (e.valid()) {
      // Do the points past `from` up to `to` meet the enemy commander's file or rank? Along a line, their
      // files are from's (not moving across files) or those after from's up to to's, and so are the ranks:
      // no walk of the points.
      const auto meets = [](int a, int b, int x) {
        return a == b ? x == a : x != a && (x - a) * (x - b) <= 0;
      };
      exposed = meets(from.file(), to.file(), e.file()) || meets(from.rank(), to.rank(), e.rank());
      if (exposed) exposure = exposure_set(pos, us, from);
    }
  }
  const PointContext<Sink> c{pos,   from,   deploy ? Stack::single(piece) : st, piece,
                             rules, deploy, exposed ? &*exposure : nullptr,     sink};
  walk_to(c, dir, to, dist, reach_of);
  return true;
}

}  // namespace

void generate_unit_moves_to(const Position& pos, Square from, Piece piece, bool deploy, Square to,
                            std::vector<Move>& out) {
  const auto append = [&](Move m) { out.push_back(m); };
  int dir = 0;
  if (!moves_to(pos, from, piece, deploy, to, append, &dir))
    unit_moves(pos, from, piece, deploy, 1u << dir, out, false, to);
}

int unit_moves_to(const Position& pos, Square from, Piece piece, bool deploy, Square to,
                  std::array<Move, kMaxMovesTo>& out) {
  int n = 0;
  const auto write = [&](Move m) {
    assert(n < kMaxMovesTo);
    out[static_cast<std::size_t>(n++)] = m;
  };
  int dir = 0;
  if (moves_to(pos, from, piece, deploy, to, write, &dir)) return n;
  thread_local std::vector<Move> general;
  general.clear();
  unit_moves(pos, from, piece, deploy, 1u << dir, general, false, to);
  for (const Move m : general) write(m);
  return n;
}

int lone_moves_to(const Position& pos, const SquareSet& candidates, PieceType type, Square to, MoveKind kind,
                  std::array<Move, kMaxLoneMoves>& out) {
  // The lone pieces of the type first, in a loop of their own (most candidates are other units: with the
  // walk's code in the same loop, its registers were kept on the stack and reloaded at every candidate). A
  // point's stack is read as one word (its three pieces' bytes, then the size): a lone piece of the type, of
  // either side, heroic or not, is one masked comparison.
  static_assert(sizeof(Stack) == 4 && offsetof(Stack, pieces) == 0 && offsetof(Stack, size) == 3 &&
                std::endian::native == std::endian::little);
  const std::uint32_t side_and_hero = Piece(type, Side::Red).bits() ^ Piece(type, Side::Blue, true).bits();
  const std::uint32_t mask = 0xff0000ffu & ~side_and_hero, want = 0x01000000u | Piece(type, Side::Red).bits();
  std::array<std::uint8_t, kSquares> lone;  // their indices (uninitialised: Square's default is a value)
  int pieces = 0;
  candidates.for_each([&](Square from) {
    std::uint32_t word;
    std::memcpy(&word, &pos.at(from), sizeof word);
    lone[static_cast<std::size_t>(pieces)] = static_cast<std::uint8_t>(from.index());
    pieces += (word & mask) == want;
  });
  int n = 0;
  const auto keep = [&](Move m) {
    if (m.kind() != kind) return;
    if (n < kMaxLoneMoves) out[static_cast<std::size_t>(n)] = m;
    ++n;
  };
  for (int i = 0; i < pieces; ++i) {
    const Square from(lone[static_cast<std::size_t>(i)]);
    const Piece piece = pos.at(from).top();
    int dir = 0;
    if (moves_to(pos, from, piece, false, to, keep, &dir)) continue;
    // A plane that enemy zones may stop: the general walk along that line (unit_moves_to's).
    thread_local std::vector<Move> general;
    general.clear();
    detail::unit_moves(pos, from, piece, false, 1u << dir, general, false, to);
    for (const Move m : general) keep(m);
  }
  return std::min(n, kMaxLoneMoves + 1);
}

bool may_reach(PieceType carrier, Square from, Square to) {
  // Every piece but the commander moves and captures at most kMaxReach points far (pieces.h).
  return carrier == PieceType::Commander ? direction_to(from, to) >= 0 : squares::lines_near(to).test(from);
}

void generate_turns_from(Position& pos, Square from, DeployMode mode, std::vector<Turn>& out, bool deploys,
                         bool whole) {
  thread_local std::vector<Move> moves;  // scratch, kept between calls to avoid allocations
  const Stack st = pos.at(from);
  if (st.empty()) return;
  if (deploys && st.is_stack()) detail::deploy_turns_from(pos, from, st, mode, nullptr, moves, out);
  if (!whole) return;
  moves.clear();
  generate_unit_moves(pos, from, st.top(), false, moves);
  for (Move m : moves) out.emplace_back(m);
}

namespace {

// The longest reach (moves and captures, heroic or not) of each piece type but the commander's, at most
// kMaxReach.
constexpr std::array<std::int8_t, kPieceTypes> build_longest_reach() {
  std::array<std::int8_t, kPieceTypes> t{};
  for (int i = 0; i < kPieceTypes; ++i) {
    int longest = 0;
    for (bool heroic : {false, true}) {
      // The default profile: the heroic headquarters' longer reach (the only rule the profile changes here).
      const PieceRules r = piece_rules(Piece(static_cast<PieceType>(i), Side::Red, heroic), Profile{});
      longest = std::max({longest, r.move_range, r.capture_range});
    }
    t[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(std::min(longest, squares::kMaxReach));
  }
  return t;
}

}  // namespace

constexpr std::array<std::int8_t, kPieceTypes> detail::kLongestReach = build_longest_reach();

bool is_pseudo_legal_move(const Position& pos, Move m) {
  if (!m.from().valid() || !m.to().valid()) return false;
  const Stack& st = pos.at(m.from());
  if (st.empty() || st.side() != pos.side_to_move()) return false;
  const Piece p = m.piece();
  if (m.deploy() ? !st.is_stack() || std::find(st.pieces.begin(), st.pieces.begin() + st.size, p) ==
                                         st.pieces.begin() + st.size
                 : st.top() != p)
    return false;
  thread_local std::vector<Move> moves;
  moves.clear();
  generate_unit_moves_to(pos, m.from(), p, m.deploy(), m.to(), moves);
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

void generate_turns(Position& pos, DeployMode mode, std::vector<Turn>& out) {
  const Side us = pos.side_to_move();
  // Board order of the cotulenh engine: rank 12 first, files a..k. (A copy: deploy turns are made and
  // unmade.)
  const SquareSet units = pos.occupied(us);
  for (int rank = kRanks - 1; rank >= 0; --rank)
    for (unsigned files = units.rank_bits(rank); files; files &= files - 1)
      generate_turns_from(pos, Square(__builtin_ctz(files), rank), mode, out, true, true);
}

namespace {

// legal_after's tests for the side `us` that made the turn (the side to move may not have changed yet);
// inline: legal_after is asked for every turn the search makes.
[[gnu::always_inline]] inline bool legal_for(const Position& after, Side us, const Turn& t, DeployMode mode) {
  const Profile& profile = after.profile();
  const Square origin = t.first().from();
  if (after.commander_attacked(us)) return false;
  // The cotulenh engine tests a commander's stay capture for attack only.
  const Stack& left = after.at(origin);
  const bool commander_stayed = profile.cotulenh_quirks && !t.first().deploy() && !left.empty() &&
                                left.top().type() == PieceType::Commander;
  if (!commander_stayed && after.commanders_facing()) return false;
  if (mode != DeployMode::Single && t.first().deploy() && !left.empty()) {
    // What stays behind must be a stack that may stand on its point.
    if (!can_stand(left.top().type(), origin)) return false;
    if (left.is_stack() && !arrange_stack(left.pieces.data(), left.size, profile.stacking)) return false;
  }
  return true;
}

// After the sub-moves of a turn by `us`, before finish_turn: would its promotions leave the tests of
// legal_for as they are when these pass? finish_turn promotes the last guards (of either side: an enemy hero
// reaches further) and those of our pieces that attack the enemy commander. Ours only matter through our
// air-defence zones (a heroic emitter's zone is wider), and a wider zone can only stop more enemy planes
// under the official reading; under cotulenh's a wider zone may turn a plane's exit from a zone (destroyed)
// into a one-zone kamikaze, so there it is safe only if none of our emitters can still be promoted.
bool promotions_cannot_expose(const Position& pos, Side us) {
  if (pos.piece_count(Side::Red) <= 2 || pos.piece_count(Side::Blue) <= 2) return false;  // a last guard
  if (pos.profile().air_defence == AirDefence::Official) return true;
  bool promotable = false;
  pos.air_defence_emitters(us).for_each([&](Square s) {
    for (const Piece p : pos.at(s).pieces)
      if (p && !p.heroic()) promotable = true;
  });
  return !promotable;
}

}  // namespace

bool legal_after(const Position& after, const Turn& t, DeployMode mode) {
  return legal_for(after, ~after.side_to_move(), t, mode);
}

bool is_legal(Position& pos, const Turn& t, DeployMode mode) {
  const Side us = pos.side_to_move();
  Undo u;
  pos.snapshot(u);
  for (const Move& m : t) pos.do_sub_move(m, u);
  // A turn that passes before its promotions passes after them, when they cannot change the outcome; the
  // attack test on the enemy commander that finds the promotions is then not needed.
  bool ok = legal_for(pos, us, t, mode) && promotions_cannot_expose(pos, us);
  if (!ok) {
    pos.finish_turn(t, u);  // the whole turn, as do_turn makes it
    ok = legal_after(pos, t, mode);
  }
  pos.undo_turn(u);
  return ok;
}

namespace {

// The points a whole-unit turn of the side to move must not touch for it to be legal without being made: the
// commander's point, the points on its eight lines up to an enemy unit within attack reach, the line to the
// enemy commander when they share a file or rank (facing), and the points of its air-defence emitters. Empty
// (nothing may be skipped) unless the side is neither attacked nor facing now, the official air defence
// applies, and no last guard can appear this turn.
//
// Why a turn touching none of them stays legal: an attack on the commander depends only on the enemy units on
// its lines within reach, the points between them and it, and on the mover's air-defence zones (which stop
// planes). The turn does not change the former; it can add zones (a new emitter, or heroic promotions, which
// widen a zone), never remove one, and under the official reading more zones stop more planes. Facing needs
// the two commanders on one file or rank, and the enemy's does not move during our turn (its point is in the
// set: a capture there may uncover it). Enemy pieces become heroic only as last guards (ruled out: both sides
// keep more than 5 pieces, and a turn removes at most 3 of a side). Deploy turns are always made, since what
// stays behind is judged too.
struct QuietRegion {
  bool active = false;
  SquareSet points;
};

QuietRegion quiet_region(const Position& pos) {
  QuietRegion q;
  const Side us = pos.side_to_move();
  const Square c = pos.commander(us);
  if (!c.valid() || pos.profile().air_defence != AirDefence::Official) return q;
  if (pos.piece_count(Side::Red) <= 5 || pos.piece_count(Side::Blue) <= 5) return q;
  if (pos.commander_attacked(us) || pos.commanders_facing()) return q;
  q.active = true;
  q.points.set(c);
  // On each line, the points up to the farthest enemy unit within reach: only those units can attack after
  // the turn (ours cannot bring new ones, nor make them heroic), and only the points up to them can block.
  const SquareSet& theirs = pos.occupied(~us);
  for (int dir = 0; dir < kDirections; ++dir) {
    if (!theirs.intersects(squares::ray_near(c, dir))) continue;
    const board::Ray& ray = board::ray(c, dir);
    int last = 0;
    for (int i = 0; i < squares::kMaxReach && i < ray.length; ++i)
      if (theirs.test(ray.squares[i])) last = i;
    for (int i = 0; i <= last; ++i) q.points.set(ray.squares[i]);
  }
  // Facing: the points between the commanders and the enemy's point, if they share a file or rank.
  const Square e = pos.commander(~us);
  if (e.valid()) {
    for (int dir = North; dir <= West; ++dir) {
      const board::Ray& ray = board::ray(c, dir);
      int n = 0;
      while (n < ray.length && ray.squares[n] != e) ++n;
      if (n == ray.length) continue;
      for (int i = 0; i <= n; ++i) q.points.set(ray.squares[i]);
    }
  }
  q.points |= pos.air_defence_emitters(us);
  return q;
}

}  // namespace

void generate_legal(Position& pos, DeployMode mode, std::vector<Turn>& out) {
  const std::size_t start = out.size();
  generate_turns(pos, mode, out);
  const QuietRegion quiet = quiet_region(pos);
  std::size_t keep = start;
  for (std::size_t i = start; i < out.size(); ++i) {
    const Turn& t = out[i];
    const bool untouched = quiet.active && t.size == 1 && !t.first().deploy() &&
                           !quiet.points.test(t.first().from()) && !quiet.points.test(t.first().to());
    if (!untouched && !is_legal(pos, t, mode)) continue;
    // No copy onto itself: copying a 13-byte turn over itself stalls on store forwarding.
    if (keep != i) out[keep] = t;
    ++keep;
  }
  out.resize(keep);
}

}  // namespace saban
