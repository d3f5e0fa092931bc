#include "parser/internal/replay.h"

#include "parser/comment_commands.h"

#include <cctype>
#include <utility>

#include "parser/internal/container.h"
#include "parser/internal/dongson_replay.h"
#include "parser/internal/fast_moves.h"
#include "parser/internal/line_reader.h"
#include "parser/match.h"
#include "parser/move_grammar.hpp"
#include "rules/excerpt.h"
#include "rules/fen.h"
#include "rules/san.h"

namespace saban::parser {

namespace x3 = boost::spirit::x3;

namespace {

// A rulebook token has a number, a comma or point, and a number ("4,4", "9.2").
bool looks_rulebook(std::string_view token) {
  for (std::size_t i = 1; i + 1 < token.size(); ++i)
    if ((token[i] == ',' || token[i] == '.') && std::isdigit(static_cast<unsigned char>(token[i - 1])) &&
        std::isdigit(static_cast<unsigned char>(token[i + 1])))
      return true;
  return false;
}

void collect_tokens(const std::vector<ast::Element>& elements, std::vector<const ast::MoveToken*>& out) {
  for (const auto& e : elements) {
    if (auto* t = boost::get<ast::MoveToken>(&e)) out.push_back(t);
    if (auto* v = boost::get<x3::forward_ast<ast::Variation>>(&e)) collect_tokens(v->get().elements, out);
  }
}

// Letters that only one set has: vi `* B D F P L K S`; en two-letter names and single E, M, A, N.
std::optional<Letters> letter_evidence(const ast::RbMove& m) {
  auto judge = [](std::string_view l) -> std::optional<Letters> {
    if (l.size() == 2) return Letters::En;
    if (l == "*" || l == "B" || l == "D" || l == "F" || l == "P" || l == "L" || l == "K" || l == "S")
      return Letters::Vi;
    if (l == "E" || l == "M" || l == "A" || l == "N") return Letters::En;
    return std::nullopt;
  };
  for (const auto& s : m.subs) {
    if (auto j = judge(s.piece)) return j;
    if (s.action)
      if (auto j = judge(s.action->target)) return j;
    if (s.check)
      if (auto j = judge(s.check->piece)) return j;
  }
  return std::nullopt;
}

// Judgement marks: the rulebook's + ++ ? - -- (notation.md), or PGN's ! !! ?! ? ??.
Judgement judgement_of(std::string_view mark, Dialect dialect) {
  if (mark.empty()) return Judgement::None;  // the commonest, without a call (both readers find none)
  const auto j = dialect == Dialect::Rulebook ? judgement_from_symbol(mark) : judgement_from_glyph(mark);
  return j.value_or(Judgement::None);
}

// A SAN token's judgement mark: its suffix from the first '!' or '?' ("+!?" -> "!?"; none: empty).
[[gnu::always_inline]] inline std::string_view san_mark(std::string_view suffix) {
  const auto glyph = suffix.find_first_of("!?");
  return glyph == std::string_view::npos ? std::string_view() : suffix.substr(glyph);
}

struct Replayer {
  const OffsetOf& offset_of;
  internal::TextOrderLocator& location_of;
  const ErrorAt& error_at;
  GameRecord& record;
  std::vector<RecordError>& errors;
  bool unchecked = false;  // the last turn read is to be tested for legality once made

  // The token's turn in the game's dialect, its judgement mark in `mark` (a view of its text); a token that
  // cannot be read is a MoveUnreadable problem, `bad` the offset in it where reading stopped.
  Result<Turn, Problem> match_token(Position& pos, const ast::MoveToken& token, std::string_view& mark,
                                    std::size_t& bad) {
    // The commonest shapes are read by the hand-written readers without a call (parser/internal/fast_moves.h:
    // called through parse_*_move, the call cost about 25 instructions a move); the grammar reads the rest.
    if (record.dialect == Dialect::Rulebook) {
      ast::RbMove m;
      if (!fast::rulebook(token.text, m) && !parse_rulebook_move(token.text, m, bad))
        return Problem{ProblemKind::MoveUnreadable, {excerpt(token.text)}};
      mark = m.judgement;
      return match_rulebook(pos, m, record.letters, &unchecked);
    }
    // The commonest token, one lone piece moving whole, is read from its text and matched without its tree
    // (match_san's shortcut, which match_san with the tree would take the same way).
    std::string_view unit, rest, suffix;
    if (fast::san_one_part(token.text, unit, rest, suffix)) {
      if (auto t = match_san_lone_piece(pos, unit, rest)) {
        unchecked = true;
        mark = san_mark(suffix);
        return *t;
      }
    }
    ast::SanMove m;
    if (!fast::san(token.text, m) && !parse_san_move(token.text, m, bad))
      return Problem{ProblemKind::MoveUnreadable, {excerpt(token.text)}};
    mark = san_mark(m.suffix);
    return match_san(pos, m, &unchecked);
  }

  // Reads one move token in the game's dialect and finds its legal turn; `mark` is set to the token's
  // judgement mark (a view of its text).
  std::optional<Turn> read_move(Position& pos, const ast::MoveToken& token, std::string_view& mark) {
    std::size_t bad = 0;
    unchecked = false;
    mark = {};
    // Made once, where match_token returns it (a Problem made first, then replaced by the turn, cost some 80
    // instructions a move; the turn held in an optional, 14)
    Result<Turn, Problem> turn = match_token(pos, token, mark, bad);
    if (turn.ok()) return std::move(turn).value();
    if (turn.error().kind == ProblemKind::MoveUnreadable)
      errors.push_back(problem_error(error_at, offset_of(token) + bad, Problem(turn.error())));
    else
      errors.push_back(
          problem_error(error_at, offset_of(token),
                        {ProblemKind::MoveRejected, {quoted(turn.error()), excerpt(token.text)}}));
    return std::nullopt;
  }

  // The game's part of the line reader (parser/internal/line_reader.h): the position, and the undo of the
  // last move made (a move found illegal after it is made is taken back). The main line's state holds the
  // record of the main line a reader asked for (ReadOptions::main_line), and hands its last position out as
  // it ends; a copy of a state is where a variation starts (parser/internal/line_reader.h), never the main
  // line.
  struct State {
    Position pos;
    Undo last;
    MainLine* main_line = nullptr;
    State(const Position& p, const Undo& u, MainLine* m) : pos(p), last(u), main_line(m) {}
    State(const State& o) : pos(o.pos), last(o.last) {}
    State& operator=(const State& o) {
      pos = o.pos, last = o.last, main_line = nullptr;
      return *this;
    }
    ~State() {
      if (main_line) main_line->end = pos;
    }
  };

  bool play(State& s, const ast::MoveToken& t, Line& out) {
    std::string_view mark;
    // Located first: its result, returned in two registers and stored as one 16-byte value, is read back
    // long after (read at once, the load stalled on the two stores).
    const SourceLocation where = location_of(t);
    auto turn = read_move(s.pos, t, mark);
    if (!turn) return false;
    // The main line's long notation, read from the position before the move.
    if (s.main_line) append_lan(s.main_line->lan, s.pos, *turn);
    // Made straight into `last`: a move that fails ends this line, so the previous undo is not needed.
    s.pos.do_turn(*turn, s.last);
    // A whole unit's move (nearly every move): tested inline, without legal_after's call and deploy tests.
    if (unchecked && !(turn->first().deploy() ? legal_after(s.pos, *turn, DeployMode::Full)
                                              : legal_after_unit_move(s.pos, *turn))) {
      s.pos.undo_turn(s.last);
      if (s.main_line)
        s.main_line->lan.resize(s.main_line->lan_ends.empty() ? 0 : s.main_line->lan_ends.back());
      errors.push_back(problem_error(
          error_at, offset_of(t),
          {ProblemKind::MoveRejected, {quoted({ProblemKind::MoveIllegal, {}}), excerpt(t.text)}}));
      return false;
    }
    // The move is built in place in the line, its text copied once into its string as that is made (assign()
    // takes the general path of replace(), a string built then moved in copied the characters twice, and
    // append() to the fresh string tested its capacity).
    RecordMove& m = out.emplace_back(t.text);
    m.turn = *turn;
    m.judgement = judgement_of(mark, record.dialect);
    if (m.judgement == Judgement::None && record.dialect == Dialect::Rulebook && !mark.empty())
      m.mark.assign(mark);
    m.where = where;
    if (s.main_line) {
      s.main_line->lan_ends.push_back(static_cast<std::uint32_t>(s.main_line->lan.size()));
      s.main_line->fen_keys.push_back(s.pos.fen_key());
    }
    return true;
  }

  bool first_player_moved(const State& s) const { return s.pos.side_to_move() != Side::Red; }
};

}  // namespace

namespace {

// The first move token of the elements, in the order collect_tokens lists them (null if none).
const ast::MoveToken* first_token(const std::vector<ast::Element>& elements) {
  for (const auto& e : elements) {
    if (auto* t = boost::get<ast::MoveToken>(&e)) return t;
    if (auto* v = boost::get<x3::forward_ast<ast::Variation>>(&e))
      if (const ast::MoveToken* t = first_token(v->get().elements)) return t;
  }
  return nullptr;
}

// Checks every move token of the elements in collect_tokens' order, counting them into `count`; the first one
// that does not read stops it (its error offset in `bad`).
template <bool kRulebook>
const ast::MoveToken* first_unreadable(const std::vector<ast::Element>& elements, std::size_t& count,
                                       std::size_t& bad) {
  for (const auto& e : elements) {
    if (auto* t = boost::get<ast::MoveToken>(&e)) {
      ++count;
      if (!(kRulebook ? check_rulebook_move(t->text, bad) : check_san_move(t->text, bad))) return t;
    } else if (auto* v = boost::get<x3::forward_ast<ast::Variation>>(&e)) {
      if (const ast::MoveToken* t = first_unreadable<kRulebook>(v->get().elements, count, bad)) return t;
    }
  }
  return nullptr;
}

// The dialect of a game's tokens when read without replay: the last Notation tag, else what the first token
// (empty if none) looks like.
bool tokens_rulebook(const std::vector<ast::Tag>& tags, std::string_view first) {
  bool rulebook = looks_rulebook(first);
  for (const ast::Tag& t : tags)
    if (t.name == "Notation") rulebook = ast::unescaped(t.value) != "san";
  return rulebook;
}

}  // namespace

std::size_t check_tokens(const ast::Game& game, const OffsetOf& offset_of, const ErrorAt& error_at,
                         std::vector<RecordError>& errors) {
  const ast::MoveToken* first = first_token(game.movetext);
  const bool rulebook = tokens_rulebook(game.tags, first ? first->text : std::string_view());
  // Each token read without keeping its tree (check_rulebook_move, check_san_move), in one walk of the tree.
  std::size_t count = 0, bad = 0;
  const ast::MoveToken* wrong = rulebook ? first_unreadable<true>(game.movetext, count, bad)
                                         : first_unreadable<false>(game.movetext, count, bad);
  if (wrong) {
    errors.push_back(problem_error(error_at, offset_of(*wrong) + bad,
                                   {ProblemKind::MoveUnreadable, {excerpt(wrong->text)}}));
    return 0;
  }
  return count;
}

bool TokenChecker::token(const ast::Game& tags, std::string_view text) {
  if (m_count == 0) {  // the first token: a Cờ Đông Sơn game is read with its tree; the dialect
    if (dongson::is_dongson(tags)) return false;
    m_rulebook = tokens_rulebook(tags.tags, text);
  }
  std::size_t bad = 0;
  if (!(m_rulebook ? check_rulebook_move(text, bad) : check_san_move(text, bad))) return false;
  ++m_count;
  return true;
}

bool replay(const ast::Game& game, const OffsetOf& offset_of, internal::TextOrderLocator& location_of,
            const ErrorAt& error_at, const ReadOptions& options, GameRecord& out,
            std::vector<RecordError>& errors) {
  if (options.main_line) {
    options.main_line->fen_keys.clear();
    options.main_line->lan.clear();
    options.main_line->lan_ends.clear();
  }
  for (const ast::Tag& t : game.tags) out.tags.emplace_back(std::string(t.name), ast::unescaped(t.value));
  // Dialect and letters: the Notation tag, else what the tokens look like.
  const ast::Tag* notation_tag = nullptr;
  for (const ast::Tag& t : game.tags)
    if (t.name == "Notation" && !notation_tag)
      notation_tag = &t;  // a repeated tag: the first counts, as tag()
  if (notation_tag) {
    const std::string n = ast::unescaped(notation_tag->value);
    if (n == "vi" || n == "en") {
      out.dialect = Dialect::Rulebook;
      out.letters = n == "vi" ? Letters::Vi : Letters::En;
    } else if (n == "san") {
      out.dialect = Dialect::San;
    } else {
      errors.push_back(
          problem_error(error_at, offset_of(*notation_tag), {ProblemKind::NotationUnknown, {excerpt(n)}}));
      return false;
    }
  } else {
    // The tokens, variations' included, listed only here: a game with the tag (the commonest) needs none.
    thread_local std::vector<const ast::MoveToken*> tokens;
    tokens.clear();
    collect_tokens(game.movetext, tokens);
    out.dialect = !tokens.empty() && looks_rulebook(tokens[0]->text) ? Dialect::Rulebook : Dialect::San;
    if (out.dialect == Dialect::Rulebook) {
      std::optional<Letters> seen;
      const ast::MoveToken* first = nullptr;
      const ast::MoveToken* clash = nullptr;  // the first token with C or H (they differ between the sets)
      char clash_letter = 0;                  // which of the two
      for (const auto* t : tokens) {
        ast::RbMove m;
        std::size_t bad = 0;
        if (!parse_rulebook_move(t->text, m, bad)) continue;
        for (const auto& sub : m.subs)
          if (!clash && (sub.piece == "C" || sub.piece == "H")) clash = t, clash_letter = sub.piece[0];
        auto e = letter_evidence(m);
        if (!e) continue;
        if (seen && *seen != *e) {
          errors.push_back(
              problem_error(error_at, offset_of(*t),
                            {ProblemKind::LettersMixed,
                             {excerpt(t->text), std::string(*e == Letters::Vi ? "vi" : "en"),
                              std::string(first->text), std::string(*seen == Letters::Vi ? "vi" : "en")}}));
          return false;
        }
        if (!seen) seen = e, first = t;
      }
      if (!seen && clash) {
        // Only letters both sets have, and C or H among them: the game cannot be read safely.
        errors.push_back(problem_error(
            error_at, offset_of(*clash),
            {clash_letter == 'C' ? ProblemKind::LetterCAmbiguous : ProblemKind::LetterHAmbiguous,
             {excerpt(clash->text)}}));
        return false;
      }
      out.letters = seen.value_or(Letters::Vi);
    }
  }

  // Profile, mode and start position.
  Profile profile = out.dialect == Dialect::Rulebook ? official_profile() : cotulenh_profile();
  bool seen_profile = false, seen_mode = false, seen_fen = false;
  for (const ast::Tag& t : game.tags) {
    if (t.name == "Profile" && !std::exchange(seen_profile, true)) {
      const std::string value = ast::unescaped(t.value);
      auto p = profile_by_name(value);
      if (!p) {
        errors.push_back(
            problem_error(error_at, offset_of(t), {ProblemKind::ProfileUnknown, {excerpt(value)}}));
        return false;
      }
      profile = *p;
    } else if (t.name == "Mode" && !std::exchange(seen_mode, true)) {
      const std::string value = ast::unescaped(t.value);
      auto m = mode_by_name(value);
      if (!m) {
        errors.push_back(problem_error(error_at, offset_of(t), {ProblemKind::ModeUnknown, {excerpt(value)}}));
        return false;
      }
      out.mode = *m;
    }
  }
  out.start = Position::start(profile);
  for (const ast::Tag& t : game.tags) {
    if (t.name != "FEN" || std::exchange(seen_fen, true)) continue;
    auto pos = parse_fen(ast::unescaped(t.value), profile);
    if (!pos) {
      // Point at the character of the FEN: past `[FEN "` and the offset inside the value.
      const TextError& fen = pos.error();
      ProblemArg why = fen.problem.kind == ProblemKind::None ? ProblemArg(fen.message) : quoted(fen.problem);
      errors.push_back(problem_error(error_at, offset_of(t) + 6 + fen.offset,
                                     {ProblemKind::FenTagInvalid, {std::move(why)}}));
      return false;
    }
    out.start = std::move(pos).value();
  }
  // The main line has at most as many moves as the movetext has elements (its tokens, and the comments,
  // NAGs, variations and result between them).
  out.moves.reserve(game.movetext.size());
  if (options.main_line) options.main_line->fen_keys.push_back(out.start.fen_key());
  Replayer r{offset_of, location_of, error_at, out, errors};
  internal::LineWalk<GameRecord> walk{options, out, errors, error_at, offset_of};
  return internal::read_line(r, walk, game.movetext, Replayer::State{out.start, Undo{}, options.main_line},
                             out.moves, true);
}

}  // namespace saban::parser
