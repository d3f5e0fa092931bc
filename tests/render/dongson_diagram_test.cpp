// Cờ Đông Sơn diagrams (render/dongson_diagram.h): the SVG read back gives the pieces on their squares and
// the Cung, the same input gives the same bytes, clicks find their squares either way up, the image shows the
// Cung, the pieces in their sides' shades, the last move and a Thần in check, the comments' marks come from
// the record, and the pieces stay apart in black and white at a 4 cm board.
#include <gtest/gtest.h>

#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <map>

#include "parser/reader.h"
#include "render/dongson_diagram.h"
#include "render/dongson_game_text.h"
#include "rules/dongson/fen.h"

using namespace saban;
using namespace saban::render;
namespace ds = saban::dongson;

namespace {

struct SquareInfo {
  QString pieces, side, zone;
};

// Every <g class="point"> of an SVG, by its data-square.
std::map<QString, SquareInfo> read_squares(const QString& svg) {
  std::map<QString, SquareInfo> out;
  QXmlStreamReader xml(svg);
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement() || xml.name() != QLatin1String("g")) continue;
    const auto a = xml.attributes();
    if (a.value(QLatin1String("class")) != QLatin1String("point")) continue;
    out[a.value(QLatin1String("data-square")).toString()] = {a.value(QLatin1String("data-pieces")).toString(),
                                                             a.value(QLatin1String("data-side")).toString(),
                                                             a.value(QLatin1String("data-zone")).toString()};
  }
  EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
  return out;
}

// The texts of an SVG's <text> elements.
QStringList read_texts(const QString& svg) {
  QStringList out;
  QXmlStreamReader xml(svg);
  while (!xml.atEnd())
    if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
      out << xml.readElementText();
  return out;
}

ds::Square sq(const char* name) { return *ds::parse_square(name); }

ds::Position from_fen(const char* fen) {
  auto p = ds::parse_fen(fen);
  EXPECT_TRUE(p.ok()) << fen;
  return p ? std::move(p).value() : ds::Position::start();
}

// A pixel of an image of the diagram, at a fraction of a square's side from its centre.
QColor pixel(const QImage& img, const DiagramStyle& style, bool flipped, const char* square, double dx = 0.4,
             double dy = 0.4) {
  const DsBoardGeometry g = ds_board_geometry(QRectF(0, 0, img.width(), img.height()), flipped, style);
  return img.pixelColor((g.centre(sq(square)) + QPointF(dx * g.cell, dy * g.cell)).toPoint());
}

bool near(const QColor& a, const QColor& b, int tolerance = 6) {
  return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance &&
         std::abs(a.blue() - b.blue()) <= tolerance;
}

}  // namespace

TEST(DsDiagram, StartPositionSvgReadsBackTheThirtySixPiecesAndTheCung) {
  const DsDiagram d;
  const auto squares = read_squares(ds_diagram_svg(d, DiagramStyle::print()));
  ASSERT_EQ(squares.size(), 81u);
  int pieces = 0, cung = 0;
  for (ds::Square s = 0; s < ds::kSquares; ++s) {
    const QString name = QString::fromStdString(ds::square_name(s));
    ASSERT_TRUE(squares.count(name)) << name.toStdString();
    const SquareInfo& info = squares.at(name);
    const ds::Piece p = d.position.at(s);
    EXPECT_EQ(info.pieces, p.empty() ? QString() : QString(QLatin1Char(p.fen_char()))) << name.toStdString();
    if (!p.empty()) {
      ++pieces;
      EXPECT_EQ(info.side, p.side() == ds::Side::Thuy ? QStringLiteral("thuy") : QStringLiteral("son"));
    }
    cung += info.zone != QStringLiteral("tran");
  }
  EXPECT_EQ(pieces, 36);
  EXPECT_EQ(cung, 9);
  EXPECT_EQ(squares.at(QStringLiteral("e1")).pieces, QStringLiteral("T"));
  EXPECT_EQ(squares.at(QStringLiteral("e9")).pieces, QStringLiteral("t"));
  EXPECT_EQ(squares.at(QStringLiteral("k1")).pieces, QStringLiteral("L"));
  EXPECT_EQ(squares.at(QStringLiteral("e5")).zone, QStringLiteral("tam"));
  EXPECT_EQ(squares.at(QStringLiteral("d4")).zone, QStringLiteral("cung"));
  EXPECT_EQ(squares.at(QStringLiteral("f6")).zone, QStringLiteral("cung"));
  EXPECT_EQ(squares.at(QStringLiteral("g6")).zone, QStringLiteral("tran"));
  EXPECT_FALSE(squares.count(QStringLiteral("i1")));  // no file i
}

TEST(DsDiagram, SvgIsByteIdenticalForTheSameInputAndDefinesEachPieceOnce) {
  DsDiagram d;
  d.arrows.push_back({sq("e1"), sq("e5"), MarkColour::Red});
  d.highlights.push_back({sq("e5"), MarkColour::Yellow});
  const QString a = ds_diagram_svg(d, DiagramStyle::colour());
  EXPECT_EQ(a, ds_diagram_svg(d, DiagramStyle::colour()));
  EXPECT_EQ(a.count(QStringLiteral("<g id=\"ds-")), 14);  // 7 kinds × 2 sides, each defined once
  EXPECT_TRUE(a.contains(QStringLiteral("id=\"ds-thuy-D\"")));
  EXPECT_TRUE(a.contains(QStringLiteral("id=\"ds-son-T\"")));
  d.arrows.clear();
  EXPECT_NE(a, ds_diagram_svg(d, DiagramStyle::colour()));
}

TEST(DsDiagram, LabelsAreTheGamesOwnSquareNamesOrNone) {
  DiagramStyle style = DiagramStyle::print();
  const QStringList expected = {"a", "b", "c", "d", "e", "f", "g", "h", "k",
                                "1", "2", "3", "4", "5", "6", "7", "8", "9"};
  for (auto c : {board::CoordinateStyle::Algebraic, board::CoordinateStyle::Rulebook}) {
    style.coordinates = c;  // one notation: either style names the squares a–h, k and 1–9
    QStringList texts = read_texts(ds_diagram_svg(DsDiagram{}, style));
    texts.sort();
    QStringList want = expected;
    want.sort();
    EXPECT_EQ(texts, want);
  }
  style.coordinates.reset();
  EXPECT_TRUE(read_texts(ds_diagram_svg(DsDiagram{}, style)).isEmpty());
}

TEST(DsDiagram, TheSvgDrawsTheSameBoardInAnSvgRenderer) {
  // Qt's SVG renderer, not our painter: the Cung, the pieces' shades and the labels come out of the SVG text
  DsDiagram d;
  d.position.do_move(ds::Move(sq("c2"), sq("c3")));
  const DiagramStyle style = DiagramStyle::colour();
  QSvgRenderer svg(ds_diagram_svg(d, style, 600).toUtf8());
  ASSERT_TRUE(svg.isValid());
  QImage img(600, static_cast<int>(std::lround(600 / ds_diagram_aspect(style))), QImage::Format_ARGB32);
  img.fill(Qt::white);
  QPainter p(&img);
  svg.render(&p, QRectF(0, 0, img.width(), img.height()));
  p.end();
  if (const QByteArray out = qgetenv("SABAN_DS_SVG_SHOT"); !out.isEmpty())
    img.save(QString::fromLocal8Bit(out));
  EXPECT_TRUE(near(pixel(img, style, false, "d4"), style.palace));
  EXPECT_TRUE(near(pixel(img, style, false, "e5", -0.4, 0.4), style.palace));
  EXPECT_TRUE(near(pixel(img, style, false, "a4"), style.land));
  EXPECT_GT(qGray(pixel(img, style, false, "a2", 0.22, 0.22).rgb()), 200);
  EXPECT_LT(qGray(pixel(img, style, false, "a8", 0.22, 0.22).rgb()), 100);
  EXPECT_FALSE(near(pixel(img, style, false, "c3", 0.22, 0.22), style.land));  // the Bộ that moved
  EXPECT_TRUE(near(pixel(img, style, false, "c2", 0.22, 0.22), style.land));
}

TEST(DsDiagram, SquareAtFindsEverySquareEitherWayUp) {
  const QRectF rect(10, 20, 500, 700);
  for (bool flipped : {false, true}) {
    for (DiagramStyle style : {DiagramStyle::print(), DiagramStyle::colour()}) {
      if (flipped) style.coordinates.reset();
      const DsBoardGeometry g = ds_board_geometry(rect, flipped, style);
      for (ds::Square s = 0; s < ds::kSquares; ++s) {
        const auto hit =
            ds_square_at(rect, g.centre(s) + QPointF(0.4 * g.cell, -0.4 * g.cell), flipped, style);
        ASSERT_TRUE(hit.has_value());
        EXPECT_EQ(*hit, s);
      }
      EXPECT_FALSE(ds_square_at(rect, QPointF(rect.left() + 1, rect.top() + 1), flipped, style).has_value());
    }
  }
  // Not flipped, Thủy's rank 1 is at the bottom and file a on the left; flipped, the other way round
  const DsBoardGeometry g = ds_board_geometry(rect, false);
  EXPECT_LT(g.centre(sq("a1")).x(), g.centre(sq("k1")).x());
  EXPECT_GT(g.centre(sq("a1")).y(), g.centre(sq("a9")).y());
  const DsBoardGeometry f = ds_board_geometry(rect, true);
  EXPECT_GT(f.centre(sq("a1")).x(), f.centre(sq("k1")).x());
  EXPECT_LT(f.centre(sq("a1")).y(), f.centre(sq("a9")).y());
}

TEST(DsDiagram, ImagesShowTheCungThePiecesAndTheLastMove) {
  for (bool flipped : {false, true}) {
    for (const DiagramStyle& style : {DiagramStyle::colour(), DiagramStyle::print()}) {
      DsDiagram d;
      d.flipped = flipped;
      d.position.do_move(ds::Move(sq("c2"), sq("c3")));
      d.last_from = sq("c2");
      d.last_to = sq("c3");
      const QImage img = ds_diagram_image(d, style, 600);
      EXPECT_NEAR(img.height(), 600 / ds_diagram_aspect(style), 1.0);
      // The Cung's nine squares alike, shaded apart from the other empty squares
      EXPECT_TRUE(near(pixel(img, style, flipped, "d4"), style.palace));
      EXPECT_TRUE(near(pixel(img, style, flipped, "f6"), style.palace));
      EXPECT_TRUE(near(pixel(img, style, flipped, "e5", -0.4, 0.4), style.palace));
      EXPECT_TRUE(near(pixel(img, style, flipped, "a4"), style.land));
      EXPECT_TRUE(near(pixel(img, style, flipped, "g7"), style.land));
      // Thủy's pieces light, Sơn's dark: a point of the disc beside the letter
      const int thuy = qGray(pixel(img, style, flipped, "a2", 0.22, 0.22).rgb());
      const int son = qGray(pixel(img, style, flipped, "a8", 0.22, 0.22).rgb());
      EXPECT_GT(thuy, 200) << flipped;
      EXPECT_LT(son, 100) << flipped;
      // The last move: tinted in colour, its square differs from an empty one in print (the dashed frame)
      if (style.kind == DiagramStyle::Kind::Colour)
        EXPECT_FALSE(near(pixel(img, style, flipped, "c2"), style.land));
      else
        EXPECT_TRUE(qGray(pixel(img, style, flipped, "c2", 0.46, 0.3).rgb()) < 128 ||
                    qGray(pixel(img, style, flipped, "c2", 0.46, 0.2).rgb()) < 128);
    }
  }
}

TEST(DsDiagram, AThanInCheckIsMarkedUnlessAskedNot) {
  DsDiagram d;
  d.position = from_fen("4t4/9/9/9/9/9/9/4l4/4T4 w - - 0 1");  // the Lạc on e2 checks the Thủy Thần on e1
  ASSERT_TRUE(d.position.in_check());
  const DiagramStyle style = DiagramStyle::colour();
  const QColor checked = pixel(ds_diagram_image(d, style, 600), style, false, "e1");
  EXPECT_GT(checked.red(), checked.green() + 40) << "a red tint on the Thần's square";
  EXPECT_TRUE(near(pixel(ds_diagram_image(d, style, 600), style, false, "e9"), style.land));  // not in check
  d.mark_check = false;
  EXPECT_TRUE(near(pixel(ds_diagram_image(d, style, 600), style, false, "e1"), style.land));
}

TEST(DsDiagram, TheRecordsMarksAndLastMoveComeWithThePly) {
  const std::string text =
      "[Variant \"dongson\"]\n\n1. Dd3 {[%csl Ge5,Rk9,Ri5] [%cal Ge1e5,Ga1a12]} 1... Ba7 *\n";
  parser::ReadGame g = parser::read_game(text, "test", 1, 1);
  ASSERT_TRUE(g.dongson) << (g.errors.empty() ? "" : g.errors.front().format());
  const DsDiagram d = ds_diagram_after(*g.dongson, 1);
  EXPECT_EQ(d.last_from, sq("d2"));
  EXPECT_EQ(d.last_to, sq("d3"));
  // The squares by their names: k9 is the 9 × 9 board's corner; i5 and a12 are not on it
  ASSERT_EQ(d.highlights.size(), 2u);
  EXPECT_EQ(d.highlights[0].square, sq("e5"));
  EXPECT_EQ(d.highlights[1].square, sq("k9"));
  EXPECT_EQ(d.highlights[1].colour, MarkColour::Red);
  ASSERT_EQ(d.arrows.size(), 1u);
  EXPECT_EQ(d.arrows[0].from, sq("e1"));
  EXPECT_EQ(d.arrows[0].to, sq("e5"));
  EXPECT_EQ(ds::to_fen(d.position), ds::to_fen(g.dongson->game().position_at(1)));
  const DsDiagram end = ds_diagram_after(*g.dongson, 2);
  EXPECT_TRUE(end.highlights.empty());
  EXPECT_EQ(end.last_to, sq("a7"));
  EXPECT_EQ(ds_diagram_after(*g.dongson, 0).last_from, -1);
}

TEST(DsDiagram, PiecesStayApartInBlackAndWhiteAtAFourCentimetreBoard) {
  // A board 4 cm wide printed at 300 dpi: 472 pixels.
  std::vector<std::vector<bool>> bitmaps;
  std::vector<std::string> names;
  DiagramStyle style = DiagramStyle::print();
  style.coordinates.reset();
  style.side_to_move = false;
  for (int side = 0; side < 2; ++side)
    for (int t = 0; t < ds::kPieceTypes; ++t) {
      DsDiagram d;
      d.position = ds::Position();  // an empty board
      const ds::Piece p(static_cast<ds::PieceType>(t), static_cast<ds::Side>(side));
      d.position.put(sq("b2"), p);
      const QImage img = ds_diagram_image(d, style, 472).convertToFormat(QImage::Format_Grayscale8);
      const DsBoardGeometry g = ds_board_geometry(QRectF(0, 0, img.width(), img.height()), false, style);
      const QPoint c = g.centre(sq("b2")).toPoint();
      const int r = static_cast<int>(0.4 * g.cell);
      std::vector<bool> bits;
      for (int y = -r; y <= r; ++y)
        for (int x = -r; x <= r; ++x) bits.push_back(qGray(img.pixel(c.x() + x, c.y() + y)) < 128);
      bitmaps.push_back(std::move(bits));
      names.push_back(std::string(side ? "Sơn " : "Thủy ") + ds::letter(p.type()));
    }
  for (std::size_t i = 0; i < bitmaps.size(); ++i)
    for (std::size_t j = i + 1; j < bitmaps.size(); ++j) {
      int differ = 0;
      for (std::size_t k = 0; k < bitmaps[i].size(); ++k) differ += bitmaps[i][k] != bitmaps[j][k];
      EXPECT_GE(differ, 40) << names[i] << " and " << names[j] << " differ in only " << differ << " pixels";
    }
}
