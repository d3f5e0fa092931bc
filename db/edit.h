// Saving an edited game back to the database: its row, the position index and the opening tree stay right.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "db/pq.h"
#include "parser/dongson_record.h"
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

/// Replaces stored game `game_id` by `edited`, a record of the same game (Commander Chess or Cờ Đông Sơn: one
/// implementation over the game's traits, rules/games.h, with the rows the import builds), with its tags,
/// moves, variations, comments and judgements, in one transaction: the game's row (names, dates, result,
/// material, signature, text written in the record's own notation), its entries in the position index
/// (removed where it no longer passes, added where it now does) and its edges in the opening tree (the old
/// ones taken off the counts, the new ones added). The tree's counts of games and results are then exactly
/// those a fresh import would give; an edge's "last game" and "last date" may still name the edited game when
/// it left that edge. When the main line changed, the analysis of the old moves is deleted. Errors (nothing
/// is stored): no such game; the stored game is of the other game; the stored text no longer replays; the
/// edited game does not read back from its text; it is the same as another stored game (same players, date,
/// start and moves). Each is a Problem (rules/problem.h): the CLI says its English, the GUI its own language.
/// Database failures throw DbError (the transaction is rolled back).
Result<SaveResult, Problem> save_game(Connection& c, long long game_id, const parser::GameRecord& edited,
                                      const SaveOptions& options = {});
Result<SaveResult, Problem> save_game(Connection& c, long long game_id,
                                      const parser::dongson::DsRecord& edited,
                                      const SaveOptions& options = {});

/// A game in the trash: what the list of deleted games shows.
struct TrashedGame {
  long long id = 0;                            ///< its id when it was stored (and again once restored)
  std::string variant;                         ///< "commander", "dongson"
  std::string red, blue, event, date, result;  ///< the first side's and second side's players, …
  int plies = 0;
  std::string deleted_at;  ///< when, as the server writes a timestamp
};

/// Deletes stored game `game_id` into the trash, in one transaction: its row goes (with the analysis jobs of
/// the game, which the database's workers can run again), its text and origin are kept in the trash, and its
/// entries in the position index and its edges in the opening tree are taken out, so that every search, count
/// and tree is then that of the games left. Errors (nothing changes): no such game; its stored text no longer
/// replays (its entries could not be found).
Result<TrashedGame, Problem> delete_game(Connection& c, long long game_id, const SaveOptions& options = {});
/// Puts a game of the trash back under its old id, with its positions and tree edges (a batch of their own).
/// Errors (it stays in the trash): not in the trash; the same game (players, date, start, moves) was stored
/// again meanwhile, as the game named.
Result<long long, Problem> restore_game(Connection& c, long long game_id, const SaveOptions& options = {});
/// The games in the trash, the last deleted first.
std::vector<TrashedGame> trashed_games(Connection& c);
/// Deletes the games of the trash for good; returns how many.
long long empty_trash(Connection& c);

}  // namespace saban::db
