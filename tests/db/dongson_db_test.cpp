// Cờ Đông Sơn in the database (issue 12, acceptance 3): self-play games import once, stay apart from
// Commander Chess games in the position index and the opening tree, are searched and counted per game, and
// their stored records round-trip; a database of schema version 4 keeps its games as Commander Chess games.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <set>

#include "analysis/dongson_play.h"
#include "db/schema.h"
#include "db/stats.h"
#include "parser/dongson_san.h"
#include "tests/db/database_fixture.h"

namespace saban::db {
namespace {

namespace ds = saban::dongson;

class DongSonDatabase : public Database {
 protected:
  // A record file of `n` Cờ Đông Sơn self-play games (random openings, then the engine at depth 1).
  fs::path dongson_file(const std::string& name, int n, std::uint64_t seed) {
    const fs::path file = dir() / name;
    std::ofstream out(file);
    std::mt19937_64 rng(seed);
    analysis::dongson::Searcher searcher;
    analysis::dongson::SelfPlayOptions o;
    o.limits = {1, 0};
    o.opening_plies = 8;
    o.max_plies = 60;
    for (int i = 0; i < n; ++i) {
      auto rec = analysis::dongson::engine_game(o, searcher, rng);
      rec.set_tag("Round", std::to_string(i + 1));
      rec.set_tag("Date", "2026.12.0" + std::to_string(1 + i % 9));
      out << (i ? "\n" : "") << parser::dongson::write_game(rec);
      movetexts.insert(rec.tag("Date").value_or("") + [&] {
        std::string s;
        for (const auto& m : rec.moves) s += parser::dongson::to_lan(m.turn) + " ";
        return s;
      }());
    }
    return file;
  }
  long long dongson_games() { return count("SELECT count(*) FROM game WHERE variant = 'dongson'"); }
  long long commander_games() { return count("SELECT count(*) FROM game WHERE variant = 'commander'"); }

  std::set<std::string> movetexts;  // of the games written, to tell how many differ
};

TEST_F(DongSonDatabase, SelfPlayGamesImportOnce) {
  const fs::path file = dongson_file("selfplay.pgn", 12, 7);
  const ImportProgress first = import({file});
  EXPECT_EQ(first.rejected, 0u);
  EXPECT_EQ(first.inserted, movetexts.size());
  EXPECT_EQ(first.inserted + first.duplicates, 12u);
  EXPECT_EQ(dongson_games(), static_cast<long long>(movetexts.size()));
  EXPECT_EQ(commander_games(), 0);
  // Thủy and Sơn are the game's two players; 14 material counts; the final position is the rules' own.
  EXPECT_EQ(
      count("SELECT count(*) FROM game g JOIN player p ON p.id = g.red_id WHERE p.name = 'Saban depth 1'"),
      dongson_games());
  EXPECT_EQ(count("SELECT count(*) FROM game WHERE cardinality(material) = 14 AND cardinality(captures) = 14 "
                  "AND mode = 'dongson' AND profile = 'default'"),
            dongson_games());
  const auto before = row_counts();
  EXPECT_EQ(import({file}).inserted, 0u);
  EXPECT_EQ(row_counts(), before);
  conn->run("DELETE FROM source_file");  // read again game by game: every game is a duplicate
  const ImportProgress third = import({file});
  EXPECT_EQ(third.inserted, 0u);
  EXPECT_EQ(third.duplicates, 12u);
  EXPECT_EQ(row_counts(), before);
  expect_consistent();
}

TEST_F(DongSonDatabase, TheTwoGamesKeepApartInTheTreeAndTheIndex) {
  import({kSamples / "dong-son", kSamples / "rulebook", kSamples / "san", dongson_file("more.pgn", 6, 11)});
  const long long dongson = dongson_games(), commander = commander_games();
  ASSERT_GT(dongson, 6);
  ASSERT_GT(commander, 0);
  // The Cờ Đông Sơn start: every Cờ Đông Sơn game, and its moves are legal there (LAN of its own).
  const ds::Position start = ds::Position::start();
  std::vector<ds::Move> legal;
  start.legal_moves(legal);
  long long total = 0;
  std::set<long long> dongson_ids;
  Rows ids = conn->exec("SELECT id FROM game WHERE variant = 'dongson'");
  for (int i = 0; i < ids.size(); ++i) dongson_ids.insert(ids.integer(i, 0));
  for (const TreeMove& m : opening_tree(*conn, stored_key(start))) {
    EXPECT_TRUE(parser::dongson::parse_lan(m.move, legal)) << m.move;
    EXPECT_EQ(dongson_ids.count(m.last_game), 1u) << m.move;
    total += m.games;
  }
  EXPECT_EQ(total, dongson);
  EXPECT_EQ(position_games(*conn, stored_key(start)).size(), static_cast<std::size_t>(dongson));
  // The Commander Chess starts hold none of them.
  for (const char* profile : {"official", "cotulenh"}) {
    const Position p = Position::start(*profile_by_name(profile));
    for (const TreeMove& m : opening_tree(*conn, stored_key(p)))
      EXPECT_EQ(dongson_ids.count(m.last_game), 0u);
    for (const PositionEntry& e : position_games(*conn, stored_key(p)))
      EXPECT_EQ(dongson_ids.count(e.game), 0u);
  }
  // Searches by game, and by a Cờ Đông Sơn position.
  GameFilter f;
  f.limit = 1000;
  f.variant = Variant::DongSon;
  EXPECT_EQ(static_cast<long long>(search_games(*conn, f).size()), dongson);
  f.variant = Variant::Commander;
  EXPECT_EQ(static_cast<long long>(search_games(*conn, f).size()), commander);
  GameFilter at_start;
  at_start.limit = 1000;
  at_start.position = stored_key(start);
  const auto rows = search_games(*conn, at_start);
  EXPECT_EQ(static_cast<long long>(rows.size()), dongson);
  for (const GameRow& r : rows) {
    EXPECT_EQ(r.mode, "dongson");
    EXPECT_EQ(r.ply, 0);
  }
  // Rule options are another key space: the same start under other rules meets no stored game.
  ds::Options other;
  other.gift_safety = ds::GiftSafety::All;
  EXPECT_TRUE(opening_tree(*conn, stored_key(ds::Position::start(other))).empty());
  expect_consistent();
}

TEST_F(DongSonDatabase, StatisticsPerGame) {
  import({kSamples / "dong-son", kSamples / "rulebook", dongson_file("more.pgn", 8, 5)});
  const long long dongson = dongson_games(), commander = commander_games();
  const DatabaseStats s = statistics(*conn, 10, Variant::DongSon);
  EXPECT_EQ(s.variant, Variant::DongSon);
  EXPECT_EQ(s.total.games, dongson);
  EXPECT_EQ(s.other_games, commander);
  EXPECT_EQ(s.total.red_wins,
            count("SELECT count(*) FROM game WHERE variant = 'dongson' AND result = '1-0'"));
  // One row a Cờ Đông Sơn piece type, in type order (Thủy's losses as Red's, Sơn's as Blue's).
  ASSERT_EQ(s.captures.size(), static_cast<std::size_t>(ds::kPieceTypes));
  for (std::size_t i = 0; i < s.captures.size(); ++i) EXPECT_EQ(s.captures[i].type, static_cast<int>(i));
  // By ending: the Termination tags (palace entry, checkmate, the draws by kind), every game once.
  long long ended = 0;
  for (const ResultsBy& e : s.by_ending) {
    EXPECT_EQ(e.results.games, count("SELECT count(*) FROM game WHERE variant = 'dongson' AND "
                                     "coalesce(termination, '?') = '" +
                                     e.key + "'"))
        << e.key;
    ended += e.results.games;
  }
  EXPECT_EQ(ended, dongson);
  // Captures by piece: the start's pieces less the final position's, side by side; no Thần is ever taken.
  long long lost = 0;
  for (const PieceCaptures& c : s.captures) {
    if (c.piece_type<games::DongSon>() == ds::PieceType::Than) {
      EXPECT_EQ(c.red_lost + c.blue_lost, 0);
    }
    lost += c.red_lost + c.blue_lost;
  }
  EXPECT_EQ(lost,
            count("SELECT coalesce(sum(c), 0) FROM game, unnest(captures) c WHERE variant = 'dongson'"));
  EXPECT_GT(lost, 0);
  EXPECT_FALSE(s.openings.empty());
  // The Commander Chess statistics count their own games only, with their own pieces.
  const DatabaseStats cc = statistics(*conn);
  EXPECT_EQ(cc.total.games, commander);
  EXPECT_EQ(cc.other_games, dongson);
  ASSERT_EQ(cc.captures.size(), static_cast<std::size_t>(kPieceTypes));
  EXPECT_EQ(cc.captures.back().piece_type<games::CommanderChess>(), PieceType::Headquarters);
}

TEST_F(DongSonDatabase, StoredRecordsRoundTrip) {
  import({kSamples / "dong-son"});
  Rows r = conn->exec("SELECT id, raw, ply_count FROM game WHERE variant = 'dongson' ORDER BY id");
  ASSERT_GT(r.size(), 0);
  for (int i = 0; i < r.size(); ++i) {
    const std::vector<std::string> raw = game_records(*conn, {r.integer(i, 0)});
    ASSERT_EQ(raw.size(), 1u);
    parser::ReadGame g = parser::read_game(raw[0], "stored", 1);
    ASSERT_TRUE(g.dongson) << raw[0];
    EXPECT_TRUE(g.errors.empty());
    EXPECT_EQ(static_cast<long long>(g.dongson->moves.size()), r.integer(i, 2));
    // Written again, read again: the same text.
    const std::string written = parser::dongson::write_game(*g.dongson);
    parser::ReadGame again = parser::read_game(written, "written", 1);
    ASSERT_TRUE(again.dongson);
    EXPECT_EQ(parser::dongson::write_game(*again.dongson), written);
    std::string stored = raw[0];
    while (!stored.empty() && (stored.back() == '\n' || stored.back() == '\r')) stored.pop_back();
    EXPECT_EQ(written, stored + "\n");
  }
}

// A database written before the game's game was stored (schema version 4, every game Commander Chess) keeps
// its games in version 5: each is a Commander Chess game, found, counted and indexed as before.
TEST_F(DongSonDatabase, MigrationFromVersion4KeepsEveryGame) {
  import({kSamples / "rulebook", kSamples / "san", kSamples / "encodings"});
  const long long games = count("SELECT count(*) FROM game");
  ASSERT_GT(games, 0);
  const std::string before =
      conn->one_row("SELECT string_agg(id || signature::text || raw, ',' ORDER BY id) FROM game").text(0, 0);
  // Version 4 had no such column (migration 5 adds it and its index), nor migration 6's date index and check,
  // nor migration 7's statistics summary (its triggers go with their functions), nor migration 8's trash, nor
  // migration 9's change notifications, nor migration 13's record of dropped indexes, nor migration 14's of a
  // summary pending.
  conn->run(
      "DROP TABLE dropped_index, pending_summary; DROP FUNCTION saban_game_notify() CASCADE; DROP FUNCTION "
      "saban_analysis_notify() CASCADE; DROP "
      "FUNCTION "
      "saban_change_ids(bigint[]); DROP TABLE game_trash; DROP TABLE game_stat, game_stat_capture, "
      "player_stat; DROP FUNCTION "
      "game_counted(game) CASCADE; "
      "DROP FUNCTION game_stat_trigger() CASCADE; DROP FUNCTION game_stat_truncate() CASCADE; DROP FUNCTION "
      "game_stat_sql(text, integer, text, boolean)");
  conn->run(
      "DROP INDEX game_dates; ALTER TABLE game DROP CONSTRAINT game_date_span; ALTER TABLE game DROP COLUMN "
      "variant; DELETE FROM schema_version WHERE version >= 5");
  ASSERT_EQ(count("SELECT max(version) FROM schema_version"), 4);
  EXPECT_EQ(migrate(*conn), schema_version());
  EXPECT_EQ(count("SELECT max(version) FROM schema_version"), schema_version());
  EXPECT_EQ(count("SELECT count(*) FROM game"), games);
  EXPECT_EQ(commander_games(), games);
  EXPECT_EQ(
      conn->one_row("SELECT string_agg(id || signature::text || raw, ',' ORDER BY id) FROM game").text(0, 0),
      before);
  EXPECT_EQ(count("SELECT count(*) FROM pg_indexes WHERE indexname = 'game_variant_id'"), 1);
  GameFilter f;
  f.limit = 1000;
  f.variant = Variant::Commander;
  EXPECT_EQ(static_cast<long long>(search_games(*conn, f).size()), games);
  EXPECT_EQ(statistics(*conn).total.games, games);
  // Importing the same files again adds nothing; Cờ Đông Sơn games join them.
  EXPECT_EQ(import({kSamples / "rulebook", kSamples / "san"}).inserted, 0u);
  EXPECT_GT(import({kSamples / "dong-son"}).inserted, 0u);
  EXPECT_EQ(commander_games(), games);
  expect_consistent();
}

}  // namespace
}  // namespace saban::db
