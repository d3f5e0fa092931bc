// The game list's filter by game (Commander Chess, Cờ Đông Sơn, both), chosen by the keyboard as a user does
// it: the list narrows to that game's games at once (the count is the database's), its player columns and the
// side and result choices take that game's side names (Thủy and Sơn; Red and Blue; "Red / Thủy" for both),
// and the Commander Chess-only mode and rules are greyed for Cờ Đông Sơn. The engine pane's header names the
// first player of the game shown, following each game opened from the list by the keyboard.
// SABAN_GAMEFILTER_SHOT=file.png also saves a picture of the list filtered to Cờ Đông Sơn games, and
// file-engine.png one of the window after a new Commander Chess game replaced a Cờ Đông Sơn game.
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>
#include <set>

#include "db/pq.h"
#include "gui/database/databasepane.h"
#include "gui/database/gamelistmodel.h"
#include "gui/engine/enginepane.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui_window.h"

namespace saban::gui::test {
namespace {

class GameFilter : public GuiWindow {
 protected:
  void SetUp() override {
    GuiWindow::SetUp();
    if (HasFatalFailure()) return;
    window->showView(QStringLiteral("database"));
    ASSERT_TRUE(
        waitUntil([this] { return pane()->model()->rowCount() > 0 && !pane()->model()->isLoading(); }));
  }

  DatabasePane* pane() const { return window->databasePane(); }
  QComboBox* gameBox() const { return pane()->findChild<QComboBox*>(QStringLiteral("gameFilter")); }
  QString header(int column) const { return pane()->model()->headerData(column, Qt::Horizontal).toString(); }
  // The list after a key on the focused widget: the new filter's pages loaded and counted.
  void pressAndWait(Qt::Key key) {
    QWidget* focus = QApplication::focusWidget();
    ASSERT_NE(focus, nullptr);
    bool counted = false;
    auto c = QObject::connect(pane()->model(), &GameListModel::countKnown, [&] { counted = true; });
    QTest::keyClick(focus, key);
    EXPECT_TRUE(waitUntil([&] { return counted && !pane()->model()->isLoading(); }));
    QObject::disconnect(c);
  }
  QComboBox* boxWith(const QString& text) const {
    for (QComboBox* b : pane()->findChildren<QComboBox*>())
      if (b->findText(text, Qt::MatchContains) >= 0) return b;
    return nullptr;
  }
};

TEST_F(GameFilter, ChosenByTheKeyboardItNarrowsTheListAndNamesTheSides) {
  const long long all = count("SELECT count(*) FROM game");
  const long long dongson = count("SELECT count(*) FROM game WHERE variant = 'dongson'");
  const long long commander = count("SELECT count(*) FROM game WHERE variant = 'commander'");
  ASSERT_GT(dongson, 0);
  ASSERT_GT(commander, 0);
  EXPECT_EQ(pane()->model()->totalCount(), all);
  EXPECT_EQ(header(1), QStringLiteral("Red / Thủy")) << "both games: both names";
  EXPECT_EQ(header(2), QStringLiteral("Blue / Sơn"));

  // Tab brings the focus to the box; ↓ on the closed box chooses the next game and searches.
  QComboBox* box = gameBox();
  ASSERT_NE(box, nullptr);
  box->setFocus(Qt::TabFocusReason);  // as Tab brings it
  ASSERT_EQ(QApplication::focusWidget(), box);
  EXPECT_EQ(box->currentText(), QStringLiteral("Both games"));
  pressAndWait(Qt::Key_Down);
  EXPECT_EQ(box->currentText(), QStringLiteral("Commander Chess"));
  EXPECT_EQ(pane()->model()->totalCount(), commander);
  EXPECT_EQ(header(1), QStringLiteral("Red"));
  EXPECT_EQ(header(2), QStringLiteral("Blue"));

  pressAndWait(Qt::Key_Down);
  EXPECT_EQ(box->currentText(), QStringLiteral("Cờ Đông Sơn"));
  EXPECT_EQ(pane()->model()->totalCount(), dongson);
  ASSERT_GT(pane()->model()->rowCount(), 0);
  const std::set<std::string> players = [&] {
    std::set<std::string> out;
    for (const char* sql :
         {"SELECT p.name FROM game g JOIN player p ON p.id = g.red_id WHERE variant = 'dongson'",
          "SELECT p.name FROM game g JOIN player p ON p.id = g.blue_id WHERE variant = 'dongson'"}) {
      const db::Rows r = conn->exec(sql);
      for (int i = 0; i < r.size(); ++i) out.insert(r.text(i, 0));
    }
    return out;
  }();
  for (int row = 0; row < pane()->model()->rowCount(); ++row)
    EXPECT_TRUE(players.count(pane()->model()->game(row).red)) << pane()->model()->game(row).red;
  EXPECT_EQ(header(1), QStringLiteral("Thủy"));
  EXPECT_EQ(header(2), QStringLiteral("Sơn"));
  EXPECT_EQ(pane()->view()->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Thủy"));
  // The side and result choices say the same; the mode and the rules are Commander Chess's: greyed.
  QComboBox* side = boxWith(QStringLiteral("either side"));
  ASSERT_NE(side, nullptr);
  EXPECT_GE(side->findText(QStringLiteral("as Thủy")), 0);
  EXPECT_GE(side->findText(QStringLiteral("as Sơn")), 0);
  QComboBox* result = boxWith(QStringLiteral("any result"));
  ASSERT_NE(result, nullptr);
  EXPECT_GE(result->findText(QStringLiteral("Thủy won (1-0)")), 0);
  EXPECT_FALSE(boxWith(QStringLiteral("any mode"))->isEnabled());
  EXPECT_FALSE(boxWith(QStringLiteral("any rules"))->isEnabled());
  if (const QByteArray shot = qgetenv("SABAN_GAMEFILTER_SHOT"); !shot.isEmpty()) {
    EXPECT_TRUE(window->grab().save(QString::fromLocal8Bit(shot)));
  }

  // Back to both games with ↑.
  pressAndWait(Qt::Key_Up);
  pressAndWait(Qt::Key_Up);
  EXPECT_EQ(box->currentText(), QStringLiteral("Both games"));
  EXPECT_EQ(pane()->model()->totalCount(), all);
  EXPECT_EQ(header(1), QStringLiteral("Red / Thủy"));
  EXPECT_TRUE(boxWith(QStringLiteral("any mode"))->isEnabled());
  EXPECT_GE(side->findText(QStringLiteral("as Red / Thủy")), 0);
}

// The engine pane's first column names the first player of the game shown, at once: Thủy after a Cờ Đông Sơn
// game is opened from the list by Enter, Red after a Commander Chess game.
TEST_F(GameFilter, TheEnginePaneHeaderFollowsTheGameOpened) {
  QTreeWidget* lines = window->enginePane()->lines();
  QTableView* view = pane()->view();
  auto openFirst = [&](const char* game) {
    QComboBox* box = gameBox();
    box->setFocus(Qt::TabFocusReason);
    const int at = box->findData(QString::fromLatin1(game));
    ASSERT_GE(at, 0);
    while (box->currentIndex() != at) pressAndWait(box->currentIndex() < at ? Qt::Key_Down : Qt::Key_Up);
    view->setFocus(Qt::TabFocusReason);
    QTest::keyClick(view, Qt::Key_Home);
    long long opened = 0;
    auto c = QObject::connect(window.get(), &MainWindow::gameLoaded, [&](long long id) { opened = id; });
    QTest::keyClick(view, Qt::Key_Return);
    ASSERT_TRUE(waitUntil([&] { return opened != 0; }));
    QObject::disconnect(c);
    ASSERT_EQ(doc.game(), game);
    window->showView(QStringLiteral("database"));
  };
  openFirst("dongson");
  EXPECT_EQ(lines->headerItem()->text(0), QStringLiteral("Thủy"));
  EXPECT_TRUE(lines->headerItem()->toolTip(0).contains(QStringLiteral("Thủy's side")));
  EXPECT_EQ(lines->header()->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Thủy"));
  openFirst("commander");
  EXPECT_EQ(lines->headerItem()->text(0), QStringLiteral("Red"));
  EXPECT_EQ(lines->header()->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Red"));
  EXPECT_FALSE(lines->headerItem()->toolTip(0).contains(QStringLiteral("Thủy")));
  openFirst("dongson");
  EXPECT_EQ(lines->headerItem()->text(0), QStringLiteral("Thủy"));

  // New games by their keys while the engine runs on the game shown: the header follows each at once.
  window->showView(QStringLiteral("game"));
  window->gamePane()->currentBoard()->setFocus();
  auto press = [](QKeyCombination key) {
    QWidget* focus = QApplication::focusWidget();
    ASSERT_NE(focus, nullptr);
    QTest::keyClick(focus, key.key(), key.keyboardModifiers());
  };
  press(QKeyCombination(Qt::Key_Space));
  ASSERT_TRUE(waitUntil([&] { return lines->topLevelItemCount() > 0; })) << "the engine runs";
  press(Qt::CTRL | Qt::Key_N);
  ASSERT_EQ(doc.game(), "commander");
  EXPECT_EQ(lines->headerItem()->text(0), QStringLiteral("Red"));
  if (const QByteArray shot = qgetenv("SABAN_GAMEFILTER_SHOT"); !shot.isEmpty()) {
    EXPECT_TRUE(window->grab().save(
        QString::fromLocal8Bit(shot).replace(QLatin1String(".png"), QLatin1String("-engine.png"))));
  }
  window->gamePane()->currentBoard()->setFocus();
  press(Qt::CTRL | Qt::SHIFT | Qt::Key_N);
  ASSERT_EQ(doc.game(), "dongson");
  EXPECT_EQ(lines->headerItem()->text(0), QStringLiteral("Thủy"));
  QTest::qWait(300);  // a report of the engine stopped meanwhile changes nothing
  EXPECT_EQ(lines->headerItem()->text(0), QStringLiteral("Thủy"));
  EXPECT_EQ(lines->header()->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Thủy"));
}

}  // namespace
}  // namespace saban::gui::test
