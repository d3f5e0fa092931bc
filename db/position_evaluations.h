// The evaluations that workers stored (the analysis queue, db/jobs.h) read by position: what the opening
// explorer shows beside each move when the position after it was reached in an analysed game.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "db/pq.h"
#include "rules/types.h"

namespace saban::db {

/// The evaluation a worker stored of a position: the score after the move that reached it in an analysed game
/// (of the analysed games through the position, the deepest analysis, then the newest).
struct PositionEvaluation {
  Side mover = Side::Red;  ///< who played the move into the position (db/ stores the first player as Red)
  int score = 0;  ///< for the mover: as analysis_move's score_after (mates, wins beyond their bounds)
  int depth = 0;
  long long game_id = 0;  ///< the analysed game it comes from
};

/// The stored evaluation of each position of `keys` (db::stored_key), in their order; nullopt where no
/// analysed game reaches it after a move. Reads the analysed games, the position index and the analysed
/// moves.
std::vector<std::optional<PositionEvaluation>> stored_evaluations(Connection& c,
                                                                  const std::vector<std::uint64_t>& keys);

}  // namespace saban::db
