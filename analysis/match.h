// Engine matches (one setting against another, each opening played with both colours) and the Elo difference
// they measure.
#pragma once

#include <functional>
#include <random>
#include <string>
#include <vector>

#include "analysis/selfplay.h"

namespace saban::analysis {

struct MatchOptions {
  SearchLimits a, b;      ///< the two settings; a's score is reported
  int pairs = 100;        ///< each pair: one opening, a with Red then a with Blue
  int opening_plies = 8;  ///< random_opening's plies and margin
  int opening_margin = 60;
  SelfPlayOptions game;  ///< profile, mode, move limit
  std::uint64_t seed = 1;
  /// B is another program speaking the engine protocol (docs/protocol.md), started with these words and sent
  /// `b` as its limits; empty: B is Saban's own searcher.
  std::vector<std::string> engine_b;
};

/// Wins, draws and losses of `a` and the Elo difference they imply, with a 95 % interval.
struct MatchScore {
  int wins = 0, draws = 0, losses = 0;
  /// Games an external engine stopped with a move Saban's rules do not allow: not scored (a disagreement
  /// of rules is a finding, not a loss).
  int stopped = 0;
  int games() const { return wins + draws + losses; }
  double score() const;  ///< points per game for a, 0..1
  double elo() const;    ///< a's Elo advantage (±inf at a score of 1 or 0)
  /// Half the width of the 95 % confidence interval of elo(), from the games' own variance.
  double elo_error() const;
  /// The Elo difference for people: "Elo +35 +/- 40 (95%)". Where the interval has no finite end — a score
  /// of 100 % or 0 % (then the exact binomial bound: n games all won put the chance of winning one at
  /// 0.05^(1/n) or more, one-sided 95 %) or an interval reaching it — a bound: "Elo > -216 (95%)",
  /// "Elo +512, > +190 (95%)".
  std::string elo_text() const;
};

/// Plays the match; `on_game(record, a_played_red, score_so_far)` after each game. A game an external engine
/// stops with an illegal move is counted in `stopped` and told to `on_stopped(message, a_played_red)`, which
/// names the move and the position; any other failure of the external engine is thrown (EngineError).
MatchScore play_match(
    const MatchOptions& options,
    const std::function<void(const parser::GameRecord&, bool, const MatchScore&)>& on_game = {},
    const std::function<void(const std::string&, bool)>& on_stopped = {});

/// Elo difference of a score fraction (0..1).
double elo_of_score(double score);

}  // namespace saban::analysis
