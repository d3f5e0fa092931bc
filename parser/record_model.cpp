#include "parser/record.h"

namespace saban::parser {

std::optional<std::string> GameRecord::tag(std::string_view name) const {
  for (const auto& [k, v] : tags)
    if (k == name) return v;
  return std::nullopt;
}

void GameRecord::set_tag(const std::string& name, const std::string& value) {
  for (auto& [k, v] : tags)
    if (k == name) {
      v = value;
      return;
    }
  tags.emplace_back(name, value);
}

Position GameRecord::final_position() const {
  Position pos = start;
  Undo u;
  for (const RecordMove& m : moves) pos.do_turn(m.turn, u);
  return pos;
}

}  // namespace saban::parser
