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
  EXPECT_TRUE(is_engine_comment("(best +0.02: Fii6 Nb7)"));  // today's judged comment
  EXPECT_TRUE(is_engine_comment("(tốt nhất #-3: Fii6 Nb7)"));
  EXPECT_TRUE(is_engine_comment("+0.18/2; best Te4 +0.10 (Te4 Tb5)"));  // Cờ Đông Sơn's old form
  EXPECT_FALSE(is_engine_comment("(best of all)"));
}

// The engine's comment on a judged move read back: the best move's score (the first player's, as written) and
// the line as written; the summary told apart; nothing else is a best line.
TEST(CommentCommands, BestLinesAreReadBack) {
  const auto en = read_best_line("(best +0.02: P2,9_1,9 H10,1_8,1)");
  ASSERT_TRUE(en && en->best);
  EXPECT_EQ(evaluation_text(*en->best), "+0.02");
  EXPECT_EQ(en->line, "P2,9_1,9 H10,1_8,1");
  const auto vi = read_best_line(" (tốt nhất #-3: (TD)8,7@K6,7 H8,2@K6,4) ");
  ASSERT_TRUE(vi && vi->best);
  EXPECT_EQ(vi->best->mate, -3);
  EXPECT_EQ(vi->line, "(TD)8,7@K6,7 H8,2@K6,4");
  const auto no_score = read_best_line("(best: Te4)");  // an old Cờ Đông Sơn comment
  ASSERT_TRUE(no_score);
  EXPECT_FALSE(no_score->best);
  EXPECT_EQ(no_score->line, "Te4");
  // An old judged comment, as a reader leaves it: the best score turned to the first player's side
  std::vector<std::string> cs{"-1.08 (best +0.98: P2,9_1,9)"};
  take_evaluation(cs, false);
  ASSERT_EQ(cs.size(), 1u);
  const auto turned = read_best_line(cs[0]);
  ASSERT_TRUE(turned && turned->best);
  EXPECT_EQ(evaluation_text(*turned->best), "-0.98");
  for (const char* other :
       {"(best of all)", "the best move", "+0.35", "Saban analysis (depth 6): Red accuracy 99%"})
    EXPECT_FALSE(read_best_line(other)) << other;
  EXPECT_TRUE(is_engine_summary("Saban analysis (depth 6): Red accuracy 99%"));
  EXPECT_TRUE(is_engine_summary("Phân tích của Saban (độ sâu 6): Đỏ chính xác 97%"));
  EXPECT_FALSE(is_engine_summary("(best +0.02: P2,9_1,9)"));
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

// The evaluation command: Red's side in pawns and the depth, mates as #N / #-N (#0 / #-0: mate on the
// board); it round-trips, and a malformed one is an error that says what the form is.
TEST(CommentCommands, EvaluationCommandRoundTrips) {
  for (const Evaluation& e :
       {Evaluation{23, 0, 5}, Evaluation{-150, 0, 0}, Evaluation{0, 3, 7}, Evaluation{0, -2, 0},
        Evaluation{-5, 0, 12}, Evaluation{12345, 0, 1}, Evaluation{0, 1, 0}, Evaluation{0, -1, 9},
        mated_on_board(true, 3), mated_on_board(false), mated_on_board(true), mated_on_board(false, 4)}) {
    const std::string text = eval_command(e);
    const auto back = read_comment(text + " a note");
    ASSERT_TRUE(back && back->eval) << text;
    EXPECT_EQ(*back->eval, e) << text;
    EXPECT_EQ(back->text, "a note");
    EXPECT_EQ(write_comment(*back), text + " a note");
  }
  EXPECT_EQ(eval_command({23, 0, 5}), "[%eval 0.23,5]");
  EXPECT_EQ(eval_command({-150, 0, 0}), "[%eval -1.50]");
  EXPECT_EQ(eval_command({0, -2, 9}), "[%eval #-2,9]");
  EXPECT_EQ(evaluation_text({-5, 0, 12}), "-0.05");
  EXPECT_EQ(evaluation_text({0, 3, 0}), "#3");
  EXPECT_EQ(read_comment("[%eval 1.5]")->eval->centipoints, 150);  // one decimal, as lichess may write
  CommentError error;
  EXPECT_FALSE(read_comment("[%eval good]", &error));
  EXPECT_NE(error.message.find("[%eval 0.23,5]"), std::string::npos) << error.message;
  EXPECT_FALSE(read_comment("[%eval 0.23,x]"));
  EXPECT_FALSE(read_comment("[%eval #]"));
  EXPECT_FALSE(read_comment("[%eval #-]"));
}

// A mate on the board (the move just played has mated: a mate in 0) is its own kind of evaluation, not a
// number: #0 when the first player has mated, #-0 when it has been mated, read, written and compared exactly.
TEST(CommentCommands, AMateOnTheBoardIsAMateInNothing) {
  EXPECT_EQ(*read_comment("[%eval #0]")->eval, (Evaluation{0, 0, 0, 1}));
  EXPECT_EQ(*read_comment("[%eval #-0,4]")->eval, (Evaluation{0, 0, 4, -1}));
  EXPECT_EQ(*read_comment("[%eval #00,2]")->eval, mated_on_board(true, 2));
  EXPECT_EQ(mated_on_board(true, 3), (Evaluation{0, 0, 3, 1}));
  EXPECT_EQ(evaluation_text(mated_on_board(true)), "#0");
  EXPECT_EQ(evaluation_text(mated_on_board(false)), "#-0");
  EXPECT_EQ(eval_command(mated_on_board(false, 4)), "[%eval #-0,4]");
  EXPECT_EQ(eval_command(mated_on_board(true)), "[%eval #0]");
  // Curves and comparisons: beyond every mate to come, which are beyond every score
  EXPECT_EQ(evaluation_value(mated_on_board(true)), 100000);
  EXPECT_EQ(evaluation_value(mated_on_board(false, 4)), -100000);
  EXPECT_GT(evaluation_value(mated_on_board(true)), evaluation_value({0, 1, 0}));
  EXPECT_LT(evaluation_value(mated_on_board(false)), evaluation_value({0, -1, 0}));
  EXPECT_EQ(mate_side(mated_on_board(true)), 1);
  EXPECT_EQ(mate_side(mated_on_board(false)), -1);
  EXPECT_EQ(mate_side({0, 4, 0}), 1);
  EXPECT_EQ(mate_side({0, -4, 0}), -1);
  EXPECT_EQ(mate_side({99999, 0, 0}), 0) << "a score is no mate, however large";
  EXPECT_NE(mated_on_board(true), (Evaluation{100000, 0, 0})) << "no longer a number";
}

// Records written before Evaluation had a mate on the board of its own read back as one: the number it was
// kept as (±100000 centipoints, "1000.00") and the raw score of a mating move the annotations wrote before
// ("10000.00"), as [%eval] and in the old engine comment (the mover's sign); #0 in an old comment too. A
// score short of those stays a score.
TEST(CommentCommands, OlderRecordsMatesOnTheBoardReadBack) {
  EXPECT_EQ(*read_comment("[%eval 1000.00,3]")->eval, mated_on_board(true, 3));
  EXPECT_EQ(*read_comment("[%eval -1000.00]")->eval, mated_on_board(false));
  EXPECT_EQ(*read_comment("[%eval 10000.00,5]")->eval, mated_on_board(true, 5));
  EXPECT_EQ(*read_comment("[%eval -10000.00,5]")->eval, mated_on_board(false, 5));
  EXPECT_EQ(*read_comment("[%eval 999.99]")->eval, (Evaluation{99999, 0, 0}));
  std::vector<std::string> cs = {"+10000.00/3"};  // Blue's move has mated: Red has been mated
  EXPECT_EQ(take_evaluation(cs, false), mated_on_board(false, 3));
  EXPECT_TRUE(cs.empty());
  cs = {"#0"};
  EXPECT_EQ(take_evaluation(cs, true), mated_on_board(true));
  cs = {"+950.00/2"};  // a score, not the mate in 5000 an older reader made of it
  EXPECT_EQ(take_evaluation(cs, true), (Evaluation{95000, 0, 2}));
  // A whole record: each form reads back as the mate on the board and is written in today's form
  const std::string text =
      "[Notation \"vi\"]\n\n1. P2,9_1,9 {[%eval 1000.00,3]} D7,6_T8,7 {[%eval -10000.00,2] Xanh chiếu hết} "
      "2. T3,7_5,7 {+10000.00/4} *\n";
  ReadGame g = read_game(text, "old.ctr", 1);
  ASSERT_TRUE(g.record.has_value()) << (g.errors.empty() ? "" : g.errors.front().format());
  ASSERT_EQ(g.record->moves.size(), 3u);
  EXPECT_EQ(g.record->moves[0].evaluation, mated_on_board(true, 3));
  EXPECT_EQ(g.record->moves[1].evaluation, mated_on_board(false, 2));
  EXPECT_EQ(g.record->moves[1].comments, std::vector<std::string>{"Xanh chiếu hết"});
  EXPECT_EQ(g.record->moves[2].evaluation, mated_on_board(true, 4));  // Red moved: +10000.00 is Red's
  const std::string written = write_game(*g.record, WriteOptions{});
  EXPECT_NE(written.find("{[%eval #0,3]}"), std::string::npos) << written;
  EXPECT_NE(written.find("{[%eval #-0,2]} {Xanh chiếu hết}"), std::string::npos) << written;
  EXPECT_NE(written.find("{[%eval #0,4]}"), std::string::npos) << written;
  EXPECT_EQ(written.find("000.00"), std::string::npos) << written;
  const ReadGame again = read_game(written, "new.ctr", 1);
  ASSERT_TRUE(again.record.has_value());
  for (std::size_t i = 0; i < 3; ++i)
    EXPECT_EQ(again.record->moves[i].evaluation, g.record->moves[i].evaluation);
}

// The one conversion: the side to move's score from the first player's side.
TEST(CommentCommands, ScoresAreTurnedToTheFirstPlayersSide) {
  EXPECT_EQ(first_player_evaluation(35, 0, 4, true), (Evaluation{35, 0, 4}));
  EXPECT_EQ(first_player_evaluation(35, 0, 4, false), (Evaluation{-35, 0, 4}));
  EXPECT_EQ(first_player_evaluation(0, 3, 0, false), (Evaluation{0, -3, 0}));
  EXPECT_EQ(evaluation_value({0, -3, 0}), -(100000 - 3));
}

// take_evaluation: the command out of the annotator's words; the old forms (the mover's sign) turned to
// Red's.
TEST(CommentCommands, EvaluationsAreTakenOutOfTheComments) {
  std::vector<std::string> cs = {"[%eval -0.18,2] unsaved note"};
  EXPECT_EQ(take_evaluation(cs, false), (Evaluation{-18, 0, 2}));  // the command is Red's already
  EXPECT_EQ(cs, std::vector<std::string>{"unsaved note"});
  cs = {"+0.18/2", "a note"};
  EXPECT_EQ(take_evaluation(cs, false), (Evaluation{-18, 0, 2}));  // Blue moved: +0.18 for Blue
  EXPECT_EQ(cs, std::vector<std::string>{"a note"});
  cs = {"+0.18/2"};
  EXPECT_EQ(take_evaluation(cs, true), (Evaluation{18, 0, 2}));
  EXPECT_TRUE(cs.empty());
  cs = {"-1.08 (best +0.02: Fii6 Nb7)"};
  EXPECT_EQ(take_evaluation(cs, false), (Evaluation{108, 0, 0}));
  EXPECT_EQ(cs, std::vector<std::string>{"(best -0.02: Fii6 Nb7)"});
  cs = {"-1.08 (tốt nhất #2: P2,9_1,9)"};
  EXPECT_EQ(take_evaluation(cs, true), (Evaluation{-108, 0, 0}));
  EXPECT_EQ(cs, std::vector<std::string>{"(tốt nhất #2: P2,9_1,9)"});
  cs = {"#-2"};
  EXPECT_EQ(take_evaluation(cs, false), (Evaluation{0, 2, 0}));  // Blue is mated: Red mates in 2
  cs = {"-0.40/3; best Te4 W2 (Te4 Tb5)"};                       // Cờ Đông Sơn's old form, Sơn moved
  EXPECT_EQ(take_evaluation(cs, false), (Evaluation{40, 0, 3}));
  EXPECT_EQ(cs, std::vector<std::string>{"(best #-2: Te4 Tb5)"});
  cs = {"+0.00/1; best Te4"};  // a best move without a score
  EXPECT_EQ(take_evaluation(cs, true), (Evaluation{0, 0, 1}));
  EXPECT_EQ(cs, std::vector<std::string>{"(best: Te4)"});
  EXPECT_TRUE(is_engine_comment(cs[0]));
  cs = {"+0.35 is what I would say", "the best move"};
  EXPECT_FALSE(take_evaluation(cs, true));
  EXPECT_EQ(cs.size(), 2u);
}

// A reader adds a move's comments one at a time and hands take_evaluation the one it added: the comments
// before it are left as they are (they were read already), so thousands of comments read in linear time.
TEST(CommentCommands, OnlyTheCommentsFromTheOneAddedAreLookedAt) {
  std::vector<std::string> cs = {"+0.18/2", "a note", "-0.40/3"};
  EXPECT_EQ(take_evaluation(cs, true, 2), (Evaluation{-40, 0, 3}));
  EXPECT_EQ(cs, (std::vector<std::string>{"+0.18/2", "a note"}));
  std::vector<std::string> read;
  std::optional<Evaluation> last;
  for (const char* c : {"+0.18/2", "a note", "[%eval 0.50,4] words", "plain"}) {
    read.push_back(c);
    if (auto ev = take_evaluation(read, true, read.size() - 1)) last = ev;
  }
  EXPECT_EQ(last, (Evaluation{50, 0, 4}));
  EXPECT_EQ(read, (std::vector<std::string>{"a note", "words", "plain"}));
}
