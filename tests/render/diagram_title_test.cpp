// A diagram's SVG says what it shows in a <title> (read by screen readers, shown as a tooltip), written by
// `saban export --format svg` as by the HTML export: the position (a game's players and the move it follows)
// and the side to move, in the language of --lang, with the game's own sides.
#include <gtest/gtest.h>

#include <QRegularExpression>

#include "render/published_game.h"
#include "rules/dongson/position.h"
#include "saban_cli.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;

namespace {

// The text of the SVG's <title>, which must be the <svg>'s first child; empty when there is none.
QString title_of(const QString& svg) {
  const QRegularExpression re(QStringLiteral("<svg[^>]*>\\s*<title>([^<]*)</title>"));
  const QRegularExpressionMatch m = re.match(svg);
  return m.hasMatch() ? m.captured(1) : QString();
}

const QString kStart = QStringLiteral(
    "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 b - - 0 1");

}  // namespace

TEST(DiagramTitle, SvgOfAFenNamesTheSideToMoveInTheLanguage) {
  const SabanRun vi = run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                                 QStringLiteral("--fen"), kStart});
  ASSERT_EQ(vi.status, 0) << vi.err.toStdString();
  EXPECT_EQ(title_of(vi.out_text()), QStringLiteral("Thế cờ, Xanh đi trước"))
      << vi.out.left(400).toStdString();
  const SabanRun en =
      run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                 QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--fen"), kStart});
  ASSERT_EQ(en.status, 0) << en.err.toStdString();
  EXPECT_EQ(title_of(en.out_text()), QStringLiteral("Position, Blue to move"));
}

TEST(DiagramTitle, SvgOfAGamesPlyNamesThePlayersAndTheMove) {
  const SabanRun out =
      run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                 QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--ply"), QStringLiteral("3"),
                 QStringLiteral(SABAN_FIXTURES "/annotated-game-2.ctr")});
  ASSERT_EQ(out.status, 0) << out.err.toStdString();
  const QString t = title_of(out.out_text());
  // "<Red's player> – <Blue's player>, position after 2., Blue to move"
  EXPECT_TRUE(t.contains(QStringLiteral(" – "))) << t.toStdString();
  EXPECT_TRUE(t.endsWith(QStringLiteral(", position after 2., Blue to move"))) << t.toStdString();
  const SabanRun start =
      run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                 QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--ply"), QStringLiteral("0"),
                 QStringLiteral(SABAN_FIXTURES "/annotated-game-2.ctr")});
  ASSERT_EQ(start.status, 0) << start.err.toStdString();
  EXPECT_TRUE(title_of(start.out_text()).endsWith(QStringLiteral(", starting position, Red to move")))
      << title_of(start.out_text()).toStdString();
}

TEST(DiagramTitle, CoDongSonNamesItsOwnSides) {
  DsDiagram d;
  d.position = dongson::Position::start();
  const QString svg = any_diagram_svg(d, DiagramStyle::print(), 440, diagram_title(d, Language::En));
  EXPECT_EQ(title_of(svg), QStringLiteral("Position, Thủy to move"));
  // With no title given, one is written all the same (the GUI's "Save board as SVG")
  EXPECT_FALSE(title_of(any_diagram_svg(d, DiagramStyle::print())).isEmpty());
}
