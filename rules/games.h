// The games as the layers above rules/ see them: one traits type per game, the place where a game is
// registered. Code above rules/ that works for every game is written once as a template over these traits
// (the movetext walker, the game tree, the engine facade) and never asks which game it handles; adding a
// third game means writing its rules and a traits type like these.
//
// What a traits type gives:
//   Position, Move, Side       the game's types
//   PieceType, kPieceTypes     its piece types and their number
//   State                      what replaying a line needs: the position plus whatever history the rules
//                              consult (Cờ Đông Sơn's forfeits and verdict live in its Game)
//   state(start) / position(s) / play(s, m)
//   legal_moves(pos, out)      every legal move
//   first_side                 the side that moves first (Red, Thủy), whose scores people read
//   side_name(side, vi)        the sides' names for people (rules/side_names.h)
//   kId                        the game's name in records and settings ("commander", "dongson")
//   kind                       its GameKind: the runtime choice of a game (below)
//   kName                      its name for people ("Commander Chess", "Cờ Đông Sơn")
//   side_key(side)             the sides in keys and tables ("red"/"blue", "thuy"/"son")
//   side_at(i)                 the side of index i (0: first_side), as the database stores sides
//   has_modes                  whether games are played in modes (Commander Chess: full, marine, ...)
//   has_rulebook_notation      whether the rulebook's square names exist (Commander Chess only)
//   kSquareNames               how SAN names the squares ("a–k and 1–12")
//   has_air_defence            whether pieces defend the air around them (Commander Chess only)
//
// The runtime choice of a game (--game, the database's `game.variant`) is a GameKind; with_game(kind, f)
// calls f with the traits of that game: the one switch on the game above the rules' own code. Adding a
// third game: its traits here, its enumerator and its case in with_game (docs/architecture.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "rules/dongson/game.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/side_names.h"

namespace saban::games {

/// The registered games, as a value chosen at run time.
enum class GameKind : std::uint8_t { Commander, DongSon };

/// Commander Chess (Cờ tư lệnh).
struct CommanderChess {
  static constexpr std::string_view kId = "commander";
  static constexpr GameKind kind = GameKind::Commander;
  static constexpr const char* kName = "Commander Chess";
  static constexpr bool has_modes = true;
  static constexpr bool has_rulebook_notation = true;
  static constexpr const char* kSquareNames = "a–k and 1–12";
  static constexpr bool has_air_defence = true;
  using Position = saban::Position;
  using Move = saban::Turn;
  using Side = saban::Side;
  using PieceType = saban::PieceType;
  static constexpr int kPieceTypes = saban::kPieceTypes;
  using State = saban::Position;
  static constexpr Side first_side = Side::Red;

  static State state(const Position& start) { return start; }
  static const Position& position(const State& s) { return s; }
  static void play(State& s, const Move& m) {
    Undo u;
    s.do_turn(m, u);
  }
  static void legal_moves(const Position& pos, std::vector<Move>& out) {
    Position p = pos;  // generation uses the position as scratch space
    generate_legal(p, DeployMode::Full, out);
  }
  static const char* side_name(Side s, bool vietnamese) { return saban::side_name(s, vietnamese); }
  static constexpr const char* side_key(Side s) { return s == Side::Red ? "red" : "blue"; }
  static constexpr Side side_at(int i) { return i == 0 ? Side::Red : Side::Blue; }
};

/// Cờ Đông Sơn.
struct DongSon {
  static constexpr std::string_view kId = "dongson";
  static constexpr GameKind kind = GameKind::DongSon;
  static constexpr const char* kName = "Cờ Đông Sơn";
  static constexpr bool has_modes = false;  // one way to play
  static constexpr bool has_rulebook_notation = false;
  static constexpr const char* kSquareNames = "a–h, k and 1–9";
  static constexpr bool has_air_defence = false;
  using Position = saban::dongson::Position;
  using Move = saban::dongson::Move;
  using Side = saban::dongson::Side;
  using PieceType = saban::dongson::PieceType;
  static constexpr int kPieceTypes = saban::dongson::kPieceTypes;
  using State = saban::dongson::Game;
  static constexpr Side first_side = Side::Thuy;

  static State state(const Position& start) { return State(start); }
  static const Position& position(const State& s) { return s.position(); }
  static void play(State& s, const Move& m) { s.play(m); }
  static void legal_moves(const Position& pos, std::vector<Move>& out) { pos.legal_moves(out); }
  static const char* side_name(Side s, bool vietnamese) { return saban::dongson::side_name(s, vietnamese); }
  static constexpr const char* side_key(Side s) { return s == Side::Thuy ? "thuy" : "son"; }
  static constexpr Side side_at(int i) { return i == 0 ? Side::Thuy : Side::Son; }
};

/// Calls f with the traits of the game `k` (f(CommanderChess{}) or f(DongSon{})) and returns what it returns:
/// the one switch on the game at run time.
template <class F>
constexpr decltype(auto) with_game(GameKind k, F&& f) {
  switch (k) {
    case GameKind::DongSon:
      return f(DongSon{});
    case GameKind::Commander:
      break;
  }
  return f(CommanderChess{});
}

/// The game chosen when none is said (--game's default); front ends name the others where a side is named.
inline constexpr GameKind kDefaultGame = GameKind::Commander;

/// Every registered game, first to last.
inline constexpr GameKind kGameKinds[] = {GameKind::Commander, GameKind::DongSon};

/// The game's id ("commander", "dongson").
constexpr std::string_view game_id(GameKind k) {
  return with_game(k, [](auto g) { return decltype(g)::kId; });
}
/// The game whose id is `id` exactly.
constexpr std::optional<GameKind> parse_game_id(std::string_view id) {
  for (GameKind k : kGameKinds)
    if (game_id(k) == id) return k;
  return std::nullopt;
}
/// The game other than `k` (two games are registered).
constexpr GameKind other_game(GameKind k) {
  return k == GameKind::Commander ? GameKind::DongSon : GameKind::Commander;
}

}  // namespace saban::games
