// import: record files and folders into the game database (an app:: import session), with a progress line,
// stopped by Ctrl-C.
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "app/import_session.h"
#include "cli/common.h"
#include "cli/database_commands.h"
#include "db/importer.h"
#include "parser/reader.h"

namespace saban::cli {

namespace {

const char* finishing_text(db::ImportProgress::Finish f) {
  switch (f) {
    case db::ImportProgress::Finish::indexes_and_summary:
      return "building the game list's indexes and the statistics, merging the position index";
    case db::ImportProgress::Finish::indexes_and_merge:
      return "building the game list's indexes, merging the position index and the statistics";
    case db::ImportProgress::Finish::merge:
      break;
  }
  return "merging the position index and the statistics";
}

void print_progress(const db::ImportProgress& p, ProgressLine& progress) {
  char line[256];
  const std::string games = counted(static_cast<long long>(p.games), "game");  // "1 game", not "1 games"
  if (p.finishing) {
    std::snprintf(line, sizeof line, "%s read: %zu new, %zu duplicates, %zu rejected; finishing: %s",
                  games.c_str(), p.inserted, p.duplicates, p.rejected, finishing_text(p.finish()));
  } else {
    const int n = std::snprintf(
        line, sizeof line, "%s (%.0f/s): %zu new, %zu duplicates, %zu rejected; %zu files, %zu unchanged",
        games.c_str(), p.games_per_second(), p.inserted, p.duplicates, p.rejected, p.files, p.files_skipped);
    if (const auto left = p.seconds_left(); left && n > 0 && static_cast<std::size_t>(n) < sizeof line) {
      const int s = static_cast<int>(*left + 0.5);
      std::snprintf(line + n, sizeof line - static_cast<std::size_t>(n), "; ETA %d:%02d", s / 60, s % 60);
    }
  }
  if (progress.tty())
    progress.show(line);
  else if (p.finishing)
    std::cerr << line << "\n";
  else
    std::cerr << line << "  [" << p.current_file << "]\n";
}

}  // namespace

// import: files and directories imported, batch by batch, into the database.
void add_import_command(CLI::App& app) {
  struct ImportArgs {
    std::vector<std::string> paths;
    std::string db, encoding;
    std::size_t batch = 2000;
    unsigned threads = 0;
    unsigned writers = 2;
  };
  auto ia = std::make_shared<ImportArgs>();
  auto* import_cmd = app.add_subcommand("import", "Import record files and directories into the database");
  import_cmd->footer(
      "Examples:\n"
      "  saban import games/                      every *.ctr, *.pgn, *.txt below games/\n"
      "  saban import -j 4 --db \"host=club dbname=saban\" club.pgn\n"
      "  saban rejected                           the games that could not be imported, and why");
  import_cmd->add_option("paths", ia->paths, "Files or directories (*.ctr, *.pgn, *.txt)")->required();
  add_db_flag(*import_cmd, ia->db);
  import_cmd->add_option("--encoding", ia->encoding, "Override encoding detection (see saban check --help)");
  import_cmd->add_option("--batch", ia->batch, "Games per transaction")
      ->check(between(1, 50000))
      ->capture_default_str();
  import_cmd->add_option("-j,--threads", ia->threads, "Threads replaying games (0: one per hardware thread)")
      ->check(between(0, 256))
      ->capture_default_str();
  import_cmd->add_option("--writers", ia->writers, "Batches written at once, each on a connection of its own")
      ->capture_default_str()
      ->check(between(1, 16));
  import_cmd->callback([ia] {
    for (const std::string& p : ia->paths)
      if (!std::filesystem::exists(p)) throw Exit(kExitUsage, "no such file or directory: " + p);
    db::Connection c = open_database(ia->db, db::SchemaAccess::Write);
    db::ImportOptions o;
    o.batch_size = ia->batch;
    o.threads = ia->threads;
    o.writers = ia->writers;
    if (!ia->encoding.empty()) {
      auto e = parser::encoding_by_name(ia->encoding);
      if (!e) throw Exit(kExitUsage, "--encoding: unknown encoding '" + ia->encoding + "'");
      o.read.encoding = *e;
    }
    // Ctrl-C (SIGINT) or SIGTERM: the import stops after the batches in flight, through the session's cancel
    // token; a second one ends the program at once (each batch is a transaction: still consistent).
    StopOnSignal stop;
    o.cancel = stop.token();
    ProgressLine progress;
    std::size_t files_shown =
        0;  // without a terminal: one line per file, not per batch, and the finishing one
    bool finishing_shown = false;
    bool written = false;  // games sent to the database (a failure after them says what is kept)
    o.on_progress = [&](const db::ImportProgress& p) {
      written = written || p.inserted > 0;
      if (p.finishing) {
        if (finishing_shown) return;
        finishing_shown = true;
      } else if (!progress.tty() && p.files + p.files_skipped + p.files_rejected == files_shown) {
        return;
      }
      files_shown = p.files + p.files_skipped + p.files_rejected;
      print_progress(p, progress);
    };
    // The session's rejected games are not listed here: `saban rejected` lists them.
    const std::vector<std::filesystem::path> paths(ia->paths.begin(), ia->paths.end());
    // A failure once games were written (the server stopped, its disk full) says what is kept: every batch is
    // a transaction, and a file is marked imported only once all of it is in.
    const app::ImportSession session = [&] {
      try {
        return app::import_games(c, paths, std::move(o), 0);
      } catch (const db::DbError& e) {
        if (!written) throw;
        progress.end();
        throw Exit(kExitFailure,
                   std::string("import stopped: ") + e.what() +
                       " — the games written before it are kept; importing the same files again "
                       "adds the rest");
      }
    }();
    progress.end();
    const db::ImportProgress& p = session.progress;
    std::cout << counted(p.games, "game") << " read: " << p.inserted << " imported, " << p.duplicates
              << " duplicates, " << p.rejected << " rejected (saban rejected lists them)\n";
    if (p.indexes_rebuilt > 0)
      std::cout << counted(static_cast<long long>(p.indexes_rebuilt), "index", "indexes")
                << " of the game list built again after the load\n";
    if (p.summary_rebuilt) std::cout << "statistics summary built after the load\n";
    if (p.files_skipped > 0)
      std::cout << counted(static_cast<long long>(p.files_skipped), "file")
                << " skipped: already imported, unchanged\n";
    if (p.files_rejected > 0)
      std::cout << counted(static_cast<long long>(p.files_rejected), "file")
                << " rejected whole (not decodable, or no game in them): not marked imported; saban "
                   "rejected says why, and --encoding names the encoding of a file read wrongly\n";
    if (p.cancelled)
      throw Exit(kExitInterrupted,
                 "import interrupted: the games written so far are kept; importing the same "
                 "files again adds the rest");
  });
}

}  // namespace saban::cli
