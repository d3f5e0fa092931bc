// The position editor of Cờ Đông Sơn, as a user works it: a piece chosen by its button and side, put on the
// 9×9 board by a click, taken away by a right click; the Thần–Voi swap rights follow the board (a right the
// position cannot hold is dropped and its box greyed) and are ticked by hand; a FEN typed into its field is
// read or refused with the rules' reason; Ctrl+E in the game window opens it on the game's position, and "Set
// up on the board" starts a new Cờ Đông Sơn game there. Everything goes through mouse clicks and keys.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include "gui/dongson/dsboardwidget.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/position/dseditor.h"
#include "gui_fixture.h"
#include "open_window.h"
#include "rules/dongson/fen.h"

namespace saban::gui::test {

namespace ds = saban::dongson;

namespace {

ds::Square square(const char* name) { return *ds::parse_square(name); }

void click(DsBoardWidget* board, const char* name, Qt::MouseButton button = Qt::LeftButton) {
  QTest::mouseClick(board, button, {}, board->squareRect(square(name)).center().toPoint());
}

QToolButton* pieceButton(const PositionEditor& editor, ds::PieceType t) {
  for (QToolButton* b : editor.findChildren<QToolButton*>())
    if (b->text() == dsPieceName(t)) return b;
  return nullptr;
}

}  // namespace

TEST(DsPositionEditor, PlacesAndRemovesPiecesByClicksAndTheSwapRightsFollow) {
  DsPositionEditor editor(ds::Position::start());
  editor.show();
  editor.activateWindow();  // as the window manager makes a new dialog: the keys go to it
  ASSERT_TRUE(QTest::qWaitForWindowActive(&editor));
  auto* board = editor.findChild<DsBoardWidget*>();
  ASSERT_NE(board, nullptr);
  EXPECT_EQ(editor.fen().toStdString(), ds::Position::kStartFen);
  EXPECT_TRUE(editor.problem().isEmpty()) << editor.problem().toStdString();

  // A Sơn Lạc on e5: its button, the side chosen by keys, a click on the square.
  QToolButton* lac = pieceButton(editor, ds::PieceType::Lac);
  ASSERT_NE(lac, nullptr);
  QTest::mouseClick(lac, Qt::LeftButton);
  auto* side = editor.findChild<QComboBox*>(QStringLiteral("pieceSide"));
  ASSERT_NE(side, nullptr);
  side->setFocus();
  QTest::keyClick(side, Qt::Key_Down);
  ASSERT_EQ(side->currentText(), QStringLiteral("Sơn"));
  click(board, "e5");
  EXPECT_EQ(editor.position().at(square("e5")), ds::Piece(ds::PieceType::Lac, ds::Side::Son));
  EXPECT_EQ(editor.problem().toStdString(), "Sơn has more than 2 Lạc (L)") << "the rules' count";
  click(board, "a9", Qt::RightButton);  // Sơn's Lạc on a9 taken away: two again
  EXPECT_TRUE(editor.problem().isEmpty()) << editor.problem().toStdString();
  EXPECT_EQ(board->position().at(square("e5")), ds::Piece(ds::PieceType::Lac, ds::Side::Son)) << "shown";

  // Thủy's Voi on b1 taken away: its swap right goes, its box greyed; the other three stay.
  auto* b1 = editor.findChild<QCheckBox*>(QStringLiteral("swapRight0"));
  auto* h1 = editor.findChild<QCheckBox*>(QStringLiteral("swapRight1"));
  ASSERT_NE(b1, nullptr);
  ASSERT_NE(h1, nullptr);
  EXPECT_TRUE(b1->isChecked() && b1->isEnabled());
  click(board, "b1", Qt::RightButton);
  EXPECT_TRUE(editor.position().at(square("b1")).empty());
  EXPECT_FALSE(b1->isEnabled());
  EXPECT_FALSE(b1->isChecked());
  EXPECT_EQ(editor.position().swap_rights(), unsigned{ds::kSwapThuyH | ds::kSwapSonB | ds::kSwapSonH});
  EXPECT_TRUE(editor.fen().contains(QStringLiteral(" Hbh "))) << editor.fen().toStdString();
  EXPECT_TRUE(editor.problem().isEmpty()) << editor.problem().toStdString();
  // A Voi of Thủy put back on b1: the right may be given again, by its box.
  QTest::mouseClick(pieceButton(editor, ds::PieceType::Voi), Qt::LeftButton);
  side->setFocus();
  QTest::keyClick(side, Qt::Key_Up);
  click(board, "b1");
  EXPECT_TRUE(b1->isEnabled());
  EXPECT_FALSE(b1->isChecked()) << "a right once lost is not given back by itself";
  QTest::mouseClick(b1, Qt::LeftButton);
  EXPECT_EQ(editor.position().swap_rights(), unsigned{ds::kSwapAll});
  QTest::mouseClick(h1, Qt::LeftButton);
  EXPECT_EQ(editor.position().swap_rights(), unsigned{ds::kSwapThuyB | ds::kSwapSonB | ds::kSwapSonH});

  // Sơn's Thần taken away: the position cannot be used, and says why; the board's FEN round-trips.
  click(board, "e9", Qt::RightButton);
  EXPECT_FALSE(editor.problem().isEmpty());
  QPushButton* setUp = pushButton(editor, QStringLiteral("Set up on the board"));
  ASSERT_NE(setUp, nullptr);
  QSignalSpy spy(&editor, &DsPositionEditor::setUpBoard);
  QTest::mouseClick(setUp, Qt::LeftButton);
  EXPECT_EQ(spy.count(), 0) << "no game from a position without a Thần";
  // A second Thần of Thủy, then the first taken away: the one left is the side's Thần.
  QTest::mouseClick(pieceButton(editor, ds::PieceType::Than), Qt::LeftButton);
  click(board, "e9");  // Sơn's back (the side is Thủy: a Thủy Thần)
  EXPECT_FALSE(editor.problem().isEmpty()) << "two Thần of Thủy";
  side->setFocus();
  QTest::keyClick(side, Qt::Key_Down);  // Sơn
  click(board, "e9");
  click(board, "d1");
  click(board, "d1", Qt::RightButton);
  EXPECT_TRUE(editor.problem().isEmpty()) << editor.problem().toStdString();
  auto back = ds::parse_fen(editor.fen().toStdString());
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->key(), editor.position().key());
}

TEST(DsPositionEditor, ATypedFenIsReadOrRefusedWithItsReason) {
  DsPositionEditor editor(ds::Position::start());
  editor.show();
  editor.activateWindow();  // as the window manager makes a new dialog: the keys go to it
  ASSERT_TRUE(QTest::qWaitForWindowActive(&editor));
  auto* field = editor.findChild<QLineEdit*>(QStringLiteral("fen"));
  ASSERT_NE(field, nullptr);
  const QString fen = QStringLiteral("4t4/9/9/9/4L4/9/9/9/4T4 b - - 3 20");
  typeOver(field, fen);
  EXPECT_TRUE(editor.isVisible())
      << "Enter reads the FEN; it neither sets up the board nor closes the editor";
  EXPECT_EQ(editor.fen(), fen);
  EXPECT_TRUE(editor.problem().isEmpty()) << editor.problem().toStdString();
  auto* toMove = editor.findChild<QComboBox*>(QStringLiteral("toMove"));
  ASSERT_NE(toMove, nullptr);
  EXPECT_EQ(toMove->currentText(), QStringLiteral("Sơn"));
  // A Commander Chess FEN: refused, where and why; the position stays.
  typeOver(field, QStringLiteral("6c4/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1"));
  EXPECT_TRUE(editor.problem().startsWith(QStringLiteral("Invalid FEN at character ")))
      << editor.problem().toStdString();
  EXPECT_EQ(editor.position().key(), ds::parse_fen(fen.toStdString())->key()) << "a bad FEN changes nothing";
  bool shown = false;
  for (const QLabel* label : editor.findChildren<QLabel*>())
    shown = shown || label->text() == editor.problem();
  EXPECT_TRUE(shown) << "the reason is shown under the field";
  // The side to move chosen by keys.
  toMove->setFocus();
  QTest::keyClick(toMove, Qt::Key_Up);
  EXPECT_EQ(editor.position().side_to_move(), ds::Side::Thuy);
  EXPECT_TRUE(editor.fen().contains(QStringLiteral(" w - "))) << editor.fen().toStdString();
  // "Start position" and "Empty board".
  QTest::mouseClick(pushButton(editor, QStringLiteral("Empty board")), Qt::LeftButton);
  EXPECT_EQ(editor.position().count(ds::Side::Thuy) + editor.position().count(ds::Side::Son), 0);
  EXPECT_FALSE(editor.problem().isEmpty()) << "no Thần";
  QTest::mouseClick(pushButton(editor, QStringLiteral("Start position")), Qt::LeftButton);
  EXPECT_EQ(editor.fen().toStdString(), ds::Position::kStartFen);
}

// Ctrl+E on a Cờ Đông Sơn game opens the game's own editor on the position shown; a piece taken away and
// "Set up on the board" make a new Cờ Đông Sơn game from there.
TEST(DsPositionEditor, OpensOnTheGamesPositionAndSetsUpANewGame) {
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  QString error;
  ASSERT_TRUE(w.openFile(QStringLiteral(SABAN_SAMPLES "/dong-son/selfplay-depth3-annotated.pgn"), &error))
      << error.toStdString();
  ASSERT_EQ(open.doc.game(), "dongson");
  w.gamePane()->dsBoard()->setFocus();
  for (int i = 0; i < 6; ++i) pressKey(w, Qt::Key_Right);
  const ds::Position shown = w.gamePane()->dsBoard()->position();
  pressKey(w, Qt::Key_E, Qt::ControlModifier);
  DsPositionEditor* editor = nullptr;
  ASSERT_TRUE(waitUntil([&] { return (editor = w.findChild<DsPositionEditor*>()) && editor->isVisible(); }));
  EXPECT_EQ(editor->fen().toStdString(), ds::to_fen(shown));
  auto* board = editor->findChild<DsBoardWidget*>();
  ASSERT_NE(board, nullptr);
  ds::Square bo = 0;  // a Thủy Bộ, taken away
  while (bo < ds::kSquares && shown.at(bo) != ds::Piece(ds::PieceType::Bo, ds::Side::Thuy)) ++bo;
  ASSERT_LT(bo, ds::kSquares);
  click(board, ds::square_name(bo).c_str(), Qt::RightButton);
  EXPECT_TRUE(editor->position().at(bo).empty());
  ASSERT_TRUE(editor->problem().isEmpty()) << editor->problem().toStdString();
  const std::string edited = editor->fen().toStdString();
  QTest::mouseClick(pushButton(*editor, QStringLiteral("Set up on the board")), Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&] {
    return open.doc.atStart() && open.doc.tree<games::DongSon>() != nullptr &&
           ds::to_fen(w.gamePane()->dsBoard()->position()) == edited;
  }));
  EXPECT_EQ(open.doc.game(), "dongson");
}

}  // namespace saban::gui::test
