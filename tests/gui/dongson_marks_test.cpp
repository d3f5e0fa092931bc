// The annotator's marks on the Cờ Đông Sơn board, as on the Commander Chess board (annotation_test.cpp): a
// right drag draws an arrow, a right click colours a square (the keys held choose the colour), both kept in
// the move's comment as [%cal]/[%csl] and so in the saved record, each one step of Ctrl+Z; read back, they
// are on the board again at that move. Real mouse and key events on the focused widget.
// SABAN_DONGSON_MARKS_SHOT=file.png also saves a picture of the board with its marks.
#include <QApplication>
#include <QImage>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWindow>
#include <fstream>

#include "app/load_game.h"
#include "gui/board/boardpainter.h"
#include "gui/board/boardwidget.h"
#include "gui/dongson/dsboardwidget.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/game/movelistview.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "open_window.h"
#include "rules/board.h"

namespace saban::gui::test {

namespace ds = saban::dongson;

namespace {

class DongsonMarks : public ::testing::Test, protected OpenWindow {
 protected:
  void SetUp() override {
    std::ofstream(source.toStdString()) << "[Variant \"dongson\"]\n[Thuy \"Lê A\"]\n[Son \"Trần B\"]\n\n"
                                           "1. Dd3 Ba7 2. Dd4 Bc7 *\n";
    ASSERT_TRUE(show({1100, 700}));
    QString error;
    ASSERT_TRUE(window->openFile(source, &error)) << error.toStdString();
    ASSERT_EQ(doc.game(), "dongson");
    board()->setFocus();
  }
  void TearDown() override { close(); }  // before the scratch folder goes

  DsBoardWidget* board() const { return window->gamePane()->dsBoard(); }
  QPoint at(const char* square) const {
    return board()->squareRect(*ds::parse_square(square)).center().toPoint();
  }
  // The square of a comment command's mark, by its name (render/marks.h).
  static Square named(const char* square) { return *board::parse_square(square); }
  void press(Qt::Key key, Qt::KeyboardModifiers modifiers = {}) { pressInWindow(*window, key, modifiers); }
  void rightDrag(const char* from, const char* to, Qt::KeyboardModifiers modifiers = {}) {
    QTest::mousePress(board(), Qt::RightButton, {}, at(from));
    QTest::mouseMove(board(), at(to));
    QTest::mouseRelease(board(), Qt::RightButton, modifiers, at(to));
  }

  QTemporaryDir dir;
  const QString source = dir.filePath(QStringLiteral("game.pgn"));
};

TEST_F(DongsonMarks, ARightDragDrawsAnArrowThatIsSavedInTheRecordAndUndone) {
  press(Qt::Key_Right);  // after 1. Dd3
  ASSERT_EQ(doc.ply(), 1);
  rightDrag("d3", "d6");
  ASSERT_EQ(doc.marks().arrows.size(), 1u);
  EXPECT_EQ(doc.marks().arrows[0].colour, parser::MarkColour::Green);
  EXPECT_EQ(doc.marks().arrows[0].from, named("d3"));
  EXPECT_EQ(doc.marks().arrows[0].to, named("d6"));
  ASSERT_EQ(board()->markedArrows().size(), 1u) << "the board shows it";
  EXPECT_EQ(doc.undoStack()->count(), 1);
  // A right click with Shift: a red square; on file k, the board's last (no i or j on this board).
  QTest::mouseClick(board(), Qt::RightButton, Qt::ShiftModifier, at("k5"));
  ASSERT_EQ(doc.marks().points.size(), 1u);
  EXPECT_EQ(doc.marks().points[0].colour, parser::MarkColour::Red);
  EXPECT_EQ(doc.marks().points[0].square, named("k5"));
  EXPECT_EQ(board()->markedPoints().size(), 1u);
  const std::string text = doc.fileText();
  EXPECT_NE(text.find("[%csl Rk5]"), std::string::npos) << text;
  EXPECT_NE(text.find("[%cal Gd3d6]"), std::string::npos) << text;
  EXPECT_FALSE(window->gamePane()->moveList()->movesText().contains(QStringLiteral("%c")))
      << "the commands are not shown as words";

  // The move being entered is dropped by the right button; a drag off the board draws nothing.
  QTest::mouseClick(board(), Qt::LeftButton, {}, at("a8"));
  ASSERT_EQ(board()->selected(), *ds::parse_square("a8")) << "Sơn's Bộ, Sơn to move";
  QTest::mousePress(board(), Qt::RightButton, {}, at("e5"));
  EXPECT_EQ(board()->selected(), -1);
  QTest::mouseMove(board(), QPoint(1, 1));
  QTest::mouseRelease(board(), Qt::RightButton, {}, QPoint(1, 1));
  EXPECT_EQ(doc.marks().arrows.size(), 1u);
  EXPECT_EQ(doc.marks().points.size(), 1u);

  // Ctrl+Z on the board: the square, then the arrow; Ctrl+Shift+Z brings the arrow back.
  board()->setFocus();
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_TRUE(doc.marks().points.empty());
  EXPECT_TRUE(board()->markedPoints().empty());
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_TRUE(doc.marks().arrows.empty());
  EXPECT_TRUE(board()->markedArrows().empty());
  press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
  ASSERT_EQ(board()->markedArrows().size(), 1u);

  // The same arrow with Alt: blue; the same square twice in one colour: gone.
  rightDrag("d3", "d6", Qt::AltModifier);
  ASSERT_EQ(doc.marks().arrows.size(), 1u);
  EXPECT_EQ(doc.marks().arrows[0].colour, parser::MarkColour::Blue);
  QTest::mouseClick(board(), Qt::RightButton, Qt::ControlModifier, at("e5"));
  EXPECT_EQ(doc.marks().points.at(0).colour, parser::MarkColour::Yellow) << "Ctrl: yellow";
  // At the start, the marks go into the comment before the first move.
  press(Qt::Key_Home);
  EXPECT_TRUE(board()->markedArrows().empty()) << "the marks are the move's";
  rightDrag("e2", "e4");
  EXPECT_EQ(board()->markedArrows().size(), 1u);
  if (const QByteArray shot = qgetenv("SABAN_DONGSON_MARKS_SHOT"); !shot.isEmpty()) {
    press(Qt::Key_Right);
    EXPECT_TRUE(window->grab().save(QString::fromLocal8Bit(shot)));
    press(Qt::Key_Home);
  }

  // Saved and opened again: the marks are back at their moves.
  const QString saved = dir.filePath(QStringLiteral("marked.pgn"));
  QString error;
  ASSERT_TRUE(window->gamePane()->saveToFile(saved, &error)) << error.toStdString();
  doc.markSaved();
  ASSERT_TRUE(window->openFile(saved, &error)) << error.toStdString();
  ASSERT_EQ(doc.game(), "dongson");
  board()->setFocus();
  ASSERT_EQ(board()->markedArrows().size(), 1u) << "the start's arrow";
  EXPECT_EQ(board()->markedArrows()[0].from, named("e2"));
  press(Qt::Key_Right);
  ASSERT_EQ(board()->markedArrows().size(), 1u);
  EXPECT_EQ(board()->markedArrows()[0].from, named("d3"));
  EXPECT_EQ(board()->markedArrows()[0].to, named("d6"));
  EXPECT_EQ(board()->markedArrows()[0].colour, parser::MarkColour::Blue);
  ASSERT_EQ(board()->markedPoints().size(), 1u);
  EXPECT_EQ(board()->markedPoints()[0].square, named("e5"));
  press(Qt::Key_Right);
  EXPECT_TRUE(board()->markedArrows().empty());
}

// The marks are painted: the arrow's squares change colour when it is drawn, and back when it is undone.
TEST_F(DongsonMarks, TheArrowIsPainted) {
  press(Qt::Key_Right);
  const QPoint middle = board()->squareRect(*ds::parse_square("c5")).center().toPoint();
  const QImage before = board()->grab().toImage();
  rightDrag("c3", "c7");
  const QImage with = board()->grab().toImage();
  const qreal dpr = with.devicePixelRatio();
  const QPoint px(qRound(middle.x() * dpr), qRound(middle.y() * dpr));
  EXPECT_NE(before.pixelColor(px), with.pixelColor(px)) << "the arrow's shaft crosses c5";
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(board()->grab().toImage().pixelColor(px), before.pixelColor(px));
  // A coloured square: a ring in the mark's colour (as print and export draw it), on b5 green then red.
  const QRectF b5 = board()->squareRect(*ds::parse_square("b5"));
  const QPointF onRing = b5.center() + QPointF(-0.7071, -0.7071) * (b5.width() * 0.5);
  const QPoint ring(qRound(onRing.x() * dpr), qRound(onRing.y() * dpr));
  QTest::mouseClick(board(), Qt::RightButton, {}, at("b5"));
  const QColor green = board()->grab().toImage().pixelColor(ring);
  EXPECT_GT(green.green(), green.red() + 40) << "green: " << green.name().toStdString();
  QTest::mouseClick(board(), Qt::RightButton, Qt::ShiftModifier, at("b5"));
  const QColor red = board()->grab().toImage().pixelColor(ring);
  EXPECT_GT(red.red(), red.green() + 40) << "red: " << red.name().toStdString();
}

// Through the window, as the windowing system delivers the button (a right press there also asks for the
// context menu, before the release): on either board a right drag on the squares draws its arrow and opens
// no menu; a right click beside the board opens the board's menu.
TEST_F(DongsonMarks, ThroughTheWindowARightDragDrawsAndOpensNoMenu) {
  press(Qt::Key_Right);
  QWindow* handle = window->windowHandle();
  ASSERT_NE(handle, nullptr);
  const auto inWindow = [&](QWidget* w, QPoint p) { return w->mapTo(window.get(), p); };
  QTest::mousePress(handle, Qt::RightButton, {}, inWindow(board(), at("c3")));
  QTest::mouseMove(handle, inWindow(board(), at("c7")));
  QTest::mouseRelease(handle, Qt::RightButton, {}, inWindow(board(), at("c7")));
  EXPECT_EQ(QApplication::activePopupWidget(), nullptr) << "no menu over the drag";
  ASSERT_EQ(doc.marks().arrows.size(), 1u);
  EXPECT_EQ(doc.marks().arrows[0].to, named("c7"));
  // Beside the squares (the board's margin, left of file a): the menu.
  const QRectF a5 = board()->squareRect(*ds::parse_square("a5"));
  const QPoint margin = QPointF(a5.left() - a5.width() * 0.3, a5.center().y()).toPoint();
  ASSERT_LT(board()->squareAt(margin), 0);
  QTest::mousePress(handle, Qt::RightButton, {}, inWindow(board(), margin));
  QTest::mouseRelease(handle, Qt::RightButton, {}, inWindow(board(), margin));
  ASSERT_TRUE(waitUntil([] { return QApplication::activePopupWidget() != nullptr; }, 2000));
  QApplication::activePopupWidget()->close();

  // The Commander Chess board the same.
  QString error;
  ASSERT_TRUE(window->openFile(QStringLiteral(SABAN_SAMPLES "/rulebook/selfplay-en.ctr"), &error));
  QWidget* cc = window->gamePane()->currentBoard();
  auto* ccBoard = qobject_cast<BoardWidget*>(cc);
  ASSERT_NE(ccBoard, nullptr);
  cc->setFocus();
  press(Qt::Key_Right);
  const auto point = [&](Square s) {
    return inWindow(cc, squareCentre(ccBoard->boardArea(), s, ccBoard->isFlipped()).toPoint());
  };
  QTest::mousePress(handle, Qt::RightButton, {}, point(Square(2, 3)));
  QTest::mouseMove(handle, point(Square(2, 6)));
  QTest::mouseRelease(handle, Qt::RightButton, {}, point(Square(2, 6)));
  EXPECT_EQ(QApplication::activePopupWidget(), nullptr) << "no menu over the drag";
  ASSERT_EQ(doc.marks().arrows.size(), 1u);
  EXPECT_EQ(doc.marks().arrows[0].to, Square(2, 6));
}

}  // namespace
}  // namespace saban::gui::test
