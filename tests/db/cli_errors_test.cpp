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

// `--db NAME` is a database's name (libpq's expand_dbname): a failure names it, and does not say the
// connection string cannot be read (it said so, with libpq's message stripped of its quoted names).
TEST(CliErrors, ADatabaseNamedAloneIsNamedInItsError) {
  for (const std::string name : {"nosuchdb_saban", "not a conninfo"}) {
    const Outcome r = saban({"stats", "--db", name}, {{"PGHOST", "/nonexistent/saban"}, {"PGPORT", "5999"}});
    expect_one_line_failure(r, 1);
    EXPECT_NE(r.err.find("cannot connect to the database (dbname="), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(name), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("/nonexistent/saban"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("cannot be read"), std::string::npos) << r.err;
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
  EXPECT_EQ(redact_conninfo("host=h password=secret dbname=d"), "password=*** dbname=d host=h");
  EXPECT_EQ(redact_conninfo("host=h password = 'se cret\\' x' dbname=d").find("cret"), std::string::npos);
  EXPECT_EQ(redact_conninfo("postgresql://bob:secret@localhost:5432/db"),
            "postgresql://bob:***@localhost:5432/db");
  EXPECT_EQ(redact_conninfo("postgres://bob@localhost/db?password=secret&sslmode=require"),
            "postgres://bob@localhost/db?password=***&sslmode=require");
  EXPECT_EQ(redact_conninfo("host=h user=bob"), "user=bob host=h");
  EXPECT_EQ(redact_conninfo("postgresql://localhost/db"), "postgresql://localhost/db");
  // A message quoting the password elsewhere: gone when the password is known.
  EXPECT_EQ(redact_conninfo("bad token \"xsecretx\"", "secret"), "bad token \"x***x\"");
  // A string libpq cannot read: its password's value, quoted or not, is masked all the same.
  EXPECT_EQ(redact_conninfo("host=x password=s3cret 'unclosed"), "host=x password=*** 'unclosed");
  EXPECT_EQ(redact_conninfo("host=x password = 'se cr\\'et' 'unclosed"), "host=x password = *** 'unclosed");
  EXPECT_EQ(redact_conninfo("password='s3 cret"), "password=***");
}

// Issue 20: passwords holding what a pattern took for the end of the value, in quoted conninfo values; URIs
// whose password holds an unencoded '/' or '@'.
TEST(Redact, PasswordsWithAnyCharacter) {
  for (const std::string password :
       {"ab)cd)tail", "ab&cd&tail", "ab#cd#tail", "ab\"cd\"tail", "a b=c tail"}) {
    SCOPED_TRACE(password);
    std::string quoted = "'";
    for (char c : password) quoted += c == '\'' || c == '\\' ? std::string("\\") + c : std::string(1, c);
    quoted += "'";
    const std::string r = redact_conninfo("host=h password=" + quoted + " dbname=d");
    EXPECT_EQ(r.find("tail"), std::string::npos) << r;
    EXPECT_EQ(r.find("cd"), std::string::npos) << r;
    EXPECT_NE(r.find("password=***"), std::string::npos) << r;
  }
  for (const std::string uri : {"postgresql://bob:se/cret@host/db", "postgresql://bob:se@cret@host/db",
                                "postgresql://bob:s/e@c@ret@host:5432/db?sslmode=disable"}) {
    SCOPED_TRACE(uri);
    const std::string r = redact_conninfo(uri);
    EXPECT_EQ(r.find("cret"), std::string::npos) << r;
    EXPECT_EQ(r.find("ret"), std::string::npos) << r;
    EXPECT_EQ(r.rfind("postgresql://bob:***@host", 0), 0u) << r;
    // In a message too.
    const std::string m = redact_conninfo("cannot connect to " + uri + ": timeout");
    EXPECT_EQ(m.find("ret"), std::string::npos) << m;
  }
}

// A URI whose password libpq misreads: its message does not quote the pieces (here "se" as a port).
TEST(Redact, MisreadUriPasswordIsNotQuoted) {
  try {
    Connection c("postgresql://bob:se/cr@et@nohost.invalid/db");
    FAIL() << "connected";
  } catch (const DbError& e) {
    const std::string what = e.what();
    EXPECT_EQ(what.find("\"se\""), std::string::npos) << what;
    EXPECT_EQ(what.find("cr"), std::string::npos) << what;
  }
}

// A connection string libpq cannot read: its message does not quote the string's parts.
TEST(Redact, UnreadableConnectionStringIsNotQuoted) {
  try {
    Connection c("host=/nonexistent password=abc defsecretpart");
    FAIL() << "connected";
  } catch (const DbError& e) {
    const std::string what = e.what();
    EXPECT_EQ(what.find("defsecretpart"), std::string::npos) << what;
  }
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
