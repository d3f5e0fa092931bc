// Cờ Đông Sơn games in the game window (issue 17): opened from a file and from the database in the same
// window as Commander Chess games; stepped through by keys to the rules' positions; a click in the move list
// goes there; a move entered by two clicks on the 9×9 board starts a variation; a comment typed and a
// judgement chosen are saved to a file and read back; the panes that do not know the game yet say so (the
// engine knows it: dongson_engine_test.cpp); a Commander Chess game opened after it brings its board back.
// Everything goes through the user's events (keys to the focused widget, mouse clicks).
// SABAN_DONGSON_SHOT=file.png and SABAN_COMMANDER_SHOT=file.png also save a 1280×800 picture of the window
// with each game.
#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <fstream>

#include "app/load_game.h"
#include "db/jobs.h"
#include "db/queries.h"
#include "gui/board/boardwidget.h"
#include "gui/core/notation.h"
#include "gui/database/gamelistmodel.h"
#include "gui/dongson/dsboardwidget.h"
#include "gui/engine/enginepane.h"
#include "gui/engine/evalbar.h"
#include "gui/explorer/explorerpane.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamekinds.h"
#include "gui/game/gamepane.h"
#include "gui/game/movelistview.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "gui_window.h"
#include "open_window.h"
#include "parser/dongson_san.h"
#include "rules/dongson/fen.h"

namespace saban::gui::test {

namespace ds = saban::dongson;

namespace {
const QString kSample = QStringLiteral(SABAN_SAMPLES "/dong-son/selfplay-depth3-annotated.pgn");
const QString kCommander = QStringLiteral(SABAN_SAMPLES "/rulebook/selfplay-en.ctr");

parser::dongson::DsRecord readSample() {
  auto g = app::load_game_file(kSample.toStdString());
  EXPECT_TRUE(g.ok()) << g.error().message;
  EXPECT_TRUE(g.ok() && std::holds_alternative<parser::dongson::DsRecord>(*g));
  return g.ok() ? std::get<parser::dongson::DsRecord>(std::move(*g)) : parser::dongson::DsRecord{};
}

std::string boardFen(const MainWindow& w) { return ds::to_fen(w.gamePane()->dsBoard()->position()); }

// A click on a square of the 9×9 board.
void clickSquare(DsBoardWidget* board, ds::Square s) {
  QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(s).center().toPoint());
}

// Whether a label saying that a pane is not available for Cờ Đông Sơn is shown.
bool saysNotAvailable(const MainWindow& w) {
  for (QLabel* l : w.findChildren<QLabel*>())
    if (l->isVisible() && l->text().contains(QStringLiteral("not available for Cờ Đông Sơn"))) return true;
  return false;
}

void saveShot(MainWindow& w, const char* variable) {
  if (const QByteArray shot = qgetenv(variable); !shot.isEmpty()) {
    w.resize(1280, 800);
    QTest::qWait(50);
    EXPECT_TRUE(w.grab().save(QString::fromLocal8Bit(shot)));
  }
}
}  // namespace

TEST(DongsonGameWindow, StepsToTheEndByKeysAndShowsTheRulesPosition) {
  const parser::dongson::DsRecord record = readSample();
  ASSERT_GT(record.moves.size(), 20u);
  // The positions the rules give, move by move.
  std::vector<std::string> fens{ds::to_fen(record.start)};
  ds::Position pos = record.start;
  for (const auto& m : record.moves) {
    ASSERT_TRUE(pos.is_legal(m.turn));
    pos.do_move(m.turn);
    fens.push_back(ds::to_fen(pos));
  }
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  GameDocument& doc = open.doc;
  QString error;
  ASSERT_TRUE(w.openFile(kSample, &error)) << error.toStdString();
  ASSERT_EQ(doc.game(), "dongson");
  ASSERT_EQ(w.gamePane()->currentBoard(), w.gamePane()->dsBoard());
  EXPECT_TRUE(w.gamePane()->dsBoard()->isVisible());
  EXPECT_FALSE(w.gamePane()->board()->isVisible());
  w.gamePane()->dsBoard()->setFocus();
  EXPECT_EQ(boardFen(w), fens.front());
  for (std::size_t i = 1; i < fens.size(); ++i) {
    pressKey(w, Qt::Key_Right);
    ASSERT_EQ(boardFen(w), fens[i]) << "after " << i << " plies";
  }
  pressKey(w, Qt::Key_Right);  // at the end: stays
  EXPECT_EQ(boardFen(w), fens.back());
  EXPECT_EQ(w.gamePane()->fenField()->text().toStdString(), fens.back());
  pressKey(w, Qt::Key_Left);
  EXPECT_EQ(boardFen(w), fens[fens.size() - 2]);
  pressKey(w, Qt::Key_Home);
  EXPECT_EQ(boardFen(w), fens.front());
  EXPECT_TRUE(doc.atStart());
  pressKey(w, Qt::Key_End);
  EXPECT_EQ(boardFen(w), fens.back());
  // The sample ends by palace entry: the line under the board says so; the header names the sides and
  // players.
  ASSERT_EQ(record.tag("Termination").value_or(""), "palace");
  EXPECT_EQ(w.gamePane()->stateLabel()->text(), QStringLiteral("Palace entry (Tiến Cung): Sơn wins"));
  const QString header = w.gamePane()->findChildren<QLabel*>().front()->text();
  EXPECT_TRUE(header.contains(QStringLiteral("Thủy: Saban depth 3"))) << header.toStdString();
  EXPECT_TRUE(header.contains(QStringLiteral("Sơn: "))) << header.toStdString();
  pressKey(w, Qt::Key_F, Qt::ControlModifier);
  EXPECT_TRUE(w.gamePane()->dsBoard()->isFlipped());
  pressKey(w, Qt::Key_F, Qt::ControlModifier);
  // The move list marks the current move in the game's SAN.
  const parser::DsGameTree* tree = doc.tree<games::DongSon>();
  ASSERT_NE(tree, nullptr);
  EXPECT_EQ(doc.commander(), nullptr);
  const ds::Game before = [&] {
    ds::Game g(record.start);
    for (std::size_t i = 0; i + 1 < record.moves.size(); ++i) g.play(record.moves[i].turn);
    return g;
  }();
  EXPECT_EQ(w.gamePane()->moveList()->currentMoveText().toStdString().substr(0, 3),
            parser::dongson::to_san(before, record.moves.back().turn).substr(0, 3));

  // The engine and its graph are there (dongson_engine_test.cpp); what needs Commander Chess is off.
  w.showView(QStringLiteral("engine"));
  EXPECT_TRUE(w.enginePane()->isVisible());
  for (QAction* a : w.findChildren<QAction*>()) {
    if (a->shortcut() == QKeySequence(Qt::Key_Space)) {
      EXPECT_TRUE(a->isEnabled());
    }
  }
  w.showView(QStringLiteral("explorer"));
  EXPECT_TRUE(w.explorerPane()->isVisible());
  EXPECT_FALSE(saysNotAvailable(w));
  // Only the deploy turn's actions are Commander Chess's: greyed, saying why; the position editor is the
  // game's own (dseditor_test.cpp).
  QAction *editor = nullptr, *endTurn = nullptr;
  for (QAction* a : w.findChildren<QAction*>()) {
    if (a->text() == MainWindow::tr("Position editor…")) editor = a;
    if (a->text() == MainWindow::tr("End the deploy turn")) endTurn = a;
  }
  ASSERT_NE(editor, nullptr);
  ASSERT_NE(endTurn, nullptr);
  EXPECT_TRUE(editor->isEnabled());
  EXPECT_FALSE(endTurn->isEnabled());
  EXPECT_EQ(endTurn->toolTip(), QStringLiteral("Cờ Đông Sơn has no deploy turns"));
  doc.toMainLinePly(static_cast<int>(fens.size()) - 12);
  saveShot(w, "SABAN_DONGSON_SHOT");

  // A Commander Chess game opened after it: its board, its engine.
  ASSERT_TRUE(w.openFile(kCommander, &error)) << error.toStdString();
  EXPECT_EQ(doc.game(), "commander");
  EXPECT_EQ(w.gamePane()->currentBoard(), w.gamePane()->board());
  EXPECT_TRUE(w.gamePane()->board()->isVisible());
  EXPECT_FALSE(w.gamePane()->dsBoard()->isVisible());
  EXPECT_FALSE(saysNotAvailable(w));
  EXPECT_FALSE(w.statusBar()->currentMessage().contains(QStringLiteral("not available")))
      << "said of the other game";
  EXPECT_TRUE(w.enginePane()->isVisible());
  w.gamePane()->board()->setFocus();
  pressKey(w, Qt::Key_Right);
  pressKey(w, Qt::Key_Right);
  EXPECT_EQ(doc.ply(), 2);
  EXPECT_EQ(w.gamePane()->board()->position().key(), doc.position().key());
  const QString header2 = w.gamePane()->findChildren<QLabel*>().front()->text();
  EXPECT_TRUE(header2.contains(QStringLiteral("Red: "))) << header2.toStdString();
  doc.toMainLinePly(14);
  saveShot(w, "SABAN_COMMANDER_SHOT");
}

TEST(DongsonGameWindow, PaintsThePalace) {
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  GameDocument& doc = open.doc;
  doc.setRecord(readSample());
  DsBoardWidget* board = w.gamePane()->dsBoard();
  for (bool flipped : {false, true}) {
    board->setFlipped(flipped);
    const QImage image = board->grab().toImage();
    // A point inside a square, clear of the grid and of pieces (ranks 3 to 7 are empty at the start).
    auto pixel = [&](const char* square) {
      const QRectF r = board->squareRect(*ds::parse_square(square));
      return image.pixelColor((r.topLeft() + QPointF(r.width() * 0.15, r.height() * 0.15)).toPoint());
    };
    EXPECT_NE(pixel("d4"), pixel("a4")) << "flipped " << flipped;
    EXPECT_NE(pixel("f6"), pixel("k6"));
    EXPECT_EQ(pixel("d4"), pixel("f5"));  // the nine Cung squares alike
    EXPECT_EQ(pixel("a4"), pixel("g7"));  // and the other empty squares alike
    EXPECT_EQ(board->squareAt(board->squareRect(*ds::parse_square("e5")).center()), ds::kTam);
    EXPECT_EQ(board->squareAt(board->squareRect(*ds::parse_square("k1")).center()), *ds::parse_square("k1"));
  }
}

TEST(DongsonGameWindow, ListsClicksEntersAMoveCommentsJudgesAndSaves) {
  QTemporaryDir dir;
  const QString source = dir.filePath(QStringLiteral("annotated.pgn"));
  std::ofstream(source.toStdString())
      << "[Variant \"dongson\"]\n[Thuy \"Lê A\"]\n[Son \"Trần B\"]\n[Annotator \"test\"]\n\n"
         "1. Dd3 {the centre} (1. Bc3 Ba7 2. Bc4) 1... Ba7 2. Dd4? Bc7 *\n";
  OpenWindow open;
  ASSERT_TRUE(open.show({1100, 700}));
  MainWindow& w = *open.window;
  GameDocument& doc = open.doc;
  QString error;
  ASSERT_TRUE(w.openFile(source, &error)) << error.toStdString();
  const parser::DsGameTree* tree = doc.tree<games::DongSon>();
  ASSERT_NE(tree, nullptr);
  MoveListView* list = w.gamePane()->moveList();
  for (const char* part : {"Dd3", "the centre", "Bc3", "Bc4", "Dd4?", "Bc7"})
    EXPECT_TRUE(list->movesText().contains(QString::fromUtf8(part)))
        << part << " not in " << list->movesText().toStdString();
  EXPECT_TRUE(list->toHtml().contains(judgementColor(parser::Judgement::Mistake).name()));

  // A click on a move of the variation goes there; ← walks back to the start through the variation.
  w.gamePane()->dsBoard()->setFocus();
  ASSERT_TRUE(clickText(list, QStringLiteral("Bc4")));
  const parser::TreePath bc4{{{0, 0}}, 3};
  EXPECT_EQ(doc.path(), bc4);
  EXPECT_EQ(list->currentMoveText(), QStringLiteral("Bc4"));
  EXPECT_EQ(boardFen(w), "lvngtgnvl/1dbdbdbdb/b8/9/9/2B6/9/BD1DBDBDB/LVNGTGNVL b BHbh - 0 2");
  pressKey(w, Qt::Key_Right);  // the end of the variation
  EXPECT_EQ(doc.path(), bc4);
  pressKey(w, Qt::Key_Left);
  pressKey(w, Qt::Key_Left);
  EXPECT_EQ(tree->current()->text, "Bc3");
  pressKey(w, Qt::Key_Left);
  EXPECT_TRUE(doc.atStart());
  EXPECT_EQ(list->currentMoveText(), QString());
  pressKey(w, Qt::Key_End);  // from the start, the main line
  EXPECT_EQ(tree->current()->text, "Bc7");
  pressKey(w, Qt::Key_Left);
  EXPECT_EQ(list->currentMoveText(), QStringLiteral("Dd4?"));

  // A new move by two clicks on the board after 1. Dd3 Ba7: the Bộ from a2 to a3 instead of 2. Dd4.
  pressKey(w, Qt::Key_Left);
  ASSERT_EQ(doc.ply(), 2);
  DsBoardWidget* board = w.gamePane()->dsBoard();
  const ds::Square b2 = *ds::parse_square("a2"), b3 = *ds::parse_square("a3");
  const QString san = QString::fromStdString(parser::dongson::to_san(tree->state(), ds::Move(b2, b3)));
  ASSERT_EQ(san, QStringLiteral("Ba3"));
  clickSquare(board, *ds::parse_square("b8"));  // Sơn's: not to move
  EXPECT_EQ(board->selected(), -1);
  EXPECT_EQ(w.statusBar()->currentMessage(), QStringLiteral("Thủy is to move"));
  clickSquare(board, b2);
  ASSERT_EQ(board->selected(), b2) << w.statusBar()->currentMessage().toStdString();
  EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("a2")));
  EXPECT_FALSE(board->selectedMoves().empty());
  clickSquare(board, b3);
  EXPECT_EQ(board->selected(), -1);
  const parser::TreePath added{{{2, 0}}, 1};
  ASSERT_EQ(doc.path(), added) << "a new variation of 2. Dd4";
  EXPECT_EQ(tree->current()->turn, ds::Move(b2, b3));
  EXPECT_EQ(list->currentMoveText(), san);
  EXPECT_TRUE(list->movesText().contains(QStringLiteral("( 2. Ba3"))) << list->movesText().toStdString();
  EXPECT_TRUE(doc.isModified());

  // A drag enters a move too: from the start, the Đinh d2 to d3 (the main line's first move: followed).
  pressKey(w, Qt::Key_Home);
  const QPoint d2 = board->squareRect(*ds::parse_square("d2")).center().toPoint();
  const QPoint d3 = board->squareRect(*ds::parse_square("d3")).center().toPoint();
  QTest::mousePress(board, Qt::LeftButton, {}, d2);
  QTest::mouseMove(board, d3);
  QTest::mouseRelease(board, Qt::LeftButton, {}, d3);
  EXPECT_EQ(doc.path(), (parser::TreePath{{}, 1}));
  EXPECT_EQ(tree->current()->text, "Dd3");
  ASSERT_TRUE(clickText(list, san));  // back to the new move
  ASSERT_EQ(doc.path(), added);

  // A comment typed and a judgement chosen in the popup of the judgement box (opened by a click).
  QPlainTextEdit* comment = w.gamePane()->commentEdit();
  comment->setFocus();
  QTest::keyClicks(comment, QStringLiteral("a quiet move"));
  EXPECT_EQ(doc.comment(), QStringLiteral("a quiet move"));
  QComboBox* judgement = w.gamePane()->judgementBox();
  QTest::mouseClick(judgement, Qt::LeftButton);
  QAbstractItemView* popup = judgement->view();
  ASSERT_TRUE(waitUntil([popup] { return popup->isVisible(); }, 2000));
  const int good = judgement->findData(static_cast<int>(parser::Judgement::Good));
  ASSERT_GT(good, judgement->currentIndex());
  QWidget* inPopup = QApplication::focusWidget();  // the popup's list has the keys
  ASSERT_NE(inPopup, nullptr);
  for (int i = judgement->currentIndex(); i < good; ++i) QTest::keyClick(inPopup, Qt::Key_Down);
  QTest::keyClick(inPopup, Qt::Key_Return);
  ASSERT_TRUE(waitUntil([&] { return tree->current()->judgement == parser::Judgement::Good; }, 2000));
  EXPECT_TRUE(list->movesText().contains(QStringLiteral("Ba3!"))) << list->movesText().toStdString();
  EXPECT_TRUE(list->movesText().contains(QStringLiteral("a quiet move")));

  // Saved to a file (SAN) and read back: the variation, the comment and the judgement are there.
  const QString saved = dir.filePath(QStringLiteral("saved.pgn"));
  ASSERT_TRUE(w.gamePane()->saveToFile(saved, &error)) << error.toStdString();
  auto reread = app::load_game_file(saved.toStdString());
  ASSERT_TRUE(reread.ok()) << reread.error().message;
  ASSERT_TRUE(std::holds_alternative<parser::dongson::DsRecord>(*reread));
  GameDocument again;
  again.setRecord(std::get<parser::dongson::DsRecord>(std::move(*reread)));
  again.setPath(added);
  ASSERT_EQ(again.path(), added);
  EXPECT_EQ(again.tree<games::DongSon>()->current()->turn, ds::Move(b2, b3));
  EXPECT_EQ(again.comment(), QStringLiteral("a quiet move"));
  EXPECT_EQ(again.judgement(), parser::Judgement::Good);
  EXPECT_EQ(again.tag("Thuy").value_or(""), "Lê A");
  EXPECT_EQ(again.tree<games::DongSon>()->record().moves.size(), 4u);
}

// The colours of a game's sides follow the game open: a Cờ Đông Sơn game's evaluation bar and header are in
// Thủy's water and Sơn's earth (as its list rows and explorer bars), a Commander Chess game's in red and
// blue. Both were red and blue whatever the game (seen on the screenshots).
TEST(DongsonGameWindow, TheEvaluationBarAndTheHeaderAreInThuysAndSonsColours) {
  QTemporaryDir dir;
  const QString dongson = dir.filePath(QStringLiteral("evaluated.pgn"));
  std::ofstream(dongson.toStdString()) << "[Variant \"dongson\"]\n[Thuy \"Lê A\"]\n[Son \"Trần B\"]\n\n"
                                          "1. Dd3 {[%eval 0.60]} Ba7 {[%eval 0.40]} *\n";
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  QString error;
  ASSERT_TRUE(w.openFile(dongson, &error)) << error.toStdString();
  ASSERT_EQ(open.doc.game(), "dongson");
  w.showView(QStringLiteral("game"));
  w.gamePane()->dsBoard()->setFocus();
  pressKey(w, Qt::Key_Right);
  EvalBar* bar = w.gamePane()->evalBar();
  ASSERT_TRUE(bar->share().has_value()) << "the move's [%eval] is shown";
  const auto ds = GameKind<games::DongSon>::sideColours;
  const auto cc = GameKind<games::CommanderChess>::sideColours;
  EXPECT_EQ(bar->sideColours()[0].rgb(), ds[0]);
  EXPECT_EQ(bar->sideColours()[1].rgb(), ds[1]);
  // What the bar paints: both sides' colours, no Commander Chess red.
  auto painted = [&](QRgb colour) {
    const QImage image = bar->grab().toImage().convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < image.height(); ++y)
      for (int x = 0; x < image.width(); ++x)
        if ((image.pixel(x, y) | 0xff000000u) == colour) return true;
    return false;
  };
  EXPECT_TRUE(painted(ds[0])) << "Thủy's part";
  EXPECT_TRUE(painted(ds[1])) << "Sơn's part";
  EXPECT_FALSE(painted(cc[0])) << "no Red";
  const QString header = w.gamePane()->findChild<QLabel*>(QStringLiteral("gameHeader"))->text();
  EXPECT_FALSE(header.contains(QStringLiteral("#b71c1c"), Qt::CaseInsensitive)) << header.toStdString();

  // A Commander Chess game after it: red and blue again.
  ASSERT_TRUE(w.openFile(QStringLiteral(SABAN_FIXTURES "/annotated-game-2.ctr"), &error))
      << error.toStdString();
  EXPECT_EQ(bar->sideColours()[0].rgb(), cc[0]);
  EXPECT_EQ(bar->sideColours()[1].rgb(), cc[1]);
}

TEST(DongsonGameWindow, APromotionIsChosenInAMenu) {
  const parser::dongson::DsRecord record = readSample();
  // The sample's first promotion: 54... Bb1=N.
  std::size_t ply = 0;
  while (ply < record.moves.size() && !record.moves[ply].turn.is_promotion()) ++ply;
  ASSERT_LT(ply, record.moves.size());
  const ds::Move promotion = record.moves[ply].turn;
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  GameDocument& doc = open.doc;
  doc.setRecord(record);
  DsBoardWidget* board = w.gamePane()->dsBoard();
  board->setFocus();
  for (std::size_t i = 0; i < ply; ++i) pressKey(w, Qt::Key_Right);
  ASSERT_EQ(doc.ply(), static_cast<int>(ply));
  clickSquare(board, promotion.from());
  std::vector<ds::Move> choices;
  for (const ds::Move& m : board->selectedMoves())
    if (m.to() == promotion.to()) choices.push_back(m);
  ASSERT_GE(choices.size(), 2u) << "a promotion offers a choice";
  // The menu the second click opens: the user goes down to the last entry and presses Enter.
  QStringList offered;
  QTimer::singleShot(0, [&] {
    QWidget* menu = QApplication::activePopupWidget();
    ASSERT_NE(menu, nullptr);
    for (QAction* a : menu->actions()) offered << a->text();
    for (std::size_t i = 0; i < choices.size(); ++i) QTest::keyClick(menu, Qt::Key_Down);
    QTest::keyClick(menu, Qt::Key_Return);
  });
  clickSquare(board, promotion.to());
  EXPECT_EQ(offered.size(), static_cast<int>(choices.size()));
  EXPECT_TRUE(offered.join(QLatin1Char('|')).contains(QStringLiteral("Promote to")))
      << offered.join('|').toStdString();
  ASSERT_EQ(doc.ply(), static_cast<int>(ply) + 1);
  EXPECT_EQ(doc.tree<games::DongSon>()->current()->turn, choices.back());
  EXPECT_EQ(doc.inVariation(), choices.back() != promotion);
}

class DongsonGameDatabase : public GuiWindow {};

TEST_F(DongsonGameDatabase, TheMainWindowOpensDongsonGamesFromTheDatabaseInTheGameWindow) {
  MainWindow& w = *window;
  const long long id = count("SELECT min(id) FROM game WHERE variant = 'dongson'");
  ASSERT_GT(id, 0);
  open(id);
  EXPECT_EQ(doc.gameId(), id);
  ASSERT_NE(doc.tree<games::DongSon>(), nullptr);
  EXPECT_GT(doc.tree<games::DongSon>()->record().moves.size(), 10u);
  EXPECT_EQ(w.gamePane()->currentBoard(), w.gamePane()->dsBoard());
  test::pressKey(w, Qt::Key_End);
  EXPECT_EQ(w.gamePane()->dsBoard()->position(), doc.tree<games::DongSon>()->record().game().position());
}

// The explorer of a Cờ Đông Sơn game: the moves of the database's games from the position shown, in SAN, with
// Thủy/draw/Sơn; one chosen by the arrow keys and Enter and one clicked are played on the board; the line
// they make, promoted, is saved to the database by the menu's shortcut; the opening tree and the game read
// back say so.
TEST_F(DongsonGameDatabase, TheExplorerPlaysDongsonMovesAndTheEditedGameIsSavedToTheDatabase) {
  MainWindow& w = *window;
  const long long id = count("SELECT min(id) FROM game WHERE variant = 'dongson'");
  ASSERT_GT(id, 0);
  open(id);
  const parser::dongson::DsRecord original = doc.tree<games::DongSon>()->record();
  ASSERT_TRUE(doc.atStart());

  // The moves from the start, as the opening tree has them, in the game's SAN.
  w.showView(QStringLiteral("explorer"));
  ExplorerPane* explorer = w.explorerPane();
  ASSERT_TRUE(explorer->isVisible());
  for (QLabel* l : w.findChildren<QLabel*>())
    EXPECT_FALSE(l->isVisible() && l->text().contains(QStringLiteral("explorer is not available")))
        << l->text().toStdString();
  ExplorerModel* model = explorer->model();
  QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  const std::uint64_t start = db::stored_key(original.start);
  const auto tree = db::opening_tree(*conn, start);
  ASSERT_GE(tree.size(), 2u) << "the samples' games begin differently";
  ASSERT_TRUE(
      waitUntil([&] { return model->key() == start && model->rowCount() == static_cast<int>(tree.size()); }));
  EXPECT_EQ(model->headerData(ExplorerModel::Results, Qt::Horizontal).toString(),
            QStringLiteral("Thủy / draw / Sơn"));
  const ds::Game at_start(original.start);
  int other = -1;  // a row whose move is not the game's first
  for (int r = 0; r < model->rowCount(); ++r) {
    const auto& m = tree[static_cast<std::size_t>(r)];
    const ds::Move* move = model->moveAt<games::DongSon>(r);
    ASSERT_NE(move, nullptr) << m.move;
    EXPECT_EQ(parser::dongson::to_lan(*move), m.move);
    EXPECT_EQ(model->data(model->index(r, ExplorerModel::Move)).toString().toStdString(),
              parser::dongson::to_san(at_start, *move));
    EXPECT_TRUE(
        model->data(model->index(r, ExplorerModel::Games)).toString().startsWith(QString::number(m.games)));
    if (other < 0 && !(*move == original.moves.front().turn)) other = r;
  }
  EXPECT_EQ(model->moveAt<games::CommanderChess>(0), nullptr);
  ASSERT_GE(other, 0);
  const ds::Move chosen = *model->moveAt<games::DongSon>(other);
  const long long chosenGames = tree[static_cast<std::size_t>(other)].games;

  // Chosen with the keys in the list (↓ goes down the list, not to a variation) and played by Enter: a new
  // variation of the game's first move.
  explorer->movesView()->setFocus();
  ASSERT_EQ(w.focusWidget(), static_cast<QWidget*>(explorer->movesView()));
  test::pressKey(w, Qt::Key_Home);
  for (int r = 0; r < other; ++r) test::pressKey(w, Qt::Key_Down);
  EXPECT_EQ(explorer->movesView()->currentIndex().row(), other);
  EXPECT_TRUE(doc.atStart()) << "the keys chose a move and did not walk the game";
  test::pressKey(w, Qt::Key_Return);
  ASSERT_EQ(doc.ply(), 1);
  EXPECT_TRUE(doc.inVariation());
  EXPECT_EQ(doc.tree<games::DongSon>()->current()->turn, chosen);
  EXPECT_TRUE(doc.isModified());

  // The explorer follows: the moves after it (those of the game that played it); a click plays the first.
  ds::Game after(original.start);
  after.play(chosen);
  const std::uint64_t next = db::stored_key(after.position());
  ASSERT_TRUE(waitUntil([&] { return model->key() == next && model->rowCount() > 0; }));
  const ds::Move reply = *model->moveAt<games::DongSon>(0);
  const QRect first = explorer->movesView()->visualRect(model->index(0, ExplorerModel::Move));
  QTest::mouseClick(explorer->movesView()->viewport(), Qt::LeftButton, {}, first.center());
  ASSERT_EQ(doc.ply(), 2);
  EXPECT_EQ(doc.tree<games::DongSon>()->current()->turn, reply);

  // The variation promoted (Ctrl+Up) and the game saved by the menu's shortcut (Ctrl+Shift+S).
  test::pressKey(w, Qt::Key_Up, Qt::ControlModifier);
  ASSERT_FALSE(doc.inVariation());
  saved = 0;
  test::pressKey(w, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
  ASSERT_TRUE(waitUntil([&] { return saved == id; })) << w.statusBar()->currentMessage().toStdString();
  EXPECT_FALSE(doc.isModified());

  // Read back: the new main line, the old one as its variation; the opening tree counts the game's new move.
  auto back = db::load_any_game(*conn, id);
  ASSERT_TRUE(back.ok()) << back.error();
  ASSERT_TRUE(back->dongson.has_value());
  ASSERT_EQ(back->dongson->moves.size(), 2u);
  EXPECT_EQ(back->dongson->moves[0].turn, chosen);
  EXPECT_EQ(back->dongson->moves[1].turn, reply);
  ASSERT_EQ(back->dongson->moves[0].variations.size(), 1u);
  EXPECT_EQ(back->dongson->moves[0].variations[0].size(), original.moves.size());
  EXPECT_EQ(count("SELECT ply_count FROM game WHERE id = " + std::to_string(id)), 2);
  long long chosenNow = 0, firstNow = 0;
  for (const auto& m : db::opening_tree(*conn, start)) {
    if (m.move == parser::dongson::to_lan(chosen)) chosenNow = m.games;
    if (m.move == parser::dongson::to_lan(original.moves.front().turn)) firstNow = m.games;
  }
  EXPECT_EQ(chosenNow, chosenGames + 1);
  long long firstBefore = 0;
  for (const auto& m : tree)
    if (m.move == parser::dongson::to_lan(original.moves.front().turn)) firstBefore = m.games;
  EXPECT_EQ(firstNow, firstBefore - 1);

  // The explorer at the start shows the new count; the game opened again has the saved line.
  w.gamePane()->dsBoard()->setFocus();
  test::pressKey(w, Qt::Key_Home);
  ASSERT_TRUE(doc.atStart());
  ASSERT_TRUE(waitUntil([&] {
    for (int r = 0; r < model->rowCount(); ++r)
      if (model->key() == start && model->moveAt<games::DongSon>(r) &&
          *model->moveAt<games::DongSon>(r) == chosen &&
          model->data(model->index(r, ExplorerModel::Games))
              .toString()
              .startsWith(QString::number(chosenGames + 1)))
        return true;
    return false;
  }));
  loaded = 0;
  w.openGame(id);
  ASSERT_TRUE(waitUntil([&] { return loaded == id; }));
  ASSERT_EQ(doc.tree<games::DongSon>()->record().moves.size(), 2u);
  EXPECT_EQ(doc.tree<games::DongSon>()->record().moves[0].turn, chosen);

  // The games through the position (the start: every Cờ Đông Sơn game); a double-click opens another one.
  GameListModel* games = explorer->games();
  ASSERT_TRUE(waitUntil([&] { return !games->isLoading() && games->rowCount() >= 2; }));
  EXPECT_EQ(games->rowCount(), count("SELECT count(*) FROM game WHERE variant = 'dongson'"));
  const int row = games->gameId(0) == id ? 1 : 0;
  const long long another = games->gameId(row);
  const QRect at = explorer->gamesView()->visualRect(games->index(row, 1));
  loaded = 0;
  QTest::mouseClick(explorer->gamesView()->viewport(), Qt::LeftButton, {}, at.center());
  QTest::mouseDClick(explorer->gamesView()->viewport(), Qt::LeftButton, {}, at.center());
  ASSERT_TRUE(waitUntil([&] { return loaded == another; })) << w.statusBar()->currentMessage().toStdString();
  EXPECT_EQ(doc.gameId(), another);
  ASSERT_NE(doc.tree<games::DongSon>(), nullptr);
}

}  // namespace saban::gui::test
