#include "gui/board/pointinfo.h"

#include <QCoreApplication>
#include <QStringList>

#include "parser/match.h"
#include "rules/airdefence.h"

namespace saban::gui {

QString pieceLetters(PieceType t, Notation n) {
  switch (n) {
    case Notation::RulebookVi:
      return QString::fromLatin1(parser::rulebook_letters(t, parser::Letters::Vi));
    case Notation::RulebookEn:
      return QString::fromLatin1(parser::rulebook_letters(t, parser::Letters::En));
    case Notation::San:
      break;
  }
  return QString(QLatin1Char(kFenLetters[index(t)]));
}

QString pieceMoves(PieceType t) {
  switch (t) {
    case PieceType::Commander:
      return QCoreApplication::translate(
          "PointInfo",
          "Any distance along a rank or file, never through a piece; captures only next to it; must "
          "never face the enemy commander on an open line");
    case PieceType::Infantry:
      return QCoreApplication::translate("PointInfo", "1 point along a rank or file, moving or capturing");
    case PieceType::Engineer:
      return QCoreApplication::translate(
          "PointInfo",
          "1 point along a rank or file, like infantry; carries artillery, anti-air guns and missiles "
          "across the river");
    case PieceType::Militia:
      return QCoreApplication::translate("PointInfo",
                                         "1 point in any of the 8 directions, moving or capturing");
    case PieceType::AntiAir:
      return QCoreApplication::translate(
          "PointInfo", "1 point along a rank or file; its air-defence zone (radius 1) stops enemy aircraft");
    case PieceType::Tank:
      return QCoreApplication::translate("PointInfo",
                                         "1 or 2 points along a rank or file, never through a piece");
    case PieceType::Artillery:
      return QCoreApplication::translate(
          "PointInfo",
          "1 to 3 points in any of the 8 directions; captures over pieces; crosses the river at a ford "
          "or with an engineer");
    case PieceType::Missile:
      return QCoreApplication::translate(
          "PointInfo",
          "1 or 2 points along a rank or file or 1 diagonally; captures over pieces; air-defence zone of "
          "radius 2");
    case PieceType::AirForce:
      return QCoreApplication::translate(
          "PointInfo",
          "1 to 4 points in any of the 8 directions, flying over pieces; enemy air-defence zones stop "
          "it");
    case PieceType::Navy:
      return QCoreApplication::translate(
          "PointInfo",
          "1 to 4 points in any of the 8 directions on water; its guns reach the land; air-defence "
          "zone of radius 1");
    case PieceType::Headquarters:
      return QCoreApplication::translate(
          "PointInfo", "Never moves; only its own commander may enter it; a hero (last guard) moves 1 point");
  }
  return {};
}

QString pieceText(Piece p) {
  return p.heroic() ? QCoreApplication::translate("PointInfo", "heroic %1").arg(pieceName(p.type()))
                    : pieceName(p.type());
}

QString unitText(const Stack& st) {
  if (st.empty()) return {};
  const QString carrier = pieceText(st.top());
  if (st.size == 1)
    return QCoreApplication::translate("PointInfo", "%1 %2", "side, piece").arg(sideName(st.side()), carrier);
  QStringList passengers;
  for (int i = 1; i < st.size; ++i) passengers << pieceText(st.pieces[static_cast<std::size_t>(i)]);
  return QCoreApplication::translate("PointInfo", "%1 %2 carrying %3", "side, carrier, passengers")
      .arg(sideName(st.side()), carrier, passengers.join(QCoreApplication::translate("PointInfo", " and ")));
}

QString terrainText(Square s) {
  const Square mouth[] = {Square(3, 5), Square(4, 5), Square(3, 6), Square(4, 6)};
  switch (board::terrain(s)) {
    case Terrain::Sea:
      return QCoreApplication::translate("PointInfo", "Sea: only the navy stands here");
    case Terrain::Mixed:
      for (Square m : mouth)
        if (m == s)
          return QCoreApplication::translate(
              "PointInfo", "River mouth: water and land, for the navy and land pieces alike");
      return QCoreApplication::translate("PointInfo",
                                         "Coast: water and land, for the navy and land pieces alike");
    case Terrain::Land:
      break;
  }
  if (s.rank() == 5 || s.rank() == 6)
    return board::is_ford_file(s.file())
               ? QCoreApplication::translate("PointInfo",
                                             "Land, at a ford: every piece may cross the river here")
               : QCoreApplication::translate("PointInfo",
                                             "Land, on the river bank: heavy pieces cross only at a ford");
  return QCoreApplication::translate("PointInfo", "Land");
}

QString airDefenceText(const Position& pos, Square s) {
  const bool red = air_defence_cover_count(pos, Side::Red, s) > 0;
  const bool blue = air_defence_cover_count(pos, Side::Blue, s) > 0;
  if (red && blue) return QCoreApplication::translate("PointInfo", "In both sides' air-defence zones");
  if (red) return QCoreApplication::translate("PointInfo", "In Red's air-defence zone");
  if (blue) return QCoreApplication::translate("PointInfo", "In Blue's air-defence zone");
  return {};
}

QString describePoint(const Position& pos, Square s) {
  const Stack& st = pos.at(s);
  QString text =
      st.empty()
          ? pointName(s)
          : QCoreApplication::translate("PointInfo", "%1: %2", "point: unit").arg(pointName(s), unitText(st));
  text += QLatin1Char('\n') + terrainText(s);
  if (const QString zones = airDefenceText(pos, s); !zones.isEmpty()) text += QLatin1Char('\n') + zones;
  return text;
}

}  // namespace saban::gui
