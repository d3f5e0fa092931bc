// The movetext walker (parser/movetext.h) and the game tree of the second game: the walker visits a record's
// moves in writing order with the paths the game tree goes to, for both games; Cờ Đông Sơn games are edited
// with the same tree as Commander Chess ones and written back.
#include "parser/movetext.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "parser/dongson_record.h"
#include "parser/dongson_san.h"
#include "parser/game_tree.h"
#include "parser/reader.h"
#include "parser/writer.h"
#include "rules/games.h"

namespace saban::parser {
namespace {

namespace ds = saban::dongson;

dongson::DsRecord read_ds(const std::string& text) {
  ReadGame g = read_game(text, "test", 1, 1);
  EXPECT_TRUE(g.dongson) << (g.errors.empty() ? "" : g.errors.front().format());
  return g.dongson ? *g.dongson : dongson::DsRecord{};
}

// Every event as a word: the order the writers see.
struct Trace : MovetextVisitor<games::DongSon> {
  std::vector<std::string> out;
  void begin_variation(std::size_t d) { out.push_back("(" + std::to_string(d)); }
  void end_variation(std::size_t d) { out.push_back(std::to_string(d) + ")"); }
  void comments_before(const ds::Game&, const std::vector<std::string>& cs, std::size_t) {
    for (const auto& c : cs) out.push_back("<" + c + ">");
  }
  void number(int n, bool first, bool interrupted, std::size_t) {
    out.push_back(std::to_string(n) + (first ? "." : "...") + (interrupted ? "!" : ""));
  }
  void move(const ds::Game& before, const dongson::DsMove& m, const MovePlace& p) {
    out.push_back(dongson::to_san(before, m.turn) + "@" + std::to_string(p.ply) + "/" +
                  std::to_string(p.depth) + "#" + std::to_string(p.index));
  }
  void nag(unsigned code, std::size_t) { out.push_back("$" + std::to_string(code)); }
  void evaluation(const Evaluation& e, std::size_t) { out.push_back("=" + evaluation_text(e)); }
  void comment(const std::string& c, std::size_t) { out.push_back("{" + c + "}"); }
  void move_done(const dongson::DsMove&, const MovePlace&) { out.push_back(";"); }
};

const char* const kDsGame =
    "[Variant \"dongson\"]\n\n"
    "1. Dd3 {the centre} (1. Bc3 {x} Ba7 $5 (1... Bc7) 2. Bc4) 1... Ba7 2. Dd4? {[%eval 0.50,3]} Bc7 *\n";

TEST(MovetextWalker, VisitsInWritingOrderWithPliesDepthsAndNumbers) {
  const dongson::DsRecord r = read_ds(kDsGame);
  Trace t;
  walk_movetext<games::DongSon>(r.start, r.moves, t);
  const std::vector<std::string> want = {
      "1.!", "Dd3@0/0#0", "{the centre}", ";",         "(1", "1.!",  "Bc3@0/1#1", "{x}",
      ";",   "1...!",     "Ba7@1/1#2",    "$5",        ";",  "(2",   "1...!",     "Bc7@1/2#3",
      ";",   "2)",        "2.!",          "Bc4@2/1#4", ";",  "1)",   "1...!",     "Ba7@1/0#5",
      ";",   "2.",        "Dd4@2/0#6",    "=+0.50",    ";",  "2...", "Bc7@3/0#7", ";"};
  EXPECT_EQ(t.out, want);
}

// Every move the walker visits is the move its path leads the game tree to, at the ply it says: for both
// games (a Commander Chess sample with nested variations, the Cờ Đông Sơn game above).
template <class Game, class Record>
void expect_paths_lead_to_the_moves(const Record& r) {
  struct Paths : MovetextVisitor<Game> {
    BasicGameTree<Game> tree;
    std::size_t visited = 0, next_index = 0;
    explicit Paths(const Record& rec) : tree(rec) {}
    void move(const typename Game::State& before, const BasicRecordMove<typename Game::Move>& m,
              const MovePlace& p) {
      ++visited;
      EXPECT_EQ(p.index, next_index++);
      ASSERT_TRUE(tree.go_to(p.path)) << m.text;
      ASSERT_NE(tree.current(), nullptr);
      EXPECT_EQ(tree.current()->text, m.text);
      EXPECT_TRUE(tree.current()->turn == m.turn) << m.text;
      EXPECT_EQ(tree.ply(), p.ply + 1) << m.text;
      EXPECT_EQ(tree.depth(), p.depth) << m.text;
      tree.back();
      EXPECT_EQ(tree.position().key(), Game::position(before).key()) << m.text;
    }
  } v(r);
  walk_movetext<Game>(r.start, r.moves, v);
  EXPECT_GT(v.visited, r.moves.size());  // the variations were visited too
}

TEST(MovetextWalker, PathsLeadTheGameTreeToEachMoveInBothGames) {
  const std::string path = SABAN_SAMPLES "/rulebook/mot-nuoc-co-hay.ctr";
  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in) << path;
  RecordReader reader(in, path);
  ReadGame g;
  ASSERT_TRUE(reader.next(g));
  ASSERT_TRUE(g.record);
  expect_paths_lead_to_the_moves<games::CommanderChess>(*g.record);
  expect_paths_lead_to_the_moves<games::DongSon>(read_ds(kDsGame));
}

// A variation nested far deeper than any record can be (kMaxVariationDepth, 256) is written without
// recursion. (Each open line keeps its own Cờ Đông Sơn game state, positions included: memory grows with
// depth times the line's length, which is why this one stays at 300; every move legal).
TEST(MovetextWalker, WritesVariationsNestedDeeperThanARecordCan) {
  dongson::DsRecord r = read_ds("[Variant \"dongson\"]\n\n1. Dd3 Ba7 *\n");
  const dongson::DsMove first = r.moves[0], reply = r.moves[1];
  dongson::DsLine* line = &r.moves;
  // The reply has an alternative that is the same reply (legal from the same position), which has one too...
  dongson::DsMove* at = &(*line)[1];
  for (int i = 0; i < 300; ++i) {
    at->variations.push_back(dongson::DsLine{reply});
    at = &at->variations.back()[0];
  }
  const std::string text = dongson::write_game(r);
  EXPECT_EQ(std::count(text.begin(), text.end(), '('), 300);
  EXPECT_EQ(std::count(text.begin(), text.end(), ')'), 300);
}

// Cờ Đông Sơn games are edited with the tree Commander Chess games use: moves, variations, promotion,
// comments, judgements, NAGs; the record written back reads as the edited game.
TEST(DsGameTree, EditsAGameAndWritesItBack) {
  DsGameTree tree(read_ds("[Variant \"dongson\"]\n\n1. Dd3 Ba7 *\n"));
  auto move = [&tree](const char* san) {
    std::vector<ds::Move> legal;
    tree.position().legal_moves(legal);
    auto m = dongson::parse_san(tree.position(), san, legal, tree.state().palace_forfeited());
    EXPECT_TRUE(m) << san << ": " << (m ? "" : m.error().english());
    return m ? *m : ds::Move{};
  };
  // An illegal move is refused with the reason
  const auto refused = tree.add_move(ds::Move(*ds::parse_square("e1"), *ds::parse_square("e5")));
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().find("not a legal move in"), std::string::npos) << refused.error();
  // The next move is followed; another one starts a variation; the line's end is extended
  EXPECT_EQ(*tree.add_move(move("Dd3")), AddResult::Followed);
  EXPECT_EQ(*tree.add_move(move("Bc7")), AddResult::NewVariation);
  EXPECT_EQ(tree.current()->text, "Bc7");
  EXPECT_TRUE(tree.in_variation());
  EXPECT_TRUE(tree.set_comment_before("the other wing"));  // the variation's first move
  EXPECT_EQ(*tree.add_move(move("Bc3")), AddResult::Appended);
  EXPECT_FALSE(tree.set_comment_before("between two moves"));  // that is the earlier move's comment
  tree.set_comment_after("quiet");
  EXPECT_TRUE(tree.set_judgement(Judgement::Inaccuracy));
  EXPECT_TRUE(tree.set_nags({5, 13}));  // $5 is !? (kept as its NAG), $13 unclear
  const std::string written = dongson::write_game(tree.record());
  EXPECT_NE(written.find("({the other wing} 1... Bc7 2. Bc3?! $5 $13 {quiet})"), std::string::npos)
      << written;
  // Promoting the variation makes it the main line; the old move becomes its variation
  tree.to_main_line_ply(1);
  EXPECT_EQ(tree.current()->text, "Dd3");
  EXPECT_EQ(*tree.add_move(move("Bc7")), AddResult::Entered);
  EXPECT_TRUE(tree.promote_variation());
  EXPECT_FALSE(tree.in_variation());
  EXPECT_EQ(tree.record().moves[1].text, "Bc7");
  ASSERT_EQ(tree.record().moves[1].variations.size(), 1u);
  EXPECT_EQ(tree.record().moves[1].variations[0][0].text, "Ba7");
  // Written and read again: the same tree
  const dongson::DsRecord back = read_ds(dongson::write_game(tree.record()));
  EXPECT_EQ(dongson::write_game(back), dongson::write_game(tree.record()));
  ASSERT_EQ(back.moves.size(), 3u);
  EXPECT_EQ(back.moves[2].judgement, Judgement::Inaccuracy);
  EXPECT_EQ(back.moves[2].comments, std::vector<std::string>{"quiet"});
  // Between two moves of the main line, the comment before the promoted move reads as the earlier one's
  EXPECT_EQ(back.moves[0].comments, std::vector<std::string>{"the other wing"});
  // The cursor's state carries the game: the verdict and history of a Cờ Đông Sơn game
  tree.to_end();
  EXPECT_EQ(tree.history().size(), 3u);
  EXPECT_FALSE(tree.state().verdict().over());
  EXPECT_TRUE(tree.delete_variation() == false);  // on the main line
  tree.to_main_line_ply(1);
  EXPECT_TRUE(tree.delete_rest());
  EXPECT_EQ(tree.record().moves.size(), 1u);
}

}  // namespace
}  // namespace saban::parser
