// The labels around a diagram follow the notation: the rulebook's rows 0..11 up the left edge and columns
// 0..10 along the bottom (origin at Red's bottom-left corner on the sea side), or a..k and 1..12. Read back
// from the SVG (each label against its point's position), from the PDF (pdftotext -bbox) and from `saban
// export` (its default follows the notation of the moves).
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QXmlStreamReader>
#include <algorithm>
#include <fstream>
#include <map>

#include "parser/reader.h"
#include "pdf_tools.h"
#include "render/diagram.h"
#include "render/publication.h"
#include "rules/board.h"
#include "saban_cli.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;
using board::CoordinateStyle;

namespace {

struct Label {
  QString text;
  double x = 0, y = 0;
};

const QStringList kColumns = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"};
const QStringList kRows = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"};
const QStringList kFilesAk = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"};
const QStringList kRankNumbers = {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"};

// The <text> elements of an SVG, and the centres of its points by data-rowcol.
struct SvgRead {
  std::vector<Label> texts;
  std::map<QString, QPointF> points;
};
SvgRead read_svg(const QString& svg) {
  SvgRead out;
  QXmlStreamReader xml(svg);
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    const auto a = xml.attributes();
    if (xml.name() == QLatin1String("text")) {
      Label l;
      l.x = a.value(QLatin1String("x")).toDouble();
      l.y = a.value(QLatin1String("y")).toDouble();
      l.text = xml.readElementText();
      out.texts.push_back(l);
    } else if (xml.name() == QLatin1String("g") &&
               a.value(QLatin1String("class")) == QLatin1String("point")) {
      out.points[a.value(QLatin1String("data-rowcol")).toString()] = {
          a.value(QLatin1String("data-x")).toDouble(), a.value(QLatin1String("data-y")).toDouble()};
    }
  }
  EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
  return out;
}

// The label under column `col` (below the bottom row of points, at the column's x), or "".
QString label_under(const SvgRead& svg, int col) {
  double bottom = 0;
  for (const auto& [rc, p] : svg.points) bottom = std::max(bottom, p.y());
  const QPointF p = svg.points.at(QStringLiteral("0,%1").arg(col));
  for (const Label& l : svg.texts)
    if (l.y > bottom && std::abs(l.x - p.x()) < 0.01) return l.text;
  return {};
}
// The label left of row `row` (left of the first column of points, at the row's height), or "".
QString label_beside(const SvgRead& svg, int row, double cell) {
  double left = 1e9;
  for (const auto& [rc, p] : svg.points) left = std::min(left, p.x());
  const QPointF p = svg.points.at(QStringLiteral("%1,0").arg(row));
  for (const Label& l : svg.texts)
    if (l.x < left && std::abs(l.y - p.y()) < 0.3 * cell) return l.text;
  return {};
}

std::vector<parser::GameRecord> read_games(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << path;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  std::vector<parser::GameRecord> games;
  while (reader.next(g))
    if (g.record) games.push_back(std::move(*g.record));
  return games;
}

// Every word of a PDF with its box, from pdftotext -bbox.
std::vector<Label> pdf_words(const QByteArray& pdf) {
  const QString bbox =
      run_tool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox")}, pdf, {QStringLiteral("-")});
  static const QRegularExpression word(QStringLiteral(
      R"re(<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">([^<]*)</word>)re"));
  std::vector<Label> out;
  for (auto it = word.globalMatch(bbox); it.hasNext();) {
    const auto m = it.next();
    // x: the word's centre (column labels are centred); y: its baseline's box bottom
    out.push_back(
        {m.captured(5), (m.captured(1).toDouble() + m.captured(3).toDouble()) / 2, m.captured(4).toDouble()});
  }
  return out;
}

// Whether `labels` stand in one row, left to right at even spacing (a diagram's bottom edge).
bool in_a_row(const std::vector<Label>& words, const QStringList& labels) {
  for (const Label& first : words) {
    if (first.text != labels.front()) continue;
    std::vector<double> xs = {first.x};
    for (int i = 1; i < labels.size(); ++i) {
      double next = 1e9;  // the nearest such word to the right on the same line
      for (const Label& w : words)
        if (w.text == labels[i] && std::abs(w.y - first.y) < 1 && w.x > xs.back()) next = std::min(next, w.x);
      if (next == 1e9) break;
      xs.push_back(next);
    }
    if (xs.size() != static_cast<std::size_t>(labels.size())) continue;
    const double step = (xs.back() - xs.front()) / (labels.size() - 1);
    bool even = step > 3;
    for (int i = 0; i < labels.size(); ++i) even = even && std::abs(xs[i] - (xs.front() + i * step)) < 1;
    if (even) return true;
  }
  return false;
}

// Whether `labels` stand in one column, bottom to top (a diagram's left edge; right-aligned labels).
bool in_a_column(const std::vector<Label>& words, const QStringList& labels) {
  for (const Label& first : words) {
    if (first.text != labels.front()) continue;
    double y = first.y;
    int found = 1;
    for (int i = 1; i < labels.size(); ++i) {
      double best = -1;
      for (const Label& w : words)
        if (w.text == labels[i] && w.y < y && std::abs(w.x - first.x) < 8 && w.y > best) best = w.y;
      if (best < 0) break;
      y = best;
      ++found;
    }
    if (found == labels.size()) return true;
  }
  return false;
}

// The bottom edge's labels of an SVG diagram, left to right.
QStringList bottom_labels(const QByteArray& svg) {
  const SvgRead r = read_svg(QString::fromUtf8(svg));
  QStringList out;
  if (r.points.size() != 132) return out;
  std::vector<std::pair<double, QString>> row;
  for (int c = 0; c < 11; ++c)
    row.emplace_back(r.points.at(QStringLiteral("0,%1").arg(c)).x(), label_under(r, c));
  std::sort(row.begin(), row.end());
  for (const auto& [x, t] : row) out << t;
  return out;
}

}  // namespace

TEST(Coordinates, SvgLabelsEveryColumnAndRowInEitherStyleEitherWayUp) {
  Diagram d;
  d.position = Position::start();
  for (bool flipped : {false, true})
    for (CoordinateStyle cs : {CoordinateStyle::Rulebook, CoordinateStyle::Algebraic}) {
      d.flipped = flipped;
      DiagramStyle style = DiagramStyle::colour();
      style.coordinates = cs;
      const SvgRead svg = read_svg(diagram_svg(d, style, 440));
      ASSERT_EQ(svg.points.size(), 132u);
      const double cell = std::abs(svg.points.at("0,1").x() - svg.points.at("0,0").x());
      const bool rulebook = cs == CoordinateStyle::Rulebook;
      for (int c = 0; c < 11; ++c)
        EXPECT_EQ(label_under(svg, c), (rulebook ? kColumns : kFilesAk)[c])
            << "column " << c << " flipped " << flipped;
      for (int r = 0; r < 12; ++r)
        EXPECT_EQ(label_beside(svg, r, cell), (rulebook ? kRows : kRankNumbers)[r])
            << "row " << r << " flipped " << flipped;
      // Not flipped, the sea corner 0,0 is bottom left: its labels are the first ones drawn from the left
      // and the bottom
      const QPointF origin = svg.points.at("0,0"), far = svg.points.at("11,10");
      EXPECT_EQ(origin.x() < far.x(), !flipped);
      EXPECT_EQ(origin.y() > far.y(), !flipped);
    }
  DiagramStyle none = DiagramStyle::colour();
  none.coordinates.reset();
  EXPECT_FALSE(diagram_svg(d, none).contains(QStringLiteral("<text"))) << "no labels";
}

TEST(Coordinates, PdfDiagramsFollowTheBooksNotationUnlessChosen) {
  // A rulebook record with three [#] diagrams: by default its diagrams are labelled as its moves are written
  const auto games = read_games(std::string(SABAN_SAMPLES) + "/../tests/render/data/annotated_vi.ctr");
  ASSERT_EQ(games.size(), 1u);
  const std::vector<Label> rulebook = pdf_words(pdf_of(games, {}));
  EXPECT_TRUE(in_a_row(rulebook, kColumns)) << "columns 0..10 along the bottom";
  EXPECT_TRUE(in_a_column(rulebook, kRows)) << "rows 0..11 up the left edge";
  EXPECT_FALSE(in_a_row(rulebook, kFilesAk));
  // The editor's choice stands: letters and numbers, or no labels
  PublicationOptions o;
  o.coordinates_follow_notation = false;
  o.style.coordinates = CoordinateStyle::Algebraic;
  const std::vector<Label> algebraic = pdf_words(pdf_of(games, o));
  EXPECT_TRUE(in_a_row(algebraic, kFilesAk));
  EXPECT_TRUE(in_a_column(algebraic, kRankNumbers));
  EXPECT_FALSE(in_a_row(algebraic, kColumns));
  o.style.coordinates.reset();
  const std::vector<Label> bare = pdf_words(pdf_of(games, o));
  EXPECT_FALSE(in_a_row(bare, kFilesAk));
  EXPECT_FALSE(in_a_row(bare, kColumns));
  // HTML diagrams too
  const QString html = html_document(games, {});
  EXPECT_TRUE(html.contains(QStringLiteral(">10</text>")));
  EXPECT_FALSE(html.contains(QStringLiteral(">k</text>")));
}

TEST(Coordinates, ExportDefaultsToTheNotationOfTheMoves) {
  const QString rulebook = QStringLiteral(SABAN_SAMPLES "/rulebook/mot-nuoc-co-hay.ctr");
  const QString san = QStringLiteral(SABAN_SAMPLES "/san/selfplay-official.pgn");
  auto svg = [](QStringList args) {
    const SabanRun r = run_saban(
        QStringList{QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg")} + args);
    EXPECT_EQ(r.status, 0) << r.err.toStdString();
    return bottom_labels(r.out);
  };
  EXPECT_EQ(svg({rulebook}), kColumns);
  EXPECT_EQ(svg({san, QStringLiteral("--ply"), QStringLiteral("4")}), kFilesAk);
  EXPECT_EQ(svg({QStringLiteral("--coordinates"), QStringLiteral("algebraic"), rulebook}), kFilesAk);
  EXPECT_EQ(svg({QStringLiteral("--coordinates"), QStringLiteral("rulebook"), san}), kColumns);
  // --fen has no moves: the default notation's (the rulebook's)
  EXPECT_EQ(svg({QStringLiteral("--fen"), QStringLiteral("6c4/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1")}),
            kColumns);
  const SabanRun none =
      run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                 QStringLiteral("--coordinates"), QStringLiteral("none"), rulebook});
  EXPECT_FALSE(none.out.contains("<text"));
  const SabanRun bad = run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                                  QStringLiteral("--coordinates"), QStringLiteral("chess"), rulebook});
  EXPECT_NE(bad.status, 0);
  EXPECT_TRUE(bad.err.contains("--coordinates")) << bad.err.toStdString();
}
