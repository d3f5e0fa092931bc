// match and fit: the engine against itself at two settings (strength in Elo), and the win-probability curve
// fitted on self-play results.
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>

#include "analysis/annotate.h"
#include "analysis/dongson_play.h"
#include "analysis/external_engine.h"
#include "analysis/fit.h"
#include "analysis/match.h"
#include "cli/common.h"
#include "cli/dongson.h"
#include "parser/reader.h"
#include "parser/writer.h"
#include "rules/side_names.h"

namespace saban::cli {

namespace {

struct MatchArgs {
  int depth_a = 2, depth_b = 3, pairs = 100, max_plies = 300, opening_plies = 8;
  std::uint64_t nodes_a = 0, nodes_b = 0, seed = 1;
  std::string profile = "official", output, game = "commander", engine_b;
};

// One game's line on standard error, "game 3/20: 1-0 (A Thủy)  A +2 =0 -1", rewritten in place on a terminal.
void print_game(int n, int games, const std::string& result, const char* a_side,
                const analysis::MatchScore& s) {
  static const bool tty = isatty(STDERR_FILENO);
  char line[160];
  std::snprintf(line, sizeof line, "game %d/%d: %s (A %s)  A +%d =%d -%d", n, games, result.c_str(), a_side,
                s.wins, s.draws, s.losses);
  std::cerr << (tty ? "\r" : "") << line << (tty ? "\x1b[K" : "\n") << std::flush;
  if (tty && n == games) std::cerr << '\n';
}

// The match's result on standard output, `game` ("Cờ Đông Sơn: ") before it.
void print_score(const char* game, const analysis::MatchScore& s) {
  std::printf("%sA +%d =%d -%d of %d games: score %.1f%%, %s\n", game, s.wins, s.draws, s.losses, s.games(),
              100 * s.score(), s.elo_text().c_str());
  if (s.stopped)
    std::printf("%s%d game(s) stopped by a move of B that these rules do not allow (not scored)\n", game,
                s.stopped);
}

// A Cờ Đông Sơn match: each pair's random opening played twice (A as Thủy, then as Sơn), each setting with
// its own searcher; games written as Cờ Đông Sơn records, the score as for Commander Chess.
void match(games::DongSon, const MatchArgs& a) {
  if (!a.engine_b.empty())
    throw CLI::ValidationError("--engine-b", "plays Commander Chess only (not --game dongson)");
  namespace dp = analysis::dongson;
  dp::SelfPlayOptions o;
  o.opening_plies = a.opening_plies;
  o.max_plies = a.max_plies;
  dp::Searcher searcher_a, searcher_b;
  const dp::Player pa{{a.nodes_a ? 64 : a.depth_a, a.nodes_a}, &searcher_a};
  const dp::Player pb{{a.nodes_b ? 64 : a.depth_b, a.nodes_b}, &searcher_b};
  std::optional<Output> file;  // -o: opened at once, every write checked
  if (!a.output.empty()) file.emplace(a.output);
  std::mt19937_64 seeds(a.seed);
  analysis::MatchScore score;
  int n = 0;
  for (int pair = 0; pair < a.pairs; ++pair) {
    const std::uint64_t seed = seeds();
    for (const bool a_thuy : {true, false}) {
      std::mt19937_64 rng(seed);  // the same opening both times
      auto rec = dp::engine_game(o, a_thuy ? pa : pb, a_thuy ? pb : pa, rng);
      rec.set_tag("Event", "Saban match");
      rec.set_tag("Round", std::to_string(++n));
      rec.set_tag("Thuy", a_thuy ? "Saban A" : "Saban B");
      rec.set_tag("Son", a_thuy ? "Saban B" : "Saban A");
      if (rec.result == "1/2-1/2")
        ++score.draws;
      else if ((rec.result == "1-0") == a_thuy)
        ++score.wins;
      else
        ++score.losses;
      if (file) {
        file->stream() << (n > 1 ? "\n" : "") << parser::dongson::write_game(rec);
        file->check();
      }
      print_game(n, 2 * a.pairs, rec.result,
                 saban::dongson::side_name(a_thuy ? saban::dongson::Side::Thuy : saban::dongson::Side::Son),
                 score);
    }
  }
  if (file) file->finish();
  print_score("Cờ Đông Sơn: ", score);
}

// A Commander Chess match (analysis::play_match), games written in the rulebook notation.
void match(games::CommanderChess, const MatchArgs& a) {
  analysis::MatchOptions m;
  m.a.depth = a.nodes_a ? 64 : a.depth_a;
  m.a.nodes = a.nodes_a;
  m.b.depth = a.nodes_b ? 64 : a.depth_b;
  m.b.nodes = a.nodes_b;
  m.pairs = a.pairs;
  m.opening_plies = a.opening_plies;
  m.game.profile = *profile_by_name(a.profile);
  m.game.max_plies = a.max_plies;
  m.seed = a.seed;
  if (!a.engine_b.empty()) m.engine_b = analysis::ExternalEngine::split_command(a.engine_b);
  std::optional<Output> file;  // -o: opened at once, every write checked
  if (!a.output.empty()) file.emplace(a.output);
  int n = 0;
  const auto played = [&](const parser::GameRecord& g, bool a_red, const analysis::MatchScore& s) {
    ++n;
    if (file) {
      parser::GameRecord copy = g;
      const std::string b_name = a.engine_b.empty() ? "Saban B" : a.engine_b;
      copy.set_tag("Red", a_red ? "Saban A" : b_name);
      copy.set_tag("Blue", a_red ? b_name : "Saban A");
      if (n > 1) file->stream() << '\n';
      file->stream() << parser::write_game(copy, parser::WriteOptions{});
      file->check();
    }
    print_game(n, 2 * m.pairs, g.result, side_name(a_red ? Side::Red : Side::Blue, false), s);
  };
  const auto stopped = [&](const std::string& message, bool a_red) {
    ++n;
    std::cerr << (isatty(STDERR_FILENO) ? "\r\x1b[K" : "") << "game " << n << '/' << 2 * m.pairs << " (A "
              << side_name(a_red ? Side::Red : Side::Blue, false) << "): stopped: " << message << '\n';
  };
  const auto score = analysis::play_match(m, played, stopped);
  if (file) file->finish();
  print_score("", score);
}

void add_match(CLI::App& app) {
  auto a = std::make_shared<MatchArgs>();
  auto* cmd = app.add_subcommand("match",
                                 "Play the engine at setting A against setting B from varied openings, each "
                                 "opening with both colours; prints A's score and Elo difference");
  cmd->add_option("--depth-a", a->depth_a, "A's depth per move")
      ->check(between(1, 64))
      ->capture_default_str();
  cmd->add_option("--depth-b", a->depth_b, "B's depth per move")
      ->check(between(1, 64))
      ->capture_default_str();
  cmd->add_option("--nodes-a", a->nodes_a, "A's nodes per move instead of a depth")->check(between(1, 1e12));
  cmd->add_option("--nodes-b", a->nodes_b, "B's nodes per move instead of a depth")->check(between(1, 1e12));
  cmd->add_option("--pairs", a->pairs, "Openings; each is played twice (games = 2 x pairs)")
      ->check(between(1, 100000))
      ->capture_default_str();
  cmd->add_option("--max-plies", a->max_plies, "A game still going then is a draw")
      ->check(between(1, 100000))
      ->capture_default_str();
  cmd->add_option("--opening-plies", a->opening_plies, "Plies of random opening")
      ->check(between(0, 1000))
      ->capture_default_str();
  cmd->add_option("--seed", a->seed, "Random seed of the openings")->capture_default_str();
  cmd->add_option("--profile", a->profile, "Rules profile")
      ->check(CLI::IsMember(profile_names()))
      ->capture_default_str();
  cmd->add_option("-o,--output", a->output, "Write the games to this file (rulebook notation)");
  cmd->add_option("--engine-b", a->engine_b,
                  "B is another engine program speaking the engine protocol (docs/protocol.md), started by "
                  "this command line; it is sent B's depth or nodes as its limits");
  cmd->add_option("--game", a->game, "commander, or dongson (Cờ Đông Sơn: its engine, default rules)")
      ->check(CLI::IsMember(game_ids()))
      ->capture_default_str();
  cmd->callback([a] { games::with_game(game_kind(a->game), [&](auto g) { match(g, *a); }); });
}

void add_fit(CLI::App& app) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto all = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand("fit",
                                 "Fit the win-probability curve on games whose moves carry the engine's "
                                 "evaluations (saban selfplay output)");
  cmd->add_option("files", *files, "Record files")->required()->check(CLI::ExistingFile);
  cmd->add_flag("--all", *all,
                "Also games adjudicated a draw at the move limit (Termination \"move limit\"), "
                "which have no result of their own");
  cmd->callback([files, all] {
    std::vector<analysis::FitSample> samples;
    int games = 0, adjudicated = 0;
    for (const std::string& path : *files) {
      std::ifstream in(path, std::ios::binary);
      parser::RecordReader reader(in, path);
      parser::ReadGame g;
      while (reader.next(g)) {
        for (const auto& e : g.errors) std::cerr << record_error_text(e, false);
        if (!g.record) continue;
        if (!*all && g.record->tag("Termination") == "move limit") {
          ++adjudicated;
          continue;
        }
        ++games;
        analysis::collect_samples(*g.record, samples);
      }
    }
    if (samples.empty())
      throw Exit(kExitFailure,
                 "fit: no move with an evaluation comment (\"+0.35/6\") in games with a result");
    const analysis::FitResult r = analysis::fit_win_probability(samples);
    std::printf("%d games, %d evaluated positions", games, r.samples);
    if (adjudicated)
      std::printf(" (%d games adjudicated at the move limit left out; --all keeps them)", adjudicated);
    std::printf("\n");
    std::printf("k = %.6f per centipoint (chess tools: 0.00368); mean log loss %.4f (with 0.00368: %.4f)\n",
                r.scale, r.log_loss, r.log_loss_chess);
    std::printf("%-18s %8s %9s %10s\n", "evaluation", "samples", "observed", "predicted");
    for (const auto& b : r.buckets) {
      if (!b.samples) continue;
      char range[40];
      std::snprintf(range, sizeof range, "[%d, %d)", b.from_cp, b.to_cp);
      std::printf("%-18s %8d %9.3f %10.3f\n", range, b.samples, b.observed, b.predicted);
    }
  });
}

}  // namespace

void add_match_commands(CLI::App& app) {
  add_match(app);
  add_fit(app);
}

}  // namespace saban::cli
