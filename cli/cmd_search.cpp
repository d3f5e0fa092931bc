// search and tree: the games through a position or matching header filters, and the moves played from a
// position (both games: Commander Chess, and Cờ Đông Sơn with --game dongson).
#include <cstdio>
#include <functional>
#include <iostream>

#include "app/position_text.h"
#include "cli/common.h"
#include "cli/database_commands.h"
#include "cli/dongson.h"
#include "cli/filters.h"
#include "db/chunks.h"
#include "db/json.h"
#include "db/queries.h"
#include "parser/dongson_san.h"
#include "rules/fen.h"
#include "rules/san.h"

namespace saban::cli {

namespace {

// The position named by --fen or by --moves (a movetext in either dialect) in a profile
// (app::position_from_text).
Position position_from(const std::string& fen, const std::string& moves, const std::string& profile) {
  auto pos = app::position_from_text(fen, moves, profile);
  if (!pos) throw Exit(kExitUsage, pos.error());
  return std::move(pos).value();
}

// The Cờ Đông Sơn position named by --fen or --moves (app::dongson_position_from_text, default rules).
saban::dongson::Position dongson_position_from(const std::string& fen, const std::string& moves) {
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
void print_dongson_tree(db::Connection& c, const saban::dongson::Position& pos, bool json) {
  std::vector<saban::dongson::Move> legal;
  pos.legal_moves(legal);
  print_tree_moves(
      db::opening_tree(c, db::stored_key(pos)), "thuy", "son",
      [&](const std::string& lan) {
        auto move = parser::dongson::parse_lan(lan, legal);
        return move ? parser::dongson::to_san(pos, *move, legal) : lan;
      },
      json);
}

// What --fen or --moves asks of the games, in each game: the position's stored key, and for Commander Chess
// the profile the games were played under.
struct PositionFilter {
  std::uint64_t key = 0;
  std::optional<std::string> profile;
};
PositionFilter position_filter(games::CommanderChess, const std::string& fen, const std::string& moves,
                               const std::string& profile) {
  return {db::stored_key(position_from(fen, moves, profile)), profile};
}
PositionFilter position_filter(games::DongSon, const std::string& fen, const std::string& moves,
                               const std::string&) {
  return {db::stored_key(dongson_position_from(fen, moves)), std::nullopt};
}

// The opening tree from the position --fen or --moves names, in each game.
void print_tree(games::DongSon, const std::string& db, const std::string& fen, const std::string& moves,
                const std::string&, bool json) {
  const saban::dongson::Position pos = dongson_position_from(fen, moves);
  db::Connection c = open_database(db);
  print_dongson_tree(c, pos, json);
}
void print_tree(games::CommanderChess, const std::string& db, const std::string& fen,
                const std::string& moves, const std::string& profile, bool json) {
  Position pos = position_from(fen, moves, profile);
  db::Connection c = open_database(db);
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
}

}  // namespace

// search: games by players, event, site, date, result, mode, position or material.
void add_search_command(CLI::App& app) {
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
      ->check(CLI::IsMember(game_ids()));
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
    std::optional<PositionFilter> position;  // read first: its errors are reported before --material's
    if (!sa->fen.empty() || !sa->moves.empty())
      position = games::with_game(sa->game.empty() ? games::kDefaultGame : game_kind(sa->game), [&](auto g) {
        return position_filter(g, sa->fen, sa->moves, sa->profile);
      });
    db::GameFilter f = header_filter(*sa);
    if (position) f.position = position->key;
    if (position && position->profile) f.profile = position->profile;
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
      std::cout << counted(static_cast<long long>(rows.size()), "game") << '\n';
    else
      std::cout << cut << " games (--limit shows more)\n";
  });
}

// tree: the opening tree, the moves played from a position with their results.
void add_tree_command(CLI::App& app) {
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
      ->check(CLI::IsMember(game_ids()))
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
    games::with_game(game_kind(ta->game), [&](auto g) {
      print_tree(g, ta->db, ta->fen, ta->moves, ta->profile, ta->format == "json");
    });
  });
}

}  // namespace saban::cli
