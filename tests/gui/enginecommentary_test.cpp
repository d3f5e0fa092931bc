// The engine's comments on a move, as the game window shows them: a rulebook record whose engine comment
// carries its better line in SAN shows that line in the comment area and the move list as the book writes it
// (the interface's words, the moves in the notation shown, numbered), apart from the annotator's comment,
// which the comment box edits without touching the engine's; in Arabic in Arabic words, the moves left to
// right. SABAN_ENGINECOMMENT_SHOT=FILE.png (SABAN_ENGINECOMMENT_SHOT_AR: in Arabic) saves the window at the
// commented move.
#include <QApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTest>
#include <QUndoStack>

#include "gui/core/appsetup.h"
#include "gui/core/notation.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/game/movelistview.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "open_window.h"
#include "parser/writer.h"
#include "rules/movegen.h"
#include "rules/san.h"

namespace saban::gui::test {

namespace {
// The first legal turn of one move (no deploy) at `pos`, skipping `skip` of them.
Turn simpleTurn(const Position& pos, std::size_t skip = 0) {
  Position p = pos;
  std::vector<Turn> legal;
  generate_legal(p, DeployMode::Full, legal);
  for (const Turn& t : legal)
    if (t.size == 1 && skip-- == 0) return t;
  ADD_FAILURE() << "no simple turn";
  return legal.front();
}

Position after(Position pos, const Turn& t) {
  Undo u;
  pos.do_turn(t, u);
  return pos;
}

std::string san(const Position& pos, const Turn& t) {
  Position p = pos;
  std::vector<Turn> legal;
  generate_legal(p, DeployMode::Full, legal);
  return to_san(pos, t, legal);
}

}  // namespace

TEST(EngineCommentary, ABetterLineInSanIsShownInTheNotationOfTheGameApartFromTheAnnotators) {
  const QString language = currentLanguage();
  const Notation notation = currentNotation();
  installLanguage(QStringLiteral("en"));
  setCurrentNotation(Notation::RulebookVi);
  // Four plies of a rulebook record; the engine's comment on the fourth (Blue's second move) gives a better
  // line in SAN, as a database worker stored it, beside the annotator's words.
  parser::GameRecord r;
  r.start = Position::start();
  r.dialect = parser::Dialect::Rulebook;
  r.letters = parser::Letters::Vi;
  Position pos = r.start, before4;
  for (int i = 0; i < 4; ++i) {
    if (i == 3) before4 = pos;
    parser::RecordMove& m = r.moves.emplace_back();
    m.turn = simpleTurn(pos);
    pos = after(pos, m.turn);
  }
  const Turn best = simpleTurn(before4, 1), reply = simpleTurn(after(before4, best));
  const std::string sanLine = san(before4, best) + " " + san(after(before4, best), reply);
  r.moves[3].comments = {"A sharp move", "(best +0.35: " + sanLine + ")"};
  const QString bestText = QString::fromStdString(parser::rulebook_token(before4, best, parser::Letters::Vi));
  const QString replyText =
      QString::fromStdString(parser::rulebook_token(after(before4, best), reply, parser::Letters::Vi));
  ASSERT_NE(bestText.toStdString(), san(before4, best)) << "the notations differ";

  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  GameDocument& doc = open.doc;
  doc.setRecord(r);
  w.showView(QStringLiteral("game"));
  w.gamePane()->currentBoard()->setFocus();
  auto* engine = w.gamePane()->findChild<QLabel*>(QStringLiteral("engineComment"));
  ASSERT_NE(engine, nullptr);
  QPlainTextEdit* box = w.gamePane()->commentEdit();
  for (int i = 0; i < 3; ++i) pressInWindow(w, Qt::Key_Right);
  EXPECT_TRUE(engine->isHidden()) << "no engine comment on the third move";
  pressInWindow(w, Qt::Key_Right);
  ASSERT_EQ(doc.ply(), 4);

  // The annotator's words in the box, the engine's line under it as the book writes it.
  EXPECT_EQ(box->toPlainText(), QStringLiteral("A sharp move"));
  EXPECT_FALSE(engine->isHidden());
  EXPECT_EQ(engine->text(),
            QStringLiteral("Better was 2... %1 (+0.35), continuing 3. %2").arg(bestText, replyText));
  EXPECT_FALSE(engine->text().contains(QString::fromStdString(san(before4, best))));
  const QString list = w.gamePane()->moveList()->toPlainText();
  EXPECT_TRUE(list.contains(engine->text())) << list.toStdString();
  EXPECT_FALSE(list.contains(QStringLiteral("(best"))) << "no machine text in the move list";
  if (const QString shot = qEnvironmentVariable("SABAN_ENGINECOMMENT_SHOT"); !shot.isEmpty())
    w.grab().save(shot);  // the window at the commented move, to look at

  // In the other letters and in Vietnamese, at once.
  setCurrentNotation(Notation::RulebookEn);
  EXPECT_TRUE(engine->text().contains(
      QString::fromStdString(parser::rulebook_token(before4, best, parser::Letters::En))))
      << engine->text().toStdString();
  installLanguage(QStringLiteral("vi"));
  pressInWindow(w, Qt::Key_Left);
  pressInWindow(w, Qt::Key_Right);
  EXPECT_TRUE(engine->text().startsWith(QStringLiteral("2... ")));
  EXPECT_TRUE(engine->text().contains(QStringLiteral("là nước tốt hơn (+0.35), sau đó 3. ")))
      << engine->text().toStdString();
  // In Arabic, the book's Arabic words, each run of numbers and moves (and the score) between left-to-right
  // marks (U+200E) so that it keeps its order inside the right-to-left sentence.
  installLanguage(QStringLiteral("ar"));
  pressInWindow(w, Qt::Key_Left);
  pressInWindow(w, Qt::Key_Right);
  const QChar lri(0x200E), pdi(0x200E);  // left-to-right marks around each run
  const QString bestEn = QString::fromStdString(parser::rulebook_token(before4, best, parser::Letters::En));
  const QString replyEn =
      QString::fromStdString(parser::rulebook_token(after(before4, best), reply, parser::Letters::En));
  EXPECT_EQ(engine->text(),
            QStringLiteral("كان الأفضل %1 (%2)، ثم %3")
                .arg(lri + QStringLiteral("2... ") + bestEn + pdi, lri + QStringLiteral("+0.35") + pdi,
                     lri + QStringLiteral("3. ") + replyEn + pdi))
      << engine->text().toStdString();
  EXPECT_FALSE(engine->text().contains(QStringLiteral("Better"))) << "no English in the Arabic interface";
  w.gamePane()->moveList()->rebuild();  // as the window rebuilt in the language chosen shows it
  EXPECT_TRUE(w.gamePane()->moveList()->toPlainText().contains(engine->text()));
  if (const QString shot = qEnvironmentVariable("SABAN_ENGINECOMMENT_SHOT_AR"); !shot.isEmpty())
    w.grab().save(shot);
  installLanguage(QStringLiteral("en"));
  setCurrentNotation(Notation::RulebookVi);

  // The user rewrites the annotator's comment: the engine's stays in the record, as it was.
  box->setFocus();
  QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
  QTest::keyClicks(box, QStringLiteral("A quiet move"));
  EXPECT_EQ(doc.comment(), QStringLiteral("A quiet move"));
  const std::string text = doc.fileText();
  EXPECT_NE(text.find("A quiet move"), std::string::npos) << text;
  EXPECT_EQ(text.find("A sharp move"), std::string::npos) << text;
  EXPECT_NE(text.find("(best +0.35: " + sanLine + ")"), std::string::npos) << text;
  EXPECT_FALSE(engine->isHidden());
  // Everything the user typed is one step to undo, which puts the comment back.
  doc.undoStack()->undo();
  EXPECT_EQ(doc.comment(), QStringLiteral("A sharp move"));

  doc.markSaved();
  installLanguage(language);
  setCurrentNotation(notation);
}

}  // namespace saban::gui::test
