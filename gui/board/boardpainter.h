// Drawing a board on a QPainter through render/ (the diagram painter shared with print and export): what the
// board widget shows (selection, targets, captures, last move, air defence, theme) as a render::Diagram.
#pragma once

#include <QColor>
#include <QPainter>
#include <QRectF>
#include <vector>

#include "parser/comment_commands.h"
#include "rules/position.h"

namespace saban::gui {

/// What a board shows besides the position.
struct BoardScene {
  Position position;
  bool flipped = false;  ///< Blue at the bottom
  bool dark = false;     ///< dark theme
  Square lastFrom = kNoSquare, lastTo = kNoSquare;
  Square selected = kNoSquare;
  std::vector<Square> targets;          ///< where the selected unit may go
  std::vector<Square> captures;         ///< targets that take something
  bool airDefence[2] = {false, false};  ///< draw Red's / Blue's air-defence zones
  /// The overlay (empty when it is off): the other side's units Red / Blue attacks, ringed in the attacker's
  /// colour when nothing defends them (hanging), in yellow when their own side defends them (`defended`).
  std::vector<Square> attacked[2];
  std::vector<Square> defended;
  bool coordinates = true;                                                     ///< labels around the board
  board::CoordinateStyle coordinateStyle = board::CoordinateStyle::Algebraic;  ///< and how they name points
  std::vector<parser::PointMark> points;  ///< coloured by the annotator ([%csl] of the move's comment)
  std::vector<parser::ArrowMark> arrows;  ///< drawn by the annotator ([%cal]), and one being drawn
  Square engineFrom = kNoSquare, engineTo = kNoSquare;  ///< the engine's best move: a grey arrow of its own
};

/// Paints the board into `rect` (kept at the board's aspect ratio, centred).
void paintBoard(QPainter& p, const QRectF& rect, const BoardScene& scene);
/// The point under `pos` in a board painted into `rect`, or kNoSquare.
Square squareAt(const QRectF& rect, const QPointF& pos, bool flipped);
/// The centre of a point in a board painted into `rect`.
QPointF squareCentre(const QRectF& rect, Square s, bool flipped);
/// The board's rectangle inside `rect` (aspect ratio kept).
QRectF boardRect(const QRectF& rect);
/// The distance between two neighbouring points.
double pointSpacing(const QRectF& rect);

/// The points of the other side's units that `by` attacks in `pos` (one of its units could capture there).
std::vector<Square> attackedPoints(const Position& pos, Side by);
/// Of `points`, those whose unit its own side defends (could recapture there).
std::vector<Square> defendedPoints(const Position& pos, const std::vector<Square>& points);

/// Paints one piece (disc, letter, hero mark) centred at `c` with radius `r`.
void paintPiece(QPainter& p, QPointF c, double r, Piece piece);
/// Paints a deploy chip (the choice of a stack's part beside the selected stack) into `r`: the whole unit's
/// pieces side by side, or one piece; the chip chosen now framed green.
void paintChip(QPainter& p, const QRectF& r, bool current, const Stack& unit);

}  // namespace saban::gui
