// What the record grammar reports when an expectation fails: the rule's name in words, at the position; and
// how a node learns where it starts.
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <string>

#include "parser/ast.hpp"
#include "parser/limits.h"

namespace saban::parser {

namespace x3 = boost::spirit::x3;

/// The failure of the last parse: offset into the text (from `text`, its first character) and what was
/// expected. `too_deep` is where a variation opened past kMaxVariationDepth (npos if none): that error wins
/// over the expectation failures it causes in the variations around it.
struct SyntaxFailure {
  const char* text = nullptr;
  std::size_t offset = 0;
  std::string expected;
  std::size_t depth = 0;  // variations open while parsing
  std::size_t too_deep = static_cast<std::size_t>(-1);
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

/// nested[p]: p, one variation deeper; fails (recording where, in SyntaxFailure::too_deep) past
/// kMaxVariationDepth.
template <typename Subject>
struct nested_directive : x3::unary_parser<Subject, nested_directive<Subject>> {
  using base_type = x3::unary_parser<Subject, nested_directive<Subject>>;
  static bool const is_pass_through_unary = true;
  static bool const handles_container = Subject::handles_container;
  constexpr nested_directive(Subject const& subject) : base_type(subject) {}

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const& context, RContext& rcontext,
             Attribute& attr) const {
    SyntaxFailure& failure = x3::get<SyntaxFailure>(context).get();
    if (failure.too_deep != static_cast<std::size_t>(-1)) return false;
    if (failure.depth >= kMaxVariationDepth) {
      Iterator at = first;
      x3::skip_over(at, last, context);
      if (at != last && *at == '(') failure.too_deep = static_cast<std::size_t>(&*at - failure.text);
      return false;
    }
    ++failure.depth;
    struct Leave {
      std::size_t& depth;
      ~Leave() { --depth; }
    } leave{failure.depth};
    return this->subject.parse(first, last, context, rcontext, attr);
  }
};

struct nested_gen {
  template <typename Subject>
  constexpr nested_directive<typename x3::extension::as_parser<Subject>::value_type> operator[](
      Subject const& subject) const {
    return {x3::as_parser(subject)};
  }
};
inline constexpr nested_gen nested{};

/// Base of a rule ID whose node is ast::Located: the node keeps where it starts (past leading spaces).
struct locate_on_success {
  template <typename Iterator, typename Context>
  void on_success(Iterator const& first, Iterator const& /*last*/, ast::Located& node,
                  Context const& /*context*/) {
    node.at = &*first;
  }
};

}  // namespace saban::parser
