// What an annotation reports, either game: each move's verdict, the game's summary and the callbacks that
// stream them while it runs. One shape for both games (a template over the game's registration in
// rules/games.h); the annotations themselves are annotate.h's (Commander Chess) and dongson_play.h's.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "parser/judgement.h"
#include "rules/games.h"

namespace saban::analysis {

/// What the engine said about one move of the main line.
template <class Game>
struct BasicMoveAnalysis {
  using Move = typename Game::Move;
  int ply = 0;  ///< 0 for the first move
  typename Game::Side mover = Game::first_side;
  Move played;  ///< the move of the game
  /// The engine's evaluation before the move, for the mover (Commander Chess mates beyond kMateBound, Cờ Đông
  /// Sơn wins beyond dongson::kWinBound): data, not for people (score_view.h turns it to the first player's
  /// side).
  int score_before = 0;
  int score_after = 0;   ///< after the move played, for the mover
  double drop = 0;       ///< expected score given up by the move (0..1; negative: better than expected)
  Move best;             ///< the engine's best move (empty when the position had no legal move)
  std::string best_san;  ///< the same in SAN
  std::string line;      ///< the engine's best line in SAN, up to 8 moves
  std::vector<Move>
      best_line;  ///< the engine's best line from the position before the move (starts with best)
  int depth = 0;  ///< of the search before the move
  parser::Judgement judgement = parser::Judgement::None;
};

/// The summary of an annotated game.
template <class Game>
struct BasicGameSummary {
  double accuracy[2] = {0, 0};  ///< per side (first player first), 0..100
  int counts[2][6] = {};        ///< per side, per Judgement
  std::uint64_t nodes = 0;
  std::vector<BasicMoveAnalysis<Game>> moves;  ///< one per move of the main line (fewer when cancelled)
  bool complete = true;  ///< false when cancelled: then `moves` holds the verdicts given so far and the game
                         ///< is left as it was
};

/// What an annotation reports while it runs, one call at a time.
template <class Game>
struct BasicAnnotateCallbacks {
  /// As positions are searched: (how far it is, plies of the main line).
  std::function<void(int, int)> on_progress;
  /// Each move's verdict, in the order of the moves, as soon as the positions before and after it are
  /// searched.
  std::function<void(const BasicMoveAnalysis<Game>&)> on_move;
};

using MoveAnalysis = BasicMoveAnalysis<games::CommanderChess>;
using GameSummary = BasicGameSummary<games::CommanderChess>;
using AnnotateCallbacks = BasicAnnotateCallbacks<games::CommanderChess>;

namespace dongson {
using MoveAnalysis = BasicMoveAnalysis<games::DongSon>;
using GameSummary = BasicGameSummary<games::DongSon>;
using AnnotateCallbacks = BasicAnnotateCallbacks<games::DongSon>;
}  // namespace dongson

}  // namespace saban::analysis
