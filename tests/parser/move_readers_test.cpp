// The hand-written readers of the commonest move tokens (parse_rulebook_move, parse_san_move) against the
// grammars alone: the tokens of random games in every dialect, and those tokens with characters changed,
// dropped or added, must read the same (the same tree, or the same error offset); and the checks without a
// tree (check_rulebook_move, check_san_move) must answer as the parsers.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "parser/move_grammar.hpp"
#include "parser/writer.h"
#include "rules/movegen.h"
#include "rules/san.h"
#include "tests/parser/random_edit.h"

namespace saban::parser {
namespace {

std::string show(std::string_view v) { return "'" + std::string(v) + "'"; }

std::string text_of(const ast::RbSquare& s) { return std::to_string(s.row) + "," + std::to_string(s.col); }

std::string text_of(const ast::RbMove& m) {
  std::string out = m.stack ? "stack " + show(*m.stack) : "no stack";
  for (const ast::RbSubMove& s : m.subs) {
    out += " | " + show(s.heroic) + show(s.piece) + text_of(s.from);
    if (s.action)
      out += " action " + show(s.action->separator) + show(s.action->target) + text_of(s.action->to);
    if (s.check)
      out += std::string(" check ") + s.check->mark + show(s.check->piece) +
             (s.check->square ? text_of(*s.check->square) : "-");
  }
  return out + " judgement " + show(m.judgement);
}

std::string text_of(const ast::SanMove& m) {
  std::string out = m.stay ? "stay " + show(*m.stay) : "no stay";
  for (const ast::SanPart& p : m.parts) out += " | " + show(p.unit) + show(p.rest);
  return out + " suffix " + show(m.suffix);
}

// The tokens of random games, in the rulebook's vi and en letters and in SAN.
std::vector<std::string> random_tokens(const Profile& profile, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<std::string> out;
  for (int g = 0; g < 20; ++g) {
    Position pos = Position::start(profile);
    for (int ply = 0; ply < 120; ++ply) {
      std::vector<Turn> legal;
      generate_legal(pos, DeployMode::Full, legal);
      if (legal.empty() || !pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) break;
      std::vector<Turn> favoured;
      for (const Turn& t : legal)
        if (t.first().deploy() || t.first().is_capture() || t.first().kind() == MoveKind::Combine)
          favoured.push_back(t);
      const Turn t =
          !favoured.empty() && rng() % 2 ? favoured[rng() % favoured.size()] : legal[rng() % legal.size()];
      out.push_back(rulebook_token(pos, t, Letters::Vi));
      out.push_back(rulebook_token(pos, t, Letters::En));
      out.push_back(to_san(pos, t, legal));
      Undo u;
      pos.do_turn(t, u);
    }
  }
  return out;
}

// check_*_move (the token read, no tree kept) answers as parse_*_move, with the same error offset.
template <typename Tree, typename Check, typename Parse>
void compare_check(const std::string& token, Check check, Parse parse, long& valid) {
  Tree tree;
  std::size_t bad_check = 0, bad_parse = 0;
  const bool ok_check = check(token, bad_check), ok_parse = parse(token, tree, bad_parse);
  ASSERT_EQ(ok_check, ok_parse) << token;
  if (ok_check)
    ++valid;
  else
    ASSERT_EQ(bad_check, bad_parse) << token;
}

template <typename Tree, typename Fast, typename Slow>
void compare(const std::string& token, Fast fast, Slow slow, long& read) {
  Tree a, b;
  std::size_t bad_a = 0, bad_b = 0;
  const bool ok_a = fast(token, a, bad_a), ok_b = slow(token, b, bad_b);
  ASSERT_EQ(ok_a, ok_b) << token;
  if (ok_a) {
    ASSERT_EQ(text_of(a), text_of(b)) << token;
    ++read;
  } else {
    ASSERT_EQ(bad_a, bad_b) << token;
  }
}

TEST(MoveReaders, AgreeWithTheGrammarsOnRandomAndMangledTokens) {
  std::mt19937 rng(31);
  const std::string alphabet = "0123456789,._@\"><^/+-?=!$*()ABCDEFHIKLMNPSTafinsx&#\xCC\xB2";
  long read = 0, checked = 0, tokens = 0, fast_san_deploys = 0, fast_san_stays = 0, one_parts = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    for (const std::string& token : random_tokens(profile, profile.cotulenh_quirks ? 2 : 1)) {
      std::vector<std::string> variants{token};
      for (int k = 0; k < 6; ++k) {
        std::string v = token;
        test::random_edit(v, alphabet, rng);
        variants.push_back(v);
      }
      for (const std::string& v : variants) {
        ++tokens;
        compare<ast::RbMove>(v, parse_rulebook_move, parse_rulebook_move_grammar, read);
        compare<ast::SanMove>(v, parse_san_move, parse_san_move_grammar, read);
        compare_check<ast::RbMove>(v, check_rulebook_move, parse_rulebook_move, checked);
        compare_check<ast::SanMove>(v, check_san_move, parse_san_move, checked);
        // The hand-written SAN reader reads deploys (several parts) and stays itself.
        ast::SanMove fast;
        const bool fast_read = parse_san_move_fast(v, fast);
        if (fast_read) {
          fast_san_deploys += fast.parts.size() > 1;
          fast_san_stays += fast.stay.has_value();
        }
        // The replay's reader of one part without its tree reads exactly the tokens it reads so, alike.
        std::string_view unit, rest, suffix;
        const bool one_part = read_san_one_part(v, unit, rest, suffix);
        ASSERT_EQ(one_part, fast_read && !fast.stay && fast.parts.size() == 1) << v;
        if (one_part) {
          ++one_parts;
          ASSERT_EQ(text_of(fast), "no stay | " + show(unit) + show(rest) + " suffix " + show(suffix)) << v;
        }
        if (::testing::Test::HasFatalFailure()) return;
      }
    }
  }
  EXPECT_GT(tokens, 20000);
  EXPECT_GT(read, 10000);
  EXPECT_EQ(checked, read);
  EXPECT_GT(fast_san_deploys, 500);
  EXPECT_GT(fast_san_stays, 100);
  EXPECT_GT(one_parts, 5000);
}

}  // namespace
}  // namespace saban::parser
