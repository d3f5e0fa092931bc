// `saban` on a database: a list cut by --limit says so ("first 2 of N"), and jobs, analysis, tree and
// rejected speak JSON with --format json (issue 20).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "db/json.h"
#include "tests/db/database_fixture.h"
#include "tests/db/run_saban.h"

namespace saban::db {
namespace {

class CliFormats : public Database {
 protected:
  Outcome run(std::vector<std::string> args) {
    args.push_back("--db");
    args.push_back(conninfo());
    return saban(args);
  }
};

TEST_F(CliFormats, LimitSaysItCutTheList) {
  ASSERT_EQ(run({"import", (kSamples / "rulebook").string(), (kSamples / "san").string()}).status, 0);
  const long long games = count("SELECT count(*) FROM game");
  ASSERT_GT(games, 3);
  const Outcome cut = run({"search", "--limit", "2"});
  ASSERT_EQ(cut.status, 0) << cut.err;
  EXPECT_NE(cut.out.find("first 2 of " + std::to_string(games) + " games"), std::string::npos) << cut.out;
  const Outcome all = run({"search", "--limit", std::to_string(games)});
  EXPECT_NE(all.out.find("\n" + std::to_string(games) + " games\n"), std::string::npos) << all.out;
  // JSON stays JSON; the note goes to stderr.
  const Outcome json = run({"search", "--limit", "2", "--format", "json"});
  ASSERT_EQ(json.status, 0) << json.err;
  EXPECT_EQ(Json::parse(json.out).size(), 2u);
  EXPECT_NE(json.err.find("first 2 of " + std::to_string(games)), std::string::npos) << json.err;
}

TEST_F(CliFormats, RejectedSaysItCutTheList) {
  // 150 rejected games: the default list shows 100 and says of how many.
  conn->exec(
      "INSERT INTO rejected_game (raw_hash, path, game_number, line, col, reason, raw) SELECT "
      "decode(md5(i::text), 'hex'), 'bad.ctr', i, i, 1, 'illegal move', 'x' FROM generate_series(1, 150) i");
  const Outcome cut = run({"rejected"});
  ASSERT_EQ(cut.status, 0) << cut.err;
  EXPECT_NE(cut.out.find("\nfirst 100 of 150 rejected games"), std::string::npos) << cut.out;
  const Outcome all = run({"rejected", "--limit", "150"});
  ASSERT_EQ(all.status, 0) << all.err;
  EXPECT_NE(all.out.find("\n150 rejected games\n"), std::string::npos) << all.out;
  // JSON stays JSON; the note goes to stderr.
  const Outcome json = run({"rejected", "--limit", "7", "--format", "json"});
  ASSERT_EQ(json.status, 0) << json.err;
  EXPECT_EQ(Json::parse(json.out).size(), 7u);
  EXPECT_NE(json.err.find("first 7 of 150 rejected games"), std::string::npos) << json.err;
  EXPECT_EQ(run({"rejected", "--limit", "150", "--format", "json"}).err, "");
}

// export --db shows "export: read 3 of 5 games" (then prepared) rewritten in place on a terminal, and nothing
// more elsewhere (unless --progress asks: tests/render/export_cli_test.cpp).
TEST_F(CliFormats, ExportProgressOnlyOnATerminal) {
  ASSERT_EQ(run({"import", (kSamples / "rulebook").string()}).status, 0);
  const long long games = count("SELECT count(*) FROM game");
  ASSERT_GT(games, 1);
  const std::string html = (dir() / "games.html").string();
  const std::string tty = stderr_on_a_tty({"export", "--db", conninfo(), "--format", "html", "-o", html});
  const std::string all = std::to_string(games);
  EXPECT_NE(tty.find("\rexport: read 1 of " + all + " games"), std::string::npos) << tty;
  EXPECT_NE(tty.find("\rexport: read " + all + " of " + all + " games"), std::string::npos) << tty;
  EXPECT_NE(tty.find("\rexport: prepared " + all + " of " + all + " games"), std::string::npos) << tty;
  const Outcome r = run({"export", "--format", "html", "-o", html});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
}

TEST_F(CliFormats, JsonOfJobsAnalysisTreeAndRejected) {
  ASSERT_EQ(run({"import", (kSamples / "san" / "selfplay-official.pgn").string(),
                 (kSamples / "broken" / "illegal-move.ctr").string()})
                .status,
            0);
  const Outcome rejected = run({"rejected", "--format", "json"});
  ASSERT_EQ(rejected.status, 0) << rejected.err;
  const Json r = Json::parse(rejected.out);
  ASSERT_EQ(r.size(), 1u) << rejected.out;
  EXPECT_NE(r[0]["path"].get<std::string>().find("illegal-move.ctr"), std::string::npos);
  EXPECT_GT(r[0]["line"].get<int>(), 0);

  const Outcome tree = run({"tree", "--profile", "official", "--format", "json"});
  ASSERT_EQ(tree.status, 0) << tree.err;
  const Json t = Json::parse(tree.out);
  ASSERT_FALSE(t.empty()) << tree.out;
  long long games = 0;
  for (const Json& m : t) games += m["games"].get<long long>();
  EXPECT_EQ(games, count("SELECT count(*) FROM game"));
  EXPECT_FALSE(t[0]["move"].get<std::string>().empty());

  ASSERT_EQ(run({"analyze", "--depth", "1", "--limit", "1"}).status, 0);
  const Outcome queued = run({"jobs", "--format", "json"});
  ASSERT_EQ(queued.status, 0) << queued.err;
  EXPECT_EQ(Json::parse(queued.out)["pending"].get<long long>(), 1) << queued.out;
  const Outcome worker = run({"worker", "--once", "-j", "1"});
  ASSERT_EQ(worker.status, 0) << worker.err;
  const Json done = Json::parse(run({"jobs", "--format", "json"}).out);
  EXPECT_EQ(done["done"].get<long long>(), 1);
  EXPECT_EQ(done["pending"].get<long long>(), 0);
  const long long id = count("SELECT game_id FROM analysis_job");
  const Outcome analysis = run({"analysis", std::to_string(id), "--format", "json"});
  ASSERT_EQ(analysis.status, 0) << analysis.err;
  const Json a = Json::parse(analysis.out);
  EXPECT_EQ(a["game"].get<long long>(), id);
  ASSERT_FALSE(a["moves"].empty());
  EXPECT_EQ(a["moves"][0]["ply"].get<int>(), 1);
  EXPECT_FALSE(a["moves"][0]["played"].get<std::string>().empty());
  EXPECT_NE(a["annotated"].get<std::string>().find("1."), std::string::npos);
}

}  // namespace
}  // namespace saban::db
