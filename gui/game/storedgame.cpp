#include "gui/game/storedgame.h"

#include "gui/core/problemtext.h"

namespace saban::gui {

StoredGame readStoredGame(db::Connection& c, long long id) {
  auto g = app::load_stored_game(c, id);
  if (!g) return {std::nullopt, loadErrorText(g.error())};
  return {std::move(*g), {}};
}

}  // namespace saban::gui
