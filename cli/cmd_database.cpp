// import, search, tree, stats, player, rejected: the game database from the command line (both games:
// Commander Chess, and Cờ Đông Sơn with --game dongson).
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>

#include "app/database.h"
#include "app/position_text.h"
#include "cli/common.h"
#include "cli/filters.h"
#include "cli/stats_print.h"
#include "db/chunks.h"
#include "db/cluster.h"
#include "db/importer.h"
#include "db/json.h"
#include "db/queries.h"
#include "db/stats.h"
#include "parser/dongson_san.h"
#include "parser/reader.h"
#include "rules/fen.h"
#include "rules/san.h"

namespace saban::cli {

namespace {

// The database in the connection order (db/connect.h, through app/): a read never migrates the schema; the
// line saying that the private cluster was started goes to stderr.
db::Connection open_database(const std::string& flag, db::SchemaAccess access = db::SchemaAccess::Read) {
  app::OpenDatabase d = app::open_database(flag, access);
  if (!d.notice.empty()) std::cerr << "saban: " << d.notice << '\n';
  return std::move(d.connection);
}

void add_db_flag(CLI::App& cmd, std::string& db) {
  cmd.add_option("--db", db, "libpq connection string (default: $SABAN_DB, else the private cluster)");
}

// The position named by --fen or by --moves (a movetext in either dialect) in a profile
// (app::position_from_text).
Position position_from(const std::string& fen, const std::string& moves, const std::string& profile) {
  auto pos = app::position_from_text(fen, moves, profile);
  if (!pos) throw Exit(kExitUsage, pos.error());
  return std::move(pos).value();
}

// The Cờ Đông Sơn position named by --fen or --moves (app::dongson_position_from_text, default rules).
dongson::Position dongson_position_from(const std::string& fen, const std::string& moves) {
  auto pos = app::dongson_position_from_text(fen, moves);
  if (!pos) throw Exit(kExitUsage, pos.error());
  return std::move(pos).value();
}

// The moves of a tree node with their games and results; `shown` gives a move's text (the tree stores LAN),
// `first` and `second` name the sides. As JSON: an array of the moves (the shares as counts, as stats has
// them).
void print_tree_moves(const std::vector<db::TreeMove>& moves, const char* first, const char* second,
                      const std::function<std::string(const std::string&)>& shown, bool json) {
  if (json) {
    db::Json out = db::Json::array();
    for (const auto& m : moves)
      out.push_back({{"move", shown(m.move)},
                     {"lan", m.move},
                     {"games", m.games},
                     {"red_wins", m.red_wins},
                     {"draws", m.draws},
                     {"blue_wins", m.blue_wins},
                     {"last_date", m.last_date},
                     {"last_game", m.last_game}});
    std::cout << db::json_text(out, 1) << '\n';
    return;
  }
  std::printf("%-16s %7s %8s %8s %8s  %-10s %s\n", "move", "games", first, "draw", second, "last", "game");
  long long total = 0;
  for (const auto& m : moves) {
    std::printf("%-16s %7lld %8s %8s %8s  %-10s #%lld\n", shown(m.move).c_str(), m.games,
                (std::to_string(m.red_wins * 100 / std::max(1LL, m.games)) + "%").c_str(),
                (std::to_string(m.draws * 100 / std::max(1LL, m.games)) + "%").c_str(),
                (std::to_string(m.blue_wins * 100 / std::max(1LL, m.games)) + "%").c_str(),
                m.last_date.c_str(), m.last_game);
    total += m.games;
  }
  std::printf("%zu moves, %lld games\n", moves.size(), total);
}

// The moves played from a Cờ Đông Sơn position, in its SAN where legal there.
void print_dongson_tree(db::Connection& c, const dongson::Position& pos, bool json) {
  std::vector<dongson::Move> legal;
  pos.legal_moves(legal);
  print_tree_moves(
      db::opening_tree(c, db::stored_key(pos)), "thuy", "son",
      [&](const std::string& lan) {
        auto move = parser::dongson::parse_lan(lan, legal);
        return move ? parser::dongson::to_san(pos, *move, legal) : lan;
      },
      json);
}

void print_progress(const db::ImportProgress& p, ProgressLine& progress) {
  const double rate = p.games_per_second();
  const double left = p.seconds_left();
  char line[256];
  std::snprintf(line, sizeof line,
                "%zu games (%.0f/s): %zu new, %zu duplicates, %zu rejected; %zu files, %zu "
                "unchanged; ETA %d:%02d",
                p.games, rate, p.inserted, p.duplicates, p.rejected, p.files, p.files_skipped,
                static_cast<int>(left) / 60, static_cast<int>(left) % 60);
  if (progress.tty())
    progress.show(line);
  else
    std::cerr << line << "  [" << p.current_file << "]\n";
}

}  // namespace

void add_database_commands(CLI::App& app) {
  // import
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
      ->check(between(1, 20000))
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
    // Ctrl-C (SIGINT) or SIGTERM: the import stops after the batches in flight, through the importer's cancel
    // token; a second one ends the program at once (each batch is a transaction: still consistent).
    StopOnSignal stop;
    o.cancel = stop.token();
    ProgressLine progress;
    std::size_t files_shown = 0;  // without a terminal: one line per file, not per batch
    o.on_progress = [&](const db::ImportProgress& p) {
      if (!progress.tty() && p.files + p.files_skipped + p.files_rejected == files_shown) return;
      files_shown = p.files + p.files_skipped + p.files_rejected;
      print_progress(p, progress);
    };
    db::Importer importer(c, o);
    std::vector<std::filesystem::path> paths(ia->paths.begin(), ia->paths.end());
    importer.import_paths(paths);
    progress.end();
    const auto& p = importer.progress();
    std::cout << p.games << " games read: " << p.inserted << " imported, " << p.duplicates << " duplicates, "
              << p.rejected << " rejected (saban rejected lists them)\n";
    if (p.files_rejected > 0)
      std::cout << p.files_rejected
                << " files rejected whole (not decodable, or no game in them): not marked imported\n";
    if (p.cancelled)
      throw Exit(kExitInterrupted,
                 "import interrupted: the games written so far are kept; importing the same "
                 "files again adds the rest");
  });

  // search
  struct SearchArgs : HeaderFilterArgs {
    std::string db, profile = "cotulenh", fen, moves, format = "text";
  };
  auto sa = std::make_shared<SearchArgs>();
  auto* search_cmd = app.add_subcommand("search",
                                        "Find games by players, event, site, date, result, mode, "
                                        "position or material");
  search_cmd->footer(
      "Examples:\n"
      "  saban search --player Nguyen --date 2023-01-01..2023-12-31\n"
      "  saban search --moves \"1. T3,5_6,5\" --format json\n"
      "  saban search --material \"red has no navy\" --limit 20 --format records > navyless.ctr\n"
      "A list cut by --limit ends with \"first 100 of N games\".");
  add_db_flag(*search_cmd, sa->db);
  add_header_filter_options(*search_cmd, *sa);
  search_cmd->add_option("--game", sa->game, "Games of one game only: commander or dongson (Cờ Đông Sơn)")
      ->check(CLI::IsMember({"commander", "dongson"}));
  search_cmd->add_option("--fen", sa->fen, "Games through this exact position (with its side to move)")
      ->check(not_empty());
  search_cmd->add_option("--moves", sa->moves,
                         "Games through the position after these moves (either dialect; with --game dongson, "
                         "Cờ Đông Sơn SAN)");
  search_cmd->add_option("--profile", sa->profile, "Profile of --fen/--moves and of the games")
      ->check(CLI::IsMember(profile_names()))
      ->capture_default_str();
  search_cmd->add_option("--format", sa->format, "text, json or records (table: the old name of text)")
      ->check(CLI::IsMember({"text", "json", "records", "table"}))
      ->capture_default_str();
  add_limit_option(*search_cmd, *sa, "At most this many games (the first by date)");
  search_cmd->callback([sa] {
    std::optional<std::uint64_t> position;  // read first: its errors are reported before --material's
    const bool dongson = sa->game == "dongson";
    if (!sa->fen.empty() || !sa->moves.empty())
      position = dongson ? db::stored_key(dongson_position_from(sa->fen, sa->moves))
                         : db::stored_key(position_from(sa->fen, sa->moves, sa->profile));
    db::GameFilter f = header_filter(*sa);
    if (position) f.position = position;
    if (position && !dongson) f.profile = sa->profile;
    db::Connection c = open_database(sa->db);
    const auto rows = db::search_games(c, f);
    const std::string cut = limit_note(c, f, rows.size());  // "first 100 of 2345" when --limit cut them
    if (sa->format == "records") {
      std::vector<long long> ids;
      for (const auto& r : rows) ids.push_back(r.id);
      for (const std::string& raw : db::game_records(c, ids))
        std::cout << raw << (raw.ends_with("\n") ? "" : "\n") << '\n';
      if (!cut.empty()) std::cerr << "saban: wrote the " << cut << " games (--limit)\n";
      return;
    }
    if (sa->format == "json") {
      db::Json games = db::Json::array();
      for (const auto& r : rows) {
        db::Json g = {{"id", r.id},         {"red", r.red},   {"blue", r.blue},
                      {"event", r.event},   {"site", r.site}, {"date", r.date},
                      {"result", r.result}, {"mode", r.mode}, {"plies", r.plies}};
        if (r.ply) g["ply"] = *r.ply;
        games.push_back(std::move(g));
      }
      std::cout << db::json_text(games, 1) << '\n';
      if (!cut.empty()) std::cerr << "saban: wrote the " << cut << " games (--limit)\n";
      return;
    }
    for (const auto& r : rows) {
      std::cout << '#' << r.id << "  " << (r.date.empty() ? "?" : r.date) << "  " << r.red << " - " << r.blue
                << "  " << r.result << "  " << r.mode << "  " << r.plies << " plies";
      if (r.ply) std::cout << "  (position at ply " << *r.ply << ")";
      if (!r.event.empty()) std::cout << "  " << r.event;
      std::cout << '\n';
    }
    if (cut.empty())
      std::cout << rows.size() << " games\n";
    else
      std::cout << cut << " games (--limit shows more)\n";
  });

  // tree
  struct TreeArgs {
    std::string db, fen, moves, profile = "cotulenh", game = "commander", format = "text";
  };
  auto ta = std::make_shared<TreeArgs>();
  auto* tree_cmd = app.add_subcommand("tree", "The opening tree: moves played from a position, with results");
  tree_cmd->footer(
      "Examples:\n"
      "  saban tree                               the first moves of the games, with their results\n"
      "  saban tree --moves \"1. T3,5_6,5\" --format json\n"
      "  saban tree --game dongson");
  add_db_flag(*tree_cmd, ta->db);
  tree_cmd
      ->add_option("--game", ta->game, "commander or dongson (Cờ Đông Sơn: its start, moves and notation)")
      ->check(CLI::IsMember({"commander", "dongson"}))
      ->capture_default_str();
  tree_cmd->add_option("--fen", ta->fen, "The position (default: the start)")->check(not_empty());
  tree_cmd->add_option(
      "--moves", ta->moves,
      "The position after these moves (either dialect; Cờ Đông Sơn SAN with --game dongson)");
  tree_cmd->add_option("--profile", ta->profile, "Profile of the position")
      ->check(CLI::IsMember(profile_names()))
      ->capture_default_str();
  add_format_option(*tree_cmd, ta->format);
  tree_cmd->callback([ta] {
    const bool json = ta->format == "json";
    if (ta->game == "dongson") {
      const dongson::Position pos = dongson_position_from(ta->fen, ta->moves);
      db::Connection c = open_database(ta->db);
      print_dongson_tree(c, pos, json);
      return;
    }
    Position pos = position_from(ta->fen, ta->moves, ta->profile);
    db::Connection c = open_database(ta->db);
    // Show each move in SAN where it is legal here (it always is, unless the games used another profile).
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    print_tree_moves(
        db::opening_tree(c, db::stored_key(pos)), "red", "blue",
        [&](const std::string& lan) {
          std::string shown = lan;
          for (const Turn& t : legal)
            if (to_lan(pos, t) == lan) shown = to_san(pos, t, legal);
          return shown;
        },
        json);
  });

  // stats, player, rejected
  struct StatsArgs {
    std::string db, format = "text", game = "commander";
    int top = 10;
  };
  auto st = std::make_shared<StatsArgs>();
  auto* stats_cmd = app.add_subcommand("stats",
                                       "Statistics of the database: results by mode, ending, profile and "
                                       "year; game lengths; players; openings; captures");
  add_db_flag(*stats_cmd, st->db);
  stats_cmd->add_option("--game", st->game, "Whose games: commander or dongson (Cờ Đông Sơn)")
      ->check(CLI::IsMember({"commander", "dongson"}))
      ->capture_default_str();
  stats_cmd->add_option("--top", st->top, "Players and openings listed")
      ->check(between(0, 10000))
      ->capture_default_str();
  add_format_option(*stats_cmd, st->format);
  stats_cmd->callback([st] {
    db::Connection c = open_database(st->db);
    const db::DatabaseStats s = db::statistics(c, st->top, *db::parse_variant(st->game));
    if (st->format == "json")
      print_stats_json(std::cout, s);
    else
      print_stats_text(std::cout, s);
  });

  struct PlayerArgs {
    std::string db, name, format = "text";
    int recent = 10, top = 10;
  };
  auto pa = std::make_shared<PlayerArgs>();
  auto* player_cmd =
      app.add_subcommand("player", "A player's record by colour and year, openings and recent games");
  player_cmd->add_option("name", pa->name, "Name or part of it (case and accents ignored)")->required();
  add_db_flag(*player_cmd, pa->db);
  player_cmd->add_option("--recent", pa->recent, "Recent games listed")
      ->check(between(0, 10000))
      ->capture_default_str();
  player_cmd->add_option("--top", pa->top, "Openings listed")
      ->check(between(0, 10000))
      ->capture_default_str();
  add_format_option(*player_cmd, pa->format);
  player_cmd->callback([pa] {
    db::Connection c = open_database(pa->db);
    const auto reports = db::player_reports(c, pa->name, pa->recent, pa->top);
    if (pa->format == "json")
      print_players_json(std::cout, reports);
    else
      print_players_text(std::cout, reports, pa->name);
  });

  struct RejectedArgs {
    std::string db, format = "text";
    int limit = 100;
  };
  auto ra = std::make_shared<RejectedArgs>();
  auto* rejected_cmd =
      app.add_subcommand("rejected", "Games that could not be imported, with file, line and reason");
  rejected_cmd->footer("A list cut by --limit ends with \"first 100 of N rejected games\".");
  add_db_flag(*rejected_cmd, ra->db);
  add_format_option(*rejected_cmd, ra->format);
  rejected_cmd->add_option("--limit", ra->limit, "At most this many games (the first rejected)")
      ->check(between(1, 1000000))
      ->capture_default_str();
  rejected_cmd->callback([ra] {
    db::Connection c = open_database(ra->db);
    const auto rows = db::rejected_games(c, ra->limit);
    // A full page may be cut: the store counts the rest (the rows, raw text and all, are not read for it).
    const long long all =
        rows.size() == std::size_t(ra->limit) ? db::count_rejected(c) : static_cast<long long>(rows.size());
    const std::string cut = limit_note(rows.size(), all);
    if (ra->format == "json") {
      db::Json out = db::Json::array();
      for (const auto& r : rows)
        out.push_back({{"id", r.id},
                       {"path", r.path},
                       {"line", r.line},
                       {"column", r.column},
                       {"game", r.game},
                       {"reason", r.reason},
                       {"rejected_at", r.rejected_at}});
      std::cout << db::json_text(out, 1) << '\n';
      if (!cut.empty()) std::cerr << "saban: wrote the " << cut << " rejected games (--limit)\n";
      return;
    }
    for (const auto& r : rows)
      std::cout << '#' << r.id << "  " << r.path << ':' << r.line << ':' << r.column << ": game " << r.game
                << ": " << r.reason << '\n';
    if (cut.empty())
      std::cout << rows.size() << " rejected games\n";
    else
      std::cout << cut << " rejected games (--limit shows more)\n";
  });

  auto compact_db = std::make_shared<std::string>();
  auto* compact_cmd = app.add_subcommand("compact",
                                         "Merge the position index's and opening tree's rows of each key "
                                         "bucket into one (import does it when a bucket has over 64)");
  add_db_flag(*compact_cmd, *compact_db);
  compact_cmd->callback([compact_db] {
    db::Connection c = open_database(*compact_db, db::SchemaAccess::Write);
    const db::CompactStats s = db::compact(c, 1);
    std::cout << "merged " << s.buckets << " buckets: " << s.rows_before << " rows into " << s.rows_after
              << "\n";
  });
}

}  // namespace saban::cli
