// Cancelling an import (ImportOptions::cancel) between batches leaves the database consistent, and importing
// again adds the rest; progress reports what a GUI shows; `saban import` stops the same way on SIGINT.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <stop_token>
#include <thread>

#include "tests/db/database_fixture.h"

namespace saban::db {
namespace {

using ImportCancel = Database;

TEST_F(ImportCancel, CancelledHalfWayLeavesTheDatabaseConsistent) {
  const fs::path file = games_file("half.ctr", 300, 21);
  std::stop_source stop;
  ImportOptions o;
  o.batch_size = 20;
  o.cancel = stop.get_token();
  std::size_t calls = 0;
  o.on_progress = [&](const ImportProgress& p) {
    ++calls;
    if (p.inserted >= 100) stop.request_stop();
  };
  Importer importer(*conn, o);
  importer.import_paths({file});
  const ImportProgress p = importer.progress();
  EXPECT_TRUE(p.cancelled);
  EXPECT_GT(calls, 0u);
  EXPECT_GE(p.inserted, 100u);
  EXPECT_LT(p.inserted, 300u);
  // Every batch sent was committed (the ones in flight at the request too), and nothing else.
  EXPECT_EQ(count("SELECT count(*) FROM game"), static_cast<long long>(p.inserted));
  EXPECT_EQ(p.inserted % 20, 0u);
  EXPECT_EQ(count("SELECT count(*) FROM source_file"), 0) << "a file cut short is not marked imported";
  expect_consistent();

  // Imported again without a cancel: the rest comes in, nothing twice.
  const ImportProgress again = import({file});
  EXPECT_FALSE(again.cancelled);
  EXPECT_EQ(again.inserted + p.inserted, 300u);
  EXPECT_EQ(again.duplicates, p.inserted);
  EXPECT_EQ(count("SELECT count(*) FROM game"), 300);
  expect_consistent();
}

// Files of one batch each: the next file is read while the last one is written, and a file is marked imported
// (source_file) only once all its games have committed, whichever writer wrote them.
TEST_F(ImportCancel, FilesOfOneBatchEachAreMarkedImportedOnlyOnceWritten) {
  const fs::path a = games_file("one-a.ctr", 40, 41), b = games_file("one-b.ctr", 40, 42),
                 c = games_file("one-c.ctr", 40, 43);
  Connection watcher(conninfo());
  ImportOptions o;
  o.batch_size = 50;
  o.writers = 2;
  std::size_t checks = 0;
  o.on_progress = [&](const ImportProgress& p) {
    if (p.files_skipped > 0) return;  // the second import below
    const long long marked = watcher.one_row("SELECT count(*) FROM source_file").integer(0, 0),
                    games = watcher.one_row("SELECT count(*) FROM game").integer(0, 0);
    EXPECT_EQ(marked, static_cast<long long>(p.files));
    EXPECT_GE(games, 40 * marked) << "a file marked imported before its games were written";
    ++checks;
  };
  Importer importer(*conn, o);
  importer.import_paths({a, b, c});
  EXPECT_GE(checks, 3u);
  EXPECT_EQ(importer.progress().files, 3u);
  EXPECT_EQ(importer.progress().inserted, 120u);
  EXPECT_EQ(count("SELECT count(*) FROM source_file"), 3);
  EXPECT_EQ(count("SELECT count(*) FROM game"), 120);
  expect_consistent();
  Importer again(*conn, o);
  again.import_paths({a, b, c});
  EXPECT_EQ(again.progress().files_skipped, 3u);
  EXPECT_EQ(again.progress().inserted, 0u);
}

// The server going away mid-import (every connection of the import ended, as a restart or an administrator
// does): the import ends with the server's error, every batch committed before stays whole and consistent,
// and importing again adds exactly the rest.
TEST_F(ImportCancel, TheServerGoingAwayEndsTheImportAndKeepsEveryCommittedBatch) {
  const fs::path file = games_file("gone.ctr", 300, 23);
  Connection importing(conninfo());
  ImportOptions o;
  o.batch_size = 20;
  std::size_t reported = 0;
  bool ended = false;
  o.on_progress = [&](const ImportProgress& p) {
    reported = p.inserted;
    if (!ended && p.inserted >= 60) {
      ended = true;
      conn->exec(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND "
          "pid <> pg_backend_pid()");
    }
  };
  std::string error;
  try {
    Importer(importing, o).import_paths({file});
  } catch (const DbError& e) {
    error = e.what();
  }
  ASSERT_TRUE(ended);
  ASSERT_FALSE(error.empty()) << "the import went on without its connections";
  // libpq's words: the server's notice if it arrived before the next command, else the closed socket.
  EXPECT_TRUE(error.find("terminating connection due to administrator command") != std::string::npos ||
              error.find("server closed the connection unexpectedly") != std::string::npos)
      << error;
  // The batches committed before are kept (the one in flight on the other writer may have committed too), and
  // only whole ones; the file is not marked imported.
  const long long kept = count("SELECT count(*) FROM game");
  EXPECT_GE(kept, static_cast<long long>(reported));
  EXPECT_GE(kept, 60);
  EXPECT_LT(kept, 300);
  EXPECT_EQ(kept % 20, 0) << "only whole batches are visible";
  EXPECT_EQ(count("SELECT count(*) FROM source_file"), 0);
  expect_consistent();
  const ImportProgress again = import({file});
  EXPECT_EQ(static_cast<long long>(again.inserted) + kept, 300);
  EXPECT_EQ(static_cast<long long>(again.duplicates), kept);
  EXPECT_EQ(count("SELECT count(*) FROM game"), 300);
  expect_consistent();
}

TEST_F(ImportCancel, ACancelBeforeTheStartWritesNothing) {
  std::stop_source stop;
  stop.request_stop();
  ImportOptions o;
  o.cancel = stop.get_token();
  Importer importer(*conn, o);
  importer.import_paths({kSamples});
  EXPECT_TRUE(importer.progress().cancelled);
  EXPECT_EQ(importer.progress().games, 0u);
  EXPECT_EQ(count("SELECT count(*) FROM game"), 0);
  EXPECT_EQ(count("SELECT count(*) FROM rejected_game"), 0);
}

TEST_F(ImportCancel, ProgressCountsGamesBytesAndRate) {
  const fs::path a = games_file("a.ctr", 60, 31), b = games_file("b.ctr", 40, 32);
  ImportOptions o;
  o.batch_size = 10;
  std::vector<ImportProgress> seen;
  o.on_progress = [&](const ImportProgress& p) { seen.push_back(p); };
  Importer importer(*conn, o);
  importer.import_paths({a, b});
  ASSERT_GE(seen.size(), 10u);  // a batch at a time, and each file's end
  for (std::size_t i = 1; i < seen.size(); ++i) {
    EXPECT_GE(seen[i].games, seen[i - 1].games);
    EXPECT_GE(seen[i].inserted, seen[i - 1].inserted);
    EXPECT_GE(seen[i].bytes_done, seen[i - 1].bytes_done);
    EXPECT_GE(seen[i].elapsed, seen[i - 1].elapsed);
  }
  const ImportProgress& last = seen.back();
  EXPECT_EQ(last.games, 100u);
  EXPECT_EQ(last.inserted + last.duplicates + last.rejected, 100u);
  EXPECT_EQ(last.bytes_total, fs::file_size(a) + fs::file_size(b));
  EXPECT_EQ(last.bytes_done, last.bytes_total);
  EXPECT_EQ(last.files, 2u);
  EXPECT_GT(last.games_per_second(), 0);
  EXPECT_FALSE(last.cancelled);
}

// A folder imported again: its files are skipped unread as imported already, and the time left is told from
// the bytes actually read, not from those skipped in no time (it said minutes for a folder of samples).
TEST_F(ImportCancel, FilesSkippedUnreadDoNotCountInTheTimeLeft) {
  const fs::path a = games_file("a.ctr", 30, 41), b = games_file("b.ctr", 30, 42);
  Importer(*conn, {}).import_paths({a});
  std::vector<ImportProgress> seen;
  ImportOptions o;
  o.batch_size = 10;
  o.on_progress = [&](const ImportProgress& p) { seen.push_back(p); };
  Importer importer(*conn, o);
  importer.import_paths({a, b});
  ASSERT_FALSE(seen.empty());
  EXPECT_EQ(seen.back().files_skipped, 1u);
  EXPECT_EQ(seen.back().bytes_skipped, fs::file_size(a));
  // Right after `a` is skipped nothing has been read: no rate to tell the time left by.
  const ImportProgress& skipped = seen.front();
  EXPECT_EQ(skipped.files_skipped, 1u);
  EXPECT_EQ(skipped.bytes_done, fs::file_size(a));
  EXPECT_FALSE(skipped.seconds_left()) << *skipped.seconds_left();
  EXPECT_EQ(seen.back().seconds_left(), 0.0);  // every byte done

  // The rate is that of the bytes read: 1 MB read in 2 s, 1 MB skipped, 4 MB to go: 8 s (the skipped megabyte
  // in the rate would say 4 s; skipped files alone, nothing).
  ImportProgress p;
  p.bytes_total = 6'000'000;
  p.bytes_done = 2'000'000;
  p.bytes_skipped = 1'000'000;
  p.elapsed = 2;
  ASSERT_TRUE(p.seconds_left());
  EXPECT_DOUBLE_EQ(*p.seconds_left(), 8.0);
  p.bytes_skipped = 2'000'000;
  EXPECT_FALSE(p.seconds_left());
  p.bytes_skipped = 1'000'000;
  p.elapsed = 0.5;  // under a second: the first block's rate says little
  EXPECT_FALSE(p.seconds_left());
}

// `saban import` on SIGINT: the batches in flight are committed, the rest is not read, the exit status is 130
// and the message one line. The signal is sent while a batch waits on a lock the test holds, so that it comes
// mid-import for sure.
TEST_F(ImportCancel, SigintStopsTheCommandCleanly) {
  const fs::path file = games_file("sigint.ctr", 300, 41);
  const fs::path err = dir() / "err.txt";
  Connection locker(conninfo());
  locker.run("BEGIN; LOCK TABLE tree_chunk IN ACCESS EXCLUSIVE MODE");
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    FILE* e = std::freopen(err.c_str(), "w", stderr);
    FILE* o = std::freopen("/dev/null", "w", stdout);
    if (!e || !o) _exit(127);
    const std::string db = conninfo();
    execl(SABAN_BINARY, SABAN_BINARY, "import", "--db", db.c_str(), "--batch", "10", file.c_str(),
          static_cast<char*>(nullptr));
    _exit(127);
  }
  bool waiting = false;
  for (int i = 0; i < 6000 && !waiting; ++i) {
    waiting = count(
                  "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> "
                  "pg_backend_pid() AND wait_event_type = 'Lock' AND backend_xid IS NOT NULL") > 0;
    if (!waiting) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_TRUE(waiting) << "the import never reached its first batch";
  kill(child, SIGINT);
  auto slurp = [&] {
    std::ifstream in(err);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  };
  // The stop is requested before the message is written: once it is there, the batch may go on.
  for (int i = 0; i < 6000 && slurp().find("interrupted") == std::string::npos; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  locker.run("ROLLBACK");
  int status = 0;
  waitpid(child, &status, 0);
  ASSERT_TRUE(WIFEXITED(status)) << "killed by signal " << WTERMSIG(status);
  EXPECT_EQ(WEXITSTATUS(status), 130);
  const std::string text = slurp();
  EXPECT_NE(text.find("saban: import interrupted"), std::string::npos) << text;
  const long long stored = count("SELECT count(*) FROM game");
  EXPECT_GT(stored, 0);
  EXPECT_LT(stored, 300);
  EXPECT_EQ(stored % 10, 0);
  expect_consistent();
}

}  // namespace
}  // namespace saban::db
