// Hostile input to `saban import` (issue 20): a game the database cannot take (a 3,000-character event, a
// NUL byte, a text over the reader's limit) is rejected with its place and reason, and the import goes on.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "db/importer.h"
#include "tests/db/database_fixture.h"
#include "tests/db/run_saban.h"

namespace saban::db {
namespace {

class HostileImport : public Database {
 protected:
  // `n` machine-made games, one per element (each ends with a newline).
  std::vector<std::string> games(int n, std::uint64_t seed) {
    const fs::path file = games_file("plain.ctr", n, seed);
    std::ifstream in(file, std::ios::binary);
    parser::ReadOptions split;
    split.parse = false;
    parser::RecordReader reader(in, file.string(), split);
    std::vector<std::string> out;
    parser::ReadGame g;
    while (reader.next(g)) out.push_back(g.raw);
    fs::remove(file);
    return out;
  }
  fs::path write(const std::string& name, const std::vector<std::string>& texts) {
    const fs::path file = dir() / name;
    std::ofstream out(file, std::ios::binary);
    for (const std::string& t : texts) out << t << (t.ends_with("\n\n") ? "" : "\n");
    return file;
  }
  ImportProgress run(const fs::path& file, std::size_t batch, std::size_t name_limit = 255) {
    ImportOptions o;
    o.batch_size = batch;
    o.max_name_chars = name_limit;
    Importer importer(*conn, o);
    importer.import_paths({file});
    return importer.progress();
  }
  // The rejected games: game number, line and reason, in game order.
  std::vector<std::tuple<long long, long long, std::string>> rejected() {
    Rows r = conn->exec("SELECT game_number, line, reason FROM rejected_game ORDER BY game_number");
    std::vector<std::tuple<long long, long long, std::string>> out;
    for (int i = 0; i < r.size(); ++i) out.emplace_back(r.integer(i, 0), r.integer(i, 1), r.text(i, 2));
    return out;
  }
  // The line of the file where game `k` (0-based) starts.
  static long long line_of(const std::vector<std::string>& texts, std::size_t k) {
    long long line = 1;
    for (std::size_t i = 0; i < k; ++i)
      line += static_cast<long long>(std::count(texts[i].begin(), texts[i].end(), '\n')) +
              (texts[i].ends_with("\n\n") ? 0 : 1);
    return line;
  }
  // Letters that do not compress (a repeated letter would, and then fit the index).
  static std::string random_name(std::size_t n, unsigned seed) {
    std::mt19937 rng(seed);
    std::string s;
    for (std::size_t i = 0; i < n; ++i) s += static_cast<char>('a' + rng() % 26);
    return s;
  }
  static std::string with_tag(std::string game, const std::string& tag, const std::string& value) {
    const std::size_t at = game.find("[" + tag + " \"");
    if (at == std::string::npos) return "[" + tag + " \"" + value + "\"]\n" + game;
    const std::size_t from = at + tag.size() + 3, to = game.find("\"]", from);
    return game.replace(from, to - from, value);
  }
};

TEST_F(HostileImport, LongEventIsRejectedAndTheImportGoesOn) {
  auto texts = games(501, 71);
  texts[250] = with_tag(texts[250], "Event", random_name(3000, 1));
  texts[400] = with_tag(texts[400], "Red", random_name(1000, 2));
  const fs::path file = write("poison.ctr", texts);
  for (std::size_t batch : {2000u, 100u}) {
    SCOPED_TRACE(batch);
    conn->run(
        "TRUNCATE game, player, event, site, position_chunk, tree_chunk, rejected_game, source_file CASCADE");
    const ImportProgress p = run(file, batch);
    EXPECT_EQ(p.inserted, 499u);
    EXPECT_EQ(p.rejected, 2u);
    const auto r = rejected();
    ASSERT_EQ(r.size(), 2u);
    EXPECT_EQ(std::get<0>(r[0]), 251);
    EXPECT_EQ(std::get<1>(r[0]), line_of(texts, 250));
    EXPECT_NE(std::get<2>(r[0]).find("Event"), std::string::npos) << std::get<2>(r[0]);
    EXPECT_NE(std::get<2>(r[0]).find("3000 characters"), std::string::npos) << std::get<2>(r[0]);
    EXPECT_EQ(std::get<0>(r[1]), 401);
    EXPECT_NE(std::get<2>(r[1]).find("Red"), std::string::npos) << std::get<2>(r[1]);
  }
  expect_consistent();
}

// Without the importer's own limit, the server refuses the name (the unique index's row limit): that game is
// rejected with the server's reason, the rest of its batch is stored.
TEST_F(HostileImport, GameTheServerRefusesIsRejectedNotItsBatch) {
  auto texts = games(301, 72);
  texts[150] = with_tag(texts[150], "Site", random_name(3000, 3));
  const fs::path file = write("refused.ctr", texts);
  const ImportProgress p = run(file, 100, /*name_limit=*/1000000);
  EXPECT_EQ(p.inserted, 300u);
  EXPECT_EQ(p.rejected, 1u);
  const auto r = rejected();
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(std::get<0>(r[0]), 151);
  EXPECT_EQ(std::get<1>(r[0]), line_of(texts, 150));
  EXPECT_NE(std::get<2>(r[0]).find("the database refused the game"), std::string::npos) << std::get<2>(r[0]);
  // The two other batches whole; the one with the game in halves, down to it: at most log2(100) + 1 parts.
  EXPECT_LE(count("SELECT count(*) FROM import_batch WHERE games > 0"), 2 + 8);
  expect_consistent();
}

TEST_F(HostileImport, NulBytesAreRejectedWithTheirPlace) {
  auto texts = games(40, 73);
  texts[3] = with_tag(texts[3], "Annotator", std::string("a\0b", 3));
  const std::size_t moves = texts[10].find("\n1.");
  ASSERT_NE(moves, std::string::npos) << texts[10];
  texts[10].insert(moves + 1, std::string("{com\0ment} ", 11));
  texts[20].insert(texts[20].size() - 3, std::string(1, '\0'));
  const fs::path file = write("nul.ctr", texts);
  const ImportProgress p = run(file, 2000);
  EXPECT_EQ(p.inserted, 37u);
  EXPECT_EQ(p.rejected, 3u);
  const auto r = rejected();
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(std::get<0>(r[0]), 4);
  EXPECT_EQ(std::get<0>(r[1]), 11);
  EXPECT_EQ(std::get<0>(r[2]), 21);
  EXPECT_EQ(std::get<1>(r[1]),
            line_of(texts, 10) +
                static_cast<long long>(std::count(texts[10].begin(), texts[10].begin() + moves + 1, '\n')));
  for (const auto& [game, line, reason] : r) EXPECT_NE(reason.find("NUL"), std::string::npos) << reason;
  // The text is kept, each NUL shown as U+2400.
  const std::string raw = conn->one_row("SELECT raw FROM rejected_game WHERE game_number = 4").text(0, 0);
  EXPECT_NE(raw.find("a\u2400b"), std::string::npos) << raw;
  expect_consistent();
}

TEST_F(HostileImport, OverlongGameIsRejectedAndTheImportGoesOn) {
  auto texts = games(20, 74);
  // A comment of 3 MiB on one line: over the reader's limit of 1 MiB for a game.
  const std::size_t moves = texts[5].find("\n1.");
  ASSERT_NE(moves, std::string::npos);
  texts[5].insert(moves + 1, "{" + std::string(3 << 20, 'c') + "} ");
  texts[12] = with_tag(texts[12], "Annotator", std::string(3 << 20, 'a'));
  const fs::path file = write("long.ctr", texts);
  const ImportProgress p = run(file, 2000);
  EXPECT_EQ(p.inserted, 18u);
  EXPECT_EQ(p.rejected, 2u);
  const auto r = rejected();
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(std::get<0>(r[0]), 6);
  EXPECT_EQ(std::get<1>(r[0]), line_of(texts, 5));
  EXPECT_NE(std::get<2>(r[0]).find("longer than"), std::string::npos) << std::get<2>(r[0]);
  EXPECT_EQ(std::get<0>(r[1]), 13);
  EXPECT_EQ(std::get<1>(r[1]), line_of(texts, 12));
  expect_consistent();
}

// Compaction left undone (an import stopped or killed while compacting) is done by the next import, even one
// that adds no game; a stop requested during compaction ends it between transactions.
TEST_F(HostileImport, APipeOrADeviceIsRefusedBeforeAnythingIsImported) {
  // A named pipe has no size nor content to know it by (std::filesystem's "cannot get file size" ended the
  // import): it is refused by name, with a file beside it, before any game is read; the file then imports.
  const fs::path good = write("good.ctr", games(3, 7));
  const fs::path fifo = dir() / "pipe.pgn";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  for (const fs::path& bad : {fifo, fs::path("/dev/null")}) {
    Importer importer(*conn, ImportOptions{});
    try {
      importer.import_paths({good, bad});
      FAIL() << bad << " imported";
    } catch (const DbError& e) {
      EXPECT_EQ(std::string(e.what()), bad.string() +
                                           ": neither a record file nor a folder (a pipe or a device "
                                           "cannot be imported: save its records in a file first)");
    }
    EXPECT_EQ(count("SELECT count(*) FROM game"), 0);
  }
  EXPECT_EQ(run(good, 100).inserted, 3u);
}

// The database failing in the middle of an import (here a trigger refusing every game after the 250th, as a
// full disk or a stopped server would): `saban import` says so, and that what was written is kept and
// importing again adds the rest; the rows are then those of one import in one go. A failure before any game
// was written says only what failed.
TEST_F(HostileImport, AnImportStoppedByTheDatabaseSaysWhatIsKept) {
  const fs::path file = write("stopped.ctr", games(600, 76));
  conn->run(
      "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
      "IF (SELECT count(*) FROM game) >= 250 THEN RAISE EXCEPTION 'the disk is full (test)'; END IF; "
      "RETURN NEW; END $$;"
      "CREATE TRIGGER refuse BEFORE INSERT ON game FOR EACH ROW EXECUTE FUNCTION refuse()");
  const Outcome stopped = saban({"import", "--db", conninfo(), "--batch", "100", file.string()});
  EXPECT_EQ(stopped.status, 1) << stopped.err;
  EXPECT_NE(stopped.err.find("saban: import stopped: "), std::string::npos) << stopped.err;
  EXPECT_NE(stopped.err.find("the disk is full (test)"), std::string::npos) << stopped.err;
  EXPECT_NE(stopped.err.find("the games written before it are kept; importing the same files again adds the "
                             "rest"),
            std::string::npos)
      << stopped.err;
  const long long kept = count("SELECT count(*) FROM game");
  EXPECT_GT(kept, 0);
  EXPECT_LT(kept, 600);
  conn->run("DROP TRIGGER refuse ON game");
  const Outcome again = saban({"import", "--db", conninfo(), "--batch", "100", file.string()});
  EXPECT_EQ(again.status, 0) << again.err;
  EXPECT_EQ(count("SELECT count(*) FROM game"), 600);
  expect_consistent();
  // The same games imported in one go, into a database of their own: the same games (by their signatures) and
  // the same summary, summed by key (the ids, batches and so the chunks' keys differ, and the summary of two
  // imports is in two parts until compacted; the players' counts are compared by name, not by their ids).
  const auto same = [](Connection& c) {
    return c.one_row("SELECT md5(string_agg(encode(signature, 'hex'), ',' ORDER BY signature)) FROM game")
               .text(0, 0) +
           c.one_row(
                "SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM (SELECT variant, kind, key, "
                "sum(games), sum(red_wins), sum(draws), sum(blue_wins), sum(unfinished) FROM game_stat "
                "WHERE kind NOT IN ('red', 'blue') GROUP BY 1, 2, 3) t")
               .text(0, 0) +
           c.one_row(
                "SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM (SELECT p.name, variant, side, "
                "kind, key, sum(games), sum(red_wins), sum(draws), sum(blue_wins), sum(unfinished) FROM "
                "player_stat s JOIN player p ON p.id = s.player_id GROUP BY 1, 2, 3, 4, 5) t")
               .text(0, 0);
  };
  Connection& other = another_database();
  ImportOptions o;
  o.batch_size = 100;
  Importer(other, o).import_paths({file});
  EXPECT_EQ(same(other), same(*conn));

  // Refused before any game: the failure alone.
  conn->run("CREATE TRIGGER refuse BEFORE INSERT ON game FOR EACH ROW EXECUTE FUNCTION refuse()");
  const Outcome none = saban({"import", "--db", conninfo(), write("more.ctr", games(5, 77)).string()});
  EXPECT_EQ(none.status, 1) << none.err;
  EXPECT_NE(none.err.find("the disk is full (test)"), std::string::npos) << none.err;
  EXPECT_EQ(none.err.find("kept"), std::string::npos) << none.err;
}

TEST_F(HostileImport, CompactionLeftUndoneIsDoneByTheNextImport) {
  const fs::path file = write("many.ctr", games(60, 75));
  {
    ImportOptions o;
    o.batch_size = 10;
    o.writers = 1;
    o.compact_above = 0;  // as if killed before compacting
    Importer importer(*conn, o);
    importer.import_paths({file});
    EXPECT_EQ(importer.progress().inserted, 60u);
  }
  const std::string crowded =
      "SELECT count(*) FROM (SELECT bucket FROM position_chunk GROUP BY bucket HAVING count(*) > 4) s";
  ASSERT_GT(count(crowded), 0);
  {
    std::stop_source stop;
    stop.request_stop();
    const CompactStats s = compact(*conn, 4, stop.get_token());
    EXPECT_TRUE(s.stopped);
    EXPECT_EQ(s.buckets, 0);
    EXPECT_GT(count(crowded), 0);
  }
  ImportOptions o;
  o.compact_above = 4;
  Importer again(*conn, o);
  again.import_paths({file});  // skipped whole: adds nothing
  EXPECT_EQ(again.progress().files_skipped, 1u);
  EXPECT_EQ(again.progress().inserted, 0u);
  EXPECT_EQ(count(crowded), 0);
  expect_consistent();
}

}  // namespace
}  // namespace saban::db
