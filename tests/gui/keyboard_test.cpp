// The application driven as a user drives it, by keys sent to the widget that has the focus: the game list
// browsed with ↑/↓ and opened with Enter, a search started with Enter in a field, the game's keys back after
// a field had the focus, edits undone and redone, the question before an edited game is replaced or the
// window closed. (A database that cannot be opened: connectdialog_test.cpp.)
#include <QApplication>
#include <QDialog>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <functional>

#include "gui/board/boardpainter.h"
#include "gui/board/boardwidget.h"
#include "gui/database/databasepane.h"
#include "gui/database/gamelistmodel.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui_window.h"
#include "rules/movegen.h"

namespace saban::gui::test {
namespace {

class Keyboard : public GuiWindow {
 protected:
  /// Plays a Commander Chess move on the board with two mouse clicks: a lone piece's plain move to an
  /// empty point (one the entry needs no further choice for), other than `except`.
  void playAMoveWithTheMouse(const Turn& except = {}) {
    BoardWidget* board = window->gamePane()->board();
    Position pos = doc.position();
    for (const Turn& t : MoveList(pos)) {
      const Move& m = t.first();
      if (t.size != 1 || m.deploy() || pos.at(m.from()).size != 1 || !pos.at(m.to()).empty() || t == except)
        continue;
      const int before = doc.ply();
      for (Square s : {m.from(), m.to()})
        QTest::mouseClick(board, Qt::LeftButton, {},
                          squareCentre(board->boardArea(), s, board->isFlipped()).toPoint());
      if (doc.ply() == before + 1) return;
      board->cancelEntry();
    }
    FAIL() << "no move could be played with two clicks";
  }

  /// Answers the next modal question box named `name` by a click on `button`.
  void answer(const char* name, QMessageBox::StandardButton button) {
    QTimer::singleShot(0, [name, button] {
      QMessageBox* box = nullptr;
      waitUntil([&] {
        box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        return box && box->objectName() == QLatin1String(name) && box->isVisible();
      });
      ASSERT_NE(box, nullptr) << "no question " << name;
      QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
  }
};

TEST_F(Keyboard, TheListBrowsesWithTheArrowsAndOpensTheGameWithEnter) {
  waitForList(3);
  QTableView* view = window->databasePane()->view();
  GameListModel* model = window->databasePane()->model();
  QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(model->index(0, 1)).center());
  ASSERT_EQ(QApplication::focusWidget(), view);
  press(Qt::Key_Down);
  press(Qt::Key_Down);
  EXPECT_EQ(view->currentIndex().row(), 2) << "↓ moves in the list, not in a game";
  EXPECT_TRUE(doc.atStart());
  press(Qt::Key_Up);
  EXPECT_EQ(view->currentIndex().row(), 1);
  press(Qt::Key_Return);
  ASSERT_TRUE(waitUntil([&] { return loaded != 0; }));
  EXPECT_EQ(loaded, model->gameId(1)) << "Enter opens the current game";
  EXPECT_EQ(QApplication::focusWidget(), window->gamePane()->currentBoard()) << "the game takes the keys";
  press(Qt::Key_Right);
  press(Qt::Key_Right);
  EXPECT_EQ(doc.ply(), 2);
  press(Qt::Key_Left);
  EXPECT_EQ(doc.ply(), 1);
}

TEST_F(Keyboard, EnterInAFilterFieldSearchesAndTheGameKeysComeBackOnTheGamePage) {
  waitForList();
  auto* field = window->findChild<QLineEdit*>(QStringLiteral("playerFilter"));
  ASSERT_NE(field, nullptr);
  QTest::mouseClick(field, Qt::LeftButton);
  ASSERT_EQ(QApplication::focusWidget(), field);
  QTest::keyClicks(field, QStringLiteral("nguyen van anh"));
  press(Qt::Key_Return);
  GameListModel* model = window->databasePane()->model();
  ASSERT_TRUE(waitUntil([&] {
    return !model->isLoading() && model->rowCount() > 0 &&
           (model->data(model->index(0, 1)).toString() + model->data(model->index(0, 2)).toString())
               .contains(QStringLiteral("Nguyễn Văn Ánh"));
  })) << "Enter in the field searches";
  for (int row = 0; row < model->rowCount(); ++row)
    EXPECT_TRUE((model->data(model->index(row, 1)).toString() + model->data(model->index(row, 2)).toString())
                    .contains(QStringLiteral("Nguyễn Văn Ánh")));
  EXPECT_EQ(field->text(), QStringLiteral("nguyen van anh")) << "the field kept its keys";
  press(Qt::Key_Left);
  EXPECT_EQ(field->cursorPosition(), field->text().size() - 1) << "← moves in the field, not in the game";

  // A click on the Game tab: the board has the keys again.
  open(model->gameId(0));
  window->showView(QStringLiteral("database"));
  QTest::mouseClick(field, Qt::LeftButton);
  auto* tabs = window->findChild<QTabWidget*>();
  ASSERT_NE(tabs, nullptr);
  QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(1).center());
  ASSERT_EQ(tabs->currentWidget(), window->gamePane());
  EXPECT_EQ(QApplication::focusWidget(), window->gamePane()->currentBoard());
  press(Qt::Key_End);
  EXPECT_TRUE(doc.atEnd());
}

TEST_F(Keyboard, EditsAreUndoneAndRedone) {
  window->showView(QStringLiteral("game"));
  window->gamePane()->board()->setFocus();
  playAMoveWithTheMouse();
  playAMoveWithTheMouse();
  ASSERT_EQ(doc.record().moves.size(), 2u);
  EXPECT_TRUE(doc.isModified());

  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(doc.record().moves.size(), 1u) << "Ctrl+Z takes the last move back out of the game";
  EXPECT_EQ(doc.ply(), 1);
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_TRUE(doc.record().moves.empty());
  EXPECT_FALSE(doc.isModified()) << "undone to where it was opened: nothing to save";
  press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
  press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
  ASSERT_EQ(doc.record().moves.size(), 2u) << "Ctrl+Shift+Z puts them back";
  EXPECT_TRUE(doc.isModified());

  // A deletion and a variation, undone.
  press(Qt::Key_Home);
  press(Qt::Key_Right);
  press(Qt::Key_Delete, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_EQ(doc.record().moves.size(), 1u);
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(doc.record().moves.size(), 2u) << "the deleted move is back";
  press(Qt::Key_Home);
  playAMoveWithTheMouse();
  if (doc.inVariation()) {
    press(Qt::Key_Z, Qt::ControlModifier);
    EXPECT_FALSE(doc.inVariation());
    EXPECT_TRUE(doc.record().moves.front().variations.empty()) << "the variation is gone again";
  }
  EXPECT_EQ(doc.undoStack()->count() > 0, true);
}

TEST_F(Keyboard, AnEditedGameIsNotDroppedWithoutAsking) {
  waitForList(2);
  GameListModel* model = window->databasePane()->model();
  const long long first = model->gameId(0), second = model->gameId(1);
  open(first);
  press(Qt::Key_Home);
  playAMoveWithTheMouse(doc.record().moves.front().turn);  // a variation of the first move
  ASSERT_TRUE(doc.isModified());
  const std::size_t moves = doc.record().moves.size();

  answer("saveChanges", QMessageBox::Cancel);  // stay with the edited game
  window->openGame(second);
  QTest::qWait(50);
  EXPECT_EQ(doc.gameId(), first);
  EXPECT_EQ(doc.record().moves.size(), moves);
  EXPECT_TRUE(doc.isModified());

  answer("saveChanges", QMessageBox::Cancel);  // Ctrl+Q: the window stays
  window->close();
  EXPECT_TRUE(window->isVisible());

  answer("saveChanges", QMessageBox::Discard);  // then another game after all
  loaded = 0;
  window->openGame(second);
  ASSERT_TRUE(waitUntil([&] { return loaded == second; }));
  EXPECT_FALSE(doc.isModified());

  // Save: written back to the database, then the other game opens.
  press(Qt::Key_Home);
  playAMoveWithTheMouse(doc.record().moves.front().turn);
  ASSERT_TRUE(doc.isModified());
  press(Qt::Key_Up, Qt::ControlModifier);  // the variation becomes the main line: a game of one move
  const std::size_t saved = doc.record().moves.size();
  answer("saveChanges", QMessageBox::Save);
  loaded = 0;
  window->openGame(first);
  ASSERT_TRUE(waitUntil([&] { return loaded == first; }));
  EXPECT_EQ(count("SELECT ply_count FROM game WHERE id = " + std::to_string(second)),
            static_cast<long long>(saved));
}

TEST_F(Keyboard, CtrlF1ListsEveryShortcutOfTheMenus) {
  window->showView(QStringLiteral("game"));
  window->gamePane()->board()->setFocus();
  press(Qt::Key_F1, Qt::ControlModifier);
  QDialog* dialog = nullptr;
  ASSERT_TRUE(waitUntil([&] {
    dialog = window->findChild<QDialog*>(QStringLiteral("shortcuts"));
    return dialog && dialog->isVisible();
  }));
  auto* list = dialog->findChild<QTreeWidget*>();
  ASSERT_NE(list, nullptr);
  QStringList rows;
  for (int g = 0; g < list->topLevelItemCount(); ++g)
    for (int i = 0; i < list->topLevelItem(g)->childCount(); ++i)
      rows << list->topLevelItem(g)->child(i)->text(0) + QLatin1Char('=') +
                  list->topLevelItem(g)->child(i)->text(1);
  // Every action of the menus and their submenus (Edit → Annotation symbols) with a key is listed with it.
  int withKeys = 0;
  std::function<void(const QMenu*)> count = [&](const QMenu* menu) {
    for (QAction* item : menu->actions())
      if (item->menu()) {
        count(item->menu());
      } else if (!item->shortcuts().isEmpty()) {
        ++withKeys;
        const QString key = item->shortcuts().front().toString(QKeySequence::NativeText);
        EXPECT_TRUE(rows.join(QLatin1Char('\n')).contains(key)) << key.toStdString();
      }
  };
  for (QAction* a : window->menuBar()->actions())
    if (a->menu()) count(a->menu());
  EXPECT_EQ(rows.size(), withKeys);
  EXPECT_TRUE(rows.join(QLatin1Char('\n')).contains(QStringLiteral("Ctrl+5"))) << "the annotation symbols";
  EXPECT_TRUE(rows.join(QLatin1Char('\n')).contains(QStringLiteral("Ctrl+Shift+Z"))) << "redo";
  for (const char* help : {"F1", "Shift+F1", "Ctrl+F1"})  // the manual, the legend, this list
    EXPECT_TRUE(rows.join(QLatin1Char('\n')).contains(QLatin1Char('=') + QLatin1String(help))) << help;
  dialog->close();
}

TEST_F(Keyboard, ANewGamesHeaderNamesTheSidesWithoutQuestionMarks) {
  window->showView(QStringLiteral("game"));
  QString text;
  for (QLabel* l : window->gamePane()->findChildren<QLabel*>())
    if (l->text().contains(QStringLiteral("#b71c1c"))) text = l->text();  // the header: players in colour
  EXPECT_TRUE(text.contains(QStringLiteral("Red")) && text.contains(QStringLiteral("Blue")))
      << text.toStdString();
  EXPECT_FALSE(text.contains(QLatin1Char('?'))) << text.toStdString();
  EXPECT_FALSE(text.contains(QLatin1Char('*'))) << "no result yet: none shown";
}

}  // namespace
}  // namespace saban::gui::test
