// JSON through nlohmann::json (Debian's nlohmann-json3-dev): the tags column and the CLI's JSON output.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace saban::db {

/// A JSON value whose objects keep their keys in the order they were set (tags stay in source order).
using Json = nlohmann::ordered_json;

/// The text of a value (`indent` < 0: on one line). Bytes that are not UTF-8 become U+FFFD instead of
/// throwing.
inline std::string json_text(const Json& value, int indent = -1) {
  return value.dump(indent, ' ', false, Json::error_handler_t::replace);
}

/// A record's tags as a JSON object, in order; a tag given twice keeps its last value (as jsonb would).
inline Json tags_json(const std::vector<std::pair<std::string, std::string>>& tags) {
  Json out = Json::object();
  for (const auto& [name, value] : tags) out[name] = value;
  return out;
}

}  // namespace saban::db
