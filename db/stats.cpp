#include "db/stats.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <tuple>
#include <unordered_map>

#include "db/internal/bulk_indexes.h"
#include "db/internal/filter_sql.h"
#include "db/internal/game_rows.h"

namespace saban::db {

namespace {

// Reads count, Red wins, draws, Blue wins, unfinished from five columns starting at `col`.
Results results_at(const Rows& r, int row, int col) {
  return {r.integer(row, col), r.integer(row, col + 1), r.integer(row, col + 2), r.integer(row, col + 3),
          r.integer(row, col + 4)};
}

// The five counts of Results over the games of a group (winner: 1 Red, 0 draw, -1 Blue, NULL unfinished).
constexpr const char* kResultCounts =
    "count(*), count(*) FILTER (WHERE winner = 1), count(*) FILTER (WHERE winner = 0), "
    "count(*) FILTER (WHERE winner = -1), count(*) FILTER (WHERE winner IS NULL)";

// A player's record from the Results of the games they played with one colour.
Record record_of(const Results& r, Side side) {
  Record out;
  out.games = r.games;
  out.draws = r.draws;
  out.wins = side == Side::Red ? r.red_wins : r.blue_wins;
  out.losses = side == Side::Red ? r.blue_wins : r.red_wins;
  return out;
}

void most_first(std::vector<ResultsBy>& v) {
  std::sort(v.begin(), v.end(), [](const ResultsBy& a, const ResultsBy& b) {
    return a.results.games != b.results.games ? a.results.games > b.results.games : a.key < b.key;
  });
}

}  // namespace

double Results::red_score() const {
  const long long finished = red_wins + draws + blue_wins;
  return finished ? (static_cast<double>(red_wins) + 0.5 * static_cast<double>(draws)) /
                        static_cast<double>(finished)
                  : 0.0;
}

double Record::score() const {
  const long long finished = wins + draws + losses;
  return finished
             ? (static_cast<double>(wins) + 0.5 * static_cast<double>(draws)) / static_cast<double>(finished)
             : 0.0;
}

Record& Record::operator+=(const Record& o) {
  games += o.games, wins += o.wins, draws += o.draws, losses += o.losses;
  return *this;
}

Record PlayerReport::total() const {
  Record r = as_red;
  r += as_blue;
  return r;
}

namespace {

// What the statistics are made of, whichever way they were counted (from the summary or from every game).
struct Tallies {
  Results total;
  double average_plies = 0;
  int shortest = 0, longest = 0;
  std::vector<long long> lost;  // pieces lost by slot of game.captures (Red's types, then Blue's)
  long long other_games = 0;
  std::vector<ResultsBy> by_mode, by_ending, by_profile, by_year;
  std::map<int, long long> bins;
  std::vector<OpeningLine> openings;
  std::unordered_map<long long, Record> players;
};

// The statistics from their tallies: groupings in order, `top` openings and players (names read).
DatabaseStats assemble(Connection& c, Tallies t, int top, Variant variant) {
  DatabaseStats s;
  s.variant = variant;
  const int types = games::with_game(variant, [](auto g) { return decltype(g)::kPieceTypes; });
  s.total = t.total;
  s.average_plies = t.average_plies;
  s.shortest = t.shortest;
  s.longest = t.longest;
  t.lost.resize(static_cast<std::size_t>(2 * types), 0);
  for (int i = 0; i < types; ++i)
    s.captures.push_back(
        {i, t.lost[static_cast<std::size_t>(i)], t.lost[static_cast<std::size_t>(types + i)]});
  s.other_games = t.other_games;
  if (s.total.games == 0) return s;

  s.by_mode = std::move(t.by_mode);
  s.by_ending = std::move(t.by_ending);
  s.by_profile = std::move(t.by_profile);
  s.by_year = std::move(t.by_year);
  most_first(s.by_mode);
  most_first(s.by_ending);
  most_first(s.by_profile);
  std::sort(s.by_year.begin(), s.by_year.end(), [](const ResultsBy& a, const ResultsBy& b) {
    return (a.key == "?") != (b.key == "?") ? b.key == "?" : a.key < b.key;
  });
  for (int b = 0; b * s.bin_width <= s.longest; ++b) {
    const auto at = t.bins.find(b);
    s.lengths.push_back({b * s.bin_width, (b + 1) * s.bin_width, at == t.bins.end() ? 0 : at->second});
  }
  std::vector<OpeningLine> openings = std::move(t.openings);
  std::sort(openings.begin(), openings.end(), [](const OpeningLine& a, const OpeningLine& b) {
    return a.results.games != b.results.games ? a.results.games > b.results.games : a.moves < b.moves;
  });
  if (static_cast<int>(openings.size()) > top) openings.resize(static_cast<std::size_t>(std::max(0, top)));
  s.openings = std::move(openings);

  // The players with most games, ties by name: the counts are per id, so the names of those with as many
  // games as the last one kept are read, then sorted.
  std::vector<std::pair<long long, Record>> by_games(t.players.begin(), t.players.end());
  std::sort(by_games.begin(), by_games.end(),
            [](const auto& a, const auto& b) { return a.second.games > b.second.games; });
  std::size_t keep = std::min(by_games.size(), static_cast<std::size_t>(std::max(0, top)));
  if (keep > 0)
    while (keep < by_games.size() && by_games[keep].second.games == by_games[keep - 1].second.games) ++keep;
  std::vector<long long> ids;
  for (std::size_t i = 0; i < keep; ++i) ids.push_back(by_games[i].first);
  const Rows names = c.exec("SELECT id, name FROM player WHERE id = ANY($1::bigint[])", {int_array(ids)});
  std::unordered_map<long long, std::string> name_of;
  for (int i = 0; i < names.size(); ++i) name_of[names.integer(i, 0)] = names.text(i, 1);
  for (std::size_t i = 0; i < keep; ++i)
    s.top_players.push_back({by_games[i].first, name_of[by_games[i].first], by_games[i].second});
  std::sort(s.top_players.begin(), s.top_players.end(), [](const PlayerLine& a, const PlayerLine& b) {
    return a.record.games != b.record.games ? a.record.games > b.record.games : a.name < b.name;
  });
  if (static_cast<int>(s.top_players.size()) > top)
    s.top_players.resize(static_cast<std::size_t>(std::max(0, top)));
  return s;
}

// Adds the five counts of Results (games, Red wins, draws, Blue wins, unfinished) from column `col` on to
// `r`.
void add_results(Results& r, const Rows& rows, int row, int col) {
  const Results o = results_at(rows, row, col);
  r.games += o.games, r.red_wins += o.red_wins, r.draws += o.draws, r.blue_wins += o.blue_wins;
  r.unfinished += o.unfinished;
}

}  // namespace

DatabaseStats statistics(Connection& c, int top, Variant variant) {
  Tallies t;
  const std::string game = variant_name(variant);
  // Every row of this game's counts, summed here by key (compacted rows, and the fresh rows of writers
  // since).
  const Rows r = c.exec(
      "SELECT kind, key, games, red_wins, draws, blue_wins, unfinished FROM game_stat WHERE variant = $1",
      {game});
  std::map<std::pair<std::string, std::string>, Results> groups;
  for (int i = 0; i < r.size(); ++i) add_results(groups[{r.text(i, 0), r.text(i, 1)}], r, i, 2);
  bool any = false;
  for (auto& [kk, res] : groups) {
    const auto& [kind, key] = kk;
    if (res.games == 0) continue;  // every game of that key gone
    if (kind == "mode")
      t.by_mode.push_back({key, res});
    else if (kind == "ending")
      t.by_ending.push_back({key, res});
    else if (kind == "profile")
      t.by_profile.push_back({key, res});
    else if (kind == "year")
      t.by_year.push_back({key, res});
    else if (kind == "opening")
      t.openings.push_back({key, res});
    else if (kind == "red")
      t.players[std::stoll(key)] += record_of(res, Side::Red);
    else if (kind == "blue")
      t.players[std::stoll(key)] += record_of(res, Side::Blue);
    else if (kind == "plies") {
      const int ply = std::stoi(key);
      t.bins[ply / DatabaseStats{}.bin_width] += res.games;
      t.total.games += res.games, t.total.red_wins += res.red_wins, t.total.draws += res.draws;
      t.total.blue_wins += res.blue_wins, t.total.unfinished += res.unfinished;
      t.shortest = any ? std::min(t.shortest, ply) : ply;
      t.longest = any ? std::max(t.longest, ply) : ply;
      any = true;
    }
  }
  // The mean as avg() computes it (numeric division, then float8): the same double as the full computation.
  const Rows a = c.exec(
      "SELECT coalesce((sum(key::bigint * games) / nullif(sum(games), 0))::float8, 0), "
      "(SELECT coalesce(sum(games), 0) FROM game_stat WHERE variant = $2 AND kind = 'plies') "
      "FROM game_stat WHERE variant = $1 AND kind = 'plies'",
      {game, std::string(variant_name(games::other_game(variant)))});
  t.average_plies = a.real(0, 0);
  t.other_games = a.integer(0, 1);
  const Rows l =
      c.exec("SELECT slot, sum(lost)::bigint FROM game_stat_capture WHERE variant = $1 GROUP BY 1 ORDER BY 1",
             {game});
  for (int i = 0; i < l.size(); ++i) {
    const long long slot = l.integer(i, 0);
    if (slot < 1 || slot > 64) continue;
    if (t.lost.size() < static_cast<std::size_t>(slot)) t.lost.resize(static_cast<std::size_t>(slot), 0);
    t.lost[static_cast<std::size_t>(slot - 1)] = l.integer(i, 1);
  }
  return assemble(c, std::move(t), top, variant);
}

DatabaseStats statistics_full(Connection& c, int top, Variant variant) {
  Tallies t;
  const std::string game = variant_name(variant);
  // One pass for the totals, lengths and captured pieces (of the game's own piece types).
  const int types = games::with_game(variant, [](auto g) { return decltype(g)::kPieceTypes; });
  std::string sums =
      std::string("SELECT ") + kResultCounts +
      ", coalesce(avg(ply_count), 0)::float8, coalesce(min(ply_count), 0), coalesce(max(ply_count), 0)";
  for (int i = 1; i <= 2 * types; ++i) sums += ", coalesce(sum(captures[" + std::to_string(i) + "]), 0)";
  const Rows s = c.exec(sums + " FROM counted_game WHERE variant = $1", {game});
  t.total = results_at(s, 0, 0);
  t.average_plies = s.real(0, 5);
  t.shortest = static_cast<int>(s.integer(0, 6));
  t.longest = static_cast<int>(s.integer(0, 7));
  for (int i = 0; i < 2 * types; ++i) t.lost.push_back(s.integer(0, 8 + i));
  t.other_games = c.exec("SELECT count(*) FROM counted_game WHERE variant = $1",
                         {std::string(variant_name(games::other_game(variant)))})
                      .integer(0, 0);
  if (t.total.games == 0) return assemble(c, std::move(t), top, variant);

  // One more pass for every grouping: GROUPING() tells which set a row belongs to (a bit set for each column
  // not grouped, the first column the highest bit).
  const Rows g = c.exec(
      std::string(
          "SELECT GROUPING(mode, ending, profile, year, bin, opening, red_id, blue_id), mode, ending, "
          "profile, year, bin, opening, red_id, blue_id, ") +
          kResultCounts +
          " FROM (SELECT mode, coalesce(termination, '?') AS ending, profile, "
          "coalesce(extract(year FROM date_from)::int::text, '?') AS year, ply_count / $1::int AS "
          "bin, opening, red_id, blue_id, winner FROM counted_game WHERE variant = $2) x GROUP BY GROUPING "
          "SETS ((mode), (ending), (profile), (year), (bin), (opening), (red_id), (blue_id))",
      {std::to_string(DatabaseStats{}.bin_width), game});
  for (int i = 0; i < g.size(); ++i) {
    const int bits = static_cast<int>(g.integer(i, 0));
    const Results r = results_at(g, i, 9);
    auto grouped = [&](int column) { return (bits & (1 << (7 - column))) == 0; };
    if (grouped(0))
      t.by_mode.push_back({g.text(i, 1), r});
    else if (grouped(1))
      t.by_ending.push_back({g.text(i, 2), r});
    else if (grouped(2))
      t.by_profile.push_back({g.text(i, 3), r});
    else if (grouped(3))
      t.by_year.push_back({g.text(i, 4), r});
    else if (grouped(4))
      t.bins[static_cast<int>(g.integer(i, 5))] += r.games;
    else if (grouped(5)) {
      if (!g.null(i, 6)) t.openings.push_back({g.text(i, 6), r});
    } else if (grouped(6))
      t.players[g.integer(i, 7)] += record_of(r, Side::Red);
    else if (grouped(7))
      t.players[g.integer(i, 8)] += record_of(r, Side::Blue);
  }
  return assemble(c, std::move(t), top, variant);
}

namespace {

// A player's games of one colour that share a year (or an opening), with their results from Red's side.
struct PlayerGroup {
  Side side = Side::Red;
  bool year = true;  // else an opening
  std::string key;
  Results results;
};

// The reports of the players whose names contain `name` who played `variant`, their groups (of that game's
// games) read by `groups_of`.
// `walk`: the latest games of a player of many games may be read by walking the date index (else always
// through the players' indexes, as the reference does).
template <class GroupsOf>
std::vector<PlayerReport> reports(Connection& c, const std::string& name, int recent, int top,
                                  Variant variant, bool walk, GroupsOf groups_of) {
  std::vector<PlayerReport> out;
  // The number of games, as the planner knows it (no count: -1 when the table was never analysed).
  const double all_games =
      walk ? c.one_row("SELECT reltuples::float8 FROM pg_class WHERE oid = 'game'::regclass").real(0, 0) : 0;
  if (all_games < 0) walk = false;
  const Rows players =
      c.exec("SELECT id, name FROM player WHERE search_key LIKE $1 ORDER BY name", {contains_pattern(name)});
  for (int p = 0; p < players.size(); ++p) {
    PlayerReport rep;
    rep.id = players.integer(p, 0);
    rep.name = players.text(p, 1);
    const std::string id = std::to_string(rep.id);
    std::map<std::string, Record> years;
    const std::vector<PlayerGroup> groups = groups_of(id);
    if (groups.empty()) continue;  // no game of this game (every game has a year group, "?" if undated)
    for (const PlayerGroup& g : groups) {
      const Record r = record_of(g.results, g.side);
      if (g.year) {
        (g.side == Side::Red ? rep.as_red : rep.as_blue) += r;
        years[g.key] += r;
      } else {
        rep.openings.push_back({g.key, g.side, r});
      }
    }
    for (auto& [year, r] : years)
      if (year != "?") rep.by_year.push_back({year, r});
    if (const auto unknown = years.find("?"); unknown != years.end())
      rep.by_year.push_back({"?", unknown->second});
    std::sort(rep.openings.begin(), rep.openings.end(), [](const PlayerOpening& a, const PlayerOpening& b) {
      return a.record.games != b.record.games ? a.record.games > b.record.games
             : a.side != b.side               ? a.side == Side::Red
                                              : a.moves < b.moves;
    });
    if (static_cast<int>(rep.openings.size()) > top)
      rep.openings.resize(static_cast<std::size_t>(std::max(0, top)));
    // The latest games. A player of many games (reading `recent` of them in the date index, every game from
    // the latest on, costs less than reading all theirs: recent × all games < their games²) walks the date
    // index backwards, the dated games, then the undated ones; the others read each colour's games through
    // its (player, id) index, merged by date. Both give the games in the order (date_from DESC NULLS LAST, id
    // DESC).
    const long long games = rep.total().games;
    const std::string limit = std::to_string(std::max(0, recent));
    const std::string columns =
        "SELECT id, date_from, red_id, blue_id, event_id, site_id, date_text, result, mode, termination, "
        "ply_count FROM counted_game WHERE variant = $3 AND ";
    std::string latest;
    if (walk && static_cast<double>(std::max(0, recent)) * all_games < static_cast<double>(games) * games) {
      const std::string player = "(red_id = $1::bigint OR blue_id = $1::bigint)";
      latest = "SELECT * FROM ((" + columns +
               "coalesce(date_from, 'infinity'::date) < 'infinity'::date AND " + player +
               " ORDER BY coalesce(date_from, 'infinity'::date) DESC, id DESC LIMIT $2::int) UNION ALL (" +
               columns + "coalesce(date_from, 'infinity'::date) = 'infinity'::date AND " + player +
               " ORDER BY coalesce(date_from, 'infinity'::date) DESC, id DESC LIMIT $2::int)) u ORDER BY "
               "date_from "
               "DESC NULLS LAST, id DESC LIMIT $2::int";
    } else {
      latest = columns + "red_id = $1::bigint UNION " + columns +
               "blue_id = $1::bigint ORDER BY date_from DESC NULLS LAST, id DESC LIMIT $2::int";
    }
    const Rows r = c.exec("SELECT " + game_row_columns("g") + " FROM (" + latest + ") g" +
                              game_row_joins("g") + " ORDER BY g.date_from DESC NULLS LAST, g.id DESC",
                          {id, limit, std::string(variant_name(variant))});
    for (int i = 0; i < r.size(); ++i) rep.recent.push_back(game_row_at(r, i));
    out.push_back(std::move(rep));
  }
  return out;
}

}  // namespace

std::vector<PlayerReport> player_reports(Connection& c, const std::string& name, int recent, int top,
                                         Variant variant) {
  const std::string game(variant_name(variant));
  return reports(c, name, recent, top, variant, true, [&](const std::string& id) {
    // The player's counts by colour, year or opening and result in this game, summed here (fresh rows too):
    // an index-only scan of the player's rows of the game.
    const Rows g = c.exec(
        "SELECT side, kind, key, games, red_wins, draws, blue_wins, unfinished FROM player_stat WHERE "
        "player_id = $1::bigint AND variant = $2",
        {id, game});
    std::map<std::tuple<int, std::string, std::string>, Results> groups;
    for (int i = 0; i < g.size(); ++i)
      add_results(groups[{static_cast<int>(g.integer(i, 0)), g.text(i, 1), g.text(i, 2)}], g, i, 3);
    std::vector<PlayerGroup> out;
    for (auto& [k, r] : groups)
      if (r.games != 0)
        out.push_back(
            {std::get<0>(k) == 1 ? Side::Red : Side::Blue, std::get<1>(k) == "year", std::get<2>(k), r});
    return out;
  });
}

std::vector<PlayerReport> player_reports_full(Connection& c, const std::string& name, int recent, int top,
                                              Variant variant) {
  const std::string game(variant_name(variant));
  return reports(c, name, recent, top, variant, false, [&](const std::string& id) {
    // The player's games from their side, grouped by colour and year, and by colour and opening.
    const Rows g = c.exec(
        std::string("SELECT GROUPING(year, opening), side, year, opening, ") + kResultCounts +
            " FROM (SELECT 'red' AS side, coalesce(extract(year FROM date_from)::int::text, '?') AS year, "
            "opening, winner FROM counted_game WHERE red_id = $1::bigint AND variant = $2 UNION ALL SELECT "
            "'blue', coalesce(extract(year FROM date_from)::int::text, '?'), opening, winner FROM "
            "counted_game "
            "WHERE blue_id = $1::bigint AND variant = $2) x GROUP BY GROUPING SETS ((side, year), (side, "
            "opening))",
        {id, game});
    std::vector<PlayerGroup> out;
    for (int i = 0; i < g.size(); ++i) {
      const Side side = g.text(i, 1) == "red" ? Side::Red : Side::Blue;
      if (g.integer(i, 0) == 1)  // (side, year)
        out.push_back({side, true, g.text(i, 2), results_at(g, i, 4)});
      else if (!g.null(i, 3))
        out.push_back({side, false, g.text(i, 3), results_at(g, i, 4)});
    }
    return out;
  });
}

namespace {

// The summary's tables: name, key columns, count column.
struct SummaryTable {
  const char* name;
  const char* keys;
  const char* count;
};
constexpr const char* kResultColumns = "games, red_wins, draws, blue_wins, unfinished";
constexpr SummaryTable kSummaryTables[] = {
    {"game_stat", "variant, kind, key", kResultColumns},
    {"game_stat_capture", "variant, slot", "lost"},
    {"player_stat", "player_id, variant, side, kind, key", kResultColumns},
};
// player_stat before schema version 12 (no game): what an import into such a database compacts.
constexpr SummaryTable kPlayerStatBefore12 = {"player_stat", "player_id, side, kind, key", kResultColumns};

// The summary's tables as this database has them.
std::vector<SummaryTable> summary_tables(Connection& c) {
  std::vector<SummaryTable> out(std::begin(kSummaryTables), std::end(kSummaryTables));
  if (c.one_row("SELECT NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'player_stat'::regclass AND "
                "attname = 'variant' AND NOT attisdropped)")
          .text(0, 0) == "t")
    out.back() = kPlayerStatBefore12;
  return out;
}

// The columns of "a, b" as a list of `pattern`s (each % the column) joined by `sep`.
std::string each(const std::string& columns, const std::string& pattern, const std::string& sep) {
  std::string out;
  for (std::size_t at = 0; at < columns.size();) {
    const std::size_t comma = columns.find(", ", at);
    const std::string col = columns.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
    std::string item = pattern;
    for (std::size_t p; (p = item.find('%')) != std::string::npos;) item.replace(p, 1, col);
    out += (out.empty() ? "" : sep) + item;
    at = comma == std::string::npos ? columns.size() : comma + 2;
  }
  return out;
}

// The sums of the counts of `t`'s rows in `from` by key, without the keys whose counts all sum to 0.
std::string sums_by_key(const SummaryTable& t, const std::string& from) {
  return std::string("SELECT ") + t.keys + ", " + each(t.count, "sum(%) AS %", ", ") + " FROM " + from +
         " GROUP BY " + t.keys + " HAVING " + each(t.count, "sum(%) <> 0", " OR ");
}

SummaryRows summary_rows(Connection& c, const std::string& prefix = "") {
  const Rows r = c.exec("SELECT (SELECT count(*) FROM " + prefix + "game_stat), (SELECT count(*) FROM " +
                        prefix + "game_stat_capture), (SELECT count(*) FROM " + prefix + "player_stat)");
  return {r.integer(0, 0), r.integer(0, 1), r.integer(0, 2)};
}

}  // namespace

SummaryRows compact_summary(Connection& c) {
  // A database of a schema before version 7 (an import the tests run there, say) has no summary to compact.
  if (c.one_row("SELECT to_regclass('game_stat') IS NULL").text(0, 0) == "t") return {};
  Transaction tx(c);
  c.run("SELECT pg_advisory_xact_lock(7305732)");  // one compactor at a time
  for (const SummaryTable& t : summary_tables(c)) {
    // The fresh rows, and the compacted rows of their keys, replaced by their sums. Writers only add fresh
    // rows, which this statement's snapshot does not see if they are not committed: they stay for the next.
    const std::string table = t.name, keys = t.keys, counts = t.count;
    c.run("WITH f AS (DELETE FROM " + table + " WHERE fresh RETURNING " + keys + ", " + counts +
          "), o AS (DELETE FROM " + table + " s USING (SELECT DISTINCT " + keys +
          " FROM f) k WHERE NOT s.fresh AND " + each(keys, "s.% = k.%", " AND ") + " RETURNING " +
          each(keys + ", " + counts, "s.%", ", ") + ") INSERT INTO " + table + " (" + keys + ", " + counts +
          ", fresh) SELECT *, false FROM (" +
          sums_by_key(t, "(SELECT * FROM f UNION ALL SELECT * FROM o) x") + ") y");
  }
  const SummaryRows rows = summary_rows(c);
  tx.commit();
  return rows;
}

SummaryRows rebuild_summary(Connection& c) {
  Transaction tx(c);
  const SummaryRows rows = rebuild_summary_in(c);
  tx.commit();
  return rows;
}

SummaryRows rebuild_summary_in(Connection& c, bool bulk) {
  c.run("SELECT pg_advisory_xact_lock(7305732)");
  c.run("LOCK TABLE game IN SHARE MODE");  // no writer meanwhile: the games read are the games counted
  for (const SummaryTable& t : kSummaryTables) c.run(std::string("DELETE FROM ") + t.name);
  if (!bulk) {
    c.run(c.one_row("SELECT game_stat_sql('game', 1, '', false)").text(0, 0));
    return summary_rows(c);
  }
  fill_summary_unindexed(c,
                         [&] { c.run(c.one_row("SELECT game_stat_sql('game', 1, '', false)").text(0, 0)); });
  return summary_rows(c);
}

SummaryRows verify_summary(Connection& c) {
  Transaction tx(c);
  c.run("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");  // the summary and the games of one moment
  SummaryRows out;
  long long* differing[] = {&out.game_stat, &out.captures, &out.player_stat};
  for (const SummaryTable& t : kSummaryTables)
    c.run(std::string("CREATE TEMP TABLE verify_") + t.name + " (LIKE " + t.name +
          " INCLUDING DEFAULTS) ON COMMIT DROP");
  c.run(c.one_row("SELECT game_stat_sql('game', 1, 'verify_', false)").text(0, 0));
  int i = 0;
  for (const SummaryTable& t : kSummaryTables) {
    const std::string kept = sums_by_key(t, t.name),
                      counted = sums_by_key(t, std::string("verify_") + t.name);
    *differing[i++] = c.one_row("SELECT count(*) FROM ((" + kept + " EXCEPT " + counted + ") UNION ALL (" +
                                counted + " EXCEPT " + kept + ")) d")
                          .integer(0, 0);
  }
  tx.commit();
  return out;
}

}  // namespace saban::db
