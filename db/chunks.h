// The position index and the opening tree, stored as sorted chunks: every import batch writes, for each
// bucket of position keys (the key's top 12 bits), one row holding the batch's entries of that bucket sorted
// by key. A search reads the few rows of one bucket and binary-searches them; compaction merges a bucket's
// rows into one. Loading is a binary COPY of ~4,096 rows a batch instead of a B-tree or GIN insertion per
// position (see docs/database.md, "Position index and opening tree").
#pragma once

#include <climits>
#include <cstddef>
#include <cstdint>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "db/pq.h"

namespace saban::db {

constexpr int kBucketBits = 12;
constexpr int kBuckets = 1 << kBucketBits;
inline int bucket_of(std::uint64_t key) { return static_cast<int>(key >> (64 - kBucketBits)); }

/// A position of a game: key, game, the first ply where the game reaches it (0 = its start).
struct PositionEntry {
  std::uint64_t key = 0;
  std::int64_t game = 0;
  std::int32_t ply = 0;
};

/// A tree edge with its counts: a move played from a position (long notation) in some games.
struct TreeEntry {
  std::uint64_t key = 0;
  std::string move;
  std::int64_t games = 0, red_wins = 0, draws = 0, blue_wins = 0;
  std::int64_t last_game = 0;
  std::int32_t last_date = kNoDate;  ///< days since 2000-01-01 (PostgreSQL's date epoch)
  static constexpr std::int32_t kNoDate = INT32_MIN;
};

/// A tree edge as an import batch holds it: the move a view of the batch's text, one game's counts.
struct TreeEdge {
  std::uint64_t key = 0;
  std::string_view move;
  std::int64_t games = 0, red_wins = 0, draws = 0, blue_wins = 0;
  std::int64_t last_game = 0;
  std::int32_t last_date = TreeEntry::kNoDate;
};

/// Days since 2000-01-01 of "YYYY-MM-DD", or TreeEntry::kNoDate when the text is not such a date.
std::int32_t date_days(std::string_view iso);
/// "YYYY-MM-DD" of a day count, or "" for kNoDate.
std::string date_text(std::int32_t days);

/// The byte formats of a chunk's entries, sorted by key: the key as 8 bytes big-endian (as int8send writes
/// it), then unsigned LEB128 varints (7 bits a byte, low first, the high bit set on all but the last byte).
/// position: key, game, ply. tree: key, games, Red wins, draws, Blue wins, last game, last date (0 none,
/// 2d+1 for d >= 0 days, -2d for d < 0), the move's length, the move's bytes (long notation).
void encode(const PositionEntry& e, std::string& out);
void encode(const TreeEdge& e, std::string& out);
std::vector<PositionEntry> decode_positions(std::string_view chunk);
std::vector<TreeEntry> decode_tree(std::string_view chunk);

/// Sorts the entries by key, keeps each game's first ply of a position, and writes one row a bucket into
/// position_chunk (binary COPY), inside the caller's transaction.
void write_position_chunks(Connection& c, long long batch, std::vector<PositionEntry>& entries);
/// Sums the edges by (key, move) and writes one row a bucket into tree_chunk, inside the caller's
/// transaction.
void write_tree_chunks(Connection& c, long long batch, std::vector<TreeEdge>& edges);

/// A game of an import batch as its chunks see it (the importer's rows, db/internal/import_rows.h): its id,
/// the stored key of each position (before each move and after the last), its first tree-depth moves in long
/// notation (`tree_text`, the i-th ending at `tree_ends[i]`), its winner (1, 0, -1; 2 none) and its date's
/// last day (date_days, or TreeEntry::kNoDate).
struct ChunkGame {
  std::int64_t id = 0;
  const std::uint64_t* keys = nullptr;
  std::size_t key_count = 0;
  std::string_view tree_text;
  const std::uint32_t* tree_ends = nullptr;
  std::size_t tree_count = 0;  // at most key_count
  int winner = 2;
  std::int32_t last_day = TreeEntry::kNoDate;
};

/// What write_batch_chunks works in: an importer's writer keeps one from batch to batch (reused, its pages
/// stay mapped; allocated anew for every batch, they were faulted in and zeroed each time).
struct ChunkScratch {
  struct Entry {  // a position (or a tree edge) of a game: its key, the game's index, the ply
    std::uint64_t key;
    std::uint32_t game, ply;
  };
  std::vector<Entry> entries;  // by bucket
  std::vector<std::uint32_t> start, next;
  std::vector<char> encoded;
};

/// The rows write_position_chunks and write_tree_chunks write for the games' positions (each game's first ply
/// of each) and tree edges (one edge a game and move, games 1, the result's count 1, last game its id, last
/// date its last day; summed by key and move), byte for byte, from the games themselves: 16-byte entries
/// spread by bucket and sorted, not PositionEntry and TreeEdge vectors (24 and 72 bytes an entry) built,
/// spread and sorted. Inside the caller's transaction.
void write_batch_chunks(Connection& c, long long batch, const std::vector<ChunkGame>& games,
                        ChunkScratch& scratch);

/// The games through a position, with the first ply each reaches it, by game id.
std::vector<PositionEntry> position_games(Connection& c, std::uint64_t key);
/// The moves played from a position with their counts, summed over the bucket's chunks, most played first.
std::vector<TreeEntry> tree_moves(Connection& c, std::uint64_t key);

struct CompactStats {
  int buckets = 0;  ///< buckets merged
  long long rows_before = 0, rows_after = 0;
  bool stopped = false;  ///< `stop` was requested before every crowded bucket was merged
};
/// Merges the chunks of every bucket that has more than `max_chunks` of them (in either table) into one row,
/// 64 buckets a transaction (concurrent imports go on: they add rows of new batches), over `connections`
/// connections at once (`c` and new ones to the same database). A stop requested on `stop` ends it between
/// transactions: what was merged stays merged, and the next call does the rest.
CompactStats compact(Connection& c, int max_chunks = 1, std::stop_token stop = {}, unsigned connections = 1);

}  // namespace saban::db
