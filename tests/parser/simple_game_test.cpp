// read_simple_game (the hand-written reader of the commonest records) against the record grammar: on random
// games written in every dialect, and on copies with characters changed, dropped or added, whatever the fast
// reader accepts the grammar must read to the same tree (every node's kind, text and position).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

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
  long texts = 0, fast = 0, mangled_fast = 0;
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
}

}  // namespace
}  // namespace saban::parser
