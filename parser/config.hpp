// Iterator, skipper and context types shared by the record grammar's declaration and instantiation.
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <string>

#include "parser/error_handler.hpp"

namespace saban::parser {

namespace x3 = boost::spirit::x3;

using iterator_type = std::string::const_iterator;
using skipper_type = x3::ascii::space_type;
using phrase_context_type = x3::phrase_parse_context<skipper_type>::type;
using error_handler_type = x3::error_handler<iterator_type>;
using context_type =
    x3::context<SyntaxFailure, std::reference_wrapper<SyntaxFailure>,
                x3::context<x3::error_handler_tag, std::reference_wrapper<error_handler_type>, phrase_context_type>>;

}  // namespace saban::parser
