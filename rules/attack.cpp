// Attack detection: which pieces could capture on a point, and whether commanders face each other.
#include <array>
#include <optional>

#include "rules/airdefence.h"
#include "rules/pieces.h"
#include "rules/position.h"

namespace saban {

namespace {

// A point within squares::kMaxReach of another on one of its eight lines, by the difference of their indices
// (rank step times kFiles plus file step: unique, since a file step is at most kMaxReach < kFiles / 2): the
// direction from the other point, the distance, and whether the line is diagonal.
struct NearStep {
  std::int8_t dir = 0;
  std::int8_t dist = 0;
  std::int8_t diagonal = 0;
};
// Indexed by kSquares - 1 plus the difference (any difference of two points' indices), so that a target's
// row, kNearStep.data() + kSquares - 1 - target.index(), lies in the table and is indexed by the other point.
constexpr int kNearSpan = squares::kMaxReach * (kFiles + 1);
static_assert(2 * squares::kMaxReach < kFiles, "the index difference must decide the file step");
static_assert(kNearSpan < kSquares);
constexpr std::array<NearStep, 2 * kSquares - 1> kNearStep = [] {
  std::array<NearStep, 2 * kSquares - 1> t{};
  for (int d = 0; d < kDirections; ++d)
    for (int dist = 1; dist <= squares::kMaxReach; ++dist) {
      NearStep& e = t[kSquares - 1 + dist * (kDirRank[d] * kFiles + kDirFile[d])];
      e.dir = static_cast<std::int8_t>(d);
      e.dist = static_cast<std::int8_t>(dist);
      e.diagonal = is_diagonal(d);
    }
  return t;
}();

// Does a plane of `by` flying `dist` points along `dir` from `from` survive to capture on the target?
bool plane_survives(const Position& pos, Square from, int dir, int dist, const AirDefenceZones& zones) {
  const board::Ray& ray = board::ray(from, dir);
  if (pos.profile().air_defence == AirDefence::Cotulenh) {
    FlightPath path(nullptr);
    Flight f = Flight::Safe;
    for (int i = 0; i < dist && f != Flight::Destroyed; ++i) f = path.advance(zones.cover(ray.squares[i]));
    return f != Flight::Destroyed;
  }
  // Official: shot down anywhere on the way, and a commander in a zone is never taken by a plane.
  for (int i = 0; i < dist; ++i)
    if (zones.all.test(ray.squares[i])) return false;
  return true;
}

// What every attack on one target has in common: whether it is a navy (a navy's capture range differs), and
// whether it is a commander inside its HQ (then taken only by artillery, air force and navy).
struct Victim {
  Victim(const Position& pos, Square target, Side attacker) : by(attacker) {
    const Stack& st = pos.at(target);
    navy = !st.empty() && st.top().type() == PieceType::Navy;
    sheltered = pos.profile().hq_shelter && !st.empty() && st.top().type() == PieceType::Headquarters &&
                st.contains(PieceType::Commander);
  }
  Side by;
  bool navy = false, sheltered = false;
};

// The air-defence zones of the target's side, computed once, when the first plane needs them (the list is
// left uninitialised until then: most judgements meet no plane).
struct LazyZones {
  LazyZones() {}
  union {
    AirDefenceZones list;
  };
  const AirDefenceZones* zones = nullptr;
};

// Does piece `p`, of the unit on `from`, `dist` points from the target along `dir` (the direction from the
// target towards it; `diagonal`: is_diagonal(dir), as the caller has it), attack the target? `blocked`: a
// unit stands between them. The one judgement of Position::attackers_near and attacked_near; `Table` is
// Position's attack table (its reach and through).
template <class Table>
[[gnu::always_inline]] inline bool attacks(const Position& pos, const Table& attack, Victim v, LazyZones& z,
                                           Piece p, Square from, int dir, bool diagonal, int dist,
                                           bool blocked) {
  const int k = p.bits();
  if (dist > attack.reach[v.navy][diagonal][k]) return false;
  if (blocked && !attack.through[k]) return false;
  const PieceType t = p.type();
  if (v.sheltered && t != PieceType::Artillery && t != PieceType::AirForce && t != PieceType::Navy)
    return false;
  if (t == PieceType::AirForce && !p.heroic()) {
    if (!z.zones) {
      z.list = air_defence_zones(pos, ~v.by);
      z.zones = &z.list;
    }
    // From the attacker towards the target: the opposite direction.
    if (z.zones->count && !plane_survives(pos, from, dir ^ 1, dist, *z.zones)) return false;
  }
  return true;
}

// The steps from `target` to the points near it, indexed by their point's index.
inline const NearStep* near_steps(Square target) {
  return kNearStep.data() + (kSquares - 1 - target.index());
}

// Does a piece of the unit `st`, `dist` points from the target along their line, reach it (`within`: the
// attack table's reach against the target along that kind of line, by piece bits)? The first test of
// attackers_near and attacked_near, which nearly every unit near a commander fails: attacks() judges the
// rest.
[[gnu::always_inline]] inline bool within_reach(const std::int8_t* within, const Stack& st, int dist) {
  for (int slot = 0; slot < st.size; ++slot)
    if (dist <= within[st.pieces[slot].bits()]) return true;
  return false;
}

}  // namespace

// The capture reach of every piece along orthogonals and diagonals, against navies and other targets.
Position::AttackTable Position::build_attack_table(const Profile& profile) {
  AttackTable t;
  for (int type = 0; type < kPieceTypes; ++type)
    for (Side side : {Side::Red, Side::Blue})
      for (bool heroic : {false, true}) {
        const Piece p(static_cast<PieceType>(type), side, heroic);
        const PieceRules r = piece_rules(p, profile);
        const int k = p.bits();
        t.through[k] = r.capture_through;
        for (int diag = 0; diag < 2; ++diag)
          for (int navy = 0; navy < 2; ++navy) {
            int range = r.capture_range;
            if (p.type() == PieceType::Navy && !navy) --range;
            if (diag) {
              // The cotulenh engine's check detection gives the missile its full reach on diagonals.
              const bool full = profile.cotulenh_quirks && p.type() == PieceType::Missile;
              if (r.diagonal_range == 0)
                range = 0;
              else if (!full && r.diagonal_range < range)
                range = r.diagonal_range;
            }
            if (p.type() == PieceType::Commander) {
              // Official: adjacent and orthogonal only (facing is tested apart); cotulenh: its capture range,
              // diagonally only when heroic.
              if (!profile.cotulenh_quirks)
                range = diag ? 0 : 1;
              else
                range = diag && !heroic ? 0 : r.capture_range;
            }
            t.reach[navy][diag][k] = static_cast<std::int8_t>(range);
          }
      }
  return t;
}

int Position::attackers_near(Square target, Side by, PackedAttacker* out) const {
  const SquareSet& theirs = m_occupied[index(by)];
  // The first pass needs only whether the target is a navy; the rest is set up when it finds a unit within
  // reach (most calls, promote_attackers' after a turn, find none).
  const Stack& victim_unit = at(target);
  const bool target_navy = !victim_unit.empty() && victim_unit.top().type() == PieceType::Navy;
  unsigned dirs = 0;
  int farthest[kDirections];  // set for the directions in `dirs`
  const NearStep* steps = near_steps(target);
  const auto& reach = m_attack.reach[target_navy];
  (theirs & squares::lines_near(target)).for_each([&](Square sq) {
    const NearStep& step = steps[sq.index()];
    if (!within_reach(reach[step.diagonal].data(), at(sq), step.dist)) return;
    const unsigned bit = 1u << step.dir;
    if (!(dirs & bit) || step.dist > farthest[step.dir]) farthest[step.dir] = step.dist;
    dirs |= bit;
  });
  if (!dirs) return 0;
  const Victim victim(*this, target, by);
  LazyZones zones;
  int n = 0;
  for (; dirs; dirs &= dirs - 1) {
    const int dir = __builtin_ctz(dirs);
    const board::Ray& ray = board::ray(target, dir);
    bool blocked = false;
    const int reach = farthest[dir];
    for (int i = 0; i < reach; ++i) {
      const Square sq = ray.squares[i];
      const Stack& st = at(sq);
      if (st.empty()) continue;
      if (st.side() == by) {
        for (int slot = 0; slot < st.size; ++slot) {
          const Piece p = st.pieces[slot];
          if (!attacks(*this, m_attack, victim, zones, p, sq, dir, is_diagonal(dir), i + 1, blocked))
            continue;
          if (!out) return 1;
          out[n++] = static_cast<PackedAttacker>((sq.index() << 8) | p.bits());
        }
      }
      // Along the coast (official) a navy does not block land pieces.
      if (!(m_profile.navy_transparent_to_land && st.top().type() == PieceType::Navy)) blocked = true;
    }
  }
  return n;
}

// attackers_near(target, by, nullptr) > 0 without its two passes: each unit of `by` near the target is judged
// where it stands, the points between it and the target walked (fewer than kMaxReach), and the first attacker
// found ends the search (commander_attacked asks it after every turn the search or the replay makes).
bool Position::attacked_near(Square target, Side by) const {
  const Victim victim(*this, target, by);
  const bool target_navy = victim.navy;
  LazyZones zones;
  const NearStep* steps = near_steps(target);
  const auto& reach = m_attack.reach[target_navy];
  return (m_occupied[index(by)] & squares::lines_near(target)).any_of([&](Square sq) {
    const NearStep& step = steps[sq.index()];
    const int dist = step.dist;
    const std::int8_t* within = reach[step.diagonal].data();
    const Stack& st = at(sq);
    if (!within_reach(within, st, dist)) return false;
    int slot = 0;  // its first piece within reach
    while (dist > within[st.pieces[slot].bits()]) ++slot;
    // Blocked by a unit between (along the coast, officially, a navy does not block land pieces).
    const board::Ray& ray = board::ray(target, step.dir);
    bool blocked = false;
    for (int i = 0; i + 1 < dist && !blocked; ++i) {
      const Stack& between = at(ray.squares[i]);
      blocked = !between.empty() &&
                !(m_profile.navy_transparent_to_land && between.top().type() == PieceType::Navy);
    }
    for (; slot < st.size; ++slot)
      if (attacks(*this, m_attack, victim, zones, st.pieces[slot], sq, step.dir, step.diagonal, dist,
                  blocked))
        return true;
    return false;
  });
}

bool Position::commanders_facing_on_line(Square a, Square b) const {
  const int dir =
      a.file() == b.file() ? (b.rank() > a.rank() ? North : South) : (b.file() > a.file() ? East : West);
  if (!m_profile.carried_commander_faces &&
      (at(a).top().type() != PieceType::Commander || at(b).top().type() != PieceType::Commander))
    return false;
  const board::Ray& ray = board::ray(a, dir);
  for (int i = 0; i < ray.length; ++i) {
    if (ray.squares[i] == b) return true;
    if (!at(ray.squares[i]).empty()) return false;
  }
  return false;
}

}  // namespace saban
