// The game list in pages (db/paging.h) against the real server: paging forwards and backwards through every
// page gives the full ordered list, for each sort column and direction, with ties, filters and position
// filters on the server and on the client; counts exact and estimated. And the statistics as data
// (db/stats.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <random>

#include "analysis/selfplay.h"
#include "db/chunks.h"
#include "db/importer.h"
#include "db/paging.h"
#include "db/queries.h"
#include "db/stats.h"
#include "parser/writer.h"
#include "tests/db/scratch_database.h"

namespace saban::db {
namespace {

namespace fs = std::filesystem;

class Paging : public ScratchDatabase {
 protected:
  Paging() : ScratchDatabase("saban_paging_") {}

  // 240 short random games with few distinct headers (many ties on every column); some without event, site or
  // date; both profiles.
  void SetUp() override {
    ScratchDatabase::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    const fs::path file = dir() / "games.ctr";
    std::ofstream out(file);
    std::mt19937_64 rng(77);
    const char* players[] = {"Nguyễn Văn An", "Trần Thị Bình", "Lê Minh Châu", "Đặng Quốc Dũng",
                             "Bùi Thu Hà"};
    const char* events[] = {"Giải Hà Nội 2020", "Cúp Đà Nẵng", "Giải Trẻ"};
    const char* sites[] = {"Hà Nội", "Đà Nẵng", "Huế"};
    const char* dates[] = {"2020.03.01", "2021.07.15", "2019.??.??", "2020.03.01"};
    for (int i = 0; i < 240; ++i) {
      analysis::SelfPlayOptions s;
      s.profile = i % 3 == 0 ? cotulenh_profile() : official_profile();
      s.seed = static_cast<std::uint64_t>(i);
      s.max_plies = 4 + i % 9;
      s.greed = 0;
      parser::GameRecord rec = analysis::random_game(s, rng);
      rec.set_tag("Red", players[i % 5]);
      rec.set_tag("Blue", players[(i % 5 + 1 + (i / 5) % 4) % 5]);
      rec.set_tag("Event", events[i % 3]);
      rec.set_tag("Site", sites[(i / 3) % 3]);
      rec.set_tag("Date", dates[i % 4]);
      rec.result = i % 7 == 0 ? "1/2-1/2" : i % 2 ? "1-0" : "0-1";
      rec.set_tag("Result", rec.result);
      auto drop = [&](const char* tag) {
        std::erase_if(rec.tags, [&](const auto& t) { return t.first == tag; });
      };
      if (i % 11 == 0) drop("Event");
      if (i % 13 == 0) drop("Site");
      if (i % 17 == 0) drop("Date");
      out << parser::write_game(rec, {}) << '\n';
    }
    out.close();
    ImportOptions o;
    o.batch_size = 50;  // several batches: several chunk rows a bucket
    Importer importer(*conn, o);
    importer.import_paths({file});
    ASSERT_EQ(importer.progress().inserted, 240u);
  }

  // The ids in the column's order, by plain SQL (ORDER BY over the whole table), with a WHERE clause.
  std::vector<long long> expected(SortColumn col, bool desc, const std::string& where = "true") {
    const std::string d = desc ? " DESC" : " ASC";
    std::string key;
    switch (col) {
      case SortColumn::Date:
        key = "coalesce(g.date_from, 'infinity'::date)";
        break;
      case SortColumn::Red:
        key = "r.name";
        break;
      case SortColumn::Blue:
        key = "b.name";
        break;
      case SortColumn::Event:
        key = "coalesce(e.name, '')";
        break;
      case SortColumn::Site:
        key = "coalesce(t.name, '')";
        break;
      case SortColumn::Result:
        key = "g.result";
        break;
      case SortColumn::Plies:
        key = "g.ply_count";
        break;
      case SortColumn::Id:
        key = "g.id";
        break;
    }
    Rows r = conn->exec(
        "SELECT g.id FROM game g JOIN player r ON r.id = g.red_id JOIN player b ON b.id = g.blue_id "
        "LEFT JOIN event e ON e.id = g.event_id LEFT JOIN site t ON t.id = g.site_id WHERE " +
        where + " ORDER BY " + key + d + ", g.id" + d);
    std::vector<long long> ids;
    for (int i = 0; i < r.size(); ++i) ids.push_back(r.integer(i, 0));
    return ids;
  }

  // Every page from the first, following `after`; checks the flags of each page.
  std::vector<long long> forwards(const GameFilter& f, PageRequest req) {
    std::vector<long long> ids;
    bool first = true;
    for (int guard = 0; guard < 1000; ++guard) {
      const GamePage p = search_page(*conn, f, req);
      EXPECT_EQ(p.rows.size(), p.cursors.size());
      EXPECT_EQ(p.has_previous, !first);
      EXPECT_LE(p.rows.size(), static_cast<std::size_t>(req.limit));
      for (const GameRow& g : p.rows) ids.push_back(g.id);
      if (!p.has_next) break;
      EXPECT_EQ(p.rows.size(), static_cast<std::size_t>(req.limit));
      req.after = p.cursors.back();
      first = false;
    }
    return ids;
  }

  // Every page from the last, following `before`; the ids in the list's order.
  std::vector<long long> backwards(const GameFilter& f, PageRequest req) {
    std::vector<std::vector<long long>> pages;
    req.last = true;
    for (int guard = 0; guard < 1000; ++guard) {
      const GamePage p = search_page(*conn, f, req);
      EXPECT_EQ(p.has_next, !req.last);
      std::vector<long long> ids;
      for (const GameRow& g : p.rows) ids.push_back(g.id);
      pages.push_back(ids);
      if (!p.has_previous) break;
      EXPECT_EQ(p.rows.size(), static_cast<std::size_t>(req.limit));
      req.last = false;
      req.before = p.cursors.front();
    }
    std::vector<long long> out;
    for (auto it = pages.rbegin(); it != pages.rend(); ++it) out.insert(out.end(), it->begin(), it->end());
    return out;
  }

  void expect_pages_equal_list(const GameFilter& f, const std::string& where, int limit) {
    for (int c = 0; c <= static_cast<int>(SortColumn::Id); ++c)
      for (bool desc : {false, true}) {
        const auto col = static_cast<SortColumn>(c);
        SCOPED_TRACE(std::string(sort_column_name(col)) + (desc ? " descending" : " ascending") + ", " +
                     where);
        const std::vector<long long> all = expected(col, desc, where);
        PageRequest req;
        req.column = col;
        req.descending = desc;
        req.limit = limit;
        EXPECT_EQ(forwards(f, req), all);
        EXPECT_EQ(backwards(f, req), all);
      }
  }
};

TEST_F(Paging, EveryColumnBothWaysGivesTheFullOrderedList) {
  // Ties on every column but the id (a page boundary falls inside runs of equal values).
  EXPECT_GT(count("SELECT count(*) FROM game GROUP BY red_id ORDER BY 1 DESC LIMIT 1"), 7);
  EXPECT_GT(count("SELECT count(*) FROM game WHERE event_id IS NULL"), 7);
  EXPECT_GT(count("SELECT count(*) FROM game WHERE site_id IS NULL"), 7);
  EXPECT_GT(count("SELECT count(*) FROM game WHERE date_from IS NULL"), 7);
  expect_pages_equal_list({}, "true", 7);
  expect_pages_equal_list({}, "true", 240);  // one page
  expect_pages_equal_list({}, "true", 500);
}

TEST_F(Paging, FiltersApplyToEveryPage) {
  GameFilter f;
  f.player = "NGUYEN";  // accents and case ignored
  f.result = "1-0";
  expect_pages_equal_list(f, "(r.name = 'Nguyễn Văn An' OR b.name = 'Nguyễn Văn An') AND g.result = '1-0'",
                          5);
  GameFilter e;
  e.event = "da nang";
  e.date_to = "2020-12-31";
  expect_pages_equal_list(e, "e.name = 'Cúp Đà Nẵng' AND g.date_from <= '2020-12-31'", 6);
  // Sorted by a name column, the filtered games are found by walking the names or by sorting the matches,
  // depending on the filter's estimate: both ways give the same pages.
  const long long saved = name_walk_threshold();
  set_name_walk_threshold(0);
  expect_pages_equal_list(f, "(r.name = 'Nguyễn Văn An' OR b.name = 'Nguyễn Văn An') AND g.result = '1-0'",
                          5);
  expect_pages_equal_list(e, "e.name = 'Cúp Đà Nẵng' AND g.date_from <= '2020-12-31'", 6);
  set_name_walk_threshold(saved);
  GameFilter none;
  none.red = "nobody";
  const GamePage p = search_page(*conn, none, {});
  EXPECT_TRUE(p.rows.empty());
  EXPECT_FALSE(p.has_next || p.has_previous);
}

TEST_F(Paging, PositionFiltersOnTheServerAndOnTheClient) {
  // The start position of the official profile: every official game. A list longer than the limit is kept on
  // the client; the same pages either way.
  GameFilter f;
  f.position = stored_key(Position::start(official_profile()));
  const std::string where = "g.profile = 'official'";
  const std::size_t saved = position_ids_limit();
  expect_pages_equal_list(f, where, 9);
  set_position_ids_limit(10);
  expect_pages_equal_list(f, where, 9);
  f.result = "0-1";
  expect_pages_equal_list(f, where + " AND g.result = '0-1'", 4);
  const GameCount n = count_games(*conn, f, CountMode::Exact);
  EXPECT_TRUE(n.exact);
  EXPECT_EQ(n.games, count("SELECT count(*) FROM game WHERE profile = 'official' AND result = '0-1'"));
  // Every game at once (the analysis queue asks for all of them).
  GameFilter every;
  every.position = f.position;
  every.limit = std::numeric_limits<int>::max();
  EXPECT_EQ(static_cast<long long>(search_games(*conn, every).size()),
            count("SELECT count(*) FROM game WHERE profile = 'official'"));
  set_position_ids_limit(saved);
  // Rows of a position search carry the ply where the game reaches it.
  const GamePage p = search_page(*conn, f, {});
  ASSERT_FALSE(p.rows.empty());
  for (const GameRow& g : p.rows) EXPECT_EQ(g.ply, 0);
}

TEST_F(Paging, CountsExactAndEstimated) {
  GameFilter all;
  EXPECT_EQ(count_games(*conn, all).games, 240);
  GameFilter f;
  f.player = "tran thi";
  const long long expected = count(
      "SELECT count(*) FROM game g JOIN player r ON r.id = g.red_id JOIN player b ON "
      "b.id = g.blue_id WHERE r.name = 'Trần Thị Bình' OR b.name = 'Trần Thị Bình'");
  EXPECT_EQ(count_games(*conn, f, CountMode::Exact).games, expected);
  // A small estimate is made exact.
  const GameCount e = count_games(*conn, f, CountMode::Estimate);
  EXPECT_TRUE(e.exact);
  EXPECT_EQ(e.games, expected);
  GameFilter p;
  p.position = stored_key(Position::start(cotulenh_profile()));
  EXPECT_EQ(count_games(*conn, p, CountMode::Estimate).games,
            count("SELECT count(*) FROM game WHERE profile = 'cotulenh'"));
  GameFilter nothing;
  nothing.position = 12345;
  EXPECT_EQ(count_games(*conn, nothing).games, 0);
}

TEST_F(Paging, CursorsNameTheRowsAndColumnsHaveNames) {
  PageRequest req;
  req.column = SortColumn::Plies;
  req.limit = 3;
  const GamePage p = search_page(*conn, {}, req);
  ASSERT_EQ(p.rows.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(p.cursors[i].id, p.rows[i].id);
    EXPECT_EQ(p.cursors[i].value, std::to_string(p.rows[i].plies));
  }
  for (int c = 0; c <= static_cast<int>(SortColumn::Id); ++c)
    EXPECT_EQ(sort_column_by_name(sort_column_name(static_cast<SortColumn>(c))), static_cast<SortColumn>(c));
  EXPECT_FALSE(sort_column_by_name("rating"));
  // Games without a date come after every date.
  req.column = SortColumn::Date;
  req.last = true;
  const GamePage last = search_page(*conn, {}, req);
  ASSERT_FALSE(last.rows.empty());
  EXPECT_EQ(last.cursors.back().value, "infinity");
  EXPECT_EQ(last.rows.back().date, "");
}

TEST_F(Paging, StatisticsAddUp) {
  const DatabaseStats s = statistics(*conn, 3);
  EXPECT_EQ(s.total.games, 240);
  EXPECT_EQ(s.total.red_wins + s.total.draws + s.total.blue_wins + s.total.unfinished, 240);
  EXPECT_EQ(s.total.red_wins, count("SELECT count(*) FROM game WHERE result = '1-0'"));
  long long by_profile = 0, by_year = 0, lengths = 0;
  for (const ResultsBy& r : s.by_profile) by_profile += r.results.games;
  for (const ResultsBy& r : s.by_year) by_year += r.results.games;
  for (const LengthBin& b : s.lengths) lengths += b.games;
  EXPECT_EQ(by_profile, 240);
  EXPECT_EQ(by_year, 240);
  EXPECT_EQ(lengths, 240);
  ASSERT_FALSE(s.by_year.empty());
  EXPECT_EQ(s.by_year.back().key, "?");  // games without a date last
  EXPECT_EQ(s.by_year.front().key, "2019");
  ASSERT_EQ(s.top_players.size(), 3u);
  EXPECT_GE(s.top_players[0].record.games, s.top_players[1].record.games);
  long long player_games = 0;
  for (const PlayerReport& p : player_reports(*conn, "")) player_games += p.total().games;
  EXPECT_EQ(player_games, 480);  // every game twice: once for each player
  long long lost = 0;
  for (const PieceCaptures& c : s.captures) lost += c.red_lost + c.blue_lost;
  EXPECT_EQ(lost, count("SELECT coalesce(sum(v), 0) FROM game, unnest(captures) v"));
}

TEST_F(Paging, PlayerReportByColourYearAndOpening) {
  const auto reports = player_reports(*conn, "le minh", 4, 2);
  ASSERT_EQ(reports.size(), 1u);
  const PlayerReport& p = reports[0];
  EXPECT_EQ(p.name, "Lê Minh Châu");
  EXPECT_EQ(p.as_red.games, count("SELECT count(*) FROM game WHERE red_id = " + std::to_string(p.id)));
  EXPECT_EQ(p.as_red.wins,
            count("SELECT count(*) FROM game WHERE result = '1-0' AND red_id = " + std::to_string(p.id)));
  EXPECT_EQ(p.as_blue.wins,
            count("SELECT count(*) FROM game WHERE result = '0-1' AND blue_id = " + std::to_string(p.id)));
  long long years = 0;
  for (const YearRecord& y : p.by_year) years += y.record.games;
  EXPECT_EQ(years, p.total().games);
  EXPECT_LE(p.openings.size(), 2u);
  ASSERT_EQ(p.recent.size(), 4u);
  for (const GameRow& g : p.recent) EXPECT_TRUE(g.red == p.name || g.blue == p.name);
  EXPECT_GE(p.recent[0].date, p.recent[3].date);
  EXPECT_TRUE(player_reports(*conn, "nobody").empty());
}

class MigrationFromVersion3 : public ScratchDatabase {
 protected:
  MigrationFromVersion3() : ScratchDatabase("saban_m4_", 3) {}
};

// A database of schema version 3 gets the game list's indexes, and the pages of its games are right; the sort
// expressions the queries use are those the indexes hold (the server walks the index instead of sorting).
TEST_F(MigrationFromVersion3, SortIndexesServeTheGameList) {
  const fs::path file = dir() / "games.ctr";
  {
    std::ofstream out(file);
    std::mt19937_64 rng(5);
    for (int i = 0; i < 30; ++i) {
      analysis::SelfPlayOptions s;
      s.seed = static_cast<std::uint64_t>(i);
      s.max_plies = 6;
      s.greed = 0;
      out << parser::write_game(analysis::random_game(s, rng), {}) << '\n';
    }
  }
  // This build's importer also writes migration 5's column (the game's game): lent for the import only.
  conn->run("ALTER TABLE game ADD COLUMN variant text NOT NULL DEFAULT 'commander'");
  Importer importer(*conn, {});
  importer.import_paths({file});
  conn->run("ALTER TABLE game DROP COLUMN variant");
  ASSERT_EQ(count("SELECT max(version) FROM schema_version"), 3);
  ASSERT_EQ(count("SELECT count(*) FROM game"), 30);
  migrate(*conn, 4);  // version 4 alone (version 6 ends with ANALYZE, after which 30 games read best by id)
  EXPECT_EQ(count("SELECT max(version) FROM schema_version"), 4);
  EXPECT_EQ(
      count("SELECT count(*) FROM pg_indexes WHERE tablename = 'game' AND indexname IN ('game_date_id', "
            "'game_red_id', 'game_blue_id', 'game_event_id', 'game_site_id', 'game_result_id', "
            "'game_plies_id')"),
      7);
  EXPECT_EQ(
      count("SELECT count(*) FROM pg_indexes WHERE indexname IN ('game_red', 'game_blue', 'game_event')"), 0);
  conn->run("SET enable_seqscan = off; SET enable_sort = off");
  auto plan = [&](const std::string& sql) {
    std::string out;
    Rows r = conn->exec("EXPLAIN " + sql);
    for (int i = 0; i < r.size(); ++i) out += r.text(i, 0) + "\n";
    return out;
  };
  const std::string date = plan(
      "SELECT id FROM game g ORDER BY coalesce(g.date_from, 'infinity'::date) DESC, g.id "
      "DESC LIMIT 5");
  EXPECT_NE(date.find("game_date_id"), std::string::npos) << date;
  EXPECT_EQ(date.find("Sort"), std::string::npos) << date;
  const std::string event =
      plan("SELECT id FROM game g WHERE coalesce(g.event_id, 0) = 1 ORDER BY g.id LIMIT 5");
  EXPECT_NE(event.find("game_event_id"), std::string::npos) << event;
  EXPECT_EQ(event.find("Sort"), std::string::npos) << event;
  conn->run("RESET enable_seqscan; RESET enable_sort");
  PageRequest req;
  req.limit = 30;
  const GamePage p = search_page(*conn, {}, req);
  std::vector<long long> ids;
  for (const GameRow& g : p.rows) ids.push_back(g.id);
  Rows r = conn->exec("SELECT id FROM game ORDER BY date_from NULLS LAST, id");
  std::vector<long long> all;
  for (int i = 0; i < r.size(); ++i) all.push_back(r.integer(i, 0));
  EXPECT_EQ(ids, all);
}

}  // namespace
}  // namespace saban::db
