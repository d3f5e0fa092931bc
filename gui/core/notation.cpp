#include "gui/core/notation.h"

#include <QCoreApplication>
#include <QSettings>

#include "parser/writer.h"
#include "rules/movegen.h"
#include "rules/san.h"

namespace saban::gui {

Notation currentNotation() {
  const int v = QSettings().value(QStringLiteral("notation"), 0).toInt();
  return v >= 0 && v <= 2 ? static_cast<Notation>(v) : Notation::RulebookVi;
}

void setCurrentNotation(Notation n) {
  if (n == currentNotation()) return;
  QSettings().setValue(QStringLiteral("notation"), static_cast<int>(n));
  Q_EMIT NotationSignals::instance()->changed();
}

parser::Dialect dialectOf(Notation n) {
  return n == Notation::San ? parser::Dialect::San : parser::Dialect::Rulebook;
}

CoordinateChoice coordinateChoice() {
  const int v = QSettings().value(QStringLiteral("coordinates"), 0).toInt();
  return v >= 0 && v <= 2 ? static_cast<CoordinateChoice>(v) : CoordinateChoice::FollowNotation;
}

void setCoordinateChoice(CoordinateChoice c) {
  if (c == coordinateChoice()) return;
  QSettings().setValue(QStringLiteral("coordinates"), static_cast<int>(c));
  Q_EMIT NotationSignals::instance()->changed();
}

board::CoordinateStyle currentCoordinates() {
  switch (coordinateChoice()) {
    case CoordinateChoice::Rulebook:
      return board::CoordinateStyle::Rulebook;
    case CoordinateChoice::Algebraic:
      return board::CoordinateStyle::Algebraic;
    case CoordinateChoice::FollowNotation:
      break;
  }
  return parser::coordinate_style(dialectOf(currentNotation()));
}

QString pointName(Square s) { return QString::fromStdString(board::point_name(s, currentCoordinates())); }

NotationSignals* NotationSignals::instance() {
  static NotationSignals* const notifier = new NotationSignals();  // lives as long as the program
  return notifier;
}

// The rulebook token or the SAN of a turn; SAN needs the legal list for disambiguation.
QString turnText(const Position& before, const Turn& turn, Notation n) {
  if (n == Notation::San) {
    Position pos = before;
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    return QString::fromStdString(to_san(before, turn, legal));
  }
  const auto letters = n == Notation::RulebookEn ? parser::Letters::En : parser::Letters::Vi;
  return QString::fromStdString(parser::rulebook_token(before, turn, letters));
}

// The legal turn whose long notation (what the opening tree stores) is `lan`.
bool turnFromLan(Position pos, const QString& lan, Turn& out) {
  const auto t = parse_lan(pos, lan.toStdString());
  if (t) out = *t;
  return t.ok();
}

QColor judgementColor(parser::Judgement j) {
  using parser::Judgement;
  switch (j) {
    case Judgement::Brilliant:
      return QColor(0x26, 0xa6, 0x9a);
    case Judgement::Good:
      return QColor(0x5b, 0x8b, 0x2e);
    case Judgement::Inaccuracy:
      return QColor(0xd4, 0xa0, 0x17);
    case Judgement::Mistake:
      return QColor(0xe0, 0x6c, 0x1b);
    case Judgement::Blunder:
      return QColor(0xd3, 0x2f, 0x2f);
    case Judgement::None:
      break;
  }
  return {};
}

QString judgementName(parser::Judgement j) {
  using parser::Judgement;
  switch (j) {
    case Judgement::Brilliant:
      return QCoreApplication::translate("Judgement", "Brilliant move");
    case Judgement::Good:
      return QCoreApplication::translate("Judgement", "Good move");
    case Judgement::Inaccuracy:
      return QCoreApplication::translate("Judgement", "Inaccuracy");
    case Judgement::Mistake:
      return QCoreApplication::translate("Judgement", "Mistake");
    case Judgement::Blunder:
      return QCoreApplication::translate("Judgement", "Blunder");
    case Judgement::None:
      break;
  }
  return QCoreApplication::translate("Judgement", "No judgement");
}

const std::vector<parser::Judgement>& allJudgements() {
  using parser::Judgement;
  static const std::vector<Judgement> all = {Judgement::None,       Judgement::Brilliant, Judgement::Good,
                                             Judgement::Inaccuracy, Judgement::Mistake,   Judgement::Blunder};
  return all;
}

QString sideName(Side s) {
  return s == Side::Red ? QCoreApplication::translate("Side", "Red")
                        : QCoreApplication::translate("Side", "Blue");
}

QString pieceName(PieceType t) {
  switch (t) {
    case PieceType::Commander:
      return QCoreApplication::translate("Piece", "commander");
    case PieceType::Infantry:
      return QCoreApplication::translate("Piece", "infantry");
    case PieceType::Engineer:
      return QCoreApplication::translate("Piece", "engineer");
    case PieceType::Militia:
      return QCoreApplication::translate("Piece", "militia");
    case PieceType::AntiAir:
      return QCoreApplication::translate("Piece", "anti-air gun");
    case PieceType::Tank:
      return QCoreApplication::translate("Piece", "tank");
    case PieceType::Artillery:
      return QCoreApplication::translate("Piece", "artillery");
    case PieceType::Missile:
      return QCoreApplication::translate("Piece", "missile");
    case PieceType::AirForce:
      return QCoreApplication::translate("Piece", "air force");
    case PieceType::Navy:
      return QCoreApplication::translate("Piece", "navy");
    case PieceType::Headquarters:
      return QCoreApplication::translate("Piece", "headquarters");
  }
  return {};
}

}  // namespace saban::gui
