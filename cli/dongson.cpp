#include "cli/dongson.h"

#include <chrono>
#include <fstream>
#include <iostream>

#include "analysis/dongson_play.h"
#include "cli/common.h"
#include "parser/dongson_san.h"
#include "rules/dongson/fen.h"
#include "rules/dongson/perft.h"

namespace saban::cli {

std::vector<std::string> game_ids() {
  std::vector<std::string> ids;
  for (games::GameKind k : games::kGameKinds) ids.emplace_back(games::game_id(k));
  return ids;
}

games::GameKind game_kind(const std::string& id) {
  if (auto k = games::parse_game_id(id)) return *k;
  throw Exit(kExitUsage, "--game: '" + id + "' is not a game (" + CLI::detail::join(game_ids(), ", ") + ")");
}

}  // namespace saban::cli

namespace saban::cli::dongson {

namespace ds = saban::dongson;

namespace {

ds::Options load_options(const GameOption& g) {
  auto o = ds::Options::parse(g.rules);
  if (!o) throw Exit::at(kExitUsage, "--rules: " + o.error().message, g.rules, o.error().offset);
  return *o;
}

ds::Position load(const GameOption& g, const std::string& fen) {
  const ds::Options options = load_options(g);
  if (fen.empty()) return ds::Position::start(options);
  auto pos = ds::parse_fen(fen, options);
  if (!pos)
    throw Exit::at(kExitUsage, "--fen: invalid Cờ Đông Sơn FEN: " + pos.error().message, fen,
                   pos.error().offset);
  return std::move(pos).value();
}

}  // namespace

void GameOption::add_to(CLI::App& cmd) {
  cmd.add_option("--game", game, "Which game: commander (Cờ tư lệnh) or dongson (Cờ Đông Sơn)")
      ->check(CLI::IsMember(game_ids()))
      ->capture_default_str();
  cmd.add_option("--rules", rules,
                 "Cờ Đông Sơn rule options, e.g. \"gift_safety=all;stalemate=loss\" "
                 "(docs/rules-dong-son.md)");
}

void show(const GameOption& g, const std::string& fen) {
  const ds::Position pos = load(g, fen);
  std::string out;
  for (int r = ds::kRanks - 1; r >= 0; --r) {
    out += std::to_string(r + 1) + "  ";
    for (int f = 0; f < ds::kFiles; ++f) {
      const ds::Square s = ds::make_square(f, r);
      const ds::Piece p = pos.at(s);
      out += p.empty() ? (s == ds::kTam ? '*' : ds::in_cung(s) ? '+' : '.') : p.fen_char();
      out += f + 1 < ds::kFiles ? " " : "";
    }
    if (r == 8) out += "    Sơn (lower case)";
    if (r == 4) out += "    + Cung, * Tâm (e5)";
    if (r == 0) out += "    Thủy (upper case)";
    out += '\n';
  }
  out += "   a b c d e f g h k\n";
  std::cout << out << ds::to_fen(pos) << '\n'
            << (pos.side_to_move() == ds::Side::Thuy ? "Thủy" : "Sơn") << " to move"
            << (pos.in_check() ? ", in check" : "") << '\n';
}

void moves(const GameOption& g, const std::string& fen, bool lan) {
  const ds::Position pos = load(g, fen);
  std::vector<ds::Move> legal;
  pos.legal_moves(legal);
  for (ds::Move m : legal)
    std::cout << (lan ? parser::dongson::to_lan(m) : parser::dongson::to_san(pos, m, legal)) << '\n';
  std::cout << legal.size() << " moves\n";
}

void perft(const GameOption& g, const std::string& fen, int depth, bool divide) {
  const ds::Position pos = load(g, fen);
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t total = 0;
  if (divide && depth >= 1) {
    std::vector<ds::Move> legal;
    pos.legal_moves(legal);
    for (const auto& [m, n] : ds::perft_divide(pos, depth)) {
      std::cout << parser::dongson::to_lan(m) << '\t' << parser::dongson::to_san(pos, m, legal) << '\t' << n
                << '\n';
      total += n;
    }
  } else {
    total = ds::perft(pos, depth);
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cerr << "perft " << depth << " (dongson): " << total << " leaves in " << secs << " s, "
            << static_cast<std::uint64_t>(total / (secs > 0 ? secs : 1e-9)) << " leaves/s\n";
  std::cout << total << '\n';
}

void selfplay(const GameOption& g, const SelfPlayArgs& a) {
  Output output(a.output);
  std::ostream& out = output.stream();
  analysis::dongson::SelfPlayOptions o;
  o.rules = load_options(g);
  o.limits.depth = a.nodes ? 64 : a.depth;
  o.limits.nodes = a.nodes;
  o.opening_plies = a.opening_plies;
  o.max_plies = a.max_plies;
  o.comments = a.comments;
  std::mt19937_64 rng(a.seed);
  analysis::dongson::Searcher searcher;
  ProgressLine progress;  // on a terminal: "game 3/20: 1-0"
  int written = 0;
  for (int attempt = 0; written < a.games && attempt < 50 * a.games; ++attempt) {
    auto rec = analysis::dongson::engine_game(o, searcher, rng);
    if (a.decisive && rec.tag("Termination") == "move limit") continue;
    rec.set_tag("Round", std::to_string(written + 1));
    progress.show("game " + std::to_string(written + 1) + "/" + std::to_string(a.games) + ": " + rec.result);
    if (written++) out << '\n';
    out << parser::dongson::write_game(rec);
    output.check();
  }
  progress.clear();
  output.finish();
  if (written < a.games)
    std::cerr << "saban: selfplay: only " << written << " of " << a.games << " games ended over the board\n";
}

}  // namespace saban::cli::dongson
