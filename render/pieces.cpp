#include "render/pieces.h"

#include <QPolygonF>
#include <array>
#include <cmath>
#include <initializer_list>

namespace saban::render {

namespace {

QPainterPath polygon(std::initializer_list<QPointF> pts) {
  QPainterPath p;
  p.addPolygon(QPolygonF(QList<QPointF>(pts)));
  p.closeSubpath();
  return p;
}

QPainterPath rect(double x0, double y0, double x1, double y1) {
  QPainterPath p;
  p.addRect(QRectF(QPointF(x0, y0), QPointF(x1, y1)));
  return p;
}

// A thick line as a filled outline (so one fill draws the whole pictogram).
QPainterPath bar(QPointF a, QPointF b, double w) {
  const QPointF d = b - a;
  const double len = std::hypot(d.x(), d.y());
  const QPointF n(-d.y() / len * w / 2, d.x() / len * w / 2);
  return polygon({a + n, b + n, b - n, a - n});
}

QPainterPath ring(QPointF c, double r, double w) {
  QPainterPath p;
  p.addEllipse(c, r + w / 2, r + w / 2);
  p.addEllipse(c, r - w / 2, r - w / 2);
  return p;
}

}  // namespace

namespace {

// Builds the pictogram of a kind (boolean path operations: done once per kind, see piece_pictogram).
QPainterPath build_pictogram(PieceType t) {
  std::vector<QPainterPath> parts;
  struct Adder {
    std::vector<QPainterPath>& parts;
    void addPath(const QPainterPath& x) { parts.push_back(x); }
    void addRoundedRect(const QRectF& r, double rx, double ry) {
      QPainterPath x;
      x.addRoundedRect(r, rx, ry);
      parts.push_back(x);
    }
  } p{parts};
  switch (t) {
    case PieceType::Commander:
      p.addPath(star_path(0.68, 0.28));
      break;
    case PieceType::Headquarters:  // a flag on its pole
      p.addPath(bar({-0.38, 0.62}, {-0.38, -0.62}, 0.14));
      p.addPath(polygon({{-0.38, -0.62}, {0.56, -0.34}, {-0.38, -0.06}}));
      p.addPath(rect(-0.62, 0.5, 0.1, 0.64));
      break;
    case PieceType::Infantry:  // a chevron
      p.addPath(polygon({{-0.6, 0.18}, {0, -0.42}, {0.6, 0.18}, {0.6, 0.46}, {0, -0.14}, {-0.6, 0.46}}));
      break;
    case PieceType::Militia:  // a spear
      p.addPath(bar({0, 0.66}, {0, -0.2}, 0.14));
      p.addPath(polygon({{-0.24, -0.18}, {0, -0.7}, {0.24, -0.18}}));
      p.addPath(bar({-0.3, 0.12}, {0.3, 0.12}, 0.12));
      break;
    case PieceType::Engineer: {  // a bridge: deck, arch and piers
      p.addPath(rect(-0.66, 0.02, 0.66, 0.16));
      QPainterPath arch;
      arch.moveTo(-0.5, 0.6);
      arch.cubicTo(-0.5, 0.1, 0.5, 0.1, 0.5, 0.6);
      arch.lineTo(0.36, 0.6);
      arch.cubicTo(0.36, 0.28, -0.36, 0.28, -0.36, 0.6);
      arch.closeSubpath();
      p.addPath(arch);
      p.addPath(rect(-0.56, -0.38, -0.44, 0.02));
      p.addPath(rect(0.44, -0.38, 0.56, 0.02));
      p.addPath(bar({-0.5, -0.38}, {0.5, -0.38}, 0.08));
      break;
    }
    case PieceType::Tank:  // hull, turret, gun
      p.addRoundedRect(QRectF(-0.64, 0.02, 1.28, 0.42), 0.2, 0.2);
      p.addPath(rect(-0.3, -0.3, 0.16, 0.04));
      p.addPath(bar({0.1, -0.16}, {0.7, -0.16}, 0.12));
      break;
    case PieceType::Artillery:  // a barrel raised over a wheel
      p.addPath(bar({-0.3, 0.3}, {0.56, -0.52}, 0.2));
      p.addPath(ring({-0.22, 0.34}, 0.26, 0.12));
      p.addPath(bar({-0.66, 0.62}, {0.3, 0.62}, 0.1));
      break;
    case PieceType::AntiAir:  // twin barrels pointing up from a base
      p.addPath(bar({-0.06, 0.3}, {-0.46, -0.6}, 0.13));
      p.addPath(bar({0.06, 0.3}, {0.46, -0.6}, 0.13));
      p.addPath(rect(-0.5, 0.26, 0.5, 0.58));
      break;
    case PieceType::Missile:  // a rocket: nose, body, fins
      p.addPath(polygon({{-0.17, -0.3}, {0, -0.72}, {0.17, -0.3}}));
      p.addPath(rect(-0.17, -0.3, 0.17, 0.52));
      p.addPath(polygon({{-0.17, 0.12}, {-0.44, 0.6}, {-0.17, 0.46}}));
      p.addPath(polygon({{0.17, 0.12}, {0.44, 0.6}, {0.17, 0.46}}));
      break;
    case PieceType::AirForce:  // an aeroplane seen from above
      p.addPath(bar({0, -0.7}, {0, 0.6}, 0.16));
      p.addPath(polygon({{-0.7, 0.1}, {0, -0.28}, {0.7, 0.1}, {0.7, 0.24}, {0, 0.04}, {-0.7, 0.24}}));
      p.addPath(polygon({{-0.3, 0.64}, {0, 0.42}, {0.3, 0.64}}));
      break;
    case PieceType::Navy:  // a warship: hull, bridge, mast
      p.addPath(polygon({{-0.7, 0.12}, {0.7, 0.12}, {0.44, 0.48}, {-0.46, 0.48}}));
      p.addPath(rect(-0.3, -0.16, 0.24, 0.12));
      p.addPath(bar({-0.04, -0.16}, {-0.04, -0.66}, 0.1));
      p.addPath(bar({-0.26, -0.46}, {0.18, -0.46}, 0.08));
      break;
  }
  QPainterPath united;  // one clean outline: overlapping parts leave no holes under either fill rule
  for (const QPainterPath& part : parts) united = united.united(part);
  return united;
}

}  // namespace

QPainterPath piece_pictogram(PieceType t) {
  static const std::array<QPainterPath, kPieceTypes> pictograms = [] {
    std::array<QPainterPath, kPieceTypes> a;
    for (int i = 0; i < kPieceTypes; ++i)
      a[static_cast<std::size_t>(i)] = build_pictogram(static_cast<PieceType>(i));
    return a;
  }();
  return pictograms[static_cast<std::size_t>(index(t))];
}

QPainterPath star_path(double outer, double inner, QPointF c) {
  QPainterPath p;
  for (int i = 0; i < 10; ++i) {
    const double a = -M_PI / 2 + i * M_PI / 5;
    const double r = i % 2 ? inner : outer;
    const QPointF pt(c.x() + r * std::cos(a), c.y() + r * std::sin(a));
    if (i == 0)
      p.moveTo(pt);
    else
      p.lineTo(pt);
  }
  p.closeSubpath();
  return p;
}

QString piece_symbol_name(Piece p) {
  QString name = QStringLiteral("piece-%1-%2")
                     .arg(QLatin1Char(p.side() == Side::Red ? 'r' : 'b'))
                     .arg(QLatin1Char(kFenLetters[index(p.type())]));
  if (p.heroic()) name += QStringLiteral("-hero");
  return name;
}

std::vector<SceneItem> piece_symbol(Piece p, const PieceColours& colours) {
  Scene symbol(2, 2);  // unit coordinates
  const int s = index(p.side());
  QPainterPath disc;
  disc.addEllipse(QPointF(0, 0), 1, 1);
  symbol.path(disc, Paint{colours.ring, p.heroic() ? 0.16 : 0.09, colours.disc[s]});
  if (p.heroic()) {  // a second ring inside the first, and a star at the lower right
    QPainterPath inner;
    inner.addEllipse(QPointF(0, 0), 0.84, 0.84);
    symbol.path(inner, Paint{colours.symbol[s], 0.05, {}});
  }
  symbol.path(piece_pictogram(p.type()), Paint{{}, 0, colours.symbol[s]});
  if (p.heroic())
    symbol.path(star_path(0.42, 0.18, {0.74, 0.74}),
                Paint{colours.hero_ring, 0.07, colours.hero, false, true});
  return symbol.items();
}

}  // namespace saban::render
