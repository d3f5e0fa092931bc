// What the GUI tests share: waiting on the event loop, and a scratch database filled from samples/ on the
// server named by $SABAN_TEST_DB (required: these tests are never skipped).
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <QApplication>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QThread>
#include <cstdlib>
#include <memory>
#include <random>
#include <string>

#include "db/importer.h"
#include "db/pq.h"
#include "db/schema.h"
#include "gui/core/database.h"

namespace saban::gui::test {

/// Runs the event loop until `done()` or `ms` milliseconds; returns done().
template <class F>
bool waitUntil(F done, int ms = 10000) {
  QDeadlineTimer deadline(ms);
  while (!done() && !deadline.hasExpired()) {
    QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    QThread::msleep(2);
  }
  return done();
}

/// Types `text` into `w` key by key, each key event carrying its character (as the keyboard's input sends
/// letters outside ASCII: QTest::keyClicks takes ASCII only).
inline void typeText(QWidget* w, const QString& text) {
  for (QChar ch : text) QTest::sendKeyEvent(QTest::Click, w, Qt::Key_unknown, QString(ch), Qt::NoModifier);
}

/// The push button of `parent` whose text (without its shortcut's '&') is `text`, or nullptr.
inline QPushButton* pushButton(const QWidget& parent, const QString& text) {
  for (QPushButton* b : parent.findChildren<QPushButton*>())
    if (b->text().remove(QLatin1Char('&')) == text) return b;
  return nullptr;
}

/// A field clicked, its text replaced by `text` typed key by key, then Enter, as a user does it.
inline void typeOver(QLineEdit* field, const QString& text) {
  QTest::mouseClick(field, Qt::LeftButton);
  ASSERT_EQ(QApplication::focusWidget(), field);
  QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
  QTest::keyClick(field, Qt::Key_Delete);
  typeText(field, text);
  QTest::keyClick(field, Qt::Key_Return);
}

/// Writes `bytes` (a record, a fixture made in the test) to `name` in `dir` and returns its path; "" (and a
/// test failure) when it cannot be written.
inline QString writeTestFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
  const QString path = dir.filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
    ADD_FAILURE() << "cannot write " << path.toStdString();
    return {};
  }
  return path;
}

/// A database of its own, migrated, with samples/ imported (unless `fill` is false); a Database session on
/// it.
class GuiDatabase : public ::testing::Test {
 protected:
  explicit GuiDatabase(bool fill = true) : m_fill(fill) {}

  void SetUp() override {
    const char* base = std::getenv("SABAN_TEST_DB");
    ASSERT_TRUE(base) << "SABAN_TEST_DB is not set: start a server with scripts/test-db.sh";
    m_base = base;
    std::random_device rd;
    m_name = "gui" + std::to_string(rd()) + std::to_string(::getpid());
    db::Connection(m_base).run("CREATE DATABASE " + m_name);
    conn = std::make_unique<db::Connection>(conninfo());
    db::migrate(*conn);
    if (m_fill) {
      db::Importer importer(*conn);
      importer.import_paths({std::string(SABAN_SAMPLES)});
    }
    database = std::make_unique<Database>();
    database->open(QString::fromStdString(conninfo()));
    ASSERT_TRUE(waitUntil([this] { return database->isOpen(); }, 30000));
  }
  void TearDown() override {
    database.reset();
    conn.reset();
    if (!m_name.empty()) db::Connection(m_base).run("DROP DATABASE IF EXISTS " + m_name + " WITH (FORCE)");
  }

  std::string conninfo() const { return m_base + " dbname=" + m_name; }
  long long count(const std::string& sql) { return conn->one_row(sql).integer(0, 0); }

  std::unique_ptr<db::Connection> conn;
  std::unique_ptr<Database> database;

 private:
  bool m_fill;
  std::string m_base, m_name;
};

/// Clicks with the mouse on the `occurrence`-th (0-based) place where `text` is shown in a text browser (a
/// move of a move list): what a user does, through the viewport's mouse events. False when the text is not
/// there.
inline bool clickText(QTextBrowser* browser, const QString& text, int occurrence = 0) {
  QTextCursor found(browser->document());
  for (int i = 0; i <= occurrence; ++i) {
    found = browser->document()->find(text, found, QTextDocument::FindCaseSensitively);
    if (found.isNull()) return false;
  }
  QTextCursor middle(browser->document());
  middle.setPosition((found.selectionStart() + found.selectionEnd()) / 2);
  browser->ensureCursorVisible();
  browser->setTextCursor(middle);
  browser->ensureCursorVisible();
  const QPoint at = browser->cursorRect(middle).center();
  QTest::mouseClick(browser->viewport(), Qt::LeftButton, Qt::NoModifier, at);
  return true;
}

}  // namespace saban::gui::test
