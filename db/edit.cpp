// Saving an edited game: the game's row is replaced through a staged copy, and its entries in the chunk
// tables (db/chunks.h) are taken out of the rows that hold them and written anew as a batch of their own.
#include "db/edit.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "db/chunks.h"
#include "db/internal/import_rows.h"
#include "db/queries.h"
#include "parser/dongson_record.h"
#include "parser/game_tree.h"
#include "parser/reader.h"
#include "parser/writer.h"

namespace saban::db {

namespace {

// The advisory lock compaction takes on a bucket (db/chunks.cpp): editors and compactors take turns on a
// bucket.
constexpr const char* kBucketLock =
    "SELECT pg_advisory_xact_lock(7305732, b) FROM unnest($1::int[]) AS u(b) ORDER BY b";

// A tree edge of one game: position, move, result, date.
using Edge = std::tuple<std::uint64_t, std::string, int, std::int32_t>;

std::map<std::uint64_t, std::int32_t> first_plies(const StagedGame& g) {
  std::map<std::uint64_t, std::int32_t> out;
  for (std::size_t ply = 0; ply < g.keys.size(); ++ply)
    out.emplace(g.keys[ply], static_cast<std::int32_t>(ply));
  return out;
}

std::multiset<Edge> edges(const StagedGame& g) {
  std::multiset<Edge> out;
  for (std::size_t ply = 0; ply < g.tree_ends.size(); ++ply)
    out.emplace(g.keys[ply], std::string(g.tree_move(ply)), g.winner, g.last_day);
  return out;
}

// What is in `a` and not in `b`, as multisets.
template <typename Set>
Set minus(const Set& a, const Set& b) {
  Set out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::inserter(out, out.end()));
  return out;
}

std::string hex_bytea(std::string_view bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out = "\\x";
  out.reserve(2 + 2 * bytes.size());
  for (unsigned char ch : bytes) out += kDigits[ch >> 4], out += kDigits[ch & 15];
  return out;
}

// Adds a name to a name table when it is new and returns its id.
long long name_id(Connection& c, const char* table, const std::string& name, const std::string& key) {
  c.exec(std::string("INSERT INTO ") + table +
             " (name, search_key) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
         {name, key});
  return c.one_row(std::string("SELECT id FROM ") + table + " WHERE name = $1", {name}).integer(0, 0);
}

// Replaces a chunk row's entries, or deletes the row when none are left.
void rewrite_chunk(Connection& c, const char* table, int bucket, long long batch,
                   const std::string& entries) {
  const std::vector<Param> key{std::to_string(bucket), std::to_string(batch)};
  if (entries.empty()) {
    c.exec(std::string("DELETE FROM ") + table + " WHERE bucket = $1::int AND batch_id = $2::bigint", key);
  } else {
    c.exec(std::string("UPDATE ") + table +
               " SET entries = $3::bytea WHERE bucket = $1::int AND batch_id = $2::bigint",
           {key[0], key[1], hex_bytea(entries)});
  }
}

// The rows of the buckets' chunks, locked: bucket, batch, entries.
Rows chunk_rows(Connection& c, const char* table, const std::string& buckets) {
  return c.exec_binary(std::string("SELECT bucket, batch_id, entries FROM ") + table +
                           " WHERE bucket = ANY($1::int[]) ORDER BY bucket, batch_id FOR UPDATE",
                       {buckets});
}

// Takes the game's entries at `keys` out of the position index; returns how many were found.
std::size_t remove_positions(Connection& c, long long game, const std::set<std::uint64_t>& keys,
                             const std::string& buckets) {
  std::size_t removed = 0;
  Rows rows = chunk_rows(c, "position_chunk", buckets);
  for (int r = 0; r < rows.size(); ++r) {
    const auto entries = decode_positions(rows.bytes(r, 2));
    std::string kept;
    std::size_t here = 0;
    for (const PositionEntry& e : entries) {
      if (e.game == game && keys.count(e.key))
        ++here;
      else
        encode(e, kept);
    }
    if (!here) continue;
    removed += here;
    rewrite_chunk(c, "position_chunk", static_cast<int>(get_be(rows.bytes(r, 0).data(), 4)),
                  static_cast<long long>(get_be(rows.bytes(r, 1).data(), 8)), kept);
  }
  return removed;
}

// Takes the edges off the tree's counts (one game each); returns how many were found.
std::size_t remove_edges(Connection& c, const std::multiset<Edge>& gone, const std::string& buckets) {
  Rows rows = chunk_rows(c, "tree_chunk", buckets);
  std::vector<std::vector<TreeEntry>> decoded;
  for (int r = 0; r < rows.size(); ++r) decoded.push_back(decode_tree(rows.bytes(r, 2)));
  std::vector<bool> changed(decoded.size(), false);
  std::size_t removed = 0;
  for (const auto& [key, move, winner, day] : gone) {
    (void)day;
    bool done = false;
    for (std::size_t r = 0; r < decoded.size() && !done; ++r) {
      for (TreeEntry& e : decoded[r]) {
        if (e.key != key || e.move != move || e.games < 1) continue;
        std::int64_t* result = winner == 1    ? &e.red_wins
                               : winner == 0  ? &e.draws
                               : winner == -1 ? &e.blue_wins
                                              : nullptr;
        if (result && *result < 1) continue;  // this row's games through the edge had other results
        --e.games;
        if (result) --*result;
        changed[r] = done = true;
        ++removed;
        break;
      }
    }
  }
  for (std::size_t r = 0; r < decoded.size(); ++r) {
    if (!changed[r]) continue;
    std::string kept;
    for (const TreeEntry& e : decoded[r]) {
      if (e.games > 0)
        encode(TreeEdge{e.key, e.move, e.games, e.red_wins, e.draws, e.blue_wins, e.last_game, e.last_date},
               kept);
    }
    rewrite_chunk(c, "tree_chunk", static_cast<int>(get_be(rows.bytes(static_cast<int>(r), 0).data(), 4)),
                  static_cast<long long>(get_be(rows.bytes(static_cast<int>(r), 1).data(), 8)), kept);
  }
  return removed;
}

// Puts the staged game's columns into its row of `game` (through a staged copy of the row: the columns are
// encoded as the importer's binary COPY has them); `insert`: a new row of that id (a game restored).
void put_row(Connection& c, long long id, const StagedGame& g, long long batch, bool insert = false) {
  c.run("CREATE TEMP TABLE stage_game (LIKE game) ON COMMIT DROP");
  const long long red = name_id(c, "player", g.red, g.red_key);
  const long long blue = name_id(c, "player", g.blue, g.blue_key);
  const long long event = g.event ? name_id(c, "event", *g.event, *g.event_key) : 0;
  const long long site = g.site ? name_id(c, "site", *g.site, *g.site_key) : 0;
  const std::string columns =
      std::string("id, signature, red_id, blue_id, event_id, site_id, batch_id, ") + kGameColumns;
  {
    BinaryCopyWriter copy(c, "stage_game (" + columns + ")");
    std::string signature;
    for (std::size_t k = 0; k + 1 < g.signature.size(); k += 2)
      signature += static_cast<char>(std::stoi(g.signature.substr(k, 2), nullptr, 16));
    copy.row(7 + kGameColumnCount);
    copy.int8(id);
    copy.bytes(signature);
    copy.int8(red);
    copy.int8(blue);
    if (g.event)
      copy.int8(event);
    else
      copy.null();
    if (g.site)
      copy.int8(site);
    else
      copy.null();
    copy.int8(batch);
    copy.fields(g.fields);
    copy.complete();
  }
  if (insert) {
    c.run("INSERT INTO game (" + columns + ") SELECT " + columns + " FROM stage_game");
    return;
  }
  std::string set;
  std::istringstream names(columns);
  for (std::string col; std::getline(names, col, ',');) {
    col.erase(0, col.find_first_not_of(' '));
    if (col == "id") continue;
    set += (set.empty() ? "" : ", ") + col + " = s." + col;
  }
  c.exec("UPDATE game g SET " + set + " FROM stage_game s WHERE g.id = s.id AND g.id = $1::bigint",
         {std::to_string(id)});
}

// Takes a game's positions and edges out of the chunks (the buckets locked against compaction); returns how
// many of each were found.
std::pair<std::size_t, std::size_t> remove_entries(Connection& c, long long id,
                                                   const std::set<std::uint64_t>& keys,
                                                   const std::multiset<Edge>& gone) {
  std::set<int> bucket_set;
  for (std::uint64_t k : keys) bucket_set.insert(bucket_of(k));
  for (const Edge& e : gone) bucket_set.insert(bucket_of(std::get<0>(e)));
  if (bucket_set.empty()) return {0, 0};
  const std::string buckets = int_array({bucket_set.begin(), bucket_set.end()});
  c.exec(kBucketLock, {buckets});
  return {keys.empty() ? 0 : remove_positions(c, id, keys, buckets),
          gone.empty() ? 0 : remove_edges(c, gone, buckets)};
}

// Writes a game's new positions and edges as a batch of their own (the game keeps the batch it was imported
// with).
void add_entries(Connection& c, long long id, std::vector<PositionEntry> positions,
                 const std::multiset<Edge>& added) {
  if (positions.empty() && added.empty()) return;
  const long long batch = c.one_row("INSERT INTO import_batch DEFAULT VALUES RETURNING id").integer(0, 0);
  std::vector<TreeEdge> tree;
  for (const auto& [key, move, winner, day] : added)
    tree.push_back({key, move, 1, winner == 1, winner == 0, winner == -1, id, day});
  write_position_chunks(c, batch, positions);
  write_tree_chunks(c, batch, tree);
}

// Whether two records of a game have the same start and main line.
template <class Record>
bool same_moves(const Record& a, const Record& b) {
  if (a.moves.size() != b.moves.size() || stored_key(a.start) != stored_key(b.start)) return false;
  for (std::size_t i = 0; i < a.moves.size(); ++i)
    if (!(a.moves[i].turn == b.moves[i].turn)) return false;
  return true;
}

// What saving needs of each game: its record in what the reader gives, the record's text, the row the
// importer would stage for it (db/internal/import_rows.h).
const std::optional<parser::GameRecord>& read_record(const parser::ReadGame& g, games::CommanderChess) {
  return g.record;
}
const std::optional<parser::dongson::DsRecord>& read_record(const parser::ReadGame& g, games::DongSon) {
  return g.dongson;
}
games::GameKind read_kind(const parser::ReadGame& g) {
  return g.dongson ? games::GameKind::DongSon : games::GameKind::Commander;
}

std::string record_text(const parser::GameRecord& r) {  // in the record's own dialect and letters
  parser::WriteOptions w;
  w.dialect = r.dialect;
  w.letters = r.letters;
  return parser::write_game(r, w);
}
std::string record_text(const parser::dongson::DsRecord& r) { return parser::dongson::write_game(r); }

// Game `id` is of the game `found`, not of the one `wanted`.
Problem other_game(long long id, games::GameKind found, games::GameKind wanted) {
  return {ProblemKind::GameIsOtherGame, {id, found, wanted}};
}

// Why text read as game `id` did not give the game wanted: its first error's problem (the error's message
// when it has no kind); with no error, the text held the other game, or other moves than the record written.
ProblemArg reason(long long id, const parser::ReadGame& g, games::GameKind wanted) {
  if (!g.errors.empty()) {
    const parser::RecordError& e = g.errors.front();
    if (e.problem.kind != ProblemKind::None) return quoted(e.problem);
    return e.message;
  }
  if (read_kind(g) != wanted) return quoted(other_game(id, read_kind(g), wanted));
  return quoted(Problem{ProblemKind::GameMovesReadBack, {}});
}

// save_game of one game (rules/games.h): the same steps for every game.
template <class Game>
Result<SaveResult, Problem> save(Connection& c, long long id,
                                 const typename parser::RecordOf<Game>::type& edited,
                                 const SaveOptions& options) {
  const std::string name = "game #" + std::to_string(id);
  Transaction tx(c);
  Rows row = c.exec(
      "SELECT raw, source_path, source_game, source_line, batch_id FROM game WHERE id = $1::bigint "
      "FOR UPDATE",
      {std::to_string(id)});
  if (row.size() == 0) return Problem{ProblemKind::GameNotStored, {id}};
  const std::string raw = row.text(0, 0), path = row.text(0, 1);
  const long long batch = row.integer(0, 4);

  // The game as stored, and as it will be: their rows, positions and tree edges.
  const parser::ReadGame old = parser::read_game(raw, name, 1);
  if (read_kind(old) != Game::kind) return other_game(id, read_kind(old), Game::kind);
  const auto& stored = read_record(old, Game{});
  if (!stored) return Problem{ProblemKind::GameStoredUnreplayable, {id, reason(id, old, Game::kind)}};
  typename parser::RecordOf<Game>::type record = edited;
  record.game_number = static_cast<std::size_t>(row.integer(0, 2));
  record.first_line = static_cast<std::size_t>(row.integer(0, 3));
  const std::string text = record_text(record);
  const parser::ReadGame back = parser::read_game(text, name, 1);
  const auto& reread = read_record(back, Game{});
  if (read_kind(back) != Game::kind || !reread || !same_moves(*reread, record))
    return Problem{ProblemKind::GameEditUnreadable, {id, reason(id, back, Game::kind)}};
  const StagedGame before = game_row(*stored, std::string(raw), path, options.tree_depth);
  const StagedGame after = game_row(record, std::string(text), path, options.tree_depth);
  Rows twin = c.exec("SELECT id FROM game WHERE signature = decode($1, 'hex') AND id <> $2::bigint",
                     {after.signature, std::to_string(id)});
  if (twin.size()) return Problem{ProblemKind::GameEditTwin, {id, twin.integer(0, 0)}};

  SaveResult result;
  result.moves_changed = !same_moves(*stored, record);
  put_row(c, id, after, batch);

  // The index: positions the game no longer reaches (or reaches first at another ply) out, the new ones in;
  // the tree: edges it no longer plays (with its old result and date) off the counts, the new ones added.
  const auto old_plies = first_plies(before), new_plies = first_plies(after);
  std::set<std::uint64_t> gone_keys;
  std::vector<PositionEntry> added_positions;
  for (const auto& [key, ply] : old_plies) {
    const auto it = new_plies.find(key);
    if (it == new_plies.end() || it->second != ply) gone_keys.insert(key);
  }
  for (const auto& [key, ply] : new_plies) {
    const auto it = old_plies.find(key);
    if (it == old_plies.end() || it->second != ply) added_positions.push_back({key, id, ply});
  }
  const auto old_edges = edges(before), new_edges = edges(after);
  const auto gone_edges = minus(old_edges, new_edges), added = minus(new_edges, old_edges);

  std::tie(result.positions_removed, result.edges_removed) = remove_entries(c, id, gone_keys, gone_edges);
  result.positions_added = added_positions.size();
  result.edges_added = added.size();
  add_entries(c, id, std::move(added_positions), added);
  if (result.moves_changed)
    result.analyses_dropped =
        c.one_row(
             "WITH d AS (DELETE FROM analysis_job WHERE game_id = $1::bigint RETURNING 1) "
             "SELECT count(*) FROM d",
             {std::to_string(id)})
            .integer(0, 0);
  tx.commit();
  return result;
}

// The row stored text of game `id` gives (of either game), or why it no longer replays.
Result<StagedGame, Problem> stored_row(long long id, const std::string& raw, const std::string& path,
                                       long long source_game, long long source_line, int tree_depth) {
  parser::ReadGame g = parser::read_game(raw, "game #" + std::to_string(id), 1);
  std::optional<StagedGame> row;
  g.visit([&](auto& record) {
    record.game_number = static_cast<std::size_t>(source_game);
    record.first_line = static_cast<std::size_t>(source_line);
    row = game_row(record, std::string(raw), path, tree_depth);
  });
  if (!row) return Problem{ProblemKind::GameStoredUnreplayable, {id, reason(id, g, read_kind(g))}};
  return std::move(*row);
}

TrashedGame trashed(const Rows& r, int i) {
  TrashedGame t;
  t.id = r.integer(i, 0);
  t.variant = r.text(i, 1);
  t.red = r.text(i, 2);
  t.blue = r.text(i, 3);
  t.event = r.text(i, 4);
  t.date = r.text(i, 5);
  t.result = r.text(i, 6);
  t.plies = static_cast<int>(r.integer(i, 7));
  t.deleted_at = r.text(i, 8);
  return t;
}

constexpr const char* kTrashColumns =
    "id, variant, red, blue, coalesce(event, ''), coalesce(date_text, ''), result, ply_count, "
    "to_char(deleted_at, 'YYYY-MM-DD HH24:MI')";

}  // namespace

Result<SaveResult, Problem> save_game(Connection& c, long long id, const parser::GameRecord& edited,
                                      const SaveOptions& options) {
  return save<games::CommanderChess>(c, id, edited, options);
}

Result<SaveResult, Problem> save_game(Connection& c, long long id, const parser::dongson::DsRecord& edited,
                                      const SaveOptions& options) {
  return save<games::DongSon>(c, id, edited, options);
}

Result<TrashedGame, Problem> delete_game(Connection& c, long long id, const SaveOptions& options) {
  Transaction tx(c);
  Rows row =
      c.exec("SELECT raw, source_path, source_game, source_line FROM game WHERE id = $1::bigint FOR UPDATE",
             {std::to_string(id)});
  if (row.size() == 0) return Problem{ProblemKind::GameNotStored, {id}};
  auto staged = stored_row(id, row.text(0, 0), row.text(0, 1), row.integer(0, 2), row.integer(0, 3),
                           options.tree_depth);
  if (!staged) return staged.error();
  std::set<std::uint64_t> keys;
  for (const auto& [key, ply] : first_plies(*staged)) keys.insert(key);
  remove_entries(c, id, keys, edges(*staged));
  c.exec(
      "INSERT INTO game_trash (id, variant, red, blue, event, date_text, result, ply_count, raw, "
      "source_path, "
      "source_game, source_line, batch_id) "
      "SELECT g.id, g.variant, r.name, b.name, e.name, g.date_text, g.result, g.ply_count, g.raw, "
      "g.source_path, g.source_game, g.source_line, g.batch_id FROM game g JOIN player r ON r.id = g.red_id "
      "JOIN player b ON b.id = g.blue_id LEFT JOIN event e ON e.id = g.event_id WHERE g.id = $1::bigint",
      {std::to_string(id)});
  c.exec("DELETE FROM game WHERE id = $1::bigint", {std::to_string(id)});
  Rows t = c.exec(std::string("SELECT ") + kTrashColumns + " FROM game_trash WHERE id = $1::bigint",
                  {std::to_string(id)});
  tx.commit();
  return trashed(t, 0);
}

Result<long long, Problem> restore_game(Connection& c, long long id, const SaveOptions& options) {
  Transaction tx(c);
  Rows row = c.exec(
      "SELECT raw, source_path, source_game, source_line, batch_id FROM game_trash WHERE id = $1::bigint "
      "FOR UPDATE",
      {std::to_string(id)});
  if (row.size() == 0) return Problem{ProblemKind::GameNotInTrash, {id}};
  auto staged = stored_row(id, row.text(0, 0), row.text(0, 1), row.integer(0, 2), row.integer(0, 3),
                           options.tree_depth);
  if (!staged) return staged.error();
  Rows twin = c.exec("SELECT id FROM game WHERE signature = decode($1, 'hex') OR id = $2::bigint",
                     {staged->signature, std::to_string(id)});
  if (twin.size()) return Problem{ProblemKind::GameStoredAgain, {id, twin.integer(0, 0)}};
  put_row(c, id, *staged, row.integer(0, 4), true);
  std::vector<PositionEntry> positions;
  for (const auto& [key, ply] : first_plies(*staged)) positions.push_back({key, id, ply});
  add_entries(c, id, std::move(positions), edges(*staged));
  c.exec("DELETE FROM game_trash WHERE id = $1::bigint", {std::to_string(id)});
  tx.commit();
  return id;
}

std::vector<TrashedGame> trashed_games(Connection& c) {
  Rows r =
      c.exec(std::string("SELECT ") + kTrashColumns + " FROM game_trash ORDER BY deleted_at DESC, id DESC");
  std::vector<TrashedGame> out;
  for (int i = 0; i < r.size(); ++i) out.push_back(trashed(r, i));
  return out;
}

long long empty_trash(Connection& c) {
  return c.one_row("WITH d AS (DELETE FROM game_trash RETURNING 1) SELECT count(*) FROM d").integer(0, 0);
}

}  // namespace saban::db
