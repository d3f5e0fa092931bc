// Move generation: pseudo-legal sub-moves of one unit, and the legal turns of the side to move.
#pragma once

#include <array>
#include <vector>

#include "rules/move.h"
#include "rules/position.h"

namespace saban {

/// How deploy turns are enumerated (rules.md, "Perft").
enum class DeployMode : std::uint8_t {
  /// A turn is a set of sub-moves of the stack's pieces, each seeing the board after the ones before: each
  /// set
  /// that some order makes a turn is listed once, in the first such order by stack order (carrier first).
  Full,
  Single,  ///< one piece leaves and the turn ends (the cotulenh platform's perft)
  /// Every order in which the pieces may leave: a set of sub-moves then appears once per valid order (tests
  /// compare it with Full).
  AnyOrder,
};

/// Appends the pseudo-legal sub-moves of the unit on `from`: the whole unit, or (deploy) the single piece
/// `piece` leaving the stack.
void generate_unit_moves(const Position& pos, Square from, Piece piece, bool deploy, std::vector<Move>& out);

/// As generate_unit_moves, but only the sub-moves that end on `to` (one direction is walked).
void generate_unit_moves_to(const Position& pos, Square from, Piece piece, bool deploy, Square to,
                            std::vector<Move>& out);

/// The most sub-moves of one unit to one point (a capture and a stay capture: an air force).
inline constexpr int kMaxMovesTo = 4;
/// generate_unit_moves_to's sub-moves, in its order, written to `out` (no vector); returns how many.
int unit_moves_to(const Position& pos, Square from, Piece piece, bool deploy, Square to,
                  std::array<Move, kMaxMovesTo>& out);

/// A cheap necessary condition for generate_unit_moves_to to find anything: can a unit carried by a piece of
/// type `carrier` reach `to` from `from` by the geometry alone (on one of its lines, and within
/// squares::kMaxReach points unless it is a commander)?
bool may_reach(PieceType carrier, Square from, Square to);

namespace detail {
/// The points within `r` (0..squares::kMaxReach) of a point on its eight lines, by `r` and point index.
extern const std::array<std::array<SquareSet, kSquares>, squares::kMaxReach + 1> kLinesWithin;
/// The longest reach (moves and captures, heroic or not) of each piece type but the commander's, at most
/// squares::kMaxReach.
extern const std::array<std::int8_t, kPieceTypes> kLongestReach;
}  // namespace detail

/// The points from which a unit carried by a piece of type `t` (heroic or not; not a commander) may reach
/// `to` at all: those on `to`'s lines within the type's longest reach (a subset of squares::lines_near(to)).
/// Inline: the SAN reader asks it for every lone-piece token.
inline const SquareSet& reach_from(PieceType t, Square to) {
  return detail::kLinesWithin[static_cast<std::size_t>(
      detail::kLongestReach[static_cast<std::size_t>(index(t))])][static_cast<std::size_t>(to.index())];
}

/// Appends the pseudo-legal turns of the unit on `from`: its deploy turns (`deploys`) and whole-unit moves
/// (`whole`).
void generate_turns_from(Position& pos, Square from, DeployMode mode, std::vector<Turn>& out,
                         bool deploys = true, bool whole = true);

/// The deploy turns of generate_turns_from(pos, from, mode, out, true, false) whose every sub-move ends on a
/// point of `targets`, in the same order; only the lines towards the targets are walked (reading a record,
/// where the token names the destinations).
void generate_deploy_turns_to(Position& pos, Square from, DeployMode mode, const SquareSet& targets,
                              std::vector<Turn>& out);
/// The deploy turns of generate_turns_from(pos, from, DeployMode::Full, out, true, false) that are of one
/// sub-move, capture something, equal one of `wanted` (a null turn matches none) or are among the first
/// `head` turns of several sub-moves, in the same order; the walk leaves out the sub-moves after which no
/// longer turn can be one of them (the search's stage 4 lists the quiet turns of several sub-moves only when
/// it gets to them).
void generate_deploy_turns_sparse(Position& pos, Square from, const std::array<Turn, 2>& wanted,
                                  std::size_t head, std::vector<Turn>& out);
/// Where each piece type may go in a deploy turn (by index of the type).
using DeployTargets = std::array<SquareSet, kPieceTypes>;
/// The same with targets by piece type: the turns whose every sub-move of a piece of type t ends on
/// targets[t].
void generate_deploy_turns_to(Position& pos, Square from, DeployMode mode, const DeployTargets& targets,
                              std::vector<Turn>& out);

/// The sub-moves of piece `p` (the stack's carrier, its first piece, when `carrier`) leaving the stack on
/// `from` after the sub-moves `earlier` of the turn were made (`pos` is the position after them) that end on
/// `to`, joins included (cotulenh), appended in the order the deploy turns above list them: a reader that
/// makes a deploy sub-move by sub-move finds what the generator would.
void generate_deploy_moves_to(const Position& pos, Square from, Piece p, bool carrier, const Turn& earlier,
                              Square to, std::vector<Move>& out);

/// Appends every pseudo-legal turn of the side to move.
void generate_turns(Position& pos, DeployMode mode, std::vector<Turn>& out);

/// Appends the pseudo-legal turns of one piece or unit that take something (capture, stay capture,
/// one-for-one), in the order generate_turns(pos, DeployMode::Single, ...) gives them: the search's
/// quiescence.
void generate_captures(Position& pos, std::vector<Turn>& out);

/// Is the one-move turn Turn(m) among the pseudo-legal turns of the side to move (in any deploy mode: a lone
/// sub-move is a turn in each)? Walks only the line from m.from() to m.to(): the search's test of a killer
/// move.
bool is_pseudo_legal_move(const Position& pos, Move m);

/// Is the turn legal: the mover's commander is neither attacked nor facing the enemy's afterwards, and (in
/// full deploy mode) a stack left behind may stand where it is? In single mode the deploy is a partial turn
/// whose remainder has yet to move, so what stays behind is not judged (the cotulenh perft convention).
bool is_legal(Position& pos, const Turn& t, DeployMode mode = DeployMode::Full);

/// The same test on the position after the turn (the turn already made).
bool legal_after(const Position& after, const Turn& t, DeployMode mode = DeployMode::Full);

/// legal_after for a turn whose first move is not a deploy (a whole unit's move, in any mode), inline for
/// the replay, which asks it of nearly every move it reads: the mover's commander not attacked, and not
/// facing the enemy's unless the cotulenh engine's reading applies (a commander's stay capture is tested for
/// attack only). Nothing stays behind to judge. rules_tests compares it with legal_after.
[[gnu::always_inline]] inline bool legal_after_unit_move(const Position& after, const Turn& t) {
  if (after.commander_attacked(~after.side_to_move())) return false;
  if (!after.commanders_facing()) return true;
  const Stack& left = after.at(t.first().from());
  return after.profile().cotulenh_quirks && !left.empty() && left.top().type() == PieceType::Commander;
}

/// Appends every legal turn of the side to move.
void generate_legal(Position& pos, DeployMode mode, std::vector<Turn>& out);

/// The legal turns of a position, as a range.
class MoveList {
 public:
  explicit MoveList(Position& pos, DeployMode mode = DeployMode::Full) { generate_legal(pos, mode, m_turns); }
  auto begin() const { return m_turns.begin(); }
  auto end() const { return m_turns.end(); }
  std::size_t size() const { return m_turns.size(); }
  bool empty() const { return m_turns.empty(); }
  const Turn& operator[](std::size_t i) const { return m_turns[i]; }

 private:
  std::vector<Turn> m_turns;
};

}  // namespace saban
