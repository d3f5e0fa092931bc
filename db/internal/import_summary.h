// The statistics summary's rows of an import batch (db/stats.h, docs/database.md "The statistics summary"),
// counted by the importer instead of by the trigger on `game`: the same rows the trigger's statement
// (game_stat_sql in db/schema.cpp) would add for the batch's games, written by binary COPY. The batch's
// transaction sets saban.summary_written, which the trigger reads to leave that COPY's games to the importer.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include "db/pq.h"

namespace saban::db {

/// What the summary counts of one game, kept by game_row (db/internal/import_rows.h).
struct SummaryFacts {
  std::string variant, mode, ending, profile, year;  ///< ending: the termination or "?"; year: "?" undated
  Param opening;                                     ///< absent for a game under three moves
  std::int32_t ply_count = 0;
  std::vector<std::int16_t> captures;  ///< game.captures
  void clear() {
    variant.clear();
    mode.clear();
    ending.clear();
    profile.clear();
    year.clear();
    opening.reset();
    ply_count = 0;
    captures.clear();
  }
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

/// Counts by key, in the order the keys were first met: an open-addressing table of indexes (linear probing,
/// at most half full) into the keys and their counts, which are kept in blocks of 4,096 (a vector's doubling
/// would hold the old rows and twice their room at once). Where a node-based hash map allocated a node for
/// every key and chased a pointer or two for each of a game's counts.
template <class Key, class Hash>
class CountsByKey {
 public:
  using Row = std::pair<Key, SummaryCounts>;
  SummaryCounts& operator[](const Key& key) {
    if (2 * (m_size + 1) > m_index.size()) grow();
    std::size_t i = Hash{}(key) & (m_index.size() - 1);
    for (;; i = (i + 1) & (m_index.size() - 1)) {
      const std::uint32_t at = m_index[i];
      if (at == 0) break;
      if (row(at - 1).first == key) return row(at - 1).second;
    }
    if ((m_size & kBlockMask) == 0) m_blocks.push_back(std::make_unique<Row[]>(kBlockMask + 1));
    Row& added = row(m_size++);
    added.first = key;
    m_index[i] = static_cast<std::uint32_t>(m_size);
    return added.second;
  }
  bool empty() const { return m_size == 0; }
  std::size_t size() const { return m_size; }
  /// The r-th key met and its counts (r < size()).
  const Row& row(std::size_t r) const { return m_blocks[r >> kBlockShift][r & kBlockMask]; }
  /// f(key, counts) for every key, in the order they were first met.
  template <class F>
  void for_each(F f) const {
    for (std::size_t r = 0; r < m_size; ++r) f(row(r).first, row(r).second);
  }

 private:
  static constexpr std::size_t kBlockShift = 12, kBlockMask = (std::size_t{1} << kBlockShift) - 1;
  Row& row(std::size_t r) { return m_blocks[r >> kBlockShift][r & kBlockMask]; }
  void grow() {
    std::vector<std::uint32_t> index(std::max<std::size_t>(64, 2 * m_index.size()), 0);
    for (std::size_t r = 0; r < m_size; ++r) {
      std::size_t i = Hash{}(row(r).first) & (index.size() - 1);
      while (index[i] != 0) i = (i + 1) & (index.size() - 1);
      index[i] = static_cast<std::uint32_t>(r + 1);
    }
    m_index.swap(index);
  }
  std::vector<std::uint32_t> m_index;  // 0: empty, else a row's index + 1
  std::vector<std::unique_ptr<Row[]>> m_blocks;
  std::size_t m_size = 0;
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
  // Every text (a variant, a key) is stored once and the rows are keyed by numbers: a bulk import's sums
  // reach hundreds of thousands of player rows, where string keys cost more to find (and twice the memory)
  // than the rest of the sums. Hashed, not ordered: the rows' order does not matter (the COPY's). The keys
  // that are numbers (a game's plies, a player's id) are kept as numbers and written out only with the rows.
  std::uint32_t text_id(std::string_view text);
  // The player rows' indexes in m_player, in the order of player_stat's index player_stat_key (see write).
  std::vector<std::uint32_t> player_rows_in_key_order() const;
  // The text a field had last and its id: most games share their variant, mode, profile, ending and year
  // with the game before, which is then found without hashing.
  struct Memo {
    std::string_view text;
    std::uint32_t id = 0;
    bool set = false;
  };
  std::uint32_t text_id(std::string_view text, Memo& memo) {
    if (memo.set && memo.text == text) return memo.id;
    memo.id = text_id(text);
    memo.text = m_texts[memo.id];
    memo.set = true;
    return memo.id;
  }
  struct StatKey {
    std::uint64_t key;            // a text's id, or the number itself for the kinds whose keys are numbers
    std::uint32_t variant, kind;  // kind: an index of kKinds
    bool operator==(const StatKey&) const = default;
  };
  struct PlayerKey {
    long long player;
    std::uint32_t variant, key;
    std::int32_t side, kind;
    bool operator==(const PlayerKey&) const = default;
  };
  struct Hash {
    static std::size_t mix(std::uint64_t h) {
      h = (h ^ (h >> 31)) * 0x9e3779b97f4a7c15ULL;
      return static_cast<std::size_t>(h ^ (h >> 29));
    }
    std::size_t operator()(const StatKey& k) const {
      return mix(k.key * 0x100000001b3ULL ^ (std::uint64_t{k.variant} << 40) ^ (std::uint64_t{k.kind} << 32));
    }
    std::size_t operator()(const PlayerKey& k) const {
      return mix(static_cast<std::uint64_t>(k.player) * 0x100000001b3ULL ^ (std::uint64_t{k.variant} << 48) ^
                 (std::uint64_t{k.key} << 8) ^ static_cast<std::uint64_t>((k.side + 1) * 8 + k.kind));
    }
  };
  std::deque<std::string> m_texts;  // (a deque: the views below stay valid as it grows)
  std::unordered_map<std::string_view, std::uint32_t> m_text_ids;
  Memo m_variant, m_mode, m_ending, m_profile, m_year;
  CountsByKey<StatKey, Hash> m_stat;
  std::map<std::uint32_t, std::vector<long long>> m_lost;  // by variant
  std::vector<long long>* m_lost_last = nullptr;           // that of m_lost_variant
  std::uint32_t m_lost_variant = 0;
  CountsByKey<PlayerKey, Hash> m_player;
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
