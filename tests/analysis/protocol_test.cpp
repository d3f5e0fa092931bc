// The engine's text protocol, run in-process: handshake, positions with deploy turns, searches, errors, stop.
#include "analysis/protocol.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <sstream>
#include <streambuf>
#include <thread>

#include "analysis/engine.h"
#include "analysis/evaluate.h"
#include "analysis/search.h"
#include "rules/fen.h"
#include "rules/san.h"
#include "tests/analysis/protocol_streams.h"

namespace saban::analysis {
namespace {

using namespace protocol_testing;

// A cotulenh position where Red's engineer carries an air force on e3: deploy turns split them.
constexpr const char* kDeployFen = "10c/11/11/11/11/11/11/11/11/4(EA)6/11/9C1 r - - 0 1";

Position fen(const char* text, Profile p = official_profile()) {
  auto pos = parse_fen(text, p);
  EXPECT_TRUE(pos.ok()) << (pos.ok() ? "" : pos.error().message);
  return std::move(pos).value();
}

/// The engine's answer to a whole script (the end of input lets the last search finish).
std::vector<std::string> run(const std::string& script, ProtocolOptions o = {}) {
  std::istringstream in(script);
  std::ostringstream out;
  run_protocol(in, out, o);
  return lines_of(out.str());
}

std::string bestmove(const std::vector<std::string>& lines) {
  const auto b = starting(lines, "bestmove ");
  EXPECT_EQ(b.size(), 1u);
  return b.empty() ? "" : b[0].substr(9);
}

TEST(Protocol, Handshake) {
  const auto out = run("cti\nisready\n", {.profile = "cotulenh"});
  ASSERT_GE(out.size(), 7u);
  EXPECT_EQ(out[0], "id name Saban");
  EXPECT_EQ(out[1].rfind("id author ", 0), 0u);
  EXPECT_EQ(out[2], "option name Hash type spin default 32 min 1 max " + std::to_string(max_hash_mb()));
  EXPECT_EQ(out[3], "option name Profile type combo default cotulenh var official var cotulenh");
  EXPECT_EQ(out[4], "option name MultiPV type spin default 1 min 1 max 64");
  EXPECT_EQ(out[5], "ctiok");
  EXPECT_EQ(out[6], "readyok");
}

TEST(Protocol, MultiPvSendsOneInfoLinePerLine) {
  const auto out = run("setoption name MultiPV value 3\nposition startpos\ngo depth 2\n");
  std::vector<std::string> last;
  for (const std::string& l : out)
    if (l.rfind("info depth 2 ", 0) == 0) last.push_back(l);
  ASSERT_EQ(last.size(), 3u);
  for (int k = 0; k < 3; ++k)
    EXPECT_NE(last[static_cast<std::size_t>(k)].find(" multipv " + std::to_string(k + 1) + " "),
              std::string::npos);
  // Three different first moves, best first: the first line's move is the bestmove.
  auto first_move = [](const std::string& l) {
    return l.substr(l.find(" pv ") + 4, l.find(' ', l.find(" pv ") + 4) - l.find(" pv ") - 4);
  };
  EXPECT_NE(first_move(last[0]), first_move(last[1]));
  EXPECT_NE(first_move(last[1]), first_move(last[2]));
  EXPECT_EQ(out.back(), "bestmove " + first_move(last[0]));
  const auto bad = run("setoption name MultiPV value 0\n");
  ASSERT_EQ(bad.size(), 1u);
  EXPECT_EQ(bad[0].rfind("info string error: line 1: setoption: MultiPV must be 1 to 64", 0), 0u);
}

TEST(Protocol, EveryLegalTurnRoundTripsThroughItsLan) {
  for (auto [text, profile] :
       {std::pair{kDeployFen, cotulenh_profile()},
        std::pair{"6c4/11/11/11/11/11/6(FTI)4/1(NFT)9/11/11/11/5C5 r - - 0 1", official_profile()},
        std::pair{"", official_profile()}}) {
    Position pos = *text ? fen(text, profile) : Position::start(profile);
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    ASSERT_FALSE(legal.empty());
    int deploys = 0;
    for (const Turn& t : legal) {
      const std::string lan = to_lan(pos, t);
      EXPECT_EQ(lan.find(' '), std::string::npos) << lan;
      auto back = read_move(pos, lan);
      ASSERT_TRUE(back.ok()) << lan << ": " << back.error();
      EXPECT_TRUE(*back == t) << lan << " reads back as " << to_lan(pos, *back);
      deploys += t.size > 1;
    }
    if (*text) {
      EXPECT_GT(deploys, 0) << text;
    }
  }
}

TEST(Protocol, SanIsReadToo) {
  Position pos = fen(kDeployFen, cotulenh_profile());
  auto t = read_move(pos, "A>f3,E>e4");  // passenger first: SAN allows either order
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_EQ(t->size, 2);
  EXPECT_FALSE(read_move(pos, "Zz9").ok());
}

TEST(Protocol, ScoresRoundTrip) {
  for (int score : {0, 35, -1200, kMate - 1, kMate - 3, -kMate, -(kMate - 2), -(kMate - 4)}) {
    const std::string text = score_text(score);
    const auto space = text.find(' ');
    EXPECT_EQ(read_score(text.substr(0, space), text.substr(space + 1)), score) << text;
  }
  EXPECT_EQ(score_text(kMate - 1), "mate 1");
  EXPECT_EQ(score_text(-(kMate - 2)), "mate -1");
  EXPECT_EQ(score_text(-kMate), "mate 0");
  EXPECT_FALSE(read_score("cp", "12x"));
  EXPECT_FALSE(read_score("mat", "1"));
}

// A deploy turn sent in `position ... moves` is played: the search that follows is that of the position after
// it.
TEST(Protocol, PositionWithADeployTurn) {
  Position pos = fen(kDeployFen, cotulenh_profile());
  std::vector<Turn> legal;
  generate_legal(pos, DeployMode::Full, legal);
  const auto deploy = std::find_if(legal.begin(), legal.end(), [](const Turn& t) { return t.size == 2; });
  ASSERT_NE(deploy, legal.end());
  const std::string lan = to_lan(pos, *deploy);
  std::vector<std::uint64_t> history{pos.key()};
  Undo u;
  pos.do_turn(*deploy, u);
  std::vector<Turn> replies;
  generate_legal(pos, DeployMode::Full, replies);
  ASSERT_FALSE(replies.empty());
  const std::string reply = to_lan(pos, replies.back());
  history.push_back(pos.key());
  pos.do_turn(replies.back(), u);

  const auto out = run("setoption name Profile value cotulenh\nposition fen " + std::string(kDeployFen) +
                       " moves " + lan + " " + reply + "\ngo depth 3\n");
  EXPECT_TRUE(starting(out, "info string").empty()) << out[0];
  Searcher s;
  SearchLimits l;
  l.depth = 3;
  const SearchResult expected = s.search(pos, l, history);
  EXPECT_EQ(bestmove(out), to_lan(pos, expected.best));
}

TEST(Protocol, GoDepthTwoGivesInfoLinesAndALegalMove) {
  const auto out = run("newgame\nposition startpos\ngo depth 2\n");
  const auto info = starting(out, "info depth ");
  ASSERT_EQ(info.size(), 2u);
  EXPECT_EQ(info[0].rfind("info depth 1 seldepth ", 0), 0u) << info[0];
  EXPECT_EQ(info[1].rfind("info depth 2 seldepth ", 0), 0u) << info[1];
  for (const char* field : {" score cp ", " nodes ", " nps ", " time ", " pv "})
    EXPECT_NE(info[1].find(field), std::string::npos) << field;
  EXPECT_GE(std::stoi(info[1].substr(22)), 2) << "seldepth at least the depth: " << info[1];
  Position pos = Position::start();
  const std::string best = bestmove(out);
  auto t = read_move(pos, best);
  EXPECT_TRUE(t.ok()) << best << ": " << t.error();
  // The principal variation is legal move after move and starts with the best move.
  const auto pv = split_words(std::string_view(info[1]).substr(info[1].find(" pv ") + 4));
  ASSERT_FALSE(pv.empty());
  EXPECT_EQ(pv[0], best);
  for (auto token : pv) {
    auto m = read_move(pos, token);
    ASSERT_TRUE(m.ok()) << token << ": " << m.error();
    Undo u;
    pos.do_turn(*m, u);
  }
}

// Scripts need not wait for bestmove: a command that needs the engine idle waits for a finite search.
TEST(Protocol, CommandsWaitForAFiniteSearch) {
  Position pos = Position::start();
  std::vector<Turn> legal;
  generate_legal(pos, DeployMode::Full, legal);
  const auto out = run("position startpos\ngo depth 3\nposition startpos moves " + to_lan(pos, legal[0]) +
                       "\ngo depth 1\nisready\n");
  EXPECT_TRUE(starting(out, "info string").empty());
  const auto best = starting(out, "bestmove ");
  ASSERT_EQ(best.size(), 2u);
  EXPECT_EQ(starting(out, "readyok").size(), 1u);  // at once, while the second search runs
  Undo u;
  pos.do_turn(legal[0], u);
  EXPECT_TRUE(read_move(pos, best[1].substr(9)).ok()) << best[1];  // Blue's move: the second position was set
}

TEST(Protocol, NodeLimitAndMate) {
  auto out = run("position startpos\ngo nodes 2000\n");
  Position pos = Position::start();
  EXPECT_TRUE(read_move(pos, bestmove(out)).ok());
  // Blue's commander on g12 is boxed in by its own infantry; the tank mates from g10.
  out = run("position fen 5ici3/11/11/11/6T4/11/11/11/11/11/11/9C1 r - - 0 1\ngo depth 4\n");
  ASSERT_FALSE(starting(out, "info depth ").empty());
  EXPECT_NE(starting(out, "info depth ").back().find(" score mate 1 "), std::string::npos);
  // Mated: no move, and the score says so.
  out = run("position fen 5ici3/11/11/11/6T4/11/11/11/11/11/11/9C1 r - - 0 1 moves Tg8g10\ngo depth 2\n");
  EXPECT_EQ(bestmove(out), "none");
  EXPECT_EQ(starting(out, "info depth ").at(0), "info depth 0 score mate 0");
}

TEST(Protocol, ErrorsSayWhatAndWhere) {
  const auto out =
      run("hello\n"
          "position fen 11/11/x w - - 0 1\n"
          "go depth 2\n"
          "position startpos moves Zq9q8\n"
          "position startpos moves\n"
          "setoption name Colour value blue\n"
          "setoption name Hash value 0\n"
          "go depth 0\n"
          "go sideways 3\n"
          "position sideways\n"
          "isready\n");
  const auto errors = starting(out, "info string error: ");
  ASSERT_EQ(errors.size(), 9u) << out[0];
  EXPECT_EQ(errors[0], "info string error: line 1: unknown command 'hello'");
  EXPECT_EQ(errors[1].rfind("info string error: line 2: position: invalid FEN: ", 0), 0u) << errors[1];
  EXPECT_NE(errors[1].find("(at character "), std::string::npos) << errors[1];
  EXPECT_EQ(errors[2].rfind(
                "info string error: line 3: go: no position to search (line 2: position: invalid FEN", 0),
            0u)
      << errors[2];
  EXPECT_EQ(errors[3].rfind("info string error: line 4: position: move 1 'Zq9q8' cannot be played in ", 0),
            0u)
      << errors[3];
  EXPECT_EQ(errors[4].rfind("info string error: line 6: setoption: unknown option 'Colour'", 0), 0u)
      << errors[4];
  EXPECT_EQ(errors[5].rfind("info string error: line 7: setoption: Hash must be", 0), 0u) << errors[5];
  EXPECT_EQ(errors[6].rfind("info string error: line 8: go: 'depth' needs a number from 1 to 64", 0), 0u)
      << errors[6];
  EXPECT_EQ(errors[7], "info string error: line 9: go: unknown limit 'sideways'");
  EXPECT_EQ(errors[8], "info string error: line 10: position: expected 'startpos' or 'fen' after 'position'");
  // Every go is answered, even a refused one; the engine is still there.
  EXPECT_EQ(starting(out, "bestmove ").size(), 3u);
  EXPECT_EQ(out.back(), "readyok");
}

TEST(Protocol, HostileLinesGetShortUtf8Answers) {
  // Bytes that are not UTF-8 are not echoed back (a GUI reads the answers as UTF-8 text); a command, move or
  // FEN of 100,000 characters is quoted by its first characters.
  const std::string huge(100000, 'q');
  const auto out = run("go \xff\xfe depth 2\n" + huge + "\nposition startpos moves " + huge +
                       "\nposition fen " + std::string(100000, '1') + "\nisready\n");
  const auto errors = starting(out, "info string error: ");
  ASSERT_EQ(errors.size(), 4u);
  EXPECT_EQ(errors[0], "info string error: line 1: not UTF-8 text, ignored");
  EXPECT_EQ(errors[1], "info string error: line 2: unknown command '" + huge.substr(0, 40) + "...'");
  EXPECT_EQ(errors[2].rfind("info string error: line 3: position: move 1 '" + huge.substr(0, 40) + "...'", 0),
            0u)
      << errors[2].substr(0, 200);
  EXPECT_NE(errors[3].find("of '1111111111111111111111111111111111111111...')"), std::string::npos)
      << errors[3].substr(0, 200);
  for (const std::string& line : out) EXPECT_LT(line.size(), 400u) << line.substr(0, 200);
  EXPECT_EQ(out.back(), "readyok");
}

// A stream whose writes fail as a full disk's do, after `room` bytes: what it took is kept.
class FullDisk final : public std::stringbuf {
 public:
  explicit FullDisk(std::size_t room) : m_room(room) {}

 protected:
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    if (str().size() + static_cast<std::size_t>(n) > m_room) return errno = ENOSPC, 0;
    return std::stringbuf::xsputn(s, n);
  }
  int_type overflow(int_type c) override {
    if (str().size() >= m_room) return errno = ENOSPC, traits_type::eof();
    return std::stringbuf::overflow(c);
  }

 private:
  std::size_t m_room;
};

TEST(Protocol, AReplyLostEndsTheAnsweringWithItsReason) {
  // The first reply fits, the second does not: nothing after it is answered (the search of depth 30 is never
  // started, the session would otherwise wait for it), and the reason comes back for `saban engine` to say.
  FullDisk disk(12);
  std::ostream out(&disk);
  std::istringstream in("isready\nisready\ngo depth 30\nisready\n");
  EXPECT_EQ(run_protocol(in, out), ENOSPC);
  EXPECT_EQ(disk.str(), "readyok\n");
  // Every reply written: 0.
  std::istringstream again("isready\n");
  std::ostringstream fine;
  EXPECT_EQ(run_protocol(again, fine), 0);
}

TEST(Protocol, AnIllegalMoveIsNamedWithItsNumber) {
  Position pos = Position::start();
  std::vector<Turn> legal;
  generate_legal(pos, DeployMode::Full, legal);
  const std::string first = to_lan(pos, legal[0]);
  const auto out = run("position startpos moves " + first + " " + first + "\n");
  const auto errors = starting(out, "info string error: ");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("position: move 2 '" + first + "' cannot be played in "), std::string::npos)
      << errors[0];
}

TEST(Protocol, StopEndsAnInfiniteSearch) {
  LiveEngine live;
  Feed& feed = live.feed;
  Sink& sink = live.sink;
  feed.push("position startpos\ngo infinite\n");
  ASSERT_TRUE(sink.wait_for(begins("info depth 2 ")));
  // While it searches, isready is answered and no other command is taken.
  feed.push("isready\nposition startpos\nstop\n");
  ASSERT_TRUE(sink.wait_for(
      begins("info string error: line 4: 'position' while an infinite search runs: send stop first")));
  EXPECT_TRUE(sink.wait_for([](const std::string& l) { return l == "readyok"; }));
  ASSERT_TRUE(sink.wait_for(begins("bestmove ")));
  Position pos = Position::start();
  EXPECT_TRUE(read_move(pos, bestmove(sink.lines())).ok());
  // After the answer, the next search is taken at once.
  feed.push("go depth 1\n");
  EXPECT_TRUE(
      sink.wait_for_lines([](const auto& lines) { return starting(lines, "bestmove ").size() == 2; }));
  feed.push("quit\n");
  live.engine.join();
}

TEST(Protocol, AStopRightAfterGoIsNotLost) {
  // go and stop in one write: the stop may come before the search thread has begun; it must still end it.
  for (int i = 0; i < 10; ++i) {
    LiveEngine live;
    const auto t0 = std::chrono::steady_clock::now();
    live.feed.push("position startpos\ngo infinite\nstop\n");
    ASSERT_TRUE(live.sink.wait_for(begins("bestmove "))) << "round " << i;
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 1.0)
        << "round " << i;
    Position pos = Position::start();
    EXPECT_TRUE(read_move(pos, bestmove(live.sink.lines())).ok());
    live.feed.push("quit\n");
    live.engine.join();
  }
}

TEST(Protocol, InfiniteWaitsForStopEvenAfterAMate) {
  LiveEngine live;
  Feed& feed = live.feed;
  Sink& sink = live.sink;
  feed.push("position fen 5ici3/11/11/11/6T4/11/11/11/11/11/11/9C1 r - - 0 1\ngo infinite\n");
  ASSERT_TRUE(sink.wait_for([](const std::string& l) {  // the search ends there
    return l.rfind("info depth 1 ", 0) == 0 && l.find(" score mate 1 ") != std::string::npos;
  }));
  feed.push("isready\n");
  ASSERT_TRUE(sink.wait_for([](const std::string& l) { return l == "readyok"; }));
  EXPECT_TRUE(starting(sink.lines(), "bestmove").empty());
  feed.push("stop\n");
  ASSERT_TRUE(sink.wait_for(begins("bestmove ")));
  feed.close();
  live.engine.join();
}

TEST(Protocol, QuitStopsTheSearch) {
  LiveEngine live;
  Feed& feed = live.feed;
  Sink& sink = live.sink;
  feed.push("position startpos\ngo infinite\n");
  ASSERT_TRUE(sink.wait_for(begins("info depth 1 ")));
  feed.push("quit\n");
  live.engine.join();  // returns: the worker was stopped and joined
  EXPECT_EQ(starting(sink.lines(), "bestmove ").size(), 1u);
}

}  // namespace
}  // namespace saban::analysis
