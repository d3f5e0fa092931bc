// Record reading speed on a generated corpus of at least 100 MB, one thread: parsing alone, then parsing with
// replay against the rules. Prints MB/s and games/s by the wall clock, and by the process's CPU time (the
// machine is shared: the CPU-time rate is the one that does not depend on other jobs).
//   build/release/bench/record_bench [corpus-dir [parse|replay]]   (the corpus is generated there on first
//   use)
#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>

#include "analysis/selfplay.h"
#include "parser/reader.h"
#include "parser/writer.h"

namespace fs = std::filesystem;
using namespace saban;

namespace {

constexpr std::size_t kTargetBytes = 100u << 20;

// Writes `distinct` machine-made games in a dialect, then repeats them until the file holds 100 MB.
void make_corpus(const fs::path& file, parser::Dialect dialect, Profile profile, int distinct) {
  std::string games;
  std::mt19937_64 rng(2026);
  parser::WriteOptions w;
  w.dialect = dialect;
  for (int i = 0; i < distinct; ++i) {
    analysis::SelfPlayOptions s;
    s.profile = profile;
    s.seed = static_cast<std::uint64_t>(i);
    s.max_plies = 200;
    games += parser::write_game(analysis::random_game(s, rng), w) + "\n";
  }
  std::ofstream out(file, std::ios::binary);
  for (std::size_t written = 0; written < kTargetBytes; written += games.size()) out << games;
}

void measure(const fs::path& file, bool replay) {
  std::ifstream in(file, std::ios::binary);
  parser::ReadOptions options;
  options.replay = replay;
  parser::RecordReader reader(in, file.string(), options);
  parser::ReadGame g;
  std::size_t games = 0, errors = 0, tokens = 0;
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  while (reader.next(g)) {
    ++games;
    tokens += g.tokens;
    if (!g.errors.empty()) ++errors;
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  const double mb = static_cast<double>(fs::file_size(file)) / (1 << 20);
  std::cout << file.filename().string() << (replay ? "  parse+replay: " : "  parse only:   ") << mb / secs
            << " MB/s, " << games / secs << " games/s, " << tokens / secs << " moves/s (" << games
            << " games, " << mb << " MB, " << secs << " s, " << errors << " with errors)\n"
            << "    by CPU time: " << mb / cpu << " MB/s, " << games / cpu << " games/s (" << cpu << " s)\n";
}

}  // namespace

int main(int argc, char** argv) {
  const fs::path dir = argc > 1 ? fs::path(argv[1]) : fs::temp_directory_path() / "saban-record-corpus";
  fs::create_directories(dir);
  const fs::path rulebook = dir / "corpus.ctr", san = dir / "corpus.pgn";
  if (!fs::exists(rulebook)) make_corpus(rulebook, parser::Dialect::Rulebook, official_profile(), 2000);
  if (!fs::exists(san)) make_corpus(san, parser::Dialect::San, cotulenh_profile(), 2000);
  const std::string only = argc > 2 ? argv[2] : "";
  if (!only.empty() && only != "parse" && only != "replay") {
    std::cerr << "usage: record_bench [corpus-dir [parse|replay]]\n";
    return 2;
  }
  for (const fs::path& f : {rulebook, san}) {
    if (only != "replay") measure(f, false);
    if (only != "parse") measure(f, true);
  }
}
