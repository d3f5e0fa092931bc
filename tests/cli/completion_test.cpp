// `saban completion bash`: a valid bash script, made from the command line's own subcommands and options,
// that completes them in bash (issue 20).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/db/run_saban.h"

namespace saban::db {
namespace {

namespace fs = std::filesystem;

class Completion : public ::testing::Test {
 protected:
  void SetUp() override {
    const Outcome r = saban({"completion", "bash"});
    ASSERT_EQ(r.status, 0) << r.err;
    script = fs::temp_directory_path() / ("saban_completion_" + std::to_string(getpid()) + ".bash");
    std::ofstream(script) << r.out;
  }
  void TearDown() override { fs::remove(script); }

  // What the completion offers for the words typed (the last one being completed), one per line, sorted.
  std::string complete(const std::string& words) {
    const std::string command = "bash -c 'source " + script.string() + " && COMP_WORDS=(" + words +
                                ") && COMP_CWORD=$((${#COMP_WORDS[@]} - 1)) && _saban && printf \"%s\\n\" "
                                "\"${COMPREPLY[@]}\" | sort'";
    std::string out;
    if (FILE* p = popen(command.c_str(), "r")) {
      char buf[4096];
      for (std::size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
      pclose(p);
    }
    return out;
  }

  fs::path script;
};

TEST_F(Completion, ScriptIsValidBash) { EXPECT_EQ(std::system(("bash -n " + script.string()).c_str()), 0); }

TEST_F(Completion, CompletesSubcommandsAndTheirOptions) {
  EXPECT_EQ(complete("saban exp"), "export\n");
  EXPECT_EQ(complete("saban export --form"), "--format\n");
  EXPECT_EQ(complete("saban search --lim"), "--limit\n");
  EXPECT_EQ(complete("saban db st"), "start\nstatus\nstop\n");  // a subcommand's own subcommands
  EXPECT_EQ(complete("saban db status --"), "--conninfo\n--help\n--help-all\n");
  // An option's value is passed over: the options completed are still those of search.
  EXPECT_EQ(complete("saban search --player Nguyen --res"), "--result\n");
  // An option group's options (analyze --db's queue filters) are the command's too.
  EXPECT_NE(complete("saban analyze --").find("--player\n"), std::string::npos);
}

TEST(CompletionUsage, OnlyBash) { EXPECT_EQ(saban({"completion", "zsh"}).status, 2); }

}  // namespace
}  // namespace saban::db
