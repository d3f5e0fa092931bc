// The reader's walk over one line of a record's syntax tree, for either game: the moves, the comments before
// and after them (an engine evaluation taken out of the words), NAGs, the result and the variations. The one
// home of that order for both replays (parser/replay.cpp, parser/dongson_record.cpp); the writers' walk is
// parser/movetext.h. What differs between the games is their part:
//
//   struct Part {
//     using State = ...;  // what a line is read from; copied into each variation
//     // Reads the token's move and makes it: appends its record move to `out` (turn, text, where,
//     // judgement) and returns true, or records the error and returns false.
//     bool play(State&, const ast::MoveToken&, Line& out);
//     bool first_player_moved(const State&) const;  // did the first player make the last move made?
//   };
//
// A variation starts from the state before the move it follows: the walk keeps a copy of it, taken before
// that move is made when a variation follows it (never replayed from the start: a record with thousands of
// variations is read in as many plies as it has).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "parser/ast.hpp"
#include "parser/comment_commands.h"
#include "parser/internal/container.h"
#include "parser/judgement.h"
#include "parser/reader.h"

namespace saban::parser::internal {

/// What a walk shares across its lines: the record (its opening comments, result, truncation), the options
/// and the errors.
template <class Record>
struct LineWalk {
  const ReadOptions& options;
  Record& record;
  std::vector<RecordError>& errors;
  const std::function<RecordError(std::size_t offset, std::string message)>& error_at;
  const std::function<std::size_t(const ast::Located&)>& offset_of;
  bool stopped = false;  // a move that could not be made ended the main line (--truncate)
};

/// Whether a variation follows the move at `elements[at]` (before the line's next move).
inline bool branches_after(const std::vector<ast::Element>& elements, std::size_t at) {
  for (std::size_t k = at + 1; k < elements.size(); ++k) {
    if (boost::get<ast::MoveToken>(&elements[k])) return false;
    if (boost::get<boost::spirit::x3::forward_ast<ast::Variation>>(&elements[k])) return true;
  }
  return false;
}

/// Reads `elements` into `out` from `state`; variations branch from the position before the move they
/// follow. False (with an error) when the game cannot be kept; with `options.truncate`, a bad move of the
/// main line ends it instead and the game is kept, marked truncated.
template <class Part, class Record, class Line>
bool read_line(Part& part, LineWalk<Record>& walk, const std::vector<ast::Element>& elements,
               typename Part::State state, Line& out, bool main) {
  std::vector<std::string> pending;            // comments opening a variation, before its first move
  std::optional<typename Part::State> before;  // before the last move made, when variations follow it
  for (std::size_t at = 0; at < elements.size(); ++at) {
    const ast::Element& e = elements[at];
    if (auto* t = boost::get<ast::MoveToken>(&e)) {
      if (branches_after(elements, at))
        before = state;
      else
        before.reset();
      if (!part.play(state, *t, out)) {
        if (main && walk.options.truncate) {
          walk.record.truncated = walk.stopped = true;
          return true;
        }
        return false;
      }
      if (!pending.empty()) {
        out.back().comments_before = std::move(pending);
        pending.clear();
      }
    } else if (auto* c = boost::get<ast::Comment>(&e)) {
      if (!out.empty()) {
        // The evaluation after the move, apart from the words (the mover: the side not to move now).
        auto& last = out.back();
        last.comments.push_back(normalise_comment(c->text));
        if (auto ev =
                take_evaluation(last.comments, part.first_player_moved(state), last.comments.size() - 1))
          last.evaluation = ev;
        continue;
      }
      (main ? walk.record.comments_before : pending).push_back(normalise_comment(c->text));
    } else if (auto* n = boost::get<ast::Nag>(&e)) {
      if (out.empty()) continue;
      const Judgement j = judgement_from_nag(n->code).value_or(Judgement::None);
      if (j != Judgement::None)
        out.back().judgement = j;
      else
        out.back().nags.push_back(n->code);
    } else if (auto* r = boost::get<ast::GameResult>(&e)) {
      if (main) walk.record.result = std::string(r->text);
    } else if (auto* v = boost::get<boost::spirit::x3::forward_ast<ast::Variation>>(&e)) {
      if (out.empty()) {
        walk.errors.push_back(
            problem_error(walk.error_at, walk.offset_of(v->get()), {ProblemKind::VariationWithoutMove, {}}));
        return false;
      }
      Line alt;
      if (!read_line(part, walk, v->get().elements, *before, alt, false)) return false;
      out.back().variations.push_back(std::move(alt));
    }
    if (walk.stopped) return true;
  }
  return true;
}

}  // namespace saban::parser::internal
