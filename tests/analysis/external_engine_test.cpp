// The client side of the protocol against the real `saban engine` as a child process, and against broken
// ones.
#include "analysis/external_engine.h"

#include <gtest/gtest.h>

#include <fstream>

#include "analysis/annotate.h"
#include "analysis/protocol.h"
#include "parser/reader.h"
#include "rules/fen.h"
#include "rules/san.h"

namespace saban::analysis {
namespace {

ExternalEngine saban_engine() { return ExternalEngine({SABAN_CLI, "engine"}); }

std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const EngineError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(ExternalEngine, ShakesHands) {
  auto engine = saban_engine();
  EXPECT_EQ(engine.name(), "Saban");
  ASSERT_EQ(engine.options().size(), 3u);
  EXPECT_EQ(engine.options()[0].rfind("name Hash type spin ", 0), 0u);
  EXPECT_EQ(engine.options()[1].rfind("name Profile type combo ", 0), 0u);
  EXPECT_EQ(engine.options()[2].rfind("name MultiPV type spin ", 0), 0u);
}

// The engine over the protocol chooses what the searcher in this process chooses, deploy turns included.
TEST(ExternalEngine, SameAnswersAsTheSearcherInProcess) {
  struct Case {
    const char* fen;  // empty: the start position
    Profile profile;
    int plies;  // played from it first, each the first legal turn that is not a capture
  };
  const Case cases[] = {
      {"", official_profile(), 0},
      {"", official_profile(), 4},
      {"10c/11/11/11/11/11/11/11/11/4(EA)6/11/9C1 r - - 0 1", cotulenh_profile(), 0},
      {"6c4/11/11/11/11/11/6(FTI)4/1(NFT)9/11/11/11/5C5 r - - 0 1", official_profile(), 2},
      {"10c/11/11/11/11/4n6/11/4A6/11/11/11/9C1 r - - 0 1", official_profile(), 0},
  };
  auto engine = saban_engine();
  int deploys = 0;
  for (const Case& c : cases) {
    const Position start =
        *c.fen ? std::move(parse_fen(c.fen, c.profile)).value() : Position::start(c.profile);
    Position pos = start;
    std::vector<Turn> moves;
    std::vector<std::uint64_t> history;
    for (int i = 0; i < c.plies; ++i) {
      std::vector<Turn> legal;
      generate_legal(pos, DeployMode::Full, legal);
      ASSERT_FALSE(legal.empty());
      moves.push_back(legal[static_cast<std::size_t>(i * 7) % legal.size()]);
      deploys += moves.back().size > 1;
      history.push_back(pos.key());
      Undo u;
      pos.do_turn(moves.back(), u);
    }
    Searcher s;
    SearchLimits limits;
    limits.depth = 3;
    const SearchResult want = s.search(pos, limits, history);
    engine.new_game();
    const SearchResult got = engine.search(start, moves, limits);
    EXPECT_TRUE(got.best == want.best)
        << c.fen << ": " << to_lan(pos, got.best) << " vs " << to_lan(pos, want.best);
    EXPECT_EQ(got.score, want.score) << c.fen;
    EXPECT_EQ(got.depth, 3);
    EXPECT_EQ(got.nodes, want.nodes);
    ASSERT_EQ(got.pv.size(), want.pv.size());
    for (std::size_t i = 0; i < got.pv.size(); ++i)
      EXPECT_TRUE(got.pv[i] == want.pv[i]) << c.fen << " pv " << i;
    deploys += want.best.size > 1;
  }
  EXPECT_GT(deploys, 0) << "no deploy turn went through the protocol";
}

TEST(ExternalEngine, MovetimeAndNodes) {
  auto engine = saban_engine();
  SearchLimits limits;
  limits.movetime_ms = 100;
  const Position start = Position::start();
  SearchResult r = engine.search(start, limits);
  EXPECT_GT(r.depth, 0);
  EXPECT_GT(r.best.size, 0);
  limits = {};
  limits.nodes = 3000;
  r = engine.search(start, limits);
  EXPECT_GT(r.best.size, 0);
}

TEST(ExternalEngine, RefusalsAreErrors) {
  auto engine = saban_engine();
  EXPECT_NE(message_of([&] { engine.set_option("Hash", "0"); }).find("Hash must be 1 to "),
            std::string::npos);
  EXPECT_NE(message_of([&] { engine.set_option("Profile", "nonsense"); }).find("unknown profile 'nonsense'"),
            std::string::npos);
  engine.set_option("Hash", "4");  // still in step
}

TEST(ExternalEngine, AProgramThatCannotStart) {
  const auto m = message_of([] { ExternalEngine e({"/nonexistent/engine"}); });
  EXPECT_EQ(m, "engine '/nonexistent/engine': cannot start: No such file or directory");
}

TEST(ExternalEngine, AProgramThatExits) {
  const auto m = message_of([] { ExternalEngine e({"sh", "-c", "exit 3"}); });
  // Depending on who is first, the handshake's write or its read finds the child gone.
  EXPECT_EQ(m.rfind("engine 'sh' exited with status 3 ", 0), 0u) << m;
}

TEST(ExternalEngine, ASilentProgram) {
  ExternalEngine::Options o;
  o.reply_timeout = std::chrono::milliseconds(200);
  const auto m = message_of([&] { ExternalEngine e({"sleep", "30"}, o); });
  EXPECT_EQ(m, "engine 'sleep' sent no ctiok after cti within 200 ms");
}

TEST(ExternalEngine, AProgramThatDiesWhileSearching) {
  // Shakes hands and answers isready, then dies on the position.
  ExternalEngine e({"sh", "-c",
                    "read l; echo ctiok; while read l; do case $l in isready) echo readyok;; "
                    "position*) exit 7;; esac; done"});
  const auto m = message_of([&] { e.search(Position::start(), SearchLimits{}); });
  EXPECT_EQ(m.rfind("engine 'sh' exited with status 7", 0), 0u) << m;
  EXPECT_NE(message_of([&] { e.new_game(); }).find("is not running"), std::string::npos);
}

TEST(ExternalEngine, SplitsCommandLines) {
  using V = std::vector<std::string>;
  EXPECT_EQ(ExternalEngine::split_command("saban engine --profile cotulenh"),
            (V{"saban", "engine", "--profile", "cotulenh"}));
  EXPECT_EQ(ExternalEngine::split_command(" \"my engine\"  -x \"\" "), (V{"my engine", "-x", ""}));
}

// A game annotated through the protocol gets the judgements of the search in this process (good moves aside:
// over the protocol they come from a second line, here from a null-window search).
TEST(ExternalEngine, AnnotatesAGameAsTheSearcherDoes) {
  const std::string path = SABAN_SAMPLES "/rulebook/mot-nuoc-co-hay.ctr";
  std::ifstream in(path, std::ios::binary);
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  ASSERT_TRUE(reader.next(g));
  ASSERT_TRUE(g.record.has_value());
  parser::GameRecord local = *g.record, remote = *g.record;
  AnnotateOptions o;
  o.limits.depth = 3;
  Searcher searcher;
  annotate(local, searcher, o);
  auto engine = saban_engine();
  engine.set_option("MultiPV", "2");
  const Position start = remote.start;
  const GameSummary s = annotate(
      remote,
      [&](const Position&, const std::vector<Turn>& moves, const std::vector<std::uint64_t>&) {
        return engine.search(start, moves, o.limits);
      },
      o);
  ASSERT_EQ(s.moves.size(), local.moves.size());
  int blunders = 0;
  for (std::size_t i = 0; i < local.moves.size(); ++i) {
    const auto bad = [](parser::Judgement j) {
      return j >= parser::Judgement::Inaccuracy ? j : parser::Judgement::None;
    };
    EXPECT_EQ(bad(remote.moves[i].judgement), bad(local.moves[i].judgement)) << "ply " << i;
    blunders += remote.moves[i].judgement == parser::Judgement::Blunder;
  }
  EXPECT_EQ(blunders, 1);  // Red's 4th move, which allowed the mate (the rulebook says so)
}

}  // namespace
}  // namespace saban::analysis
