// The line under the board says how a Commander Chess game has ended at the position shown, by the rules
// (rules/game.h's result_at with the record's mode and the moves before): stepping to the end of a game that
// ended in mate said "Move 5: Blue to move, in check" (seen under Xvfb), where Cờ Đông Sơn's games already
// said their ending.
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include "gui/core/appsetup.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "open_window.h"

namespace saban::gui::test {
namespace {

QString stateLine(MainWindow& w) { return w.gamePane()->stateLabel()->text(); }

TEST(GameEnding, TheLineUnderTheBoardSaysTheMate) {
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  QString error;
  // The rulebook's worked example: Blue mates with its 4th move.
  ASSERT_TRUE(w.openFile(QStringLiteral(SABAN_SAMPLES "/rulebook/mot-nuoc-co-hay.ctr"), &error))
      << error.toStdString();
  w.gamePane()->currentBoard()->setFocus();
  pressKey(w, Qt::Key_End);
  EXPECT_EQ(stateLine(w).toStdString(), "Checkmate: Blue wins");
  pressKey(w, Qt::Key_Left);
  EXPECT_TRUE(stateLine(w).startsWith(QStringLiteral("Move 4: Blue to move"))) << stateLine(w).toStdString();
  pressKey(w, Qt::Key_Right);
  EXPECT_EQ(stateLine(w).toStdString(), "Checkmate: Blue wins");
  // In Vietnamese, Commander Chess's word for it (Cờ Đông Sơn's game says "chiếu hạ").
  installLanguage(QStringLiteral("vi"));
  EXPECT_EQ(open.doc.stateText().toStdString(), "Chiếu hết: Xanh thắng");
  installLanguage(QStringLiteral("en"));
}

TEST(GameEnding, AThirdRepetitionIsADraw) {
  QTemporaryDir dir;
  const QString path = writeTestFile(dir, QStringLiteral("repetition.pgn"),
                                     "[Event \"t\"]\n[Red \"An\"]\n[Blue \"Binh\"]\n[Result \"1/2-1/2\"]\n"
                                     "[Termination \"threefold repetition\"]\n\n"
                                     "1. Ed6 Ed7 2. Ed5 Ed8 3. Ed6 Ed7 4. Ed5 Ed8 1/2-1/2\n");
  ASSERT_FALSE(path.isEmpty());
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  QString error;
  ASSERT_TRUE(w.openFile(path, &error)) << error.toStdString();
  w.gamePane()->currentBoard()->setFocus();
  pressKey(w, Qt::Key_End);
  EXPECT_EQ(stateLine(w).toStdString(), "Threefold repetition: a draw");
  pressKey(w, Qt::Key_Left);  // the position seen twice: the game goes on
  EXPECT_EQ(stateLine(w).toStdString(), "Move 4: Blue to move");
  pressKey(w, Qt::Key_Home);  // the start: seen once so far on this line
  EXPECT_EQ(stateLine(w).toStdString(), "Move 1: Red to move");
}

}  // namespace
}  // namespace saban::gui::test
