// Cờ Đông Sơn FEN: placement (rank 9 first, files a→k), side (w Thủy, b Sơn), swap rights (BHbh or -), "-",
// halfmove clock, fullmove number.
#pragma once

#include <string>
#include <string_view>

#include "rules/dongson/position.h"
#include "rules/result.h"

namespace saban::dongson {

/// Reads a FEN; the error says what is wrong and at which character. The clocks may be left out (0 1).
Result<Position> parse_fen(std::string_view fen, const Options& options = {});
std::string to_fen(const Position& pos);

}  // namespace saban::dongson
