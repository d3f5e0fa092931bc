// Cờ Đông Sơn games in the PDF and HTML layouts (render/dongson_game_text.h, published_game.h): the tokens
// are the moves in the game's SAN with judgements, evaluations and comments, diagrams on its own board where
// the options put them with the comments' marks; the PDF text names Thủy and Sơn and the side the scores are
// from; the HTML is well-formed, its board and diagrams are the 9×9 board, every move carries its Cờ Đông Sơn
// FEN; a collection mixes both games; `saban export` writes the same bytes twice.
#include <gtest/gtest.h>

#include <QProcess>
#include <QXmlStreamReader>
#include <fstream>

#include "parser/reader.h"
#include "pdf_tools.h"
#include "render/dongson_game_text.h"
#include "render/publication.h"
#include "render/published_game.h"
#include "rules/dongson/fen.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;
namespace ds = saban::dongson;

namespace {

const std::string kSample = std::string(SABAN_SAMPLES) + "/dong-son/selfplay-depth3-annotated.pgn";

// The games of a file, either game.
std::vector<std::variant<parser::GameRecord, parser::dongson::DsRecord>> read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  std::vector<std::variant<parser::GameRecord, parser::dongson::DsRecord>> out;
  while (reader.next(g)) {
    for (const auto& e : g.errors) ADD_FAILURE() << e.format();
    if (g.record) out.emplace_back(std::move(*g.record));
    if (g.dongson) out.emplace_back(std::move(*g.dongson));
  }
  return out;
}

parser::dongson::DsRecord read_text(const std::string& text) {
  parser::ReadGame g = parser::read_game(text, "test", 1, 1);
  EXPECT_TRUE(g.dongson) << (g.errors.empty() ? "" : g.errors.front().format());
  return g.dongson ? *g.dongson : parser::dongson::DsRecord{};
}

const std::string kAnnotated =
    "[Variant \"dongson\"]\n[Thuy \"Lê Thị Ánh\"]\n[Son \"Trần Bảo\"]\n[Result \"*\"]\n\n"
    "1. Dd3 {[%eval 0.20,3] the centre [#] [%csl Re5] [%cal Gd3d4]} (1. Bc3 Ba7) 1... Ba7? {[%eval 0.90,3]} "
    "2. Dd4 {[%eval 0.85,3]} *\n";

}  // namespace

TEST(DsPublication, TokensAreTheMovesInItsSanWithCommentsVariationsAndDiagrams) {
  const auto game = read_text(kAnnotated);
  PublicationOptions o;
  const std::vector<GameToken> tokens = game_tokens(game, o);
  QStringList moves, comments;
  std::vector<const GameToken*> diagrams;
  for (const GameToken& t : tokens) {
    if (t.kind == GameToken::Kind::Move) moves << t.text + QLatin1Char('@') + QString::number(t.depth);
    if (t.kind == GameToken::Kind::Comment) comments << t.text;
    if (t.kind == GameToken::Kind::Diagram) diagrams.push_back(&t);
  }
  EXPECT_EQ(moves, QStringList({"Dd3@0", "Bc3@1", "Ba7@1", "Ba7?@0", "Dd4@0"}));
  EXPECT_EQ(comments, QStringList({"the centre"}));  // the commands taken out
  // The marker's diagram: the Cờ Đông Sơn board after 1. Dd3, with the comment's square and arrow
  ASSERT_EQ(diagrams.size(), 1u);
  ASSERT_TRUE(diagrams[0]->ds_diagram.has_value());
  const DsDiagram& d = *diagrams[0]->ds_diagram;
  EXPECT_EQ(d.last_to, *ds::parse_square("d3"));
  ASSERT_EQ(d.highlights.size(), 1u);
  EXPECT_EQ(d.highlights[0].square, *ds::parse_square("e5"));
  ASSERT_EQ(d.arrows.size(), 1u);
  EXPECT_EQ(diagrams[0]->caption, QStringLiteral("sau 1. Dd3"));
  EXPECT_TRUE(std::holds_alternative<DsDiagram>(token_diagram(*diagrams[0])));
  // Each move its position's FEN and its evaluation (Thủy's side)
  for (const GameToken& t : tokens)
    if (t.kind == GameToken::Kind::Move && t.text == QStringLiteral("Ba7?")) {
      EXPECT_EQ(t.fen.toStdString(), "lvngtgnvl/1dbdbdbdb/b8/9/9/9/3D5/BDB1BDBDB/LVNGTGNVL w BHbh - 0 2");
      EXPECT_EQ(t.evaluation, QStringLiteral("+0.90"));
    }
  // Every 1 move: a diagram after each of Sơn's main-line moves
  o.diagrams = DiagramChoice::Every;
  o.every = 1;
  int every = 0;
  for (const GameToken& t : game_tokens(game, o)) every += t.kind == GameToken::Kind::Diagram;
  EXPECT_EQ(every, 2);  // the marker and 1... Ba7
}

TEST(DsPublication, ThePdfNamesThuyAndSonAndTheSideTheScoresAreFrom) {
  PublicationOptions o;
  o.diagrams = DiagramChoice::Swings;
  o.every = 2;
  std::vector<PublishedGame> games;
  for (const auto& g : read_all(kSample))
    games.push_back(std::visit([&](const auto& r) { return publish(r, o); }, g));
  ASSERT_EQ(games.size(), 2u);
  EXPECT_TRUE(games[0].curve.has_evaluations);
  const QString text = text_of(pdf_of(games, o));
  for (const char* words : {"Sơn thắng", "Đánh giá của máy (điểm theo phía Thủy)",
                            "Thủy (Saban depth 3):", "1. Dd3", "Nb7+?!", "Mục lục"})
    EXPECT_TRUE(text.contains(QString::fromUtf8(words))) << words;
  EXPECT_FALSE(text.contains(QStringLiteral("Đỏ"))) << "no Commander Chess side names";
  o.language = Language::En;
  games.clear();
  for (const auto& g : read_all(kSample))
    games.push_back(std::visit([&](const auto& r) { return publish(r, o); }, g));
  const QString en = text_of(pdf_of(games, o));
  EXPECT_TRUE(en.contains(QStringLiteral("Sơn wins")));
  EXPECT_TRUE(en.contains(QStringLiteral("Engine evaluation (scores from Thủy's side)")));
}

TEST(DsPublication, TheHtmlBoardAndDiagramsAreTheNineByNineBoard) {
  PublicationOptions o;
  const auto game = read_text(kAnnotated);
  const QString html = published_html({publish(game, o)}, o);
  QXmlStreamReader xml(html);
  int boards = 0, diagrams = 0, points = 0, moves = 0;
  QString board_fen;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    const auto a = xml.attributes();
    if (xml.name() == QLatin1String("svg") && a.value(QLatin1String("class")) == QLatin1String("board")) {
      ++boards;
      EXPECT_EQ(a.value(QLatin1String("data-files")), QLatin1String("abcdefghk"));
      EXPECT_EQ(a.value(QLatin1String("data-light")), QLatin1String("ds-thuy-"));
      board_fen = a.value(QLatin1String("data-fen")).toString();
    }
    if (xml.name() == QLatin1String("svg") && a.value(QLatin1String("class")) == QLatin1String("diagram"))
      ++diagrams;
    if (xml.name() == QLatin1String("g") && a.value(QLatin1String("class")) == QLatin1String("point"))
      ++points;
    if (xml.name() == QLatin1String("a") && a.value(QLatin1String("class")) == QLatin1String("move")) {
      ++moves;
      EXPECT_TRUE(ds::parse_fen(a.value(QLatin1String("data-fen")).toString().toStdString()).ok());
    }
  }
  EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
  EXPECT_EQ(boards, 1);
  EXPECT_EQ(diagrams, 1);
  EXPECT_EQ(points, 81 * 2);  // the board and the marker's diagram
  EXPECT_EQ(moves, 5);
  EXPECT_EQ(board_fen.toStdString(), ds::Position::kStartFen);
  EXPECT_TRUE(html.contains(QStringLiteral("id=\"g1b-ds-son-V\"")));  // every piece defined for the script
  EXPECT_TRUE(html.contains(QStringLiteral("Lê Thị Ánh – Trần Bảo")));
}

TEST(DsPublication, SabanExportLaysOutBothGamesTheSameTwice) {
  for (const char* format : {"pdf", "html"}) {
    const QStringList args = {QStringLiteral("export"),
                              QStringLiteral("--format"),
                              QString::fromLatin1(format),
                              QStringLiteral("--diagrams"),
                              QStringLiteral("every:10"),
                              QString::fromStdString(kSample),
                              QStringLiteral(SABAN_SAMPLES "/rulebook/mot-nuoc-co-hay.ctr")};
    QByteArray outs[2];
    for (QByteArray& out : outs) {
      QProcess p;
      p.start(QStringLiteral(SABAN_CLI), args);
      ASSERT_TRUE(p.waitForFinished(120000));
      ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
      out = p.readAllStandardOutput();
    }
    EXPECT_GT(outs[0].size(), 5000);
    EXPECT_TRUE(outs[0] == outs[1]) << format << " differs between two runs";
    const QString text =
        QString::fromLatin1(format) == QLatin1String("pdf") ? text_of(outs[0]) : QString::fromUtf8(outs[0]);
    EXPECT_TRUE(text.contains(QStringLiteral("Saban depth 3"))) << format;  // the Cờ Đông Sơn games
    EXPECT_TRUE(text.contains(QStringLiteral("Đỏ thắng")) || text.contains(QStringLiteral("Xanh thắng")))
        << format << ": the Commander Chess game with its sides";
    EXPECT_TRUE(text.contains(QStringLiteral("Sơn thắng"))) << format;
  }
}
