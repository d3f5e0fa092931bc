// Material and position search from the GUI, as a user does them: the material typed in the database pane's
// field and Enter (the list is the games whose final position has it, the count is the database's; a
// malformed condition is explained and the list stays; the field is greyed for Cờ Đông Sơn's games), and a
// position found through the position editor (Ctrl+E on the board, "Find games": the list holds the games
// through it, the game it was taken from among them, until "Any position" is clicked).
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTest>

#include "gui/database/databasepane.h"
#include "gui/database/gamelistmodel.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/position/positioneditor.h"
#include "gui/shell/mainwindow.h"
#include "gui_window.h"

namespace saban::gui::test {
namespace {

class Search : public GuiWindow {
 protected:
  void SetUp() override {
    GuiWindow::SetUp();
    if (HasFatalFailure()) return;
    window->showView(QStringLiteral("database"));
    waitForList();
    ASSERT_TRUE(waitUntil([this] { return model()->totalCount() >= 0; }));  // counted too
  }

  GameListModel* model() const { return window->databasePane()->model(); }
  bool listed(long long id) const {
    for (int r = 0; r < model()->rowCount(); ++r)
      if (model()->gameId(r) == id) return true;
    return false;
  }
  /// Game `id` opened, `plies` stepped through by keys, Ctrl+E (its game's position editor on the board's
  /// position), then "Find games": waits until the list holds the game; `editor` is left open.
  void findGamesThrough(long long id, int plies, PositionEditor*& editor) {
    open(id);
    window->showView(QStringLiteral("game"));
    window->gamePane()->currentBoard()->setFocus();
    for (int i = 0; i < plies; ++i) QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    ASSERT_EQ(doc.ply(), plies);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_E, Qt::ControlModifier);
    ASSERT_TRUE(
        waitUntil([&] { return (editor = window->findChild<PositionEditor*>()) && editor->isVisible(); }));
    EXPECT_EQ(editor->fen().section(QLatin1Char(' '), 0, 0),
              QString::fromStdString(doc.fen()).section(QLatin1Char(' '), 0, 0));
    QPushButton* find = pushButton(*editor, QStringLiteral("Find games"));
    ASSERT_NE(find, nullptr);
    QTest::mouseClick(find, Qt::LeftButton);
    ASSERT_TRUE(waitUntil([&] { return !model()->isLoading() && model()->totalCount() >= 1 && listed(id); }))
        << "the game the position was taken from is listed";
  }
};

TEST_F(Search, MaterialTypedInItsFieldNarrowsTheListToTheGamesWithIt) {
  const long long all = model()->totalCount();
  auto* material = window->databasePane()->findChild<QLineEdit*>(QStringLiteral("materialFilter"));
  ASSERT_NE(material, nullptr);
  // Red's navy is the 10th count of `material` (Red's C I E M G T A S F N H, then Blue's).
  const long long noNavy =
      count("SELECT count(*) FROM game WHERE variant = 'commander' AND material[10] = 0");
  ASSERT_GT(noNavy, 0);
  ASSERT_LT(noNavy, all) << "the samples must tell the filter from no filter";
  typeOver(material, QStringLiteral("red has no navy"));
  ASSERT_TRUE(waitUntil([&] { return !model()->isLoading() && model()->totalCount() == noNavy; }))
      << model()->totalCount() << " listed, " << noNavy << " in the database";

  // Two conditions joined by "and", with a number.
  const long long both = count(
      "SELECT count(*) FROM game WHERE variant = 'commander' AND material[10] = 0 AND material[12] >= 1");
  typeOver(material, QStringLiteral("red has no navy and blue has at least 1 commander"));
  ASSERT_TRUE(waitUntil([&] { return !model()->isLoading() && model()->totalCount() == both; }));

  // The same typed in Vietnamese, with accents (the words of the Vietnamese interface), then without.
  typeOver(material, QStringLiteral("đỏ không có hải quân"));
  ASSERT_TRUE(waitUntil([&] { return !model()->isLoading() && model()->totalCount() == noNavy; }))
      << model()->totalCount() << " listed, " << noNavy << " in the database";
  typeOver(material, QStringLiteral("do khong co hai quan va xanh co it nhat 1 tu lenh"));
  ASSERT_TRUE(waitUntil([&] { return !model()->isLoading() && model()->totalCount() == both; }));

  // A malformed condition: the reason in the status bar, the list as it was.
  typeOver(material, QStringLiteral("red has no dragons"));
  // said by the GUI from db/'s parts (in the interface's language), the words as typed
  EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("\"dragons\" is not a piece")))
      << window->statusBar()->currentMessage().toStdString();
  QTest::qWait(200);
  EXPECT_EQ(model()->totalCount(), both) << "the list stays";
  // A count over db's limit, said with the limit db refuses (read once, by app::game_filter)
  const QString over = QString::number(db::kMaxMaterialCount + 1);
  typeOver(material, QStringLiteral("red has %1 navies").arg(over));
  EXPECT_TRUE(window->statusBar()->currentMessage().contains(
      QStringLiteral("\"%1\" is more than %2 pieces").arg(over).arg(db::kMaxMaterialCount)))
      << window->statusBar()->currentMessage().toStdString();

  // Emptied: every game again.
  typeOver(material, QString());
  ASSERT_TRUE(waitUntil([&] { return !model()->isLoading() && model()->totalCount() == all; }));

  // Cờ Đông Sơn's games have no Commander Chess material: the field is greyed for them.
  auto* game = window->databasePane()->findChild<QComboBox*>(QStringLiteral("gameFilter"));
  ASSERT_NE(game, nullptr);
  game->setFocus(Qt::TabFocusReason);  // as Tab brings it
  QTest::keyClick(game, Qt::Key_Down);
  QTest::keyClick(game, Qt::Key_Down);  // the third choice: Cờ Đông Sơn
  ASSERT_EQ(game->currentData().toString(), QStringLiteral("dongson"));
  EXPECT_FALSE(material->isEnabled());
}

TEST_F(Search, APositionFromTheEditorListsTheGamesThroughIt) {
  const long long all = model()->totalCount();
  // A Commander Chess game, five plies in.
  long long id = 0;
  for (int r = 0; r < model()->rowCount() && id == 0; ++r)
    if (count("SELECT count(*) FROM game WHERE variant = 'commander' AND ply_count > 12 AND start_fen IS "
              "NULL AND id = " +
              std::to_string(model()->gameId(r))) == 1)
      id = model()->gameId(r);
  ASSERT_NE(id, 0);
  PositionEditor* editor = nullptr;
  findGamesThrough(id, 5, editor);
  if (HasFatalFailure()) return;
  EXPECT_LT(model()->totalCount(), all) << "five plies in, not every game passes through it";
  editor->close();

  // "Any position": every game again.
  QPushButton* any = pushButton(*window->databasePane(), QStringLiteral("Any position"));
  ASSERT_NE(any, nullptr);
  ASSERT_TRUE(any->isVisible());
  QTest::mouseClick(any, Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&] { return !model()->isLoading() && model()->totalCount() == all; }));
  EXPECT_FALSE(any->isVisible());
}

// The same from a Cờ Đông Sơn game: its own editor, that game's games only, the game among them.
TEST_F(Search, ADongSonPositionFromItsEditorListsThatGamesGamesThroughIt) {
  const long long id =
      count("SELECT coalesce(min(id), 0) FROM game WHERE variant = 'dongson' AND ply_count > 8");
  ASSERT_NE(id, 0);
  PositionEditor* editor = nullptr;
  findGamesThrough(id, 4, editor);
  if (HasFatalFailure()) return;
  EXPECT_LT(model()->totalCount(), count("SELECT count(*) FROM game WHERE variant = 'dongson'"));
  for (int r = 0; r < model()->rowCount(); ++r)
    EXPECT_EQ(count("SELECT count(*) FROM game WHERE variant = 'dongson' AND id = " +
                    std::to_string(model()->gameId(r))),
              1);
  editor->close();
}

}  // namespace
}  // namespace saban::gui::test
