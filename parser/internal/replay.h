// Replay: a record's syntax tree becomes a game, every move checked against the rules profile of the game.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "parser/ast.hpp"
#include "parser/reader.h"
#include "parser/record.h"

namespace saban::parser {

/// Makes an error at a byte offset of the game's text.
using ErrorAt = std::function<RecordError(std::size_t offset, std::string message)>;
/// Line and column of a byte offset of the game's text.
using LocationOf = std::function<SourceLocation(std::size_t offset)>;
/// The byte offset in the game's text where a node of the tree starts.
using OffsetOf = std::function<std::size_t(const ast::Located&)>;

/// Parses every move token in the game's dialect without replaying; returns how many, or 0 with an error.
std::size_t check_tokens(const ast::Game& game, const OffsetOf& offset_of, const ErrorAt& error_at,
                         std::vector<RecordError>& errors);

/// Fills `out` from the tree; returns false (with errors) when the game cannot be kept.
bool replay(const ast::Game& game, const OffsetOf& offset_of, const LocationOf& location_of,
            const ErrorAt& error_at, const ReadOptions& options, GameRecord& out,
            std::vector<RecordError>& errors);

}  // namespace saban::parser
