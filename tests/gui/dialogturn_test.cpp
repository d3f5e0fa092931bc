// Dialogs that arrive on their own wait for the one the user is reading (gui/core/dialogturn.h): at startup a
// file given on the command line that cannot be read and a database that cannot be opened made two boxes
// stacked at once, and the keyboard's focus went back to the window behind them.
#include <gtest/gtest.h>

#include <QApplication>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTest>

#include "tests/gui/gui_fixture.h"
#include "tests/gui/open_window.h"

namespace saban::gui::test {
namespace {

QMessageBox* shownBox(MainWindow& window, const char* name) {
  auto* box = window.findChild<QMessageBox*>(QString::fromLatin1(name));
  return box && box->isVisible() ? box : nullptr;
}

TEST(DialogTurn, TheDatabasesFailureWaitsForTheFilesErrorThenHasTheKeys) {
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& window = *open.window;
  // As main() does with `saban-gui --db ... FILE`: the file's error at once, the database's when it answers.
  QString error;
  const QString path = QStringLiteral(SABAN_SAMPLES "/broken/illegal-move.ctr");
  ASSERT_FALSE(window.openFile(path, &error));
  window.showOpenError(path, error, false);
  ASSERT_TRUE(waitUntil([&] { return shownBox(window, "fileFailed") != nullptr; }));
  // The record's line and the caret under the place in a fixed-width font (a proportional one put the caret a
  // few characters off), the message above them in the dialog's own.
  const QString shown = shownBox(window, "fileFailed")->text();
  const qsizetype pre = shown.indexOf(QStringLiteral("<pre>"));
  ASSERT_GT(pre, 0) << shown.toStdString();
  EXPECT_TRUE(shown.left(pre).contains(QStringLiteral("illegal-move.ctr:"))) << shown.toStdString();
  EXPECT_TRUE(shown.mid(pre).contains(QStringLiteral("T3,5_6,5"))) << shown.toStdString();
  EXPECT_TRUE(shown.mid(pre).contains(QStringLiteral("^</pre>"))) << shown.toStdString();
  QSignalSpy failed(&open.db, &Database::openFailed);
  open.db.open(QStringLiteral("host=/nonexistent-saban-socket-dir dbname=saban_none connect_timeout=2"));
  ASSERT_TRUE(waitUntil([&] { return failed.count() == 1; }, 30000));
  QTest::qWait(100);  // the time a second box would take to show
  EXPECT_EQ(shownBox(window, "openFailed"), nullptr) << "two boxes at once";
  EXPECT_EQ(QApplication::activeModalWidget(), shownBox(window, "fileFailed"));

  // Enter, to whatever has the keys, closes the file's box; the database's takes its place, with the keys.
  pressKey(window, Qt::Key_Return);
  ASSERT_TRUE(waitUntil([&] { return shownBox(window, "openFailed") != nullptr; }));
  EXPECT_EQ(shownBox(window, "fileFailed"), nullptr);
  QMessageBox* second = shownBox(window, "openFailed");
  EXPECT_EQ(QApplication::activeModalWidget(), second);
  ASSERT_TRUE(waitUntil([&] { return second->isAncestorOf(QApplication::focusWidget()); }))
      << "the keys go to the box on screen";
  pressKey(window, Qt::Key_Return);
  EXPECT_TRUE(
      waitUntil([&] { return !shownBox(window, "openFailed") && !QApplication::activeModalWidget(); }));
}

}  // namespace
}  // namespace saban::gui::test
