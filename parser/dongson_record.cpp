#include "parser/internal/dongson_replay.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "parser/comment_commands.h"
#include "parser/dongson_san.h"
#include "parser/internal/container.h"
#include "parser/internal/line_reader.h"
#include "parser/movetext_writer.h"
#include "parser/reader.h"
#include "rules/dongson/fen.h"
#include "rules/excerpt.h"
#include "rules/games.h"

namespace saban::parser::dongson {

namespace ds = saban::dongson;
namespace x3 = boost::spirit::x3;

// ---------------------------------------------------------------------------------------------------------
// The record

std::optional<std::string> DsRecord::tag(std::string_view name) const { return find_tag(tags, name); }

void DsRecord::set_tag(const std::string& name, const std::string& value) { put_tag(tags, name, value); }

ds::Game DsRecord::game() const {
  ds::Game g(start);
  for (const DsMove& m : moves) g.play(m.turn);
  return g;
}

bool is_dongson_variant(std::string_view value) {
  std::string v;
  for (char c : value)
    if (c != ' ' && c != '-' && c != '_') v += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return v == "dongson";
}

bool is_dongson(const ast::Game& tree) {
  for (const ast::Tag& t : tree.tags)
    if (t.name == "Variant") return is_dongson_variant(ast::unescaped(t.value));
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Replay

namespace {

// The game's part of the line reader (parser/internal/line_reader.h). One ds::Game follows the walk; a line's
// state is where it stands: the ply, the move that led there and the side to move, a few bytes to copy where
// a variation starts (not the game's history: that made a record with a variation after every move quadratic
// in its length). The walk is depth first: when a state is read from, the game stands on its line's path at
// least as far as the state's previous ply (a variation starts from the state before the move it follows,
// and the line it branches from goes on after its variations), so the game is brought to the state by taking
// back the moves past it and playing the state's last move again where the game's is another.
struct Replayer {
  const OffsetOfFn& offset_of;
  const LocationOfFn& location_of;
  const ErrorAtFn& error_at;
  std::vector<RecordError>& errors;
  ds::Game game;
  std::vector<ds::Move> legal;  // a buffer reused from move to move

  struct State {
    std::size_t ply = 0;
    ds::Move last{};  // the move that led to ply (none at ply 0)
    ds::Side to_move = ds::Side::Thuy;
  };

  // Brings the game to the state `s`.
  void go_to(const State& s) {
    const std::vector<ds::Move>& made = game.moves();
    if (s.ply > 0 && (made.size() < s.ply || made[s.ply - 1] != s.last)) {
      while (made.size() >= s.ply) game.undo();
      game.play(s.last);
    }
    while (made.size() > s.ply) game.undo();
  }

  bool play(State& s, const ast::MoveToken& t, DsLine& out) {
    go_to(s);
    std::string_view text = t.text;
    const std::size_t glyph = text.find_first_of("!?");
    const std::string_view mark = glyph == std::string_view::npos ? std::string_view{} : text.substr(glyph);
    if (glyph != std::string_view::npos) text = text.substr(0, glyph);
    const ds::Position& pos = game.position();
    if (game.verdict().over())
      return refuse(
          t, {ProblemKind::DsGameOver, {EndingName{ds::termination_name(game.verdict().termination)}}});
    pos.legal_moves(legal);
    auto m = parse_san(pos, text, legal, game.palace_forfeited());
    if (!m) return refuse(t, m.error());
    DsMove& rm = out.emplace_back();
    rm.turn = *m;
    rm.text.assign(t.text);
    rm.where = location_of(offset_of(t));
    rm.judgement = judgement_from_glyph(mark).value_or(Judgement::None);
    if (mark == "!?") rm.nags.push_back(5);  // interesting: kept as its NAG
    game.play(*m);
    s = {s.ply + 1, *m, game.position().side_to_move()};
    return true;
  }

  // The error of a move that cannot be played, and why (made only then): false.
  bool refuse(const ast::MoveToken& t, Problem why) {
    errors.push_back(problem_error(error_at, offset_of(t),
                                   {ProblemKind::MoveRejected, {quoted(std::move(why)), excerpt(t.text)}}));
    return false;
  }

  bool first_player_moved(const State& s) const { return s.to_move != ds::Side::Thuy; }
};

}  // namespace

bool replay(const ast::Game& tree, const OffsetOfFn& offset_of, const LocationOfFn& location_of,
            const ErrorAtFn& error_at, const ReadOptions& options, DsRecord& out,
            std::vector<RecordError>& errors) {
  for (const ast::Tag& t : tree.tags) out.tags.emplace_back(std::string(t.name), ast::unescaped(t.value));
  ds::Options rules;
  const ast::Tag* fen_tag = nullptr;
  for (const ast::Tag& t : tree.tags) {
    if (t.name == "Rules") {
      auto o = ds::Options::parse(ast::unescaped(t.value));
      if (!o) {
        errors.push_back(problem_error(error_at, offset_of(t) + 8 + o.error().offset,
                                       {ProblemKind::DsRulesInvalid, {quoted(o.error().problem)}}));
        return false;
      }
      rules = *o;
    } else if (t.name == "Notation" && ast::unescaped(t.value) != "san") {
      errors.push_back(problem_error(error_at, offset_of(t), {ProblemKind::DsNotationNotSan, {}}));
      return false;
    } else if (t.name == "FEN" && !fen_tag) {
      fen_tag = &t;
    }
  }
  out.start = ds::Position::start(rules);
  if (fen_tag) {
    auto pos = ds::parse_fen(ast::unescaped(fen_tag->value), rules);
    if (!pos) {
      errors.push_back(problem_error(error_at, offset_of(*fen_tag) + 6 + pos.error().offset,
                                     {ProblemKind::FenTagInvalid, {quoted(pos.error().problem)}}));
      return false;
    }
    out.start = std::move(pos).value();
  }
  Replayer r{offset_of, location_of, error_at, errors, ds::Game(out.start), {}};
  internal::LineWalk<DsRecord> walk{options, out, errors, error_at, offset_of};
  return internal::read_line(r, walk, tree.movetext, Replayer::State{0, {}, out.start.side_to_move()},
                             out.moves, true);
}

// ---------------------------------------------------------------------------------------------------------
// Writing

namespace {

// A move's SAN with its judgement; the `^` mark needs the game's forfeits.
std::string token(const ds::Game& before, const DsMove& m) {
  return to_san(before, m.turn) + judgement_glyph(m.judgement);
}

}  // namespace

std::string write_game(const DsRecord& game, std::size_t width) {
  DsRecord g;
  g.tags.emplace_back("Variant", "dongson");
  for (const auto& [k, v] : game.tags)
    if (k != "Variant") g.tags.emplace_back(k, v);
  const std::string fen = ds::to_fen(game.start);
  if (fen != ds::Position::kStartFen || game.tag("FEN")) {
    g.set_tag("SetUp", "1");
    g.set_tag("FEN", fen);
  }
  const std::string rules = game.start.options().to_string();
  if (!rules.empty() || game.tag("Rules")) g.set_tag("Rules", rules);
  if (!game.tag("Result")) g.set_tag("Result", game.result);
  std::string out = write_tags(g.tags);
  return out +
         write_movetext<games::DongSon>(game.start, game.comments_before, game.moves, game.result, width,
                                        token) +
         "\n";
}

}  // namespace saban::parser::dongson
