// Writing game records in either dialect, with comments, variations and judgements.
#pragma once

#include <string>
#include <vector>

#include "parser/record.h"

namespace saban::parser {

struct WriteOptions {
  Dialect dialect = Dialect::Rulebook;
  Letters letters = Letters::Vi;
  std::size_t line_width = 80;
};

/// The whole record: tags (Notation set to the written dialect), movetext and result.
std::string write_game(const GameRecord& game, const WriteOptions& options);

/// One turn in the rulebook notation (`P4,4@L2,6>*`, `(NTAf)N9.2@N11.2/T9.2_9.4`); `before` is the position
/// before the turn.
std::string rulebook_token(const Position& before, const Turn& turn, Letters letters);

}  // namespace saban::parser
