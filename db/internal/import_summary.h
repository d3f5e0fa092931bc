// The statistics summary's rows of an import batch (db/stats.h, docs/database.md "The statistics summary"),
// counted by the importer instead of by the trigger on `game`: the same rows the trigger's statement
// (game_stat_sql in db/schema.cpp) would add for the batch's games, written by binary COPY. The batch's
// transaction sets saban.summary_written, which the trigger reads to leave that COPY's games to the importer.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "db/pq.h"

namespace saban::db {

/// What the summary counts of one game, kept by game_row (db/internal/import_rows.h).
struct SummaryFacts {
  std::string variant, mode, ending, profile, year;  ///< ending: the termination or "?"; year: "?" undated
  Param opening;                                     ///< absent for a game under three moves
  std::int32_t ply_count = 0;
  std::vector<std::int16_t> captures;  ///< game.captures
};

/// A game of the batch as the summary sees it: its facts, its players' ids and its winner (1, 0, -1; 2 none).
struct SummaryGame {
  const SummaryFacts* facts;
  long long red_id, blue_id;
  int winner;
};

/// Sets saban.summary_written for the caller's transaction: the trigger then skips the games it inserts.
void summary_by_importer(Connection& c);
/// Adds the batch's counts to game_stat, game_stat_capture and player_stat as fresh rows (compaction merges
/// them), inside the caller's transaction.
void write_summary(Connection& c, const std::vector<SummaryGame>& games);

}  // namespace saban::db
