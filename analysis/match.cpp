#include "analysis/match.h"

#include <cmath>
#include <limits>

namespace saban::analysis {

double elo_of_score(double s) {
  if (s <= 0) return -std::numeric_limits<double>::infinity();
  if (s >= 1) return std::numeric_limits<double>::infinity();
  return -400.0 * std::log10(1.0 / s - 1.0);
}

double MatchScore::score() const { return games() ? (wins + 0.5 * draws) / games() : 0.5; }

double MatchScore::elo() const { return elo_of_score(score()); }

double MatchScore::elo_error() const {
  const int n = games();
  if (n < 2) return std::numeric_limits<double>::infinity();
  const double s = score();
  // Variance of one game's points (1, 1/2, 0) around the mean, then of the mean.
  const double var = (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / (n - 1);
  const double half = 1.96 * std::sqrt(var / n);
  return (elo_of_score(std::min(s + half, 1.0)) - elo_of_score(std::max(s - half, 0.0))) / 2;
}

MatchScore play_match(
    const MatchOptions& o,
    const std::function<void(const parser::GameRecord&, bool, const MatchScore&)>& on_game) {
  MatchScore total;
  std::mt19937_64 rng(o.seed);
  Searcher sa, sb;
  for (int pair = 0; pair < o.pairs; ++pair) {
    const std::vector<Turn> opening =
        random_opening(Position::start(o.game.profile), o.opening_plies, o.opening_margin, rng);
    for (const bool a_red : {true, false}) {
      sa.clear();
      sb.clear();
      const EnginePlayer a{&sa, o.a, "A"}, b{&sb, o.b, "B"};
      SelfPlayOptions g = o.game;
      g.seed = o.seed * 1000 + static_cast<std::uint64_t>(pair);
      parser::GameRecord rec = a_red ? engine_game(g, opening, a, b) : engine_game(g, opening, b, a);
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
