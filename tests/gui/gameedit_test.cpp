// Editing games as users of SCID, ChessBase and lichess do, driven by keys and clicks on the focused widget:
// the header edited in its dialog (typed, saved to the database, undone), a new game of either game
// (Ctrl+N, Ctrl+Shift+N), a FEN copied and pasted back as a new game, garbage pasted refused with the
// reader's reason while the game stays, and the right-click menus of the board, the move list and the game
// list.
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTimer>
#include <QUndoStack>
#include <algorithm>

#include "gui/board/boardpainter.h"
#include "gui/board/boardwidget.h"
#include "gui/database/databasepane.h"
#include "gui/database/gamelistmodel.h"
#include "gui/dongson/dsboardwidget.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/game/headerdialog.h"
#include "gui/shell/mainwindow.h"
#include "gui_window.h"
#include "parser/judgement.h"
#include "rules/dongson/position.h"

namespace saban::gui::test {
namespace {

class GameEdit : public GuiWindow {
 protected:
  /// A right-click on a widget (the context menu event the window system sends for it); returns the menu
  /// that opened.
  QMenu* rightClick(QWidget* w, QPoint at) {
    QContextMenuEvent e(QContextMenuEvent::Mouse, at, w->mapToGlobal(at));
    QApplication::sendEvent(w, &e);
    QMenu* menu = nullptr;
    waitUntil([&] { return (menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())); }, 3000);
    return menu;
  }

  /// Clicks the item of an open menu whose text starts with `text` (the '&' left out).
  bool choose(QMenu* menu, const QString& text) {
    for (QAction* a : menu->actions())
      if (a->text().remove(QLatin1Char('&')).startsWith(text)) {
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(a).center());
        return true;
      }
    return false;
  }

  HeaderDialog* headerDialog() {
    HeaderDialog* d = nullptr;
    waitUntil([&] { return (d = window->findChild<HeaderDialog*>()) && d->isVisible(); }, 3000);
    if (d) {  // the window manager activates the new window
      d->activateWindow();
      EXPECT_TRUE(QTest::qWaitForWindowActive(d));
    }
    return d;
  }

  /// Answers the next question box by a click on `button`, once it shows (polled: the key that opens it may
  /// be pressed after more events).
  void answer(QMessageBox::StandardButton button) {
    auto* poll = new QTimer(window.get());
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      if (!box || !box->isVisible()) return;
      poll->deleteLater();
      poll->stop();
      QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
    poll->start(20);
  }

  /// A field clicked, its text selected (Ctrl+A) and typed over, key by key (each key event carrying its
  /// character, as the keyboard's input sends letters outside ASCII).
  static void retype(QLineEdit* field, const QString& text) {
    ASSERT_NE(field, nullptr);
    QTest::mouseClick(field, Qt::LeftButton);
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    typeText(field, text);
  }

  /// Where the move of a path key ("2": the main line's second move) is shown in the move list.
  static QPoint moveAt(MoveListView* list, const QString& key) {
    for (QTextBlock b = list->document()->begin(); b.isValid(); b = b.next())
      for (auto it = b.begin(); !it.atEnd(); ++it)
        if (it.fragment().charFormat().anchorHref() == QStringLiteral("p:") + key) {
          QTextCursor start(list->document()), end(list->document());
          start.setPosition(it.fragment().position());
          end.setPosition(it.fragment().position() + it.fragment().length());
          return (list->cursorRect(start).center() + list->cursorRect(end).center()) / 2;
        }
    return {-1, -1};
  }

  QString headerText() const { return window->gamePane()->headerLabel()->text(); }
};

TEST_F(GameEdit, TheHeaderIsTypedIntoItsDialogSavedAndUndone) {
  waitForList();
  const long long id = window->databasePane()->model()->gameId(0);
  open(id);
  const std::string red = doc.tag("Red").value_or("");
  press(Qt::Key_H, Qt::ControlModifier);
  HeaderDialog* dialog = headerDialog();
  ASSERT_NE(dialog, nullptr) << "Ctrl+H opens the header";
  QLineEdit* redField = dialog->field(QStringLiteral("Red"));
  ASSERT_NE(redField, nullptr);
  EXPECT_EQ(redField->text().toStdString(), red == "?" ? "" : red);
  // Each field clicked, its text selected and typed over.
  retype(redField, QStringLiteral("Trần Thị Bình"));
  retype(dialog->field(QStringLiteral("Event")), QStringLiteral("Giải Hà Nội mở rộng"));
  QLineEdit* date = dialog->field(QStringLiteral("Date"));
  retype(date, QStringLiteral("2026.13.??"));
  QTest::keyClick(date, Qt::Key_Return);
  EXPECT_TRUE(dialog->isVisible()) << "a month 13 is refused";
  auto* error = dialog->findChild<QLabel*>(QStringLiteral("headerError"));
  ASSERT_NE(error, nullptr);
  EXPECT_TRUE(error->isVisible());
  EXPECT_TRUE(error->text().contains(QStringLiteral("13"))) << error->text().toStdString();
  EXPECT_EQ(date->selectedText(), QStringLiteral("2026.13.??")) << "the date is selected to be typed again";
  retype(date, QStringLiteral("2026.11.??"));
  QTest::keyClick(date, Qt::Key_Return);
  ASSERT_TRUE(waitUntil([&] { return !dialog->isVisible(); }, 3000)) << "Enter accepts a good header";

  EXPECT_EQ(doc.tag("Red").value_or(""), "Trần Thị Bình");
  EXPECT_EQ(doc.tag("Event").value_or(""), "Giải Hà Nội mở rộng");
  EXPECT_EQ(doc.tag("Date").value_or(""), "2026.11.??");
  EXPECT_TRUE(doc.isModified());
  EXPECT_TRUE(headerText().contains(QStringLiteral("Trần Thị Bình"))) << headerText().toStdString();
  EXPECT_TRUE(headerText().contains(QStringLiteral("Giải Hà Nội mở rộng")));

  // Undone in one step, redone, then saved (Ctrl+Shift+S): the database has the new names.
  window->gamePane()->currentBoard()->setFocus();
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(doc.tag("Red").value_or(""), red);
  EXPECT_FALSE(doc.isModified());
  EXPECT_FALSE(headerText().contains(QStringLiteral("Trần Thị Bình")));
  press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_EQ(doc.tag("Red").value_or(""), "Trần Thị Bình");
  press(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
  ASSERT_TRUE(waitUntil([&] { return saved == id; }));
  EXPECT_FALSE(doc.isModified());
  const std::string where =
      " FROM game g JOIN player p ON p.id = g.red_id WHERE g.id = " + std::to_string(id);
  EXPECT_EQ(conn->one_row("SELECT p.name" + where).text(0, 0), "Trần Thị Bình");
  EXPECT_EQ(conn->one_row("SELECT g.date_text FROM game g WHERE g.id = " + std::to_string(id)).text(0, 0),
            "2026.11.??");
}

TEST_F(GameEdit, ADoubleClickOnTheHeaderEditsItAndTheResultIsChosen) {
  window->showView(QStringLiteral("game"));
  QLabel* header = window->gamePane()->headerLabel();
  QTest::mouseDClick(header, Qt::LeftButton, {}, header->rect().center());
  HeaderDialog* dialog = headerDialog();
  ASSERT_NE(dialog, nullptr) << "a double-click on the header opens its dialog";
  QComboBox* result = dialog->resultBox();
  QTest::mouseClick(result, Qt::LeftButton);  // its list opens: ↑ to 1-0, ↓ to 0-1, Enter
  QWidget* popup = nullptr;
  ASSERT_TRUE(waitUntil([&] { return (popup = QApplication::activePopupWidget()); }, 3000));
  QWidget* list = popup->focusWidget() ? popup->focusWidget() : popup;
  for (int i = 0; i < 4; ++i) QTest::keyClick(list, Qt::Key_Up);
  QTest::keyClick(list, Qt::Key_Down);
  QTest::keyClick(list, Qt::Key_Return);
  ASSERT_EQ(result->currentData().toString(), QStringLiteral("0-1"));
  retype(dialog->field(QStringLiteral("Blue")), QStringLiteral("Lê Văn C"));
  QTest::keyClick(dialog->field(QStringLiteral("Blue")), Qt::Key_Return);
  ASSERT_TRUE(waitUntil([&] { return !dialog->isVisible(); }, 3000));
  EXPECT_EQ(doc.result(), "0-1");
  EXPECT_EQ(doc.tag("Result").value_or("0-1"), "0-1") << "a Result tag follows the result";
  EXPECT_TRUE(headerText().contains(QStringLiteral("0-1"))) << headerText().toStdString();
  EXPECT_EQ(doc.undoStack()->count(), 1) << "one step";
}

TEST_F(GameEdit, CtrlNStartsANewGameOfEitherGameAfterAskingAboutTheEditedOne) {
  waitForList();
  open(window->databasePane()->model()->gameId(0));
  ASSERT_FALSE(doc.record().moves.empty());
  press(Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_EQ(doc.kind(), games::GameKind::DongSon) << "Ctrl+Shift+N: a Cờ Đông Sơn game";
  EXPECT_TRUE(doc.atStart() && doc.atEnd());
  EXPECT_EQ(doc.gameId(), 0);
  EXPECT_EQ(window->gamePane()->currentBoard(), window->gamePane()->dsBoard());
  EXPECT_EQ(QApplication::focusWidget(), window->gamePane()->dsBoard());

  // An edited game is asked about first: Cancel keeps it.
  press(Qt::Key_H, Qt::ControlModifier);
  HeaderDialog* dialog = headerDialog();
  ASSERT_NE(dialog, nullptr);
  retype(dialog->field(QStringLiteral("Thuy")), QStringLiteral("Thủy's player"));
  QTest::keyClick(dialog->field(QStringLiteral("Thuy")), Qt::Key_Return);
  ASSERT_TRUE(waitUntil([&] { return !dialog->isVisible(); }, 3000));
  ASSERT_TRUE(doc.isModified());
  window->activateWindow();  // the dialog closed: the window manager gives the window back the keys
  ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
  window->gamePane()->currentBoard()->setFocus();
  answer(QMessageBox::Cancel);
  press(Qt::Key_N, Qt::ControlModifier);
  EXPECT_EQ(doc.kind(), games::GameKind::DongSon) << "Cancel: the edited game stays";
  EXPECT_EQ(doc.tag("Thuy").value_or(""), "Thủy's player");
  answer(QMessageBox::Discard);
  press(Qt::Key_N, Qt::ControlModifier);
  EXPECT_EQ(doc.kind(), games::GameKind::Commander) << "Ctrl+N: a Commander Chess game";
  EXPECT_TRUE(doc.record().moves.empty());
  EXPECT_FALSE(doc.isModified());
}

TEST_F(GameEdit, AFenCopiedIsPastedBackAsANewGameAndGarbageIsRefused) {
  waitForList();
  open(window->databasePane()->model()->gameId(0));
  window->gamePane()->currentBoard()->setFocus();
  press(Qt::Key_Right);
  press(Qt::Key_Right);
  press(Qt::Key_Right);
  const std::string fen = doc.fen();
  press(Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_EQ(QApplication::clipboard()->text().toStdString(), fen);
  press(Qt::Key_C, Qt::ControlModifier);
  const QString record = QApplication::clipboard()->text();
  EXPECT_TRUE(record.contains(QStringLiteral("[Red "))) << record.toStdString();
  EXPECT_EQ(record.toStdString(), doc.fileText()) << "the game as File → Save writes it";

  QApplication::clipboard()->setText(QString::fromStdString(fen));
  press(Qt::Key_V, Qt::ControlModifier);
  EXPECT_EQ(doc.gameId(), 0) << "a new game";
  EXPECT_TRUE(doc.atStart());
  EXPECT_EQ(doc.fen(), fen) << "set up at the pasted position";
  EXPECT_TRUE(doc.record().moves.empty());

  // A record pasted opens with its moves.
  QApplication::clipboard()->setText(record);
  press(Qt::Key_V, Qt::ControlModifier);
  EXPECT_EQ(doc.fileText(), record.toStdString());

  // Garbage: a dialog says where and why; the game stays.
  QApplication::clipboard()->setText(QStringLiteral("[Event \"x\"]\n\n1. Zz99-q7 *\n"));
  press(Qt::Key_V, Qt::ControlModifier);
  QMessageBox* box = nullptr;
  ASSERT_TRUE(waitUntil([&] {
    box = window->findChild<QMessageBox*>(QStringLiteral("pasteFailed"));
    return box && box->isVisible();
  }));
  EXPECT_TRUE(box->informativeText().contains(QStringLiteral("clipboard:3:")))
      << box->informativeText().toStdString();
  EXPECT_EQ(doc.fileText(), record.toStdString()) << "the game stays";
  QTest::keyClick(box, Qt::Key_Return);
  ASSERT_TRUE(waitUntil([&] { return !window->findChild<QMessageBox*>(QStringLiteral("pasteFailed")); }));

  // A FEN with a bad rank says which game's FEN it took it for and where.
  QApplication::clipboard()->setText(
      QStringLiteral("lvngtgnvl/bdbdbdbdb/9/9/9/9/9/BDBDBDBDB/LVNGTGNVX w - - 0 1"));
  press(Qt::Key_V, Qt::ControlModifier);
  ASSERT_TRUE(waitUntil([&] {
    box = window->findChild<QMessageBox*>(QStringLiteral("pasteFailed"));
    return box && box->isVisible();
  }));
  EXPECT_TRUE(box->informativeText().contains(QStringLiteral("Cờ Đông Sơn")))
      << box->informativeText().toStdString();
  QTest::keyClick(box, Qt::Key_Return);

  // Ctrl+V in a text field pastes the text there, not a game.
  QApplication::clipboard()->setText(QStringLiteral("a fine move"));
  press(Qt::Key_Right);
  QTest::mouseClick(window->gamePane()->commentEdit()->viewport(), Qt::LeftButton);
  press(Qt::Key_V, Qt::ControlModifier);
  EXPECT_TRUE(window->gamePane()->commentEdit()->toPlainText().contains(QStringLiteral("a fine move")));
  EXPECT_EQ(doc.fileText().find("a fine move") != std::string::npos, true) << "the comment, not a new game";
}

TEST_F(GameEdit, APastedDongSonFenSetsUpItsBoard) {
  window->showView(QStringLiteral("game"));
  window->gamePane()->currentBoard()->setFocus();
  QApplication::clipboard()->setText(QString::fromLatin1(saban::dongson::Position::kStartFen));
  press(Qt::Key_V, Qt::ControlModifier);
  EXPECT_EQ(doc.kind(), games::GameKind::DongSon);
  EXPECT_EQ(QApplication::focusWidget(), window->gamePane()->dsBoard());
}

TEST_F(GameEdit, TheRightClickMenusActOnTheBoardTheMovesAndTheList) {
  waitForList(2);
  GameListModel* model = window->databasePane()->model();
  QTableView* view = window->databasePane()->view();
  // The game list: right-click on the second row, Open.
  QMenu* menu = rightClick(view->viewport(), view->visualRect(model->index(1, 1)).center());
  ASSERT_NE(menu, nullptr) << "a menu on the game list";
  EXPECT_EQ(menu->objectName(), QStringLiteral("gameListMenu"));
  loaded = 0;
  ASSERT_TRUE(choose(menu, QStringLiteral("Open")));
  ASSERT_TRUE(waitUntil([&] { return loaded == model->gameId(1); }));

  // The board: Flip the board, by a right click beside the points (on them the right button draws marks).
  BoardWidget* board = window->gamePane()->board();
  const bool flipped = board->isFlipped();
  const QPoint beside(3, 3);
  ASSERT_FALSE(squareAt(board->boardArea(), beside, board->isFlipped()).valid());
  EXPECT_EQ(rightClick(board, board->rect().center()), nullptr) << "on a point: the mark's press, no menu";
  menu = rightClick(board, beside);
  ASSERT_NE(menu, nullptr) << "a menu on the board";
  ASSERT_TRUE(choose(menu, QStringLiteral("Flip the board")));
  EXPECT_NE(board->isFlipped(), flipped);
  QContextMenuEvent key(QContextMenuEvent::Keyboard, board->rect().center(),
                        board->mapToGlobal(board->rect().center()));  // the Menu key, Shift+F10
  QApplication::sendEvent(board, &key);
  waitUntil([&] { return (menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())); }, 3000);
  ASSERT_NE(menu, nullptr);
  ASSERT_TRUE(choose(menu, QStringLiteral("Copy the position")));
  EXPECT_EQ(QApplication::clipboard()->text().toStdString(), doc.fen());

  // The move list: a right-click on the second move goes there; "Delete the following moves" from it.
  MoveListView* list = window->gamePane()->moveList();
  const std::size_t moves = doc.record().moves.size();
  ASSERT_GT(moves, 2u);
  const QPoint second = moveAt(list, QStringLiteral("2"));
  ASSERT_GE(second.x(), 0);
  menu = rightClick(list->viewport(), second);
  ASSERT_NE(menu, nullptr) << "a menu on the move list";
  const int ply = doc.ply();
  EXPECT_EQ(ply, 2) << "the move clicked is the current move";
  ASSERT_TRUE(choose(menu, QStringLiteral("Delete the following moves")));
  EXPECT_EQ(doc.record().moves.size(), static_cast<std::size_t>(ply));
  // A judgement from the menu's submenu, on the move clicked (one the move has not: samples/ is remade by
  // scripts, so the game at this row may carry any judgement already).
  const parser::Judgement before = doc.judgement();
  const parser::Judgement chosen =
      before == parser::Judgement::Good ? parser::Judgement::Mistake : parser::Judgement::Good;
  menu = rightClick(list->viewport(), second);
  ASSERT_NE(menu, nullptr);
  ASSERT_TRUE(choose(menu, QStringLiteral("Judgement")));
  QMenu* judgements = nullptr;
  ASSERT_TRUE(waitUntil(
      [&] {
        judgements = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        return judgements && judgements != menu;
      },
      3000));
  ASSERT_TRUE(
      choose(judgements, QString::fromLatin1(parser::judgement_symbol(chosen)) + QStringLiteral("  ")));
  EXPECT_EQ(doc.judgement(), chosen);
  EXPECT_EQ(doc.ply(), ply);
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(doc.judgement(), before) << "undone as any edit";
}

// Ctrl+Z on the game list brings back the games just deleted (the Edit menu's Undo follows the focus),
// Ctrl+Shift+Z deletes them again, the list keeping its place; the game page's undo still undoes the game's
// edits.
TEST_F(GameEdit, CtrlZOnTheListBringsBackTheDeletedGames) {
  waitForList(5);
  GameListModel* model = window->databasePane()->model();
  QTableView* view = window->databasePane()->view();
  const long long games = count("SELECT count(*) FROM game");
  // An edit of the open game first: the list's Ctrl+Z must not undo it.
  open(model->gameId(0));
  window->showView(QStringLiteral("game"));
  window->gamePane()->currentBoard()->setFocus();
  doc.toStart();
  doc.forward();
  const int plies = static_cast<int>(doc.record().moves.size());
  ASSERT_GT(plies, 2);
  press(Qt::Key_Delete, Qt::ControlModifier | Qt::ShiftModifier);  // the moves after the first
  ASSERT_EQ(static_cast<int>(doc.record().moves.size()), 1);

  window->showView(QStringLiteral("database"));
  QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(model->index(1, 1)).center());
  ASSERT_EQ(QApplication::focusWidget(), view);
  press(Qt::Key_Down, Qt::ShiftModifier);  // rows 1 and 2
  const long long a = model->gameId(1), b = model->gameId(2), next = model->gameId(3);
  const long long top = model->gameId(view->rowAt(0));
  ASSERT_EQ(view->selectionModel()->selectedRows().size(), 2);
  auto listed = [&](long long id) {
    for (int r = 0; r < model->rowCount(); ++r)
      if (model->gameId(r) == id) return true;
    return false;
  };
  auto selectedIds = [&] {
    QList<long long> ids;
    for (const QModelIndex& i : view->selectionModel()->selectedRows()) ids << model->gameId(i.row());
    std::sort(ids.begin(), ids.end());
    return ids;
  };
  auto trashed = [&] {
    return count("SELECT count(*) FROM game_trash WHERE id IN (" + std::to_string(a) + "," +
                 std::to_string(b) + ")");
  };

  press(Qt::Key_Delete);
  ASSERT_TRUE(waitUntil([&] { return count("SELECT count(*) FROM game") == games - 2; }));
  EXPECT_EQ(trashed(), 2);
  ASSERT_TRUE(waitUntil([&] { return !model->isLoading() && !listed(a) && !listed(b); }));
  EXPECT_EQ(selectedIds(), QList<long long>{next}) << "the next game takes their place";
  EXPECT_EQ(model->gameId(view->currentIndex().row()), next);
  EXPECT_EQ(model->gameId(view->rowAt(0)), top) << "the list keeps its place";
  ASSERT_EQ(QApplication::focusWidget(), view);

  // The Edit menu's Undo names the deletion while the list has the focus.
  QAction* undo = nullptr;
  for (QAction* m : window->menuBar()->actions())
    if (m->menu())
      for (QAction* x : m->menu()->actions())
        if (x->shortcut() == QKeySequence(QKeySequence::Undo)) undo = x;
  ASSERT_NE(undo, nullptr);
  EXPECT_TRUE(undo->isEnabled());
  EXPECT_TRUE(undo->text().contains(QStringLiteral("2"))) << undo->text().toStdString();

  press(Qt::Key_Z, Qt::ControlModifier);
  ASSERT_TRUE(waitUntil([&] { return count("SELECT count(*) FROM game") == games; })) << "both restored";
  EXPECT_EQ(trashed(), 0);
  ASSERT_TRUE(waitUntil([&] { return !model->isLoading() && listed(a) && listed(b); }));
  ASSERT_TRUE(waitUntil([&] {
    return selectedIds() == QList<long long>{std::min(a, b), std::max(a, b)};
  })) << "the games back are selected";
  EXPECT_EQ(static_cast<int>(doc.record().moves.size()), 1)
      << "the game's edit is not undone by the list's Ctrl+Z";

  press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
  ASSERT_TRUE(waitUntil([&] { return count("SELECT count(*) FROM game") == games - 2; })) << "deleted again";
  EXPECT_EQ(trashed(), 2);
  ASSERT_TRUE(waitUntil([&] { return !model->isLoading() && !listed(a) && !listed(b); }));

  // On the game page Ctrl+Z undoes the game's edit.
  window->showView(QStringLiteral("game"));
  window->gamePane()->currentBoard()->setFocus();
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(static_cast<int>(doc.record().moves.size()), plies) << "the moves are back";
  EXPECT_EQ(count("SELECT count(*) FROM game"), games - 2) << "the games stay deleted";
}

TEST_F(GameEdit, DeleteOnTheListMovesTheGameToTheTrashAndItIsRestored) {
  waitForList(3);
  GameListModel* model = window->databasePane()->model();
  QTableView* view = window->databasePane()->view();
  const long long games = count("SELECT count(*) FROM game");
  const long long id = model->gameId(1);
  open(id);  // the open game is deleted: it is no longer the database's
  window->showView(QStringLiteral("database"));
  QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(model->index(1, 1)).center());
  ASSERT_EQ(QApplication::focusWidget(), view);
  press(Qt::Key_Delete);
  ASSERT_TRUE(waitUntil([&] { return count("SELECT count(*) FROM game") == games - 1; }));
  EXPECT_EQ(count("SELECT count(*) FROM game_trash WHERE id = " + std::to_string(id)), 1);
  ASSERT_TRUE(waitUntil([&] {
    if (model->isLoading()) return false;
    for (int r = 0; r < model->rowCount(); ++r)
      if (model->gameId(r) == id) return false;
    return true;
  })) << "the list no longer shows it";
  EXPECT_EQ(doc.gameId(), 0) << "the open game is detached from the database";

  // Right-click on the list, "Deleted games…", the game selected, Restore.
  QMenu* menu = rightClick(view->viewport(), view->visualRect(model->index(0, 1)).center());
  ASSERT_NE(menu, nullptr);
  ASSERT_TRUE(choose(menu, QStringLiteral("Deleted games")));
  QDialog* trash = nullptr;
  ASSERT_TRUE(waitUntil([&] {
    trash = window->findChild<QDialog*>(QStringLiteral("trash"));
    return trash && trash->isVisible();
  }));
  auto* table = trash->findChild<QTableWidget*>();
  ASSERT_NE(table, nullptr);
  ASSERT_TRUE(waitUntil([&] { return table->rowCount() == 1; }));
  EXPECT_EQ(table->item(0, 0)->text(), QString::number(id));
  QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualItemRect(table->item(0, 1)).center());
  auto* restore = trash->findChild<QPushButton*>(QStringLiteral("restore"));
  ASSERT_NE(restore, nullptr);
  ASSERT_TRUE(restore->isEnabled());
  QTest::mouseClick(restore, Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&] { return count("SELECT count(*) FROM game") == games; })) << "restored";
  EXPECT_EQ(count("SELECT count(*) FROM game WHERE id = " + std::to_string(id)), 1) << "under its id";
  ASSERT_TRUE(waitUntil([&] { return table->rowCount() == 0; }));
  trash->close();
  ASSERT_TRUE(waitUntil([&] {
    if (model->isLoading()) return false;
    for (int r = 0; r < model->rowCount(); ++r)
      if (model->gameId(r) == id) return true;
    return false;
  })) << "the list shows it again";
}

}  // namespace
}  // namespace saban::gui::test
