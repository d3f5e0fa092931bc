#include "rules/excerpt.h"

#include <algorithm>
#include <vector>

namespace saban {

std::string excerpt(std::string_view text) {
  if (text.size() <= kExcerptBytes) return std::string(text);
  std::size_t cut = kExcerptBytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
  return std::string(text.substr(0, cut)) + "...";
}

namespace {
bool starts_character(char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }
}  // namespace

std::string caret_lines(std::string_view line, std::size_t at) {
  std::vector<std::size_t> starts;  // byte offset of each character of the line
  for (std::size_t i = 0; i < line.size(); ++i)
    if (starts_character(line[i])) starts.push_back(i);
  const std::size_t first = at > kCaretAround ? at - kCaretAround : 0;
  const std::size_t last = std::min(starts.size(), at + kCaretAround);
  const bool cut_left = first > 0, cut_right = last < starts.size();
  const std::size_t begin = first < starts.size() ? starts[first] : line.size();
  const std::size_t end = last < starts.size() ? starts[last] : line.size();
  std::string out = "  ";
  if (cut_left) out += "...";
  out.append(line.substr(begin, end - begin));
  if (cut_right) out += "...";
  out += "\n  ";
  if (cut_left) out += "   ";
  for (std::size_t c = first; c < at && c < starts.size(); ++c) out += line[starts[c]] == '\t' ? '\t' : ' ';
  out += "^\n";
  return out;
}

std::size_t character_at(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), starts_character));
}

}  // namespace saban
