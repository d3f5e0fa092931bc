// Cờ Đông Sơn: sides, pieces, squares and moves of the 9x9 game (docs/rules-dong-son.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace saban::dongson {

/// Thủy (light, bottom, moves first) and Sơn (dark, top).
enum class Side : std::uint8_t { Thuy, Son };
constexpr Side operator~(Side s) { return s == Side::Thuy ? Side::Son : Side::Thuy; }
constexpr int index(Side s) { return static_cast<int>(s); }

/// The seven piece types in the text's order: Thần; Lạc, Bộ, Đinh (combat); Ngựa, Voi, Gà (wedding gifts).
enum class PieceType : std::uint8_t { Than, Lac, Bo, Dinh, Ngua, Voi, Ga };
constexpr int kPieceTypes = 7;
constexpr bool is_gift(PieceType t) { return t >= PieceType::Ngua; }
/// The text's letter ("Ký hiệu"): T L B D N V G.
constexpr char letter(PieceType t) { return "TLBDNVG"[static_cast<int>(t)]; }
std::optional<PieceType> piece_from_letter(char c);  // upper case only

/// A piece as one byte: 0 is an empty square, otherwise 1 + type + 7 * side.
class Piece {
 public:
  constexpr Piece() = default;
  constexpr Piece(PieceType t, Side s)
      : m_code(static_cast<std::uint8_t>(1 + static_cast<int>(t) + 7 * index(s))) {}
  static constexpr Piece from_code(std::uint8_t c) {
    Piece p;
    p.m_code = c;
    return p;
  }

  constexpr bool empty() const { return m_code == 0; }
  constexpr PieceType type() const { return static_cast<PieceType>((m_code - 1) % 7); }
  constexpr Side side() const { return m_code > 7 ? Side::Son : Side::Thuy; }
  constexpr std::uint8_t code() const { return m_code; }
  /// FEN letter: upper case for Thủy, lower case for Sơn.
  char fen_char() const;
  constexpr bool operator==(const Piece&) const = default;

 private:
  std::uint8_t m_code = 0;
};

// Squares: 0..80, sq = rank * 9 + file, a1 = 0, k9 = 80. Files a b c d e f g h k (no i).
using Square = int;
constexpr int kFiles = 9, kRanks = 9, kSquares = 81;
constexpr Square make_square(int file, int rank) { return rank * kFiles + file; }
constexpr int file_of(Square s) { return s % kFiles; }
constexpr int rank_of(Square s) { return s / kFiles; }
constexpr char file_char(int file) { return "abcdefghk"[file]; }
/// The Cung (palace): d4–f6. Its centre, the Tâm, is e5.
constexpr bool in_cung(Square s) {
  return file_of(s) >= 3 && file_of(s) <= 5 && rank_of(s) >= 3 && rank_of(s) <= 5;
}
constexpr Square kTam = make_square(4, 4);
std::string square_name(Square s);
/// "e5" → 40; nullopt for anything else (`i` is not a file).
std::optional<Square> parse_square(std::string_view text);
/// The file of a letter a–h, k; -1 otherwise.
int file_from_char(char c);

/// A move: from, to, a promotion (N, V or G) or the Thần–Voi swap (from = the Thần, to = the Voi).
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to) : m_data(static_cast<std::uint32_t>(from | to << 7)) {}
  static constexpr Move promotion(Square from, Square to, PieceType t) {
    Move m(from, to);
    m.m_data |= static_cast<std::uint32_t>(static_cast<int>(t) - static_cast<int>(PieceType::Ngua) + 1) << 14;
    return m;
  }
  static constexpr Move swap(Square than, Square voi) {
    Move m(than, voi);
    m.m_data |= kSwapFlag;
    return m;
  }

  constexpr Square from() const { return static_cast<Square>(m_data & 0x7f); }
  constexpr Square to() const { return static_cast<Square>((m_data >> 7) & 0x7f); }
  constexpr bool is_swap() const { return (m_data & kSwapFlag) != 0; }
  constexpr bool is_promotion() const { return ((m_data >> 14) & 3) != 0; }
  constexpr PieceType promoted() const {
    return static_cast<PieceType>(static_cast<int>(PieceType::Ngua) + static_cast<int>((m_data >> 14) & 3) -
                                  1);
  }
  constexpr bool is_null() const { return m_data == 0; }
  constexpr std::uint32_t raw() const { return m_data; }
  constexpr bool operator==(const Move&) const = default;

 private:
  // Bits 0-6 from, 7-13 to, 14-15 promotion (0 none, 1 N, 2 V, 3 G), 16 the swap.
  static constexpr std::uint32_t kSwapFlag = 1u << 16;
  std::uint32_t m_data = 0;
};

}  // namespace saban::dongson
