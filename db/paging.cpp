#include "db/paging.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdlib>

#include "db/internal/filter_sql.h"
#include "db/internal/game_rows.h"

namespace saban::db {

namespace {

std::atomic<long long> g_walk_threshold{-1};  // -1: a quarter of the games

struct ColumnSql {
  const char* name;
  // A column of `game`: the sort expression and its SQL type (an index of migration 4 holds (expression,
  // id)).
  const char* expr;
  const char* type;
  // A name column: the name table, and the expression of `game` that holds its id (0 for none).
  const char* table;
  const char* fk;
};

constexpr std::array<ColumnSql, 8> kColumns = {{
    {"date", "coalesce(g.date_from, 'infinity'::date)", "date", nullptr, nullptr},
    {"red", nullptr, nullptr, "player", "g.red_id"},
    {"blue", nullptr, nullptr, "player", "g.blue_id"},
    {"event", nullptr, nullptr, "event", "coalesce(g.event_id, 0)"},
    {"site", nullptr, nullptr, "site", "coalesce(g.site_id, 0)"},
    {"result", "g.result", "text", nullptr, nullptr},
    {"plies", "g.ply_count", "integer", nullptr, nullptr},
    {"id", "g.id", "bigint", nullptr, nullptr},
}};

constexpr const char* kGameColumns =
    "g.id, g.red_id, g.blue_id, g.event_id, g.site_id, g.date_text, g.result, g.mode, g.termination, "
    "g.ply_count";

// "Plan Rows" of the statement's top node, from EXPLAIN's JSON.
double planned_rows(Connection& c, const std::string& sql, const std::vector<Param>& params) {
  const std::string plan = c.exec("EXPLAIN (FORMAT JSON) " + sql, params).text(0, 0);
  const auto at = plan.find("\"Plan Rows\":");
  if (at == std::string::npos) return 0;
  return std::strtod(plan.c_str() + at + 12, nullptr);
}

struct Fetched {
  GameRow row;
  PageCursor cursor;
};

// Runs a statement choosing the rows of a page from `game g` (its columns kGameColumns and sort_value), joins
// their names, and reads them in the page's order.
std::vector<Fetched> run(Connection& c, const std::string& inner, const std::vector<Param>& params,
                         const char* dir) {
  const std::string sql = "SELECT " + game_row_columns("c") + ", c.sort_value::text FROM (" + inner + ") c" +
                          game_row_joins("c") + " ORDER BY c.sort_value" + dir + ", c.id" + dir;
  Rows rows = c.exec(sql, params);
  std::vector<Fetched> out;
  out.reserve(static_cast<std::size_t>(rows.size()));
  for (int i = 0; i < rows.size(); ++i) {
    Fetched f;
    f.row = game_row_at(rows, i);
    const GameRow& g = f.row;
    f.cursor = {rows.text(i, 10), g.id};
    out.push_back(std::move(f));
  }
  return out;
}

// The names of a name column (games without event or site have id 0 and name '').
std::string names_of(const ColumnSql& col) {
  std::string names = std::string("SELECT id, name FROM ") + col.table;
  if (std::string_view(col.table) != "player") names += " UNION ALL SELECT 0, ''";
  return names;
}

// A name column's page by walking the names in order, a window of names at a time: the window's games are
// read through the (name id, id) index, a page's worth a name at most, and the next window is read only when
// the page is not full yet (windows grow fourfold, for filters that keep few games a name).
std::vector<Fetched> walk_names(Connection& c, const FilterSql& filter, const ColumnSql& col, bool ascending,
                                const std::optional<PageCursor>& from, long long limit) {
  const char* dir = ascending ? " ASC" : " DESC";
  const char* cmp = ascending ? " > " : " < ";
  std::vector<Fetched> out;
  std::optional<std::string> after_name;  // the last name of the previous window
  for (long long window = 64;; window = std::min<long long>(window * 4, 4096)) {
    std::vector<Param> np;
    std::string cond;
    if (after_name)
      np.emplace_back(*after_name), cond = std::string(" WHERE n.name") + cmp + "$1::text";
    else if (from)
      np.emplace_back(from->value),
          cond = std::string(" WHERE n.name") + (ascending ? " >= " : " <= ") + "$1::text";
    Rows names = c.exec("SELECT n.id, n.name FROM (" + names_of(col) + ") n" + cond + " ORDER BY n.name" +
                            dir + " LIMIT " + std::to_string(window),
                        np);
    if (names.size() == 0) break;
    std::vector<long long> ids;
    for (int i = 0; i < names.size(); ++i) ids.push_back(names.integer(i, 0));
    FilterSql s = filter;  // the filter's parameters, then ours
    const std::string lim = s.param(std::to_string(limit - static_cast<long long>(out.size()))) + "::bigint";
    std::string games_after;
    if (from && !after_name)
      games_after = " AND (n.name" + std::string(cmp) + s.param(from->value) + "::text OR g.id" + cmp +
                    s.param(std::to_string(from->id)) + "::bigint)";
    const std::string inner = std::string("SELECT x.*, n.name AS sort_value FROM (") + names_of(col) +
                              ") n CROSS JOIN LATERAL (SELECT " + kGameColumns + " FROM game g WHERE " +
                              col.fk + " = n.id" + s.where + games_after + " ORDER BY g.id" + dir +
                              " LIMIT " + lim + ") x WHERE n.id = ANY(" + s.param(int_array(ids)) +
                              "::bigint[]) ORDER BY n.name" + dir + ", x.id" + dir + " LIMIT " + lim;
    for (Fetched& f : run(c, inner, s.params, dir)) out.push_back(std::move(f));
    if (static_cast<long long>(out.size()) >= limit || names.size() < window) break;
    after_name = names.text(names.size() - 1, 1);
  }
  return out;
}

// Up to `limit` rows of the order (ascending or not) that follow `from` (exclusive; none: from the start),
// with the filter's conditions; rows the filter keeps on the client side are not left out here.
std::vector<Fetched> fetch(Connection& c, const FilterSql& filter, const ColumnSql& col, bool ascending,
                           const std::optional<PageCursor>& from, long long limit) {
  FilterSql s = filter;  // the parameters of this statement: the filter's, then ours
  const char* dir = ascending ? " ASC" : " DESC";
  const char* cmp = ascending ? " > " : " < ";
  if (col.table) {
    // With a selective filter, the matching games are found through the filter's indexes and sorted: walking
    // the names would go through most games to find a page of the few that match. The walk reads about (games
    // / matches) rows for each row kept: it pays when the filter keeps a quarter of the games or more (the
    // player search "nguyen", 7 % of a million games: walking 1.1 s, sorting 0.1 s).
    if (!filter.where.empty()) {
      const double matches = planned_rows(c, "SELECT 1 FROM game g WHERE true" + filter.where, filter.params);
      long long threshold = g_walk_threshold.load();
      if (threshold < 0) threshold = static_cast<long long>(planned_rows(c, "SELECT 1 FROM game", {}) / 4);
      if (matches <= static_cast<double>(threshold)) {
        std::string after;
        if (from)
          after = std::string(" AND (n.name, g.id)") + cmp + "(" + s.param(from->value) + "::text, " +
                  s.param(std::to_string(from->id)) + "::bigint)";
        const std::string lim = s.param(std::to_string(limit)) + "::bigint";
        return run(c,
                   std::string("SELECT ") + kGameColumns + ", n.name AS sort_value FROM game g JOIN (" +
                       names_of(col) + ") n ON n.id = " + col.fk + " WHERE true" + s.where + after +
                       " ORDER BY n.name" + dir + ", g.id" + dir + " LIMIT " + lim,
                   s.params, dir);
      }
    }
    return walk_names(c, filter, col, ascending, from, limit);
  }
  std::string after;
  if (from) {
    const std::string id = s.param(std::to_string(from->id)) + "::bigint";
    if (std::string_view(col.name) == "id")
      after = " AND g.id" + std::string(cmp) + id;
    else
      after = std::string(" AND (") + col.expr + ", g.id)" + cmp + "(" + s.param(from->value) +
              "::" + col.type + ", " + id + ")";
  }
  const std::string lim = s.param(std::to_string(limit)) + "::bigint";
  return run(c,
             std::string("SELECT ") + kGameColumns + ", " + col.expr +
                 " AS sort_value FROM game g WHERE true" + s.where + after + " ORDER BY " + col.expr + dir +
                 ", g.id" + dir + " LIMIT " + lim,
             s.params, dir);
}

// Up to `want` rows that pass the filter, following `from`. A position filter kept on the client side reads
// the order in chunks, sized by the share of games through the position, and keeps the games in its list.
std::vector<Fetched> fetch_kept(Connection& c, const FilterSql& s, const ColumnSql& col, bool ascending,
                                std::optional<PageCursor> from, long long want) {
  if (!s.client_side) {
    auto rows = fetch(c, s, col, ascending, from, want);
    for (Fetched& f : rows) f.row.ply = s.ply_of(f.row.id);
    return rows;
  }
  const long long total =
      std::max<long long>(1, c.one_row("SELECT greatest(reltuples, 1)::bigint FROM pg_class "
                                       "WHERE oid = 'game'::regclass")
                                 .integer(0, 0));
  const double share = std::min(1.0, static_cast<double>(s.found.size()) / static_cast<double>(total));
  // At least the rows wanted (a caller may want every game), else about what should hold them, at most
  // 100,000.
  const double expected = std::min(1e9, static_cast<double>(want) / std::max(share, 1e-9) * 1.25 + 16);
  long long chunk = std::max(want, std::min<long long>(static_cast<long long>(expected), 100000));
  std::vector<Fetched> kept;
  for (;;) {
    auto rows = fetch(c, s, col, ascending, from, chunk);
    if (!rows.empty()) from = rows.back().cursor;  // before the rows kept are moved away
    for (Fetched& f : rows) {
      if (!s.holds(f.row.id)) continue;
      f.row.ply = s.ply_of(f.row.id);
      kept.push_back(std::move(f));
      if (static_cast<long long>(kept.size()) == want) return kept;
    }
    if (static_cast<long long>(rows.size()) < chunk) return kept;
    chunk = std::max(chunk, std::min<long long>(chunk * 2, 100000));
  }
}

}  // namespace

std::optional<SortColumn> sort_column_by_name(std::string_view name) {
  for (std::size_t i = 0; i < kColumns.size(); ++i)
    if (name == kColumns[i].name) return static_cast<SortColumn>(i);
  return std::nullopt;
}

void set_name_walk_threshold(long long games) { g_walk_threshold = games; }
long long name_walk_threshold() { return g_walk_threshold; }

const char* sort_column_name(SortColumn c) { return kColumns[static_cast<std::size_t>(c)].name; }

GamePage search_page(Connection& c, const GameFilter& filter, const PageRequest& request) {
  GamePage page;
  if (request.limit <= 0) return page;
  const FilterSql s = filter_sql(c, filter);
  if (s.position && s.found.empty()) return page;
  const ColumnSql& col = kColumns[static_cast<std::size_t>(request.column)];
  // A previous or last page is read backwards from its end, then turned round.
  const bool backwards = request.last || (request.before && !request.after);
  const std::optional<PageCursor> from = request.last ? std::nullopt
                                         : backwards  ? request.before
                                                      : request.after;
  const long long want = static_cast<long long>(request.limit) + 1;  // one more tells whether there is more
  auto rows = fetch_kept(c, s, col, request.descending == backwards, from, want);
  const bool more = static_cast<long long>(rows.size()) == want;
  if (more) rows.pop_back();
  if (backwards) std::reverse(rows.begin(), rows.end());
  for (Fetched& f : rows) {
    page.rows.push_back(std::move(f.row));
    page.cursors.push_back(std::move(f.cursor));
  }
  if (request.last)
    page.has_previous = more;
  else if (backwards)
    page.has_previous = more, page.has_next = true;
  else
    page.has_previous = from.has_value(), page.has_next = more;
  return page;
}

GameCount count_games(Connection& c, const GameFilter& filter, CountMode mode) {
  FilterSql s = filter_sql(c, filter);
  if (s.position && s.found.empty()) return {0, true};
  if (s.client_side && s.where.empty()) return {static_cast<long long>(s.found.size()), true};
  const std::string from = " FROM game g WHERE true" + s.where;
  if (mode == CountMode::Estimate) {
    double rows = planned_rows(c, "SELECT 1" + from, s.params);
    if (s.client_side) {
      // The position's share of the games, applied to the other conditions' estimate.
      const double total = std::max(1.0, planned_rows(c, "SELECT 1 FROM game", {}));
      rows *= static_cast<double>(s.found.size()) / total;
    }
    // Small counts are cheap to make exact.
    if (rows >= 20000) return {static_cast<long long>(rows + 0.5), false};
  }
  if (s.client_side) {
    std::vector<long long> games;
    games.reserve(s.found.size());
    for (const PositionEntry& e : s.found) games.push_back(e.game);
    const std::string ids = s.param(int_array(games));
    return {c.one_row("SELECT count(*)" + from + " AND g.id = ANY(" + ids + "::bigint[])", s.params)
                .integer(0, 0),
            true};
  }
  return {c.one_row("SELECT count(*)" + from, s.params).integer(0, 0), true};
}

}  // namespace saban::db
