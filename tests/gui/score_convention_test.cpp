// Issue 17, acceptance 3: one score convention for people. A game where Red is clearly winning, analysed at a
// small depth: every output a person reads (the record `saban analyze` writes, the PDF and HTML, the move
// list, the engine pane with Blue to move) shows Red's score, positive, and says whose it is. The structured
// evaluation `[%eval ...]` round-trips, and a record in the old comment form (the mover's sign, flipping
// every ply) reads into the same evaluations.
#include <gtest/gtest.h>

#include <QBuffer>
#include <QFile>
#include <QHeaderView>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTreeWidget>

#include "analysis/annotate.h"
#include "gui/engine/enginepane.h"
#include "gui/game/gamedocument.h"
#include "gui/game/movelistview.h"
#include "gui_fixture.h"
#include "parser/reader.h"
#include "parser/writer.h"
#include "render/publication.h"
#include "rules/fen.h"
#include "rules/movegen.h"

namespace saban::gui::test {

namespace {

// Red's whole army against Blue's lone commander.
constexpr const char* kRedWinning =
    "6c4/11/11/11/11/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1";

// Three plies from kRedWinning, each side's first legal turn that takes nothing: Blue is to move after the
// first and the third.
parser::GameRecord winningGame() {
  parser::GameRecord r;
  r.start = std::move(parse_fen(kRedWinning)).value();
  r.dialect = parser::Dialect::San;
  r.set_tag("FEN", kRedWinning);
  Position pos = r.start;
  for (int ply = 0; ply < 3; ++ply) {
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    for (const Turn& t : legal) {
      if (!pos.at(t.moves[t.size - 1].to()).empty()) continue;
      parser::RecordMove m;
      m.turn = t;
      Undo u;
      pos.do_turn(t, u);
      r.moves.push_back(m);
      break;
    }
  }
  return r;
}

// Every score in a text: "+12.34", "-0.50", "#3", "#-2".
QStringList scoresIn(const QString& text) {
  static const QRegularExpression re(QStringLiteral("(?:^|[\\s(\\[>])([+-]\\d+\\.\\d\\d|#-?\\d+)"));
  QStringList out;
  for (auto it = re.globalMatch(text); it.hasNext();) out << it.next().captured(1);
  return out;
}

// All scores of a text are Red's winning ones, and there are at least `n`.
void expectRedWinning(const QString& text, int n, const char* where) {
  const QStringList scores = scoresIn(text);
  EXPECT_GE(scores.size(), n) << where << ": " << text.toStdString();
  for (const QString& s : scores)
    EXPECT_FALSE(s.startsWith(QLatin1Char('-')) || s.startsWith(QStringLiteral("#-")))
        << where << " shows " << s.toStdString() << ", not Red's score: " << text.toStdString();
}

QString pdfText(const parser::GameRecord& g, const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly)) return {};
  render::PublicationOptions o;
  o.language = render::Language::En;
  if (!render::write_pdf({g}, o, f)) return {};
  f.close();
  QProcess p;
  p.start(QStringLiteral("pdftotext"),
          {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
  if (!p.waitForFinished(30000) || p.exitCode() != 0) return {};
  return QString::fromUtf8(p.readAllStandardOutput());
}

}  // namespace

TEST(ScoreConvention, EveryOutputShowsRedsScore) {
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());

  // The annotation `saban analyze` and the worker write (app/analyze_file, app/worker: annotate, then the
  // writer; tests/app checks the worker's stored record): each move's evaluation as data, from Red's side
  parser::GameRecord analysed = winningGame();
  analysis::Searcher searcher;
  analysis::AnnotateOptions options;
  options.limits = analysis::SearchLimits{2, 0, 0, 1};
  analysis::annotate(analysed, searcher, options);
  const std::string annotated = parser::write_game(analysed, {});
  EXPECT_NE(annotated.find("[%eval "), std::string::npos) << annotated;
  parser::ReadGame read = parser::read_game(annotated, "annotated.ctr", 1);
  ASSERT_TRUE(read.record) << annotated;
  const parser::GameRecord& game = *read.record;
  ASSERT_EQ(game.moves.size(), 3u);
  for (const parser::RecordMove& m : game.moves) {
    ASSERT_TRUE(m.evaluation) << annotated;
    EXPECT_GT(parser::evaluation_value(*m.evaluation), 300) << annotated;
    EXPECT_EQ(m.evaluation->depth, 2);
    for (const std::string& c : m.comments) EXPECT_EQ(c.find("[%eval"), std::string::npos) << c;
  }
  // The structured evaluation round-trips through the writer and the reader
  const std::string again = parser::write_game(game, {});
  const parser::ReadGame reread = parser::read_game(again, "again.ctr", 1);
  ASSERT_TRUE(reread.record) << again;
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    EXPECT_EQ(reread.record->moves[i].evaluation, game.moves[i].evaluation) << again;
    EXPECT_EQ(reread.record->moves[i].comments, game.moves[i].comments) << again;
  }

  // The same scores written the old way (the mover's sign: Blue's moves negative) read the same
  std::string old = parser::write_game(winningGame(), {});
  parser::GameRecord oldGame = *parser::read_game(old, "old.ctr", 1).record;
  for (std::size_t i = 0; i < oldGame.moves.size(); ++i) {
    const parser::Evaluation& e = *game.moves[i].evaluation;
    const bool red = i % 2 == 0;
    oldGame.moves[i].comments.push_back(
        parser::evaluation_text(parser::first_player_evaluation(e.centipoints, e.mate, e.depth, red)) + "/" +
        std::to_string(e.depth));
  }
  old = parser::write_game(oldGame, {});
  EXPECT_NE(old.find("{-"), std::string::npos) << "the old form flips the sign for Blue's moves: " << old;
  const parser::ReadGame oldRead = parser::read_game(old, "old.ctr", 1);
  ASSERT_TRUE(oldRead.record);
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    EXPECT_EQ(oldRead.record->moves[i].evaluation, game.moves[i].evaluation) << old;
    EXPECT_TRUE(oldRead.record->moves[i].comments.empty()) << old;
  }

  // PDF and HTML: the scores after the moves, Red's, with a heading that says so
  const QString pdf = pdfText(game, dir.filePath(QStringLiteral("game.pdf")));
  ASSERT_FALSE(pdf.isEmpty()) << "pdftotext failed";
  EXPECT_TRUE(pdf.contains(QStringLiteral("scores from Red's side"))) << pdf.toStdString();
  expectRedWinning(pdf, 3, "the PDF");
  render::PublicationOptions html_options;
  const QString html = render::html_document({game}, html_options);
  EXPECT_TRUE(html.contains(QString::fromUtf8("điểm theo phía Đỏ"))) << "the Vietnamese heading";
  QString htmlScores;  // the evaluations after the moves (the page's SVG has numbers of its own)
  static const QRegularExpression evalSpan(QStringLiteral("<span class=\"eval\">([^<]*)</span>"));
  for (auto it = evalSpan.globalMatch(html); it.hasNext();) htmlScores += it.next().captured(1) + ' ';
  expectRedWinning(htmlScores, 3, "the HTML page");

  // The GUI: the move list (labelled), and the engine pane on a position with Blue to move
  GameDocument doc;
  doc.setRecord(game);
  MoveListView list(&doc);
  EXPECT_TRUE(list.movesText().contains(QStringLiteral("Scores from Red's side")))
      << list.movesText().toStdString();
  expectRedWinning(list.movesText(), 3, "the move list");

  doc.setPath(TreePath{{}, 1});
  ASSERT_EQ(doc.position().side_to_move(), Side::Blue);
  EnginePane pane(&doc);
  EXPECT_EQ(pane.lines()->headerItem()->text(0), QStringLiteral("Red"));
  EXPECT_TRUE(pane.lines()->headerItem()->toolTip(0).contains(QStringLiteral("Red's side")));
  int depth = 0;
  QObject::connect(pane.runner(), &EngineRunner::report, [&](const EngineReport& r) { depth = r.depth; });
  pane.startAnalysis();
  ASSERT_TRUE(waitUntil([&] { return depth >= 3; }, 20000));
  pane.stopAnalysis();
  ASSERT_GT(pane.lines()->topLevelItemCount(), 0);
  QString shown;
  for (int i = 0; i < pane.lines()->topLevelItemCount(); ++i)
    shown += pane.lines()->topLevelItem(i)->text(0) + ' ';
  expectRedWinning(shown, pane.lines()->topLevelItemCount(), "the engine pane");
}

}  // namespace saban::gui::test
