#include "render/published_game.h"

#include <algorithm>

#include "render/words.h"
#include "rules/games.h"

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

QString diagram_title(const AnyDiagram& d, Language lang, const QString& what) {
  const bool vi = lang == Language::Vi;
  // The side to move as its game names it (rules/games.h)
  const QString side = std::visit(
      Overloaded{[&](const Diagram& x) {
                   return QString::fromUtf8(games::CommanderChess::side_name(x.position.side_to_move(), vi));
                 },
                 [&](const DsDiagram& x) {
                   return QString::fromUtf8(games::DongSon::side_name(x.position.side_to_move(), vi));
                 }},
      d);
  return (what.isEmpty() ? word(Word::Position, lang) : what) + QStringLiteral(", ") + side +
         QLatin1Char(' ') + word(Word::ToMove, lang);
}

void apply_board_options(AnyDiagram& d, const PublicationOptions& o) {
  std::visit(Overloaded{[&](Diagram& x) {
                          x.flipped = o.flipped;
                          x.air_defence[0] = o.air_defence[0];
                          x.air_defence[1] = o.air_defence[1];
                        },
                        [&](DsDiagram& x) { x.flipped = o.flipped; }},
             d);
}

QString any_diagram_svg(const AnyDiagram& d, const DiagramStyle& style, double width, const QString& title) {
  SvgOptions o;
  o.title = title.isEmpty() ? diagram_title(d, Language::Vi) : title;
  return std::visit(Overloaded{[&](const Diagram& x) { return diagram_svg(x, style, width, o); },
                               [&](const DsDiagram& x) { return ds_diagram_svg(x, style, width, o); }},
                    d);
}

QImage any_diagram_image(const AnyDiagram& d, const DiagramStyle& style, int width) {
  return std::visit(Overloaded{[&](const Diagram& x) { return diagram_image(x, style, width); },
                               [&](const DsDiagram& x) { return ds_diagram_image(x, style, width); }},
                    d);
}

bool one_event(const std::vector<PublishedGame>& games) {
  return std::all_of(games.begin(), games.end(),
                     [&](const PublishedGame& g) { return g.event == games.front().event; });
}

QString book_title(const std::vector<PublishedGame>& games, const PublicationOptions& o) {
  if (!o.title.isEmpty() || games.empty()) return o.title;
  if (!one_event(games))
    return o.language == Language::Vi ? QStringLiteral("Tuyển tập ván cờ")
                                      : QStringLiteral("Collected games");
  const PublishedGame& g = games.front();
  return g.event.isEmpty() ? g.players[0] + QStringLiteral(" – ") + g.players[1] : g.event;
}

std::vector<PublishedGame> publish(const std::vector<parser::GameRecord>& games,
                                   const PublicationOptions& o) {
  std::vector<PublishedGame> out;
  out.reserve(games.size());
  for (const auto& g : games) out.push_back(publish(g, o));
  return out;
}

}  // namespace saban::render
