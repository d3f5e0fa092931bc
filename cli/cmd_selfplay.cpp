// selfplay: machine-made complete games, written as records.
#include <fstream>
#include <iostream>

#include "analysis/selfplay.h"
#include "cli/common.h"
#include "parser/writer.h"

namespace saban::cli {

void add_selfplay_command(CLI::App& app) {
  struct Options {
    int games = 10;
    std::uint64_t seed = 1;
    std::string profile = "official";
    std::string mode = "full";
    std::string to = "vi";
    int max_plies = 600;
    std::string output;
    bool decisive = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("selfplay", "Play complete games with random legal moves and write their records");
  cmd->add_option("--games,-n", o->games, "Number of games")->check(CLI::PositiveNumber)->capture_default_str();
  cmd->add_option("--seed", o->seed, "Random seed (the same seed gives the same games)")->capture_default_str();
  cmd->add_option("--profile", o->profile, "Rules profile")->check(CLI::IsMember(profile_names()))->capture_default_str();
  cmd->add_option("--mode", o->mode, "Game mode")
      ->check(CLI::IsMember({"full", "naval", "air", "land", "mixed"}))
      ->capture_default_str();
  cmd->add_option("--to", o->to, "Record dialect")->check(CLI::IsMember({"vi", "en", "san"}))->capture_default_str();
  cmd->add_option("--max-plies", o->max_plies, "Adjudicate a draw after this many plies")->capture_default_str();
  cmd->add_option("-o,--output", o->output, "Output file (default: standard output)");
  cmd->add_flag("--decisive", o->decisive, "Keep only games that end over the board (not by the move limit)");
  cmd->callback([o] {
    std::ofstream file;
    if (!o->output.empty()) file.open(o->output, std::ios::binary);
    std::ostream& out = o->output.empty() ? std::cout : file;
    parser::WriteOptions w;
    w.dialect = o->to == "san" ? parser::Dialect::San : parser::Dialect::Rulebook;
    w.letters = o->to == "en" ? parser::Letters::En : parser::Letters::Vi;
    std::mt19937_64 rng(o->seed);
    static constexpr GameMode kModes[] = {GameMode::Full, GameMode::Naval, GameMode::Air, GameMode::Land};
    int written = 0;
    for (int attempt = 0; written < o->games && attempt < 50 * o->games; ++attempt) {
      analysis::SelfPlayOptions s;
      s.profile = *profile_by_name(o->profile);
      s.mode = o->mode == "mixed" ? kModes[written % 4] : *mode_by_name(o->mode);
      s.seed = o->seed * 1000 + static_cast<std::uint64_t>(attempt);
      s.max_plies = o->max_plies;
      const parser::GameRecord game = analysis::random_game(s, rng);
      if (o->decisive && game.tag("Termination") == "move limit") continue;
      if (written++) out << '\n';
      out << parser::write_game(game, w);
    }
    if (written < o->games) std::cerr << "selfplay: only " << written << " games ended over the board\n";
  });
}

}  // namespace saban::cli
