// Figures of a large game database already imported (the million-game database of scripts/million-db.sh):
// size, exact-position search (rare positions, common ones, the start), opening-tree nodes, header search,
// player report, statistics, the game list's pages (first, next, last, previous for every sort column) and
// counts, then optionally compaction and the searches again.
//   build/release/bench/million_bench 'host=... dbname=saban_million' [--compact] [--runs N]
// Medians of N runs (default 7) per measure, by the wall clock, on one connection.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "db/chunks.h"
#include "db/paging.h"
#include "db/queries.h"
#include "db/stats.h"
#include "parser/reader.h"
#include "timing.h"

using namespace saban;
using bench::Clock;
using bench::ms_since;

namespace {

int g_runs = 7;

using bench::time_it;
using bench::Timing;

void report(const std::string& what, Timing t, const std::string& note = "") {
  std::printf("  %-62s median %9.2f ms  max %9.2f ms%s%s\n", what.c_str(), t.median, t.max,
              note.empty() ? "" : "  ", note.c_str());
  std::fflush(stdout);
}

struct Sample {
  std::vector<std::uint64_t> at[4];  // positions after plies 2, 6, 12, 20
};
constexpr int kPlies[4] = {2, 6, 12, 20};

Sample sample_positions(db::Connection& c, int games) {
  Sample s;
  const long long max_id = c.one_row("SELECT coalesce(max(id), 0) FROM game").integer(0, 0);
  db::Rows rows = c.exec(
      "SELECT raw FROM game WHERE id = ANY(SELECT (1 + n * $1::bigint / $2::int) FROM "
      "generate_series(0, $2::int - 1) n) AND ply_count > 20",
      {std::to_string(max_id), std::to_string(games)});
  for (int i = 0; i < rows.size(); ++i) {
    const parser::ReadGame g = parser::read_game(rows.text(i, 0), "sample", 1, 1);
    if (!g.record) continue;
    Position pos = g.record->start;
    Undo u;
    for (int ply = 1; ply <= 20; ++ply) {
      pos.do_turn(g.record->moves[static_cast<std::size_t>(ply - 1)].turn, u);
      for (int k = 0; k < 4; ++k)
        if (ply == kPlies[k]) s.at[k].push_back(db::stored_key(pos));
    }
  }
  return s;
}

void searches(db::Connection& c, const Sample& s) {
  std::printf("exact-position search (search_games, first 100 by date, names joined):\n");
  for (int k = 0; k < 4; ++k) {
    long long found = 0;
    const auto& keys = s.at[k];
    const Timing t = time_it(static_cast<int>(keys.size()), [&](int i) {
      db::GameFilter f;
      f.position = keys[static_cast<std::size_t>(i)];
      found += static_cast<long long>(db::search_games(c, f).size());
    });
    report("position after ply " + std::to_string(kPlies[k]) + " (" + std::to_string(keys.size()) +
               " positions)",
           t,
           "average " + std::to_string(found / std::max<long long>(1, static_cast<long long>(keys.size()))) +
               " games listed");
  }
  for (const Profile& p : {official_profile(), cotulenh_profile()}) {
    const std::uint64_t key = db::stored_key(Position::start(p));
    std::size_t games = 0;
    const Timing index = time_it(g_runs, [&](int) { games = db::position_games(c, key).size(); });
    report(std::string("the start position, ") + p.name + ": the position index alone", index,
           std::to_string(games) + " games");
    report(std::string("the start position, ") + p.name + ": first 100 games", time_it(g_runs, [&](int) {
             db::GameFilter f;
             f.position = key;
             db::search_games(c, f);
           }));
    report(std::string("the start position, ") + p.name + ": last page of 50 by red",
           time_it(g_runs, [&](int) {
             db::GameFilter f;
             f.position = key;
             db::PageRequest r;
             r.column = db::SortColumn::Red;
             r.last = true;
             db::search_page(c, f, r);
           }));
  }
  std::printf("opening tree:\n");
  report("the root (official)", time_it(g_runs, [&](int) {
           db::opening_tree(c, db::stored_key(Position::start(official_profile())));
         }));
  report("the root (cotulenh)", time_it(g_runs, [&](int) {
           db::opening_tree(c, db::stored_key(Position::start(cotulenh_profile())));
         }));
  for (int k = 0; k < 2; ++k) {
    const auto& keys = s.at[k];
    report("nodes after ply " + std::to_string(kPlies[k]), time_it(static_cast<int>(keys.size()), [&](int i) {
             db::opening_tree(c, keys[static_cast<std::size_t>(i)]);
           }));
  }
}

}  // namespace

int run(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: million_bench CONNINFO [--compact] [--runs N]\n";
    return 2;
  }
  bool compact = false;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--compact")
      compact = true;
    else if (a == "--runs" && i + 1 < argc)
      g_runs = std::max(1, std::atoi(argv[++i]));
    else {
      std::cerr << "unknown argument " << a << "\n";
      return 2;
    }
  }
  db::Connection c(argv[1]);
  const long long games = c.one_row("SELECT count(*) FROM game").integer(0, 0);
  std::printf("games: %lld\n", games);
  std::printf("disk: database %lld MB",
              c.one_row("SELECT pg_database_size(current_database())").integer(0, 0) >> 20);
  db::Rows sizes = c.exec(
      "SELECT c.relname, pg_total_relation_size(c.oid) FROM pg_class c JOIN pg_namespace n ON "
      "n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 2 DESC "
      "LIMIT 4");
  for (int i = 0; i < sizes.size(); ++i)
    std::printf(", %s %lld MB", sizes.text(i, 0).c_str(), sizes.integer(i, 1) >> 20);
  db::Rows idx = c.one_row("SELECT pg_indexes_size('game'::regclass), pg_relation_size('game'::regclass)");
  std::printf(" (game: heap %lld MB, indexes %lld MB)\n", idx.integer(0, 1) >> 20, idx.integer(0, 0) >> 20);
  std::printf("chunk rows: position %lld, tree %lld\n",
              c.one_row("SELECT count(*) FROM position_chunk").integer(0, 0),
              c.one_row("SELECT count(*) FROM tree_chunk").integer(0, 0));

  const Sample s = sample_positions(c, 101);
  searches(c, s);

  std::printf("header search (search_games, first 100 by date):\n");
  const std::vector<std::pair<const char*, db::GameFilter>> headers = [] {
    std::vector<std::pair<const char*, db::GameFilter>> v;
    db::GameFilter f;
    f.player = "nguyen";
    v.push_back({"--player nguyen", f});
    f = {};
    f.player = "tran thi";
    v.push_back({"--player \"tran thi\"", f});
    f = {};
    f.red = "kieu gia yen";
    v.push_back({"--red \"kieu gia yen\"", f});
    f = {};
    f.event = "vo dich";
    v.push_back({"--event \"vo dich\"", f});
    f = {};
    f.site = "da nang";
    f.result = "0-1";
    v.push_back({"--site \"da nang\" --result 0-1", f});
    f = {};
    f.date_from = "2012-01-01";
    f.date_to = "2012-12-31";
    v.push_back({"--date 2012-01-01..2012-12-31", f});
    f = {};
    f.player = "hoang bao";
    f.mode = "naval";
    v.push_back({"--player \"hoang bao\" --mode naval", f});
    return v;
  }();
  for (const auto& [what, f] : headers) {
    std::size_t n = 0;
    const Timing t = time_it(g_runs, [&](int) { n = db::search_games(c, f).size(); });
    report(what, t, std::to_string(n) + " listed");
  }

  std::printf("game list pages (search_page, 50 rows, no filter):\n");
  for (int col = 0; col <= static_cast<int>(db::SortColumn::Id); ++col)
    for (bool desc : {false, true}) {
      db::PageRequest r;
      r.column = static_cast<db::SortColumn>(col);
      r.descending = desc;
      const std::string name = std::string(db::sort_column_name(r.column)) + (desc ? " desc" : "");
      db::GamePage first, last;
      const Timing tf = time_it(g_runs, [&](int) { first = db::search_page(c, {}, r); });
      db::PageRequest next = r;
      next.after = first.cursors.back();
      const Timing tn = time_it(g_runs, [&](int) { db::search_page(c, {}, next); });
      db::PageRequest end = r;
      end.last = true;
      const Timing tl = time_it(g_runs, [&](int) { last = db::search_page(c, {}, end); });
      db::PageRequest prev = r;
      prev.before = last.cursors.front();
      const Timing tp = time_it(g_runs, [&](int) { db::search_page(c, {}, prev); });
      std::printf(
          "  %-12s first %7.2f  next %7.2f  last %7.2f  previous %7.2f ms (medians; max of the four %.2f)\n",
          name.c_str(), tf.median, tn.median, tl.median, tp.median,
          std::max({tf.max, tn.max, tl.max, tp.max}));
      std::fflush(stdout);
    }
  std::printf("game list pages with a filter (--player nguyen):\n");
  for (int col : {0, 1, 3, 6}) {
    db::GameFilter f;
    f.player = "nguyen";
    db::PageRequest r;
    r.column = static_cast<db::SortColumn>(col);
    const Timing tf = time_it(g_runs, [&](int) { db::search_page(c, f, r); });
    r.last = true;
    const Timing tl = time_it(g_runs, [&](int) { db::search_page(c, f, r); });
    std::printf("  %-12s first %7.2f  last %7.2f ms\n",
                db::sort_column_name(static_cast<db::SortColumn>(col)), tf.median, tl.median);
  }
  std::printf("counts:\n");
  for (const auto& [what, f] : headers) {
    db::GameCount exact, estimate;
    const Timing te = time_it(1, [&](int) { exact = db::count_games(c, f, db::CountMode::Exact); });
    const Timing ts = time_it(1, [&](int) { estimate = db::count_games(c, f, db::CountMode::Estimate); });
    std::printf("  %-40s exact %9lld in %8.2f ms; estimate %9lld%s in %6.2f ms\n", what, exact.games,
                te.median, estimate.games, estimate.exact ? " (exact)" : "", ts.median);
  }
  {
    db::GameCount exact, estimate;
    const Timing te = time_it(1, [&](int) { exact = db::count_games(c, {}, db::CountMode::Exact); });
    const Timing ts = time_it(1, [&](int) { estimate = db::count_games(c, {}, db::CountMode::Estimate); });
    std::printf("  %-40s exact %9lld in %8.2f ms; estimate %9lld in %6.2f ms\n", "(every game)", exact.games,
                te.median, estimate.games, ts.median);
  }

  std::printf("statistics and players:\n");
  db::DatabaseStats stats;
  report("statistics (saban stats: the summary)", time_it(g_runs, [&](int) { stats = db::statistics(c); }));
  report("statistics from every game (statistics_full)", time_it(1, [&](int) { db::statistics_full(c); }));
  if (!stats.top_players.empty()) {
    const db::PlayerLine& top = stats.top_players.front();
    report("player report of the most active player (" + std::to_string(top.record.games) + " games)",
           time_it(g_runs, [&](int) { db::player_reports(c, top.name); }));
    report("the same from every game (player_reports_full)",
           time_it(1, [&](int) { db::player_reports_full(c, top.name); }));
  }
  const db::Rows rare = c.one_row(
      "SELECT p.name, (SELECT count(*) FROM game WHERE red_id = p.id OR blue_id = p.id) "
      "FROM player p ORDER BY p.id DESC LIMIT 1");
  report("player report of a player with " + rare.text(0, 1) + " games",
         time_it(g_runs, [&](int) { db::player_reports(c, rare.text(0, 0)); }));

  if (compact) {
    const auto start = Clock::now();
    const db::CompactStats cs = db::compact(c, 1);
    std::printf("compaction: %d buckets, %lld rows into %lld, in %.1f s\n", cs.buckets, cs.rows_before,
                cs.rows_after, ms_since(start) / 1000);
    std::fflush(stdout);
    c.run("VACUUM ANALYZE position_chunk");  // one statement each: VACUUM cannot run in a transaction block
    c.run("VACUUM ANALYZE tree_chunk");
    std::printf("after compaction:\n");
    searches(c, s);
  }
  return 0;
}

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fflush(stdout);
    std::cerr << "million_bench: " << e.what() << "\n";
    return 1;
  }
}
