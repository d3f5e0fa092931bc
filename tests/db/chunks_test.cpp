// The position index and opening tree chunks (db/chunks.h): byte formats, merging, compaction, and migration
// 3, which rebuilds them from the tables of schema version 2. Against the real PostgreSQL server.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <tuple>

#include "db/chunks.h"
#include "db/queries.h"
#include "db/schema.h"
#include "tests/db/scratch_database.h"

namespace saban::db {
namespace {

TEST(ChunkFormat, DatesRoundTripAndRejectNonDates) {
  EXPECT_EQ(date_days("2000-01-01"), 0);
  EXPECT_EQ(date_days("2000-03-01"), 60);  // 2000 is a leap year
  EXPECT_EQ(date_days("1999-12-31"), -1);
  EXPECT_EQ(date_text(date_days("2026-11-30")), "2026-11-30");
  EXPECT_EQ(date_days("2026-02-29"), TreeEntry::kNoDate);
  EXPECT_EQ(date_days("2026.11.30"), TreeEntry::kNoDate);
  EXPECT_EQ(date_text(TreeEntry::kNoDate), "");
}

TEST(ChunkFormat, EntriesRoundTrip) {
  std::string bytes;
  encode(PositionEntry{0xFEDCBA9876543210ULL, 123456789012LL, 300}, bytes);
  encode(PositionEntry{1, 2, 0}, bytes);
  ASSERT_EQ(bytes.size(), (8 + 6 + 2) + (8 + 1 + 1));  // varints: 123456789012 takes 6 bytes, 300 two
  const auto p = decode_positions(bytes);
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(p[0].key, 0xFEDCBA9876543210ULL);
  EXPECT_EQ(p[0].game, 123456789012LL);
  EXPECT_EQ(p[0].ply, 300);
  EXPECT_THROW(decode_positions(bytes.substr(0, bytes.size() - 1)), DbError);

  TreeEntry t;
  t.key = 0x8000000000000001ULL;
  t.move = "Nc5>c8,Fc5>f8";
  t.games = 7, t.red_wins = 3, t.draws = 1, t.blue_wins = 2, t.last_game = 99, t.last_date = -400;
  std::string tb;
  encode(TreeEdge{t.key, t.move, t.games, t.red_wins, t.draws, t.blue_wins, t.last_game, t.last_date}, tb);
  encode(TreeEdge{}, tb);
  const auto d = decode_tree(tb);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].key, t.key);
  EXPECT_EQ(d[0].move, t.move);
  EXPECT_EQ(std::tie(d[0].games, d[0].red_wins, d[0].draws, d[0].blue_wins, d[0].last_game, d[0].last_date),
            std::tie(t.games, t.red_wins, t.draws, t.blue_wins, t.last_game, t.last_date));
  EXPECT_EQ(d[1].last_date, TreeEntry::kNoDate);
  EXPECT_THROW(decode_tree(tb.substr(0, tb.size() - 9)), DbError);  // the second entry cut inside its key
  EXPECT_THROW(decode_tree(tb.substr(0, 14)), DbError);             // the first cut inside its counts
  EXPECT_THROW(decode_positions(std::string(8, '\0') + "\x80"), DbError);  // a varint without its last byte
  EXPECT_THROW(decode_positions(std::string(8, '\0') + std::string(11, '\xff')), DbError);  // over ten bytes
}

class Chunks : public ScratchDatabase {
 protected:
  Chunks() : ScratchDatabase("saban_c_") {}
};

// Random entries in a few buckets, written in several batches, then read back and compacted: every search
// answers the same as a sorted list of what was written.
TEST_F(Chunks, SearchesAnswerTheSameBeforeAndAfterCompaction) {
  std::mt19937_64 rng(7);
  std::vector<std::uint64_t> keys;
  for (int i = 0; i < 60; ++i) keys.push_back((static_cast<std::uint64_t>(i % 5) << 52) | (rng() >> 12));
  keys.push_back(0xFFFFFFFFFFFFFFFFULL);
  std::vector<PositionEntry> all;
  std::vector<TreeEntry> tree_all;
  long long game = 0;
  for (int batch = 1; batch <= 4; ++batch) {
    Transaction tx(*conn);
    std::vector<PositionEntry> positions;
    std::vector<TreeEntry> tree;
    for (int g = 0; g < 30; ++g) {
      ++game;
      for (int ply = 0; ply < 12; ++ply) {
        const std::uint64_t key = keys[rng() % keys.size()];
        positions.push_back({key, game, ply});
        TreeEntry e;
        e.key = key;
        e.move = "m" + std::to_string(rng() % 3);
        e.games = 1;
        e.red_wins = ply % 2;
        e.last_game = game;
        e.last_date = static_cast<std::int32_t>(rng() % 9000) - 3000;
        tree.push_back(e);
      }
    }
    all.insert(all.end(), positions.begin(), positions.end());
    tree_all.insert(tree_all.end(), tree.begin(), tree.end());
    write_position_chunks(*conn, batch, positions);
    std::vector<TreeEdge> edges;
    for (const TreeEntry& e : tree)
      edges.push_back({e.key, e.move, e.games, e.red_wins, e.draws, e.blue_wins, e.last_game, e.last_date});
    write_tree_chunks(*conn, batch, edges);
    tx.commit();
  }
  auto expected_games = [&](std::uint64_t key) {
    std::vector<std::pair<long long, int>> out;
    for (const auto& e : all)
      if (e.key == key) {
        auto it = std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == e.game; });
        if (it == out.end())
          out.emplace_back(e.game, e.ply);
        else
          it->second = std::min(it->second, e.ply);
      }
    std::sort(out.begin(), out.end());
    return out;
  };
  auto found_games = [&](std::uint64_t key) {
    std::vector<std::pair<long long, int>> out;
    for (const auto& e : position_games(*conn, key)) out.emplace_back(e.game, e.ply);
    return out;
  };
  auto expected_tree = [&](std::uint64_t key) {
    std::map<std::string, std::tuple<long long, long long, long long, int>> m;
    for (const auto& e : tree_all)
      if (e.key == key) {
        auto& [games, red, last, date] = m[e.move];
        games += e.games, red += e.red_wins, last = std::max<long long>(last, e.last_game),
                                             date = std::max(date, e.last_date);
      }
    return m;
  };
  auto found_tree = [&](std::uint64_t key) {
    std::map<std::string, std::tuple<long long, long long, long long, int>> m;
    long long previous = 1 << 30;
    for (const auto& e : tree_moves(*conn, key)) {
      EXPECT_LE(e.games, previous);  // most played first
      previous = e.games;
      m[e.move] = {e.games, e.red_wins, e.last_game, e.last_date};
    }
    return m;
  };
  auto check = [&] {
    for (std::uint64_t key : keys) {
      EXPECT_EQ(found_games(key), expected_games(key)) << key;
      EXPECT_EQ(found_tree(key), expected_tree(key)) << key;
    }
    EXPECT_TRUE(position_games(*conn, 12345).empty());
  };
  check();
  EXPECT_EQ(count("SELECT count(*) FROM position_chunk WHERE bucket = 0"), 4);
  const CompactStats s = compact(*conn, 1);
  EXPECT_EQ(s.buckets, 2 * 6);  // buckets 0..4 and 4095, in both tables
  EXPECT_EQ(count("SELECT count(*) FROM position_chunk"), 6);
  EXPECT_EQ(count("SELECT count(*) FROM tree_chunk"), 6);
  check();
  EXPECT_EQ(compact(*conn, 1).buckets, 0);
}

// Compaction on two connections: enough crowded buckets for several groups of 64 in each table, so that the
// groups are shared between the connections; every search answers what it answered before, every crowded
// bucket ends with one row, and the counts add up.
TEST_F(Chunks, CompactionOnTwoConnectionsAnswersTheSame) {
  // 300 buckets spread over the key space (the bucket is the key's top 12 bits), three keys in each.
  std::mt19937_64 rng(11);
  std::vector<std::uint64_t> keys;
  for (int i = 0; i < 900; ++i)
    keys.push_back((static_cast<std::uint64_t>((i % 300) * 13) << 52) | (rng() >> 12));
  long long game = 0;
  auto fill = [&](int batches) {
    for (int batch = 1; batch <= batches; ++batch) {
      Transaction tx(*conn);
      std::vector<PositionEntry> positions;
      std::vector<TreeEdge> edges;
      std::vector<std::string> moves;
      moves.reserve(2000);  // the edges view them
      for (int g = 0; g < 200; ++g) {
        ++game;
        for (int ply = 0; ply < 10; ++ply) {
          const std::uint64_t key = keys[rng() % keys.size()];
          positions.push_back({key, game, ply});
          moves.push_back("m" + std::to_string(rng() % 4));
          edges.push_back({key, moves.back(), 1, ply % 2, 0, 1 - ply % 2, game, 100});
        }
      }
      write_position_chunks(*conn, game, positions);
      write_tree_chunks(*conn, game, edges);
      tx.commit();
    }
  };
  auto answers = [&] {
    std::vector<std::string> out;
    for (std::uint64_t key : keys) {
      std::string line = std::to_string(key) + ":";
      for (const PositionEntry& e : position_games(*conn, key))
        line += " " + std::to_string(e.game) + "@" + std::to_string(e.ply);
      line += " |";
      for (const TreeEntry& e : tree_moves(*conn, key))
        line += " " + e.move + "=" + std::to_string(e.games) + "/" + std::to_string(e.red_wins) + "/" +
                std::to_string(e.blue_wins) + "/" + std::to_string(e.last_game);
      out.push_back(line);
    }
    return out;
  };
  const std::string crowded_sql =
      "SELECT (SELECT count(*) FROM (SELECT bucket FROM position_chunk GROUP BY bucket HAVING count(*) > 1) "
      "p) + "
      "(SELECT count(*) FROM (SELECT bucket FROM tree_chunk GROUP BY bucket HAVING count(*) > 1) t)";
  const std::string rows_sql =
      "SELECT (SELECT count(*) FROM position_chunk) + (SELECT count(*) FROM tree_chunk)";
  const std::string buckets_sql =
      "SELECT (SELECT count(DISTINCT bucket) FROM position_chunk) + (SELECT count(DISTINCT bucket) FROM "
      "tree_chunk)";
  fill(3);
  const std::vector<std::string> before = answers();
  const long long crowded = count(crowded_sql), rows = count(rows_sql), buckets = count(buckets_sql);
  ASSERT_GT(crowded, 4 * 64);  // more than two groups a table

  const CompactStats two = compact(*conn, 1, {}, 2);
  EXPECT_FALSE(two.stopped);
  EXPECT_EQ(two.buckets, crowded);
  EXPECT_EQ(two.rows_after, crowded);
  EXPECT_EQ(two.rows_before, rows - (buckets - crowded));  // the buckets with one row are left alone
  EXPECT_EQ(count(rows_sql), buckets);
  EXPECT_EQ(count(crowded_sql), 0);
  EXPECT_EQ(answers(), before);
  EXPECT_EQ(compact(*conn, 1, {}, 2).buckets, 0);

  // A stop requested before it starts: nothing merged, on any connection; then the rest, on two.
  fill(2);
  const std::vector<std::string> more = answers();
  const long long crowded_again = count(crowded_sql);
  ASSERT_GT(crowded_again, 4 * 64);
  std::stop_source stop;
  stop.request_stop();
  const CompactStats stopped = compact(*conn, 1, stop.get_token(), 2);
  EXPECT_TRUE(stopped.stopped);
  EXPECT_EQ(stopped.buckets, 0);
  EXPECT_EQ(count(crowded_sql), crowded_again);
  EXPECT_EQ(compact(*conn, 1, {}, 2).buckets, crowded_again);
  EXPECT_EQ(answers(), more);
}

class MigrationFromVersion2 : public ScratchDatabase {
 protected:
  MigrationFromVersion2() : ScratchDatabase("saban_m_", 2) {}
};

// A database written by schema version 2 (game_move and opening_tree) keeps its index and tree in version 3.
TEST_F(MigrationFromVersion2, PositionsAndTreeBecomeChunks) {
  ASSERT_EQ(count("SELECT max(version) FROM schema_version"), 2);
  conn->run(
      "INSERT INTO player (id, name, search_key) VALUES (1, 'A', 'a'), (2, 'B', 'b');"
      "INSERT INTO game (id, signature, red_id, blue_id, result, profile, mode, dialect, ply_count, "
      "material, "
      "captures, tags, raw) VALUES (10, '\\x01', 1, 2, '1-0', 'cotulenh', 'full', 'san', 4, '{}', '{}', "
      "'{}', 'x'),"
      "(11, '\\x02', 2, 1, '*', 'cotulenh', 'full', 'san', 2, '{}', '{}', '{}', 'y');"
      // Key -5 has its top bit set (bucket 4095); game 10 reaches key 7 twice (plies 1 and 3).
      "INSERT INTO game_move (game_id, san, keys) VALUES (10, '{Ic5c6,Ic8c7,Tb2b3,Tb11b10}', "
      "'{100,7,-5,7,42}'),"
      "(11, '{Ic5c6,Ic8c7}', '{100,7,8}');"
      "INSERT INTO opening_tree VALUES (100, 'Ic5c6', 2, 1, 0, 0, '2026-11-30', 11), "
      "(100, 'Aa1a2', 1, 0, 1, 0, NULL, NULL), (-5, 'Tb2b3', 1, 1, 0, 0, '1999-01-02', 10)");
  migrate(*conn);
  EXPECT_EQ(count("SELECT max(version) FROM schema_version"), schema_version());
  EXPECT_EQ(count("SELECT count(*) FROM pg_tables WHERE tablename IN ('game_move', 'opening_tree')"), 0);
  auto games = [&](std::int64_t key) {
    std::vector<std::pair<long long, int>> out;
    for (const auto& e : position_games(*conn, static_cast<std::uint64_t>(key)))
      out.emplace_back(e.game, e.ply);
    return out;
  };
  EXPECT_EQ(games(100), (std::vector<std::pair<long long, int>>{{10, 0}, {11, 0}}));
  EXPECT_EQ(games(7), (std::vector<std::pair<long long, int>>{{10, 1}, {11, 1}}));
  EXPECT_EQ(games(-5), (std::vector<std::pair<long long, int>>{{10, 2}}));
  EXPECT_EQ(games(8), (std::vector<std::pair<long long, int>>{{11, 2}}));
  const auto root = opening_tree(*conn, 100);
  ASSERT_EQ(root.size(), 2u);
  EXPECT_EQ(root[0].move, "Ic5c6");
  EXPECT_EQ(root[0].games, 2);
  EXPECT_EQ(root[0].red_wins, 1);
  EXPECT_EQ(root[0].last_date, "2026-11-30");
  EXPECT_EQ(root[0].last_game, 11);
  EXPECT_EQ(root[1].move, "Aa1a2");
  EXPECT_EQ(root[1].draws, 1);
  EXPECT_EQ(root[1].last_date, "");
  const auto deep = opening_tree(*conn, static_cast<std::uint64_t>(std::int64_t{-5}));
  ASSERT_EQ(deep.size(), 1u);
  EXPECT_EQ(deep[0].last_date, "1999-01-02");
  EXPECT_EQ(conn->one_row("SELECT opening FROM game WHERE id = 10").text(0, 0), "Ic5c6 Ic8c7 Tb2b3");
  EXPECT_TRUE(conn->one_row("SELECT opening FROM game WHERE id = 11").null(0, 0));
}

}  // namespace
}  // namespace saban::db
