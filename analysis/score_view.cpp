#include "analysis/score_view.h"

#include <algorithm>
#include <cmath>

#include "analysis/annotate.h"
#include "analysis/dongson_search.h"
#include "analysis/evaluate.h"

namespace saban::analysis {

parser::Evaluation first_player_evaluation(int score, Side to_move, int depth) {
  // A mate on the board: a move that mates, for its mover; a mated root
  if (score >= kMate || score <= -kMate)
    return parser::mated_on_board((score > 0) == (to_move == Side::Red), depth);
  const int mate = score > kMateBound ? mate_moves(score) : score < -kMateBound ? -mate_moves(score) : 0;
  return parser::first_player_evaluation(score, mate, depth, to_move == Side::Red);
}

parser::Evaluation first_player_evaluation(int score, saban::dongson::Side to_move, int depth) {
  using dongson::kWin;
  using dongson::kWinBound;
  if (score >= kWin || score <= -kWin)  // the game over: won or lost on the board
    return parser::mated_on_board((score > 0) == (to_move == saban::dongson::Side::Thuy), depth);
  const int mate = score >= kWinBound    ? (kWin - score + 1) / 2
                   : score <= -kWinBound ? -((kWin + score + 1) / 2)
                                         : 0;
  return parser::first_player_evaluation(score, mate, depth, to_move == saban::dongson::Side::Thuy);
}

std::string first_player_text(int score, Side to_move) {
  return parser::evaluation_text(first_player_evaluation(score, to_move));
}

std::string first_player_text(int score, saban::dongson::Side to_move) {
  return parser::evaluation_text(first_player_evaluation(score, to_move));
}

double first_player_expected(const parser::Evaluation& e, games::GameKind game) {
  if (const int side = parser::mate_side(e)) return side > 0 ? 1.0 : 0.0;  // a mate to come or on the board
  return game == games::GameKind::DongSon ? dongson::expected_score(e.centipoints)
                                          : expected_score(e.centipoints);
}

double first_player_expected(int value, games::GameKind game) {
  // parser::evaluation_value's mates: ±(100000 − moves), a mate on the board ±100000
  constexpr int kMateValue = 100000, kMateValues = 10000;
  parser::Evaluation e;
  if (value > kMateValue - kMateValues)
    e.mate = 1;
  else if (value < -(kMateValue - kMateValues))
    e.mate = -1;
  else
    e.centipoints = value;
  return first_player_expected(e, game);
}

double first_player_expected(int score, Side to_move) {
  return first_player_expected(first_player_evaluation(score, to_move), games::GameKind::Commander);
}

double first_player_expected(int score, saban::dongson::Side to_move) {
  return first_player_expected(first_player_evaluation(score, to_move), games::GameKind::DongSon);
}

double move_accuracy(double before, double after) {
  const double drop = std::max(0.0, 100.0 * (before - after));
  return std::clamp(103.1668 * std::exp(-0.04354 * drop) - 3.1669, 0.0, 100.0);
}

}  // namespace saban::analysis
