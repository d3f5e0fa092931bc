#include "db/stats.h"

#include <algorithm>
#include <map>
#include <unordered_map>

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
// Where a game's captured pieces are counted.
std::vector<PieceCaptures>& captures_of(DatabaseStats& s, games::CommanderChess) { return s.captures; }
std::vector<DongSonCaptures>& captures_of(DatabaseStats& s, games::DongSon) { return s.dongson_captures; }
}  // namespace

DatabaseStats statistics(Connection& c, int top, Variant variant) {
  DatabaseStats s;
  s.variant = variant;
  const std::string game = variant_name(variant);
  // One pass for the totals, lengths and captured pieces (of the game's own piece types).
  const int types = games::with_game(variant, [](auto g) { return decltype(g)::kPieceTypes; });
  std::string sums =
      std::string("SELECT ") + kResultCounts +
      ", coalesce(avg(ply_count), 0)::float8, coalesce(min(ply_count), 0), coalesce(max(ply_count), 0)";
  for (int i = 1; i <= 2 * types; ++i) sums += ", coalesce(sum(captures[" + std::to_string(i) + "]), 0)";
  const Rows t = c.exec(sums + " FROM game WHERE variant = $1", {game});
  s.total = results_at(t, 0, 0);
  s.average_plies = t.real(0, 5);
  s.shortest = static_cast<int>(t.integer(0, 6));
  s.longest = static_cast<int>(t.integer(0, 7));
  games::with_game(variant, [&](auto g) {
    using PieceType = typename decltype(g)::PieceType;
    for (int i = 0; i < types; ++i)
      captures_of(s, g).push_back(
          {static_cast<PieceType>(i), t.integer(0, 8 + i), t.integer(0, 8 + types + i)});
  });
  s.other_games =  // through the (variant, id) index
      c.exec("SELECT count(*) FROM game WHERE variant = $1",
             {std::string(variant_name(games::other_game(variant)))})
          .integer(0, 0);
  if (s.total.games == 0) return s;

  // One more pass for every grouping: GROUPING() tells which set a row belongs to (a bit set for each column
  // not grouped, the first column the highest bit).
  const Rows g = c.exec(
      std::string(
          "SELECT GROUPING(mode, ending, profile, year, bin, opening, red_id, blue_id), mode, ending, "
          "profile, year, bin, opening, red_id, blue_id, ") +
          kResultCounts +
          " FROM (SELECT mode, coalesce(termination, '?') AS ending, profile, "
          "coalesce(extract(year FROM date_from)::int::text, '?') AS year, ply_count / $1::int AS "
          "bin, opening, "
          "red_id, blue_id, winner FROM game WHERE variant = $2) x GROUP BY GROUPING SETS ((mode), (ending), "
          "(profile), (year), (bin), "
          "(opening), (red_id), (blue_id))",
      {std::to_string(s.bin_width), game});
  std::unordered_map<long long, Record> players;
  std::vector<OpeningLine> openings;
  std::map<int, long long> bins;
  for (int i = 0; i < g.size(); ++i) {
    const int bits = static_cast<int>(g.integer(i, 0));
    const Results r = results_at(g, i, 9);
    auto grouped = [&](int column) { return (bits & (1 << (7 - column))) == 0; };
    if (grouped(0))
      s.by_mode.push_back({g.text(i, 1), r});
    else if (grouped(1))
      s.by_ending.push_back({g.text(i, 2), r});
    else if (grouped(2))
      s.by_profile.push_back({g.text(i, 3), r});
    else if (grouped(3))
      s.by_year.push_back({g.text(i, 4), r});
    else if (grouped(4))
      bins[static_cast<int>(g.integer(i, 5))] += r.games;
    else if (grouped(5)) {
      if (!g.null(i, 6)) openings.push_back({g.text(i, 6), r});
    } else if (grouped(6))
      players[g.integer(i, 7)] += record_of(r, Side::Red);
    else if (grouped(7))
      players[g.integer(i, 8)] += record_of(r, Side::Blue);
  }
  most_first(s.by_mode);
  most_first(s.by_ending);
  most_first(s.by_profile);
  std::sort(s.by_year.begin(), s.by_year.end(), [](const ResultsBy& a, const ResultsBy& b) {
    return (a.key == "?") != (b.key == "?") ? b.key == "?" : a.key < b.key;
  });
  for (int b = 0; b * s.bin_width <= s.longest; ++b) {
    const auto at = bins.find(b);
    s.lengths.push_back({b * s.bin_width, (b + 1) * s.bin_width, at == bins.end() ? 0 : at->second});
  }
  std::sort(openings.begin(), openings.end(), [](const OpeningLine& a, const OpeningLine& b) {
    return a.results.games != b.results.games ? a.results.games > b.results.games : a.moves < b.moves;
  });
  if (static_cast<int>(openings.size()) > top) openings.resize(static_cast<std::size_t>(std::max(0, top)));
  s.openings = std::move(openings);

  // The players with most games, ties by name: the counts are per id, so the names of those with as many
  // games as the last one kept are read, then sorted.
  std::vector<std::pair<long long, Record>> by_games(players.begin(), players.end());
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

std::vector<PlayerReport> player_reports(Connection& c, const std::string& name, int recent, int top) {
  std::vector<PlayerReport> out;
  const Rows players =
      c.exec("SELECT id, name FROM player WHERE search_key LIKE $1 ORDER BY name", {contains_pattern(name)});
  for (int p = 0; p < players.size(); ++p) {
    PlayerReport rep;
    rep.id = players.integer(p, 0);
    rep.name = players.text(p, 1);
    const std::string id = std::to_string(rep.id);
    // The player's games from their side, grouped by colour and year, and by colour and opening.
    const Rows g = c.exec(
        std::string("SELECT GROUPING(year, opening), side, year, opening, ") + kResultCounts +
            " FROM (SELECT 'red' AS side, coalesce(extract(year FROM date_from)::int::text, '?') AS year, "
            "opening, "
            "winner FROM game WHERE red_id = $1::bigint UNION ALL SELECT 'blue', coalesce(extract(year FROM "
            "date_from)::int::text, '?'), opening, winner FROM game WHERE blue_id = $1::bigint) x "
            "GROUP BY GROUPING SETS ((side, year), (side, opening))",
        {id});
    std::map<std::string, Record> years;
    for (int i = 0; i < g.size(); ++i) {
      const Side side = g.text(i, 1) == "red" ? Side::Red : Side::Blue;
      const Record r = record_of(results_at(g, i, 4), side);
      if (g.integer(i, 0) == 1) {  // (side, year)
        (side == Side::Red ? rep.as_red : rep.as_blue) += r;
        years[g.text(i, 2)] += r;
      } else if (!g.null(i, 3)) {
        rep.openings.push_back({g.text(i, 3), side, r});
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
    // The latest games: each colour's through its (player, id) index, then merged by date.
    const std::string cols =
        "SELECT id, date_from, red_id, blue_id, event_id, site_id, date_text, result, mode, termination, "
        "ply_count "
        "FROM game WHERE ";
    const Rows r =
        c.exec("SELECT " + game_row_columns("g") + " FROM (" + cols + "red_id = $1::bigint UNION " + cols +
                   "blue_id = $1::bigint ORDER BY date_from DESC NULLS LAST, id DESC LIMIT $2::int) g" +
                   game_row_joins("g") + " ORDER BY g.date_from DESC NULLS LAST, g.id DESC",
               {id, std::to_string(std::max(0, recent))});
    for (int i = 0; i < r.size(); ++i) rep.recent.push_back(game_row_at(r, i));
    out.push_back(std::move(rep));
  }
  return out;
}

}  // namespace saban::db
