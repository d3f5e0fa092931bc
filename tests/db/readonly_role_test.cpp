// Issue 20: a role that may only SELECT can search, walk the tree, read the statistics and export a shared
// database through `saban`; reading never migrates (nor writes); an old schema is named, with the command
// that upgrades it, and `saban db migrate` run by the owner upgrades it.
#include <gtest/gtest.h>
#include <unistd.h>

#include "db/connect.h"
#include "db/schema.h"
#include "tests/db/database_fixture.h"
#include "tests/db/run_saban.h"

namespace saban::db {
namespace {

class ReadOnlyRole : public Database {
 protected:
  explicit ReadOnlyRole(int schema = -1) : Database(schema) {}
  void TearDown() override {
    if (!m_role.empty() && conn) {
      conn->run("DROP OWNED BY " + m_role);
      conn->run("DROP ROLE " + m_role);
    }
    Database::TearDown();
  }
  // A role that may connect and SELECT, nothing else; its connection string.
  std::string reader() {
    m_role = "saban_ro_" + std::to_string(getpid());
    const std::string database = conn->one_row("SELECT current_database()").text(0, 0);
    conn->run("CREATE ROLE " + m_role + " LOGIN");
    conn->run("GRANT CONNECT ON DATABASE " + database + " TO " + m_role);
    conn->run("GRANT USAGE ON SCHEMA public TO " + m_role);
    conn->run("GRANT SELECT ON ALL TABLES IN SCHEMA public TO " + m_role);
    return conninfo() + " user=" + m_role;
  }
  std::string versions() {
    std::string out;
    Rows r = conn->exec("SELECT version FROM schema_version ORDER BY 1");
    for (int i = 0; i < r.size(); ++i) out += r.text(i, 0) + " ";
    return out;
  }
  std::string m_role;
};

TEST_F(ReadOnlyRole, ReadsWithoutWriting) {
  import({kSamples});
  const std::string ro = reader();
  const std::string before = versions();
  const std::map<std::string, std::optional<std::string>> env{{"SABAN_DB", std::nullopt}};
  const Outcome search = saban({"search", "--db", ro}, env);
  EXPECT_EQ(search.status, 0) << search.err;
  EXPECT_NE(search.out.find("games"), std::string::npos) << search.out;
  const Outcome tree = saban({"tree", "--db", ro}, env);
  EXPECT_EQ(tree.status, 0) << tree.err;
  const Outcome stats = saban({"stats", "--db", ro}, env);
  EXPECT_EQ(stats.status, 0) << stats.err;
  const fs::path html = dir() / "games.html";
  const Outcome exported = saban({"export", "--db", ro, "--format", "html", "-o", html.string()}, env);
  EXPECT_EQ(exported.status, 0) << exported.err;
  EXPECT_GT(fs::file_size(html), 1000u);
  for (const Outcome* o : {&search, &tree, &stats, &exported})
    EXPECT_EQ(o->err.find("permission denied"), std::string::npos) << o->err;
  EXPECT_EQ(versions(), before);
}

class OldSchema : public ReadOnlyRole {
 protected:
  OldSchema() : ReadOnlyRole(5) {}
};

TEST_F(OldSchema, ReadersAreToldToMigrateAndTheOwnerMigrates) {
  const std::string ro = reader();
  const std::map<std::string, std::optional<std::string>> env{{"SABAN_DB", std::nullopt}};
  for (const std::string& who : {ro, conninfo()}) {  // the owner's reads do not migrate either
    const Outcome search = saban({"search", "--db", who}, env);
    EXPECT_EQ(search.status, 1);
    EXPECT_NE(search.err.find("has schema version 5, this saban needs " + std::to_string(schema_version())),
              std::string::npos)
        << search.err;
    EXPECT_NE(search.err.find("run `saban db migrate`"), std::string::npos) << search.err;
    EXPECT_EQ(stored_schema_version(*conn), 5);
  }
  const Outcome denied = saban({"db", "migrate", "--db", ro}, env);
  EXPECT_EQ(denied.status, 1);
  EXPECT_EQ(stored_schema_version(*conn), 5);
  const Outcome migrated = saban({"db", "migrate", "--db", conninfo()}, env);
  EXPECT_EQ(migrated.status, 0) << migrated.err;
  EXPECT_NE(migrated.out.find("from version 5 to " + std::to_string(schema_version())), std::string::npos)
      << migrated.out;
  conn->run("GRANT SELECT ON ALL TABLES IN SCHEMA public TO " + m_role);
  const Outcome search = saban({"search", "--db", ro}, env);
  EXPECT_EQ(search.status, 0) << search.err;
}

}  // namespace
}  // namespace saban::db
