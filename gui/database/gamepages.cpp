#include "gui/database/gamepages.h"

#include "db/paging.h"

namespace saban::gui {

namespace {
std::optional<db::SortColumn> sortColumn(GameColumn c) {
  switch (c) {
    case GameColumn::Id:
      return db::SortColumn::Id;
    case GameColumn::Red:
      return db::SortColumn::Red;
    case GameColumn::Blue:
      return db::SortColumn::Blue;
    case GameColumn::Result:
      return db::SortColumn::Result;
    case GameColumn::Date:
      return db::SortColumn::Date;
    case GameColumn::Event:
      return db::SortColumn::Event;
    case GameColumn::Site:
      return db::SortColumn::Site;
    case GameColumn::Plies:
      return db::SortColumn::Plies;
    case GameColumn::Mode:
      break;
  }
  return std::nullopt;
}
}  // namespace

// The page after the last row loaded, by db/'s keyset paging (as fast at the millionth row as at the first).
GamePageResult fetchGamePage(db::Connection& c, const GamePageRequest& request) {
  db::PageRequest r;
  r.column = sortColumn(request.column).value_or(db::SortColumn::Date);
  r.descending = request.descending;
  r.limit = request.limit;
  if (request.after) r.after = db::PageCursor{request.after->first, request.after->second};
  if (request.before) r.before = db::PageCursor{request.before->first, request.before->second};
  r.last = request.last;
  db::GamePage page = db::search_page(c, request.filter, r);
  GamePageResult out;
  out.rows = std::move(page.rows);
  for (const auto& cursor : page.cursors) out.cursors.emplace_back(cursor.value, cursor.id);
  out.hasMore = page.has_next;
  out.hasPrevious = page.has_previous;
  return out;
}

long long countGames(db::Connection& c, const db::GameFilter& filter) {
  return db::count_games(c, filter, db::CountMode::Estimate).games;
}

bool canSortBy(GameColumn column) { return sortColumn(column).has_value(); }

}  // namespace saban::gui
