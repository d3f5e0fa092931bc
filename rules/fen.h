// FEN in the dialect of rules.md: 12 ranks from rank 12 down, heroes `+`, stacks `(XYZ)`.
#pragma once

#include <string>
#include <string_view>

#include "rules/position.h"
#include "rules/result.h"

namespace saban {

/// Reads a FEN; the error says what is wrong and at which character.
Result<Position> parse_fen(std::string_view fen, Profile profile = official_profile());
/// Writes a position as FEN.
std::string to_fen(const Position& pos);
/// The FEN letter of a piece (upper case for Red), with `+` before it if heroic.
std::string piece_text(Piece p);
/// A unit as written in FEN and SAN: `T`, `+T`, `(TI)`, `(+NF)`; upper case for Red unless `upper`.
std::string stack_text(const Stack& st, bool always_upper = false);

}  // namespace saban
