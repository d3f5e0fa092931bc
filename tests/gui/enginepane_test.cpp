// The engine pane over the library's engine facade and streaming annotation: live analysis stops within 200
// ms of the request, and a game analysed in the background sends each move's judgement to the move list as
// soon as it is known (before the analysis ends), and can be cancelled.
#include <gtest/gtest.h>

#include <QElapsedTimer>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include "gui/core/notation.h"
#include "gui/engine/enginepane.h"
#include "gui/engine/evalgraph.h"
#include "gui/game/gamedocument.h"
#include "gui/game/movelistview.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "open_window.h"
#include "parser/reader.h"
#include "rules/movegen.h"

namespace saban::gui::test {

namespace {
// A game of careless moves (the last legal turn each time, a piece left hanging now and then) that an engine
// judges harshly.
parser::GameRecord carelessGame(int plies) {
  parser::GameRecord r;
  r.start = Position::start();
  Position pos = r.start;
  for (int i = 0; i < plies; ++i) {
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    if (legal.empty()) break;
    parser::RecordMove m;
    m.turn = legal[(legal.size() * 7 + static_cast<std::size_t>(i) * 13) % legal.size()];
    Undo u;
    pos.do_turn(m.turn, u);
    r.moves.push_back(m);
  }
  return r;
}
}  // namespace

TEST(EnginePane, StopsTheLiveAnalysisWithin200Ms) {
  GameDocument doc;
  EnginePane pane(&doc);
  int reports = 0;
  bool stopped = false;
  QObject::connect(pane.runner(), &EngineRunner::report,
                   [&](const EngineReport& r) { reports += r.final ? 0 : 1; });
  QObject::connect(pane.runner(), &EngineRunner::stopped, [&] { stopped = true; });
  pane.startAnalysis();
  ASSERT_TRUE(waitUntil([&] { return reports >= 3; }, 20000));
  EXPECT_GT(pane.lines()->topLevelItemCount(), 1) << "several lines (multi-PV)";
  EXPECT_TRUE(pane.runner()->isRunning());
  QElapsedTimer timer;
  timer.start();
  pane.stopAnalysis();
  ASSERT_TRUE(waitUntil([&] { return stopped; }, 5000));
  EXPECT_LE(timer.elapsed(), 200) << "the engine stopped " << timer.elapsed() << " ms after the request";
  EXPECT_FALSE(pane.runner()->isRunning());

  // A stop right after a start is not lost.
  stopped = false;
  pane.startAnalysis();
  pane.stopAnalysis();
  timer.restart();
  ASSERT_TRUE(waitUntil([&] { return stopped; }, 5000));
  EXPECT_LE(timer.elapsed(), 200);
}

TEST(EnginePane, StreamsEachMovesJudgementIntoTheMoveList) {
  GameDocument doc;
  doc.setRecord(carelessGame(24));
  MoveListView list(&doc);
  EnginePane pane(&doc);
  std::vector<MoveVerdict> verdicts;
  int duringAnalysis = 0;
  bool finished = false;
  GameAnalysis final;
  QObject::connect(pane.runner(), &EngineRunner::moveAnalysed, [&](const MoveVerdict& v) {
    verdicts.push_back(v);
    if (pane.runner()->isAnalysingGame()) ++duringAnalysis;
  });
  QObject::connect(pane.runner(), &EngineRunner::gameAnalysed, [&](const GameAnalysis& a) {
    final = a;
    finished = true;
  });
  pane.analyseGame();
  ASSERT_TRUE(waitUntil([&] { return finished; }, 120000));
  ASSERT_FALSE(final.cancelled);
  ASSERT_TRUE(final.error.isEmpty()) << final.error.toStdString();
  ASSERT_EQ(verdicts.size(), doc.record().moves.size()) << "one verdict a move";
  EXPECT_GT(duringAnalysis, 0) << "verdicts arrive while the game is still being analysed";
  int judged = 0;
  for (std::size_t i = 0; i < verdicts.size(); ++i) {
    EXPECT_EQ(verdicts[i].ply, static_cast<int>(i)) << "in the order of the moves";
    EXPECT_EQ(verdicts[i].judgement, final.judgements[i]);
    EXPECT_EQ(doc.record().moves[i].judgement, verdicts[i].judgement) << "move " << i;
    if (verdicts[i].judgement != parser::Judgement::None) {
      ++judged;
      const QString colour = judgementColor(verdicts[i].judgement).name();
      EXPECT_TRUE(list.toHtml().contains(colour)) << colour.toStdString();
    }
  }
  EXPECT_GT(judged, 0) << "careless moves are judged";
  EXPECT_FALSE(doc.isModified())
      << "the engine's judgements are shown, not an edit: nothing asks to be saved";
  EXPECT_EQ(doc.undoStack()->count(), 0) << "nor an edit to undo";
  EXPECT_TRUE(doc.atStart()) << "the cursor stays where it was";

  // A cancelled analysis ends at once and leaves the moves judged so far.
  doc.setRecord(carelessGame(60));
  verdicts.clear();
  finished = false;
  final = GameAnalysis();
  pane.analyseGame();
  ASSERT_TRUE(waitUntil([&] { return verdicts.size() >= 2; }, 60000));
  pane.analyseGame();  // the button's second press cancels
  ASSERT_TRUE(waitUntil([&] { return finished; }, 5000));
  EXPECT_TRUE(final.cancelled);
  EXPECT_LT(verdicts.size(), doc.record().moves.size());
}

// "Analyse the game" in the window stores an evaluation with every move, as `saban analyze` does: the record
// written (saved to a file or the database, copied) carries [%eval] after each ply, and read back it draws
// the whole curve.
TEST(EnginePane, TheGamesAnalysisStoresAnEvaluationWithEveryMove) {
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  GameDocument& doc = open.doc;
  doc.setRecord(carelessGame(10));
  const std::size_t plies = doc.record().moves.size();
  ASSERT_EQ(plies, 10u);
  EXPECT_EQ(w.evalGraph()->plies(), 0) << "a plain record has no curve";
  w.showView(QStringLiteral("engine"));
  EnginePane* pane = w.enginePane();
  bool finished = false;
  QObject::connect(pane->runner(), &EngineRunner::gameAnalysed,
                   [&](const GameAnalysis&) { finished = true; });
  QPushButton* analyse = nullptr;
  for (QPushButton* b : pane->findChildren<QPushButton*>())
    if (b->text() == QStringLiteral("Analyse the game")) analyse = b;
  ASSERT_NE(analyse, nullptr);
  QTest::mouseClick(analyse, Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&] { return finished; }, 120000));

  // Each ply carries the engine's evaluation, from Red's side: one for Blue's moves too.
  const std::vector<MainLineScore> scores = doc.mainLineScores();
  ASSERT_EQ(scores.size(), plies);
  for (std::size_t i = 0; i < plies; ++i) {
    ASSERT_TRUE(scores[i].evaluation.has_value()) << "ply " << i;
    EXPECT_GT(scores[i].evaluation->depth, 0) << "ply " << i;
  }
  EXPECT_FALSE(doc.isModified()) << "the engine's verdicts are shown, not an edit";
  EXPECT_EQ(w.evalGraph()->plies(), static_cast<int>(plies) + 1) << "the start and one point per ply";

  // The record written has [%eval] after every move; read back, the moves keep them and the graph draws them.
  const std::string text = doc.fileText();
  std::size_t evals = 0;
  for (std::size_t at = text.find("[%eval "); at != std::string::npos; at = text.find("[%eval ", at + 1))
    ++evals;
  EXPECT_EQ(evals, plies) << text;
  parser::ReadGame read = parser::read_game(text, "analysed.ctr", 1);
  ASSERT_TRUE(read.record.has_value()) << text;
  ASSERT_EQ(read.record->moves.size(), plies);
  for (std::size_t i = 0; i < plies; ++i)
    EXPECT_EQ(read.record->moves[i].evaluation, scores[i].evaluation) << "ply " << i;
  doc.setRecord(carelessGame(4));
  EXPECT_EQ(w.evalGraph()->plies(), 0);
  doc.setRecord(*read.record);
  EXPECT_EQ(w.evalGraph()->plies(), static_cast<int>(plies) + 1) << "the saved game's own curve";
}

}  // namespace saban::gui::test
