#include "render/dongson_diagram.h"

#include <QFont>

#include "render/diagram_parts.h"
#include "render/fonts.h"

namespace saban::render {

namespace ds = saban::dongson;

QString ds_piece_letter(ds::PieceType t) {
  return t == ds::PieceType::Dinh ? QStringLiteral("Đ") : QString(QLatin1Char(ds::letter(t)));
}

DsDiagram position_diagram(const ds::Position& position, const ds::Move* last) {
  DsDiagram d;
  d.position = position;
  if (last) {
    d.last_from = last->from();
    d.last_to = last->to();
  }
  return d;
}

// ---------------------------------------------------------------------------------------------------------
// Geometry: 9 × 9 squares, a1 at the bottom left (Thủy's side) unless flipped

QRectF DsBoardGeometry::square(ds::Square s) const {
  const parts::Cell at = parts::cell_of(ds::file_of(s), ds::rank_of(s), ds::kFiles, ds::kRanks, flipped);
  return {frame.left() + at.column * cell, frame.top() + at.row * cell, cell, cell};
}

double ds_diagram_aspect(const DiagramStyle& style) { return parts::aspect(ds::kFiles, ds::kRanks, style); }

DsBoardGeometry ds_board_geometry(const QRectF& rect, bool flipped, const DiagramStyle& style) {
  const parts::Fitted f = parts::fit(rect, ds::kFiles, ds::kRanks, style);
  DsBoardGeometry g;
  g.frame = f.frame;
  g.cell = f.cell;
  g.flipped = flipped;
  return g;
}

std::optional<ds::Square> ds_square_at(const QRectF& rect, QPointF pos, bool flipped,
                                       const DiagramStyle& style) {
  int file = 0, rank = 0;
  if (!parts::point_at(parts::fit(rect, ds::kFiles, ds::kRanks, style), ds::kFiles, ds::kRanks, flipped, pos,
                       file, rank))
    return std::nullopt;
  return ds::make_square(file, rank);
}

// ---------------------------------------------------------------------------------------------------------
// Drawing

namespace {

QString symbol_name(ds::Piece p) {
  return QStringLiteral("ds-%1-%2")
      .arg(p.side() == ds::Side::Thuy ? QLatin1String("thuy") : QLatin1String("son"))
      .arg(QLatin1Char(ds::letter(p.type())));
}

// The initial as an outline of the bundled bold font: the same shape in every SVG viewer, PNG and PDF.
// `height` is the font's size and `y` where the letter's middle goes, in the disc's radii.
QPainterPath letter_path(ds::PieceType t, double size, double y) {
  QFont font = base_font(true);
  font.setPixelSize(100);
  QPainterPath glyph;
  glyph.addText(0, 0, font, ds_piece_letter(t));
  const QRectF b = glyph.boundingRect();
  QTransform m;
  m.translate(0, y);
  m.scale(size / 100, size / 100);
  m.translate(-b.center().x(), -b.center().y());
  return m.map(glyph);
}

// A piece in unit coordinates: a disc of radius 1 with its initial; the wedding gifts (Ngựa, Voi, Gà) an
// inner ring; the Thần a crown of three points above a smaller letter.
std::vector<SceneItem> piece_symbol(ds::Piece p, const PieceColours& colours) {
  Scene symbol(2, 2);  // unit coordinates
  const int s = ds::index(p.side());
  symbol.path(parts::circle({0, 0}, 1), Paint{colours.ring, 0.09, colours.disc[s]});
  if (ds::is_gift(p.type())) symbol.path(parts::circle({0, 0}, 0.8), Paint{colours.symbol[s], 0.05, {}});
  const bool than = p.type() == ds::PieceType::Than;
  if (than) {
    const double w = 0.5, top = -0.78, base = -0.5, dip = base - (base - top) * 0.4;
    QPainterPath crown;
    crown.moveTo(-w, base);
    crown.lineTo(-w, top);
    crown.lineTo(-w / 2, dip);
    crown.lineTo(0, top);
    crown.lineTo(w / 2, dip);
    crown.lineTo(w, top);
    crown.lineTo(w, base);
    crown.closeSubpath();
    symbol.path(crown, Paint{{}, 0, colours.symbol[s]});
  }
  symbol.path(letter_path(p.type(), than ? 0.95 : 1.15, than ? 0.2 : 0), Paint{{}, 0, colours.symbol[s]});
  return symbol.items();
}

const char* zone_name(ds::Square s) { return s == ds::kTam ? "tam" : ds::in_cung(s) ? "cung" : "tran"; }

void draw_board(Scene& sc, const DsBoardGeometry& g, const DsDiagram& d, const DiagramStyle& st) {
  const double c = g.cell;
  const bool print = st.kind == DiagramStyle::Kind::Print;
  QPainterPath board;
  board.addRect(g.frame);
  sc.path(board, Paint{{}, 0, st.land});
  // The Cung d4–f6: shaded (framed below, over the grid)
  const QRectF cung = g.square(ds::make_square(3, 3)).united(g.square(ds::make_square(5, 5)));
  QPainterPath palace;
  palace.addRect(cung);
  sc.path(palace, Paint{{}, 0, st.palace});
  for (ds::Square s : {d.last_from, d.last_to})
    if (s >= 0 && s < ds::kSquares) parts::last_move(sc, g.centre(s), c, st);
  const ds::Square than = d.position.than(d.position.side_to_move());
  if (d.mark_check && than >= 0 && d.position.in_check()) {
    if (print)
      sc.path(parts::square_path(g.centre(than), 0.43 * c), Paint{st.check, 0.1 * c, {}});
    else
      sc.path(parts::square_path(g.centre(than), 0.5 * c), Paint{{}, 0, st.check});
  }
  QPainterPath grid;
  for (int i = 1; i < ds::kFiles; ++i) {
    grid.addPath(
        parts::line(g.frame.topLeft() + QPointF(i * c, 0), g.frame.bottomLeft() + QPointF(i * c, 0)));
    grid.addPath(parts::line(g.frame.topLeft() + QPointF(0, i * c), g.frame.topRight() + QPointF(0, i * c)));
  }
  sc.path(grid, Paint{st.grid, 0.03 * c, {}});
  // The Cung's frame, and the Tâm e5: the board's only round square
  sc.path(palace, Paint{st.palace_frame, 0.08 * c, {}});
  sc.path(parts::circle(g.centre(ds::kTam), 0.46 * c), Paint{st.palace_frame, 0.045 * c, {}});
  sc.path(board, Paint{st.grid, 0.06 * c, {}});
}

void build(Scene& sc, const DsBoardGeometry& g, const DsDiagram& d, const DiagramStyle& st) {
  const double c = g.cell;
  draw_board(sc, g, d, st);
  for (const DsHighlight& h : d.highlights)
    if (h.square >= 0 && h.square < ds::kSquares) parts::highlight(sc, g.centre(h.square), c, h.colour, st);
  // Squares and their pieces, each square a group that names itself and what stands on it
  for (int rank = 0; rank < ds::kRanks; ++rank)
    for (int file = 0; file < ds::kFiles; ++file) {
      const ds::Square s = ds::make_square(file, rank);
      const ds::Piece p = d.position.at(s);
      const QPointF at = g.centre(s);
      parts::begin_point(
          sc, QString::fromStdString(ds::square_name(s)),
          {{QStringLiteral("data-zone"), QLatin1String(zone_name(s))}}, at,
          p.empty() ? QString() : QString(QLatin1Char(p.fen_char())),
          p.empty() || p.side() == ds::Side::Thuy ? QStringLiteral("thuy") : QStringLiteral("son"));
      if (!p.empty()) {
        const QString name = symbol_name(p);
        if (!sc.defined(name)) sc.define(name, piece_symbol(p, st.ds_pieces));
        parts::place(sc, name, at, 0.41 * c);
      }
      sc.end_group();
    }
  for (const DsArrow& a : d.arrows)
    if (a.from >= 0 && a.from < ds::kSquares && a.to >= 0 && a.to < ds::kSquares)
      parts::arrow(sc, g.centre(a.from), g.centre(a.to), c, a.colour, st);
  if (st.side_to_move) {
    const ds::Side mover = d.position.side_to_move();
    parts::side_to_move(sc, {g.frame, c}, (mover == ds::Side::Thuy) != d.flipped,
                        st.ds_pieces.disc[ds::index(mover)], st.ds_pieces.ring);
  }
  if (st.coordinates) {  // the game's own names, whichever style: it has one notation
    std::vector<std::pair<double, QString>> files, ranks;
    for (int i = 0; i < ds::kFiles; ++i) {
      files.emplace_back(g.centre(ds::make_square(i, 0)).x(), QString(QLatin1Char(ds::file_char(i))));
      ranks.emplace_back(g.centre(ds::make_square(0, i)).y(), QString::number(i + 1));
    }
    parts::labels(sc, {g.frame, c}, st, files, ranks);
  }
}

}  // namespace

void define_ds_pieces(Scene& scene, const DiagramStyle& style) {
  for (int side = 0; side < 2; ++side)
    for (int t = 0; t < ds::kPieceTypes; ++t) {
      const ds::Piece p(static_cast<ds::PieceType>(t), static_cast<ds::Side>(side));
      if (!scene.defined(symbol_name(p))) scene.define(symbol_name(p), piece_symbol(p, style.ds_pieces));
    }
}

Scene ds_diagram_scene(const DsDiagram& d, const DiagramStyle& style, double width) {
  return parts::sized_scene(width, ds_diagram_aspect(style), [&](Scene& sc, const QRectF& rect) {
    build(sc, ds_board_geometry(rect, d.flipped, style), d, style);
  });
}

void paint_ds_diagram(QPainter& painter, const QRectF& rect, const DsDiagram& d, const DiagramStyle& style) {
  parts::paint_fitted(painter, rect, ds_diagram_aspect(style),
                      [&](double w) { return ds_diagram_scene(d, style, w); });
}

QString ds_diagram_svg(const DsDiagram& d, const DiagramStyle& style, double width,
                       const SvgOptions& options) {
  return scene_svg(ds_diagram_scene(d, style, width), options);
}

QImage ds_diagram_image(const DsDiagram& d, const DiagramStyle& style, int width) {
  return parts::image(width, ds_diagram_aspect(style),
                      [&](double w) { return ds_diagram_scene(d, style, w); });
}

}  // namespace saban::render
