// The game list's data source: pages of games matching a filter in a sort order, and their count. A thin
// adapter over db/ (the only place the GUI's paging meets the library).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/pq.h"
#include "db/queries.h"

namespace saban::gui {

/// Sortable columns of the game list (the order of GameListModel's columns).
enum class GameColumn { Id, Red, Blue, Result, Date, Event, Site, Plies, Mode };

struct GamePageRequest {
  db::GameFilter filter;
  GameColumn column = GameColumn::Date;
  bool descending = false;
  /// The last row loaded so far (its sort value and id), absent for the first page; `loaded` rows before it.
  std::optional<std::pair<std::string, long long>> after;
  /// The first row loaded (the page before it is asked for when the list grows upwards).
  std::optional<std::pair<std::string, long long>> before;
  /// The last page of the order (after and before are then ignored).
  bool last = false;
  int loaded = 0;
  int limit = 100;
};

struct GamePageResult {
  std::vector<db::GameRow> rows;
  std::vector<std::pair<std::string, long long>> cursors;  ///< each row's place in the order
  bool hasMore = false;
  bool hasPrevious = false;
};

/// The next page of games.
GamePageResult fetchGamePage(db::Connection& c, const GamePageRequest& request);
/// How many games match (estimated on large tables); -1 when unknown.
long long countGames(db::Connection& c, const db::GameFilter& filter);
/// Can the list be sorted by this column?
bool canSortBy(GameColumn column);

}  // namespace saban::gui
