// The game document: navigation over variations, adding moves, promoting and deleting variations, comments,
// judgements; the move list shows them.
#include <gtest/gtest.h>

#include "gui/game/gamedocument.h"
#include "gui/game/movelistview.h"
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

}  // namespace saban::gui::test
