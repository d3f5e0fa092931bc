// What the Vietnamese and Arabic interfaces still said in English, as a user meets it: a Cờ Đông Sơn record
// with a bad FEN and a Cờ Đông Sơn move that cannot be played, pasted with Ctrl+V, and a game of the list
// that is no longer in the database, opened with Enter or deleted with Delete. Their problems are
// rules/problem.h's kinds, said by gui/core/problemtext.h.
#include <gtest/gtest.h>

#include <QApplication>
#include <QClipboard>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTimer>

#include "db/edit.h"
#include "gui/core/appsetup.h"
#include "gui/core/problemtext.h"
#include "gui/game/gamepane.h"
#include "gui_fixture.h"
#include "gui_window.h"
#include "open_window.h"

namespace saban::gui::test {
namespace {

struct English {
  ~English() { installLanguage(QStringLiteral("en")); }
};

// Pastes `record` with Ctrl+V on the board of the window and returns the text of the box that says why it
// cannot be opened (closed with Enter).
QString pasteFailure(MainWindow& w, const QString& record) {
  w.gamePane()->currentBoard()->setFocus();
  QApplication::clipboard()->setText(record);
  pressKey(w, Qt::Key_V, Qt::ControlModifier);
  QMessageBox* box = nullptr;
  const bool shown = waitUntil([&] {
    box = w.findChild<QMessageBox*>(QStringLiteral("pasteFailed"));
    return box && box->isVisible();
  });
  EXPECT_TRUE(shown) << "no dialog";
  if (!shown) return {};
  // As the user reads it: the reason, then the record's line and its caret (rich text: quotingHtml).
  const QString text = QTextDocumentFragment::fromHtml(box->informativeText()).toPlainText();
  QTest::keyClick(box, Qt::Key_Return);
  return text;
}

TEST(LanguageProblems, ACoDongSonRecordWithABadFenIsSaidWhollyInVietnamese) {
  installLanguage(QStringLiteral("vi"));
  English english;
  OpenWindow open;
  ASSERT_TRUE(open.show());
  // Sơn has no Thần.
  const QString text =
      pasteFailure(*open.window, QStringLiteral("[Variant \"dongson\"]\n[SetUp \"1\"]\n"
                                                "[FEN \"9/4b4/9/9/9/9/9/4B4/LV2T2VL w - - 0 1\"]"
                                                "\n\n1. Bc3 *\n"));
  const QStringList lines = text.split(QLatin1Char('\n'));
  ASSERT_FALSE(lines.isEmpty());
  // The whole sentence, word for word: before, "invalid FEN: Sơn must have exactly one Thần (T)" in English.
  EXPECT_EQ(lines[0].toStdString(),
            "clipboard:3:7: ván 1: FEN không hợp lệ: bên Sơn phải có đúng một Thần (T)");
  EXPECT_FALSE(text.contains(QStringLiteral("must"))) << text.toStdString();
}

TEST(LanguageProblems, ACoDongSonMoveThatCannotBePlayedIsSaidInArabic) {
  installLanguage(QStringLiteral("ar"));
  English english;
  OpenWindow open;
  ASSERT_TRUE(open.show());
  const QString text =
      pasteFailure(*open.window, QStringLiteral("[Variant \"dongson\"]\n\n1. Nb3 Nb7 2. Lb5 *\n"));
  EXPECT_TRUE(text.contains(QStringLiteral("لا تطابقها أي نقلة قانونية (النقلة 'Lb5')")))
      << text.toStdString();
  EXPECT_FALSE(text.contains(QStringLiteral("matches"))) << text.toStdString();
}

// A game named in a problem is named as the interface names it (gamekinds.h's gameName), in Vietnamese and
// Arabic alike: the game list's "Cờ tư lệnh", not the English "Commander Chess".
TEST(LanguageProblems, TheGamesAProblemNamesAreSaidInTheInterfacesWords) {
  const Problem other{ProblemKind::GameIsOtherGame,
                      {12LL, games::GameKind::DongSon, games::GameKind::Commander}};
  installLanguage(QStringLiteral("vi"));
  English english;
  EXPECT_EQ(problemText(other).toStdString(), "ván 12 là ván Cờ Đông Sơn, không phải ván Cờ tư lệnh");
  installLanguage(QStringLiteral("ar"));
  EXPECT_EQ(problemText(other).toStdString(), "المباراة 12 مباراة Cờ Đông Sơn، وليست مباراة شطرنج القائد");
}

// The main window on the test database in a language chosen before it is made.
class LanguageWindow : public GuiWindow {
 protected:
  explicit LanguageWindow(const char* language) : m_language(language) {}
  void SetUp() override {
    installLanguage(QString::fromLatin1(m_language));
    GuiWindow::SetUp();
  }
  void TearDown() override {
    GuiWindow::TearDown();
    installLanguage(QStringLiteral("en"));
  }

 private:
  const char* m_language;
};

class VietnameseWindow : public LanguageWindow {
 protected:
  VietnameseWindow() : LanguageWindow("vi") {}
};

TEST_F(VietnameseWindow, AGameNoLongerInTheDatabaseIsSaidInVietnamese) {
  waitForList();
  window->showView(QStringLiteral("database"));
  auto* view = window->databasePane()->findChild<QTableView*>();
  ASSERT_NE(view, nullptr);
  const QModelIndex first = view->model()->index(0, 0);
  QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(first).center());
  const long long id = window->databasePane()->model()->gameId(0);
  ASSERT_GT(id, 0);
  // Someone else deletes it (into the trash) while the list still shows it; Enter opens it.
  ASSERT_TRUE(db::delete_game(*conn, id).ok());
  QTest::keyClick(view, Qt::Key_Return);
  const QString expected =
      QStringLiteral("Không mở được ván %1: ván %1 không có trong cơ sở dữ liệu").arg(id);
  EXPECT_TRUE(waitUntil([&] { return window->statusBar()->currentMessage() == expected; }))
      << window->statusBar()->currentMessage().toStdString();
}

TEST_F(VietnameseWindow, ADeleteTheDatabaseRefusesIsSaidInVietnamese) {
  waitForList();
  window->showView(QStringLiteral("database"));
  auto* view = window->databasePane()->findChild<QTableView*>();
  ASSERT_NE(view, nullptr);
  QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                    view->visualRect(view->model()->index(0, 1)).center());
  ASSERT_EQ(QApplication::focusWidget(), view);
  const long long id = window->databasePane()->model()->gameId(0);
  ASSERT_GT(id, 0);
  // The box that says why, read and closed once it shows.
  QString said;
  auto* poll = new QTimer(window.get());
  QObject::connect(poll, &QTimer::timeout, poll, [poll, &said] {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    if (!box || !box->isVisible()) return;
    said = box->text();
    poll->stop();
    QTest::keyClick(box, Qt::Key_Return);
  });
  poll->start(20);
  // Someone else deletes it while the list still shows it; the user presses Delete on it.
  ASSERT_TRUE(db::delete_game(*conn, id).ok());
  QTest::keyClick(view, Qt::Key_Delete);
  EXPECT_TRUE(waitUntil([&] { return !said.isEmpty(); })) << "no box";
  // Before, the database's English: "game #12 is not in the database".
  EXPECT_EQ(said, QStringLiteral("ván %1 không có trong cơ sở dữ liệu").arg(id)) << said.toStdString();
}

}  // namespace
}  // namespace saban::gui::test
