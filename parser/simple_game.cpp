// The fast reader follows the record grammar's ordered choices (record_def.hpp) for the few element kinds it
// knows and gives up on anything else, so that what it accepts reads exactly as the grammar reads it.
#include "parser/simple_game.h"

#include <array>
#include <cstdint>

#include "parser/internal/config.hpp"
#include "parser/internal/record.hpp"

namespace saban::parser {

namespace {

// Character classes by table: 1 white space of the grammar's `stop` set ( \t\r\n), 2 the rest of `stop`
// ({ } ; ( ) [ ]), 4 the other white space of ascii::space, the grammar's skipper ('\v' and '\f': skipped
// between elements, but token characters inside one: the reader gives up on them).
constexpr std::array<std::uint8_t, 256> kClass = [] {
  std::array<std::uint8_t, 256> t{};
  for (unsigned char c : std::string_view(" \t\r\n")) t[c] = 1;
  for (unsigned char c : std::string_view("{};()[]")) t[c] = 2;
  t['\v'] = t['\f'] = 4;
  return t;
}();
bool is_blank(char c) { return kClass[static_cast<unsigned char>(c)] == 1; }
bool is_odd_space(char c) { return kClass[static_cast<unsigned char>(c)] == 4; }
bool is_stop(char c) { return (kClass[static_cast<unsigned char>(c)] & 3) != 0; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_name_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || is_digit(c) || c == '_';
}

struct Reader {
  const char* p;
  const char* end;

  // Skips white space; false on '\v' or '\f'.
  bool skip() {
    while (p != end && is_blank(*p)) ++p;
    return p == end || !is_odd_space(*p);
  }
  bool stop_or_end(const char* q) const { return q == end || is_stop(*q); }

  // stack_prefix: '(' +(char_ - stop) ')' at q; the position after it, or null.
  const char* stack_prefix(const char* q) const {
    if (q == end || *q != '(') return nullptr;
    const char* r = q + 1;
    while (r != end && !is_stop(*r)) ++r;
    if (r == q + 1 || r == end || *r != ')') return nullptr;
    return r + 1;
  }
  // *token_char from q: non-stop characters and stack prefixes.
  const char* token_chars(const char* q) const {
    for (;;) {
      if (q != end && !is_stop(*q)) {
        ++q;
      } else if (const char* r = stack_prefix(q)) {
        q = r;
      } else {
        return q;
      }
    }
  }

  bool tag(ast::Game& tree) {
    ast::Tag t;
    t.at = p++;
    if (!skip()) return false;
    const char* name = p;
    while (p != end && is_name_char(*p)) ++p;
    if (p == name) return false;
    t.name = {name, static_cast<std::size_t>(p - name)};
    if (!skip() || p == end || *p != '"') return false;
    const char* value = ++p;
    while (p != end && *p != '"') {
      if (*p == '\\' || *p == '\n') return false;  // escapes and broken values: the grammar
      ++p;
    }
    if (p == end) return false;
    t.value = {value, static_cast<std::size_t>(p - value)};
    ++p;
    if (!skip() || p == end || *p != ']') return false;
    ++p;
    tree.tags.push_back(t);
    return true;
  }

  // One element at p (not white space); false when the reader gives up.
  bool element(ast::Game& tree) {
    const char c = *p;
    if (is_digit(c)) {
      // move_number: uint_ and one or more dots; else a result (move tokens never start with a digit).
      const char* q = p;
      unsigned n = 0;
      while (q != end && is_digit(*q) && q - p < 9) n = n * 10 + static_cast<unsigned>(*q++ - '0');
      if (q != end && is_digit(*q)) return false;
      if (q != end && *q == '.') {
        const char* dots = q;
        while (q != end && *q == '.') ++q;
        ast::MoveNumber m;
        m.at = p;
        m.number = n;
        m.dots = {dots, static_cast<std::size_t>(q - dots)};
        tree.movetext.emplace_back(m);
        p = q;
        return true;
      }
      for (std::string_view r :
           {std::string_view("1-0"), std::string_view("0-1"), std::string_view("1/2-1/2")}) {
        if (static_cast<std::size_t>(end - p) >= r.size() && std::string_view(p, r.size()) == r &&
            stop_or_end(p + r.size())) {
          ast::GameResult g;
          g.at = p;
          g.text = {p, r.size()};
          tree.movetext.emplace_back(g);
          p += r.size();
          return true;
        }
      }
      return false;
    }
    if (c == '*' && stop_or_end(p + 1)) {  // a lone star is the result
      ast::GameResult g;
      g.at = p;
      g.text = {p, 1};
      tree.movetext.emplace_back(g);
      ++p;
      return true;
    }
    const char* q;
    if (!is_stop(c) && c != '$') {
      q = token_chars(p + 1);
    } else if (const char* r = stack_prefix(p); r && (r != end && (!is_stop(*r) || stack_prefix(r)))) {
      q = token_chars(r);  // a token opening with a stack: at least one token character after it
    } else {
      return false;  // comments, NAGs, variations, stray brackets: the grammar
    }
    ast::MoveToken t;
    t.at = p;
    t.text = {p, static_cast<std::size_t>(q - p)};
    tree.movetext.emplace_back(t);
    p = q;
    return true;
  }
};

}  // namespace

bool read_simple_game(std::string_view text, ast::Game& tree) {
  Reader r{text.data(), text.data() + text.size()};
  tree.tags.clear();
  tree.movetext.clear();
  if (!r.skip() || r.p == r.end) return false;
  tree.at = r.p;
  while (r.p != r.end && *r.p == '[') {
    if (!r.tag(tree) || !r.skip()) return false;
  }
  while (r.p != r.end) {
    if (!r.element(tree) || !r.skip()) return false;
  }
  return true;
}

bool read_game_with_grammar(std::string_view text, ast::Game& tree) {
  SyntaxFailure failure;
  failure.text = text.data();
  failure.offset = std::string::npos;
  tree.tags.clear();
  tree.movetext.clear();
  const char* first = text.data();
  const char* const end = text.data() + text.size();
  const auto grammar = x3::with<SyntaxFailure>(std::ref(failure))[game_grammar()];
  return x3::phrase_parse(first, end, grammar, x3::ascii::space, tree) && first == end;
}

}  // namespace saban::parser
