// Cờ Đông Sơn diagrams: the 9×9 board (files a–h and k, ranks 1–9), the Cung d4–f6 shaded and framed with its
// round centre, the Tâm e5, the pieces as discs with their Vietnamese initials (T L B Đ N V G; Thủy light,
// Sơn dark), the last move, a Thần in check, marked squares and arrows; drawn as a render::Scene in the same
// DiagramStyle kinds as Commander Chess (render/diagram.h), on any QPainter, as SVG or as PNG.
#pragma once

#include <QImage>
#include <QPainter>
#include <QRectF>
#include <optional>
#include <vector>

#include "render/diagram.h"
#include "render/scene.h"
#include "rules/dongson/position.h"

namespace saban::render {

struct DsHighlight {
  dongson::Square square = -1;
  MarkColour colour = MarkColour::Green;
};
struct DsArrow {
  dongson::Square from = -1, to = -1;
  MarkColour colour = MarkColour::Green;
};

/// What a Cờ Đông Sơn diagram shows.
struct DsDiagram {
  dongson::Position position = dongson::Position::start();
  bool flipped = false;  ///< Sơn at the bottom
  std::vector<DsHighlight> highlights;
  std::vector<DsArrow> arrows;
  dongson::Square last_from = -1, last_to = -1;
  bool mark_check =
      true;  ///< the square of the side to move's Thần tinted (colour) or ringed (print) in check
};

/// A position's diagram with the move that led there (nullptr: none) marked.
DsDiagram position_diagram(const dongson::Position& position, const dongson::Move* last);

/// Where the squares are in a diagram drawn into a rectangle. The style's `coordinates`, either style, label
/// the edges with the game's own names (a–h, k and 1–9: Cờ Đông Sơn has one notation); nullopt: none.
struct DsBoardGeometry {
  QRectF frame;     ///< the 9 × 9 squares without the margins
  double cell = 0;  ///< a square's side
  bool flipped = false;
  QRectF square(dongson::Square s) const;
  QPointF centre(dongson::Square s) const { return square(s).center(); }
};

/// The geometry of a diagram fitted (centred, aspect kept) into `rect`.
DsBoardGeometry ds_board_geometry(const QRectF& rect, bool flipped,
                                  const DiagramStyle& style = DiagramStyle::colour());
/// The square under `pos`, or nullopt: hit-testing.
std::optional<dongson::Square> ds_square_at(const QRectF& rect, QPointF pos, bool flipped,
                                            const DiagramStyle& style = DiagramStyle::colour());
/// Width / height of a diagram in this style.
double ds_diagram_aspect(const DiagramStyle& style);

/// The diagram as a scene `width` units wide.
Scene ds_diagram_scene(const DsDiagram& d, const DiagramStyle& style, double width = 440);
/// Paints the diagram fitted into `rect`.
void paint_ds_diagram(QPainter& painter, const QRectF& rect, const DsDiagram& d, const DiagramStyle& style);
/// SVG of the diagram; every square is a <g class="point"> with data-square ("e5"), data-zone ("tam",
/// "cung" or "tran"), data-x, data-y and, when occupied, data-pieces (the piece as FEN writes it) and
/// data-side ("thuy" or "son"). Deterministic.
QString ds_diagram_svg(const DsDiagram& d, const DiagramStyle& style, double width = 440,
                       const SvgOptions& options = {});
/// The diagram as an image `width` pixels wide (height from the aspect), white background.
QImage ds_diagram_image(const DsDiagram& d, const DiagramStyle& style, int width);

/// Defines the symbols of all fourteen pieces in `scene` ("ds-thuy-T", "ds-son-D": the side, then the FEN
/// letter), for a page's script to place.
void define_ds_pieces(Scene& scene, const DiagramStyle& style);

/// The letter on a piece: the Vietnamese initial (T L B Đ N V G).
QString ds_piece_letter(dongson::PieceType t);

}  // namespace saban::render
