// The record grammar (tags and movetext of one game): declaration only; see record_def.hpp.
#pragma once

#include <boost/spirit/home/x3.hpp>

#include "parser/ast.hpp"

namespace saban::parser {

namespace x3 = boost::spirit::x3;

namespace grammar {
struct game_class;
using game_type = x3::rule<game_class, ast::Game>;
BOOST_SPIRIT_DECLARE(game_type)
}  // namespace grammar

/// The grammar of one game record.
grammar::game_type const& game_grammar();

}  // namespace saban::parser
