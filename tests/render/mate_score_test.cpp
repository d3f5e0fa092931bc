// A mate reads as a mate wherever a score is printed: the engine's evaluation of a move that mates is a mate
// distance of 0 ("#0" for Red, "#-0" for Blue), mates to come "#N" / "#-N" from Red's side, never the raw
// mate score (+10000.00) in a book, an HTML page or the record's [%eval].
#include <gtest/gtest.h>

#include "analysis/annotate.h"
#include "analysis/evaluate.h"
#include "analysis/score_view.h"
#include "analysis/search.h"
#include "parser/writer.h"
#include "pdf_tools.h"
#include "render/publication.h"
#include "rules/fen.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;

namespace {

// Red mates in 2 (tests/analysis/mate_test.cpp's Mate.InTwo); the game is the engine's line to the mate,
// annotated.
parser::GameRecord mating_game() {
  auto pos = parse_fen("3e2c2s1/11/5A1I1i1/11/11/7F3/11/11/11/11/5C5/11 r - - 0 1", official_profile());
  EXPECT_TRUE(pos.ok());
  parser::GameRecord g;
  g.start = pos.value();
  g.dialect = parser::Dialect::San;
  g.set_tag("Red", "Đỏ");
  g.set_tag("Blue", "Xanh");
  g.result = "1-0";
  analysis::Searcher s(1 << 18);
  analysis::SearchLimits l;
  l.depth = 5;
  const analysis::SearchResult r = s.search(g.start, l);
  EXPECT_EQ(r.score, analysis::kMate - 3);
  for (const Turn& t : r.pv) g.moves.emplace_back().turn = t;
  EXPECT_EQ(g.moves.size(), 3u);
  analysis::AnnotateOptions o;
  o.limits.depth = 5;
  analysis::annotate(g, s, o);
  return g;
}

TEST(MateScore, TheMatingMoveIsAMateOnTheBoardAndTheOthersMatesToCome) {
  const parser::GameRecord g = mating_game();
  ASSERT_EQ(g.moves.size(), 3u);
  for (const auto& m : g.moves) ASSERT_TRUE(m.evaluation.has_value());
  EXPECT_EQ(parser::evaluation_text(*g.moves[0].evaluation),
            "#1");  // Red mates next move, whatever Blue does
  EXPECT_EQ(parser::evaluation_text(*g.moves[1].evaluation), "#1");
  EXPECT_EQ(parser::evaluation_text(*g.moves[2].evaluation), "#0");
  EXPECT_EQ(parser::evaluation_value(*g.moves[2].evaluation), 100000);
  EXPECT_EQ(g.moves[2].evaluation->mated, 1) << "a mate on the board, not a number";
  EXPECT_EQ(g.moves[2].evaluation->centipoints, 0);
}

TEST(MateScore, ReadsAsAMateInTheBookTheHtmlAndTheRecord) {
  const std::vector<parser::GameRecord> games{mating_game()};
  PublicationOptions o;
  o.contents = false;
  const QString pdf = text_of(pdf_of(games, o));
  EXPECT_FALSE(pdf.contains(QStringLiteral("10000"))) << pdf.toStdString();
  EXPECT_TRUE(pdf.contains(QStringLiteral("#0"))) << pdf.toStdString();
  EXPECT_TRUE(pdf.contains(QStringLiteral("#1"))) << pdf.toStdString();
  const QString html = html_document(games, o);
  EXPECT_FALSE(html.contains(QStringLiteral("10000")));
  EXPECT_TRUE(html.contains(QStringLiteral("#0")));
  // The record keeps it in the PGN form, and reads it back
  const std::string text = parser::write_game(games[0], {parser::Dialect::San});
  EXPECT_NE(text.find("[%eval #0,"), std::string::npos) << text;
  EXPECT_NE(text.find("[%eval #1,"), std::string::npos) << text;
  EXPECT_EQ(text.find("10000"), std::string::npos) << text;
}

TEST(MateScore, BlueMatingIsMinusFromRedsSide) {
  // The mover's view turned to Red's: Blue to move has mated (the searcher's +kMate for Blue)
  const parser::Evaluation e = analysis::first_player_evaluation(analysis::kMate, Side::Blue, 4);
  EXPECT_EQ(parser::evaluation_text(e), "#-0");
  EXPECT_EQ(parser::eval_command(e), "[%eval #-0,4]");
  EXPECT_EQ(parser::evaluation_value(e), -100000);
  auto back = parser::read_comment("[%eval #-0,4]");
  ASSERT_TRUE(back && back->eval);
  EXPECT_EQ(*back->eval, e);
  // A mate to come keeps its count
  EXPECT_EQ(analysis::first_player_text(analysis::kMate - 3, Side::Blue), "#-2");
}

}  // namespace
