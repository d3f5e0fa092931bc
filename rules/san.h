// SAN of the cotulenh platform (notation.md, dialect 2), written beside the board, not inside it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/move.h"
#include "rules/position.h"
#include "rules/result.h"

namespace saban {

/// The SAN of a legal turn in `pos`; `legal` is the full legal list, used for disambiguation.
std::string to_san(const Position& pos, const Turn& t, const std::vector<Turn>& legal);
/// Long algebraic form: piece, origin, separator, destination (`Ic5&c4`, `(NF)b2c3`).
std::string to_lan(const Position& pos, const Turn& t);
/// to_lan appended to `out` (no string of its own: the importer writes millions).
void append_lan(std::string& out, const Position& pos, const Turn& t);
/// Reads the long form to_lan writes (the engine protocol's, the opening tree's) into one of `legal`, the
/// legal turns of `pos`; the error says why not. Cờ Đông Sơn's is parser::dongson::parse_lan.
Result<Turn, std::string> parse_lan(const Position& pos, std::string_view token,
                                    const std::vector<Turn>& legal);
/// The same, the legal turns generated.
Result<Turn, std::string> parse_lan(const Position& pos, std::string_view token);

}  // namespace saban
