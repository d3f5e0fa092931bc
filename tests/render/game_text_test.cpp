// A game prepared for print: the annotator's words apart from the engine's, bare evaluations kept for the
// graph, diagrams where the markers are (with the comment's marks and a caption), the engine summary's
// accuracies.
#include <gtest/gtest.h>

#include <algorithm>

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
