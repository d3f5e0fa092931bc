// The board drawn for a terminal: terrain, river and fords, stacks and heroes.
#pragma once

#include <string>

#include "rules/position.h"

namespace saban::cli {

/// A Unicode drawing of the position, with a legend and its FEN.
std::string draw_board(const Position& pos);

}  // namespace saban::cli
