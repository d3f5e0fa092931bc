// The private cluster: init, start, connect, status, stop, in a throwaway SABAN_HOME (no server needed
// before).
#include "db/cluster.h"

#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <optional>
#include <string>

#include "db/pq.h"
#include "tests/db/scoped_env.h"

namespace fs = std::filesystem;
using saban::db::Cluster;
using saban::db::ScopedEnv;

namespace {

// A fresh directory under /tmp (short, so the socket path fits; reachable by `postgres` when run as root).
class ClusterTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = "/tmp/saban-cluster-XXXXXX";
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    m_home = pattern;
  }
  void TearDown() override {
    try {
      Cluster(m_home).stop();
    } catch (const std::exception& e) {
      ADD_FAILURE() << e.what();
    }
    std::error_code ec;
    fs::remove_all(m_home, ec);
  }
  fs::path m_home;
};

TEST_F(ClusterTest, InitStartConnectStop) {
  ScopedEnv home("SABAN_HOME", m_home.string());
  ASSERT_EQ(saban::db::data_home(), m_home);
  Cluster c(saban::db::data_home());
  EXPECT_FALSE(c.initialised());
  EXPECT_FALSE(c.status().running);

  c.init();
  EXPECT_TRUE(c.initialised());
  EXPECT_NO_THROW(c.init());  // again: nothing
  EXPECT_EQ(fs::status(m_home).permissions() & fs::perms::all, fs::perms::owner_all);

  c.start();
  auto s = c.status();
  EXPECT_TRUE(s.initialised);
  EXPECT_TRUE(s.running);
  EXPECT_GT(s.pid, 0);
  EXPECT_EQ(s.data_dir, m_home / "pgdata");
  EXPECT_EQ(s.socket_dir, m_home);
  EXPECT_EQ(s.log_file, m_home / "server.log");
  EXPECT_TRUE(fs::exists(m_home / ".s.PGSQL.5433"));
  EXPECT_EQ(c.conninfo(), "host=" + m_home.string() + " port=5433 user=saban dbname=saban");

  c.start();  // already running: nothing
  EXPECT_EQ(c.status().pid, s.pid);

  c.ensure_database();
  c.ensure_database();
  {
    saban::db::Connection conn(c.conninfo());
    EXPECT_EQ(conn.one_row("SELECT 1").integer(0, 0), 1);
    EXPECT_EQ(conn.one_row("SHOW listen_addresses").text(0, 0), "");
    EXPECT_EQ(conn.one_row("SELECT current_database()").text(0, 0), "saban");
  }

  c.stop();
  EXPECT_FALSE(c.running());
  EXPECT_FALSE(c.status().running);
  EXPECT_EQ(c.status().pid, 0);
  EXPECT_NO_THROW(c.stop());  // already stopped: nothing

  c.start();  // a second start/stop is harmless
  EXPECT_TRUE(c.running());
  c.stop();
  EXPECT_FALSE(c.running());
}

TEST_F(ClusterTest, ResolveStartsThePrivateCluster) {
  ScopedEnv home("SABAN_HOME", m_home.string());
  ScopedEnv db("SABAN_DB", std::nullopt);
  const std::string conninfo = saban::db::resolve_conninfo(std::nullopt);
  EXPECT_EQ(conninfo, Cluster(m_home).conninfo());
  EXPECT_TRUE(Cluster(m_home).running());
  saban::db::Connection conn(conninfo);
  EXPECT_EQ(conn.one_row("SELECT 1").integer(0, 0), 1);
  EXPECT_EQ(saban::db::database_conninfo(""), conninfo);  // running already: same answer
}

TEST_F(ClusterTest, StartWithoutInitFails) {
  Cluster c(m_home / "none");
  EXPECT_THROW(c.start(), saban::db::DbError);
  EXPECT_FALSE(c.running());
}

// Issue 20: a data home that is a symbolic link, or another user's directory, is refused before anything
// in it (or where it points) is touched.
TEST_F(ClusterTest, SymlinkedHomeIsRefused) {
  const fs::path target = m_home / "target", link = m_home / "link";
  fs::create_directory(target);
  fs::permissions(target, fs::perms::owner_all | fs::perms::group_read | fs::perms::others_read |
                              fs::perms::group_exec | fs::perms::others_exec);
  fs::create_directory_symlink(target, link);
  ScopedEnv home("SABAN_HOME", link.string());
  ScopedEnv db("SABAN_DB", std::nullopt);
  try {
    saban::db::resolve_conninfo(std::nullopt);
    FAIL() << "a symlinked home was used";
  } catch (const saban::db::DbError& e) {
    EXPECT_NE(std::string(e.what()).find("symbolic link"), std::string::npos) << e.what();
  }
  EXPECT_THROW(Cluster(link).init(), saban::db::DbError);
  struct stat st {};
  ASSERT_EQ(stat(target.c_str(), &st), 0);
  EXPECT_EQ(st.st_uid, geteuid());
  EXPECT_EQ(st.st_mode & 0777, 0755u);
  EXPECT_TRUE(fs::is_empty(target));
}

TEST_F(ClusterTest, HomeOfAnotherUserIsRefused) {
  if (geteuid() != 0) GTEST_SKIP() << "needs root to give a directory to another user";
  const fs::path other = m_home / "other";
  fs::create_directory(other);
  ASSERT_EQ(chown(other.c_str(), 65534, 65534), 0);  // nobody
  ScopedEnv home("SABAN_HOME", other.string());
  ScopedEnv db("SABAN_DB", std::nullopt);
  try {
    saban::db::resolve_conninfo(std::nullopt);
    FAIL() << "another user's home was used";
  } catch (const saban::db::DbError& e) {
    EXPECT_NE(std::string(e.what()).find("another user"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(fs::is_empty(other));
}

TEST(Resolve, FlagThenEnvironment) {
  ScopedEnv db("SABAN_DB", std::string("host=/elsewhere dbname=games"));
  EXPECT_EQ(saban::db::resolve_conninfo(std::nullopt), "host=/elsewhere dbname=games");
  EXPECT_EQ(saban::db::resolve_conninfo(std::string("dbname=flag")), "dbname=flag");
  EXPECT_EQ(saban::db::database_conninfo(""), "host=/elsewhere dbname=games");
  EXPECT_EQ(saban::db::database_conninfo("dbname=flag"), "dbname=flag");
}

TEST(DataHome, Order) {
  ScopedEnv db("SABAN_DB", std::nullopt);
  {
    ScopedEnv home("SABAN_HOME", std::string("/x/home"));
    ScopedEnv xdg("XDG_DATA_HOME", std::string("/x/xdg"));
    EXPECT_EQ(saban::db::data_home(), fs::path("/x/home"));
  }
  {
    ScopedEnv home("SABAN_HOME", std::nullopt);
    ScopedEnv xdg("XDG_DATA_HOME", std::string("/x/xdg"));
    EXPECT_EQ(saban::db::data_home(), fs::path("/x/xdg/saban"));
  }
  {
    ScopedEnv home("SABAN_HOME", std::nullopt);
    ScopedEnv xdg("XDG_DATA_HOME", std::nullopt);
    ScopedEnv h("HOME", std::string("/x/user"));
    EXPECT_EQ(saban::db::data_home(),
              geteuid() == 0 ? fs::path("/var/lib/saban") : fs::path("/x/user/.local/share/saban"));
  }
}

}  // namespace
