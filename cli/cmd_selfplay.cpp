// selfplay: machine-made complete games (the engine against itself from varied openings, or random legal
// moves), written as records.
#include <fstream>
#include <iostream>

#include "analysis/selfplay.h"
#include "cli/common.h"
#include "cli/dongson.h"
#include "parser/writer.h"

namespace saban::cli {

namespace {

struct Options {
  int games = 10;
  std::uint64_t seed = 1;
  std::string profile = "official";
  std::string mode = "full";
  std::string to = "vi";
  int max_plies = 600;
  std::string output;
  bool decisive = false;
  bool random = false, comments = true;
  int depth = 0, opening_plies = 8, opening_margin = 60;
  std::uint64_t nodes = 2000;
};

// Each game's self-play (its engine, its options and records), chosen through games::with_game.
void selfplay(games::DongSon, const Options& o, const dongson::GameOption& game) {
  dongson::SelfPlayArgs a;
  a.games = o.games;
  a.seed = o.seed;
  a.depth = o.depth ? o.depth : 64;
  a.nodes = o.depth ? 0 : o.nodes;
  a.opening_plies = o.opening_plies;
  a.max_plies = o.max_plies;
  a.comments = o.comments;
  a.decisive = o.decisive;
  a.output = o.output;
  dongson::selfplay(game, a);
}

void selfplay(games::CommanderChess, const Options& o, const dongson::GameOption&) {
  Output output(o.output);
  std::ostream& out = output.stream();
  parser::WriteOptions w;
  w.dialect = o.to == "san" ? parser::Dialect::San : parser::Dialect::Rulebook;
  w.letters = o.to == "en" ? parser::Letters::En : parser::Letters::Vi;
  std::mt19937_64 rng(o.seed);
  static constexpr GameMode kModes[] = {GameMode::Full, GameMode::Naval, GameMode::Air, GameMode::Land};
  int written = 0;
  analysis::Searcher red, blue;
  analysis::SearchLimits limits;
  limits.depth = o.depth ? o.depth : 64;
  limits.nodes = o.depth ? 0 : o.nodes;
  ProgressLine progress;  // on a terminal: "game 3/20: 1-0"
  for (int attempt = 0; written < o.games && attempt < 50 * o.games; ++attempt) {
    analysis::SelfPlayOptions s;
    s.profile = *profile_by_name(o.profile);
    s.mode = o.mode == "mixed" ? kModes[written % 4] : *mode_by_name(o.mode);
    s.seed = o.seed * 1000 + static_cast<std::uint64_t>(attempt);
    s.max_plies = o.max_plies;
    parser::GameRecord game;
    if (o.random) {
      game = analysis::random_game(s, rng);
    } else {
      red.clear();
      blue.clear();
      const auto opening =
          analysis::random_opening(Position::start(s.profile), o.opening_plies, o.opening_margin, rng);
      const std::string name =
          "Saban " + (o.depth ? "depth " + std::to_string(o.depth) : std::to_string(o.nodes) + " nodes");
      game = analysis::engine_game(s, opening, {&red, limits, name}, {&blue, limits, name}, o.comments);
      progress.show("game " + std::to_string(written + 1) + "/" + std::to_string(o.games) + ": " +
                    game.result);
    }
    if (o.decisive && game.tag("Termination") == "move limit") continue;
    if (written++) out << '\n';
    out << parser::write_game(game, w);
    output.check();
  }
  progress.clear();
  output.finish();
  if (written < o.games)
    std::cerr << "saban: selfplay: only " << written << " of " << o.games << " games ended over the board\n";
}

}  // namespace

void add_selfplay_command(CLI::App& app) {
  auto o = std::make_shared<Options>();
  auto game = std::make_shared<dongson::GameOption>();
  auto* cmd = app.add_subcommand("selfplay",
                                 "Play complete games, the engine against itself from varied openings "
                                 "(or random legal moves), and write their records");
  cmd->footer(
      "Examples:\n"
      "  saban selfplay -n 100 --nodes 5000 -o games.ctr\n"
      "  saban selfplay --random -n 1000 --mode mixed --to san > random.pgn\n"
      "  saban selfplay --game dongson -n 10 --depth 3");
  cmd->add_option("--games,-n", o->games, "Number of games")
      ->check(between(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--seed", o->seed, "Random seed (the same seed gives the same games)")
      ->check(between(0, 1e15))
      ->capture_default_str();
  cmd->add_option("--profile", o->profile, "Rules profile")
      ->check(CLI::IsMember(profile_names()))
      ->capture_default_str();
  cmd->add_option("--mode", o->mode, "Game mode")
      ->check(CLI::IsMember({"full", "naval", "air", "land", "mixed"}))
      ->capture_default_str();
  cmd->add_option("--to", o->to, "Record dialect")
      ->check(CLI::IsMember({"vi", "en", "san"}))
      ->capture_default_str();
  cmd->add_option("--max-plies", o->max_plies, "Adjudicate a draw after this many plies")
      ->check(between(1, 100000))
      ->capture_default_str();
  cmd->add_option("-o,--output", o->output, "Output file (default: standard output)");
  cmd->add_flag("--decisive", o->decisive, "Keep only games that end over the board (not by the move limit)");
  cmd->add_option("--nodes", o->nodes, "Engine: nodes per move")
      ->check(between(1, 1e12))
      ->capture_default_str();
  cmd->add_option("--depth", o->depth, "Engine: depth per move instead of nodes")->check(between(1, 64));
  cmd->add_option("--opening-plies", o->opening_plies,
                  "Engine: plies of random opening (turns within "
                  "--opening-margin of the best at depth 1)")
      ->check(between(0, 1000))
      ->capture_default_str();
  cmd->add_option("--opening-margin", o->opening_margin, "Engine: centipoints")
      ->check(between(0, 100000))
      ->capture_default_str();
  cmd->add_flag("!--no-comments", o->comments,
                "Engine: no evaluation comments (\"+0.35/6\") after its moves");
  game->add_to(*cmd);
  cmd->add_flag("--random", o->random,
                "Random legal moves, mostly greedy ones, instead of the engine (fast)");
  cmd->callback([o, game] { games::with_game(game->kind(), [&](auto g) { selfplay(g, *o, *game); }); });
}

}  // namespace saban::cli
