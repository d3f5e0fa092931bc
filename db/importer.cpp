#include "db/importer.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <future>

#include "db/hash.h"
#include "db/json.h"
#include "db/names.h"
#include "db/parallel.h"
#include "db/queries.h"
#include "rules/fen.h"
#include "rules/san.h"

namespace saban::db {

namespace fs = std::filesystem;

namespace {

// A PostgreSQL array literal of text elements, each quoted.
std::string text_array(const std::vector<std::string>& values) {
  std::string out = "{";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) out += ',';
    out += '"';
    for (char c : values[i]) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  }
  return out + "}";
}

// A tag's value, or nothing for an absent or unknown ("?", "") one.
Param known(const parser::GameRecord& g, const char* tag) {
  auto v = g.tag(tag);
  if (!v || v->empty() || *v == "?" || *v == "-") return std::nullopt;
  return v;
}

// The first and last day a PGN date "YYYY.MM.DD" with "??" parts can mean.
std::pair<Param, Param> date_range(const Param& text) {
  if (!text || text->size() != 10 || (*text)[4] != '.' || (*text)[7] != '.') return {};
  const std::string y = text->substr(0, 4), m = text->substr(5, 2), d = text->substr(8, 2);
  auto digits = [](const std::string& s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
  };
  if (!digits(y)) return {};
  if (!digits(m)) return {y + "-01-01", y + "-12-31"};
  if (!digits(d)) {
    static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const int month = std::stoi(m);
    if (month < 1 || month > 12) return {};
    int last = kDays[month - 1];
    const int year = std::stoi(y);
    if (month == 2 && !(year % 4 == 0 && (year % 100 != 0 || year % 400 == 0))) last = 28;
    return {y + "-" + m + "-01", y + "-" + m + "-" + std::to_string(last)};
  }
  return {y + "-" + m + "-" + d, y + "-" + m + "-" + d};
}

// Pieces by side and type (22 counts, Red first, in the order C I E M G T A S F N H).
std::array<int, 2 * kPieceTypes> material(const Position& pos) {
  std::array<int, 2 * kPieceTypes> m{};
  for (int i = 0; i < kSquares; ++i) {
    const Stack& st = pos.at(Square(i));
    for (int k = 0; k < st.size; ++k) ++m[index(st.pieces[k].side()) * kPieceTypes + index(st.pieces[k].type())];
  }
  return m;
}

std::string counts_array(const std::array<int, 2 * kPieceTypes>& m) {
  std::vector<long long> v(m.begin(), m.end());
  return int_array(v);
}

}  // namespace

struct Importer::Staged {
  std::vector<Param> row;  // the stage table's columns, in order
};

// A game split off its file (syntax checked only), waiting to be replayed; or a decoding error.
struct Importer::Pending {
  parser::ReadGame game;
  std::size_t number = 0, first_line = 0;
  bool ok = false;  // after stage(): `row` holds a game (else a rejected game)
  Staged row;
};

namespace {

constexpr const char* kStageGame =
    "CREATE TEMP TABLE stage_game (signature text, red text, red_key text, blue text, blue_key text, event text, "
    "event_key text, site text, site_key text, date_text text, date_from date, date_to date, round text, "
    "result text, winner smallint, profile text, mode text, dialect text, termination text, ply_count integer, "
    "start_fen text, material smallint[], captures smallint[], tags jsonb, source_path text, source_game integer, "
    "source_line integer, raw text, moves text[], keys bigint[]) ON COMMIT DROP";
constexpr const char* kStageRejected =
    "CREATE TEMP TABLE stage_rejected (raw_hash text, path text, game_number integer, line integer, col integer, "
    "reason text, raw text) ON COMMIT DROP";

// Lines before the first game of a file (blank lines; a game starts at its first non-blank line), from the
// file's first bytes in its encoding.
std::size_t leading_blank_lines(std::string_view bytes, parser::Encoding encoding) {
  using parser::Encoding;
  const bool wide = encoding == Encoding::Utf16LE || encoding == Encoding::Utf16BE;
  const std::size_t unit = wide ? 2 : 1;
  std::size_t i = 0, lines = 0;
  if (!wide && bytes.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
  for (bool first = true; i + unit <= bytes.size(); i += unit, first = false) {
    unsigned c = static_cast<unsigned char>(bytes[i]);
    if (wide) {
      const unsigned lo = encoding == Encoding::Utf16LE ? c : static_cast<unsigned char>(bytes[i + 1]);
      const unsigned hi = encoding == Encoding::Utf16LE ? static_cast<unsigned char>(bytes[i + 1]) : c;
      c = hi << 8 | lo;
      if (first && c == 0xFEFF) continue;  // the byte order mark
    }
    if (c == '\n') ++lines;
    else if (c != ' ' && c != '\t' && c != '\r') break;
  }
  return lines;
}

// The stage row of a game that replayed.
std::vector<Param> game_row(const parser::GameRecord& g, const std::string& raw, const std::string& path) {
  const std::string red = known(g, "Red").value_or("?"), blue = known(g, "Blue").value_or("?");
  const Param event = known(g, "Event"), site = known(g, "Site"), date = known(g, "Date");
  // Moves (long notation) and the position key before each move and after the last.
  std::vector<std::string> moves;
  std::vector<long long> keys;
  Position pos = g.start;
  keys.push_back(static_cast<long long>(stored_key(pos)));
  Undo u;
  for (const parser::RecordMove& m : g.moves) {
    moves.push_back(to_lan(pos, m.turn));
    pos.do_turn(m.turn, u);
    keys.push_back(static_cast<long long>(stored_key(pos)));
  }
  const std::string start_fen = to_fen(g.start);
  const bool standard = start_fen == Position::kStartFen;
  Hasher h;
  for (const std::string& f : {red, blue, date.value_or(""), start_fen, std::string(g.start.profile().name),
                               std::string(mode_name(g.mode))})
    h.field(f);
  for (const std::string& m : moves) h.field(m);
  const auto start_material = material(g.start), end_material = material(pos);
  std::array<int, 2 * kPieceTypes> captured{};
  for (std::size_t i = 0; i < captured.size(); ++i) captured[i] = std::max(0, start_material[i] - end_material[i]);
  std::string tags = "{";
  for (std::size_t i = 0; i < g.tags.size(); ++i)
    tags += (i ? ", " : "") + json_string(g.tags[i].first) + ": " + json_string(g.tags[i].second);
  tags += "}";
  const auto [from, to] = date_range(date);
  const Param winner = g.result == "1-0" ? Param("1") : g.result == "0-1" ? Param("-1")
                       : g.result == "1/2-1/2" ? Param("0") : std::nullopt;
  const char* dialect = g.dialect == parser::Dialect::San ? "san" : (g.letters == parser::Letters::En ? "en" : "vi");
  return {h.hex(), red, search_key(red), blue, search_key(blue), event,
          event ? Param(search_key(*event)) : std::nullopt, site, site ? Param(search_key(*site)) : std::nullopt,
          date, from, to, known(g, "Round"), g.result, winner, std::string(g.start.profile().name),
          std::string(mode_name(g.mode)), std::string(dialect), known(g, "Termination"),
          std::to_string(g.moves.size()), standard ? std::nullopt : Param(start_fen), counts_array(end_material),
          counts_array(captured), tags, path, std::to_string(g.game_number), std::to_string(g.first_line), raw,
          text_array(moves), int_array(keys)};
}

}  // namespace

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

void Importer::import_paths(const std::vector<fs::path>& paths) {
  const auto files = expand(paths);
  for (const fs::path& f : files) m_progress.bytes_total += fs::file_size(f);
  for (const fs::path& f : files) import_file(f);
}

Importer::~Importer() = default;

void Importer::import_file(const fs::path& file) {
  const auto start = std::chrono::steady_clock::now();
  const std::string path = file.string();
  m_progress.current_file = path;
  // A file already imported whole (same content) is skipped.
  Hasher content;
  std::string head;  // the file's first block: where its first game starts
  {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw DbError("", "cannot open " + path);
    std::string block(1 << 20, '\0');
    while (in.read(block.data(), static_cast<std::streamsize>(block.size())) || in.gcount() > 0) {
      const std::string_view got(block.data(), static_cast<std::size_t>(in.gcount()));
      if (head.empty()) head = got.substr(0, 1 << 16);
      content.add(got);
    }
  }
  const std::uint64_t bytes = fs::file_size(file);
  if (m_conn.exec("SELECT 1 FROM source_file WHERE content_hash = decode($1, 'hex')", {content.hex()}).size() > 0) {
    ++m_progress.files_skipped;
    m_progress.bytes_done += bytes;
    if (m_on_progress) m_on_progress(m_progress);
    return;
  }
  if (!m_pool) m_pool = std::make_unique<ParallelFor>(m_options.threads);
  // This thread splits the file into games (checking their syntax only); the pool replays a batch of them.
  std::ifstream in(file, std::ios::binary);
  parser::ReadOptions split = m_options.read;
  split.replay = false;
  parser::RecordReader reader(in, path, split);
  std::vector<Pending> pending(std::max<std::size_t>(1, m_options.batch_size));
  std::size_t queued = 0, count = 0, line = 0;
  std::vector<Staged> games, rejected;
  // A batch is written on its own thread while the next one is read and replayed (one batch in flight: they
  // are committed in file order).
  std::vector<Staged> writing_games, writing_rejected;
  std::future<Written> writing;
  auto finish_write = [&] {
    if (!writing.valid()) return;
    const Written w = writing.get();
    m_progress.inserted += w.inserted;
    m_progress.duplicates += w.duplicates;
    m_progress.rejected += w.rejected;
    m_progress.write_seconds += w.seconds;
    if (m_on_progress) m_on_progress(m_progress);
  };
  auto start_write = [&] {
    finish_write();
    games.swap(writing_games);
    rejected.swap(writing_rejected);
    games.clear();
    rejected.clear();
    writing = std::async(std::launch::async, [&] { return flush(writing_games, writing_rejected); });
  };
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
    if (count == 1) line = 1 + leading_blank_lines(head, reader.encoding());
    // A game starts where the one before ended: its text is whole lines, up to the next game's tag line.
    p.number = reader.games_read();
    p.first_line = line;
    line += static_cast<std::size_t>(std::count(p.game.raw.begin(), p.game.raw.end(), '\n'));
    if (++queued == pending.size()) {
      lap(m_progress.read_seconds);
      stage(pending, path, games, rejected);
      queued = 0;
      lap(m_progress.replay_seconds);
      start_write();
      clock = std::chrono::steady_clock::now();
    }
  }
  lap(m_progress.read_seconds);
  pending.resize(queued);
  stage(pending, path, games, rejected);
  lap(m_progress.replay_seconds);
  start_write();
  finish_write();
  m_conn.exec("INSERT INTO source_file (content_hash, path, bytes, games, encoding) VALUES (decode($1, 'hex'), $2, "
              "$3, $4, $5) ON CONFLICT DO NOTHING",
              {content.hex(), path, std::to_string(bytes), std::to_string(count),
               std::string(parser::encoding_name(reader.encoding()))});
  ++m_progress.files;
  m_progress.bytes_done += bytes;
  m_progress.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (m_on_progress) m_on_progress(m_progress);
}

// Replays the pending games in parallel (each game on its own: the text is read again with replay), then
// appends their rows in file order.
void Importer::stage(std::vector<Pending>& pending, const std::string& path, std::vector<Staged>& games,
                     std::vector<Staged>& rejected) {
  m_pool->run(pending.size(), [&](std::size_t i) {
    Pending& p = pending[i];
    parser::ReadGame& g = p.game;
    // No text: an encoding error, reported as it is. Otherwise read again, with replay (a syntax error is found
    // again, with the same message).
    if (!g.raw.empty()) g = parser::read_game(g.raw, path, p.number, p.first_line, m_options.read);
    p.ok = g.record && g.errors.empty();
    if (p.ok) {
      p.row.row = game_row(*g.record, g.raw, path);
    } else {
      const parser::RecordError first = g.errors.empty() ? parser::RecordError{} : g.errors.front();
      Hasher h;
      h.field(g.raw.empty() ? first.message : g.raw);
      p.row.row = {h.hex(), path, std::to_string(first.game), std::to_string(first.where.line),
                   std::to_string(first.where.column), first.message, g.raw};
    }
  });
  for (Pending& p : pending) (p.ok ? games : rejected).push_back(std::move(p.row));
}

Importer::Written Importer::flush(std::vector<Staged>& games, std::vector<Staged>& rejected) {
  const auto start = std::chrono::steady_clock::now();
  Written out;
  if (games.empty() && rejected.empty()) return out;
  // Same signature twice in one batch: keep the first (the rest are duplicates).
  std::sort(games.begin(), games.end(), [](const Staged& a, const Staged& b) { return *a.row[0] < *b.row[0]; });
  const std::size_t staged = games.size();
  games.erase(std::unique(games.begin(), games.end(),
                          [](const Staged& a, const Staged& b) { return *a.row[0] == *b.row[0]; }),
              games.end());
  const std::string depth = std::to_string(m_options.tree_depth);
  for (int attempt = 0;; ++attempt) {
    try {
      Transaction tx(m_conn);
      // The position keys' GIN index takes new keys into a pending list, merged into the index when the list is
      // full, in memory of work_mem size: larger, fewer and bigger merges (the merge took two thirds of the
      // time of inserting moves at the defaults, 4 MB each).
      m_conn.run("SET LOCAL work_mem = '64MB'; SET LOCAL gin_pending_list_limit = '16MB'");
      m_conn.run(kStageGame);
      m_conn.run(kStageRejected);
      {
        CopyWriter copy(m_conn, "stage_game");
        for (const Staged& s : games) copy.write_row(s.row);
        copy.complete();
      }
      {
        CopyWriter copy(m_conn, "stage_rejected");
        for (const Staged& s : rejected) copy.write_row(s.row);
        copy.complete();
      }
      // Names first, in a fixed order (two importers then take their locks in the same order).
      m_conn.run(
          "INSERT INTO player (name, search_key) SELECT name, k FROM (SELECT red, red_key FROM stage_game UNION "
          "SELECT blue, blue_key FROM stage_game) p(name, k) ORDER BY name ON CONFLICT (name) DO NOTHING;"
          "INSERT INTO event (name, search_key) SELECT DISTINCT event, event_key FROM stage_game WHERE event IS NOT "
          "NULL ORDER BY event ON CONFLICT (name) DO NOTHING;"
          "INSERT INTO site (name, search_key) SELECT DISTINCT site, site_key FROM stage_game WHERE site IS NOT NULL "
          "ORDER BY site ON CONFLICT (name) DO NOTHING;"
          "CREATE TEMP TABLE new_game (id bigint, signature bytea) ON COMMIT DROP;");
      const std::string batch = m_conn.one_row("INSERT INTO import_batch DEFAULT VALUES RETURNING id").text(0, 0);
      m_conn.exec(
          "WITH ins AS (INSERT INTO game (signature, red_id, blue_id, event_id, site_id, date_text, date_from, "
          "date_to, round, result, winner, profile, mode, dialect, termination, ply_count, start_fen, material, "
          "captures, tags, source_path, source_game, source_line, raw, batch_id) "
          "SELECT decode(s.signature, 'hex'), r.id, b.id, e.id, t.id, s.date_text, s.date_from, s.date_to, s.round, "
          "s.result, s.winner, s.profile, s.mode, s.dialect, s.termination, s.ply_count, s.start_fen, s.material, "
          "s.captures, s.tags, s.source_path, s.source_game, s.source_line, s.raw, $1 FROM stage_game s "
          "JOIN player r ON r.name = s.red JOIN player b ON b.name = s.blue LEFT JOIN event e ON e.name = s.event "
          "LEFT JOIN site t ON t.name = s.site ORDER BY s.signature ON CONFLICT (signature) DO NOTHING "
          "RETURNING id, signature) INSERT INTO new_game SELECT id, signature FROM ins",
          {batch});
      m_conn.run(
          "INSERT INTO game_move (game_id, san, keys) SELECT n.id, s.moves, s.keys FROM new_game n "
          "JOIN stage_game s ON decode(s.signature, 'hex') = n.signature");
      // The opening tree counts only the games this batch added.
      m_conn.exec(
          "INSERT INTO opening_tree (key, move, games, red_wins, draws, blue_wins, last_date, last_game) "
          "SELECT k.key, k.move, count(*), count(*) FILTER (WHERE s.winner = 1), count(*) FILTER (WHERE s.winner = "
          "0), count(*) FILTER (WHERE s.winner = -1), max(s.date_to), max(n.id) FROM new_game n "
          "JOIN stage_game s ON decode(s.signature, 'hex') = n.signature, "
          "LATERAL unnest(s.keys[1:least(s.ply_count, $1::int)], s.moves[1:least(s.ply_count, $1::int)]) "
          "AS k(key, move) GROUP BY k.key, k.move ORDER BY k.key, k.move "
          "ON CONFLICT (key, move) DO UPDATE SET games = opening_tree.games + EXCLUDED.games, "
          "red_wins = opening_tree.red_wins + EXCLUDED.red_wins, draws = opening_tree.draws + EXCLUDED.draws, "
          "blue_wins = opening_tree.blue_wins + EXCLUDED.blue_wins, "
          "last_date = greatest(opening_tree.last_date, EXCLUDED.last_date), "
          "last_game = greatest(opening_tree.last_game, EXCLUDED.last_game)",
          {depth});
      const long long added = m_conn.one_row("SELECT count(*) FROM new_game").integer(0, 0);
      const long long kept = m_conn
                                 .one_row(
                                     "WITH ins AS (INSERT INTO rejected_game (raw_hash, path, game_number, line, col, "
                                     "reason, raw, batch_id) SELECT decode(raw_hash, 'hex'), path, game_number, line, "
                                     "col, reason, raw, $1 FROM stage_rejected ORDER BY raw_hash ON CONFLICT "
                                     "(raw_hash) DO NOTHING RETURNING 1) SELECT count(*) FROM ins",
                                     {batch})
                                 .integer(0, 0);
      const long long duplicates = static_cast<long long>(staged) - added;
      if (added == 0 && kept == 0) {
        m_conn.exec("DELETE FROM import_batch WHERE id = $1", {batch});  // nothing new: leave no trace
      } else {
        m_conn.exec("UPDATE import_batch SET games = $2, duplicates = $3, rejected = $4 WHERE id = $1",
                    {batch, std::to_string(added), std::to_string(duplicates), std::to_string(kept)});
      }
      tx.commit();
      out.inserted = static_cast<std::size_t>(added);
      out.duplicates = static_cast<std::size_t>(duplicates);
      out.rejected = rejected.size();
      break;
    } catch (const DbError& e) {
      if (!e.retryable() || attempt >= 5) throw;
    }
  }
  games.clear();
  rejected.clear();
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace saban::db
