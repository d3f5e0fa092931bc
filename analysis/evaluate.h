// Static evaluation of a position, from the side to move's point of view, in centipoints (a navy is 800).
#pragma once

#include "rules/position.h"

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

/// Material value of a piece in centipoints.
int piece_value(Piece p);

/// Material of `side` minus the other side's, in centipoints (commanders not counted).
int material_balance(const Position& pos, Side side);

/// How much a turn just made changed material_balance(pos, side): read from the points its undo record `u`
/// lists (captures, promotions), without a scan of the board.
int material_change(const Position& after, const Undo& u, Side side);

}  // namespace saban::analysis
