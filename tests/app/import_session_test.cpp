// The import session both front ends use (app/import_session.h): the games it rejected are its own, listed up
// to a limit (none asked: none looked for), and a stop ends it with the batches written kept.
#include "app/import_session.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <stop_token>

#include "tests/db/scratch_database.h"

namespace saban::app {
namespace {

namespace fs = std::filesystem;

class ImportSessionTest : public db::ScratchDatabase {
 protected:
  ImportSessionTest() : ScratchDatabase("saban_is_") {}

  // A copy of a broken sample in the scratch folder, under `name` (a file's content is imported once).
  fs::path broken(const char* sample, const char* name) {
    const fs::path to = dir() / name;
    fs::copy_file(fs::path(SABAN_SAMPLES) / "broken" / sample, to);
    return to;
  }
};

TEST_F(ImportSessionTest, ListsOnlyTheGamesItRejected) {
  const fs::path first = broken("illegal-move.ctr", "first.ctr");
  const ImportSession a = import_games(conninfo(), {first}, {});
  ASSERT_EQ(a.progress.rejected, 1u);
  ASSERT_EQ(a.rejected.size(), 1u);
  EXPECT_EQ(a.rejected[0].path, first.string());
  EXPECT_GT(a.rejected[0].line, 0);

  // A second session on the open connection: the first one's rejected game is not among its own.
  const fs::path second = broken("wrong-piece.ctr", "second.ctr");
  const ImportSession b = import_games(*conn, {second}, {});
  ASSERT_EQ(b.rejected.size(), 1u);
  EXPECT_EQ(b.rejected[0].path, second.string());
  EXPECT_EQ(count("SELECT count(*) FROM rejected_game"), 2);
}

TEST_F(ImportSessionTest, ListsNoRejectedGameWhenAskedForNone) {
  const ImportSession s = import_games(*conn, {broken("illegal-move.ctr", "none.ctr")}, {}, 0);
  EXPECT_EQ(s.progress.rejected, 1u) << "the game is rejected and counted";
  EXPECT_TRUE(s.rejected.empty());
  EXPECT_EQ(count("SELECT count(*) FROM rejected_game"), 1);
}

TEST_F(ImportSessionTest, AStopRequestedBeforeItStartsWritesNothing) {
  std::stop_source stop;
  stop.request_stop();
  db::ImportOptions o;
  o.cancel = stop.get_token();
  const ImportSession s = import_games(*conn, {fs::path(SABAN_SAMPLES) / "rulebook"}, o);
  EXPECT_TRUE(s.progress.cancelled);
  EXPECT_EQ(s.progress.games, 0u);
  EXPECT_TRUE(s.rejected.empty());
  EXPECT_EQ(count("SELECT count(*) FROM game"), 0);
}

}  // namespace
}  // namespace saban::app
