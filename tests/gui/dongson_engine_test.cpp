// The engine pane and the evaluation graph with a Cờ Đông Sơn game open in the game window (issue 17), as
// with Commander Chess: Space (pressed on the focused board) starts and stops the live engine, whose lines
// are in the game's SAN with the scores from Thủy's side and which follows the cursor and stops when another
// game opens; "Analyse the game" streams each move's verdict into the game and the graph of Thủy's expected
// score, and can be cancelled; a worker's stored analysis of such a game fills the graph when it is opened.
#include <QAction>
#include <QAreaSeries>
#include <QChart>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>
#include <fstream>

#include "analysis/search.h"
#include "app/worker.h"
#include "db/jobs.h"
#include "gui/core/notation.h"
#include "gui/dongson/dsboardwidget.h"
#include "gui/engine/enginepane.h"
#include "gui/engine/evalgraph.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamekinds.h"
#include "gui/game/gamepane.h"
#include "gui/game/movelistview.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "gui_window.h"
#include "open_window.h"
#include "parser/dongson_san.h"
#include "parser/reader.h"
#include "rules/dongson/fen.h"

namespace saban::gui::test {

namespace ds = saban::dongson;

namespace {
const QString kCommander = QStringLiteral(SABAN_SAMPLES "/rulebook/selfplay-en.ctr");

// Sơn to move, who is lost: it ignores the threat (a8a7) and Thủy's Tướng enters the Cung (Te5).
parser::dongson::DsRecord lostForSon() {
  parser::dongson::DsRecord rec;
  rec.start = *ds::parse_fen("1t7/b8/9/9/3V5/9/9/9/4T4 b - - 0 1");
  for (const char* lan : {"a8a7", "e1e5"}) {
    const ds::Game g = rec.game();
    std::vector<ds::Move> legal;
    g.position().legal_moves(legal);
    auto m = parser::dongson::parse_lan(lan, legal);
    EXPECT_TRUE(m.ok()) << lan;
    if (m.ok()) rec.moves.emplace_back().turn = *m;
  }
  return rec;
}

parser::dongson::DsRecord selfPlayGame() {
  const std::string path = SABAN_SAMPLES "/dong-son/selfplay-depth3.pgn";
  std::ifstream in(path, std::ios::binary);
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  EXPECT_TRUE(reader.next(g));
  EXPECT_TRUE(g.dongson.has_value());
  return g.dongson ? *g.dongson : parser::dongson::DsRecord{};
}

// Whether a line of the pane is legal SAN from `game`: move numbers ("3." "3…") in their places, each move
// read by the game's SAN reader and played. Says what is wrong, or nothing.
std::string readsAsSan(ds::Game game, const QString& line) {
  const QStringList tokens = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
  if (tokens.isEmpty()) return "an empty line";
  static const QRegularExpression number(QStringLiteral("^\\d+(\\.|…)$"));
  int moves = 0;
  for (const QString& t : tokens) {
    if (number.match(t).hasMatch()) continue;
    std::vector<ds::Move> legal;
    game.position().legal_moves(legal);
    auto m = parser::dongson::parse_san(game.position(), t.toStdString(), legal, game.palace_forfeited());
    if (!m.ok()) return "\"" + t.toStdString() + "\" is not SAN here: " + m.error().english();
    game.play(*m);
    ++moves;
  }
  return moves > 0 ? "" : "no move";
}

QPushButton* button(QWidget* pane, const QString& text) {
  for (QPushButton* b : pane->findChildren<QPushButton*>())
    if (b->text() == text) return b;
  return nullptr;
}
}  // namespace

TEST(DongsonEnginePane, SpaceRunsTheEngineInSanWithThuysScoresFollowingTheCursor) {
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  GameDocument& doc = open.doc;
  const parser::dongson::DsRecord record = lostForSon();
  ASSERT_EQ(record.moves.size(), 2u);
  doc.setRecord(record);
  w.showView(QStringLiteral("engine"));
  EnginePane* pane = w.enginePane();
  ASSERT_TRUE(pane->isVisible()) << "the engine is there for this game";
  EXPECT_TRUE(w.evalGraph()->isVisible());
  EXPECT_EQ(pane->lines()->headerItem()->text(0), QStringLiteral("Thủy"));
  EXPECT_TRUE(pane->lines()->headerItem()->toolTip(0).contains(QStringLiteral("Thủy's side")))
      << pane->lines()->headerItem()->toolTip(0).toStdString();
  EXPECT_FALSE(pane->lines()->headerItem()->toolTip(0).contains(QStringLiteral("Red")));

  EngineReport last;
  int reports = 0;
  bool stopped = false;
  QObject::connect(pane->runner(), &EngineRunner::report, [&](const EngineReport& r) {
    if (!r.final) ++reports;
    last = r;
  });
  QObject::connect(pane->runner(), &EngineRunner::stopped, [&] { stopped = true; });
  w.gamePane()->dsBoard()->setFocus();
  pressKey(w, Qt::Key_Space);
  ASSERT_TRUE(waitUntil([&] { return reports >= 2 && pane->lines()->topLevelItemCount() > 0; }, 20000))
      << "Space started the engine";
  EXPECT_TRUE(pane->runner()->isRunning());
  // Sơn is to move and lost: every score is Thủy's, so none is for Sơn.
  for (int i = 0; i < pane->lines()->topLevelItemCount(); ++i) {
    const QTreeWidgetItem* item = pane->lines()->topLevelItem(i);
    const QString score = item->text(0);
    EXPECT_TRUE(score.startsWith(QLatin1Char('+')) || (score.startsWith(QLatin1Char('#')) && score[1] != '-'))
        << "line " << i << ": " << score.toStdString() << " is not from Thủy's side";
    EXPECT_TRUE(item->text(1).startsWith(QStringLiteral("1…"))) << item->text(1).toStdString();
    EXPECT_EQ(readsAsSan(ds::Game(record.start), item->text(1)), "") << item->text(1).toStdString();
  }
  ASSERT_FALSE(last.lines.empty());
  EXPECT_GT(last.lines.front().expected, 0.5) << "Thủy's expected score";
  bool depthShown = false;
  for (QLabel* l : pane->findChildren<QLabel*>())
    depthShown |= l->text().startsWith(QStringLiteral("depth "));
  EXPECT_TRUE(depthShown) << "depth, nodes and nodes per second";

  // The cursor moves on (Thủy to move, Te5 wins at once): the engine follows.
  pressKey(w, Qt::Key_Right);
  ASSERT_EQ(doc.ply(), 1);
  ds::Game after(record.start);
  after.play(record.moves[0].turn);
  reports = 0;
  ASSERT_TRUE(waitUntil(
      [&] {
        return reports >= 1 && pane->lines()->topLevelItemCount() > 0 &&
               pane->lines()->topLevelItem(0)->text(1).startsWith(QStringLiteral("2."));
      },
      20000));
  EXPECT_EQ(pane->lines()->topLevelItem(0)->text(0), QStringLiteral("#1"));
  EXPECT_EQ(readsAsSan(after, pane->lines()->topLevelItem(0)->text(1)), "")
      << pane->lines()->topLevelItem(0)->text(1).toStdString();

  // Space again stops it.
  stopped = false;
  QElapsedTimer timer;
  timer.start();
  pressKey(w, Qt::Key_Space);
  ASSERT_TRUE(waitUntil([&] { return stopped; }, 5000));
  EXPECT_LE(timer.elapsed(), 500);
  EXPECT_FALSE(pane->runner()->isRunning());

  // Running, then another game opens: the engine stops.
  pressKey(w, Qt::Key_Space);
  ASSERT_TRUE(waitUntil([&] { return pane->runner()->isRunning(); }, 5000));
  QString error;
  ASSERT_TRUE(w.openFile(kCommander, &error)) << error.toStdString();
  ASSERT_TRUE(waitUntil([&] { return !pane->runner()->isRunning(); }, 5000));
  EXPECT_EQ(pane->lines()->headerItem()->text(0), QStringLiteral("Red"));
  EXPECT_EQ(pane->lines()->topLevelItemCount(), 0);
  QTest::qWait(100);
  EXPECT_FALSE(pane->runner()->isRunning()) << "not started again on the new game";
}

TEST(DongsonEnginePane, AnalysesTheGameIntoTheGraphAndTheMovesAndCancels) {
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  GameDocument& doc = open.doc;
  doc.setRecord(lostForSon());
  w.showView(QStringLiteral("engine"));
  EnginePane* pane = w.enginePane();
  std::vector<MoveVerdict> verdicts;
  bool finished = false;
  GameAnalysis final;
  QObject::connect(pane->runner(), &EngineRunner::moveAnalysed,
                   [&](const MoveVerdict& v) { verdicts.push_back(v); });
  QObject::connect(pane->runner(), &EngineRunner::gameAnalysed, [&](const GameAnalysis& a) {
    final = a;
    finished = true;
  });
  QPushButton* analyse = button(pane, QStringLiteral("Analyse the game"));
  ASSERT_NE(analyse, nullptr);
  QTest::mouseClick(analyse, Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&] { return finished; }, 60000));
  ASSERT_FALSE(final.cancelled);
  ASSERT_TRUE(final.error.isEmpty()) << final.error.toStdString();
  ASSERT_EQ(verdicts.size(), 2u);
  EXPECT_EQ(verdicts[0].ply, 0);
  EXPECT_EQ(std::get<ds::Move>(verdicts[0].played), lostForSon().moves[0].turn);
  EXPECT_EQ(verdicts[0].judgement, parser::Judgement::Blunder) << "a8a7 lets Thủy in";
  EXPECT_GT(verdicts[0].expectedAfter, 0.9) << "Thủy's expected score, not the mover's";
  // The judgements are in the game, the graph draws Thủy's expected score after each ply.
  const parser::DsGameTree* tree = doc.tree<games::DongSon>();
  ASSERT_NE(tree, nullptr);
  EXPECT_EQ(tree->record().moves[0].judgement, parser::Judgement::Blunder);
  EXPECT_FALSE(doc.isModified()) << "the engine's judgements are shown, not an edit";
  EXPECT_TRUE(doc.atStart()) << "the cursor stays where it was";
  EXPECT_TRUE(w.gamePane()->moveList()->toHtml().contains(judgementColor(parser::Judgement::Blunder).name()));
  EXPECT_EQ(w.evalGraph()->plies(), 3);
  EXPECT_EQ(w.evalGraph()->chart()->title(), QStringLiteral("Thủy's expected score by ply"));
  EXPECT_TRUE(w.evalGraph()->toolTip().contains(QStringLiteral("Thủy's side")));
  // Filled in Thủy's colour (it was Red's red whatever the game), as the evaluation bar shows Thủy.
  QAreaSeries* area = nullptr;
  for (QAbstractSeries* s : w.evalGraph()->chart()->series())
    if (auto* a = qobject_cast<QAreaSeries*>(s)) area = a;
  ASSERT_NE(area, nullptr);
  EXPECT_EQ(area->brush().color().rgb(), QColor::fromRgb(GameKind<games::DongSon>::sideColours[0]).rgb());
  EXPECT_EQ(final.side, QStringLiteral("Thủy"));
  ASSERT_EQ(final.expected.size(), 3u);
  EXPECT_GT(final.expected[2], 0.9);

  // A long game, cancelled by a second press: the moves judged so far stay, the rest of the game is left.
  doc.setRecord(selfPlayGame());
  ASSERT_GT(doc.tree<games::DongSon>()->record().moves.size(), 60u);
  // Another game: the graph drops the last one's analysis and shows this one's own evaluations (a self-play
  // record carries one per move), one point per ply and the start.
  EXPECT_EQ(w.evalGraph()->plies(), static_cast<int>(doc.mainLineScores().size()) + 1)
      << "another game: its own curve, not the last game's analysis";
  verdicts.clear();
  finished = false;
  final = GameAnalysis();
  QTest::mouseClick(analyse, Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&] { return verdicts.size() >= 2; }, 60000));
  ASSERT_EQ(analyse->text(), QStringLiteral("Cancel"));
  QTest::mouseClick(analyse, Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&] { return finished; }, 5000));
  EXPECT_TRUE(final.cancelled);
  EXPECT_LT(verdicts.size(), doc.tree<games::DongSon>()->record().moves.size());
  EXPECT_EQ(analyse->text(), QStringLiteral("Analyse the game"));
  EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("cancelled")))
      << w.statusBar()->currentMessage().toStdString();
  EXPECT_EQ(w.evalGraph()->plies(), static_cast<int>(verdicts.size()) + 1) << "the moves judged so far";
}

class DongsonEngineDatabase : public GuiWindow {};

TEST_F(DongsonEngineDatabase, AWorkersStoredAnalysisFillsTheGraph) {
  const long long id = count("SELECT min(id) FROM game WHERE variant = 'dongson'");
  ASSERT_GT(id, 0);
  ASSERT_EQ(db::queue_games(*conn, {id}, db::AnalysisSettings{1, 0, 0}), 1);
  const std::optional<db::Job> job = db::claim_job(*conn, "test", 60);
  ASSERT_TRUE(job.has_value());
  analysis::Searcher searcher;
  ASSERT_EQ(app::process_job(*conn, searcher, *job, 60), app::JobEvent::Kind::Done);

  open(id);
  MainWindow& w = *window;
  ASSERT_NE(doc.tree<games::DongSon>(), nullptr);
  const int plies = static_cast<int>(doc.tree<games::DongSon>()->record().moves.size());
  ASSERT_TRUE(waitUntil([&] { return w.evalGraph()->plies() == plies + 1; }))
      << w.evalGraph()->plies() << " plies drawn for " << plies << " moves";
  EXPECT_EQ(w.evalGraph()->chart()->title(), QStringLiteral("Thủy's expected score by ply"));
}

}  // namespace saban::gui::test
