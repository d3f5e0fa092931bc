// analyze: every game of a record file searched by the engine, its moves judged, written back annotated.
#include <fstream>
#include <iostream>

#include "app/analyze_file.h"
#include "app/queue.h"
#include "cli/common.h"
#include "parser/reader.h"

namespace saban::cli {

namespace {

// The games of a record file, split but not read (cheap beside their analysis): the N of "game 3 of N".
int count_games(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  parser::ReadOptions o;
  o.parse = false;
  parser::RecordReader reader(in, path, o);
  parser::ReadGame g;
  int n = 0;
  while (reader.next(g)) ++n;
  return n;
}

}  // namespace

void add_analyze_command(CLI::App& app) {
  struct Args {
    std::vector<std::string> files;
    std::string output, to, engine;
    int depth = 6, movetime = 0, threads = 1;
    std::uint64_t nodes = 0;
  };
  auto a = std::make_shared<Args>();
  auto* cmd = app.add_subcommand("analyze",
                                 "Search every position of the games in a file, judge each move "
                                 "(inaccuracy, mistake, blunder) and write the annotated records");
  cmd->footer(
      "Examples:\n"
      "  saban analyze --depth 8 -o annotated.ctr game.ctr\n"
      "  saban analyze --depth 4 -o club.pgn club/     every record file below the folder\n"
      "  saban analyze --movetime 500 --threads 4 games.pgn > annotated.pgn\n"
      "  saban analyze --db --player Nguyen       queue the games for saban worker");
  cmd->add_option("files", a->files,
                  "Record files, or folders: every *.ctr, *.pgn, *.txt below them (or --db)")
      ->check(CLI::ExistingPath);
  cmd->add_option("--depth", a->depth, "Search depth per position")
      ->check(between(1, app::kMaxAnalysisDepth))
      ->capture_default_str();
  cmd->add_option("--nodes", a->nodes, "Nodes per position instead of a depth")
      ->check(between(1, static_cast<double>(app::kMaxAnalysisNodes)));
  cmd->add_option("--movetime", a->movetime, "Milliseconds per position instead of a depth")
      ->check(between(1, app::kMaxAnalysisMovetimeMs));
  cmd->add_option("--threads", a->threads, "Positions searched in parallel")
      ->check(between(1, 64))
      ->capture_default_str();
  cmd->add_option("--to", a->to, "Dialect of the output (default: that of each game)")
      ->check(CLI::IsMember({"vi", "en", "san"}));
  cmd->add_option("-o,--output", a->output, "Output file (default: standard output)");
  cmd->add_option("--engine", a->engine,
                  "Analyse with another engine program speaking docs/protocol.md, e.g. "
                  "\"saban engine\" (default: Saban's own search in this process)");
  const QueueRunner queue = add_analyze_queue_options(*cmd);  // --db [filters]: queue for saban worker
  cmd->callback([a, queue] {
    if (queue(a->depth, a->nodes, a->movetime)) return;
    if (a->files.empty()) throw CLI::RequiredError("a record file (or --db to queue the database's games)");
    const std::vector<std::string> files = record_paths(a->files);
    if (files.empty()) throw Exit(kExitFailure, "no game analysed: no record file found");
    Output output(a->output);
    std::ostream& out = output.stream();
    app::AnalyzeFileOptions o;
    o.annotate.limits.depth = a->nodes || a->movetime ? 64 : a->depth;
    o.annotate.limits.nodes = a->nodes;
    o.annotate.limits.movetime_ms = a->movetime;
    o.annotate.threads = a->threads;
    o.engine = a->engine;
    if (!a->to.empty()) {
      parser::WriteOptions w;
      w.dialect = a->to == "san" ? parser::Dialect::San : parser::Dialect::Rulebook;
      w.letters = a->to == "en" ? parser::Letters::En : parser::Letters::Vi;
      o.write = w;
    }
    ProgressLine progress;  // on a terminal: "analyze: game 3 of 40, position 12/80"
    int total = 0;          // the games of every file, counted on a terminal only
    if (progress.tty())
      for (const std::string& file : files) total += count_games(file);
    const std::string of_games = progress.tty() ? " of " + std::to_string(total) : "";
    // Games are numbered across the files, as the output holds them one after the other; an error names its
    // file and the game's number in it.
    int before = 0;  // the games of the files done
    int written = 0, rejected = 0;
    for (const std::string& file : files) {
      app::AnalyzeFileCallbacks cb;
      cb.on_error = [&](const parser::RecordError& e) {
        progress.clear();
        std::cerr << record_error_text(e, false);
      };
      cb.on_position = [&](int game, int ply, int plies) {
        progress.show("analyze: game " + std::to_string(before + game) + of_games + ", position " +
                      std::to_string(ply) + "/" + std::to_string(plies));
      };
      cb.on_game = [&](const app::AnalyzedGame& g) {
        progress.clear();
        std::cerr << (files.size() > 1 ? file + ": " : "") << "game " << g.number << ": " << g.sides[0]
                  << " accuracy " << static_cast<int>(g.summary.accuracy[0]) << "%, " << g.sides[1] << " "
                  << static_cast<int>(g.summary.accuracy[1]) << "%, " << g.summary.nodes << " nodes\n";
        if (written++ > 0) out << '\n';
        out << g.text;
        output.check();
      };
      const auto done = app::analyze_file(file, o, cb);
      if (!done) {
        progress.end();
        throw Exit(kExitFailure, done.error());
      }
      rejected += done->rejected;
      before += done->games;
    }
    output.finish();
    if (written == 0)
      throw Exit(kExitFailure, files.size() == 1
                                   ? files.front() + ": no game analysed (" + std::to_string(rejected) +
                                         " could not be read)"
                                   : "no game analysed in " + counted(files.size(), "file") + " (" +
                                         std::to_string(rejected) + " could not be read)");
  });
}

}  // namespace saban::cli
