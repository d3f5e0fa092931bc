// The opening explorer's score and evaluation columns, driven by keys and clicks on a database of the
// samples: the side to move's score of each move (Red's, then Blue's after a move, Thủy's in a Cờ Đông Sơn
// game) as the opening tree counts the games, a worker's stored evaluation of the position after a move, the
// engine's evaluations of the other moves after Ctrl+Shift+E (filled as they arrive, cancelled when the
// position changes), and sorting by a click on a header. SABAN_EXPLORER_SHOT=FILE.png saves a picture of the
// window.
#include <QAbstractItemModelTester>
#include <QDockWidget>
#include <QHeaderView>
#include <QLocale>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <cstdlib>

#include "analysis/score_view.h"
#include "db/jobs.h"
#include "db/queries.h"
#include "gui/database/gamelistmodel.h"
#include "gui/engine/moveevaluator.h"
#include "gui/explorer/explorerpane.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamekinds.h"
#include "gui/shell/mainwindow.h"
#include "gui_window.h"

namespace saban::gui::test {
namespace {

class ExplorerColumns : public GuiWindow {
 protected:
  // What the score column should say for a move of the tree, for the side to move (`first`: the first side).
  static QString expectedScore(const db::TreeMove& m, bool first) {
    const long long finished = m.red_wins + m.draws + m.blue_wins;
    if (finished == 0) return QStringLiteral("–");
    const double wins = static_cast<double>(first ? m.red_wins : m.blue_wins);
    return QStringLiteral("%1%").arg(QLocale().toString(
        (wins + static_cast<double>(m.draws) / 2.0) * 100.0 / static_cast<double>(finished), 'f', 1));
  }
  // The rows' texts of a column.
  static QStringList column(const ExplorerModel* model, int c, int role = Qt::DisplayRole) {
    QStringList out;
    for (int r = 0; r < model->rowCount(); ++r) out << model->data(model->index(r, c), role).toString();
    return out;
  }
  // Does every row with a legal move of `Game` show a score (stored or the engine's)?
  template <class Game>
  static bool allEvaluated(const ExplorerModel* model) {
    for (int r = 0; r < model->rowCount(); ++r)
      if (model->moveAt<Game>(r) &&
          !kScore.match(model->data(model->index(r, ExplorerModel::Eval)).toString()).hasMatch())
        return false;
    return true;
  }
  static inline const QRegularExpression kScore{QStringLiteral("^([+-]\\d+\\.\\d\\d|#-?\\d+)$")};
  // The row of a move.
  template <class Game>
  static int rowOf(const ExplorerModel* model, const typename Game::Move& move) {
    for (int r = 0; r < model->rowCount(); ++r)
      if (const auto* m = model->template moveAt<Game>(r); m && *m == move) return r;
    return -1;
  }
  // A worker's analysis of game `id` stored as `saban worker` stores it: after ply p the mover's score
  // 37 + 10p, at depth 3.
  void storeAnalysis(long long id, int plies) {
    ASSERT_EQ(db::queue_games(*conn, {id}, {3, 0, 0}), 1);
    auto job = db::claim_job(*conn, "test", 60);
    ASSERT_TRUE(job);
    db::JobResult result;
    result.annotated = "annotated";
    for (int p = 0; p < plies; ++p)
      result.moves.push_back(
          {p, p % 2 ? Side::Blue : Side::Red, 0, 37 + 10 * p, 0.0, "x", "x", 3, parser::Judgement::None});
    ASSERT_TRUE(db::complete_job(*conn, *job, result));
  }
};

TEST_F(ExplorerColumns, ScoresStoredEvaluationsAndTheEngineOnRequestInACommanderChessGame) {
  const long long id = count("SELECT min(id) FROM game WHERE variant = 'commander'");
  ASSERT_GT(id, 0);
  auto record = db::load_game(*conn, id);
  ASSERT_TRUE(record) << record.error();
  ASSERT_GE(record->moves.size(), 2u);
  storeAnalysis(id, static_cast<int>(record->moves.size()));

  open(id);
  MainWindow& w = *window;
  w.showView(QStringLiteral("explorer"));
  ExplorerPane* explorer = w.explorerPane();
  ExplorerModel* model = explorer->model();
  QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  const std::uint64_t start = db::stored_key(record->start);
  const auto tree = db::opening_tree(*conn, start);
  ASSERT_GE(tree.size(), 2u);
  ASSERT_TRUE(
      waitUntil([&] { return model->key() == start && model->rowCount() == static_cast<int>(tree.size()); }));
  // The games from this position: Commander Chess's only, their columns named by its sides (they read "Red /
  // Thủy" and "Blue / Sơn", the list's names for both games)
  const auto sideColumn = [&](GameColumn c) {
    return explorer->games()->headerData(static_cast<int>(c), Qt::Horizontal).toString().toStdString();
  };
  EXPECT_EQ(sideColumn(GameColumn::Red), "Red");
  EXPECT_EQ(sideColumn(GameColumn::Blue), "Blue");

  // Red to move: each move's score is Red's wins and half the draws, as the tree counts them.
  EXPECT_EQ(model->headerData(ExplorerModel::Score, Qt::Horizontal).toString(), QStringLiteral("Red %"));
  EXPECT_TRUE(model->headerData(ExplorerModel::Eval, Qt::Horizontal, Qt::ToolTipRole)
                  .toString()
                  .contains(QStringLiteral("from Red's side")));
  for (int r = 0; r < model->rowCount(); ++r) {
    const auto& m = tree[static_cast<std::size_t>(r)];  // most played first, as the tree
    EXPECT_EQ(model->data(model->index(r, ExplorerModel::Score)).toString(), expectedScore(m, true))
        << m.move;
  }

  // The last date is in the games' tooltip, its column hidden until the header's menu shows it.
  EXPECT_TRUE(explorer->movesView()->isColumnHidden(ExplorerModel::Last));
  ASSERT_FALSE(tree[0].last_date.empty()) << "the samples' games are dated";
  EXPECT_EQ(model->data(model->index(0, ExplorerModel::Games), Qt::ToolTipRole).toString(),
            QStringLiteral("Last played: %1").arg(QString::fromStdString(tree[0].last_date)));
  // The worker's evaluation of the position after the game's first move: Red's 37 centipoints.
  const Turn first = record->moves[0].turn;
  const int firstRow = rowOf<games::CommanderChess>(model, first);
  ASSERT_GE(firstRow, 0);
  ASSERT_TRUE(waitUntil(
      [&] { return !model->data(model->index(firstRow, ExplorerModel::Eval)).toString().isEmpty(); }));
  EXPECT_EQ(model->data(model->index(firstRow, ExplorerModel::Eval)).toString(), QStringLiteral("+0.37"));
  EXPECT_EQ(model->data(model->index(firstRow, ExplorerModel::Eval), Qt::ToolTipRole).toString(),
            QStringLiteral("Stored analysis of game #%1, depth 3: +0.37 from Red's side").arg(id));
  for (int r = 0; r < model->rowCount(); ++r)
    if (r != firstRow && model->moveAt<games::CommanderChess>(r)) {
      EXPECT_TRUE(model->data(model->index(r, ExplorerModel::Eval)).toString().isEmpty()) << r;
    }

  // Asked at a depth that takes long, and the position changed by → and back by ←: the engine stops, no row
  // waits and none of its scores comes.
  explorer->setEvaluationDepth(30);
  explorer->movesView()->setFocus();
  ASSERT_EQ(w.focusWidget(), static_cast<QWidget*>(explorer->movesView()));
  press(Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_TRUE(explorer->evaluator()->isRunning());
  EXPECT_TRUE(explorer->evaluateAction()->isChecked());
  EXPECT_TRUE(column(model, ExplorerModel::Eval).contains(QStringLiteral("…")));
  press(Qt::Key_Right);
  ASSERT_EQ(doc.ply(), 1);
  EXPECT_TRUE(waitUntil([&] { return !explorer->evaluator()->isRunning(); }, 2000));
  EXPECT_FALSE(explorer->evaluateAction()->isChecked());
  press(Qt::Key_Left);
  ASSERT_EQ(doc.ply(), 0);
  ASSERT_TRUE(waitUntil([&] {
    return model->key() == start && model->rowCount() == static_cast<int>(tree.size()) &&
           !model->data(model->index(firstRow, ExplorerModel::Eval)).toString().isEmpty();
  }));
  QTest::qWait(300);
  for (int r = 0; r < model->rowCount(); ++r) {
    const QString eval = model->data(model->index(r, ExplorerModel::Eval)).toString();
    if (r != firstRow) {
      EXPECT_TRUE(eval.isEmpty()) << eval.toStdString();
    }
  }

  // Ctrl+Shift+E in the list: the others wait for the engine, then fill one by one; the stored one stays.
  explorer->setEvaluationDepth(2);
  explorer->movesView()->setFocus();
  ASSERT_EQ(w.focusWidget(), static_cast<QWidget*>(explorer->movesView()));
  int changes = 0;
  QObject::connect(model, &QAbstractItemModel::dataChanged, [&] { ++changes; });
  press(Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_TRUE(explorer->evaluator()->isRunning() || changes > 0);
  EXPECT_TRUE(column(model, ExplorerModel::Eval).contains(QStringLiteral("…")));
  ASSERT_TRUE(waitUntil([&] { return allEvaluated<games::CommanderChess>(model); }, 60000))
      << column(model, ExplorerModel::Eval).join(QLatin1Char(' ')).toStdString();
  EXPECT_GE(changes, model->rowCount() - 1) << "each move's evaluation as it arrives";
  EXPECT_EQ(model->data(model->index(firstRow, ExplorerModel::Eval)).toString(), QStringLiteral("+0.37"));
  for (int r = 0; r < model->rowCount(); ++r)
    if (r != firstRow && model->moveAt<games::CommanderChess>(r)) {
      EXPECT_TRUE(model->data(model->index(r, ExplorerModel::Eval), Qt::ToolTipRole)
                      .toString()
                      .startsWith(QStringLiteral("The engine, depth 2: ")));
    }

  // A click on the evaluation's header sorts by it: the side to move's expected score, in order.
  QHeaderView* header = explorer->movesView()->horizontalHeader();
  const int x =
      header->sectionViewportPosition(ExplorerModel::Eval) + header->sectionSize(ExplorerModel::Eval) / 2;
  QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
  EXPECT_EQ(header->sortIndicatorSection(), ExplorerModel::Eval);
  EXPECT_EQ(header->sortIndicatorOrder(), Qt::DescendingOrder) << "the best for the side to move first";
  auto sortKey = [&](int r) {
    return model->data(model->index(r, ExplorerModel::Eval), ExplorerModel::SortRole).toDouble();
  };
  for (int r = 1; r < model->rowCount(); ++r) EXPECT_GE(sortKey(r - 1), sortKey(r)) << r;
  EXPECT_GE(sortKey(0), 0.5) << "Red's best move keeps at least an even game at the start";
  if (const char* shot = std::getenv("SABAN_EXPLORER_SHOT")) w.grab().save(QString::fromLocal8Bit(shot));
  QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
  EXPECT_EQ(header->sortIndicatorOrder(), Qt::AscendingOrder) << "a second click";
  for (int r = 1; r < model->rowCount(); ++r)
    if (model->moveAt<games::CommanderChess>(r)) {
      EXPECT_LE(sortKey(r - 1), sortKey(r)) << r;
    }

  // The game's first move chosen with the keys and played by Enter: Blue to move, Blue's scores; the stored
  // evaluation after the game's second move is Blue's 47, -0.47 from Red's side.
  const int chosen = rowOf<games::CommanderChess>(model, first);
  press(Qt::Key_Home);
  for (int r = 0; r < chosen; ++r) press(Qt::Key_Down);
  ASSERT_EQ(explorer->movesView()->currentIndex().row(), chosen);
  press(Qt::Key_Return);
  ASSERT_EQ(doc.ply(), 1);
  Position after = record->start;
  games::CommanderChess::play(after, first);
  const std::uint64_t next = db::stored_key(after);
  const auto nextTree = db::opening_tree(*conn, next);
  ASSERT_TRUE(waitUntil(
      [&] { return model->key() == next && model->rowCount() == static_cast<int>(nextTree.size()); }));
  EXPECT_EQ(model->headerData(ExplorerModel::Score, Qt::Horizontal).toString(), QStringLiteral("Blue %"));
  for (const auto& m : nextTree) {
    const auto move = GameKind<games::CommanderChess>::moveFromLan(after, m.move);
    ASSERT_TRUE(move) << m.move;
    const int r = rowOf<games::CommanderChess>(model, *move);
    ASSERT_GE(r, 0) << m.move;
    EXPECT_EQ(model->data(model->index(r, ExplorerModel::Score)).toString(), expectedScore(m, false))
        << m.move;
  }
  const int secondRow = rowOf<games::CommanderChess>(model, record->moves[1].turn);
  ASSERT_GE(secondRow, 0);
  ASSERT_TRUE(waitUntil(
      [&] { return !model->data(model->index(secondRow, ExplorerModel::Eval)).toString().isEmpty(); }));
  EXPECT_EQ(model->data(model->index(secondRow, ExplorerModel::Eval)).toString(), QStringLiteral("-0.47"));
}

TEST_F(ExplorerColumns, ThuysScoresAndTheEnginesEvaluationsInACongDongSonGame) {
  const long long id = count("SELECT min(id) FROM game WHERE variant = 'dongson'");
  ASSERT_GT(id, 0);
  // A worker's analysis: Thủy's 37 after the first move (db/ stores Thủy in Red's place).
  storeAnalysis(id, static_cast<int>(count("SELECT ply_count FROM game WHERE id = " + std::to_string(id))));
  open(id);
  MainWindow& w = *window;
  w.showView(QStringLiteral("explorer"));
  ExplorerPane* explorer = w.explorerPane();
  ExplorerModel* model = explorer->model();
  const std::uint64_t start = db::stored_key(doc.tree<games::DongSon>()->position());
  const auto tree = db::opening_tree(*conn, start);
  ASSERT_GE(tree.size(), 2u);
  ASSERT_TRUE(
      waitUntil([&] { return model->key() == start && model->rowCount() == static_cast<int>(tree.size()); }));
  EXPECT_EQ(model->headerData(ExplorerModel::Score, Qt::Horizontal).toString(), QStringLiteral("Thủy %"));
  EXPECT_EQ(explorer->games()->headerData(static_cast<int>(GameColumn::Red), Qt::Horizontal).toString(),
            QStringLiteral("Thủy"))
      << "the games listed are Cờ Đông Sơn's";
  for (int r = 0; r < model->rowCount(); ++r)
    EXPECT_EQ(model->data(model->index(r, ExplorerModel::Score)).toString(),
              expectedScore(tree[static_cast<std::size_t>(r)], true));
  const int firstRow = rowOf<games::DongSon>(model, doc.tree<games::DongSon>()->record().moves.front().turn);
  ASSERT_GE(firstRow, 0);
  ASSERT_TRUE(waitUntil(
      [&] { return !model->data(model->index(firstRow, ExplorerModel::Eval)).toString().isEmpty(); }));
  EXPECT_EQ(model->data(model->index(firstRow, ExplorerModel::Eval)).toString(), QStringLiteral("+0.37"));
  EXPECT_EQ(model->data(model->index(firstRow, ExplorerModel::Eval), Qt::ToolTipRole).toString(),
            QStringLiteral("Stored analysis of game #%1, depth 3: +0.37 from Thủy's side").arg(id));

  explorer->setEvaluationDepth(2);
  explorer->movesView()->setFocus();
  press(Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
  ASSERT_TRUE(waitUntil([&] { return allEvaluated<games::DongSon>(model); }, 60000))
      << column(model, ExplorerModel::Eval).join(QLatin1Char(' ')).toStdString();
  for (int r = 0; r < model->rowCount(); ++r) {
    if (r == firstRow) continue;
    const QString tip = model->data(model->index(r, ExplorerModel::Eval), Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.startsWith(QStringLiteral("The engine, depth 2: ")) &&
                tip.endsWith(QStringLiteral("from Thủy's side")))
        << tip.toStdString();
  }
  EXPECT_EQ(model->data(model->index(firstRow, ExplorerModel::Eval)).toString(), QStringLiteral("+0.37"));
  EXPECT_FALSE(explorer->evaluateAction()->isChecked()) << "done";
}

// The result bar in a narrow dock shrinks with it (its title elided, whole in the header's tooltip) rather
// than keeping its title's width and the list of moves scrolling sideways; in a wide dock it takes the room
// the other columns leave, its title whole.
TEST_F(ExplorerColumns, TheBarShrinksWithANarrowDockRatherThanScrollingSideways) {
  QTabBar* tabs = window->findChild<QTabWidget*>()->tabBar();
  QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(1).center());  // the game page, with the docks
  window->showView(QStringLiteral("explorer"));
  doc.toStart();
  ExplorerPane* pane = window->explorerPane();
  ASSERT_TRUE(waitUntil([&] { return pane->model()->rowCount() > 0; }, 20000));
  auto* dock = qobject_cast<QDockWidget*>(pane->parentWidget());
  ASSERT_NE(dock, nullptr);
  QTableView* moves = nullptr;
  for (QTableView* v : pane->findChildren<QTableView*>())
    if (v->model() == pane->model()) moves = v;
  ASSERT_NE(moves, nullptr);
  QHeaderView* header = moves->horizontalHeader();
  const int bar = ExplorerModel::Results;
  window->resizeDocks({dock}, {700}, Qt::Horizontal);
  QTest::qWait(100);
  const int title = header->sectionSizeHint(bar);
  EXPECT_GE(header->sectionSize(bar), title) << "wide: the bar takes the room left, its title whole";
  EXPECT_EQ(moves->horizontalScrollBar()->maximum(), 0);

  int others = 0;  // the columns beside the bar
  for (int c = 0; c < header->count(); ++c)
    if (c != bar && !header->isSectionHidden(c)) others += header->sectionSize(c);
  window->resizeDocks({dock}, {dock->width() - moves->viewport()->width() + others + title / 2},
                      Qt::Horizontal);
  QTest::qWait(100);
  ASSERT_LT(moves->viewport()->width(), others + title) << "the dock is not narrower than the bar's title";
  EXPECT_EQ(moves->horizontalScrollBar()->maximum(), 0) << "the moves scroll sideways";
  EXPECT_LT(header->sectionSize(bar), title) << "the bar keeps its title's width";
  EXPECT_GT(header->sectionSize(bar), 0);
  // The title, elided, is whole in the header's tooltip.
  EXPECT_EQ(pane->model()->headerData(bar, Qt::Horizontal, Qt::ToolTipRole).toString(),
            pane->model()->headerData(bar, Qt::Horizontal).toString());
}

}  // namespace
}  // namespace saban::gui::test
