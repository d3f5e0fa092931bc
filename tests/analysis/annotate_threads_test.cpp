// An exception thrown on one of annotate()'s threads reaches the caller; it used to end the program
// (std::terminate: an exception left a std::thread).
#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <thread>

#include "analysis/annotate.h"
#include "analysis/search.h"
#include "parser/reader.h"

namespace saban::analysis {
namespace {

TEST(AnnotateThreads, AFailureOnAHelperThreadReachesTheCaller) {
  const parser::ReadGame g = parser::read_game(
      "[Notation \"san\"]\n[Profile \"official\"]\n\n1. Ge3 Ad9 2. Ce1 Fh8 3. Sg2 F@h4 4. Tf3 Ad11 *\n", "t.pgn", 1);
  ASSERT_TRUE(g.record) << (g.errors.empty() ? "" : g.errors[0].format());
  const auto caller = std::this_thread::get_id();
  for (bool on_caller : {false, true}) {  // fails on the helper thread; on the caller's (the helper still runs)
    parser::GameRecord game = *g.record;
    Searcher searcher;
    AnnotateOptions o;
    o.limits.depth = 1;
    o.threads = 2;
    std::atomic<int> calls{0};
    EXPECT_THROW(annotate(game, searcher, o,
                          [&](int, int) {
                            ++calls;
                            if ((std::this_thread::get_id() == caller) == on_caller)
                              throw std::runtime_error("progress failed");
                          }),
                 std::runtime_error);
    EXPECT_GT(calls.load(), 0);
  }
}

}  // namespace
}  // namespace saban::analysis
