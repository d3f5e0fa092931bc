// A book's options read back from its output: the contents name a game's event only when the games come
// from several events (the title says the one event), a set-up position's diagram is numbered from its FEN
// (Blue to move, any move number), and the PDF and HTML books turn their boards (--flip) and shade the
// air-defence zones (--air-defence) as an SVG or PNG diagram does.
#include <gtest/gtest.h>

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <algorithm>
#include <cmath>
#include <fstream>

#include "parser/reader.h"
#include "parser/writer.h"
#include "pdf_tools.h"
#include "render/game_text.h"
#include "render/publication.h"
#include "saban_cli.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;

namespace {

// The games of a frozen record (tests/fixtures).
std::vector<parser::GameRecord> fixture(const char* name) {
  const std::string path = std::string(SABAN_FIXTURES) + "/" + name;
  std::vector<parser::GameRecord> games = read_records(path);
  EXPECT_FALSE(games.empty()) << path;
  return games;
}

// Four games, each of the event `events[i % events.size()]`.
std::vector<parser::GameRecord> games_of_events(const QStringList& events) {
  std::vector<parser::GameRecord> games;
  for (int i = 0; i < 4; ++i) {
    parser::GameRecord g = fixture(i % 2 ? "annotated-game-2.ctr" : "annotated-game-1.ctr").front();
    g.set_tag("Event", events[i % events.size()].toStdString());
    games.push_back(std::move(g));
  }
  return games;
}

// The y of the labels "0" and "11" of each diagram's rows (rulebook rows 0..11, one above the other at the
// board's side): pairs (y of "0", y of "11") found in the same column of a page.
std::vector<std::pair<double, double>> row_label_pairs(const QByteArray& pdf) {
  std::vector<std::pair<double, double>> out;
  for (const PdfPage& p : pdf_boxes(pdf))
    for (const PdfWord& zero : p.words) {
      if (zero.text != QLatin1String("0")) continue;
      // The same diagram's 11: in the same column of labels with its 5 between them (a 0 and the 11 of the
      // diagram under it, drawn smaller, also stand in one column, with no 5 between them)
      auto labelled = [&](const PdfWord& w, const char* text) {
        return w.text == QLatin1String(text) && std::abs(w.x1 - zero.x1) < 3;
      };
      for (const PdfWord& eleven : p.words)
        if (labelled(eleven, "11") && std::abs(eleven.y0 - zero.y0) > 100 &&
            std::any_of(p.words.begin(), p.words.end(), [&](const PdfWord& five) {
              return labelled(five, "5") && (five.y0 - zero.y0) * (five.y0 - eleven.y0) < 0;
            }))
          out.emplace_back(zero.y0, eleven.y0);
    }
  return out;
}

// The data-y of a point of the first board of an HTML page or SVG.
double point_y(const QString& svg, const QString& square) {
  const QRegularExpression re(QStringLiteral("data-square=\"%1\"[^>]*data-y=\"([-0-9.]+)\"").arg(square));
  const QRegularExpressionMatch m = re.match(svg);
  EXPECT_TRUE(m.hasMatch()) << square.toStdString();
  return m.captured(1).toDouble();
}

}  // namespace

TEST(BookOptions, TheContentsNameTheEventOnlyWhenTheGamesComeFromSeveral) {
  const QString one = QStringLiteral("Giải vô địch Hà Nội 2026");
  for (int columns : {1, 2}) {
    PublicationOptions o;
    o.columns = columns;
    // One event: the title page says it once, no contents line repeats it
    const QString title_page = pages_text(pdf_of(games_of_events({one}), o), 1, 1);
    EXPECT_EQ(title_page.count(one), 1) << columns << " columns:\n" << title_page.toStdString();
    EXPECT_TRUE(title_page.contains(QStringLiteral("Mục lục"))) << title_page.toStdString();
    // Two events: the title is the collection's, each line names its game's event
    const QString a = QStringLiteral("Giải A"), b = QStringLiteral("Giải B");
    const QString mixed = pages_text(pdf_of(games_of_events({a, b}), o), 1, 1);
    EXPECT_TRUE(mixed.contains(QStringLiteral("Tuyển tập ván cờ"))) << mixed.toStdString();
    EXPECT_EQ(mixed.count(QStringLiteral("· ") + a), 2) << columns << " columns:\n" << mixed.toStdString();
    EXPECT_EQ(mixed.count(QStringLiteral("· ") + b), 2) << mixed.toStdString();
    EXPECT_FALSE(mixed.contains(QStringLiteral("…"))) << "a contents line wraps, never is cut short";
  }
  // The HTML page's contents alike
  PublicationOptions o;
  const QString html = html_document(games_of_events({one}), o);
  const QString nav = html.section(QStringLiteral("<nav>"), 1).section(QStringLiteral("</nav>"), 0, 0);
  EXPECT_EQ(nav.count(QStringLiteral("<li>")), 4);
  EXPECT_FALSE(nav.contains(one)) << nav.toStdString();
  const QString mixed =
      html_document(games_of_events({QStringLiteral("Giải A"), QStringLiteral("Giải B")}), o);
  EXPECT_TRUE(mixed.contains(QStringLiteral("<h1>Tuyển tập ván cờ</h1>")));
  EXPECT_EQ(mixed.section(QStringLiteral("<nav>"), 1).count(QStringLiteral("· Giải B</li>")), 2);
}

TEST(BookOptions, ASetUpPositionsDiagramIsNumberedFromItsFen) {
  // A game set up after 1. 1... 2. 2... 3., Blue to move, its FEN saying move 20
  parser::GameRecord g = fixture("annotated-game-1.ctr").front();
  Position start = diagram_after(g, 5).position;
  ASSERT_EQ(start.side_to_move(), Side::Blue);
  start.set_clocks(0, 20);
  g.start = start;
  g.moves.erase(g.moves.begin(), g.moves.begin() + 5);
  g.moves.resize(6);
  g.comments_before.clear();
  g.result = "*";
  std::erase_if(g.tags, [](const auto& t) { return t.first == "PlyCount" || t.first == "Termination"; });
  g.set_tag("Result", "*");
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("setup.ctr"));
  {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(parser::write_game(g, {})));
  }
  auto title = [&](int ply) {
    const SabanRun out = run_saban({QStringLiteral("export"), QStringLiteral("--format"),
                                    QStringLiteral("svg"), QStringLiteral("--lang"), QStringLiteral("en"),
                                    QStringLiteral("--ply"), QString::number(ply), path});
    EXPECT_EQ(out.status, 0) << out.err.toStdString();
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("<title>([^<]*)</title>")).match(out.out_text());
    return m.captured(1);
  };
  EXPECT_TRUE(title(0).endsWith(QStringLiteral(", starting position, Blue to move")))
      << title(0).toStdString();
  EXPECT_TRUE(title(1).endsWith(QStringLiteral(", position after 20..., Red to move")))
      << title(1).toStdString();
  EXPECT_TRUE(title(2).endsWith(QStringLiteral(", position after 21., Blue to move")))
      << title(2).toStdString();
  EXPECT_TRUE(title(3).endsWith(QStringLiteral(", position after 21..., Red to move")))
      << title(3).toStdString();
  // The book numbers its moves the same way: the first is Blue's 20th
  PublicationOptions o;
  o.language = Language::En;
  const QString text = text_of(pdf_of(std::vector<parser::GameRecord>{g}, o));
  EXPECT_TRUE(text.contains(QStringLiteral("20..."))) << text.left(600).toStdString();
  EXPECT_FALSE(text.contains(QRegularExpression(QStringLiteral("(?<![0-9.])3\\.\\.\\."))))
      << text.left(600).toStdString();
}

TEST(BookOptions, APdfBookTurnsItsBoardsWhenFlipped) {
  const std::vector<parser::GameRecord> games = fixture("annotated-game-1.ctr");
  PublicationOptions o;  // rulebook notation: the rows are labelled 0 (Red's back row) to 11
  o.diagrams = DiagramChoice::Every;
  o.every = 20;
  for (bool flipped : {false, true}) {
    o.flipped = flipped;
    const auto pairs = row_label_pairs(pdf_of(games, o));
    ASSERT_GE(pairs.size(), 2u) << "flipped " << flipped;
    for (const auto& [zero, eleven] :
         pairs)  // y grows down the page: Red's row 0 at the bottom unless flipped
      EXPECT_EQ(zero > eleven, !flipped)
          << "flipped " << flipped << ": 0 at " << zero << ", 11 at " << eleven;
  }
}

TEST(BookOptions, AirDefenceZonesAreShadedInTheBooksDiagrams) {
  const std::vector<parser::GameRecord> games = fixture("annotated-game-1.ctr");
  PublicationOptions o;
  o.diagrams = DiagramChoice::Every;
  o.every = 20;
  const QString plain = html_document(games, o);
  EXPECT_FALSE(plain.contains(QStringLiteral("zone-red")));
  o.air_defence[0] = true;
  const QString red = html_document(games, o);
  // Red's zones in the diagrams (<figure>), none of Blue's, none on the moving board (before the first
  // figure)
  const qsizetype figure = red.indexOf(QStringLiteral("<figure>"));
  ASSERT_GE(figure, 0);
  EXPECT_TRUE(red.indexOf(QStringLiteral("zone-red"), figure) > figure);
  EXPECT_FALSE(red.left(figure).contains(QStringLiteral("zone-red")));
  EXPECT_FALSE(red.contains(QStringLiteral("zone-blue")));
  // The PDF's diagrams (print style: a ring on each point covered) change too
  PublicationOptions po = o;
  po.air_defence[0] = false;
  const std::vector<QImage> without = pdf_page_images(games, po, 300);
  const std::vector<QImage> with = pdf_page_images(games, o, 300);
  ASSERT_EQ(with.size(), without.size());
  bool differs = false;
  for (std::size_t i = 0; i < with.size(); ++i) differs = differs || with[i] != without[i];
  EXPECT_TRUE(differs);
}

TEST(BookOptions, TheHtmlPagesBoardTurnsWhenFlipped) {
  const std::vector<parser::GameRecord> games = fixture("annotated-game-1.ctr");
  PublicationOptions o;
  const QString upright = html_document(games, o);
  EXPECT_GT(point_y(upright, QStringLiteral("a1")), point_y(upright, QStringLiteral("a12")));
  o.flipped = true;
  const QString flipped = html_document(games, o);
  EXPECT_LT(point_y(flipped, QStringLiteral("a1")), point_y(flipped, QStringLiteral("a12")));
}

TEST(BookOptions, TheCommandLineGivesFlipAndAirDefenceToBooks) {
  QTemporaryDir dir;
  const QString pdf = dir.filePath(QStringLiteral("book.pdf"));
  const SabanRun out =
      run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"),
                 QStringLiteral("--flip"), QStringLiteral("--air-defence"), QStringLiteral("both"),
                 QStringLiteral("--diagrams"), QStringLiteral("every:20"), QStringLiteral("-o"), pdf,
                 QStringLiteral(SABAN_FIXTURES "/annotated-game-1.ctr")});
  ASSERT_EQ(out.status, 0) << out.err.toStdString();
  EXPECT_FALSE(out.err_text().contains(QStringLiteral("ignores"))) << out.err.toStdString();
  QFile f(pdf);
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  const auto pairs = row_label_pairs(f.readAll());
  ASSERT_FALSE(pairs.empty());
  for (const auto& [zero, eleven] : pairs) EXPECT_LT(zero, eleven);
  const SabanRun help = run_saban({QStringLiteral("export"), QStringLiteral("--help")});
  EXPECT_TRUE(help.out_text().contains(QStringLiteral("all formats"))) << help.out.toStdString();
}

// A game's evaluation graph and summary that open a page say whose game they close: a page never begins with
// the graph's heading alone. Tried on two games, three papers, one and two columns, diagrams every 4 to 16
// moves: some of these put the summary at a page's head.
TEST(BookOptions, ASummaryAtAPagesHeadNamesItsGame) {
  const std::vector<parser::GameRecord> games = {fixture("annotated-game-1.ctr").front(),
                                                 fixture("annotated-game-2.ctr").front()};
  int continued = 0;
  for (Paper paper : {Paper::A4, Paper::A5, Paper::Letter})
    for (int columns : {1, 2})
      for (int every = 4; every <= 16; every += 3)
        for (const parser::GameRecord& g : games) {
          PublicationOptions o;
          o.paper = paper;
          o.columns = columns;
          o.diagrams = DiagramChoice::Every;
          o.every = every;
          const QStringList pages = text_of(pdf_of(std::vector<parser::GameRecord>{g}, o)).split(QChar('\f'));
          for (const QString& page : pages) {
            const QStringList lines = page.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            if (lines.size() < 2) continue;  // lines[0]: the running head
            EXPECT_FALSE(lines[1].startsWith(QStringLiteral("Đánh giá của máy")))
                << "paper " << int(paper) << ", " << columns << " columns, every " << every << ":\n"
                << page.toStdString();
            if (lines[1].endsWith(QStringLiteral("(tiếp theo)"))) ++continued;
          }
        }
  EXPECT_GT(continued, 0) << "no summary fell at a page's head: the test tried nothing";
}

// A two-column book's title page, contents and key span the page (its games are set in two columns).
TEST(BookOptions, ATwoColumnBooksContentsAndKeySpanThePage) {
  PublicationOptions o;
  o.columns = 2;
  o.key = true;
  const std::vector<PdfPage> pages = pdf_boxes(pdf_of(games_of_events({QStringLiteral("Giải A")}), o));
  ASSERT_GE(pages.size(), 3u);
  for (int p : {0, 1}) {  // the title and contents, the key
    double right = 0;
    for (const PdfWord& w : pages[static_cast<std::size_t>(p)].words) right = std::max(right, w.x1);
    EXPECT_GT(right, pages[static_cast<std::size_t>(p)].width * 0.75) << "page " << p + 1;
  }
}
