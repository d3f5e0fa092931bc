#include "gui/board/boardpainter.h"

#include <QLineF>
#include <QPolygonF>
#include <algorithm>

#include "render/diagram.h"
#include "render/marks.h"

namespace saban::gui {

namespace {

// The renderer's colour style, darkened for the dark theme.
render::DiagramStyle style(bool dark) {
  render::DiagramStyle s = render::DiagramStyle::colour();
  if (dark) {
    s.land = QColor(0x5a, 0x50, 0x3e);
    s.sea = QColor(0x2c, 0x4f, 0x6e);
    s.ford = QColor(0x6e, 0x5c, 0x40);
    s.grid = QColor(0xd8, 0xc8, 0xa0);
    s.text = QColor(0xe0, 0xd8, 0xc0);
  }
  return s;
}

}  // namespace

QRectF boardRect(const QRectF& rect) { return render::board_geometry(rect, false, style(false)).frame; }

double pointSpacing(const QRectF& rect) { return render::board_geometry(rect, false, style(false)).cell; }

QPointF squareCentre(const QRectF& rect, Square s, bool flipped) {
  return render::board_geometry(rect, flipped, style(false)).point(s);
}

Square squareAt(const QRectF& rect, const QPointF& pos, bool flipped) {
  return render::point_at(rect, pos, flipped, style(false)).value_or(kNoSquare);
}

void paintPiece(QPainter& p, QPointF c, double r, Piece piece) {
  // paint_unit sizes a unit for a board of cell `cell`; a lone piece's disc is about 0.42 of a cell.
  render::paint_unit(p, c, r / 0.42, Stack::single(piece), style(false));
}

void paintChip(QPainter& p, const QRectF& r, bool current, const Stack& unit) {
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(QPen(current ? QColor(46, 125, 50) : QColor(120, 120, 120), current ? 3 : 1));
  p.setBrush(QColor(255, 255, 255, 230));
  p.drawRoundedRect(r, 5, 5);
  if (unit.size == 1)
    paintPiece(p, r.center(), r.width() * 0.36, unit.top());
  else
    for (int k = 0; k < unit.size; ++k)
      paintPiece(p, r.center() + QPointF((k - (unit.size - 1) / 2.0) * r.width() * 0.26, 0), r.width() * 0.17,
                 unit.pieces[static_cast<std::size_t>(k)]);
  p.restore();
}

std::vector<Square> attackedPoints(const Position& pos, Side by) {
  std::vector<Square> out;
  for (int i = 0; i < kSquares; ++i) {
    const Stack& st = pos.at(Square(i));
    if (!st.empty() && st.side() != by && pos.attackers(Square(i), by, nullptr) > 0) out.push_back(Square(i));
  }
  return out;
}

std::vector<Square> defendedPoints(const Position& pos, const std::vector<Square>& points) {
  std::vector<Square> out;
  for (Square s : points)
    if (!pos.at(s).empty() && pos.attackers(s, pos.at(s).side(), nullptr) > 0) out.push_back(s);
  return out;
}

// Paints through the renderer: the scene's marks become the diagram's (captures as red highlights).
void paintBoard(QPainter& p, const QRectF& rect, const BoardScene& scene) {
  render::Diagram d;
  d.position = scene.position;
  d.flipped = scene.flipped;
  d.last_from = scene.lastFrom;
  d.last_to = scene.lastTo;
  d.selected = scene.selected;
  d.air_defence[0] = scene.airDefence[0];
  d.air_defence[1] = scene.airDefence[1];
  for (Square t : scene.targets)
    if (std::find(scene.captures.begin(), scene.captures.end(), t) == scene.captures.end())
      d.targets.push_back(t);
  for (Square t : scene.captures) d.highlights.push_back({t, render::MarkColour::Red});
  // Attacked units: hanging ones ringed in the attacker's colour, defended ones in yellow.
  for (int side = 0; side < 2; ++side)
    for (Square t : scene.attacked[side]) {
      const bool defended =
          std::find(scene.defended.begin(), scene.defended.end(), t) != scene.defended.end();
      d.highlights.push_back({t, defended    ? render::MarkColour::Yellow
                                 : side == 0 ? render::MarkColour::Red
                                             : render::MarkColour::Blue});
    }
  // The annotator's marks, in lichess's colours (the renderer's, as print and export draw them).
  render::add_marks(scene.points, scene.arrows, d, [](Square s) { return std::optional(s); });
  render::DiagramStyle s = style(scene.dark);
  s.coordinates = scene.coordinates ? std::optional(scene.coordinateStyle) : std::nullopt;
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  render::paint_diagram(p, rect, d, s);
  // The engine's best move: slimmer than the annotator's arrows and in neither side's nor a mark's colour,
  // so that it is not taken for one of them.
  if (scene.engineFrom.valid() && scene.engineTo.valid() && scene.engineFrom != scene.engineTo) {
    const render::BoardGeometry g = render::board_geometry(rect, scene.flipped, s);
    const QPointF from = g.point(scene.engineFrom), to = g.point(scene.engineTo);
    const QLineF line(from, to);
    const double head = g.cell * 0.38, width = g.cell * 0.11;
    QLineF shaft(from, to);
    shaft.setLength(std::max(0.0, line.length() - head * 0.8));
    const QColor colour(0x26, 0x32, 0x38, 150);
    p.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(shaft);
    QLineF back(to, from);
    back.setLength(head);
    QLineF left = back, right = back;
    left.setAngle(back.angle() + 25);
    right.setAngle(back.angle() - 25);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPolygon(QPolygonF({to, left.p2(), right.p2()}));
  }
  p.restore();
}

}  // namespace saban::gui
