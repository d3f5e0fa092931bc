// JSON through nlohmann::json (Debian's nlohmann-json3-dev): the tags column and the CLI's JSON output.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "parser/encoding.h"

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

namespace json_detail {

// A JSON string of well-formed UTF-8 text, escaped as nlohmann::json's dump escapes it (ensure_ascii off).
inline void quoted(std::string& out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          out += "\\u00";
          out += kHex[c >> 4];
          out += kHex[c & 15];
        } else {
          out += ch;
        }
    }
  }
  out += '"';
}

}  // namespace json_detail

/// json_text(tags_json(tags)), written directly (no JSON value built): the importer's tags column. Falls
/// back on nlohmann::json for a name or value that is not well-formed UTF-8 (parser::is_utf8: exactly the
/// text nlohmann::json writes unchanged), replaced as json_text replaces it.
inline std::string tags_json_text(const std::vector<std::pair<std::string, std::string>>& tags) {
  std::size_t bytes = 2;
  for (const auto& [name, value] : tags) {
    if (!parser::is_utf8(name) || !parser::is_utf8(value)) return json_text(tags_json(tags));
    bytes += name.size() + value.size() + 6;
  }
  std::string out;
  out.reserve(bytes + bytes / 8);
  out += '{';
  bool first = true;
  for (std::size_t i = 0; i < tags.size(); ++i) {
    const std::string& name = tags[i].first;
    // A tag given twice: written where it first appears, with its last value.
    bool earlier = false;
    for (std::size_t j = 0; j < i && !earlier; ++j) earlier = tags[j].first == name;
    if (earlier) continue;
    const std::string* value = &tags[i].second;
    for (std::size_t j = i + 1; j < tags.size(); ++j)
      if (tags[j].first == name) value = &tags[j].second;
    if (!first) out += ',';
    first = false;
    json_detail::quoted(out, name);
    out += ':';
    json_detail::quoted(out, *value);
  }
  out += '}';
  return out;
}

}  // namespace saban::db
