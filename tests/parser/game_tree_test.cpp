// The editing cursor: navigation, adding moves (deploy turns and stay captures included) as variations,
// promoting and deleting them, comments and judgements, and the record written back and read again.
#include "parser/game_tree.h"
#include "parser/writer.h"

#include <gtest/gtest.h>

#include <fstream>
#include <functional>

#include "parser/reader.h"
#include "rules/movegen.h"

namespace saban::parser {
namespace {

GameRecord sample_game(std::size_t plies = 40) {
  const std::string path = SABAN_SAMPLES "/rulebook/selfplay-en.ctr";
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << path;
  RecordReader reader(in, path);
  ReadGame g;
  EXPECT_TRUE(reader.next(g));
  EXPECT_TRUE(g.record.has_value());
  GameRecord game = *g.record;
  if (game.moves.size() > plies) game.moves.resize(plies);
  return game;
}

Position after(const GameRecord& game, std::size_t plies) {
  Position pos = game.start;
  for (std::size_t i = 0; i < plies; ++i) {
    Undo u;
    pos.do_turn(game.moves[i].turn, u);
  }
  return pos;
}

// A legal turn at the tree's cursor other than the next move, that satisfies `want`.
std::optional<Turn> other_turn(GameTree& tree, const std::function<bool(const Turn&)>& want) {
  Position pos = tree.position();
  for (const Turn& t : MoveList(pos))
    if ((!tree.next() || !(tree.next()->turn == t)) && want(t)) return t;
  return std::nullopt;
}

bool any(const Turn&) { return true; }

// The moves and variations of two lines are the same turns in the same shape.
void expect_same_tree(const Line& a, const Line& b, const std::string& where = "main") {
  ASSERT_EQ(a.size(), b.size()) << where;
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_TRUE(a[i].turn == b[i].turn) << where << " move " << i;
    EXPECT_EQ(a[i].judgement, b[i].judgement) << where << " move " << i;
    EXPECT_EQ(a[i].comments, b[i].comments) << where << " move " << i;
    EXPECT_EQ(a[i].comments_before, b[i].comments_before) << where << " move " << i;
    EXPECT_EQ(a[i].nags, b[i].nags) << where << " move " << i;
    ASSERT_EQ(a[i].variations.size(), b[i].variations.size()) << where << " move " << i;
    for (std::size_t k = 0; k < a[i].variations.size(); ++k)
      expect_same_tree(a[i].variations[k], b[i].variations[k],
                       where + "/" + std::to_string(i) + "." + std::to_string(k));
  }
}

GameRecord read_back(const std::string& text) {
  ReadGame g = read_game(text, "written", 1);
  EXPECT_TRUE(g.record.has_value()) << (g.errors.empty() ? "" : g.errors.front().format()) << "\n" << text;
  return g.record ? *g.record : GameRecord();
}

TEST(GameTree, NavigatesTheMainLine) {
  GameTree tree(sample_game(30));
  EXPECT_TRUE(tree.at_start());
  EXPECT_FALSE(tree.back());
  EXPECT_EQ(tree.current(), nullptr);
  for (std::size_t i = 1; i <= 30; ++i) {
    ASSERT_TRUE(tree.forward());
    EXPECT_EQ(tree.position().key(), after(tree.record(), i).key());
    EXPECT_EQ(tree.history().size(), i);
    EXPECT_TRUE(tree.current()->turn == tree.record().moves[i - 1].turn);
  }
  EXPECT_TRUE(tree.at_end());
  EXPECT_FALSE(tree.forward());
  ASSERT_TRUE(tree.back());
  EXPECT_EQ(tree.path().ply, 29u);
  EXPECT_EQ(tree.position().key(), after(tree.record(), 29).key());
  tree.to_start();
  EXPECT_EQ(tree.position().key(), tree.record().start.key());
  tree.to_end();
  EXPECT_EQ(tree.path().ply, 30u);
  EXPECT_EQ(tree.moves_to_cursor().size(), 30u);
}

TEST(GameTree, AddMoveFollowsEntersExtendsOrBranches) {
  GameTree tree(sample_game(20));
  for (int i = 0; i < 10; ++i) tree.forward();
  const Turn main_next = tree.next()->turn;
  EXPECT_EQ(*tree.add_move(main_next), AddResult::Followed);
  EXPECT_EQ(tree.path().ply, 11u);
  tree.back();
  const auto alt = other_turn(tree, any);
  ASSERT_TRUE(alt);
  Position expected = tree.position();
  Undo u;
  expected.do_turn(*alt, u);
  EXPECT_EQ(*tree.add_move(*alt), AddResult::NewVariation);
  EXPECT_TRUE(tree.in_variation());
  EXPECT_EQ(tree.depth(), 1u);
  EXPECT_EQ(tree.position().key(), expected.key());
  EXPECT_EQ(tree.record().moves[10].variations.size(), 1u);
  // The variation goes on: two more moves are appended to it.
  for (int i = 0; i < 2; ++i) {
    const auto t = other_turn(tree, any);
    ASSERT_TRUE(t);
    EXPECT_EQ(*tree.add_move(*t), AddResult::Appended);
  }
  EXPECT_EQ(tree.record().moves[10].variations[0].size(), 3u);
  EXPECT_EQ(tree.history().size(), 13u);
  // Back out of it: two moves back in it, then to the main line before move 11.
  tree.back(), tree.back();
  EXPECT_TRUE(tree.in_variation());
  EXPECT_TRUE(tree.back());
  EXPECT_FALSE(tree.in_variation());
  EXPECT_EQ(tree.path().ply, 10u);
  // The same move again enters the existing variation.
  EXPECT_EQ(*tree.add_move(*alt), AddResult::Entered);
  EXPECT_EQ(tree.record().moves[10].variations.size(), 1u);
  EXPECT_TRUE(tree.exit_variation());
  EXPECT_EQ(tree.variation_count(), 1u);
  EXPECT_TRUE(tree.enter_variation(0));
  EXPECT_EQ(tree.position().key(), expected.key());
  EXPECT_FALSE(tree.enter_variation(5));
  // At the end of the main line a move extends it.
  tree.to_start();
  tree.to_end();
  const auto last = other_turn(tree, any);
  ASSERT_TRUE(last);
  EXPECT_EQ(*tree.add_move(*last), AddResult::Appended);
  EXPECT_EQ(tree.record().moves.size(), 21u);
}

TEST(GameTree, AnIllegalMoveIsRefusedWithTheReason) {
  GameTree tree(sample_game(4));
  tree.forward();
  const Turn red_move = tree.record().moves[0].turn;  // Blue to move now
  const auto r = tree.add_move(red_move);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("not a legal move"), std::string::npos);
  EXPECT_EQ(tree.path().ply, 1u);
  EXPECT_FALSE(tree.add_move(Turn{}).ok());
}

// Finds, along the main line, a position where a turn of the kind wanted is legal, and plays it as a
// variation.
bool add_variation_with(GameTree& tree, const std::function<bool(const Turn&)>& want) {
  tree.to_start();
  do {
    if (const auto t = other_turn(tree, want)) {
      const auto r = tree.add_move(*t);
      return r.ok() && *r == AddResult::NewVariation;
    }
  } while (tree.forward());
  return false;
}

TEST(GameTree, DeployTurnsAndStayCapturesGoIntoVariationsAndReadBack) {
  GameTree tree(sample_game(60));
  const auto deploy = [](const Turn& t) { return t.size > 1; };
  const auto stay = [](const Turn& t) {
    for (const Move& m : t)
      if (m.kind() == MoveKind::StayCapture) return true;
    return false;
  };
  ASSERT_TRUE(add_variation_with(tree, deploy)) << "no deploy turn in the first 60 plies";
  EXPECT_GT(tree.current()->turn.size, 1);
  ASSERT_TRUE(add_variation_with(tree, stay)) << "no stay capture in the first 60 plies";
  EXPECT_TRUE(stay(tree.current()->turn));
  tree.set_comment_after("a stay capture");
  tree.set_judgement(Judgement::Good);
  for (const WriteOptions o :
       {WriteOptions{Dialect::Rulebook, Letters::Vi}, WriteOptions{Dialect::Rulebook, Letters::En},
        WriteOptions{Dialect::San, Letters::Vi}}) {
    const GameRecord back = read_back(write_game(tree.record(), o));
    expect_same_tree(back.moves, tree.record().moves);
  }
}

TEST(GameTree, PromoteSwapsTheLinesAndBackAgain) {
  const GameRecord original = sample_game(20);
  GameTree tree(original);
  for (int i = 0; i < 10; ++i) tree.forward();
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(tree.add_move(*other_turn(tree, any)).ok());
  tree.back();  // on the variation's second move
  const std::uint64_t key = tree.position().key();
  const Line variation = tree.record().moves[10].variations[0];
  ASSERT_TRUE(tree.promote_variation());
  EXPECT_FALSE(tree.in_variation());
  EXPECT_EQ(tree.path().ply, 12u);
  EXPECT_EQ(tree.position().key(), key) << "the cursor stays on its move";
  ASSERT_EQ(tree.record().moves.size(), 13u);
  EXPECT_TRUE(tree.record().moves[10].turn == variation[0].turn);
  EXPECT_TRUE(tree.record().moves[12].turn == variation[2].turn);
  ASSERT_EQ(tree.record().moves[10].variations.size(), 1u);
  const Line& old = tree.record().moves[10].variations[0];
  ASSERT_EQ(old.size(), 10u);
  EXPECT_TRUE(old[0].turn == original.moves[10].turn);
  EXPECT_TRUE(old[9].turn == original.moves[19].turn);
  EXPECT_FALSE(tree.promote_variation()) << "nothing to promote on the main line";
  // Promoting the old line back gives the original game with the variation as it was.
  tree.to_start();
  for (int i = 0; i < 10; ++i) tree.forward();
  ASSERT_TRUE(tree.enter_variation(0));
  ASSERT_TRUE(tree.promote_variation());
  ASSERT_EQ(tree.record().moves.size(), 20u);
  for (std::size_t i = 0; i < 20; ++i) EXPECT_TRUE(tree.record().moves[i].turn == original.moves[i].turn);
  expect_same_tree(tree.record().moves[10].variations.at(0), variation);
}

TEST(GameTree, DeleteVariationAndRest) {
  GameTree tree(sample_game(20));
  for (int i = 0; i < 5; ++i) tree.forward();
  ASSERT_TRUE(tree.add_move(*other_turn(tree, any)).ok());
  ASSERT_TRUE(tree.add_move(*other_turn(tree, any)).ok());
  tree.back();
  ASSERT_TRUE(tree.delete_rest());  // the variation's second move
  EXPECT_EQ(tree.record().moves[5].variations[0].size(), 1u);
  EXPECT_FALSE(tree.delete_rest());
  ASSERT_TRUE(tree.delete_variation());
  EXPECT_FALSE(tree.in_variation());
  EXPECT_EQ(tree.path().ply, 5u);
  EXPECT_TRUE(tree.record().moves[5].variations.empty());
  EXPECT_FALSE(tree.delete_variation());
  ASSERT_TRUE(tree.delete_rest());
  EXPECT_EQ(tree.record().moves.size(), 5u);
  EXPECT_TRUE(tree.at_end());
}

TEST(GameTree, CommentsJudgementsAndNagsAreWrittenBack) {
  GameTree tree(sample_game(12));
  tree.set_comment_after("before the game");
  EXPECT_FALSE(tree.set_judgement(Judgement::Good)) << "no move at the start";
  for (int i = 0; i < 4; ++i) tree.forward();
  tree.set_comment_after("after the fourth move");
  EXPECT_FALSE(tree.set_comment_before("here it begins")) << "a comment between moves is the earlier move's";
  ASSERT_TRUE(tree.set_judgement(Judgement::Blunder));
  ASSERT_TRUE(tree.set_nags({13, 2}));  // $2 is a judgement (mistake): it replaces the blunder
  EXPECT_EQ(tree.current()->judgement, Judgement::Mistake);
  EXPECT_EQ(tree.current()->nags, std::vector<unsigned>{13});
  EXPECT_EQ(tree.comment_after(), "after the fourth move");
  EXPECT_EQ(tree.comment_before(), "");
  // A variation's first move has a comment before it.
  tree.back();
  ASSERT_TRUE(tree.add_move(*other_turn(tree, any)).ok());
  ASSERT_TRUE(tree.set_comment_before("or else"));
  EXPECT_EQ(tree.comment_before(), "or else");
  tree.exit_variation();
  tree.forward();
  const std::string rulebook = write_game(tree.record(), {Dialect::Rulebook, Letters::En});
  EXPECT_NE(rulebook.find("{after the fourth move}"), std::string::npos);
  const std::string san = write_game(tree.record(), {Dialect::San, Letters::Vi});
  EXPECT_NE(san.find("? $13"), std::string::npos) << san;
  for (const std::string& text : {rulebook, san}) {
    const GameRecord back = read_back(text);
    EXPECT_EQ(back.comments_before, std::vector<std::string>{"before the game"});
    expect_same_tree(back.moves, tree.record().moves);
  }
  tree.set_comment_after("");
  EXPECT_TRUE(tree.current()->comments.empty());
}

// The annotator's comment and the engine's kept apart: the comment edited is the annotator's, the engine's
// better line stays as it was.
TEST(GameTree, TheAnnotatorsCommentLeavesTheEnginesAlone) {
  GameRecord game = sample_game(8);
  const std::string engine = "(best +0.35: P2,9_1,9 H10,1_8,1)";
  game.moves[2].comments = {"a sharp move", engine};
  GameTree tree(std::move(game));
  for (int i = 0; i < 3; ++i) tree.forward();
  EXPECT_EQ(tree.comment_after(), "a sharp move");
  EXPECT_EQ(tree.engine_comments_after(), std::vector<std::string>{engine});
  tree.set_comment_after("a sharper move");
  EXPECT_EQ(tree.current()->comments, (std::vector<std::string>{"a sharper move", engine}));
  tree.set_comment_after("");
  EXPECT_EQ(tree.current()->comments, std::vector<std::string>{engine}) << "the engine's stays";
  EXPECT_EQ(tree.comment_after(), "");
  tree.back();
  EXPECT_TRUE(tree.engine_comments_after().empty());
}

TEST(GameTree, AnEvaluationIsSetAndTakenAway) {
  GameTree tree(sample_game(8));
  for (int i = 0; i < 2; ++i) tree.forward();
  ASSERT_TRUE(tree.set_evaluation(Evaluation{-120, 0, 7}));
  EXPECT_EQ(tree.current()->evaluation, (Evaluation{-120, 0, 7}));
  const std::string text = write_game(tree.record(), {Dialect::Rulebook, Letters::En});
  EXPECT_NE(text.find("[%eval -1.20,7]"), std::string::npos) << text;
  ASSERT_TRUE(tree.set_evaluation(std::nullopt));
  EXPECT_FALSE(tree.current()->evaluation.has_value());
  tree.to_start();
  EXPECT_FALSE(tree.set_evaluation(Evaluation{})) << "no move at the start";
}

TEST(GameTree, GoToAPath) {
  GameTree tree(sample_game(20));
  for (int i = 0; i < 8; ++i) tree.forward();
  ASSERT_TRUE(tree.add_move(*other_turn(tree, any)).ok());
  ASSERT_TRUE(tree.add_move(*other_turn(tree, any)).ok());
  const TreePath there = tree.path();
  const std::uint64_t key = tree.position().key();
  tree.to_start();
  ASSERT_TRUE(tree.go_to(there));
  EXPECT_EQ(tree.position().key(), key);
  EXPECT_EQ(tree.move_at(there), tree.current());
  EXPECT_FALSE(tree.go_to(TreePath{{{8, 3}}, 1}));
  EXPECT_FALSE(tree.go_to(TreePath{{}, 99}));
  EXPECT_EQ(tree.path(), there);
}

TEST(GameTree, AlternativesPliesAndMainLine) {
  GameTree tree(sample_game(12));
  tree.to_main_line_ply(5);
  EXPECT_EQ(tree.ply(), 5u);
  EXPECT_EQ(tree.path(), (TreePath{{}, 5}));
  // Two alternatives to the sixth move: variations 0 and 1 of it.
  const auto a = other_turn(tree, any);
  ASSERT_TRUE(a);
  ASSERT_EQ(*tree.add_move(*a), AddResult::NewVariation);
  EXPECT_FALSE(tree.current()->text.empty()) << "a new move carries its rulebook token";
  EXPECT_EQ(tree.current()->text, rulebook_token(after(tree.record(), 5), *a, tree.record().letters));
  ASSERT_TRUE(tree.add_move(*other_turn(tree, any)).ok());
  EXPECT_EQ(tree.ply(), 7u) << "five main-line plies, then two of the variation";
  tree.to_main_line_ply(5);
  const auto b = other_turn(tree, [&](const Turn& t) { return !(t == *a); });
  ASSERT_TRUE(b);
  ASSERT_EQ(*tree.add_move(*b), AddResult::NewVariation);
  const TreePath second{{{5, 1}}, 1};
  EXPECT_EQ(tree.path(), second);
  ASSERT_NE(tree.line_at(tree.path()), nullptr);
  EXPECT_EQ(tree.line_at(tree.path())->size(), 1u);
  EXPECT_EQ(tree.line_at(TreePath{{{5, 7}}, 1}), nullptr);

  // ↓ from the main move: its first variation, then the second, then no further.
  tree.to_main_line_ply(6);
  ASSERT_TRUE(tree.next_alternative());
  EXPECT_EQ(tree.path(), (TreePath{{{5, 0}}, 1}));
  EXPECT_TRUE(tree.current()->turn == *a);
  ASSERT_TRUE(tree.next_alternative());
  EXPECT_EQ(tree.path(), second);
  EXPECT_FALSE(tree.next_alternative());
  EXPECT_EQ(tree.path(), second) << "the cursor stays when there is no further alternative";
  // ↑ back the same way, to the main move.
  ASSERT_TRUE(tree.previous_alternative());
  EXPECT_EQ(tree.path(), (TreePath{{{5, 0}}, 1}));
  ASSERT_TRUE(tree.previous_alternative());
  EXPECT_EQ(tree.path(), (TreePath{{}, 6}));
  EXPECT_FALSE(tree.previous_alternative()) << "on the main line";
  // A move without variations has no alternative; neither has the start.
  tree.to_main_line_ply(3);
  EXPECT_FALSE(tree.next_alternative());
  EXPECT_EQ(tree.ply(), 3u);
  tree.to_start();
  EXPECT_FALSE(tree.next_alternative());
  // The second move of a variation is no alternative either.
  ASSERT_TRUE(tree.go_to(TreePath{{{5, 0}}, 2}));
  EXPECT_FALSE(tree.next_alternative());
  EXPECT_FALSE(tree.previous_alternative());
  EXPECT_EQ(tree.path(), (TreePath{{{5, 0}}, 2}));

  const std::vector<Position> line = tree.main_line_positions();
  ASSERT_EQ(line.size(), 13u);
  for (std::size_t i = 0; i < line.size(); ++i) EXPECT_EQ(line[i].key(), after(tree.record(), i).key());
  tree.to_main_line_ply(99);
  EXPECT_EQ(tree.ply(), 12u);
  EXPECT_TRUE(tree.at_end());
}

}  // namespace
}  // namespace saban::parser
