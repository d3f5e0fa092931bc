// The game list in pages (keyset pagination): any sort column, either direction, ties broken by game id; the
// next, previous, first and last pages cost the same however deep they are, so a list of a million games
// scrolls. And the number of games a filter matches, exact or estimated.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/pq.h"
#include "db/queries.h"

namespace saban::db {

enum class SortColumn { Date, Red, Blue, Event, Site, Result, Plies, Id };

/// "date", "red", "blue", "event", "site", "result", "plies", "id" (nullopt for another word).
std::optional<SortColumn> sort_column_by_name(std::string_view name);
const char* sort_column_name(SortColumn c);

/// A row's place in the order: its sort value as text (a date "YYYY-MM-DD", "infinity" for a game without a
/// date; a name, "" for a game without event or site; a result; a ply count) and its game id.
struct PageCursor {
  std::string value;
  long long id = 0;
  friend bool operator==(const PageCursor&, const PageCursor&) = default;
};

struct PageRequest {
  SortColumn column = SortColumn::Date;
  bool descending = false;
  std::optional<PageCursor> after;   ///< the page that follows this row (the next page)
  std::optional<PageCursor> before;  ///< the page that ends just before this row (the previous page)
  bool last = false;                 ///< the last page (after and before are then ignored)
  int limit = 50;                    ///< rows a page, 1..10,000
};

struct GamePage {
  std::vector<GameRow> rows;        ///< in the requested order
  std::vector<PageCursor> cursors;  ///< each row's cursor (for the next request's after or before)
  bool has_previous = false, has_next = false;
};

/// One page of the games that match `filter`, sorted by `request.column` (then by id) in the request's
/// direction. Games without a date sort after every date, games without event or site before every name
/// (ascending). A request with neither cursor nor `last` gives the first page. Throws std::invalid_argument
/// for a bad limit.
GamePage search_page(Connection& c, const GameFilter& filter, const PageRequest& request);

/// A position filter whose games are more than this (20,000 by default) is not sent to the server as a list
/// of ids: the games are read in order and those in the list kept. Tests lower it to reach that path.
void set_position_ids_limit(std::size_t games);
std::size_t position_ids_limit();

/// A page sorted by a name column is read by walking the names in order when the filter may match more than
/// this many games (the planner's estimate; by default, -1, a quarter of the games), else by sorting the
/// matches. Tests change it to reach both ways.
void set_name_walk_threshold(long long games);
long long name_walk_threshold();

enum class CountMode { Exact, Estimate };
struct GameCount {
  long long games = 0;
  bool exact = false;  ///< an Estimate request may still be answered exactly when that is cheap
};
/// How many games match `filter`: exact (counted), or estimated from the planner's statistics (instant on any
/// size; counted exactly when the estimate is small or the filter is a position alone).
GameCount count_games(Connection& c, const GameFilter& filter, CountMode mode = CountMode::Exact);

}  // namespace saban::db
