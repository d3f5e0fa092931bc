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

// A cursor over the token: `p` moves, `end` is the token's end.
struct Cursor {
  const char* p;
  const char* end;
  bool at(char c) const { return p != end && *p == c; }
  bool upper() const { return p != end && *p >= 'A' && *p <= 'Z'; }
  bool lower() const { return p != end && *p >= 'a' && *p <= 'z'; }
  bool digit() const { return p != end && *p >= '0' && *p <= '9'; }
};

// piece: `*` or a capital and an optional small letter; empty if neither.
std::string_view piece(Cursor& c) {
  const char* start = c.p;
  if (c.at('*')) {
    ++c.p;
  } else if (c.upper()) {
    ++c.p;
    if (c.lower()) ++c.p;
  }
  return {start, static_cast<std::size_t>(c.p - start)};
}

// uint_ (at most 9 digits here: no overflow to reproduce).
bool number(Cursor& c, unsigned& out) {
  const char* start = c.p;
  unsigned v = 0;
  while (c.digit() && c.p - start < 9) v = v * 10 + static_cast<unsigned>(*c.p++ - '0');
  out = v;
  return c.p != start && !c.digit();
}

// square: uint_ (',' | '.') uint_; false without a sure answer.
bool square(Cursor& c, ast::RbSquare& out) {
  if (!number(c, out.row) || !(c.at(',') || c.at('.'))) return false;
  ++c.p;
  return number(c, out.col);
}

bool rulebook(std::string_view t, ast::RbMove& out) {
  Cursor c{t.data(), t.data() + t.size()};
  if (c.p == c.end || *c.p == '(') return false;
  ast::RbSubMove sub;
  if (c.at('+')) sub.heroic = {c.p++, 1};
  sub.piece = piece(c);
  if (!square(c, sub.from)) return false;
  // -action: a separator (in the grammar's order), a piece or none, a square; the underlined @ is left to it.
  if (c.p != c.end) {
    std::size_t len = 0;
    const char next = c.p + 1 != c.end ? c.p[1] : '\0';
    if (*c.p == '@') {
      if (static_cast<unsigned char>(next) == 0xCC) return false;
      len = next == '@' || next == '"' ? 2 : 1;
    } else if (*c.p == '_') {
      len = 1;
    } else if (*c.p == '>' && next == '<') {
      len = 2;
    }
    if (len) {
      sub.action.emplace();
      ast::RbAction& a = *sub.action;
      a.separator = {c.p, len};
      c.p += len;
      a.target = piece(c);
      if (!square(c, a.to)) return false;
    }
  }
  // -check: '^' or '>', a piece or none, and an optional square.
  if (c.at('^') || c.at('>')) {
    sub.check.emplace();
    ast::RbCheck& k = *sub.check;
    k.mark = *c.p++;
    k.piece = piece(c);
    if (c.digit()) {
      k.square.emplace();
      if (!square(c, *k.square)) return false;
    }
  }
  const char* judgement = c.p;
  for (; c.p != c.end; ++c.p) {
    const char ch = *c.p;
    if (ch != '+' && ch != '-' && ch != '?' && ch != '=' && ch != '!' && ch != '$') break;
  }
  if (c.p != c.end) return false;  // a '/' (more sub-moves) or anything else: the grammar decides
  out.stack.reset();
  out.subs.clear();
  out.subs.push_back(sub);
  out.judgement = {judgement, static_cast<std::size_t>(c.end - judgement)};
  return true;
}

bool san_letter(char ch) {
  switch (ch) {
    case 'C': case 'I': case 'T': case 'M': case 'E': case 'A': case 'G': case 'S': case 'F': case 'N': case 'H':
      return true;
    default:
      return false;
  }
}
bool san_rest(char ch) {
  return (ch >= 'a' && ch <= 'k') || (ch >= '0' && ch <= '9') || ch == 'x' || ch == '_' || ch == '@' || ch == '&' ||
         ch == '>' || ch == '"';
}

bool san(std::string_view t, ast::SanMove& out) {
  const char* p = t.data();
  const char* const end = p + t.size();
  if (p != end && *p == '+') ++p;
  if (p == end || !san_letter(*p)) return false;
  ++p;
  const char* rest = p;
  while (p != end && san_rest(*p)) ++p;
  if (p == rest) return false;
  // A stay ('<') or a second part (',') is left to the grammar.
  if (p != end && (*p == '<' || *p == ',')) return false;
  const char* suffix = p;
  for (; p != end; ++p)
    if (*p != '+' && *p != '#' && *p != '^' && *p != '!' && *p != '?') return false;
  out.stay.reset();
  out.parts.clear();
  out.parts.push_back(ast::SanPart{{t.data(), static_cast<std::size_t>(rest - t.data())},
                                   {rest, static_cast<std::size_t>(suffix - rest)}});
  out.suffix = {suffix, static_cast<std::size_t>(end - suffix)};
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
