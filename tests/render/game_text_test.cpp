// A game prepared for print: the annotator's words apart from the engine's, bare evaluations kept for the
// graph, diagrams where the markers are (with the comment's marks and a caption), the engine summary's
// accuracies.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "analysis/annotate.h"
#include "analysis/dongson_search.h"
#include "parser/reader.h"
#include "render/game_text.h"

using namespace saban;
using namespace saban::render;

namespace {

parser::GameRecord game_of(const std::string& text) {
  parser::ReadGame g = parser::read_game(text, "t.ctr", 1);
  for (const auto& e : g.errors) ADD_FAILURE() << e.format();
  if (!g.record) throw std::runtime_error("unreadable test game");
  return std::move(*g.record);
}

const char* kGame =
    "[Notation \"vi\"]\n[Red \"Lê Văn Hùng\"]\n\n"
    "{Saban analysis (depth 2): Red accuracy 91%, 1 inaccuracy; Blue accuracy 88%}\n"
    "1. P2,9_1,9 {+0.20/2} D7,6_T8,7 {-0.10/2} 2. T3,7_5,7? {-1.08 (best +0.02: P2,3_1,3 H10,1_8,1)} "
    "{[#] [%csl Rf6] [%cal Gf6f8] xe tăng tiến quá sớm} (2. P2,3_1,3 {+0.02/2}) 2... H10,1_8,1 {+0.10/2} *\n";

}  // namespace

TEST(GameText, TokensKeepTheAnnotatorAndTheEngineApart) {
  const parser::GameRecord g = game_of(kGame);
  const std::vector<GameToken> tokens = game_tokens(g, {});
  std::vector<const GameToken*> comments, engine, diagrams, moves;
  for (const GameToken& t : tokens) {
    if (t.kind == GameToken::Kind::Comment) comments.push_back(&t);
    if (t.kind == GameToken::Kind::EngineComment) engine.push_back(&t);
    if (t.kind == GameToken::Kind::Diagram) diagrams.push_back(&t);
    if (t.kind == GameToken::Kind::Move) moves.push_back(&t);
  }
  ASSERT_EQ(comments.size(), 1u);
  EXPECT_EQ(comments[0]->text, QString::fromUtf8("xe tăng tiến quá sớm"));
  // The judged move's better line in the book's words (the summary is the layouts', from the curve;
  // evaluations are no tokens); the old form read: the move's evaluation apart, the better line's score kept
  // (Red moved: the signs stay)
  ASSERT_EQ(engine.size(), 1u);
  EXPECT_EQ(engine[0]->text, QString::fromUtf8("là nước tốt hơn (+0.02), sau đó"));
  ASSERT_EQ(moves.size(), 7u);  // 5 of the record, 2 of the better line
  moves.erase(
      std::remove_if(moves.begin(), moves.end(), [](const GameToken* t) { return t->move_id >= (1 << 24); }),
      moves.end());
  ASSERT_EQ(moves.size(), 5u);
  EXPECT_EQ(moves[0]->evaluation, QStringLiteral("+0.20"));
  EXPECT_EQ(moves[1]->evaluation, QStringLiteral("+0.10"));  // Blue's old "-0.10/2" is Red's +0.10
  EXPECT_EQ(moves[2]->evaluation, QStringLiteral("-1.08"));
  EXPECT_EQ(moves[2]->text, QStringLiteral("T3,7_5,7?"));
  EXPECT_EQ(moves[2]->ply, 3);
  EXPECT_EQ(moves[3]->depth, 1);  // the variation
  EXPECT_EQ(moves[3]->ply, -1);
  ASSERT_EQ(diagrams.size(), 1u);
  EXPECT_EQ(diagrams[0]->caption, QStringLiteral("sau 2. T3,7_5,7"));
  ASSERT_EQ(diagrams[0]->diagram.highlights.size(), 1u);
  ASSERT_EQ(diagrams[0]->diagram.arrows.size(), 1u);
  EXPECT_EQ(diagrams[0]->diagram.last_to, Square(7, 5));  // h6 (5,7): where the tank went
  // Judged moves get a diagram when asked, every N moves too
  PublicationOptions judged;
  judged.diagrams = DiagramChoice::Judged;
  int n = 0;
  for (const GameToken& t : game_tokens(g, judged)) n += t.kind == GameToken::Kind::Diagram;
  EXPECT_EQ(n, 1);  // the judged move holds the marker as well: one diagram, not two
  PublicationOptions every;
  every.diagrams = DiagramChoice::Every;
  every.every = 1;
  n = 0;
  for (const GameToken& t : game_tokens(g, every)) n += t.kind == GameToken::Kind::Diagram;
  EXPECT_EQ(n, 3);  // after 1..., after 2... and the marker after 2.
  // The engine's largest swing: 2. T3,7_5,7? (+0.10 to -1.08); 2... H10,1_8,1 (-1.08 to -0.10) swings back,
  // the same turning point a ply later: no second diagram (largest_swings keeps kSwingSpacing plies apart)
  PublicationOptions swings;
  swings.diagrams = DiagramChoice::Swings;
  swings.every = 2;
  QStringList captions;
  for (const GameToken& t : game_tokens(g, swings))
    if (t.kind == GameToken::Kind::Diagram) captions << t.caption;
  EXPECT_EQ(captions, (QStringList{QStringLiteral("sau 2. T3,7_5,7")}));
  swings.every = 1;
  n = 0;
  for (const GameToken& t : game_tokens(g, swings)) n += t.kind == GameToken::Kind::Diagram;
  EXPECT_EQ(n, 1);
}

TEST(GameText, CurveAndAccuracies) {
  const GameCurve c = game_curve(game_of(kGame));
  ASSERT_EQ(c.red_eval.size(), 4u);
  EXPECT_EQ(c.red_eval[0], 20);
  EXPECT_EQ(c.red_eval[1], 10);    // Blue's -0.10 is Red's +0.10
  EXPECT_EQ(c.red_eval[2], -108);  // the judged move's evaluation
  EXPECT_EQ(c.red_eval[3], -10);
  EXPECT_TRUE(c.has_evaluations);
  ASSERT_TRUE(c.accuracy[0] && c.accuracy[1]);
  EXPECT_DOUBLE_EQ(*c.accuracy[0], 91);  // the engine's summary, not a recomputation
  EXPECT_DOUBLE_EQ(*c.accuracy[1], 88);
  EXPECT_EQ(c.counts[0][static_cast<int>(parser::Judgement::Inaccuracy)], 1);
}

// The accuracies recomputed from the evaluations read them on the game's own win-probability curve: the first
// player's move that gives up a pawn (an infantry, a Đinh) costs more in Cờ Đông Sơn, whose curve is steeper.
TEST(GameText, AccuraciesOnEachGamesCurve) {
  const std::vector<std::optional<parser::Evaluation>> evals{parser::Evaluation{-100},
                                                             parser::Evaluation{-100}};
  const std::vector<parser::Judgement> judgements(2, parser::Judgement::None);
  const auto accuracy = [](double before, double after) {  // lichess's formula
    return 103.1668 * std::exp(-0.04354 * 100 * (before - after)) - 3.1669;
  };
  const GameCurve cc = main_line_curve(evals, judgements, true, {}, games::GameKind::Commander);
  const GameCurve ds = main_line_curve(evals, judgements, true, {}, games::GameKind::DongSon);
  EXPECT_EQ(ds.game, games::GameKind::DongSon);
  ASSERT_TRUE(cc.accuracy[0] && ds.accuracy[0] && cc.accuracy[1] && ds.accuracy[1]);
  EXPECT_NEAR(*cc.accuracy[0], accuracy(0.5, analysis::expected_score(-100)), 1e-9);
  EXPECT_NEAR(*ds.accuracy[0], accuracy(0.5, analysis::dongson::expected_score(-100)), 1e-9);
  EXPECT_LT(*ds.accuracy[0], *cc.accuracy[0]);
  EXPECT_NEAR(*cc.accuracy[1], accuracy(0.5, 0.5), 1e-9);  // the reply keeps what it was given
  EXPECT_NEAR(*ds.accuracy[1], accuracy(0.5, 0.5), 1e-9);
  // The second player's move that lets the first mate in 1, then mate on the board: it lost everything (from
  // 0.5 to 0, a mate 0 or 1 in both games), the first player's moves lost nothing
  const std::vector<std::optional<parser::Evaluation>> mate{parser::Evaluation{0}, parser::Evaluation{0, 1},
                                                            parser::mated_on_board(true)};
  for (games::GameKind g : games::kGameKinds) {
    const GameCurve m =
        main_line_curve(mate, std::vector<parser::Judgement>(3, parser::Judgement::None), true, {}, g);
    ASSERT_TRUE(m.accuracy[0] && m.accuracy[1]);
    EXPECT_NEAR(*m.accuracy[1], accuracy(0.5, 0.0), 1e-9);
    EXPECT_NEAR(*m.accuracy[0], accuracy(0.5, 0.5), 1e-9);
  }
}
