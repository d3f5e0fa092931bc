// stats, player, rejected, compact, and what every database command shares (--db, opening the database);
// add_database_commands adds them all (import: cli/cmd_import.cpp; search and tree: cli/cmd_search.cpp).
#include <iostream>

#include "app/database.h"
#include "cli/common.h"
#include "cli/database_commands.h"
#include "cli/filters.h"
#include "cli/stats_print.h"
#include "db/chunks.h"
#include "db/json.h"
#include "db/queries.h"
#include "db/stats.h"

namespace saban::cli {

db::Connection open_database(const std::string& flag, db::SchemaAccess access) {
  app::OpenDatabase d = app::open_database(flag, access);
  if (!d.notice.empty()) std::cerr << "saban: " << d.notice << '\n';
  return std::move(d.connection);
}

void add_db_flag(CLI::App& cmd, std::string& db) {
  cmd.add_option("--db", db, "libpq connection string (default: $SABAN_DB, else the private cluster)");
}

// stats: the database's statistics (results, endings, profiles, years, lengths, players, openings, captures).
void add_stats_command(CLI::App& app) {
  struct StatsArgs {
    std::string db, format = "text", game = "commander";
    int top = 10;
    bool verify = false;
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
  stats_cmd->add_flag("--verify", st->verify,
                      "Check the statistics summary the database keeps against its games (every game read; "
                      "exit status 1 when they differ: `saban db rebuild-summary` repairs it)");
  stats_cmd->callback([st] {
    db::Connection c = open_database(st->db);
    if (st->verify) {
      const db::SummaryRows d = db::verify_summary(c);
      if (d.total() != 0)
        throw Exit(1, "the statistics summary differs from the games: " + std::to_string(d.game_stat) +
                          " counts of games, " + std::to_string(d.captures) + " of captures, " +
                          std::to_string(d.player_stat) +
                          " of players' games (`saban db rebuild-summary` recomputes it)");
      std::cout << "the statistics summary matches the games\n";
      return;
    }
    const db::DatabaseStats s = db::statistics(c, st->top, *db::parse_variant(st->game));
    if (st->format == "json")
      print_stats_json(std::cout, s);
    else
      print_stats_text(std::cout, s);
  });
}

// player: a player's record by colour and year, openings and recent games, in one game (--game).
void add_player_command(CLI::App& app) {
  struct PlayerArgs {
    std::string db, name, format = "text", game = "commander";
    int recent = 10, top = 10;
  };
  auto pa = std::make_shared<PlayerArgs>();
  auto* player_cmd =
      app.add_subcommand("player", "A player's record by colour and year, openings and recent games");
  player_cmd->add_option("name", pa->name, "Name or part of it (case and accents ignored)")->required();
  add_db_flag(*player_cmd, pa->db);
  player_cmd->add_option("--game", pa->game, "Whose games: commander or dongson (Cờ Đông Sơn)")
      ->check(CLI::IsMember({"commander", "dongson"}))
      ->capture_default_str();
  player_cmd->add_option("--recent", pa->recent, "Recent games listed")
      ->check(between(0, 10000))
      ->capture_default_str();
  player_cmd->add_option("--top", pa->top, "Openings listed")
      ->check(between(0, 10000))
      ->capture_default_str();
  add_format_option(*player_cmd, pa->format);
  player_cmd->callback([pa] {
    db::Connection c = open_database(pa->db);
    const db::Variant game = *db::parse_variant(pa->game);
    const auto reports = db::player_reports(c, pa->name, pa->recent, pa->top, game);
    if (pa->format == "json")
      print_players_json(std::cout, reports, game);
    else
      print_players_text(std::cout, reports, pa->name, game);
  });
}

// rejected: the games that could not be imported, with file, line and reason.
void add_rejected_command(CLI::App& app) {
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
}

// compact: every key bucket's rows of the position index and opening tree merged into one.
void add_compact_command(CLI::App& app) {
  auto compact_db = std::make_shared<std::string>();
  auto* compact_cmd = app.add_subcommand("compact",
                                         "Merge the position index's and opening tree's rows of each key "
                                         "bucket into one (import does it when a bucket has over 64), and "
                                         "the statistics summary's rows of each key");
  add_db_flag(*compact_cmd, *compact_db);
  compact_cmd->callback([compact_db] {
    db::Connection c = open_database(*compact_db, db::SchemaAccess::Write);
    // On two connections: one group of buckets decoded and sorted here while another is read and written.
    const db::CompactStats s = db::compact(c, 1, {}, 2);
    std::cout << "merged " << s.buckets << " buckets: " << s.rows_before << " rows into " << s.rows_after
              << "\n";
    const db::SummaryRows r = db::compact_summary(c);
    std::cout << "statistics summary: " << r.total() << " rows\n";
  });
}

void add_database_commands(CLI::App& app) {
  add_import_command(app);
  add_search_command(app);
  add_tree_command(app);
  add_stats_command(app);
  add_player_command(app);
  add_rejected_command(app);
  add_compact_command(app);
}

}  // namespace saban::cli
