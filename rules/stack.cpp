#include "rules/stack.h"

#include <array>
#include <cstdint>
#include <utility>

namespace saban {

namespace {

using T = PieceType;

constexpr bool is_person(T t) { return t == T::Commander || t == T::Infantry || t == T::Militia; }

// Slot order of passengers: air force, tank, persons, heavy weapons.
constexpr int slot_rank(T t) {
  switch (t) {
    case T::AirForce:
      return 0;
    case T::Tank:
      return 1;
    case T::Commander:
      return 2;
    case T::Infantry:
      return 3;
    case T::Militia:
      return 4;
    case T::Artillery:
      return 5;
    case T::AntiAir:
      return 6;
    case T::Missile:
      return 7;
    default:
      return 8;
  }
}

// Official capacities: may `carrier` directly hold `cargo` (one or two pieces)?
constexpr bool official_holds(T carrier, const T* cargo, int n) {
  if (n == 0) return true;
  switch (carrier) {
    case T::Navy:
      if (n == 1) return cargo[0] == T::AirForce || cargo[0] == T::Tank || is_person(cargo[0]);
      if ((cargo[0] == T::AirForce || cargo[0] == T::Tank) &&
          (cargo[1] == T::AirForce || cargo[1] == T::Tank))
        return true;
      return (cargo[0] == T::AirForce && is_person(cargo[1])) ||
             (cargo[1] == T::AirForce && is_person(cargo[0]));
    case T::AirForce:
      return n == 1 && (cargo[0] == T::Tank || is_person(cargo[0]));
    case T::Tank:
      return n == 1 && is_person(cargo[0]);
    case T::Engineer:
      return n == 1 && (cargo[0] == T::Artillery || cargo[0] == T::AntiAir || cargo[0] == T::Missile);
    case T::Headquarters:
      return n == 1 && cargo[0] == T::Commander;
    default:
      return false;
  }
}

// Official: a set is a stack if some root holds the rest directly, or holds one piece that holds the third.
constexpr bool official_valid(T root, const T* rest, int n) {
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

constexpr bool cotulenh_valid(T root, const T* rest, int n) {
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

// The order in which `count` (2 or 3) pieces of the given types stand as a stack (carrier first), or false.
constexpr bool arrange_order(const T* types, int count, Stacking stacking, int* order) {
  if (stacking == Stacking::Cotulenh)
    for (int i = 0; i < count; ++i)
      for (int j = i + 1; j < count; ++j)
        if (types[i] == types[j]) return false;
  // Try each piece as the carrier, in carrier priority order.
  constexpr T kCarriers[] = {T::Navy, T::AirForce, T::Tank, T::Engineer, T::Headquarters};
  for (T carrier : kCarriers) {
    for (int r = 0; r < count; ++r) {
      if (types[r] != carrier) continue;
      int n = 0;
      order[n++] = r;
      for (int i = 0; i < count; ++i)
        if (i != r) order[n++] = i;
      if (n == 3 && slot_rank(types[order[2]]) < slot_rank(types[order[1]]))
        std::swap(order[1], order[2]);  // passengers in slot order (stable for equal ranks)
      T rest[2] = {};
      for (int i = 1; i < n; ++i) rest[i - 1] = types[order[i]];
      const bool ok = stacking == Stacking::Official ? official_valid(carrier, rest, n - 1)
                                                     : cotulenh_valid(carrier, rest, n - 1);
      if (ok) return true;
    }
  }
  return false;
}

// arrange_order for every list of 2 or 3 types, per stacking: the index of the order in kOrders, or -1.
constexpr int kOrders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
struct OrderTable {
  std::array<std::int8_t, kPieceTypes * kPieceTypes * kPieceTypes> three{};
  std::array<std::int8_t, kPieceTypes * kPieceTypes> two{};
};
constexpr OrderTable build_order_table(Stacking stacking) {
  OrderTable t;
  auto code = [](const int* order, int n) {
    for (int k = 0; k < 6; ++k) {
      bool same = true;
      for (int i = 0; i < n; ++i) same = same && kOrders[k][i] == order[i];
      if (same) return static_cast<std::int8_t>(k);
    }
    return static_cast<std::int8_t>(-1);
  };
  for (int a = 0; a < kPieceTypes; ++a)
    for (int b = 0; b < kPieceTypes; ++b) {
      T types[3] = {static_cast<T>(a), static_cast<T>(b), T::Commander};
      int order[3] = {};
      t.two[a * kPieceTypes + b] = arrange_order(types, 2, stacking, order) ? code(order, 2) : -1;
      for (int c = 0; c < kPieceTypes; ++c) {
        types[2] = static_cast<T>(c);
        t.three[(a * kPieceTypes + b) * kPieceTypes + c] =
            arrange_order(types, 3, stacking, order) ? code(order, 3) : -1;
      }
    }
  return t;
}
// Built at compile time: arrange_stack may run during static initialisation (start positions).
constexpr OrderTable kOrderTables[2] = {build_order_table(Stacking::Official),
                                        build_order_table(Stacking::Cotulenh)};

}  // namespace

namespace {

// arrange_stack of two pieces of one side (the commonest case: a boarding, a stack of three less a piece).
[[gnu::always_inline]] inline std::optional<Stack> arrange_two(Piece a, Piece b, Stacking stacking) {
  const int k = kOrderTables[static_cast<int>(stacking)].two[index(a.type()) * kPieceTypes + index(b.type())];
  if (k < 0) return std::nullopt;
  Stack s;
  s.size = 2;
  s.pieces[0] = kOrders[k][0] == 0 ? a : b;
  s.pieces[1] = kOrders[k][0] == 0 ? b : a;
  return s;
}

}  // namespace

std::optional<Stack> arrange_stack(const Piece* pieces, int count, Stacking stacking) {
  if (count < 1 || count > Stack::kMaxPieces) return std::nullopt;
  const Side side = pieces[0].side();
  for (int i = 1; i < count; ++i)
    if (pieces[i].side() != side) return std::nullopt;
  if (count == 1) return Stack::single(pieces[0]);
  if (count == 2) return arrange_two(pieces[0], pieces[1], stacking);
  const OrderTable& table = kOrderTables[static_cast<int>(stacking)];
  const int ab = index(pieces[0].type()) * kPieceTypes + index(pieces[1].type());
  const int k = table.three[ab * kPieceTypes + index(pieces[2].type())];
  if (k < 0) return std::nullopt;
  Stack s;
  s.size = static_cast<std::uint8_t>(count);
  for (int i = 0; i < count; ++i) s.pieces[i] = pieces[kOrders[k][i]];
  return s;
}

std::optional<Stack> combine(const Stack& a, const Stack& b, Stacking stacking) {
  if (a.size + b.size > Stack::kMaxPieces) return std::nullopt;
  if (a.size == 1 && b.size == 1) {
    if (a.pieces[0].side() != b.pieces[0].side()) return std::nullopt;
    return arrange_two(a.pieces[0], b.pieces[0], stacking);
  }
  Piece all[Stack::kMaxPieces];
  int n = 0;
  for (int i = 0; i < a.size; ++i) all[n++] = a.pieces[i];
  for (int i = 0; i < b.size; ++i) all[n++] = b.pieces[i];
  return arrange_stack(all, n, stacking);
}

Stack without_piece(const Stack& s, Piece p, Stacking stacking) {
  if (s.size == 3) {  // two pieces left (of one side, as the stack's): arrange_stack's table read at once
    const int i = s.pieces[0] == p ? 0 : s.pieces[1] == p ? 1 : s.pieces[2] == p ? 2 : -1;
    if (i >= 0) {
      const Piece a = s.pieces[i == 0 ? 1 : 0], b = s.pieces[i == 2 ? 1 : 2];
      if (a.side() == b.side())
        if (auto arranged = arrange_two(a, b, stacking)) return *arranged;
      Stack rest;  // an illegal remainder keeps its order
      rest.pieces[0] = a;
      rest.pieces[1] = b;
      rest.size = 2;
      return rest;
    }
  }
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
