// Zobrist hashing: one 64-bit key per (point, slot in the stack, piece) and one for Blue to move.
#pragma once

#include <cstdint>

#include "rules/stack.h"
#include "rules/types.h"

namespace saban::zobrist {

std::uint64_t piece_key(Square s, int slot, Piece p);
std::uint64_t blue_to_move();
/// The XOR of the keys of every piece of a stack on a point.
inline std::uint64_t stack_key(Square s, const Stack& st) {
  std::uint64_t k = 0;
  for (int i = 0; i < st.size; ++i) k ^= piece_key(s, i, st.pieces[i]);
  return k;
}

}  // namespace saban::zobrist
