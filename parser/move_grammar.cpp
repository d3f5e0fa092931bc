// Spirit X3 grammars of the two move dialects. Tokens are short, so each is parsed whole, without a skipper.
// Text attributes are views of the token (x3::raw), not copies.
#include "parser/move_grammar.hpp"

#include <boost/spirit/home/x3.hpp>
#include <string_view>

#include "parser/string_view_attribute.hpp"

namespace saban::parser {

namespace x3 = boost::spirit::x3;

namespace rulebook {

using x3::char_;
using x3::lit;
using x3::uint_;

// Rules
x3::rule<struct piece_class, std::string_view> const piece = "piece letter";
x3::rule<struct square_class, ast::RbSquare> const square = "row,column";
x3::rule<struct separator_class, std::string_view> const separator = "separator";
x3::rule<struct action_class, ast::RbAction> const action = "action";
x3::rule<struct check_class, ast::RbCheck> const check = "check mark";
x3::rule<struct sub_class, ast::RbSubMove> const sub = "move";
x3::rule<struct stack_class, std::string_view> const stack = "stack";
x3::rule<struct move_class, ast::RbMove> const move = "move";

// Grammar. Letters: vi `*` and one capital; en one capital and an optional small letter (Af, Aa, Ms, In).
auto const piece_def = x3::raw[lit('*') | (char_("A-Z") >> -char_("a-z"))];
auto const no_text = x3::attr(std::string_view());
auto const square_def = uint_ >> (lit(',') | '.') >> uint_;
// The underlined @ (U+0332 COMBINING LOW LINE after it) means a stay capture, as ASCII @@ does.
auto const underlined_at = lit("@\xCC\xB2") >> x3::attr(std::string_view("@@"));
auto const separator_def = underlined_at | x3::raw[lit("@@") | lit("@\"") | lit("><") | lit('@') | lit('_')];
auto const action_def = separator >> (piece | no_text) >> square;
auto const check_def = char_("^>") >> (piece | no_text) >> -square;
auto const sub_def = (x3::raw[lit('+')] | no_text) >> (piece | no_text) >> square >> -action >> -check;
auto const judgement = x3::raw[*char_("+-?=!$")];
auto const stack_def = '(' >> x3::raw[+(char_ - ')')] >> ')';
auto const move_def = -stack >> (sub % '/') >> judgement;

BOOST_SPIRIT_DEFINE(piece, square, separator, action, check, sub, stack, move)

}  // namespace rulebook

namespace san {

using x3::char_;

x3::rule<struct unit_class, std::string_view> const unit = "piece or stack";
x3::rule<struct part_class, ast::SanPart> const part = "move";
x3::rule<struct stay_class, std::string_view> const stay = "stack";
x3::rule<struct move_class, ast::SanMove> const move = "move";

auto const letter = char_("CITMEAGSFNH");
auto const unit_def = x3::raw[(char_('(') >> +(char_('+') | letter) >> char_(')')) | (-char_('+') >> letter)];
auto const part_def = unit >> x3::raw[+(char_("a-k") | char_("0-9") | char_("x_@&>\""))];
auto const stay_def = unit >> '<';
auto const move_def = -stay >> (part % ',') >> x3::raw[*char_("+#^!?")];

BOOST_SPIRIT_DEFINE(unit, part, stay, move)

}  // namespace san

namespace {

template <typename Grammar, typename Attr>
bool parse_whole(std::string_view token, const Grammar& g, Attr& out, std::size_t& error_at) {
  auto first = token.begin();
  const bool ok = x3::parse(first, token.end(), g, out);
  if (ok && first == token.end()) return true;
  error_at = static_cast<std::size_t>(first - token.begin());
  return false;
}

}  // namespace

// Hand-written readers of the commonest token shapes, following the grammars' ordered choices exactly: one
// sub-move without a stack prefix (rulebook), one part without a stay (SAN). They give up (false, `out`
// untouched) on anything else, which the grammar then reads.
namespace fast {

bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// piece: `*` or a capital and an optional small letter; empty if neither.
std::string_view piece(std::string_view t, std::size_t& i) {
  const std::size_t start = i;
  if (i < t.size() && t[i] == '*') ++i;
  else if (i < t.size() && is_upper(t[i])) {
    ++i;
    if (i < t.size() && is_lower(t[i])) ++i;
  }
  return t.substr(start, i - start);
}

// uint_ (at most 9 digits here: no overflow to reproduce).
bool number(std::string_view t, std::size_t& i, unsigned& out) {
  const std::size_t start = i;
  out = 0;
  while (i < t.size() && is_digit(t[i]) && i - start < 9) out = out * 10 + static_cast<unsigned>(t[i++] - '0');
  return i > start && !(i < t.size() && is_digit(t[i]));
}

// square: uint_ (',' | '.') uint_; false without a sure answer.
bool square(std::string_view t, std::size_t& i, ast::RbSquare& out) {
  if (!number(t, i, out.row)) return false;
  if (i >= t.size() || (t[i] != ',' && t[i] != '.')) return false;
  ++i;
  return number(t, i, out.col);
}

bool rulebook(std::string_view t, ast::RbMove& out) {
  std::size_t i = 0;
  if (t.empty() || t[0] == '(') return false;
  ast::RbSubMove sub;
  if (t[i] == '+') sub.heroic = t.substr(i++, 1);
  sub.piece = piece(t, i);
  if (!square(t, i, sub.from)) return false;
  // -action: a separator (in the grammar's order), a piece or none, a square; the underlined @ is left to it.
  if (i < t.size() && (t[i] == '@' || t[i] == '_' || t[i] == '>')) {
    std::size_t len = 0;
    if (t[i] == '@') {
      if (i + 1 < t.size() && static_cast<unsigned char>(t[i + 1]) == 0xCC) return false;
      len = (i + 1 < t.size() && (t[i + 1] == '@' || t[i + 1] == '"')) ? 2 : 1;
    } else if (t[i] == '_') {
      len = 1;
    } else if (i + 1 < t.size() && t[i + 1] == '<') {
      len = 2;
    }
    if (len) {
      ast::RbAction a;
      a.separator = t.substr(i, len);
      i += len;
      a.target = piece(t, i);
      if (!square(t, i, a.to)) return false;
      sub.action = a;
    }
  }
  // -check: '^' or '>', a piece or none, and an optional square.
  if (i < t.size() && (t[i] == '^' || t[i] == '>')) {
    ast::RbCheck c;
    c.mark = t[i++];
    c.piece = piece(t, i);
    if (i < t.size() && is_digit(t[i])) {
      ast::RbSquare sq;
      if (!square(t, i, sq)) return false;
      c.square = sq;
    }
    sub.check = c;
  }
  if (i < t.size() && t[i] == '/') return false;
  const std::size_t judgement = i;
  while (i < t.size() && std::string_view("+-?=!$").find(t[i]) != std::string_view::npos) ++i;
  if (i != t.size()) return false;
  out.stack.reset();
  out.subs.clear();
  out.subs.push_back(sub);
  out.judgement = t.substr(judgement);
  return true;
}

bool san_letter(char c) { return std::string_view("CITMEAGSFNH").find(c) != std::string_view::npos; }
bool san_rest(char c) {
  return (c >= 'a' && c <= 'k') || is_digit(c) || std::string_view("x_@&>\"").find(c) != std::string_view::npos;
}

bool san(std::string_view t, ast::SanMove& out) {
  std::size_t i = 0;
  if (i < t.size() && t[i] == '+') ++i;
  if (i >= t.size() || !san_letter(t[i])) return false;
  ++i;
  const std::string_view unit = t.substr(0, i);
  const std::size_t rest = i;
  while (i < t.size() && san_rest(t[i])) ++i;
  if (i == rest) return false;
  // A stay ('<') or a second part (',') is left to the grammar.
  if (i < t.size() && (t[i] == '<' || t[i] == ',')) return false;
  const std::size_t suffix = i;
  while (i < t.size() && std::string_view("+#^!?").find(t[i]) != std::string_view::npos) ++i;
  if (i != t.size()) return false;
  out.stay.reset();
  out.parts.clear();
  out.parts.push_back(ast::SanPart{unit, t.substr(rest, suffix - rest)});
  out.suffix = t.substr(suffix);
  return true;
}

}  // namespace fast

bool parse_rulebook_move_grammar(std::string_view token, ast::RbMove& out, std::size_t& error_at) {
  return parse_whole(token, rulebook::move, out, error_at);
}

bool parse_san_move_grammar(std::string_view token, ast::SanMove& out, std::size_t& error_at) {
  return parse_whole(token, san::move, out, error_at);
}

bool parse_rulebook_move(std::string_view token, ast::RbMove& out, std::size_t& error_at) {
  return fast::rulebook(token, out) || parse_rulebook_move_grammar(token, out, error_at);
}

bool parse_san_move(std::string_view token, ast::SanMove& out, std::size_t& error_at) {
  return fast::san(token, out) || parse_san_move_grammar(token, out, error_at);
}

}  // namespace saban::parser
