// Database figures on a generated corpus (default 100,000 distinct machine-made games), one importer:
// import games/s end to end, bytes per game on disk, exact-position search, tree-node and header-search
// times.
//   SABAN_BENCH_DB='host=... dbname=...' build/release/bench/db_bench [games] [corpus-dir]
// The database named by SABAN_BENCH_DB is emptied first (its tables are dropped).
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>

#include "analysis/selfplay.h"
#include "db/importer.h"
#include "db/queries.h"
#include "db/schema.h"
#include "parser/reader.h"
#include "parser/writer.h"
#include "timing.h"

namespace fs = std::filesystem;
using namespace saban;
using bench::Clock;
using bench::ms_since;

namespace {

// The median time of `runs` calls of f, in milliseconds.
template <typename F>
double median_ms(int runs, F f) {
  return bench::time_it(runs, f).median;
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 100000;
  const fs::path dir = argc > 2 ? fs::path(argv[2]) : fs::temp_directory_path() / "saban-db-corpus";
  const char* conninfo = std::getenv("SABAN_BENCH_DB");
  if (!conninfo) {
    std::cerr << "set SABAN_BENCH_DB to a libpq connection string of a database that may be emptied\n";
    return 2;
  }
  fs::create_directories(dir);
  const fs::path corpus = dir / ("games-" + std::to_string(games) + ".pgn");
  if (!fs::exists(corpus)) {
    const auto start = Clock::now();
    std::ofstream out(corpus);
    std::mt19937_64 rng(2026);
    parser::WriteOptions w;
    w.dialect = parser::Dialect::San;
    for (int i = 0; i < games; ++i) {
      analysis::SelfPlayOptions s;
      s.profile = cotulenh_profile();
      s.seed = static_cast<std::uint64_t>(i);
      s.max_plies = 100;
      s.greed = 0.6;
      out << parser::write_game(analysis::random_game(s, rng), w) << '\n';
    }
    std::cout << "corpus: " << games << " games, " << fs::file_size(corpus) / (1 << 20) << " MB, made in "
              << ms_since(start) / 1000 << " s\n";
  }
  db::Connection c(conninfo);
  c.run("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  db::migrate(c);

  auto start = Clock::now();
  db::ImportOptions o;
  db::Importer importer(c, o);
  importer.import_paths({corpus});
  const double import_s = ms_since(start) / 1000;
  const auto& p = importer.progress();
  std::cout << "import: " << p.inserted << " games (" << p.duplicates << " duplicates, " << p.rejected
            << " rejected) in " << import_s << " s = " << static_cast<long long>(p.games / import_s)
            << " games/s, " << fs::file_size(corpus) / import_s / (1 << 20) << " MB/s\n"
            << "  stages (wall): reading " << p.read_seconds << " s, replay and rows " << p.replay_seconds
            << " s, server " << p.write_seconds << " s\n";
  c.run("VACUUM ANALYZE");
  const long long bytes = c.one_row("SELECT pg_database_size(current_database())").integer(0, 0);
  const long long tables =
      c.one_row(
           "SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c JOIN pg_namespace n "
           "ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r'")
          .integer(0, 0);
  std::cout << "disk: database " << bytes / (1 << 20) << " MB, tables with indexes and TOAST "
            << tables / (1 << 20) << " MB = " << tables / std::max<long long>(1, p.inserted)
            << " bytes per game\n";

  // Positions to look up: the positions after plies 2 and 6 of 101 games spread through the database (their
  // records replayed here).
  std::vector<std::uint64_t> ply2, ply6;
  db::Rows sample = c.exec("SELECT raw FROM game WHERE ply_count > 7 ORDER BY id LIMIT 101");
  for (int i = 0; i < sample.size(); ++i) {
    const parser::ReadGame g = parser::read_game(sample.text(i, 0), "sample", 1, 1);
    if (!g.record) continue;
    Position pos = g.record->start;
    Undo u;
    for (int ply = 1; ply <= 6; ++ply) {
      pos.do_turn(g.record->moves[static_cast<std::size_t>(ply - 1)].turn, u);
      if (ply == 2) ply2.push_back(db::stored_key(pos));
    }
    ply6.push_back(db::stored_key(pos));
  }
  const double position_ms = median_ms(static_cast<int>(ply6.size()), [&](int i) {
    db::GameFilter f;
    f.position = ply6[static_cast<std::size_t>(i)];
    db::search_games(c, f);
  });
  std::cout << "exact-position search (ply-6 positions, up to 100 games each): median " << position_ms
            << " ms\n";
  const double start_ms = median_ms(11, [&](int) {
    db::GameFilter f;
    f.position = db::stored_key(Position::start(cotulenh_profile()));
    db::search_games(c, f);
  });
  std::cout << "exact-position search (the start position, first 100 of every game): median " << start_ms
            << " ms\n";
  const double tree_ms = median_ms(static_cast<int>(ply2.size()),
                                   [&](int i) { db::opening_tree(c, ply2[static_cast<std::size_t>(i)]); });
  const double root_ms =
      median_ms(11, [&](int) { db::opening_tree(c, db::stored_key(Position::start(cotulenh_profile()))); });
  std::cout << "tree node: median " << tree_ms << " ms (ply-2 nodes), " << root_ms << " ms (the root)\n";
  const char* names[] = {"nguyen", "tran thi", "dang", "hoang bao tram", "xuan vu"};
  const double header_ms = median_ms(25, [&](int i) {
    db::GameFilter f;
    f.player = names[i % 5];
    db::search_games(c, f);
  });
  std::cout << "header search (--player, accent-insensitive substring, first 100): median " << header_ms
            << " ms\n";
}
