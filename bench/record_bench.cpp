// Record reading speed on a generated corpus of at least 100 MB, one thread: parsing alone, then parsing with
// replay against the rules. Prints MB/s and games/s by the wall clock, and by the process's CPU time (the
// machine is shared: the CPU-time rate is the one that does not depend on other jobs).
//   build/release/bench/record_bench [corpus-dir [parse|replay]]   (the corpus is generated there on first
//   use)
//   build/release/bench/record_bench FILE... [parse|replay]          (given files, e.g. bench/corpus_gen's:
//   each file, then their total, to compare with `saban import` of the same files)
#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <vector>

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

struct Measured {
  double mb = 0, secs = 0, cpu = 0;
  std::size_t games = 0, tokens = 0, errors = 0;
};

void print(const std::string& name, bool replay, const Measured& m) {
  std::cout << name << (replay ? "  parse+replay: " : "  parse only:   ") << m.mb / m.secs << " MB/s, "
            << m.games / m.secs << " games/s, " << m.tokens / m.secs << " moves/s (" << m.games << " games, "
            << m.mb << " MB, " << m.secs << " s, " << m.errors << " with errors)\n"
            << "    by CPU time: " << m.mb / m.cpu << " MB/s, " << m.games / m.cpu << " games/s, "
            << m.tokens / m.cpu << " moves/s (" << m.cpu << " s)\n";
}

Measured measure(const fs::path& file, bool replay) {
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
  Measured m;
  m.secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  m.cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  m.mb = static_cast<double>(fs::file_size(file)) / (1 << 20);
  m.games = games;
  m.tokens = tokens;
  m.errors = errors;
  print(file.filename().string(), replay, m);
  return m;
}

// Each file measured, then the total of all of them.
void measure_files(const std::vector<fs::path>& files, const std::string& only) {
  for (const bool replay : {false, true}) {
    if ((replay && only == "parse") || (!replay && only == "replay")) continue;
    Measured total;
    for (const fs::path& f : files) {
      const Measured m = measure(f, replay);
      total.mb += m.mb, total.secs += m.secs, total.cpu += m.cpu;
      total.games += m.games, total.tokens += m.tokens, total.errors += m.errors;
    }
    if (files.size() > 1) print("total", replay, total);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && fs::is_regular_file(argv[1])) {
    std::vector<fs::path> files;
    std::string only;
    for (int i = 1; i < argc; ++i) {
      const std::string a = argv[i];
      if (i == argc - 1 && (a == "parse" || a == "replay"))
        only = a;
      else
        files.emplace_back(a);
    }
    measure_files(files, only);
    return 0;
  }
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
