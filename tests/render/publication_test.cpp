// PDF and HTML of annotated games, read back with poppler's tools and an XML reader: the players' Vietnamese
// names and the moves are in the text, every font is embedded, the page count is the layout's, the same input
// gives the same bytes, and the HTML is well-formed and refers to nothing outside itself.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QXmlStreamReader>
#include <fstream>
#include <sstream>

#include "parser/reader.h"
#include "pdf_tools.h"
#include "render/publication.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;

namespace {

std::vector<parser::GameRecord> read_games(const std::string& path, std::size_t limit = 1000) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << path;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  std::vector<parser::GameRecord> games;
  while (games.size() < limit && reader.next(g)) {
    for (const auto& e : g.errors) ADD_FAILURE() << e.format();
    if (g.record) games.push_back(std::move(*g.record));
  }
  return games;
}

std::string data(const char* name) { return std::string(SABAN_SAMPLES) + "/../tests/render/data/" + name; }

int page_count(const QByteArray& pdf) {
  const QString info = run_tool(QStringLiteral("pdfinfo"), {}, pdf);
  const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
  EXPECT_TRUE(m.hasMatch()) << info.toStdString();
  return m.captured(1).toInt();
}

}  // namespace

TEST(Pdf, TextHoldsTheVietnameseNamesAndTheMoves) {
  const auto games = read_games(data("annotated_vi.ctr"));
  ASSERT_EQ(games.size(), 1u);
  const QString text =
      text_of(pdf_of(games, {})).simplified();  // lines joined: a name may be broken at the end of a line
  for (const char* s :
       {"Nguyễn Thị Ngọc Ánh", "Trần Quốc Việt", "Giải cờ Tư lệnh Hà Nội mở rộng", "Đặng Hữu Phước",
        "P4,4@L2,6>*", "P2,9@P2,6", "K2,2@P2,6>*+", "*0,6_0,7", "K4,6_0,6^*", "K6,3@T8,5?",
        "chiếu tướng và trở thành anh hùng", "sau 2... K2,2@P2,6>*", "sau 4... +K4,6_0,6^*", "Xanh thắng"})
    EXPECT_TRUE(text.contains(QString::fromUtf8(s))) << s << "\n---\n" << text.toStdString();
  EXPECT_FALSE(text.contains(QStringLiteral("[%csl"))) << "commands are not printed";
  EXPECT_FALSE(text.contains(QStringLiteral("[#]")));
}

TEST(Pdf, EnglishInterfaceWords) {
  const auto games = read_games(data("annotated_vi.ctr"));
  PublicationOptions o;
  o.language = Language::En;
  const QString text = text_of(pdf_of(games, o));
  EXPECT_TRUE(text.contains(QStringLiteral("Blue wins")));
  // The moves in the rulebook notation's English letters, the default of an English book (--notation)
  EXPECT_TRUE(text.contains(QStringLiteral("after 4... +Af4.6_0.6^C")));
  EXPECT_TRUE(text.contains(QString::fromUtf8("Nguyễn Thị Ngọc Ánh")));
}

TEST(Pdf, EveryFontIsEmbedded) {
  const auto games = read_games(data("annotated_vi.ctr"));
  const QString fonts = run_tool(QStringLiteral("pdffonts"), {}, pdf_of(games, {}));
  const QStringList lines = fonts.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
  ASSERT_GE(lines.size(), 3) << fonts.toStdString();  // two heading lines, then one line per font
  for (int i = 2; i < lines.size(); ++i) {
    const QStringList cols = lines[i].split(QLatin1Char(' '), Qt::SkipEmptyParts);
    ASSERT_GE(cols.size(), 7) << lines[i].toStdString();
    EXPECT_EQ(cols[cols.size() - 5], QStringLiteral("yes")) << "not embedded: " << lines[i].toStdString();
    EXPECT_TRUE(lines[i].contains(QStringLiteral("NotoSans"))) << lines[i].toStdString();
  }
}

TEST(Pdf, PageCountFollowsTheLayout) {
  auto games = read_games(std::string(SABAN_SAMPLES) + "/engine/selfplay-500-annotated.ctr", 6);
  ASSERT_EQ(games.size(), 6u);
  for (auto& g : games) g.moves.resize(std::min<std::size_t>(g.moves.size(), 160));  // 80 moves a game
  PublicationOptions one;
  one.diagrams = DiagramChoice::Every;
  one.every = 20;
  PublicationOptions two = one;
  two.columns = 2;
  PublicationOptions a5 = one;
  a5.paper = Paper::A5;
  const int pages_one = page_count(pdf_of(games, one));
  EXPECT_EQ(pages_one, pdf_page_count(games, one));
  EXPECT_EQ(page_count(pdf_of(games, two)), pdf_page_count(games, two));
  EXPECT_EQ(page_count(pdf_of(games, a5)), pdf_page_count(games, a5));
  EXPECT_LT(pdf_page_count(games, two), pages_one);
  EXPECT_GT(pdf_page_count(games, a5), pages_one);
  // A collection has a contents page and an index of players; a lone game has neither
  PublicationOptions bare = one;
  bare.contents = false;
  EXPECT_EQ(pdf_page_count(games, bare), pages_one - 2);
  const QString text = text_of(pdf_of(games, one));
  EXPECT_TRUE(text.contains(QString::fromUtf8("Mục lục")));
  EXPECT_TRUE(text.contains(QString::fromUtf8("Danh mục kỳ thủ")));
}

TEST(Pdf, PageImagesAreThePdfsPages) {
  auto games = read_games(std::string(SABAN_SAMPLES) + "/engine/selfplay-500-annotated.ctr", 2);
  ASSERT_EQ(games.size(), 2u);
  PublicationOptions a5;
  a5.paper = Paper::A5;
  a5.columns = 2;
  const std::vector<QImage> pages = pdf_page_images(games, a5, 300);
  ASSERT_EQ(static_cast<int>(pages.size()), pdf_page_count(games, a5));
  for (const QImage& page : pages) {
    EXPECT_EQ(page.width(), 300);
    EXPECT_NEAR(page.height(), 300 * 595.0 / 420.0, 2) << "A5's proportions";
  }
  // Something is painted on every page: not all of it is white.
  for (const QImage& page : pages) {
    int dark = 0;
    for (int y = 0; y < page.height(); ++y)
      for (int x = 0; x < page.width(); ++x) dark += qGray(page.pixel(x, y)) < 160;
    EXPECT_GT(dark, 100);
  }
  EXPECT_TRUE(pdf_page_images({}, a5, 300).empty());
}

TEST(Pdf, SameInputSameBytes) {
  const auto games = read_games(data("annotated_vi.ctr"));
  PublicationOptions o;
  o.diagrams = DiagramChoice::Judged;
  const QByteArray a = pdf_of(games, o);
  const QByteArray b = pdf_of(games, o);
  EXPECT_GT(a.size(), 1000);
  EXPECT_EQ(a, b);
}

TEST(Html, WellFormedAndSelfContained) {
  auto games = read_games(data("annotated_vi.ctr"));
  auto more = read_games(std::string(SABAN_SAMPLES) + "/rulebook/mot-nuoc-co-hay.ctr");
  games.insert(games.end(), more.begin(), more.end());
  const QString html = html_document(games, {});
  QXmlStreamReader xml(html);
  int moves = 0, svgs = 0, references = 0;
  QStringList fens;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    const auto a = xml.attributes();
    for (const auto& attr : a) {
      const QString name = attr.qualifiedName().toString();
      if (name == QLatin1String("href") || name == QLatin1String("xlink:href") ||
          name == QLatin1String("src")) {
        ++references;
        EXPECT_TRUE(attr.value().startsWith(QLatin1Char('#')))
            << "outside reference " << attr.value().toString().toStdString();
      }
      EXPECT_FALSE(attr.value().contains(QLatin1String("url("))) << attr.value().toString().toStdString();
    }
    EXPECT_NE(xml.name(), QLatin1String("link"));
    EXPECT_NE(xml.name(), QLatin1String("img"));
    EXPECT_NE(xml.name(), QLatin1String("iframe"));
    if (xml.name() == QLatin1String("svg")) ++svgs;
    if (xml.name() == QLatin1String("a") && a.value(QLatin1String("class")) == QLatin1String("move")) {
      ++moves;
      fens << a.value(QLatin1String("data-fen")).toString();
    }
  }
  ASSERT_FALSE(xml.hasError()) << xml.errorString().toStdString() << " at line " << xml.lineNumber();
  EXPECT_GT(references, 100);
  EXPECT_EQ(moves, 7 + 2 + 7 + 1);  // both games' moves and their variations
  EXPECT_GE(svgs, 2 + 2);  // a board per game and the diagrams at the markers after the moves (the set-up
                           // starts are the boards)
  // Every move carries the position after it; the first game's last move leaves the red commander mated on
  // 0,6
  ASSERT_FALSE(fens.isEmpty());
  for (const QString& f : fens) EXPECT_EQ(f.count(QLatin1Char('/')), 11) << f.toStdString();
  EXPECT_TRUE(html.contains(QString::fromUtf8("Nguyễn Thị Ngọc Ánh")));
  // The only URLs are the names of the XML namespaces (in the markup and the script), which nothing fetches
  EXPECT_EQ(html.count(QStringLiteral("http")), html.count(QStringLiteral("http://www.w3.org/")));
  EXPECT_FALSE(html.contains(QStringLiteral("https://")));
  EXPECT_EQ(html, html_document(games, {}));
}
