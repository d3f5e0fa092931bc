// The engine's words: lines in the record's own notation and letters, summaries in Vietnamese or English with
// the right plurals, and annotate() writing them.
#include <gtest/gtest.h>

#include <stdexcept>

#include "analysis/annotate.h"
#include "analysis/annotate_text.h"
#include "parser/comment_commands.h"
#include "parser/reader.h"

using namespace saban;
using namespace saban::analysis;

namespace {

parser::GameRecord game_of(const std::string& text) {
  parser::ReadGame g = parser::read_game(text, "t", 1);
  for (const auto& e : g.errors) ADD_FAILURE() << e.format();
  if (!g.record) throw std::runtime_error("unreadable test game");
  return std::move(*g.record);
}

}  // namespace

TEST(AnnotateText, PluralsInEnglishAndVietnamese) {
  using parser::Judgement;
  EXPECT_EQ(judgement_count_text(Judgement::Inaccuracy, 1, TextLanguage::En), "1 inaccuracy");
  EXPECT_EQ(judgement_count_text(Judgement::Inaccuracy, 3, TextLanguage::En), "3 inaccuracies");
  EXPECT_EQ(judgement_count_text(Judgement::Blunder, 1, TextLanguage::En), "1 blunder");
  EXPECT_EQ(judgement_count_text(Judgement::Good, 2, TextLanguage::En), "2 good moves");
  EXPECT_EQ(judgement_count_text(Judgement::Mistake, 2, TextLanguage::Vi), "2 nước sai");
  EXPECT_EQ(judgement_count_text(Judgement::Mistake, 1, TextLanguage::Vi), "1 nước sai");
  GameSummary s;
  s.accuracy[0] = 97.4;
  s.accuracy[1] = 88.6;
  s.counts[0][static_cast<int>(Judgement::Inaccuracy)] = 1;
  s.counts[1][static_cast<int>(Judgement::Blunder)] = 2;
  EXPECT_EQ(summary_comment(s, SearchLimits{6, 0, 0, 1}, TextLanguage::En),
            "Saban analysis (depth 6): Red accuracy 97%, 1 inaccuracy; Blue accuracy 89%, 2 blunders");
  EXPECT_EQ(
      summary_comment(s, SearchLimits{6, 0, 0, 1}, TextLanguage::Vi),
      "Phân tích của Saban (độ sâu 6): Đỏ chính xác 97%, 1 nước thiếu chính xác; Xanh chính xác 89%, 2 nước "
      "sai nghiêm trọng");
  EXPECT_TRUE(parser::is_engine_comment(summary_comment(s, SearchLimits{6, 0, 0, 1}, TextLanguage::Vi)));
}

TEST(AnnotateText, LinesInTheRecordsOwnNotation) {
  const auto vi = game_of("[Notation \"vi\"]\n\n1. P2,9_1,9 *\n");
  const auto en = game_of("[Notation \"en\"]\n\n1. A2.9_1.9 *\n");
  const auto san = game_of("[Notation \"san\"]\n\n1. Aj2 *\n");
  const std::vector<Turn> pv = {vi.moves[0].turn};
  EXPECT_EQ(line_in_notation(vi.start, pv, 4, vi), "P2,9_1,9");
  EXPECT_EQ(line_in_notation(en.start, pv, 4, en), "A2.9_1.9");
  EXPECT_EQ(line_in_notation(san.start, pv, 4, san), "Aj2");
  EXPECT_EQ(record_language(vi), TextLanguage::Vi);
  EXPECT_EQ(record_language(en), TextLanguage::En);
  EXPECT_EQ(record_language(san), TextLanguage::En);
  EXPECT_EQ(record_language(en, "vi"), TextLanguage::Vi);
  EXPECT_EQ(judged_move_comment({2, 0, 6}, "P2,9_1,9", TextLanguage::Vi), "(tốt nhất +0.02: P2,9_1,9)");
  EXPECT_EQ(judged_move_comment({0, -3, 6}, "Aj2", TextLanguage::En), "(best #-3: Aj2)");
}

TEST(AnnotateText, AnnotateWritesTheRecordsNotation) {
  // A game of a dozen random-ish moves in the Vietnamese letters: every engine comment's line is rulebook
  // tokens
  auto game = game_of(
      "[Notation \"vi\"]\n\n1. P2,9_1,9 D7,6_T8,7 2. T3,7_5,7 H10,1_8,1 3. H3,2_4,1 F8,4_9,4 4. K1,4_3,6 "
      "K10,4_8,6 "
      "5. K3,6_3,10 K8,6_6,6 6. T5,7_5,8 H8,1_7,0 *\n");
  Searcher searcher;
  AnnotateOptions o;
  o.limits = SearchLimits{3, 0, 0, 1};
  annotate(game, searcher, o);
  ASSERT_FALSE(game.comments_before.empty());
  EXPECT_EQ(game.comments_before[0].rfind("Phân tích của Saban (độ sâu 3): Đỏ chính xác", 0), 0u)
      << game.comments_before[0];
  EXPECT_EQ(game.comments_before[0].find("inaccuracies"), std::string::npos);
  for (const auto& m : game.moves)
    for (const std::string& c : m.comments) {
      EXPECT_TRUE(parser::is_engine_comment(c)) << c;
      EXPECT_NE(c.find("tốt nhất"), std::string::npos) << c;
      EXPECT_TRUE(c.find(',') != std::string::npos) << "rulebook coordinates expected: " << c;
    }
}

// The summary comment is read back by its exact form, the one summary_comment writes: what it says in both
// languages and for each kind of limit; a comment that only looks like it is not the summary.
TEST(AnnotateText, TheSummaryIsReadBackByItsExactForm) {
  using parser::Judgement;
  GameSummary s;
  s.accuracy[0] = 97.4;
  s.accuracy[1] = 100;
  s.counts[0][static_cast<int>(Judgement::Inaccuracy)] = 1;
  s.counts[0][static_cast<int>(Judgement::Good)] = 3;
  s.counts[1][static_cast<int>(Judgement::Blunder)] = 2;
  for (TextLanguage lang : {TextLanguage::En, TextLanguage::Vi})
    for (const SearchLimits& limits : {SearchLimits{6, 0, 0, 1}, SearchLimits{64, 2000, 0, 1},
                                       SearchLimits{64, 1, 0, 1}, SearchLimits{64, 0, 500, 1}}) {
      const std::string text = summary_comment(s, limits, lang);
      const auto read = read_summary_comment("  " + text + "\n");
      ASSERT_TRUE(read) << text;
      EXPECT_EQ(read->language, lang);
      EXPECT_EQ(read->accuracy[0], 97);
      EXPECT_EQ(read->accuracy[1], 100);
      EXPECT_EQ(read->counts[0][static_cast<int>(Judgement::Inaccuracy)], 1);
      EXPECT_EQ(read->counts[0][static_cast<int>(Judgement::Good)], 3);
      EXPECT_EQ(read->counts[1][static_cast<int>(Judgement::Blunder)], 2);
      EXPECT_EQ(read->counts[1][static_cast<int>(Judgement::Mistake)], 0);
      EXPECT_EQ(summary_comment(s, read->limits, lang), text) << "the limits read back";
    }
  for (const char* like : {
           "Saban analysis (depth 6): Red accuracy 97%, a fine game; Blue accuracy 89%",
           "Saban analysis (my notes): Red accuracy 97%; Blue accuracy 89%",
           "Saban analysis (depth 6): Red accuracy 97%; Blue accuracy 89%. I disagree.",
           "Saban analysis (depth 6): Red accuracy 97.5%; Blue accuracy 89%",
           "Saban analysis (depth 6): Red accuracy 97%, 0 inaccuracies; Blue accuracy 89%",
           "Saban analysis (depth 6): Red accuracy 97%, 1 inaccuracies; Blue accuracy 89%",
           "Saban analysis (depth 6): Red accuracy 97%, 2 blunders, 1 inaccuracy; Blue accuracy 89%",
           "Saban analysis (depth 6): Blue accuracy 97%; Red accuracy 89%",
           "Saban analysis (depth 6): Red accuracy 97%",
           "Saban analysis (độ sâu 6): Red accuracy 97%; Blue accuracy 89%",
           "Phân tích của Saban (depth 6): Đỏ chính xác 97%; Xanh chính xác 89%",
           "Saban analysis is great",
           "",
       })
    EXPECT_FALSE(read_summary_comment(like)) << like;

  // The first annotator's form (every count, in the plural), as samples/engine/selfplay-500-annotated.ctr and
  // the records annotated then carry it
  const std::string first =
      "Saban analysis (depth 2): Red accuracy 97%, 1 brilliant, 1 good, 0 inaccuracies, 0 mistakes, 0 "
      "blunders; "
      "Blue accuracy 97%, 0 brilliant, 2 good, 1 inaccuracies, 1 mistakes, 1 blunders";
  const auto read = read_summary_comment(first);
  ASSERT_TRUE(read) << first;
  EXPECT_EQ(read->limits.depth, 2);
  EXPECT_EQ(read->counts[0][static_cast<int>(Judgement::Brilliant)], 1);
  EXPECT_EQ(read->counts[1][static_cast<int>(Judgement::Good)], 2);
  EXPECT_EQ(read->counts[1][static_cast<int>(Judgement::Inaccuracy)], 1);
  EXPECT_EQ(read->counts[1][static_cast<int>(Judgement::Blunder)], 1);
  for (const char* like : {
           // a count left out, or in another order: neither writer's form
           "Saban analysis (depth 2): Red accuracy 97%, 1 brilliant, 1 good, 0 inaccuracies, 0 mistakes; "
           "Blue accuracy 97%, 0 brilliant, 2 good, 1 inaccuracies, 1 mistakes, 1 blunders",
           "Saban analysis (depth 2): Red accuracy 97%, 1 good, 1 brilliant, 0 inaccuracies, 0 mistakes, 0 "
           "blunders; Blue accuracy 97%, 0 brilliant, 2 good, 1 inaccuracies, 1 mistakes, 1 blunders",
       })
    EXPECT_FALSE(read_summary_comment(like)) << like;
}

// One home for "is this comment the engine's summary": parser::is_engine_summary, by the heads
// (parser::kEngineSummaryHeads) that both summary writers begin with; read_summary_comment asks it first, so
// a comment it reads is one that the move list and the text export set apart as the engine's.
TEST(AnnotateText, TheSummaryIsTheEnginesByParsersHeads) {
  GameSummary s;
  s.accuracy[0] = 91;
  s.accuracy[1] = 88;
  s.counts[1][static_cast<int>(parser::Judgement::Mistake)] = 1;
  const SearchLimits limits{4, 0, 0, 1};
  const std::string texts[] = {summary_comment(s, limits, TextLanguage::En),
                               summary_comment(s, limits, TextLanguage::Vi),
                               first_summary_comment(s, limits)};
  const std::string_view heads[] = {parser::kEngineSummaryHeads[0], parser::kEngineSummaryHeads[1],
                                    parser::kEngineSummaryHeads[0]};
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(texts[i].rfind(heads[i], 0), 0u) << texts[i];
    EXPECT_TRUE(parser::is_engine_summary(texts[i])) << texts[i];
    EXPECT_TRUE(read_summary_comment(texts[i])) << texts[i];
  }
  // Not the summary's head (a space inside it): neither reads it.
  std::string other = texts[0];
  other.insert(5, " ");
  EXPECT_FALSE(parser::is_engine_summary(other));
  EXPECT_FALSE(read_summary_comment(other));
}
