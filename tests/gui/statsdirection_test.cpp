// The Arabic statistics read right to left: Qt's rich text lays a table's columns out left to right whatever
// the direction, so gui/stats/statshtml.cpp writes each row's cells last first there, the result bars' too.
#include <gtest/gtest.h>

#include <QTest>
#include <QTextBrowser>
#include <QTextTable>

#include "gui/core/appsetup.h"
#include "gui/core/gamewords.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamekinds.h"
#include "gui/shell/mainwindow.h"
#include "gui/stats/statspane.h"
#include "gui_fixture.h"

namespace saban::gui::test {
namespace {

// The window on the test database in `language`, chosen before it is made.
class StatsWindow : public GuiDatabase {
 protected:
  void open(const char* language) {
    installLanguage(QString::fromLatin1(language));
    window = std::make_unique<MainWindow>(database.get(), &doc);
    window->resize(1280, 800);
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    window->showView(QStringLiteral("statistics"));
    ASSERT_TRUE(waitUntil([&] { return !window->statsPane()->text().isEmpty(); }, 30000));
    browser = window->statsPane()->findChild<QTextBrowser*>();
    ASSERT_NE(browser, nullptr);
    QTest::qWait(200);  // laid out
  }
  void TearDown() override {
    window.reset();
    GuiDatabase::TearDown();
    installLanguage(QStringLiteral("en"));
  }

  GameDocument doc;
  std::unique_ptr<MainWindow> window;
  QTextBrowser* browser = nullptr;
};

// A cell's text, and where the user sees it start (its left edge in the viewport).
QString cellText(const QTextTableCell& cell) {
  QTextCursor c = cell.firstCursorPosition();
  c.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
  return c.selectedText();
}

// The first table of the page after `heading`.
QTextTable* tableAfter(QTextDocument* doc, const QString& heading) {
  const QTextCursor at = doc->find(heading);
  if (at.isNull()) return nullptr;
  for (QTextFrame* f : doc->rootFrame()->childFrames())
    if (auto* t = qobject_cast<QTextTable*>(f); t && t->firstPosition() > at.position()) return t;
  return nullptr;
}

// Where the pixels of `colour` stand on average across the image (-1: none).
double meanX(const QImage& image, QRgb colour) {
  double sum = 0;
  long long n = 0;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x)
      if ((image.pixel(x, y) & 0xffffff) == (colour & 0xffffff)) sum += x, ++n;
  return n ? sum / static_cast<double>(n) : -1;
}

// Where the cells of the By ending table's checkmate row stand, left to right: their columns' x, and the
// column of the ending's name.
struct EndingRow {
  std::vector<int> x;
  int name = -1;
};
EndingRow checkmateRow(QTextBrowser* browser) {
  EndingRow row;
  QTextTable* endings =
      tableAfter(browser->document(), QCoreApplication::translate("saban::gui::StatsText", "By ending"));
  EXPECT_NE(endings, nullptr);
  if (!endings) return row;
  for (int r = 1; r < endings->rows(); ++r) {
    bool found = false;
    for (int c = 0; c < endings->columns(); ++c)
      found |= cellText(endings->cellAt(r, c)) == GameWords::endingName("checkmate");
    if (!found) continue;
    for (int c = 0; c < endings->columns(); ++c) {
      if (cellText(endings->cellAt(r, c)) == GameWords::endingName("checkmate")) row.name = c;
      row.x.push_back(browser->cursorRect(endings->cellAt(r, c).firstCursorPosition()).x());
    }
    break;
  }
  EXPECT_GE(row.name, 0) << "no row for checkmate";
  return row;
}

// The first side's colour (Red's) and the second's, where they stand on average in the page's bars.
std::pair<double, double> barSides(QTextBrowser* browser) {
  const QImage shot = browser->viewport()->grab().toImage();
  const std::array<QRgb, 2> colours = GameKind<games::CommanderChess>::sideColours;
  return {meanX(shot, colours[0]), meanX(shot, colours[1])};
}

TEST_F(StatsWindow, TheArabicTablesAndBarsReadRightToLeft) {
  ASSERT_NO_FATAL_FAILURE(open("ar"));
  // By ending: the endings' column, the first one read, is the rightmost; the numbers stand to its left.
  const EndingRow row = checkmateRow(browser);
  ASSERT_GE(row.name, 0);
  EXPECT_EQ(row.name, static_cast<int>(row.x.size()) - 1);
  for (std::size_t c = 0; c + 1 < row.x.size(); ++c) EXPECT_LT(row.x[c], row.x.back()) << c;
  // The result bars: the first side's wins (Red's colour) on the right, the second side's on the left.
  const auto [red, blue] = barSides(browser);
  ASSERT_GE(red, 0);
  ASSERT_GE(blue, 0);
  EXPECT_GT(red, blue);
}

TEST_F(StatsWindow, TheEnglishTablesAndBarsReadLeftToRight) {
  ASSERT_NO_FATAL_FAILURE(open("en"));
  const EndingRow row = checkmateRow(browser);
  ASSERT_EQ(row.name, 0);
  for (std::size_t c = 1; c < row.x.size(); ++c) EXPECT_GT(row.x[c], row.x[0]) << c;
  const auto [red, blue] = barSides(browser);
  ASSERT_GE(red, 0);
  ASSERT_GE(blue, 0);
  EXPECT_LT(red, blue);
}

}  // namespace
}  // namespace saban::gui::test
