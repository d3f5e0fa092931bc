// The movetext walker: the one place that knows the order in which a record's moves, numbers, comments,
// NAGs, evaluations and variations follow each other. The writers of both games (writer.cpp,
// dongson_record.cpp), render/'s tokens for print and the GUI's move list are visitors of it; none of them
// walks a record's lines itself.
//
// For every game (rules/games.h). Variations are followed with a stack of lines, not by recursion: however
// deep a game's variations nest (a game built by hand may nest deeper than a record can, kMaxVariationDepth),
// the walker needs no deeper call stack.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "parser/record.h"
#include "parser/tree_path.h"

namespace saban::parser {

/// Where a visited move stands.
struct MovePlace {
  const TreePath& path;  ///< the path that leads to the move (the game tree's cursor after it)
  std::size_t depth;     ///< 0 on the main line, 1 in a variation, 2 in a variation of a variation…
  std::size_t ply;       ///< plies played before it, from the game's start
  std::size_t index;     ///< the moves visited before it: a number unique in the game (anchors)
};

/// The events of a walk, in the order the moves are written. A visitor derives from this and hides what it
/// needs (the walker calls the derived type's functions; these do nothing).
template <class Game>
struct MovetextVisitor {
  using State = typename Game::State;
  using Move = typename Game::Move;
  /// A variation opens (before its first move's comments and number) or closes; `depth` is its own (≥ 1).
  void begin_variation(std::size_t /*depth*/) {}
  void end_variation(std::size_t /*depth*/) {}
  /// The comments before a move (opening a variation), when it has any; `before` is the state before it.
  void comments_before(const State& /*before*/, const std::vector<std::string>& /*texts*/,
                       std::size_t /*depth*/) {}
  /// Before every move: its move number, whether the first player makes it, and whether something came
  /// between it and the previous move of its line (the line's start, a comment, a variation). Writers
  /// number every first player's move, and the second player's after an interruption (an evaluation written
  /// as a comment is one too: the visitor that writes it knows).
  void number(int /*fullmove*/, bool /*first_side*/, bool /*interrupted*/, std::size_t /*depth*/) {}
  /// The move itself; `before` is the state before it (position and the history the rules need).
  void move(const State& /*before*/, const BasicRecordMove<Move>& /*m*/, const MovePlace& /*place*/) {}
  /// After the move: its other NAGs, the engine's evaluation, the annotator's comments (in this order).
  void nag(unsigned /*code*/, std::size_t /*depth*/) {}
  void evaluation(const Evaluation& /*e*/, std::size_t /*depth*/) {}
  void comment(const std::string& /*text*/, std::size_t /*depth*/) {}
  /// After the move's comments, before its variations.
  void move_done(const BasicRecordMove<Move>& /*m*/, const MovePlace& /*place*/) {}
};

/// Walks `line` (a record's main line) from `start`, calling the visitor's events in writing order.
template <class Game, class Visitor>
void walk_movetext(const typename Game::Position& start,
                   const std::vector<BasicRecordMove<typename Game::Move>>& line, Visitor& visitor) {
  using State = typename Game::State;
  using RecordMoveT = BasicRecordMove<typename Game::Move>;
  struct Open {
    State state;  // before the move at `next`
    const std::vector<RecordMoveT>* moves;
    std::size_t first_ply;      // plies before the line's first move
    std::size_t next = 0;       // the move being written
    std::size_t variation = 0;  // its next variation to write, once the move itself is written
    bool written = false;       // the move and what follows it (NAGs, evaluation, comments) are written
    bool force_number = true;
  };
  std::vector<Open> open;
  open.push_back({Game::state(start), &line, 0});
  TreePath path;
  std::size_t index = 0;
  while (!open.empty()) {
    Open& o = open.back();
    const std::size_t depth = open.size() - 1;
    if (o.next == o.moves->size()) {
      open.pop_back();
      if (!open.empty()) {
        visitor.end_variation(depth);
        path.branches.pop_back();
        open.back().force_number = true;
      }
      continue;
    }
    const RecordMoveT& m = (*o.moves)[o.next];
    if (!o.written) {
      if (!m.comments_before.empty()) {
        visitor.comments_before(o.state, m.comments_before, depth);
        o.force_number = true;
      }
      const auto& pos = Game::position(o.state);
      visitor.number(pos.fullmove_number(), pos.side_to_move() == Game::first_side, o.force_number, depth);
      o.force_number = false;
      path.ply = o.next + 1;
      const MovePlace place{path, depth, o.first_ply + o.next, index++};
      visitor.move(o.state, m, place);
      for (unsigned nag : m.nags) visitor.nag(nag, depth);
      if (m.evaluation) visitor.evaluation(*m.evaluation, depth);
      for (const std::string& c : m.comments) visitor.comment(c, depth), o.force_number = true;
      visitor.move_done(m, place);
      o.written = true;
    }
    if (o.variation < m.variations.size()) {
      const std::size_t k = o.variation++;
      path.branches.push_back({o.next, k});
      visitor.begin_variation(depth + 1);
      State from = o.state;  // `o` dies with the push
      const std::size_t first_ply = o.first_ply + o.next;
      open.push_back({std::move(from), &m.variations[k], first_ply});
      continue;
    }
    Game::play(o.state, m.turn);
    ++o.next;
    o.variation = 0;
    o.written = false;
  }
}

}  // namespace saban::parser
