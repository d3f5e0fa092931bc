// The evaluation graph of a game analysed from a plain record: a score for every ply, so the graph is
// printed, with a point per ply, the move and score axes, the 0.5 line, the judged moves marked and a legend
// in the book's language (read back from the PDF with pdftotext).
#include <gtest/gtest.h>

#include <QBuffer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <fstream>

#include "analysis/annotate.h"
#include "parser/reader.h"
#include "pdf_tools.h"
#include "render/eval_graph.h"
#include "render/publication.h"
#include "render/words.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;

namespace {

// The first game of the sample self-play record: moves only, no comment, no evaluation.
parser::GameRecord plain_game() {
  const std::string path = std::string(SABAN_SAMPLES) + "/rulebook/selfplay-vi.ctr";
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << path;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  if (!reader.next(g) || !g.record) throw std::runtime_error("unreadable sample");
  return std::move(*g.record);
}

// The game as `saban analyze` leaves it (a shallow search: the test is about what is stored, not its depth).
parser::GameRecord analysed_game() {
  parser::GameRecord g = plain_game();
  analysis::Searcher searcher(1 << 16);
  analysis::AnnotateOptions o;
  o.limits.depth = 1;
  const auto summary = analysis::annotate(g, searcher, o);
  EXPECT_TRUE(summary.complete);
  return g;
}

QString pdf_text(const std::vector<parser::GameRecord>& games, const PublicationOptions& o) {
  return text_of(pdf_of(games, o));
}

std::vector<QString> texts_of(const Scene& sc) {
  std::vector<QString> out;
  for (const SceneItem& it : sc.items())
    if (it.kind == SceneItem::Kind::Text) out.push_back(it.text);
  return out;
}

bool has(const std::vector<QString>& texts, const QString& t) {
  return std::find(texts.begin(), texts.end(), t) != texts.end();
}

}  // namespace

TEST(EvalGraph, EveryPlyOfAnAnalysedPlainRecordHasItsScore) {
  const parser::GameRecord plain = plain_game();
  for (const auto& m : plain.moves) ASSERT_FALSE(m.evaluation);  // a plain record: no graph
  EXPECT_FALSE(game_curve(plain).has_evaluations);
  const parser::GameRecord g = analysed_game();
  const GameCurve c = game_curve(g);
  ASSERT_EQ(c.red_eval.size(), g.moves.size());
  for (std::size_t i = 0; i < c.red_eval.size(); ++i) EXPECT_TRUE(c.red_eval[i]) << "ply " << i + 1;
  EXPECT_TRUE(c.has_evaluations);
  EXPECT_EQ(c.first_move, 1);
  EXPECT_TRUE(c.first_player_moves_first);
}

TEST(EvalGraph, AxesMarksAndLegend) {
  const parser::GameRecord g = analysed_game();
  const GameCurve c = game_curve(g);
  std::vector<parser::Judgement> judgements;
  for (const auto& m : g.moves) judgements.push_back(m.judgement);
  const auto judged = std::count_if(judgements.begin(), judgements.end(),
                                    [](parser::Judgement j) { return j != parser::Judgement::None; });
  ASSERT_GT(judged, 0);  // a random self-play game at depth 1 has its mistakes
  DiagramStyle style;
  style.kind = DiagramStyle::Kind::Print;
  const Scene sc =
      eval_graph_scene(450, 70, 7, c, judgements, style, graph_words(Language::Vi, QStringLiteral("Đỏ")));
  EXPECT_GT(sc.height(), 70.0);  // the plot, the move numbers and the legend under it
  const std::vector<QString> texts = texts_of(sc);
  for (const char* t : {"0", "0,5", "1", "nước", "10", "50", "điểm kỳ vọng của Đỏ"})
    EXPECT_TRUE(has(texts, QString::fromUtf8(t))) << t;
  // The legend names each kind of judged move the game has, and only those
  for (int j = 1; j < 6; ++j) {
    const auto j_ = static_cast<parser::Judgement>(j);
    const bool present = std::find(judgements.begin(), judgements.end(), j_) != judgements.end();
    EXPECT_EQ(has(texts, judgement_name(j_, Language::Vi)), present) << j;
  }
  // The curve: one point per ply after the start's (the longest round-joined line); a mark per judged move
  std::size_t points = 0;
  for (const SceneItem& it : sc.items())
    if (it.kind == SceneItem::Kind::Path && it.paint.round)
      points = std::max<std::size_t>(points, static_cast<std::size_t>(it.path.elementCount()));
  EXPECT_EQ(points, g.moves.size() + 1);
  // The 0.5 line: a dashed line across the plot
  bool half_line = false;
  for (const SceneItem& it : sc.items()) half_line |= it.kind == SceneItem::Kind::Path && it.paint.dashed;
  EXPECT_TRUE(half_line);
  // English: a decimal point and English words
  const std::vector<QString> en = texts_of(
      eval_graph_scene(450, 70, 7, c, judgements, style, graph_words(Language::En, QStringLiteral("Red"))));
  for (const char* t : {"0.5", "move", "Red's expected score"})
    EXPECT_TRUE(has(en, QString::fromUtf8(t))) << t;
}

TEST(EvalGraph, MoveAxisSteps) {
  EXPECT_EQ(move_axis_step(10, 400, 10), 1);
  EXPECT_EQ(move_axis_step(74, 400, 10), 5);
  EXPECT_EQ(move_axis_step(74, 200, 10), 10);
  EXPECT_EQ(move_axis_step(300, 200, 10), 50);
  EXPECT_EQ(move_axis_step(3, 5, 10), 5);  // no room: one step over the whole game
}

TEST(EvalGraph, PrintedWithItsAxesInTheBooksLanguage) {
  const parser::GameRecord g = analysed_game();
  PublicationOptions o;
  o.language = Language::Vi;
  const QString vi = pdf_text({g}, o);
  for (const char* t : {"Đánh giá của máy", "điểm kỳ vọng của Đỏ", "0,5", "nước"})
    EXPECT_TRUE(vi.contains(QString::fromUtf8(t))) << t;
  o.language = Language::En;
  const QString en = pdf_text({g}, o);
  for (const char* t : {"Engine evaluation", "Red's expected score", "0.5", "move", "inaccuracy"})
    EXPECT_TRUE(en.contains(QString::fromUtf8(t))) << t;
  // The plain record itself has no graph
  EXPECT_FALSE(pdf_text({plain_game()}, o).contains(QStringLiteral("Red's expected score")));
}
