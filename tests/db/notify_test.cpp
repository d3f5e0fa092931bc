// Change notifications (db/notify.h, migration 9) against a real PostgreSQL server: a write by one connection
// (an import, an edit, a deletion, a stored analysis) reaches another connection that listens, with what
// changed, which games and who wrote it; nothing before the commit, nothing for a rolled-back write, one
// notification per statement however many rows.
#include "db/notify.h"

#include <gtest/gtest.h>

#include "db/edit.h"
#include "db/jobs.h"
#include "tests/db/database_fixture.h"

namespace saban::db {
namespace {

class Notify : public Database {
 protected:
  void SetUp() override {
    Database::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    listener = std::make_unique<Connection>(conninfo());
    listen_for_changes(*listener);
  }
  void TearDown() override {
    listener.reset();
    Database::TearDown();
  }
  // The changes that arrive within `seconds` (all that came together, after the first).
  std::vector<Change> changes(double seconds = 5) {
    std::vector<Change> out;
    for (const Notification& n : wait_for_notifications(*listener, seconds)) {
      std::optional<Change> c = parse_change(n);
      EXPECT_TRUE(c) << n.channel << ": " << n.payload;
      if (c) out.push_back(*c);
    }
    return out;
  }
  std::unique_ptr<Connection> listener;
};

TEST(ParseChange, ReadsThePayloadsOfTheTriggers) {
  auto parse = [](const std::string& payload) {
    return parse_change({std::string(kChangeChannel), payload, 7});
  };
  std::optional<Change> c = parse("games update 3,12");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->what, Change::What::Games);
  EXPECT_EQ(c->op, "update");
  EXPECT_EQ(c->ids, (std::vector<long long>{3, 12}));
  EXPECT_FALSE(c->all);
  EXPECT_EQ(c->sender, 7);
  EXPECT_TRUE(c->touches(12));
  EXPECT_FALSE(c->touches(4));
  c = parse("games insert *");
  ASSERT_TRUE(c);
  EXPECT_TRUE(c->all);
  EXPECT_TRUE(c->touches(4));
  c = parse("analysis 5");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->what, Change::What::Analysis);
  EXPECT_EQ(c->ids, (std::vector<long long>{5}));
  for (const char* bad : {"", "games", "games rename 1", "games update", "games update 1,,2",
                          "games update x", "analysis", "analysis 1 2", "moves 1"})
    EXPECT_FALSE(parse(bad)) << bad;
  EXPECT_FALSE(parse_change({"saban_analysis_job", "", 1}));
}

TEST_F(Notify, AnImportByAnotherConnectionIsNotifiedOncePerStatement) {
  ASSERT_TRUE(changes(0.2).empty());
  import({games_file("many.ctr", 60, 3)}, 2000);
  const long long stored = count("SELECT count(*) FROM game");
  ASSERT_EQ(stored, 60);
  std::vector<Change> got = changes();
  // One COPY of 60 games: one notification, for more games than a payload lists.
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].what, Change::What::Games);
  EXPECT_EQ(got[0].op, "insert");
  EXPECT_TRUE(got[0].all);
  EXPECT_EQ(got[0].sender, conn->backend_pid());
  EXPECT_NE(got[0].sender, listener->backend_pid());
}

TEST_F(Notify, EditsAndDeletionsNameTheirGamesAfterTheCommitOnly) {
  import({kSamples / "rulebook" / "mot-nuoc-co-hay.ctr"});
  changes(0.5);  // the import's
  const long long id = count("SELECT min(id) FROM game");

  // Inside a transaction nothing is sent; a rolled-back write sends nothing at all.
  {
    Transaction tx(*conn);
    conn->exec("UPDATE game SET round = 'R' WHERE id = $1::bigint", {std::to_string(id)});
    EXPECT_TRUE(changes(0.3).empty());
  }
  EXPECT_TRUE(changes(0.3).empty());
  // An update that matches no game sends nothing.
  conn->run("UPDATE game SET round = 'R' WHERE id < 0");
  EXPECT_TRUE(changes(0.3).empty());

  // The editor's save: the game's row is replaced.
  Result<parser::GameRecord, std::string> record = load_game(*conn, id);
  ASSERT_TRUE(record) << record.error();
  record->tags.push_back({"Annotator", "notify test"});
  auto saved = save_game(*conn, id, *record);
  ASSERT_TRUE(saved) << saved.error().english();
  std::vector<Change> got = changes();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].op, "update");
  EXPECT_EQ(got[0].ids, std::vector<long long>{id});

  // Deleted into the trash.
  ASSERT_TRUE(delete_game(*conn, id));
  got = changes();
  ASSERT_FALSE(got.empty());
  EXPECT_EQ(got[0].op, "delete");
  EXPECT_EQ(got[0].ids, std::vector<long long>{id});
  EXPECT_EQ(got[0].sender, conn->backend_pid());
}

TEST_F(Notify, AStoredAnalysisNamesItsGame) {
  import({kSamples / "rulebook" / "mot-nuoc-co-hay.ctr"});
  changes(0.5);
  const long long id = count("SELECT min(id) FROM game");
  ASSERT_EQ(queue_games(*conn, {id}, {}), 1);
  EXPECT_TRUE(changes(0.3).empty());  // queueing is the workers' business: no change of a view
  Connection worker = conn->another();
  std::optional<Job> job = claim_job(worker, "w", 60);
  ASSERT_TRUE(job);
  JobResult result;
  result.annotated = "x";
  ASSERT_TRUE(complete_job(worker, *job, result));
  std::vector<Change> got = changes();
  ASSERT_EQ(got.size(), 1u);  // the old result's removal and the new one's: one payload, coalesced
  EXPECT_EQ(got[0].what, Change::What::Analysis);
  EXPECT_EQ(got[0].ids, std::vector<long long>{id});
  EXPECT_EQ(got[0].sender, worker.backend_pid());
}

}  // namespace
}  // namespace saban::db
