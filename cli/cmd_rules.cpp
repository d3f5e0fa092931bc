// perft, moves, show: the rules engine from the command line.
#include <chrono>
#include <iostream>

#include "cli/board_view.h"
#include "cli/common.h"
#include "cli/dongson.h"
#include "rules/fen.h"
#include "rules/perft.h"
#include "rules/san.h"

namespace saban::cli {

namespace {

struct PerftOptions {
  PositionOptions position;
  int depth = 3;
  std::string deploy = "full";
  bool divide = false;
  dongson::GameOption game;
};

// Each command once per game (the options a game has differ: a deploy mode, a profile, rule options),
// chosen through games::with_game.
void run_perft(games::DongSon, const PerftOptions& o) {
  dongson::perft(o.game, o.position.fen, o.depth, o.divide);
}
void run_perft(games::CommanderChess, const PerftOptions& o) {
  Position pos = o.position.load();
  const DeployMode mode = deploy_mode(o.deploy);
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t total = 0;
  if (o.divide && o.depth >= 1) {
    std::vector<Turn> legal;
    generate_legal(pos, mode, legal);
    for (const auto& [turn, n] : perft_divide(pos, o.depth, mode)) {
      std::cout << to_lan(pos, turn) << '\t' << to_san(pos, turn, legal) << '\t' << n << '\n';
      total += n;
    }
  } else {
    total = perft(pos, o.depth, mode);
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cerr << "perft " << o.depth << " (" << pos.profile().name << ", deploy " << o.deploy << "): " << total
            << " leaves in " << secs << " s, " << static_cast<std::uint64_t>(total / (secs > 0 ? secs : 1e-9))
            << " leaves/s\n";
  std::cout << total << '\n';
}

void run_moves(games::DongSon, const PositionOptions& o, const dongson::GameOption& g, const std::string&,
               bool lan) {
  dongson::moves(g, o.fen, lan);
}
void run_moves(games::CommanderChess, const PositionOptions& o, const dongson::GameOption&,
               const std::string& deploy, bool lan) {
  Position pos = o.load();
  std::vector<Turn> legal;
  generate_legal(pos, deploy_mode(deploy), legal);
  for (const Turn& t : legal) std::cout << (lan ? to_lan(pos, t) : to_san(pos, t, legal)) << '\n';
  std::cout << legal.size() << " moves\n";
}

void run_show(games::DongSon, const PositionOptions& o, const dongson::GameOption& g) {
  dongson::show(g, o.fen);
}
void run_show(games::CommanderChess, const PositionOptions& o, const dongson::GameOption&) {
  std::cout << draw_board(o.load());
}

}  // namespace

void add_rules_commands(CLI::App& app) {
  auto perft_opts = std::make_shared<PerftOptions>();
  auto* perft_cmd =
      app.add_subcommand("perft", "Count the turn sequences of a given length (move-generator check)");
  perft_opts->position.add_to(*perft_cmd);
  perft_opts->game.add_to(*perft_cmd);
  perft_cmd->add_option("--depth,-d", perft_opts->depth, "Plies")
      ->check(between(0, 12))
      ->capture_default_str();
  perft_cmd
      ->add_option("--deploy", perft_opts->deploy, "full: every deploy turn; single: one piece per deploy")
      ->check(CLI::IsMember({"full", "single"}))
      ->capture_default_str();
  perft_cmd->add_flag("--divide", perft_opts->divide,
                      "Show the count below each first turn (LAN, SAN, count)");
  perft_cmd->callback([perft_opts] {
    games::with_game(perft_opts->game.kind(), [&](auto g) { run_perft(g, *perft_opts); });
  });

  auto moves_opts = std::make_shared<PositionOptions>();
  auto deploy = std::make_shared<std::string>("full");
  auto lan = std::make_shared<bool>(false);
  auto moves_game = std::make_shared<dongson::GameOption>();
  auto* moves_cmd = app.add_subcommand("moves", "List the legal turns in SAN, then their number");
  moves_opts->add_to(*moves_cmd);
  moves_game->add_to(*moves_cmd);
  moves_cmd->add_option("--deploy", *deploy, "full or single")->check(CLI::IsMember({"full", "single"}));
  moves_cmd->add_flag("--lan", *lan, "Long algebraic notation (origin square included)");
  moves_cmd->callback([moves_opts, deploy, lan, moves_game] {
    games::with_game(moves_game->kind(),
                     [&](auto g) { run_moves(g, *moves_opts, *moves_game, *deploy, *lan); });
  });

  auto show_opts = std::make_shared<PositionOptions>();
  auto* show_cmd = app.add_subcommand("show", "Draw the board with its terrain, stacks and heroes");
  show_opts->add_to(*show_cmd);
  auto show_game = std::make_shared<dongson::GameOption>();
  show_game->add_to(*show_cmd);
  show_cmd->callback([show_opts, show_game] {
    games::with_game(show_game->kind(), [&](auto g) { run_show(g, *show_opts, *show_game); });
  });
}

}  // namespace saban::cli
