#include "rules/board.h"

namespace saban::board {

std::string file_label(int file, CoordinateStyle style) {
  return style == CoordinateStyle::Rulebook ? std::to_string(file)
                                            : std::string(1, static_cast<char>('a' + file));
}

std::string rank_label(int rank, CoordinateStyle style) {
  return std::to_string(style == CoordinateStyle::Rulebook ? rank : rank + 1);
}

std::string point_name(Square s, CoordinateStyle style) {
  return style == CoordinateStyle::Rulebook ? rowcol_name(s) : square_name(s);
}

std::string square_name(Square s) {
  return file_label(s.file(), CoordinateStyle::Algebraic) + rank_label(s.rank(), CoordinateStyle::Algebraic);
}

std::optional<Square> parse_square(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const int file = text[0] - 'a';
  int rank = 0;
  for (char c : text.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    rank = rank * 10 + (c - '0');
  }
  if (text[1] == '0' || !Square::on_board(file, rank - 1)) return std::nullopt;
  return Square(file, rank - 1);
}

std::string rowcol_name(Square s, char separator) {
  return rank_label(s.rank(), CoordinateStyle::Rulebook) + separator +
         file_label(s.file(), CoordinateStyle::Rulebook);
}

}  // namespace saban::board
