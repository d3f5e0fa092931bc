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

/// The record grammar alone, as the reader runs it (tests compare read_simple_game with it): true when the
/// whole text is one game.
bool read_game_with_grammar(std::string_view text, ast::Game& tree);

}  // namespace saban::parser
