// The syntax trees of one move token, in each dialect (notation.md). Text is held as views into the token
// (which must outlive the tree); sub-moves and parts are kept inline (no allocation for a usual token).
#pragma once

#include <boost/container/small_vector.hpp>
#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/optional.hpp>
#include <string_view>

namespace saban::parser::ast {

// Rulebook dialect: `P4,4@L2,6>*`, `(NTAf)N9.2@N11.2/T9.2_9.4/Af9.2>C11.4`, `*0,6_0,7`.
struct RbSquare {
  unsigned row = 0, col = 0;
};
struct RbAction {
  std::string_view separator;  // _ @ @@ @" ><  (the underlined @ is normalised to @@)
  std::string_view target;     // piece letters of the target, may be empty
  RbSquare to;
};
struct RbCheck {
  char mark = '>';         // > check, ^ mate
  std::string_view piece;  // usually the commander
  boost::optional<RbSquare> square;
};
struct RbSubMove {
  /// Not an aggregate: value-initialising one (`subs.emplace_back()`, every rulebook token read) would first
  /// zero its bytes and then construct the members, which initialise themselves anyway.
  RbSubMove() noexcept {}

  std::string_view heroic;  // "+" or empty
  std::string_view piece;   // empty for a whole stack named by the prefix
  RbSquare from;
  boost::optional<RbAction> action;
  boost::optional<RbCheck> check;
};
struct RbMove {
  boost::optional<std::string_view> stack;  // letters inside the parentheses
  boost::container::small_vector<RbSubMove, 4> subs;
  std::string_view judgement;  // + ++ - -- ? = !! $
};

// Cotulenh SAN dialect: `Ixk7`, `A2_b2`, `(NF)b6`, `T<I>c3`, `A>xd5,E>d7`, `(FT)>h6`.
struct SanPart {
  std::string_view unit;  // "T", "+T", "(NF)", "(+NF+T)"
  std::string_view rest;  // disambiguation, separators and destination: "2_b2", ">xd5", "cb4"
};
struct SanMove {
  boost::optional<std::string_view> stay;  // what stays on the stack's point, before '<'
  boost::container::small_vector<SanPart, 4> parts;
  std::string_view suffix;  // check marks and glyphs: + # ^ ! ?
};

}  // namespace saban::parser::ast

BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::RbSquare, row, col)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::RbAction, separator, target, to)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::RbCheck, mark, piece, square)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::RbSubMove, heroic, piece, from, action, check)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::RbMove, stack, subs, judgement)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::SanPart, unit, rest)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::SanMove, stay, parts, suffix)
