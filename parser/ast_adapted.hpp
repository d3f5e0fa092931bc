// Fusion adaptations of the record AST, for Spirit X3 attribute propagation, and the trait that lets x3::raw[]
// fill a std::string_view (a view of the matched text: no copy).
#pragma once

#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/spirit/home/x3/support/traits/container_traits.hpp>
#include <string_view>

#include "parser/ast.hpp"

namespace boost::spirit::x3::traits {
// raw[] into a view: the view is the matched range (text matched next to it, as a sequence of raws, extends it).
template <>
struct append_container<std::string_view> {
  template <typename Iterator>
  static bool call(std::string_view& view, Iterator first, Iterator last) {
    if (first == last) return true;
    const char& f = *first;  // the iterators run over the game's text (or a view of it, moved)
    if (view.empty()) view = std::string_view(&f, static_cast<std::size_t>(last - first));
    else view = std::string_view(view.data(), static_cast<std::size_t>(&f - view.data() + (last - first)));
    return true;
  }
};
}  // namespace boost::spirit::x3::traits

BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::Tag, name, value)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::Comment, text)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::Nag, code)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::MoveNumber, number, dots)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::MoveToken, text)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::GameResult, text)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::Variation, elements)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::Game, tags, movetext)
