// Opening a database without touching its schema (issue 18): db::check_schema says how a database's schema
// stands against this build and writes nothing; app::connect_database leaves a shared database's schema alone
// until app::create_schema (the GUI asks first); connection strings lose their passwords before being kept.
#include <gtest/gtest.h>

#include "app/database.h"
#include "db/connect.h"
#include "db/schema.h"
#include "tests/db/scratch_database.h"

namespace saban::app {
namespace {

class OpenDatabaseTest : public db::ScratchDatabase {
 protected:
  OpenDatabaseTest() : ScratchDatabase("saban_od_", 0) {}
  void SetUp() override {
    ScratchDatabase::SetUp();
    if (conn) conn->run("DROP TABLE schema_version");  // a database with nothing of Saban's in it
  }
  long long tables() { return count("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"); }
};

TEST_F(OpenDatabaseTest, CheckSchemaSaysNoneOlderCurrentNewerAndWritesNothing) {
  const int need = db::schema_version();
  ASSERT_GE(need, 2) << "an older version is needed for this test";
  db::SchemaCheck check = db::check_schema(*conn);
  EXPECT_EQ(check.state, db::SchemaState::None);
  EXPECT_EQ(check.have, 0);
  EXPECT_EQ(check.need, need);
  EXPECT_EQ(tables(), 0) << "the check created nothing";

  db::migrate(*conn, 1);
  check = db::check_schema(*conn);
  EXPECT_EQ(check.state, db::SchemaState::Older);
  EXPECT_EQ(check.have, 1);
  const long long at_one = tables();

  db::migrate(*conn);
  EXPECT_EQ(db::check_schema(*conn).state, db::SchemaState::Current);
  EXPECT_GT(tables(), at_one);

  conn->run("INSERT INTO schema_version (version) VALUES (" + std::to_string(need + 1) + ")");
  check = db::check_schema(*conn);
  EXPECT_EQ(check.state, db::SchemaState::Newer);
  EXPECT_EQ(check.have, need + 1);
}

TEST_F(OpenDatabaseTest, ConnectDatabaseLeavesASharedSchemaAloneUntilAsked) {
  OpenDatabase opened = connect_database(conninfo(), "saban-test");
  EXPECT_FALSE(opened.private_cluster);
  EXPECT_EQ(opened.schema.state, db::SchemaState::None);
  EXPECT_EQ(tables(), 0) << "connecting wrote nothing";
  create_schema(opened);
  EXPECT_EQ(opened.schema.state, db::SchemaState::Current);
  EXPECT_EQ(db::check_schema(*conn).state, db::SchemaState::Current);

  // An older schema is reported, not upgraded, until create_schema.
  conn->run("DELETE FROM schema_version WHERE version = " + std::to_string(db::schema_version()));
  OpenDatabase older = connect_database(conninfo(), "saban-test");
  EXPECT_EQ(older.schema.state, db::SchemaState::Older);
  EXPECT_EQ(db::stored_schema_version(*conn), db::schema_version() - 1);
}

TEST_F(OpenDatabaseTest, APasswordGivenApartIsUsedAndNoneIsAskedOnATerminal) {
  // The test server trusts its users: a password given apart is passed and does no harm; a wrong database
  // fails at once with libpq's reason (no terminal prompt).
  OpenDatabase opened = connect_database(conninfo(), "saban-test", std::string("not-needed-here"));
  EXPECT_EQ(opened.connection.one_row("SELECT 1").integer(0, 0), 1);
  try {
    connect_database(conninfo() + "_missing", "saban-test", std::string("s3cret-word"));
    FAIL() << "a database that does not exist opened";
  } catch (const db::DbError& e) {
    EXPECT_NE(std::string(e.what()).find("does not exist"), std::string::npos) << e.what();
    EXPECT_EQ(std::string(e.what()).find("s3cret-word"), std::string::npos) << e.what();
  }
}

TEST(ConninfoWithoutPassword, DropsThePasswordOfStringsAndUris) {
  EXPECT_EQ(db::conninfo_without_password("host=h password=secret dbname=d"), "dbname=d host=h");
  // A URI comes back as the keyword=value string libpq reads from it, in libpq's order.
  EXPECT_EQ(db::conninfo_without_password("postgresql://bob:secret@localhost:5433/games?sslmode=require"),
            db::conninfo_without_password("sslmode=require port=5433 host=localhost dbname=games user=bob"));
  EXPECT_EQ(db::conninfo_without_password("postgresql://bob:secret@localhost/db").find("secret"),
            std::string::npos);
  EXPECT_EQ(db::make_conninfo({{"dbname", "my games"}, {"user", ""}, {"host", "it's"}}),
            "dbname='my games' host='it\\'s'");
  const auto parts = db::conninfo_parts(db::make_conninfo({{"dbname", "my games"}, {"host", "it's"}}));
  ASSERT_TRUE(parts);
  EXPECT_EQ(db::make_conninfo(*parts), "dbname='my games' host='it\\'s'");
  EXPECT_FALSE(db::conninfo_parts("host='unterminated"));
}

}  // namespace
}  // namespace saban::app
