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
constexpr int kNearSpan = squares::kMaxReach * (kFiles + 1);
static_assert(2 * squares::kMaxReach < kFiles, "the index difference must decide the file step");
constexpr std::array<NearStep, 2 * kNearSpan + 1> kNearStep = [] {
  std::array<NearStep, 2 * kNearSpan + 1> t{};
  for (int d = 0; d < kDirections; ++d)
    for (int dist = 1; dist <= squares::kMaxReach; ++dist) {
      NearStep& e = t[kNearSpan + dist * (kDirRank[d] * kFiles + kDirFile[d])];
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

// The air-defence zones of the target's side, computed once, when the first plane needs them.
struct LazyZones {
  AirDefenceZones list;
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
  if (dist > attack.reach[k][diagonal][v.navy]) return false;
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
            t.reach[k][diag][navy] = static_cast<std::int8_t>(range);
          }
      }
  return t;
}

int Position::attackers_near(Square target, Side by, PackedAttacker* out) const {
  const SquareSet& theirs = m_occupied[index(by)];
  const Victim victim(*this, target, by);
  const bool target_navy = victim.navy;
  LazyZones zones;
  unsigned dirs = 0;
  int farthest[kDirections] = {};
  (theirs & squares::lines_near(target)).for_each([&](Square sq) {
    const NearStep step = kNearStep[kNearSpan + sq.index() - target.index()];
    const int dir = step.dir, dist = step.dist;
    const Stack& st = at(sq);
    const bool diagonal = step.diagonal;
    for (int slot = 0; slot < st.size; ++slot) {
      if (dist > m_attack.reach[st.pieces[slot].bits()][diagonal][target_navy]) continue;
      dirs |= 1u << dir;
      if (dist > farthest[dir]) farthest[dir] = dist;
      break;
    }
  });
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
  return (m_occupied[index(by)] & squares::lines_near(target)).any_of([&](Square sq) {
    const NearStep step = kNearStep[kNearSpan + sq.index() - target.index()];
    const int dist = step.dist;
    const Stack& st = at(sq);
    int slot = 0;
    while (slot < st.size && dist > m_attack.reach[st.pieces[slot].bits()][step.diagonal][target_navy])
      ++slot;
    if (slot == st.size) return false;  // none of its pieces reaches the target
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
