// The engine beside the board, driven as the user drives it: the evaluation bar (the first player's share of
// the evaluation stored with the move, written as the record writes it, a mate as M3; its colours at the
// right ends, turned with the board; the live engine's score while it analyses, and its best move as an
// arrow) and Engine → Settings… (kept in the settings, used by the live search: a depth limit ends it).
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <fstream>

#include "analysis/annotate.h"
#include "gui/board/boardwidget.h"
#include "gui/engine/enginepane.h"
#include "gui/engine/enginerunner.h"
#include "gui/engine/enginesettings.h"
#include "gui/engine/evalbar.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui_window.h"
#include "parser/reader.h"

namespace saban::gui::test {
namespace {

class EngineTools : public GuiWindow {
 protected:
  EngineTools() : GuiWindow(false) {}
  void SetUp() override {
    QSettings().remove(QStringLiteral("engine"));  // the defaults: analysis until stopped
    GuiWindow::SetUp();
    if (HasFatalFailure()) return;
    window->showView(QStringLiteral("game"));
  }
  void TearDown() override {
    GuiWindow::TearDown();
    QSettings().remove(QStringLiteral("engine"));
  }
  EvalBar* bar() const { return window->gamePane()->evalBar(); }
  BoardWidget* board() const { return window->gamePane()->board(); }

  // The sample game with evaluations on its first two moves: +1.00 and Red mates in 3.
  void openEvaluatedGame() {
    const std::string path = SABAN_SAMPLES "/rulebook/selfplay-en.ctr";
    std::ifstream in(path, std::ios::binary);
    parser::RecordReader reader(in, path);
    parser::ReadGame g;
    ASSERT_TRUE(reader.next(g));
    ASSERT_TRUE(g.record.has_value());
    g.record->moves[0].evaluation = parser::Evaluation{100, 0, 6};
    g.record->moves[1].evaluation = parser::Evaluation{0, 3, 9};
    doc.setRecord(std::move(*g.record));
    board()->setFocus();
  }
};

// Is the pixel red (the first player's part) or blue?
bool reddish(QRgb c) { return qRed(c) > qBlue(c) + 60; }
bool bluish(QRgb c) { return qBlue(c) > qRed(c) + 60; }

TEST_F(EngineTools, TheBarShowsTheStoredEvaluationFromTheFirstPlayersSide) {
  openEvaluatedGame();
  EXPECT_FALSE(bar()->share().has_value()) << "no evaluation at the start";
  press(Qt::Key_Right);
  ASSERT_TRUE(bar()->share().has_value());
  EXPECT_NEAR(*bar()->share(), analysis::expected_score(100), 1e-9);
  EXPECT_GT(*bar()->share(), 0.5);
  EXPECT_EQ(bar()->text(), QStringLiteral("+1.00"));
  // Drawn: red at the bottom (Red's end), blue at the top.
  QImage shot = bar()->grab().toImage();
  EXPECT_TRUE(reddish(shot.pixel(4, shot.height() - 20))) << "Red's part at the bottom";
  EXPECT_TRUE(bluish(shot.pixel(4, 8))) << "Blue's at the top";
  // Turned with the board (Ctrl+F): Red's part at the top.
  press(Qt::Key_F, Qt::ControlModifier);
  EXPECT_TRUE(bar()->isFlipped());
  shot = bar()->grab().toImage();
  EXPECT_TRUE(reddish(shot.pixel(4, 20)));
  EXPECT_TRUE(bluish(shot.pixel(4, shot.height() - 8)));
  press(Qt::Key_F, Qt::ControlModifier);
  // A mate: the whole bar, written M3.
  press(Qt::Key_Right);
  EXPECT_EQ(*bar()->share(), 1.0);
  EXPECT_EQ(bar()->text(), QStringLiteral("M3"));
  press(Qt::Key_Right);
  EXPECT_FALSE(bar()->share().has_value()) << "the third move has no evaluation";
  EXPECT_EQ(EvalBar::barText(QStringLiteral("#-2")), QStringLiteral("-M2"));
}

TEST_F(EngineTools, TheLiveEngineFeedsTheBarAndDrawsItsBestMove) {
  openEvaluatedGame();
  press(Qt::Key_Right);
  press(Qt::Key_Right);
  EngineRunner* runner = window->enginePane()->runner();
  int reports = 0;
  EngineReport last;
  QObject::connect(runner, &EngineRunner::report, [&](const EngineReport& r) {
    ++reports;
    last = r;
  });
  press(Qt::Key_Space);
  ASSERT_TRUE(waitUntil([&] { return reports >= 2 && !last.lines.empty(); }, 30000));
  QTreeWidget* lines = window->enginePane()->lines();
  ASSERT_GT(lines->topLevelItemCount(), 0);
  EXPECT_EQ(bar()->text(), EvalBar::barText(lines->topLevelItem(0)->text(0))) << "the pane's best score";
  EXPECT_NEAR(*bar()->share(), last.lines.front().expected, 1e-9);
  EXPECT_TRUE(board()->scene().engineFrom.valid());
  EXPECT_EQ(board()->scene().engineFrom, last.bestFrom);
  EXPECT_EQ(board()->scene().engineTo, last.bestTo);
  EXPECT_TRUE(board()->scene().arrows.empty()) << "not an annotator's arrow";
  bool stopped = false;
  QObject::connect(runner, &EngineRunner::stopped, [&] { stopped = true; });
  press(Qt::Key_Space);
  ASSERT_TRUE(waitUntil([&] { return stopped; }, 5000));
  // Another move: the engine's word was of the position left; the bar shows the move's stored evaluation.
  press(Qt::Key_Left);
  EXPECT_FALSE(board()->scene().engineFrom.valid());
  EXPECT_EQ(bar()->text(), QStringLiteral("+1.00"));
}

TEST_F(EngineTools, SettingsAreKeptAndReachTheLiveSearch) {
  openEvaluatedGame();
  // Engine → Settings… from the keyboard: Alt+N opens the menu, S chooses the entry.
  press(Qt::Key_N, Qt::AltModifier);
  QMenu* menu = nullptr;
  ASSERT_TRUE(waitUntil([&] { return (menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())); }));
  // The dialog is modal: it is answered from the event loop it runs.
  bool done = false;
  QTimer::singleShot(0, [&] {
    QDialog* dialog = nullptr;
    waitUntil([&] {
      dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
      return dialog && dialog->objectName() == QLatin1String("engineSettings") && dialog->isVisible();
    });
    ASSERT_NE(dialog, nullptr) << "no settings dialog";
    auto* hash = dialog->findChild<QSpinBox*>(QStringLiteral("hash"));
    hash->setFocus();
    QTest::keyClick(hash, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(hash, QStringLiteral("8"));
    auto* limit = dialog->findChild<QComboBox*>(QStringLiteral("liveLimit"));
    limit->setFocus();
    QTest::keyClick(limit, Qt::Key_Down);
    auto* depth = dialog->findChild<QSpinBox*>(QStringLiteral("liveDepth"));
    EXPECT_TRUE(depth->isEnabled());
    depth->setFocus();
    QTest::keyClick(depth, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(depth, QStringLiteral("3"));
    auto* buttons = dialog->findChild<QDialogButtonBox*>();
    QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    done = true;
  });
  QTest::keyClick(menu, Qt::Key_S);
  ASSERT_TRUE(waitUntil([&] { return done; }));

  EngineRunner* runner = window->enginePane()->runner();
  EXPECT_EQ(runner->settings().hashMb, 8);
  EXPECT_EQ(runner->settings().liveLimit, EngineSettings::LiveLimit::Depth);
  EXPECT_EQ(runner->settings().liveDepth, 3);
  EXPECT_EQ(QSettings().value(QStringLiteral("engine/hash")).toInt(), 8) << "kept";
  EXPECT_EQ(EngineSettings::load(), runner->settings()) << "read back as set";
  EXPECT_EQ(EngineRunner().settings(), runner->settings()) << "a new runner starts with them";

  // The live search stops by itself at depth 3.
  EngineReport last;
  bool stopped = false;
  QObject::connect(runner, &EngineRunner::report, [&](const EngineReport& r) { last = r; });
  QObject::connect(runner, &EngineRunner::stopped, [&] { stopped = true; });
  board()->setFocus();
  press(Qt::Key_Right);
  press(Qt::Key_Space);
  ASSERT_TRUE(waitUntil([&] { return stopped; }, 60000));
  EXPECT_TRUE(last.final);
  EXPECT_EQ(last.depth, 3);
  press(Qt::Key_Space);
}

}  // namespace
}  // namespace saban::gui::test
