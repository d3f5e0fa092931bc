// What `saban` writes and the status it ends with: every write is checked (a full disk is status 1 and a
// message, never a silent loss), a run that produced nothing is a failure, diagnostics go to stderr and
// results to stdout (issue 20).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "tests/db/run_saban.h"

namespace saban::db {
namespace {

namespace fs = std::filesystem;

const std::string kSamples = SABAN_SAMPLES;
const std::string kGames = kSamples + "/rulebook/selfplay-vi.ctr";
const std::string kBad = kSamples + "/broken/illegal-move.ctr";

// Status 1, and the last line of stderr is the one "saban: " message, saying `why` (and, for a write to
// /dev/full, the reason of that write).
void expect_failure(const Outcome& r, const std::string& why, bool disk_full = false) {
  EXPECT_EQ(r.status, 1) << r.err;
  const std::size_t last = r.err.rfind('\n', r.err.size() >= 2 ? r.err.size() - 2 : 0);
  const std::string line = r.err.substr(last == std::string::npos ? 0 : last + 1);
  EXPECT_EQ(line.rfind("saban: ", 0), 0u) << r.err;
  EXPECT_NE(line.find(why), std::string::npos) << r.err;
  if (disk_full) {
    EXPECT_NE(line.find("No space left on device"), std::string::npos) << r.err;
  }
}

TEST(CliOutputs, WritesToAFullDiskFail) {
  expect_failure(saban({"convert", "-o", "/dev/full", kGames}), "/dev/full", true);
  expect_failure(saban({"convert", kGames}, {}, "/dev/full"), "standard output", true);
  expect_failure(saban({"selfplay", "--random", "-n", "2", "-o", "/dev/full"}), "/dev/full", true);
  expect_failure(saban({"selfplay", "--random", "-n", "2"}, {}, "/dev/full"), "standard output", true);
  expect_failure(saban({"selfplay", "--game", "dongson", "-n", "1", "--depth", "1", "--max-plies", "4", "-o",
                        "/dev/full"}),
                 "/dev/full", true);
  expect_failure(saban({"export", "--format", "svg", "-o", "/dev/full", kGames}), "/dev/full", true);
  expect_failure(saban({"export", "--format", "svg", kGames}, {}, "/dev/full"), "standard output", true);
  expect_failure(saban({"show"}, {}, "/dev/full"), "standard output", true);
  expect_failure(saban({"analyze", "--depth", "1", "-o", "/dev/full", kGames}), "/dev/full", true);
  expect_failure(saban({"match", "--depth-a", "1", "--depth-b", "1", "--pairs", "1", "--max-plies", "4", "-o",
                        "/dev/full"}),
                 "/dev/full", true);
  expect_failure(saban({"match", "--game", "dongson", "--depth-a", "1", "--depth-b", "1", "--pairs", "1",
                        "--max-plies", "4", "-o", "/dev/full"}),
                 "/dev/full", true);
  expect_failure(saban({"engine"}, {}, "/dev/full", "isready\nquit\n"), "standard output", true);
  expect_failure(saban({"completion", "bash", "-o", "/dev/full"}), "/dev/full", true);
  expect_failure(saban({"completion", "bash"}, {}, "/dev/full"), "standard output", true);
  // The same session on a writable stdout is a success.
  const Outcome engine = saban({"engine"}, {}, "", "isready\nquit\n");
  EXPECT_EQ(engine.status, 0) << engine.err;
  EXPECT_NE(engine.out.find("readyok"), std::string::npos) << engine.out;
}

// A write that failed stops the command at once, with the reason of that write: `analyze` of many games to a
// full disk ended after analysing them all and said "Input/output error" (the reason read at the end).
TEST(CliOutputs, AFailedWriteStopsTheCommandAtOnce) {
  for (const bool to_file : {true, false}) {
    const Outcome r = to_file ? saban({"analyze", "--depth", "1", "-o", "/dev/full", kGames})
                              : saban({"analyze", "--depth", "1", kGames}, {}, "/dev/full");
    expect_failure(r, "No space left on device");
    EXPECT_EQ(r.err.find("game 2:"), std::string::npos) << r.err;
  }
}

// README: 1 is a failure (bad input, unwritable output), 2 bad usage; export said 2 for all of them.
TEST(CliOutputs, ExportFailuresAreStatusOne) {
  expect_failure(saban({"export", "--format", "html", kBad}), "could not be read");
  const fs::path empty = fs::temp_directory_path() / ("saban_empty_" + std::to_string(getpid()) + ".ctr");
  std::ofstream(empty) << "";
  expect_failure(saban({"export", "--format", "html", empty.string()}), "no games to export");
  fs::remove(empty);
  expect_failure(saban({"export", "--format", "svg", "-o", "/nonexistent/dir/x.svg", kGames}),
                 "cannot write");
  // Bad arguments stay usage errors.
  EXPECT_EQ(saban({"export", "--format", "svg", "--game-number", "99", kGames}).status, 2);
}

TEST(CliOutputs, AnalyzeWithNoReadableGameFails) {
  const Outcome r = saban({"analyze", "--depth", "1", kBad});
  expect_failure(r, "no game analysed");
  EXPECT_TRUE(r.out.empty()) << r.out;
  // One good game among the bad ones is a success.
  EXPECT_EQ(saban({"analyze", "--depth", "1", kSamples + "/broken/second-game-bad.pgn"}).status, 0);
}

// analyze shows its progress, "analyze: game 1 of 2, position 3/40", rewritten in place, only on a terminal:
// redirected, stderr holds what it held before.
TEST(CliOutputs, AnalyzeProgressOnlyOnATerminal) {
  const std::string two = kSamples + "/broken/second-game-bad.pgn";  // two games, the second bad
  const std::string tty = stderr_on_a_tty({"analyze", "--depth", "1", two});
  EXPECT_NE(tty.find("\ranalyze: game 1 of 2, position 1/"), std::string::npos) << tty;
  const Outcome r = saban({"analyze", "--depth", "1", two});
  EXPECT_EQ(r.err.find('\r'), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("analyze: game"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("game 1: "), std::string::npos) << r.err;  // the game's summary line stays
}

// check and convert report the same diagnostics the same way: on stderr; stdout holds the results.
TEST(CliOutputs, DiagnosticsGoToStderr) {
  const Outcome check = saban({"check", kBad});
  const Outcome convert = saban({"convert", kBad});
  EXPECT_EQ(check.out, "1 game, 1 with errors\n");
  expect_failure(check, "1 of 1 game has errors");
  expect_failure(convert, "1 of 1 game has errors");
  const std::string diagnostic = kBad + ":";
  EXPECT_NE(check.err.find(diagnostic), std::string::npos) << check.err;
  EXPECT_EQ(check.err.substr(0, check.err.find("saban: ")),
            convert.err.substr(0, convert.err.find("1 game, ")));
  EXPECT_EQ(saban({"check", kGames}).status, 0);
}

// A folder given to check, convert or export stands for the record files below it, as import reads one (it
// was refused: "File is actually a directory"); the counts are those of its files given one by one.
TEST(CliOutputs, AFolderIsTheRecordFilesBelowIt) {
  const std::string folder = kSamples + "/encodings";
  const Outcome whole = saban({"check", folder});
  EXPECT_EQ(whole.status, 0) << whole.err;
  const Outcome each = saban({"check", folder + "/tcvn3.ctr", folder + "/utf16le.ctr", folder + "/utf8.ctr",
                              folder + "/vni.ctr", folder + "/windows-1258.ctr"});
  EXPECT_EQ(whole.out, each.out);
  EXPECT_EQ(whole.err, each.err) << "the same files, in name order";
  EXPECT_NE(whole.out.find("5 games"), std::string::npos) << whole.out;
  const Outcome broken = saban({"check", kSamples + "/broken"});
  expect_failure(broken, "games have errors");
  EXPECT_NE(broken.err.find("illegal-move.pgn:6:15: game 1: illegal move"), std::string::npos) << broken.err;
  const std::filesystem::path empty = std::filesystem::temp_directory_path() / "saban-empty-folder-test";
  std::filesystem::create_directories(empty);
  const Outcome none = saban({"convert", empty.string()});
  EXPECT_EQ(none.status, 0);
  EXPECT_NE(none.err.find(": no record file (*.ctr, *.pgn, *.txt) below this folder"), std::string::npos)
      << none.err;
  std::filesystem::remove(empty);
  // export makes one book of a folder's games, as of its files given one by one
  const Outcome book = saban({"export", "--format", "html", kSamples + "/encodings"});
  EXPECT_EQ(book.status, 0) << book.err;
  EXPECT_EQ(book.out, saban({"export", "--format", "html", folder + "/tcvn3.ctr", folder + "/utf16le.ctr",
                             folder + "/utf8.ctr", folder + "/vni.ctr", folder + "/windows-1258.ctr"})
                          .out);
  EXPECT_NE(book.out.find("<html"), std::string::npos);
  // analyze writes a folder's games one after the other, each annotated as its file alone would be
  const Outcome annotated = saban({"analyze", "--depth", "1", folder});
  EXPECT_EQ(annotated.status, 0) << annotated.err;
  std::string one_by_one;
  for (const char* name : {"/tcvn3.ctr", "/utf16le.ctr", "/utf8.ctr", "/vni.ctr", "/windows-1258.ctr"})
    one_by_one += (one_by_one.empty() ? "" : "\n") + saban({"analyze", "--depth", "1", folder + name}).out;
  EXPECT_EQ(annotated.out, one_by_one);
  EXPECT_NE(annotated.err.find("utf8.ctr: game 1: Red accuracy"), std::string::npos) << annotated.err;
}

// A file that cannot be decoded: the advice names what the command itself offers, --encoding where it has it,
// `saban convert --encoding` where it has not; the error says the line of the byte and quotes no empty line.
TEST(CliOutputs, AnUndecodableFileSaysHowToNameItsEncoding) {
  const std::string latin1 = kSamples + "/broken/latin1-names.pgn";
  const Outcome check = saban({"check", latin1});
  expect_failure(check, "1 of 1 game has errors");
  EXPECT_NE(check.err.find("latin1-names.pgn:2:1: game 1: the file is not valid"), std::string::npos)
      << check.err;
  EXPECT_NE(check.err.find("name its encoding with --encoding: utf-8, "), std::string::npos) << check.err;
  EXPECT_EQ(check.err.find("\n  \n  ^"), std::string::npos) << "no empty quote:\n" << check.err;
  EXPECT_EQ(saban({"check", "--encoding", "windows-1258", latin1}).status, 0);
  const Outcome analyze = saban({"analyze", "--depth", "1", latin1});
  expect_failure(analyze, "no game analysed");
  EXPECT_NE(analyze.err.find("saban convert --encoding NAME -o copy.ctr " + latin1), std::string::npos)
      << analyze.err;
  EXPECT_EQ(analyze.err.find("with --encoding"), std::string::npos) << "analyze has no --encoding";
}

// A file of NUL bytes (a binary file, or /dev/zero, which `check` read without end, skipping games of NULs
// over 1 MiB) is not read as UTF-8: one error at its first byte, status 1.
TEST(CliOutputs, AFileOfNulBytesIsNotText) {
  const fs::path zeros = fs::temp_directory_path() / ("saban_zeros_" + std::to_string(::getpid()) + ".pgn");
  std::ofstream(zeros, std::ios::binary) << std::string(3 << 20, '\0');
  const Outcome check = saban({"check", zeros.string()});
  fs::remove(zeros);
  expect_failure(check, "1 of 1 game has errors");
  EXPECT_NE(
      check.err.find(":1:1: game 1: the file is not valid UTF-8 or a Vietnamese encoding: byte 0x00 (NUL) "
                     "on line 1: a record's text holds no NUL bytes (a binary file?)"),
      std::string::npos)
      << check.err;
  EXPECT_EQ(check.err.find("longer than"), std::string::npos) << check.err;
}

}  // namespace
}  // namespace saban::db
