// Fusion adaptations of the record AST, for Spirit X3 attribute propagation.
#pragma once

#include <boost/fusion/include/adapt_struct.hpp>

#include "parser/ast.hpp"
#include "parser/internal/string_view_attribute.hpp"

BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::Tag, name, value)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::Comment, text)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::Nag, code)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::MoveNumber, number, dots)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::MoveToken, text)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::GameResult, text)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::Variation, elements)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::Game, tags, movetext)
