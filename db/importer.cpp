#include "db/importer.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <functional>
#include <future>
#include <optional>
#include <utility>

#include "db/chunks.h"
#include "db/internal/bulk_indexes.h"
#include "db/internal/hash.h"
#include "db/internal/import_rows.h"
#include "db/internal/import_summary.h"
#include "db/internal/parallel.h"
#include "db/stats.h"
#include "parser/record_files.h"

namespace saban::db {

namespace fs = std::filesystem;

namespace {
// Runs `f` on the way out of a scope, an exception's way too, swallowing what it throws (the exception on its
// way keeps going): the writers drained, the bulk work finished, the lock released, the settings put back.
struct OnExit {
  std::function<void()> f;
  ~OnExit() {
    try {
      f();
    } catch (...) {
    }
  }
};
}  // namespace

struct Importer::Writer {
  std::unique_ptr<Connection> own;  // the first writer uses the importer's connection
  Connection* conn = nullptr;
  std::uint64_t batch = 0;  // the number of the batch in flight (Importer::m_batches_started)
  std::vector<StagedGame> games;
  std::vector<StagedRejected> rejected;
  WriteBuffers buffers;  // kept from batch to batch
  std::future<Written> done;
};

// A file whose every game has been read and handed to a writer, to be marked imported (a row of
// source_file) once the last of its batches has committed.
struct Importer::FileRead {
  std::string hash, path, encoding;
  std::uint64_t bytes = 0;
  std::size_t count = 0;
  std::uint64_t last_batch = 0;  // the number of its last batch (Importer::m_batches_started)
};

// A game split off its file (not parsed yet), waiting to be read and replayed; or a decoding error.
struct Importer::Pending {
  parser::ReadGame game;
  std::size_t number = 0, first_line = 0;
  bool ok = false;             // after stage(): `game_row` holds a game (else `rejected_row` a rejected game)
  parser::MainLine main_line;  // what the replay hands out for the row (ImportOptions::replay_once)
  StagedGame game_row;
  bool row_taken = true;  // game_row moved out (or never filled): the slot takes a row written earlier
  StagedRejected rejected_row;
};

Importer::Importer(Connection& c, ImportOptions options) : m_conn(c), m_options(std::move(options)) {}

std::vector<fs::path> Importer::expand(const std::vector<fs::path>& paths) {
  std::vector<fs::path> out;
  for (const fs::path& p : paths) {
    std::error_code error;
    const fs::file_status status = fs::status(p, error);
    if (fs::is_regular_file(status)) {
      out.push_back(p);
      continue;
    }
    // A pipe or a device has no size nor content to know it by again (a file's identity, for "unchanged"):
    // refused before anything is imported.
    if (!fs::is_directory(status))
      throw DbError("",
                    p.string() + ": " +
                        (error || !fs::exists(status)
                             ? "cannot open: " + (error ? error.message() : std::string("no such file"))
                             : std::string("neither a record file nor a folder (a pipe or a device cannot be "
                                           "imported: save its records in a file first)")));
    const std::vector<fs::path> found = parser::record_files_in(p);
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

void Importer::report() {
  m_progress.elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - m_began).count();
  if (m_options.on_progress) m_options.on_progress(m_progress);
}

void Importer::import_paths(const std::vector<fs::path>& paths) {
  if (!m_began_set) m_began = std::chrono::steady_clock::now(), m_began_set = true;
  const auto files = expand(paths);
  for (const fs::path& f : files) m_progress.bytes_total += fs::file_size(f);
  // Indexes dropped for the import (begin_bulk) are built again on every way out; an error building them
  // leaves them recorded for the next import, migration or opening of the database.
  m_bulk_allowed = !m_bulk_decided;
  const OnExit rebuild{[this] { end_bulk(); }};
  {
    // A file's batches are written while the next file is read and replayed (import_file waits for them):
    // with one batch a file, reading and writing took turns. Waited for before the end's work, also on an
    // error's way out (before `rebuild`).
    const OnExit drain{[this] { finish_writes(); }};
    for (const fs::path& f : files) {
      read_file(f);
      if (m_progress.cancelled) break;
    }
    finish_writes();
  }
  m_bulk_allowed = false;
  // Every batch added a chunk to (nearly) every bucket of the position index and the tree: keep the number a
  // search reads bounded. Also when this import added nothing: an earlier one may have been stopped or killed
  // while compacting (finding no crowded bucket is one query). Not after a cancel: the user wants the import
  // to end; a cancel during compaction stops it between transactions; the next import compacts the rest.
  // The chunks are merged on as many connections as there are writers. The statistics summary's rows of every
  // batch (db/stats.h) are merged by one statement, on a connection of its own beside the chunks' when there
  // are several writers (other tables: neither waits for the other; after a million games each takes tens of
  // seconds); a cancel stops the chunks' merge between transactions, not that statement.
  // The indexes dropped for the import are built while the summary is compacted (other tables), also after a
  // cancel; on the bulk path the summary, not written by the batches, is built from the stored games instead
  // of compacted, beside the indexes (end_bulk), also after a cancel.
  // Said before that work begins, so that a progress line at its end does not seem stuck.
  if (m_progress.inserted > 0 || m_bulk_locked) {
    m_progress.finishing = true;
    m_progress.current_file.clear();
    report();
  }
  if (m_progress.cancelled) end_bulk();
  if (!m_progress.cancelled) {
    const unsigned connections = std::max(1u, m_options.writers);
    // A summary deferred is rebuilt by end_bulk, compacted rows only: nothing to merge.
    const bool merge_summary = !m_summary_deferred;
    std::future<void> summary;
    if (connections > 1 && merge_summary)
      summary = std::async(std::launch::async, [this] {
        Connection own = m_conn.another();
        compact_summary(own);
      });
    end_bulk();
    if (m_options.compact_above > 0 &&
        compact(m_conn, m_options.compact_above, m_options.cancel, connections).stopped)
      m_progress.cancelled = true;
    if (summary.valid())
      summary.get();
    else if (!m_progress.cancelled && merge_summary)
      compact_summary(m_conn);
  }
  report();
}

Importer::~Importer() = default;

// One file being imported: where it began, its reader, the batch being read and the rows waiting to be
// written.
struct Importer::FileRun {
  std::string path;
  std::chrono::steady_clock::time_point start;  // when the file began
  std::chrono::steady_clock::time_point clock;  // the end of the last lap (read or replay time)
  std::uint64_t bytes_before = 0, bytes = 0;    // progress().bytes_done when the file began; its size
  std::string hash;                             // of its content (source_file.content_hash)
  std::ifstream in;
  std::optional<parser::RecordReader> reader;
  std::vector<Pending> pending;       // the batch being read
  std::size_t queued = 0, count = 0;  // games in `pending`; games read from the file
  bool unreadable = false;            // a decoding error: the file cannot be read as it is
  std::vector<StagedGame> games;      // the rows of the batch staged last
  std::vector<StagedRejected> rejected;
};

namespace {

// The content hash of a file, read whole a block at a time.
std::string content_hash(const fs::path& file, const std::string& path) {
  Hasher content;
  std::ifstream in(file, std::ios::binary);
  if (!in) throw DbError("", "cannot open " + path);
  std::string block(1 << 20, '\0');
  while (in.read(block.data(), static_cast<std::streamsize>(block.size())) || in.gcount() > 0) {
    const std::string_view got(block.data(), static_cast<std::size_t>(in.gcount()));
    content.add(got);
  }
  return content.hex();
}

}  // namespace

void Importer::import_file(const fs::path& file) {
  const OnExit drain{[this] { finish_writes(); }};
  read_file(file);
  finish_writes();
}

// A file: its content hashed (skipped if imported already), then read, replayed and handed to the writers
// batch by batch; marked imported once they have written it (record_written_files).
void Importer::read_file(const fs::path& file) {
  FileRun f;
  f.start = std::chrono::steady_clock::now();
  if (!m_began_set) m_began = f.start, m_began_set = true;
  if (m_options.cancel.stop_requested()) {
    m_progress.cancelled = true;
    return;
  }
  f.path = file.string();
  m_progress.current_file = f.path;
  f.bytes_before = m_progress.bytes_done;
  f.hash = content_hash(file, f.path);
  f.bytes = fs::file_size(file);
  if (skip_if_imported(f)) return;
  if (m_bulk_allowed && !m_bulk_decided) begin_bulk(m_progress.bytes_total - m_progress.bytes_done);
  open_reader(file, f);
  start_writers();
  f.clock = std::chrono::steady_clock::now();
  read_batches(f);
  if (m_progress.cancelled) {
    // The file is not marked imported: importing it again reads it whole and adds what is missing.
    end_file(f);
    return;
  }
  write_last_batch(f);
  file_read(f);
}

// A file already imported whole (same content) is counted as unchanged and skipped: true if it was.
bool Importer::skip_if_imported(FileRun& f) {
  if (files_conn()
          .exec("SELECT 1 FROM source_file WHERE content_hash = decode($1, 'hex')", {f.hash})
          .size() == 0)
    return false;
  ++m_progress.files_skipped;
  m_progress.bytes_done += f.bytes;
  m_progress.bytes_skipped += f.bytes;
  report();
  return true;
}

// Decides, once, at the first file written (no batch of this import in flight): the bulk path if the bytes
// left suggest at least ImportOptions::bulk_index_games games and as many as `game` holds (bulk_worth_it),
// and no other import holds the bulk lock (then the plain path: its indexes are that import's to build).
// Indexes left dropped by an import that died are kept dropped on the bulk path, built now on the plain one.
void Importer::begin_bulk(std::uint64_t bytes_left) {
  m_bulk_decided = true;
  if (!try_bulk_lock(m_conn)) return;
  m_bulk_locked = true;
  if (bulk_worth_it(m_conn, bytes_left / kBytesPerGame, m_options.bulk_index_games)) {
    // None dropped, nothing deferred (the table's lock not had in time): the plain path. The summary is
    // deferred where the schema records it (version 14) and the importer counts its batches (12).
    const BulkDrop drop = drop_game_indexes(m_conn, true);
    m_progress.indexes_dropped = drop.indexes;
    m_summary_deferred = m_progress.summary_deferred = drop.summary_deferred;
    if (drop.summary_deferred && drop.game_was_empty) m_summary_totals = std::make_unique<SummaryTotals>();
    return;
  }
  end_bulk();
}

// Builds the indexes this import dropped (or an earlier one left dropped) and the summary it deferred, and
// releases the bulk lock (after both: only its holder clears their records), also when a build fails (it
// stays recorded for whoever comes next). With several writers the summary is rebuilt on a connection of its
// own while this one builds the B-trees and a third the GiST of the dates (other tables, or other indexes; a
// CREATE INDEX and the rebuild's lock on `game` are all SHARE: none waits for another).
void Importer::end_bulk() {
  if (!m_bulk_locked) return;
  m_bulk_locked = false;
  const bool summary = std::exchange(m_summary_deferred, false);  // the writers have all finished
  const std::unique_ptr<SummaryTotals> totals = std::move(m_summary_totals);
  const OnExit release{[this] { release_bulk_lock(m_conn); }};
  std::future<bool> rebuilt;
  if (summary && m_options.writers > 1)
    rebuilt = std::async(std::launch::async, [this, &totals] {
      Connection own = m_conn.another();
      Transaction tx(own);
      const bool done = rebuild_pending_summary_in(own, totals.get());
      tx.commit();
      if (done) analyze_loaded_tables(own, false, true);  // while the indexes are still being built
      return done;
    });
  // The autovacuum settings after the summary: see restore_dropped_indexes_in. Also when the indexes' build
  // or the summary's failed (thrown once the settings are back).
  long long built = 0;
  bool summary_analyzed = false;
  {
    const OnExit settings{[this] { restore_autovacuum_settings(m_conn); }};
    std::future<bool> joined = std::move(rebuilt);  // (waited for before `settings`, on every way out)
    std::optional<Connection> beside;
    if (m_options.writers > 1) beside.emplace(m_conn.another());
    built =
        restore_dropped_indexes(m_conn, !joined.valid(), totals.get(), false, beside ? &*beside : nullptr);
    if (built > 0) m_progress.indexes_rebuilt += static_cast<std::size_t>(built);
    if (joined.valid()) summary_analyzed = joined.get();
  }
  m_progress.summary_rebuilt = summary && !summary_pending(m_conn);
  // The planner's view of the loaded tables, at once (the summary's, rebuilt beside, analyzed there).
  if (built > 0) analyze_loaded_tables(m_conn, true, !summary_analyzed);
}

// The pool replaying the games (made once), and the reader splitting the file into games on this thread.
void Importer::open_reader(const fs::path& file, FileRun& f) {
  if (!m_pool) m_pool = std::make_unique<ParallelFor>(m_options.threads);
  f.in.open(file, std::ios::binary);
  parser::ReadOptions split = m_options.read;
  split.parse = false;
  f.reader.emplace(f.in, f.path, split);
  f.pending.resize(std::max<std::size_t>(1, m_options.batch_size));
  // Rows kept to be filled again: a batch's, at most 2,000 (some 5 KB each: with --batch 20000, a tenth).
  if (!m_spare) m_spare = std::make_unique<SpareRows>(std::min<std::size_t>(f.pending.size(), 2000));
}

// The writers (made once). Batches are written on threads of their own, each writer on its own connection,
// while the next one is read and replayed; with two writers, one batch's server work overlaps the other's.
// Batches are independent transactions (a crash loses at most the ones in flight; two batches meeting the
// same game wait on each other, and the later one is written again without it).
void Importer::start_writers() {
  if (!m_writers.empty()) return;
  // From version 10 (the trigger's switch); its rows as version 12's player_stat has them (by game): before
  // that, the trigger counts them.
  m_summary_by_importer =
      m_conn.one_row("SELECT coalesce(max(version), 0) >= 12 FROM schema_version").text(0, 0) == "t";
  for (unsigned i = 0; i < std::max(1u, m_options.writers); ++i) {
    auto w = std::make_unique<Writer>();
    if (i > 0) w->own = std::make_unique<Connection>(m_conn.another());
    w->conn = i > 0 ? w->own.get() : &m_conn;
    m_writers.push_back(std::move(w));
  }
  // The files are looked up and marked imported while the first writer writes on the importer's connection.
  m_files_conn = std::make_unique<Connection>(m_conn.another());
}

// Waits for the batch a writer has in flight, if any, and adds what it wrote to the progress. A batch that
// failed leaves every file not yet marked imported unmarked (importing it again reads it whole and adds what
// is missing).
void Importer::finish_write(Writer& w) {
  if (!w.done.valid()) return;
  Written r;
  try {
    r = w.done.get();
  } catch (...) {
    m_files_read.clear();
    throw;
  }
  m_progress.inserted += r.inserted;
  m_progress.duplicates += r.duplicates;
  m_progress.rejected += r.rejected;
  m_progress.write_seconds += r.seconds;
  report();
}

// Waits for every writer's batch, and marks the files read imported.
void Importer::finish_writes() {
  for (auto& w : m_writers) finish_write(*w);
  record_written_files();
}

// Marks imported, in their order, the files read whose batches have all committed (a writer's batch done by
// now is taken on the way).
void Importer::record_written_files() {
  std::size_t recorded = 0;
  for (; recorded < m_files_read.size(); ++recorded) {
    const FileRead& r = m_files_read[recorded];
    bool written = true;
    for (auto& w : m_writers) {
      if (!w->done.valid() || w->batch > r.last_batch) continue;
      if (w->done.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
        written = false;
        break;
      }
      finish_write(*w);
    }
    if (!written) break;
    record_file(r);
  }
  m_files_read.erase(m_files_read.begin(), m_files_read.begin() + static_cast<std::ptrdiff_t>(recorded));
}

// Hands the rows staged last to the next writer (once its previous batch is done) and starts writing them.
// Nothing to write (the last batch of a file read a batch at a time): no writer is waited for.
void Importer::start_write(FileRun& f) {
  if (f.games.empty() && f.rejected.empty()) return;
  Writer& w = *m_writers[m_next_writer];
  m_next_writer = (m_next_writer + 1) % m_writers.size();
  finish_write(w);
  record_written_files();
  w.batch = ++m_batches_started;
  f.games.swap(w.games);
  f.rejected.swap(w.rejected);
  f.games.clear();
  f.rejected.clear();
  w.done =
      std::async(std::launch::async, [this, &w] { return flush(*w.conn, w.games, w.rejected, w.buffers); });
}

// Adds the time since the last lap to `into`.
void Importer::lap(FileRun& f, double& into) {
  const auto now = std::chrono::steady_clock::now();
  into += std::chrono::duration<double>(now - f.clock).count();
  f.clock = now;
}

// Splits the file into games and, for every full batch, stages it and starts writing it; stops at the end of
// the file, or between batches at a cancel request (progress().cancelled, the batch read left unwritten).
void Importer::read_batches(FileRun& f) {
  for (;;) {
    Pending& p = f.pending[f.queued];
    if (!f.reader->next(p.game)) break;
    ++f.count;
    ++m_progress.games;
    if (p.game.raw.empty()) f.unreadable = true;  // a decoding error: the file cannot be read as it is
    p.number = f.reader->games_read();
    p.first_line = f.reader->game_line();
    if (++f.queued == f.pending.size()) {
      // Between batches: a cancel leaves this batch unread and unwritten (those in flight are committed
      // below).
      if (m_options.cancel.stop_requested()) {
        m_progress.cancelled = true;
        break;
      }
      const std::streamoff at = f.in.tellg();  // the bytes the reader has taken so far (a block at a time)
      if (at > 0)
        m_progress.bytes_done =
            f.bytes_before + std::min<std::uint64_t>(f.bytes, static_cast<std::uint64_t>(at));
      lap(f, m_progress.read_seconds);
      stage(f.pending, f.path, f.games, f.rejected);
      f.queued = 0;
      lap(f, m_progress.replay_seconds);
      start_write(f);
      f.clock = std::chrono::steady_clock::now();
    }
  }
}

// Stages the last, partial batch and starts writing it.
void Importer::write_last_batch(FileRun& f) {
  lap(f, m_progress.read_seconds);
  f.pending.resize(f.queued);
  stage(f.pending, f.path, f.games, f.rejected);
  lap(f, m_progress.replay_seconds);
  start_write(f);
}

// A file read to its end: to be marked imported once its batches have committed, or counted rejected whole.
void Importer::file_read(FileRun& f) {
  // A file rejected whole (not decodable, or holding no game) is not marked imported: once mended, or with
  // the right --encoding, importing it again reads it.
  if (f.unreadable || f.count == 0) {
    ++m_progress.files_rejected;
  } else {
    m_files_read.push_back({f.hash, f.path, std::string(parser::encoding_name(f.reader->encoding())), f.bytes,
                            f.count, m_batches_started});
  }
  m_progress.bytes_done = f.bytes_before + f.bytes;
  end_file(f);
  record_written_files();
}

// Marks a file imported (a row of source_file): every game of it has been written.
void Importer::record_file(const FileRead& r) {
  files_conn().exec(
      "INSERT INTO source_file (content_hash, path, bytes, games, encoding) VALUES (decode($1, 'hex'), $2, "
      "$3, $4, $5) ON CONFLICT DO NOTHING",
      {r.hash, r.path, std::to_string(r.bytes), std::to_string(r.count), r.encoding});
  ++m_progress.files;
  report();
}

// Adds the file's time to the progress and reports it.
void Importer::end_file(const FileRun& f) {
  m_progress.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - f.start).count();
  report();
}

// Reads and replays the pending games in parallel (each game on its own), then appends their rows in file
// order.
void Importer::stage(std::vector<Pending>& pending, const std::string& path, std::vector<StagedGame>& games,
                     std::vector<StagedRejected>& rejected) {
  // A slot whose row was taken gets a row written earlier, to fill again (its memory reused: no allocation on
  // the replaying thread and no free on a writer's a game).
  for (Pending& p : pending)
    if (p.row_taken && m_spare->take(p.game_row)) p.row_taken = false;
  m_pool->run(pending.size(), [&](std::size_t i) {
    Pending& p = pending[i];
    parser::ReadGame& g = p.game;
    // No text: an encoding error, reported as it is. A NUL byte: no text column can hold it, the game is
    // rejected. An error already (a game over the reader's length limit): rejected as it is. Otherwise read,
    // with replay (syntax errors are found here too).
    p.main_line.fen_keys.clear();  // what the replay hands out (none for a game not replayed)
    if (auto nul = nul_error(g.raw, path, p.number, p.first_line)) {
      g.errors.assign(1, std::move(*nul));
      g.raw = escape_nul(g.raw);
    } else if (!g.raw.empty() && g.errors.empty()) {
      parser::ReadOptions read = m_options.read;
      // The replay hands out the positions' keys and the moves' long notation: the row needs no second one.
      read.main_line = m_options.replay_once ? &p.main_line : nullptr;
      g = parser::read_game(g.raw, path, p.number, p.first_line, read);
    }
    p.ok = g.has_game() && g.errors.empty();
    if (p.ok && g.record && p.main_line.fen_keys.size() == g.record->moves.size() + 1)
      game_row(p.game_row, *g.record, p.main_line, g.raw, path, m_options.tree_depth);
    else if (p.ok)  // the row of either game (db/internal/import_rows.h), replayed here
      g.visit([&](const auto& record) {
        p.game_row = game_row(record, std::move(g.raw), path, m_options.tree_depth);
      });
    if (p.ok) {
      if (auto over = over_name_limit(p.game_row, m_options.max_name_chars)) {
        p.ok = false;
        g.errors.assign(1, parser::RecordError{path, p.number, {p.first_line, 1}, *over, {}});
        g.raw = game_text(p.game_row);
      }
    }
    if (!p.ok) {
      const parser::RecordError first = g.errors.empty() ? parser::RecordError{} : g.errors.front();
      p.rejected_row = rejected_row(first, path, g.raw);
    }
    // The parsed game is no longer needed (its row is built): freed now rather than when the next batch is
    // split into this slot, so that a batch's records (some 15 KB a game) are not kept while it is written.
    g.record.reset();
    g.dongson.reset();
    g.errors.clear();
  });
  for (Pending& p : pending) {
    if (p.ok) {
      games.push_back(std::move(p.game_row));
      p.row_taken = true;
    } else {
      rejected.push_back(std::move(p.rejected_row));
    }
  }
}

}  // namespace saban::db
