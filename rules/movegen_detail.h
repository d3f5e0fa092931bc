// What movegen.cpp and deploy.cpp share; not part of the rules API.
#pragma once

#include <vector>

#include "rules/movegen.h"
#include "rules/pieces.h"

namespace saban::detail {

constexpr unsigned kAllDirections = (1u << kDirections) - 1;

/// The direction from one point to another on a line, or -1.
int direction_to(Square from, Square to);
/// The directions of the lines from `from` through the points of `targets` (bit `dir` set).
unsigned directions_to(Square from, const SquareSet& targets);
/// The sub-moves of one unit along the lines whose bit is set in `dirs`, in direction order; with `only_to`
/// valid, only those that end there; with `captures_only`, only captures.
void unit_moves(const Position& pos, Square from, Piece piece, bool deploy, unsigned dirs,
                std::vector<Move>& out, bool captures_only = false, Square only_to = kNoSquare);
/// The deploy turns of the stack `st` on `from` (a copy: the board changes while they are listed), those
/// whose sub-moves of each piece type end on `(*targets)[type]` when `targets` is not null; `moves` is
/// scratch. With `wanted` (Full mode, no targets): generate_deploy_turns_sparse's turns only.
void deploy_turns_from(Position& pos, Square from, const Stack& st, DeployMode mode,
                       const DeployTargets* targets, std::vector<Move>& moves, std::vector<Turn>& out,
                       const std::array<Turn, 2>* wanted = nullptr, std::size_t head = 0);
/// Could piece `p` leaving the stack on `from` capture anything: is an enemy unit within its capture reach on
/// the lines from `from` (a commander leaving a stack captures only beside it)? False means it cannot.
bool may_capture_deployed(const Position& pos, Square from, Piece p);
/// piece_rules(p, profile) from a table by the piece's bits (unit_moves' copy).
const PieceRules& piece_rules_of(Piece p, const Profile& profile);

}  // namespace saban::detail
