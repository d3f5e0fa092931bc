// A Cờ Đông Sơn record's diagrams for publication: the diagram of a position of its main line, with the
// marks ([%csl], [%cal]) of the annotator's comments on the move that led there. The whole game for the PDF
// and HTML layouts is publish() (published_game.h), its tokens and curve game_tokens() and game_curve()
// (game_text.h), made here with this game's hooks.
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

}  // namespace saban::render
