// The syntax tree of a game record (both dialects share the PGN-shaped container).
// Move tokens stay text here; move_ast.hpp parses them in the dialect of the game.
#pragma once

#include <boost/spirit/home/x3/support/ast/position_tagged.hpp>
#include <boost/spirit/home/x3/support/ast/variant.hpp>
#include <string>
#include <vector>

namespace saban::parser::ast {

namespace x3 = boost::spirit::x3;

struct Tag : x3::position_tagged {
  std::string name;
  std::string value;
};

struct Comment : x3::position_tagged {
  std::string text;
};

struct Nag : x3::position_tagged {
  unsigned code = 0;
};

struct MoveNumber : x3::position_tagged {
  unsigned number = 0;
  std::string dots;  // "." or "..."
};

struct MoveToken : x3::position_tagged {
  std::string text;
};

struct GameResult : x3::position_tagged {
  std::string text;  // 1-0, 0-1, 1/2-1/2, *
};

struct Variation;

struct Element : x3::variant<MoveNumber, MoveToken, Comment, Nag, GameResult, x3::forward_ast<Variation>> {
  using base_type::base_type;
  using base_type::operator=;
};

struct Variation : x3::position_tagged {
  std::vector<Element> elements;
};

struct Game : x3::position_tagged {
  std::vector<Tag> tags;
  std::vector<Element> movetext;
};

}  // namespace saban::parser::ast
