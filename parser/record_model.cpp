#include "parser/record.h"

#include "parser/internal/container.h"

namespace saban::parser {

std::optional<std::string> GameRecord::tag(std::string_view name) const { return find_tag(tags, name); }

void GameRecord::set_tag(const std::string& name, const std::string& value) { put_tag(tags, name, value); }

Position GameRecord::final_position() const {
  Position pos = start;
  Undo u;
  for (const RecordMove& m : moves) pos.do_turn(m.turn, u);
  return pos;
}

}  // namespace saban::parser
