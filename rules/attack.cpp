// Attack detection: which pieces could capture on a point, and whether commanders face each other.
#include <optional>

#include "rules/airdefence.h"
#include "rules/pieces.h"
#include "rules/position.h"

namespace saban {

namespace {

constexpr int kMaxReach = 5;  // heroic air force and navy

// Can piece `p`, standing `dist` points from the target along direction `dir`, capture there?
// `blocked`: a piece stands between them.  `target_navy`: the target's top piece is a navy.
bool reaches(Piece p, int dir, int dist, bool blocked, bool target_navy, const Profile& profile) {
  const PieceRules r = piece_rules(p, profile);
  const bool diag = is_diagonal(dir);
  if (p.type() == PieceType::Commander) {
    if (profile.cotulenh_quirks) return (!diag || p.heroic()) && dist <= r.capture_range && !blocked;
    return !diag && dist == 1;
  }
  if (diag && r.diagonal_range == 0) return false;
  int range = r.capture_range;
  if (p.type() == PieceType::Navy && !target_navy) --range;
  // The cotulenh engine's check detection gives the missile its full reach on diagonals.
  const bool full_diagonal = profile.cotulenh_quirks && p.type() == PieceType::Missile;
  if (diag && !full_diagonal && r.diagonal_range < range) range = r.diagonal_range;
  if (dist > range) return false;
  return !blocked || r.capture_through;
}

// Does a plane of `by` flying `dist` points along `dir` from `from` survive to capture on the target?
bool plane_survives(const Position& pos, Square from, int dir, int dist, const AirDefenceMap& zones) {
  const board::Ray& ray = board::ray(from, dir);
  if (pos.profile().air_defence == AirDefence::Cotulenh) {
    FlightPath path(&zones);
    Flight f = Flight::Safe;
    for (int i = 0; i < dist && f != Flight::Destroyed; ++i) f = path.step(ray.squares[i]);
    return f != Flight::Destroyed;
  }
  // Official: shot down anywhere on the way, and a commander in a zone is never taken by a plane.
  for (int i = 0; i < dist; ++i)
    if (zones.cover[ray.squares[i].index()]) return false;
  return true;
}

}  // namespace

int Position::attackers(Square target, Side by, std::array<std::pair<Square, Piece>, 48>* out) const {
  const Stack& victim = at(target);
  const bool target_navy = !victim.empty() && victim.top().type() == PieceType::Navy;
  // HQ shelter: a commander inside its HQ is taken only by artillery, air force and navy.
  const bool sheltered = m_profile.hq_shelter && !victim.empty() &&
                         victim.top().type() == PieceType::Headquarters && victim.contains(PieceType::Commander);
  std::optional<AirDefenceMap> zones;
  int n = 0;
  for (int dir = 0; dir < kDirections; ++dir) {
    const board::Ray& ray = board::ray(target, dir);
    bool blocked = false;
    const int reach = ray.length < kMaxReach ? ray.length : kMaxReach;
    for (int i = 0; i < reach; ++i) {
      const Square sq = ray.squares[i];
      const Stack& st = at(sq);
      if (st.empty()) continue;
      if (st.side() == by) {
        const int back = dir ^ 1;  // opposite direction: from the attacker towards the target
        for (int k = 0; k < st.size; ++k) {
          const Piece p = st.pieces[k];
          if (!reaches(p, back, i + 1, blocked, target_navy, m_profile)) continue;
          const PieceType t = p.type();
          if (sheltered && t != PieceType::Artillery && t != PieceType::AirForce && t != PieceType::Navy) continue;
          if (t == PieceType::AirForce && !p.heroic()) {
            if (!zones) zones = air_defence_map(*this, ~by);
            if (zones->any && !plane_survives(*this, sq, back, i + 1, *zones)) continue;
          }
          if (!out) return 1;
          (*out)[n++] = {sq, p};
        }
      }
      // Along the coast (official) a navy does not block land pieces.
      if (!(m_profile.navy_transparent_to_land && st.top().type() == PieceType::Navy)) blocked = true;
    }
  }
  return n;
}

bool Position::commander_attacked(Side owner) const {
  const Square c = commander(owner);
  if (!c.valid()) return true;  // a side without a commander has lost it
  return attackers(c, ~owner, nullptr) > 0;
}

bool Position::commanders_facing() const {
  const Square a = commander(Side::Red), b = commander(Side::Blue);
  if (!a.valid() || !b.valid()) return false;
  if (!m_profile.carried_commander_faces && (at(a).top().type() != PieceType::Commander ||
                                              at(b).top().type() != PieceType::Commander))
    return false;
  int dir;
  if (a.file() == b.file()) dir = b.rank() > a.rank() ? North : South;
  else if (a.rank() == b.rank()) dir = b.file() > a.file() ? East : West;
  else return false;
  const board::Ray& ray = board::ray(a, dir);
  for (int i = 0; i < ray.length; ++i) {
    if (ray.squares[i] == b) return true;
    if (!at(ray.squares[i]).empty()) return false;
  }
  return false;
}

}  // namespace saban
