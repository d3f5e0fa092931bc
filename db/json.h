// JSON through nlohmann::json (Debian's nlohmann-json3-dev): the tags column and the CLI's JSON output.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
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

// Writes a JSON string at `p` as nlohmann::json's dump escapes it (ensure_ascii off) and returns where it
// ends: room for 2 + 6 bytes a byte is needed (every byte escaped, at worst). Bytes from 0x80 are copied as
// they are (well-formed UTF-8 is written unchanged) and `high` is set: the caller then checks the text is
// UTF-8. Eight bytes at a time while none of them needs an escape.
inline char* quoted_to(char* p, std::string_view s, bool& high) {
  static constexpr char kHex[] = "0123456789abcdef";
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHighs = 0x8080808080808080ULL;
  *p++ = '"';
  std::size_t i = 0;
  const std::size_t n = s.size();
  while (i < n) {
    for (; i + 8 <= n; i += 8) {
      std::uint64_t w;
      std::memcpy(&w, s.data() + i, 8);
      const std::uint64_t quote = w ^ (kOnes * '"'), backslash = w ^ (kOnes * '\\');
      // A byte below 0x20, a quote or a backslash among the eight (exact tests of "some byte is"): escaped
      // below, a byte at a time.
      if ((((w - kOnes * 0x20) & ~w) | ((quote - kOnes) & ~quote) | ((backslash - kOnes) & ~backslash)) &
          kHighs)
        break;
      high |= (w & kHighs) != 0;
      std::memcpy(p, &w, 8);
      p += 8;
    }
    for (const std::size_t stop = std::min(n, i + 8); i < stop; ++i) {
      const char ch = s[i];
      const auto c = static_cast<unsigned char>(ch);
      if (c >= 0x20 && c != '"' && c != '\\') {
        high |= c >= 0x80;
        *p++ = ch;
        continue;
      }
      *p++ = '\\';
      switch (c) {
        case '"':
        case '\\':
          *p++ = ch;
          break;
        case '\b':
          *p++ = 'b';
          break;
        case '\f':
          *p++ = 'f';
          break;
        case '\n':
          *p++ = 'n';
          break;
        case '\r':
          *p++ = 'r';
          break;
        case '\t':
          *p++ = 't';
          break;
        default:
          *p++ = 'u';
          *p++ = '0';
          *p++ = '0';
          *p++ = kHex[c >> 4];
          *p++ = kHex[c & 15];
      }
    }
  }
  *p++ = '"';
  return p;
}

}  // namespace json_detail

/// Appends json_text(tags_json(tags)) to `out`, written directly (no JSON value built, no string of its own):
/// the importer's tags column. Falls back on nlohmann::json when a name or value is not well-formed UTF-8
/// (parser::is_utf8: exactly the text nlohmann::json writes unchanged, asked only of text with a byte from
/// 0x80), replaced as json_text replaces it.
inline void append_tags_json(std::string& out, const std::vector<std::pair<std::string, std::string>>& tags) {
  std::size_t bound = 2;  // braces; a tag: 4 quotes, a colon, a comma, each byte escaped at worst
  for (const auto& [name, value] : tags) bound += 6 * (name.size() + value.size()) + 6;
  const std::size_t at = out.size();
  out.resize(at + bound);
  char* p = out.data() + at;
  // A tag given twice: written where it first appears, with its last value; every name and value of such
  // tags is then checked, the values not written too, as every one always was. Names compared in full only
  // when their lengths and first bytes agree.
  auto same_name = [&tags](std::size_t i, std::size_t j) {
    const std::string &a = tags[i].first, &b = tags[j].first;
    return a.size() == b.size() && (a.empty() || (a[0] == b[0] && a == b));
  };
  bool repeated = false, bad = false;
  *p++ = '{';
  bool first = true;
  for (std::size_t i = 0; i < tags.size(); ++i) {
    bool earlier = false;
    for (std::size_t j = 0; j < i && !earlier; ++j) earlier = same_name(j, i);
    if (earlier) {
      repeated = true;
      continue;
    }
    const std::string* value = &tags[i].second;
    for (std::size_t j = i + 1; j < tags.size(); ++j)
      if (same_name(i, j)) value = &tags[j].second, repeated = true;
    if (!first) *p++ = ',';
    first = false;
    bool high = false;
    p = json_detail::quoted_to(p, tags[i].first, high);
    if (high && !parser::is_utf8(tags[i].first)) bad = true;
    *p++ = ':';
    high = false;
    p = json_detail::quoted_to(p, *value, high);
    if (high && !parser::is_utf8(*value)) bad = true;
  }
  *p++ = '}';
  out.resize(static_cast<std::size_t>(p - out.data()));
  if (repeated && !bad)
    for (const auto& [name, value] : tags) bad = bad || !parser::is_utf8(name) || !parser::is_utf8(value);
  if (bad) {
    out.resize(at);
    out += json_text(tags_json(tags));
  }
}

/// json_text(tags_json(tags)), written directly (append_tags_json).
inline std::string tags_json_text(const std::vector<std::pair<std::string, std::string>>& tags) {
  std::string out;
  append_tags_json(out, tags);
  return out;
}

}  // namespace saban::db
