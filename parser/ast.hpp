// The syntax tree of a game record (both dialects share the PGN-shaped container).
// Move tokens stay text here; move_ast.hpp parses them in the dialect of the game. Text is held as views into
// the game's text (which must outlive the tree), and every node keeps where it starts in that text.
#pragma once

#include <boost/spirit/home/x3/support/ast/variant.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace saban::parser::ast {

namespace x3 = boost::spirit::x3;

/// Where a node starts in the game's text (set by the grammar when the node is parsed).
struct Located {
  const char* at = nullptr;
};

struct Tag : Located {
  std::string_view name;
  std::string_view value;  ///< as written between the quotes: escapes (\" \\) kept; see unescaped()
};

struct Comment : Located {
  std::string_view text;
};

struct Nag : Located {
  unsigned code = 0;
};

struct MoveNumber : Located {
  unsigned number = 0;
  std::string_view dots;  // "." or "..."
};

struct MoveToken : Located {
  std::string_view text;
};

struct GameResult : Located {
  std::string_view text;  // 1-0, 0-1, 1/2-1/2, *
};

struct Variation;

struct Element : x3::variant<MoveNumber, MoveToken, Comment, Nag, GameResult, x3::forward_ast<Variation>> {
  using base_type::base_type;
  using base_type::operator=;
};

struct Variation : Located {
  std::vector<Element> elements;
};

struct Game : Located {
  std::vector<Tag> tags;
  std::vector<Element> movetext;
};

/// A tag value with its escapes resolved (a backslash stands for the character after it).
inline std::string unescaped(std::string_view value) {
  // The commonest: nothing escaped, the value copied at once (not a character at a time).
  if (value.find('\\') == std::string_view::npos) return std::string(value);
  std::string out;
  out.reserve(value.size());
  for (std::size_t i = 0; i < value.size(); ++i) {
    if (value[i] == '\\' && i + 1 < value.size()) ++i;
    out += value[i];
  }
  return out;
}

}  // namespace saban::parser::ast
