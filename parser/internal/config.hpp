// Iterator, skipper and context types shared by the record grammar's declaration and instantiation.
#pragma once

#include <boost/spirit/home/x3.hpp>

#include "parser/internal/error_handler.hpp"

namespace saban::parser {

namespace x3 = boost::spirit::x3;

using iterator_type = const char*;
using skipper_type = x3::ascii::space_type;
using phrase_context_type = x3::phrase_parse_context<skipper_type>::type;
using context_type = x3::context<SyntaxFailure, std::reference_wrapper<SyntaxFailure>, phrase_context_type>;

}  // namespace saban::parser
