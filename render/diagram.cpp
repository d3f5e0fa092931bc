#include "render/diagram.h"

#include <cmath>

#include "render/diagram_parts.h"

#include "rules/airdefence.h"
#include "rules/board.h"
#include "rules/fen.h"

namespace saban::render {

// ---------------------------------------------------------------------------------------------------------
// Styles

DiagramStyle DiagramStyle::print() {
  DiagramStyle s;
  s.kind = Kind::Print;
  s.land = QColor(255, 255, 255);
  s.sea = QColor(222, 222, 222);
  s.ford = QColor(255, 255, 255);
  s.grid = QColor(0, 0, 0);
  s.text = QColor(0, 0, 0);
  s.last_move = QColor(200, 200, 200);
  s.pieces.disc[0] = QColor(255, 255, 255);
  s.pieces.symbol[0] = QColor(0, 0, 0);
  s.pieces.disc[1] = QColor(0, 0, 0);
  s.pieces.symbol[1] = QColor(255, 255, 255);
  s.pieces.ring = QColor(0, 0, 0);
  s.pieces.hero = QColor(255, 255, 255);
  s.pieces.hero_ring = QColor(0, 0, 0);
  s.palace = QColor(222, 222, 222);
  s.palace_frame = QColor(0, 0, 0);
  s.check = QColor(0, 0, 0);
  s.ds_pieces = s.pieces;  // white discs with black letters and black discs with white ones
  return s;
}

DiagramStyle DiagramStyle::colour() {
  DiagramStyle s;
  s.kind = Kind::Colour;
  s.land = QColor(0xf2, 0xe3, 0xbf);
  s.sea = QColor(0x9c, 0xc8, 0xe6);
  s.ford = QColor(0xc9, 0xb0, 0x82);
  s.grid = QColor(0x4a, 0x3b, 0x28);
  s.text = QColor(0x2b, 0x22, 0x18);
  s.last_move = QColor(0xf0, 0xd0, 0x40, 150);
  s.pieces.disc[0] = QColor(0xc6, 0x28, 0x28);
  s.pieces.symbol[0] = QColor(255, 255, 255);
  s.pieces.disc[1] = QColor(0x15, 0x58, 0xb0);
  s.pieces.symbol[1] = QColor(255, 255, 255);
  s.pieces.ring = QColor(0x20, 0x18, 0x10);
  s.pieces.hero = QColor(0xff, 0xc8, 0x20);
  s.pieces.hero_ring = QColor(0x40, 0x30, 0x00);
  s.palace = QColor(0xd9, 0xa8, 0x62);
  s.palace_frame = QColor(0x8c, 0x2f, 0x1c);
  s.check = QColor(0xe5, 0x39, 0x35, 170);
  // Thủy (water): light discs with blue letters; Sơn (mountain): dark brown discs with light letters.
  s.ds_pieces.disc[0] = QColor(0xf8, 0xf5, 0xec);
  s.ds_pieces.symbol[0] = QColor(0x1c, 0x4e, 0x8f);
  s.ds_pieces.disc[1] = QColor(0x4a, 0x2c, 0x1a);
  s.ds_pieces.symbol[1] = QColor(0xf6, 0xdf, 0xb0);
  s.ds_pieces.ring = QColor(0x24, 0x14, 0x0a);
  return s;
}

Diagram position_diagram(const Position& position, const Turn* last) {
  Diagram d;
  d.position = position;
  if (last && last->size) {
    d.last_from = last->first().from();
    d.last_to = last->moves[last->size - 1].to();
  }
  return d;
}

// ---------------------------------------------------------------------------------------------------------
// Geometry: 11 × 12 cells, a point at each cell's centre (render/diagram_parts.h fits them with their
// margins)

double diagram_aspect(const DiagramStyle& style) { return parts::aspect(kFiles, kRanks, style); }

QPointF BoardGeometry::point(Square s) const {
  const parts::Cell at = parts::cell_of(s.file(), s.rank(), kFiles, kRanks, flipped);
  return {frame.left() + (at.column + 0.5) * cell, frame.top() + (at.row + 0.5) * cell};
}

BoardGeometry board_geometry(const QRectF& rect, bool flipped, const DiagramStyle& style) {
  const parts::Fitted fitted = parts::fit(rect, kFiles, kRanks, style);
  BoardGeometry g;
  g.cell = fitted.cell;
  g.flipped = flipped;
  g.frame = fitted.frame;
  return g;
}

std::optional<Square> point_at(const QRectF& rect, QPointF pos, bool flipped, const DiagramStyle& style) {
  int file = 0, rank = 0;
  if (!parts::point_at(parts::fit(rect, kFiles, kRanks, style), kFiles, kRanks, flipped, pos, file, rank))
    return std::nullopt;
  return Square(file, rank);
}

// ---------------------------------------------------------------------------------------------------------
// Drawing

namespace {

using parts::circle;
using parts::line;

const char* terrain_name(Terrain t) {
  return t == Terrain::Sea ? "sea" : t == Terrain::Mixed ? "mixed" : "land";
}

// The board: land, sea, river with its mouth and fords, grid, mixed points.
void draw_terrain(Scene& sc, const BoardGeometry& g, const DiagramStyle& st) {
  const double c = g.cell;
  QPainterPath frame;
  frame.addRect(g.frame);
  sc.path(frame, Paint{{}, 0, st.land});
  // Sea: from the board's sea edge to the coast (file c)
  const QPointF a1 = g.point(Square(0, 0)), c1 = g.point(Square(2, 0)), k12 = g.point(Square(10, 11));
  const double sea_edge = g.flipped ? g.frame.right() : g.frame.left();
  QPainterPath sea;
  sea.addRect(QRectF(QPointF(std::min(sea_edge, c1.x()), g.frame.top()),
                     QPointF(std::max(sea_edge, c1.x()), g.frame.bottom())));
  sc.path(sea, Paint{{}, 0, st.sea});
  // River: between ranks 6 and 7, wider at its mouth (files c to e), from the coast to the far edge
  const double yr = (g.point(Square(0, 5)).y() + g.point(Square(0, 6)).y()) / 2;
  const double far_edge = g.flipped ? g.frame.left() : g.frame.right();
  const double e_x = g.point(Square(4, 0)).x();
  QPainterPath river;
  river.addRect(QRectF(QPointF(std::min(c1.x(), far_edge), yr - 0.3 * c),
                       QPointF(std::max(c1.x(), far_edge), yr + 0.3 * c)));
  river.addRect(
      QRectF(QPointF(std::min(c1.x(), e_x), yr - 0.42 * c), QPointF(std::max(c1.x(), e_x), yr + 0.42 * c)));
  river.setFillRule(Qt::WindingFill);
  sc.path(river.simplified(), Paint{{}, 0, st.sea});
  if (st.kind == DiagramStyle::Kind::Print) {  // waves: thin lines over the water, so it reads without tint
    QPainterPath waves;
    for (double y = g.frame.top() + 0.25 * c; y < g.frame.bottom(); y += 0.5 * c) {
      waves.moveTo(std::min(sea_edge, c1.x()), y);
      waves.lineTo(std::max(sea_edge, c1.x()), y);
    }
    waves.moveTo(std::min(c1.x(), far_edge), yr);
    waves.lineTo(std::max(c1.x(), far_edge), yr);
    sc.path(waves, Paint{QColor(150, 150, 150), 0.025 * c, {}});
  }
  // Grid: ranks across the whole board; files broken by the river except on the sea and at the fords
  QPainterPath grid;
  for (int r = 0; r < kRanks; ++r) grid.addPath(line(g.point(Square(0, r)), g.point(Square(10, r))));
  for (int f = 0; f < kFiles; ++f) {
    const QPointF lo = g.point(Square(f, 0)), hi = g.point(Square(f, 11));
    if (f <= 1 || board::is_ford_file(f)) {
      grid.addPath(line(lo, hi));
    } else {
      grid.addPath(line(lo, g.point(Square(f, 5))));
      grid.addPath(line(g.point(Square(f, 6)), hi));
    }
  }
  sc.path(grid, Paint{st.grid, 0.03 * c, {}});
  // Fords: a causeway of stones across the river on files f and h
  for (int f : {5, 7}) {
    const double x = g.point(Square(f, 0)).x();
    QPainterPath ford;
    ford.addRect(QRectF(x - 0.2 * c, yr - 0.3 * c, 0.4 * c, 0.6 * c));
    sc.path(ford, Paint{st.grid, 0.03 * c, st.ford});
    QPainterPath stones;
    for (int i = 0; i < 3; ++i)
      stones.addEllipse(QPointF(x, yr - 0.18 * c + i * 0.18 * c), 0.06 * c, 0.06 * c);
    sc.path(stones, Paint{{}, 0, st.grid});
  }
  // Coast: the line of file c drawn heavier; the river mouth's mixed points marked with a small diamond
  sc.path(line(c1, g.point(Square(2, 11))), Paint{st.grid, 0.07 * c, {}});
  QPainterPath mouth;
  for (Square s : {Square(3, 5), Square(4, 5), Square(3, 6), Square(4, 6)}) {
    const QPointF p = g.point(s);
    const double d = 0.13 * c;
    mouth.moveTo(p.x(), p.y() - d);
    mouth.lineTo(p.x() + d, p.y());
    mouth.lineTo(p.x(), p.y() + d);
    mouth.lineTo(p.x() - d, p.y());
    mouth.closeSubpath();
  }
  sc.path(mouth, Paint{st.grid, 0.03 * c, st.sea});
  // Frame
  QPainterPath outer;
  outer.addRect(QRectF(QPointF(std::min(a1.x(), k12.x()), std::min(a1.y(), k12.y())),
                       QPointF(std::max(a1.x(), k12.x()), std::max(a1.y(), k12.y()))));
  sc.path(outer, Paint{st.grid, 0.06 * c, {}});
}

void draw_coordinates(Scene& sc, const BoardGeometry& g, const DiagramStyle& st) {
  if (!st.coordinates) return;
  std::vector<std::pair<double, QString>> files, ranks;
  for (int f = 0; f < kFiles; ++f)
    files.emplace_back(g.point(Square(f, 0)).x(),
                       QString::fromStdString(board::file_label(f, *st.coordinates)));
  for (int r = 0; r < kRanks; ++r)
    ranks.emplace_back(g.point(Square(0, r)).y(),
                       QString::fromStdString(board::rank_label(r, *st.coordinates)));
  parts::labels(sc, {g.frame, g.cell}, st, files, ranks);
}

// In print a hero is its plain piece with this badge (a black star cut out of the page by a white rim) at
// its lower right: no ring, so that no annotator's ringed point reads as a hero, nor a hero as ringed.
const QString kHeroBadge = QStringLiteral("hero-badge");

// The symbol a piece is drawn with: the screen's (a hero with its double ring and star), or in print a
// hero's plain piece (its badge drawn apart).
QString ensure_symbol(Scene& sc, Piece p, const DiagramStyle& st) {
  const bool print = st.kind == DiagramStyle::Kind::Print;
  const Piece drawn = print ? Piece(p.type(), p.side(), false) : p;
  const QString name = piece_symbol_name(drawn);
  if (!sc.defined(name)) sc.define(name, piece_symbol(drawn, st.pieces));
  if (print && p.heroic() && !sc.defined(kHeroBadge)) {
    SceneItem rim, body;
    rim.path = body.path = star_path(1, 0.45);
    rim.paint = Paint{QColor(255, 255, 255), 0.5, QColor(255, 255, 255), false, true};
    body.paint = Paint{st.pieces.ring, 0, st.pieces.ring};
    sc.define(kHeroBadge, {rim, body});
  }
  return name;
}

// Where each piece of a unit is drawn: offset from the point and radius, in cells. On screen the carrier
// shrinks to make room; in print (a diagram may be 4 cm wide) the carrier keeps a lone piece's size and its
// passengers sit on its upper corners, each over half a point's spacing across, rimmed in white.
struct Slot {
  double dx, dy, r;
};
Slot unit_slot(int size, int i, bool print) {
  if (size <= 1) return {0, 0, 0.42};
  if (print) {
    if (i == 0) return {0, 0.05, 0.42};
    return i == 1 ? Slot{0.3, -0.27, 0.26} : Slot{-0.3, -0.27, 0.26};
  }
  if (i == 0) return {-0.04, 0.07, 0.37};
  return i == 1 ? Slot{0.27, -0.27, 0.23} : Slot{-0.3, -0.27, 0.23};
}

void draw_unit(Scene& sc, QPointF centre, double cell, const Stack& st, const DiagramStyle& style) {
  const bool print = style.kind == DiagramStyle::Kind::Print;
  for (int i = 0; i < st.size; ++i) {
    const Piece p = st.pieces[static_cast<std::size_t>(i)];
    const QString name = ensure_symbol(sc, p, style);
    const Slot s = unit_slot(st.size, i, print);
    const QPointF at(centre.x() + s.dx * cell, centre.y() + s.dy * cell);
    if (print && i > 0)  // a white rim parts the passenger from its carrier
      sc.path(parts::circle(at, (s.r + 0.05) * cell), Paint{{}, 0, QColor(255, 255, 255)});
    parts::place(sc, name, at, s.r * cell);
    if (print && p.heroic())
      parts::place(sc, kHeroBadge, QPointF(at.x() + 0.72 * s.r * cell, at.y() + 0.72 * s.r * cell),
                   0.5 * s.r * cell);
  }
}

void build(Scene& sc, const BoardGeometry& g, const Diagram& d, const DiagramStyle& st) {
  const double c = g.cell;
  const bool print = st.kind == DiagramStyle::Kind::Print;
  draw_terrain(sc, g, st);
  // Last move
  for (Square s : {d.last_from, d.last_to})
    if (s.valid()) parts::last_move(sc, g.point(s), c, st);
  // Air-defence zones
  for (int side = 0; side < 2; ++side) {
    if (!d.air_defence[side]) continue;
    const AirDefenceMap map = air_defence_map(d.position, static_cast<Side>(side));
    if (print) {
      QPainterPath zone;
      for (int i = 0; i < kSquares; ++i)
        if (map.cover[static_cast<std::size_t>(i)]) zone.addEllipse(g.point(Square(i)), 0.47 * c, 0.47 * c);
      if (!zone.isEmpty()) sc.path(zone, Paint{QColor(0, 0, 0), 0.035 * c, {}, side == 1});
      continue;
    }
    // On screen a zone is a translucent disc on each point it covers (the discs do not overlap): one symbol
    // used on every point, so that painting copies one small image instead of filling a path of 100 discs
    // (4.6 ms of a board repaint, bench/gui_bench).
    const QString name = side == 0 ? QStringLiteral("zone-red") : QStringLiteral("zone-blue");
    if (!sc.defined(name)) {
      SceneItem disc;
      disc.path.addEllipse(QPointF(0, 0), 1, 1);
      // Each in its side's hue: Blue's disc colour at this opacity turned grey over the land's yellow.
      const QColor fill = side == 0 ? QColor(0xd0, 0x20, 0x20, 70) : QColor(0x00, 0x66, 0xff, 100);
      QColor rim = fill;
      rim.setAlpha(170);
      disc.paint = Paint{rim, 0.05, fill};
      sc.define(name, {disc});
    }
    for (int i = 0; i < kSquares; ++i) {
      if (!map.cover[static_cast<std::size_t>(i)]) continue;
      parts::place(sc, name, g.point(Square(i)), 0.47 * c);
    }
  }
  // Highlighted points
  for (const Highlight& h : d.highlights)
    if (h.square.valid()) parts::highlight(sc, g.point(h.square), c, h.colour, st);
  if (d.selected.valid())
    sc.path(parts::square_path(g.point(d.selected), 0.5 * c), Paint{st.text, 0.07 * c, {}});
  // Points and their units, each point a group that names itself and what stands on it
  for (int i = 0; i < kSquares; ++i) {
    const Square s(i);
    const Stack& unit = d.position.at(s);
    parts::begin_point(
        sc, QString::fromStdString(board::square_name(s)),
        {{QStringLiteral("data-rowcol"), QString::fromStdString(board::rowcol_name(s))},
         {QStringLiteral("data-terrain"), QLatin1String(terrain_name(board::terrain(s)))}},
        g.point(s), unit.empty() ? QString() : QString::fromStdString(stack_text(unit)),
        unit.empty() || unit.side() == Side::Red ? QStringLiteral("red") : QStringLiteral("blue"));
    const bool shown = !unit.empty() && !(s == d.hidden);
    if (shown) draw_unit(sc, g.point(s), c, unit, st);
    sc.end_group();
  }
  // Legal destinations
  if (!d.targets.empty()) {
    QPainterPath dots;
    for (Square s : d.targets) dots.addEllipse(g.point(s), 0.14 * c, 0.14 * c);
    sc.path(dots, Paint{QColor(255, 255, 255), 0.03 * c, QColor(0x20, 0x20, 0x20, 150)});
  }
  // Arrows
  for (const Arrow& a : d.arrows)
    if (a.from.valid() && a.to.valid()) parts::arrow(sc, g.point(a.from), g.point(a.to), c, a.colour, st);
  // Side to move: a disc of the mover's colour beside the board, on the mover's side
  if (st.side_to_move) {
    const Side mover = d.position.side_to_move();
    const bool bottom = (mover == Side::Red) != d.flipped;
    parts::side_to_move(sc, {g.frame, g.cell}, bottom, st.pieces.disc[index(mover)], st.pieces.ring);
  }
  draw_coordinates(sc, g, st);
}

}  // namespace

Scene diagram_scene(const Diagram& d, const DiagramStyle& style, double width) {
  return parts::sized_scene(width, diagram_aspect(style), [&](Scene& sc, const QRectF& rect) {
    build(sc, board_geometry(rect, d.flipped, style), d, style);
  });
}

void paint_diagram(QPainter& painter, const QRectF& rect, const Diagram& d, const DiagramStyle& style) {
  parts::paint_fitted(painter, rect, diagram_aspect(style),
                      [&](double w) { return diagram_scene(d, style, w); });
}

void paint_unit(QPainter& painter, QPointF centre, double cell, const Stack& unit,
                const DiagramStyle& style) {
  Scene sc(0, 0);
  draw_unit(sc, centre, cell, unit, style);
  paint_scene(painter, sc);
}

QString diagram_svg(const Diagram& d, const DiagramStyle& style, double width, const SvgOptions& options) {
  return scene_svg(diagram_scene(d, style, width), options);
}

QImage diagram_image(const Diagram& d, const DiagramStyle& style, int width) {
  return parts::image(width, diagram_aspect(style), [&](double w) { return diagram_scene(d, style, w); });
}

}  // namespace saban::render
