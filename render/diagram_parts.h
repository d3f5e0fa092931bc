// What the diagrams of both games share (render/diagram.h for Commander Chess, render/dongson_diagram.h for
// Cờ Đông Sơn): a board of cells fitted into a rectangle with its margins, the edge labels, the marks (last
// move, highlighted points, arrows, the side to move) and the wrappers that paint a scene fitted or as an
// image. Internal to render/.
#pragma once

#include <QImage>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <functional>
#include <utility>
#include <vector>

#include "render/diagram.h"
#include "render/scene.h"

namespace saban::render::parts {

/// A board of `files` × `ranks` cells (a point or square at each cell's centre) fitted into a rectangle.
struct Fitted {
  QRectF frame;     ///< the cells, without the margins
  double cell = 0;  ///< a cell's side
};

/// Width / height of a board of `files` × `ranks` cells with the margins of `style` (labels left and below,
/// the side-to-move marker on the right).
double aspect(int files, int ranks, const DiagramStyle& style);
/// The board fitted (centred, aspect kept) into `rect`.
Fitted fit(const QRectF& rect, int files, int ranks, const DiagramStyle& style);
/// A cell of the board: its column from the left and row from the top.
struct Cell {
  int column = 0, row = 0;
};
/// The cell of the point on `file` and `rank` (from the first player's side) of a board of `files` × `ranks`
/// drawn with the first player at the bottom, or at the top when `flipped`.
Cell cell_of(int file, int rank, int files, int ranks, bool flipped);
/// The file and rank of the point under `pos` (the inverse of cell_of), or false outside the board.
bool point_at(const Fitted& f, int files, int ranks, bool flipped, QPointF pos, int& file, int& rank);

QColor mark_colour(MarkColour c, const DiagramStyle& style, int alpha);
QPainterPath line(QPointF a, QPointF b);
QPainterPath square_path(QPointF centre, double half);
QPainterPath circle(QPointF centre, double r);

/// The last move's cell: a dashed frame in print, the style's tint in colour.
void last_move(Scene& sc, QPointF centre, double cell, const DiagramStyle& st);
/// A highlighted point: a ring in the mark's colour.
void highlight(Scene& sc, QPointF centre, double cell, MarkColour colour, const DiagramStyle& st);
/// An arrow from one cell's centre to another's.
void arrow(Scene& sc, QPointF from, QPointF to, double cell, MarkColour colour, const DiagramStyle& st);
/// Opens the group of a point (SVG: <g class="point">) that names itself and what stands on it: data-square,
/// the game's own attributes (`about`), data-x and data-y of its centre `at` and, when `pieces` is not empty,
/// data-pieces (as FEN writes them) and data-side. Closed by Scene::end_group().
void begin_point(Scene& sc, const QString& name, std::vector<std::pair<QString, QString>> about, QPointF at,
                 const QString& pieces, const QString& side);
/// Uses the symbol `name` (drawn in a unit circle) centred on `at`, `radius` large.
void place(Scene& sc, const QString& name, QPointF at, double radius);
/// The side to move: a disc of the mover's colours right of the board, at the bottom or the top.
void side_to_move(Scene& sc, const Fitted& f, bool bottom, const QColor& disc, const QColor& ring);
/// The edge labels: `files` (centre x, text) under the bottom edge, `ranks` (centre y, text) left of the left
/// edge.
void labels(Scene& sc, const Fitted& f, const DiagramStyle& st,
            const std::vector<std::pair<double, QString>>& files,
            const std::vector<std::pair<double, QString>>& ranks);

/// A scene `width` wide of a board whose width / height is `aspect`, `build` drawing it into its rectangle.
Scene sized_scene(double width, double aspect, const std::function<void(Scene&, const QRectF&)>& build);
/// A scene of a given width (its height from the aspect).
using SceneMaker = std::function<Scene(double width)>;
/// Paints the scene fitted (centred, aspect kept) into `rect`.
void paint_fitted(QPainter& painter, const QRectF& rect, double aspect, const SceneMaker& make);
/// The scene as an image `width` pixels wide (height from the aspect), white background.
QImage image(int width, double aspect, const SceneMaker& make);

}  // namespace saban::render::parts
