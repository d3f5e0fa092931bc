// Indexes built after a bulk load (db/internal/bulk_indexes.h, ImportOptions::bulk_index_games): an import
// large against `game` drops the table's non-unique indexes and builds them again at its end, with the
// definitions of a migrated database, and stores the same rows as the plain path; indexes left dropped by an
// import that died (simulated here in SQL, as the manual's technique would leave them) are built by the next
// import, `migrate` and the opening of the database, but not while a bulk import holds their lock; an import
// small against the table takes the plain path.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <thread>

#include <cstdlib>
#include <stop_token>
#include <string>
#include <vector>

#include "db/connect.h"
#include "db/schema.h"
#include "tests/db/database_fixture.h"

namespace saban::db {
namespace {

class BulkIndexes : public Database {
 protected:
  // Every index of `game` as the server describes it (name and definition), one line each.
  static std::string game_indexes(Connection& c) {
    return c
        .one_row(
            "SELECT count(*) || E'\\n' || string_agg(indexname || ': ' || indexdef, E'\\n' ORDER BY "
            "indexname) "
            "FROM pg_indexes WHERE tablename = 'game'")
        .text(0, 0);
  }
  // Indexes of `game` not valid (a build that failed half-way).
  long long invalid_indexes() {
    return count("SELECT count(*) FROM pg_index WHERE indrelid = 'game'::regclass AND NOT indisvalid");
  }
  ImportProgress import_with(Connection& c, const std::vector<fs::path>& files, std::uint64_t bulk_games,
                             std::stop_token cancel = {}, std::size_t batch = 97) {
    ImportOptions o;
    o.batch_size = batch;
    o.writers = 1;  // ids in file order: two databases' rows comparable as they are
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
  const ImportProgress p = import_with(*conn, {games_file("a.ctr", 300, 7), kSamples / "rulebook"}, 1);
  EXPECT_GT(p.inserted, 300u);
  EXPECT_GE(p.indexes_rebuilt, 9u);  // the bulk path was taken
  EXPECT_EQ(game_indexes(*conn), migrated);
  EXPECT_EQ(invalid_indexes(), 0);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);
  expect_consistent();
  // The game list's searches find the games through them.
  conn->run("SET enable_seqscan = off");
  EXPECT_EQ(count("SELECT count(*) FROM game WHERE red_id > 0"), static_cast<long long>(p.inserted));
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
  EXPECT_GE(importer.progress().indexes_rebuilt, 9u);
  EXPECT_EQ(game_indexes(*conn), migrated);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);
}

TEST_F(BulkIndexes, TheRowsAreThoseOfThePlainPath) {
  const std::vector<fs::path> files{kSamples / "rulebook", kSamples / "san", kSamples / "dong-son",
                                    kSamples / "broken", games_file("machine.ctr", 300, 5)};
  EXPECT_GE(import_with(*conn, files, 1).indexes_rebuilt, 9u);
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
  EXPECT_GE(p.indexes_rebuilt, 9u);
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
  int to_parent[2];
  ASSERT_EQ(pipe(to_parent), 0);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    try {
      Connection c(conninfo());
      ImportOptions o;
      o.batch_size = 10;
      o.bulk_index_games = 1;
      o.on_progress = [&](const ImportProgress& p) {
        if (p.inserted == 0) return;
        if (write(to_parent[1], "c", 1) != 1) _exit(3);
        for (;;) pause();  // killed here
      };
      Importer(c, o).import_paths({file});
    } catch (...) {
      _exit(2);
    }
    _exit(0);
  }
  char committed = 0;
  ASSERT_EQ(read(to_parent[0], &committed, 1), 1) << "the child never committed a batch";
  kill(child, SIGKILL);
  int status = 0;
  waitpid(child, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
  close(to_parent[0]), close(to_parent[1]);
  for (int i = 0;
       i < 3000 && count("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                         "AND pid <> pg_backend_pid()") > 0;
       ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_GE(count("SELECT count(*) FROM dropped_index"), 9);
  EXPECT_NE(game_indexes(*conn), migrated);
  const long long partial = count("SELECT count(*) FROM game");
  EXPECT_GT(partial, 0);
  EXPECT_LT(partial, 300);
  const ImportProgress p = import_with(*conn, {file}, 0);  // a plain import
  EXPECT_GE(p.indexes_rebuilt, 9u);
  EXPECT_EQ(count("SELECT count(*) FROM game"), 300);
  EXPECT_EQ(game_indexes(*conn), migrated);
  EXPECT_EQ(count("SELECT count(*) FROM dropped_index"), 0);
  expect_consistent();
}

}  // namespace
}  // namespace saban::db
