// Copy and paste of games and positions as text (Edit → Copy the game, Copy the position, Paste): the game
// as the record File → Save writes (in the notation shown), the position as FEN; a pasted FEN of either game
// sets up that position as a new game, a pasted record opens as a new game, and anything else is refused
// with the reader's own words (where and why).
#pragma once

#include <QString>
#include <variant>

#include "app/load_game.h"

namespace saban::gui {

class GameDocument;

/// The open game as a record (GameDocument::fileText) and its cursor's position in FEN, to the clipboard.
void copyGame(const GameDocument& doc);
void copyPosition(const GameDocument& doc);

/// What a text holds: a game to open (a record, or a new game from a position), or why it holds none.
using PastedGame = std::variant<app::LoadedGame, QString>;
PastedGame readPastedText(const QString& text);

}  // namespace saban::gui
