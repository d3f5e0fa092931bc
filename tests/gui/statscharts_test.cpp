// The statistics charts beside the tables: each draws the numbers db/ computes for the database built from
// samples/ (results by mode and ending, lengths, pieces lost), and a player's page hides them.
#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLineEdit>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>
#include <cmath>

#include "db/stats.h"
#include "gui/core/gamewords.h"
#include "gui/stats/statscharts.h"
#include "gui/stats/statshtml.h"
#include "gui/stats/statspane.h"
#include "gui_fixture.h"

namespace saban::gui::test {

namespace {
// The bar sets of a chart's one series.
QList<QBarSet*> sets(QChart* chart) {
  if (chart->series().size() != 1) return {};
  auto* series = qobject_cast<QAbstractBarSeries*>(chart->series().front());
  return series ? series->barSets() : QList<QBarSet*>();
}

double sum(const QBarSet* set) {
  double total = 0;
  for (int i = 0; i < set->count(); ++i) total += set->at(i);
  return total;
}
}  // namespace

// The games without a result (`*`) are said and drawn: before, the headline read "Red won 1, drawn 0, Blue
// won 1" under "3 games", and a year of one Blue win and one unfinished game had a bar all blue (seen under
// Xvfb on the samples' database: 143 + 356 + 92 of 592).
TEST(StatisticsText, GamesWithoutAResultAreSaidAndDrawn) {
  db::DatabaseStats stats;
  stats.total = {3, 1, 0, 1, 1};
  stats.by_year = {{"2026", {1, 1, 0, 0, 0}}, {"?", {2, 0, 0, 1, 1}}};
  const QString html = statisticsHtml(stats);
  EXPECT_TRUE(html.contains(QStringLiteral("Red won 1, drawn 0, Blue won 1, without a result 1;")))
      << html.toStdString();
  // The year "?": half its bar Blue's win, half pale (160 pixels); the headline's bar a third each (320).
  EXPECT_TRUE(
      html.contains(QStringLiteral("<td width=\"80\" style=\"background:#1565c0\"></td>"
                                   "<td width=\"80\" style=\"background:#e6e6e6\"></td>")))
      << html.toStdString();
  EXPECT_TRUE(html.contains(QStringLiteral("<td width=\"106\" style=\"background:#e6e6e6\"></td>")))
      << html.toStdString();
  stats.total = {2, 1, 0, 1, 0};
  stats.by_year = {{"2026", {2, 1, 0, 1, 0}}};
  const QString finished = statisticsHtml(stats);
  EXPECT_TRUE(finished.contains(QStringLiteral("Red won 1, drawn 0, Blue won 1;"))) << finished.toStdString();
  EXPECT_FALSE(finished.contains(QStringLiteral("e6e6e6"))) << "no pale cell when every game has a result";
}

class StatsChartsTest : public GuiDatabase {};

TEST_F(StatsChartsTest, DrawTheDatabasesStatistics) {
  const db::DatabaseStats s = db::statistics(*conn, 12);
  ASSERT_GT(s.total.games, 0);
  StatsPane pane(database.get());
  pane.resize(1000, 700);
  pane.show();
  pane.refresh();
  StatsCharts* charts = pane.charts();
  ASSERT_TRUE(waitUntil([&] { return sets(charts->captures()).size() == 2; }, 30000));

  // Results by mode: Red's wins, draws and Blue's wins; a bar per mode.
  const QList<QBarSet*> mode = sets(charts->byMode());
  ASSERT_EQ(mode.size(), 3);
  ASSERT_EQ(mode[0]->count(), static_cast<int>(s.by_mode.size()));
  EXPECT_EQ(sum(mode[0]), static_cast<double>(s.total.red_wins));
  EXPECT_EQ(sum(mode[1]), static_cast<double>(s.total.draws));
  EXPECT_EQ(sum(mode[2]), static_cast<double>(s.total.blue_wins));
  const QList<QBarSet*> ending = sets(charts->byEnding());
  ASSERT_EQ(ending.size(), 3);
  EXPECT_EQ(ending[0]->count(), static_cast<int>(s.by_ending.size()));
  EXPECT_EQ(sum(ending[0]) + sum(ending[1]) + sum(ending[2]),
            static_cast<double>(s.total.red_wins + s.total.draws + s.total.blue_wins));
  // The most played mode is the top bar (bars are drawn from the bottom up).
  auto* modes = qobject_cast<QBarCategoryAxis*>(charts->byMode()->axes(Qt::Vertical).front());
  ASSERT_TRUE(modes);
  // Named in words ("full battle"), not by the key the database stores ("full").
  EXPECT_EQ(modes->categories().back(), GameWords::modeName(s.by_mode.front().key));
  EXPECT_NE(modes->categories().back().toStdString(), s.by_mode.front().key);

  // Lengths: a histogram, a step per bin; every game in one bin.
  ASSERT_EQ(charts->lengths()->series().size(), 1);
  auto* histogram = qobject_cast<QAreaSeries*>(charts->lengths()->series().front());
  ASSERT_TRUE(histogram);
  const QList<QPointF> steps = histogram->upperSeries()->points();
  ASSERT_EQ(steps.size(), 2 * static_cast<int>(s.lengths.size()));
  double games = 0;
  for (int i = 0; i < steps.size(); i += 2) {
    EXPECT_EQ(steps[i].x(), s.lengths[static_cast<std::size_t>(i / 2)].from);
    EXPECT_EQ(steps[i].y(), steps[i + 1].y());
    games += steps[i].y();
  }
  EXPECT_EQ(games, static_cast<double>(s.total.games));

  // Pieces lost by each side, a bar per piece type.
  const QList<QBarSet*> captures = sets(charts->captures());
  long long red = 0, blue = 0;
  for (const auto& c : s.captures) red += c.red_lost, blue += c.blue_lost;
  EXPECT_EQ(captures[0]->count(), static_cast<int>(s.captures.size()));
  EXPECT_EQ(sum(captures[0]), static_cast<double>(red));
  EXPECT_EQ(sum(captures[1]), static_cast<double>(blue));
  EXPECT_GT(red + blue, 0);
  EXPECT_TRUE(charts->isVisible());

  // A player's page: the tables of the player, the database's charts hidden; back to the database.
  pane.showPlayer(QStringLiteral("a"));
  ASSERT_TRUE(waitUntil([&] { return !charts->isVisible(); }, 30000));
  pane.refresh();
  ASSERT_TRUE(waitUntil([&] { return charts->isVisible(); }, 30000));
}

// The statistics count one game at a time: Cờ Đông Sơn chosen in the box (↓ on the focused box) gives its
// games' statistics, its sides (Thủy and Sơn) and pieces, and no chart of modes; ↑ goes back.
TEST_F(StatsChartsTest, TheGameBoxCountsCoDongSonsGamesWithItsSidesAndPieces) {
  const db::DatabaseStats cc = db::statistics(*conn, 12, db::Variant::Commander);
  const db::DatabaseStats ds = db::statistics(*conn, 12, db::Variant::DongSon);
  ASSERT_GT(ds.total.games, 0) << "samples/ has Cờ Đông Sơn games";
  ASSERT_EQ(cc.other_games, ds.total.games);
  StatsPane pane(database.get());
  pane.resize(1000, 700);
  pane.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&pane));
  pane.refresh();
  StatsCharts* charts = pane.charts();
  ASSERT_TRUE(waitUntil([&] { return sets(charts->captures()).size() == 2; }, 30000));
  EXPECT_EQ(pane.game(), games::GameKind::Commander);
  // The Commander Chess page says how many games of the other game it leaves out
  EXPECT_TRUE(pane.text().contains(QString::number(ds.total.games) + QStringLiteral(" games of ")))
      << pane.text().toStdString();

  auto* box = pane.findChild<QComboBox*>(QStringLiteral("statsGame"));
  ASSERT_TRUE(box);
  box->setFocus();
  QTest::keyClick(box, Qt::Key_Down);
  EXPECT_EQ(pane.game(), games::GameKind::DongSon);
  ASSERT_TRUE(waitUntil(
      [&] {
        return sets(charts->captures()).value(0) &&
               sets(charts->captures())[0]->count() == static_cast<int>(ds.captures.size());
      },
      30000));
  const QList<QBarSet*> captures = sets(charts->captures());
  EXPECT_EQ(captures[0]->label(), QStringLiteral("Thủy"));
  EXPECT_EQ(captures[1]->label(), QStringLiteral("Sơn"));
  long long thuy = 0, son = 0;
  for (const auto& c : ds.captures) thuy += c.red_lost, son += c.blue_lost;
  EXPECT_EQ(sum(captures[0]), static_cast<double>(thuy));
  EXPECT_EQ(sum(captures[1]), static_cast<double>(son));
  const QList<QBarSet*> ending = sets(charts->byEnding());
  ASSERT_EQ(ending.size(), 3);
  EXPECT_EQ(ending[0]->label(), QStringLiteral("Thủy"));
  EXPECT_EQ(sum(ending[0]) + sum(ending[1]) + sum(ending[2]),
            static_cast<double>(ds.total.red_wins + ds.total.draws + ds.total.blue_wins));
  // No chart of modes (the view that shows it is hidden)
  ASSERT_TRUE(charts->byMode()->scene() && !charts->byMode()->scene()->views().isEmpty());
  EXPECT_FALSE(charts->byMode()->scene()->views().front()->isVisible());
  // A few games: counts in whole steps (0, 1, 2, not 0, 0.5, 1 printed as "0 0 1"), lengths in whole bins
  for (QChart* chart : {charts->byEnding(), charts->lengths(), charts->captures()})
    for (QAbstractAxis* axis : chart->axes()) {
      auto* values = qobject_cast<QValueAxis*>(axis);
      if (!values) continue;
      EXPECT_EQ(values->tickType(), QValueAxis::TicksDynamic) << chart->title().toStdString();
      EXPECT_GE(values->tickInterval(), 1) << chart->title().toStdString();
      EXPECT_EQ(std::fmod(values->tickInterval(), 1.0), 0.0) << chart->title().toStdString();
      EXPECT_EQ(std::fmod(values->max(), values->tickInterval()), 0.0) << chart->title().toStdString();
    }
  const QString text = pane.text();
  EXPECT_TRUE(text.contains(QStringLiteral("Thủy won"))) << text.toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("Ngựa"))) << text.toStdString();
  EXPECT_FALSE(text.contains(QStringLiteral("By mode"))) << "Cờ Đông Sơn has no modes";
  EXPECT_TRUE(text.contains(QString::number(cc.total.games) + QStringLiteral(" games of ")))
      << text.toStdString();

  QTest::keyClick(box, Qt::Key_Up);
  ASSERT_TRUE(waitUntil([&] { return pane.text().contains(QStringLiteral("Red won")); }, 30000));
  EXPECT_TRUE(charts->byMode()->scene()->views().front()->isVisible());
  EXPECT_EQ(sets(charts->captures())[0]->count(), static_cast<int>(cc.captures.size()));
}

// The player's page counts the game chosen in the statistics' box: Cờ Đông Sơn chosen (↓), a name typed in
// the player field and Enter give the player's Cờ Đông Sơn games, "as Thủy" and "as Sơn"; ↑ gives their
// Commander Chess games (or says they have none).
TEST_F(StatsChartsTest, ThePlayersPageCountsTheGameChosenWithItsSides) {
  const QString name = QStringLiteral("Saban depth 2");
  const auto ds = db::player_reports(*conn, name.toStdString(), 12, 10, db::Variant::DongSon);
  ASSERT_FALSE(ds.empty()) << "samples/ has Cờ Đông Sơn self-play games of " << name.toStdString();
  const auto cc = db::player_reports(*conn, name.toStdString(), 12, 10, db::Variant::Commander);
  StatsPane pane(database.get());
  pane.resize(1000, 700);
  pane.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&pane));
  pane.refresh();
  ASSERT_TRUE(waitUntil([&] { return pane.text().contains(QStringLiteral("Red won")); }, 30000));
  auto* box = pane.findChild<QComboBox*>(QStringLiteral("statsGame"));
  ASSERT_TRUE(box);
  box->setFocus();
  QTest::keyClick(box, Qt::Key_Down);
  ASSERT_TRUE(waitUntil([&] { return pane.text().contains(QStringLiteral("Thủy won")); }, 30000));

  auto* field = pane.findChild<QLineEdit*>();
  ASSERT_TRUE(field);
  QTest::mouseClick(field, Qt::LeftButton);
  ASSERT_TRUE(field->hasFocus());
  typeText(field, name);
  QTest::keyClick(field, Qt::Key_Return);
  ASSERT_TRUE(waitUntil([&] { return pane.text().contains(QStringLiteral("as Thủy")); }, 30000))
      << pane.text().toStdString();
  QString text = pane.text();
  EXPECT_TRUE(text.contains(QStringLiteral("as Sơn"))) << text.toStdString();
  EXPECT_FALSE(text.contains(QStringLiteral("as Red"))) << text.toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("Games of Cờ Đông Sơn only"))) << text.toStdString();
  EXPECT_FALSE(pane.charts()->isVisible());

  // Back to Commander Chess (↑ on the box): the same player's Commander Chess games, Red and Blue
  box->setFocus();
  QTest::keyClick(box, Qt::Key_Up);
  ASSERT_TRUE(waitUntil([&] { return !pane.text().contains(QStringLiteral("as Thủy")); }, 30000));
  text = pane.text();
  if (cc.empty()) {
    EXPECT_TRUE(text.contains(QStringLiteral("has games of Commander Chess"))) << text.toStdString();
  } else {
    EXPECT_TRUE(text.contains(QStringLiteral("as Red"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Games of Commander Chess only"))) << text.toStdString();
  }
}

// An empty database (a new one, or a filter that finds nothing): every count axis runs from 0 to a finite
// round number; Qt's nice numbers of a 0..0 range were NaN, an axis drawn without labels.
TEST(StatsChartsEmpty, AnEmptyDatabaseHasAxesWithNumbers) {
  db::DatabaseStats empty;
  empty.by_mode.push_back({});  // a mode with no result yet
  StatsCharts charts;
  charts.resize(800, 600);
  charts.show();
  charts.setStatistics(empty);
  for (QChart* chart : {charts.byMode(), charts.byEnding(), charts.lengths(), charts.captures()})
    for (QAbstractAxis* axis : chart->axes()) {
      auto* values = qobject_cast<QValueAxis*>(axis);
      if (!values) continue;
      EXPECT_TRUE(std::isfinite(values->min()) && std::isfinite(values->max()))
          << chart->title().toStdString();
      EXPECT_EQ(values->min(), 0) << chart->title().toStdString();
      EXPECT_GE(values->max(), 1) << chart->title().toStdString();
    }
}

}  // namespace saban::gui::test
