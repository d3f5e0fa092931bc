// Cờ Đông Sơn: a position (9x9 mailbox, side to move, swap rights, clocks, Zobrist key) and its legal moves.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rules/dongson/options.h"
#include "rules/dongson/types.h"

namespace saban::dongson {

/// Swap rights: which Voi may still swap with its Thần (b1, h1 for Thủy; b9, h9 for Sơn).
enum SwapRight : unsigned { kSwapThuyB = 1, kSwapThuyH = 2, kSwapSonB = 4, kSwapSonH = 8, kSwapAll = 15 };

class Position {
 public:
  static constexpr const char* kStartFen = "lvngtgnvl/bdbdbdbdb/9/9/9/9/9/BDBDBDBDB/LVNGTGNVL w BHbh - 0 1";

  /// An empty board, Thủy to move, no rights.
  Position() = default;
  /// The start position (docs/rules-dong-son.md S1).
  static Position start(const Options& options = {});

  // Reading the position
  Piece at(Square s) const { return Piece::from_code(m_board[static_cast<std::size_t>(s)]); }
  Side side_to_move() const { return m_side; }
  unsigned swap_rights() const { return m_rights; }
  int halfmove_clock() const { return m_halfmove; }
  int fullmove_number() const { return m_fullmove; }
  /// The square of a side's Thần, or -1 when it has none (only while setting up).
  Square than(Side s) const { return m_than[static_cast<std::size_t>(index(s))]; }
  std::uint64_t key() const { return m_key; }
  const Options& options() const { return m_options; }
  void set_options(const Options& o) { m_options = o; }
  /// Pieces of a side, by type or in all.
  int count(Side s, PieceType t) const;
  int count(Side s) const;

  // Checking
  /// Whether `by` attacks s: could capture a piece of the other side standing there (gifts in the Cung
  /// attack only Cung squares; a Bộ attacks diagonally, never straight ahead).
  bool attacked(Square s, Side by) const;
  /// Whether the side to move is in check.
  bool in_check() const { return than(m_side) >= 0 && attacked(than(m_side), ~m_side); }

  // Moves
  /// Every legal move, appended to `out` (cleared first).
  void legal_moves(std::vector<Move>& out) const;
  bool is_legal(Move m) const;
  bool has_legal_move() const;
  /// Plays a legal (or at least pseudo-legal) move.
  void do_move(Move m);
  /// Whether m captures (the swap never does).
  bool is_capture(Move m) const { return !m.is_swap() && !at(m.to()).empty(); }

  // Setting up (FEN reader, tests); the key follows every change
  void put(Square s, Piece p);
  void set_side(Side s);
  void set_rights(unsigned rights);
  void set_clocks(int halfmove, int fullmove) {
    m_halfmove = halfmove;
    m_fullmove = fullmove;
  }

  bool operator==(const Position& o) const {
    return m_board == o.m_board && m_side == o.m_side && m_rights == o.m_rights &&
           m_halfmove == o.m_halfmove && m_fullmove == o.m_fullmove;
  }

 private:
  void pseudo_moves(std::vector<Move>& out) const;
  void add_swaps(std::vector<Move>& out) const;
  bool leaves_than_safe(Move m) const;

  // Data members
  std::array<std::uint8_t, kSquares> m_board{};
  std::array<Square, 2> m_than{-1, -1};
  Side m_side = Side::Thuy;
  unsigned m_rights = 0;
  int m_halfmove = 0, m_fullmove = 1;
  std::uint64_t m_key = 0;
  Options m_options;
};

/// Where a Voi with a swap right stands, and the Thần's square of that side.
Square swap_voi_square(unsigned right);
Square than_home(Side s);
/// The side a swap right is of.
constexpr Side swap_right_side(unsigned right) { return right < kSwapSonB ? Side::Thuy : Side::Son; }
/// Whether a swap right can be held in `pos`: its side's Thần on its home square, its Voi on its square.
bool swap_right_possible(const Position& pos, unsigned right);

namespace zobrist {
std::uint64_t piece(Square s, Piece p);
std::uint64_t son_to_move();
std::uint64_t rights(unsigned r);
}  // namespace zobrist

}  // namespace saban::dongson
