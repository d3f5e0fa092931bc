// The annotator's summary of a game ("Saban analysis (depth 2): Red accuracy 91%, ...", written into the
// record in the record's language) as the game window's move list shows it: in the interface's words, from
// the game's evaluations and judgements as the book writes its own (render::curve_summary), in Vietnamese,
// Arabic and English; a comment that only looks like it is shown as written, and the record keeps both as
// they were. SABAN_ENGINESUMMARY_SHOT=DIR saves the window in each language (DIR/summary-vi.png, ...).
#include <QTest>

#include "analysis/annotate.h"
#include "analysis/annotate_text.h"
#include "analysis/search.h"
#include "gui/core/appsetup.h"
#include "gui/core/notation.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/game/movelistview.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "open_window.h"
#include "rules/movegen.h"

namespace saban::gui::test {

namespace {
// A short game the engine finds something to say about: each side plays the k-th legal single move of the
// position (the first k, from the last move back, whose game has a judged move).
parser::GameRecord annotatedGame() {
  parser::GameRecord r;
  for (int k = 0; k < 8; ++k) {
    r = parser::GameRecord();
    r.start = Position::start();
    r.dialect = parser::Dialect::Rulebook;
    r.letters = parser::Letters::En;
    Position pos = r.start;
    for (int i = 0; i < 10; ++i) {
      std::vector<Turn> legal, single;
      Position p = pos;
      generate_legal(p, DeployMode::Full, legal);
      for (const Turn& t : legal)
        if (t.size == 1) single.push_back(t);
      if (single.empty()) break;
      const Turn pick = single[single.size() - 1 - (static_cast<std::size_t>(k) * 7 % single.size())];
      r.moves.emplace_back().turn = pick;
      Undo u;
      pos.do_turn(pick, u);
    }
    analysis::Searcher searcher;
    analysis::AnnotateOptions options;
    options.limits = analysis::SearchLimits{2, 0, 0, 1};
    options.language = "en";
    analysis::annotate(r, searcher, options);
    for (const auto& m : r.moves)
      if (m.judgement != parser::Judgement::None) return r;
  }
  return r;
}
}  // namespace

TEST(EngineSummary, TheAnnotatorsSummaryIsShownInTheInterfaceLanguage) {
  const QString language = currentLanguage();
  parser::GameRecord r = annotatedGame();
  ASSERT_FALSE(r.comments_before.empty());
  const std::string summary = r.comments_before.front();
  const auto said = analysis::read_summary_comment(summary);
  ASSERT_TRUE(said) << summary;
  ASSERT_EQ(summary.rfind("Saban analysis (depth 2): ", 0), 0u) << summary;
  // A user's comment in the summary's words, but not its form: shown as it is.
  const std::string lookalike = "Saban analysis (depth 2): Red accuracy 50%, a fine game; Blue accuracy 50%";
  r.comments_before.push_back(lookalike);
  int judged = 0;
  for (const auto& m : r.moves) judged += m.judgement != parser::Judgement::None;

  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  GameDocument& doc = open.doc;
  doc.setRecord(r);
  w.showView(QStringLiteral("game"));
  w.gamePane()->currentBoard()->setFocus();

  struct Case {
    const char* language;
    QString red, blue;
  };
  const QString vi = QStringLiteral("Đỏ: độ chính xác %1%"), ar = QStringLiteral("الأحمر: الدقة %1%"),
                en = QStringLiteral("Red: accuracy %1%");
  const Case cases[] = {
      {"vi", vi.arg(said->accuracy[0]), QStringLiteral("Xanh: độ chính xác %1%").arg(said->accuracy[1])},
      {"ar", ar.arg(said->accuracy[0]), QStringLiteral("الأزرق: الدقة %1%").arg(said->accuracy[1])},
      {"en", en.arg(said->accuracy[0]), QStringLiteral("Blue: accuracy %1%").arg(said->accuracy[1])},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.language);
    installLanguage(QString::fromLatin1(c.language));
    // The keys the user steps with: the list is rebuilt and shows the move reached
    pressInWindow(w, Qt::Key_End);
    pressInWindow(w, Qt::Key_Home);
    w.gamePane()->moveList()->rebuild();  // as the window rebuilt in the language chosen shows it
    const QString list = w.gamePane()->moveList()->toPlainText();
    EXPECT_TRUE(list.contains(c.red)) << list.toStdString();
    EXPECT_TRUE(list.contains(c.blue)) << list.toStdString();
    EXPECT_FALSE(list.contains(QString::fromStdString(summary))) << "the annotator's own words are not shown";
    EXPECT_TRUE(list.contains(QString::fromStdString(lookalike))) << "a user's comment stays as written";
    if (QString::fromLatin1(c.language) != QLatin1String("en")) {
      // Apart from the user's comment, no English words of the engine
      QString rest = list;
      rest.remove(QString::fromStdString(lookalike));
      for (const char* english : {"accuracy", "Saban analysis", "inaccurac", "mistake", "blunder",
                                  "good move", "brilliant", "Better was", "(best"})
        EXPECT_FALSE(rest.contains(QLatin1String(english), Qt::CaseInsensitive)) << english << "\n"
                                                                                 << list.toStdString();
    }
    if (const QString dir = qEnvironmentVariable("SABAN_ENGINESUMMARY_SHOT"); !dir.isEmpty())
      w.grab().save(dir + QStringLiteral("/summary-%1.png").arg(QLatin1String(c.language)));
  }
  // The counts, in the words of each language
  installLanguage(QStringLiteral("vi"));
  w.gamePane()->moveList()->rebuild();
  const QString viList = w.gamePane()->moveList()->toPlainText();
  for (int side = 0; side < 2; ++side)
    for (int j = 1; j < 6; ++j) {
      if (!said->counts[side][j]) continue;
      EXPECT_TRUE(viList.contains(QString::fromStdString(analysis::judgement_count_text(
          static_cast<parser::Judgement>(j), said->counts[side][j], analysis::TextLanguage::Vi))))
          << viList.toStdString();
    }
  EXPECT_GT(judged, 0) << "the engine judged a move of the game (the summary has a count to show)";

  // The record keeps the comments as they were: saving writes them back unchanged.
  const std::string text = doc.fileText();
  EXPECT_NE(text.find("{" + summary + "}"), std::string::npos) << text;
  EXPECT_NE(text.find("{" + lookalike + "}"), std::string::npos) << text;
  installLanguage(language);
}

}  // namespace saban::gui::test
