#include "cli/common.h"

#include <cstdlib>
#include <iostream>

#include "rules/fen.h"

namespace saban::cli {

void PositionOptions::add_to(CLI::App& cmd) {
  cmd.add_option("--profile", profile, "Rules profile")
      ->check(CLI::IsMember(profile_names()))
      ->capture_default_str();
  cmd.add_option("--fen", fen, "Position in FEN (default: the start position)");
  cmd.add_option("--start", start, "Named start position when no --fen is given")
      ->check(CLI::IsMember({"standard", "no-engineers"}))
      ->capture_default_str();
}

Position PositionOptions::load() const {
  auto p = profile_by_name(profile);
  if (!p) {
    std::cerr << "saban: unknown profile '" << profile << "'\n";
    std::exit(2);
  }
  if (fen.empty()) return *Position::named_start(start, *p);
  auto pos = parse_fen(fen, *p);
  if (!pos) {
    std::cerr << "saban: invalid FEN: " << pos.error().message << " (at character " << pos.error().offset + 1
              << ")\n  " << fen << "\n  " << std::string(pos.error().offset, ' ') << "^\n";
    std::exit(2);
  }
  return std::move(pos).value();
}

DeployMode deploy_mode(const std::string& name) { return name == "single" ? DeployMode::Single : DeployMode::Full; }

}  // namespace saban::cli
