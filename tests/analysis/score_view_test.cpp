// Scores as people read them, in both games: from the first player's side (Red; Thủy) whoever is to move, in
// the records the annotations write (`[%eval ...]`, apart from the comments) and back.
#include <gtest/gtest.h>

#include "analysis/dongson_play.h"
#include "analysis/evaluate.h"
#include "analysis/score_view.h"
#include "parser/dongson_san.h"
#include "parser/reader.h"
#include "rules/dongson/fen.h"

namespace saban::analysis {
namespace {

TEST(ScoreView, CommanderChessScoresFromRedsSide) {
  EXPECT_EQ(first_player_text(35, Side::Red), "+0.35");
  EXPECT_EQ(first_player_text(35, Side::Blue), "-0.35");
  EXPECT_EQ(first_player_text(-500, Side::Blue), "+5.00");
  EXPECT_EQ(first_player_text(kMate - 5, Side::Red), "#3");    // Red mates in 3
  EXPECT_EQ(first_player_text(kMate - 5, Side::Blue), "#-3");  // Blue mates in 3
  EXPECT_EQ(first_player_text(-(kMate - 2), Side::Blue), "#1");
  EXPECT_EQ(first_player_evaluation(-120, Side::Blue, 6), (parser::Evaluation{120, 0, 6}));
  // Mate on the board (a move that mates, for its mover; a mated root): a mate distance of 0, not +10000.00
  EXPECT_EQ(first_player_text(kMate, Side::Red), "#0");
  EXPECT_EQ(first_player_text(kMate, Side::Blue), "#-0");
  EXPECT_EQ(first_player_text(-kMate, Side::Red), "#-0");
  EXPECT_EQ(first_player_text(-kMate, Side::Blue), "#0");
  EXPECT_EQ(first_player_evaluation(kMate, Side::Blue, 4), parser::mated_on_board(false, 4));
  EXPECT_EQ(first_player_evaluation(-kMate, Side::Blue, 2), parser::mated_on_board(true, 2));
}

TEST(ScoreView, DongSonScoresFromThuysSide) {
  EXPECT_EQ(first_player_text(40, saban::dongson::Side::Son), "-0.40");
  EXPECT_EQ(first_player_text(dongson::kWin - 1, saban::dongson::Side::Son), "#-1");
  EXPECT_EQ(first_player_text(-(dongson::kWin - 3), saban::dongson::Side::Son), "#2");
  EXPECT_EQ(first_player_text(-dongson::kWin, saban::dongson::Side::Son), "#0");  // the game over: Thủy won
  EXPECT_EQ(first_player_evaluation(dongson::kWin, saban::dongson::Side::Son, 3),
            parser::mated_on_board(false, 3));
}

// Sơn blunders, Thủy wins: both moves' evaluations are Thủy's win, written as [%eval] and read back the same.
TEST(ScoreView, DongSonAnnotationWritesThuysEvaluation) {
  namespace ds = saban::dongson;
  parser::dongson::DsRecord rec;
  rec.start = std::move(ds::parse_fen("1t7/b8/9/9/3V5/9/9/9/4T4 b - - 0 1")).value();
  rec.set_tag("FEN", "1t7/b8/9/9/3V5/9/9/9/4T4 b - - 0 1");
  for (const char* lan : {"a8a7", "e1e5"}) {
    ds::Game g = rec.game();
    std::vector<ds::Move> legal;
    g.position().legal_moves(legal);
    auto m = parser::dongson::parse_lan(lan, legal);
    ASSERT_TRUE(m.ok()) << lan;
    rec.moves.emplace_back().turn = *m;
  }
  rec.moves[0].comments.push_back("a note of the annotator");
  dongson::Searcher s;
  const dongson::GameSummary summary = dongson::annotate(rec, s, {3, 0});
  // The winning move's stored score is the win on the board (as the search scores a finished game, and as
  // Commander Chess stores a move that mates), and each move's evaluation is its stored score, turned
  ASSERT_EQ(summary.moves.size(), 2u);
  EXPECT_EQ(summary.moves[1].score_after, dongson::kWin);
  // Each side's accuracy is lichess's, as Commander Chess's annotator and the books count it (Sơn's blunder
  // gives up nearly all it had; a drop d of the expected score once counted 100 (1 - d))
  for (const auto& a : summary.moves)
    EXPECT_NEAR(summary.accuracy[saban::dongson::index(a.mover)], move_accuracy(a.drop, 0.0), 1e-9) << a.ply;
  EXPECT_LT(summary.accuracy[saban::dongson::index(summary.moves[0].mover)],
            100.0 * (1.0 - summary.moves[0].drop));
  for (const auto& a : summary.moves)
    EXPECT_EQ(rec.moves[static_cast<std::size_t>(a.ply)].evaluation,
              first_player_evaluation(a.score_after, a.mover, a.depth))
        << a.ply;
  for (const auto& m : rec.moves) {
    ASSERT_TRUE(m.evaluation);
    EXPECT_GT(parser::evaluation_value(*m.evaluation), 90000) << "Thủy wins, whoever moved";
  }
  EXPECT_EQ(parser::evaluation_text(*rec.moves[1].evaluation), "#0") << "the winning move: won on the board";
  EXPECT_EQ(rec.moves[1].evaluation->mated, 1);
  EXPECT_EQ(rec.moves[0].comments.front(), "a note of the annotator");  // the annotator's words are kept
  const std::string text = parser::dongson::write_game(rec);
  EXPECT_NE(text.find("{[%eval #"), std::string::npos) << text;
  const parser::ReadGame g = parser::read_game(text, "annotated", 1);
  ASSERT_TRUE(g.dongson) << text;
  for (std::size_t i = 0; i < rec.moves.size(); ++i) {
    EXPECT_EQ(g.dongson->moves[i].evaluation, rec.moves[i].evaluation) << text;
    EXPECT_EQ(g.dongson->moves[i].comments, rec.moves[i].comments) << text;
  }
  // The old comment form (the mover's sign: Sơn's move "L1", lost in 1) reads as Thủy's win
  parser::dongson::DsRecord before = rec;
  for (auto& m : before.moves) m.evaluation.reset(), m.comments.clear();
  before.moves[0].comments.push_back("L1/3; best Tf5 +0.10 (Tf5)");
  before.moves[1].comments.push_back("W1/3");
  const std::string old = parser::dongson::write_game(before);
  const parser::ReadGame o = parser::read_game(old, "old", 1);
  ASSERT_TRUE(o.dongson) << (o.errors.empty() ? "" : o.errors.front().format());
  EXPECT_EQ(o.dongson->moves[0].evaluation, (parser::Evaluation{0, 1, 3}));
  EXPECT_EQ(o.dongson->moves[0].comments, std::vector<std::string>{"(best -0.10: Tf5)"});
  EXPECT_EQ(o.dongson->moves[1].evaluation, (parser::Evaluation{0, 1, 3}));
}

}  // namespace
}  // namespace saban::analysis
