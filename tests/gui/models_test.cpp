// Every item model of the application under QAbstractItemModelTester (fatal), lazy fetching included.
#include <QAbstractItemModelTester>
#include <set>

#include "db/queries.h"
#include "gui/database/gamelistmodel.h"
#include "gui/explorer/explorermodel.h"
#include "gui_fixture.h"

namespace saban::gui::test {

class GameListModelTest : public GuiDatabase {};

TEST_F(GameListModelTest, FetchesEveryPageLazilyUnderTheTester) {
  GameListModel model(database.get());
  model.setPageSize(37);
  model.setFilter({});
  ASSERT_TRUE(waitUntil([&] { return !model.isLoading(); }));
  EXPECT_EQ(model.rowCount(), 37) << "only the first page is loaded until a view asks for more";
  EXPECT_TRUE(model.canFetchMore({}));
  // The tester asks for more pages as rows arrive (as a view scrolled to the end would) and checks each step.
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  while (model.canFetchMore({}) || model.isLoading()) {
    model.fetchMore({});
    ASSERT_TRUE(waitUntil([&] { return !model.isLoading(); }));
  }
  const long long games = count("SELECT count(*) FROM game");
  EXPECT_EQ(model.rowCount(), games);
  std::set<long long> ids;
  for (int r = 0; r < model.rowCount(); ++r) ids.insert(model.gameId(r));
  EXPECT_EQ(static_cast<long long>(ids.size()), games) << "no game twice, none missing";
  // A new filter starts over (reset) and the tester follows.
  db::GameFilter f;
  f.result = "1-0";
  model.setFilter(f);
  ASSERT_TRUE(waitUntil([&] { return !model.isLoading(); }));
  while (model.canFetchMore({})) {
    model.fetchMore({});
    ASSERT_TRUE(waitUntil([&] { return !model.isLoading(); }));
  }
  EXPECT_EQ(model.rowCount(), count("SELECT count(*) FROM game WHERE result = '1-0'"));
  for (int r = 0; r < model.rowCount(); ++r)
    EXPECT_EQ(model.data(model.index(r, static_cast<int>(GameColumn::Result))).toString(),
              QStringLiteral("1-0"));
}

TEST_F(GameListModelTest, FindsAPlayerTypedWithoutAccents) {
  GameListModel model(database.get());
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  db::GameFilter f;
  f.player = "nguyen van anh";
  model.setFilter(f);
  ASSERT_TRUE(waitUntil([&] { return !model.isLoading(); }));
  ASSERT_GT(model.rowCount(), 0);
  for (int r = 0; r < model.rowCount(); ++r) {
    const QString red = model.data(model.index(r, static_cast<int>(GameColumn::Red))).toString();
    const QString blue = model.data(model.index(r, static_cast<int>(GameColumn::Blue))).toString();
    EXPECT_TRUE(red.contains(QStringLiteral("Nguyễn Văn Ánh")) ||
                blue.contains(QStringLiteral("Nguyễn Văn Ánh")))
        << red.toStdString() << " - " << blue.toStdString();
  }
}

TEST_F(GameListModelTest, AFailingQueryEndsLoadingWithAMessage) {
  GameListModel model(database.get());
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  QString message;
  QObject::connect(&model, &GameListModel::failed, [&](const QString& m) { message = m; });
  db::GameFilter f;
  f.date_from = "not a date";  // the server refuses the cast
  model.setFilter(f);
  ASSERT_TRUE(waitUntil([&] { return !message.isEmpty(); }));
  EXPECT_EQ(model.rowCount(), 0);
  EXPECT_FALSE(model.canFetchMore({}));
}

class ExplorerModelTest : public GuiDatabase {};

TEST_F(ExplorerModelTest, ListsTheMovesFromAPositionOfTheDatabase) {
  ExplorerModel model(database.get());
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  // The start position of the cotulenh profile: the SAN samples begin there.
  const Position start = Position::start(*profile_by_name("cotulenh"));
  bool loaded = false;
  QObject::connect(&model, &ExplorerModel::loaded, [&] { loaded = true; });
  model.setPosition<games::CommanderChess>(start);
  ASSERT_TRUE(waitUntil([&] { return loaded; }));
  ASSERT_GT(model.rowCount(), 0);
  const auto tree = db::opening_tree(*conn, db::stored_key(start));
  ASSERT_EQ(model.rowCount(), static_cast<int>(tree.size()));
  EXPECT_EQ(model.totalGames(), [&] {
    long long n = 0;
    for (const auto& m : tree) n += m.games;
    return n;
  }());
  EXPECT_NE(model.moveAt<games::CommanderChess>(0), nullptr) << "the most played move is legal here";
  EXPECT_EQ(model.moveAt<games::DongSon>(0), nullptr) << "a move of the other game";
  EXPECT_EQ(model.headerData(ExplorerModel::Results, Qt::Horizontal).toString(),
            QStringLiteral("Red / draw / Blue"));
  const QVariantList bars =
      model.data(model.index(0, ExplorerModel::Results), ExplorerModel::ResultsRole).toList();
  ASSERT_EQ(bars.size(), 3);
  EXPECT_LE(bars[0].toDouble() + bars[1].toDouble() + bars[2].toDouble(), 1.0 + 1e-9);
  // A position no game reaches: no rows.
  loaded = false;
  Position empty = start;
  std::vector<Turn> legal;
  generate_legal(empty, DeployMode::Full, legal);
  Undo u;
  empty.do_turn(legal.back(), u);
  empty.do_turn(
      [&] {
        std::vector<Turn> l;
        generate_legal(empty, DeployMode::Full, l);
        return l.back();
      }(),
      u);
  model.setPosition<games::CommanderChess>(empty);
  ASSERT_TRUE(waitUntil([&] { return loaded; }));
  EXPECT_EQ(model.rowCount(), 0);
}

}  // namespace saban::gui::test

#if __has_include("db/paging.h")
namespace saban::gui::test {

TEST_F(GameListModelTest, SortsByAColumnAcrossPages) {
  GameListModel model(database.get());
  model.setPageSize(40);
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  ASSERT_TRUE(canSortBy(GameColumn::Plies));
  model.sort(static_cast<int>(GameColumn::Plies), Qt::DescendingOrder);
  ASSERT_TRUE(waitUntil([&] { return !model.isLoading(); }));
  while (model.canFetchMore({}) || model.isLoading()) {
    model.fetchMore({});
    ASSERT_TRUE(waitUntil([&] { return !model.isLoading(); }));
  }
  ASSERT_EQ(model.rowCount(), count("SELECT count(*) FROM game"));
  for (int r = 1; r < model.rowCount(); ++r) EXPECT_GE(model.game(r - 1).plies, model.game(r).plies) << r;
}

}  // namespace saban::gui::test
#endif
