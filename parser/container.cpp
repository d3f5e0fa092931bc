#include "parser/internal/container.h"

namespace saban::parser {

std::optional<std::string> find_tag(const TagList& tags, std::string_view name) {
  for (const auto& [k, v] : tags)
    if (k == name) return v;
  return std::nullopt;
}

void put_tag(TagList& tags, const std::string& name, const std::string& value) {
  for (auto& [k, v] : tags)
    if (k == name) {
      v = value;
      return;
    }
  tags.emplace_back(name, value);
}

// Each value between quotes, its quotes and backslashes escaped with a backslash.
std::string write_tags(const TagList& tags) {
  std::string out;
  for (const auto& [k, v] : tags) {
    std::string escaped;
    for (char c : v) {
      if (c == '"' || c == '\\') escaped += '\\';
      escaped += c;
    }
    out += "[" + k + " \"" + escaped + "\"]\n";
  }
  return out + '\n';
}

// Spaces, tabs and line breaks in runs become one space; none at either end.
std::string normalise_comment(std::string_view text) {
  std::string out;
  for (char c : text) {
    const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
    if (space) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace saban::parser
