// The record grammar: PGN-shaped tags and movetext with comments, NAGs, nested variations and results.
// Move tokens are kept as text (views of the game's text, through x3::raw: no copies); their dialects are
// parsed by move_grammar.hpp. Every node keeps where it starts (locate_on_success).
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <string_view>

#include "parser/ast.hpp"
#include "parser/internal/ast_adapted.hpp"
#include "parser/internal/error_handler.hpp"
#include "parser/internal/record.hpp"
#include "rules/problem.h"

namespace saban::parser::grammar {

namespace x3 = boost::spirit::x3;
using x3::char_;
using x3::lexeme;
using x3::lit;
using x3::uint_;

// Rule IDs
struct tag_class : error_handler_base, locate_on_success {};
struct tag_name_class;
struct tag_value_class;
struct comment_class : locate_on_success {};
struct nag_class : locate_on_success {};
struct move_number_class : locate_on_success {};
struct move_token_class : locate_on_success {};
struct result_class : locate_on_success {};
struct variation_class : error_handler_base, locate_on_success {};
struct element_class;
struct game_class : error_handler_base, locate_on_success {};

// Rules (their names are what an error message says was expected: terms of context "Grammar", translated by
// the GUI, rules/problem.h)
x3::rule<tag_class, ast::Tag> const tag = SABAN_TR_NOOP("Grammar", "tag pair");
x3::rule<tag_name_class, std::string_view> const tag_name = SABAN_TR_NOOP("Grammar", "tag name");
x3::rule<tag_value_class, std::string_view> const tag_value = SABAN_TR_NOOP("Grammar", "quoted tag value");
x3::rule<comment_class, ast::Comment> const comment = SABAN_TR_NOOP("Grammar", "comment");
x3::rule<nag_class, ast::Nag> const nag = SABAN_TR_NOOP("Grammar", "NAG");
x3::rule<move_number_class, ast::MoveNumber> const move_number = SABAN_TR_NOOP("Grammar", "move number");
x3::rule<move_token_class, ast::MoveToken> const move_token = SABAN_TR_NOOP("Grammar", "move");
x3::rule<result_class, ast::GameResult> const result = SABAN_TR_NOOP("Grammar", "result");
x3::rule<variation_class, ast::Variation> const variation = SABAN_TR_NOOP("Grammar", "variation");
x3::rule<element_class, ast::Element> const element = SABAN_TR_NOOP("Grammar", "move, comment or variation");
game_type const game = SABAN_TR_NOOP("Grammar", "game");

// Grammar
auto const stop = char_(" \t\r\n{};()[]");
auto const stack_prefix = char_('(') >> +(char_ - stop) >> char_(')');
// A move token; one that opens with a stack "(NF)b6" must go on after the ')', else '(' opens a variation.
// The alternatives go the likelier first; their first characters differ ('(' is a stop character), so the
// order does not change what matches.
auto const token_char = (char_ - stop) | stack_prefix;
auto const token_chars =
    lexeme[((char_ - char_(" \t\r\n{};()[]0123456789$")) >> *token_char) | (stack_prefix >> +token_char)];

// ASCII only: Boost's alnum asserts on bytes >= 0x80
auto const tag_name_def = x3::raw[lexeme[+char_("A-Za-z0-9_")]];
auto const tag_value_def = lexeme['"' > x3::raw[*(('\\' > char_) | (char_ - '"' - '\n'))] > '"'];
auto const tag_def = '[' > tag_name > tag_value > ']';
auto const comment_def = lexeme[('{' > x3::raw[*(char_ - '}')] > '}') | (';' >> x3::raw[*(char_ - '\n')])];
auto const nag_def = lexeme['$' > uint_];
auto const move_number_def = lexeme[uint_ >> x3::raw[+lit('.')]];
auto const result_def =
    x3::raw[lexeme[(lit("1-0") | lit("0-1") | lit("1/2-1/2") | lit('*')) >> !(char_ - stop)]];
// A lone "*" is the result; "*0,6_0,5" (the vi commander) is a move.
auto const lone_star = lexeme[lit('*') >> !(char_ - stop)];
auto const move_token_def = x3::raw[lexeme[!lone_star >> token_chars]];
// nested[]: at most kMaxVariationDepth levels (parser/limits.h).
auto const variation_def = nested['(' > *element > ')'];
// Moves first (the most frequent element): a move cannot start as a comment, NAG, move number or result does
// (its first character is no stop character, digit or '$', and a lone '*' is left to the result).
auto const element_def = move_token | comment | nag | move_number | result | variation;
auto const game_def = *tag >> *element;

BOOST_SPIRIT_DEFINE(tag, tag_name, tag_value, comment, nag, move_number, move_token, result, variation,
                    element, game)

}  // namespace saban::parser::grammar
