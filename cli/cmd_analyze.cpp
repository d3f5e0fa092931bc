// analyze: every game of a record file searched by the engine, its moves judged, written back annotated.
#include <unistd.h>

#include <fstream>
#include <iostream>

#include "analysis/annotate.h"
#include "analysis/external_engine.h"
#include "cli/common.h"
#include "cli/dongson.h"
#include "parser/reader.h"
#include "parser/writer.h"

namespace saban::cli {

void add_analyze_command(CLI::App& app) {
  struct Args {
    std::string file, output, to, engine;
    int depth = 6, movetime = 0, threads = 1;
    std::uint64_t nodes = 0;
  };
  auto a = std::make_shared<Args>();
  auto* cmd = app.add_subcommand("analyze", "Search every position of the games in a file, judge each move "
                                            "(inaccuracy, mistake, blunder) and write the annotated records");
  cmd->add_option("file", a->file, "Record file (or --db)")->check(CLI::ExistingFile);
  cmd->add_option("--depth", a->depth, "Search depth per position")->capture_default_str();
  cmd->add_option("--nodes", a->nodes, "Nodes per position instead of a depth");
  cmd->add_option("--movetime", a->movetime, "Milliseconds per position instead of a depth");
  cmd->add_option("--threads", a->threads, "Positions searched in parallel")->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--to", a->to, "Dialect of the output (default: that of each game)")
      ->check(CLI::IsMember({"vi", "en", "san"}));
  cmd->add_option("-o,--output", a->output, "Output file (default: standard output)");
  cmd->add_option("--engine", a->engine, "Analyse with another engine program speaking docs/protocol.md, e.g. "
                                         "\"saban engine\" (default: Saban's own search in this process)");
  const QueueRunner queue = add_analyze_queue_options(*cmd);  // --db [filters]: queue for saban worker
  cmd->callback([a, queue] {
    if (queue(a->depth, a->nodes, a->movetime)) return;
    if (a->file.empty()) throw CLI::RequiredError("a record file (or --db to queue the database's games)");
    std::ifstream in(a->file, std::ios::binary);
    std::ofstream file;
    if (!a->output.empty()) file.open(a->output, std::ios::binary);
    std::ostream& out = a->output.empty() ? std::cout : file;
    analysis::AnnotateOptions o;
    o.limits.depth = a->nodes || a->movetime ? 64 : a->depth;
    o.limits.nodes = a->nodes;
    o.limits.movetime_ms = a->movetime;
    o.threads = a->threads;
    analysis::Searcher searcher;
    std::unique_ptr<analysis::ExternalEngine> engine;
    if (!a->engine.empty()) {
      try {
        engine = std::make_unique<analysis::ExternalEngine>(analysis::ExternalEngine::split_command(a->engine));
        for (const std::string& option : engine->options())
          if (option.rfind("name MultiPV ", 0) == 0) engine->set_option("MultiPV", "2");  // to tell good moves
      } catch (const analysis::EngineError& e) {
        std::cerr << "analyze: " << e.what() << '\n';
        std::exit(1);
      }
    }
    parser::RecordReader reader(in, a->file);
    parser::ReadGame g;
    const bool tty = isatty(STDERR_FILENO);
    int games = 0;
    while (reader.next(g)) {
      for (const auto& e : g.errors) std::cerr << e.format();
      if (g.dongson) {  // Cờ Đông Sơn ([Variant "dongson"]): its own engine
        dongson::analyze(*g.dongson, o.limits.depth == 64 ? 4 : o.limits.depth, a->nodes, ++games, out);
        continue;
      }
      if (!g.record) continue;
      ++games;
      const auto progress = [&](int ply, int plies) {
        if (tty) std::cerr << "\rgame " << games << ": position " << ply << "/" << plies << "\x1b[K" << std::flush;
      };
      analysis::GameSummary summary;
      if (engine) {
        const Position start = g.record->start;
        try {
          engine->new_game();
          summary = analysis::annotate(
              *g.record,
              [&](const Position&, const std::vector<Turn>& moves, const std::vector<std::uint64_t>&) {
                return engine->search(start, moves, o.limits);
              },
              o, progress);
        } catch (const analysis::EngineError& e) {
          std::cerr << "\nanalyze: game " << games << ": " << e.what() << '\n';
          std::exit(1);
        }
      } else {
        searcher.clear();
        summary = analysis::annotate(*g.record, searcher, o, progress);
      }
      if (tty) std::cerr << '\r' << "\x1b[K";
      std::cerr << "game " << games << ": Red accuracy " << static_cast<int>(summary.accuracy[0]) << "%, Blue "
                << static_cast<int>(summary.accuracy[1]) << "%, " << summary.nodes << " nodes\n";
      parser::WriteOptions w;
      w.dialect = g.record->dialect;
      w.letters = g.record->letters;
      if (!a->to.empty()) {
        w.dialect = a->to == "san" ? parser::Dialect::San : parser::Dialect::Rulebook;
        w.letters = a->to == "en" ? parser::Letters::En : parser::Letters::Vi;
      }
      if (games > 1) out << '\n';
      out << parser::write_game(*g.record, w);
    }
  });
}

}  // namespace saban::cli
