// Board diagrams: a description of what to show (position, marks, overlays) drawn on any QPainter, as SVG or
// PNG.
#pragma once

#include <QImage>
#include <QPainter>
#include <QRectF>
#include <optional>
#include <vector>

#include "render/pieces.h"
#include "render/scene.h"
#include "rules/position.h"

namespace saban::render {

/// Colours of marks, as lichess's [%csl]/[%cal] name them: G, R, B, Y.
enum class MarkColour { Green, Red, Blue, Yellow };

struct Highlight {
  Square square;
  MarkColour colour = MarkColour::Green;
};
struct Arrow {
  Square from, to;
  MarkColour colour = MarkColour::Green;
};

/// How a diagram looks: print (black on white, for newsprint) or colour, and what is drawn around the board.
struct DiagramStyle {
  enum class Kind { Print, Colour } kind = Kind::Colour;
  /// The labels around the board (rules/board.h): the rulebook's rows 0..11 and columns 0..10, or
  /// algebraic a..k and 1..12; nullopt: none. Follow the notation the moves beside it are written in
  /// (parser::coordinate_style).
  std::optional<board::CoordinateStyle> coordinates = board::CoordinateStyle::Algebraic;
  bool side_to_move = true;  ///< a marker beside the board on the mover's side

  QColor land, sea, ford, grid, text, last_move;
  PieceColours pieces;
  /// Cờ Đông Sơn (render/dongson_diagram.h) draws its squares in `land`, `grid`, `text` and `last_move`, and
  /// these: the Cung's shade and frame, the square of a Thần in check, the pieces (Thủy light, Sơn dark).
  QColor palace, palace_frame, check;
  PieceColours ds_pieces;

  static DiagramStyle print();
  static DiagramStyle colour();
};

/// What a diagram shows.
struct Diagram {
  Position position;
  bool flipped = false;  ///< Blue at the bottom
  std::vector<Highlight> highlights;
  std::vector<Arrow> arrows;
  bool air_defence[2] = {false, false};  ///< shade the points each side's air defence covers
  Square last_from = kNoSquare, last_to = kNoSquare;
  // For interactive boards
  Square selected = kNoSquare;  ///< framed
  std::vector<Square> targets;  ///< small dots (legal destinations)
  Square hidden = kNoSquare;    ///< its unit is not drawn (being dragged)
};

/// A position's diagram with the move that led there (nullptr: none) marked.
Diagram position_diagram(const Position& position, const Turn* last);

/// Where things are in a diagram drawn into a rectangle.
struct BoardGeometry {
  QRectF frame;     ///< the board without its margins
  double cell = 0;  ///< distance between neighbouring points
  bool flipped = false;
  QPointF point(Square s) const;  ///< centre of a point
};

/// The geometry of a diagram fitted (centred, aspect kept) into `rect`.
BoardGeometry board_geometry(const QRectF& rect, bool flipped,
                             const DiagramStyle& style = DiagramStyle::colour());
/// The point under `pos` (within half a cell), or nullopt: hit-testing for clicks.
std::optional<Square> point_at(const QRectF& rect, QPointF pos, bool flipped,
                               const DiagramStyle& style = DiagramStyle::colour());
/// Width / height of a diagram in this style.
double diagram_aspect(const DiagramStyle& style);

/// The diagram as a scene `width` units wide.
Scene diagram_scene(const Diagram& d, const DiagramStyle& style, double width = 440);
/// Paints the diagram fitted into `rect`.
void paint_diagram(QPainter& painter, const QRectF& rect, const Diagram& d, const DiagramStyle& style);
/// Paints one unit (a piece or a stack) centred on `centre` for a board of cell size `cell` (dragging).
void paint_unit(QPainter& painter, QPointF centre, double cell, const Stack& unit, const DiagramStyle& style);

/// SVG of the diagram; every point is a <g class="point"> with data-square, data-rowcol, data-terrain and,
/// when occupied, data-pieces (the unit as FEN writes it) and data-side. Deterministic.
QString diagram_svg(const Diagram& d, const DiagramStyle& style, double width = 440,
                    const SvgOptions& options = {});
/// The diagram as an image `width` pixels wide (height from the aspect), white background.
QImage diagram_image(const Diagram& d, const DiagramStyle& style, int width);

}  // namespace saban::render
