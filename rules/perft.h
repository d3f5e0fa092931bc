// Perft: the number of turn sequences of a given length, the outside check of move generation.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "rules/movegen.h"

namespace saban {

/// Leaves at `depth` plies from `pos` (bulk-counted at the last ply).
std::uint64_t perft(Position& pos, int depth, DeployMode mode = DeployMode::Full);
/// Perft split by the first turn: (turn, leaves below it).
std::vector<std::pair<Turn, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                         DeployMode mode = DeployMode::Full);

}  // namespace saban
