// bench: a fixed list of positions perfted; one node count that catches any change of behaviour.
#include <chrono>
#include <iostream>

#include "cli/common.h"
#include "rules/fen.h"
#include "rules/perft.h"

namespace saban::cli {

namespace {

struct BenchPosition {
  const char* fen;
  const char* profile;
  int depth;
};

// Start position and middle-game positions with stacks, heroes and air defence, in both profiles.
constexpr BenchPosition kBench[] = {
    {Position::kStartFen, "official", 3},
    {Position::kStartFen, "cotulenh", 3},
    {"6c4/4fh1hf2/1n1a2s2a1/1n2gt1tg2/2ie2m2ei/11/1(NF)9/2IE2M2EI/2N1GT1TG2/3A2S2A1/5H1HF2/6C4 r - - 4 3",
     "cotulenh", 2},
    {"2c8/5h1h3/4s2(FTM)3/11/2iag6/3n7/5A5/11/11/8S2/5H1H3/10C r - - 0 1", "official", 2},
    {"11/1n2fh1h3/3a2s2a(+fc)/2n1gt1tg2/2ie2m3i/11/NN1E7/2I3M4/4GT1TG2/6S2A1/2A1FH1HF2/6C4 b - - 3 6", "official", 2},
};

}  // namespace

void add_bench_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("bench", "Run the fixed benchmark list; prints the node count and nodes/s");
  cmd->callback([] {
    std::uint64_t nodes = 0;
    const auto start = std::chrono::steady_clock::now();
    for (const BenchPosition& b : kBench) {
      auto pos = parse_fen(b.fen, *profile_by_name(b.profile));
      if (!pos) {
        std::cerr << "bench: bad FEN " << b.fen << ": " << pos.error().message << '\n';
        std::exit(1);
      }
      nodes += perft(*pos, b.depth);
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "Nodes searched: " << nodes << '\n';
    std::cout << "Nodes/second: " << static_cast<std::uint64_t>(nodes / secs) << '\n';
  });
}

}  // namespace saban::cli
