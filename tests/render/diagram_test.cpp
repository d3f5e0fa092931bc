// Diagrams: the SVG read back gives the pieces on their points, the same input gives the same bytes, clicks
// find their points, images come at any size, and the pieces stay apart in black and white at a 4 cm board.
#include <gtest/gtest.h>

#include <QXmlStreamReader>
#include <map>
#include <set>

#include "render/diagram.h"
#include "rules/board.h"
#include "rules/fen.h"

using namespace saban;
using namespace saban::render;

namespace {

struct PointInfo {
  QString pieces, side, rowcol, terrain;
};

// Every <g class="point"> of an SVG, by its data-square.
std::map<QString, PointInfo> read_points(const QString& svg) {
  std::map<QString, PointInfo> out;
  QXmlStreamReader xml(svg);
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement() || xml.name() != QLatin1String("g")) continue;
    const auto a = xml.attributes();
    if (a.value(QLatin1String("class")) != QLatin1String("point")) continue;
    out[a.value(QLatin1String("data-square")).toString()] = {
        a.value(QLatin1String("data-pieces")).toString(), a.value(QLatin1String("data-side")).toString(),
        a.value(QLatin1String("data-rowcol")).toString(), a.value(QLatin1String("data-terrain")).toString()};
  }
  EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
  return out;
}

Position from_fen(const char* fen) {
  auto p = parse_fen(fen);
  EXPECT_TRUE(p.ok());
  return p ? std::move(p).value() : Position::start();
}

}  // namespace

TEST(Diagram, StartPositionSvgReadsBackTheThirtyEightPieces) {
  Diagram d;
  d.position = Position::start();
  const auto points = read_points(diagram_svg(d, DiagramStyle::print()));
  ASSERT_EQ(points.size(), 132u);
  int pieces = 0;
  for (int i = 0; i < kSquares; ++i) {
    const Square s(i);
    const QString name = QString::fromStdString(board::square_name(s));
    ASSERT_TRUE(points.count(name)) << name.toStdString();
    const PointInfo& p = points.at(name);
    EXPECT_EQ(p.rowcol.toStdString(), board::rowcol_name(s));
    const Stack& st = d.position.at(s);
    EXPECT_EQ(p.pieces.toStdString(), st.empty() ? "" : stack_text(st)) << name.toStdString();
    if (!st.empty()) {
      pieces += st.size;
      EXPECT_EQ(p.side, st.side() == Side::Red ? QStringLiteral("red") : QStringLiteral("blue"));
    }
  }
  EXPECT_EQ(pieces, 38);
  EXPECT_EQ(points.at(QStringLiteral("g1")).pieces, QStringLiteral("C"));
  EXPECT_EQ(points.at(QStringLiteral("g12")).pieces, QStringLiteral("c"));
  EXPECT_EQ(points.at(QStringLiteral("a1")).terrain, QStringLiteral("sea"));
  EXPECT_EQ(points.at(QStringLiteral("d6")).terrain, QStringLiteral("mixed"));
}

TEST(Diagram, StacksAndHeroesAreReadable) {
  Diagram d;
  d.position = from_fen("6c4/11/11/11/11/11/11/11/11/11/2(NF)8/4(+TI)1C4 r - - 0 1");
  const QString svg = diagram_svg(d, DiagramStyle::colour());
  const auto points = read_points(svg);
  EXPECT_EQ(points.at(QStringLiteral("c2")).pieces, QStringLiteral("(NF)"));
  EXPECT_EQ(points.at(QStringLiteral("e1")).pieces, QStringLiteral("(+TI)"));
  EXPECT_TRUE(svg.contains(QStringLiteral("id=\"piece-r-T-hero\"")));
  EXPECT_TRUE(svg.contains(QStringLiteral("id=\"piece-r-I\"")));
  EXPECT_TRUE(svg.contains(QStringLiteral("id=\"piece-r-F\"")));
}

TEST(Diagram, SvgIsByteIdenticalForTheSameInput) {
  Diagram d;
  d.position = Position::start();
  d.arrows.push_back({Square(2, 4), Square(2, 6), MarkColour::Red});
  d.highlights.push_back({Square(6, 0), MarkColour::Yellow});
  d.air_defence[1] = true;
  const QString a = diagram_svg(d, DiagramStyle::colour());
  const QString b = diagram_svg(d, DiagramStyle::colour());
  EXPECT_EQ(a, b);
  d.arrows.clear();
  EXPECT_NE(a, diagram_svg(d, DiagramStyle::colour()));
}

TEST(Diagram, PointAtFindsEveryPointEitherWayUp) {
  const QRectF rect(10, 20, 500, 700);
  for (bool flipped : {false, true}) {
    for (DiagramStyle style : {DiagramStyle::print(), DiagramStyle::colour()}) {
      if (flipped)
        style.coordinates.reset();
      else
        style.coordinates = board::CoordinateStyle::Rulebook;
      const BoardGeometry g = board_geometry(rect, flipped, style);
      for (int i = 0; i < kSquares; ++i) {
        const auto hit =
            point_at(rect, g.point(Square(i)) + QPointF(0.3 * g.cell, -0.3 * g.cell), flipped, style);
        ASSERT_TRUE(hit.has_value());
        EXPECT_EQ(hit->index(), i);
      }
      EXPECT_FALSE(point_at(rect, QPointF(rect.left() + 1, rect.top() + 1), flipped, style).has_value());
    }
  }
  // Not flipped, Red's back rank is at the bottom and the sea on the left
  const BoardGeometry g = board_geometry(rect, false);
  EXPECT_LT(g.point(Square(0, 0)).x(), g.point(Square(10, 0)).x());
  EXPECT_GT(g.point(Square(0, 0)).y(), g.point(Square(0, 11)).y());
}

TEST(Diagram, ImagesComeAtAnySize) {
  Diagram d;
  d.position = Position::start();
  for (int width : {120, 800, 1600}) {
    const QImage img = diagram_image(d, DiagramStyle::colour(), width);
    EXPECT_EQ(img.width(), width);
    EXPECT_NEAR(img.height(), width / diagram_aspect(DiagramStyle::colour()), 1.0);
    // The red commander's disc is drawn where its point is
    const BoardGeometry g = board_geometry(QRectF(0, 0, img.width(), img.height()), false);
    const QColor c =
        img.pixelColor(g.point(Square(6, 0)).toPoint() + QPoint(static_cast<int>(0.3 * g.cell), 0));
    EXPECT_GT(c.red(), 150) << width;
    EXPECT_LT(c.blue(), 100) << width;
  }
}

TEST(Diagram, PiecesStayApartInBlackAndWhiteAtAFourCentimetreBoard) {
  // A board 4 cm wide printed at 300 dpi: 11 points across 472 pixels, about 43 pixels a point.
  const int width = 472;
  std::vector<std::vector<bool>> bitmaps;
  std::vector<std::string> names;
  for (int side = 0; side < 2; ++side)
    for (int t = 0; t < kPieceTypes; ++t) {
      Diagram d;
      d.position.clear();
      const Piece p(static_cast<PieceType>(t), static_cast<Side>(side));
      d.position.set_stack(Square(5, 3), Stack::single(p));
      DiagramStyle style = DiagramStyle::print();
      style.coordinates.reset();
      style.side_to_move = false;
      const QImage img = diagram_image(d, style, width).convertToFormat(QImage::Format_Grayscale8);
      const BoardGeometry g = board_geometry(QRectF(0, 0, img.width(), img.height()), false, style);
      const QPoint c = g.point(Square(5, 3)).toPoint();
      const int r = static_cast<int>(0.4 * g.cell);
      std::vector<bool> bits;
      for (int y = -r; y <= r; ++y)
        for (int x = -r; x <= r; ++x) bits.push_back(qGray(img.pixel(c.x() + x, c.y() + y)) < 128);
      bitmaps.push_back(std::move(bits));
      names.push_back(std::string(side ? "blue " : "red ") + piece_name(p.type()));
    }
  for (std::size_t i = 0; i < bitmaps.size(); ++i)
    for (std::size_t j = i + 1; j < bitmaps.size(); ++j) {
      int differ = 0;
      for (std::size_t k = 0; k < bitmaps[i].size(); ++k) differ += bitmaps[i][k] != bitmaps[j][k];
      EXPECT_GE(differ, 40) << names[i] << " and " << names[j] << " differ in only " << differ << " pixels";
    }
}
