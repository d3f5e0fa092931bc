// How moves and judgements are shown: the rulebook notation in Vietnamese or English letters, or SAN; the
// judgements' colours and names.
#pragma once

#include <QColor>
#include <QString>
#include <vector>

#include "parser/record.h"
#include "rules/position.h"

namespace saban::gui {

enum class Notation { RulebookVi, RulebookEn, San };

/// The notation chosen in the settings (default: rulebook, Vietnamese letters).
Notation currentNotation();
void setCurrentNotation(Notation n);

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
