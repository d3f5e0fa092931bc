// read_simple_game (the hand-written reader of the commonest records) against the record grammar: on random
// games written in every dialect, and on copies with characters changed, dropped or added, whatever the fast
// reader accepts the grammar must read to the same tree (every node's kind, text and position); and read
// without replay (the tokens checked as the fast reader reads them, no tree of the movetext), every game must
// read as a definition on the grammar's tree reads it: as many tokens, the same error.
#include <gtest/gtest.h>

#include <cctype>
#include <random>
#include <string>
#include <vector>

#include "parser/move_grammar.hpp"
#include "parser/reader.h"
#include "parser/simple_game.h"
#include "parser/writer.h"
#include "rules/movegen.h"
#include "tests/parser/random_edit.h"

namespace saban::parser {
namespace {

std::string describe(const ast::Game& g, const char* base) {
  auto off = [&](const ast::Located& n) { return std::to_string(n.at - base); };
  std::string out = "game@" + off(g);
  for (const ast::Tag& t : g.tags)
    out += " [" + off(t) + " " + std::string(t.name) + "=" + std::string(t.value) + "]";
  for (const ast::Element& e : g.movetext) {
    if (auto* m = boost::get<ast::MoveToken>(&e))
      out += " move@" + off(*m) + ":" + std::string(m->text);
    else if (auto* n = boost::get<ast::MoveNumber>(&e))
      out += " number@" + off(*n) + ":" + std::to_string(n->number) + std::string(n->dots);
    else if (auto* r = boost::get<ast::GameResult>(&e))
      out += " result@" + off(*r) + ":" + std::string(r->text);
    else
      out += " other";
  }
  return out;
}

// Reading without replay, by definition: the tokens of the tree in text order, each read in the game's
// dialect (the last Notation tag, else: rulebook when the first token has a digit, a comma or point and a
// digit); the first that does not read is the error.
void tokens_of(const std::vector<ast::Element>& elements, std::vector<std::string_view>& out) {
  for (const ast::Element& e : elements) {
    if (auto* t = boost::get<ast::MoveToken>(&e)) out.push_back(t->text);
    if (auto* v = boost::get<ast::x3::forward_ast<ast::Variation>>(&e)) tokens_of(v->get().elements, out);
  }
}

std::size_t checked_tokens(const ast::Game& tree, std::string& error) {
  std::vector<std::string_view> tokens;
  tokens_of(tree.movetext, tokens);
  bool rulebook = false;
  if (!tokens.empty())
    for (std::size_t i = 1; i + 1 < tokens[0].size(); ++i)
      if ((tokens[0][i] == ',' || tokens[0][i] == '.') && std::isdigit(tokens[0][i - 1]) &&
          std::isdigit(tokens[0][i + 1]))
        rulebook = true;
  for (const ast::Tag& t : tree.tags)
    if (t.name == "Notation") rulebook = ast::unescaped(t.value) != "san";
  for (std::string_view t : tokens) {
    ast::RbMove rb;
    ast::SanMove san;
    std::size_t bad = 0;
    if (!(rulebook ? parse_rulebook_move(t, rb, bad) : parse_san_move(t, san, bad))) {
      error = "cannot read the move '" + std::string(t) + "'";
      return 0;
    }
  }
  return tokens.size();
}

GameRecord random_record(const Profile& profile, std::mt19937& rng) {
  GameRecord g;
  g.start = Position::start(profile);
  g.set_tag("Profile", profile.name);
  g.set_tag("Red", "Bùi Hữu Lộc");
  Position pos = g.start;
  for (int ply = 0; ply < 80; ++ply) {
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    if (legal.empty() || !pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) break;
    RecordMove m;
    m.turn = legal[rng() % legal.size()];
    if (rng() % 400 == 0) m.comments.push_back("a comment");
    Undo u;
    pos.do_turn(m.turn, u);
    g.moves.push_back(m);
  }
  g.result = rng() % 2 ? "1/2-1/2" : "*";
  return g;
}

TEST(SimpleGame, ReadsAsTheGrammarDoes) {
  std::mt19937 rng(41);
  const std::string alphabet =
      std::string("0123456789.*-/\"\\[](){};$ \t\n\r\v\f,_@><^+?!=#xabcKTNC\xCC\xB2\xC3") + '\0';
  long texts = 0, fast = 0, mangled_fast = 0, checked = 0, mangled_checked = 0, token_errors = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    for (int n = 0; n < 20; ++n) {
      const GameRecord g = random_record(profile, rng);
      for (WriteOptions w :
           {WriteOptions{Dialect::Rulebook, Letters::Vi}, WriteOptions{Dialect::Rulebook, Letters::En},
            WriteOptions{Dialect::San, Letters::Vi}}) {
        const std::string text = write_game(g, w);
        for (int k = 0; k < 40; ++k) {
          std::string v = text;
          const int edits = k == 0 ? 0 : 1 + static_cast<int>(rng() % 2);
          for (int e = 0; e < edits; ++e) test::random_edit(v, alphabet, rng);
          if (k % 8 == 7) v.resize(rng() % (v.size() + 1));  // the text ends anywhere: in a tag, a token...
          ++texts;
          ast::Game a, b;
          // Read without replay (the commonest games checked as they are read, without a tree of the
          // movetext), the game reads as the definition below reads the grammar's tree.
          if (read_game_with_grammar(v, b)) {
            ReadOptions syntax_only;
            syntax_only.replay = false;
            const ReadGame r = read_game(v, "f.ctr", 1, 1, syntax_only);
            std::string error;
            const std::size_t tokens = checked_tokens(b, error);
            ASSERT_EQ(r.errors.empty() ? "" : r.errors[0].message, error) << v;
            ASSERT_EQ(r.tokens, tokens) << v;
            if (read_simple_game(v, a) && tokens > 0) ++checked, mangled_checked += edits > 0;
            if (!error.empty()) ++token_errors;
          }
          if (!read_simple_game(v, a)) continue;
          ++fast;
          if (edits) ++mangled_fast;
          ASSERT_TRUE(read_game_with_grammar(v, b)) << v;
          ASSERT_EQ(describe(a, v.data()), describe(b, v.data())) << v;
        }
      }
    }
  }
  EXPECT_GT(texts, 4000);
  EXPECT_GT(fast, 1000);
  EXPECT_GT(mangled_fast, 500);
  EXPECT_GT(checked, 800);
  EXPECT_GT(mangled_checked, 500);
  EXPECT_GT(token_errors, 1000);
}

}  // namespace
}  // namespace saban::parser
