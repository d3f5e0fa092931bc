// How far and in which directions each piece moves and captures, for a given profile.
#pragma once

#include "rules/profile.h"
#include "rules/types.h"

namespace saban {

struct PieceRules {
  int move_range = 0;
  int capture_range = 0;
  int diagonal_range = 0;        ///< reach on diagonals (0: none)
  bool capture_through = false;  ///< captures fly over pieces (artillery, missile, air force, navy)
  bool move_through = false;     ///< moves fly over pieces (air force)
};

/// Ranges of a piece, heroic bonus included.
constexpr PieceRules piece_rules(Piece p, const Profile& profile) {
  PieceRules r;
  switch (p.type()) {
    case PieceType::Commander:
      r = {11, 1, 0, false, false};
      break;
    case PieceType::Infantry:
    case PieceType::Engineer:
    case PieceType::AntiAir:
      r = {1, 1, 0, false, false};
      break;
    case PieceType::Militia:
      r = {1, 1, 1, false, false};
      break;
    case PieceType::Tank:
      r = {2, 2, 0, false, false};
      break;
    case PieceType::Artillery:
      r = {3, 3, 3, true, false};
      break;
    case PieceType::Missile:
      r = {2, 2, 1, true, false};
      break;
    case PieceType::AirForce:
      r = {4, 4, 4, true, true};
      break;
    case PieceType::Navy:
      r = {4, 4, 4, true, false};
      break;
    case PieceType::Headquarters:
      r = {0, 0, 0, false, false};
      break;
  }
  if (!p.heroic()) return r;
  switch (p.type()) {
    case PieceType::Commander:  // the generator still captures only adjacent; see attack.cpp for the reach
      r.diagonal_range = r.move_range;
      r.capture_range = 2;
      return r;
    case PieceType::Headquarters:  // last guard: official moves like heroic infantry, cotulenh one step
      r.move_range = r.capture_range = r.diagonal_range = profile.cotulenh_quirks ? 1 : 2;
      return r;
    default:
      ++r.move_range;
      ++r.capture_range;
      r.diagonal_range = p.type() == PieceType::Missile ? r.diagonal_range + 1 : r.move_range;
      return r;
  }
}

/// Air-defence radius of a piece standing on top of its point (0: none).
constexpr int air_defence_radius(Piece p) {
  int r = 0;
  if (p.type() == PieceType::Missile) r = 2;
  if (p.type() == PieceType::AntiAir || p.type() == PieceType::Navy) r = 1;
  return r == 0 ? 0 : r + (p.heroic() ? 1 : 0);
}

constexpr bool is_heavy(PieceType t) {
  return t == PieceType::Artillery || t == PieceType::AntiAir || t == PieceType::Missile;
}

}  // namespace saban
