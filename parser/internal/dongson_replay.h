// Cờ Đông Sơn replay: a parsed record ([Variant "dongson"]) becomes a DsRecord, every SAN move checked.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "parser/ast.hpp"
#include "parser/dongson_record.h"

namespace saban::parser {

struct RecordError;
struct ReadOptions;

namespace dongson {

/// Whether the game's first Variant tag names Cờ Đông Sơn.
bool is_dongson(const ast::Game& tree);

using ErrorAtFn = std::function<RecordError(std::size_t offset, std::string message)>;
using LocationOfFn = std::function<SourceLocation(std::size_t offset)>;
using OffsetOfFn = std::function<std::size_t(const ast::Located&)>;

/// Fills `out` from the tree, every move checked; false (with errors) when the game cannot be kept.
bool replay(const ast::Game& tree, const OffsetOfFn& offset_of, const LocationOfFn& location_of,
            const ErrorAtFn& error_at, const ReadOptions& options, DsRecord& out,
            std::vector<RecordError>& errors);

}  // namespace dongson
}  // namespace saban::parser
