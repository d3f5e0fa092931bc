// Cờ Đông Sơn self-play and annotation: complete games by the engine, and every move of a record judged.
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <stop_token>
#include <string>
#include <vector>

#include "analysis/annotation.h"
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

/// Judges every move of the main line in place (judgement, the evaluation from Thủy's side, the best line as
/// a comment where one was missed): the drop of expected score, 0.05 inaccuracy, 0.10 mistake, 0.15 blunder.
/// Reports as it goes (annotation.h): `on_move` each move's verdict once the positions before and after it
/// are searched, then `on_progress(moves judged, plies)`. `stop` cancels it: the search ends within a
/// thousand nodes, the game is left unchanged and the summary says `complete = false`.
GameSummary annotate(parser::dongson::DsRecord& game, Searcher& searcher, const Limits& limits,
                     const AnnotateCallbacks& callbacks, std::stop_token stop = {});
/// The same with progress reports only: `on_progress(moves judged, plies)` after each move.
GameSummary annotate(parser::dongson::DsRecord& game, Searcher& searcher, const Limits& limits,
                     const std::function<void(int, int)>& on_progress = {});

}  // namespace saban::analysis::dongson
