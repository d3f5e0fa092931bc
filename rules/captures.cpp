// Captures only (quiescence, the search's second stage): generate_captures, which lists them without the
// whole list's walk where a unit cannot take anything or takes along its lines plainly. Split from
// movegen.cpp, whose ray walk (unit_moves) it asks for the units it cannot judge so.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "rules/airdefence.h"
#include "rules/movegen.h"
#include "rules/movegen_detail.h"
#include "rules/pieces.h"

namespace saban {

using detail::capture_kinds;
using detail::direction_to;
using detail::kAllDirections;
using detail::kLines;
using detail::kLinesWithin;
using detail::kRulesByBits;
using detail::OfficialFlight;
using detail::unit_moves;

namespace {

// Per profile quirks, enemy air defence (none or some) and piece (Piece::bits): how far generate_captures
// looks for enemies on a unit's lines, kRulesByBits' capture range; kMaxReach + 1 where that range alone
// cannot tell: the commander (it takes the facing commander at any distance) and, under enemy zones, the
// non-heroic air force (the zones may stop it). A lone piece reads the table of its enemy's zones, one test
// for all three cases; a stack's pieces read the one without zones (unit_moves judges the planes).
using CaptureReach = std::array<std::array<std::array<std::int8_t, 64>, 2>, 2>;
constexpr CaptureReach build_capture_reach() {
  CaptureReach t{};
  for (std::size_t quirks = 0; quirks < 2; ++quirks)
    for (std::size_t zoned = 0; zoned < 2; ++zoned)
      for (std::size_t bits = 0; bits < 64; ++bits) {
        const std::size_t type = (bits & 15) - 1;  // Piece::type (no piece: beyond every type)
        const bool heroic = (bits & 0x20) != 0;    // Piece::heroic
        const bool unjudged =
            type == static_cast<std::size_t>(index(PieceType::Commander)) ||
            (zoned && type == static_cast<std::size_t>(index(PieceType::AirForce)) && !heroic);
        t[quirks][zoned][bits] = static_cast<std::int8_t>(
            unjudged ? squares::kMaxReach + 1 : kRulesByBits[quirks][bits].capture_range);
      }
  return t;
}
constexpr CaptureReach kCaptureReach = build_capture_reach();

}  // namespace

namespace {

// What capture_kinds reads of a unit that captures.
struct CaptureContext {
  const Position& pos;
  Piece mover;
  const PieceRules& rules;
  bool deploy;
};

// The most enemies within reach on a unit's lines (8 lines of kMaxReach points).
constexpr int kMaxTargets = 8 * squares::kMaxReach;

// The enemies `near` a unit on `from` (on its lines within its capture range), those its diagonal range lets
// it take, as (direction * 16 + distance) << 8 | point keys in `keys`, sorted: unit_moves' order (by
// direction, then distance). Returns how many.
[[gnu::always_inline]] inline int sorted_targets(Square from, const PieceRules& r, const SquareSet& near,
                                                 std::array<unsigned, kMaxTargets>& keys) {
  int n = 0;
  const int fx = kLines.file[from.index()], fy = kLines.rank[from.index()];
  near.for_each([&](Square s) {
    const int df = kLines.file[s.index()] - fx, dr = kLines.rank[s.index()] - fy;
    const int step =
        kLines.step[static_cast<std::size_t>(df + kFiles - 1)][static_cast<std::size_t>(dr + kRanks - 1)];
    const int dist = step & 15;
    if (df != 0 && dr != 0 && dist > r.diagonal_range) return;  // beyond the diagonal reach
    const unsigned key = (static_cast<unsigned>(step) << 8) | static_cast<unsigned>(s.index());
    int i = n++;
    for (; i > 0 && keys[static_cast<std::size_t>(i - 1)] > key; --i)
      keys[static_cast<std::size_t>(i)] = keys[static_cast<std::size_t>(i - 1)];
    keys[static_cast<std::size_t>(i)] = key;
  });
  return n;
}

// generate_captures' work for a whole unit of one piece `p` on `from`, neither a commander nor a plane under
// enemy zones, whose enemies within its capture reach on its lines are `near` (not empty): the turns
// unit_moves(pos, from, p, false, kAllDirections, ..., true) lists, in its order (by direction, then
// distance), without its set-up: each enemy within reach is taken unless a unit before it on the line stops
// the piece (generate_ray's walk over the capture reach).
void plain_captures(const Position& pos, Square from, Piece p, const PieceRules& r, const SquareSet& near,
                    std::vector<Turn>& out) {
  const Profile& profile = pos.profile();
  const PieceType t = p.type();
  std::array<unsigned, kMaxTargets> keys;
  const int n = sorted_targets(from, r, near, keys);
  const CaptureContext c{pos, p, r, false};
  for (int k = 0; k < n; ++k) {
    const unsigned step = keys[static_cast<std::size_t>(k)] >> 8;
    const int dir = static_cast<int>(step >> 4), dist = static_cast<int>(step & 15);
    const board::Ray& ray = board::ray(from, dir);
    bool stopped = false;
    if (!r.capture_through)
      for (int i = 0; i < dist - 1 && !stopped; ++i) {
        const Stack& between = pos.at(ray.squares[i]);
        if (between.empty()) continue;
        const bool navy_between = between.top().type() == PieceType::Navy;
        stopped = !(r.move_through || (t == PieceType::Navy && !navy_between) ||
                    (profile.navy_transparent_to_land && t != PieceType::Navy && navy_between));
      }
    if (stopped) continue;
    const Square to(static_cast<int>(keys[static_cast<std::size_t>(k)] & 0xff));
    capture_kinds(c, to, pos.at(to), dist, OfficialFlight::Clear,
                  [&](MoveKind kind) { out.emplace_back(Move(from, to, kind, p, false)); });
  }
}

// A non-heroic air force is never stopped by a unit on its line (it flies over them): zoned_plane_captures
// walks its lines without the blocking test.
static_assert(kRulesByBits[0][Piece(PieceType::AirForce, Side::Red, false).bits()].move_through &&
              kRulesByBits[1][Piece(PieceType::AirForce, Side::Red, false).bits()].move_through &&
              kRulesByBits[0][Piece(PieceType::AirForce, Side::Blue, false).bits()].move_through &&
              kRulesByBits[1][Piece(PieceType::AirForce, Side::Blue, false).bits()].move_through);

// generate_captures' work for a lone non-heroic air force `p` on `from` under the enemy's air-defence zones,
// whose enemies within its capture reach on its lines are `near` (not empty): the turns unit_moves(pos, from,
// p, false, kAllDirections, ..., true) lists, in its order, without its zone map. generate_ray's flight along
// each line with a target: the zones met on the way (official: the zones crossed before the target, not the
// target's own emitter's, shoot it down; a target in a zone is a one-for-one; cotulenh: FlightPath, a second
// zone or leaving one destroys it, inside one only a suicide capture). The zones are those of the enemy's
// emitters (and lingering zone) that meet the plane's lines near it, numbered as in fill_air_defence_map.
void zoned_plane_captures(const Position& pos, Square from, Piece p, const PieceRules& r,
                          const SquareSet& near, std::vector<Turn>& out) {
  std::array<unsigned, kMaxTargets> keys;
  const int n = sorted_targets(from, r, near, keys);
  if (n == 0) return;
  const Side enemy = ~p.side();
  // The points of the lines walked (the first kMaxReach of each line with a target).
  SquareSet points;
  for (int k = 0; k < n; ++k)
    points |= squares::ray_near(from, static_cast<int>(keys[static_cast<std::size_t>(k)] >> 12));
  // The zones that meet them: each one's disk, bit and emitter's point (uninitialised beyond `nz`).
  std::array<const SquareSet*, kSquares + 1> disks;
  std::array<std::uint32_t, kSquares + 1> bits;
  std::array<int, kSquares + 1> at;
  int nz = 0;
  int emitter = 0;
  pos.air_defence_emitters(enemy).for_each([&](Square s) {  // index order, numbered as fill_air_defence_map
    const std::uint32_t bit = 1u << (emitter++ & 31);
    const SquareSet& disk = squares::disk(s, air_defence_radius(pos.at(s).top()));
    if (!disk.intersects(points)) return;
    disks[static_cast<std::size_t>(nz)] = &disk;
    bits[static_cast<std::size_t>(nz)] = bit;
    at[static_cast<std::size_t>(nz++)] = s.index();
  });
  const LingeringZone& lingering = pos.lingering_zone(enemy);
  if (lingering.square.valid()) {
    // Its bit stands for its point in the map's emitter entry, in place of an emitter there.
    const SquareSet& disk = squares::disk(lingering.square, air_defence_radius(lingering.piece));
    if (disk.intersects(points)) {
      disks[static_cast<std::size_t>(nz)] = &disk;
      bits[static_cast<std::size_t>(nz)] = 1u << (emitter & 31);
      at[static_cast<std::size_t>(nz++)] = lingering.square.index();
    }
  }
  auto cover = [&](Square s) {  // AirDefenceMap::cover
    std::uint32_t c = 0;
    for (int z = 0; z < nz; ++z)
      if (disks[static_cast<std::size_t>(z)]->test(s)) c |= bits[static_cast<std::size_t>(z)];
    return c;
  };
  auto emitter_at =
      [&](Square s) {  // AirDefenceMap::emitter: the last numbered on `s` (the lingering zone's)
        std::uint32_t e = 0;
        for (int z = 0; z < nz; ++z)
          if (at[static_cast<std::size_t>(z)] == s.index()) e = bits[static_cast<std::size_t>(z)];
        return e;
      };
  const bool official = pos.profile().air_defence == AirDefence::Official;
  const CaptureContext c{pos, p, r, false};
  int dir = -1, walked = 0;
  std::uint32_t zones_before = 0;  // official: the zones crossed before the point reached
  FlightPath path(nullptr);        // cotulenh: the flight so far
  bool destroyed = false;
  for (int k = 0; k < n; ++k) {
    const unsigned key = keys[static_cast<std::size_t>(k)];
    const int d = static_cast<int>(key >> 12), dist = static_cast<int>((key >> 8) & 15);
    if (d != dir) {
      dir = d;
      walked = 0;
      zones_before = 0;
      path = FlightPath(nullptr);
      destroyed = false;
    }
    if (destroyed) continue;
    const board::Ray& ray = board::ray(from, dir);
    // The points before the target, then the target's.
    Flight flight = Flight::Safe;
    for (; walked < dist - 1 && !destroyed; ++walked) {
      const std::uint32_t cv = cover(ray.squares[walked]);
      if (official)
        zones_before |= cv;
      else
        destroyed = path.advance(cv) == Flight::Destroyed;
    }
    if (destroyed) continue;
    const Square to = ray.squares[dist - 1];
    const std::uint32_t cv = cover(to);
    walked = dist;
    OfficialFlight kind = OfficialFlight::Clear;
    if (official) {
      if (zones_before & ~emitter_at(to))
        kind = OfficialFlight::ShotDownOnTheWay;
      else if (cv)
        kind = OfficialFlight::DestinationInZone;
      zones_before |= cv;
    } else {
      flight = path.advance(cv);
      if (flight == Flight::Destroyed) {
        destroyed = true;
        continue;
      }
    }
    if (flight == Flight::Kamikaze) {
      out.emplace_back(Move(from, to, MoveKind::Suicide, p, false));
      continue;
    }
    capture_kinds(c, to, pos.at(to), dist, kind, [&](MoveKind m) {
      if (m == MoveKind::Capture || m == MoveKind::StayCapture || m == MoveKind::Suicide)
        out.emplace_back(Move(from, to, m, p, false));
    });
  }
}

// Can a commander on `from` (the unit's only piece) capture anything: an enemy unit beside it, or the enemy
// commander on its file or rank with nothing between them (unit_moves' lines for a commander's captures; the
// commander's walk stops at the first unit on a line; usually neither)?
bool commander_may_capture(const Position& pos, Square from, const SquareSet& theirs) {
  if (theirs.intersects(kLinesWithin[1][static_cast<std::size_t>(from.index())])) return true;
  const Square enemy = pos.commander(~pos.at(from).side());
  if (!enemy.valid() || (kLines.file[enemy.index()] != kLines.file[from.index()] &&
                         kLines.rank[enemy.index()] != kLines.rank[from.index()]))
    return false;
  const board::Ray& ray = board::ray(from, direction_to(from, enemy));
  for (int i = 0; i < ray.length; ++i)
    if (!pos.at(ray.squares[i]).empty()) return ray.squares[i] == enemy;
  return false;
}

}  // namespace

void generate_captures(Position& pos, std::vector<Turn>& out) {
  thread_local std::vector<Move> moves;
  const SquareSet units = pos.occupied(pos.side_to_move());
  // A copy: the first pass below keeps it in registers (the board's stacks cannot alias it).
  const SquareSet theirs = pos.occupied(~pos.side_to_move());
  const std::size_t quirks = pos.profile().cotulenh_quirks ? 1 : 0;
  const auto& reach_of = kCaptureReach[quirks][0];
  const auto& single_reach_of = kCaptureReach[quirks][pos.has_air_defence(~pos.side_to_move()) ? 1 : 0];
  // First pass, in index order: the units that may take something, those with an enemy within their pieces'
  // capture reach on their lines, and those the table cannot judge (a commander, a plane under zones);
  // unit_moves tests each line and piece, this the whole unit at once. Most units have none, and this loop
  // does only that test.
  std::array<int, kSquares> todo;
  int n = 0;
  units.for_each([&](Square s) {
    const int idx = s.index();
    const Stack& st = pos.at(s);
    int reach = single_reach_of[st.top().bits() & 63];
    if (st.is_stack()) {
      reach = reach_of[st.top().bits() & 63];
      for (int k = 1; k < st.size; ++k) reach = std::max<int>(reach, reach_of[st.pieces[k].bits() & 63]);
    }
    todo[static_cast<std::size_t>(n)] = idx;
    n += reach > squares::kMaxReach ||
         theirs.intersects(kLinesWithin[static_cast<std::size_t>(reach)][static_cast<std::size_t>(idx)]);
  });
  // In generation order (ranks down, files up): by rank, the last first (insertion: `todo` is in index order,
  // so within a rank already in file order).
  for (int i = 1; i < n; ++i) {
    const int idx = todo[static_cast<std::size_t>(i)];
    const int rank = kLines.rank[static_cast<std::size_t>(idx)];
    int j = i;
    for (; j > 0 && kLines.rank[static_cast<std::size_t>(todo[static_cast<std::size_t>(j - 1)])] < rank; --j)
      todo[static_cast<std::size_t>(j)] = todo[static_cast<std::size_t>(j - 1)];
    todo[static_cast<std::size_t>(j)] = idx;
  }
  for (int i = 0; i < n; ++i) {
    const Square from(todo[static_cast<std::size_t>(i)]);
    const Stack& st = pos.at(from);
    const Piece top = st.top();
    if (!st.is_stack()) {
      const int reach = single_reach_of[top.bits() & 63];
      const PieceRules& rules = kRulesByBits[quirks][top.bits() & 63];
      if (reach <= squares::kMaxReach) {
        // Not a commander, nor a plane the enemy's zones may stop.
        plain_captures(
            pos, from, top, rules,
            theirs & kLinesWithin[static_cast<std::size_t>(reach)][static_cast<std::size_t>(from.index())],
            out);
        continue;
      }
      if (top.type() != PieceType::Commander) {
        // A plane the enemy's zones may stop: nothing in reach, or its own walk.
        const SquareSet& lines = kLinesWithin[static_cast<std::size_t>(rules.capture_range)]
                                             [static_cast<std::size_t>(from.index())];
        if (theirs.intersects(lines)) zoned_plane_captures(pos, from, top, rules, theirs & lines, out);
        continue;
      }
      if (!commander_may_capture(pos, from, theirs)) continue;
    }
    moves.clear();
    if (st.is_stack())
      for (int j = 0; j < st.size; ++j)
        unit_moves(pos, from, st.pieces[j], true, kAllDirections, moves, true);
    unit_moves(pos, from, st.top(), false, kAllDirections, moves, true);
    for (Move m : moves) out.emplace_back(m);
  }
}

}  // namespace saban
