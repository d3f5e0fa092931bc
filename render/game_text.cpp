#include "render/game_text.h"

#include <QStringList>
#include <algorithm>
#include <cmath>

#include "analysis/annotate_text.h"
#include "analysis/score_view.h"
#include "parser/comment_commands.h"
#include "parser/judgement.h"
#include "parser/match.h"
#include "parser/move_grammar.hpp"
#include "parser/movetext.h"
#include "parser/writer.h"
#include "render/token_builder.h"
#include "render/words.h"
#include "rules/fen.h"
#include "rules/games.h"
#include "rules/san.h"

namespace saban::render {

namespace {

using parser::GameRecord;
using parser::Judgement;
using parser::RecordMove;

// The marks of the annotator's comments, added to a diagram (every point they name is on this board).
void add_marks(const std::vector<std::string>& comments, Diagram& d) {
  add_comment_marks(comments, d, [](Square s) { return std::optional<Square>(s); });
}

// How Commander Chess moves and boards are printed (token_builder.h): moves in the rulebook notation.
struct CommanderHooks {
  using Game = games::CommanderChess;
  Notation notation;  // one for the whole book, whatever the record's own
  // The record's own notation: the engine's better lines in its comments are written in it
  parser::Dialect source_dialect = parser::Dialect::Rulebook;
  parser::Letters source_letters = parser::Letters::Vi;
  // A move of a better line: read in the record's notation first, then in the others.
  std::optional<Turn> parse(const Position& before, const std::string& token) const {
    Position pos = before;  // matching makes and unmakes turns on it
    auto rulebook = [&](parser::Letters letters) -> std::optional<Turn> {
      parser::ast::RbMove m;
      std::size_t at = 0;
      if (!parser::parse_rulebook_move(token, m, at)) return std::nullopt;
      auto r = parser::match_rulebook(pos, m, letters);
      return r ? std::optional<Turn>(r.value()) : std::nullopt;
    };
    auto san = [&]() -> std::optional<Turn> {
      parser::ast::SanMove m;
      std::size_t at = 0;
      if (!parser::parse_san_move(token, m, at)) return std::nullopt;
      auto r = parser::match_san(pos, m);
      return r ? std::optional<Turn>(r.value()) : std::nullopt;
    };
    const parser::Letters other =
        source_letters == parser::Letters::Vi ? parser::Letters::En : parser::Letters::Vi;
    if (source_dialect == parser::Dialect::San) {
      if (auto t = san()) return t;
    }
    for (parser::Letters l : {source_letters, other})
      if (auto t = rulebook(l)) return t;
    if (source_dialect != parser::Dialect::San) return san();
    return std::nullopt;
  }
  std::string token(const Position& before, const Turn& t) const {
    if (notation != Notation::San)
      return parser::rulebook_token(before, t,
                                    notation == Notation::En ? parser::Letters::En : parser::Letters::Vi);
    std::vector<Turn> legal;
    Game::legal_moves(before, legal);
    return to_san(before, t, legal);
  }
  // The judgement as the notation writes it (the rulebook's ++ + ? - --, SAN's !! ! ? ?? ...), the rulebook's
  // other marks in its notation only.
  std::string suffix(const RecordMove& m) const {
    if (notation == Notation::San) return parser::judgement_glyph(m.judgement);
    return parser::judgement_symbol(m.judgement) + m.mark;
  }
  QString fen(const Position& p) const { return QString::fromStdString(to_fen(p)); }
  void diagram(GameToken& t, const Position& pos, const Turn* last,
               const std::vector<std::string>& cs) const {
    t.diagram = position_diagram(pos, last);
    add_marks(cs, t.diagram);
  }
  std::pair<QString, QString> last_move(const Turn& t) const {
    return {QString::fromStdString(board::square_name(t.first().from())),
            QString::fromStdString(board::square_name(t.moves[t.size - 1].to()))};
  }
  bool standard_start(const Position& p) const { return p.key() == Position::start(p.profile()).key(); }
  static constexpr const char* player_tags[2][2] = {{"Red", nullptr}, {"Blue", nullptr}};
  QString mode(const GameRecord& g, Language lang) const {
    return mode_words(QString::fromLatin1(mode_name(g.mode)), lang);
  }
  // The board of an HTML page: every piece, hero or not, defined for its script.
  ScriptBoard script_board(const Position& start, const DiagramStyle& style, bool flipped) const {
    ScriptBoard b;
    Diagram d;
    d.position = start;
    d.flipped = flipped;
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
  }
};

// The accuracies of the engine's own summary comment ("Red accuracy 97%", "Đỏ chính xác 97%", read by
// analysis::read_summary_comment), which come from its full search and take precedence over those recomputed
// from the evaluation comments.
void summary_accuracy(const std::vector<std::string>& comments_before, GameCurve& c) {
  for (const std::string& text : comments_before)
    if (const auto summary = analysis::read_summary_comment(text))
      for (int s = 0; s < 2; ++s) c.accuracy[s] = summary->accuracy[s];
}

CommanderHooks commander_hooks(const GameRecord& game, const PublicationOptions& options) {
  return CommanderHooks{book_notation(options), game.dialect, game.letters};
}

}  // namespace

Notation book_notation(const PublicationOptions& options) {
  if (options.notation) return *options.notation;
  return options.language == Language::Vi ? Notation::Vi : Notation::En;
}

std::optional<board::CoordinateStyle> book_coordinates(const PublicationOptions& options) {
  if (options.coordinates_follow_notation)
    return parser::coordinate_style(print_dialect(book_notation(options)));
  return options.style.coordinates;
}

bool has_diagram_marker(const std::vector<std::string>& comments) {
  for (const std::string& c : comments) {
    if (parser::is_engine_comment(c)) continue;
    const auto cc = parser::read_comment(c);
    if (cc && cc->diagram) return true;
  }
  return false;
}

std::vector<GameToken> game_tokens(const GameRecord& game, const PublicationOptions& options) {
  return record_tokens(game, options, commander_hooks(game, options), game_curve(game));
}

QString better_line_text(const GameRecord& game, const Position& before, const std::string& comment,
                         const PublicationOptions& options) {
  return better_line_words_of(commander_hooks(game, options), before, comment, options);
}

GameCurve game_curve(const GameRecord& game) { return record_curve<games::CommanderChess>(game); }

PublishedGame publish(const GameRecord& game, const PublicationOptions& options) {
  return publish_record(game, options, commander_hooks(game, options));
}

GameCurve main_line_curve(const std::vector<std::optional<parser::Evaluation>>& evaluations,
                          const std::vector<Judgement>& judgements, bool first_player_moves_first,
                          const std::vector<std::string>& comments_before, games::GameKind game) {
  GameCurve c;
  c.game = game;
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
  analysis::GameAccuracy accuracy;
  int previous = 0;  // the start counts as level
  mover = first_player_moves_first ? 0 : 1;
  // The mover's expected score: the first player's, or the rest
  const auto expected = [game](int mover, int value) {
    const double first = analysis::first_player_expected(value, game);
    return mover == 0 ? first : 1.0 - first;
  };
  for (std::size_t i = 0; i < plies; ++i) {
    const int now = c.red_eval[i].value_or(previous);
    accuracy.add(mover, expected(mover, previous), expected(mover, now));
    previous = now;
    mover = 1 - mover;
  }
  for (int s = 0; s < 2; ++s)
    if (accuracy.moves(s)) c.accuracy[s] = accuracy.of(s);
  summary_accuracy(comments_before, c);
  return c;
}

QString side_summary(const GameCurve& curve, int side, Language lang) {
  QStringList parts;
  if (curve.accuracy[side])
    parts << word(Word::Accuracy, lang) + QStringLiteral(" %1%").arg(std::lround(*curve.accuracy[side]));
  for (int j = 1; j < 6; ++j)
    if (curve.counts[side][j])
      parts << judgement_count(static_cast<Judgement>(j), curve.counts[side][j], lang);
  return parts.join(lang == Language::Ar ? QStringLiteral("، ") : QStringLiteral(", "));
}

QString curve_summary(const GameCurve& curve, const QString (&sides)[2], Language lang) {
  QStringList out;
  for (int side = 0; side < 2; ++side)
    if (const QString said = side_summary(curve, side, lang); !said.isEmpty())
      out << sides[side] + QStringLiteral(": ") + said;
  return out.join(lang == Language::Ar ? QStringLiteral("؛ ") : QStringLiteral("; "));
}

std::vector<bool> largest_swings(const GameCurve& c, int n, const std::vector<QString>& positions) {
  std::vector<std::pair<double, std::size_t>> swings;
  double previous = 0.5;
  for (std::size_t i = 0; i < c.red_eval.size(); ++i) {
    if (!c.red_eval[i]) continue;
    const double now = analysis::first_player_expected(*c.red_eval[i], c.game);
    if (now != previous)
      swings.emplace_back(-std::abs(now - previous),
                          i);  // sorted ascending: largest swing first, then earliest
    previous = now;
  }
  std::sort(swings.begin(), swings.end());
  // A swing and the reply that swings back are one turning point: each diagram keeps the plies around it to
  // itself, at least kSwingSpacing, more in a long game so that n diagrams spread over it.
  const std::size_t plies = c.red_eval.size();
  const std::size_t spacing =
      std::max<std::size_t>(kSwingSpacing, n > 0 ? plies / (2 * static_cast<std::size_t>(n)) : 0);
  std::vector<bool> out(plies, false);
  std::vector<std::size_t> chosen;
  for (const auto& [_, i] : swings) {
    if (static_cast<int>(chosen.size()) >= n) break;
    const bool near = std::any_of(chosen.begin(), chosen.end(),
                                  [&](std::size_t j) { return (i > j ? i - j : j - i) < spacing; });
    const bool seen = i < positions.size() && std::any_of(chosen.begin(), chosen.end(), [&](std::size_t j) {
                        return j < positions.size() && positions[j] == positions[i];
                      });
    if (near || seen) continue;
    chosen.push_back(i);
    out[i] = true;
  }
  return out;
}

QString move_number_text(int fullmove, bool first_side) {
  return QString::number(fullmove) + (first_side ? QStringLiteral(".") : QStringLiteral("..."));
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

}  // namespace saban::render
