// The engine facade: reports per depth, multi-PV lines, and stops that are never lost.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <stdexcept>
#include <vector>

#include "analysis/annotate.h"
#include "analysis/engine.h"
#include "analysis/evaluate.h"
#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/san.h"

namespace saban::analysis {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

// Are the turns a legal line from `pos`?
bool legal_line(Position pos, const std::vector<Turn>& moves) {
  for (const Turn& t : moves) {
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    if (std::find(legal.begin(), legal.end(), t) == legal.end()) return false;
    Undo u;
    pos.do_turn(t, u);
  }
  return true;
}

TEST(Engine, ReportsEveryDepthThenAFinalReport) {
  Engine engine(4);
  std::vector<EngineInfo> infos;
  EngineInfo final_info;
  int finals = 0;
  engine.on_info([&](const EngineInfo& i) { infos.push_back(i); });
  engine.on_finished([&](const EngineInfo& i) { final_info = i, ++finals; });
  engine.start({.depth = 4});
  engine.wait();
  EXPECT_FALSE(engine.searching());
  ASSERT_EQ(infos.size(), 4u);
  for (std::size_t d = 0; d < infos.size(); ++d) {
    EXPECT_EQ(infos[d].depth, static_cast<int>(d) + 1);
    EXPECT_GE(infos[d].seldepth, infos[d].depth);
    EXPECT_FALSE(infos[d].final);
    ASSERT_EQ(infos[d].lines.size(), 1u);
    EXPECT_TRUE(legal_line(engine.position(), infos[d].lines[0].moves));
    EXPECT_DOUBLE_EQ(infos[d].expected, expected_score(infos[d].score));
    if (d) {
      EXPECT_GT(infos[d].nodes, infos[d - 1].nodes);
    }
  }
  EXPECT_EQ(finals, 1);
  EXPECT_TRUE(final_info.final);
  EXPECT_TRUE(final_info.error.empty());
  EXPECT_EQ(final_info.depth, 4);
  EXPECT_TRUE(final_info.best() == infos.back().best());
  EXPECT_EQ(engine.last_result().depth, 4);
}

TEST(Engine, MultiPvLinesAreDistinctAndLegal) {
  Engine engine(4);
  EngineInfo last;
  engine.on_finished([&](const EngineInfo& i) { last = i; });
  engine.start({.depth = 3, .multipv = 4});
  engine.wait();
  ASSERT_EQ(last.lines.size(), 4u);
  std::set<std::string> firsts;
  Position pos = engine.position();
  for (std::size_t k = 0; k < last.lines.size(); ++k) {
    const EngineLine& l = last.lines[k];
    ASSERT_FALSE(l.moves.empty());
    EXPECT_TRUE(legal_line(pos, l.moves)) << "line " << k;
    firsts.insert(to_lan(pos, l.moves.front()));
    if (k) {
      EXPECT_LE(l.score, last.lines[k - 1].score) << "lines are best first";
    }
  }
  EXPECT_EQ(firsts.size(), 4u);
  EXPECT_EQ(last.score, last.lines[0].score);
}

TEST(Engine, AStopBeforeTheSearchBeginsIsNotLost) {
  // Stop right after start, many times: whether or not the thread has begun, each infinite search ends at
  // once.
  Engine engine(1);
  for (int i = 0; i < 20; ++i) {
    const auto t0 = Clock::now();
    engine.start({.infinite = true});
    engine.stop();
    engine.wait();
    EXPECT_LT(ms_since(t0), 200.0) << "round " << i;
    const EngineInfo r = engine.last_result();
    EXPECT_TRUE(r.final);
    ASSERT_GT(r.best().size, 0) << "a stopped search still names a legal move";
    EXPECT_TRUE(legal_line(engine.position(), {r.best()}));
  }
}

TEST(Engine, StopDuringAnInfiniteSearchReturnsWithin200ms) {
  Engine engine(4);
  std::mutex m;
  std::condition_variable cv;
  int depth = 0;
  engine.on_info([&](const EngineInfo& i) {
    std::lock_guard lock(m);
    depth = i.depth;
    cv.notify_all();
  });
  engine.start({.infinite = true});
  {
    std::unique_lock lock(m);
    cv.wait(lock, [&] { return depth >= 3; });
  }
  EXPECT_TRUE(engine.searching());
  const auto t0 = Clock::now();
  engine.stop();
  engine.wait();
  EXPECT_LT(ms_since(t0), 200.0);
  EXPECT_FALSE(engine.searching());
  EXPECT_GE(engine.last_result().depth, 3);
}

TEST(Engine, DestructionStopsAndJoins) {
  const auto t0 = Clock::now();
  {
    Engine engine(1);
    engine.start({.infinite = true});
  }
  EXPECT_LT(ms_since(t0), 1000.0);
}

TEST(Engine, ACallbackMayStopTheSearch) {
  Engine engine(1);
  int reports = 0;
  engine.on_info([&](const EngineInfo& i) {
    ++reports;
    if (i.depth == 2) engine.stop();
  });
  engine.start({.infinite = true});
  engine.wait();
  EXPECT_EQ(reports, 2);
  EXPECT_EQ(engine.last_result().depth, 2);
}

TEST(Engine, AFailingCallbackBecomesTheFinalError) {
  Engine engine(1);
  engine.on_info([&](const EngineInfo&) { throw std::runtime_error("display gone"); });
  engine.start({.depth = 3});
  engine.wait();
  EXPECT_EQ(engine.last_result().error, "display gone");
  EXPECT_TRUE(engine.last_result().final);
}

TEST(Engine, MatedPositionHasNoLines) {
  // Blue's commander boxed in by its own infantry (Search.MateInOne): the engine mates, then Blue has no
  // line.
  auto start = parse_fen("5ici3/11/11/11/6T4/11/11/11/11/11/11/9C1 r - - 0 1", official_profile());
  ASSERT_TRUE(start.ok());
  Engine engine(1);
  engine.set_position(*start);
  engine.start({.depth = 4});
  engine.wait();
  ASSERT_EQ(engine.last_result().score, kMate - 1);
  Position mated = *start;
  Undo u;
  mated.do_turn(engine.last_result().best(), u);
  engine.set_position(mated, {start->key()});
  engine.start({.depth = 2});
  engine.wait();
  EXPECT_TRUE(engine.last_result().lines.empty());
  EXPECT_EQ(engine.last_result().score, -kMate);
  EXPECT_EQ(engine.last_result().best().size, 0);
}

TEST(Engine, NodeAndTimeLimits) {
  Engine engine(1);
  auto t0 = Clock::now();
  engine.start({.movetime_ms = 100});
  engine.wait();
  EXPECT_LT(ms_since(t0), 400.0);
  EXPECT_GT(engine.last_result().best().size, 0);
  engine.start({.nodes = 3000});
  engine.wait();
  EXPECT_LE(engine.last_result().nodes, 6000u);
}

}  // namespace
}  // namespace saban::analysis
