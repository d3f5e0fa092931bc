// Writing one batch of games: names (before the batch's transaction: resolve_names), then in one transaction
// the games themselves (COPY straight into `game`, with ids taken from its sequence), their positions and
// opening-tree moves (db/chunks.h), rejected games, the batch's row. A crash loses at most this batch, and a
// batch that met a game committed meanwhile by another importer is written again without it.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iterator>

#include "db/chunks.h"
#include "db/importer.h"
#include "db/internal/import_rows.h"
#include "db/internal/import_summary.h"

namespace saban::db {

namespace {

// A batch's uses of the names of one table (players, events or sites): each name and search key (views into
// the batch's rows) and where its id goes.
struct NameUse {
  std::string_view name, key;
  long long* id;
};

// Adds names (with their search keys) to a name table, in name order (two importers then take their locks in
// the same order), and sets every use's id. The names already stored are read first and only the others
// inserted. Called outside the batch's transaction (resolve_names): each statement commits on its own. The
// uses are sorted by name and the distinct names found in that order by binary search: no copy of a name, no
// hash map.
void name_ids(Connection& c, const char* table, std::vector<NameUse>& uses) {
  if (uses.empty()) return;
  std::sort(uses.begin(), uses.end(), [](const NameUse& a, const NameUse& b) { return a.name < b.name; });
  std::vector<std::string_view> names, keys;  // distinct, in name order
  for (const NameUse& u : uses)
    if (names.empty() || names.back() != u.name) names.push_back(u.name), keys.push_back(u.key);
  std::vector<long long> ids(names.size(), 0);  // ids are from a sequence: never 0
  const std::string select = std::string("SELECT name, id FROM ") + table + " WHERE name = ANY($1::text[])";
  auto read_ids = [&](const std::vector<std::string_view>& name) {
    Rows r = c.exec(select, {text_array(name)});
    for (int i = 0; i < r.size(); ++i) {
      const auto at = std::lower_bound(names.begin(), names.end(), r.bytes(i, 0));
      if (at != names.end() && *at == r.bytes(i, 0))
        ids[static_cast<std::size_t>(at - names.begin())] = r.integer(i, 1);
    }
  };
  read_ids(names);
  std::vector<std::string_view> name, key;
  for (std::size_t i = 0; i < names.size(); ++i)
    if (ids[i] == 0) name.push_back(names[i]), key.push_back(keys[i]);
  if (!name.empty()) {
    c.exec(std::string("INSERT INTO ") + table +
               " (name, search_key) SELECT n, k FROM unnest($1::text[], $2::text[]) "
               "AS u(n, k) ORDER BY n ON CONFLICT (name) DO NOTHING",
           {text_array(name), text_array(key)});
    read_ids(name);
  }
  std::size_t at = 0;
  for (NameUse& u : uses) {
    while (names[at] != u.name) ++at;
    if (ids[at] == 0)
      throw DbError("", std::string("a name was not found in ") + table + " after its insert");
    *u.id = ids[at];
  }
}

// The ids of a batch's players, events and sites, new names inserted, each statement in a transaction of its
// own before the batch's: inside it, a name that the other writer's open transaction had just inserted made
// the batch wait for that whole transaction (the two writers took turns; 7.1 s of statement time per 20,000
// games of a generated corpus, docs/performance.md). The price: a crash or a failed batch between the two
// leaves names without games (as deleting a game does), never a game without its names. The names of the
// batch's duplicates are looked up too: their games hold the same names (the signature includes them).
void resolve_names(Connection& c, std::vector<StagedGame>& games) {
  std::vector<NameUse> players, events, sites;
  players.reserve(2 * games.size());
  for (StagedGame& g : games) {
    players.push_back({g.red, g.red_key, &g.red_id});
    players.push_back({g.blue, g.blue_key, &g.blue_id});
    g.event_id = g.site_id = 0;
    if (g.event) events.push_back({*g.event, *g.event_key, &g.event_id});
    if (g.site) sites.push_back({*g.site, *g.site_key, &g.site_id});
  }
  name_ids(c, "player", players);
  name_ids(c, "event", events);
  name_ids(c, "site", sites);
}

bool unique_violation(const DbError& e) { return e.sqlstate() == "23505"; }

// An error of the data sent, which one game may cause: a data exception (class 22), a violated check (23514)
// or a program limit (class 54: an index row over the B-tree's limit). Not a lost connection, a cancel, a
// full disk: those end the import.
bool refused_data(const DbError& e) {
  const std::string& s = e.sqlstate();
  return s.starts_with("22") || s.starts_with("54") || s == "23514" || s == "23502";
}

std::string first_line(const std::string& message) { return message.substr(0, message.find('\n')); }

// resolve_names, retried after a deadlock or a serialization failure. A batch holding a name the server
// refuses (an index row over the B-tree's limit, say) is resolved one game at a time: the games whose names
// are refused are rejected with the server's reason (as write_parts rejects a game whose row is refused), the
// rest are written. Returns how many games were rejected.
std::size_t resolve_names_or_reject(Connection& c, std::vector<StagedGame>& games,
                                    std::vector<StagedRejected>& rejected) {
  auto resolve = [&c](std::vector<StagedGame>& part) {
    for (int attempt = 0;; ++attempt) {
      try {
        resolve_names(c, part);
        return;
      } catch (const DbError& e) {
        if (!(e.retryable() && attempt < 20)) throw;
      }
    }
  };
  try {
    resolve(games);
    return 0;
  } catch (const DbError& e) {
    if (!refused_data(e)) throw;
  }
  std::size_t refused = 0;
  std::vector<StagedGame> kept;
  kept.reserve(games.size());
  for (StagedGame& g : games) {
    std::vector<StagedGame> one;
    one.push_back(std::move(g));
    try {
      resolve(one);
      kept.push_back(std::move(one.front()));
    } catch (const DbError& e) {
      if (!refused_data(e)) throw;
      rejected.push_back(rejected_row(one.front(), "the database refused the game: " + first_line(e.what())));
      ++refused;
    }
  }
  games.swap(kept);
  return refused;
}

// The triggers on `game` (migrations 7 and 9) read the COPY's rows as a transition table, which the server
// keeps in a tuplestore of at most work_mem (4 MB by default) and writes to a temporary file beyond it: each
// row takes its size rounded up to a power of two, so a batch of 2,000 games of 1.6 KB (4 MB) was written
// to disk and read back (docs/performance.md, "Import, seventh step"). Enough for the batch's rows, for this
// transaction only; beyond 1 GB the server spills as before.
void keep_transition_table_in_memory(Connection& c, const std::vector<const StagedGame*>& fresh) {
  std::size_t bytes = 0;
  for (const StagedGame* g : fresh) bytes += g->fields.size() + 128;  // + the ids, signature, tuple header
  const std::size_t kb = std::min<std::size_t>(std::max<std::size_t>(2 * bytes / 1024 + 1024, 4096), 1 << 20);
  c.run("SET LOCAL work_mem = '" + std::to_string(kb) + "kB'");
}

// The bytes a string of hex digits (Hasher::hex) stands for.
void hex_bytes(std::string_view hex, std::string& out) {
  auto nibble = [](char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; };
  out.clear();
  for (std::size_t k = 0; k + 1 < hex.size(); k += 2)
    out += static_cast<char>(nibble(hex[k]) << 4 | nibble(hex[k + 1]));
}

}  // namespace

Importer::Written Importer::flush(Connection& c, std::vector<StagedGame>& games,
                                  std::vector<StagedRejected>& rejected, WriteBuffers& buffers) {
  const auto start = std::chrono::steady_clock::now();
  Written out;
  if (!games.empty() || !rejected.empty()) {
    // Same signature twice in one batch: keep the first (the rest are duplicates). Sorted by signature, the
    // games of two importers are written in the same order and wait on each other instead of deadlocking.
    // The order is found on indexes and the games moved once: sorting the rows themselves moved each
    // (a few hundred bytes of members) about log2(n) times.
    const std::size_t staged = games.size();
    std::vector<std::uint32_t> order(staged);
    for (std::size_t i = 0; i < staged; ++i) order[i] = static_cast<std::uint32_t>(i);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      return games[a].signature < games[b].signature;
    });
    std::vector<StagedGame>& sorted = buffers.sorted;
    sorted.clear();
    sorted.reserve(staged);
    for (const std::uint32_t i : order)
      if (sorted.empty() || sorted.back().signature != games[i].signature)
        sorted.push_back(std::move(games[i]));
    games.swap(sorted);
    sorted.clear();
    const std::size_t refused = resolve_names_or_reject(c, games, rejected);
    out = write_parts(c, games, rejected, staged - refused, buffers);
  }
  m_spare->give(games);  // the rows are filled again by the next batches (Importer::stage)
  rejected.clear();
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

Importer::Written Importer::write_parts(Connection& c, std::vector<StagedGame>& games,
                                        std::vector<StagedRejected>& rejected, std::size_t staged,
                                        WriteBuffers& buffers) {
  for (int attempt = 0;; ++attempt) {
    try {
      return write_batch(c, games, rejected, staged, buffers);
    } catch (const DbError& e) {
      // Deadlocks and serialization failures, and a game another importer committed while this batch was
      // being written (the unique signature): the batch is written again (it then skips that game).
      if ((e.retryable() || unique_violation(e)) && attempt < 20) continue;
      if (!refused_data(e)) throw;
      if (games.size() == 1 && rejected.empty()) {
        // The one game the server refuses: rejected with the server's reason, and the import goes on.
        rejected.push_back(
            rejected_row(games.front(), "the database refused the game: " + first_line(e.what())));
        games.clear();
        return write_parts(c, games, rejected, staged - 1, buffers);
      }
      if (games.size() + rejected.size() <= 1) throw;  // a rejected game's row itself: not the data's fault
      // Some game of the batch holds what the server refuses: write two parts, each on its own, down to that
      // game (the batch's duplicates of one another count with the first part).
      std::vector<StagedGame> games_b;
      std::vector<StagedRejected> rejected_b;
      if (games.size() >= 2) {
        const auto half = games.begin() + static_cast<std::ptrdiff_t>(games.size() / 2);
        games_b.assign(std::make_move_iterator(half), std::make_move_iterator(games.end()));
        games.erase(half, games.end());
      } else if (games.size() == 1) {
        rejected_b.swap(rejected);
      } else {
        const auto half = rejected.begin() + static_cast<std::ptrdiff_t>(rejected.size() / 2);
        rejected_b.assign(std::make_move_iterator(half), std::make_move_iterator(rejected.end()));
        rejected.erase(half, rejected.end());
      }
      const Written a = write_parts(c, games, rejected, staged - games_b.size(), buffers);
      const Written b = write_parts(c, games_b, rejected_b, games_b.size(), buffers);
      Written out;
      out.inserted = a.inserted + b.inserted;
      out.duplicates = a.duplicates + b.duplicates;
      out.rejected = a.rejected + b.rejected;
      return out;
    }
  }
}

Importer::Written Importer::write_batch(Connection& c, std::vector<StagedGame>& games,
                                        std::vector<StagedRejected>& rejected, std::size_t staged,
                                        WriteBuffers& buffers) {
  Written out;
  Transaction tx(c);
  const long long batch = c.one_row("INSERT INTO import_batch DEFAULT VALUES RETURNING id").integer(0, 0);
  const std::string batch_text = std::to_string(batch);

  // Games already stored (by an earlier import, or by another importer that has committed) are duplicates.
  std::vector<const StagedGame*> fresh;
  if (!games.empty()) {
    std::vector<std::string_view> signatures;
    signatures.reserve(games.size());
    for (const StagedGame& g : games) signatures.push_back(g.signature);
    Rows known = c.exec(
        "SELECT encode(signature, 'hex') FROM game WHERE signature IN (SELECT decode(s, 'hex') FROM "
        "unnest($1::text[]) AS u(s))",
        {text_array(signatures)});
    std::vector<std::string> stored;
    for (int i = 0; i < known.size(); ++i) stored.push_back(known.text(i, 0));
    std::sort(stored.begin(), stored.end());
    for (const StagedGame& g : games)
      if (!std::binary_search(stored.begin(), stored.end(), g.signature)) fresh.push_back(&g);
  }

  std::vector<SummaryGame> summary;  // the batch's games for the summary (write_summary, m_summary_totals)
  if (!fresh.empty()) {
    // The sequence's name looked up once (a catalog search): in the select list it ran for every id.
    Rows ids = c.exec(
        "WITH s AS MATERIALIZED (SELECT pg_get_serial_sequence('game', 'id')::regclass AS seq) "
        "SELECT nextval(s.seq) FROM s, generate_series(1, $1::int)",
        {std::to_string(fresh.size())});
    std::vector<ChunkGame>& chunk_games = buffers.chunk_games;
    chunk_games.clear();
    chunk_games.reserve(fresh.size());
    // On the bulk path the summary is built at the end (m_summary_deferred): the trigger skips the COPY as
    // ever, and no rows are written here; into a database that held no game, the batch's sums are kept for
    // that (m_summary_totals, added once the batch has committed), else it is rebuilt from the stored games.
    const bool count_summary = m_summary_by_importer && !m_summary_deferred;
    const bool count_totals = m_summary_by_importer && m_summary_totals;
    if (count_summary || count_totals) summary.reserve(fresh.size());
    if (m_summary_by_importer) summary_by_importer(c);
    keep_transition_table_in_memory(c, fresh);
    {
      BinaryCopyWriter copy(
          c, std::string("game (id, signature, red_id, blue_id, event_id, site_id, batch_id, ") +
                 kGameColumns + ")");
      std::string signature;
      for (std::size_t i = 0; i < fresh.size(); ++i) {
        const StagedGame& g = *fresh[i];
        const long long id = ids.integer(static_cast<int>(i), 0);
        hex_bytes(g.signature, signature);
        copy.row(7 + kGameColumnCount);
        copy.int8(id);
        copy.bytes(signature);
        if (count_summary || count_totals) summary.push_back({&g.summary, g.red_id, g.blue_id, g.winner});
        copy.int8(g.red_id);
        copy.int8(g.blue_id);
        if (g.event)
          copy.int8(g.event_id);
        else
          copy.null();
        if (g.site)
          copy.int8(g.site_id);
        else
          copy.null();
        copy.int8(batch);
        copy.fields(g.fields);
        chunk_games.push_back({id, g.keys.data(), g.keys.size(), g.tree_text, g.tree_ends.data(),
                               std::min(g.tree_ends.size(), g.keys.size()), g.winner, g.last_day});
      }
      copy.complete();
    }
    if (count_summary) write_summary(c, summary);
    write_batch_chunks(c, batch, chunk_games, buffers.chunks);
  }

  long long kept = 0;
  if (!rejected.empty()) {
    c.run(
        "CREATE TEMP TABLE stage_rejected (raw_hash text, path text, game_number integer, line integer, "
        "col integer, reason text, raw text) ON COMMIT DROP");
    {
      CopyWriter copy(c, "stage_rejected");
      for (const StagedRejected& s : rejected) copy.write_row(s.row);
      copy.complete();
    }
    kept =
        c.one_row(
             "WITH ins AS (INSERT INTO rejected_game (raw_hash, path, game_number, line, col, reason, raw, "
             "batch_id) SELECT decode(raw_hash, 'hex'), path, game_number, line, col, reason, raw, $1 FROM "
             "stage_rejected ORDER BY raw_hash ON CONFLICT (raw_hash) DO NOTHING RETURNING 1) "
             "SELECT count(*) FROM ins",
             {batch_text})
            .integer(0, 0);
  }
  const std::size_t added = fresh.size();
  if (added == 0 && kept == 0) {
    c.exec("DELETE FROM import_batch WHERE id = $1", {batch_text});  // nothing new: leave no trace
  } else {
    c.exec("UPDATE import_batch SET games = $2, duplicates = $3, rejected = $4 WHERE id = $1",
           {batch_text, std::to_string(added), std::to_string(staged - added), std::to_string(kept)});
  }
  tx.commit();
  if (m_summary_by_importer && m_summary_totals && !summary.empty()) m_summary_totals->add(summary);
  out.inserted = added;
  out.duplicates = staged - added;
  out.rejected = rejected.size();
  return out;
}

}  // namespace saban::db
