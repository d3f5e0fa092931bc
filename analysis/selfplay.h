// Self-play: complete games played from the start position, for samples, tests and benchmarks.
#pragma once

#include <cstdint>
#include <random>

#include "parser/record.h"

namespace saban::analysis {

struct SelfPlayOptions {
  Profile profile = official_profile();
  GameMode mode = GameMode::Full;
  std::uint64_t seed = 1;
  int max_plies = 600;      ///< a game still going then is adjudicated a draw
  double greed = 0.8;  ///< how often the turn that wins most at once is chosen over a random one
};

/// Plays one game of random legal turns, mostly greedy ones (the most material at once, checks, mates), until it
/// ends.
/// The record carries the tags of a machine-made game, its result and how it ended (Termination).
parser::GameRecord random_game(const SelfPlayOptions& options, std::mt19937_64& rng);

}  // namespace saban::analysis
