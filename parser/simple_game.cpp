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
// between elements, but token characters inside one: the reader gives up on them), 8 NUL: the end of the text
// (std::string's terminator, read instead of comparing with the end at every character), or a token
// character inside it.
constexpr std::array<std::uint8_t, 256> kClass = [] {
  std::array<std::uint8_t, 256> t{};
  for (unsigned char c : std::string_view(" \t\r\n")) t[c] = 1;
  for (unsigned char c : std::string_view("{};()[]")) t[c] = 2;
  t['\v'] = t['\f'] = 4;
  t[0] = 8;
  return t;
}();
std::uint8_t class_of(char c) { return kClass[static_cast<unsigned char>(c)]; }
bool is_blank(char c) { return class_of(c) == 1; }
bool is_odd_space(char c) { return class_of(c) == 4; }
bool is_stop(char c) { return (class_of(c) & 3) != 0; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_name_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || is_digit(c) || c == '_';
}
// Where a tag value's scan stops: its closing quote, an escape, a line break (the last two: the grammar),
// NUL.
constexpr std::array<bool, 256> kValueStop = [] {
  std::array<bool, 256> t{};
  for (unsigned char c : std::string_view("\"\\\n")) t[c] = true;
  t[0] = true;
  return t;
}();

// The text is read up to `end`, where a NUL stands (std::string's terminator).
struct Reader {
  const char* p;
  const char* end;
  TokenSink* sink = nullptr;  // set: move tokens go to it, move numbers and results are not kept

  // Skips white space; false on '\v' or '\f'.
  bool skip() {
    while (is_blank(*p)) ++p;
    return !is_odd_space(*p);
  }
  bool stop_or_end(const char* q) const { return q == end || is_stop(*q); }

  // The first stop character from q, or the end (a NUL before the end is a token character).
  const char* next_stop(const char* q) const {
    for (;;) {
      while ((class_of(*q) & 11) == 0) ++q;
      if (*q != '\0' || q == end) return q;
      ++q;
    }
  }
  // stack_prefix: '(' +(char_ - stop) ')' at q; the position after it, or null.
  const char* stack_prefix(const char* q) const {
    if (*q != '(') return nullptr;
    const char* r = next_stop(q + 1);
    if (r == q + 1 || *r != ')') return nullptr;
    return r + 1;
  }
  // *token_char from q: non-stop characters and stack prefixes.
  const char* token_chars(const char* q) const {
    for (;;) {
      q = next_stop(q);
      const char* r = stack_prefix(q);
      if (!r) return q;
      q = r;
    }
  }

  bool tag(ast::Game& tree) {
    ast::Tag t;
    t.at = p++;
    if (!skip()) return false;
    const char* name = p;
    while (is_name_char(*p)) ++p;
    if (p == name) return false;
    t.name = {name, static_cast<std::size_t>(p - name)};
    if (!skip() || *p != '"') return false;
    const char* value = ++p;
    for (;;) {
      while (!kValueStop[static_cast<unsigned char>(*p)]) ++p;
      if (*p != '\0') break;
      if (p == end) return false;
      ++p;
    }
    if (*p != '"') return false;  // escapes and broken values: the grammar
    t.value = {value, static_cast<std::size_t>(p - value)};
    ++p;
    if (!skip() || *p != ']') return false;
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
      while (is_digit(*q) && q - p < 9) n = n * 10 + static_cast<unsigned>(*q++ - '0');
      if (is_digit(*q)) return false;
      if (*q == '.') {
        const char* dots = q;
        while (*q == '.') ++q;
        ast::MoveNumber m;
        m.at = p;
        m.number = n;
        m.dots = {dots, static_cast<std::size_t>(q - dots)};
        if (!sink) tree.movetext.emplace_back(m);
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
          if (!sink) tree.movetext.emplace_back(g);
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
      if (!sink) tree.movetext.emplace_back(g);
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
    if (!sink)
      tree.movetext.emplace_back(t);
    else if (!sink->token(tree, t.text))
      return false;
    p = q;
    return true;
  }
};

bool read(const std::string& text, ast::Game& tree, TokenSink* sink) {
  Reader r{text.data(), text.data() + text.size(), sink};
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

}  // namespace

bool read_simple_game(const std::string& text, ast::Game& tree) { return read(text, tree, nullptr); }

bool read_simple_game(const std::string& text, ast::Game& tree, TokenSink& sink) {
  return read(text, tree, &sink);
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
