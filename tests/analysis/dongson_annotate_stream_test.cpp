// Cờ Đông Sơn annotation as the GUI drives it (the shape of Commander Chess's, annotation.h): each move's
// verdict streamed in move order before its progress report, the same verdicts as the summary and the game,
// and a stop that leaves the game as it was.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <stop_token>

#include "analysis/dongson_play.h"
#include "parser/reader.h"

namespace saban::analysis::dongson {
namespace {

parser::dongson::DsRecord sample_game(std::size_t plies) {
  const std::string path = SABAN_SAMPLES "/dong-son/selfplay-depth3-annotated.pgn";
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << path;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  EXPECT_TRUE(reader.next(g));
  EXPECT_TRUE(g.dongson.has_value());
  parser::dongson::DsRecord game = *g.dongson;
  if (game.moves.size() > plies) game.moves.resize(plies);
  return game;
}

// What the annotation may change in a move.
void expect_same_moves(const parser::dongson::DsRecord& a, const parser::dongson::DsRecord& b) {
  ASSERT_EQ(a.moves.size(), b.moves.size());
  for (std::size_t i = 0; i < a.moves.size(); ++i) {
    EXPECT_EQ(a.moves[i].judgement, b.moves[i].judgement) << "move " << i;
    EXPECT_EQ(a.moves[i].comments, b.moves[i].comments) << "move " << i;
    EXPECT_EQ(a.moves[i].evaluation.has_value(), b.moves[i].evaluation.has_value()) << "move " << i;
    if (a.moves[i].evaluation && b.moves[i].evaluation) {
      EXPECT_EQ(parser::evaluation_text(*a.moves[i].evaluation),
                parser::evaluation_text(*b.moves[i].evaluation))
          << "move " << i;
    }
  }
}

TEST(DongsonAnnotateStream, VerdictsComeInOrderBeforeTheirProgressAndMatchTheGame) {
  parser::dongson::DsRecord game = sample_game(16);
  parser::dongson::DsRecord plain = game;
  std::vector<std::string> events;  // "move 3", "progress 4/16"
  std::vector<MoveAnalysis> streamed;
  AnnotateCallbacks cb;
  cb.on_move = [&](const MoveAnalysis& m) {
    events.push_back("move " + std::to_string(m.ply));
    streamed.push_back(m);
  };
  cb.on_progress = [&](int done, int plies) {
    events.push_back("progress " + std::to_string(done) + "/" + std::to_string(plies));
  };
  Searcher searcher;
  const GameSummary s = annotate(game, searcher, {2, 0}, cb);
  EXPECT_TRUE(s.complete);
  ASSERT_EQ(streamed.size(), 16u);
  ASSERT_EQ(s.moves.size(), 16u);
  ASSERT_EQ(events.size(), 32u);
  for (std::size_t i = 0; i < streamed.size(); ++i) {
    EXPECT_EQ(events[2 * i], "move " + std::to_string(i));
    EXPECT_EQ(events[2 * i + 1], "progress " + std::to_string(i + 1) + "/16");
    EXPECT_EQ(streamed[i].ply, static_cast<int>(i));
    EXPECT_EQ(streamed[i].played, game.moves[i].turn);
    EXPECT_EQ(streamed[i].mover, i % 2 == 0 ? saban::dongson::Side::Thuy : saban::dongson::Side::Son);
    EXPECT_EQ(streamed[i].judgement, s.moves[i].judgement);
    EXPECT_EQ(streamed[i].judgement, game.moves[i].judgement) << "move " << i;
    EXPECT_EQ(streamed[i].score_after, s.moves[i].score_after);
    ASSERT_FALSE(streamed[i].best_line.empty());
    EXPECT_EQ(streamed[i].best_line.front(), streamed[i].best);
    EXPECT_FALSE(streamed[i].best_san.empty());
  }
  // The same game as the annotation without callbacks (`saban analyze`, the worker) gives.
  Searcher other;
  const GameSummary p = annotate(plain, other, {2, 0});
  EXPECT_TRUE(p.complete);
  expect_same_moves(game, plain);
  EXPECT_EQ(p.accuracy[0], s.accuracy[0]);
  EXPECT_EQ(p.accuracy[1], s.accuracy[1]);
}

TEST(DongsonAnnotateStream, CancelLeavesTheGameUnchanged) {
  parser::dongson::DsRecord game = sample_game(40);
  const parser::dongson::DsRecord before = game;
  std::stop_source stop;
  int verdicts = 0, progress = 0;
  AnnotateCallbacks cb;
  cb.on_move = [&](const MoveAnalysis&) {
    if (++verdicts == 5) stop.request_stop();
  };
  cb.on_progress = [&](int, int) { ++progress; };
  Searcher searcher;
  const GameSummary s = annotate(game, searcher, {3, 0}, cb, stop.get_token());
  EXPECT_FALSE(s.complete);
  EXPECT_EQ(s.moves.size(), 5u) << "no verdict after the stop";
  EXPECT_EQ(progress, 5);
  for (std::size_t i = 0; i < s.moves.size(); ++i) EXPECT_EQ(s.moves[i].ply, static_cast<int>(i));
  expect_same_moves(game, before);
}

TEST(DongsonAnnotateStream, AStopBeforeTheStartIsKept) {
  parser::dongson::DsRecord game = sample_game(30);
  const parser::dongson::DsRecord before = game;
  std::stop_source stop;
  stop.request_stop();
  Searcher searcher;
  const auto t0 = std::chrono::steady_clock::now();
  const GameSummary s = annotate(game, searcher, {64, 0}, AnnotateCallbacks{}, stop.get_token());
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 1.0);
  EXPECT_FALSE(s.complete);
  EXPECT_TRUE(s.moves.empty());
  expect_same_moves(game, before);
}

}  // namespace
}  // namespace saban::analysis::dongson
