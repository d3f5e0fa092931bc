// The game document: navigation over variations, adding moves, promoting and deleting variations, comments,
// judgements; the move list shows them. For both games: the same calls on a Cờ Đông Sơn game.
#include <gtest/gtest.h>

#include <QUndoStack>

#include "gui/game/gamedocument.h"
#include "gui/game/movelistview.h"
#include "rules/dongson/fen.h"
#include "rules/movegen.h"

namespace saban::gui::test {

namespace {
// A path in the move list's old notation: {i} the i-th main-line move; {i, v, j} the j-th move of variation v
// of main-line move i.
TreePath at(std::vector<std::size_t> p) {
  TreePath out;
  for (std::size_t k = 0; k + 1 < p.size(); k += 2) out.branches.push_back({p[k], p[k + 1]});
  out.ply = p.back() + 1;
  return out;
}

std::vector<Turn> legal(Position pos) {
  std::vector<Turn> out;
  generate_legal(pos, DeployMode::Full, out);
  return out;
}
}  // namespace

TEST(GameDocument, AddsMovesAndVariationsAndNavigates) {
  GameDocument doc;
  const Position start = doc.position();
  const auto first = legal(start);
  ASSERT_GE(first.size(), 2u);
  doc.play(first[0]);
  doc.play(legal(doc.position())[0]);
  doc.play(legal(doc.position())[0]);
  EXPECT_EQ(doc.record().moves.size(), 3u);
  EXPECT_EQ(doc.ply(), 3);
  doc.toStart();
  EXPECT_TRUE(doc.atStart());
  // Playing the same first move follows the main line; another one starts a variation.
  doc.play(first[0]);
  EXPECT_EQ(doc.path(), at({0}));
  doc.toStart();
  doc.play(first[1]);
  EXPECT_EQ(doc.path(), at({0, 0, 0}));
  EXPECT_EQ(doc.record().moves[0].variations.size(), 1u);
  doc.play(legal(doc.position())[0]);
  EXPECT_EQ(doc.path(), at({0, 0, 1}));
  EXPECT_EQ(doc.ply(), 2);
  // Back out of the variation to the start, then ↓/↑ between the alternatives of the first move.
  EXPECT_TRUE(doc.back());
  EXPECT_TRUE(doc.back());
  EXPECT_TRUE(doc.atStart());
  EXPECT_TRUE(doc.forward());
  EXPECT_EQ(doc.path(), at({0}));
  EXPECT_TRUE(doc.nextVariation());
  EXPECT_EQ(doc.path(), at({0, 0, 0}));
  EXPECT_FALSE(doc.nextVariation());
  EXPECT_TRUE(doc.previousVariation());
  EXPECT_EQ(doc.path(), at({0}));
  doc.toEnd();
  EXPECT_EQ(doc.path(), at({2}));
}

TEST(GameDocument, PromotesAndDeletesVariations) {
  GameDocument doc;
  const auto first = legal(doc.position());
  doc.play(first[0]);
  doc.play(legal(doc.position())[0]);
  doc.toStart();
  doc.play(first[1]);
  const Turn reply = legal(doc.position())[0];
  doc.play(reply);
  ASSERT_TRUE(doc.promoteVariation());
  EXPECT_EQ(doc.path(), at({1}));
  EXPECT_EQ(doc.record().moves[0].turn, first[1]);
  EXPECT_EQ(doc.record().moves[1].turn, reply);
  ASSERT_EQ(doc.record().moves[0].variations.size(), 1u);
  EXPECT_EQ(doc.record().moves[0].variations[0][0].turn, first[0])
      << "the old main line became the variation";
  EXPECT_EQ(doc.record().moves[0].variations[0].size(), 2u);
  doc.setPath(at({0, 0, 1}));
  ASSERT_TRUE(doc.deleteVariation());
  EXPECT_TRUE(doc.record().moves[0].variations.empty());
  EXPECT_TRUE(doc.atStart());
  EXPECT_TRUE(doc.isModified());
}

TEST(GameDocument, KeepsCommentsAndJudgementsShownInTheMoveList) {
  GameDocument doc;
  MoveListView view(&doc);
  doc.play(legal(doc.position())[0]);
  doc.setComment(QStringLiteral("a quiet start"));
  doc.setJudgement(parser::Judgement::Mistake);
  EXPECT_EQ(doc.comment(), QStringLiteral("a quiet start"));
  EXPECT_EQ(doc.currentMove()->judgement, parser::Judgement::Mistake);
  EXPECT_TRUE(view.movesText().contains(QStringLiteral("a quiet start")));
  EXPECT_TRUE(view.movesText().contains(QStringLiteral("1.")));
  EXPECT_TRUE(view.toHtml().contains(QStringLiteral("#e06c1b"))) << "the mistake's colour";
}

TEST(GameDocument, HoldsEitherGame) {
  namespace ds = saban::dongson;
  GameDocument doc;
  MoveListView view(&doc);
  int trees = 0, cursors = 0;
  QObject::connect(&doc, &GameDocument::treeChanged, [&] { ++trees; });
  QObject::connect(&doc, &GameDocument::cursorChanged, [&] { ++cursors; });
  EXPECT_EQ(doc.game(), "commander");
  ASSERT_NE(doc.commander(), nullptr);
  EXPECT_EQ(doc.tree<games::DongSon>(), nullptr);

  parser::dongson::DsRecord r;
  r.start = ds::Position::start();
  r.set_tag("Thuy", "Lê A");
  doc.setRecord(std::move(r), 7);
  EXPECT_EQ(trees, 1);
  EXPECT_EQ(cursors, 1);
  EXPECT_EQ(doc.game(), "dongson");
  EXPECT_EQ(doc.commander(), nullptr);
  ASSERT_NE(doc.tree<games::DongSon>(), nullptr);
  EXPECT_EQ(doc.gameId(), 7);
  EXPECT_EQ(doc.sideNames()[0], QStringLiteral("Thủy"));
  EXPECT_EQ(doc.tag(doc.sideTags()[0]).value_or(""), "Lê A");
  EXPECT_FALSE(doc.play(legal(Position::start())[0])) << "a Commander Chess turn in a Cờ Đông Sơn game";
  EXPECT_FALSE(doc.play(ds::Move(*ds::parse_square("e2"), *ds::parse_square("e6")))) << "not legal";
  std::vector<ds::Move> moves;
  ds::Position::start().legal_moves(moves);
  ASSERT_GE(moves.size(), 2u);
  ASSERT_TRUE(doc.play(moves[0]));
  ASSERT_TRUE(doc.back());
  ASSERT_TRUE(doc.play(moves[1]));  // a variation of the first move
  EXPECT_TRUE(doc.inVariation());
  EXPECT_TRUE(doc.isModified());
  doc.setComment(QStringLiteral("tried"));
  doc.setJudgement(parser::Judgement::Inaccuracy);
  EXPECT_EQ(doc.judgement(), parser::Judgement::Inaccuracy);
  EXPECT_TRUE(view.movesText().contains(QStringLiteral("tried")));
  EXPECT_TRUE(view.movesText().contains(QStringLiteral("?!")));
  EXPECT_EQ(view.movesText().count(QStringLiteral("1.")), 2) << view.movesText().toStdString();
  ASSERT_TRUE(doc.promoteVariation());
  EXPECT_FALSE(doc.inVariation());
  EXPECT_EQ(doc.tree<games::DongSon>()->record().moves.at(0).turn, moves[1]);
  EXPECT_TRUE(doc.fileText().find("tried") != std::string::npos);
  // The Commander Chess-only calls give an empty Commander Chess game here.
  EXPECT_TRUE(doc.record().moves.empty());
  EXPECT_EQ(doc.currentMove(), nullptr);
  EXPECT_FALSE(doc.setEngineVerdict(0, legal(Position::start())[0], parser::Judgement::Blunder));

  parser::GameRecord cc;
  cc.start = Position::start();
  doc.setRecord(std::move(cc));
  EXPECT_EQ(doc.game(), "commander");
  EXPECT_FALSE(doc.isModified());
  EXPECT_TRUE(doc.play(legal(doc.position())[0]));
  EXPECT_FALSE(view.movesText().contains(QStringLiteral("tried")));
}

TEST(GameDocument, UndoAndRedoRestoreTheTreeAndKeepTheEnginesJudgements) {
  GameDocument doc;
  const Turn first = legal(doc.position())[0];
  doc.play(first);
  const Turn second = legal(doc.position())[0];
  doc.play(second);
  ASSERT_EQ(doc.undoStack()->count(), 2);
  EXPECT_TRUE(doc.isModified());
  const quint64 before = doc.revision();
  // The engine judges the first move and evaluates it: shown, not an edit.
  const parser::Evaluation eval{-312, 0, 6};
  ASSERT_TRUE(doc.setEngineVerdict(0, first, parser::Judgement::Blunder, eval));
  EXPECT_EQ(doc.undoStack()->count(), 2);
  EXPECT_GT(doc.revision(), before) << "a save that ran meanwhile did not save this";

  doc.undoStack()->undo();
  ASSERT_EQ(doc.record().moves.size(), 1u);
  EXPECT_EQ(doc.record().moves[0].judgement, parser::Judgement::Blunder) << "kept across the undo";
  EXPECT_EQ(doc.record().moves[0].evaluation, eval) << "kept across the undo";
  doc.undoStack()->undo();
  EXPECT_TRUE(doc.record().moves.empty());
  EXPECT_FALSE(doc.isModified()) << "back where it was opened";
  doc.undoStack()->redo();
  doc.undoStack()->redo();
  ASSERT_EQ(doc.record().moves.size(), 2u);
  EXPECT_EQ(doc.record().moves[1].turn, second);
  EXPECT_EQ(doc.record().moves[0].judgement, parser::Judgement::Blunder) << "and across the redo";

  // A comment typed and typed away again leaves nothing to undo.
  doc.setPath(at({0}));
  const int steps = doc.undoStack()->count();
  doc.setComment(QStringLiteral("a"));
  doc.setComment(QStringLiteral("ab"));
  EXPECT_EQ(doc.undoStack()->count(), steps + 1) << "typing at one move is one step";
  doc.setComment(QString());
  EXPECT_EQ(doc.undoStack()->count(), steps) << "typed away: no step";

  // Another game: nothing to undo, and the actions say so.
  parser::GameRecord empty;
  empty.start = Position::start();
  doc.setRecord(std::move(empty));
  EXPECT_FALSE(doc.undoStack()->canUndo());
  EXPECT_FALSE(doc.isModified());
}

}  // namespace saban::gui::test
