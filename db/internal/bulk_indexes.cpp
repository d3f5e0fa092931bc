#include "db/internal/bulk_indexes.h"

#include <string>

namespace saban::db {

namespace {

bool recorded(Connection& c) {
  if (c.one_row("SELECT to_regclass('dropped_index') IS NOT NULL").text(0, 0) != "t") return false;
  return c.one_row("SELECT EXISTS (SELECT 1 FROM dropped_index)").text(0, 0) == "t";
}

}  // namespace

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

std::size_t drop_game_indexes(Connection& c, int lock_wait_ms) {
  try {
    Transaction tx(c);
    c.run("SET LOCAL lock_timeout = " + std::to_string(lock_wait_ms));
    c.run("LOCK TABLE game IN ACCESS EXCLUSIVE MODE");
    Rows r = c.exec(
        "SELECT i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid) FROM pg_index i "
        "WHERE i.indrelid = 'game'::regclass AND NOT i.indisunique AND NOT i.indisprimary "
        "AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid) ORDER BY 1");
    for (int i = 0; i < r.size(); ++i) {
      c.exec("INSERT INTO dropped_index (name, definition) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
             {r.text(i, 0), r.text(i, 1)});
      c.run("DROP INDEX " + r.text(i, 0));
    }
    tx.commit();
    return static_cast<std::size_t>(r.size());
  } catch (const DbError&) {
    return 0;  // nothing dropped (rolled back): the plain path
  }
}

long long restore_dropped_indexes_in(Connection& c) {
  if (!recorded(c)) return 0;
  if (c.exec("SELECT pg_try_advisory_xact_lock($1)", {std::to_string(kBulkIndexLock)}).text(0, 0) != "t")
    return -1;  // a bulk import is running: it builds them at its end
  // Read again under the lock: the import holding it may have built them meanwhile.
  Rows r = c.exec("SELECT name, definition FROM dropped_index ORDER BY name");
  // One sort per index, in memory up to this (the server's default, 64 MB, spills a million games' to disk).
  if (r.size() > 0) c.run("SET LOCAL maintenance_work_mem = '256MB'");
  const std::string create = "CREATE INDEX ";
  for (int i = 0; i < r.size(); ++i) {
    std::string definition = r.text(i, 1);
    // Built already (by hand, or a definition recorded twice): not an error.
    if (definition.rfind(create, 0) == 0) definition.insert(create.size(), "IF NOT EXISTS ");
    c.run(definition);
    c.exec("DELETE FROM dropped_index WHERE name = $1", {r.text(i, 0)});
  }
  return r.size();
}

long long restore_dropped_indexes(Connection& c) {
  if (!recorded(c)) return 0;  // (the usual case: one query, no transaction)
  Transaction tx(c);
  const long long n = restore_dropped_indexes_in(c);
  tx.commit();
  return n;
}

}  // namespace saban::db
