// Pages filled: a diagram that does not fit the rest of a page floats to the next one while the text after it
// fills the page (or is drawn a little smaller to fit), so no page of a game but its last is left largely
// empty. Measured on the sample games' books read back with pdftotext -bbox: a page's emptiness is the part
// of its frame under its lowest word (a diagram's lowest words are its column labels and caption).
#include <gtest/gtest.h>

#include <QBuffer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <fstream>

#include "parser/reader.h"
#include "pdf_tools.h"
#include "render/publication.h"
#include "render/text_flow.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;

namespace {

parser::GameRecord sample_game(const char* name) {
  const std::string path = std::string(SABAN_FIXTURES) + "/" + name;
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << path;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  if (!reader.next(g) || !g.record) throw std::runtime_error("unreadable sample");
  return std::move(*g.record);
}

// Each page's empty share of its frame (between the margins, 50 points; the page number is under it).
std::vector<double> emptiness(const parser::GameRecord& game, const PublicationOptions& o) {
  QXmlStreamReader xml(run_tool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox")}, pdf_of({game}, o),
                                {QStringLiteral("-")}));
  constexpr double margin = 50;
  std::vector<double> out;
  double height = 0, lowest = margin;
  auto close_page = [&] {
    if (height > 0) out.push_back((height - margin - lowest) / (height - 2 * margin));
  };
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement) continue;
    const auto a = xml.attributes();
    if (xml.name() == QLatin1String("page")) {
      close_page();
      height = a.value(QLatin1String("height")).toDouble();
      lowest = margin;
    } else if (xml.name() == QLatin1String("word")) {
      const double y0 = a.value(QLatin1String("yMin")).toDouble(),
                   y1 = a.value(QLatin1String("yMax")).toDouble();
      if (y0 > margin - 5 && y1 < height - margin + 2)
        lowest = std::max(lowest, y1);  // not the head or number
    }
  }
  close_page();
  return out;
}

}  // namespace

TEST(PageFill, NoPageOfAGameButItsLastIsLeftLargelyEmpty) {
  struct Book {
    const char* game;
    DiagramChoice diagrams;
    int every;
    Paper paper;
    int columns;
  };
  // Before diagrams floated, game-1 on A5 with a diagram every 8 moves left 37-42 % of five pages empty
  const Book books[] = {
      {"annotated-game-1.ctr", DiagramChoice::Every, 8, Paper::A5, 1},
      {"annotated-game-1.ctr", DiagramChoice::Every, 10, Paper::A4, 1},
      {"annotated-game-2.ctr", DiagramChoice::Judged, 0, Paper::A4, 1},
      {"annotated-game-1.ctr", DiagramChoice::Judged, 0, Paper::A4, 1},
      {"annotated-game-1.ctr", DiagramChoice::Every, 10, Paper::A4, 2},
  };
  for (const Book& b : books) {
    PublicationOptions o;
    o.diagrams = b.diagrams;
    o.every = b.every;
    o.paper = b.paper;
    o.columns = b.columns;
    const std::vector<double> e = emptiness(sample_game(b.game), o);
    ASSERT_GE(e.size(), 2u) << b.game;
    for (std::size_t i = 0; i + 1 < e.size(); ++i)
      EXPECT_LE(e[i], 0.20) << b.game << " every " << b.every << ": page " << i + 1 << " is "
                            << static_cast<int>(e[i] * 100) << " % empty";
  }
}

namespace {

// A paragraph of `n` lines: words wider than half the column, one to a line.
std::vector<FlowWord> lines_of(int n, const TextStyle& st) {
  std::vector<FlowWord> words;
  for (int i = 0; i < n; ++i) words.push_back({Run{QStringLiteral("mmmmmmmmmmmmmmm"), st}});
  return words;
}

}  // namespace

TEST(PageFill, NoWidowsNoOrphans) {
  const TextStyle st;
  const double lh = TextFlow::line_height(st);
  PageFrame frame;
  frame.width = 200;
  frame.margin = 20;
  frame.height = 2 * frame.margin + 10 * lh + 1;  // ten lines a page
  ASSERT_GT(TextFlow::width(QStringLiteral("mmmmmmmmmmmmmmm"), st), frame.column_width() / 2);
  {  // room for one line: the paragraph's first line does not stay alone at the foot
    TextFlow flow(nullptr, frame, {}, {});
    flow.space(9 * lh);
    flow.paragraph(lines_of(5, st), 0, 0);
    EXPECT_EQ(flow.page(), 2);
    EXPECT_NEAR(flow.y(), frame.margin + 5 * lh, 0.01);
  }
  {  // room for four lines of five: the fourth goes over with the last
    TextFlow flow(nullptr, frame, {}, {});
    flow.space(6 * lh);
    flow.paragraph(lines_of(5, st), 0, 0);
    EXPECT_EQ(flow.page(), 2);
    EXPECT_NEAR(flow.y(), frame.margin + 2 * lh, 0.01);
  }
  {  // room for two lines of five: two stay, three go over
    TextFlow flow(nullptr, frame, {}, {});
    flow.space(8 * lh);
    flow.paragraph(lines_of(5, st), 0, 0);
    EXPECT_EQ(flow.page(), 2);
    EXPECT_NEAR(flow.y(), frame.margin + 3 * lh, 0.01);
  }
}
