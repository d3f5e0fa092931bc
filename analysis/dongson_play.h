// Cờ Đông Sơn self-play and annotation: complete games by the engine, and every move of a record judged.
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "analysis/dongson_search.h"
#include "parser/dongson_record.h"

namespace saban::analysis::dongson {

struct SelfPlayOptions {
  ds::Options rules;
  Limits limits{2, 0};
  int opening_plies = 6;  ///< random legal moves first, for varied games
  int max_plies = 300;    ///< then a draw by the move limit
  bool comments = true;   ///< each engine move's evaluation (`[%eval 0.35,2]`, from Thủy's side)
  std::string name = "Saban";
};

/// One complete game: random opening, then the engine for both sides; the record's tags say how it ended.
parser::dongson::DsRecord engine_game(const SelfPlayOptions& options, Searcher& searcher,
                                      std::mt19937_64& rng);
/// One side of a game between two settings: its limits and its own searcher.
struct Player {
  Limits limits;
  Searcher* searcher = nullptr;
};
/// The same between two players (`options.limits` unused): Thủy plays as `thuy` says, Sơn as `son`.
parser::dongson::DsRecord engine_game(const SelfPlayOptions& options, const Player& thuy, const Player& son,
                                      std::mt19937_64& rng);

/// What the engine said about one move of the main line.
struct MoveVerdict {
  int ply = 0;  ///< 0 for the first move
  ds::Side mover = ds::Side::Thuy;
  int score_before = 0, score_after = 0;  ///< for the mover, centipoints (wins and losses beyond kWinBound)
  double drop = 0;                        ///< expected score given up (0..1)
  std::string best_san, line;             ///< the engine's best move and line (SAN), before the move
  int depth = 0;
  parser::Judgement judgement = parser::Judgement::None;
};

struct Summary {
  double accuracy[2] = {0, 0};  ///< per side (Thủy, Sơn), 0..100
  int counts[2][6] = {};        ///< per side, per parser::Judgement
  std::uint64_t nodes = 0;
  std::vector<MoveVerdict> moves;  ///< one per move of the main line
};

/// Judges every move of the main line in place (judgement, the evaluation from Thủy's side, the best line as
/// a comment where one was missed): the drop of expected score, 0.05 inaccuracy, 0.10 mistake, 0.15 blunder.
Summary annotate(parser::dongson::DsRecord& game, Searcher& searcher, const Limits& limits,
                 const std::function<void(int, int)>& on_progress = {});

}  // namespace saban::analysis::dongson
