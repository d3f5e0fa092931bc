// Importing record files: read → parse → replay → rows → COPY, committed in batches, idempotent.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "db/pq.h"
#include "parser/reader.h"

namespace saban::db {

class SummaryTotals;

struct ImportProgress {
  std::size_t files = 0, files_skipped = 0;  ///< files read; files already imported (same content)
  std::size_t files_rejected =
      0;                  ///< files rejected whole (undecodable, or without a game): not marked imported
  std::size_t games = 0;  ///< games read
  std::size_t inserted = 0, duplicates = 0, rejected = 0;  ///< of the games written (committed) so far
  std::uint64_t bytes_done = 0, bytes_total = 0;  ///< bytes of the files read so far; of all the files
  /// Of bytes_done, those of the files skipped as imported already (unread).
  std::uint64_t bytes_skipped = 0;
  double seconds = 0;  ///< time spent in the files finished
  double elapsed = 0;  ///< wall-clock seconds since the import began
  /// Where the time went (wall clock): reading and splitting games (with a syntax check), replaying them and
  /// building their rows (in parallel), writing batches to the server (COPY, inserts, opening tree, commit).
  double read_seconds = 0, replay_seconds = 0, write_seconds = 0;
  std::string current_file;
  /// `game`'s indexes this import built again: those it dropped (ImportOptions::bulk_index_games), or an
  /// earlier import left dropped (its process died). 0 on the plain path.
  std::size_t indexes_rebuilt = 0;
  /// `game`'s indexes this import dropped for a bulk load, to build again at its end.
  std::size_t indexes_dropped = 0;
  /// On the bulk path (from schema version 14): the import's batches write no statistics summary rows; the
  /// summary is built from the stored games at its end (summary_rebuilt then set), or by the next import,
  /// migration or opening of the database if the import dies first.
  bool summary_deferred = false, summary_rebuilt = false;
  /// Every file read and its games written: the import is building the indexes it dropped, merging the index
  /// chunks and the statistics summary (tens of seconds after a million games). Set, and reported, when that
  /// begins (the last report has it too), and only when the import wrote a game or dropped the indexes.
  bool finishing = false;
  bool cancelled = false;  ///< the import stopped at a cancel request (ImportOptions::cancel)

  /// What the finishing step does (the front ends' lines say it): merge the position index chunks and the
  /// statistics summary (the plain path); also build the game list's indexes it dropped; or, on the bulk
  /// path, build those indexes and the whole statistics summary beside the merge of the position index.
  enum class Finish { merge, indexes_and_merge, indexes_and_summary };
  Finish finish() const {
    return summary_deferred      ? Finish::indexes_and_summary
           : indexes_dropped > 0 ? Finish::indexes_and_merge
                                 : Finish::merge;
  }

  /// Games read per second of wall-clock time.
  double games_per_second() const { return elapsed > 0 ? static_cast<double>(games) / elapsed : 0; }
  /// Seconds left at the rate the files' bytes were read so far (those of files skipped unread are not in the
  /// rate: a folder imported again skips its files in no time), 0 when every byte is done, or nothing while
  /// it cannot be told: no byte read yet, or under a second since the import began.
  std::optional<double> seconds_left() const {
    if (bytes_done >= bytes_total) return 0.0;
    const std::uint64_t read = bytes_done - bytes_skipped;
    if (read == 0 || elapsed < 1) return std::nullopt;
    return elapsed * static_cast<double>(bytes_total - bytes_done) / static_cast<double>(read);
  }
};

struct ImportOptions {
  std::size_t batch_size = 2000;  ///< games per transaction
  int tree_depth = 40;            ///< plies of each game counted in the opening tree
  int compact_above = 64;  ///< after importing, merge the index chunks of buckets with more (db/chunks.h)
  unsigned threads = 0;    ///< threads replaying the games of a batch (0: one per hardware thread)
  unsigned writers = 2;    ///< batches written at once, each on a connection of its own
  /// A game whose player, event or site name is longer (in characters) is rejected, not imported: the name
  /// tables' unique indexes take at most 2,704 bytes a row (docs/database.md, "Limits").
  std::size_t max_name_chars = 255;
  /// Indexes built after the load (docs/database.md, "Importing"): when the files left to import when the
  /// first one is written suggest at least this many games (a game per 1,000 bytes) and at least as many as
  /// `game` holds, its non-unique indexes are dropped for the import and built again at its end (on every way
  /// out: end, cancel, error; a process that dies leaves them to the next import, migration or opening of the
  /// database). Not beside another import doing so (it is then the plain path). 0: never.
  std::uint64_t bulk_index_games = 20000;
  parser::ReadOptions read;
  /// The rows' position keys and long notation as the parser's replay hands them out
  /// (ReadOptions::main_line); false: each game's row replays its moves again for them (the same rows: tests
  /// compare the two).
  bool replay_once = true;
  /// A stop requested here ends the import between batches: the batches already sent are committed (each is
  /// one transaction), nothing after them is written, and the database stays consistent; the files cut short
  /// are not marked imported, so importing them again adds the rest. Checked before every batch and every
  /// file.
  std::stop_token cancel;
  /// Called on the importing thread after every batch written and at the end of every file (and of the
  /// import, cancelled or not). A GUI may post it to its event loop; it must not call back into the importer.
  std::function<void(const ImportProgress&)> on_progress;
};

/// Imports files into a migrated database. Every batch is one transaction: a crash loses at most the batch in
/// flight, and importing again adds only what is missing (games are keyed by a signature of their players,
/// date, start and moves; rejected games by their text; whole files by their content).
class ParallelFor;
struct StagedGame;
class SpareRows;
struct StagedRejected;
struct WriteBuffers;

class Importer {
 public:
  Importer(Connection& c, ImportOptions options = {});
  ~Importer();

  /// Sets ImportOptions::on_progress.
  void on_progress(std::function<void(const ImportProgress&)> f) { m_options.on_progress = std::move(f); }

  /// Imports files and directories (recursively: *.ctr, *.pgn and *.txt files). Returns early, with
  /// progress().cancelled set, when ImportOptions::cancel is requested.
  void import_paths(const std::vector<std::filesystem::path>& paths);
  /// Imports one file: when it returns, its batches are written and the file marked imported.
  void import_file(const std::filesystem::path& file);

  const ImportProgress& progress() const { return m_progress; }

  /// The files a list of paths names, in order (directories expanded).
  static std::vector<std::filesystem::path> expand(const std::vector<std::filesystem::path>& paths);

 private:
  struct Pending;
  struct Written {  // what a batch's transaction added
    std::size_t inserted = 0, duplicates = 0, rejected = 0;
    double seconds = 0;
  };
  struct Writer;    // a connection writing one batch at a time on a thread of its own
  struct FileRun;   // a file being imported (db/importer.cpp)
  struct FileRead;  // a file read to its end, marked imported once its batches have committed
  // A file read, its batches handed to the writers: import_paths goes on with the next file while they write
  // (import_file waits for them). The steps, in order (db/importer.cpp).
  void read_file(const std::filesystem::path& file);
  bool skip_if_imported(FileRun& f);
  void open_reader(const std::filesystem::path& file, FileRun& f);
  void start_writers();
  void read_batches(FileRun& f);
  void write_last_batch(FileRun& f);
  void file_read(FileRun& f);
  void end_file(const FileRun& f);
  // Indexes built after the load (ImportOptions::bulk_index_games): decided at the first file written, given
  // the bytes left to import; built again by end_bulk.
  void begin_bulk(std::uint64_t bytes_left);
  void end_bulk();
  // Their parts: a batch staged (read and replayed in parallel), handed to a writer, waited for; timing.
  void stage(std::vector<Pending>& pending, const std::string& path, std::vector<StagedGame>& games,
             std::vector<StagedRejected>& rejected);
  void start_write(FileRun& f);
  void finish_write(Writer& w);
  void finish_writes();
  void record_written_files();
  void record_file(const FileRead& r);
  static void lap(FileRun& f, double& into);
  // One transaction (retried) writing a batch on `c`: db/import_write.cpp.
  Written flush(Connection& c, std::vector<StagedGame>& games, std::vector<StagedRejected>& rejected,
                WriteBuffers& buffers);
  Written write_batch(Connection& c, std::vector<StagedGame>& games, std::vector<StagedRejected>& rejected,
                      std::size_t staged, WriteBuffers& buffers);
  // write_batch, retried; a batch the server refuses for one game's data is split until that game is found,
  // which is then rejected.
  Written write_parts(Connection& c, std::vector<StagedGame>& games, std::vector<StagedRejected>& rejected,
                      std::size_t staged, WriteBuffers& buffers);

  Connection& m_conn;
  ImportOptions m_options;
  ImportProgress m_progress;
  std::chrono::steady_clock::time_point m_began;  // of the first import_paths / import_file call
  bool m_began_set = false;
  void report();  // m_progress.elapsed brought up to date, then on_progress
  std::unique_ptr<ParallelFor> m_pool;
  std::vector<std::unique_ptr<Writer>> m_writers;
  // The connection looking files up and marking them imported once the writers have started (the importer's
  // before): the first writer's is the importer's.
  std::unique_ptr<Connection> m_files_conn;
  Connection& files_conn() { return m_files_conn ? *m_files_conn : m_conn; }
  std::size_t m_next_writer = 0;        // the writer the next batch goes to (in turn)
  std::uint64_t m_batches_started = 0;  // the number of the batch handed to a writer last
  std::vector<FileRead> m_files_read;   // read to their ends, not marked imported yet (in file order)
  std::unique_ptr<SpareRows> m_spare;   // rows written, handed back by the writers to be filled again
  // The database's schema counts an import's batches by the importer's own rows (version 10,
  // db/internal/import_summary.h); an older schema (no summary, or a trigger counting every insert) does not.
  bool m_summary_by_importer = false;
  bool m_bulk_allowed = false;  // import_paths: the bulk path may be taken (decided once)
  bool m_bulk_decided = false;
  bool m_bulk_locked = false;  // this import holds the bulk lock on m_conn: its dropped indexes are its own
  // The batches write no summary rows (the bulk path, recorded in pending_summary): end_bulk rebuilds it. Set
  // before the writers start a batch, cleared after they have all finished.
  bool m_summary_deferred = false;
  // With the summary deferred into a database that held no game (BulkDrop::game_was_empty): every committed
  // batch's summary sums, which end_bulk writes as the summary when nothing else was counted meanwhile
  // (write_summary_totals_in), instead of rebuilding it from the games.
  std::unique_ptr<SummaryTotals> m_summary_totals;
};

}  // namespace saban::db
