#include "gui/game/storedgame.h"

namespace saban::gui {

StoredGame readStoredGame(db::Connection& c, long long id) {
  auto g = app::load_stored_game(c, id);
  if (!g) return {std::nullopt, QString::fromStdString(g.error().message)};
  return {std::move(*g), {}};
}

}  // namespace saban::gui
