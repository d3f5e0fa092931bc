#include "render/marks.h"

#include "rules/board.h"

namespace saban::render {

std::optional<dongson::Square> ds_mark_square(Square s) {
  if (!s.valid()) return std::nullopt;
  return dongson::parse_square(board::square_name(s));
}

Square mark_square(dongson::Square s) {
  if (s < 0) return kNoSquare;
  return board::parse_square(dongson::square_name(s)).value_or(kNoSquare);
}

}  // namespace saban::render
