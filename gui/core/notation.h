// How moves and judgements are shown: the rulebook notation in Vietnamese or English letters, or SAN; the
// judgements' colours and names.
#pragma once

#include <QColor>
#include <QObject>
#include <QString>
#include <vector>

#include "parser/record.h"
#include "rules/position.h"

namespace saban::gui {

enum class Notation { RulebookVi, RulebookEn, San };

/// The notation chosen in the settings (default: rulebook, Vietnamese letters).
Notation currentNotation();
void setCurrentNotation(Notation n);
/// The dialect a notation writes.
parser::Dialect dialectOf(Notation n);

/// How the board's edges and the messages name points: as the notation of the move list does (the
/// default), or always in one style (View → Board coordinates; kept in the settings).
enum class CoordinateChoice { FollowNotation, Rulebook, Algebraic };
CoordinateChoice coordinateChoice();
void setCoordinateChoice(CoordinateChoice c);
/// The style points are named in now: the choice, or the current notation's (parser::coordinate_style).
board::CoordinateStyle currentCoordinates();
/// A point's name in currentCoordinates(): "3,5" (row, column) or "f4".
QString pointName(Square s);

/// Says when the notation or the coordinate choice changes, so that what shows points can redraw.
class NotationSignals : public QObject {
  Q_OBJECT
 public:
  static NotationSignals* instance();
 Q_SIGNALS:
  void changed();
};

/// One turn as text in `before` (the position before it).
QString turnText(const Position& before, const Turn& turn, Notation n = currentNotation());
/// The legal turn of `pos` whose long notation (the opening tree's key) is `lan`, if any.
bool turnFromLan(Position pos, const QString& lan, Turn& out);

/// The colour a judgement is shown in (lichess's: blue brilliant, green good, yellow, orange, red).
QColor judgementColor(parser::Judgement j);
/// The judgement's name in the interface language.
QString judgementName(parser::Judgement j);
/// All judgements, None first.
const std::vector<parser::Judgement>& allJudgements();

/// "Red" / "Blue" in the interface language.
QString sideName(Side s);
/// The name of a piece type in the interface language.
QString pieceName(PieceType t);

}  // namespace saban::gui
