#include "cli/board_view.h"

#include <sstream>

#include "rules/fen.h"
#include "rules/movegen.h"

namespace saban::cli {

namespace {

constexpr int kCell = 6;  // characters per point: room for "(+NFT)" is cut to "(NFT)" plus heroes

// Terrain of an empty point: sea, coast or river mouth, land.
const char* terrain_mark(Square s) {
  switch (board::terrain(s)) {
    case Terrain::Sea:
      return "≈";
    case Terrain::Mixed:
      return "░";
    case Terrain::Land:
      return "·";
  }
  return "?";
}

std::string centred(const std::string& text, int visible_width) {
  const int pad = kCell - visible_width;
  const int left = pad / 2;
  return std::string(left > 0 ? left : 0, ' ') + text + std::string(pad - left > 0 ? pad - left : 0, ' ');
}

}  // namespace

std::string draw_board(const Position& pos) {
  std::ostringstream out;
  std::string files = "     ";
  for (int f = 0; f < kFiles; ++f) files += centred(std::string(1, static_cast<char>('a' + f)), 1);
  out << files << '\n';
  for (int rank = kRanks - 1; rank >= 0; --rank) {
    out << (rank + 1 < 10 ? "  " : " ") << rank + 1 << "  ";
    for (int file = 0; file < kFiles; ++file) {
      const Square s(file, rank);
      const Stack& st = pos.at(s);
      if (st.empty()) {
        out << centred(terrain_mark(s), 1);
      } else {
        const std::string text = stack_text(st);
        out << centred(text, static_cast<int>(text.size()));
      }
    }
    out << ' ' << rank + 1 << '\n';
    if (rank == 6) {
      // The river between ranks 6 and 7; fords on files f and h.
      out << "     ";
      for (int f = 0; f < kFiles; ++f) out << centred(board::is_ford_file(f) ? "╪" : (f <= 1 ? "≈" : "~"), 1);
      out << "  river (fords ╪ on f and h)\n";
    }
  }
  out << files << "\n\n";
  out << "Red (upper case) at the bottom, Blue (lower case) at the top. + hero, (XY) stack, carrier first.\n";
  out << "C commander  I infantry  E engineer  M militia  G anti-air  T tank  A artillery  S missile\n";
  out << "F air force  N navy  H headquarters.   ≈ sea   ░ coast / river mouth   · land\n\n";
  out << "Profile: " << pos.profile().name
      << "   To move: " << (pos.side_to_move() == Side::Red ? "Red" : "Blue");
  if (pos.in_check()) out << " (in check)";
  out << "\nFEN: " << to_fen(pos) << '\n';
  return out.str();
}

}  // namespace saban::cli
