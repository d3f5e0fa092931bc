// Cờ Đông Sơn: the end of a game (checkmate, Tiến Cung, stalemate, bare Thần, repetition, 50 moves) and a
// game as a start position plus its moves.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "rules/dongson/position.h"

namespace saban::dongson {

enum class Termination { None, Checkmate, Palace, Stalemate, BareThan, Repetition, FiftyMoves };
/// The record's `Termination` tag value: checkmate, palace, stalemate, bare-than, repetition, fifty-move.
const char* termination_name(Termination t);

struct Verdict {
  Termination termination = Termination::None;
  std::optional<Side> winner;  ///< empty for a draw or an unfinished game
  bool over() const { return termination != Termination::None; }
};

/// Whether `mover`, who has just played into `pos` (the opponent to move), completes Tiến Cung at once:
/// its Thần on e5, a gift of its own in the Cung that is safe (Options::gift_safety) and no reply that
/// mates it (or checks it, Options::palace_spoiler). `forfeited`: the mover lost the right
/// (E5Block::Forfeit).
bool palace_entry(const Position& pos, Side mover, bool forfeited = false);
/// With PalaceTiming::AfterReply: whether `mover`, whose Thần and gift stood as Tiến Cung needs in `before`,
/// wins now that the opponent's reply has led to `after` (no mate or check as the options say, a gift left).
bool palace_entry_after_reply(const Position& before, const Position& after, Side mover,
                              bool forfeited = false);
/// Whether `side` can never win (L289, docs/rules-dong-son.md E4): it has no piece that can ever give check —
/// only its Thần (which never checks, K2), or its Thần and a Ngựa or Gà frozen on e5 (which attacks no
/// square, C2–C3, and blocks its own Thần's way to e5 until it is captured) — so it can neither mate nor
/// enter the Cung.
bool cannot_win(const Position& pos, Side side);
/// L289's draw: either side, or both (Options::bare_than), can never win (cannot_win).
bool bare_than(const Position& pos);
/// Whether playing `m` in `pos` forfeits the mover's Tiến Cung (E5Block::Forfeit: a Ngựa or Gà moving onto
/// e5).
bool forfeits(const Position& pos, Move m);
/// Whether `m`, played in `pos`, ends the game by Tiến Cung (the `^` mark): with PalaceTiming::Immediate the
/// mover's entry; with AfterReply the reply that fails to stop the opponent's. `forfeited`: whether the side
/// that would win lost the right (the mover with Immediate, the opponent with AfterReply).
bool completes_palace(const Position& pos, Move m, bool forfeited = false);

/// A game: start position, moves, the positions they lead to, and its verdict after each move.
class Game {
 public:
  explicit Game(Position start = Position::start());

  const Position& start() const { return m_positions.front(); }
  const Position& position() const { return m_positions.back(); }
  const std::vector<Move>& moves() const { return m_moves; }
  /// The position before ply i (0 = start).
  const Position& position_at(std::size_t ply) const { return m_positions[ply]; }

  /// Plays a move (which must be legal); returns the verdict it leads to.
  Verdict play(Move m);
  /// Takes back the last move (there must be one): the game is again exactly as it was before it was played
  /// (its positions, moves, forfeits and verdict).
  void undo();
  /// The verdict of the current position, in the order of docs/rules-dong-son.md E: checkmate, Tiến Cung,
  /// stalemate, bare Thần, repetition, 50 moves (the last two only when automatic).
  Verdict verdict() const { return m_verdicts.back(); }
  /// Occurrences of the current position (placement, side to move, swap rights).
  int repetitions() const;
  /// Whether a player may claim the draw: threefold repetition, or 50 moves each without B/D move or capture.
  bool can_claim_draw() const;
  /// Whether a side's Tiến Cung is forfeited (E5Block::Forfeit: its Ngựa or Gà once stood on e5).
  bool forfeited(Side s) const { return m_forfeit_at[static_cast<std::size_t>(index(s))] != kNever; }
  /// The `forfeited` that completes_palace (and the `^` mark) needs for a move played now: the side to
  /// move's, or with PalaceTiming::AfterReply the other side's.
  bool palace_forfeited() const;

 private:
  Verdict judge() const;

  std::vector<Position> m_positions;
  std::vector<Move> m_moves;
  static constexpr std::size_t kNever = static_cast<std::size_t>(-1);
  /// Per side, the ply of the move that forfeited its Tiến Cung (kNever: none), so that undo restores it.
  std::array<std::size_t, 2> m_forfeit_at{kNever, kNever};
  std::vector<Verdict> m_verdicts;  ///< after each position (undo takes the last back)
};

}  // namespace saban::dongson
