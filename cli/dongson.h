// `--game dongson`: the Cờ Đông Sơn side of show, moves, perft, selfplay and analyze.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "rules/games.h"

namespace saban::cli {
/// The registered games' ids (rules/games.h: "commander", "dongson"), the values --game accepts.
std::vector<std::string> game_ids();
/// The game of a --game value checked against game_ids().
games::GameKind game_kind(const std::string& id);
}  // namespace saban::cli

namespace saban::cli::dongson {

/// --game commander|dongson and --rules (Cờ Đông Sơn options, e.g. "gift_safety=all").
struct GameOption {
  std::string game = "commander";
  std::string rules;
  void add_to(CLI::App& cmd);
  games::GameKind kind() const { return game_kind(game); }
};

void show(const GameOption& g, const std::string& fen);
void moves(const GameOption& g, const std::string& fen, bool lan);
void perft(const GameOption& g, const std::string& fen, int depth, bool divide);

struct SelfPlayArgs {
  int games = 4, depth = 2, opening_plies = 6, max_plies = 300;
  std::uint64_t seed = 1, nodes = 0;
  bool comments = true, decisive = false;
  std::string output;
};
void selfplay(const GameOption& g, const SelfPlayArgs& a);

}  // namespace saban::cli::dongson
