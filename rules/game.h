// A game: a position with its history, the end-of-game rules (mate, stalemate, repetition, modes) and scores.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/movegen.h"
#include "rules/position.h"

namespace saban {

/// Game modes (record tag `Mode`): the full battle and the three tactical battles.
enum class GameMode : std::uint8_t { Full, Naval, Air, Land };
std::optional<GameMode> mode_by_name(std::string_view name);
const char* mode_name(GameMode m);

enum class Outcome : std::uint8_t {
  Ongoing,
  Checkmate,          ///< the side to move is in check with no legal turn
  CommanderCaptured,  ///< a commander has been taken
  Stalemate,          ///< no legal turn, not in check: a draw
  Repetition,         ///< the same position for the third time: a draw
  BattleWon,          ///< a tactical battle's goal is reached (both navies, planes, or land forces lost)
};

/// How an ended game ended, as the Termination tag says it ("checkmate", "threefold repetition"); "" while
/// it is ongoing.
const char* termination_name(Outcome o);

struct GameResult {
  Outcome outcome = Outcome::Ongoing;
  std::optional<Side> winner;  ///< none for draws and ongoing games
};

/// How a game stands at `pos` in `mode`, the position having occurred `repetitions` times (this occurrence
/// included): Game::result's rules, for callers that keep the history themselves (the GUI's game tree).
/// `pos` is as it was afterwards (the move generator tries turns on it).
GameResult result_at(Position& pos, GameMode mode, int repetitions);

class Game {
 public:
  explicit Game(Position start, GameMode mode = GameMode::Full);

  const Position& position() const { return m_pos; }
  Position& position() { return m_pos; }
  GameMode mode() const { return m_mode; }
  const std::vector<Turn>& turns() const { return m_turns; }

  /// Plays a turn that must be legal (see movegen.h); records captures for the scores.
  void play(const Turn& t);
  /// Takes the last turn back.
  void undo();

  /// How the game stands now.
  GameResult result();
  /// How often the current position has occurred (this occurrence included).
  int repetitions() const;
  /// Points of captured enemy pieces (a heroic piece is worth 10 more), plus the winner's bonus.
  int score(Side s);

  /// Bonus for winning a mode: full 200, naval 160, air 80, land 120.
  static int mode_bonus(GameMode m);

 private:
  Position m_pos;
  GameMode m_mode;
  std::vector<Turn> m_turns;
  std::vector<Undo> m_undos;
  std::vector<std::uint64_t> m_keys;         // key before each turn, then the current one
  std::vector<std::array<int, 2>> m_points;  // captured points per side after each turn
};

}  // namespace saban
