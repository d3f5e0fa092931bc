// Opening a database as a user does (issue 18): File → Open a database…, fields clicked and typed into,
// Enter; a database that cannot be opened leaves the one in use and its list; a database without Saban's
// tables is opened only after the user agreed (Escape writes nothing); no password is ever shown or kept;
// files imported again unchanged are said to be skipped.
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <map>
#include <utility>

#include "db/connect.h"
#include "gui/core/database.h"
#include "gui/database/connectdialog.h"
#include "gui/database/databasepane.h"
#include "gui/database/gamelistmodel.h"
#include "gui/database/importdialog.h"
#include "gui/game/gamedocument.h"
#include "gui/shell/mainwindow.h"
#include "gui_window.h"

namespace saban::gui::test {
namespace {

class OpenDatabase : public GuiWindow {
 protected:
  void SetUp() override {
    QSettings().remove(QStringLiteral("recentDatabases"));
    GuiWindow::SetUp();
    if (HasFatalFailure()) return;
    const auto parts = db::conninfo_parts(std::getenv("SABAN_TEST_DB"));
    ASSERT_TRUE(parts);
    for (const auto& [key, value] : *parts) server[key] = QString::fromStdString(value);
    ASSERT_TRUE(waitUntil([this] {
      GameListModel* m = window->databasePane()->model();
      return !m->isLoading() && m->rowCount() > 0;
    }));
    rows = window->databasePane()->model()->rowCount();
  }
  void TearDown() override {
    GuiWindow::TearDown();
    db::Connection admin(std::getenv("SABAN_TEST_DB"));
    for (const std::string& name : scratch)
      admin.run("DROP DATABASE IF EXISTS \"" + name + "\" WITH (FORCE)");
    QSettings().remove(QStringLiteral("recentDatabases"));
  }

  /// A database of the test's own on the test server, empty (no Saban tables) unless `migrated`.
  /// A new database, its name ending in `tail` (quoted, so any characters).
  QString scratchDatabase(bool migrated, const std::string& tail = {}) {
    const std::string name =
        "guiopen" + std::to_string(::getpid()) + "_" + std::to_string(scratch.size()) + tail;
    db::Connection admin(std::getenv("SABAN_TEST_DB"));
    admin.run("DROP DATABASE IF EXISTS \"" + name + "\" WITH (FORCE)");
    admin.run("CREATE DATABASE \"" + name + "\"");
    scratch.push_back(name);
    if (migrated) {
      db::Connection c(std::getenv("SABAN_TEST_DB") + std::string(" dbname=") + name);
      db::migrate(c);
    }
    return QString::fromStdString(name);
  }
  long long tablesIn(const QString& name) {
    db::Connection c(std::getenv("SABAN_TEST_DB") + std::string(" dbname=") + name.toStdString());
    return c.one_row("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").integer(0, 0);
  }

  /// File → Open a database…: the connection dialog, shown.
  ConnectDialog* openTheDialog() {
    QAction* open = nullptr;
    for (QAction* a : window->findChildren<QAction*>())
      if (a->text() == MainWindow::tr("Open a &database…")) open = a;
    EXPECT_NE(open, nullptr);
    if (!open) return nullptr;
    open->trigger();
    ConnectDialog* dialog = nullptr;
    EXPECT_TRUE(waitUntil([&] {
      dialog = window->findChild<ConnectDialog*>(QStringLiteral("connectDialog"));
      return dialog && dialog->isVisible();
    }));
    if (dialog) {
      EXPECT_TRUE(QTest::qWaitForWindowActive(dialog));
    }
    return dialog;
  }
  /// Clicks into the field named `name` and types `text` over what it holds, as the user does.
  void type(ConnectDialog* dialog, const char* name, const QString& text) {
    auto* field = dialog->findChild<QLineEdit*>(QLatin1String(name));
    ASSERT_NE(field, nullptr) << name;
    if (!dialog->isActiveWindow()) {
      dialog->activateWindow();
      ASSERT_TRUE(QTest::qWaitForWindowActive(dialog));
    }
    QTest::mouseClick(field, Qt::LeftButton);
    last = field;
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
  }
  /// Types the test server's host, port, user and `dbname` into the fields and presses Enter in the last.
  void typeServer(ConnectDialog* dialog, const QString& dbname, const QString& port = {}) {
    type(dialog, "host", server["host"]);
    type(dialog, "port", port.isEmpty() ? server["port"] : port);
    type(dialog, "user", server["user"]);
    type(dialog, "dbname", dbname);
  }
  void pressEnter() { QTest::keyClick(last, Qt::Key_Return); }

  template <class Box = QMessageBox>
  Box* waitForBox(const char* name) {
    Box* box = nullptr;
    waitUntil([&] {
      box = window->findChild<Box*>(QLatin1String(name));
      return box && box->isVisible();
    });
    if (!box || !box->isVisible()) return nullptr;
    EXPECT_TRUE(QTest::qWaitForWindowActive(box));  // the keys go to it, as the user's would
    return box;
  }
  /// Everything the window shows about the database: status bar (message and labels), title.
  QString shown() {
    QString all = window->windowTitle() + QLatin1Char('\n') + window->statusBar()->currentMessage();
    for (QLabel* l : window->statusBar()->findChildren<QLabel*>()) all += QLatin1Char('\n') + l->text();
    return all;
  }
  int listRows() {
    window->databasePane()->search();
    GameListModel* m = window->databasePane()->model();
    waitUntil([&] { return !m->isLoading(); });
    return m->rowCount();
  }

  std::map<std::string, QString> server;
  std::vector<std::string> scratch;
  int rows = 0;
  QLineEdit* last = nullptr;  // the field typed into last
};

TEST_F(OpenDatabase, TheFieldsTypedAndEnterOpenTheDatabase) {
  const QString name = scratchDatabase(true);
  ConnectDialog* dialog = openTheDialog();
  ASSERT_NE(dialog, nullptr);
  typeServer(dialog, name);
  pressEnter();
  ASSERT_TRUE(waitUntil([&] { return database->conninfo().contains(name); }, 30000))
      << database->conninfo().toStdString();
  EXPECT_TRUE(waitUntil([&] { return shown().contains(name); })) << shown().toStdString();
  EXPECT_EQ(listRows(), 0) << "the list reads the new database, which has no games";
  ASSERT_FALSE(ConnectDialog::recentDatabases().isEmpty());
  EXPECT_TRUE(ConnectDialog::recentDatabases().first().contains(name));

  // The recent database is one double click away (its fields filled from it).
  const QString first = database->conninfo();
  dialog = openTheDialog();
  ASSERT_NE(dialog, nullptr);
  type(dialog, "dbname", QStringLiteral("elsewhere"));
  auto* recent = dialog->findChild<QListWidget*>(QStringLiteral("recentDatabases"));
  ASSERT_NE(recent, nullptr);
  ASSERT_EQ(recent->count(), 1);
  const QRect item = recent->visualItemRect(recent->item(0));
  QTest::mouseClick(recent->viewport(), Qt::LeftButton, {}, item.center());
  EXPECT_EQ(dialog->findChild<QLineEdit*>(QStringLiteral("dbname"))->text(), name);
  QTest::mouseDClick(recent->viewport(), Qt::LeftButton, {}, item.center());
  EXPECT_TRUE(waitUntil([&] { return !dialog || !dialog->isVisible(); }));
  EXPECT_TRUE(waitUntil([&] { return database->isOpen() && database->conninfo() == first; }));
}

TEST_F(OpenDatabase, AFailedOpenSaysWhyAndKeepsTheDatabaseInUseAndItsList) {
  const QString before = database->conninfo();
  for (const auto& [dbname, port] : {std::pair<QString, QString>{QStringLiteral("no_such_saban_db"), {}},
                                     {QStringLiteral("saban_test"), QStringLiteral("1")}}) {
    ConnectDialog* dialog = openTheDialog();
    ASSERT_NE(dialog, nullptr);
    typeServer(dialog, dbname, port);
    pressEnter();
    QMessageBox* box = waitForBox("openFailed");
    ASSERT_NE(box, nullptr) << "the failure is said in a dialog (" << dbname.toStdString() << ")";
    EXPECT_EQ(box->text(), MainWindow::tr("The database cannot be opened."));
    EXPECT_TRUE(box->informativeText().contains(QStringLiteral("stays open")))
        << box->informativeText().toStdString();
    EXPECT_FALSE(box->detailedText().isEmpty()) << "libpq's reason as the detail";
    if (port.isEmpty()) {
      EXPECT_TRUE(box->detailedText().contains(dbname)) << box->detailedText().toStdString();
    }
    QTest::keyClick(box, Qt::Key_Return);
    EXPECT_TRUE(waitUntil([&] { return !window->findChild<QMessageBox*>(QStringLiteral("openFailed")); }));
    EXPECT_TRUE(database->isOpen());
    EXPECT_EQ(database->conninfo(), before);
    EXPECT_EQ(listRows(), rows) << "the list still reads the database in use";
  }
}

TEST_F(OpenDatabase, NoSabanTablesAreCreatedUnlessTheUserAgrees) {
  const QString before = database->conninfo();
  const QString empty =
      scratchDatabase(false, "%2");  // the name is text of the question, not a place for a number
  ConnectDialog* dialog = openTheDialog();
  ASSERT_NE(dialog, nullptr);
  typeServer(dialog, empty);
  pressEnter();
  QMessageBox* box = waitForBox("schemaQuestion");
  ASSERT_NE(box, nullptr) << "asked first";
  EXPECT_TRUE(box->text().contains(QStringLiteral("no Saban tables"))) << box->text().toStdString();
  EXPECT_TRUE(box->informativeText().contains(empty));
  // Escape: nothing written, nothing opened.
  QTest::keyClick(box, Qt::Key_Escape);
  EXPECT_TRUE(waitUntil([&] {
    return window->statusBar()->currentMessage().contains(QStringLiteral("not opened"));
  })) << window->statusBar()->currentMessage().toStdString();
  EXPECT_EQ(tablesIn(empty), 0) << "declined: no table created";
  EXPECT_EQ(database->conninfo(), before);
  EXPECT_EQ(listRows(), rows);

  // Enter is Cancel too (the safe answer is the default); a click on "Create the tables" creates them.
  dialog = openTheDialog();
  ASSERT_NE(dialog, nullptr);
  typeServer(dialog, empty);
  pressEnter();
  box = waitForBox("schemaQuestion");
  ASSERT_NE(box, nullptr);
  QTest::keyClick(box, Qt::Key_Return);
  EXPECT_TRUE(waitUntil([&] { return !window->findChild<QMessageBox*>(QStringLiteral("schemaQuestion")); }));
  EXPECT_EQ(tablesIn(empty), 0);
  dialog = openTheDialog();
  ASSERT_NE(dialog, nullptr);
  typeServer(dialog, empty);
  pressEnter();
  box = waitForBox("schemaQuestion");
  ASSERT_NE(box, nullptr);
  QPushButton* create = nullptr;
  for (QAbstractButton* b : box->buttons())
    if (b->text() == QStringLiteral("&Create the tables")) create = qobject_cast<QPushButton*>(b);
  ASSERT_NE(create, nullptr);
  QTest::mouseClick(create, Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&] { return database->conninfo().contains(empty); }, 30000));
  EXPECT_GT(tablesIn(empty), 0);
  db::Connection c(std::getenv("SABAN_TEST_DB") + std::string(" dbname=") + empty.toStdString());
  EXPECT_EQ(db::check_schema(c).state, db::SchemaState::Current);
  EXPECT_EQ(listRows(), 0);
}

TEST_F(OpenDatabase, APasswordIsNeverShownNorKept) {
  const QString secret = QStringLiteral("hunter2-not-shown");
  const QString name = scratchDatabase(true);
  ConnectDialog* dialog = openTheDialog();
  ASSERT_NE(dialog, nullptr);
  typeServer(dialog, name);
  type(dialog, "password", secret);  // the test server trusts its users: any password passes
  EXPECT_EQ(dialog->findChild<QLineEdit*>(QStringLiteral("password"))->echoMode(), QLineEdit::Password);
  pressEnter();
  ASSERT_TRUE(waitUntil([&] { return database->conninfo().contains(name); }, 30000));
  EXPECT_TRUE(waitUntil([&] { return shown().contains(name); }));
  EXPECT_FALSE(shown().contains(secret)) << shown().toStdString();
  EXPECT_FALSE(database->conninfo().contains(secret)) << "typed apart, kept apart";
  for (const QString& r : ConnectDialog::recentDatabases()) EXPECT_FALSE(r.contains(secret));
  // Also as a password in the options line: taken apart, not kept.
  const QString other = scratchDatabase(true);
  dialog = openTheDialog();
  ASSERT_NE(dialog, nullptr);
  typeServer(dialog, other);
  type(dialog, "options", QStringLiteral("connect_timeout=5 password=") + secret);
  pressEnter();
  ASSERT_TRUE(waitUntil([&] { return database->conninfo().contains(other); }, 30000));
  EXPECT_TRUE(database->conninfo().contains(QStringLiteral("connect_timeout=5")));
  EXPECT_FALSE(database->conninfo().contains(secret));
  EXPECT_TRUE(waitUntil([&] { return shown().contains(other); }));
  EXPECT_FALSE(shown().contains(secret)) << shown().toStdString();
  // Nor in the settings file, the recent list shown, the fields filled again, or a failure's dialog.
  QSettings().sync();
  QFile settings(QSettings().fileName());
  ASSERT_TRUE(settings.open(QIODevice::ReadOnly));
  EXPECT_FALSE(settings.readAll().contains(secret.toUtf8()));
  dialog = openTheDialog();
  ASSERT_NE(dialog, nullptr);
  auto* recent = dialog->findChild<QListWidget*>(QStringLiteral("recentDatabases"));
  ASSERT_EQ(recent->count(), 2);
  for (int i = 0; i < recent->count(); ++i) EXPECT_FALSE(recent->item(i)->text().contains(secret));
  for (QLineEdit* e : dialog->findChildren<QLineEdit*>()) EXPECT_FALSE(e->text().contains(secret));
  typeServer(dialog, QStringLiteral("no_such_saban_db"));
  type(dialog, "password", secret);
  pressEnter();
  QMessageBox* box = waitForBox("openFailed");
  ASSERT_NE(box, nullptr);
  for (const QString& t : {box->text(), box->informativeText(), box->detailedText()})
    EXPECT_FALSE(t.contains(secret)) << t.toStdString();
  QTest::keyClick(box, Qt::Key_Return);
}

class ImportAgain : public GuiDatabase {
 protected:
  ImportAgain() : GuiDatabase(false) {}
};

TEST_F(ImportAgain, FilesImportedAgainUnchangedAreSaidToBeSkipped) {
  namespace fs = std::filesystem;
  QTemporaryDir dir;
  const fs::path folder = dir.path().toStdString();
  for (const char* f : {"encodings/utf8.ctr", "encodings/vni.ctr"})
    fs::copy(fs::path(SABAN_SAMPLES) / f, folder / fs::path(f).filename());
  for (int round = 0; round < 2; ++round) {
    ImportDialog dialog(database.get());
    dialog.addPaths({QString::fromStdString(folder.string())});
    bool finished = false;
    QObject::connect(&dialog, &ImportDialog::finished, [&] { finished = true; });
    QPushButton* start = nullptr;
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
      if (b->text() == QStringLiteral("Import")) start = b;
    ASSERT_NE(start, nullptr);
    dialog.show();
    QTest::mouseClick(start, Qt::LeftButton);
    ASSERT_TRUE(waitUntil([&] { return finished; }, 60000));
    const ImportSummary& s = dialog.summary();
    ASSERT_TRUE(s.error.isEmpty()) << s.error.toStdString();
    QString status;
    for (QLabel* l : dialog.findChildren<QLabel*>())
      if (l->text().contains(QStringLiteral("games read"))) status = l->text();
    if (round == 0) {
      EXPECT_GT(s.inserted, 0);
      EXPECT_EQ(s.filesSkipped, 0);
      EXPECT_FALSE(status.contains(QStringLiteral("skipped"))) << status.toStdString();
    } else {
      EXPECT_EQ(s.games, 0);
      EXPECT_EQ(s.filesSkipped, 2);
      EXPECT_TRUE(status.contains(QStringLiteral("2 files skipped: already imported, unchanged")))
          << status.toStdString();
    }
  }
}

// An import the database stops halfway (a trigger refusing the games after the 300th, as a full disk would)
// says why and what is kept; the same import again adds the rest.
TEST_F(ImportAgain, AnImportTheDatabaseStopsSaysWhatIsKept) {
  conn->run(
      "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
      "IF (SELECT count(*) FROM game) >= 300 THEN RAISE EXCEPTION 'the disk is full (test)'; END IF; "
      "RETURN NEW; END $$;"
      "CREATE TRIGGER refuse BEFORE INSERT ON game FOR EACH ROW EXECUTE FUNCTION refuse()");
  const auto importSamples = [&] {
    ImportDialog dialog(database.get());
    dialog.addPaths({QStringLiteral(SABAN_SAMPLES)});
    bool finished = false;
    QObject::connect(&dialog, &ImportDialog::finished, [&] { finished = true; });
    QPushButton* start = nullptr;
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
      if (b->text() == QStringLiteral("Import")) start = b;
    EXPECT_NE(start, nullptr);
    dialog.show();
    QTest::mouseClick(start, Qt::LeftButton);
    EXPECT_TRUE(waitUntil([&] { return finished; }, 60000));
    QString status;
    for (QLabel* l : dialog.findChildren<QLabel*>())
      if (l->text().contains(QStringLiteral("import"))) status = l->text();
    return std::pair{dialog.summary(), status};
  };
  const auto [stopped, said] = importSamples();
  EXPECT_TRUE(stopped.error.contains(QStringLiteral("the disk is full (test)")))
      << stopped.error.toStdString();
  EXPECT_TRUE(said.contains(QStringLiteral("The import failed:"))) << said.toStdString();
  EXPECT_TRUE(said.contains(QStringLiteral("the disk is full (test)"))) << said.toStdString();
  EXPECT_TRUE(said.contains(
      QStringLiteral("The games written before it are kept; importing the same files again adds the rest.")))
      << said.toStdString();
  const long long kept = count("SELECT count(*) FROM game");
  EXPECT_GT(kept, 0);
  conn->run("DROP TRIGGER refuse ON game");
  const auto [again, _] = importSamples();
  EXPECT_TRUE(again.error.isEmpty()) << again.error.toStdString();
  EXPECT_EQ(count("SELECT count(*) FROM game"), 600) << "the samples' 600 distinct games";
}

}  // namespace
}  // namespace saban::gui::test
