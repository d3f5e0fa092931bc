// Helpers shared by the subcommands: profile and position options, error exits.
#pragma once

#include <CLI/CLI.hpp>
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
void add_engine_command(CLI::App& app);

}  // namespace saban::cli
