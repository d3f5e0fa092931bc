// The board's "attacked points" overlay: View → Attacked points rings the units the enemy attacks (as the
// rules say): hanging ones in the attacker's colour, defended ones yellow; it follows the position, is drawn,
// and is kept in the settings.
#include <gtest/gtest.h>

#include <QAction>
#include <QImage>
#include <QSettings>

#include "gui/board/boardpainter.h"
#include "gui/board/boardwidget.h"
#include "gui/core/database.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "rules/movegen.h"

namespace saban::gui::test {

TEST(AttackedPoints, FromTheViewMenuRingTheAttackedUnitsFollowTheRulesAndAreKept) {
  QSettings().remove(QStringLiteral("attackedPoints"));
  Database db;
  GameDocument doc;
  // A Red tank attacks a Blue infantry that a Blue militia defends; a Blue tank attacks a Red infantry that
  // nothing defends (hanging); the empty points either side could capture on are not marked.
  auto sq = [](const char* n) { return *board::parse_square(n); };
  Position pos;
  pos.clear();
  pos.set_stack(sq("k1"), Stack::single(Piece(PieceType::Commander, Side::Red)));
  pos.set_stack(sq("j12"), Stack::single(Piece(PieceType::Commander, Side::Blue)));
  pos.set_stack(sq("e2"), Stack::single(Piece(PieceType::Tank, Side::Red)));
  pos.set_stack(sq("e4"), Stack::single(Piece(PieceType::Infantry, Side::Blue)));
  pos.set_stack(sq("d5"), Stack::single(Piece(PieceType::Militia, Side::Blue)));
  pos.set_stack(sq("h3"), Stack::single(Piece(PieceType::Infantry, Side::Red)));
  pos.set_stack(sq("h5"), Stack::single(Piece(PieceType::Tank, Side::Blue)));
  parser::GameRecord record;
  record.start = pos;
  doc.setRecord(record);
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
  EXPECT_EQ(board->scene().attacked[index(Side::Red)], std::vector<Square>{sq("e4")});
  EXPECT_EQ(board->scene().attacked[index(Side::Blue)], std::vector<Square>{sq("h3")});
  EXPECT_EQ(board->scene().defended, std::vector<Square>{sq("e4")}) << "the militia defends e4; h3 hangs";
  EXPECT_GT(doc.position().attackers(sq("e3"), Side::Red, nullptr), 0)
      << "an empty point Red attacks, unmarked";
  const QImage ringed = board->grab().toImage();
  EXPECT_NE(ringed, plain) << "the rings are drawn";
  // h3's ring is Blue's (the attacker's), e4's yellow: the pixel on the ring's left edge.
  auto ringAt = [&](const char* name) {
    const QPointF c = squareCentre(board->boardArea(), sq(name), false);
    const double r = pointSpacing(board->boardArea()) * 0.5;
    return ringed.pixelColor(QPoint(qRound(c.x() - r * 0.707), qRound(c.y() - r * 0.707)));
  };
  EXPECT_GT(ringAt("h3").blue(), ringAt("h3").red()) << ringAt("h3").name().toStdString();
  EXPECT_GT(ringAt("e4").red(), ringAt("e4").blue()) << ringAt("e4").name().toStdString();
  EXPECT_GT(ringAt("e4").green(), 100) << "yellow, not red: " << ringAt("e4").name().toStdString();

  // The start position: only the units under attack, each a unit of the other side.
  parser::GameRecord fromStart;
  fromStart.start = Position::start();
  doc.setRecord(fromStart);
  const Position& start = doc.position();
  for (Side s : {Side::Red, Side::Blue})
    for (Square p : board->scene().attacked[index(s)]) {
      EXPECT_FALSE(start.at(p).empty());
      EXPECT_EQ(start.at(p).side(), ~s);
      EXPECT_GT(start.attackers(p, s, nullptr), 0);
    }

  // After moves the overlay is the new position's.
  for (int i = 0; i < 6; ++i) {
    std::vector<Turn> legal;
    Position now = doc.position();
    generate_legal(now, DeployMode::Full, legal);
    ASSERT_FALSE(legal.empty());
    doc.play(legal[legal.size() / 2]);
  }
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
  kept->trigger();
  EXPECT_TRUE(again.gamePane()->board()->scene().attacked[0].empty());
  EXPECT_TRUE(again.gamePane()->board()->scene().attacked[1].empty());
  EXPECT_FALSE(QSettings().value(QStringLiteral("attackedPoints")).toBool());
}

}  // namespace saban::gui::test
