// The annotator's marks ([%csl] points and [%cal] arrows, parser/comment_commands.h) put on a diagram of
// either board: the one conversion used by the screen (gui/board, gui/dongson), print and export. The
// commands name points as Commander Chess does (a–k, 1–12); a Cờ Đông Sơn square is the one of the same name.
#pragma once

#include <optional>
#include <vector>

#include "parser/comment_commands.h"
#include "render/diagram.h"
#include "rules/dongson/types.h"
#include "rules/types.h"

namespace saban::render {

/// A mark's colour as the renderer paints it (lichess's colours, in the same order).
inline MarkColour mark_colour(parser::MarkColour c) { return static_cast<MarkColour>(static_cast<int>(c)); }

/// Adds marks to a diagram of any board: `square` gives the board's square of a point the commands name,
/// nullopt when the board has none (that mark is left out).
template <class Diagram, class ToSquare>
void add_marks(const std::vector<parser::PointMark>& points, const std::vector<parser::ArrowMark>& arrows,
               Diagram& d, ToSquare square) {
  for (const parser::PointMark& p : points)
    if (const auto s = square(p.square)) d.highlights.push_back({*s, mark_colour(p.colour)});
  for (const parser::ArrowMark& a : arrows) {
    const auto from = square(a.from), to = square(a.to);
    if (from && to) d.arrows.push_back({*from, *to, mark_colour(a.colour)});
  }
}

/// The Cờ Đông Sơn square a command's point names (files a–h and k, ranks 1–9), nullopt if the 9 × 9 board
/// has none (no file i or j, no rank above 9).
std::optional<dongson::Square> ds_mark_square(Square s);
/// The point a command names for a Cờ Đông Sơn square (its name: `e5` is written `e5`).
Square mark_square(dongson::Square s);

}  // namespace saban::render
