// Annotating as the user does it, through the keys and the mouse: the annotation symbols' shortcuts and
// palette (move symbols and position symbols each one at a time, each an undo step, shown in the move list
// and written as NAGs), and the marks drawn on the board with the right button (an arrow by a drag, a
// coloured point by a click) kept in the move's comment as [%cal]/[%csl], hidden from the move list and the
// comment field, and read back when the saved file is opened again.
#include <QApplication>
#include <QGlyphRun>
#include <QPlainTextEdit>
#include <QRawFont>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>
#include <QToolButton>
#include <QUndoStack>

#include "gui/board/boardpainter.h"
#include "gui/board/boardwidget.h"
#include "gui/core/notation.h"
#include "gui/game/annotationsymbols.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/game/movelistview.h"
#include "gui/shell/mainwindow.h"
#include "gui_window.h"
#include "parser/annotation_symbols.h"
#include "rules/board.h"

namespace saban::gui::test {
namespace {

using Symbols = std::vector<unsigned>;

class Annotation : public GuiWindow {
 protected:
  Annotation() : GuiWindow(false) {}
  void SetUp() override {
    GuiWindow::SetUp();
    if (HasFatalFailure()) return;
    QString error;
    ASSERT_TRUE(window->openFile(QStringLiteral(SABAN_SAMPLES "/rulebook/selfplay-en.ctr"), &error))
        << error.toStdString();
    window->showView(QStringLiteral("game"));
    board()->setFocus();
  }

  BoardWidget* board() const { return window->gamePane()->board(); }
  QString moveList() const { return window->gamePane()->moveList()->toPlainText(); }

  QPoint at(Square s) const { return squareCentre(board()->boardArea(), s, board()->isFlipped()).toPoint(); }
};

TEST_F(Annotation, ShortcutsSetTheMoveAndPositionSymbolsAndUndoTakesThemAway) {
  press(Qt::Key_Right);
  press(Qt::Key_Right);
  ASSERT_EQ(doc.ply(), 2);
  const Symbols before = doc.symbols();
  ASSERT_TRUE(before.empty()) << "the sample's second move has no symbol";
  const int steps = doc.undoStack()->count();

  press(Qt::Key_5, Qt::ControlModifier);
  EXPECT_EQ(doc.symbols(), Symbols{5}) << "Ctrl+5 is !?";
  EXPECT_TRUE(moveList().contains(QStringLiteral("!?"))) << moveList().toStdString();
  press(Qt::Key_1, Qt::ControlModifier);
  EXPECT_EQ(doc.symbols(), Symbols{1}) << "Ctrl+1 (!) replaces !?: one move symbol";
  EXPECT_EQ(doc.judgement(), parser::Judgement::Good);
  press(Qt::Key_5, Qt::AltModifier);
  EXPECT_EQ(doc.symbols(), (Symbols{1, 16})) << "Alt+5 is ±";
  EXPECT_TRUE(moveList().contains(QStringLiteral("\u00B1")));
  press(Qt::Key_1, Qt::AltModifier);
  EXPECT_EQ(doc.symbols(), (Symbols{1, 10})) << "Alt+1 (=) replaces ±: one position symbol";
  EXPECT_NE(doc.fileText().find("$10"), std::string::npos);
  EXPECT_EQ(doc.undoStack()->count(), steps + 4) << "each symbol one step";

  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(doc.symbols(), (Symbols{1, 16}));
  press(Qt::Key_Z, Qt::ControlModifier);
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(doc.symbols(), Symbols{5});
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_TRUE(doc.symbols().empty());
  EXPECT_FALSE(moveList().contains(QStringLiteral("!?")));
  press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_EQ(doc.symbols(), Symbols{5}) << "and redo puts it back";
  // The same key again takes the symbol away; Ctrl+0 takes every symbol away.
  press(Qt::Key_5, Qt::ControlModifier);
  EXPECT_TRUE(doc.symbols().empty());
  press(Qt::Key_7, Qt::ControlModifier);
  press(Qt::Key_8, Qt::AltModifier);
  EXPECT_EQ(doc.symbols(), (Symbols{7, 19}));
  press(Qt::Key_0, Qt::ControlModifier);
  EXPECT_TRUE(doc.symbols().empty());
  // The keys act while the comment field has the focus too.
  window->gamePane()->commentEdit()->setFocus();
  press(Qt::Key_4, Qt::ControlModifier);
  EXPECT_EQ(doc.symbols(), Symbols{4});
  EXPECT_TRUE(window->gamePane()->commentEdit()->toPlainText().isEmpty());
}

// Every character of `text` drawn in `font` comes from a font that has it (the font itself or Qt's fallback),
// none as the empty box.
bool drawable(const QFont& font, const QString& text, QString* missing) {
  QTextLayout layout(text, font);
  layout.beginLayout();
  layout.createLine();
  layout.endLayout();
  for (const QGlyphRun& run : layout.glyphRuns()) {
    const QRawFont raw = run.rawFont();
    for (quint32 glyph : run.glyphIndexes())
      if (glyph == 0) {
        *missing = text + QStringLiteral(" (") + raw.familyName() + QLatin1Char(')');
        return false;
      }
  }
  return true;
}

TEST_F(Annotation, EverySymbolHasAGlyphInTheMoveListsFont) {
  const QFont font = window->gamePane()->moveList()->font();
  for (const parser::AnnotationSymbol& s : parser::annotation_symbols()) {
    QString missing;
    EXPECT_TRUE(
        drawable(font, QString::fromUtf8(s.glyph.data(), static_cast<qsizetype>(s.glyph.size())), &missing))
        << missing.toStdString();
  }
}

TEST_F(Annotation, ThePaletteSetsAPositionSymbol) {
  press(Qt::Key_Right);
  AnnotationSymbols* symbols = window->gamePane()->annotationSymbols();
  auto* slightly = window->findChild<QToolButton*>(QStringLiteral("nag14"));
  ASSERT_NE(slightly, nullptr);
  EXPECT_EQ(slightly->text(), QStringLiteral("\u2A72"));
  EXPECT_TRUE(slightly->toolTip().contains(doc.sideNames()[0])) << slightly->toolTip().toStdString();
  QTest::mouseClick(slightly, Qt::LeftButton);
  EXPECT_EQ(doc.symbols(), Symbols{14});
  EXPECT_TRUE(symbols->action(14)->isChecked());
  QTest::mouseClick(window->findChild<QToolButton*>(QStringLiteral("nag13")), Qt::LeftButton);
  EXPECT_EQ(doc.symbols(), Symbols{13}) << "∞ replaces ⩲";
  EXPECT_FALSE(symbols->action(14)->isChecked());
  QTest::mouseClick(window->findChild<QToolButton*>(QStringLiteral("nag13")), Qt::LeftButton);
  EXPECT_TRUE(doc.symbols().empty()) << "the same again takes it away";
  EXPECT_EQ(QApplication::focusWidget(), board()) << "the palette leaves the focus on the board";
  press(Qt::Key_Home);
  EXPECT_FALSE(symbols->action(14)->isEnabled()) << "no move at the start to annotate";
}

TEST_F(Annotation, RightButtonDrawsArrowsAndPointsKeptInTheRecord) {
  press(Qt::Key_Right);
  const Square a(2, 3), b(2, 6), c(4, 4);
  const std::string an = board::square_name(a), bn = board::square_name(b), cn = board::square_name(c);
  QTest::mousePress(board(), Qt::RightButton, {}, at(a));
  QTest::mouseMove(board(), at(b));
  QTest::mouseRelease(board(), Qt::RightButton, {}, at(b));
  ASSERT_EQ(doc.marks().arrows.size(), 1u);
  EXPECT_EQ(doc.marks().arrows[0].colour, parser::MarkColour::Green);
  EXPECT_EQ(board()->scene().arrows.size(), 1u) << "the board shows it";
  QTest::mouseClick(board(), Qt::RightButton, Qt::ShiftModifier, at(c));
  ASSERT_EQ(doc.marks().points.size(), 1u);
  EXPECT_EQ(doc.marks().points[0].colour, parser::MarkColour::Red) << "Shift: red";
  const std::string text = doc.fileText();
  EXPECT_NE(text.find("[%cal G" + an + bn + "]"), std::string::npos) << text.substr(0, 600);
  EXPECT_NE(text.find("[%csl R" + cn + "]"), std::string::npos) << text.substr(0, 600);
  EXPECT_FALSE(moveList().contains(QStringLiteral("%c"))) << "the commands are not shown as words";
  EXPECT_TRUE(window->gamePane()->commentEdit()->toPlainText().isEmpty());

  // Words typed keep the marks; a step each: undo takes the point away.
  window->gamePane()->commentEdit()->setFocus();
  QTest::keyClicks(window->gamePane()->commentEdit(), QStringLiteral("the file opens"));
  EXPECT_EQ(doc.comment(), QStringLiteral("the file opens"));
  EXPECT_EQ(doc.marks().arrows.size(), 1u);
  board()->setFocus();
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_TRUE(doc.comment().isEmpty());
  press(Qt::Key_Z, Qt::ControlModifier);
  EXPECT_TRUE(doc.marks().points.empty());
  EXPECT_EQ(doc.marks().arrows.size(), 1u);
  // The same arrow in another colour recolours it (Alt: blue); the same again takes it away.
  QTest::mousePress(board(), Qt::RightButton, {}, at(a));
  QTest::mouseRelease(board(), Qt::RightButton, Qt::AltModifier, at(b));
  ASSERT_EQ(doc.marks().arrows.size(), 1u);
  EXPECT_EQ(doc.marks().arrows[0].colour, parser::MarkColour::Blue);
  QTest::mouseClick(board(), Qt::RightButton, Qt::ControlModifier, at(c));
  EXPECT_EQ(doc.marks().points.at(0).colour, parser::MarkColour::Yellow) << "Ctrl: yellow";

  // Saved and opened again: the marks are back on the board at that move.
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("marked.ctr"));
  QString error;
  ASSERT_TRUE(window->gamePane()->saveToFile(path, &error)) << error.toStdString();
  doc.markSaved();
  ASSERT_TRUE(window->openFile(path, &error)) << error.toStdString();
  board()->setFocus();
  EXPECT_TRUE(board()->scene().arrows.empty()) << "not at the start";
  press(Qt::Key_Right);
  ASSERT_EQ(board()->scene().arrows.size(), 1u);
  EXPECT_EQ(board()->scene().arrows[0].from, a);
  EXPECT_EQ(board()->scene().arrows[0].to, b);
  EXPECT_EQ(board()->scene().arrows[0].colour, parser::MarkColour::Blue);
  ASSERT_EQ(board()->scene().points.size(), 1u);
  EXPECT_EQ(board()->scene().points[0].square, c);
  QTest::mouseClick(board(), Qt::RightButton, Qt::ControlModifier, at(c));
  EXPECT_TRUE(board()->scene().points.empty()) << "the same point in the same colour again: gone";
}

// The palette's judgements read as the move list writes them: in the rulebook's notation its signs (+ ? -),
// where "?" is an inaccuracy (PGN's ?!) and "-" a mistake (PGN's ?); in SAN, PGN's signs. Seen under Xvfb:
// the palette showed ?! pressed beside a move the list marked "?".
TEST_F(Annotation, ThePalettesJudgementsReadAsTheMoveListWritesThem) {
  const Notation before = currentNotation();
  setCurrentNotation(Notation::RulebookEn);
  press(Qt::Key_Right);
  auto* inaccuracy = window->findChild<QToolButton*>(QStringLiteral("nag6"));
  auto* mistake = window->findChild<QToolButton*>(QStringLiteral("nag2"));
  auto* good = window->findChild<QToolButton*>(QStringLiteral("nag1"));
  ASSERT_TRUE(inaccuracy && mistake && good);
  EXPECT_EQ(inaccuracy->text(), QStringLiteral("?"));
  EXPECT_EQ(mistake->text(), QStringLiteral("-"));
  EXPECT_EQ(good->text(), QStringLiteral("+"));
  const auto marks = [this] { return moveList().count(QLatin1Char('?')); };
  const qsizetype unmarked = marks();
  QTest::mouseClick(inaccuracy, Qt::LeftButton);
  EXPECT_TRUE(inaccuracy->isChecked());
  EXPECT_EQ(marks(), unmarked + 1) << "the list writes the inaccuracy as the button shows it";
  setCurrentNotation(Notation::San);
  EXPECT_EQ(inaccuracy->text(), QStringLiteral("?!"));
  EXPECT_EQ(mistake->text(), QStringLiteral("?"));
  EXPECT_EQ(good->text(), QStringLiteral("!"));
  EXPECT_TRUE(inaccuracy->isChecked());
  setCurrentNotation(before);
}

}  // namespace
}  // namespace saban::gui::test
