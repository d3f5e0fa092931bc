// The Cờ Đông Sơn viewer (issue 12, "the GUI's board"): a sample game stepped through by keys ends on the
// position the rules give; the palace is painted; moves, comments, judgements and variations in the list, a
// click goes there; the main window opens these games from a file and from the database in the viewer.
// SABAN_DONGSON_SHOT=file.png also saves a 1280×800 picture of the viewer.
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <QTextBrowser>

#include "app/load_game.h"
#include "gui/core/notation.h"
#include "gui/dongson/dsboardwidget.h"
#include "gui/dongson/dsviewer.h"
#include "gui/game/gamedocument.h"
#include "gui/game/movelistview.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "parser/reader.h"
#include "rules/dongson/fen.h"

namespace saban::gui::test {

namespace ds = saban::dongson;

namespace {
const QString kSample = QStringLiteral(SABAN_SAMPLES "/dong-son/selfplay-depth3-annotated.pgn");

parser::dongson::DsRecord readSample() {
  auto g = app::load_game_file(kSample.toStdString());
  EXPECT_TRUE(g.ok()) << g.error().message;
  EXPECT_TRUE(g.ok() && std::holds_alternative<parser::dongson::DsRecord>(*g));
  return g.ok() ? std::get<parser::dongson::DsRecord>(std::move(*g)) : parser::dongson::DsRecord{};
}

std::string boardFen(const DsViewer& v) { return ds::to_fen(v.board()->position()); }
}  // namespace

TEST(DsViewer, StepsToTheEndByKeysAndShowsTheRulesPosition) {
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
  DsViewer viewer(record, QStringLiteral("sample"));
  viewer.resize(1280, 800);
  viewer.show();
  EXPECT_EQ(boardFen(viewer), fens.front());
  for (std::size_t i = 1; i < fens.size(); ++i) {
    QTest::keyClick(&viewer, Qt::Key_Right);
    ASSERT_EQ(boardFen(viewer), fens[i]) << "after " << i << " plies";
  }
  QTest::keyClick(&viewer, Qt::Key_Right);  // at the end: stays
  EXPECT_EQ(boardFen(viewer), fens.back());
  EXPECT_EQ(viewer.findChild<QLineEdit*>()->text().toStdString(), fens.back());
  QTest::keyClick(&viewer, Qt::Key_Left);
  EXPECT_EQ(boardFen(viewer), fens[fens.size() - 2]);
  QTest::keyClick(&viewer, Qt::Key_Home);
  EXPECT_EQ(boardFen(viewer), fens.front());
  EXPECT_TRUE(viewer.tree().at_start());
  QTest::keyClick(&viewer, Qt::Key_End);
  EXPECT_EQ(boardFen(viewer), fens.back());
  // The sample ends by palace entry: the state line says so, the header names the players and the ending.
  ASSERT_EQ(record.tag("Termination").value_or(""), "palace");
  EXPECT_EQ(record.game().verdict().termination, ds::Termination::Palace);
  bool stateSays = false;
  for (QLabel* l : viewer.findChildren<QLabel*>())
    stateSays |= l->text().contains(QStringLiteral("Palace entry (Tiến Cung): Sơn wins"));
  EXPECT_TRUE(stateSays);
  EXPECT_TRUE(viewer.header()->text().contains(QStringLiteral("Saban depth 3")));
  EXPECT_TRUE(viewer.header()->text().contains(QStringLiteral("palace entry")));
  QTest::keyClick(&viewer, Qt::Key_F, Qt::ControlModifier);
  EXPECT_TRUE(viewer.board()->isFlipped());

  if (const QByteArray shot = qgetenv("SABAN_DONGSON_SHOT"); !shot.isEmpty()) {
    viewer.goTo({{}, fens.size() - 12});
    viewer.board()->setFlipped(false);
    viewer.resize(1280, 800);
    EXPECT_TRUE(viewer.grab().save(QString::fromLocal8Bit(shot)));
  }
}

TEST(DsViewer, PaintsThePalace) {
  DsViewer viewer(readSample(), QStringLiteral("sample"));
  viewer.resize(1280, 800);
  viewer.show();
  DsBoardWidget* board = viewer.board();
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

TEST(DsViewer, ListsMovesCommentsJudgementsAndVariationsAndGoesToAClickedMove) {
  const std::string text =
      "[Variant \"dongson\"]\n[Thuy \"Lê A\"]\n[Son \"Trần B\"]\n[Annotator \"test\"]\n\n"
      "1. Dd3 {the centre} (1. Bc3 Ba7 2. Bc4) 1... Ba7 2. Dd4? Bc7 *\n";
  parser::ReadGame g = parser::read_game(text, "test", 1, 1);
  ASSERT_TRUE(g.dongson) << (g.errors.empty() ? "" : g.errors.front().format());
  DsViewer viewer(std::move(*g.dongson), QStringLiteral("test"));
  viewer.resize(1100, 700);
  viewer.show();
  const parser::DsGameTree& tree = viewer.tree();
  const parser::dongson::DsRecord& r = tree.record();
  ASSERT_EQ(r.moves.size(), 4u);
  EXPECT_EQ(r.moves[0].text, "Dd3");
  ASSERT_EQ(r.moves[0].variations.size(), 1u);
  ASSERT_EQ(r.moves[0].variations[0].size(), 3u);
  EXPECT_EQ(r.moves[0].variations[0][2].text, "Bc4");

  const QString list = viewer.moveList()->toPlainText();
  for (const char* part : {"Dd3", "the centre", "Bc3", "Bc4", "Dd4?", "Bc7"})
    EXPECT_TRUE(list.contains(QString::fromUtf8(part))) << part << " not in " << list.toStdString();
  EXPECT_TRUE(viewer.moveList()->toHtml().contains(judgementColor(parser::Judgement::Mistake).name()));
  EXPECT_TRUE(viewer.header()->text().contains(QStringLiteral("Lê A")));
  EXPECT_TRUE(viewer.header()->text().contains(QStringLiteral("Annotator: test")));

  // A click on a move of the variation goes there; ← walks back to the start through the variation.
  ASSERT_TRUE(clickText(viewer.moveList(), QStringLiteral("Bc4")));
  const parser::TreePath bc4{{{0, 0}}, 3};
  EXPECT_EQ(tree.path(), bc4);
  auto highlighted = [&viewer] { return viewer.moveList()->currentMoveText(); };
  EXPECT_EQ(highlighted(), QStringLiteral("Bc4"));
  EXPECT_EQ(ds::to_fen(viewer.board()->position()),
            "lvngtgnvl/1dbdbdbdb/b8/9/9/2B6/9/BD1DBDBDB/LVNGTGNVL b BHbh - 0 2");
  QTest::keyClick(&viewer, Qt::Key_Right);  // the end of the variation
  EXPECT_EQ(tree.path(), bc4);
  QTest::keyClick(&viewer, Qt::Key_Left);
  QTest::keyClick(&viewer, Qt::Key_Left);
  EXPECT_EQ(tree.current()->text, "Bc3");
  QTest::keyClick(&viewer, Qt::Key_Left);
  EXPECT_TRUE(tree.at_start());
  EXPECT_EQ(highlighted(), QString());
  QTest::keyClick(&viewer, Qt::Key_End);  // from the start, the main line
  EXPECT_EQ(tree.current()->text, "Bc7");
  QTest::keyClick(&viewer, Qt::Key_Left);
  EXPECT_EQ(highlighted(), QStringLiteral("Dd4?"));
  ASSERT_TRUE(clickText(viewer.moveList(), QStringLiteral("the centre")));  // a comment: no move
  EXPECT_EQ(tree.current()->text, "Dd4?");
}

class DsViewerDatabase : public GuiDatabase {};

TEST_F(DsViewerDatabase, TheMainWindowOpensDongsonGamesFromAFileAndFromTheDatabase) {
  GameDocument doc;
  MainWindow w(database.get(), &doc);
  QString error;
  ASSERT_TRUE(w.openFile(kSample, &error)) << error.toStdString();
  ASSERT_EQ(w.findChildren<DsViewer*>().size(), 1);
  EXPECT_EQ(w.findChildren<DsViewer*>().front()->tree().record().moves.at(0).text, "Dd3");

  const long long id = count("SELECT min(id) FROM game WHERE variant = 'dongson'");
  ASSERT_GT(id, 0);
  w.openGame(id);
  ASSERT_TRUE(waitUntil([&] { return w.findChildren<DsViewer*>().size() == 2; }));
  DsViewer* viewer = w.findChildren<DsViewer*>().back();
  EXPECT_TRUE(viewer->windowTitle().contains(QString::number(id)));
  EXPECT_GT(viewer->tree().record().moves.size(), 10u);
  viewer->toEnd();
  EXPECT_EQ(viewer->board()->position(), viewer->tree().record().game().position());
}

}  // namespace saban::gui::test
