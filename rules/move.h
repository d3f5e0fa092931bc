// Compact moves: a sub-move in 32 bits, and a turn of one to three sub-moves (a deploy turn).
#pragma once

#include <array>
#include <cstdint>

#include "rules/types.h"

namespace saban {

enum class MoveKind : std::uint8_t {
  Quiet,        ///< to an empty point
  Capture,      ///< takes the target and replaces it
  StayCapture,  ///< takes the target without moving
  Suicide,      ///< one-for-one: the target and the mover are both removed
  Combine,      ///< onto a friendly unit, forming a stack
  ShotDown,     ///< official air defence: the plane is lost, the target (if any) survives
};

/// One piece (or one whole unit) moving: from, to, kind, and whether a single piece leaves a stack.
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to, MoveKind kind, Piece piece, bool deploy, bool joins = false)
      : m_bits(static_cast<std::uint32_t>(from.index()) | (static_cast<std::uint32_t>(to.index()) << 8) |
               (static_cast<std::uint32_t>(kind) << 16) | (deploy ? 1u << 19 : 0u) |
               (static_cast<std::uint32_t>(piece.bits()) << 20) | (joins ? 1u << 28 : 0u)) {}

  constexpr Square from() const { return Square(static_cast<int>(m_bits & 0xff)); }
  constexpr Square to() const { return Square(static_cast<int>((m_bits >> 8) & 0xff)); }
  constexpr MoveKind kind() const { return static_cast<MoveKind>((m_bits >> 16) & 7); }
  /// True when one piece leaves a stack (the rest stays); false when the whole unit moves.
  constexpr bool deploy() const { return (m_bits >> 19) & 1; }
  /// A deploy sub-move that joins the unit an earlier sub-move of its turn sent to `to()` (cotulenh's
  /// recombine: it goes the way that unit went, `kind()` being that move's kind; docs/rules.md Q 32, Q 33).
  constexpr bool joins() const { return (m_bits >> 28) & 1; }
  /// The moving piece (deploy) or the unit's carrier (whole-unit move), as it was before the move.
  constexpr Piece piece() const { return piece_from_bits(static_cast<std::uint8_t>((m_bits >> 20) & 0xff)); }
  constexpr bool is_capture() const {
    return kind() == MoveKind::Capture || kind() == MoveKind::StayCapture || kind() == MoveKind::Suicide;
  }
  constexpr bool is_null() const { return m_bits == 0; }
  constexpr std::uint32_t raw() const { return m_bits; }
  constexpr bool operator==(const Move&) const = default;

 private:
  static constexpr Piece piece_from_bits(std::uint8_t b) {
    if (b == 0) return Piece();
    return Piece(static_cast<PieceType>((b & 0x0f) - 1), static_cast<Side>((b >> 4) & 1), (b & 0x20) != 0);
  }
  std::uint32_t m_bits = 0;
};

/// A whole turn: one move, or the sub-moves of a deploy turn in stack order.
struct Turn {
  std::array<Move, 3> moves{};
  std::uint8_t size = 0;

  constexpr Turn() = default;
  constexpr explicit Turn(Move m) : size(1) { moves[0] = m; }
  constexpr void push(Move m) { moves[size++] = m; }
  constexpr void pop() { --size; }
  constexpr const Move& first() const { return moves[0]; }
  constexpr const Move* begin() const { return moves.data(); }
  constexpr const Move* end() const { return moves.data() + size; }
  constexpr bool operator==(const Turn& o) const {
    if (size != o.size) return false;
    for (int i = 0; i < size; ++i)
      if (moves[i] != o.moves[i]) return false;
    return true;
  }
};

}  // namespace saban
