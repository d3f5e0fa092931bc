// A record's Result and Termination tags against how its replayed main line ends (`saban check`): a record
// tagged `0-1` and `checkmate` after a move that ends nothing is an error at the tag, for both games.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "parser/ast.hpp"
#include "parser/dongson_record.h"
#include "parser/reader.h"
#include "parser/record.h"

namespace saban::parser {

using TagErrorAt = std::function<RecordError(std::size_t offset, std::string message)>;
using TagOffsetOf = std::function<std::size_t(const ast::Located&)>;

/// Adds an error for each of the tags (`tree`'s first Result and Termination) that the replayed game
/// contradicts: a Termination that names an ending of the rules (checkmate, stalemate, ...) the game did not
/// reach, a Termination other than the ending it reached, a Result other than that ending's. A game that
/// ended by no rule (resignation, time, adjudication) is not judged; nor is a truncated record.
void check_outcome(const ast::Game& tree, const GameRecord& record, const TagOffsetOf& offset_of,
                   const TagErrorAt& error_at, std::vector<RecordError>& errors);
/// The same for a Cờ Đông Sơn game, where a repetition or fifty-move draw may also be claimed (when
/// Game::can_claim_draw) rather than reached.
void check_outcome(const ast::Game& tree, const dongson::DsRecord& record, const TagOffsetOf& offset_of,
                   const TagErrorAt& error_at, std::vector<RecordError>& errors);

}  // namespace saban::parser
