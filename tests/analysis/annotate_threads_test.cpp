// An exception thrown on one of annotate()'s threads reaches the caller; it used to end the program
// (std::terminate: an exception left a std::thread).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <stdexcept>
#include <thread>

#include "analysis/annotate.h"
#include "analysis/search.h"
#include "parser/reader.h"

namespace saban::analysis {
namespace {

TEST(AnnotateThreads, AFailureOnAHelperThreadReachesTheCaller) {
  // 30 plies searched to depth 3 by two threads that take positions as they come. On the failing-helper round
  // the caller's own progress calls pause 20 ms (they hold annotate's lock), so the helper surely searches a
  // position and reports it, whatever the scheduling.
  const std::string path = SABAN_SAMPLES "/rulebook/selfplay-en.ctr";
  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in) << path;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  ASSERT_TRUE(reader.next(g));
  ASSERT_TRUE(g.record) << (g.errors.empty() ? "" : g.errors[0].format());
  if (g.record->moves.size() > 30) g.record->moves.resize(30);
  const auto caller = std::this_thread::get_id();
  for (bool on_caller :
       {false, true}) {  // fails on the helper thread; on the caller's (the helper still runs)
    parser::GameRecord game = *g.record;
    Searcher searcher;
    AnnotateOptions o;
    o.limits.depth = 3;
    o.threads = 2;
    std::atomic<int> calls{0};
    EXPECT_THROW(annotate(game, searcher, o,
                          [&](int, int) {
                            ++calls;
                            const bool mine = std::this_thread::get_id() == caller;
                            if (mine == on_caller) throw std::runtime_error("progress failed");
                            if (mine) std::this_thread::sleep_for(std::chrono::milliseconds(20));
                          }),
                 std::runtime_error)
        << (on_caller ? "failing on the caller's thread" : "failing on the helper's thread");
    EXPECT_GT(calls.load(), 0);
    EXPECT_FALSE(game.tag("Annotator").has_value());
  }
}

}  // namespace
}  // namespace saban::analysis
