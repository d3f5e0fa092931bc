// The board's geometry and terrain: sea, coast (mixed), land, the river and its fords.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "rules/types.h"

namespace saban {

enum class Terrain : std::uint8_t { Sea, Mixed, Land };

/// The eight directions; the first four are orthogonal, and `dir ^ 1` is the opposite of `dir`.
enum Direction : std::uint8_t { North, South, East, West, NorthEast, SouthWest, NorthWest, SouthEast };
constexpr int kDirections = 8;
constexpr std::array<int, kDirections> kDirFile = {0, 0, 1, -1, 1, -1, -1, 1};
constexpr std::array<int, kDirections> kDirRank = {1, -1, 0, 0, 1, -1, 1, -1};
constexpr bool is_diagonal(int dir) { return dir >= NorthEast; }

namespace board {

/// Terrain of a point: files a, b are sea; file c and d6, e6, d7, e7 are mixed; the rest is land.
constexpr Terrain terrain(Square s) {
  const int f = s.file(), r = s.rank();
  if (f <= 1) return Terrain::Sea;
  if (f == 2) return Terrain::Mixed;
  if ((f == 3 || f == 4) && (r == 5 || r == 6)) return Terrain::Mixed;
  return Terrain::Land;
}
constexpr bool is_water(Square s) { return terrain(s) != Terrain::Land; }  // a navy may stand here
constexpr bool is_land(Square s) { return terrain(s) != Terrain::Sea; }    // a land piece may stand here

namespace detail {
// Per point: bit 0 water (a navy may stand there), bit 1 land (a land piece may).
constexpr std::array<std::uint8_t, kSquares> build_stand_table() {
  std::array<std::uint8_t, kSquares> t{};
  for (int i = 0; i < kSquares; ++i)
    t[i] = static_cast<std::uint8_t>((is_water(Square(i)) ? 1 : 0) | (is_land(Square(i)) ? 2 : 0));
  return t;
}
inline constexpr std::array<std::uint8_t, kSquares> kStand = build_stand_table();
}  // namespace detail

/// May a unit whose carrier is `mover` stand on the point: a navy on water, any other piece on land (a
/// table).
constexpr bool can_stand(PieceType mover, Square s) {
  return detail::kStand[static_cast<std::size_t>(s.index())] & (mover == PieceType::Navy ? 1 : 2);
}

/// The river runs between rank 6 and rank 7 (rank indices 5 and 6).
constexpr bool same_half(Square a, Square b) { return (a.rank() <= 5) == (b.rank() <= 5); }
/// Fords ("ngầm") are on files f and h.
constexpr bool is_ford_file(int file) { return file == 5 || file == 7; }

/// Squares along a ray from a square in one direction, nearest first, up to the board's edge.
struct Ray {
  std::array<Square, 11> squares{};
  std::uint8_t length = 0;
};

namespace detail {
using RayTable = std::array<std::array<Ray, kDirections>, kSquares>;
// Walks every direction from every square to the edge of the board (at compile time).
constexpr RayTable build_rays() {
  RayTable table{};
  for (int idx = 0; idx < kSquares; ++idx) {
    const Square from(idx);
    for (int dir = 0; dir < kDirections; ++dir) {
      Ray& r = table[idx][dir];
      int f = from.file() + kDirFile[dir], k = from.rank() + kDirRank[dir];
      while (Square::on_board(f, k)) {
        r.squares[r.length++] = Square(f, k);
        f += kDirFile[dir];
        k += kDirRank[dir];
      }
    }
  }
  return table;
}
inline constexpr RayTable kRays = build_rays();
}  // namespace detail

inline const Ray& ray(Square from, int dir) { return detail::kRays[from.index()][dir]; }

/// How points are named and the board's edges labelled (R-BOARD-2, R-BOARD-3): the rulebook's "row,column"
/// counted from 0 at Red's bottom-left corner on the sea side (rows 0..11 up the left edge, columns 0..10
/// along the bottom; the row is read first), or algebraic "a1".."k12" (files a..k along the bottom, ranks
/// 1..12 up the left edge). The one home of point names: every writer, the diagrams and the GUI use it.
enum class CoordinateStyle : std::uint8_t { Rulebook, Algebraic };
/// A file's label on the board's edge: its column "0".."10", or its letter "a".."k".
std::string file_label(int file, CoordinateStyle style);
/// A rank's label on the board's edge: its row "0".."11", or its number "1".."12".
std::string rank_label(int rank, CoordinateStyle style);
/// A point's name: "3,5" (row, column) or "f4".
std::string point_name(Square s, CoordinateStyle style);

/// Algebraic name "a1".."k12" (file a = column 0, rank 1 = row 0): point_name(s, Algebraic).
std::string square_name(Square s);
/// Parses "a1".."k12"; nullopt if not a square.
std::optional<Square> parse_square(std::string_view text);
/// Rulebook coordinates "row,col" (row 0..11, column 0..10); `.` separates them in English letters.
std::string rowcol_name(Square s, char separator = ',');

}  // namespace board
}  // namespace saban
