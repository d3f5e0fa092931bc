// Indexes built after a bulk load (docs/database.md, "Importing"; the PostgreSQL manual's "Populating a
// Database: Remove Indexes"): an import large against what `game` holds drops the table's non-unique
// secondary indexes, recording their definitions in `dropped_index` in the same transaction (migration 13),
// and builds them again at its end; whoever finds recorded indexes and no bulk import running (the next
// import, `saban db migrate`, a connection of the app that prepares the schema) builds them. Unique indexes
// and the primary key stay: the import's duplicates are found through them. A bulk import holds the session
// advisory lock kBulkIndexLock from the drop to the rebuild; a rebuild elsewhere needs that lock, so it never
// runs beside the import that dropped the indexes (its process gone, the server releases the lock).
// The statistics summary likewise (migration 14): a bulk import writes no summary rows for its batches,
// records in `pending_summary`, in the transaction that drops the indexes, that the summary lacks games, and
// rebuilds it from the stored games at its end (db::rebuild_summary_in: game_stat_sql, the statement of the
// triggers and migrations); whoever builds the indexes left dropped rebuilds a summary left pending, under
// the same lock. Only a holder of kBulkIndexLock clears the record.
// Autovacuum likewise: in the transaction that drops the indexes, a bulk import turns autovacuum off the
// tables its batches fill (`game` and the chunk tables, and their TOAST tables: autovacuum_enabled),
// recording in `dropped_index`, under a name beginning kAutovacuumRecord, the ALTER TABLE that puts each
// table's settings back; the rebuild runs those records after the indexes (a million games: autovacuum
// scanned the new `game` during the load, docs/performance.md, "Import, ninth step").
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

#include "db/pq.h"

namespace saban::db {

class SummaryTotals;

inline constexpr long long kBulkIndexLock =
    7305733;  // (the migrations hold 7305731, the summary's compaction 7305732)
/// The bytes of record files taken for one game when guessing an import's games from its files' sizes (the
/// generated corpus: 970; files with many tags more).
inline constexpr std::uint64_t kBytesPerGame = 1000;

/// The beginning of the names of `dropped_index`'s records of a table's autovacuum settings (followed by the
/// table's name; not an index's: an index so named reads quoted).
inline constexpr const char* kAutovacuumRecord = "autovacuum of ";

/// Takes kBulkIndexLock on `c`'s session if no other session holds it: true if taken.
bool try_bulk_lock(Connection& c);
void release_bulk_lock(Connection& c);

/// Whether an import of `games` games (a guess) into `game` takes the bulk path: at least `min_games`, and
/// at least as many as `game` holds (counted up to games + 1 rows: a read bounded by the import's size).
/// Then rebuilding every index (sorting the old rows and the new) costs less than inserting the new rows'
/// entries one at a time.
bool bulk_worth_it(Connection& c, std::uint64_t games, std::uint64_t min_games);

/// What drop_game_indexes did: the indexes dropped; whether the summary is recorded pending (the import then
/// writes no summary rows for its batches).
struct BulkDrop {
  std::size_t indexes = 0;
  bool summary_deferred = false;
  /// `game` held no row when the summary was deferred (read under the drop's lock): the summary then counts
  /// only games this import writes or others write meanwhile, and the importer may count its own batches
  /// (SummaryTotals) for the rebuild to write (write_summary_totals_in).
  bool game_was_empty = false;
};

/// Drops `game`'s non-unique secondary B-tree indexes (not backing a constraint) and records their
/// definitions, turns autovacuum off the tables the load fills (recording their settings, kAutovacuumRecord),
/// and with `defer_summary` (from migration 14) records the summary pending, in one transaction that waits at
/// most `lock_wait_ms` for the table's lock (readers, other writers); nothing if that transaction failed (the
/// lock not had in time, a role that does not own the table): the import then takes the plain path. The
/// caller holds kBulkIndexLock. The GiST of the dates is kept: PostgreSQL 15 builds it row by row in one
/// process, the same work as keeping it up to date through the load, where the server has a core to spare;
/// built at the end it was the longest build, on the end's wall (docs/performance.md, "Import, fourteenth
/// step").
BulkDrop drop_game_indexes(Connection& c, bool defer_summary = false, int lock_wait_ms = 2000);

/// Takes the planner's statistics of the tables a bulk load filled (`game` and the summary's) at once, after
/// their indexes are built: until autovacuum's ANALYZE comes (minutes after a million games) the planner
/// reads those taken of the nearly empty tables the load began with, and a busy player's latest games took
/// 0.4 s instead of 20 ms. Best effort: a failure leaves them to autovacuum. `game`: `game`'s (once its
/// indexes are built: the statistics of their expressions come with it); `summary`: the summary's three
/// tables (once rebuilt: the importer's end analyzes them on the summary's connection, beside the index
/// builds).
void analyze_loaded_tables(Connection& c, bool game = true, bool summary = true);

/// Whether the database records the summary pending (`pending_summary`, migration 14).
bool summary_pending(Connection& c);

/// Builds again every index recorded in `dropped_index` and forgets them, then (with `settings`) puts back
/// the autovacuum settings recorded there, and with `summary` rebuilds a
/// summary recorded pending (rebuild_pending_summary_in), in the transaction open on `c`, unless a bulk
/// import of another session holds kBulkIndexLock (then -1, nothing done). Returns how many indexes were
/// built; 0 without a record (or before migration 13).
/// `totals`: as rebuild_pending_summary_in's. Without `settings` (the importer's end, whose summary is
/// rebuilt meanwhile on another connection under a SHARE lock on `game`, which an ALTER TABLE's SHARE UPDATE
/// EXCLUSIVE would wait for) the settings stay recorded, for restore_autovacuum_settings after.
/// `beside` (the importer's end, with several writers): a connection of the same database on which the
/// indexes PostgreSQL builds row by row in one process (the GiST of the dates) are built, each with its
/// record forgotten, in a transaction of its own committed before this returns, while `c` builds the B-trees:
/// the end's wall is then the longest build's, not their sum. The caller's session holds kBulkIndexLock.
long long restore_dropped_indexes_in(Connection& c, bool summary = true,
                                     const SummaryTotals* totals = nullptr, bool settings = true,
                                     Connection* beside = nullptr);
/// The same in a transaction of its own.
long long restore_dropped_indexes(Connection& c, bool summary = true, const SummaryTotals* totals = nullptr,
                                  bool settings = true, Connection* beside = nullptr);
/// Puts back the autovacuum settings recorded in `dropped_index` (only those), in a transaction of its own,
/// unless a bulk import of another session holds kBulkIndexLock.
void restore_autovacuum_settings(Connection& c);

/// Rebuilds the summary from the stored games and forgets the record, in the transaction open on `c`, if it
/// is recorded pending (read again under the summary's lock): true if it was. The caller's session (or this
/// transaction) holds kBulkIndexLock: the importer that deferred it runs this on a connection of its own
/// while its own builds the indexes. With `totals` (the import's own batches summed,
/// BulkDrop::game_was_empty) the summary is written from them when write_summary_totals_in may, else rebuilt
/// from the games.
bool rebuild_pending_summary_in(Connection& c, const SummaryTotals* totals = nullptr);

/// Runs `fill` (which inserts the statistics summary's rows into its emptied tables) with the three tables'
/// indexes dropped before and built again after from their own definitions (one sort each, in memory up to
/// 256 MB), in the transaction open on `c`: rows in hash order, inserted one at a time, each probed a random
/// leaf of player_stat_key (100,000 games: 1.8-2.2 s of backend CPU against 2.8-3.1 s; docs/performance.md).
/// A bulk rebuild (rebuild_summary_in) and the import's sums (write_summary_totals_in) both fill this way.
void fill_summary_unindexed(Connection& c, const std::function<void()>& fill);

/// Writes the summary as the sums of an import's committed batches into a database that held no game when
/// the import deferred the summary, in the transaction open on `c` (which holds the summary's lock), if the
/// summary tables hold no row (read under `game`'s SHARE lock). Every insert, edit or deletion the triggers
/// count meanwhile writes rows, and only compaction removes rows, those whose sums are zero: empty tables
/// mean that whatever was counted since the import began sums to nothing on every key, so the stored games'
/// summary is exactly the import's sums. The tables' indexes are dropped and built after the rows, as a bulk
/// rebuild does. False (nothing written) otherwise: the caller rebuilds from the games
/// (tests/db/bulk_summary_test.cpp, ChangesDuringABulkImportIntoAnEmptyDatabaseAreCounted).
bool write_summary_totals_in(Connection& c, const SummaryTotals& totals);

}  // namespace saban::db
