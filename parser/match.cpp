#include "parser/match.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <cstring>

#include "parser/internal/match_common.h"
#include "rules/excerpt.h"
#include "rules/fen.h"
#include "rules/movegen.h"

namespace saban::parser {

namespace {

struct LetterEntry {
  const char* vi;
  const char* en;
};
// Letters by piece type (C I E M G T A S F N H).
constexpr LetterEntry kLetters[kPieceTypes] = {
    {"*", "C"}, {"B", "In"}, {"C", "E"},  {"D", "M"}, {"F", "Aa"}, {"T", "T"},
    {"P", "A"}, {"L", "Ms"}, {"K", "Af"}, {"H", "N"}, {"S", "H"},
};

// A unit's pieces, carrier first, for messages: "a tank", "a navy carrying an air force and a tank" in
// English.
UnitPieces pieces_of(const Stack& st) {
  UnitPieces out;
  for (int i = 0; i < st.size; ++i) out.types.push_back(st.pieces[static_cast<std::size_t>(i)].type());
  return out;
}

// Sorted piece types of a stack, to compare compositions.
Types types_of(const Stack& st) {
  Types out;
  for (int i = 0; i < st.size; ++i) out.push_back(st.pieces[i].type());
  std::sort(out.begin(), out.end());
  return out;
}

// Does a separator of the rulebook name this kind of move? Not `strict`: an `@` may be a stay capture too.
bool rulebook_kind(std::string_view sep, MoveKind k, bool strict) {
  if (sep == "_") return k == MoveKind::Quiet || k == MoveKind::Combine;
  if (sep == "@") return k == MoveKind::Capture || (k == MoveKind::StayCapture && !strict);
  if (sep == "@@") return k == MoveKind::StayCapture;
  if (sep == "@\"") return k == MoveKind::ShotDown;
  if (sep == "><") return k == MoveKind::Suicide;
  return false;
}

std::optional<Square> rb_square(const ast::RbSquare& s) {
  if (s.row >= static_cast<unsigned>(kRanks) || s.col >= static_cast<unsigned>(kFiles)) return std::nullopt;
  return Square(static_cast<int>(s.col), static_cast<int>(s.row));
}

std::string rb_name(const ast::RbSquare& s) { return std::to_string(s.row) + "," + std::to_string(s.col); }

// Resolves every moving sub-move of a rulebook token to (piece, from, separator, to).
struct RbStep {
  T piece;
  bool has_piece;
  Square from, to;
  std::string_view sep;
};

// Pseudo-legal turns of the unit on `from`: its deploy turns (each set of sub-moves once) whose sub-moves of
// each piece type end on that type's `targets` (all of them without targets), or the whole unit's moves that
// end on `to` (only the line towards it is walked). Legality is tested on the few that match. (A buffer
// reused from token to token: valid until the next call.)
const std::vector<Turn>& turns_from(Position& pos, Square from, bool deploy, Square to,
                                    const DeployTargets* targets) {
  thread_local std::vector<Turn> turns;
  turns.clear();
  if (deploy) {
    if (targets)
      generate_deploy_turns_to(pos, from, DeployMode::Full, *targets, turns);
    else
      generate_turns_from(pos, from, DeployMode::Full, turns, true, false);
  } else {
    thread_local std::vector<Move> moves;
    moves.clear();
    generate_unit_moves_to(pos, from, pos.at(from).top(), false, to, moves);
    for (const Move& m : moves) turns.emplace_back(m);
  }
  return turns;
}

}  // namespace

const char* const kIllegalMessage = problem_format(ProblemKind::MoveIllegal);

namespace {}  // namespace

namespace {
// The piece type of each one-letter name, by letter set (vi, en) and character; -1 for none.
constexpr std::array<std::array<std::int8_t, 256>, 2> kOneLetter = [] {
  std::array<std::array<std::int8_t, 256>, 2> t{};
  for (auto& set : t) set.fill(-1);
  for (int i = 0; i < kPieceTypes; ++i) {
    const std::string_view vi = kLetters[i].vi, en = kLetters[i].en;
    if (vi.size() == 1) t[0][static_cast<unsigned char>(vi[0])] = static_cast<std::int8_t>(i);
    if (en.size() == 1) t[1][static_cast<unsigned char>(en[0])] = static_cast<std::int8_t>(i);
  }
  return t;
}();
// The names of two letters (en), or none.
std::optional<PieceType> longer_letters(std::string_view letters, Letters set) {
  for (int i = 0; i < kPieceTypes; ++i)
    if (letters == (set == Letters::Vi ? kLetters[i].vi : kLetters[i].en)) return static_cast<T>(i);
  return std::nullopt;
}

// rulebook_letter, inlined where the tokens are read (a call cost as much as the table).
[[gnu::always_inline]] inline std::optional<PieceType> letter_type(std::string_view letters, Letters set) {
  if (letters.size() == 1) {  // the commonest: a table
    const int t = kOneLetter[set == Letters::Vi ? 0 : 1][static_cast<unsigned char>(letters[0])];
    if (t < 0) return std::nullopt;
    return static_cast<T>(t);
  }
  return longer_letters(letters, set);
}

}  // namespace

std::optional<PieceType> rulebook_letter(std::string_view letters, Letters set) {
  return letter_type(letters, set);
}

const char* rulebook_letters(PieceType t, Letters set) {
  return set == Letters::Vi ? kLetters[index(t)].vi : kLetters[index(t)].en;
}

namespace {

// The commonest rulebook token, a lone piece named with its move ("T3,5_3,6", "P7,7@B4,10"): when exactly one
// of its pseudo-legal moves to the point fits the separator (an exact reading first, then an `@` as a stay
// capture), it is the turn the general reading of match_rulebook finds, untested as there; otherwise nullopt
// and the general reading decides.
// (Inlined, as it was while the SAN reader shared this file: called out of line it cost 1.6 % more.)
[[gnu::always_inline]] inline std::optional<Turn> lone_piece_move(const Position& pos,
                                                                  const ast::RbMove& move, Letters set) {
  if (move.stack || move.subs.size() != 1 || !move.subs[0].action || move.subs[0].piece.empty())
    return std::nullopt;
  const ast::RbSubMove& sub = move.subs[0];
  const auto type = letter_type(sub.piece, set);
  const auto from = rb_square(sub.from), to = rb_square(sub.action->to);
  if (!type || !from || !to) return std::nullopt;
  const Stack& st = pos.at(*from);
  if (st.size != 1 || st.side() != pos.side_to_move() || st.top().type() != *type) return std::nullopt;
  thread_local std::array<Move, kMaxMovesTo> moves;  // not zeroed for every token, as a local array is
  const int n = unit_moves_to(pos, *from, st.top(), false, *to, moves);
  for (bool lenient : {false, true}) {
    Move hit;
    int hits = 0;
    for (int i = 0; i < n; ++i)
      if (rulebook_kind(sub.action->separator, moves[i].kind(), !lenient)) hit = moves[i], ++hits;
    if (hits == 1) return Turn(hit);
    if (hits > 1) break;
  }
  return std::nullopt;
}

}  // namespace

namespace {

// Resolves the letters and points of the moving sub-moves (sub-moves without an action only mark a check).
// (Inlined into both callers, as before the SAN reader left this file.)
[[gnu::always_inline]] inline std::optional<Problem> read_rulebook_steps(const ast::RbMove& move, Letters set,
                                                                         Small<RbStep>& steps) {
  for (const ast::RbSubMove& sub : move.subs) {
    if (!sub.action) continue;
    RbStep step{};
    step.has_piece = !sub.piece.empty();
    if (step.has_piece) {
      auto t = letter_type(sub.piece, set);
      if (!t) return Problem{ProblemKind::RbUnknownLetter, {excerpt(sub.piece)}};
      step.piece = *t;
    }
    auto from = rb_square(sub.from), to = rb_square(sub.action->to);
    if (!from) return Problem{ProblemKind::RbNoPoint, {rb_name(sub.from)}};
    if (!to) return Problem{ProblemKind::RbNoPoint, {rb_name(sub.action->to)}};
    step.from = *from;
    step.to = *to;
    step.sep = sub.action->separator;
    steps.push_back(step);
  }
  if (steps.empty()) return Problem{ProblemKind::RbNoDestination, {}};
  return std::nullopt;
}

// The steps leave one unit of the side to move, holding every piece they name.
std::optional<Problem> check_origin(const Position& pos, const Small<RbStep>& steps) {
  const Square origin = steps[0].from;
  const Stack& unit = pos.at(origin);
  if (unit.empty() || unit.side() != pos.side_to_move())
    return Problem{ProblemKind::RbNoPieceOfSide, {pos.side_to_move(), RowColPoint{origin}}};
  for (const RbStep& s : steps) {
    if (s.from != origin) return Problem{ProblemKind::RbSameOrigin, {}};
    if (s.has_piece && !unit.contains(s.piece))
      return Problem{ProblemKind::RbPieceNotThere, {s.piece, RowColPoint{origin}, pieces_of(unit)}};
  }
  return std::nullopt;
}

// A whole-stack move: the prefix names the stack (its letters, in any order), the sub-move names no piece.
std::optional<Problem> check_whole_stack(const ast::RbMove& move, Letters set, const Stack& unit,
                                         Square origin) {
  if (!move.stack) return Problem{ProblemKind::RbNoPiece, {}};
  Types named;
  for (std::size_t i = 0; i < move.stack->size();) {
    // Letters are one character, or two where the en set has a small second letter.
    std::size_t len =
        (i + 1 < move.stack->size() && std::islower(static_cast<unsigned char>((*move.stack)[i + 1]))) ? 2
                                                                                                       : 1;
    if ((*move.stack)[i] == '+') {
      ++i;
      continue;
    }
    auto t = rulebook_letter(move.stack->substr(i, len), set);
    if (!t) return Problem{ProblemKind::RbUnknownStackLetter, {excerpt(move.stack->substr(i, len))}};
    named.push_back(*t);
    i += len;
  }
  std::sort(named.begin(), named.end());
  if (named != types_of(unit))
    return Problem{ProblemKind::RbWrongStack,
                   {RowColPoint{origin}, pieces_of(unit), std::string(*move.stack)}};
  return std::nullopt;
}

// The pseudo-legal turns of the unit that may be the steps'. A whole unit's turn has one step: only moves to
// its destination can match. A deploy turn matches when each step is one of its sub-moves and it has as many
// sub-moves as steps: when no sub-move can be two steps' (no two steps go to one point, unless both name
// their pieces and these differ: a piece joining one that left first), each sub-move is then one step's and
// ends on its point, and only such turns are enumerated. (A step naming its piece takes only that piece type
// there.)
const std::vector<Turn>& rulebook_candidates(Position& pos, const Small<RbStep>& steps, bool deploy) {
  DeployTargets targets;
  bool distinct_targets = true;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const RbStep& s = steps[i];
    for (std::size_t j = 0; j < i; ++j)
      if (steps[j].to == s.to && !(s.has_piece && steps[j].has_piece && s.piece != steps[j].piece))
        distinct_targets = false;
    for (int t = 0; t < kPieceTypes; ++t)
      if (!s.has_piece || s.piece == static_cast<T>(t)) targets[static_cast<std::size_t>(t)].set(s.to);
  }
  return turns_from(pos, steps[0].from, deploy, steps[0].to, distinct_targets ? &targets : nullptr);
}

// The candidates whose sub-moves are the steps (an `@` read strictly first, then also as a stay capture whose
// underline was lost); where several fit, the order the steps are written in, then the heroes' '+', decide.
Found rulebook_matches(const ast::RbMove& move, const Small<RbStep>& steps, bool deploy,
                       const std::vector<Turn>& legal) {
  const Square origin = steps[0].from;
  auto matches = [&](const Turn& t, bool lenient) {
    if (t.first().deploy() != deploy || t.first().from() != origin || t.size != steps.size()) return false;
    for (const RbStep& s : steps) {
      const bool found = std::any_of(t.begin(), t.end(), [&](const Move& m) {
        return m.to() == s.to && (!s.has_piece || m.piece().type() == s.piece) &&
               rulebook_kind(s.sep, m.kind(), !lenient);
      });
      if (!found) return false;
    }
    return true;
  };
  Found found;
  for (bool lenient : {false, true}) {
    for (const Turn& t : legal)
      if (matches(t, lenient)) found.push_back(&t);
    if (!found.empty()) break;
  }
  // Two sets of sub-moves with the steps' pieces and points (a piece joining one that left first, or that one
  // boarding it: cotulenh): the order the steps are written in decides.
  narrow(found, [&](const Turn& t) {
    for (std::size_t k = 0; k < steps.size(); ++k) {
      const Move m = t.moves[k];
      if (m.to() != steps[k].to || (steps[k].has_piece && m.piece().type() != steps[k].piece)) return false;
    }
    return true;
  });
  // Heroes: where a stack holds a hero and a plain piece of one type (`(H+KK)`), the '+' of each step tells
  // which of them went where.
  if (found.size() > 1) {
    Small<bool> heroic;  // of the steps that move, in order
    for (const ast::RbSubMove& sub : move.subs)
      if (sub.action) heroic.push_back(!sub.heroic.empty());
    narrow(found, [&](const Turn& t) {
      for (std::size_t k = 0; k < steps.size(); ++k) {
        if (!steps[k].has_piece) continue;
        if (!std::any_of(t.begin(), t.end(), [&](const Move& m) {
              return m.to() == steps[k].to && m.piece().type() == steps[k].piece &&
                     m.piece().heroic() == heroic[k] && rulebook_kind(steps[k].sep, m.kind(), false);
            }))
          return false;
      }
      return true;
    });
  }
  return found;
}

}  // namespace

namespace {

// The commonest deploy token, its steps written in stack order ("(TD)T3,7_4,7/D3,7_2,8"): when each step
// names a piece the stack holds once, the steps go to distinct points (or the profile has no joins), and,
// made one after the other, each has exactly one pseudo-legal sub-move that fits its separator read strictly,
// these sub-moves are the turn the general reading of match_rulebook finds, untested as there; otherwise
// nullopt and the general reading decides. (The generator lists each set of sub-moves once, in the smallest
// valid order of the pieces' places in the stack (rules/deploy.cpp's order key): stack order is that order
// when it is valid, and the written one; with distinct points, or without joins, each sub-move is one of
// generate_unit_moves_to's, fixed by the board. Two steps to one point: the other sets of sub-moves with the
// steps' pieces and points (the later piece arriving first, the earlier one boarding it) are listed in
// another order, and rulebook_matches keeps the one listed in the written order.)
std::optional<Turn> deploy_in_stack_order(Position& pos, const ast::RbMove& move, Letters set) {
  Small<RbStep> steps;
  if (read_rulebook_steps(move, set, steps)) return std::nullopt;
  const Square origin = steps[0].from;
  const Stack unit = pos.at(origin);
  if (!unit.is_stack() || unit.side() != pos.side_to_move()) return std::nullopt;
  const bool joins = pos.profile().deploy_recombine;
  Small<Piece> pieces;
  int last = -1;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const RbStep& s = steps[i];
    if (!s.has_piece || s.from != origin) return std::nullopt;
    if (joins)
      for (std::size_t k = 0; k < i; ++k)
        if (steps[k].to == s.to) return std::nullopt;
    last = only_piece_after(unit, s.piece, last);
    if (last < 0) return std::nullopt;  // two pieces of the type, not in stack order, or not in the stack
    pieces.push_back(unit.pieces[static_cast<std::size_t>(last)]);
  }
  return sub_moves_in_order(
      pos, origin, pieces, [&](std::size_t i) { return steps[i].to; },
      [&](std::size_t i, MoveKind kind) { return rulebook_kind(steps[i].sep, kind, true); });
}

}  // namespace

Result<Turn, Problem> match_rulebook(Position& pos, const ast::RbMove& move, Letters set, bool* unchecked) {
  if (unchecked) {
    if (auto t = lone_piece_move(pos, move, set)) {
      *unchecked = true;
      return *t;
    }
  }
  if (unchecked) {
    if (auto t = deploy_in_stack_order(pos, move, set)) {
      *unchecked = true;
      return *t;
    }
  }
  Small<RbStep> steps;
  if (auto error = read_rulebook_steps(move, set, steps)) return *error;
  if (auto error = check_origin(pos, steps)) return *error;
  const Square origin = steps[0].from;
  const Stack& unit = pos.at(origin);
  const bool whole = steps.size() == 1 && !steps[0].has_piece;
  if (whole)
    if (auto error = check_whole_stack(move, set, unit, origin)) return *error;
  const bool deploy = !whole && unit.is_stack();
  const std::vector<Turn>& legal = rulebook_candidates(pos, steps, deploy);
  Found found = rulebook_matches(move, steps, deploy, legal);
  // One turn per resulting position first (the same deploy in another order): legality depends on that
  // position only, so a group is legal or not as a whole, and a single group needs no test before it is made.
  if (found.size() > 1) found = distinct(pos, found);
  if (unchecked && found.size() == 1) {
    *unchecked = true;
    return *found[0];
  }
  if (auto why = keep_legal(pos, found)) return *why;
  if (found.size() == 1) return *found[0];
  if (found.size() > 1) return Problem{ProblemKind::RbAmbiguous, {}};
  return Problem{ProblemKind::RbNoTurn, {pieces_of(unit), RowColPoint{origin}}};
}

}  // namespace saban::parser
