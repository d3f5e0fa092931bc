// The game database against a real PostgreSQL server ($SABAN_TEST_DB, started by scripts/test-db.sh; CI fails
// when it is missing). Each test works in a database of its own.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

#include "analysis/selfplay.h"
#include "db/chunks.h"
#include "db/importer.h"
#include "db/queries.h"
#include "db/schema.h"
#include "db/stats.h"
#include "parser/reader.h"
#include "parser/writer.h"
#include "rules/fen.h"
#include "tests/db/child_import.h"
#include "tests/db/database_fixture.h"

namespace saban::db {
namespace {

TEST_F(Database, SchemaIsAtTheNewestVersion) {
  EXPECT_EQ(migrate(*conn), schema_version());
  EXPECT_EQ(count("SELECT max(version) FROM schema_version"), schema_version());
}

// Migration 11: a game's text is compressed with lz4 where the server has it (else the default, pglz), and
// reads back as imported.
TEST_F(Database, GameTextIsCompressedWithLz4WhereTheServerHasIt) {
  const bool lz4 = conn->one_row(
                           "SELECT 'lz4' = ANY(enumvals) FROM pg_settings WHERE name = "
                           "'default_toast_compression'")
                       .text(0, 0) == "t";
  EXPECT_EQ(conn->one_row("SELECT attcompression FROM pg_attribute WHERE attrelid = 'game'::regclass AND "
                          "attname = 'raw'")
                .text(0, 0),
            lz4 ? "l" : "");
  // A game long enough to be compressed (a comment of 8,000 characters), read back whole.
  const std::string comment(8000, 'x');
  const fs::path file = fs::path(::testing::TempDir()) / "lz4-long-game.ctr";
  {
    std::ofstream out(file, std::ios::binary);
    out << "[Event \"Long\"]\n[Red \"A\"]\n[Blue \"B\"]\n[Result \"*\"]\n\n{" << comment << "} *\n";
  }
  const ImportProgress p = import({file});
  ASSERT_EQ(p.inserted, 1u);
  const Rows r = conn->exec("SELECT raw, coalesce(pg_column_compression(raw), '') FROM game");
  ASSERT_EQ(r.size(), 1);
  EXPECT_NE(r.text(0, 0).find(comment), std::string::npos);
  EXPECT_EQ(r.text(0, 1), lz4 ? "lz4" : "pglz");
  fs::remove(file);
}

TEST_F(Database, ImportingTwiceChangesNothing) {
  const ImportProgress first = import({kSamples});
  EXPECT_GT(first.inserted, 40u);
  EXPECT_GT(first.rejected, 10u);  // samples/broken
  const auto before = row_counts();
  const ImportProgress second = import({kSamples});
  EXPECT_EQ(second.inserted, 0u);
  EXPECT_EQ(row_counts(), before);
  // Even when the files are not recognised as imported (read again game by game).
  conn->run("DELETE FROM source_file");
  const ImportProgress third = import({kSamples});
  EXPECT_EQ(third.inserted, 0u);
  EXPECT_EQ(row_counts(), before);  // the files are recorded again, nothing else changes
  expect_consistent();
}

TEST_F(Database, DuplicatesAcrossFilesAreReportedNotStored) {
  // The same game in five encodings.
  const ImportProgress p = import({kSamples / "encodings"});
  EXPECT_EQ(p.games, 5u);
  EXPECT_EQ(p.inserted, 1u);
  EXPECT_EQ(p.duplicates, 4u);
  EXPECT_EQ(count("SELECT count(*) FROM game"), 1);
  EXPECT_EQ(conn->one_row("SELECT name FROM player p JOIN game g ON g.red_id = p.id").text(0, 0),
            "Nguyễn Văn Ánh");
}

TEST_F(Database, RejectedGamesKeepFileLineAndReason) {
  import({kSamples / "broken" / "wrong-piece.ctr"});
  const auto rows = rejected_games(*conn);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_NE(rows[0].path.find("wrong-piece.ctr"), std::string::npos);
  EXPECT_EQ(rows[0].line, 7);
  EXPECT_EQ(rows[0].column, 25);
  EXPECT_EQ(rows[0].reason, "there is no tank on 4,6 (it holds a militia) ('T4,6_5,6')");
  EXPECT_NE(conn->one_row("SELECT raw FROM rejected_game").text(0, 0).find("T4,6_5,6"), std::string::npos);
}

// Games are split off on one thread and replayed on others: every game and rejected game keeps the game
// number, line, column and reason a serial read gives (files in every encoding, blank lines before the first
// game, a decoding error, batches smaller than a file).
TEST_F(Database, ParallelImportKeepsWhatASerialReadSays) {
  const fs::path blank = dir() / "blank-lines.pgn";
  {
    std::ofstream out(blank, std::ios::binary);
    std::ifstream a(kSamples / "broken" / "wrong-piece.ctr", std::ios::binary);
    out << "\n  \n\r\n" << a.rdbuf() << "\n\n";
  }
  // Then seven games (also imported from their own file: duplicates).
  std::ofstream(blank, std::ios::app | std::ios::binary)
      << std::ifstream(games_file("games.ctr", 7, 91)).rdbuf();
  std::vector<fs::path> files = Importer::expand({kSamples, dir()});
  // What a serial reader says: "path game line col reason" of each rejected game, "path game line" of each
  // game.
  std::multiset<std::string> want_rejected, want_games;
  for (const fs::path& f : files) {
    std::ifstream in(f, std::ios::binary);
    parser::RecordReader reader(in, f.string());
    parser::ReadGame g;
    while (reader.next(g)) {
      if (g.record && g.errors.empty()) {
        want_games.insert(f.string() + " " + std::to_string(g.record->game_number) + " " +
                          std::to_string(g.record->first_line));
      } else if (g.dongson && g.errors.empty()) {  // samples/dong-son: the other game, stored as well
        want_games.insert(f.string() + " " + std::to_string(g.dongson->game_number) + " " +
                          std::to_string(g.dongson->first_line));
      } else {
        const auto& e = g.errors.front();
        want_rejected.insert(f.string() + " " + std::to_string(e.game) + " " + std::to_string(e.where.line) +
                             " " + std::to_string(e.where.column) + " " + e.message);
      }
    }
  }
  ImportOptions o;
  o.batch_size = 3;
  o.threads = 2;
  Importer importer(*conn, o);
  importer.import_paths(files);
  std::multiset<std::string> got_rejected, got_games;
  Rows r = conn->exec(
      "SELECT path || ' ' || game_number || ' ' || line || ' ' || col || ' ' || reason FROM "
      "rejected_game");
  for (int i = 0; i < r.size(); ++i) got_rejected.insert(r.text(i, 0));
  // Games stored once: compare those of the serial read that have their signature stored.
  Rows g = conn->exec("SELECT source_path || ' ' || source_game || ' ' || source_line FROM game");
  for (int i = 0; i < g.size(); ++i) got_games.insert(g.text(i, 0));
  EXPECT_EQ(importer.progress().rejected, want_rejected.size());
  for (const std::string& s : got_rejected) EXPECT_EQ(want_rejected.count(s), 1u) << s;
  for (const std::string& s : got_games) EXPECT_EQ(want_games.count(s), 1u) << s;
  EXPECT_EQ(got_games.size() + importer.progress().duplicates, want_games.size());
  EXPECT_GT(count("SELECT count(*) FROM rejected_game WHERE path LIKE '%blank-lines.pgn' AND line = 10"), 0);
  expect_consistent();
}

TEST_F(Database, AwkwardNamesAreStoredAndFoundVerbatim) {
  const std::string red = "O'Brien \"Bobby\" \\ 100% DROP TABLE game;--";
  const std::string blue = "_x% SELECT * FROM player";
  const fs::path file = dir() / "quotes.pgn";
  std::ofstream(file) << "[Event \"Giải ; { } \\\"quoted\\\"\"]\n[Red \""
                      << "O'Brien \\\"Bobby\\\" \\\\ 100% DROP TABLE game;--"
                      << "\"]\n[Blue \"" << blue << "\"]\n[Result \"*\"]\n\n1. Ic6 *\n";
  const ImportProgress p = import({file});
  ASSERT_EQ(p.inserted, 1u) << p.rejected;
  EXPECT_EQ(conn->one_row("SELECT p.name FROM game g JOIN player p ON p.id = g.red_id").text(0, 0), red);
  EXPECT_EQ(conn->one_row("SELECT e.name FROM game g JOIN event e ON e.id = g.event_id").text(0, 0),
            "Giải ; { } \"quoted\"");
  for (const std::string& query : {std::string("O'Brien"), std::string("\"Bobby\""), std::string("\\"),
                                   std::string("100%"), std::string("DROP TABLE"), std::string("_x%")}) {
    GameFilter f;
    f.player = query;
    EXPECT_EQ(search_games(*conn, f).size(), 1u) << query;
  }
  GameFilter none;
  none.player = "%%";  // wildcards are literal: no name has two percent signs
  EXPECT_TRUE(search_games(*conn, none).empty());
}

TEST_F(Database, HeaderSearchIgnoresCaseAndAccents) {
  import({kSamples / "encodings" / "utf8.ctr", kSamples / "rulebook"});
  GameFilter f;
  f.player = "nguyen van anh";
  auto rows = search_games(*conn, f);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].red, "Nguyễn Văn Ánh");
  f.player = "PHUONG";
  EXPECT_EQ(search_games(*conn, f).size(), 1u);
  GameFilter site;
  site.site = "da nang";
  EXPECT_EQ(search_games(*conn, site).size(), 1u);
  GameFilter dates;
  dates.date_from = "2026-11-01";
  dates.date_to = "2026-12-31";
  EXPECT_GT(search_games(*conn, dates).size(), 10u);
  dates.date_from = "1990-01-01";
  dates.date_to = "1990-12-31";
  EXPECT_TRUE(search_games(*conn, dates).empty());
  GameFilter mode;
  mode.mode = "naval";
  for (const auto& r : search_games(*conn, mode)) EXPECT_EQ(r.mode, "naval");
}

TEST_F(Database, ExactPositionSearchFindsTheGameAndPly) {
  import({kSamples / "san"});
  // The position after the first three plies of a stored game.
  Rows g = conn->one_row("SELECT id, raw FROM game WHERE ply_count > 10 ORDER BY id LIMIT 1");
  GameFilter f;
  f.position = game_keys(g.text(0, 1)).at(3);
  const auto rows = search_games(*conn, f);
  bool found = false;
  for (const auto& r : rows) {
    if (r.id != g.integer(0, 0)) continue;
    found = true;
    EXPECT_EQ(r.ply, 3);
  }
  EXPECT_TRUE(found);
  // The start position of the cotulenh games: every one of them, at ply 0.
  f.position = stored_key(Position::start(cotulenh_profile()));
  f.limit = 1000;
  EXPECT_EQ(static_cast<long long>(search_games(*conn, f).size()),
            count("SELECT count(*) FROM game WHERE profile = 'cotulenh' AND start_fen IS NULL"));
}

TEST_F(Database, OpeningTreeCountsEveryGameOnce) {
  import({kSamples});
  const auto start = opening_tree(*conn, stored_key(Position::start(cotulenh_profile())));
  long long total = 0;
  for (const auto& m : start) {
    total += m.games;
    EXPECT_GE(m.games,
              m.red_wins + m.draws + m.blue_wins);  // unfinished games (*) count in none of the three
  }
  EXPECT_EQ(
      total,
      count("SELECT count(*) FROM game WHERE profile = 'cotulenh' AND start_fen IS NULL AND ply_count > 0"));
  expect_consistent();
}

TEST_F(Database, MaterialSearchReadsTheFinalPosition) {
  import({kSamples / "rulebook"});
  auto cond = parse_material("red has no navy, blue has both air forces");
  ASSERT_TRUE(cond.ok());
  GameFilter f;
  f.material = *cond;
  f.limit = 1000;
  EXPECT_EQ(static_cast<long long>(search_games(*conn, f).size()),
            count("SELECT count(*) FROM game WHERE material[10] = 0 AND material[20] = 2"));
}

TEST(MaterialSyntax, ClausesAndErrors) {
  auto ok = parse_material("Red has no navy and blue has at least 1 tank, blue has both air forces");
  ASSERT_TRUE(ok.ok()) << ok.error().message();
  ASSERT_EQ(ok->size(), 3u);
  EXPECT_EQ((*ok)[0].type, PieceType::Navy);
  EXPECT_EQ((*ok)[0].count, 0);
  EXPECT_EQ((*ok)[1].op, ">=");
  EXPECT_EQ((*ok)[2].count, 2);
  auto bad = parse_material("green has no navy");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message().find("red or blue"), std::string::npos);
  EXPECT_FALSE(parse_material("red has many tanks").ok());
  EXPECT_FALSE(parse_material("red has no dragons").ok());
}

// The same conditions in Vietnamese, with or without accents: the words the Vietnamese interface uses (đỏ,
// xanh, có, không có, ít nhất, nhiều nhất, hơn, ít hơn, cả hai, và) and its piece names. "hải quân" is the
// navy, not two "quân"; "không quân" the air force, not none.
TEST(MaterialSyntax, VietnameseWithOrWithoutAccents) {
  const auto same = [](const std::string& vi, const std::string& en) {
    auto a = parse_material(vi), b = parse_material(en);
    ASSERT_TRUE(a.ok()) << vi << ": " << a.error().message();
    ASSERT_TRUE(b.ok()) << en << ": " << b.error().message();
    ASSERT_EQ(a->size(), b->size()) << vi;
    for (std::size_t i = 0; i < a->size(); ++i) {
      EXPECT_EQ((*a)[i].side, (*b)[i].side) << vi;
      EXPECT_EQ((*a)[i].type, (*b)[i].type) << vi;
      EXPECT_EQ((*a)[i].op, (*b)[i].op) << vi;
      EXPECT_EQ((*a)[i].count, (*b)[i].count) << vi;
    }
  };
  same("Đỏ không có hải quân, xanh có cả hai không quân", "red has no navy, blue has both air forces");
  same("do khong co hai quan va xanh co ca hai khong quan", "red has no navy and blue has both air forces");
  same("xanh có ít nhất 1 xe tăng và đỏ có nhiều nhất 2 bộ binh",
       "blue has at least 1 tank and red has at most 2 infantry");
  same("đỏ có hơn 0 pháo binh", "red has more than 0 artillery");
  same("xanh có ít hơn 2 quân tên lửa", "blue has fewer than 2 missiles");
  same("đỏ có không quân", "red has at least 1 air force");
  same("đỏ có hải quân", "red has at least one navy");
  same("Xanh có 2 pháo phòng không", "blue has 2 anti-air");
  same("đỏ có một sở chỉ huy, xanh không có dân quân", "red has one headquarters, blue has no militia");
  auto dragons = parse_material("đỏ có ba rồng");
  ASSERT_FALSE(dragons.ok());
  EXPECT_NE(dragons.error().message().find("'rồng' is not a piece"), std::string::npos)
      << dragons.error().message() << ": the word as typed";
  // The parts the GUI says in its own language
  EXPECT_EQ(dragons.error().problem, MaterialError::Problem::NotAPiece);
  EXPECT_EQ(dragons.error().words, "rồng");
  EXPECT_EQ(dragons.error().clause, "đỏ có ba rồng");
  // A hostile clause of 80 KB: the message quotes its start (rules/excerpt.h), the parts stay whole.
  std::string endless = "red has ";
  for (int i = 0; i < 10000; ++i) endless += "no navy ";
  const auto hostile = parse_material(endless);
  ASSERT_FALSE(hostile.ok());
  EXPECT_LT(hostile.error().message().size(), 300u) << hostile.error().message().substr(0, 300);
  EXPECT_EQ(hostile.error().clause.size(), endless.size() - 1);
  const auto many = parse_material("xanh có 100 xe tăng, đỏ có hải quân");
  ASSERT_FALSE(many.ok());
  EXPECT_EQ(many.error().problem, MaterialError::Problem::TooMany);
  EXPECT_EQ(many.error().words, "100");
  EXPECT_EQ(parse_material("tím có hải quân").error().problem, MaterialError::Problem::NoSide);
  EXPECT_EQ(parse_material("  ").error().problem, MaterialError::Problem::NoCondition);
  EXPECT_FALSE(parse_material("tím có hải quân").ok());
  EXPECT_FALSE(parse_material("đỏ có").ok());
}

// SIGKILL in the middle of an import, while a batch's transaction has written rows and waits: no game is half
// there, and importing again completes the set. The kill is made to land there for sure: once the child has
// committed a batch it waits for the test, which locks tree_chunk (written last in a batch's transaction) and
// lets it go on; the test kills it only once the server shows its next batch waiting for that lock with a
// transaction id (rows written).
TEST_F(Database, KilledImportLeavesNoPartialGame) {
  const fs::path file = games_file("many.ctr", 300, 7);
  conn->run("SELECT 1");  // the parent's connection is open before the fork
  ImportOptions o;
  o.batch_size = 10;
  o.bulk_index_games = 0;  // the plain path: the game table's indexes stay
  ChildImport child(conninfo(), o, {file});
  ASSERT_TRUE(child.committed_a_batch()) << "the child never committed a batch";
  Connection locker(conninfo());
  locker.run("BEGIN; LOCK TABLE tree_chunk IN ACCESS EXCLUSIVE MODE");
  ASSERT_TRUE(child.let_go());
  bool waiting = false;
  for (int i = 0; i < 3000 && !waiting; ++i) {
    waiting = count(
                  "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> "
                  "pg_backend_pid() AND wait_event_type = 'Lock' AND backend_xid IS NOT NULL") > 0;
    if (!waiting) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_TRUE(waiting) << "no batch of the child's is waiting in its transaction";
  ASSERT_TRUE(child.kill()) << "the import was not killed mid-way";
  locker.run("ROLLBACK");
  // The killed transactions end on the server once it notices the client is gone.
  ASSERT_TRUE(wait_for_sessions_to_end(*conn, "backend_xid IS NOT NULL"))
      << "the killed import's transactions are still on the server";
  const long long partial = count("SELECT count(*) FROM game");
  EXPECT_GT(partial, 0);
  EXPECT_LT(partial, 300);
  EXPECT_EQ(partial % 10, 0) << "only whole batches are visible";
  expect_consistent();
  const ImportProgress p = import({file});
  EXPECT_EQ(static_cast<long long>(p.inserted) + partial, count("SELECT count(*) FROM game"));
  EXPECT_EQ(count("SELECT count(*) FROM game"), 300);
  EXPECT_EQ(count("SELECT count(*) FROM game"), count("SELECT count(DISTINCT signature) FROM game"));
  EXPECT_EQ(p.games, 300u);
  expect_consistent();
}

TEST_F(Database, ConcurrentImportersOnOverlappingFiles) {
  const fs::path a = games_file("a.ctr", 120, 11), b = games_file("b.ctr", 120, 12);
  std::vector<std::string> errors(2);
  auto run = [&](int who, std::vector<fs::path> files) {
    try {
      Connection c(conninfo());
      ImportOptions o;
      o.batch_size = 15;
      Importer(c, o).import_paths(files);
    } catch (const std::exception& e) {
      errors[static_cast<std::size_t>(who)] = e.what();
    }
  };
  std::thread one(run, 0, std::vector<fs::path>{a, b, kSamples / "san"});
  std::thread two(run, 1, std::vector<fs::path>{b, kSamples / "san", a});
  one.join();
  two.join();
  EXPECT_EQ(errors[0], "");
  EXPECT_EQ(errors[1], "");
  // Both files once each: import again into a fresh count to know how many distinct games there are.
  const long long stored = count("SELECT count(*) FROM game");
  EXPECT_EQ(stored, count("SELECT count(DISTINCT signature) FROM game"));
  EXPECT_EQ(import({a, b, kSamples / "san"}).inserted, 0u);
  EXPECT_EQ(count("SELECT count(*) FROM game"), stored);
  expect_consistent();
}

TEST_F(Database, StatisticsAndPlayerReport) {
  import({kSamples / "rulebook", kSamples / "encodings" / "utf8.ctr"});
  const DatabaseStats stats = statistics(*conn);
  EXPECT_EQ(stats.total.games, count("SELECT count(*) FROM game"));
  EXPECT_FALSE(stats.by_mode.empty());
  EXPECT_EQ(stats.captures.size(), static_cast<std::size_t>(kPieceTypes));
  const auto reports = player_reports(*conn, "nguyen van anh");
  ASSERT_FALSE(reports.empty());
  EXPECT_EQ(reports[0].name, "Nguyễn Văn Ánh");
  EXPECT_EQ(reports[0].total().games, 1);
}

}  // namespace
}  // namespace saban::db
