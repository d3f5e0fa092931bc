// What movegen.cpp and deploy.cpp share; not part of the rules API.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "rules/movegen.h"
#include "rules/pieces.h"

namespace saban::detail {

constexpr unsigned kAllDirections = (1u << kDirections) - 1;

// Files and ranks of the points, and the direction of each pair of signs (file step + 1, rank step + 1).
// `step`, by file and rank difference (df + kFiles - 1, dr + kRanks - 1): the direction and the distance of a
// point that many files and ranks away, as direction * 16 + distance, or -1 off the eight lines or for the
// point itself.
struct LineTables {
  std::array<std::int8_t, kSquares> file{}, rank{};
  std::array<std::array<std::int8_t, 3>, 3> dir{};
  std::array<std::array<std::int8_t, 2 * kRanks - 1>, 2 * kFiles - 1> step{};
};
constexpr LineTables build_line_tables() {
  LineTables t{};
  for (int i = 0; i < kSquares; ++i) {
    t.file[i] = static_cast<std::int8_t>(Square(i).file());
    t.rank[i] = static_cast<std::int8_t>(Square(i).rank());
  }
  for (auto& row : t.dir) row.fill(-1);
  for (int d = 0; d < kDirections; ++d) t.dir[kDirFile[d] + 1][kDirRank[d] + 1] = static_cast<std::int8_t>(d);
  for (auto& row : t.step) row.fill(-1);
  for (int d = 0; d < kDirections; ++d)
    for (int n = 1; n < std::max(kFiles, kRanks); ++n) {
      const int df = kDirFile[d] * n, dr = kDirRank[d] * n;
      if (df <= -kFiles || df >= kFiles || dr <= -kRanks || dr >= kRanks) continue;
      t.step[static_cast<std::size_t>(df + kFiles - 1)][static_cast<std::size_t>(dr + kRanks - 1)] =
          static_cast<std::int8_t>(d * 16 + n);
    }
  return t;
}
inline constexpr LineTables kLines = build_line_tables();

/// The direction from one point to another on a line, or -1 (from the step table; inline: the deploy walk
/// asks it for every sub-move it orders).
inline int direction_to(Square from, Square to) {
  const int step =
      kLines.step[static_cast<std::size_t>(kLines.file[to.index()] - kLines.file[from.index()] + kFiles - 1)]
                 [static_cast<std::size_t>(kLines.rank[to.index()] - kLines.rank[from.index()] + kRanks - 1)];
  return step < 0 ? -1 : step >> 4;
}
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
