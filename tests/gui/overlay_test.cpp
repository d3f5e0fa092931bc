// The board's "attacked points" overlay: View → Attacked points rings the points each side attacks (as the
// rules say), follows the position, is drawn, and is kept in the settings.
#include <gtest/gtest.h>

#include <QAction>
#include <QImage>
#include <QSettings>

#include "gui/board/boardwidget.h"
#include "gui/core/database.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "rules/movegen.h"

namespace saban::gui::test {

TEST(AttackedPoints, FromTheViewMenuFollowTheRulesAndAreKept) {
  QSettings().remove(QStringLiteral("attackedPoints"));
  Database db;
  GameDocument doc;
  auto w = std::make_unique<MainWindow>(&db, &doc);
  BoardWidget* board = w->gamePane()->board();
  board->resize(560, 610);
  QAction* action = w->findChild<QAction*>(QStringLiteral("attackedPoints"));
  ASSERT_TRUE(action);
  EXPECT_FALSE(action->isChecked());
  EXPECT_TRUE(board->scene().attacked[0].empty());
  const QImage plain = board->grab().toImage();

  action->trigger();
  ASSERT_TRUE(board->isAttackedShown());
  const Position& start = doc.position();
  for (Side s : {Side::Red, Side::Blue}) {
    const std::vector<Square>& points = board->scene().attacked[index(s)];
    EXPECT_FALSE(points.empty());
    int attacked = 0;
    for (int i = 0; i < kSquares; ++i) {
      const bool shown = std::find(points.begin(), points.end(), Square(i)) != points.end();
      EXPECT_EQ(shown, start.attackers(Square(i), s, nullptr) > 0) << "point " << i;
      attacked += shown;
    }
    EXPECT_LT(attacked, kSquares) << "not every point is attacked at the start";
  }
  EXPECT_NE(board->grab().toImage(), plain) << "the rings are drawn";

  // After a move the overlay is the new position's.
  std::vector<Turn> legal;
  Position pos = doc.position();
  generate_legal(pos, DeployMode::Full, legal);
  ASSERT_FALSE(legal.empty());
  doc.play(legal.front());
  EXPECT_EQ(board->scene().attacked[0], attackedPoints(doc.position(), Side::Red));
  EXPECT_EQ(board->scene().attacked[1], attackedPoints(doc.position(), Side::Blue));

  // Kept in the settings: a new window shows it at once; turned off, nothing is ringed.
  w.reset();
  EXPECT_TRUE(QSettings().value(QStringLiteral("attackedPoints")).toBool());
  GameDocument doc2;
  MainWindow again(&db, &doc2);
  QAction* kept = again.findChild<QAction*>(QStringLiteral("attackedPoints"));
  ASSERT_TRUE(kept);
  EXPECT_TRUE(kept->isChecked());
  EXPECT_TRUE(again.gamePane()->board()->isAttackedShown());
  EXPECT_FALSE(again.gamePane()->board()->scene().attacked[1].empty());
  kept->trigger();
  EXPECT_TRUE(again.gamePane()->board()->scene().attacked[0].empty());
  EXPECT_TRUE(again.gamePane()->board()->scene().attacked[1].empty());
  EXPECT_FALSE(QSettings().value(QStringLiteral("attackedPoints")).toBool());
}

}  // namespace saban::gui::test
