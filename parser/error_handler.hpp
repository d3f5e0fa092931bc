// What the record grammar reports when an expectation fails: the rule's name in words, at the position; and
// how a node learns where it starts.
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <string>

#include "parser/ast.hpp"

namespace saban::parser {

namespace x3 = boost::spirit::x3;

/// The failure of the last parse: offset into the text (from `text`, its first character) and what was
/// expected.
struct SyntaxFailure {
  const char* text = nullptr;
  std::size_t offset = 0;
  std::string expected;
};

/// Base of a rule ID: turns an expectation failure into a SyntaxFailure stored in the context.
struct error_handler_base {
  template <typename Iterator, typename Exception, typename Context>
  x3::error_handler_result on_error(Iterator& /*first*/, Iterator const& /*last*/, Exception const& x,
                                    Context const& context) {
    auto& failure = x3::get<SyntaxFailure>(context).get();
    failure.offset = static_cast<std::size_t>(&*x.where() - failure.text);
    failure.expected = x.which();
    return x3::error_handler_result::fail;
  }
};

/// Base of a rule ID whose node is ast::Located: the node keeps where it starts (past leading spaces).
struct locate_on_success {
  template <typename Iterator, typename Context>
  void on_success(Iterator const& first, Iterator const& /*last*/, ast::Located& node,
                  Context const& /*context*/) {
    node.at = &*first;
  }
};

}  // namespace saban::parser
