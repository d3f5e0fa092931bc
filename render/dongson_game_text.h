// A Cờ Đông Sơn record prepared for publication: the diagram of a position of its main line, with the marks
// ([%csl], [%cal]) of the annotator's comments on the move that led there; the whole game for the PDF and
// HTML layouts (its movetext as tokens in its SAN, diagrams where the options put them, its evaluation
// curve).
#pragma once

#include <string>
#include <vector>

#include "parser/dongson_record.h"
#include "render/dongson_diagram.h"
#include "render/published_game.h"

namespace saban::render {

/// The diagram after `ply` plies of the main line (0: the start; at most the main line's length): last move
/// marked, with the squares and arrows of the comments on that move (at 0: of the comments before the moves).
DsDiagram ds_diagram_after(const parser::dongson::DsRecord& game, int ply);
/// Adds the marks of the annotator's comments ([%csl Ge5], [%cal Ge1e5]: squares by their names a–h, k and
/// 1–9; a name not on the 9 × 9 board is left out) to a diagram.
void add_ds_marks(const std::vector<std::string>& comments, DsDiagram& d);

/// The movetext as tokens: moves in the game's SAN with their judgement glyphs (`!?`), numbers (`1.`,
/// `1...`), the annotator's comments apart from the engine's, variations, each move's evaluation (Thủy's
/// side) and diagrams (a Cờ Đông Sơn one in each Diagram token's `ds_diagram`) as `options.diagrams` says.
std::vector<GameToken> ds_game_tokens(const parser::dongson::DsRecord& game,
                                      const PublicationOptions& options);
/// The game prepared for the layouts: Thủy and Sơn as the sides, the players of the Thuy and Son tags (or Red
/// and Blue).
PublishedGame publish(const parser::dongson::DsRecord& game, const PublicationOptions& options);

}  // namespace saban::render
