// Loading a game (app::load_game_file, app::load_stored_game): one reading, and the game it holds, Commander
// Chess or Cờ Đông Sơn; what cannot be loaded says why.
#include <gtest/gtest.h>

#include <unistd.h>

#include <fstream>

#include "app/load_game.h"
#include "db/importer.h"
#include "db/queries.h"
#include "tests/db/scratch_database.h"

namespace saban::app {
namespace {

namespace fs = std::filesystem;

TEST(LoadGame, ACommanderChessRecordIsACommanderChessGame) {
  for (const char* file : {"/rulebook/selfplay-en.ctr", "/san/selfplay-official.pgn"}) {
    auto g = load_game_file(std::string(SABAN_SAMPLES) + file);
    ASSERT_TRUE(g.ok()) << file << ": " << g.error().message;
    ASSERT_TRUE(std::holds_alternative<parser::GameRecord>(*g)) << file;
    EXPECT_GT(std::get<parser::GameRecord>(*g).moves.size(), 10u) << file;
  }
}

TEST(LoadGame, ACoDongSonRecordIsACoDongSonGame) {
  auto g = load_game_file(SABAN_SAMPLES "/dong-son/selfplay-depth3-annotated.pgn");
  ASSERT_TRUE(g.ok()) << g.error().message;
  ASSERT_TRUE(std::holds_alternative<parser::dongson::DsRecord>(*g));
  EXPECT_GT(std::get<parser::dongson::DsRecord>(*g).moves.size(), 20u);
}

TEST(LoadGame, WhatCannotBeLoadedSaysWhy) {
  auto missing = load_game_file("/nonexistent/game.pgn");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().kind, LoadError::Kind::CannotOpen);
  EXPECT_NE(missing.error().message.find("/nonexistent/game.pgn"), std::string::npos);

  const fs::path empty = fs::temp_directory_path() / ("saban-empty-" + std::to_string(::getpid()) + ".ctr");
  std::ofstream(empty) << "\n\n";
  auto none = load_game_file(empty);
  fs::remove(empty);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().kind, LoadError::Kind::NoGame);

  auto broken = load_game_file(SABAN_SAMPLES "/broken/illegal-move.ctr");
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.error().kind, LoadError::Kind::Unreadable);
  EXPECT_NE(broken.error().message.find("illegal-move.ctr:"), std::string::npos) << broken.error().message;

  // Bytes no encoding detected reads: another may (the front end offers the choice), and the one named does.
  auto latin1 = load_game_file(SABAN_SAMPLES "/broken/latin1-names.pgn");
  ASSERT_FALSE(latin1.ok());
  EXPECT_EQ(latin1.error().kind, LoadError::Kind::Undecodable);
  EXPECT_NE(latin1.error().message.find("byte 0xFC on line 2"), std::string::npos) << latin1.error().message;
  EXPECT_EQ(latin1.error().message.find("--encoding"), std::string::npos) << "no front end's advice in app/";
  EXPECT_EQ(latin1.error().line, 2u);
  EXPECT_EQ(latin1.error().encoding, parser::Encoding::Undetected);
  auto as_utf8 = load_game_file(SABAN_SAMPLES "/broken/latin1-names.pgn", parser::Encoding::Utf8);
  ASSERT_FALSE(as_utf8.ok());
  EXPECT_EQ(as_utf8.error().kind, LoadError::Kind::Undecodable);
  EXPECT_EQ(as_utf8.error().line, 2u);
  EXPECT_EQ(as_utf8.error().encoding, parser::Encoding::Utf8);
  auto named = load_game_file(SABAN_SAMPLES "/broken/latin1-names.pgn", parser::Encoding::Windows1258);
  ASSERT_TRUE(named.ok()) << named.error().message;
  ASSERT_TRUE(std::holds_alternative<parser::GameRecord>(*named));
  EXPECT_EQ(std::get<parser::GameRecord>(*named).tag("Red"), "José Müller");
}

class LoadStoredGame : public db::ScratchDatabase {
 protected:
  LoadStoredGame() : ScratchDatabase("saban_t_loadgame_") {}
};

TEST_F(LoadStoredGame, BothGamesFromTheDatabaseAndAMissingId) {
  db::Importer importer(*conn);
  importer.import_paths({fs::path(SABAN_SAMPLES) / "dong-son" / "selfplay-depth2.pgn",
                         fs::path(SABAN_SAMPLES) / "rulebook" / "selfplay-en.ctr"});
  const long long ds = count("SELECT min(id) FROM game WHERE variant = 'dongson'");
  const long long cc = count("SELECT min(id) FROM game WHERE variant = 'commander'");
  ASSERT_GT(ds, 0);
  ASSERT_GT(cc, 0);
  auto a = load_stored_game(*conn, ds);
  ASSERT_TRUE(a.ok()) << a.error().message;
  EXPECT_TRUE(std::holds_alternative<parser::dongson::DsRecord>(*a));
  auto b = load_stored_game(*conn, cc);
  ASSERT_TRUE(b.ok()) << b.error().message;
  EXPECT_TRUE(std::holds_alternative<parser::GameRecord>(*b));
  auto c = load_stored_game(*conn, ds + cc + 1000);
  ASSERT_FALSE(c.ok());
  EXPECT_EQ(c.error().kind, LoadError::Kind::NoGame);
}

}  // namespace
}  // namespace saban::app
