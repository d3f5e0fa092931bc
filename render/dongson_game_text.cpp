#include "render/dongson_game_text.h"

#include "parser/comment_commands.h"
#include "parser/dongson_san.h"
#include "parser/judgement.h"
#include "render/words.h"
#include "rules/board.h"
#include "rules/dongson/fen.h"
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

// ---------------------------------------------------------------------------------------------------------
// The game for the layouts. The tokens are those of game_text.cpp's Builder for this game's moves (its
// records hold moves, not turns; the generic movetext walker will make one builder of the two).

namespace {

using parser::Judgement;
using parser::dongson::DsLine;
using parser::dongson::DsMove;
using parser::dongson::DsRecord;

bool has_marker(const std::vector<std::string>& comments) {
  for (const std::string& c : comments) {
    if (parser::is_engine_comment(c)) continue;
    const auto cc = parser::read_comment(c);
    if (cc && cc->diagram) return true;
  }
  return false;
}

QString number_text(int number, ds::Side mover) {
  return QString::number(number) + (mover == ds::Side::Thuy ? QStringLiteral(".") : QStringLiteral("..."));
}

struct DsBuilder {
  const PublicationOptions& options;
  std::vector<GameToken> out;
  std::vector<bool> swing;
  int next_id = 0;
  bool need_number = true;

  void push(GameToken::Kind kind, QString text, int depth) {
    GameToken& t = out.emplace_back();
    t.kind = kind;
    t.text = std::move(text);
    t.depth = depth;
  }

  void comments(const std::vector<std::string>& cs, int depth) {
    for (const std::string& c : cs) {
      if (parser::is_engine_comment(c)) {
        push(GameToken::Kind::EngineComment, QString::fromStdString(c), depth);
        need_number = true;
        continue;
      }
      const auto cc = parser::read_comment(c);
      const std::string text = cc ? cc->text : c;
      if (text.empty()) continue;
      push(GameToken::Kind::Comment, QString::fromStdString(text), depth);
      need_number = true;
    }
  }

  void diagram(const ds::Position& pos, const DsMove* last, const std::vector<std::string>& cs,
               QString caption, int depth) {
    GameToken& t = out.emplace_back();
    t.kind = GameToken::Kind::Diagram;
    t.depth = depth;
    DsDiagram d;
    d.position = pos;
    if (last) {
      d.last_from = last->move.from();
      d.last_to = last->move.to();
    }
    add_ds_marks(cs, d);
    t.ds_diagram = std::move(d);
    t.caption = std::move(caption);
    need_number = true;
  }

  bool wants_diagram(const DsMove& m, int depth, int ply) const {
    if (has_marker(m.comments)) return true;
    if (depth > 0) return false;
    switch (options.diagrams) {
      case DiagramChoice::Markers:
        return false;
      case DiagramChoice::Judged:
        return m.judgement != Judgement::None;
      case DiagramChoice::Every:
        return (ply + 1) % (2 * options.every) == 0;
      case DiagramChoice::Swings:
        return static_cast<std::size_t>(ply) < swing.size() && swing[static_cast<std::size_t>(ply)];
    }
    return false;
  }

  void line(ds::Game game, const DsLine& moves, int depth) {
    need_number = true;
    int ply = 0;
    std::vector<ds::Move> legal;
    for (const DsMove& m : moves) {
      const ds::Position before = game.position();
      const ds::Side mover = before.side_to_move();
      const int number = before.fullmove_number();
      if (!m.comments_before.empty()) {
        comments(m.comments_before, depth);
        if (has_marker(m.comments_before)) diagram(before, nullptr, m.comments_before, QString(), depth);
      }
      if (need_number || mover == ds::Side::Thuy)
        push(GameToken::Kind::Number, number_text(number, mover), depth);
      need_number = false;
      before.legal_moves(legal);
      const std::string san = parser::dongson::to_san(before, m.move, legal, game.palace_forfeited());
      const ds::Game start_of_variations = game;
      game.play(m.move);
      GameToken& t = out.emplace_back();
      t.kind = GameToken::Kind::Move;
      t.text = QString::fromStdString(san + parser::judgement_glyph(m.judgement));
      t.depth = depth;
      t.move_id = next_id++;
      t.ply = depth == 0 ? ply + 1 : -1;
      t.fen = QString::fromStdString(ds::to_fen(game.position()));
      t.judgement = m.judgement;
      if (m.evaluation) t.evaluation = QString::fromStdString(parser::evaluation_text(*m.evaluation));
      comments(m.comments, depth);
      if (wants_diagram(m, depth, ply)) {
        const QString caption = word(Word::After, options.language) + QLatin1Char(' ') +
                                number_text(number, mover) + QLatin1Char(' ') + QString::fromStdString(san);
        diagram(game.position(), &m, m.comments, caption, depth);
      }
      for (const DsLine& v : m.variations) {
        push(GameToken::Kind::Open, QStringLiteral("("), depth + 1);
        line(start_of_variations, v, depth + 1);
        push(GameToken::Kind::Close, QStringLiteral(")"), depth + 1);
        need_number = true;
      }
      ++ply;
    }
  }
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
  DsBuilder b{options, {}, {}, 0, true};
  if (options.diagrams == DiagramChoice::Swings) b.swing = largest_swings(ds_curve(game), options.every);
  b.comments(game.comments_before, 0);
  // The start position is shown when the annotator asks for it or when it is not the standard one
  if (has_marker(game.comments_before) || ds::to_fen(game.start) != ds::Position::kStartFen)
    b.diagram(game.start, nullptr, game.comments_before, word(Word::StartPosition, options.language), 0);
  b.line(ds::Game(game.start), game.moves, 0);
  b.push(GameToken::Kind::Result, QString::fromStdString(game.result), 0);
  return std::move(b.out);
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
