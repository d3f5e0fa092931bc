// Match scores for people: the Elo difference with its 95 % interval, and a bound where the interval has no
// finite end (a score of 100 % or 0 %); a match against an outside engine (`saban match --engine-b`).
#include <gtest/gtest.h>

#include "analysis/match.h"

#include "analysis/external_engine.h"

namespace saban::analysis {
namespace {

MatchScore score(int wins, int draws, int losses) {
  MatchScore s;
  s.wins = wins;
  s.draws = draws;
  s.losses = losses;
  return s;
}

TEST(Match, EloWithItsInterval) {
  EXPECT_EQ(score(6, 2, 2).elo_text(), "Elo +147 +/- 301 (95%)");
  EXPECT_EQ(score(3, 4, 3).elo_text().substr(0, 7), "Elo +0 ");  // not -0
}

TEST(Match, EloBoundAtFullOrNoScore) {
  // Both games won: "Elo +inf +/- -nan" before. Two wins say little: the chance of winning a game is at least
  // 0.05^(1/2) = 0.224 (one-sided 95 %), an Elo difference above -216.
  EXPECT_EQ(score(2, 0, 0).elo_text(), "Elo > -216 (95%)");
  EXPECT_EQ(score(0, 0, 2).elo_text(), "Elo < +216 (95%)");
  EXPECT_EQ(score(20, 0, 0).elo_text(), "Elo > +317 (95%)");
}

TEST(Match, EloBoundWhereTheIntervalReachesAFullScore) {
  // 9 wins of 10: the interval's upper end passes a score of 1; its lower end (0.704) still bounds it.
  EXPECT_EQ(score(9, 0, 1).elo_text(), "Elo +382, > +151 (95%)");
  EXPECT_EQ(score(1, 0, 9).elo_text(), "Elo -382, < -151 (95%)");
}

// B as another program over the protocol (here `saban engine` itself) plays the same games as B in this
// process: the same moves from the same openings, so the same score.
TEST(Match, AnOutsideEnginePlaysAsTheSearcherInProcess) {
  MatchOptions o;
  o.a.depth = 1;
  o.b.depth = 2;
  o.pairs = 1;
  o.game.profile = cotulenh_profile();
  o.game.max_plies = 40;
  std::vector<std::size_t> inside, outside;
  const MatchScore in = play_match(
      o, [&](const parser::GameRecord& g, bool, const MatchScore&) { inside.push_back(g.moves.size()); });
  o.engine_b = {SABAN_CLI, "engine"};
  const MatchScore out = play_match(
      o, [&](const parser::GameRecord& g, bool, const MatchScore&) { outside.push_back(g.moves.size()); });
  EXPECT_EQ(out.games(), 2);
  EXPECT_EQ(out.stopped, 0);
  EXPECT_EQ(outside, inside);
  EXPECT_EQ(out.wins, in.wins);
  EXPECT_EQ(out.losses, in.losses);
}

// A move of the outside engine that these rules do not allow stops that game, unscored, with the move and the
// position named; the match goes on with the next game.
TEST(Match, AnOutsideEnginesIllegalMoveStopsTheGameNotTheMatch) {
  MatchOptions o;
  o.a.depth = 1;
  o.pairs = 1;
  o.opening_plies = 0;
  o.engine_b = {"sh", "-c",
                "while read l; do case $l in cti) echo ctiok;; isready) echo readyok;; "
                "go*) echo bestmove Ia1a2;; quit) exit 0;; esac; done"};
  std::vector<std::string> messages;
  const MatchScore s = play_match(o, {}, [&](const std::string& m, bool) { messages.push_back(m); });
  EXPECT_EQ(s.games(), 0);
  EXPECT_EQ(s.stopped, 2);
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_NE(messages[0].find("sent bestmove 'Ia1a2', not legal in "), std::string::npos) << messages[0];
}

}  // namespace
}  // namespace saban::analysis
