// The importer's rows from the positions' keys and long notation the parser's replay hands out
// (ImportOptions::replay_once, parser::ReadOptions::main_line) against the rows of the plain replay (each
// game's row replaying its moves again): the same files imported both ways into two databases store the same
// games (signatures, material, captures, ply counts, start FENs, openings), the same position index and
// opening tree chunks, the same statistics summary and the same rejected games, byte for byte. The files:
// every sample (both profiles, deploy turns, variations, FEN starts, Cờ Đông Sơn games, broken records) and
// machine-made games.
#include <gtest/gtest.h>

#include <unistd.h>
#include <cstdlib>
#include <string>
#include <vector>

#include "db/schema.h"
#include "tests/db/database_fixture.h"

namespace saban::db {
namespace {

class ReplayOnce : public Database {
 protected:
  void import_into(Connection& c, bool replay_once, const std::vector<fs::path>& files) {
    ImportOptions o;
    o.batch_size = 97;  // several batches a file
    o.writers = 1;      // ids in file order: the two databases' rows comparable as they are
    o.replay_once = replay_once;
    Importer importer(c, o);
    importer.import_paths(files);
  }
};

TEST_F(ReplayOnce, TheRowsAreThoseOfThePlainReplay) {
  const std::vector<fs::path> files{kSamples / "rulebook",  kSamples / "san",
                                    kSamples / "engine",    kSamples / "dong-son",
                                    kSamples / "encodings", kSamples / "publication",
                                    kSamples / "broken",    games_file("machine.ctr", 300, 5)};
  import_into(*conn, true, files);
  expect_consistent();
  // Both profiles, FEN starts and Cờ Đông Sơn games are among them.
  EXPECT_GT(count("SELECT count(*) FROM game WHERE variant = 'commander'"), 800);
  EXPECT_GT(count("SELECT count(*) FROM game WHERE profile = 'cotulenh'"), 0);
  EXPECT_GT(count("SELECT count(*) FROM game WHERE start_fen IS NOT NULL AND variant = 'commander'"), 0);
  EXPECT_GT(count("SELECT count(*) FROM game WHERE variant = 'dongson'"), 0);
  EXPECT_GT(count("SELECT count(*) FROM rejected_game"), 0);  // the broken samples' (an error is kept)

  // The same files by the plain replay, into a database of its own.
  Connection& other = another_database();
  import_into(other, false, files);
  EXPECT_EQ(imported_rows(*conn), imported_rows(other));
}

}  // namespace
}  // namespace saban::db
