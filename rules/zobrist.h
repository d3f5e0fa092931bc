// Zobrist hashing: one 64-bit key per (point, slot in the stack, piece) and one for Blue to move.
#pragma once

#include <array>
#include <cstdint>

#include "rules/splitmix.h"
#include "rules/stack.h"
#include "rules/types.h"

namespace saban::zobrist {

namespace detail {
constexpr int kPieceKinds = kPieceTypes * 4;  // type x side x heroic
/// The keys are indexed by a piece's bits (Piece::bits(), below 64), not by its key_index: no arithmetic
/// on the hot paths. The bits of no piece hold no key.
constexpr int kPieceBits = 64;
struct Tables {
  std::array<std::array<std::array<std::uint64_t, kPieceBits>, Stack::kMaxPieces>, kSquares> pieces{};
  std::uint64_t blue = 0;
};
/// The piece bits of each key_index (Piece's layout: 1 + type in the low nibble, side bit 4, heroic bit 5).
constexpr int bits_of_kind(int kind) { return (1 + kind / 4) | ((kind / 2) % 2) << 4 | (kind % 2) << 5; }
// From a fixed seed (rules/splitmix.h): the same keys on every run and machine, computed at compile time,
// drawn in key_index order (point, slot, type, side, heroic).
constexpr Tables build() {
  Tables t{};
  SplitMix64 keys(0x5a7a0c0ffee1234ULL);
  for (auto& sq : t.pieces)
    for (auto& slot : sq)
      for (int kind = 0; kind < kPieceKinds; ++kind)
        slot[static_cast<std::size_t>(bits_of_kind(kind))] = keys.next();
  t.blue = keys.next();
  return t;
}
inline constexpr Tables kTables = build();
}  // namespace detail

inline std::uint64_t piece_key(Square s, int slot, Piece p) {
  return detail::kTables.pieces[s.index()][slot][p.bits() & (detail::kPieceBits - 1)];
}
inline std::uint64_t blue_to_move() { return detail::kTables.blue; }
/// The XOR of the keys of every piece of a stack on a point.
inline std::uint64_t stack_key(Square s, const Stack& st) {
  std::uint64_t k = 0;
  for (int i = 0; i < st.size; ++i) k ^= piece_key(s, i, st.pieces[i]);
  return k;
}

}  // namespace saban::zobrist
