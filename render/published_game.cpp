#include "render/published_game.h"

#include "render/words.h"
#include "rules/fen.h"

namespace saban::render {

AnyDiagram token_diagram(const GameToken& t) {
  if (t.ds_diagram) return *t.ds_diagram;
  return t.diagram;
}

namespace {
template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;
}  // namespace

double any_diagram_aspect(const AnyDiagram& d, const DiagramStyle& style) {
  return std::visit(Overloaded{[&](const Diagram&) { return diagram_aspect(style); },
                               [&](const DsDiagram&) { return ds_diagram_aspect(style); }},
                    d);
}

Scene any_diagram_scene(const AnyDiagram& d, const DiagramStyle& style, double width) {
  return std::visit(Overloaded{[&](const Diagram& x) { return diagram_scene(x, style, width); },
                               [&](const DsDiagram& x) { return ds_diagram_scene(x, style, width); }},
                    d);
}

void paint_any_diagram(QPainter& painter, const QRectF& rect, const AnyDiagram& d,
                       const DiagramStyle& style) {
  std::visit(Overloaded{[&](const Diagram& x) { paint_diagram(painter, rect, x, style); },
                        [&](const DsDiagram& x) { paint_ds_diagram(painter, rect, x, style); }},
             d);
}

PublishedGame publish(const parser::GameRecord& g, const PublicationOptions& o) {
  PublishedGame p;
  p.sides[0] = word(Word::Red, o.language);
  p.sides[1] = word(Word::Blue, o.language);
  p.players[0] = tag_text(g, "Red");
  p.players[1] = tag_text(g, "Blue");
  for (int s = 0; s < 2; ++s) {
    p.named[s] = !p.players[s].isEmpty();
    if (!p.named[s]) p.players[s] = p.sides[s];
  }
  p.result = QString::fromStdString(g.result);
  p.result_words = result_words(p.result, o.language);
  p.event = tag_text(g, "Event");
  p.round = tag_text(g, "Round");
  p.date = tag_text(g, "Date");
  p.site = tag_text(g, "Site");
  p.annotator = tag_text(g, "Annotator");
  p.mode = mode_words(QString::fromLatin1(mode_name(g.mode)), o.language);
  p.evaluation_heading = word(Word::Evaluation, o.language);
  p.tokens = game_tokens(g, o);
  p.curve = game_curve(g);
  for (const auto& m : g.moves) p.judgements.push_back(m.judgement);
  p.board = [start = g.start](const DiagramStyle& style) {
    ScriptBoard b;
    Diagram d;
    d.position = start;
    b.scene = diagram_scene(d, style, 440);
    for (int side = 0; side < 2; ++side)
      for (int t = 0; t < kPieceTypes; ++t)
        for (bool hero : {false, true}) {
          const Piece piece(static_cast<PieceType>(t), static_cast<Side>(side), hero);
          b.scene.define(piece_symbol_name(piece), piece_symbol(piece, style.pieces));
        }
    b.cell = board_geometry(QRectF(0, 0, b.scene.width(), b.scene.height()), false, style).cell;
    b.radius = 0.42;  // a lone piece's disc (diagram.cpp's unit_slot)
    b.files = QStringLiteral("abcdefghijk");
    b.light = QStringLiteral("piece-r-");
    b.dark = QStringLiteral("piece-b-");
    b.fen = QString::fromStdString(to_fen(start));
    return b;
  };
  return p;
}

std::vector<PublishedGame> publish(const std::vector<parser::GameRecord>& games,
                                   const PublicationOptions& o) {
  std::vector<PublishedGame> out;
  out.reserve(games.size());
  for (const auto& g : games) out.push_back(publish(g, o));
  return out;
}

}  // namespace saban::render
