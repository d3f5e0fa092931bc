// Scores as people read them: an engine's score (for the side to move, as searches and the engine protocol
// keep it) turned to the first player's side (Red; Thủy in Cờ Đông Sơn) by parser::first_player_evaluation.
// Every view (comments, tables, the GUI, PDF/HTML) shows scores through these; only the protocol does not.
#pragma once

#include "parser/comment_commands.h"
#include "rules/dongson/types.h"
#include "rules/games.h"
#include "rules/types.h"

namespace saban::analysis {

/// A Commander Chess score (centipoints for `to_move`, mates beyond kMateBound) from Red's side.
parser::Evaluation first_player_evaluation(int score, Side to_move, int depth = 0);
/// A Cờ Đông Sơn score (centipoints for `to_move`, wins and losses beyond dongson::kWinBound) from Thủy's
/// side.
parser::Evaluation first_player_evaluation(int score, saban::dongson::Side to_move, int depth = 0);

/// The same as text: "+0.35", "#3" (the first player mates in 3), "#-2".
std::string first_player_text(int score, Side to_move);
std::string first_player_text(int score, saban::dongson::Side to_move);

/// THE expected score people see (graphs, the evaluation bar, accuracies, the explorer): the first player's
/// expected score (0..1) of an evaluation from its side, on the win-probability curve of `game` (Commander
/// Chess: expected_score, annotate.h; Cờ Đông Sơn: dongson::expected_score, dongson_search.h; the curves the
/// annotators judge by, docs/analysis.md). A mate to come or on the board is 1 (the first player mates) or 0.
double first_player_expected(const parser::Evaluation& e, games::GameKind game);
/// The same of an evaluation as one number (parser::evaluation_value: centipoints, mates ±(100000 − moves)).
double first_player_expected(int value, games::GameKind game);
/// The same of an engine's score for the side to move (as first_player_evaluation reads it).
double first_player_expected(int score, Side to_move);
double first_player_expected(int score, saban::dongson::Side to_move);

/// A move's accuracy in percent from its mover's expected score (0..1) before and after it: lichess's
/// formula, 100 for a move that loses nothing. The annotators' summaries and the books' recomputed
/// accuracies.
double move_accuracy(double before, double after);

/// Each side's accuracy over a game: the mean of its moves' accuracies (move_accuracy), 100 for a side that
/// has not moved. Side 0 is the first player. The one tally of the annotators (both games) and the books.
class GameAccuracy {
 public:
  /// A move of `side` from its mover's expected score `before` to `after` (0..1).
  void add(int side, double before, double after) {
    m_sum[side] += move_accuracy(before, after);
    ++m_moves[side];
  }
  int moves(int side) const { return m_moves[side]; }
  double of(int side) const { return m_moves[side] ? m_sum[side] / m_moves[side] : 100.0; }

 private:
  double m_sum[2] = {0, 0};
  int m_moves[2] = {0, 0};
};

}  // namespace saban::analysis
