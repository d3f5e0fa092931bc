#include "analysis/match.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <memory>

#include "analysis/external_engine.h"

namespace saban::analysis {

double elo_of_score(double s) {
  if (s <= 0) return -std::numeric_limits<double>::infinity();
  if (s >= 1) return std::numeric_limits<double>::infinity();
  return -400.0 * std::log10(1.0 / s - 1.0);
}

double MatchScore::score() const { return games() ? (wins + 0.5 * draws) / games() : 0.5; }

double MatchScore::elo() const { return elo_of_score(score()); }

namespace {

// Half the width of the 95 % confidence interval of the score (games() >= 2): the variance of one game's
// points (1, 1/2, 0) around the mean, then of the mean.
double score_half_width(const MatchScore& m) {
  const int n = m.games();
  const double s = m.score();
  const double var =
      (m.wins * (1 - s) * (1 - s) + m.draws * (0.5 - s) * (0.5 - s) + m.losses * s * s) / (n - 1);
  return 1.96 * std::sqrt(var / n);
}

}  // namespace

double MatchScore::elo_error() const {
  if (games() < 2) return std::numeric_limits<double>::infinity();
  const double s = score(), half = score_half_width(*this);
  return (elo_of_score(std::min(s + half, 1.0)) - elo_of_score(std::max(s - half, 0.0))) / 2;
}

std::string MatchScore::elo_text() const {
  char buf[96];
  const int n = games();
  const double s = score();
  if (n > 0 && (s >= 1 || s <= 0)) {
    // All won (or all lost): P(n wins | p) = p^n, so p >= 0.05^(1/n) at 95 %, one-sided.
    const double bound = elo_of_score(std::pow(0.05, 1.0 / n));
    std::snprintf(buf, sizeof buf, "Elo %s %+.0f (95%%)", s >= 1 ? ">" : "<", s >= 1 ? bound : -bound);
    return buf;
  }
  const double e = elo() + 0.0, err = elo_error();  // + 0.0: an even score is +0, not -0
  if (n < 2 || std::isfinite(err)) {
    std::snprintf(buf, sizeof buf, "Elo %+.0f +/- %.0f (95%%)", e, err);
    return buf;
  }
  // The interval reaches a score of 1 or 0 on one side: only its other end bounds the difference.
  const double half = score_half_width(*this);
  if (s + half >= 1 && s - half > 0)
    std::snprintf(buf, sizeof buf, "Elo %+.0f, > %+.0f (95%%)", e, elo_of_score(s - half));
  else if (s - half <= 0 && s + half < 1)
    std::snprintf(buf, sizeof buf, "Elo %+.0f, < %+.0f (95%%)", e, elo_of_score(s + half));
  else
    std::snprintf(buf, sizeof buf, "Elo %+.0f (95%% interval unbounded)", e);
  return buf;
}

MatchScore play_match(const MatchOptions& o,
                      const std::function<void(const parser::GameRecord&, bool, const MatchScore&)>& on_game,
                      const std::function<void(const std::string&, bool)>& on_stopped) {
  MatchScore total;
  std::mt19937_64 rng(o.seed);
  Searcher sa, sb;
  std::unique_ptr<ExternalEngine> external;
  // A minute to start: an engine run by an interpreter (Node.js compiling TypeScript) on a busy machine takes
  // more than the default ten seconds to shake hands.
  if (!o.engine_b.empty())
    external =
        std::make_unique<ExternalEngine>(o.engine_b, ExternalEngine::Options{std::chrono::seconds(60), {}});
  for (int pair = 0; pair < o.pairs; ++pair) {
    const std::vector<Turn> opening =
        random_opening(Position::start(o.game.profile), o.opening_plies, o.opening_margin, rng);
    for (const bool a_red : {true, false}) {
      sa.clear();
      sb.clear();
      if (external) external->new_game();
      const EnginePlayer a{&sa, o.a, "A"}, b{&sb, o.b, "B", external.get()};
      SelfPlayOptions g = o.game;
      g.seed = o.seed * 1000 + static_cast<std::uint64_t>(pair);
      parser::GameRecord rec;
      try {
        rec = a_red ? engine_game(g, opening, a, b) : engine_game(g, opening, b, a);
      } catch (const IllegalMoveError& e) {
        ++total.stopped;
        if (on_stopped) on_stopped(e.what(), a_red);
        continue;
      }
      const bool red_won = rec.result == "1-0", blue_won = rec.result == "0-1";
      if ((red_won && a_red) || (blue_won && !a_red))
        ++total.wins;
      else if (red_won || blue_won)
        ++total.losses;
      else
        ++total.draws;
      if (on_game) on_game(rec, a_red, total);
    }
  }
  return total;
}

}  // namespace saban::analysis
