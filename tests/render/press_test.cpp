// A book an editor would sign off, read back with poppler's tools: every word of every page inside the page
// (the players index wraps a long list of pages under the name), one notation per book, an outline entry per
// game, links from the contents and the index to the games, the language, the author, tagged subset fonts, no
// number on the title page, dates and results as a book prints them, and the same bytes twice.
#include <gtest/gtest.h>

#include <QBuffer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <fstream>
#include <iterator>
#include <sstream>

#include "parser/reader.h"
#include "parser/writer.h"
#include "pdf_tools.h"
#include "render/publication.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;

namespace {

std::string sample(const char* name) { return std::string(SABAN_SAMPLES) + "/" + name; }

void set_tag(parser::GameRecord& g, const std::string& name, const std::string& value) {
  g.set_tag(name, value);
}

// `n` games of one player ("Saban 2000") against others, from the sample self-play games.
std::vector<parser::GameRecord> one_players_games(std::size_t n) {
  const auto source = read_records(sample("rulebook/selfplay-vi.ctr"));
  EXPECT_FALSE(source.empty());
  std::vector<parser::GameRecord> games;
  for (std::size_t i = 0; i < n; ++i) {
    parser::GameRecord g = source[i % source.size()];
    set_tag(g, i % 2 ? "Blue" : "Red", "Saban 2000");
    set_tag(g, i % 2 ? "Red" : "Blue", "Đối thủ số " + std::to_string(i % 7 + 1));
    games.push_back(std::move(g));
  }
  return games;
}

using Word = PdfWord;
using Page = PdfPage;
std::vector<Page> words_of(const QByteArray& pdf) { return pdf_boxes(pdf); }

// Every word lies inside its page and overlaps no other word (an elided contents line's "…" once sat over its
// page number); returns the number of words.
int expect_words_inside(const QByteArray& pdf) {
  int n = 0;
  for (const Page& p : words_of(pdf)) {
    for (const Word& w : p.words) {
      ++n;
      EXPECT_TRUE(w.x0 >= 0 && w.y0 >= 0 && w.x1 <= p.width && w.y1 <= p.height)
          << "page " << w.page << ": '" << w.text.toStdString() << "' at " << w.x0 << "," << w.y0 << "–"
          << w.x1 << "," << w.y1 << " outside " << p.width << "×" << p.height;
    }
    for (std::size_t i = 0; i < p.words.size(); ++i)
      for (std::size_t j = i + 1; j < p.words.size(); ++j) {
        const Word &a = p.words[i], &b = p.words[j];
        const double dx = std::min(a.x1, b.x1) - std::max(a.x0, b.x0);
        const double dy = std::min(a.y1, b.y1) - std::max(a.y0, b.y0);
        EXPECT_FALSE(dx > 0.5 && dy > 0.5 * (a.y1 - a.y0))
            << "page " << a.page << ": '" << a.text.toStdString() << "' over '" << b.text.toStdString()
            << "'";
      }
  }
  return n;
}

// The players index: the text after its heading (the last page or pages).
QString index_text(const QString& text, const QString& heading) {
  const qsizetype at = text.lastIndexOf(heading);
  EXPECT_GE(at, 0) << heading.toStdString();
  return at < 0 ? QString() : text.mid(at);
}

}  // namespace

TEST(Press, AOnePlayerBookOf60GamesKeepsEveryWordOnThePage) {
  const auto games = one_players_games(60);
  PublicationOptions o;  // a diagram every 10 moves: a book of some 150 pages, the player on most of them
  o.diagrams = DiagramChoice::Every;
  o.every = 10;
  const QByteArray pdf = pdf_of(games, o);
  EXPECT_GT(expect_words_inside(pdf), 1000);
  const QString index = index_text(text_of(pdf), QStringLiteral("Danh mục kỳ thủ"));
  EXPECT_TRUE(index.contains(QStringLiteral("Saban 2000,"))) << index.toStdString();
  for (int i = 1; i <= 7; ++i) EXPECT_TRUE(index.contains(QStringLiteral("Đối thủ số %1").arg(i))) << i;
  // Saban 2000 plays on every game's page: the index lists each of those pages, in order
  static const QRegularExpression number(QStringLiteral("\\b(\\d+)\\b"));
  const QString saban = index.mid(index.indexOf(QStringLiteral("Saban 2000,")) + 11);
  std::vector<int> listed;
  for (auto it = number.globalMatch(saban.left(
           saban.indexOf(QStringLiteral("Đối")) < 0 ? saban.size() : saban.indexOf(QStringLiteral("Đối"))));
       it.hasNext();)
    listed.push_back(it.next().captured(1).toInt());
  EXPECT_GE(listed.size(), 25u);
  EXPECT_TRUE(std::is_sorted(listed.begin(), listed.end()));
}

TEST(Press, ATwoColumnCollectionKeepsEveryWordOnThePage) {
  PublicationOptions o;
  o.columns = 2;
  o.paper = Paper::A5;
  o.language = Language::En;
  o.diagrams = DiagramChoice::Every;
  o.every = 10;
  const auto games = one_players_games(40);
  const QByteArray pdf = pdf_of(games, o);
  EXPECT_GT(expect_words_inside(pdf), 1000);
  const QString index = index_text(text_of(pdf), QStringLiteral("Index of players"));
  for (const char* name : {"Saban 2000", "Đối thủ số 1", "Đối thủ số 7"})
    EXPECT_TRUE(index.contains(QString::fromUtf8(name))) << name;
}

TEST(Press, ABookHasOneNotationWhateverItsRecordsWrite) {
  auto games = read_records(sample("rulebook/selfplay-vi.ctr"));
  for (auto& g : read_records(sample("rulebook/selfplay-en.ctr"))) games.push_back(std::move(g));
  ASSERT_GT(games.size(), 10u);
  games.resize(6);  // vi records
  for (auto& g : read_records(sample("rulebook/selfplay-en.ctr"))) {
    games.push_back(std::move(g));
    if (games.size() == 12) break;
  }
  // A rulebook move: a piece's letters and a point: "P4,4@L2,6" (Vietnamese letters) or "In7.10_8.10"
  static const QRegularExpression vi_move(QStringLiteral(R"((?<![\w.,+-])[A-Z][a-z]?\d{1,2},\d{1,2}[_@>])"));
  static const QRegularExpression en_move(QStringLiteral(R"((?<![\w.,+-])[A-Z][a-z]?\d{1,2}\.\d{1,2}[_@>])"));
  static const QRegularExpression san_move(QStringLiteral(
      R"((?<![\w.,+-])\+?[CIEMGTASFNH][a-k]?(?:1[0-2]|[1-9])?[x_&@>"]*[a-k](?:1[0-2]|[1-9])\b)"));
  for (const auto& [notation, language] :
       {std::pair{Notation::Vi, Language::Vi}, std::pair{Notation::En, Language::Vi},
        std::pair{Notation::San, Language::En}}) {
    PublicationOptions o;
    o.notation = notation;
    o.language = language;
    const QString text = text_of(pdf_of(games, o));
    const int vi = static_cast<int>(text.count(vi_move)), en = static_cast<int>(text.count(en_move));
    if (notation == Notation::Vi) {
      EXPECT_GT(vi, 300);
      EXPECT_EQ(en, 0);
    } else if (notation == Notation::En) {
      EXPECT_GT(en, 300);
      EXPECT_EQ(vi, 0);
    } else {
      EXPECT_EQ(vi + en, 0);
      EXPECT_GT(text.count(san_move), 300);
    }
  }
  // The default: the rulebook's in the letters of the language
  PublicationOptions en;
  en.language = Language::En;
  EXPECT_EQ(text_of(pdf_of(games, en)).count(vi_move), 0);
}

TEST(Press, TheOutlineHasAnEntryPerGameAndTheContentsAndIndexLinkToThem) {
  auto games = one_players_games(9);
  PublicationOptions o;
  o.author = QStringLiteral("Nguyễn Văn Biên Tập");
  const QByteArray pdf = pdf_of(games, o);
  // pdftohtml -xml: the outline's items, each with its page; the links as <a href="...#page">
  const QString xml =
      run_tool(QStringLiteral("pdftohtml"),
               {QStringLiteral("-xml"), QStringLiteral("-stdout"), QStringLiteral("-q")}, pdf);
  static const QRegularExpression item(QStringLiteral(R"re(<item page="(\d+)">([^<]*)</item>)re"));
  std::vector<std::pair<int, QString>> items;
  for (auto it = item.globalMatch(xml); it.hasNext();) {
    const auto m = it.next();
    items.emplace_back(m.captured(1).toInt(), m.captured(2));
  }
  ASSERT_EQ(items.size(), games.size()) << xml.left(3000).toStdString();
  EXPECT_TRUE(items[0].second.startsWith(QStringLiteral("1. Saban 2000 – Đối thủ số 1")))
      << items[0].second.toStdString();
  EXPECT_EQ(items[0].first, 2);  // the first game starts after the contents
  for (std::size_t i = 1; i < items.size(); ++i) EXPECT_GE(items[i].first, items[i - 1].first);
  // Links: the contents' nine lines (their text and number) and the index's page numbers jump to the games
  static const QRegularExpression link(QStringLiteral(R"re(<a href="[^"]*#(\d+)">)re"));
  int links = 0;
  for (auto it = link.globalMatch(xml); it.hasNext(); it.next()) ++links;
  EXPECT_GE(links, 9 * 2) << xml.left(3000).toStdString();
  // The document's language and author, the fonts' subset tags
  EXPECT_TRUE(pdf.contains("/Lang (vi)"));
  const QString info = run_tool(QStringLiteral("pdfinfo"), {}, pdf);
  EXPECT_TRUE(info.contains(QStringLiteral("Author:") + QStringLiteral("         Nguyễn Văn Biên Tập")) ||
              info.contains(QStringLiteral("Nguyễn Văn Biên Tập")))
      << info.toStdString();
  const QString fonts = run_tool(QStringLiteral("pdffonts"), {}, pdf);
  static const QRegularExpression tagged(QStringLiteral(R"(^[A-Z]{6}\+NotoSans-\S+\s)"),
                                         QRegularExpression::MultilineOption);
  EXPECT_GE(fonts.count(tagged), 2) << fonts.toStdString();
  EXPECT_FALSE(
      fonts.contains(QRegularExpression(QStringLiteral(R"(^NotoSans)"), QRegularExpression::MultilineOption)))
      << fonts.toStdString();
  // The same bytes again
  EXPECT_TRUE(pdf == pdf_of(games, o));
}

TEST(Press, TheHeadingPrintsDatesAndResultsAsABookDoesAndTheTitlePageHasNoNumber) {
  auto games = read_records(sample("rulebook/selfplay-en.ctr"));
  ASSERT_GE(games.size(), 2u);
  games.resize(2);
  games[0].result = "1/2-1/2";
  set_tag(games[0], "Result", "1/2-1/2");
  set_tag(games[0], "Termination", "threefold repetition");
  set_tag(games[1], "Date", "2026.11.??");
  for (const auto& [language, day, month, draw, ending] :
       {std::tuple{Language::Vi, "30/11/2026", "tháng 11/2026", "Hòa", "thế cờ lặp lại ba lần"},
        std::tuple{Language::En, "30 November 2026", "November 2026", "Draw", "threefold repetition"}}) {
    PublicationOptions o;
    o.language = language;
    const QByteArray pdf = pdf_of(games, o);
    const QString text = text_of(pdf);
    EXPECT_FALSE(text.contains(QStringLiteral("2026.11"))) << text.left(2000).toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("1/2-1/2")));
    EXPECT_TRUE(text.contains(QStringLiteral("½–½")));
    EXPECT_TRUE(text.contains(QString::fromUtf8(day)));
    EXPECT_TRUE(text.contains(QString::fromUtf8(month)));
    EXPECT_TRUE(text.simplified().contains(QString::fromUtf8(draw) + QStringLiteral(" (") +
                                           QString::fromUtf8(ending) + ")"))
        << text.left(3000).toStdString();
    // The title page carries no page number; the next one its "2"
    const QStringList pages = text.split(QLatin1Char('\f'));
    ASSERT_GE(pages.size(), 3);
    EXPECT_FALSE(QRegularExpression(QStringLiteral(R"((^|\n)1\s*$)")).match(pages[0]).hasMatch())
        << pages[0].toStdString();
    EXPECT_TRUE(
        QRegularExpression(QStringLiteral(R"((^|\n)2\s*$)")).match(pages[1].trimmed() + "\n").hasMatch() ||
        pages[1].contains(QStringLiteral("\n2\n")))
        << pages[1].toStdString();
  }
}

TEST(Press, TheKeyPageAndTheAnnotatorsSigns) {
  // The worked example with the annotator's !? and assessments after two moves
  std::ifstream in(sample("rulebook/mot-nuoc-co-hay.ctr"), std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string move = "2. P2,9@P2,6 K2,2@P2,6>*";
  ASSERT_NE(text.find(move), std::string::npos);
  text.replace(text.find(move), move.size(), "2. P2,9@P2,6 $5 $14 K2,2@P2,6>* $18 $13");
  std::istringstream s(text);
  parser::RecordReader reader(s, "nags.ctr");
  parser::ReadGame g;
  ASSERT_TRUE(reader.next(g));
  ASSERT_TRUE(g.errors.empty()) << g.errors.front().format();
  ASSERT_TRUE(g.record);
  PublicationOptions o;
  o.key = true;
  const QByteArray pdf = pdf_of({*g.record}, o);
  const QString book = text_of(pdf);
  const QStringList pages = book.split(QLatin1Char('\f'));
  ASSERT_GE(pages.size(), 2);
  // The key first: pieces with their letters, + as a good move, the assessments, points and terrain
  for (const char* s : {"Cách đọc ván cờ", "Tư lệnh", "Sở chỉ huy", "nước đi hay (không phải chiếu", "⩲",
                        "hơi ưu", "∞", "Tọa độ và địa hình", "Biển", "ngôi sao đen"})
    EXPECT_TRUE(pages[0].contains(QString::fromUtf8(s))) << s << "\n" << pages[0].toStdString();
  // The moves keep every sign: !? joined, the assessments apart, in the font that has them
  const QString moves = pages.mid(1).join(QLatin1Char('\n')).simplified();
  EXPECT_TRUE(moves.contains(QString::fromUtf8("P2,9@P2,6!? ⩲"))) << moves.toStdString();
  EXPECT_TRUE(moves.contains(QString::fromUtf8("K2,2@P2,6>* +− ∞"))) << moves.toStdString();
  EXPECT_TRUE(run_tool(QStringLiteral("pdffonts"), {}, pdf).contains(QStringLiteral("NotoSansMath-Regular")));
  EXPECT_GT(expect_words_inside(pdf), 100);
}
