// Move entry on the board: selection, refusals with reasons, capture choices, deploy turns sub-move by
// sub-move.
#include <gtest/gtest.h>

#include "gui/board/boardwidget.h"
#include "gui/board/moveentry.h"
#include "gui/core/notation.h"
#include "rules/board.h"
#include "rules/fen.h"

namespace saban::gui::test {

namespace {
Square sq(const char* name) { return *board::parse_square(name); }
Position fen(const char* text) {
  auto p = parse_fen(text);
  EXPECT_TRUE(p.ok()) << text;
  return p ? *p : Position::start();
}
// An air force facing an infantry three points away: it may bomb and return (stay) or take the point.
constexpr const char* kAirStrike = "7c3/11/11/11/11/4i6/11/11/4F6/11/11/6C4 r - - 0 1";
// A navy carrying an air force at sea, and the commanders.
constexpr const char* kCarrier = "7c3/11/11/11/11/11/11/11/11/1(NF)9/11/6C4 r - - 0 1";
}  // namespace

TEST(MoveEntry, SelectsAUnitAndMovesIt) {
  MoveEntry e;
  e.setPosition(Position::start());
  const Square tank = sq("f4");  // a Red tank at the start
  const Position start = Position::start();
  const Stack& st = start.at(tank);
  ASSERT_FALSE(st.empty());
  EXPECT_EQ(e.click(tank), MoveEntry::Result::Selected);
  ASSERT_FALSE(e.targets().empty());
  const Square to = e.targets().front();
  EXPECT_EQ(e.click(to), MoveEntry::Result::Committed);
  EXPECT_EQ(e.committed().size, 1);
  EXPECT_EQ(e.committed().first().from(), tank);
  EXPECT_EQ(e.committed().first().to(), to);
}

TEST(MoveEntry, RefusesWithTheReason) {
  MoveEntry e;
  e.setPosition(Position::start());
  // Blue's unit while Red is to move.
  EXPECT_EQ(e.click(sq("g12")), MoveEntry::Result::Refused);
  EXPECT_TRUE(e.message().contains(QStringLiteral("Red"))) << e.message().toStdString();
  // The commander cannot reach the far side of the board.
  ASSERT_EQ(e.click(sq("g1")), MoveEntry::Result::Selected);
  EXPECT_EQ(e.click(sq("a7")), MoveEntry::Result::Refused);
  EXPECT_FALSE(e.message().isEmpty());
  EXPECT_TRUE(e.message().contains(pointName(sq("a7")))) << e.message().toStdString();
}

TEST(MoveEntry, OffersStayCaptureOrReplacement) {
  MoveEntry e;
  e.setPosition(fen(kAirStrike));
  ASSERT_EQ(e.click(sq("e4")), MoveEntry::Result::Selected);
  const auto caps = e.captureTargets();
  ASSERT_NE(std::find(caps.begin(), caps.end(), sq("e7")), caps.end());
  ASSERT_EQ(e.click(sq("e7")), MoveEntry::Result::NeedChoice);
  ASSERT_EQ(e.choices().size(), 2u);
  std::size_t stay = e.choices()[0].kind() == MoveKind::StayCapture ? 0 : 1;
  ASSERT_EQ(e.choices()[stay].kind(), MoveKind::StayCapture);
  EXPECT_FALSE(MoveEntry::choiceText(e.choices()[stay]).isEmpty());
  EXPECT_EQ(e.choose(stay), MoveEntry::Result::Committed);
  EXPECT_EQ(e.committed().first().kind(), MoveKind::StayCapture);
}

TEST(MoveEntry, EntersADeployTurnSubMoveBySubMoveWithUndo) {
  MoveEntry e;
  const Position start = fen(kCarrier);
  e.setPosition(start);
  ASSERT_EQ(e.click(sq("b3")), MoveEntry::Result::Selected);
  const auto movers = e.movers();
  ASSERT_GE(movers.size(), 2u) << "the whole stack and at least one piece alone";
  EXPECT_TRUE(movers.front().whole);
  // The air force leaves alone first.
  const auto plane = std::find_if(movers.begin(), movers.end(), [](const MoveEntry::Mover& m) {
    return !m.whole && m.piece.type() == PieceType::AirForce;
  });
  ASSERT_NE(plane, movers.end());
  e.chooseMover(*plane);
  ASSERT_FALSE(e.targets().empty());
  Square planeTo = kNoSquare;
  for (Square t : e.targets())
    if (board::is_land(t) && t.file() > 3) planeTo = t;
  ASSERT_TRUE(planeTo.valid());
  EXPECT_EQ(e.click(planeTo), MoveEntry::Result::Partial);
  EXPECT_EQ(e.partial().size(), 1u);
  EXPECT_TRUE(e.shownPosition().at(planeTo).top().type() == PieceType::AirForce);
  EXPECT_EQ(e.selected(), sq("b3")) << "the rest of the stack stays selected";
  // Take it back: the stack is whole again.
  EXPECT_TRUE(e.undo());
  EXPECT_TRUE(e.partial().empty());
  EXPECT_EQ(e.shownPosition().at(sq("b3")).size, 2);
  // Again, then the navy moves too: the turn is complete.
  e.chooseMover(*plane);
  ASSERT_EQ(e.click(planeTo), MoveEntry::Result::Partial);
  ASSERT_FALSE(e.targets().empty());
  const Square navyTo = e.targets().front();
  EXPECT_EQ(e.click(navyTo), MoveEntry::Result::Committed);
  EXPECT_EQ(e.committed().size, 2);
  // The turn is one of the rules' legal turns.
  Position p = start;
  bool found = false;
  for (const Turn& t : MoveList(p)) found |= t == e.committed();
  EXPECT_TRUE(found);
}

TEST(MoveEntry, EndsADeployTurnEarlyWithEnter) {
  MoveEntry e;
  e.setPosition(fen(kCarrier));
  ASSERT_EQ(e.click(sq("b3")), MoveEntry::Result::Selected);
  for (const auto& m : e.movers())
    if (!m.whole && m.piece.type() == PieceType::AirForce) e.chooseMover(m);
  Square to = kNoSquare;
  for (Square t : e.targets())
    if (board::is_land(t) && t.file() > 3) to = t;
  ASSERT_EQ(e.click(to), MoveEntry::Result::Partial);
  EXPECT_TRUE(e.canEndTurn()) << "the navy may stay where it is";
  EXPECT_EQ(e.endTurn(), MoveEntry::Result::Committed);
  EXPECT_EQ(e.committed().size, 1);
  EXPECT_TRUE(e.committed().first().deploy());
}

TEST(BoardWidget, EmitsTheEnteredTurnAndFlips) {
  BoardWidget w;
  w.resize(600, 650);
  w.setPosition(Position::start());
  Turn got;
  int turns = 0;
  QObject::connect(&w, &BoardWidget::turnEntered, [&](const Turn& t) {
    got = t;
    ++turns;
  });
  QString status;
  QObject::connect(&w, &BoardWidget::statusMessage, [&](const QString& m) { status = m; });
  w.clickSquare(sq("g12"));
  EXPECT_FALSE(status.isEmpty());
  w.clickSquare(sq("f4"));
  ASSERT_FALSE(w.entry().targets().empty());
  const Square to = w.entry().targets().front();
  w.clickSquare(to);
  EXPECT_EQ(turns, 1);
  EXPECT_EQ(got.first().to(), to);
  // Hit testing round-trips through the painter's geometry, flipped or not.
  for (bool flipped : {false, true}) {
    w.setFlipped(flipped);
    for (const char* name : {"a1", "k12", "f6", "g7"}) {
      const QPointF c = squareCentre(w.boardArea(), sq(name), flipped);
      EXPECT_EQ(squareAt(w.boardArea(), c, flipped), sq(name)) << name;
    }
  }
  const QImage image = w.grab().toImage();
  EXPECT_EQ(image.width(), 600);
}

}  // namespace saban::gui::test
