#include "gui/core/gamewords.h"

namespace saban::gui {

QString GameWords::modeName(const std::string& key) {
  if (key == "full") return tr("full battle");
  if (key == "naval") return tr("naval battle");
  if (key == "air") return tr("air battle");
  if (key == "land") return tr("land battle");
  if (key == "dongson") return QStringLiteral("Cờ Đông Sơn");  // its games' mode: the game's name, per row
  return QString::fromStdString(key);
}

QString GameWords::rulesName(const std::string& key) {
  if (key == "official") return tr("official rules");
  if (key == "cotulenh") return tr("cotulenh platform's rules");
  if (key == "default") return tr("default rules");
  return QString::fromStdString(key);
}

// The values rules/ writes (termination_name of both games), the importers' "move limit" and PGN's own.
QString GameWords::endingName(const std::string& key) {
  if (key == "?" || key.empty()) return tr("not given");
  if (key == "checkmate") return tr("checkmate");
  if (key == "commander captured") return tr("commander captured");
  if (key == "stalemate") return tr("stalemate");
  if (key == "threefold repetition") return tr("threefold repetition");
  if (key == "repetition") return tr("repetition");
  if (key == "battle won") return tr("battle won");
  if (key == "palace") return tr("palace entry");
  if (key == "bare-than") return tr("only a Thần left");
  if (key == "fifty-move") return tr("fifty moves without progress");
  if (key == "move limit") return tr("move limit");
  if (key == "normal") return tr("normal end");
  if (key == "time forfeit") return tr("time forfeit");
  if (key == "abandoned") return tr("abandoned");
  if (key == "adjudication") return tr("adjudication");
  if (key == "rules infraction") return tr("rules infraction");
  if (key == "unterminated") return tr("unfinished");
  return QString::fromStdString(key);
}

}  // namespace saban::gui
