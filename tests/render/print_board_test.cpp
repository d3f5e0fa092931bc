// Print diagrams stay readable small (a diagram may be 4 cm wide in a two-column book): a stack's carrier is
// as large as a lone piece and its passengers over half a point's spacing across, and a hero wears a star
// badge, no ring, so that it cannot be taken for a point the annotator ringed. The screen keeps its drawing.
#include <gtest/gtest.h>

#include <map>

#include "render/diagram.h"
#include "rules/fen.h"

using namespace saban;
using namespace saban::render;

namespace {

struct Placed {
  QString symbol;
  double x = 0, y = 0, radius = 0;  // centre and radius (a symbol is drawn in a unit circle)
};
struct Point {
  double x = 0, y = 0;
  std::vector<Placed> uses;
};

// The symbols placed on each point of a diagram's scene, by the point's name.
std::map<QString, Point> points_of(const Scene& sc) {
  std::map<QString, Point> out;
  Point* current = nullptr;
  for (const SceneItem& it : sc.items()) {
    if (it.kind == SceneItem::Kind::Begin) {
      QString name;
      double x = 0, y = 0;
      for (const auto& [k, v] : it.attributes) {
        if (k == QLatin1String("data-square")) name = v;
        if (k == QLatin1String("data-x")) x = v.toDouble();
        if (k == QLatin1String("data-y")) y = v.toDouble();
      }
      current = &out[name];
      current->x = x;
      current->y = y;
    } else if (it.kind == SceneItem::Kind::End) {
      current = nullptr;
    } else if (it.kind == SceneItem::Kind::Use && current) {
      current->uses.push_back({it.symbol, it.transform.dx(), it.transform.dy(), it.transform.m11()});
    }
  }
  return out;
}

const Placed* find(const Point& p, const QString& symbol) {
  for (const Placed& u : p.uses)
    if (u.symbol == symbol) return &u;
  return nullptr;
}

Diagram stacks_and_heroes() {
  Diagram d;
  // c2: a navy carrying an air force; e1: a heroic tank carrying infantry; i3: a lone heroic artillery
  auto pos = parse_fen("6c4/11/11/11/11/11/11/11/11/8+A2/2(NF)8/4(+TI)1C4 r - - 0 1");
  EXPECT_TRUE(pos.ok());
  d.position = std::move(pos).value();
  d.highlights.push_back({Square(8, 2), MarkColour::Green});  // the annotator rings the hero's point
  return d;
}

}  // namespace

TEST(PrintBoard, CarrierAsLargeAsALonePieceAndPassengersOverHalfAPointAcross) {
  const Scene sc = diagram_scene(stacks_and_heroes(), DiagramStyle::print(), 440);
  auto points = points_of(sc);
  const double spacing = points[QStringLiteral("d1")].x - points[QStringLiteral("c1")].x;
  ASSERT_GT(spacing, 10);
  const Placed* lone = find(points[QStringLiteral("g1")], QStringLiteral("piece-r-C"));
  const Placed* carrier = find(points[QStringLiteral("c2")], QStringLiteral("piece-r-N"));
  const Placed* passenger = find(points[QStringLiteral("c2")], QStringLiteral("piece-r-F"));
  ASSERT_TRUE(lone && carrier && passenger);
  EXPECT_DOUBLE_EQ(carrier->radius, lone->radius);
  EXPECT_GE(2 * passenger->radius, 0.5 * spacing);
  // The passenger stands out of its carrier's middle (the carrier's pictogram stays in view) and inside
  // the point's reach: it does not run into the next point's piece
  const Point& c2 = points[QStringLiteral("c2")];
  const double off = std::hypot(passenger->x - c2.x, passenger->y - c2.y);
  EXPECT_GE(off, 0.35 * spacing);
  EXPECT_LE(std::abs(passenger->x - c2.x) + passenger->radius, spacing - lone->radius);
}

TEST(PrintBoard, AHeroWearsAStarBadgeAndNoRing) {
  const Scene sc = diagram_scene(stacks_and_heroes(), DiagramStyle::print(), 440);
  auto points = points_of(sc);
  // The heroic artillery: its plain piece and the badge on its lower right
  const Point& i3 = points[QStringLiteral("i3")];
  const Placed* piece = find(i3, QStringLiteral("piece-r-A"));
  const Placed* badge = find(i3, QStringLiteral("hero-badge"));
  ASSERT_TRUE(piece && badge);
  EXPECT_GT(badge->x, piece->x);
  EXPECT_GT(badge->y, piece->y);
  EXPECT_GE(badge->radius, 0.4 * piece->radius);
  // A heroic carrier's badge too, and none on a plain piece
  EXPECT_TRUE(find(points[QStringLiteral("e1")], QStringLiteral("hero-badge")));
  EXPECT_FALSE(find(points[QStringLiteral("c2")], QStringLiteral("hero-badge")));
  // No ringed hero symbol in print: the hero is drawn as the plain piece, whose disc has a single outline
  EXPECT_FALSE(sc.defined(QStringLiteral("piece-r-A-hero")));
  EXPECT_EQ(sc.symbols().at(QStringLiteral("piece-r-A")).size(),
            sc.symbols().at(QStringLiteral("piece-r-C")).size());
  // The badge is filled (a star), the annotator's mark an unfilled ring: they cannot be confused
  for (const SceneItem& it : sc.symbols().at(QStringLiteral("hero-badge")))
    EXPECT_TRUE(it.paint.fill.isValid());
  bool ring = false;
  for (const SceneItem& it : sc.items())
    if (it.kind == SceneItem::Kind::Path && !it.paint.fill.isValid() && it.paint.width > 0 &&
        std::abs(it.path.boundingRect().center().x() - i3.x) < 0.5 &&
        std::abs(it.path.boundingRect().center().y() - i3.y) < 0.5)
      ring = true;
  EXPECT_TRUE(ring) << "the annotator's ring is drawn";
}

TEST(PrintBoard, TheScreenKeepsItsDrawing) {
  const Scene sc = diagram_scene(stacks_and_heroes(), DiagramStyle::colour(), 440);
  EXPECT_TRUE(sc.defined(QStringLiteral("piece-r-A-hero")));
  EXPECT_FALSE(sc.defined(QStringLiteral("hero-badge")));
}
