#include "rules/stack.h"

#include <utility>

namespace saban {

namespace {

using T = PieceType;

constexpr bool is_person(T t) { return t == T::Commander || t == T::Infantry || t == T::Militia; }

// Slot order of passengers: air force, tank, persons, heavy weapons.
constexpr int slot_rank(T t) {
  switch (t) {
    case T::AirForce: return 0;
    case T::Tank: return 1;
    case T::Commander: return 2;
    case T::Infantry: return 3;
    case T::Militia: return 4;
    case T::Artillery: return 5;
    case T::AntiAir: return 6;
    case T::Missile: return 7;
    default: return 8;
  }
}

// Official capacities: may `carrier` directly hold `cargo` (one or two pieces)?
bool official_holds(T carrier, const T* cargo, int n) {
  if (n == 0) return true;
  switch (carrier) {
    case T::Navy:
      if (n == 1) return cargo[0] == T::AirForce || cargo[0] == T::Tank || is_person(cargo[0]);
      if ((cargo[0] == T::AirForce || cargo[0] == T::Tank) && (cargo[1] == T::AirForce || cargo[1] == T::Tank))
        return true;
      return (cargo[0] == T::AirForce && is_person(cargo[1])) || (cargo[1] == T::AirForce && is_person(cargo[0]));
    case T::AirForce: return n == 1 && (cargo[0] == T::Tank || is_person(cargo[0]));
    case T::Tank: return n == 1 && is_person(cargo[0]);
    case T::Engineer: return n == 1 && (cargo[0] == T::Artillery || cargo[0] == T::AntiAir || cargo[0] == T::Missile);
    case T::Headquarters: return n == 1 && cargo[0] == T::Commander;
    default: return false;
  }
}

// Official: a set is a stack if some root holds the rest directly, or holds one piece that holds the third.
bool official_valid(T root, const T* rest, int n) {
  if (official_holds(root, rest, n)) return true;
  if (n == 2)
    for (int i = 0; i < 2; ++i)
      if (official_holds(root, &rest[i], 1) && official_holds(rest[i], &rest[1 - i], 1)) return true;
  return false;
}

// Cotulenh blueprint: carrier, then two slots (bit masks of allowed types; 0 = no slot).
struct Blueprint {
  T carrier;
  unsigned slot1, slot2;
};
constexpr unsigned bit(T t) { return 1u << index(t); }
constexpr unsigned kPersons = bit(T::Commander) | bit(T::Infantry) | bit(T::Militia);
constexpr Blueprint kBlueprints[] = {
    {T::Navy, bit(T::AirForce), kPersons | bit(T::Tank)},
    {T::Tank, kPersons, 0},
    {T::Engineer, bit(T::Artillery) | bit(T::AntiAir) | bit(T::Missile), 0},
    {T::AirForce, bit(T::Tank), kPersons},
    {T::Headquarters, bit(T::Commander), 0},
};

bool cotulenh_valid(T root, const T* rest, int n) {
  for (const Blueprint& b : kBlueprints) {
    if (b.carrier != root) continue;
    if (n == 1) return (b.slot1 | b.slot2) & bit(rest[0]);
    if (n == 2)
      return ((b.slot1 & bit(rest[0])) && (b.slot2 & bit(rest[1]))) ||
             ((b.slot1 & bit(rest[1])) && (b.slot2 & bit(rest[0])));
    return false;
  }
  return false;
}

}  // namespace

std::optional<Stack> arrange_stack(const Piece* pieces, int count, Stacking stacking) {
  if (count < 1 || count > Stack::kMaxPieces) return std::nullopt;
  const Side side = pieces[0].side();
  for (int i = 0; i < count; ++i)
    if (pieces[i].side() != side) return std::nullopt;
  if (count == 1) return Stack::single(pieces[0]);
  if (stacking == Stacking::Cotulenh)
    for (int i = 0; i < count; ++i)
      for (int j = i + 1; j < count; ++j)
        if (pieces[i].type() == pieces[j].type()) return std::nullopt;

  // Try each piece as the carrier, in carrier priority order.
  static constexpr T kCarriers[] = {T::Navy, T::AirForce, T::Tank, T::Engineer, T::Headquarters};
  for (T carrier : kCarriers) {
    for (int r = 0; r < count; ++r) {
      if (pieces[r].type() != carrier) continue;
      Stack s;
      s.pieces[0] = pieces[r];
      s.size = 1;
      for (int i = 0; i < count; ++i)
        if (i != r) s.pieces[s.size++] = pieces[i];
      if (s.size == 3 && slot_rank(s.pieces[2].type()) < slot_rank(s.pieces[1].type()))
        std::swap(s.pieces[1], s.pieces[2]);  // passengers in slot order (stable for equal ranks)
      T rest[2];
      for (int i = 1; i < s.size; ++i) rest[i - 1] = s.pieces[i].type();
      const bool ok = stacking == Stacking::Official ? official_valid(carrier, rest, s.size - 1)
                                                     : cotulenh_valid(carrier, rest, s.size - 1);
      if (ok) return s;
    }
  }
  return std::nullopt;
}

std::optional<Stack> combine(const Stack& a, const Stack& b, Stacking stacking) {
  if (a.size + b.size > Stack::kMaxPieces) return std::nullopt;
  Piece all[Stack::kMaxPieces];
  int n = 0;
  for (int i = 0; i < a.size; ++i) all[n++] = a.pieces[i];
  for (int i = 0; i < b.size; ++i) all[n++] = b.pieces[i];
  return arrange_stack(all, n, stacking);
}

Stack without_piece(const Stack& s, Piece p, Stacking stacking) {
  Stack rest;
  bool removed = false;
  for (int i = 0; i < s.size; ++i) {
    if (!removed && s.pieces[i] == p) {
      removed = true;
      continue;
    }
    rest.pieces[rest.size++] = s.pieces[i];
  }
  if (rest.size > 1) {
    // An illegal remainder keeps its order; the caller decides whether it may stay.
    if (auto arranged = arrange_stack(rest.pieces.data(), rest.size, stacking)) return *arranged;
  }
  return rest;
}

}  // namespace saban
