// The WHERE clause of a game filter (db/queries.h), shared by the searches, the game list's pages and the
// counts. Internal to db/.
#pragma once

#include <string>
#include <vector>

#include "db/chunks.h"
#include "db/pq.h"
#include "db/queries.h"

namespace saban::db {

/// A game filter as SQL over `game g`: conditions joined by AND (starting " AND ..."), with their parameters.
struct FilterSql {
  std::string where;          ///< " AND ..." conditions (empty: every game)
  std::vector<Param> params;  ///< $1.. of `where`
  /// A position filter: the games through the position from the position index, by game id.
  std::vector<PositionEntry> found;
  bool position = false;
  /// The position's games are too many to send to the server as a list of ids (the start position: every
  /// game): `where` leaves them out, and the caller keeps the rows whose id is in `found` (see `holds`).
  bool client_side = false;

  /// Adds a parameter and returns its placeholder ($n).
  std::string param(std::string value);
  /// Is the game among the position's games (always true without a position filter)?
  bool holds(long long game) const;
  /// The first ply where the game reaches the filter's position.
  std::optional<int> ply_of(long long game) const;
};

/// The LIKE pattern of a substring of a name's search key (db/internal/names.h), its %, _ and \\ taken
/// literally.
std::string contains_pattern(const std::string& s);

/// Builds the conditions of `f` (looks the position up in the position index when there is one).
FilterSql filter_sql(Connection& c, const GameFilter& f);

}  // namespace saban::db
