// The statistics summary built after a bulk load (db/internal/bulk_indexes.h, migration 14): an import on the
// bulk path writes no summary rows for its batches, records the summary pending in the transaction that drops
// `game`'s indexes, and builds the summary from the stored games at its end; the rows are those of the plain
// path (per-batch rows, compacted) and of a rebuild from scratch (game_stat_sql), into an empty database or
// one that held games, on one writer or two, after a cancel; an import killed after committing batches
// leaves the record, and the next import, `migrate` or the opening of the database (`saban stats`) rebuilds
// it, but not while a bulk import holds the lock.
#include <gtest/gtest.h>

#include <cstdlib>
#include <stop_token>
#include <string>
#include <vector>

#include "db/connect.h"
#include "db/schema.h"
#include "db/stats.h"
#include "tests/db/child_import.h"
#include "tests/db/database_fixture.h"
#include "tests/db/run_saban.h"

namespace saban::db {
namespace {

class BulkSummary : public Database {
 protected:
  // Every row of the summary's three tables (fresh flag included), in a fixed order, one text per table; of
  // game_stat_capture the slots some piece was lost of (compaction drops the rows whose sums are 0, a rebuild
  // from scratch keeps them).
  static std::string summary_tables(Connection& c) {
    std::string out;
    for (const char* t : {"game_stat", "game_stat_capture", "player_stat"})
      out += c.one_row(std::string("SELECT '") + t +
                       " ' || count(*) || E'\\n' || coalesce(string_agg(t::text, " +
                       "E'\\n' ORDER BY t::text), '') FROM " + t + " t" +
                       (t == std::string("game_stat_capture") ? " WHERE lost <> 0" : ""))
                 .text(0, 0) +
             "\n";
    return out;
  }
  // The summary rebuilt from scratch by game_stat_sql (db::rebuild_summary) in a transaction rolled back:
  // its rows, the database left as it was.
  static std::string rebuilt_from_scratch(Connection& c) {
    Transaction tx(c);
    for (const char* t : {"game_stat", "game_stat_capture", "player_stat"})
      c.run(std::string("DELETE FROM ") + t);
    c.run(c.one_row("SELECT game_stat_sql('game', 1, '', false)").text(0, 0));
    return summary_tables(c);  // rolled back
  }
  static long long pending(Connection& c) {
    return c.one_row("SELECT count(*) FROM pending_summary").integer(0, 0);
  }
  // The summary equals the games: verify_summary finds no difference, and a rebuild from scratch gives its
  // rows, row for row.
  static void expect_summary_of_the_games(Connection& c) {
    EXPECT_EQ(verify_summary(c).total(), 0);
    EXPECT_EQ(summary_tables(c), rebuilt_from_scratch(c));
    EXPECT_EQ(pending(c), 0);
  }
  ImportProgress import_with(Connection& c, const std::vector<fs::path>& files, std::uint64_t bulk_games,
                             unsigned writers = 1, std::stop_token cancel = {}, std::size_t batch = 97) {
    ImportOptions o;
    o.batch_size = batch;
    o.writers = writers;  // 1: ids in file order, two databases' rows comparable as they are
    o.bulk_index_games = bulk_games;
    o.cancel = cancel;
    Importer importer(c, o);
    importer.import_paths(files);
    return importer.progress();
  }
  static std::string conninfo_of(Connection& c) {
    return std::string(std::getenv("SABAN_TEST_DB")) +
           " dbname=" + c.one_row("SELECT current_database()").text(0, 0);
  }
  // `saban stats` of both games and of a player report, as the command prints them.
  static std::string saban_stats(const std::string& db) {
    std::string out;
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"stats", "--db", db, "--top", "1000"},
          std::vector<std::string>{"stats", "--db", db, "--game", "dongson", "--top", "1000"}}) {
      const Outcome r = saban(args);
      EXPECT_EQ(r.status, 0) << r.err;
      out += r.out;
    }
    return out;
  }
  // A bulk import of `file` killed (SIGKILL) after its first committed batch; the server's sessions of it
  // waited for.
  void kill_a_bulk_import(const fs::path& file) {
    ImportOptions o;
    o.batch_size = 10;
    o.bulk_index_games = 1;
    {
      ChildImport child(conninfo(), o, {file});
      ASSERT_TRUE(child.committed_a_batch()) << "the child never committed a batch";
      ASSERT_TRUE(child.kill());
    }
    ASSERT_TRUE(wait_for_sessions_to_end(*conn)) << "the killed import's sessions are still on the server";
    // Its batches committed without their summary, and the record of it.
    const long long partial = count("SELECT count(*) FROM game");
    EXPECT_GT(partial, 0);
    EXPECT_LT(partial, 300);
    EXPECT_EQ(pending(*conn), 1);
    EXPECT_GT(verify_summary(*conn).total(), 0) << "the summary lacks the committed batches' games";
  }
  std::vector<fs::path> mixed_files() {
    return {kSamples / "rulebook", kSamples / "san", kSamples / "dong-son", kSamples / "broken",
            games_file("machine.ctr", 300, 5)};
  }
};

TEST_F(BulkSummary, TheSummaryAfterABulkImportIsThePlainPathsAndARebuildsFromScratch) {
  const std::vector<fs::path> files = mixed_files();
  const ImportProgress bulk = import_with(*conn, files, 1);
  EXPECT_TRUE(bulk.summary_deferred);
  EXPECT_TRUE(bulk.summary_rebuilt);
  EXPECT_GE(bulk.indexes_rebuilt, 8u);
  expect_summary_of_the_games(*conn);
  expect_consistent();

  Connection& other = another_database();
  const ImportProgress plain = import_with(other, files, 0);
  EXPECT_FALSE(plain.summary_deferred);
  EXPECT_FALSE(plain.summary_rebuilt);
  // Row for row (but the captures' zero rows).
  EXPECT_EQ(count("SELECT count(*) FROM player_stat WHERE fresh"), 0);
  EXPECT_EQ(summary_tables(*conn), summary_tables(other));
  EXPECT_EQ(imported_rows(*conn), imported_rows(other));
  // `saban stats` prints the same, and what the full computation gives.
  const std::string stats = saban_stats(conninfo());
  EXPECT_NE(stats.find("games"), std::string::npos);
  EXPECT_EQ(stats, saban_stats(conninfo_of(other)));
  for (const Variant v : {Variant::Commander, Variant::DongSon}) {
    const DatabaseStats s = statistics(*conn, 1000, v), full = statistics_full(*conn, 1000, v);
    EXPECT_EQ(s.total.games, full.total.games);
    EXPECT_EQ(s.top_players.size(), full.top_players.size());
    EXPECT_EQ(s.openings.size(), full.openings.size());
  }
}

// Into an empty database the importer sends player_stat's rows in the order of its index player_stat_key
// (db/internal/import_summary.cpp): the rows lie in the table in that order, so the index's build at the end
// finds them sorted.
TEST_F(BulkSummary, ThePlayersRowsAreStoredInTheOrderOfTheirIndex) {
  const ImportProgress bulk = import_with(*conn, mixed_files(), 1, 2);
  EXPECT_TRUE(bulk.summary_rebuilt);
  EXPECT_GT(count("SELECT count(DISTINCT player_id) FROM player_stat"), 10);
  const Rows r = conn->one_row(
      "SELECT string_agg(t::text, E'\\n' ORDER BY ctid), string_agg(t::text, E'\\n' ORDER BY player_id, "
      "variant COLLATE \"C\", side, kind COLLATE \"C\", key COLLATE \"C\") FROM player_stat t");
  EXPECT_EQ(r.text(0, 0), r.text(0, 1));
  expect_summary_of_the_games(*conn);
}

// Two writers: the summary is built on a connection of its own beside the indexes' build.
TEST_F(BulkSummary, TwoWritersBuildItBesideTheIndexes) {
  const ImportProgress p = import_with(*conn, mixed_files(), 1, 2);
  EXPECT_TRUE(p.summary_rebuilt);
  EXPECT_GE(p.indexes_rebuilt, 8u);
  expect_summary_of_the_games(*conn);
  expect_consistent();
}

TEST_F(BulkSummary, ABulkImportIntoADatabaseThatHeldGames) {
  const fs::path first = games_file("first.ctr", 60, 61), second = games_file("second.ctr", 300, 62);
  EXPECT_FALSE(import_with(*conn, {first, kSamples / "dong-son"}, 0).summary_deferred);
  // A game of the first import deleted and one edited (the triggers count both) before the bulk import.
  conn->run("DELETE FROM game WHERE id = (SELECT min(id) FROM game)");
  conn->run("UPDATE game SET termination = 'edited' WHERE id = (SELECT max(id) FROM game)");
  const ImportProgress bulk = import_with(*conn, {second, kSamples / "rulebook"}, 1, 2);
  EXPECT_TRUE(bulk.summary_deferred);
  EXPECT_TRUE(bulk.summary_rebuilt);
  EXPECT_GE(bulk.inserted, 300u);
  expect_summary_of_the_games(*conn);

  Connection& other = another_database();
  import_with(other, {first, kSamples / "dong-son"}, 0);
  other.run("DELETE FROM game WHERE id = (SELECT min(id) FROM game)");
  other.run("UPDATE game SET termination = 'edited' WHERE id = (SELECT max(id) FROM game)");
  EXPECT_FALSE(import_with(other, {second, kSamples / "rulebook"}, 0, 2).summary_deferred);
  EXPECT_EQ(saban_stats(conninfo()), saban_stats(conninfo_of(other)));
}

// Into a database that held no game, the importer sums its committed batches and writes them as the summary
// (write_summary_totals_in) when nothing else was counted meanwhile; a game deleted, one edited and one
// inserted by SQL while it runs (the triggers count them: rows in the summary tables) make it rebuild from
// the games instead. Either way the summary is the games'.
TEST_F(BulkSummary, ChangesDuringABulkImportIntoAnEmptyDatabaseAreCounted) {
  const fs::path file = games_file("during.ctr", 300, 63);
  for (const bool change : {false, true}) {
    Connection& c = change ? another_database() : *conn;
    Connection side = c.another();
    ImportOptions o;
    o.batch_size = 50;
    o.writers = 2;
    o.bulk_index_games = 1;
    bool changed = false;
    Importer importer(c, o);
    importer.on_progress([&](const ImportProgress& p) {
      if (!change || changed || p.inserted < 100 || p.finishing) return;
      changed = true;
      side.run("DELETE FROM game WHERE id = (SELECT min(id) FROM game)");
      side.run(
          "UPDATE game SET termination = 'edited', result = '1/2-1/2', winner = 0 "
          "WHERE id = (SELECT max(id) FROM game)");
      side.run(
          "INSERT INTO game (signature, red_id, blue_id, result, profile, mode, dialect, ply_count, "
          "material, captures, tags, raw) SELECT 'during', red_id, blue_id, result, profile, mode, dialect, "
          "ply_count, material, captures, tags, raw FROM game WHERE id = (SELECT min(id) FROM game)");
    });
    importer.import_paths({file, kSamples / "dong-son"});
    const ImportProgress p = importer.progress();
    EXPECT_TRUE(p.summary_deferred);
    EXPECT_TRUE(p.summary_rebuilt);
    EXPECT_EQ(changed, change);
    EXPECT_EQ(verify_summary(c).total(), 0);
    EXPECT_EQ(summary_tables(c), rebuilt_from_scratch(c));
    EXPECT_EQ(pending(c), 0);
  }
}

TEST_F(BulkSummary, ACancelledBulkImportBuildsItToo) {
  std::stop_source stop;
  ImportOptions o;
  o.batch_size = 50;
  o.bulk_index_games = 1;
  o.cancel = stop.get_token();
  o.on_progress = [&](const ImportProgress& p) {
    if (p.inserted >= 100) stop.request_stop();
  };
  Importer importer(*conn, o);
  importer.import_paths({games_file("a.ctr", 400, 3)});
  EXPECT_TRUE(importer.progress().cancelled);
  EXPECT_LT(importer.progress().inserted, 400u);
  EXPECT_TRUE(importer.progress().summary_rebuilt);
  EXPECT_GT(count("SELECT count(*) FROM player_stat"), 0);
  expect_summary_of_the_games(*conn);
}

// A bulk import killed after committing batches without their summary: the next import (a plain one) rebuilds
// it and completes the games.
TEST_F(BulkSummary, AKilledBulkImportLeavesItToTheNextImport) {
  const fs::path file = games_file("many.ctr", 300, 41);
  kill_a_bulk_import(file);
  const ImportProgress p = import_with(*conn, {file}, 0);
  EXPECT_FALSE(p.summary_deferred);
  EXPECT_EQ(count("SELECT count(*) FROM game"), 300);
  expect_summary_of_the_games(*conn);
  expect_consistent();
}

TEST_F(BulkSummary, AKilledBulkImportLeavesItToMigrate) {
  kill_a_bulk_import(games_file("many.ctr", 300, 42));
  migrate(*conn);  // `saban db migrate`, and every migration
  expect_summary_of_the_games(*conn);
}

// The opening of the database: `saban stats` (which opens it) prints the statistics of every stored game.
TEST_F(BulkSummary, AKilledBulkImportLeavesItToTheOpeningOfTheDatabase) {
  kill_a_bulk_import(games_file("many.ctr", 300, 43));
  const std::string stats = saban_stats(conninfo());
  expect_summary_of_the_games(*conn);
  EXPECT_EQ(stats, saban_stats(conninfo()));
  const DatabaseStats s = statistics(*conn, 10, Variant::Commander);
  EXPECT_EQ(s.total.games, count("SELECT count(*) FROM game"));

  kill_a_bulk_import(games_file("more.ctr", 300, 44));
  DatabaseChoice where;
  where.source = "test";
  EXPECT_EQ(prepare_schema(*conn, where, SchemaAccess::Write), -1);  // the schema is current: opened
  expect_summary_of_the_games(*conn);
}

TEST_F(BulkSummary, NotRebuiltWhileABulkImportHoldsTheLock) {
  import_with(*conn, {games_file("a.ctr", 100, 51)}, 0);
  // What a running bulk import leaves meanwhile: batches without their summary, recorded.
  conn->run("DELETE FROM player_stat WHERE player_id = (SELECT min(player_id) FROM player_stat)");
  conn->run("INSERT INTO pending_summary DEFAULT VALUES");
  Connection importer(conninfo());
  importer.run("SELECT pg_advisory_lock(7305733)");  // kBulkIndexLock, as a running bulk import holds it
  migrate(*conn);
  DatabaseChoice where;
  prepare_schema(*conn, where, SchemaAccess::Write);
  EXPECT_EQ(pending(*conn), 1);
  EXPECT_GT(verify_summary(*conn).total(), 0);
  importer.run("SELECT pg_advisory_unlock(7305733)");
  migrate(*conn);
  expect_summary_of_the_games(*conn);
}

}  // namespace
}  // namespace saban::db
