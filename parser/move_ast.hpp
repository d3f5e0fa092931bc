// The syntax trees of one move token, in each dialect (notation.md).
#pragma once

#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/optional.hpp>
#include <string>
#include <vector>

namespace saban::parser::ast {

// Rulebook dialect: `P4,4@L2,6>*`, `(NTAf)N9.2@N11.2/T9.2_9.4/Af9.2>C11.4`, `*0,6_0,7`.
struct RbSquare {
  unsigned row = 0, col = 0;
};
struct RbAction {
  std::string separator;  // _ @ @@ @" ><  (the underlined @ is normalised to @@)
  std::string target;     // piece letters of the target, may be empty
  RbSquare to;
};
struct RbCheck {
  char mark = '>';    // > check, ^ mate
  std::string piece;  // usually the commander
  boost::optional<RbSquare> square;
};
struct RbSubMove {
  std::string heroic;  // "+" or empty
  std::string piece;   // empty for a whole stack named by the prefix
  RbSquare from;
  boost::optional<RbAction> action;
  boost::optional<RbCheck> check;
};
struct RbMove {
  boost::optional<std::string> stack;  // letters inside the parentheses
  std::vector<RbSubMove> subs;
  std::string judgement;  // + ++ - -- ? = !! $
};

// Cotulenh SAN dialect: `Ixk7`, `A2_b2`, `(NF)b6`, `T<I>c3`, `A>xd5,E>d7`, `(FT)>h6`.
struct SanPart {
  std::string unit;  // "T", "+T", "(NF)", "(+NF+T)"
  std::string rest;  // disambiguation, separators and destination: "2_b2", ">xd5", "cb4"
};
struct SanMove {
  boost::optional<std::string> stay;  // what stays on the stack's point, before '<'
  std::vector<SanPart> parts;
  std::string suffix;  // check marks and glyphs: + # ^ ! ?
};

}  // namespace saban::parser::ast

BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::RbSquare, row, col)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::RbAction, separator, target, to)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::RbCheck, mark, piece, square)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::RbSubMove, heroic, piece, from, action, check)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::RbMove, stack, subs, judgement)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::SanPart, unit, rest)
BOOST_FUSION_ADAPT_STRUCT(saban::parser::ast::SanMove, stay, parts, suffix)
