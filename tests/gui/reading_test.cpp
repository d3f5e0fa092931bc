// Reading the game (issue 18): the board's tooltips (the point in the chosen coordinates, the terrain, a
// stack's carrier and passengers, the air-defence zones), Help → Pieces and board (Shift+F1) with the 11
// pieces as the board paints them and Blue's zone in blue, Help → Manual (F1) in both languages, the move
// numbers of a game that starts with Blue to move, and the move list keeping the current move in view while
// the arrow keys step through a long game. Real key events to the focused widget; a real QHelpEvent.
#include <gtest/gtest.h>

#include <algorithm>

#include <QApplication>
#include <QDialog>
#include <QGlyphRun>
#include <QHelpEvent>
#include <QPixmap>
#include <QScrollBar>
#include <QSettings>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextLayout>
#include <QToolTip>

#include "gui/board/boardpainter.h"
#include "gui/board/boardwidget.h"
#include "gui/core/appsetup.h"
#include "gui/core/database.h"
#include "gui/core/notation.h"
#include "gui/dongson/dsboardwidget.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/game/movelistview.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "open_window.h"
#include "parser/dongson_record.h"
#include "parser/dongson_san.h"
#include "parser/writer.h"
#include "rules/dongson/fen.h"
#include "rules/movegen.h"
#include "rules/san.h"

namespace saban::gui::test {
namespace {

class Reading : public ::testing::Test, protected OpenWindow {
 protected:
  void SetUp() override {
    QSettings().remove(QStringLiteral("coordinates"));
    QSettings().remove(QStringLiteral("notation"));
    ASSERT_TRUE(show());
    window->showView(QStringLiteral("game"));
    window->gamePane()->board()->setFocus();
  }
  void TearDown() override {
    close();
    QSettings().remove(QStringLiteral("coordinates"));
    QSettings().remove(QStringLiteral("notation"));
  }

  void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    pressInWindow(*window, key, modifiers);
  }

  template <class T = QDialog>
  T* waitForDialog(const QString& name) {
    QDialog* dialog = nullptr;
    waitUntil([&] {
      dialog = window->findChild<QDialog*>(name);
      return dialog && dialog->isVisible();
    });
    return dialog;
  }
};

Square sq(const char* name) { return *board::parse_square(name); }

// A game of `plies` legal moves from `start` (the same moves every run).
parser::GameRecord game(Position start, int plies) {
  parser::GameRecord r;
  r.start = start;
  Position pos = start;
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

// The tooltip the board shows when the pointer rests on `s` (the event Qt sends then).
QString toolTipAt(BoardWidget* board, Square s) {
  QToolTip::hideText();
  const QPoint at = squareCentre(board->boardArea(), s, board->isFlipped()).toPoint();
  QHelpEvent help(QEvent::ToolTip, at, board->mapToGlobal(at));
  QApplication::sendEvent(board, &help);
  return QToolTip::isVisible() ? QToolTip::text() : QString();
}

TEST_F(Reading, TheTooltipNamesTheStackItsTerrainAndTheZonesInTheChosenCoordinates) {
  Position pos;
  pos.clear();
  Stack navy = Stack::single(Piece(PieceType::Navy, Side::Blue));
  navy.pieces[1] = Piece(PieceType::AirForce, Side::Blue, true);
  navy.pieces[2] = Piece(PieceType::Commander, Side::Blue);
  navy.size = 3;
  pos.set_stack(sq("b9"), navy);
  pos.set_stack(sq("c9"), Stack::single(Piece(PieceType::AntiAir, Side::Red)));
  pos.set_stack(sq("g1"), Stack::single(Piece(PieceType::Commander, Side::Red)));
  parser::GameRecord r;
  r.start = pos;
  doc.setRecord(r);
  BoardWidget* board = window->gamePane()->board();
  ASSERT_TRUE(board->isVisible());

  setCoordinateChoice(CoordinateChoice::Algebraic);
  QString tip = toolTipAt(board, sq("b9"));
  EXPECT_EQ(tip, QStringLiteral("b9: Blue navy carrying heroic air force and commander\n"
                                "Sea: only the navy stands here\n"
                                "In both sides' air-defence zones"));
  tip = toolTipAt(board, sq("c9"));
  EXPECT_TRUE(tip.startsWith(QStringLiteral("c9: Red anti-air gun\nCoast"))) << tip.toStdString();
  EXPECT_TRUE(tip.endsWith(QStringLiteral("In both sides' air-defence zones"))) << tip.toStdString();
  EXPECT_EQ(toolTipAt(board, sq("f6")),
            QStringLiteral("f6\nLand, at a ford: every piece may cross the river here"));
  EXPECT_EQ(toolTipAt(board, sq("d7")),
            QStringLiteral("d7\nRiver mouth: water and land, for the navy and land pieces alike"));
  EXPECT_EQ(toolTipAt(board, sq("i7")),
            QStringLiteral("i7\nLand, on the river bank: heavy pieces cross only at a ford"));
  EXPECT_EQ(toolTipAt(board, sq("e9")), QStringLiteral("e9\nLand"));

  // The rulebook's row,column when the View menu asks for them; the flipped board still names the point.
  setCoordinateChoice(CoordinateChoice::Rulebook);
  EXPECT_TRUE(toolTipAt(board, sq("b9")).startsWith(QStringLiteral("8,1: Blue navy")));
  board->setFlipped(true);
  EXPECT_TRUE(toolTipAt(board, sq("g1")).startsWith(QStringLiteral("0,6: Red commander")));
  board->setFlipped(false);

  // Off the points: no tooltip.
  QToolTip::hideText();
  QHelpEvent off(QEvent::ToolTip, QPoint(1, 1), board->mapToGlobal(QPoint(1, 1)));
  QApplication::sendEvent(board, &off);
  EXPECT_TRUE(waitUntil([] { return !QToolTip::isVisible(); }, 2000)) << "no tooltip off the points";
}

TEST_F(Reading, TheCoDongSonBoardsTooltipNamesTheSquareAndThePiece) {
  ASSERT_TRUE(
      window->openFile(QStringLiteral(SABAN_SAMPLES "/dong-son/selfplay-depth3-annotated.pgn"), nullptr));
  DsBoardWidget* board = window->gamePane()->dsBoard();
  ASSERT_TRUE(waitUntil([&] { return board->isVisible(); }));
  const dongson::Square than = board->position().than(dongson::Side::Thuy);
  const QPoint at = board->squareRect(than).center().toPoint();
  QHelpEvent help(QEvent::ToolTip, at, board->mapToGlobal(at));
  QApplication::sendEvent(board, &help);
  ASSERT_TRUE(QToolTip::isVisible());
  const QString tip = QToolTip::text();
  EXPECT_EQ(tip.section(QLatin1Char('\n'), 0, 0),
            QString::fromStdString(dongson::square_name(than)) + QStringLiteral(": Thần (Hallow) of Thủy"))
      << tip.toStdString();
}

TEST_F(Reading, ShiftF1ShowsThePiecesAsTheBoardPaintsThemAndTheMarks) {
  press(Qt::Key_F1, Qt::ShiftModifier);
  QDialog* dialog = waitForDialog(QStringLiteral("legend"));
  ASSERT_NE(dialog, nullptr) << "Shift+F1 opens Help → Pieces and board";
  auto* tabs = dialog->findChild<QTabWidget*>(QStringLiteral("legendTabs"));
  ASSERT_NE(tabs, nullptr);
  EXPECT_EQ(tabs->currentIndex(), 0) << "a Commander Chess game: its tab first";
  auto* pieces = dialog->findChild<QTableWidget*>(QStringLiteral("legendPieces"));
  ASSERT_NE(pieces, nullptr);
  ASSERT_EQ(pieces->rowCount(), 11);
  for (int i = 0; i < 11; ++i) {
    const auto t = static_cast<PieceType>(i);
    EXPECT_EQ(pieces->item(i, 1)->text(), pieceName(t));
    EXPECT_FALSE(pieces->item(i, 5)->text().isEmpty()) << "a move summary";
    const QPixmap icon = pieces->item(i, 0)->data(Qt::DecorationRole).value<QPixmap>();
    ASSERT_FALSE(icon.isNull());
    // The icon is the board's own piece: painted by paintPiece, Red's left and Blue's right.
    const QImage image = icon.toImage();
    const QColor red = image.pixelColor(image.width() / 4, image.height() / 6);
    const QColor blue = image.pixelColor(3 * image.width() / 4, image.height() / 6);
    EXPECT_GT(red.red(), red.blue()) << "Red's disc, " << pieceName(t).toStdString();
    EXPECT_GT(blue.blue(), blue.red()) << "Blue's disc, " << pieceName(t).toStdString();
  }
  // The letters of each notation: the writers' own.
  EXPECT_EQ(pieces->item(0, 2)->text(), QStringLiteral("*"));   // commander, Vietnamese letters
  EXPECT_EQ(pieces->item(7, 3)->text(), QStringLiteral("Ms"));  // missile, English letters
  EXPECT_EQ(pieces->item(8, 4)->text(), QStringLiteral("F"));   // air force, SAN

  // Blue's air-defence zone is blue, Red's red, in the cut-out of the board.
  auto* marks = dialog->findChild<QTableWidget*>(QStringLiteral("legendMarks"));
  ASSERT_NE(marks, nullptr);
  for (const auto& [name, blue] : {std::pair{QStringLiteral("Blue's air-defence zone"), true},
                                   std::pair{QStringLiteral("Red's air-defence zone"), false}}) {
    const auto found = marks->findItems(name, Qt::MatchExactly);
    ASSERT_EQ(found.size(), 1) << name.toStdString();
    const QImage zone =
        marks->item(found.front()->row(), 0)->data(Qt::DecorationRole).value<QPixmap>().toImage();
    // Right of the gun, where only the zone is drawn over the land.
    const QColor c = zone.pixelColor(zone.width() * 3 / 4, zone.height() / 2);
    if (blue)
      EXPECT_GT(c.blue(), c.red() + 20) << "Blue's zone is blue, not grey: " << c.name().toStdString();
    else
      EXPECT_GT(c.red(), c.blue() + 20) << c.name().toStdString();
  }
  if (qEnvironmentVariableIsSet("SABAN_LEGEND_SHOT")) {  // a picture of the legend, tall enough for all of it
    dialog->resize(1000, 1500);
    QCoreApplication::processEvents();
    dialog->grab().save(qEnvironmentVariable("SABAN_LEGEND_SHOT"));
  }
  auto* dsPieces = dialog->findChild<QTableWidget*>(QStringLiteral("legendDongSonPieces"));
  ASSERT_NE(dsPieces, nullptr);
  ASSERT_EQ(dsPieces->rowCount(), 7);
  EXPECT_EQ(dsPieces->item(3, 2)->text(), QStringLiteral("Đ")) << "Đinh's letter on its disc";
  EXPECT_EQ(dsPieces->item(3, 3)->text(), QStringLiteral("D")) << "and in SAN";
  dialog->close();

  // With a Cờ Đông Sơn game open, its tab comes first.
  ASSERT_TRUE(
      window->openFile(QStringLiteral(SABAN_SAMPLES "/dong-son/selfplay-depth3-annotated.pgn"), nullptr));
  window->gamePane()->currentBoard()->setFocus();
  press(Qt::Key_F1, Qt::ShiftModifier);
  dialog = waitForDialog(QStringLiteral("legend"));
  ASSERT_NE(dialog, nullptr);
  EXPECT_EQ(dialog->findChild<QTabWidget*>(QStringLiteral("legendTabs"))->currentIndex(), 1);
  if (qEnvironmentVariableIsSet("SABAN_LEGEND_DS_SHOT")) {
    dialog->resize(1000, 1000);
    QCoreApplication::processEvents();
    dialog->grab().save(qEnvironmentVariable("SABAN_LEGEND_DS_SHOT"));
  }
  dialog->close();
}

TEST_F(Reading, F1OpensTheManualInTheInterfaceLanguage) {
  press(Qt::Key_F1);
  QDialog* dialog = waitForDialog(QStringLiteral("manual"));
  ASSERT_NE(dialog, nullptr) << "F1 opens Help → Manual";
  auto* text = dialog->findChild<QTextBrowser*>(QStringLiteral("manualText"));
  ASSERT_NE(text, nullptr);
  EXPECT_TRUE(text->toPlainText().startsWith(QStringLiteral("saban-gui: the user's guide")))
      << text->toPlainText().left(80).toStdString();
  EXPECT_TRUE(text->toPlainText().contains(QStringLiteral("Pieces and board")));
  // Written as the bundled font can show it: no arrows (menu paths with ›, the arrow keys by name).
  EXPECT_TRUE(text->toPlainText().contains(QStringLiteral("File › Open a database…")));
  EXPECT_TRUE(text->toPlainText().contains(QStringLiteral("Right / Left")));
  for (char16_t arrow : {u'←', u'→', u'↑', u'↓'}) EXPECT_FALSE(text->toPlainText().contains(QChar(arrow)));
  if (qEnvironmentVariableIsSet("SABAN_MANUAL_SHOT"))
    dialog->grab().save(qEnvironmentVariable("SABAN_MANUAL_SHOT"));
  dialog->close();

  installLanguage(QStringLiteral("vi"));
  press(Qt::Key_F1);
  dialog = waitForDialog(QStringLiteral("manual"));
  ASSERT_NE(dialog, nullptr);
  text = dialog->findChild<QTextBrowser*>(QStringLiteral("manualText"));
  EXPECT_TRUE(text->toPlainText().startsWith(QStringLiteral("saban-gui: hướng dẫn sử dụng")))
      << text->toPlainText().left(80).toStdString();
  EXPECT_EQ(dialog->windowTitle(), QStringLiteral("Hướng dẫn sử dụng Saban"));
  dialog->close();
  installLanguage(QStringLiteral("en"));
}

// The Arabic interface opens the Arabic manual (gui/resources/manual_ar.md), right to left: each paragraph,
// also one that starts with a Latin word, and the menu paths written with the mirrored › instead of the arrow
// the font lacks.
TEST_F(Reading, F1InArabicOpensTheArabicManualRightToLeft) {
  installLanguage(QStringLiteral("ar"));
  window->gamePane()->board()->setFocus();
  press(Qt::Key_F1);
  QDialog* dialog = waitForDialog(QStringLiteral("manual"));
  ASSERT_NE(dialog, nullptr) << "F1 opens Help → Manual";
  EXPECT_EQ(dialog->windowTitle(), QStringLiteral("دليل استخدام Saban"));
  EXPECT_TRUE(dialog->isRightToLeft());
  auto* text = dialog->findChild<QTextBrowser*>(QStringLiteral("manualText"));
  ASSERT_NE(text, nullptr);
  const QString plain = text->toPlainText();
  EXPECT_TRUE(plain.startsWith(QStringLiteral("saban-gui: دليل المستخدم"))) << plain.left(80).toStdString();
  EXPECT_TRUE(plain.contains(QStringLiteral("مساعدة › القطع والرقعة")))
      << "a menu path, as the font shows it";
  for (char16_t arrow : {u'←', u'→', u'↑', u'↓'}) EXPECT_FALSE(plain.contains(QChar(arrow)));
  EXPECT_FALSE(plain.contains(QStringLiteral("the user's guide"))) << "not the English manual";
  int checked = 0;
  for (QTextBlock b = text->document()->begin(); b.isValid(); b = b.next()) {
    const QString words = b.text().remove(QChar(0x200E));  // the marks around a code span (below)
    if (words.startsWith(QStringLiteral("saban-gui")) || words.startsWith(QStringLiteral("Enter يفتح"))) {
      EXPECT_EQ(b.textDirection(), Qt::RightToLeft) << b.text().left(60).toStdString();
      ++checked;
    }
  }
  EXPECT_GE(checked, 3) << "the title, the first paragraph and the connection dialog's keys";
  // The shell commands read left to right, wrapped: no line runs out of the view on the left.
  QTextBlock command = text->document()->find(QStringLiteral("./saban.sh gui")).block();
  ASSERT_TRUE(command.isValid());
  EXPECT_EQ(command.textDirection(), Qt::LeftToRight);
  EXPECT_LT(text->horizontalScrollBar()->maximum(), 16) << "nothing is wider than the page";
  // A code span keeps its signs where they are typed ("--db", not "db--", "$SABAN_DB", not "SABAN_DB$"), as
  // laid out on the screen: inside the right-to-left paragraph, each span is one left-to-right run, its first
  // sign left of its first letter.
  for (const QString& code : {QStringLiteral("--db"), QStringLiteral("$SABAN_DB"), QStringLiteral("#-2")}) {
    SCOPED_TRACE(code.toStdString());
    QTextCursor found = text->document()->find(code);
    // Not a code block (a shell command, laid out left to right as a whole): a paragraph's
    while (!found.isNull() && found.block().blockFormat().layoutDirection() == Qt::LeftToRight)
      found = text->document()->find(code, found);
    ASSERT_FALSE(found.isNull());
    const QTextBlock block = found.block();
    EXPECT_EQ(block.textDirection(), Qt::RightToLeft)
        << "in an Arabic paragraph: " << block.text().toStdString();
    const QTextLayout* layout = block.layout();
    ASSERT_NE(layout, nullptr);
    const int at = found.selectionStart() - block.position();  // the span's first sign, in the block
    // Where a character is drawn: the left edge of its glyph.
    const auto left = [layout](int position) {
      const QList<QGlyphRun> runs = layout->glyphRuns(position, 1);
      return runs.isEmpty() ? -1.0 : runs.front().boundingRect().left();
    };
    for (int i = 0; i + 1 < code.size(); ++i)
      EXPECT_LT(left(at + i), left(at + i + 1))
          << "'" << code.mid(i, 1).toStdString() << "' left of '" << code.mid(i + 1, 1).toStdString() << "'";
  }
  // And so every code span of the Arabic paragraphs: its characters on a line drawn left to right.
  QStringList reversed, invisible;
  int spans = 0;
  for (QTextBlock b = text->document()->begin(); b.isValid(); b = b.next()) {
    if (b.textDirection() != Qt::RightToLeft || !b.layout()) continue;
    const QTextLayout* layout = b.layout();
    for (auto it = b.begin(); !it.atEnd(); ++it) {
      const QTextFragment f = it.fragment();
      if (!f.charFormat().fontFixedPitch()) continue;
      ++spans;
      const QString code = f.text();
      // Copied from the manual, a command is as typed: no mark nor embedding inside the span
      if (std::any_of(code.begin(), code.end(), [](QChar c) { return c.category() == QChar::Other_Format; }))
        invisible << code;
      const bool arabic = std::any_of(code.begin(), code.end(), [](QChar c) {
        return c.direction() == QChar::DirR || c.direction() == QChar::DirAL;
      });
      if (arabic) continue;  // "saban (مقبس محلي)": its Arabic words right to left
      // Each visible character and the next one on the same line (marks and embeddings are not drawn; a long
      // span wraps)
      int previous = -1;
      for (int i = 0; i < code.size(); ++i) {
        if (code[i].category() == QChar::Other_Format) continue;
        const int at = f.position() - b.position() + i;
        if (previous >= 0 && layout->lineForTextPosition(previous).lineNumber() ==
                                 layout->lineForTextPosition(at).lineNumber()) {
          const QList<QGlyphRun> a = layout->glyphRuns(previous, 1), z = layout->glyphRuns(at, 1);
          if (!a.isEmpty() && !z.isEmpty() &&
              a.front().boundingRect().left() >= z.front().boundingRect().left()) {
            reversed << code;
            break;
          }
        }
        previous = at;
      }
    }
  }
  EXPECT_GT(spans, 100) << "the manual's code spans";
  EXPECT_TRUE(reversed.isEmpty()) << reversed.join(QStringLiteral(" | ")).toStdString();
  EXPECT_TRUE(invisible.isEmpty()) << invisible.size() << " spans: "
                                   << invisible.join(QStringLiteral(" | ")).left(300).toStdString();
  if (qEnvironmentVariableIsSet("SABAN_MANUAL_AR_SHOT"))
    dialog->grab().save(qEnvironmentVariable("SABAN_MANUAL_AR_SHOT"));
  dialog->close();
  installLanguage(QStringLiteral("en"));
}

TEST_F(Reading, AGameThatStartsWithBlueToMoveIsNumberedFromOneEllipsis) {
  Position start = Position::start();
  start.set_side_to_move(Side::Blue);
  const parser::GameRecord r = game(start, 3);
  ASSERT_EQ(r.moves.size(), 3u);
  doc.setRecord(r);
  setCurrentNotation(Notation::San);
  window->gamePane()->moveList()->rebuild();
  Position pos = start;
  QStringList sans;
  for (const auto& m : r.moves) {
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    sans << QString::fromStdString(to_san(pos, m.turn, legal));
    Undo u;
    pos.do_turn(m.turn, u);
  }
  const QString text = window->gamePane()->moveList()->movesText().simplified();
  const QString expected = QStringLiteral("1… %1 2. %2 %3").arg(sans[0], sans[1], sans[2]);
  EXPECT_TRUE(text.startsWith(expected)) << text.toStdString() << " / " << expected.toStdString();
  // The record's writer numbers it the same way.
  parser::WriteOptions san;
  san.dialect = parser::Dialect::San;
  const std::string written = parser::write_game(r, san);
  EXPECT_NE(written.find("1... "), std::string::npos) << written;
  EXPECT_EQ(written.find("1. "), std::string::npos) << written;
  EXPECT_NE(written.find(" 2. "), std::string::npos) << written;
  parser::WriteOptions rulebook;
  rulebook.letters = parser::Letters::En;
  const std::string inRulebook = parser::write_game(r, rulebook);
  EXPECT_NE(inRulebook.find("1... "), std::string::npos) << inRulebook;
  EXPECT_NE(inRulebook.find(" 2. "), std::string::npos) << inRulebook;

  // Cờ Đông Sơn, Sơn (the second side) to move first: the same numbering.
  parser::dongson::DsRecord ds;
  ds.start = *dongson::parse_fen("1t7/b8/9/9/3V5/9/9/9/4T4 b - - 0 1");
  for (const char* lan : {"a8a7", "e1e5"}) {
    std::vector<dongson::Move> legal;
    ds.game().position().legal_moves(legal);
    auto m = parser::dongson::parse_lan(lan, legal);
    ASSERT_TRUE(m.ok()) << lan;
    ds.moves.emplace_back().turn = *m;
  }
  doc.setRecord(ds);
  const QString dsText = window->gamePane()->moveList()->movesText().simplified();
  EXPECT_TRUE(dsText.startsWith(QStringLiteral("1… "))) << dsText.toStdString();
  EXPECT_TRUE(dsText.contains(QStringLiteral(" 2. T"))) << dsText.toStdString();
}

TEST_F(Reading, TheCurrentMoveStaysInViewWhileTheArrowsStepThroughALongGame) {
  doc.setRecord(game(Position::start(), 240));
  ASSERT_GT(doc.record().moves.size(), 150u);
  MoveListView* list = window->gamePane()->moveList();
  ASSERT_GT(list->verticalScrollBar()->maximum(), 0) << "the list is longer than its view";
  window->gamePane()->board()->setFocus();
  auto visible = [&] {
    const QString current = list->currentMoveText();
    if (current.isEmpty()) return false;
    const QRect viewport = list->viewport()->rect();
    for (const QTextEdit::ExtraSelection& s : list->extraSelections()) {
      QTextCursor c = s.cursor;
      c.setPosition(c.selectionStart());
      if (!viewport.contains(list->cursorRect(c))) return false;
    }
    return true;
  };
  for (int i = 1; i <= 200; ++i) {
    press(Qt::Key_Right);
    ASSERT_EQ(doc.ply(), i);
    ASSERT_TRUE(visible()) << "after " << i << " presses of →";
  }
  press(Qt::Key_Home);
  press(Qt::Key_End);
  EXPECT_TRUE(visible()) << "End";
  for (int i = 0; i < 100; ++i) press(Qt::Key_Left);
  EXPECT_TRUE(visible()) << "back with ←";
}

}  // namespace
}  // namespace saban::gui::test
