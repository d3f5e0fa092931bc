// saban: the command-line front end. Each subcommand is a thin layer over the libraries.
#include <CLI/CLI.hpp>

#include "cli/common.h"

namespace saban::cli { void add_export_command(CLI::App& app); }  // cmd_export.cpp (render/)

int main(int argc, char** argv) {
  CLI::App app{"Saban: study, search and annotate games of Commander Chess (Co tu lenh)"};
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "Help for every subcommand");
  saban::cli::add_rules_commands(app);
  saban::cli::add_bench_command(app);
  saban::cli::add_record_commands(app);
  saban::cli::add_selfplay_command(app);
  saban::cli::add_db_commands(app);
  saban::cli::add_database_commands(app);
  saban::cli::add_analyze_command(app);
  saban::cli::add_match_commands(app);
  saban::cli::add_worker_commands(app);
  saban::cli::add_engine_command(app);
  saban::cli::add_export_command(app);
  CLI11_PARSE(app, argc, argv);
  return 0;
}
