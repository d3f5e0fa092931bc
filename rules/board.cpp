#include "rules/board.h"

namespace saban::board {

std::string square_name(Square s) {
  std::string out(1, static_cast<char>('a' + s.file()));
  out += std::to_string(s.rank() + 1);
  return out;
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
  return std::to_string(s.rank()) + separator + std::to_string(s.file());
}

}  // namespace saban::board
