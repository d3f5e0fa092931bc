// The statistics summary (schema version 7, db/stats.h): statistics and player reports read from it are those
// computed from every game (statistics_full, player_reports_full), after an import, after changes by any
// client (UPDATE, DELETE, TRUNCATE of `game`), after a game is saved (db::save_game), before and after
// compaction; verify_summary finds a damaged summary and rebuild_summary repairs it; the migration fills it
// from the games a database held before it.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "analysis/selfplay.h"
#include "db/edit.h"
#include "db/jobs.h"
#include "db/schema.h"
#include "db/stats.h"
#include "parser/writer.h"
#include "tests/db/database_fixture.h"
#include "tests/db/run_saban.h"

namespace saban::db {
namespace {

std::string text_of(const Results& r) {
  std::ostringstream o;
  o << r.games << '/' << r.red_wins << '/' << r.draws << '/' << r.blue_wins << '/' << r.unfinished;
  return o.str();
}

std::string text_of(const Record& r) {
  std::ostringstream o;
  o << r.games << '/' << r.wins << '/' << r.draws << '/' << r.losses;
  return o.str();
}

// Every field of the statistics, one per line (so that a failure shows where they differ).
std::string text_of(const DatabaseStats& s) {
  std::ostringstream o;
  o.precision(17);
  o << "variant " << variant_name(s.variant) << "\ntotal " << text_of(s.total) << "\naverage "
    << s.average_plies << "\nshortest " << s.shortest << " longest " << s.longest << "\nother "
    << s.other_games << '\n';
  auto groups = [&](const char* name, const std::vector<ResultsBy>& v) {
    for (const auto& g : v) o << name << ' ' << g.key << ' ' << text_of(g.results) << '\n';
  };
  groups("mode", s.by_mode);
  groups("ending", s.by_ending);
  groups("profile", s.by_profile);
  groups("year", s.by_year);
  for (const auto& b : s.lengths) o << "length " << b.from << '-' << b.to << ' ' << b.games << '\n';
  for (const auto& p : s.top_players)
    o << "player " << p.id << ' ' << p.name << ' ' << text_of(p.record) << '\n';
  for (const auto& op : s.openings) o << "opening " << op.moves << ' ' << text_of(op.results) << '\n';
  for (const auto& c : s.captures) o << "lost " << c.type << ' ' << c.red_lost << ' ' << c.blue_lost << '\n';
  return o.str();
}

std::string text_of(const std::vector<PlayerReport>& reports) {
  std::ostringstream o;
  for (const auto& p : reports) {
    o << "player " << p.id << ' ' << p.name << " red " << text_of(p.as_red) << " blue " << text_of(p.as_blue)
      << '\n';
    for (const auto& y : p.by_year) o << "  year " << y.year << ' ' << text_of(y.record) << '\n';
    for (const auto& op : p.openings)
      o << "  opening " << op.moves << ' ' << (op.side == Side::Red ? "red " : "blue ") << text_of(op.record)
        << '\n';
    for (const auto& g : p.recent)
      o << "  game " << g.id << ' ' << g.red << ' ' << g.blue << ' ' << g.date << ' ' << g.result << ' '
        << g.plies << '\n';
  }
  return o.str();
}

// Statistics and player reports from the summary equal the full computation's, for both games, with all
// players and openings and with few (ties cut as the full computation cuts them); the summary verifies.
void expect_summary_right(Connection& c, const std::string& when) {
  SCOPED_TRACE(when);
  c.run(
      "ANALYZE game");  // the planner's count of games, by which a busy player's latest games walk the dates
  for (Variant v : {Variant::Commander, Variant::DongSon})
    for (int top : {0, 3, 10000})
      EXPECT_EQ(text_of(statistics(c, top, v)), text_of(statistics_full(c, top, v)));
  // Each game's reports (players of that game only, its games only)
  for (Variant v : {Variant::Commander, Variant::DongSon})
    for (const char* name : {"", "a", "nguyen", "saban"})
      for (int top : {2, 10000})
        EXPECT_EQ(text_of(player_reports(c, name, 5, top, v)),
                  text_of(player_reports_full(c, name, 5, top, v)))
            << variant_name(v) << " '" << name << "'";
  EXPECT_EQ(verify_summary(c).total(), 0);
}

// The summary's counts by key (rows of a key summed, zero sums left out, as compaction leaves them out), one
// line per key, in key order.
std::string summary_text(Connection& c) {
  std::string out;
  for (const char* q :
       {"SELECT variant || ' ' || kind || ' ' || key || ' ' || sum(games) || '/' || sum(red_wins) || '/' || "
        "sum(draws) || '/' || sum(blue_wins) || '/' || sum(unfinished) FROM game_stat GROUP BY variant, "
        "kind, "
        "key HAVING sum(games) <> 0 ORDER BY variant, kind, key",
        "SELECT variant || ' ' || slot || ' ' || sum(lost) FROM game_stat_capture GROUP BY variant, slot "
        "HAVING sum(lost) <> 0 ORDER BY variant, slot",
        "SELECT player_id || ' ' || variant || ' ' || side || ' ' || kind || ' ' || key || ' ' || sum(games) "
        "|| '/' || "
        "sum(red_wins) || '/' || sum(draws) || '/' || sum(blue_wins) || '/' || sum(unfinished) FROM "
        "player_stat "
        "GROUP BY player_id, variant, side, kind, key HAVING sum(games) <> 0 ORDER BY player_id, variant, "
        "side, "
        "kind, key"}) {
    Rows r = c.exec(q);
    for (int i = 0; i < r.size(); ++i) out += r.text(i, 0) + "\n";
  }
  return out;
}

long long fresh_rows(Connection& c) {
  return c
      .one_row(
          "SELECT (SELECT count(*) FROM game_stat WHERE fresh) + (SELECT count(*) FROM game_stat_capture "
          "WHERE fresh) + (SELECT count(*) FROM player_stat WHERE fresh)")
      .integer(0, 0);
}

class StatsSummary : public Database {
 protected:
  void expect_summary_right(const std::string& when) { db::expect_summary_right(*conn, when); }
  long long fresh_rows() { return db::fresh_rows(*conn); }
  void import_samples() {
    import({kSamples / "engine" / "selfplay-500.ctr", kSamples / "san", kSamples / "rulebook",
            kSamples / "dong-son" / "selfplay-depth2.pgn", kSamples / "dong-son" / "selfplay-depth3.pgn",
            games_file("random.ctr", 30, 5)});
  }
};

TEST_F(StatsSummary, ImportEditsAndDeletionsKeepItEqualToTheFullComputation) {
  import_samples();
  ASSERT_GT(count("SELECT count(*) FROM game WHERE variant = 'commander'"), 500);
  ASSERT_GT(count("SELECT count(*) FROM game WHERE variant = 'dongson'"), 3);
  EXPECT_EQ(fresh_rows(), 0) << "the import compacts the summary";
  const DatabaseStats s = statistics(*conn, 10, Variant::Commander);
  EXPECT_EQ(s.total.games, count("SELECT count(*) FROM game WHERE variant = 'commander'"));
  EXPECT_FALSE(s.top_players.empty());
  EXPECT_FALSE(s.openings.empty());
  expect_summary_right("after the import");

  // Any client's UPDATE: dates over many years (some none), endings and results changed, players swapped.
  conn->run(
      "UPDATE game SET date_from = date '1990-01-01' + (id * 97 % 12000)::int, date_to = date '1990-01-01' + "
      "(id * 97 % 12000)::int WHERE id % 4 <> 0");
  conn->run("UPDATE game SET date_from = NULL, date_to = NULL WHERE id % 7 = 0");
  conn->run("UPDATE game SET termination = NULL, winner = NULL, result = '*' WHERE id % 11 = 0");
  conn->run("UPDATE game SET red_id = blue_id, blue_id = red_id WHERE id % 5 = 0");
  EXPECT_GT(fresh_rows(), 0);
  expect_summary_right("after updates");

  // A saved edit: another result and another Red player (a new name).
  const long long id = count("SELECT min(id) FROM game WHERE variant = 'commander' AND winner = 1");
  auto g = load_game(*conn, id);
  ASSERT_TRUE(g.ok()) << g.error();
  parser::GameRecord edited = *g;
  edited.result = "0-1";
  edited.set_tag("Result", "0-1");
  edited.set_tag("Red", "Nguyễn Thị Sửa");
  const auto saved = save_game(*conn, id, edited);
  ASSERT_TRUE(saved.ok()) << saved.error().english();
  expect_summary_right("after a save");
  EXPECT_EQ(player_reports(*conn, "nguyen thi sua").size(), 1u);
  EXPECT_EQ(player_reports(*conn, "nguyen thi sua")[0].as_red.losses, 1);

  // Deletions: a third of the games, then every game of one player.
  conn->run("DELETE FROM game WHERE id % 3 = 1");
  expect_summary_right("after deleting a third");
  const long long most = count(
      "SELECT p FROM (SELECT red_id AS p FROM game UNION ALL SELECT blue_id FROM game) x GROUP BY p ORDER BY "
      "count(*) DESC, p LIMIT 1");
  conn->exec("DELETE FROM game WHERE red_id = $1::bigint OR blue_id = $1::bigint", {std::to_string(most)});
  expect_summary_right("after deleting a player's games");

  // Compaction merges the fresh rows without changing a count; a second one finds nothing to merge.
  const SummaryRows after = compact_summary(*conn);
  EXPECT_EQ(fresh_rows(), 0);
  EXPECT_EQ(after.total(), count("SELECT count(*) FROM game_stat") +
                               count("SELECT count(*) FROM game_stat_capture") +
                               count("SELECT count(*) FROM player_stat"));
  expect_summary_right("after compaction");
  EXPECT_EQ(compact_summary(*conn).total(), after.total());

  // Importing again: the deleted games come back, the summary with them.
  import_samples();
  expect_summary_right("after importing again");

  conn->run("TRUNCATE game CASCADE");
  EXPECT_EQ(statistics(*conn, 10, Variant::Commander).total.games, 0);
  expect_summary_right("after TRUNCATE");
}

TEST_F(StatsSummary, VerifyFindsADamagedSummaryAndRebuildRepairsIt) {
  import_samples();
  EXPECT_EQ(verify_summary(*conn).total(), 0);
  conn->run("UPDATE game_stat SET games = games + 1 WHERE kind = 'mode'");
  conn->run(
      "DELETE FROM player_stat WHERE kind = 'opening' AND player_id IN (SELECT min(player_id) FROM "
      "player_stat)");
  conn->run("INSERT INTO game_stat_capture (variant, slot, lost) VALUES ('commander', 1, 5)");
  const SummaryRows wrong = verify_summary(*conn);
  EXPECT_GT(wrong.game_stat, 0);
  EXPECT_GT(wrong.player_stat, 0);
  EXPECT_EQ(wrong.captures, 1);
  EXPECT_NE(text_of(statistics(*conn, 10, Variant::Commander)),
            text_of(statistics_full(*conn, 10, Variant::Commander)));

  const SummaryRows rows = rebuild_summary(*conn);
  EXPECT_GT(rows.game_stat, 0);
  EXPECT_GT(rows.player_stat, 0);
  EXPECT_EQ(fresh_rows(), 0);
  expect_summary_right("after the rebuild");
}

// `saban stats --verify` says whether the summary matches the games (exit status 1 and the counts when not);
// `saban db rebuild-summary` repairs it; `saban compact` compacts it.
TEST_F(StatsSummary, TheCommandsVerifyRebuildAndCompactIt) {
  import({kSamples / "rulebook", kSamples / "san"});
  auto run = [&](std::vector<std::string> args) {
    args.push_back("--db");
    args.push_back(conninfo());
    return saban(args);
  };
  const Outcome right = run({"stats", "--verify"});
  EXPECT_EQ(right.status, 0) << right.err;
  EXPECT_EQ(right.out, "the statistics summary matches the games\n");
  conn->run("UPDATE game_stat SET games = games + 2 WHERE kind = 'plies'");
  const Outcome wrong = run({"stats", "--verify"});
  EXPECT_EQ(wrong.status, 1);
  EXPECT_NE(wrong.err.find("the statistics summary differs from the games"), std::string::npos) << wrong.err;
  EXPECT_NE(wrong.err.find("saban db rebuild-summary"), std::string::npos) << wrong.err;
  const Outcome rebuilt = run({"db", "rebuild-summary"});
  EXPECT_EQ(rebuilt.status, 0) << rebuilt.err;
  EXPECT_NE(rebuilt.out.find("rebuilt the statistics summary: "), std::string::npos) << rebuilt.out;
  EXPECT_EQ(run({"stats", "--verify"}).status, 0);
  conn->run("UPDATE game SET winner = NULL, result = '*' WHERE id % 2 = 0");
  EXPECT_GT(fresh_rows(), 0);
  const Outcome compacted = run({"compact"});
  EXPECT_EQ(compacted.status, 0) << compacted.err;
  EXPECT_NE(compacted.out.find("statistics summary: "), std::string::npos) << compacted.out;
  EXPECT_EQ(fresh_rows(), 0);
  expect_summary_right("after saban compact");
}

// A database of schema version 6 with games: the migration to 7 counts them.
// The importer counts its batches into the summary itself (migration 10, db/internal/import_summary.h): its
// rows equal those of the trigger's statement for the same games, over dates of every shape (a day, a month,
// a year, none, a day that does not exist), games too short for an opening, absent endings, every result,
// both games, in batches of a few games on two writers; the trigger leaves the import's COPY to it (counted
// twice, the summary would not verify) and still counts any other insert on the importer's connection
// afterwards.
TEST_F(StatsSummary, TheImporterCountsItsBatchesAsTheTriggerWould) {
  const char* dates[] = {"2019.05.17", "2019.05.??", "2019.??.??", "????.??.??", "2023.02.30", "1999.12.31"};
  const char* results[] = {"1-0", "0-1", "1/2-1/2", "*"};
  std::ostringstream text;
  std::mt19937_64 rng(21);
  for (int i = 0; i < 40; ++i) {
    analysis::SelfPlayOptions o;
    o.seed = 2100 + static_cast<std::uint64_t>(i);
    o.max_plies = i % 5 == 0 ? 2 : 30;  // every fifth game too short for an opening
    parser::GameRecord g = analysis::random_game(o, rng);
    g.set_tag("Date", dates[i % 6]);
    g.set_tag("Red", i % 3 == 0 ? "Lê Văn An" : "Trần Thị Bình");
    g.set_tag("Blue", i % 4 == 0 ? "Hồ Chí" : "Ngô Gia Long");
    g.result = results[i % 4];
    g.set_tag("Result", g.result);
    if (i % 2 == 0)
      g.set_tag("Termination", i % 4 == 0 ? "resignation" : "agreement");
    else
      g.tags.erase(std::remove_if(g.tags.begin(), g.tags.end(),
                                  [](const auto& t) { return t.first == "Termination"; }),
                   g.tags.end());
    text << parser::write_game(g, {}) << '\n';
  }
  const fs::path file = dir() / "shapes.ctr";
  std::ofstream(file) << text.str();
  const ImportProgress p = import({file, kSamples / "dong-son" / "selfplay-depth2.pgn"}, 7);
  ASSERT_EQ(p.rejected, 0);
  ASSERT_EQ(count("SELECT count(*) FROM game WHERE variant = 'commander'"), 40);
  EXPECT_EQ(count("SELECT count(*) FROM game WHERE variant = 'commander' AND opening IS NULL"), 8);
  EXPECT_GT(count("SELECT count(*) FROM game WHERE variant = 'commander' AND date_from IS NULL"), 0);
  expect_summary_right("after the import");
  const std::string imported = summary_text(*conn);
  conn->run("TRUNCATE game_stat, game_stat_capture, player_stat");
  conn->run("DO $$ BEGIN EXECUTE game_stat_sql('game', 1, '', false); END $$");
  EXPECT_EQ(imported, summary_text(*conn)) << "the importer's rows are the trigger statement's";

  // After the import, on its connection: an insert by SQL is counted by the trigger.
  conn->run(
      "INSERT INTO game (signature, red_id, blue_id, date_from, date_to, result, winner, profile, mode, "
      "dialect, "
      "termination, ply_count, material, captures, tags, raw, opening, variant) SELECT '\\x01', red_id, "
      "blue_id, "
      "date_from, date_to, result, winner, profile, mode, dialect, termination, ply_count, material, "
      "captures, "
      "tags, raw, opening, variant FROM game WHERE variant = 'commander' ORDER BY id LIMIT 1");
  expect_summary_right("after an insert by SQL");
}

class StatsSummaryMigration : public Database {
 protected:
  StatsSummaryMigration() : Database(6) {}
};

TEST_F(StatsSummaryMigration, TheMigrationCountsTheGamesStoredBeforeIt) {
  conn->run(
      "INSERT INTO player (name, search_key) VALUES ('Lê An', 'le an'), ('Trần Bình', 'tran binh'), ('Hồ "
      "Chi', "
      "'ho chi')");
  conn->run(
      "INSERT INTO game (signature, red_id, blue_id, date_from, date_to, result, winner, profile, mode, "
      "dialect, "
      "termination, ply_count, material, captures, tags, raw, opening, variant) VALUES "
      "('\\x01', 1, 2, '2001-05-01', '2001-05-01', '1-0', 1, 'official', 'full', 'san', 'checkmate', 41, "
      "'{}', '{1,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}', '{}', '', 'Ge3 Ad9 Ce1', 'commander'), "
      "('\\x02', 2, 1, NULL, NULL, '1/2-1/2', 0, 'official', 'marine', 'san', NULL, 120, '{}', "
      "'{0,1,0,0,0,0,0,0,0,0,0,0,3,0,0,0,0,0,0,0,0,0}', '{}', '', 'Ge3 Ad9 Ce1', 'commander'), "
      "('\\x03', 3, 1, '2003-01-01', '2003-12-31', '*', NULL, 'official', 'full', 'san', NULL, 2, '{}', "
      "'{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}', '{}', '', NULL, 'commander'), "
      "('\\x04', 1, 3, '2004-01-01', '2004-01-01', '0-1', -1, 'dongson', 'full', 'pgn', 'capture', 30, '{}', "
      "'{0,1,0,0,0,0,1,0}', '{}', '', 'a b c', 'dongson')");
  migrate(*conn);
  ASSERT_EQ(count("SELECT max(version) FROM schema_version"), schema_version());
  const DatabaseStats s = statistics(*conn, 10, Variant::Commander);
  EXPECT_EQ(s.total.games, 3);
  EXPECT_EQ(s.shortest, 2);
  EXPECT_EQ(s.longest, 120);
  EXPECT_EQ(s.other_games, 1);
  ASSERT_FALSE(s.openings.empty());
  EXPECT_EQ(s.openings[0].moves, "Ge3 Ad9 Ce1");
  EXPECT_EQ(s.openings[0].results.games, 2);
  EXPECT_EQ(fresh_rows(*conn), 0);
  expect_summary_right(*conn, "after the migration");
}

// Schema version 12 counts a player's games by game: a database of version 11 with both games' games (counted
// by its triggers then, without the game) is refilled by the migration, and each game's reports equal the
// full computation's; the report still reads the player's rows of one game through the index alone.
class PlayerStatByGameMigration : public Database {
 protected:
  PlayerStatByGameMigration() : Database(11) {}
};

TEST_F(PlayerStatByGameMigration, EachGamesReportsEqualTheFullComputation) {
  import({kSamples / "engine" / "selfplay-500.ctr", kSamples / "dong-son" / "selfplay-depth2.pgn",
          kSamples / "dong-son" / "selfplay-depth3.pgn"});
  ASSERT_EQ(count("SELECT max(version) FROM schema_version"), 11);
  ASSERT_GT(count("SELECT count(*) FROM game WHERE variant = 'dongson'"), 0);
  ASSERT_EQ(count("SELECT count(*) FROM information_schema.columns WHERE table_name = 'player_stat' AND "
                  "column_name = 'variant'"),
            0);
  ASSERT_GT(count("SELECT count(*) FROM player_stat"), 0) << "version 11's triggers counted the games";
  migrate(*conn);
  ASSERT_EQ(count("SELECT max(version) FROM schema_version"), schema_version());
  EXPECT_EQ(fresh_rows(*conn), 0);
  EXPECT_EQ(count("SELECT count(*) FROM player_stat WHERE variant NOT IN ('commander', 'dongson')"), 0);
  expect_summary_right(*conn, "after the migration");

  // A player's Cờ Đông Sơn report counts their Cờ Đông Sơn games (one against themselves twice) and lists
  // only those as recent games
  for (const PlayerReport& p : player_reports(*conn, "", 50, 0, Variant::DongSon)) {
    SCOPED_TRACE(p.name);
    const std::string id = std::to_string(p.id);
    EXPECT_EQ(
        p.total().games,
        count("SELECT count(*) FROM game WHERE variant = 'dongson' AND " + id + " IN (red_id, blue_id)") +
            count("SELECT count(*) FROM game WHERE variant = 'dongson' AND red_id = " + id +
                  " AND blue_id = red_id"));
    for (const GameRow& g : p.recent)
      EXPECT_EQ(count("SELECT count(*) FROM game WHERE variant = 'dongson' AND id = " + std::to_string(g.id)),
                1);
  }
  const auto ds = player_reports(*conn, "", 0, 0, Variant::DongSon);
  ASSERT_FALSE(ds.empty());
  // A player of Cờ Đông Sơn only is not listed among Commander Chess's players
  const auto cc = player_reports(*conn, "", 0, 0, Variant::Commander);
  for (const PlayerReport& p : ds) {
    const bool commander = count("SELECT count(*) FROM game WHERE variant = 'commander' AND " +
                                 std::to_string(p.id) + " IN (red_id, blue_id)") > 0;
    EXPECT_EQ(std::any_of(cc.begin(), cc.end(), [&](const PlayerReport& q) { return q.id == p.id; }),
              commander)
        << p.name;
  }

  // The report's statement reads the index alone (the planner made to use an index, as at a million games)
  conn->run("SET enable_seqscan = off; SET enable_bitmapscan = off");
  const Rows plan = conn->exec(
      "EXPLAIN SELECT side, kind, key, games, red_wins, draws, blue_wins, unfinished FROM player_stat WHERE "
      "player_id = $1::bigint AND variant = $2",
      {std::to_string(ds.front().id), "dongson"});
  std::string text;
  for (int i = 0; i < plan.size(); ++i) text += plan.text(i, 0) + "\n";
  EXPECT_NE(text.find("Index Only Scan using player_stat_key"), std::string::npos) << text;
  EXPECT_EQ(text.find("Filter"), std::string::npos) << text;
  conn->run("RESET enable_seqscan; RESET enable_bitmapscan");
}

}  // namespace
}  // namespace saban::db
