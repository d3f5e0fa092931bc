// Self-play: complete games played from the start position, for samples, tests and benchmarks.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string_view>

#include "analysis/search.h"
#include "parser/record.h"

namespace saban::analysis {

class ExternalEngine;  // external_engine.h

struct SelfPlayOptions {
  Profile profile = official_profile();
  GameMode mode = GameMode::Full;
  std::uint64_t seed = 1;
  int max_plies = 600;  ///< a game still going then is adjudicated a draw
  double greed = 0.8;   ///< how often the turn that wins most at once is chosen over a random one
};

/// Plays one game of random legal turns, mostly greedy ones (the most material at once, checks, mates), until
/// it ends. The record carries the tags of a machine-made game, its result and how it ended (Termination).
parser::GameRecord random_game(const SelfPlayOptions& options, std::mt19937_64& rng);

/// A varied opening: `plies` turns, each drawn at random among the turns a one-ply search scores within
/// `margin` centipoints of the best one (so the openings differ but give nothing away); the best turn is
/// always among them (a margin below 0 counts as 0).
std::vector<Turn> random_opening(const Position& start, int plies, int margin, std::mt19937_64& rng);

/// One side of an engine game: a searcher and its limits, or another program speaking the engine protocol
/// (docs/protocol.md) when `external` is set (it is sent the game's moves from the start and the limits).
struct EnginePlayer {
  Searcher* searcher;
  SearchLimits limits;
  std::string name;
  ExternalEngine* external = nullptr;
};

/// Plays a game from the opening on with the engine (each side its own searcher and limits), until it ends or
/// `max_plies`. Each engine move gets its evaluation (`[%eval 0.35,6]`, from Red's side, with the depth),
/// which `saban fit` reads back (an external engine's move only if it reported a depth). An external engine's
/// failure (an illegal move, silence, exit) is thrown as EngineError.
parser::GameRecord engine_game(const SelfPlayOptions& options, const std::vector<Turn>& opening,
                               EnginePlayer red, EnginePlayer blue, bool comments = true);

}  // namespace saban::analysis
