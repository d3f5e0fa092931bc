// The PGN-shaped container both games' records share (notation.md): tag pairs, comments as kept, and the tag
// section as written.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace saban::parser {

/// Tag pairs in source order (unknown tags kept).
using TagList = std::vector<std::pair<std::string, std::string>>;

/// The value of the first tag named `name`, if any.
std::optional<std::string> find_tag(const TagList& tags, std::string_view name);
/// Sets the first tag named `name`, or appends it.
void put_tag(TagList& tags, const std::string& name, const std::string& value);
/// The tag section as written: a `[Name "value"]` line a tag (quotes and backslashes escaped), then a blank
/// line.
std::string write_tags(const TagList& tags);

/// A comment's text with its line breaks and runs of spaces made single spaces, trimmed.
std::string normalise_comment(std::string_view text);

}  // namespace saban::parser
