#include "render/game_text.h"

#include <QRegularExpression>
#include <algorithm>
#include <cmath>

#include "analysis/annotate.h"
#include "parser/comment_commands.h"
#include "parser/movetext.h"
#include "parser/writer.h"
#include "render/words.h"
#include "rules/fen.h"
#include "rules/games.h"

namespace saban::render {

namespace {

using parser::GameRecord;
using parser::Judgement;
using parser::RecordMove;

MarkColour colour_of(parser::MarkColour c) { return static_cast<MarkColour>(static_cast<int>(c)); }

// The marks of the annotator's comments, added to a diagram.
void add_marks(const std::vector<std::string>& comments, Diagram& d) {
  for (const std::string& c : comments) {
    if (parser::is_engine_comment(c)) continue;
    const auto cc = parser::read_comment(c);
    if (!cc) continue;
    for (const auto& p : cc->points) d.highlights.push_back({p.square, colour_of(p.colour)});
    for (const auto& a : cc->arrows) d.arrows.push_back({a.from, a.to, colour_of(a.colour)});
  }
}

bool has_marker(const std::vector<std::string>& comments) {
  for (const std::string& c : comments) {
    if (parser::is_engine_comment(c)) continue;
    const auto cc = parser::read_comment(c);
    if (cc && cc->diagram) return true;
  }
  return false;
}

// The tokens of a game: a visitor of the movetext walker.
struct Builder : parser::MovetextVisitor<games::CommanderChess> {
  const GameRecord& game;
  const PublicationOptions& options;
  parser::Letters letters;
  std::vector<GameToken> out;
  bool need_number = true;
  std::vector<bool> swing;  // main-line plies chosen by DiagramChoice::Swings
  // The move being written, for the diagram after it
  Position after;
  QString move_number, token;

  Builder(const GameRecord& g, const PublicationOptions& o, parser::Letters l)
      : game(g), options(o), letters(l) {}

  void push(GameToken::Kind kind, QString text, int depth) {
    GameToken& t = out.emplace_back();
    t.kind = kind;
    t.text = std::move(text);
    t.depth = depth;
  }

  // The annotator's words and the engine's, each as a token of its own kind.
  void comments(const std::vector<std::string>& cs, int depth) {
    for (const std::string& c : cs) comment(c, static_cast<std::size_t>(depth));
  }
  void comment(const std::string& c, std::size_t depth) {
    if (parser::is_engine_comment(c)) {
      push(GameToken::Kind::EngineComment, QString::fromStdString(c), static_cast<int>(depth));
      need_number = true;
      return;
    }
    const auto cc = parser::read_comment(c);
    const std::string text = cc ? cc->text : c;  // a malformed command: the comment is printed as written
    if (text.empty()) return;
    push(GameToken::Kind::Comment, QString::fromStdString(text), static_cast<int>(depth));
    need_number = true;
  }

  void diagram(const Position& pos, const Turn* last, const std::vector<std::string>& cs, QString caption,
               int depth) {
    GameToken& t = out.emplace_back();
    t.kind = GameToken::Kind::Diagram;
    t.depth = depth;
    t.diagram.position = pos;
    if (last && last->size) {
      t.diagram.last_from = last->first().from();
      t.diagram.last_to = last->moves[last->size - 1].to();
    }
    add_marks(cs, t.diagram);
    t.caption = std::move(caption);
    need_number = true;
  }

  bool wants_diagram(const RecordMove& m, std::size_t depth, std::size_t ply) const {
    if (has_marker(m.comments)) return true;
    if (depth > 0) return false;
    switch (options.diagrams) {
      case DiagramChoice::Markers:
        return false;
      case DiagramChoice::Judged:
        return m.judgement != Judgement::None;
      case DiagramChoice::Every:
        return (static_cast<int>(ply) + 1) % (2 * options.every) == 0;
      case DiagramChoice::Swings:
        return ply < swing.size() && swing[ply];
    }
    return false;
  }

  // The walker's events
  void begin_variation(std::size_t depth) {
    push(GameToken::Kind::Open, QStringLiteral("("), static_cast<int>(depth));
    need_number = true;
  }
  void end_variation(std::size_t depth) {
    push(GameToken::Kind::Close, QStringLiteral(")"), static_cast<int>(depth));
    need_number = true;
  }
  void comments_before(const Position& before, const std::vector<std::string>& cs, std::size_t depth) {
    comments(cs, static_cast<int>(depth));
    if (has_marker(cs)) diagram(before, nullptr, cs, QString(), static_cast<int>(depth));
  }
  void number(int fullmove, bool red, bool, std::size_t depth) {
    move_number = QString::number(fullmove) + (red ? QStringLiteral(".") : QStringLiteral("..."));
    if (need_number || red) push(GameToken::Kind::Number, move_number, static_cast<int>(depth));
    need_number = false;
  }
  void move(const Position& before, const RecordMove& m, const parser::MovePlace& place) {
    token = QString::fromStdString(parser::rulebook_token(before, m.turn, letters));
    after = before;
    games::CommanderChess::play(after, m.turn);
    GameToken& t = out.emplace_back();
    t.kind = GameToken::Kind::Move;
    t.text = token + QString::fromStdString(parser::judgement_symbol(m.judgement) + m.mark);
    t.depth = static_cast<int>(place.depth);
    t.move_id = static_cast<int>(place.index);
    t.ply = place.depth == 0 ? static_cast<int>(place.ply) + 1 : -1;
    t.fen = QString::fromStdString(to_fen(after));
    t.judgement = m.judgement;
    if (m.evaluation) t.evaluation = QString::fromStdString(parser::evaluation_text(*m.evaluation));
  }
  void move_done(const RecordMove& m, const parser::MovePlace& place) {
    if (!wants_diagram(m, place.depth, place.ply)) return;
    const QString caption =
        word(Word::After, options.language) + QLatin1Char(' ') + move_number + QLatin1Char(' ') + token;
    diagram(after, &m.turn, m.comments, caption, static_cast<int>(place.depth));
  }
};

// A move's accuracy from the mover's expected score before and after it (lichess's formula, as annotate
// uses).
double move_accuracy(double before, double after) {
  const double drop = std::max(0.0, 100.0 * (before - after));
  return std::clamp(103.1668 * std::exp(-0.04354 * drop) - 3.1669, 0.0, 100.0);
}

double expected(int cp) {
  if (cp > 90000) return 1.0;
  if (cp < -90000) return 0.0;
  return analysis::expected_score(cp);
}

// The accuracies of the engine's own summary comment ("Red accuracy 97%", "Đỏ chính xác 97%"), which come
// from its full search and take precedence over those recomputed from the evaluation comments.
void summary_accuracy(const std::vector<std::string>& comments_before, GameCurve& c) {
  static const QRegularExpression re[2] = {
      QRegularExpression(QStringLiteral("(?:Red accuracy|Đỏ chính xác) (\\d+(?:\\.\\d+)?)%")),
      QRegularExpression(QStringLiteral("(?:Blue accuracy|Xanh chính xác) (\\d+(?:\\.\\d+)?)%"))};
  for (const std::string& text : comments_before) {
    if (!parser::is_engine_comment(text)) continue;
    const QString t = QString::fromStdString(text);
    for (int s = 0; s < 2; ++s)
      if (const auto m = re[s].match(t); m.hasMatch()) c.accuracy[s] = m.captured(1).toDouble();
  }
}

}  // namespace

parser::Letters print_letters(const GameRecord& game, Language lang) {
  if (game.dialect == parser::Dialect::Rulebook) return game.letters;
  return lang == Language::Vi ? parser::Letters::Vi : parser::Letters::En;
}

std::optional<board::CoordinateStyle> book_coordinates(const PublicationOptions& options) {
  if (options.coordinates_follow_notation) return parser::coordinate_style(kPrintDialect);
  return options.style.coordinates;
}

std::vector<GameToken> game_tokens(const GameRecord& game, const PublicationOptions& options) {
  Builder b(game, options, print_letters(game, options.language));
  if (options.diagrams == DiagramChoice::Swings) b.swing = largest_swings(game_curve(game), options.every);
  b.comments(game.comments_before, 0);
  // The start position is shown when the annotator asks for it or when it is not the standard one
  if (has_marker(game.comments_before) || game.start.key() != Position::start(game.start.profile()).key())
    b.diagram(game.start, nullptr, game.comments_before, word(Word::StartPosition, options.language), 0);
  parser::walk_movetext<games::CommanderChess>(game.start, game.moves, b);
  b.push(GameToken::Kind::Result, QString::fromStdString(game.result), 0);
  return std::move(b.out);
}

GameCurve game_curve(const GameRecord& game) {
  std::vector<std::optional<parser::Evaluation>> evaluations;
  std::vector<Judgement> judgements;
  for (const RecordMove& m : game.moves) {
    evaluations.push_back(m.evaluation);
    judgements.push_back(m.judgement);
  }
  return main_line_curve(evaluations, judgements, game.start.side_to_move() == Side::Red,
                         game.comments_before);
}

GameCurve main_line_curve(const std::vector<std::optional<parser::Evaluation>>& evaluations,
                          const std::vector<Judgement>& judgements, bool first_player_moves_first,
                          const std::vector<std::string>& comments_before) {
  GameCurve c;
  int evaluated = 0;
  int mover = first_player_moves_first ? 0 : 1;
  for (std::size_t i = 0; i < evaluations.size(); ++i) {
    std::optional<int> eval;
    if (evaluations[i]) eval = parser::evaluation_value(*evaluations[i]);  // the first player's side already
    if (eval) ++evaluated;
    c.red_eval.push_back(eval);
    ++c.counts[mover][static_cast<int>(i < judgements.size() ? judgements[i] : Judgement::None)];
    mover = 1 - mover;
  }
  const std::size_t plies = evaluations.size();
  c.has_evaluations = plies > 0 && evaluated * 10 >= static_cast<int>(plies) * 8;
  if (!c.has_evaluations) {
    summary_accuracy(comments_before, c);
    return c;
  }
  double sum[2] = {0, 0};
  int n[2] = {0, 0};
  int previous = 0;  // the start counts as level
  mover = first_player_moves_first ? 0 : 1;
  for (std::size_t i = 0; i < plies; ++i) {
    const int now = c.red_eval[i].value_or(previous);
    const int sign = mover == 0 ? 1 : -1;
    sum[mover] += move_accuracy(expected(sign * previous), expected(sign * now));
    ++n[mover];
    previous = now;
    mover = 1 - mover;
  }
  for (int s = 0; s < 2; ++s)
    if (n[s]) c.accuracy[s] = sum[s] / n[s];
  summary_accuracy(comments_before, c);
  return c;
}

std::vector<bool> largest_swings(const GameCurve& c, int n) {
  std::vector<std::pair<double, std::size_t>> swings;
  double previous = 0.5;
  for (std::size_t i = 0; i < c.red_eval.size(); ++i) {
    if (!c.red_eval[i]) continue;
    const double now = expected(*c.red_eval[i]);
    swings.emplace_back(-std::abs(now - previous),
                        i);  // sorted ascending: largest swing first, then earliest
    previous = now;
  }
  std::sort(swings.begin(), swings.end());
  std::vector<bool> out(c.red_eval.size(), false);
  for (std::size_t k = 0; k < swings.size() && static_cast<int>(k) < n; ++k) out[swings[k].second] = true;
  return out;
}

Diagram diagram_after(const GameRecord& game, int ply) {
  Diagram d;
  Position pos = game.start;
  for (int i = 0; i < ply && i < static_cast<int>(game.moves.size()); ++i) {
    const RecordMove& m = game.moves[static_cast<std::size_t>(i)];
    Undo u;
    pos.do_turn(m.turn, u);
    if (i == ply - 1) {
      d.last_from = m.turn.first().from();
      d.last_to = m.turn.moves[m.turn.size - 1].to();
      add_marks(m.comments, d);
    }
  }
  if (ply == 0) add_marks(game.comments_before, d);
  d.position = pos;
  return d;
}

QString tag_text(const GameRecord& game, const char* name) {
  const auto v = game.tag(name);
  if (!v || *v == "?" || *v == "-" || *v == "????.??.??") return {};
  return QString::fromStdString(*v);
}

}  // namespace saban::render
