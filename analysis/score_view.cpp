#include "analysis/score_view.h"

#include "analysis/dongson_search.h"
#include "analysis/evaluate.h"

namespace saban::analysis {

namespace {
// A mate on the board (the side to move has mated, or is mated: a mate distance of 0), as the records keep
// it: parser::evaluation_value's number for a mate in 0, written "#0" / "#-0" (parser/comment_commands.cpp).
constexpr int kMateOnBoard = 100000;
}  // namespace

parser::Evaluation first_player_evaluation(int score, Side to_move, int depth) {
  if (score >= kMate || score <= -kMate)  // a move that mates, for its mover; a mated root
    return parser::first_player_evaluation(score > 0 ? kMateOnBoard : -kMateOnBoard, 0, depth,
                                           to_move == Side::Red);
  const int mate = score > kMateBound ? mate_moves(score) : score < -kMateBound ? -mate_moves(score) : 0;
  return parser::first_player_evaluation(score, mate, depth, to_move == Side::Red);
}

parser::Evaluation first_player_evaluation(int score, saban::dongson::Side to_move, int depth) {
  using dongson::kWin;
  using dongson::kWinBound;
  if (score >= kWin || score <= -kWin)  // the game over: won or lost
    return parser::first_player_evaluation(score > 0 ? kMateOnBoard : -kMateOnBoard, 0, depth,
                                           to_move == saban::dongson::Side::Thuy);
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

}  // namespace saban::analysis
