// Spirit X3 grammars of the two move dialects. Tokens are short, so each is parsed whole, without a skipper.
// Text attributes are views of the token (x3::raw), not copies.
#include "parser/move_grammar.hpp"

#include <array>
#include <boost/spirit/home/x3.hpp>
#include <cstdint>
#include <string_view>

#include "parser/internal/fast_moves.h"
#include "parser/internal/string_view_attribute.hpp"

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

bool parse_rulebook_move_grammar(std::string_view token, ast::RbMove& out, std::size_t& error_at) {
  return parse_whole(token, rulebook::move, out, error_at);
}

bool parse_san_move_grammar(std::string_view token, ast::SanMove& out, std::size_t& error_at) {
  return parse_whole(token, san::move, out, error_at);
}

bool parse_rulebook_move_fast(std::string_view token, ast::RbMove& out) { return fast::rulebook(token, out); }

bool parse_san_move_fast(std::string_view token, ast::SanMove& out) { return fast::san(token, out); }

bool read_san_one_part(std::string_view token, std::string_view& unit, std::string_view& rest,
                       std::string_view& suffix) {
  return fast::san_one_part(token, unit, rest, suffix);
}

bool check_rulebook_move(std::string_view token, std::size_t& error_at) {
  if (fast::rulebook_token<false>(token, nullptr)) return true;
  ast::RbMove tree;
  return parse_rulebook_move_grammar(token, tree, error_at);
}

bool check_san_move(std::string_view token, std::size_t& error_at) {
  if (fast::san_token<false>(token, nullptr)) return true;
  ast::SanMove tree;
  return parse_san_move_grammar(token, tree, error_at);
}

bool parse_rulebook_move(std::string_view token, ast::RbMove& out, std::size_t& error_at) {
  return fast::rulebook(token, out) || parse_rulebook_move_grammar(token, out, error_at);
}

bool parse_san_move(std::string_view token, ast::SanMove& out, std::size_t& error_at) {
  return fast::san(token, out) || parse_san_move_grammar(token, out, error_at);
}

}  // namespace saban::parser
