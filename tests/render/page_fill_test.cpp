// Pages filled: a diagram that does not fit the rest of a page is drawn a little smaller to fit, or floats to
// the next one while the few lines of text after it fill the page, so no page of a game but its last is left
// largely empty. Only to keep a diagram within a few lines of its move (diagram_near_move_test.cpp) is a page
// left up to 30 % empty, and then the next page opens with that diagram. Measured on the sample games' books
// read back with pdftotext -bbox: a page's emptiness is the part of its frame under its lowest word (a
// diagram's lowest words are its column labels and caption).
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

// A page's empty share of its frame (between the margins; the page number is under it), and
// whether it opens with a diagram (its top word, a row label, does not stand at the left margin as a line of
// text does).
struct Fill {
  double empty;
  bool opens_with_diagram;
};

std::vector<Fill> emptiness(const parser::GameRecord& game, const PublicationOptions& o) {
  const double margin = o.paper == Paper::A5 ? 34 : 50;
  std::vector<Fill> out;
  for (const PdfPage& page : pdf_boxes(pdf_of({game}, o))) {
    double lowest = margin;
    const PdfWord* top = nullptr;
    for (const PdfWord& w : page.words) {
      if (w.y0 <= margin - 5 || w.y1 >= page.height - margin + 2) continue;  // the head or number
      lowest = std::max(lowest, w.y1);
      if (!top || w.y0 < top->y0) top = &w;
    }
    out.push_back({(page.height - margin - lowest) / (page.height - 2 * margin),
                   top && std::abs(top->x0 - margin) > 2});
  }
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
  // Before diagrams floated, game-1 on A5 with a diagram every 8 moves left 37-42 % of five pages empty; kept
  // near their moves they leave 22 and 26 % of two pages
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
    const std::vector<Fill> e = emptiness(sample_game(b.game), o);
    ASSERT_GE(e.size(), 2u) << b.game;
    for (std::size_t i = 0; i + 1 < e.size(); ++i) {
      const std::string page = std::string(b.game) + " every " + std::to_string(b.every) + ": page " +
                               std::to_string(i + 1) + " is " +
                               std::to_string(static_cast<int>(e[i].empty * 100)) + " % empty";
      EXPECT_LE(e[i].empty, 0.30) << page;
      if (e[i].empty > 0.20) {
        EXPECT_TRUE(e[i + 1].opens_with_diagram) << page << ", and the next page opens with text";
      }
    }
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
