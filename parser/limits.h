// The limits a record must keep to be read.
#pragma once

#include <cstddef>

namespace saban::parser {

/// How deep variations may nest: deeper ones are an error (the grammar and the replay recurse once per level,
/// so the limit keeps a hostile record from exhausting the stack). Chess databases never come near it.
inline constexpr std::size_t kMaxVariationDepth = 256;

}  // namespace saban::parser
