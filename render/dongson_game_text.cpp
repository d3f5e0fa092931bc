#include "render/dongson_game_text.h"

#include "parser/comment_commands.h"
#include "parser/dongson_san.h"
#include "parser/judgement.h"
#include "render/token_builder.h"
#include "render/words.h"
#include "rules/board.h"
#include "rules/dongson/fen.h"
#include "rules/games.h"
#include "rules/side_names.h"

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
    d.position.do_move(m.turn);
    if (i + 1 == ply) {
      d.last_from = m.turn.from();
      d.last_to = m.turn.to();
      add_ds_marks(m.comments, d);
    }
  }
  if (ply == 0) add_ds_marks(game.comments_before, d);
  return d;
}

// ---------------------------------------------------------------------------------------------------------
// The game for the layouts: its tokens by the one token builder (token_builder.h) with this game's hooks.

namespace {

using parser::Judgement;
using parser::dongson::DsMove;
using parser::dongson::DsRecord;

// How Cờ Đông Sơn moves and boards are printed (token_builder.h): moves in its SAN.
struct DongSonHooks {
  using Game = games::DongSon;
  std::string token(const ds::Game& before, ds::Move m) const { return parser::dongson::to_san(before, m); }
  std::string suffix(const DsMove& m) const { return parser::judgement_glyph(m.judgement); }
  QString fen(const ds::Position& p) const { return QString::fromStdString(ds::to_fen(p)); }
  void diagram(GameToken& t, const ds::Position& pos, const ds::Move* last,
               const std::vector<std::string>& cs) const {
    DsDiagram d;
    d.position = pos;
    if (last) {
      d.last_from = last->from();
      d.last_to = last->to();
    }
    add_ds_marks(cs, d);
    t.ds_diagram = std::move(d);
  }
  bool standard_start(const ds::Position& p) const { return ds::to_fen(p) == ds::Position::kStartFen; }
};

GameCurve ds_curve(const DsRecord& game) {
  std::vector<std::optional<parser::Evaluation>> evaluations;
  std::vector<Judgement> judgements;
  for (const DsMove& m : game.moves) {
    evaluations.push_back(m.evaluation);
    judgements.push_back(m.judgement);
  }
  return main_line_curve(evaluations, judgements, game.start.side_to_move() == ds::Side::Thuy,
                         game.comments_before);
}

QString ds_tag(const DsRecord& game, const char* name, const char* other = nullptr) {
  for (const char* n : {name, other}) {
    if (!n) continue;
    const auto v = game.tag(n);
    if (v && *v != "?" && *v != "-" && *v != "????.??.??" && !v->empty()) return QString::fromStdString(*v);
  }
  return {};
}

}  // namespace

std::vector<GameToken> ds_game_tokens(const DsRecord& game, const PublicationOptions& options) {
  std::vector<bool> swing;
  if (options.diagrams == DiagramChoice::Swings) swing = largest_swings(ds_curve(game), options.every);
  return record_tokens(game, options, DongSonHooks{}, std::move(swing));
}

PublishedGame publish(const DsRecord& g, const PublicationOptions& o) {
  PublishedGame p;
  for (int s = 0; s < 2; ++s) {
    p.sides[s] = QString::fromUtf8(ds::side_name(static_cast<ds::Side>(s)));
    p.players[s] = s == 0 ? ds_tag(g, "Thuy", "Red") : ds_tag(g, "Son", "Blue");
    p.named[s] = !p.players[s].isEmpty();
    if (!p.named[s]) p.players[s] = p.sides[s];
  }
  p.result = QString::fromStdString(g.result);
  p.result_words = result_words(p.result, o.language, p.sides[0], p.sides[1]);
  p.event = ds_tag(g, "Event");
  p.round = ds_tag(g, "Round");
  p.date = ds_tag(g, "Date");
  p.site = ds_tag(g, "Site");
  p.annotator = ds_tag(g, "Annotator");
  p.evaluation_heading = evaluation_heading(o.language, p.sides[0]);
  p.tokens = ds_game_tokens(g, o);
  p.curve = ds_curve(g);
  for (const DsMove& m : g.moves) p.judgements.push_back(m.judgement);
  p.board = [start = g.start](const DiagramStyle& style) {
    ScriptBoard b;
    DsDiagram d;
    d.position = start;
    b.scene = ds_diagram_scene(d, style, 440);
    define_ds_pieces(b.scene, style);
    b.cell = ds_board_geometry(QRectF(0, 0, b.scene.width(), b.scene.height()), false, style).cell;
    b.radius = 0.41;  // the disc's radius in squares (dongson_diagram.cpp)
    b.files = QStringLiteral("abcdefghk");
    b.light = QStringLiteral("ds-thuy-");
    b.dark = QStringLiteral("ds-son-");
    b.fen = QString::fromStdString(ds::to_fen(start));
    return b;
  };
  return p;
}

}  // namespace saban::render
