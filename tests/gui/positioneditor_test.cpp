// The position editor: placing pieces, stacks and heroes, removing them, FEN in and out with validation.
#include <gtest/gtest.h>

#include <QSignalSpy>

#include "gui/position/positioneditor.h"
#include "rules/board.h"
#include "rules/fen.h"

namespace saban::gui::test {

namespace {
Square sq(const char* name) { return *board::parse_square(name); }
}  // namespace

TEST(PositionEditor, PlacesPiecesStacksAndHeroes) {
  PositionEditor editor(Position::start());
  editor.setFen(QStringLiteral("7c3/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1"));
  EXPECT_TRUE(editor.problem().isEmpty()) << editor.problem().toStdString();
  editor.choosePiece(PieceType::Navy, Side::Red, false);
  editor.editSquare(sq("b3"), false);
  editor.choosePiece(PieceType::AirForce, Side::Red, true);
  editor.editSquare(sq("b3"), false);  // boards the navy
  const Stack& st = editor.position().at(sq("b3"));
  ASSERT_EQ(st.size, 2);
  EXPECT_EQ(st.top().type(), PieceType::Navy);
  EXPECT_TRUE(st.pieces[1].heroic());
  EXPECT_TRUE(editor.fen().contains(QStringLiteral("(N+F)"))) << editor.fen().toStdString();
  // An enemy piece replaces the unit; a right click takes the top piece away.
  editor.choosePiece(PieceType::Tank, Side::Blue, false);
  editor.editSquare(sq("e5"), false);
  EXPECT_EQ(editor.position().at(sq("e5")).top(), Piece(PieceType::Tank, Side::Blue));
  editor.editSquare(sq("e5"), true);
  EXPECT_TRUE(editor.position().at(sq("e5")).empty());
  // The FEN round-trips through the rules.
  auto back = parse_fen(editor.fen().toStdString());
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back->key(), editor.position().key());
}

TEST(PositionEditor, RejectsABadFenWithTheReasonAndPositionsWithoutCommanders) {
  PositionEditor editor(Position::start());
  EXPECT_FALSE(editor.setFen(QStringLiteral("7c3/11/11/zz r - - 0 1")));
  EXPECT_FALSE(editor.problem().isEmpty());
  EXPECT_TRUE(editor.problem().contains(QStringLiteral("character"))) << editor.problem().toStdString();
  EXPECT_EQ(editor.position().key(), Position::start().key()) << "a bad FEN changes nothing";
  ASSERT_TRUE(editor.setFen(QStringLiteral("7c3/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1")));
  QSignalSpy find(&editor, &PositionEditor::findGames);
  editor.editSquare(sq("g1"), true);  // Red's commander taken away
  EXPECT_FALSE(editor.problem().isEmpty());
}

}  // namespace saban::gui::test
