#include "database/gamepages.h"

namespace saban::gui {

// Until keyset paging is in db/, pages are read as a growing prefix of search_games (its order: date, id).
GamePageResult fetchGamePage(db::Connection& c, const GamePageRequest& request) {
  db::GameFilter f = request.filter;
  f.limit = request.loaded + request.limit + 1;
  std::vector<db::GameRow> all = db::search_games(c, f);
  GamePageResult out;
  for (std::size_t i = static_cast<std::size_t>(request.loaded); i < all.size() && out.rows.size() < static_cast<std::size_t>(request.limit); ++i) {
    out.cursors.emplace_back(all[i].date, all[i].id);
    out.rows.push_back(std::move(all[i]));
  }
  out.hasMore = all.size() > static_cast<std::size_t>(request.loaded + request.limit);
  return out;
}

long long countGames(db::Connection&, const db::GameFilter&) { return -1; }

bool canSortBy(GameColumn column) { return column == GameColumn::Date; }

}  // namespace saban::gui
