// The statistics summary's rows of an import batch (db/stats.h, docs/database.md "The statistics summary"),
// counted by the importer instead of by the trigger on `game`: the same rows the trigger's statement
// (game_stat_sql in db/schema.cpp) would add for the batch's games, written by binary COPY. The batch's
// transaction sets saban.summary_written, which the trigger reads to leave that COPY's games to the importer.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
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

/// Counts by game_stat_sql's keys (db/schema.cpp): games, Red's wins, draws, Blue's wins, unfinished games.
struct SummaryCounts {
  std::array<long long, 5> n{};
  void add(int winner) {
    ++n[0];
    ++n[winner == 1 ? 1 : winner == 0 ? 2 : winner == -1 ? 3 : 4];
  }
};

/// The summary's rows of some games, summed in memory: a batch's (write_summary), or every batch of a bulk
/// import into a database that held no game (db/internal/bulk_indexes.h, write_summary_totals_in).
class SummarySums {
 public:
  void add(const std::vector<SummaryGame>& games);
  /// Writes the sums by binary COPY into game_stat, game_stat_capture and player_stat, as fresh rows (the
  /// tables' default: compaction merges them) or, with `fresh` false, as compacted ones (a rebuild's).
  void write(Connection& c, bool fresh = true) const;
  bool empty() const { return m_stat.empty(); }

 private:
  using StatKey = std::tuple<std::string, std::string_view, std::string>;  // variant, kind, key
  using PlayerKey = std::tuple<long long, std::string, int, std::string_view, std::string>;  // + id, side
  // Hashed, not ordered: a bulk import's sums reach hundreds of thousands of player rows, where a tree's
  // string comparisons cost more than the rest of the sums (the rows' order does not matter: the COPY's).
  struct Hash {
    static std::size_t mix(std::size_t h, std::size_t v) { return (h ^ v) * 0x100000001b3ULL; }
    std::size_t operator()(const StatKey& k) const {
      std::hash<std::string_view> h;
      return mix(mix(h(std::get<0>(k)), h(std::get<1>(k))), h(std::get<2>(k)));
    }
    std::size_t operator()(const PlayerKey& k) const {
      std::hash<std::string_view> h;
      return mix(mix(mix(mix(std::hash<long long>()(std::get<0>(k)), h(std::get<1>(k))),
                         static_cast<std::size_t>(std::get<2>(k))),
                     h(std::get<3>(k))),
                 h(std::get<4>(k)));
    }
  };
  std::unordered_map<StatKey, SummaryCounts, Hash> m_stat;
  std::map<std::string, std::vector<long long>> m_lost;
  std::unordered_map<PlayerKey, SummaryCounts, Hash> m_player;
};

/// SummarySums of every batch committed, added by the writers' threads (a lock).
class SummaryTotals {
 public:
  void add(const std::vector<SummaryGame>& games) {
    std::lock_guard lock(m_mutex);
    m_sums.add(games);
  }
  /// Not beside add.
  const SummarySums& sums() const { return m_sums; }

 private:
  std::mutex m_mutex;
  SummarySums m_sums;
};

/// Sets saban.summary_written for the caller's transaction: the trigger then skips the games it inserts.
void summary_by_importer(Connection& c);
/// Adds the batch's counts to game_stat, game_stat_capture and player_stat as fresh rows (compaction merges
/// them), inside the caller's transaction.
void write_summary(Connection& c, const std::vector<SummaryGame>& games);

}  // namespace saban::db
