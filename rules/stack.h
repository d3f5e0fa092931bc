// The contents of one point: a single piece or a stack of up to three (carrier first).
#pragma once

#include <array>
#include <optional>

#include "rules/profile.h"
#include "rules/types.h"

namespace saban {

/// Up to three pieces of one side on one point; pieces[0] is the carrier, passengers follow in slot order.
struct Stack {
  static constexpr int kMaxPieces = 3;
  std::array<Piece, kMaxPieces> pieces{};
  std::uint8_t size = 0;

  constexpr bool empty() const { return size == 0; }
  constexpr Piece top() const { return pieces[0]; }
  constexpr Side side() const { return pieces[0].side(); }
  constexpr bool is_stack() const { return size > 1; }
  constexpr bool contains(PieceType t) const {
    for (int i = 0; i < size; ++i)
      if (pieces[i].type() == t) return true;
    return false;
  }
  constexpr bool operator==(const Stack&) const = default;

  static constexpr Stack single(Piece p) {
    Stack s;
    s.pieces[0] = p;
    s.size = 1;
    return s;
  }
};

/// Arranges a set of pieces of one side as a legal stack under the profile's capacities (carrier chosen by
/// the table, passengers in slot order); nullopt when they cannot share a point.
std::optional<Stack> arrange_stack(const Piece* pieces, int count, Stacking stacking);
/// Both units on one point (boarding); nullopt if not allowed.
std::optional<Stack> combine(const Stack& a, const Stack& b, Stacking stacking);
/// The stack without piece `p` (one instance); the remainder is re-arranged, or kept in order if it is not a
/// legal stack by itself (the caller decides whether that is allowed).
Stack without_piece(const Stack& s, Piece p, Stacking stacking);

}  // namespace saban
