// A player's page in the statistics view: its tables' columns kept apart, and its recent games open from it
// as from the game list (the keyboard: the name typed, Enter, Tab to a game, Enter).
#include <QApplication>
#include <QLineEdit>
#include <QTest>
#include <QTextBrowser>

#include "gui/game/gamedocument.h"
#include "gui/shell/mainwindow.h"
#include "gui/stats/statshtml.h"
#include "gui/stats/statspane.h"
#include "gui_fixture.h"
#include "gui_window.h"

namespace saban::gui::test {
namespace {

TEST(GameLinks, AStoredGamesLinkNamesItAndNothingElseDoes) {
  EXPECT_EQ(linkedGame(gameLink(517)), 517);
  EXPECT_FALSE(linkedGame(QUrl(QStringLiteral("https://example.org/517"))));
  EXPECT_FALSE(linkedGame(QUrl(QStringLiteral("saban-game:x"))));
  EXPECT_FALSE(linkedGame(QUrl(QStringLiteral("saban-game:-3"))));
}

// The recent games had no links: a player's page named the games and did not open them (seen under Xvfb).
class PlayerPage : public GuiWindow {};

TEST_F(PlayerPage, ARecentGameOpensFromTheKeyboard) {
  window->showView(QStringLiteral("statistics"));
  auto* name = window->statsPane()->findChild<QLineEdit*>(QStringLiteral("statsPlayer"));
  ASSERT_NE(name, nullptr);
  QTest::mouseClick(name, Qt::LeftButton);
  ASSERT_TRUE(name->hasFocus());
  QTest::keyClicks(name, QStringLiteral("huynh tan phat"));  // no accents, as a user types it
  QTest::keyClick(name, Qt::Key_Return);
  ASSERT_TRUE(waitUntil(
      [&] {
        const QString t = window->statsPane()->text();
        return t.startsWith(QStringLiteral("Games of")) && t.contains(QStringLiteral("Recent games"));
      },
      30000))
      << window->statsPane()->text().toStdString();
  auto* text = window->statsPane()->findChild<QTextBrowser*>(QStringLiteral("statsText"));
  ASSERT_NE(text, nullptr);
  const QString html = text->toHtml();
  const qsizetype at = html.indexOf(QStringLiteral("saban-game:"));
  ASSERT_GE(at, 0) << "each recent game is a link";
  const long long first = html.mid(at + 11, html.indexOf(QLatin1Char('"'), at) - at - 11).toLongLong();
  ASSERT_GT(first, 0);
  press(Qt::Key_Tab);  // from the name to the page, its first link (the latest game) taking the keys
  ASSERT_EQ(QApplication::focusWidget(), text);
  const auto selected = [&] { return linkedGame(QUrl(text->textCursor().charFormat().anchorHref())); };
  press(Qt::Key_Tab);
  EXPECT_EQ(selected(), first) << "the latest game's link has the keys";
  long long asked = 0;
  QObject::connect(window->statsPane(), &StatsPane::gameActivated, [&](long long id) { asked = id; });
  press(Qt::Key_Return);
  EXPECT_EQ(asked, first);
  ASSERT_TRUE(waitUntil([&] { return loaded == first; }, 30000)) << "that game opened: " << loaded;
  EXPECT_EQ(window->currentView(), QStringLiteral("game"));
  const auto red = doc.tag("Red"), blue = doc.tag("Blue");
  ASSERT_TRUE(red && blue);
  EXPECT_TRUE(*red == "Huỳnh Tấn Phát" || *blue == "Huỳnh Tấn Phát") << *red << " – " << *blue;
}

// The record tables of a player's page keep their columns apart (they read "số vánthắnghoàthuađiểm").
TEST(PlayerPageText, ItsTablesArePadded) {
  db::PlayerReport p;
  p.name = "An";
  p.recent.push_back({});
  p.recent.back().id = 9;
  const QString html = playersHtml({p}, db::Variant::Commander);
  EXPECT_FALSE(html.contains(QStringLiteral("<table cellspacing=\"2\">"))) << html.toStdString();
  EXPECT_EQ(html.count(QStringLiteral("<table")), html.count(QStringLiteral("cellpadding=\"2\"")));
  EXPECT_TRUE(html.contains(QStringLiteral("href=\"saban-game:9\""))) << html.toStdString();
}

}  // namespace
}  // namespace saban::gui::test
