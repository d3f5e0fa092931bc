// `saban` ends every failure with one line on stderr and a documented exit status (1 failure, 2 usage), never
// an abort (status 134); no message shows a database password. And redact_conninfo, which keeps them out.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/pq.h"
#include "tests/db/run_saban.h"

namespace saban::db {
namespace {

namespace fs = std::filesystem;

void expect_one_line_failure(const Outcome& r, int status, const std::string& secret = "") {
  EXPECT_EQ(r.status, status) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_EQ(r.err.rfind("saban: ", 0), 0u) << r.err;
  if (!secret.empty()) {
    EXPECT_EQ(r.err.find(secret), std::string::npos) << r.err;
  }
}

TEST(CliErrors, UnreachableDatabaseIsOneLineStatusOneNoPassword) {
  const std::string samples = std::string(SABAN_SAMPLES) + "/san";
  // Keyword/value and URI forms, by --db and by SABAN_DB; a socket folder that does not exist.
  const std::vector<std::string> conninfos = {
      "host=/nonexistent/saban port=5999 user=bob password=hunter2secret dbname=x",
      "host=/nonexistent/saban port=5999 password = 'hunter2secret' dbname=x",
      "postgresql://bob:hunter2secret@%2Fnonexistent%2Fsaban:5999/x",
      "postgresql:///x?host=/nonexistent/saban&port=5999&password=hunter2secret"};
  for (const std::string& c : conninfos) {
    SCOPED_TRACE(c);
    const Outcome flag = saban({"import", "--db", c, samples});
    expect_one_line_failure(flag, 1, "hunter2secret");
    EXPECT_NE(flag.err.find("cannot connect"), std::string::npos) << flag.err;
    expect_one_line_failure(saban({"search", "--player", "x"}, {{"SABAN_DB", c}}), 1, "hunter2secret");
    expect_one_line_failure(saban({"stats", "--db", c}), 1, "hunter2secret");
  }
}

TEST(CliErrors, UnusableDataFolderIsOneLineStatusOne) {
  // The private cluster's folder cannot be made (a file stands in the way).
  const fs::path file = fs::temp_directory_path() / ("saban_not_a_dir_" + std::to_string(getpid()));
  std::ofstream(file) << "x";
  const Outcome r = saban({"stats"}, {{"SABAN_DB", std::nullopt}, {"SABAN_HOME", (file / "home").string()}});
  fs::remove(file);
  expect_one_line_failure(r, 1);
}

TEST(CliErrors, UsageErrorsAreStatusTwo) {
  EXPECT_EQ(saban({"no-such-command"}).status, 2);
  EXPECT_EQ(saban({"import"}).status, 2);
  EXPECT_EQ(saban({"import", "/no/such/file.pgn"}).status, 2);
  EXPECT_EQ(saban({"perft", "--depth", "x"}).status, 2);
  const Outcome help = saban({"--help"});
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("Exit status"), std::string::npos) << help.out;
}

TEST(Redact, PasswordsLeaveConnectionStrings) {
  EXPECT_EQ(redact_conninfo("host=h password=secret dbname=d"), "host=h password=*** dbname=d");
  EXPECT_EQ(redact_conninfo("host=h PASSWORD = 'se cret\\' x' dbname=d"), "host=h PASSWORD = *** dbname=d");
  EXPECT_EQ(redact_conninfo("postgresql://bob:secret@localhost:5432/db"),
            "postgresql://bob:***@localhost:5432/db");
  EXPECT_EQ(redact_conninfo("postgres://bob@localhost/db?password=secret&sslmode=require"),
            "postgres://bob@localhost/db?password=***&sslmode=require");
  EXPECT_EQ(redact_conninfo("host=h user=bob"), "host=h user=bob");
  EXPECT_EQ(redact_conninfo("postgresql://localhost/db"), "postgresql://localhost/db");
  // A message quoting the password elsewhere: gone when the password is known.
  EXPECT_EQ(redact_conninfo("bad token \"xsecretx\"", "secret"), "bad token \"x***x\"");
}

TEST(Redact, ConnectionErrorsShowNoPassword) {
  try {
    Connection c("host=/nonexistent/saban port=5999 password=hunter2secret");
    FAIL() << "connected";
  } catch (const DbError& e) {
    const std::string what = e.what();
    EXPECT_EQ(what.find("hunter2secret"), std::string::npos) << what;
    EXPECT_EQ(what.find('\n'), std::string::npos) << what;
    EXPECT_NE(what.find("password=***"), std::string::npos) << what;
  }
}

}  // namespace
}  // namespace saban::db
