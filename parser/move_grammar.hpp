// Parsing one move token in either dialect (grammars in move_grammar.cpp).
#pragma once

#include <string_view>

#include "parser/move_ast.hpp"

namespace saban::parser {

/// Parses a rulebook-notation token; false (and `error_at` set) if it is not one.
bool parse_rulebook_move(std::string_view token, ast::RbMove& out, std::size_t& error_at);
/// Parses a cotulenh SAN token; false (and `error_at` set) if it is not one.
bool parse_san_move(std::string_view token, ast::SanMove& out, std::size_t& error_at);

/// The same, by the grammars alone (without the hand-written readers of the commonest shapes; tests compare
/// the two).
bool parse_rulebook_move_grammar(std::string_view token, ast::RbMove& out, std::size_t& error_at);
bool parse_san_move_grammar(std::string_view token, ast::SanMove& out, std::size_t& error_at);
/// The hand-written readers alone (tests count what they read): false where they leave the token to the
/// grammar (`out` then cleared).
bool parse_rulebook_move_fast(std::string_view token, ast::RbMove& out);
bool parse_san_move_fast(std::string_view token, ast::SanMove& out);
/// The replay's reader of a SAN token of one part and no stay, without its tree (tests compare it with
/// parse_san_move_fast): that part's unit and rest and the suffix, or false for any other token.
bool read_san_one_part(std::string_view token, std::string_view& unit, std::string_view& rest,
                       std::string_view& suffix);

/// Whether the token reads in that dialect, as parse_rulebook_move / parse_san_move would answer (the same
/// `error_at` when not), without keeping its tree: the hand-written readers check the commonest shapes, the
/// grammar the rest.
bool check_rulebook_move(std::string_view token, std::size_t& error_at);
bool check_san_move(std::string_view token, std::size_t& error_at);

}  // namespace saban::parser
