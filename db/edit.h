// Saving an edited game back to the database: its row, the position index and the opening tree stay right.
#pragma once

#include <cstddef>
#include <string>

#include "db/pq.h"
#include "parser/record.h"
#include "rules/result.h"

namespace saban::db {

struct SaveOptions {
  int tree_depth = 40;  ///< plies counted in the opening tree (as the import that stored the game used)
};

/// What a save changed.
struct SaveResult {
  bool moves_changed = false;                              ///< the main line differs from the stored one
  std::size_t positions_removed = 0, positions_added = 0;  ///< position index entries of the game
  std::size_t edges_removed = 0, edges_added = 0;          ///< opening-tree edges of the game
  long long analyses_dropped = 0;  ///< analysis jobs of the old moves, deleted (with their results)
};

/// Replaces stored game `game_id` by `edited` (its tags, moves, variations, comments and judgements), in one
/// transaction: the game's row (names, dates, result, material, signature, text written in the record's own
/// dialect), its entries in the position index (removed where it no longer passes, added where it now does)
/// and its edges in the opening tree (the old ones taken off the counts, the new ones added). The tree's
/// counts of games and results are then exactly those a fresh import would give; an edge's "last game" and
/// "last date" may still name the edited game when it left that edge. When the main line changed, the
/// analysis of the old moves is deleted. Errors: no such game; the stored text no longer replays; the edited
/// game is the same as another stored game (same players, date, start and moves). Database failures throw
/// DbError.
Result<SaveResult, std::string> save_game(Connection& c, long long game_id, const parser::GameRecord& edited,
                                          const SaveOptions& options = {});

}  // namespace saban::db
