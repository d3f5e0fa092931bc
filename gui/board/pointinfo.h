// What the board says about its points and pieces, in the interface language: a point's terrain, a unit in
// words (side, pieces, hero mark, carrier and passengers), the air-defence zones over a point, a piece type's
// letters in each notation and its moves in one line. The one home of these texts: the board's tooltips and
// Help → Pieces and board both read them (piece names themselves are notation.h's pieceName).
#pragma once

#include <QString>

#include "gui/core/notation.h"
#include "rules/position.h"

namespace saban::gui {

/// The letters a notation names a piece type with: the rulebook's Vietnamese ("T", "*") or English ("T",
/// "Ms") letters, or SAN's (the FEN letter).
QString pieceLetters(PieceType t, Notation n);
/// How a piece type moves and captures, in one line (docs/rules.md).
QString pieceMoves(PieceType t);
/// A piece in words: "tank", "heroic air force".
QString pieceText(Piece p);
/// A unit in words: "Red tank", "Blue navy (carrier) with air force and heroic commander".
QString unitText(const Stack& st);
/// A point's terrain: sea, coast, river mouth or land, and beside the river its bank or ford.
QString terrainText(Square s);
/// The air-defence zones over a point: "in Blue's air-defence zone" (either, both), or empty.
QString airDefenceText(const Position& pos, Square s);
/// The tooltip of a point: its name in the chosen coordinates, the unit on it, the terrain and the zones.
QString describePoint(const Position& pos, Square s);

}  // namespace saban::gui
