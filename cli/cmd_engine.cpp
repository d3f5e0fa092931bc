// engine: the search over the text protocol of docs/protocol.md on standard input and output.
#include <iostream>

#include "analysis/protocol.h"
#include "cli/common.h"
#include "rules/profile.h"

namespace saban::cli {

void add_engine_command(CLI::App& app) {
  auto options = std::make_shared<analysis::ProtocolOptions>();
  auto* cmd = app.add_subcommand("engine",
                                 "Run the engine over the text protocol (docs/protocol.md) on "
                                 "standard input and output, for GUIs and match runners");
  cmd->add_option("--profile", options->profile, "Rules profile until `setoption name Profile`")
      ->check(CLI::IsMember(profile_names()))
      ->capture_default_str();
  auto game = std::make_shared<std::string>("commander");
  cmd->add_option("--game", *game, "commander (Cờ Đông Sơn has no protocol engine yet)")
      ->check(CLI::IsMember({"commander", "dongson"}))
      ->capture_default_str();
  cmd->callback([options, game] {
    if (*game == "dongson")
      throw Exit(kExitUsage,
                 "engine: the protocol (docs/protocol.md) speaks Commander Chess only; Cờ Đông Sơn's engine "
                 "runs in saban selfplay --game dongson, saban analyze and saban worker");
    std::ios::sync_with_stdio(false);
    analysis::run_protocol(std::cin, std::cout, *options);
    check_stdout();  // a reply lost (stdout closed or full) ends the session with status 1 and a message
  });
}

}  // namespace saban::cli
