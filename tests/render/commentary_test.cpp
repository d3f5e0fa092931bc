// The engine's commentary as a book prints it: written by the exporter from what the engine's comments say
// (the better line and its score, the summary's figures), in the book's language and notation, the line as a
// numbered variation, scores from Red's side whoever moved; never the record's own engine text; the
// annotator's comments kept as written; none with `engine_comments` off (`saban export
// --no-engine-comments`).
#include <gtest/gtest.h>

#include <QBuffer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <fstream>
#include <set>

#include "parser/reader.h"
#include "pdf_tools.h"
#include "render/dongson_game_text.h"
#include "render/game_text.h"
#include "render/publication.h"
#include "render/published_game.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;

namespace {

const std::string kGame2 = std::string(SABAN_FIXTURES) + "/annotated-game-2.ctr";

parser::GameRecord read_one(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  EXPECT_TRUE(reader.next(g)) << path;
  for (const auto& e : g.errors) ADD_FAILURE() << e.format();
  if (!g.record) throw std::runtime_error("unreadable test game");
  return std::move(*g.record);
}

// The sample game annotated by the engine (its records' old forms: the mover's scores), with a comment of
// the annotator's on Blue's judged 3rd move.
parser::GameRecord annotated_game() {
  parser::GameRecord g = read_one(kGame2);
  g.moves[5].comments.push_back("Xanh dồn quân sang cánh trái");
  return g;
}

QString pdf_text(const std::vector<parser::GameRecord>& games, const PublicationOptions& o) {
  // Lines joined: the words are what is read, not where the lines break
  return text_of(pdf_of(games, o)).simplified();
}

// The text of an HTML page, its tags and script taken out.
QString html_text(const std::vector<parser::GameRecord>& games, const PublicationOptions& o) {
  QString html = html_document(games, o);
  html.remove(QRegularExpression(QStringLiteral("<script.*?</script>"),
                                 QRegularExpression::DotMatchesEverythingOption));
  html.remove(QRegularExpression(QStringLiteral("<style.*?</style>"),
                                 QRegularExpression::DotMatchesEverythingOption));
  html.remove(
      QRegularExpression(QStringLiteral("<svg.*?</svg>"), QRegularExpression::DotMatchesEverythingOption));
  html.replace(QRegularExpression(QStringLiteral("<[^>]*>")), QStringLiteral(" "));
  html.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
  html.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
  html.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
  html.replace(QStringLiteral("&#160;"), QStringLiteral(" "));  // a move number kept with its move
  // The spaces the tags leave inside brackets: "( 3... X )" reads "(3... X)"
  html.replace(QRegularExpression(QStringLiteral("\\(\\s+")), QStringLiteral("("));
  html.replace(QRegularExpression(QStringLiteral("\\s+\\)")), QStringLiteral(")"));
  return html.simplified();
}

PublicationOptions options(Language lang, std::optional<Notation> n = std::nullopt) {
  PublicationOptions o;
  o.language = lang;
  o.notation = n;
  o.contents = false;
  return o;
}

// What no book prints: the record's own engine text, in either language.
void expect_no_record_engine_text(const QString& text) {
  for (const char* raw :
       {"tốt nhất", "(best ", "Phân tích của Saban", "Saban analysis", "Đỏ chính xác", "Red accuracy"})
    EXPECT_FALSE(text.contains(QString::fromUtf8(raw))) << raw;
}

int count(const QString& text, const QString& what) { return static_cast<int>(text.count(what)); }

// The checks of a Vietnamese book in the rulebook's Vietnamese letters, PDF or HTML alike.
void expect_vietnamese_commentary(const QString& t) {
  expect_no_record_engine_text(t);
  EXPECT_FALSE(t.contains(QStringLiteral("Better was")));
  EXPECT_FALSE(t.contains(QStringLiteral("continuing")));
  // Red's 3rd move: its better line numbered from 3., Red's score as the record has it
  EXPECT_TRUE(
      t.contains(QStringLiteral("(3. K1,8_5,8 là nước tốt hơn (+0.06), sau đó 3... H10,1_6,1 "
                                "4. K5,8@@B7,10")))
      << t.toStdString();
  // Blue's reply: the record's "+0.98" was Blue's (the mover's); the book prints Red's -0.98
  EXPECT_TRUE(
      t.contains(QStringLiteral("(3... (HKB)H8,2_7,1/K8,2_6,2 là nước tốt hơn (-0.98), sau đó "
                                "4. H3,2_5,0 K6,2@@B4,2 5. K1,8_5,8)")))
      << t.toStdString();
  EXPECT_FALSE(t.contains(QStringLiteral("(+0.98)")));
  // The annotator's words stay as written
  EXPECT_EQ(count(t, QStringLiteral("Xanh dồn quân sang cánh trái")), 1);
  // The summary once, in the book's words
  EXPECT_EQ(count(t, QStringLiteral("độ chính xác 96%")), 2);  // one line per side
  EXPECT_EQ(count(t, QStringLiteral("2 nước thiếu chính xác")), 1);
  EXPECT_EQ(count(t, QStringLiteral("3 nước thiếu chính xác")), 1);
}

// The same in English in the rulebook's English letters.
void expect_english_commentary(const QString& t) {
  expect_no_record_engine_text(t);
  for (const char* vi : {"là nước tốt hơn", "sau đó", "nước thiếu chính xác", "độ chính xác"})
    EXPECT_FALSE(t.contains(QString::fromUtf8(vi))) << vi;
  const QRegularExpression red(
      QStringLiteral(R"(\(Better was 3\. \S+ \(\+0\.06\), continuing 3\.\.\. \S+ 4\. )"));
  EXPECT_TRUE(red.match(t).hasMatch()) << t.toStdString();
  const QRegularExpression blue(
      QStringLiteral(R"(\(Better was 3\.\.\. \S+ \(-0\.98\), continuing 4\. \S+ \S+ 5\. \S+\))"));
  EXPECT_TRUE(blue.match(t).hasMatch()) << t.toStdString();
  EXPECT_FALSE(t.contains(QStringLiteral("K1,8_5,8")));  // Vietnamese letters: the record's, not the book's
  EXPECT_EQ(count(t, QStringLiteral("Xanh dồn quân sang cánh trái")), 1);
  EXPECT_EQ(count(t, QStringLiteral("accuracy 96%")), 2);
  EXPECT_EQ(count(t, QStringLiteral("2 inaccuracies")), 1);
  EXPECT_EQ(count(t, QStringLiteral("3 inaccuracies")), 1);
  EXPECT_EQ(count(t, QStringLiteral("inaccuracys")), 0);
}

}  // namespace

TEST(Commentary, TheBetterLineIsANumberedVariationWithRedsScore) {
  const parser::GameRecord g = annotated_game();
  const std::vector<GameToken> tokens = game_tokens(g, options(Language::En));
  // The first better line: after Red's judged 3rd move, one variation deeper than the move
  auto it = std::find_if(tokens.begin(), tokens.end(),
                         [](const GameToken& t) { return t.kind == GameToken::Kind::EngineComment; });
  ASSERT_NE(it, tokens.end());
  ASSERT_NE(it, tokens.begin());
  EXPECT_EQ((it - 1)->kind, GameToken::Kind::Open);
  EXPECT_EQ(it->text, QStringLiteral("Better was"));
  EXPECT_EQ(it->depth, 1);
  EXPECT_EQ((it + 1)->kind, GameToken::Kind::Number);
  EXPECT_EQ((it + 1)->text, QStringLiteral("3."));
  EXPECT_EQ((it + 2)->kind, GameToken::Kind::Move);
  EXPECT_FALSE((it + 2)->fen.isEmpty());  // the page's board shows it when clicked
  EXPECT_EQ((it + 3)->kind, GameToken::Kind::EngineComment);
  EXPECT_EQ((it + 3)->text, QStringLiteral("(+0.06), continuing"));
  EXPECT_EQ((it + 4)->text, QStringLiteral("3..."));
  // Every move of a better line has an anchor of its own, apart from the record's
  std::set<int> ids;
  for (const GameToken& t : tokens)
    if (t.kind == GameToken::Kind::Move) {
      EXPECT_TRUE(ids.insert(t.move_id).second) << t.move_id;
    }
  // The engine's words are the book's only: none of the record's
  for (const GameToken& t : tokens)
    if (t.kind == GameToken::Kind::EngineComment) {
      EXPECT_TRUE(t.text == QStringLiteral("Better was") || t.text.startsWith(QLatin1Char('(')))
          << t.text.toStdString();
    }
}

TEST(Commentary, PdfInVietnameseAndEnglish) {
  const std::vector<parser::GameRecord> games{annotated_game()};
  expect_vietnamese_commentary(pdf_text(games, options(Language::Vi)));
  expect_english_commentary(pdf_text(games, options(Language::En)));
}

TEST(Commentary, HtmlInVietnameseAndEnglish) {
  const std::vector<parser::GameRecord> games{annotated_game()};
  expect_vietnamese_commentary(html_text(games, options(Language::Vi)));
  expect_english_commentary(html_text(games, options(Language::En)));
}

TEST(Commentary, TheLineFollowsTheBooksNotation) {
  const std::vector<parser::GameRecord> games{annotated_game()};
  // SAN in an English book: a..k, 1..12, no rulebook "row,column"
  const QString t = pdf_text(games, options(Language::En, Notation::San));
  const QRegularExpression better(
      QStringLiteral(R"(Better was 3\.\.\. (\S+) \(-0\.98\), continuing 4\. (\S+) )"));
  const QRegularExpressionMatch m = better.match(t);
  ASSERT_TRUE(m.hasMatch()) << t.toStdString();
  const QRegularExpression rulebook(QStringLiteral(R"(\d,\d)"));  // the rulebook's "row,column"
  EXPECT_FALSE(rulebook.match(m.captured(1)).hasMatch()) << m.captured(1).toStdString();
  EXPECT_FALSE(rulebook.match(m.captured(2)).hasMatch()) << m.captured(2).toStdString();
  // English letters in a Vietnamese book, Vietnamese words
  const QString v = pdf_text(games, options(Language::Vi, Notation::En));
  EXPECT_TRUE(v.contains(QStringLiteral("là nước tốt hơn (-0.98)"))) << v.toStdString();
  EXPECT_FALSE(v.contains(QStringLiteral("K1,8_5,8 là nước")));
}

TEST(Commentary, LeftOutOnRequestTheAnnotatorsCommentsStay) {
  const std::vector<parser::GameRecord> games{annotated_game()};
  PublicationOptions o = options(Language::Vi);
  o.engine_comments = false;
  for (const QString& t : {pdf_text(games, o), html_text(games, o)}) {
    EXPECT_FALSE(t.contains(QStringLiteral("là nước tốt hơn")));
    expect_no_record_engine_text(t);
    EXPECT_EQ(count(t, QStringLiteral("Xanh dồn quân sang cánh trái")), 1);
  }
  int engine = 0;
  for (const GameToken& tok : game_tokens(games[0], o)) engine += tok.kind == GameToken::Kind::EngineComment;
  EXPECT_EQ(engine, 0);
}

TEST(Commentary, CliNoEngineComments) {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("game.ctr"));
  for (bool with : {true, false}) {
    QProcess p;
    QStringList args{QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("html"),
                     QStringLiteral("--lang"), QStringLiteral("en"),       QString::fromStdString(kGame2)};
    if (!with) args << QStringLiteral("--no-engine-comments");
    p.start(QStringLiteral(SABAN_CLI), args);
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    const QString html = QString::fromUtf8(p.readAllStandardOutput());
    EXPECT_EQ(html.contains(QStringLiteral("Better was")), with);
    EXPECT_FALSE(html.contains(QStringLiteral("tốt nhất")));
  }
}

TEST(Commentary, DongSonBetterLinesInItsSan) {
  parser::ReadGame g = parser::read_game(
      "[Variant \"dongson\"]\n[Result \"*\"]\n\n"
      "1. Nb3 {[%eval -0.07,3]} 1... Bc7 {[%eval 0.14,3]} 2. Dd3 {[%eval 0.21,3]} 2... Bc6?! "
      "{[%eval 1.16,3]} {(best +0.21: Dd7 Tc3 Nf7)} 3. Vf3 *\n",
      "test", 1, 1);
  ASSERT_TRUE(g.dongson);
  PublicationOptions o = options(Language::En);
  QStringList words;
  for (const GameToken& t : game_tokens(*g.dongson, o))
    if (t.depth == 1 && t.kind != GameToken::Kind::Open && t.kind != GameToken::Kind::Close) words << t.text;
  EXPECT_EQ(words.join(QLatin1Char(' ')),
            QStringLiteral("Better was 2... Dd7 (+0.21), continuing 3. Tc3 Nf7"));
  o.language = Language::Vi;
  words.clear();
  for (const GameToken& t : game_tokens(*g.dongson, o))
    if (t.depth == 1 && t.kind != GameToken::Kind::Open && t.kind != GameToken::Kind::Close) words << t.text;
  EXPECT_EQ(words.join(QLatin1Char(' ')),
            QStringLiteral("2... Dd7 là nước tốt hơn (+0.21), sau đó 3. Tc3 Nf7"));
}
