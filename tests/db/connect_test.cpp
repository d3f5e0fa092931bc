// Where commands connect (issue 20): --db, SABAN_DB, then the libpq environment (PGSERVICE, PGHOST, ...),
// then the private cluster; `saban db status` says which and why; application_name names the program.
#include "db/connect.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tests/db/database_fixture.h"
#include "tests/db/run_saban.h"
#include "tests/db/scoped_env.h"

namespace saban::db {
namespace {

TEST(ConnectionOrder, FlagThenSabanDbThenPgEnvironment) {
  ScopedEnv db("SABAN_DB", std::string("host=/elsewhere dbname=games"));
  ScopedEnv service("PGSERVICE", std::string("club"));
  EXPECT_EQ(choose_database("dbname=flag").source, "--db");
  EXPECT_EQ(choose_database("dbname=flag").conninfo, "dbname=flag");
  EXPECT_EQ(choose_database("").source, "SABAN_DB");
  EXPECT_EQ(choose_database("").conninfo, "host=/elsewhere dbname=games");
  {
    ScopedEnv no_db("SABAN_DB", std::nullopt);
    const DatabaseChoice c = choose_database("");
    EXPECT_EQ(c.source, "PG environment");
    EXPECT_EQ(c.conninfo, "");
    EXPECT_NE(c.reason.find("PGSERVICE=club"), std::string::npos) << c.reason;
    EXPECT_FALSE(c.private_cluster);
    ScopedEnv no_service("PGSERVICE", std::nullopt);
    for (const char* var : {"PGHOST", "PGHOSTADDR", "PGDATABASE"}) {
      ScopedEnv set(var, std::string("x"));
      EXPECT_EQ(choose_database("").source, "PG environment") << var;
    }
    ScopedEnv h("PGHOST", std::nullopt), a("PGHOSTADDR", std::nullopt), d("PGDATABASE", std::nullopt);
    ScopedEnv home("SABAN_HOME", std::string("/tmp/saban-no-such-home"));
    const DatabaseChoice priv = choose_database("", /*start_private=*/false);
    EXPECT_TRUE(priv.private_cluster);
    EXPECT_EQ(priv.source, "private cluster");
  }
}

class Connect : public Database {};

TEST_F(Connect, ApplicationNameNamesTheProgram) {
  Connection c = connect({conninfo(), "saban-worker w1"});
  EXPECT_EQ(c.one_row("SELECT current_setting('application_name')").text(0, 0), "saban-worker w1");
  // The user's own wins; and another() keeps it.
  Connection mine = connect({conninfo() + " application_name=mine", "saban"});
  EXPECT_EQ(mine.one_row("SELECT current_setting('application_name')").text(0, 0), "mine");
  EXPECT_EQ(c.another().one_row("SELECT current_setting('application_name')").text(0, 0), "saban-worker w1");
}

// A libpq service (PGSERVICE, with PGSERVICEFILE) is used when neither --db nor SABAN_DB is given.
TEST_F(Connect, PgServiceIsUsed) {
  import({kSamples / "encodings" / "utf8.ctr"});
  const fs::path file = dir() / "pg_service.conf";
  {
    std::ofstream out(file);
    out << "[club]\n";
    std::istringstream words(std::getenv("SABAN_TEST_DB"));
    for (std::string w; words >> w;)
      if (w.rfind("dbname=", 0) != 0) out << w << '\n';
    out << "dbname=" << conn->one_row("SELECT current_database()").text(0, 0) << '\n';
  }
  const std::map<std::string, std::optional<std::string>> env{
      {"SABAN_DB", std::nullopt}, {"PGSERVICE", "club"}, {"PGSERVICEFILE", file.string()}};
  const Outcome via_service = saban({"search"}, env);
  EXPECT_EQ(via_service.status, 0) << via_service.err;
  const Outcome direct = saban({"search", "--db", conninfo()}, {{"SABAN_DB", std::nullopt}});
  EXPECT_EQ(via_service.out, direct.out);
  EXPECT_NE(direct.out.find("1 game"), std::string::npos) << direct.out;
  const Outcome status = saban({"db", "status"}, env);
  EXPECT_NE(status.out.find("PG environment"), std::string::npos) << status.out;
  EXPECT_NE(status.out.find("PGSERVICE=club"), std::string::npos) << status.out;
}

}  // namespace
}  // namespace saban::db
