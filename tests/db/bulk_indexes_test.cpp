// Indexes built after a bulk load (db/internal/bulk_indexes.h, ImportOptions::bulk_index_games): an import
// large against `game` drops the table's non-unique indexes and builds them again at its end, with the
// definitions of a migrated database, and stores the same rows as the plain path; indexes left dropped by an
// import that died (simulated here in SQL, as the manual's technique would leave them) are built by the next
// import, `migrate` and the opening of the database, but not while a bulk import holds their lock; an import
// small against the table takes the plain path.
#include <gtest/gtest.h>

#include <cstdlib>
#include <stop_token>
#include <string>
#include <vector>

#include "db/connect.h"
#include "db/schema.h"
#include "tests/db/child_import.h"
#include "tests/db/database_fixture.h"

namespace saban::db {
namespace {

class BulkIndexes : public Database {
 protected:
  explicit BulkIndexes(int schema = -1) : Database(schema) {}
  // Every index of `game` as the server describes it (name and definition), one line each.
  static std::string game_indexes(Connection& c) {
    return c
        .one_row(
            "SELECT count(*) || E'\\n' || string_agg(indexname || ': ' || indexdef, E'\\n' ORDER BY "
            "indexname) "
            "FROM pg_indexes WHERE tablename = 'game'")
        .text(0, 0);
  }
  // How many of the four loaded tables (`game` and the summary's three) were analyzed after `time`.
  long long analyzed_since(const std::string& time) {
    return conn
        ->exec(
            "SELECT count(*) FROM pg_stat_user_tables WHERE relname IN ('game', 'game_stat', "
            "'game_stat_capture', 'player_stat') AND last_analyze > $1::timestamptz",
            {time})
        .integer(0, 0);
  }
  // Indexes of `game` not valid (a build that failed half-way).
  long long invalid_indexes() {
    return count("SELECT count(*) FROM pg_index WHERE indrelid = 'game'::regclass AND NOT indisvalid");
  }
  // How many of the tables a bulk load fills (`game`, the chunk tables) and their TOAST tables have
  // autovacuum off (six while a bulk import runs), read on `c`.
  static long long autovacuum_off(Connection& c) {
    return c
        .one_row(
            "SELECT count(*) FROM pg_class c WHERE (c.oid IN ('game'::regclass, 'position_chunk'::regclass, "
            "'tree_chunk'::regclass) OR c.oid IN (SELECT reltoastrelid FROM pg_class WHERE oid IN "
            "('game'::regclass, 'position_chunk'::regclass, 'tree_chunk'::regclass))) "
            "AND 'autovacuum_enabled=false' = ANY (c.reloptions)")
        .integer(0, 0);
  }
  long long autovacuum_off() { return autovacuum_off(*conn); }
  ImportProgress import_with(Connection& c, const std::vector<fs::path>& files, std::uint64_t bulk_games,
                             std::stop_token cancel = {}, std::size_t batch = 97, unsigned writers = 1) {
    ImportOptions o;
    o.batch_size = batch;
    o.writers = writers;  // 1: ids in file order, two databases' rows comparable as they are
    o.bulk_index_games = bulk_games;
    o.cancel = cancel;
    Importer importer(c, o);
    importer.import_paths(files);
    return importer.progress();
  }
  // What an import that died after dropping the indexes leaves: every non-unique index of `game` recorded in
  // dropped_index and dropped.
  void drop_as_a_dead_import() {
    conn->run(
        "BEGIN; "
        "INSERT INTO dropped_index (name, definition) SELECT c.relname, pg_get_indexdef(i.indexrelid) "
        "FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'game'::regclass "
        "AND NOT i.indisunique AND NOT i.indisprimary; "
        "DO $$ DECLARE n text; BEGIN FOR n IN SELECT name FROM dropped_index LOOP "
        "EXECUTE format('DROP INDEX %I', n); END LOOP; END $$; COMMIT");
    ASSERT_GE(count("SELECT count(*) FROM dropped_index"), 9);
  }
};

TEST_F(BulkIndexes, TheIndexesAfterABulkImportAreThoseOfAMigratedDatabase) {
  const std::string migrated = game_indexes(*conn);
  // Ten at least: the unique signature's, the game list's sort indexes, the dates' gist index.
  EXPECT_GE(count("SELECT count(*) FROM pg_indexes WHERE tablename = 'game'"), 11);
  const std::string before = conn->one_row("SELECT clock_timestamp()::text").text(0, 0);
  const ImportProgress p = import_with(*conn, {games_file("a.ctr", 300, 7), kSamples / "rulebook"}, 1);
  EXPECT_GT(p.inserted, 300u);
  EXPECT_GE(p.indexes_rebuilt, 8u);  // the bulk path was taken
  EXPECT_EQ(game_indexes(*conn), migrated);
  EXPECT_EQ(invalid_indexes(), 0);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);
  expect_consistent();
  // The planner's statistics of the loaded tables taken by the import (not left to autovacuum): `game`'s and
  // the summary's, after the load (the migration's ANALYZE of the empty tables is older).
  EXPECT_EQ(analyzed_since(before), 4);
  conn->run("SET enable_seqscan = off");
  EXPECT_EQ(count("SELECT count(*) FROM game WHERE red_id > 0"), static_cast<long long>(p.inserted));
}

// The import keeps the GiST of the dates through its load; one that died with every index dropped (as
// imports before it did, the GiST too) left it to build. With two writers the importer's end builds it on a
// connection of its own beside the B-trees (restore_dropped_indexes' `beside`), and analyzes the summary's
// tables on the summary's: the same indexes, every record forgotten, every loaded table analyzed.
TEST_F(BulkIndexes, WithTwoWritersTheGistBuiltBesideTheBTreesLeavesTheSameIndexes) {
  const std::string migrated = game_indexes(*conn);
  ASSERT_NE(migrated.find("USING gist"), std::string::npos);
  drop_as_a_dead_import();
  const std::string before = conn->one_row("SELECT clock_timestamp()::text").text(0, 0);
  const ImportProgress p =
      import_with(*conn, {games_file("a.ctr", 300, 7), kSamples / "rulebook"}, 1, {}, 97, 2);
  EXPECT_GT(p.inserted, 300u);
  EXPECT_GE(p.indexes_rebuilt, 8u);  // the bulk path was taken
  EXPECT_EQ(game_indexes(*conn), migrated);
  EXPECT_EQ(invalid_indexes(), 0);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);
  EXPECT_EQ(autovacuum_off(), 0);
  expect_consistent();
  // The statistics taken of the four loaded tables: `game`'s after its indexes, the summary's on its own
  // connection once rebuilt.
  EXPECT_EQ(analyzed_since(before), 4);
}

// The work after the last batch is announced before it begins: one `finishing` report, every game counted,
// the indexes still dropped then (built after it). An import that writes nothing and drops nothing has none.
TEST_F(BulkIndexes, TheFinishingStageIsReportedBeforeTheIndexesAreBuilt) {
  const fs::path file = games_file("a.ctr", 250, 9);
  ImportOptions o;
  o.batch_size = 60;
  o.bulk_index_games = 1;
  Connection watcher = conn->another();
  std::vector<ImportProgress> finishing;
  long long dropped_then = -1, gist_then = -1;
  o.on_progress = [&](const ImportProgress& p) {
    if (!p.finishing) {
      EXPECT_TRUE(finishing.empty()) << "no progress of the files after the finishing report";
      return;
    }
    finishing.push_back(p);
    if (finishing.size() == 1) {
      dropped_then = watcher.one_row("SELECT count(*) FROM dropped_index").integer(0, 0);
      gist_then = watcher
                      .one_row(
                          "SELECT count(*) FROM pg_indexes WHERE tablename = 'game' AND indexdef LIKE "
                          "'% USING gist %'")
                      .integer(0, 0);
    }
  };
  Importer importer(*conn, o);
  importer.import_paths({file});
  const ImportProgress& last = importer.progress();
  ASSERT_EQ(finishing.size(), 2u) << "the finishing report, then the last one";
  EXPECT_EQ(finishing[0].games, last.games);
  EXPECT_EQ(finishing[0].inserted, 250u);
  EXPECT_TRUE(finishing[0].current_file.empty());
  EXPECT_EQ(finishing[0].indexes_rebuilt, 0u);
  EXPECT_GE(finishing[0].indexes_dropped, 8u);
  EXPECT_GE(last.indexes_rebuilt, 8u);
  EXPECT_GE(dropped_then, 8) << "reported before the indexes are built";
  EXPECT_EQ(gist_then, 1) << "the GiST of the dates is kept through the load, not dropped";

  // The same file again: nothing written, nothing dropped (the plain path), nothing to finish.
  ImportOptions again;
  again.bulk_index_games = 1;
  bool reported = false;
  again.on_progress = [&](const ImportProgress& p) { reported |= p.finishing; };
  Importer second(*conn, again);
  second.import_paths({file});
  EXPECT_EQ(second.progress().inserted, 0u);
  EXPECT_EQ(second.progress().indexes_dropped, 0u);
  EXPECT_FALSE(reported);
}

TEST_F(BulkIndexes, ACancelledBulkImportBuildsTheIndexesToo) {
  const std::string migrated = game_indexes(*conn);
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
  EXPECT_GE(importer.progress().indexes_rebuilt, 8u);
  EXPECT_EQ(game_indexes(*conn), migrated);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);
  EXPECT_EQ(autovacuum_off(), 0);
}

// Autovacuum is kept off the tables the batches fill (and their TOAST tables) while a bulk import runs, seen
// from another session, and put back at its end as it was: never set (the migrations set none), or the value
// set by hand. A plain import leaves it alone.
TEST_F(BulkIndexes, AutovacuumIsOffTheLoadedTablesWhileABulkImportRuns) {
  conn->run("ALTER TABLE tree_chunk SET (autovacuum_enabled = true)");  // a setting of the owner's, kept
  Connection watcher = conn->another();
  for (const std::uint64_t bulk : {1, 0}) {
    ImportOptions o;
    o.batch_size = 60;
    o.bulk_index_games = bulk;
    long long off_then = -1;
    o.on_progress = [&](const ImportProgress& p) {
      if (p.inserted > 0 && !p.finishing && off_then < 0) off_then = autovacuum_off(watcher);
    };
    Importer importer(*conn, o);
    importer.import_paths({games_file(bulk ? "a.ctr" : "b.ctr", 250, bulk ? 51 : 52)});
    EXPECT_EQ(off_then, bulk ? 6 : 0) << "bulk " << bulk;
    EXPECT_EQ(autovacuum_off(), 0) << "bulk " << bulk;
    EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);
    EXPECT_EQ(
        count("SELECT count(*) FROM pg_class WHERE relname IN ('game', 'position_chunk') AND reloptions "
              "IS NOT NULL"),
        0);
    EXPECT_EQ(conn->one_row("SELECT reloptions::text FROM pg_class WHERE relname = 'tree_chunk'").text(0, 0),
              "{autovacuum_enabled=true}");
  }
}

// An error after the drop (the second file gone when the import reaches it) ends the import with the indexes
// built and autovacuum back on.
TEST_F(BulkIndexes, AnErrorEndsABulkImportWithAutovacuumBackOn) {
  const std::string migrated = game_indexes(*conn);
  const fs::path first = games_file("a.ctr", 200, 61), second = games_file("b.ctr", 200, 62);
  ImportOptions o;
  o.batch_size = 50;
  o.bulk_index_games = 1;
  long long off_then = -1;
  o.on_progress = [&](const ImportProgress& p) {
    if (p.inserted > 0 && off_then < 0) {
      off_then = autovacuum_off();
      fs::remove(second);
    }
  };
  Importer importer(*conn, o);
  EXPECT_THROW(importer.import_paths({first, second}), std::exception);
  EXPECT_EQ(off_then, 6);
  EXPECT_EQ(autovacuum_off(), 0);
  EXPECT_EQ(game_indexes(*conn), migrated);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);
}

TEST_F(BulkIndexes, TheRowsAreThoseOfThePlainPath) {
  const std::vector<fs::path> files{kSamples / "rulebook", kSamples / "san", kSamples / "dong-son",
                                    kSamples / "broken", games_file("machine.ctr", 300, 5)};
  EXPECT_GE(import_with(*conn, files, 1).indexes_rebuilt, 8u);
  expect_consistent();

  Connection& other = another_database();
  EXPECT_EQ(import_with(other, files, 0).indexes_rebuilt, 0u);
  EXPECT_EQ(imported_rows(*conn), imported_rows(other));
  EXPECT_EQ(game_indexes(*conn), game_indexes(other));
}

TEST_F(BulkIndexes, AnImportSmallAgainstTheTableTakesThePlainPath) {
  // 600 games stored, then a file of some 60 (a guess of about one game a kilobyte).
  EXPECT_EQ(import_with(*conn, {games_file("many.ctr", 600, 11)}, 0, {}, 2000).indexes_rebuilt, 0u);
  const fs::path few = games_file("few.ctr", 60, 12);
  ASSERT_LT(fs::file_size(few), 600u * 1000u);
  const std::string migrated = game_indexes(*conn);
  const ImportProgress p = import_with(*conn, {few}, 1);
  EXPECT_EQ(p.inserted, 60u);
  EXPECT_EQ(p.indexes_rebuilt, 0u);
  EXPECT_EQ(game_indexes(*conn), migrated);
  // Under the threshold of games: the plain path into an empty table too.
  Connection& other = another_database();
  EXPECT_EQ(import_with(other, {few}, 20000).indexes_rebuilt, 0u);
  EXPECT_GT(import_with(other, {games_file("more.ctr", 300, 13)}, 1).indexes_rebuilt,
            0u);  // 60 held, ~300 new
}

TEST_F(BulkIndexes, IndexesADeadImportLeftAreBuiltByTheNextImportMigrateAndOpening) {
  const std::string migrated = game_indexes(*conn);
  import_with(*conn, {games_file("a.ctr", 200, 21)}, 0);

  drop_as_a_dead_import();
  EXPECT_NE(game_indexes(*conn), migrated);
  migrate(*conn);  // `saban db migrate`, and every migration
  EXPECT_EQ(game_indexes(*conn), migrated);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);

  drop_as_a_dead_import();
  const ImportProgress p = import_with(*conn, {games_file("b.ctr", 20, 22)}, 0);  // a plain import
  EXPECT_EQ(p.inserted, 20u);
  EXPECT_GE(p.indexes_rebuilt, 8u);
  EXPECT_EQ(game_indexes(*conn), migrated);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);

  drop_as_a_dead_import();
  DatabaseChoice where;
  where.source = "test";
  EXPECT_EQ(prepare_schema(*conn, where, SchemaAccess::Write), -1);  // the schema is current: opened
  EXPECT_EQ(game_indexes(*conn), migrated);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);
  expect_consistent();
}

TEST_F(BulkIndexes, NotBuiltWhileABulkImportHoldsTheirLock) {
  const std::string migrated = game_indexes(*conn);
  drop_as_a_dead_import();
  const std::string dropped = game_indexes(*conn);
  Connection importer(conninfo());
  importer.run("SELECT pg_advisory_lock(7305733)");  // kBulkIndexLock, as a running bulk import holds it
  migrate(*conn);
  DatabaseChoice where;
  prepare_schema(*conn, where, SchemaAccess::Write);
  // A second import meanwhile takes the plain path and leaves them to the first.
  const ImportProgress p = import_with(*conn, {games_file("b.ctr", 300, 31)}, 1);
  EXPECT_EQ(p.inserted, 300u);
  EXPECT_EQ(p.indexes_rebuilt, 0u);
  EXPECT_EQ(game_indexes(*conn), dropped);
  EXPECT_GE(count("SELECT count(*) FROM dropped_index"), 9);
  importer.run("SELECT pg_advisory_unlock(7305733)");
  migrate(*conn);
  EXPECT_EQ(game_indexes(*conn), migrated);
  expect_consistent();
}

// A bulk import killed (SIGKILL) after its first batch: the indexes stay dropped and recorded (its session's
// lock gone with it), and the next import builds them and completes the games.
TEST_F(BulkIndexes, AKilledBulkImportLeavesThemToTheNextImport) {
  const std::string migrated = game_indexes(*conn);
  const fs::path file = games_file("many.ctr", 300, 41);
  {
    ImportOptions o;
    o.batch_size = 10;
    o.bulk_index_games = 1;
    ChildImport child(conninfo(), o, {file});
    ASSERT_TRUE(child.committed_a_batch()) << "the child never committed a batch";
    ASSERT_TRUE(child.kill());
  }
  ASSERT_TRUE(wait_for_sessions_to_end(*conn)) << "the killed import's sessions are still on the server";
  EXPECT_GE(count("SELECT count(*) FROM dropped_index"), 9);
  EXPECT_NE(game_indexes(*conn), migrated);
  EXPECT_EQ(autovacuum_off(), 6);
  const long long partial = count("SELECT count(*) FROM game");
  EXPECT_GT(partial, 0);
  EXPECT_LT(partial, 300);
  const ImportProgress p = import_with(*conn, {file}, 0);  // a plain import
  EXPECT_GE(p.indexes_rebuilt, 8u);
  EXPECT_EQ(count("SELECT count(*) FROM game"), 300);
  EXPECT_EQ(game_indexes(*conn), migrated);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);
  EXPECT_EQ(autovacuum_off(), 0);
  expect_consistent();
}

// The same killed import's autovacuum settings put back by `migrate` and by the opening of the database, and
// kept off (not recorded again as "off") by a bulk import after it.
TEST_F(BulkIndexes, AKilledBulkImportLeavesAutovacuumToMigrateOpeningAndTheNextBulkImport) {
  for (int way = 0; way < 3; ++way) {
    {
      ImportOptions o;
      o.batch_size = 10;
      o.bulk_index_games = 1;
      ChildImport child(conninfo(), o, {games_file("k" + std::to_string(way) + ".ctr", 100, 70 + way)});
      ASSERT_TRUE(child.committed_a_batch()) << "the child never committed a batch";
      ASSERT_TRUE(child.kill());
    }
    ASSERT_TRUE(wait_for_sessions_to_end(*conn)) << "the killed import's sessions are still on the server";
    ASSERT_EQ(autovacuum_off(), 6) << way;
    if (way == 0) {
      migrate(*conn);
    } else if (way == 1) {
      DatabaseChoice where;
      where.source = "test";
      EXPECT_EQ(prepare_schema(*conn, where, SchemaAccess::Write), -1);
    } else {
      EXPECT_GE(import_with(*conn, {games_file("big.ctr", 300, 79)}, 1).indexes_rebuilt, 8u);  // bulk again
    }
    EXPECT_EQ(autovacuum_off(), 0) << way;
    EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0) << way;
    EXPECT_EQ(count("SELECT count(*) FROM pg_class WHERE relname IN ('game', 'position_chunk', 'tree_chunk') "
                    "AND reloptions IS NOT NULL"),
              0)
        << way;
  }
  expect_consistent();
}

// Migration 16: game's eight B-trees (every key ends with the game's id) without deduplication, whether they
// exist or a bulk import that died left them dropped (their records get it, and migrate builds them with it).
class NoDeduplicationMigration : public BulkIndexes {
 protected:
  NoDeduplicationMigration() : BulkIndexes(15) {}
  long long without_deduplication() {
    return count(
        "SELECT count(*) FROM pg_class WHERE relname IN ('game_blue_id', 'game_date_id', 'game_event_id', "
        "'game_plies_id', 'game_red_id', 'game_result_id', 'game_site_id', 'game_variant_id') AND "
        "'deduplicate_items=off' = ANY (reloptions)");
  }
};

TEST_F(NoDeduplicationMigration, TheIdEndedBTreesOfGameLoseIt) {
  EXPECT_EQ(without_deduplication(), 0);
  migrate(*conn);
  EXPECT_EQ(without_deduplication(), 8);
  EXPECT_EQ(count("SELECT count(*) FROM pg_class WHERE 'deduplicate_items=off' = ANY (reloptions)"), 8);
}

TEST_F(NoDeduplicationMigration, IndexesADeadImportLeftAreBuiltWithoutIt) {
  const long long indexes = count("SELECT count(*) FROM pg_index WHERE indrelid = 'game'::regclass");
  drop_as_a_dead_import();
  EXPECT_EQ(without_deduplication(), 0);
  migrate(*conn);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);
  EXPECT_EQ(without_deduplication(), 8);
  EXPECT_EQ(invalid_indexes(), 0);
  EXPECT_EQ(count("SELECT count(*) FROM pg_index WHERE indrelid = 'game'::regclass"), indexes);
}

}  // namespace
}  // namespace saban::db
