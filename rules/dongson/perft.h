// Cờ Đông Sơn perft: legal move sequences of a given length, no adjudication (promotion = 3, swap = 1).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "rules/dongson/position.h"

namespace saban::dongson {

std::uint64_t perft(const Position& pos, int depth);
/// Perft split by the first move.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, int depth);

}  // namespace saban::dongson
