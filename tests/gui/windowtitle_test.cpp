// The main window's title names the open game and the database (never the connection string), with the star
// of unsaved changes; the platform adds "— Saban". Before, every window read "Saban — Commander Chess
// database — Saban" whatever it held (seen under Xvfb).
#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QTest>

#include "gui/board/boardwidget.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui/shell/windowtitle.h"
#include "gui_fixture.h"
#include "gui_window.h"
#include "open_window.h"

namespace saban::gui::test {
namespace {

TEST(WindowTitleText, PlayersAndDatabase) {
  EXPECT_EQ(windowTitle(QStringLiteral("Lê Văn An"), QStringLiteral("Đỗ Bình"), QStringLiteral("club")),
            QStringLiteral("Lê Văn An – Đỗ Bình[*] — club"));
  EXPECT_EQ(windowTitle({}, {}, QStringLiteral("club")), QStringLiteral("New game[*] — club"));
  EXPECT_EQ(windowTitle(QStringLiteral("An"), {}, {}), QStringLiteral("An – ?[*]"));
  EXPECT_EQ(windowTitle({}, {}, {}, QStringLiteral("Một nước cờ hay")), QStringLiteral("Một nước cờ hay[*]"))
      << "no players: the event";
  EXPECT_EQ(windowTitle(QStringLiteral("An"), {}, {}, QStringLiteral("Club")), QStringLiteral("An – ?[*]"));
}

// The status bar and the window title name the database as a user knows it: its name and its server, never
// the connection string (its keywords, its password).
TEST(DatabaseName, ItsNameAndServerNeverItsPassword) {
  EXPECT_EQ(Database::shownName(
                QStringLiteral("host=db.example.org port=5433 dbname=club user=ann password=s3cret")),
            QStringLiteral("club @ db.example.org:5433"));
  EXPECT_EQ(Database::shownName(QStringLiteral("postgresql://ann:s3cret@localhost/saban")),
            QStringLiteral("saban @ localhost:5432"));
  EXPECT_EQ(Database::shownName(QStringLiteral("host=/run/postgresql dbname=saban password=s3cret")),
            QStringLiteral("saban (local socket)"));
  EXPECT_EQ(Database::shownName(QStringLiteral("dbname=saban")), QStringLiteral("saban (local socket)"));
  EXPECT_EQ(Database::shownName(QStringLiteral("user=ann host=10.0.0.7")),
            QStringLiteral("ann @ 10.0.0.7:5432"))
      << "libpq's default database: the user's name";
  for (const char* bad : {"host=x password=s3cret 'unclosed", "host=x password=s3cret", "password=s3cret"})
    EXPECT_FALSE(Database::shownName(QString::fromLatin1(bad)).contains(QStringLiteral("s3cret"))) << bad;
}

// With no database open the title names none: before, a window whose database had not opened (none given,
// or `--db` unreachable) read "An – Bình — the PG* environment" (an empty conninfo's name), the status bar
// saying that no database was open (seen under Xvfb).
TEST(WindowTitleWithoutDatabase, NamesNoDatabaseUntilOneIsOpen) {
  OpenWindow open;
  ASSERT_TRUE(open.show());
  QString error;
  ASSERT_TRUE(open.window->openFile(QStringLiteral(SABAN_SAMPLES "/rulebook/selfplay-en.ctr"), &error))
      << error.toStdString();
  const auto red = open.doc.tag("Red"), blue = open.doc.tag("Blue");
  ASSERT_TRUE(red && blue);
  const QString expected =
      QStringLiteral("%1 – %2[*]").arg(QString::fromStdString(*red), QString::fromStdString(*blue));
  EXPECT_EQ(open.window->windowTitle().toStdString(), expected.toStdString());
  open.db.open(QStringLiteral("host=/nonexistent-saban-dir dbname=club connect_timeout=2"));
  QMessageBox* box = nullptr;
  ASSERT_TRUE(waitUntil(
      [&] {
        box = open.window->findChild<QMessageBox*>(QStringLiteral("openFailed"));
        return box != nullptr;
      },
      30000));
  QTest::keyClick(box, Qt::Key_Return);
  EXPECT_FALSE(open.db.isOpen());
  EXPECT_EQ(open.window->windowTitle().toStdString(), expected.toStdString())
      << "a failed open names no database either";
}

class WindowTitle : public GuiWindow {
 protected:
  WindowTitle() : GuiWindow(false) {}
};

TEST_F(WindowTitle, FollowsTheGameAndItsEdits) {
  const QString db =
      QString::fromStdString(conninfo()).section(QStringLiteral("dbname="), -1).section(' ', 0, 0);
  EXPECT_EQ(window->windowTitle(), QStringLiteral("New game[*] — %1 (local socket)").arg(db))
      << "the database as the status bar names it";
  QString error;
  ASSERT_TRUE(window->openFile(QStringLiteral(SABAN_SAMPLES "/rulebook/selfplay-en.ctr"), &error))
      << error.toStdString();
  const auto red = doc.tag("Red"), blue = doc.tag("Blue");
  ASSERT_TRUE(red && blue);
  EXPECT_EQ(window->windowTitle(), QStringLiteral("%1 – %2[*] — %3 (local socket)")
                                       .arg(QString::fromStdString(*red), QString::fromStdString(*blue), db));
  EXPECT_FALSE(window->isWindowModified());
  // The rulebook's worked example names no player ("?"): its event names it, not "New game" (seen under
  // Xvfb).
  ASSERT_TRUE(window->openFile(QStringLiteral(SABAN_SAMPLES "/rulebook/mot-nuoc-co-hay.ctr"), &error))
      << error.toStdString();
  EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("Một nước cờ hay: the worked example")))
      << window->windowTitle().toStdString();
  ASSERT_TRUE(window->openFile(QStringLiteral(SABAN_SAMPLES "/rulebook/selfplay-en.ctr"), &error))
      << error.toStdString();
  window->showView(QStringLiteral("game"));
  window->gamePane()->board()->setFocus();
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_1, Qt::ControlModifier);  // a "good move" sign
  EXPECT_TRUE(window->isWindowModified()) << "the star while the game has unsaved changes";
  doc.markSaved();
}

TEST_F(WindowTitle, TheStatusBarNamesTheDatabaseNotItsConnectionString) {
  const QString db =
      QString::fromStdString(conninfo()).section(QStringLiteral("dbname="), -1).section(' ', 0, 0);
  auto shown = [&] {
    for (QLabel* l : window->statusBar()->findChildren<QLabel*>())
      if (l->text().startsWith(db)) return l->text();
    return QString();
  };
  // The window built over the open database (at start, or for a new language) counts its games too.
  EXPECT_EQ(shown().toStdString(), QStringLiteral("%1 (local socket) (0 games)").arg(db).toStdString())
      << "the test server listens on a socket";
  EXPECT_TRUE(window->windowTitle().endsWith(QStringLiteral(" — %1 (local socket)").arg(db)))
      << "the title names it in the same words: " << window->windowTitle().toStdString();
  // Opened again (as from File → Open a database): the games counted beside it, still no keyword.
  database->open(QString::fromStdString(conninfo()));
  ASSERT_TRUE(waitUntil([&] { return shown().contains(QStringLiteral("game")); }, 30000));
  EXPECT_TRUE(shown().startsWith(QStringLiteral("%1 (local socket) (0 ").arg(db))) << shown().toStdString();
  for (const char* keyword : {"host=", "dbname=", "port=", "user="}) {
    EXPECT_FALSE(shown().contains(QLatin1String(keyword))) << shown().toStdString();
    EXPECT_FALSE(window->windowTitle().contains(QLatin1String(keyword)))
        << window->windowTitle().toStdString();
  }
  EXPECT_TRUE(window->windowTitle().endsWith(QStringLiteral(" — %1 (local socket)").arg(db)))
      << window->windowTitle().toStdString();
}

}  // namespace
}  // namespace saban::gui::test
