// `saban export` from the command line: diagrams of a FEN or of a game's ply, byte-identical runs, and clear
// errors (exit status 2, a message saying what is wrong) for bad input.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

struct Output {
  int status = -1;
  QByteArray out, err;
};

Output saban(const QStringList& args) {
  QProcess p;
  p.start(QStringLiteral(SABAN_CLI), args);
  EXPECT_TRUE(p.waitForFinished(120000));
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
          p.readAllStandardError()};
}

const QString kStart = QStringLiteral(
    "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1");
const QString kExample = QStringLiteral(SABAN_SAMPLES "/rulebook/mot-nuoc-co-hay.ctr");

}  // namespace

TEST(ExportCli, SvgOfAFenTwiceIsTheSameBytes) {
  const Output a = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                          QStringLiteral("--fen"), kStart});
  const Output b = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                          QStringLiteral("--fen"), kStart});
  ASSERT_EQ(a.status, 0) << a.err.toStdString();
  EXPECT_EQ(a.out, b.out);
  EXPECT_EQ(a.out.count("data-pieces="), 38);
}

TEST(ExportCli, PdfAndHtmlOfTwoRunsAreTheSameBytes) {
  // Two processes: anything that depends on the process (hash seeds, addresses, time) would show here
  for (const char* format : {"pdf", "html"}) {
    const QStringList args = {QStringLiteral("export"),
                              QStringLiteral("--format"),
                              QString::fromLatin1(format),
                              QStringLiteral("--diagrams"),
                              QStringLiteral("every:1"),
                              kExample,
                              QStringLiteral(SABAN_SAMPLES "/../tests/render/data/annotated_vi.ctr")};
    const Output a = saban(args);
    const Output b = saban(args);
    ASSERT_EQ(a.status, 0) << a.err.toStdString();
    EXPECT_GT(a.out.size(), 5000);
    EXPECT_TRUE(a.out == b.out) << format << " differs between two runs";
  }
}

TEST(ExportCli, PngOfAGamesPly) {
  QTemporaryDir dir;
  const QString png = dir.filePath(QStringLiteral("d.png"));
  const Output r = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("png"),
                          QStringLiteral("--ply"), QStringLiteral("3"), QStringLiteral("--size"),
                          QStringLiteral("300"), QStringLiteral("-o"), png, kExample});
  ASSERT_EQ(r.status, 0) << r.err.toStdString();
  QFile f(png);
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  EXPECT_TRUE(f.read(8).startsWith("\x89PNG"));
  // The same ply as SVG: the position after 1... P4,4@L2,6>* 2. P2,9@P2,6 K2,2@P2,6>*: a blue air force on g3
  const Output svg = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                            QStringLiteral("--ply"), QStringLiteral("3"), kExample});
  ASSERT_EQ(svg.status, 0) << svg.err.toStdString();
  const QRegularExpression blue_plane_on_g3(
      QStringLiteral("data-square=\"g3\"[^>]*data-pieces=\"\\+?f\" data-side=\"blue\""));
  EXPECT_TRUE(blue_plane_on_g3.match(QString::fromUtf8(svg.out)).hasMatch());
  const QRegularExpression empty_c3(QStringLiteral("data-square=\"c3\"[^>]*data-y=\"[0-9.]+\">"));
  EXPECT_TRUE(empty_c3.match(QString::fromUtf8(svg.out)).hasMatch()) << "the plane left c3";
}

TEST(ExportCli, BadInputIsAClearError) {
  const Output fen = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                            QStringLiteral("--fen"), QStringLiteral("6c4/11 r")});
  EXPECT_EQ(fen.status, 2);
  EXPECT_TRUE(fen.err.contains("invalid FEN")) << fen.err.toStdString();
  const Output ply = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("png"),
                            QStringLiteral("--ply"), QStringLiteral("99"), kExample});
  EXPECT_EQ(ply.status, 2);
  EXPECT_TRUE(ply.err.contains("--ply 99: game 1 has 7 plies")) << ply.err.toStdString();
  const Output both = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"),
                             QStringLiteral("--fen"), kStart});
  EXPECT_EQ(both.status, 2);
  EXPECT_TRUE(both.err.contains("--format svg or png")) << both.err.toStdString();
  const Output broken = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"),
                               QStringLiteral(SABAN_SAMPLES "/broken/illegal-move.ctr")});
  EXPECT_EQ(broken.status, 1);  // an unreadable game is a failure (1), not bad usage
  EXPECT_TRUE(broken.err.contains("illegal-move.ctr:")) << broken.err.toStdString();
  EXPECT_TRUE(broken.out.isEmpty());
  const Output every = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"),
                              QStringLiteral("--diagrams"), QStringLiteral("every:x"), kExample});
  EXPECT_EQ(every.status, 2);
  EXPECT_TRUE(every.err.contains("every:N")) << every.err.toStdString();
}

TEST(ExportCli, FailuresAreStatusOneAndUselessOptionsAreSaid) {
  QTemporaryDir dir;
  // An output that cannot be written, and no games to export: failures (1), not bad usage (2)
  const Output unwritable =
      saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"),
             QStringLiteral("-o"), dir.filePath(QStringLiteral("no/such/dir/book.pdf")), kExample});
  EXPECT_EQ(unwritable.status, 1) << unwritable.err.toStdString();
  EXPECT_TRUE(unwritable.err.contains("cannot write")) << unwritable.err.toStdString();
  const QString empty = dir.filePath(QStringLiteral("empty.ctr"));
  QFile f(empty);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.close();
  const Output none =
      saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"), empty});
  EXPECT_EQ(none.status, 1) << none.err.toStdString();
  EXPECT_TRUE(none.err.contains("no games to export")) << none.err.toStdString();
  // Options that can do nothing for these games say so, and the book is written
  const Output judged = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"),
                               QStringLiteral("--diagrams"), QStringLiteral("judged"),
                               QStringLiteral("--size"), QStringLiteral("300"), kExample});
  EXPECT_EQ(judged.status, 0) << judged.err.toStdString();
  EXPECT_TRUE(judged.err.contains("--diagrams judged: no game has a judged move"))
      << judged.err.toStdString();
  EXPECT_TRUE(judged.err.contains("--size: for svg and png only")) << judged.err.toStdString();
  EXPECT_TRUE(judged.out.startsWith("%PDF"));
  const Output swings = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"),
                               QStringLiteral("--diagrams"), QStringLiteral("swings:3"), kExample});
  EXPECT_EQ(swings.status, 0);
  EXPECT_TRUE(swings.err.contains("no game has the engine's evaluations")) << swings.err.toStdString();
  const Output every = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"),
                              QStringLiteral("--diagrams"), QStringLiteral("every:2"), kExample});
  EXPECT_TRUE(every.err.isEmpty()) << every.err.toStdString();  // 7 plies: a diagram after move 2
}

TEST(ExportCli, ProgressShowsOnStderrWhenAskedFor) {
  const QStringList args = {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"),
                            QStringLiteral(SABAN_SAMPLES "/rulebook/selfplay-vi.ctr")};
  const Output quiet = saban(args);  // stderr is a pipe here: no progress unless asked
  ASSERT_EQ(quiet.status, 0) << quiet.err.toStdString();
  EXPECT_TRUE(quiet.err.isEmpty()) << quiet.err.toStdString();
  const Output shown = saban(QStringList(args) << QStringLiteral("--progress"));
  ASSERT_EQ(shown.status, 0) << shown.err.toStdString();
  for (const char* line : {"export: prepared 12 of 12 games\n", "export: paged 12 of 12 games\n",
                           "export: wrote 12 of 12 games\n"})
    EXPECT_TRUE(shown.err.contains(line)) << line << shown.err.toStdString();
  EXPECT_TRUE(shown.out == quiet.out) << "the progress changes nothing in the book";
}

TEST(ExportCli, TheBooksNotationIsTheEditors) {
  for (const auto& [notation, seen, unseen] :
       {std::tuple{"vi", "K1,4_1,3", "Af1.4_1.3"}, std::tuple{"en", "Af1.4_1.3", "K1,4_1,3"}}) {
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("book.pdf"));
    const Output r = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"),
                            QStringLiteral("--notation"), QString::fromLatin1(notation), QStringLiteral("-o"),
                            pdf, QStringLiteral(SABAN_SAMPLES "/rulebook/selfplay-vi.ctr")});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    ASSERT_TRUE(p.waitForFinished(60000));
    const QByteArray text = p.readAllStandardOutput();
    EXPECT_TRUE(text.contains(seen)) << notation;
    EXPECT_FALSE(text.contains(unseen)) << notation;
  }
  const Output bad = saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"),
                            QStringLiteral("--notation"), QStringLiteral("fr"), kExample});
  EXPECT_EQ(bad.status, 2);
}
