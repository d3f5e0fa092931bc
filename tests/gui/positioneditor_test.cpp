// The position editor: placing pieces, stacks and heroes, removing them, FEN in and out with validation.
#include <gtest/gtest.h>

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

#include "gui/core/appsetup.h"

#include "gui/position/commandereditor.h"
#include "rules/board.h"
#include "rules/fen.h"

namespace saban::gui::test {

namespace {
Square sq(const char* name) { return *board::parse_square(name); }
}  // namespace

TEST(PositionEditor, PlacesPiecesStacksAndHeroes) {
  CommanderPositionEditor editor(Position::start());
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
  CommanderPositionEditor editor(Position::start());
  EXPECT_FALSE(editor.setFen(QStringLiteral("7c3/11/11/zz r - - 0 1")));
  EXPECT_FALSE(editor.problem().isEmpty());
  EXPECT_TRUE(editor.problem().contains(QStringLiteral("character"))) << editor.problem().toStdString();
  EXPECT_EQ(editor.position().key(), Position::start().key()) << "a bad FEN changes nothing";
  ASSERT_TRUE(editor.setFen(QStringLiteral("7c3/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1")));
  QSignalSpy find(&editor, &CommanderPositionEditor::findGames);
  editor.editSquare(sq("g1"), true);  // Red's commander taken away
  EXPECT_FALSE(editor.problem().isEmpty());
}

// A FEN typed into the field in Vietnamese is refused in Vietnamese, the rules' reason too: one language on
// the screen, sides and pieces in the interface's words.
TEST(PositionEditor, SaysWhyATypedFenIsWrongInTheInterfaceLanguage) {
  installLanguage(QStringLiteral("vi"));
  struct English {
    ~English() { installLanguage(QStringLiteral("en")); }
  } english;
  CommanderPositionEditor editor(Position::start());
  editor.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&editor));
  auto* field = editor.findChild<QLineEdit*>();
  ASSERT_NE(field, nullptr);
  auto type = [&](const QString& text) {
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
  };
  type(QStringLiteral("7c3/11/11/11/11/11/11/11/11/11/11/11 r - - 0 1"));  // Red has no commander
  const QString expected = QStringLiteral("FEN sai ở ký tự 1: bên Đỏ không có tư lệnh");
  EXPECT_EQ(editor.problem(), expected) << editor.problem().toStdString();
  bool shown = false;
  for (const QLabel* label : editor.findChildren<QLabel*>()) shown = shown || label->text() == expected;
  EXPECT_TRUE(shown) << "the reason is shown under the field";
  type(QStringLiteral("7c3/11/11/11/11/11/11/11/11/11/11/6C4 x - - 0 1"));
  EXPECT_EQ(editor.problem(),
            QStringLiteral("FEN sai ở ký tự 39: bên đi phải là 'r' hoặc 'b', không phải 'x'"))
      << editor.problem().toStdString();
}

}  // namespace saban::gui::test
