#include "db/importer.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <functional>
#include <future>

#include "db/chunks.h"
#include "db/internal/hash.h"
#include "db/internal/import_rows.h"
#include "db/internal/parallel.h"

namespace saban::db {

namespace fs = std::filesystem;

struct Importer::Writer {
  std::unique_ptr<Connection> own;  // the first writer uses the importer's connection
  Connection* conn = nullptr;
  std::vector<StagedGame> games;
  std::vector<StagedRejected> rejected;
  std::future<Written> done;
};

// A game split off its file (not parsed yet), waiting to be read and replayed; or a decoding error.
struct Importer::Pending {
  parser::ReadGame game;
  std::size_t number = 0, first_line = 0;
  bool ok = false;  // after stage(): `game_row` holds a game (else `rejected_row` a rejected game)
  StagedGame game_row;
  StagedRejected rejected_row;
};

Importer::Importer(Connection& c, ImportOptions options) : m_conn(c), m_options(std::move(options)) {}

std::vector<fs::path> Importer::expand(const std::vector<fs::path>& paths) {
  std::vector<fs::path> out;
  for (const fs::path& p : paths) {
    if (!fs::is_directory(p)) {
      out.push_back(p);
      continue;
    }
    std::vector<fs::path> found;
    for (const auto& e : fs::recursive_directory_iterator(p)) {
      const std::string ext = e.path().extension().string();
      if (e.is_regular_file() && (ext == ".ctr" || ext == ".pgn" || ext == ".txt")) found.push_back(e.path());
    }
    std::sort(found.begin(), found.end());
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
  for (const fs::path& f : files) {
    import_file(f);
    if (m_progress.cancelled) break;
  }
  // Every batch added a chunk to (nearly) every bucket of the position index and the tree: keep the number a
  // search reads bounded. Also when this import added nothing: an earlier one may have been stopped or killed
  // while compacting (finding no crowded bucket is one query). Not after a cancel: the user wants the import
  // to end; a cancel during compaction stops it between transactions; the next import compacts the rest.
  if (!m_progress.cancelled && m_options.compact_above > 0) {
    if (compact(m_conn, m_options.compact_above, m_options.cancel).stopped) m_progress.cancelled = true;
  }
  report();
}

Importer::~Importer() = default;

void Importer::import_file(const fs::path& file) {
  const auto start = std::chrono::steady_clock::now();
  if (!m_began_set) m_began = start, m_began_set = true;
  if (m_options.cancel.stop_requested()) {
    m_progress.cancelled = true;
    return;
  }
  const std::string path = file.string();
  m_progress.current_file = path;
  const std::uint64_t bytes_before = m_progress.bytes_done;
  // A file already imported whole (same content) is skipped.
  Hasher content;
  {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw DbError("", "cannot open " + path);
    std::string block(1 << 20, '\0');
    while (in.read(block.data(), static_cast<std::streamsize>(block.size())) || in.gcount() > 0) {
      const std::string_view got(block.data(), static_cast<std::size_t>(in.gcount()));
      content.add(got);
    }
  }
  const std::uint64_t bytes = fs::file_size(file);
  if (m_conn.exec("SELECT 1 FROM source_file WHERE content_hash = decode($1, 'hex')", {content.hex()})
          .size() > 0) {
    ++m_progress.files_skipped;
    m_progress.bytes_done += bytes;
    report();
    return;
  }
  if (!m_pool) m_pool = std::make_unique<ParallelFor>(m_options.threads);
  // This thread splits the file into games; the pool reads and replays a batch of them.
  std::ifstream in(file, std::ios::binary);
  parser::ReadOptions split = m_options.read;
  split.parse = false;
  parser::RecordReader reader(in, path, split);
  std::vector<Pending> pending(std::max<std::size_t>(1, m_options.batch_size));
  std::size_t queued = 0, count = 0;
  bool unreadable = false;
  std::vector<StagedGame> games;
  std::vector<StagedRejected> rejected;
  // Batches are written on threads of their own, each writer on its own connection, while the next one is
  // read and replayed; with two writers, one batch's server work overlaps the other's. Batches are
  // independent transactions (a crash loses at most the ones in flight; two batches meeting the same game
  // wait on each other, and the later one is written again without it).
  if (m_writers.empty()) {
    for (unsigned i = 0; i < std::max(1u, m_options.writers); ++i) {
      auto w = std::make_unique<Writer>();
      if (i > 0) w->own = std::make_unique<Connection>(m_conn.another());
      w->conn = i > 0 ? w->own.get() : &m_conn;
      m_writers.push_back(std::move(w));
    }
  }
  std::size_t next_writer = 0;
  auto finish_write = [&](Writer& w) {
    if (!w.done.valid()) return;
    const Written r = w.done.get();
    m_progress.inserted += r.inserted;
    m_progress.duplicates += r.duplicates;
    m_progress.rejected += r.rejected;
    m_progress.write_seconds += r.seconds;
    report();
  };
  auto finish_all = [&] {
    for (auto& w : m_writers) finish_write(*w);
  };
  auto start_write = [&] {
    Writer& w = *m_writers[next_writer];
    next_writer = (next_writer + 1) % m_writers.size();
    finish_write(w);
    games.swap(w.games);
    rejected.swap(w.rejected);
    games.clear();
    rejected.clear();
    w.done = std::async(std::launch::async, [this, &w] { return flush(*w.conn, w.games, w.rejected); });
  };
  // A failure (an exception of a writer) is thrown after every writer has stopped.
  struct Drain {
    std::function<void()> f;
    ~Drain() {
      try {
        f();
      } catch (...) {
      }
    }
  } drain{finish_all};
  auto clock = std::chrono::steady_clock::now();
  auto lap = [&](double& into) {
    const auto now = std::chrono::steady_clock::now();
    into += std::chrono::duration<double>(now - clock).count();
    clock = now;
  };
  for (;;) {
    Pending& p = pending[queued];
    if (!reader.next(p.game)) break;
    ++count;
    ++m_progress.games;
    if (p.game.raw.empty()) unreadable = true;  // a decoding error: the file cannot be read as it is
    p.number = reader.games_read();
    p.first_line = reader.game_line();
    if (++queued == pending.size()) {
      // Between batches: a cancel leaves this batch unread and unwritten (those in flight are committed
      // below).
      if (m_options.cancel.stop_requested()) {
        m_progress.cancelled = true;
        break;
      }
      const std::streamoff at = in.tellg();  // the bytes the reader has taken so far (a block at a time)
      if (at > 0)
        m_progress.bytes_done = bytes_before + std::min<std::uint64_t>(bytes, static_cast<std::uint64_t>(at));
      lap(m_progress.read_seconds);
      stage(pending, path, games, rejected);
      queued = 0;
      lap(m_progress.replay_seconds);
      start_write();
      clock = std::chrono::steady_clock::now();
    }
  }
  if (m_progress.cancelled) {
    // The file is not marked imported: importing it again reads it whole and adds what is missing.
    finish_all();
    m_progress.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    report();
    return;
  }
  lap(m_progress.read_seconds);
  pending.resize(queued);
  stage(pending, path, games, rejected);
  lap(m_progress.replay_seconds);
  start_write();
  finish_all();
  // A file rejected whole (not decodable, or holding no game) is not marked imported: once mended, or with
  // the right --encoding, importing it again reads it.
  if (unreadable || count == 0) {
    ++m_progress.files_rejected;
    m_progress.bytes_done = bytes_before + bytes;
    m_progress.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    report();
    return;
  }
  m_conn.exec(
      "INSERT INTO source_file (content_hash, path, bytes, games, encoding) VALUES (decode($1, 'hex'), $2, "
      "$3, $4, $5) ON CONFLICT DO NOTHING",
      {content.hex(), path, std::to_string(bytes), std::to_string(count),
       std::string(parser::encoding_name(reader.encoding()))});
  ++m_progress.files;
  m_progress.bytes_done = bytes_before + bytes;
  m_progress.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  report();
}

// Reads and replays the pending games in parallel (each game on its own), then appends their rows in file
// order.
void Importer::stage(std::vector<Pending>& pending, const std::string& path, std::vector<StagedGame>& games,
                     std::vector<StagedRejected>& rejected) {
  m_pool->run(pending.size(), [&](std::size_t i) {
    Pending& p = pending[i];
    parser::ReadGame& g = p.game;
    // No text: an encoding error, reported as it is. A NUL byte: no text column can hold it, the game is
    // rejected. An error already (a game over the reader's length limit): rejected as it is. Otherwise read,
    // with replay (syntax errors are found here too).
    if (auto nul = nul_error(g.raw, path, p.number, p.first_line)) {
      g.errors.assign(1, std::move(*nul));
      g.raw = escape_nul(g.raw);
    } else if (!g.raw.empty() && g.errors.empty()) {
      g = parser::read_game(g.raw, path, p.number, p.first_line, m_options.read);
    }
    p.ok = (g.record || g.dongson) && g.errors.empty();
    if (p.ok && g.dongson) {  // Cờ Đông Sơn ([Variant "dongson"])
      p.game_row = dongson_game_row(*g.dongson, std::move(g.raw), path, m_options.tree_depth);
    } else if (p.ok) {
      p.game_row = game_row(*g.record, std::move(g.raw), path, m_options.tree_depth);
    }
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
  });
  for (Pending& p : pending) {
    if (p.ok)
      games.push_back(std::move(p.game_row));
    else
      rejected.push_back(std::move(p.rejected_row));
  }
}

}  // namespace saban::db
