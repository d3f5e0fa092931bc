// Helpers shared by the subcommands: profile and position options, error exits.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <string>

#include "rules/movegen.h"
#include "rules/position.h"

namespace saban::cli {

/// Options naming a position: --profile and --fen.
struct PositionOptions {
  std::string profile = "official";
  std::string fen;
  std::string start = "standard";
  void add_to(CLI::App& cmd);
  /// The position, or exits with a message that says what is wrong and where.
  Position load() const;
};

/// --deploy full|single
DeployMode deploy_mode(const std::string& name);

void add_rules_commands(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_record_commands(CLI::App& app);
void add_selfplay_command(CLI::App& app);
void add_db_commands(CLI::App& app);
void add_database_commands(CLI::App& app);
void add_analyze_command(CLI::App& app);
void add_match_commands(CLI::App& app);
void add_worker_commands(CLI::App& app);  // worker, jobs, analysis (cmd_worker.cpp)

/// `analyze --db [filters]`: adds the queue options to `analyze`. The returned function queues the matching games
/// with the analysis settings (depth, nodes, movetime in ms) and returns true, or returns false when --db was not
/// given.
using QueueRunner = std::function<bool(int depth, std::uint64_t nodes, int movetime_ms)>;
QueueRunner add_analyze_queue_options(CLI::App& cmd);
void add_engine_command(CLI::App& app);

}  // namespace saban::cli
