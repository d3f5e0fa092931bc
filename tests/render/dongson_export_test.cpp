// `saban export` of Cờ Đông Sơn games ([Variant "dongson"]) and positions: the SVG of a ply read back against
// the rules' position, the PNG's Cung and check, --flip, --coordinates, and the options the game has not
// (exit 2).
#include <gtest/gtest.h>

#include <QImage>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <fstream>
#include <map>

#include "parser/reader.h"
#include "render/dongson_diagram.h"
#include "saban_cli.h"

namespace {

using saban::render::test::run_saban;
using saban::render::test::SabanRun;

const QString kDongson = QStringLiteral(SABAN_SAMPLES "/dong-son/selfplay-depth3-annotated.pgn");

// data-square → data-pieces of every square of a Cờ Đông Sơn SVG ("" when empty), and data-y.
std::map<QString, std::pair<QString, double>> svg_squares(const QByteArray& svg) {
  std::map<QString, std::pair<QString, double>> out;
  QXmlStreamReader xml(svg);
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement() || xml.attributes().value(QLatin1String("class")) != QLatin1String("point"))
      continue;
    const auto a = xml.attributes();
    out[a.value(QLatin1String("data-square")).toString()] = {a.value(QLatin1String("data-pieces")).toString(),
                                                             a.value(QLatin1String("data-y")).toDouble()};
  }
  EXPECT_FALSE(xml.hasError());
  return out;
}

saban::parser::dongson::DsRecord dongson_sample() {
  std::ifstream in(kDongson.toStdString(), std::ios::binary);
  saban::parser::RecordReader reader(in, "sample");
  saban::parser::ReadGame g;
  EXPECT_TRUE(reader.next(g));
  EXPECT_TRUE(g.dongson.has_value());
  return g.dongson ? *g.dongson : saban::parser::dongson::DsRecord{};
}

}  // namespace

TEST(DongsonExport, SvgOfAGamesPlyIsThePositionTheRulesGive) {
  const auto record = dongson_sample();
  const saban::dongson::Game game = record.game();
  const int plies = static_cast<int>(record.moves.size());
  ASSERT_GT(plies, 30);
  for (int ply : {0, 4, 30, -1}) {
    QStringList args = {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                        kDongson};
    if (ply >= 0) args << QStringLiteral("--ply") << QString::number(ply);
    const SabanRun r = run_saban(args);
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const auto squares = svg_squares(r.out);
    ASSERT_EQ(squares.size(), 81u);
    const saban::dongson::Position& pos =
        ply < 0 ? game.position() : game.position_at(static_cast<std::size_t>(ply));
    for (saban::dongson::Square s = 0; s < saban::dongson::kSquares; ++s) {
      const saban::dongson::Piece p = pos.at(s);
      EXPECT_EQ(squares.at(QString::fromStdString(saban::dongson::square_name(s))).first,
                p.empty() ? QString() : QString(QLatin1Char(p.fen_char())))
          << "ply " << ply << ", " << saban::dongson::square_name(s);
    }
  }
  // --flip: Sơn at the bottom
  const SabanRun flipped =
      run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                 QStringLiteral("--flip"), QStringLiteral("--ply"), QStringLiteral("0"), kDongson});
  ASSERT_EQ(flipped.status, 0) << flipped.err.toStdString();
  const auto f = svg_squares(flipped.out);
  EXPECT_LT(f.at(QStringLiteral("e1")).second, f.at(QStringLiteral("e9")).second);
}

TEST(DongsonExport, PngShowsTheCungAndTheThanInCheck) {
  QTemporaryDir dir;
  const QString png = dir.filePath(QStringLiteral("ds.png"));
  // After 2... Nb7+ (ply 4) Thủy's Thần on a5 is in check
  const SabanRun r = run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("png"),
                                QStringLiteral("--ply"), QStringLiteral("4"), QStringLiteral("--size"),
                                QStringLiteral("450"), QStringLiteral("-o"), png, kDongson});
  ASSERT_EQ(r.status, 0) << r.err.toStdString();
  QImage img(png);
  ASSERT_EQ(img.width(), 450);
  const saban::render::DiagramStyle style = saban::render::DiagramStyle::colour();
  EXPECT_NEAR(img.height(), 450 / saban::render::ds_diagram_aspect(style), 1.0);
  const auto g = saban::render::ds_board_geometry(QRectF(0, 0, img.width(), img.height()), false, style);
  auto at = [&](const char* square) {
    return img.pixelColor(
        (g.centre(*saban::dongson::parse_square(square)) + QPointF(0.4 * g.cell, 0.4 * g.cell)).toPoint());
  };
  EXPECT_EQ(at("d4"), at("f6"));  // the Cung shaded alike
  EXPECT_NE(at("d4"), at("g4"));
  EXPECT_EQ(at("g4"), at("c4"));
  const QColor check = at("a5");
  EXPECT_GT(check.red(), check.green() + 40) << "the Thần in check on a5";
  // --coordinates none: no margins for labels, so the board is taller for the same width
  const SabanRun bare =
      run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("png"),
                 QStringLiteral("--coordinates"), QStringLiteral("none"), QStringLiteral("--size"),
                 QStringLiteral("450"), QStringLiteral("-o"), png, kDongson});
  ASSERT_EQ(bare.status, 0) << bare.err.toStdString();
  EXPECT_GT(QImage(png).height(), img.height());
}

TEST(DongsonExport, FenAndOptionsTheGameHasNot) {
  const QString start = QStringLiteral("lvngtgnvl/bdbdbdbdb/9/9/9/9/9/BDBDBDBDB/LVNGTGNVL w BHbh - 0 1");
  const SabanRun fen =
      run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                 QStringLiteral("--game"), QStringLiteral("dongson"), QStringLiteral("--fen"), start});
  ASSERT_EQ(fen.status, 0) << fen.err.toStdString();
  EXPECT_EQ(fen.out.count("data-pieces="), 36);
  EXPECT_EQ(fen.out.count("data-side=\"son\""), 18);
  EXPECT_TRUE(fen.out.contains("data-square=\"e5\" data-zone=\"tam\""));
  const SabanRun bad = run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                                  QStringLiteral("--game"), QStringLiteral("dongson"),
                                  QStringLiteral("--fen"), QStringLiteral("lvngtgnvl/9 w")});
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(bad.err.contains("invalid Cờ Đông Sơn FEN")) << bad.err.toStdString();
  const SabanRun rulebook =
      run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                 QStringLiteral("--coordinates"), QStringLiteral("rulebook"), kDongson});
  EXPECT_EQ(rulebook.status, 2);
  EXPECT_TRUE(rulebook.err.contains("Cờ Đông Sơn has no rulebook notation")) << rulebook.err.toStdString();
  EXPECT_TRUE(rulebook.out.isEmpty());
  const SabanRun air = run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("png"),
                                  QStringLiteral("--air-defence"), QStringLiteral("both"), kDongson});
  EXPECT_EQ(air.status, 2);
  EXPECT_TRUE(air.err.contains("no air defence")) << air.err.toStdString();
  const SabanRun game =
      run_saban({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("svg"),
                 QStringLiteral("--game"), QStringLiteral("chess"), kDongson});
  EXPECT_EQ(game.status, 2);
  EXPECT_TRUE(game.err.contains("commander or dongson")) << game.err.toStdString();
}
