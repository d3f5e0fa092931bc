// The pieces as vector symbols of our own: a disc per piece, a pictogram per kind, a star for a hero.
#pragma once

#include <QColor>
#include <QPointF>
#include <QString>
#include <vector>

#include "render/scene.h"
#include "rules/types.h"

namespace saban::render {

/// The colours a piece is drawn in.
struct PieceColours {
  QColor disc[2];    ///< per side
  QColor symbol[2];  ///< the pictogram, per side
  QColor ring;       ///< the disc's outline
  QColor hero;       ///< the hero's star
  QColor hero_ring;  ///< the star's outline
};

/// The symbol's name for a piece ("piece-r-T", "piece-b-T-hero").
QString piece_symbol_name(Piece p);
/// The piece drawn in unit coordinates: a disc of radius 1 centred on (0, 0).
std::vector<SceneItem> piece_symbol(Piece p, const PieceColours& colours);
/// A five-pointed star, a point up: its points `outer` from `centre`, its inner corners `inner` (a hero's
/// star on screen, the hero badge in print).
QPainterPath star_path(double outer, double inner, QPointF centre = {});
/// The pictogram alone (no disc), in the same units: the shape that tells the kind.
QPainterPath piece_pictogram(PieceType t);

}  // namespace saban::render
