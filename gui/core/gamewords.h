// The names of the game modes, endings and rules the database stores (rules/' keys: "naval", "checkmate",
// "official"), in the interface's language: the one home of their translation, for the game list, the filters
// and the statistics.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <string>

namespace saban::gui {

struct GameWords {
  Q_DECLARE_TR_FUNCTIONS(saban::gui::GameWords)
 public:
  /// "full", "naval", "air", "land" as "full battle"…; another key as it is.
  static QString modeName(const std::string& key);
  /// A Termination value ("checkmate", "move limit", "?" when the game does not say) as words; an unknown
  /// value (a record's own) as it is.
  static QString endingName(const std::string& key);
  /// A game's rules as the database stores them: Commander Chess's profiles ("official", "cotulenh") and
  /// Cờ Đông Sơn's rule options ("default"; options that differ, "gift_safety=all", as they are).
  static QString rulesName(const std::string& key);
};

}  // namespace saban::gui
