// Perft leaves per second from the start position, one thread, bulk counting at the last ply.
//   build/release/bench/perft_bench                      (depth 4, both profiles; about a minute)
//   build/release/bench/perft_bench --benchmark_filter=3  (depth 3 only)
#include <benchmark/benchmark.h>

#include "rules/perft.h"

namespace {

void run(benchmark::State& state, const saban::Profile& profile, saban::DeployMode mode) {
  const int depth = static_cast<int>(state.range(0));
  saban::Position pos = saban::Position::start(profile);
  std::uint64_t leaves = 0;
  for (auto _ : state) leaves += saban::perft(pos, depth, mode);
  state.counters["leaves"] = static_cast<double>(leaves) / static_cast<double>(state.iterations());
  state.counters["leaves/s"] = benchmark::Counter(static_cast<double>(leaves), benchmark::Counter::kIsRate);
}

void BM_PerftOfficial(benchmark::State& state) {
  run(state, saban::official_profile(), saban::DeployMode::Full);
}
void BM_PerftCotulenhSingle(benchmark::State& state) {
  run(state, saban::cotulenh_profile(), saban::DeployMode::Single);
}
void BM_PerftCotulenhFull(benchmark::State& state) {
  run(state, saban::cotulenh_profile(), saban::DeployMode::Full);
}

BENCHMARK(BM_PerftOfficial)->Arg(3)->Arg(4)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK(BM_PerftCotulenhSingle)->Arg(3)->Arg(4)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK(BM_PerftCotulenhFull)->Arg(3)->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace

BENCHMARK_MAIN();
