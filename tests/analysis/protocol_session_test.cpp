// The engine protocol under hostile sessions: every `go` can be stopped and `quit` always ends the engine,
// limits that would mean no end are refused, the Hash option stays within the machine, lines are bounded. A
// session fuzzer (fixed seed, bounded count and time) sends random command sequences and checks the answer to
// `quit`.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <unistd.h>

#include "analysis/engine.h"
#include "analysis/protocol.h"
#include "rules/position.h"
#include "rules/san.h"
#include "tests/analysis/protocol_streams.h"

namespace saban::analysis {
namespace {

using namespace protocol_testing;

// A wedged engine cannot be joined: report the session and end the test program (gtest shows the failure).
void expect_ends(LiveEngine& live, const std::string& session, double seconds = 10) {
  if (live.ends_within(seconds)) return live.engine.join();
  ADD_FAILURE() << "the engine did not end within " << seconds << " s after quit; session:\n" << session;
  std::fflush(stdout);
  std::_Exit(1);
}

// Runs `session` (which ends in quit) on a live engine; the lines it answered.
std::vector<std::string> run_live(const std::string& session) {
  LiveEngine live;
  live.feed.push(session);
  expect_ends(live, session);
  return live.sink.lines();
}

// Each of these used to hold the command loop in a search without end, so that `stop` and `quit` were never
// read (issue 20): a clock without the mover's time, zero limits, and any command waiting for a long search.
TEST(ProtocolSession, StopAndQuitAlwaysEndTheSession) {
  const char* wedges[] = {
      "position startpos\ngo winc 50\nposition startpos\nstop\nquit\n",
      "position startpos\ngo btime 1000\nposition startpos\nstop\nquit\n",
      "position startpos\ngo movestogo 5\nposition startpos\nstop\nquit\n",
      "position startpos\ngo nodes 0\nposition startpos\nstop\nquit\n",
      "position startpos\ngo movetime 0\nposition startpos\nstop\nquit\n",
      "position startpos\ngo depth 64\nposition startpos\nstop\nquit\n",
      "position startpos\ngo depth 64\nnewgame\nquit\n",
  };
  for (const char* session : wedges) {
    const auto out = run_live(session);
    EXPECT_EQ(starting(out, "bestmove ").size(), 1u) << session;  // every go answered once
  }
}

TEST(ProtocolSession, LimitsThatMeanNoEndAreRefused) {
  const auto out = run_live(
      "position startpos\ngo winc 50\ngo btime 1000\ngo movestogo 5\ngo nodes 0\ngo movetime 0\n"
      "position startpos moves Ic5c6\ngo btime 200 wtime 1000\nquit\n");
  const auto errors = starting(out, "info string error: ");
  ASSERT_EQ(errors.size(), 5u);
  EXPECT_EQ(errors[0], "info string error: line 2: go: Red is to move but 'wtime' is not given");
  EXPECT_EQ(errors[1], "info string error: line 3: go: Red is to move but 'wtime' is not given");
  EXPECT_EQ(errors[2], "info string error: line 4: go: Red is to move but 'wtime' is not given");
  EXPECT_EQ(errors[3], "info string error: line 5: go: 'nodes' needs a number >= 1");
  EXPECT_EQ(errors[4], "info string error: line 6: go: 'movetime' needs a number >= 1");
  // Blue to move with its own clock searches (200 / 30 ms).
  const auto best = starting(out, "bestmove ");
  ASSERT_EQ(best.size(), 6u);
  EXPECT_NE(best.back(), "bestmove none");
}

// A stop before the first iteration has searched a single root turn through used to report the unsearched
// bound as `score mate 0`; now there is no score, and the best move is still a legal one.
TEST(ProtocolSession, AnAtOnceStopReportsNoFalseMate) {
  for (const char* go : {"go nodes 1\n", "go infinite\nstop\n"}) {
    const auto out = run_live(std::string("position startpos\n") + go + "quit\n");
    for (const auto& l : out) EXPECT_EQ(l.find(" mate 0"), std::string::npos) << l;
    const auto best = starting(out, "bestmove ");
    ASSERT_EQ(best.size(), 1u) << go;
    Position pos = Position::start();
    EXPECT_TRUE(read_move(pos, best[0].substr(9)).ok()) << best[0];
  }
}

TEST(ProtocolSession, HashStaysWithinTheMachine) {
  const std::size_t max = max_hash_mb();
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  EXPECT_LE(max * (std::size_t{1} << 20),
            static_cast<std::size_t>(pages) * static_cast<std::size_t>(page) / 2);
  EXPECT_GE(max, 1u);
  // The old advertised maximum (65536) ended the engine in `out of memory` on a smaller machine; one above
  // the maximum is refused with the range.
  const auto out = run_live("setoption name Hash value " + std::to_string(max + 1) + "\nisready\nquit\n");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0], "info string error: line 1: setoption: Hash must be 1 to " + std::to_string(max) +
                        " (MB), not '" + std::to_string(max + 1) + "'");
  EXPECT_EQ(out[1], "readyok");
}

#if defined(__SANITIZE_ADDRESS__)
#define SABAN_NO_ADDRESS_LIMIT 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SABAN_NO_ADDRESS_LIMIT 1
#endif
#endif

// A table the process cannot have (its address space limited for the test) is refused with a line, and the
// engine searches on with the table it had.
TEST(ProtocolSession, AHashThatCannotBeHadKeepsTheOldTable) {
#ifdef SABAN_NO_ADDRESS_LIMIT
  GTEST_SKIP() << "AddressSanitizer reserves more address space than any limit would leave";
#else
  const std::size_t mb = std::min<std::size_t>(max_hash_mb(), 1024);
  if (mb < 256) GTEST_SKIP() << "the machine offers only " << mb << " MB";
  LiveEngine live;
  live.feed.push("isready\n");
  ASSERT_TRUE(live.sink.wait_for([](const std::string& l) { return l == "readyok"; }));
  rlimit old{};
  ASSERT_EQ(getrlimit(RLIMIT_AS, &old), 0);
  long vm_pages = 0;
  if (FILE* f = std::fopen("/proc/self/statm", "r")) {
    if (std::fscanf(f, "%ld", &vm_pages) != 1) vm_pages = 0;
    std::fclose(f);
  }
  ASSERT_GT(vm_pages, 0);
  rlimit low = old;
  low.rlim_cur = static_cast<rlim_t>(vm_pages) * static_cast<rlim_t>(sysconf(_SC_PAGESIZE)) + (128u << 20);
  ASSERT_EQ(setrlimit(RLIMIT_AS, &low), 0);
  live.feed.push("setoption name Hash value " + std::to_string(mb) + "\nisready\n");
  const bool answered =
      live.sink.wait_for_lines([](const auto& l) { return starting(l, "readyok").size() == 2; });
  setrlimit(RLIMIT_AS, &old);
  ASSERT_TRUE(answered);
  live.feed.push("position startpos\ngo depth 2\n");
  ASSERT_TRUE(live.sink.wait_for(begins("bestmove ")));
  live.feed.push("quit\n");
  expect_ends(live, "setoption Hash under a limit");
  const auto out = live.sink.lines();
  const auto errors = starting(out, "info string error: ");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "info string error: line 2: setoption: no memory for a Hash of " + std::to_string(mb) +
                           " MB; the table stays as it was");
  EXPECT_EQ(starting(out, "info depth 2 ").size(), 1u);
  EXPECT_EQ(starting(out, "bestmove ").size(), 1u);
#endif
}

// A line without an end used to be kept whole (8.4 GB in 25 s); past 1 MB it is refused and its rest skipped.
TEST(ProtocolSession, AnOverlongLineIsRefused) {
  LiveEngine live;
  const std::string chunk(1 << 16, 'x');
  for (int i = 0; i < 48; ++i) live.feed.push(chunk);  // 3 MB, no newline yet
  live.feed.push("\nisready\nquit\n");
  expect_ends(live, "3 MB of x");
  const auto out = live.sink.lines();
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0], "info string error: line 1: longer than 1048576 bytes, ignored");
  EXPECT_EQ(out[1], "readyok");
}

// Random sessions (deterministic seed): commands of every kind, good and bad, sent in bursts while the engine
// searches; after the last, `quit` must end the engine within a bound.
TEST(ProtocolSession, RandomSessionsAlwaysQuit) {
  std::mt19937 rng(20);
  auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
  auto number = [&](int lo, int hi) { return std::to_string(lo + static_cast<int>(rng() % (hi - lo + 1))); };
  Position start = Position::start();
  std::vector<Turn> legal;
  generate_legal(start, DeployMode::Full, legal);
  auto command = [&]() -> std::string {
    switch (pick(16)) {
      case 0:
        return "position startpos";
      case 1:
        return "position startpos moves " + to_lan(start, legal[pick(legal.size())]);
      case 2:
        return "position fen 5ici3/11/11/11/6T4/11/11/11/11/11/11/9C1 r - - 0 1";
      case 3:
        return "position fen 11/11/x w - - 0 1";
      case 4:
        return "go depth " + number(0, 3);
      case 5:
        return "go nodes " + number(0, 3000);
      case 6:
        return "go movetime " + number(0, 20);
      case 7: {
        const char* clocks[] = {"wtime", "btime", "winc", "binc", "movestogo"};
        std::string go = "go";
        for (int k = static_cast<int>(pick(4)); k > 0; --k)
          go += std::string(" ") + clocks[pick(5)] + " " + number(0, 300);
        return go;
      }
      case 8:
        return pick(2) ? "go infinite" : "go";
      case 9:
        return "go depth 64";
      case 10:
        return "stop";
      case 11:
        return "isready";
      case 12:
        return "newgame";
      case 13: {
        const char* options[] = {"setoption name Hash value 1", "setoption name MultiPV value 3",
                                 "setoption name Profile value cotulenh",
                                 "setoption name Hash value 99999999"};
        return options[pick(4)];
      }
      case 14:
        return pick(2) ? "cti" : "";
      default:
        return pick(2) ? "hello world" : "go sideways 3";
    }
  };
  const auto t0 = std::chrono::steady_clock::now();
  for (int session = 0; session < 60; ++session) {
    LiveEngine live;
    std::string text;
    const int commands = 2 + static_cast<int>(pick(12));
    for (int c = 0; c < commands; ++c) {
      const std::string line = command() + "\n";
      text += line;
      live.feed.push(line);
      if (pick(4) == 0) std::this_thread::sleep_for(std::chrono::milliseconds(pick(3)));
    }
    text += "quit\n";
    live.feed.push("quit\n");
    expect_ends(live, text, 5);
    // Each search answered once at most, and no bestmove is a move the engine could not have meant.
    const auto out = live.sink.lines();
    std::size_t gos = 0;
    for (std::size_t p = 0; (p = text.find("\ngo", p)) != std::string::npos; ++p) ++gos;
    if (text.rfind("go", 0) == 0) ++gos;
    EXPECT_LE(starting(out, "bestmove ").size(), gos) << text;
  }
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 30.0);
}

}  // namespace
}  // namespace saban::analysis
