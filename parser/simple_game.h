// A hand-written reader of the commonest game records, beside the record grammar (record_def.hpp).
#pragma once

#include <string>
#include <string_view>

#include "parser/ast.hpp"

namespace saban::parser {

/// Reads a game made only of tags (without escapes in their values), move numbers, move tokens and results
/// into `tree`, as the record grammar would, node for node; false (and `tree` left unspecified) for anything
/// else — comments, NAGs, variations, unusual white space, any syntax error — which the grammar then reads.
/// (A std::string: the reader relies on the NUL after its last character.)
bool read_simple_game(const std::string& text, ast::Game& tree);

/// What read_simple_game hands each move token to, in text order, instead of keeping it in the tree (reading
/// without replay: parser/internal/replay.h TokenChecker); the tags are in the tree by then. False gives up.
class TokenSink {
 public:
  virtual bool token(const ast::Game& tags, std::string_view text) = 0;

 protected:
  ~TokenSink() = default;
};

/// As read_simple_game, without keeping the movetext: each move token goes to `sink`, move numbers and
/// results are dropped (the tags are kept). False where read_simple_game gives up, or where `sink` does.
bool read_simple_game(const std::string& text, ast::Game& tree, TokenSink& sink);

/// The record grammar alone, as the reader runs it (tests compare read_simple_game with it): true when the
/// whole text is one game.
bool read_game_with_grammar(std::string_view text, ast::Game& tree);

}  // namespace saban::parser
