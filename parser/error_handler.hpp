// What the record grammar reports when an expectation fails: the rule's name in words, at the position.
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <boost/spirit/home/x3/support/utility/error_reporting.hpp>
#include <string>

namespace saban::parser {

namespace x3 = boost::spirit::x3;

/// The failure of the last parse: offset into the text and what was expected there.
struct SyntaxFailure {
  std::size_t offset = 0;
  std::string expected;
};

/// Base of every rule ID: turns an expectation failure into a SyntaxFailure stored in the context.
struct error_handler_base {
  template <typename Iterator, typename Exception, typename Context>
  x3::error_handler_result on_error(Iterator& /*first*/, Iterator const& /*last*/, Exception const& x,
                                    Context const& context) {
    auto& failure = x3::get<SyntaxFailure>(context).get();
    auto& handler = x3::get<x3::error_handler_tag>(context).get();
    failure.offset = static_cast<std::size_t>(x.where() - handler.get_position_cache().first());
    failure.expected = x.which();
    return x3::error_handler_result::fail;
  }
};

}  // namespace saban::parser
