// The text protocol speaking Cờ Đông Sơn (`saban engine --game dongson`): the Rules option, positions by LAN
// and SAN, searches with their info lines and a legal bestmove, wins as mate scores, a finished game, stop.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "analysis/protocol.h"
#include "parser/dongson_san.h"
#include "rules/dongson/game.h"
#include "tests/analysis/protocol_streams.h"

namespace saban::analysis {
namespace {

using namespace protocol_testing;
namespace ds = saban::dongson;

std::vector<std::string> run(const std::string& script, const std::string& rules = "") {
  std::istringstream in(script);
  std::ostringstream out;
  run_protocol(in, out, {.game = "dongson", .rules = rules});
  return lines_of(out.str());
}

std::string bestmove(const std::vector<std::string>& lines) {
  const auto found = starting(lines, "bestmove ");
  return found.empty() ? "" : found.back().substr(9);
}

// Is `lan` a legal move of the start position?
bool legal_at_start(const std::string& lan) {
  std::vector<ds::Move> legal;
  ds::Position::start().legal_moves(legal);
  return parser::dongson::parse_lan(lan, legal).ok();
}

TEST(DongsonProtocol, HandshakeNamesTheRulesOption) {
  const auto out = run("cti\n", "gift_safety=all");
  ASSERT_GE(out.size(), 6u);
  EXPECT_EQ(out[0], "id name Saban");
  EXPECT_EQ(out[3], "option name Rules type string default gift_safety=all");
  EXPECT_EQ(out[4], "option name MultiPV type spin default 1 min 1 max 64");
  EXPECT_EQ(out[5], "ctiok");
  EXPECT_EQ(run("cti\n")[3], "option name Rules type string default <empty>");
}

TEST(DongsonProtocol, GoGivesAnInfoLinePerDepthAndALegalMove) {
  const auto out = run("position startpos\ngo depth 3\n");
  const auto infos = starting(out, "info depth ");
  ASSERT_EQ(infos.size(), 3u);
  for (int d = 1; d <= 3; ++d)
    EXPECT_EQ(infos[static_cast<std::size_t>(d - 1)].rfind("info depth " + std::to_string(d) + " ", 0), 0u);
  EXPECT_NE(infos.back().find(" score cp "), std::string::npos) << infos.back();
  EXPECT_TRUE(legal_at_start(bestmove(out))) << bestmove(out);
}

TEST(DongsonProtocol, MovesInLanAndSanLeadToTheSamePosition) {
  // Thủy's Bộ e2e3, Sơn's Bộ e8e7 — the same in SAN (Be3 Be7).
  const auto lan = run("position startpos moves e2e3 e8e7\ngo depth 2\n");
  const auto san = run("position startpos moves Be3 Be7\ngo depth 2\n");
  EXPECT_TRUE(starting(lan, "info string error").empty()) << lan.front();
  EXPECT_TRUE(starting(san, "info string error").empty()) << san.front();
  EXPECT_EQ(bestmove(lan), bestmove(san));
  EXPECT_FALSE(bestmove(lan).empty());
}

TEST(DongsonProtocol, AWinIsAMateScore) {
  // Lk9# (k1k9): Thủy mates in one; after it, Sơn is mated and has no move.
  const char* fen = "t8/bb5T1/9/9/9/9/9/9/8L w - - 0 1";
  const auto out = run(std::string("position fen ") + fen + "\ngo depth 3\n");
  EXPECT_NE(starting(out, "info depth 1 ").at(0).find(" score mate 1 "), std::string::npos);
  EXPECT_EQ(bestmove(out), "k1k9");
  const auto over = run(std::string("position fen ") + fen + " moves k1k9\ngo depth 2\n");
  EXPECT_EQ(starting(over, "info depth 0 score mate 0").size(), 1u);
  EXPECT_EQ(bestmove(over), "none");
}

TEST(DongsonProtocol, ErrorsSayWhatAndWhere) {
  const auto out = run(
      "position startpos moves e2e3 e2e4\nsetoption name Rules value bogus=1\nsetoption name Profile value "
      "official\nposition fen t8/bb5T1/9/9/9/9/9/9/8L w - - 0 1 moves k1k9 a9a8\nposition startpos\ngo btime "
      "100\n");
  const auto errors = starting(out, "info string error: ");
  ASSERT_EQ(errors.size(), 5u);
  EXPECT_EQ(errors[0].rfind("info string error: line 1: position: move 2 'e2e4' ", 0), 0u) << errors[0];
  EXPECT_EQ(errors[1].rfind("info string error: line 2: setoption: invalid Rules 'bogus=1'", 0), 0u)
      << errors[1];
  EXPECT_EQ(errors[2],
            "info string error: line 3: setoption: unknown option 'Profile' (options: Hash, Rules, MultiPV)");
  EXPECT_NE(errors[3].find("move 2 'a9a8' the game is over"), std::string::npos) << errors[3];
  EXPECT_EQ(errors[4].rfind("info string error: line 6: go: Thuy is to move but 'wtime' is not given", 0), 0u)
      << errors[4];
}

TEST(DongsonProtocol, TheRulesOptionApplies) {
  // Stalemate (DongsonRule.E3_Stalemate): a draw by default, a loss with stalemate=loss.
  const char* fen = "5G1Vt/7GV/9/6N2/b8/B8/9/9/4T4 b - - 0 1";
  const auto draw = run(std::string("position fen ") + fen + "\ngo depth 1\n");
  const auto loss =
      run(std::string("setoption name Rules value stalemate=loss\nposition fen ") + fen + "\ngo depth 1\n");
  EXPECT_EQ(starting(draw, "info depth 0 score ").at(0), "info depth 0 score cp 0");
  EXPECT_EQ(starting(loss, "info depth 0 score ").at(0), "info depth 0 score mate 0");
}

TEST(DongsonProtocol, StopEndsAnInfiniteSearch) {
  LiveEngine live({.game = "dongson"});
  live.feed.push("position startpos\ngo infinite\n");
  ASSERT_TRUE(live.sink.wait_for(begins("info depth 2 ")));
  live.feed.push("stop\n");
  ASSERT_TRUE(live.sink.wait_for(begins("bestmove ")));
  EXPECT_TRUE(legal_at_start(bestmove(live.sink.lines())));
  live.feed.push("quit\n");
  live.engine.join();
}

}  // namespace
}  // namespace saban::analysis
