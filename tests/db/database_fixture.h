// The Database fixture of the import tests: a scratch database, record files of machine-made games, and the
// consistency check every import test ends with (expect_consistent).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "analysis/selfplay.h"
#include "db/chunks.h"
#include "db/importer.h"
#include "db/queries.h"
#include "parser/reader.h"
#include "parser/writer.h"
#include "rules/dongson/game.h"
#include "tests/db/scratch_database.h"

namespace saban::db {

namespace fs = std::filesystem;

inline const fs::path kSamples = SABAN_SAMPLES;

// Every stored row an import writes (its games, the position index and opening tree chunks, the summary, the
// rejected games), as one text per table (an md5 of the rows in a fixed order, and their count).
inline std::string imported_rows(Connection& c) {
  std::string out;
  for (const char* sql :
       {"SELECT count(*) || ' ' || md5(string_agg(concat_ws('|', id, encode(signature, 'hex'), red_id, "
        "blue_id, "
        "ply_count, start_fen, material::text, captures::text, opening, profile, mode, variant, batch_id), "
        "E'\\n' ORDER BY id)) FROM game",
        "SELECT count(*) || ' ' || md5(string_agg(g::text, E'\\n' ORDER BY g::text)) FROM game g",
        "SELECT count(*) || ' ' || md5(string_agg(t::text, E'\\n' ORDER BY t::text)) FROM position_chunk t",
        "SELECT count(*) || ' ' || md5(string_agg(t::text, E'\\n' ORDER BY t::text)) FROM tree_chunk t",
        "SELECT count(*) || ' ' || md5(string_agg(t::text, E'\\n' ORDER BY t::text)) FROM game_stat t",
        "SELECT count(*) || ' ' || md5(string_agg(t::text, E'\\n' ORDER BY t::text)) FROM player_stat t",
        "SELECT count(*) || ' ' || md5(string_agg(concat_ws('|', path, game_number, line, col, reason), "
        "E'\\n' ORDER BY path, game_number)) FROM rejected_game"})
    out += c.one_row(sql).text(0, 0) + "\n";
  return out;
}

class Database : public ScratchDatabase {
 protected:
  explicit Database(int schema = -1) : ScratchDatabase("saban_t_", schema) {}

  // Row counts of every table of the schema.
  std::map<std::string, long long> row_counts() {
    std::map<std::string, long long> out;
    Rows t = conn->exec("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
    for (int i = 0; i < t.size(); ++i) out[t.text(i, 0)] = count("SELECT count(*) FROM " + t.text(i, 0));
    return out;
  }
  ImportProgress import(const std::vector<fs::path>& paths, std::size_t batch = 2000) {
    ImportOptions o;
    o.batch_size = batch;
    Importer importer(*conn, o);
    importer.import_paths(paths);
    return importer.progress();
  }
  // A record file of `n` machine-made games.
  fs::path games_file(const std::string& name, int n, std::uint64_t seed) {
    const fs::path file = dir() / name;
    std::ofstream out(file);
    std::mt19937_64 rng(seed);
    for (int i = 0; i < n; ++i) {
      analysis::SelfPlayOptions s;
      s.seed = seed * 1000 + static_cast<std::uint64_t>(i);
      s.max_plies = 80;
      out << parser::write_game(analysis::random_game(s, rng), {}) << '\n';
    }
    return file;
  }
  // The stored keys of a stored game's positions (the start, then after each move), by replaying its record.
  std::vector<std::uint64_t> game_keys(const std::string& raw) {
    parser::ReadGame g = parser::read_game(raw, "stored", 1, 1);
    if (g.dongson) {  // a Cờ Đông Sơn game: its own positions and keys
      dongson::Game game(g.dongson->start);
      std::vector<std::uint64_t> keys{stored_key(game.position())};
      for (const auto& m : g.dongson->moves) {
        game.play(m.turn);
        keys.push_back(stored_key(game.position()));
      }
      return keys;
    }
    EXPECT_TRUE(g.record) << raw;
    if (!g.record) return {};
    Position pos = g.record->start;
    std::vector<std::uint64_t> keys{stored_key(pos)};
    Undo u;
    for (const auto& m : g.record->moves) {
      pos.do_turn(m.turn, u);
      keys.push_back(stored_key(pos));
    }
    return keys;
  }
  // Every stored game is whole: the position index finds it at its last position, at the first ply it reached
  // it, and the opening tree counts it once at its first move.
  void expect_consistent() {
    // Every id a game holds names a row (they are not foreign keys: the importer takes them in its
    // transaction).
    EXPECT_EQ(
        count("SELECT count(*) FROM game g LEFT JOIN player r ON r.id = g.red_id LEFT JOIN player b ON "
              "b.id = g.blue_id LEFT JOIN event e ON e.id = g.event_id LEFT JOIN site s ON s.id = g.site_id "
              "LEFT JOIN import_batch i ON i.id = g.batch_id WHERE r.id IS NULL OR b.id IS NULL OR i.id IS "
              "NULL "
              "OR (g.event_id IS NOT NULL AND e.id IS NULL) OR (g.site_id IS NOT NULL AND s.id IS NULL)"),
        0);
    Rows games = conn->exec("SELECT id, raw, ply_count FROM game ORDER BY id");
    std::map<std::uint64_t, long long> starts;  // start position -> games with moves
    for (int i = 0; i < games.size(); ++i) {
      const long long id = games.integer(i, 0);
      const auto keys = game_keys(games.text(i, 1));
      if (keys.empty()) continue;
      if (games.integer(i, 2) > 0) ++starts[keys.front()];
      const auto first = std::find(keys.begin(), keys.end(), keys.back()) - keys.begin();
      bool found = false;
      for (const PositionEntry& e : position_games(*conn, keys.back()))
        if (e.game == id) {
          EXPECT_FALSE(found) << "game " << id << " twice in the index";
          EXPECT_EQ(e.ply, first) << "game " << id;
          found = true;
        }
      EXPECT_TRUE(found) << "game " << id << " is not in the position index";
    }
    for (const auto& [key, n] : starts) {
      long long total = 0;
      for (const TreeMove& m : opening_tree(*conn, key)) total += m.games;
      EXPECT_EQ(total, n);
    }
  }
};

}  // namespace saban::db
