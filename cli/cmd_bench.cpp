// bench: a fixed list of positions searched to a fixed depth; one node count that catches any change of
// behaviour of the rules, the search or the evaluation, and the engine's speed.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <iostream>

#include "analysis/search.h"
#include "cli/common.h"
#include "rules/fen.h"

namespace saban::cli {

namespace {

struct BenchPosition {
  const char* fen;
  const char* profile;
  int depth;
};

// Start position and middle-game positions with stacks, heroes and air defence, in both profiles; `depth` is
// added to the command's --depth.
constexpr BenchPosition kBench[] = {
    {Position::kStartFen, "official", 0},
    {Position::kStartFen, "cotulenh", 0},
    {"6c4/4fh1hf2/1n1a2s2a1/1n2gt1tg2/2ie2m2ei/11/1(NF)9/2IE2M2EI/2N1GT1TG2/3A2S2A1/5H1HF2/6C4 r - - 4 3",
     "cotulenh", 0},
    {"2c8/5h1h3/4s2(FTM)3/11/2iag6/3n7/5A5/11/11/8S2/5H1H3/10C r - - 0 1", "official", 0},
    {"11/1n2fh1h3/3a2s2a(+fc)/2n1gt1tg2/2ie2m3i/11/NN1E7/2I3M4/4GT1TG2/6S2A1/2A1FH1HF2/6C4 b - - 3 6",
     "official", 0},
};

}  // namespace

void add_bench_command(CLI::App& app) {
  auto* cmd =
      app.add_subcommand("bench", "Search the fixed benchmark list; prints the node count and nodes/s");
  auto depth = std::make_shared<int>(4);
  cmd->add_option("--depth", *depth, "Search depth of every position")
      ->check(between(1, 12))
      ->capture_default_str();
  cmd->callback([depth] {
    analysis::Searcher searcher;
    std::uint64_t nodes = 0;
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    for (const BenchPosition& b : kBench) {
      auto pos = parse_fen(b.fen, *profile_by_name(b.profile));
      if (!pos) throw Exit(kExitFailure, std::string("bench: bad FEN ") + b.fen + ": " + pos.error().message);
      searcher.clear();  // every position from the same state, so the count is reproducible
      analysis::SearchLimits limits;
      limits.depth = *depth + b.depth;
      nodes += searcher.search(*pos, limits).nodes;
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    std::cout << "Nodes searched: " << nodes << '\n';
    std::cout << "Nodes/second: " << static_cast<std::uint64_t>(nodes / secs) << '\n';
    // On a shared machine the wall clock counts other programs' time too; the CPU time does not.
    std::cout << "Nodes/second (CPU time): " << static_cast<std::uint64_t>(nodes / std::max(cpu, 1e-9))
              << '\n';
  });
}

}  // namespace saban::cli
