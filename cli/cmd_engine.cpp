// engine: the search over the text protocol of docs/protocol.md on standard input and output, for either
// game.
#include <iostream>

#include "analysis/protocol.h"
#include "cli/common.h"
#include "rules/dongson/options.h"
#include "rules/profile.h"

namespace saban::cli {

void add_engine_command(CLI::App& app) {
  auto options = std::make_shared<analysis::ProtocolOptions>();
  auto* cmd = app.add_subcommand("engine",
                                 "Run the engine over the text protocol (docs/protocol.md) on "
                                 "standard input and output, for GUIs and match runners");
  cmd->add_option("--game", options->game, "Which game: commander (Cờ tư lệnh) or dongson (Cờ Đông Sơn)")
      ->check(CLI::IsMember({"commander", "dongson"}))
      ->capture_default_str();
  cmd->add_option("--profile", options->profile, "Rules profile until `setoption name Profile` (commander)")
      ->check(CLI::IsMember(profile_names()))
      ->capture_default_str();
  cmd->add_option("--rules", options->rules,
                  "Cờ Đông Sơn rule options until `setoption name Rules`, e.g. \"gift_safety=all\" "
                  "(docs/rules-dong-son.md)");
  cmd->callback([options] {
    if (!options->rules.empty()) {
      if (options->game != "dongson") throw Exit(kExitUsage, "engine: --rules is for --game dongson");
      const auto o = saban::dongson::Options::parse(options->rules);
      if (!o) throw Exit::at(kExitUsage, "--rules: " + o.error().message, options->rules, o.error().offset);
    }
    std::ios::sync_with_stdio(false);
    // A reply lost (stdout closed or full) ends the session with status 1 and the reason of that write.
    if (const int error = analysis::run_protocol(std::cin, std::cout, *options)) stdout_lost(error);
    check_stdout();
  });
}

}  // namespace saban::cli
