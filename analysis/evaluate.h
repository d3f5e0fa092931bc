// Static evaluation of a position, from the side to move's point of view, in centipoints (a navy is 800).
#pragma once

#include <array>
#include <cstdint>

#include "rules/position.h"
#include "rules/squareset.h"

namespace saban::analysis {

/// Score of a mate found `ply` plies from the root; anything above kMateBound is a mate score.
constexpr int kMate = 1'000'000;
constexpr int kMateBound = kMate - 1000;

/// The moves to the mate a mate score announces, for either side (a mate found at ply 3 is a mate in 2).
constexpr int mate_moves(int score) { return (kMate - (score < 0 ? -score : score) + 1) / 2; }

/// The evaluation: material (seed values, heroes +10), advance across the river, air-defence cover over the
/// commander, and danger to the commander; positive is good for the side to move.
int evaluate(const Position& pos);
/// The same, given material_balance(pos, Side::Red) (the search keeps it turn by turn).
int evaluate(const Position& pos, int red_material);

namespace detail {
// Every piece's value by its bits (Piece::bits, below 64): seed value, heroes +10, times 10.
constexpr std::array<int, 64> build_piece_values() {
  std::array<int, 64> t{};
  for (int type = 0; type < kPieceTypes; ++type)
    for (Side side : {Side::Red, Side::Blue})
      for (bool heroic : {false, true})
        t[Piece(static_cast<PieceType>(type), side, heroic).bits()] =
            10 * (kPieceValue[static_cast<std::size_t>(type)] + (heroic ? 10 : 0));
  return t;
}
inline constexpr std::array<int, 64> kPieceValues = build_piece_values();
}  // namespace detail

/// The evaluation's per-unit terms of a position (mobility and river control, each unit's by its top piece,
/// the points it stands on and the units on its lines) and its planes: what evaluate() sums over every unit.
/// The search keeps them along its path (update_terms) instead of summing them again at every evaluation.
struct EvalTerms {
  // Per point: its unit's mobility and control (under 128, a static_assert: a byte), + Red, - Blue; 0 empty.
  std::array<std::int8_t, kSquares> term{};
  std::array<std::uint16_t, kRanks> rank{};  // the points holding a unit, by rank (bit f for file f)
  std::array<std::uint16_t, kFiles> file{};  // and by file (bit r for rank r)
  std::array<SquareSet, 2> planes{};         // per side, the points whose top piece is an air force
  int total = 0;                             // the sum of `term`: Red's mobility and control less Blue's
  // Per side, what its commander's surroundings give: the air-defence zones of its own over it (step 4), the
  // enemies close by and friends beside it (step 5); and the point they were counted for (kNoSquare: no
  // commander). They change only with the commander's point or a point within the largest zone radius of it.
  std::array<Square, 2> covered{};
  std::array<std::int8_t, 2> cover{};
  std::array<std::int16_t, 2> guard{};
  // The points whose unit's mobility reach (by its top piece's type) is at least 2, and at least 3: where the
  // units stand whose mobility a point two points away on their line changes, and three or four.
  std::array<SquareSet, 2> reaching{};

  bool operator==(const EvalTerms&) const = default;
};
/// The terms of `pos`, from every unit.
void compute_terms(const Position& pos, EvalTerms& t);
/// Brings `t`, the terms of a position that differs from `pos` only on the points of `changed`, to those of
/// `pos` (the same as compute_terms(pos)): a unit's mobility changes only with the units on its file and rank
/// within its reach (4 points at most), its control only with its own stack.
void update_terms(const Position& pos, const SquareSet& changed, EvalTerms& t);
/// evaluate(pos, red_material), given compute_terms(pos); `check`, where known (0 or 1, else -1), is
/// pos.in_check() without the facing test: whether the side to move's commander is attacked.
int evaluate(const Position& pos, int red_material, const EvalTerms& t, int check = -1);

/// Material value of a piece in centipoints (seed value, heroes +10, times 10; read from a table).
inline int piece_value(Piece p) { return detail::kPieceValues[p.bits() & 63]; }

/// Material of `side` minus the other side's, in centipoints (commanders not counted).
int material_balance(const Position& pos, Side side);

/// How much a turn just made changed material_balance(pos, side): read from the points its undo record `u`
/// lists (captures, promotions), without a scan of the board.
int material_change(const Position& after, const Undo& u, Side side);

}  // namespace saban::analysis
