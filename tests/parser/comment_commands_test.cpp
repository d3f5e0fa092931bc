// Commands in comments: [#], [%csl], [%cal] read and written back; the engine's comments told apart from the
// annotator's; a malformed mark is an error that says where.
#include <gtest/gtest.h>

#include "parser/comment_commands.h"
#include "parser/reader.h"
#include "parser/writer.h"
#include "rules/board.h"

using namespace saban;
using namespace saban::parser;

namespace {
Square sq(const char* name) { return *board::parse_square(name); }
}  // namespace

TEST(CommentCommands, ReadsMarkerPointsAndArrows) {
  const auto c =
      read_comment("[#] [%csl Rg1,Gk12] [%cal Ye5g3,Ba1a12]  pháo ăn tên lửa [%clk 0:05:00] rồi chiếu");
  ASSERT_TRUE(c.has_value());
  EXPECT_TRUE(c->diagram);
  ASSERT_EQ(c->points.size(), 2u);
  EXPECT_EQ(c->points[0].colour, MarkColour::Red);
  EXPECT_EQ(c->points[0].square, sq("g1"));
  EXPECT_EQ(c->points[1].square, sq("k12"));
  ASSERT_EQ(c->arrows.size(), 2u);
  EXPECT_EQ(c->arrows[0].colour, MarkColour::Yellow);
  EXPECT_EQ(c->arrows[0].from, sq("e5"));
  EXPECT_EQ(c->arrows[0].to, sq("g3"));
  EXPECT_EQ(c->arrows[1].from, sq("a1"));
  EXPECT_EQ(c->arrows[1].to, sq("a12"));
  EXPECT_EQ(c->others, std::vector<std::string>{"[%clk 0:05:00]"});
  EXPECT_EQ(c->text, "pháo ăn tên lửa rồi chiếu");
}

TEST(CommentCommands, WritesBackWhatItReads) {
  const auto c = read_comment("nước hay [%cal Gb2b6] [#] [%csl Bc3]");
  ASSERT_TRUE(c.has_value());
  const std::string written = write_comment(*c);
  EXPECT_EQ(written, "[#] [%csl Bc3] [%cal Gb2b6] nước hay");
  const auto again = read_comment(written);
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(write_comment(*again), written);
  EXPECT_EQ(read_comment("a [b] c")->text, "a [b] c");  // brackets that are no command stay words
}

TEST(CommentCommands, MalformedMarksAreErrors) {
  CommentError e;
  EXPECT_FALSE(read_comment("x [%csl Qg1]", &e).has_value());
  EXPECT_NE(e.message.find("colour 'Q'"), std::string::npos) << e.message;
  EXPECT_EQ(e.offset, 8u);
  EXPECT_FALSE(read_comment("[%cal Gg1]", &e).has_value());
  EXPECT_NE(e.message.find("two points"), std::string::npos) << e.message;
  EXPECT_FALSE(read_comment("[%csl Gz9]", &e).has_value());
  EXPECT_FALSE(read_comment("[%csl Gg13]", &e).has_value());
}

TEST(CommentCommands, EngineCommentsAreToldApart) {
  for (const char* engine :
       {"+0.35", "-1.08/12", "#3", "#-2", "+M3/5", "-1.08 (best +0.02: P2,9_1,9 H10,1_8,1)",
        "-1.08 (tốt nhất +0.02: (TD)8,7@K6,7 H8,2@K6,4)", "+0.50 (best #4: Fii6 Nb7)",
        "Saban analysis (depth 6): Red accuracy 99%", "Phân tích của Saban (độ sâu 6): Đỏ chính xác 97%"})
    EXPECT_TRUE(is_engine_comment(engine)) << engine;
  for (const char* human : {"+0.35 is what I would say", "the best move", "-1.08 (best +0.02: ", "1.08",
                            "pháo ăn tên lửa", "[#]", "+0.3", "Saban analysis is great"})
    EXPECT_FALSE(is_engine_comment(human)) << human;
  EXPECT_EQ(engine_evaluation("-1.08 (best +0.02: Fii6 Nb7)"), -108);
  EXPECT_EQ(engine_evaluation("+0.30/1"), 30);
  EXPECT_EQ(engine_evaluation("#-2"), -(100000 - 2));
  EXPECT_EQ(engine_evaluation("+M3/5"), 100000 - 3);
  EXPECT_FALSE(engine_evaluation("+0.35 is what I would say").has_value());
}

TEST(CommentCommands, RecordsKeepTheCommandsThroughTheWriter) {
  const std::string text =
      "[Notation \"vi\"]\n\n1. P2,9_1,9 {[#] [%csl Rg1] [%cal Gb2b6] một nước chờ} D7,6_T8,7 *\n";
  ReadGame g = read_game(text, "t.ctr", 1);
  ASSERT_TRUE(g.record.has_value());
  ASSERT_EQ(g.record->moves[0].comments.size(), 1u);
  const auto c = read_comment(g.record->moves[0].comments[0]);
  ASSERT_TRUE(c.has_value());
  EXPECT_TRUE(c->diagram);
  EXPECT_EQ(c->text, "một nước chờ");
  WriteOptions o;
  const std::string written = write_game(*g.record, o);
  EXPECT_NE(written.find("{[#] [%csl Rg1] [%cal Gb2b6] một nước chờ}"), std::string::npos) << written;
}
