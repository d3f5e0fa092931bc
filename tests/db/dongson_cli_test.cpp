// The `saban` command on a database holding both games: `tree`, `search`, `stats` and `player` with `--game
// dongson` show the Cờ Đông Sơn games in their own notation and words; the tools that cannot take them say
// so.
#include <gtest/gtest.h>

#include <sstream>

#include "tests/db/database_fixture.h"
#include "tests/db/run_saban.h"

namespace saban::db {
namespace {

class DongSonCli : public Database {
 protected:
  Outcome run(std::vector<std::string> args) {
    args.push_back("--db");
    args.push_back(conninfo());
    return saban(args);
  }
};

TEST_F(DongSonCli, TreeSearchAndStatsByGame) {
  const Outcome imported =
      run({"import", (kSamples / "dong-son").string(), (kSamples / "rulebook").string()});
  ASSERT_EQ(imported.status, 0) << imported.err;
  const long long dongson = count("SELECT count(*) FROM game WHERE variant = 'dongson'");
  ASSERT_GT(dongson, 0);
  // The tree from the Cờ Đông Sơn start: its SAN (a Đinh or Ngựa to the third rank), Thủy and Sơn columns.
  const Outcome tree = run({"tree", "--game", "dongson"});
  ASSERT_EQ(tree.status, 0) << tree.err;
  EXPECT_NE(tree.out.find("thuy"), std::string::npos) << tree.out;
  EXPECT_NE(tree.out.find(", " + std::to_string(dongson) + " games\n"), std::string::npos) << tree.out;
  // After a first move the tree goes on; a Commander Chess tree shows none of these games.
  std::istringstream lines(tree.out);
  std::string header, first;
  std::getline(lines, header);
  lines >> first;  // the most played first move
  ASSERT_FALSE(first.empty()) << tree.out;
  EXPECT_NE(std::string("TLBDNVG").find(first[0]), std::string::npos) << "SAN, not LAN: " << first;
  const Outcome after = run({"tree", "--game", "dongson", "--moves", "1. " + first});
  ASSERT_EQ(after.status, 0) << after.err;
  EXPECT_EQ(after.out.find("0 moves"), std::string::npos) << first << "\n" << after.out;
  const Outcome commander = run({"tree", "--profile", "official"});
  ASSERT_EQ(commander.status, 0) << commander.err;
  EXPECT_EQ(commander.out.find(first + " "), std::string::npos) << commander.out;
  // Search by game and by a Cờ Đông Sơn position; a bad move is a usage error naming it.
  const Outcome search = run({"search", "--game", "dongson", "--moves", "1. " + first});
  ASSERT_EQ(search.status, 0) << search.err;
  EXPECT_NE(search.out.find("(position at ply 1)"), std::string::npos) << search.out;
  EXPECT_NE(search.out.find("dongson"), std::string::npos) << search.out;
  const Outcome bad = run({"search", "--game", "dongson", "--moves", "1. Tx9"});
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("x9"), std::string::npos) << bad.err;
  // Statistics in the game's own words.
  const Outcome stats = run({"stats", "--game", "dongson"});
  ASSERT_EQ(stats.status, 0) << stats.err;
  EXPECT_EQ(stats.out.rfind("Cờ Đông Sơn games: " + std::to_string(dongson), 0), 0u) << stats.out;
  for (const char* words : {"palace entry (Tiến Cung)", "Ngựa", "Đinh", "Commander Chess games: saban stats"})
    EXPECT_NE(stats.out.find(words), std::string::npos) << words << "\n" << stats.out;
  const Outcome json = run({"stats", "--game", "dongson", "--format", "json"});
  ASSERT_EQ(json.status, 0) << json.err;
  EXPECT_NE(json.out.find("\"son_lost\""), std::string::npos);
  // A player's report of one game: their Cờ Đông Sơn games as Thủy and Sơn, in text and JSON.
  const Rows someone = conn->exec(
      "SELECT p.id, p.name FROM game g JOIN player p ON p.id = g.red_id WHERE g.variant = 'dongson' ORDER BY "
      "g.id LIMIT 1");
  ASSERT_EQ(someone.size(), 1);
  const std::string id = someone.text(0, 0), name = someone.text(0, 1);
  const Outcome player = run({"player", name, "--game", "dongson"});
  ASSERT_EQ(player.status, 0) << player.err;
  EXPECT_EQ(player.out.rfind("Cờ Đông Sơn games\n", 0), 0u) << player.out;
  EXPECT_NE(player.out.find("as Thủy: "), std::string::npos) << player.out;
  EXPECT_EQ(player.out.find("as red"), std::string::npos) << player.out;
  const Outcome player_json = run({"player", name, "--game", "dongson", "--format", "json"});
  ASSERT_EQ(player_json.status, 0) << player_json.err;
  for (const char* key : {"\"as_thuy\"", "\"as_son\"", "\"game\": \"dongson\""})
    EXPECT_NE(player_json.out.find(key), std::string::npos) << key << "\n" << player_json.out;
  EXPECT_EQ(player_json.out.find("\"as_red\""), std::string::npos) << player_json.out;
  // The same player in Commander Chess: their games of it, or none
  const Outcome in_commander = run({"player", name});
  ASSERT_EQ(in_commander.status, 0) << in_commander.err;
  if (count("SELECT count(*) FROM game WHERE variant = 'commander' AND " + id + " IN (red_id, blue_id)") == 0)
    EXPECT_NE(in_commander.out.find("No player matches"), std::string::npos) << in_commander.out;
  else
    EXPECT_EQ(in_commander.out.find("as Thủy"), std::string::npos) << in_commander.out;
  EXPECT_EQ(run({"player", name, "--game", "chess"}).status, 2);
  // A Commander Chess material search does not apply to Cờ Đông Sơn.
  EXPECT_EQ(run({"search", "--game", "dongson", "--material", "red has no navy"}).status, 2);
}

TEST_F(DongSonCli, ExportDrawsAndPrintsThemFromTheDatabase) {
  const Outcome imported =
      run({"import", (kSamples / "dong-son").string(), (kSamples / "rulebook").string()});
  ASSERT_EQ(imported.status, 0) << imported.err;
  // The first Cờ Đông Sơn game's start: 81 squares, 18 pieces a side; the Tâm named
  const Outcome svg = run({"export", "--format", "svg", "--game", "dongson", "--ply", "0"});
  ASSERT_EQ(svg.status, 0) << svg.err;
  auto count_of = [](const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  EXPECT_EQ(count_of(svg.out, "class=\"point\""), 81u);
  EXPECT_EQ(count_of(svg.out, "data-side=\"thuy\""), 18u);
  EXPECT_EQ(count_of(svg.out, "data-side=\"son\""), 18u);
  EXPECT_NE(svg.out.find("data-square=\"e5\" data-zone=\"tam\""), std::string::npos);
  // --game commander: a Commander Chess board (132 points)
  const Outcome commander = run({"export", "--format", "svg", "--game", "commander", "--ply", "0"});
  ASSERT_EQ(commander.status, 0) << commander.err;
  EXPECT_EQ(count_of(commander.out, "class=\"point\""), 132u);
  // A book of the stored Cờ Đông Sơn games: their board and sides
  const Outcome html = run({"export", "--format", "html", "--game", "dongson"});
  ASSERT_EQ(html.status, 0) << html.err;
  EXPECT_NE(html.out.find("data-files=\"abcdefghk\""), std::string::npos);
  EXPECT_NE(html.out.find("Thủy"), std::string::npos);
  EXPECT_EQ(html.out.find("data-files=\"abcdefghijk\""), std::string::npos) << "no Commander Chess game";
}

TEST(DongSonTools, ConvertKeepsTheGamesAndTheEngineSpeaksTheProtocol) {
  const std::string file = std::string(SABAN_SAMPLES) + "/dong-son/selfplay-depth3.pgn";
  const Outcome convert = saban({"convert", "--to", "en", file});
  ASSERT_EQ(convert.status, 0) << convert.err;
  EXPECT_EQ(convert.out, slurp(file));
  EXPECT_NE(convert.err.find("2 Cờ Đông Sơn games"), std::string::npos) << convert.err;
  // saban engine --game dongson: the protocol over Cờ Đông Sơn's engine facade; --rules checked at once.
  const Outcome engine = saban({"engine", "--game", "dongson", "--rules", "stalemate=loss"}, {}, "",
                               "cti\nposition startpos moves "
                               "e2e3\ngo depth 2\nquit\n");
  EXPECT_EQ(engine.status, 0) << engine.err;
  EXPECT_NE(engine.out.find("option name Rules type string default stalemate=loss\n"), std::string::npos)
      << engine.out;
  EXPECT_NE(engine.out.find("\nbestmove "), std::string::npos) << engine.out;
  const Outcome rules =
      saban({"engine", "--game", "dongson", "--rules", "stalemate=never"}, {}, "", "quit\n");
  EXPECT_EQ(rules.status, 2);
  EXPECT_NE(rules.err.find("saban: --rules: "), std::string::npos) << rules.err;
  const Outcome match = saban({"match", "--game", "dongson", "--depth-a", "1", "--depth-b", "1", "--pairs",
                               "1", "--max-plies", "20"});
  ASSERT_EQ(match.status, 0) << match.err;
  EXPECT_NE(match.out.find("of 2 games"), std::string::npos) << match.out;
}

}  // namespace
}  // namespace saban::db
