// The SAN reader's commonest question to the move generator (parser/match_san.cpp, a lone piece moving
// whole): the moves of one kind to one point of all the candidate pieces at once. Defined in
// rules/movegen.cpp, where each candidate's walk is inline.
#pragma once

#include <array>

#include "rules/move.h"
#include "rules/position.h"

namespace saban {

/// The most sub-moves lone_moves_to writes.
inline constexpr int kMaxLoneMoves = 4;
/// The sub-moves of kind `kind` to `to` of the lone pieces of type `type` that stand on `candidates` (each
/// alone on its point, moving whole): those unit_moves_to(pos, from, piece, false, to) finds of that kind, by
/// candidate in index order, written to `out`; returns how many, or kMaxLoneMoves + 1 when there are more
/// (the rest not written). The SAN reader's commonest token in one call, each candidate's walk inline.
int lone_moves_to(const Position& pos, const SquareSet& candidates, PieceType type, Square to, MoveKind kind,
                  std::array<Move, kMaxLoneMoves>& out);

}  // namespace saban
