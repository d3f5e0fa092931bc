// The games as the layers above rules/ see them: one traits type per game, the place where a game is
// registered. Code above rules/ that works for every game is written once as a template over these traits
// (the movetext walker, the game tree, the engine facade) and never asks which game it handles; adding a
// third game means writing its rules and a traits type like these.
//
// What a traits type gives:
//   Position, Move, Side       the game's types
//   State                      what replaying a line needs: the position plus whatever history the rules
//                              consult (Cờ Đông Sơn's forfeits and verdict live in its Game)
//   state(start) / position(s) / play(s, m)
//   legal_moves(pos, out)      every legal move
//   first_side                 the side that moves first (Red, Thủy), whose scores people read
//   side_name(side, vi)        the sides' names for people (rules/side_names.h)
//   kId                        the game's name in records and settings ("commander", "dongson")
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "rules/dongson/game.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/side_names.h"

namespace saban::games {

/// Commander Chess (Cờ tư lệnh).
struct CommanderChess {
  static constexpr std::string_view kId = "commander";
  using Position = saban::Position;
  using Move = saban::Turn;
  using Side = saban::Side;
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
};

/// Cờ Đông Sơn.
struct DongSon {
  static constexpr std::string_view kId = "dongson";
  using Position = saban::dongson::Position;
  using Move = saban::dongson::Move;
  using Side = saban::dongson::Side;
  using State = saban::dongson::Game;
  static constexpr Side first_side = Side::Thuy;

  static State state(const Position& start) { return State(start); }
  static const Position& position(const State& s) { return s.position(); }
  static void play(State& s, const Move& m) { s.play(m); }
  static void legal_moves(const Position& pos, std::vector<Move>& out) { pos.legal_moves(out); }
  static const char* side_name(Side s, bool vietnamese) { return saban::dongson::side_name(s, vietnamese); }
};

}  // namespace saban::games
