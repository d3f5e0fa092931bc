// `saban` refuses bad arguments before doing any work: every numeric option has a range, an empty --fen is an
// error, dates are dates of the calendar; each refusal is status 2 and one line "saban: ..." (issue 20).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "tests/db/run_saban.h"

namespace saban::db {
namespace {

const std::string kGames = std::string(SABAN_SAMPLES) + "/rulebook/selfplay-vi.ctr";
// A server that is not there: a command that got past its checks fails at once (status 1), never starts one.
const std::map<std::string, std::optional<std::string>> kNoServer = {
    {"SABAN_DB", "host=/nonexistent/saban port=5999 dbname=x connect_timeout=1"}};

Outcome run(const std::vector<std::string>& args) { return saban(args, kNoServer); }

std::size_t lines(const std::string& s) {
  return static_cast<std::size_t>(std::count(s.begin(), s.end(), '\n'));
}

// A usage error: status 2, one line, "saban: ", naming `option`, saying `why`.
void expect_usage(const std::vector<std::string>& args, const std::string& option, const std::string& why) {
  std::string cmd;
  for (const auto& a : args) cmd += a + " ";
  SCOPED_TRACE(cmd);
  const Outcome r = run(args);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(lines(r.err), 1u) << r.err;
  EXPECT_EQ(r.err.rfind("saban: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find(option), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(why), std::string::npos) << r.err;
}

// Values that hung (movetime -1, depth 1000), took 19 GB (batch 10000000), or ran with nonsense (the rest).
TEST(CliArguments, NumericOptionsHaveRanges) {
  const std::string range = "must be between";
  expect_usage({"analyze", "--movetime", "-1", kGames}, "--movetime", range);
  expect_usage({"analyze", "--depth", "1000", kGames}, "--depth", "must be between 1 and 64");
  expect_usage({"analyze", "--depth", "-1", kGames}, "--depth", range);
  expect_usage({"analyze", "--threads", "256", kGames}, "--threads", range);
  expect_usage({"analyze", "--depth", "99999999999999999999", kGames}, "--depth", range);
  expect_usage({"match", "--pairs", "-1"}, "--pairs", range);
  expect_usage({"export", "--format", "svg", "--ply", "-1", kGames}, "--ply", range);
  expect_usage({"export", "--format", "svg", "--size", "0", kGames}, "--size", range);
  expect_usage({"worker", "--lease", "nan"}, "--lease", range);
  expect_usage({"worker", "--lease", "0"}, "--lease", range);
  expect_usage({"jobs", "--failed", "-1"}, "--failed", range);
  expect_usage({"import", "--batch", "-1", kGames}, "--batch", range);
  expect_usage({"import", "--batch", "10000000", kGames}, "--batch", range);
  expect_usage({"import", "--batch", "50001", kGames}, "--batch", "must be between 1 and 50000");
  expect_usage({"selfplay", "--opening-margin", "-1"}, "--opening-margin", range);
  expect_usage({"search", "--limit", "0"}, "--limit", range);
  expect_usage({"perft", "--depth", "x"}, "--depth", "not a number");
}

TEST(CliArguments, MaterialCountsAndDatesAreChecked) {
  expect_usage({"search", "--material", "red has 99999999999999999999 navy"}, "--material", "more than 99");
  expect_usage({"search", "--date", "2020-02-30.."}, "--date", "2020-02-30");
  expect_usage({"search", "--date", "2021-02-29"}, "--date", "2021-02-29");
  expect_usage({"search", "--date", "2020-04-31..2020-05-01"}, "--date", "2020-04-31");
  // Real dates pass the checks (and then fail to connect: status 1).
  EXPECT_EQ(run({"search", "--date", "2020-02-29..2020-12-31"}).status, 1);
}

// export's format is --format, or the extension of -o; with neither it says what it needs.
TEST(CliArguments, ExportTakesItsFormatFromTheOutputsExtension) {
  const std::string svg = (std::filesystem::temp_directory_path() / "saban-format-test.SVG").string();
  const Outcome named = run({"export", "--ply", "0", "-o", svg, kGames});
  EXPECT_EQ(named.status, 0) << named.err;
  std::ifstream in(svg);
  const std::string written((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(written, run({"export", "--format", "svg", "--ply", "0", kGames}).out);
  std::filesystem::remove(svg);
  expect_usage({"export", kGames}, "--format", "-o FILE with one of those extensions");
  expect_usage({"export", "-o", "book.txt", kGames}, "book.txt", "no extension that names one");
}

TEST(CliArguments, EmptyFenIsAnError) {
  for (const std::vector<std::string>& args : {std::vector<std::string>{"show"},
                                               {"moves"},
                                               {"perft", "-d", "1"},
                                               {"export", "--format", "svg"},
                                               {"search"},
                                               {"tree"},
                                               {"show", "--game", "dongson"}}) {
    std::vector<std::string> with = args;
    with.insert(with.end(), {"--fen", ""});
    expect_usage(with, "--fen", "empty");
  }
}

// CLI11's own refusals take the one form too (they were two lines without the prefix).
TEST(CliArguments, UsageErrorsAreOneLineWithThePrefix) {
  expect_usage({"no-such-command"}, "subcommand", "(saban --help)");
  expect_usage({"perft", "--depth"}, "--depth", "saban perft --help");
  expect_usage({"search", "--result", "2-0"}, "--result", "2-0");
}

// A bad FEN says where: the message, then the FEN and a caret under the place (the only message with lines
// under it).
TEST(CliArguments, FenErrorsShowThePlace) {
  const Outcome r = run({"show", "--fen", "11/11/11/11/11/11/11/11/11/11/11/11 x - - 0 1"});
  EXPECT_EQ(r.status, 2);
  ASSERT_EQ(lines(r.err), 3u) << r.err;
  EXPECT_EQ(r.err.rfind("saban: --fen: invalid FEN", 0), 0u) << r.err;
  const std::size_t caret = r.err.rfind('^');
  ASSERT_NE(caret, std::string::npos);
  const std::size_t column = caret - (r.err.rfind('\n', caret) + 1);
  const std::size_t second = r.err.find('\n') + 1;
  EXPECT_EQ(r.err[second + column], 'x') << r.err;
}

// A hostile FEN of 100,000 characters: the message quotes its token short and the line under it is a window
// around the caret, the caret still under the place.
TEST(CliArguments, AHugeFenErrorIsAFewShortLines) {
  const std::string fen = "11/11/11/11/11/11/11/11/11/11/11/11 r - - 0 1 " + std::string(100000, '1');
  const Outcome r = run({"show", "--fen", fen});
  EXPECT_EQ(r.status, 2);
  ASSERT_EQ(lines(r.err), 3u) << r.err.substr(0, 400);
  EXPECT_LT(r.err.size(), 600u) << r.err.substr(0, 600);
  const std::size_t caret = r.err.rfind('^');
  ASSERT_NE(caret, std::string::npos);
  const std::size_t column = caret - (r.err.rfind('\n', caret) + 1);
  const std::size_t second = r.err.find('\n') + 1;
  EXPECT_EQ(r.err[second + column], '1') << r.err;  // the seventh field, one too many
}

// Old spellings go on working: export's --game N (now --game-number), worker's --jobs (now -j/--threads).
TEST(CliArguments, RenamedOptionsKeepTheirOldNames) {
  const Outcome now = run({"export", "--format", "svg", "--game-number", "2", "--ply", "0", kGames});
  ASSERT_EQ(now.status, 0) << now.err;
  const Outcome old = run({"export", "--format", "svg", "--game", "2", "--ply", "0", kGames});
  ASSERT_EQ(old.status, 0) << old.err;
  EXPECT_EQ(old.out, now.out);
  EXPECT_NE(old.err.find("--game-number"), std::string::npos) << old.err;
  expect_usage({"export", "--format", "svg", "--game", "dongson", kGames}, "--game", "--game-number");
  // -j is threads everywhere; worker's old --jobs is still read (then the missing server fails: status 1).
  EXPECT_EQ(run({"worker", "--once", "-j", "2"}).status, 1);
  EXPECT_EQ(run({"worker", "--once", "--threads", "2"}).status, 1);
  EXPECT_EQ(run({"worker", "--once", "--jobs", "2"}).status, 1);
}

TEST(CliArguments, HelpShowsExamples) {
  for (const char* cmd : {"import", "search", "analyze", "export", "worker", "convert", "selfplay", "tree"}) {
    const Outcome r = run({cmd, "--help"});
    EXPECT_EQ(r.status, 0) << cmd;
    EXPECT_NE(r.out.find("Examples:\n  saban " + std::string(cmd)), std::string::npos) << r.out;
  }
}

}  // namespace
}  // namespace saban::db
