#include "db/internal/bulk_indexes.h"

#include <algorithm>
#include <future>
#include <string>
#include <vector>

#include "db/internal/import_summary.h"
#include "db/stats.h"

namespace saban::db {

namespace {

bool has_table(Connection& c, const char* table) {
  return c.exec("SELECT to_regclass($1) IS NOT NULL", {table}).text(0, 0) == "t";
}

// Whether indexes are recorded dropped or (with `summary`) the summary pending: two queries.
bool recorded(Connection& c, bool summary) {
  const Rows t = c.one_row(
      "SELECT to_regclass('dropped_index') IS NOT NULL, to_regclass('pending_summary') IS NOT NULL");
  if (t.text(0, 0) != "t") return false;
  const bool pending = summary && t.text(0, 1) == "t";
  return c.one_row(std::string("SELECT EXISTS (SELECT 1 FROM dropped_index)") +
                   (pending ? " OR EXISTS (SELECT 1 FROM pending_summary)" : ""))
             .text(0, 0) == "t";
}

// The tables a bulk load fills row by row (the summary's are filled at its end): autovacuum kept off them,
// and off their TOAST tables, while it runs.
constexpr const char* kLoadedTables[] = {"game", "position_chunk", "tree_chunk"};

// Records, unless recorded already (by an import that died: the settings now are its), the statement that
// puts back `table`'s autovacuum settings as they are (RESET if never set, else the value set), and turns
// autovacuum off the table and its TOAST table (SHARE UPDATE EXCLUSIVE: an autovacuum of the table running is
// cancelled by the server once this waits for it).
void keep_autovacuum_off(Connection& c, const std::string& table) {
  c.exec(
      "INSERT INTO dropped_index (name, definition) SELECT $2, "
      "'ALTER TABLE ' || t.oid::regclass::text || ' ' "
      "|| coalesce('SET (autovacuum_enabled = ' || quote_literal(a.v) || ')', 'RESET (autovacuum_enabled)') "
      "|| ', ' || coalesce('SET (toast.autovacuum_enabled = ' || quote_literal(b.v) || ')', "
      "'RESET (toast.autovacuum_enabled)') "
      "FROM pg_class t LEFT JOIN pg_class s ON s.oid = t.reltoastrelid "
      "LEFT JOIN LATERAL (SELECT option_value v FROM pg_options_to_table(t.reloptions) "
      "WHERE option_name = 'autovacuum_enabled') a ON true "
      "LEFT JOIN LATERAL (SELECT option_value v FROM pg_options_to_table(s.reloptions) "
      "WHERE option_name = 'autovacuum_enabled') b ON true "
      "WHERE t.oid = $1::regclass ON CONFLICT (name) DO NOTHING",
      {table, std::string(kAutovacuumRecord) + table});
  c.run("ALTER TABLE " + table + " SET (autovacuum_enabled = false, toast.autovacuum_enabled = false)");
}

}  // namespace

bool summary_pending(Connection& c) {
  return has_table(c, "pending_summary") &&
         c.one_row("SELECT EXISTS (SELECT 1 FROM pending_summary)").text(0, 0) == "t";
}

void fill_summary_unindexed(Connection& c, const std::function<void()>& fill) {
  c.run("SET LOCAL maintenance_work_mem = '256MB'");
  const Rows indexes = c.exec(
      "SELECT i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid) FROM pg_index i WHERE i.indrelid "
      "IN ('game_stat'::regclass, 'game_stat_capture'::regclass, 'player_stat'::regclass) ORDER BY 1");
  for (int i = 0; i < indexes.size(); ++i) c.run("DROP INDEX " + indexes.text(i, 0));
  fill();
  for (int i = 0; i < indexes.size(); ++i) c.run(indexes.text(i, 1));
}

bool write_summary_totals_in(Connection& c, const SummaryTotals& totals) {
  c.run("LOCK TABLE game IN SHARE MODE");  // as a rebuild: no writer meanwhile
  if (c.one_row("SELECT EXISTS (SELECT 1 FROM game_stat) OR EXISTS (SELECT 1 FROM game_stat_capture) OR "
                "EXISTS (SELECT 1 FROM player_stat)")
          .text(0, 0) == "t")
    return false;
  fill_summary_unindexed(c, [&] { totals.sums().write(c, false); });
  return true;
}

bool rebuild_pending_summary_in(Connection& c, const SummaryTotals* totals) {
  if (!has_table(c, "pending_summary")) return false;
  c.run("SELECT pg_advisory_xact_lock(7305732)");  // the summary's (compaction, rebuild)
  if (c.one_row("SELECT EXISTS (SELECT 1 FROM pending_summary)").text(0, 0) != "t") return false;
  if (!(totals && write_summary_totals_in(c, *totals))) rebuild_summary_in(c, true);
  c.run("DELETE FROM pending_summary");
  return true;
}

bool try_bulk_lock(Connection& c) {
  return c.exec("SELECT pg_try_advisory_lock($1)", {std::to_string(kBulkIndexLock)}).text(0, 0) == "t";
}

void release_bulk_lock(Connection& c) {
  c.exec("SELECT pg_advisory_unlock($1)", {std::to_string(kBulkIndexLock)});
}

bool bulk_worth_it(Connection& c, std::uint64_t games, std::uint64_t min_games) {
  if (min_games == 0 || games < min_games) return false;
  const long long held =
      c.exec("SELECT count(*) FROM (SELECT FROM game LIMIT $1) g", {std::to_string(games + 1)}).integer(0, 0);
  return static_cast<std::uint64_t>(held) <= games;
}

BulkDrop drop_game_indexes(Connection& c, bool defer_summary, int lock_wait_ms) {
  try {
    Transaction tx(c);
    c.run("SET LOCAL lock_timeout = " + std::to_string(lock_wait_ms));
    c.run("LOCK TABLE game IN ACCESS EXCLUSIVE MODE");
    Rows r = c.exec(
        "SELECT i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid) FROM pg_index i "
        "JOIN pg_class ci ON ci.oid = i.indexrelid JOIN pg_am a ON a.oid = ci.relam "
        "WHERE i.indrelid = 'game'::regclass AND NOT i.indisunique AND NOT i.indisprimary AND a.amname <> "
        "'gist' "
        "AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid) ORDER BY 1");
    for (int i = 0; i < r.size(); ++i) {
      c.exec("INSERT INTO dropped_index (name, definition) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
             {r.text(i, 0), r.text(i, 1)});
      c.run("DROP INDEX " + r.text(i, 0));
    }
    for (const char* table : kLoadedTables) keep_autovacuum_off(c, table);
    BulkDrop out;
    out.indexes = static_cast<std::size_t>(r.size());
    if (defer_summary && has_table(c, "pending_summary")) {
      c.run("INSERT INTO pending_summary DEFAULT VALUES ON CONFLICT DO NOTHING");
      out.summary_deferred = true;
      out.game_was_empty = c.one_row("SELECT NOT EXISTS (SELECT 1 FROM game)").text(0, 0) == "t";
    }
    tx.commit();
    return out;
  } catch (const DbError&) {
    return {};  // nothing dropped, nothing recorded (rolled back): the plain path
  }
}

namespace {

// Runs one record of `dropped_index` and forgets it, in the transaction open on `c`.
void run_record(Connection& c, const std::string& name, std::string definition) {
  const std::string create = "CREATE INDEX ";
  // Built already (by hand, or a definition recorded twice): not an error.
  if (definition.rfind(create, 0) == 0) definition.insert(create.size(), "IF NOT EXISTS ");
  c.run(definition);
  c.exec("DELETE FROM dropped_index WHERE name = $1", {name});
}

// One sort per index, in memory up to this (the server's default, 64 MB, spills a million games' to disk).
void index_build_memory(Connection& c) { c.run("SET LOCAL maintenance_work_mem = '256MB'"); }

// An index PostgreSQL 15 builds by inserting its rows one at a time, in one process (a GiST whose operator
// class sorts nothing: game_dates, of ranges): the longest build of a bulk import's end (16 s of statement
// time of a million games, the eight B-trees 1.4-3.4 s each, which use parallel workers). drop_game_indexes
// keeps it now; one recorded by an older import that died is built beside the others.
bool built_row_by_row(const std::string& definition) {
  return definition.find(" USING gist ") != std::string::npos;
}

// Runs the records of `dropped_index` (read under kBulkIndexLock, held by the caller) that are autovacuum
// settings (`settings`) or indexes (not `settings`), and forgets them: how many. With `beside`, the indexes
// built row by row are built on that connection, in a transaction of its own committed before this returns,
// while `c` builds the others (two CREATE INDEX on one table both take its SHARE lock: neither waits).
long long run_records(Connection& c, bool settings, Connection* beside = nullptr) {
  Rows r = c.exec(std::string("SELECT name, definition FROM dropped_index WHERE ") +
                      (settings ? "" : "NOT ") + "starts_with(name, $1) ORDER BY name",
                  {kAutovacuumRecord});
  if (!settings && r.size() > 0) index_build_memory(c);
  std::vector<int> apart;
  for (int i = 0; beside && !settings && i < r.size(); ++i)
    if (built_row_by_row(r.text(i, 1))) apart.push_back(i);
  std::future<void> built_apart;
  if (!apart.empty())
    built_apart = std::async(std::launch::async, [beside, &r, &apart] {
      Transaction tx(*beside);
      index_build_memory(*beside);
      for (const int i : apart) run_record(*beside, r.text(i, 0), r.text(i, 1));
      tx.commit();
    });
  for (int i = 0; i < r.size(); ++i)
    if (!std::binary_search(apart.begin(), apart.end(), i)) run_record(c, r.text(i, 0), r.text(i, 1));
  if (built_apart.valid()) built_apart.get();  // (on an error above, its destructor waits for it)
  return r.size();
}

bool take_bulk_lock_in(Connection& c) {
  return c.exec("SELECT pg_try_advisory_xact_lock($1)", {std::to_string(kBulkIndexLock)}).text(0, 0) == "t";
}

}  // namespace

long long restore_dropped_indexes_in(Connection& c, bool summary, const SummaryTotals* totals, bool settings,
                                     Connection* beside) {
  if (!recorded(c, summary)) return 0;
  if (!take_bulk_lock_in(c)) return -1;  // a bulk import is running: it builds them at its end
  // Read again under the lock: the import holding it may have built them meanwhile.
  const long long built = run_records(c, false, beside);
  if (settings) run_records(c, true);
  if (summary) rebuild_pending_summary_in(c, totals);
  return built;
}

void restore_autovacuum_settings(Connection& c) {
  if (!recorded(c, false)) return;
  Transaction tx(c);
  if (!take_bulk_lock_in(c)) return;
  run_records(c, true);
  tx.commit();
}

void analyze_loaded_tables(Connection& c, bool game, bool summary) {
  if (!game && !summary) return;
  try {
    c.run(std::string("ANALYZE ") + (game ? "game" : "") + (game && summary ? ", " : "") +
          (summary ? "game_stat, game_stat_capture, player_stat" : ""));
  } catch (const DbError&) {
    // Not the import's work: its games are stored; autovacuum takes the statistics later.
  }
}

long long restore_dropped_indexes(Connection& c, bool summary, const SummaryTotals* totals, bool settings,
                                  Connection* beside) {
  if (!recorded(c, summary)) return 0;  // (the usual case: two queries, no transaction)
  Transaction tx(c);
  const long long n = restore_dropped_indexes_in(c, summary, totals, settings, beside);
  tx.commit();
  return n;
}

}  // namespace saban::db
