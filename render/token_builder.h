// A game of any game prepared for the layouts, written once: its movetext as tokens (one visitor of the
// movetext walker, parser/movetext.h), its evaluation curve and the whole PublishedGame. The game gives,
// through `Hooks`, how a move is printed, the FEN of a position, how a diagram of its board is made, the tags
// naming its players, its mode in words and the HTML page's board (game_text.cpp for Commander Chess,
// dongson_game_text.cpp for Cờ Đông Sơn); the numbers, comments, variations, the choice of diagrams, the
// headings and the curve are the same for all. Internal to render/.
#pragma once

#include <QString>
#include <QStringList>
#include <algorithm>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "parser/comment_commands.h"
#include "parser/judgement.h"
#include "parser/movetext.h"
#include "render/game_text.h"
#include "render/marks.h"
#include "render/published_game.h"
#include "render/words.h"
#include "rules/games.h"

namespace saban::render {

/// Whether the annotator's comments ask for a diagram ([#]).
bool has_diagram_marker(const std::vector<std::string>& comments);

/// Adds the marks of the annotator's comments ([%csl], [%cal]) to a diagram of any board: `square` gives the
/// board's square of a point the commands name (a–k, 1–12), nullopt when the board has none (that mark is
/// left out).
template <class Diagram, class ToSquare>
void add_comment_marks(const std::vector<std::string>& comments, Diagram& d, ToSquare square) {
  for (const std::string& c : comments) {
    if (parser::is_engine_comment(c)) continue;
    if (const auto cc = parser::read_comment(c)) add_marks(cc->points, cc->arrows, d, square);
  }
}

// Hooks: using Game; std::string token(const State& before, const Move&) (the move as printed, for captions
// too); std::string suffix(const RecordMove&) (its judgement and marks); QString fen(const Position&); void
// diagram(GameToken&, const Position&, const Move* last, const std::vector<std::string>& comments);
// std::pair<QString, QString> last_move(const Move&) (the points the mover left and reached); bool
// standard_start(const Position&); std::optional<Move> parse(const State& before, const std::string& token)
// (a move of the engine's better line, written in the record's notation; nullopt: not one); for
// publish_record also: player_tags[2][2] (the tags naming each side's player, the second one read when the
// first is absent, or nullptr); QString mode(const Record&, Language) (empty: none); ScriptBoard
// script_board(const Position& start, const DiagramStyle&, bool flipped).
template <class Hooks>
struct TokenBuilder : parser::MovetextVisitor<typename Hooks::Game> {
  using Game = typename Hooks::Game;
  using State = typename Game::State;
  using Position = typename Game::Position;
  using Move = typename Game::Move;
  using RecordMove = parser::BasicRecordMove<Move>;

  Hooks hooks;
  const PublicationOptions& options;
  std::vector<bool> swing;  // main-line plies chosen by DiagramChoice::Swings
  std::vector<GameToken> out;
  bool need_number = true;
  // The move being written: the states before (its better line's) and after it (the diagram's), its number
  State before, after;
  QString move_number, token;
  int move_fullmove = 1;
  bool move_first = true;
  int engine_move_id = 1 << 24;  // the better lines' moves: numbers apart from the record's (anchors)

  TokenBuilder(Hooks h, const PublicationOptions& o, std::vector<bool> swings, const Position& start)
      : hooks(std::move(h)),
        options(o),
        swing(std::move(swings)),
        before(Game::state(start)),
        after(Game::state(start)) {}

  void push(GameToken::Kind kind, QString text, std::size_t depth) {
    GameToken& t = out.emplace_back();
    t.kind = kind;
    t.text = std::move(text);
    t.depth = static_cast<int>(depth);
  }

  // The annotator's words, printed as written (their commands taken out). The engine's comments are not
  // printed: the book writes its own words from what they say (better_line; the summary is the layouts',
  // from the curve).
  void comments(const std::vector<std::string>& cs, std::size_t depth) {
    for (const std::string& c : cs)
      if (!parser::is_engine_comment(c)) annotator_comment(c, depth);
  }
  // A comment after a move: the annotator's, or the engine's better line.
  void comment(const std::string& c, std::size_t depth) {
    if (!parser::is_engine_comment(c)) return annotator_comment(c, depth);
    if (const auto best = parser::read_best_line(c); best && options.engine_comments)
      better_line(*best, depth);
  }
  void annotator_comment(const std::string& c, std::size_t depth) {
    const auto cc = parser::read_comment(c);
    const std::string text = cc ? cc->text : c;  // a malformed command: the comment is printed as written
    if (text.empty()) return;
    push(GameToken::Kind::Comment, QString::fromStdString(text), depth);
    need_number = true;
  }

  void diagram(const Position& pos, const Move* last, const std::vector<std::string>& cs, QString caption,
               std::size_t depth) {
    GameToken& t = out.emplace_back();
    t.kind = GameToken::Kind::Diagram;
    t.depth = static_cast<int>(depth);
    hooks.diagram(t, pos, last, cs);
    t.caption = std::move(caption);
    need_number = true;
  }

  bool wants_diagram(const RecordMove& m, std::size_t depth, std::size_t ply) const {
    if (has_diagram_marker(m.comments)) return true;
    if (depth > 0) return false;
    switch (options.diagrams) {
      case DiagramChoice::Markers:
        return false;
      case DiagramChoice::Judged:
        return m.judgement != parser::Judgement::None;
      case DiagramChoice::Every:
        return (static_cast<int>(ply) + 1) % (2 * options.every) == 0;
      case DiagramChoice::Swings:
        return ply < swing.size() && swing[ply];
    }
    return false;
  }

  // The walker's events
  void begin_variation(std::size_t depth) {
    push(GameToken::Kind::Open, QStringLiteral("("), depth);
    need_number = true;
  }
  void end_variation(std::size_t depth) {
    push(GameToken::Kind::Close, QStringLiteral(")"), depth);
    need_number = true;
  }
  void comments_before(const State& before, const std::vector<std::string>& cs, std::size_t depth) {
    comments(cs, depth);
    if (has_diagram_marker(cs)) diagram(Game::position(before), nullptr, cs, QString(), depth);
  }
  // The engine's better line for the move just written, as prose around a numbered variation in the book's
  // language and notation, its score from the first player's side as the record keeps it: "(Better was
  // 14... X (+0.35), continuing 15. Y Z)", "(14... X là nước tốt hơn (+0.35), sau đó 15. Y Z)". The moves of
  // the line that the book's rules do not read are left out from there on (none read: nothing printed).
  void better_line(const parser::EngineBestLine& best, std::size_t depth) {
    std::vector<Move> line;
    State s = before;
    for (const QString& word :
         QString::fromStdString(best.line).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
      const std::optional<Move> m = hooks.parse(s, word.toStdString());
      if (!m) break;
      line.push_back(*m);
      Game::play(s, *m);
    }
    if (line.empty()) return;
    const QString score = best.best ? QString::fromStdString(parser::evaluation_text(*best.best)) : QString();
    const BetterLineWords words = better_line_words(options.language, score, line.size() > 1);
    const std::size_t d = depth + 1;
    push(GameToken::Kind::Open, QStringLiteral("("), d);
    if (!words.before.isEmpty()) push(GameToken::Kind::EngineComment, words.before, d);
    s = before;
    int fullmove = move_fullmove;
    bool first = move_first;
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (i <= 1 || first)  // after the words too
        push(GameToken::Kind::Number, move_number_text(fullmove, first), d);
      GameToken& t = out.emplace_back();
      t.kind = GameToken::Kind::Move;
      t.text = QString::fromStdString(hooks.token(s, line[i]));
      t.depth = static_cast<int>(d);
      t.move_id = engine_move_id++;
      std::tie(t.from, t.to) = hooks.last_move(line[i]);  // the HTML board marks it as it marks the record's
      Game::play(s, line[i]);
      t.fen = hooks.fen(Game::position(s));
      if (i == 0 && !words.after.isEmpty()) push(GameToken::Kind::EngineComment, words.after, d);
      if (!first) ++fullmove;
      first = !first;
    }
    push(GameToken::Kind::Close, QStringLiteral(")"), d);
    need_number = true;
  }

  void number(int fullmove, bool first, bool, std::size_t depth) {
    move_fullmove = fullmove;
    move_first = first;
    move_number = move_number_text(fullmove, first);
    if (need_number || first) push(GameToken::Kind::Number, move_number, depth);
    need_number = false;
  }
  void move(const State& before, const RecordMove& m, const parser::MovePlace& place) {
    token = QString::fromStdString(hooks.token(before, m.turn));
    this->before = before;
    after = before;
    Game::play(after, m.turn);
    GameToken& t = out.emplace_back();
    t.kind = GameToken::Kind::Move;
    t.text = token + QString::fromStdString(hooks.suffix(m));
    for (unsigned nag : m.nags) {  // the annotator's other signs: !? joined, assessments (±, ∞, ...) apart
      const parser::NagGlyph g = parser::nag_glyph(nag);
      if (g.glyph.empty()) continue;
      if (!g.joined) t.text += QLatin1Char(' ');
      t.text += QString::fromUtf8(g.glyph.data(), static_cast<qsizetype>(g.glyph.size()));
    }
    t.depth = static_cast<int>(place.depth);
    t.move_id = static_cast<int>(place.index);
    t.ply = place.depth == 0 ? static_cast<int>(place.ply) + 1 : -1;
    t.fen = hooks.fen(Game::position(after));
    std::tie(t.from, t.to) = hooks.last_move(m.turn);
    // The annotator's marks on the position after it ([%csl], [%cal]): the HTML board shows them with it
    t.marks = std::any_of(m.comments.begin(), m.comments.end(), [](const std::string& c) {
      return !parser::is_engine_comment(c) && c.find("[%c") != std::string::npos;
    });
    if (t.marks) hooks.diagram(t, Game::position(after), &m.turn, m.comments);
    t.judgement = m.judgement;
    if (m.evaluation) t.evaluation = QString::fromStdString(parser::evaluation_text(*m.evaluation));
  }
  void move_done(const RecordMove& m, const parser::MovePlace& place) {
    if (!wants_diagram(m, place.depth, place.ply)) return;
    const QString caption =
        word(Word::After, options.language) + QLatin1Char(' ') + move_number + QLatin1Char(' ') + token;
    diagram(Game::position(after), &m.turn, m.comments, caption, place.depth);
  }
};

/// The engine's better line in `comment` on the move played from `before`, as the book writes it
/// (TokenBuilder::better_line), as one text without the brackets around it (better_line_text in game_text.h).
template <class Hooks>
QString better_line_words_of(Hooks hooks, const typename Hooks::Game::State& before,
                             const std::string& comment, const PublicationOptions& options) {
  using Game = typename Hooks::Game;
  const auto best = parser::read_best_line(comment);
  if (!best) return {};
  const auto& pos = Game::position(before);
  TokenBuilder<Hooks> b(std::move(hooks), options, {}, pos);
  b.before = before;
  b.move_fullmove = pos.fullmove_number();
  b.move_first = pos.side_to_move() == Game::first_side;
  b.better_line(*best, 0);
  // Right to left (Arabic), each run of numbers and moves between left-to-right marks
  const bool rtl = options.language == Language::Ar;
  QStringList words, run;
  auto flush = [&] {
    if (!run.isEmpty()) words.push_back(left_to_right(run.join(QLatin1Char(' '))));
    run.clear();
  };
  for (const GameToken& t : b.out) {
    if (t.kind == GameToken::Kind::Open || t.kind == GameToken::Kind::Close) continue;
    if (rtl && (t.kind == GameToken::Kind::Number || t.kind == GameToken::Kind::Move)) {
      run.push_back(t.text);
      continue;
    }
    flush();
    words.push_back(t.text);
  }
  flush();
  return words.join(QLatin1Char(' '));
}

/// The evaluation curve and judgement counts of a record's main line (the first player's side).
template <class Game, class Record>
GameCurve record_curve(const Record& game) {
  std::vector<std::optional<parser::Evaluation>> evaluations;
  std::vector<parser::Judgement> judgements;
  for (const auto& m : game.moves) {
    evaluations.push_back(m.evaluation);
    judgements.push_back(m.judgement);
  }
  GameCurve c = main_line_curve(evaluations, judgements, game.start.side_to_move() == Game::first_side,
                                game.comments_before, Game::kind);
  c.first_move = game.start.fullmove_number();
  c.first_player_moves_first = game.start.side_to_move() == Game::first_side;
  return c;
}

/// Each main-line ply's position after it: its FEN without the move counters (largest_swings tells positions
/// apart by it).
template <class Hooks, class Record>
std::vector<QString> main_line_positions(const Record& game, const Hooks& hooks) {
  using Game = typename Hooks::Game;
  std::vector<QString> out;
  auto state = Game::state(game.start);
  for (const auto& m : game.moves) {
    Game::play(state, m.turn);
    QStringList fields = hooks.fen(Game::position(state)).split(QLatin1Char(' '));
    bool counter = true;
    while (fields.size() > 1 && counter) {
      fields.back().toInt(&counter);
      if (counter) fields.removeLast();
    }
    out.push_back(fields.join(QLatin1Char(' ')));
  }
  return out;
}

/// The tokens of a record of any game: the comments before the moves, the start position when the annotator
/// asks for it or when it is not the game's standard one, the moves, the result; `curve` the record's (the
/// largest swings of DiagramChoice::Swings).
template <class Hooks, class Record>
std::vector<GameToken> record_tokens(const Record& game, const PublicationOptions& options, Hooks hooks,
                                     const GameCurve& curve) {
  using Game = typename Hooks::Game;
  std::vector<bool> swing;
  if (options.diagrams == DiagramChoice::Swings)
    swing = largest_swings(curve, options.every, main_line_positions(game, hooks));
  TokenBuilder<Hooks> b(std::move(hooks), options, std::move(swing), game.start);
  b.comments(game.comments_before, 0);
  if (has_diagram_marker(game.comments_before) || !b.hooks.standard_start(game.start))
    b.diagram(game.start, nullptr, game.comments_before, word(Word::StartPosition, options.language), 0);
  parser::walk_movetext<Game>(game.start, game.moves, b);
  b.push(GameToken::Kind::Result, QString::fromStdString(game.result), 0);
  return std::move(b.out);
}

/// A record of any game prepared for the layouts: the sides by the game's names in the options' language, the
/// players of its tags (else the sides), the result in words, the other tags, the mode, the tokens, the curve
/// and the HTML page's board.
template <class Hooks, class Record>
PublishedGame publish_record(const Record& g, const PublicationOptions& o, Hooks hooks) {
  using Game = typename Hooks::Game;
  PublishedGame p;
  p.dongson = std::is_same_v<Game, games::DongSon>;
  for (int s = 0; s < 2; ++s) {
    p.sides[s] = QString::fromUtf8(Game::side_name(Game::side_at(s), o.language == Language::Vi));
    p.players[s] = tag_text(g, Hooks::player_tags[s][0], Hooks::player_tags[s][1]);
    p.named[s] = !p.players[s].isEmpty();
    if (!p.named[s]) p.players[s] = p.sides[s];
  }
  p.result = QString::fromStdString(g.result);
  p.result_words = result_words(p.result, o.language, p.sides[0], p.sides[1]);
  p.event = tag_text(g, "Event");
  p.round = tag_text(g, "Round");
  p.date = date_words(tag_text(g, "Date"), o.language);
  p.termination = termination_words(tag_text(g, "Termination"), o.language);
  p.site = tag_text(g, "Site");
  p.annotator = tag_text(g, "Annotator");
  p.mode = hooks.mode(g, o.language);
  p.evaluation_heading = evaluation_heading(o.language, p.sides[0]);
  p.curve = record_curve<Game>(g);
  p.tokens = record_tokens(g, o, hooks, p.curve);
  for (const auto& m : g.moves) p.judgements.push_back(m.judgement);
  p.board = [start = g.start, hooks](const DiagramStyle& style, bool flipped) {
    return hooks.script_board(start, style, flipped);
  };
  return p;
}

}  // namespace saban::render
