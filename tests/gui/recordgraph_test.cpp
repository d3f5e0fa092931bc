// A game whose moves carry the engine's evaluations (analysed before it was opened: by `saban analyze`, a
// self-play, another program) shows its curve in the evaluation graph as soon as it opens, in either game.
// Before, the graph said "No analysis yet" beside a move list full of scores (seen under Xvfb).
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "gui/engine/evalgraph.h"
#include "gui/engine/storedanalysis.h"
#include "gui/game/gamedocument.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"

namespace saban::gui::test {
namespace {

TEST(RecordCurve, AMoveWithoutAnEvaluationKeepsTheScoreBeforeIt) {
  std::vector<MainLineScore> moves(3);
  moves[0].evaluation = parser::Evaluation{300, 0, 2};
  moves[2].evaluation = parser::Evaluation{0, -2, 2};  // the first player is mated
  moves[2].judgement = parser::Judgement::Blunder;
  const GameAnalysis a = gameAnalysisFrom(moves, games::GameKind::Commander, QStringLiteral("Red"));
  ASSERT_EQ(a.expected.size(), 4u);
  EXPECT_DOUBLE_EQ(a.expected[0], 0.5);
  EXPECT_GT(a.expected[1], 0.5);
  EXPECT_DOUBLE_EQ(a.expected[2], a.expected[1]);
  EXPECT_DOUBLE_EQ(a.expected[3], 0.0);
  EXPECT_EQ(a.judgements[2], parser::Judgement::Blunder);
  EXPECT_TRUE(
      gameAnalysisFrom(std::vector<MainLineScore>(5), games::GameKind::Commander, QStringLiteral("Red"))
          .expected.empty())
      << "no evaluation: no curve";
}

class RecordGraph : public GuiDatabase {
 protected:
  RecordGraph() : GuiDatabase(false) {}
};

TEST_F(RecordGraph, AnAnalysedRecordShowsItsCurveWhenOpened) {
  QTemporaryDir dir;
  const QString path =
      writeTestFile(dir, QStringLiteral("analysed.ctr"),
                    "[Event \"t\"]\n[Red \"An\"]\n[Blue \"Binh\"]\n[Result \"*\"]\n[Notation \"vi\"]\n\n"
                    "1. P2,9_2,10 {[%eval 0.30,2]} K10,4_6,4 {[%eval -1.20,2]} 2. T3,7_2,7 *\n");
  ASSERT_FALSE(path.isEmpty());
  GameDocument doc;
  MainWindow window(database.get(), &doc);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
  QString error;
  ASSERT_TRUE(window.openFile(path, &error)) << error.toStdString();
  EXPECT_EQ(window.evalGraph()->plies(), 4) << "the start and three moves";
  {
    // A new language builds the window again (gui/main.cpp) over the same game: its graph and its status
    // bar's database are as the old window had them. Before, the graph said "No analysis yet" and the
    // database lost its number of games (seen under Xvfb).
    MainWindow next(database.get(), &doc);
    next.takeOver(&window);
    next.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&next));
    EXPECT_EQ(next.evalGraph()->plies(), 4);
    EXPECT_EQ(next.evalGraph()->chart()->title().toStdString(),
              window.evalGraph()->chart()->title().toStdString());
    const auto label = [](const MainWindow& w) {
      QStringList texts;
      for (const QLabel* l : w.statusBar()->findChildren<QLabel*>())
        if (!l->text().isEmpty()) texts << l->text();
      return texts.join(u'|').toStdString();
    };
    EXPECT_NE(label(window).find("(0 games)"), std::string::npos) << label(window);
    EXPECT_EQ(label(next), label(window));
  }
  ASSERT_TRUE(window.openFile(QStringLiteral(SABAN_SAMPLES "/rulebook/mot-nuoc-co-hay.ctr"), &error))
      << error.toStdString();
  EXPECT_EQ(window.evalGraph()->plies(), 0) << "a record without evaluations has no curve";
  ASSERT_TRUE(window.openFile(QStringLiteral(SABAN_SAMPLES "/dong-son/selfplay-depth2.pgn"), &error))
      << error.toStdString();
  EXPECT_EQ(window.evalGraph()->plies(), static_cast<int>(doc.mainLineScores().size()) + 1)
      << "a Cờ Đông Sơn game's too";
  EXPECT_GT(window.evalGraph()->plies(), 10);
}

}  // namespace
}  // namespace saban::gui::test
