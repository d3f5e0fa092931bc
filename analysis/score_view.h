// Scores as people read them: an engine's score (for the side to move, as searches and the engine protocol
// keep it) turned to the first player's side (Red; Thủy in Cờ Đông Sơn) by parser::first_player_evaluation.
// Every view (comments, tables, the GUI, PDF/HTML) shows scores through these; only the protocol does not.
#pragma once

#include "parser/comment_commands.h"
#include "rules/dongson/types.h"
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

}  // namespace saban::analysis
