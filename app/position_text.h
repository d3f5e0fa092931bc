// A position named as a user types it: a FEN, or the moves from the start in either record dialect.
#pragma once

#include <string>

#include "rules/dongson/position.h"
#include "rules/position.h"
#include "rules/result.h"

namespace saban::app {

/// The position after `moves` (movetext in either dialect, with or without move numbers) from the start of
/// `profile`'s standard position. The error says which move is wrong, where and why.
Result<Position, std::string> position_after_moves(const std::string& moves,
                                                   const std::string& profile = "official");

/// The position of a FEN in a profile; the error names the character.
Result<Position, std::string> position_from_fen(const std::string& fen,
                                                const std::string& profile = "official");

/// The FEN when given, else the moves (none: the start position); unknown profile names are an error.
Result<Position, std::string> position_from_text(const std::string& fen, const std::string& moves,
                                                 const std::string& profile = "official");

/// A Cờ Đông Sơn position: the FEN when given, else the position after `moves` (SAN, with or without move
/// numbers) from the start; `rules` are the rule options (docs/rules-dong-son.md, "" for the defaults). The
/// error says which move or character is wrong and why.
Result<dongson::Position, std::string> dongson_position_from_text(const std::string& fen,
                                                                  const std::string& moves,
                                                                  const std::string& rules = "");

}  // namespace saban::app
