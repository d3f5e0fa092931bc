#include "render/dongson_game_text.h"

#include "parser/comment_commands.h"
#include "rules/board.h"

namespace saban::render {

namespace ds = saban::dongson;

namespace {

// The comment commands name squares as Commander Chess's reader reads them (a–k, 1–12); the Cờ Đông Sơn
// square of the same name, if the 9 × 9 board has one (no file i or j, no rank above 9).
std::optional<ds::Square> ds_square(Square s) { return ds::parse_square(board::square_name(s)); }

MarkColour colour_of(parser::MarkColour c) { return static_cast<MarkColour>(static_cast<int>(c)); }

}  // namespace

void add_ds_marks(const std::vector<std::string>& comments, DsDiagram& d) {
  for (const std::string& c : comments) {
    if (parser::is_engine_comment(c)) continue;
    const auto cc = parser::read_comment(c);
    if (!cc) continue;
    for (const auto& p : cc->points)
      if (const auto s = ds_square(p.square)) d.highlights.push_back({*s, colour_of(p.colour)});
    for (const auto& a : cc->arrows) {
      const auto from = ds_square(a.from), to = ds_square(a.to);
      if (from && to) d.arrows.push_back({*from, *to, colour_of(a.colour)});
    }
  }
}

DsDiagram ds_diagram_after(const parser::dongson::DsRecord& game, int ply) {
  DsDiagram d;
  d.position = game.start;
  for (int i = 0; i < ply && i < static_cast<int>(game.moves.size()); ++i) {
    const parser::dongson::DsMove& m = game.moves[static_cast<std::size_t>(i)];
    d.position.do_move(m.move);
    if (i + 1 == ply) {
      d.last_from = m.move.from();
      d.last_to = m.move.to();
      add_ds_marks(m.comments, d);
    }
  }
  if (ply == 0) add_ds_marks(game.comments_before, d);
  return d;
}

}  // namespace saban::render
