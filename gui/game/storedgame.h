// A game of the database read for the game page (app::load_stored_game) in the shape Database::query hands to
// the GUI thread: the game, or why it could not be read. Opening a game and reloading one another client
// changed read it alike.
#pragma once

#include <QString>
#include <optional>

#include "app/load_game.h"

namespace saban::gui {

struct StoredGame {
  std::optional<app::LoadedGame> game;
  QString error;  ///< when there is no game: app::LoadError's message
};

/// Game `id` of the database on `c` (run on the database thread).
StoredGame readStoredGame(db::Connection& c, long long id);

}  // namespace saban::gui
