// The rows of a game list (db/queries.h GameRow) with their names, shared by the pages of the game list and
// the player report. Internal to db/.
#pragma once

#include <string>

#include "db/pq.h"
#include "db/queries.h"

namespace saban::db {

/// The select list of a GameRow over `alias`, a subquery of `game` rows joined by games_join (10 columns, in
/// GameRow's order: id, red, blue, event, site, date, result, mode, termination, plies).
std::string game_row_columns(const std::string& alias);
/// The joins that name the players, event and site of the games of `alias` (r, b, e, t).
std::string game_row_joins(const std::string& alias);
/// The GameRow of row `i` of a result whose first columns are game_row_columns.
GameRow game_row_at(const Rows& rows, int i);

}  // namespace saban::db
