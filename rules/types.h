// Basic value types of Commander Chess: sides, piece types, pieces and squares.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace saban {

enum class Side : std::uint8_t { Red, Blue };

constexpr Side operator~(Side s) { return s == Side::Red ? Side::Blue : Side::Red; }
constexpr int index(Side s) { return static_cast<int>(s); }

/// The 11 piece types, in the order of the FEN letters C I E M G T A S F N H.
enum class PieceType : std::uint8_t {
  Commander,
  Infantry,
  Engineer,
  Militia,
  AntiAir,
  Tank,
  Artillery,
  Missile,
  AirForce,
  Navy,
  Headquarters,
};
constexpr int kPieceTypes = 11;
constexpr int index(PieceType t) { return static_cast<int>(t); }

/// FEN / SAN letter (upper case) of a piece type.
constexpr char kFenLetters[kPieceTypes + 1] = "CIEMGTASFNH";

/// English names of the piece types, for messages.
constexpr const char* kPieceNames[kPieceTypes] = {"commander", "infantry", "engineer",    "militia",
                                                  "anti-air",  "tank",     "artillery",   "missile",
                                                  "air force", "navy",     "headquarters"};
constexpr const char* piece_name(PieceType t) { return kPieceNames[index(t)]; }

/// Material values from the seeds (summary table).
constexpr std::array<int, kPieceTypes> kPieceValue = {100, 10, 10, 10, 10, 20, 30, 20, 40, 80, 10};

/// A piece: type, side and the heroic flag packed in one byte. Value 0 is "no piece".
class Piece {
 public:
  constexpr Piece() = default;
  constexpr Piece(PieceType t, Side s, bool heroic = false)
      : m_bits(static_cast<std::uint8_t>((1 + index(t)) | (index(s) << 4) | (heroic ? 0x20 : 0))) {}

  constexpr bool empty() const { return m_bits == 0; }
  constexpr explicit operator bool() const { return m_bits != 0; }
  constexpr PieceType type() const { return static_cast<PieceType>((m_bits & 0x0f) - 1); }
  constexpr Side side() const { return static_cast<Side>((m_bits >> 4) & 1); }
  constexpr bool heroic() const { return (m_bits & 0x20) != 0; }
  constexpr Piece with_heroic(bool h) const {
    Piece p;
    p.m_bits = static_cast<std::uint8_t>(h ? (m_bits | 0x20) : (m_bits & ~0x20));
    return p;
  }
  constexpr std::uint8_t bits() const { return m_bits; }
  /// Dense index 0..43 over (type, side, heroic) for Zobrist tables.
  constexpr int key_index() const { return index(type()) * 4 + index(side()) * 2 + (heroic() ? 1 : 0); }

  constexpr bool operator==(const Piece&) const = default;

 private:
  std::uint8_t m_bits = 0;
};

/// Board size: 11 files (a..k) and 12 ranks (1..12).
constexpr int kFiles = 11;
constexpr int kRanks = 12;
constexpr int kSquares = kFiles * kRanks;

namespace detail {
/// A point's file and rank by index (every byte value, so that an invalid point reads what the division
/// gives): the hot paths read them instead of dividing by kFiles.
struct Coordinates {
  std::array<std::uint8_t, 256> file{}, rank{};
};
constexpr Coordinates build_coordinates() {
  Coordinates c{};
  for (int i = 0; i < 256; ++i) {
    c.file[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i % kFiles);
    c.rank[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i / kFiles);
  }
  return c;
}
inline constexpr Coordinates kCoordinates = build_coordinates();
}  // namespace detail

/// A point of the board: index rank * 11 + file; file 0 (a) is the sea side, rank 0 is Red's back rank.
class Square {
 public:
  constexpr Square() = default;
  constexpr explicit Square(int idx) : m_idx(static_cast<std::uint8_t>(idx)) {}
  constexpr Square(int file, int rank) : m_idx(static_cast<std::uint8_t>(rank * kFiles + file)) {}

  constexpr int index() const { return m_idx; }
  constexpr int file() const { return detail::kCoordinates.file[m_idx]; }
  constexpr int rank() const { return detail::kCoordinates.rank[m_idx]; }
  constexpr bool valid() const { return m_idx < kSquares; }
  constexpr bool operator==(const Square&) const = default;

  static constexpr bool on_board(int file, int rank) {
    return file >= 0 && file < kFiles && rank >= 0 && rank < kRanks;
  }

 private:
  std::uint8_t m_idx = 0xff;
};

constexpr Square kNoSquare{};

}  // namespace saban
