// Cờ Đông Sơn behind the engine facade (dongson::Engine): reports per depth, multi-PV lines, stops that end
// the search at once, a mate scored as one.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <vector>

#include "analysis/engine.h"
#include "parser/dongson_san.h"
#include "rules/dongson/fen.h"

namespace saban::analysis::dongson {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

ds::Game game_at(const char* fen) {
  auto r = ds::parse_fen(fen, {});
  EXPECT_TRUE(r.ok()) << fen;
  return ds::Game(r.ok() ? std::move(r).value() : ds::Position::start());
}

// Are the moves a legal line from `pos`?
bool legal_line(ds::Position pos, const std::vector<ds::Move>& moves) {
  std::vector<ds::Move> legal;
  for (ds::Move m : moves) {
    pos.legal_moves(legal);
    if (std::find(legal.begin(), legal.end(), m) == legal.end()) return false;
    pos.do_move(m);
  }
  return !moves.empty();
}

TEST(DongsonFacade, ReportsEveryDepthThenALegalBestMove) {
  Engine engine(1);
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
    EXPECT_EQ(infos[d].score, infos[d].lines[0].score);
    EXPECT_DOUBLE_EQ(infos[d].expected, expected_score(infos[d].score));
    if (d) {
      EXPECT_GT(infos[d].nodes, infos[d - 1].nodes);
    }
  }
  EXPECT_EQ(finals, 1);
  EXPECT_TRUE(final_info.final);
  EXPECT_EQ(final_info.depth, 4);
  EXPECT_TRUE(legal_line(engine.position(), {final_info.best()}));
  EXPECT_EQ(final_info.best(), infos.back().best());
  EXPECT_EQ(engine.last_result().best(), final_info.best());
}

TEST(DongsonFacade, TheSameAsTheSearcherItRuns) {
  // The facade adds a thread and reports, nothing to the search: the same move, score and nodes.
  const ds::Game g = game_at("1gt3n1l/1lb1b1bdv/1d5gb/T8/4Nd3/9/1D1D1G1DB/B1B1BD2V/LV1G2N1L w - - 1 21");
  Searcher searcher;
  const Result direct = searcher.search(g, {3, 0});
  Engine engine(4);  // 4 MB: the searcher's default table of 2^18 entries
  engine.set_position(g);
  engine.start({.depth = 3});
  engine.wait();
  const EngineInfo r = engine.last_result();
  EXPECT_EQ(r.best(), direct.best);
  EXPECT_EQ(r.score, direct.score);
  EXPECT_EQ(r.nodes, direct.nodes);
  EXPECT_EQ(r.lines.at(0).moves, direct.pv);
}

TEST(DongsonFacade, StopFromTheFirstReportEndsAnInfiniteSearch) {
  Engine engine(1);
  int reports = 0;
  Clock::time_point stopped;
  engine.on_info([&](const EngineInfo&) {
    ++reports;
    stopped = Clock::now();
    engine.stop();
  });
  double ms = -1;
  engine.on_finished([&](const EngineInfo&) { ms = ms_since(stopped); });
  engine.start({.infinite = true});
  engine.wait();
  EXPECT_EQ(reports, 1);  // the next iteration is not begun
  EXPECT_GE(ms, 0.0);
  EXPECT_LT(ms, 200.0);
  const EngineInfo r = engine.last_result();
  EXPECT_EQ(r.depth, 1);
  EXPECT_TRUE(legal_line(engine.position(), {r.best()}));
}

TEST(DongsonFacade, StopDuringADeepSearchReturnsWithin200ms) {
  Engine engine(1);
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
  const EngineInfo r = engine.last_result();
  EXPECT_GE(r.depth, 3);  // the last completed iteration stands
  EXPECT_TRUE(legal_line(engine.position(), r.lines.at(0).moves));
}

TEST(DongsonFacade, MovetimeEndsTheSearch) {
  Engine engine(1);
  const auto t0 = Clock::now();
  engine.start({.movetime_ms = 50});
  engine.wait();
  EXPECT_LT(ms_since(t0), 1000.0);
  const EngineInfo r = engine.last_result();
  EXPECT_GE(r.depth, 1);
  EXPECT_TRUE(legal_line(engine.position(), {r.best()}));
}

TEST(DongsonFacade, MateInOneIsAMateScore) {
  // Lk9# (k1k9): the Lạc mates along the k file.
  Engine engine(1);
  engine.set_position(game_at("t8/bb5T1/9/9/9/9/9/9/8L w - - 0 1"));
  engine.start({.depth = 3});
  engine.wait();
  const EngineInfo r = engine.last_result();
  EXPECT_EQ(parser::dongson::to_lan(r.best()), "k1k9");
  EXPECT_EQ(r.score, kWin - 1);
  EXPECT_EQ(score_text(r.score), "W1");
  EXPECT_DOUBLE_EQ(r.expected, 1.0);
}

TEST(DongsonFacade, AGameOverHasNoLineAndItsVerdict) {
  // Sơn, to move, is mated: no line, the loss as the score, no best move.
  ds::Game g = game_at("t8/bb5T1/9/9/9/9/9/9/8L w - - 0 1");
  std::vector<ds::Move> legal;
  g.position().legal_moves(legal);
  g.play(*parser::dongson::parse_lan("k1k9", legal));
  ASSERT_TRUE(g.verdict().over());
  Engine engine(1);
  engine.set_position(g);
  engine.start({.depth = 2});
  engine.wait();
  const EngineInfo r = engine.last_result();
  EXPECT_TRUE(r.lines.empty());
  EXPECT_EQ(r.score, -kWin);
  EXPECT_TRUE(r.best().is_null());
}

TEST(DongsonFacade, MultiPvLinesHaveDifferentFirstMovesBestFirst) {
  const ds::Game g = game_at("1gt3n1l/1lb1b1bdv/1d5gb/T8/4Nd3/9/1D1D1G1DB/B1B1BD2V/LV1G2N1L w - - 1 21");
  Engine engine(1);
  engine.set_position(g);
  engine.start({.depth = 3, .multipv = 3});
  engine.wait();
  const EngineInfo r = engine.last_result();
  ASSERT_EQ(r.lines.size(), 3u);
  std::set<std::uint32_t> firsts;
  for (std::size_t k = 0; k < r.lines.size(); ++k) {
    EXPECT_TRUE(legal_line(g.position(), r.lines[k].moves)) << k;
    firsts.insert(r.lines[k].moves.front().raw());
    if (k) {
      EXPECT_LE(r.lines[k].score, r.lines[k - 1].score);
    }
  }
  EXPECT_EQ(firsts.size(), 3u);
  // The best line's score is the one-line search's, and the second line's is the best of the other moves.
  Searcher one;
  EXPECT_EQ(r.lines[0].score, one.search(g, {3, 0}).score);
  ds::Game second = g;
  second.play(r.lines[1].moves.front());
  Searcher reply;
  EXPECT_EQ(r.lines[1].score, -reply.search(second, {2, 0}).score);
}

}  // namespace
}  // namespace saban::analysis::dongson
