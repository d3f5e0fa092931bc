// A diagram near its move: one that does not fit after its move floats to the next column, and at most a few
// lines of move text are printed between the move and the diagram (the rest of the column is left empty
// rather than the reader sent looking for it pages later). Read back from the PDF with pdftotext -bbox: a
// diagram is found by its caption ("after 21... H9,2_7,0"), its move by the caption's move in the text before
// it, and the lines between them by the words that open a line at a column's left edge (a diagram's labels
// are centred with it, never there).
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <algorithm>
#include <tuple>

#include "pdf_tools.h"
#include "render/text_flow.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;

namespace {

// What the test measures of one diagram.
struct Distance {
  QString caption;
  int move_page = 0, diagram_page = 0;
  int lines = 0;  ///< lines opened after the move's line and before the diagram
};

// A word in reading order: page, column, top, left.
struct Placed {
  PdfWord w;
  int column;
};

// Every diagram's distance from its move in a PDF of `columns` columns with 50-point margins and 18-point
// gaps.
std::vector<Distance> distances(const QByteArray& pdf, int columns, double margin) {
  const std::vector<PdfPage> pages = pdf_boxes(pdf);
  std::vector<Placed> words;
  std::vector<double> lefts;
  for (const PdfPage& p : pages) {
    const double column_width = (p.width - 2 * margin - (columns - 1) * 18) / columns;
    lefts.clear();
    for (int c = 0; c < columns; ++c) lefts.push_back(margin + c * (column_width + 18));
    for (const PdfWord& w : p.words) {
      if (w.y0 < margin - 5 || w.y1 > p.height - margin + 2) continue;  // the running head, the page number
      const int column = columns == 2 && w.x0 >= lefts[1] - 1 ? 1 : 0;
      words.push_back({w, column});
    }
  }
  auto key = [](const Placed& p) { return std::make_tuple(p.w.page, p.column, p.w.y0, p.w.x0); };
  std::stable_sort(words.begin(), words.end(),
                   [&](const Placed& a, const Placed& b) { return key(a) < key(b); });
  auto opens_line = [&](const Placed& p) {
    const PdfPage& page = pages[p.w.page - 1];
    const double column_width = (page.width - 2 * margin - (columns - 1) * 18) / columns;
    return std::abs(p.w.x0 - (margin + p.column * (column_width + 18))) < 2;
  };
  auto same_line = [](const Placed& a, const Placed& b) {
    return a.w.page == b.w.page && a.column == b.column && std::abs(a.w.y0 - b.w.y0) < 2;
  };
  static const QRegularExpression number(QStringLiteral("^\\d+\\.(\\.\\.)?$"));
  std::vector<Distance> out;
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    // A caption: "after", a move number and the move, alone on a line that does not open at the column's edge
    if (words[i].w.text != QLatin1String("after") || opens_line(words[i]) ||
        !number.match(words[i + 1].w.text).hasMatch() || !same_line(words[i], words[i + 2]) ||
        (i + 3 < words.size() && same_line(words[i], words[i + 3])))
      continue;
    const QString move = words[i + 2].w.text;
    Distance d{words[i].w.text + QLatin1Char(' ') + words[i + 1].w.text + QLatin1Char(' ') + move, 0,
               words[i].w.page, 0};
    std::size_t m = i;
    while (m-- > 0)
      if (words[m].w.text.startsWith(move)) break;
    if (m >= i) {
      ADD_FAILURE() << "the move of \"" << d.caption.toStdString() << "\" is not in the text before it";
      continue;
    }
    d.move_page = words[m].w.page;
    for (std::size_t k = m + 1; k < i; ++k)
      if (opens_line(words[k]) && !same_line(words[k], words[m])) ++d.lines;
    out.push_back(d);
  }
  return out;
}

}  // namespace

TEST(DiagramNearMove, AtMostAFewLinesStandBetweenAMoveAndItsDiagram) {
  struct Book {
    const char* game;
    int every;
    Paper paper;
    int columns;
  };
  // Before the bound, game-2 on A5 with a diagram every 6 moves printed 9 and 12 lines between a move and its
  // diagram at the next page's head, and one diagram two pages after its move; the tournament book's diagram
  // after 21... stood after 14 lines, move 39
  const Book books[] = {
      {"annotated-game-1.ctr", 7, Paper::A4, 1},  {"annotated-game-1.ctr", 11, Paper::A4, 1},
      {"annotated-game-2.ctr", 9, Paper::A4, 1},  {"annotated-game-2.ctr", 6, Paper::A5, 1},
      {"annotated-game-1.ctr", 10, Paper::A4, 2},
  };
  int floated = 0;
  for (const Book& b : books) {
    PublicationOptions o;
    o.language = Language::En;
    o.diagrams = DiagramChoice::Every;
    o.every = b.every;
    o.paper = b.paper;
    o.columns = b.columns;
    const std::vector<Distance> ds =
        distances(pdf_of(read_records(std::string(SABAN_FIXTURES) + "/" + b.game), o), b.columns,
                  b.paper == Paper::A5 ? 34 : 50);
    EXPECT_GE(ds.size(), 3u) << b.game << " every " << b.every;
    for (const Distance& d : ds) {
      SCOPED_TRACE(std::string(b.game) + " every " + std::to_string(b.every) + ", " +
                   d.caption.toStdString());
      EXPECT_LE(d.diagram_page - d.move_page, 1);
      // Six lines of body text, a seventh when smaller text (an engine line) runs ahead
      EXPECT_LE(d.lines, 7);
      if (d.diagram_page != d.move_page || d.lines > 0) ++floated;
    }
  }
  EXPECT_GE(floated, 3);  // the books do have diagrams that float
}

// The rule itself, on a flow of ten-line columns: a block that does not fit floats; the text after it fills
// the column's rest when that is at most `max_ahead`, else the column ends and the block opens the next.
TEST(DiagramNearMove, TheFlowLetsAFewLinesAheadOfAFloatingBlockAndNoMore) {
  const TextStyle st;
  const double lh = TextFlow::line_height(st);
  PageFrame frame;
  frame.width = 200;
  frame.margin = 20;
  frame.height = 2 * frame.margin + 10 * lh + 1;
  const std::vector<FlowWord> line{{render::Run{QStringLiteral("m"), st}}};
  auto paint = [](QPainter&, const QRectF&) {};
  {  // three lines of room: three lines of text fill them, the block opens page 2 above the fourth
    TextFlow flow(nullptr, frame, {}, {});
    flow.space(7 * lh);
    flow.float_block(8 * lh, paint, 6 * lh);
    EXPECT_EQ(flow.page(), 1);
    for (int i = 0; i < 3; ++i) flow.paragraph(line, 0, 0);
    EXPECT_EQ(flow.page(), 1);
    flow.paragraph(line, 0, 0);
    EXPECT_EQ(flow.page(), 2);
    EXPECT_NEAR(flow.y(), frame.margin + 8 * lh + lh, 0.01);
  }
  {  // eight lines of room for a block of twelve (too large even at kMinNearScale): page 2 opens with it
    TextFlow flow(nullptr, frame, {}, {});
    flow.space(2 * lh);
    flow.float_block(12 * lh, paint, 6 * lh);
    EXPECT_EQ(flow.page(), 2);
    EXPECT_NEAR(flow.y(), frame.margin + 12 * lh, 0.01);
  }
  {  // eight lines of room for a block of eleven: drawn at 8/11 of its size rather than the room left empty
    TextFlow flow(nullptr, frame, {}, {});
    flow.space(2 * lh);
    flow.float_block(11 * lh, paint, 6 * lh);
    EXPECT_EQ(flow.page(), 1);
    EXPECT_NEAR(flow.y(), flow.bottom(), 1.01);
  }
}
