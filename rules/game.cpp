#include "rules/game.h"

#include <algorithm>

namespace saban {

std::optional<GameMode> mode_by_name(std::string_view name) {
  if (name == "full") return GameMode::Full;
  if (name == "naval") return GameMode::Naval;
  if (name == "air") return GameMode::Air;
  if (name == "land") return GameMode::Land;
  return std::nullopt;
}

const char* mode_name(GameMode m) {
  switch (m) {
    case GameMode::Full:
      return "full";
    case GameMode::Naval:
      return "naval";
    case GameMode::Air:
      return "air";
    case GameMode::Land:
      return "land";
  }
  return "full";
}

// The words of the Termination tag (what the machine-made games of analysis/ and bench/ write).
const char* termination_name(Outcome o) {
  switch (o) {
    case Outcome::Checkmate:
      return "checkmate";
    case Outcome::CommanderCaptured:
      return "commander captured";
    case Outcome::Stalemate:
      return "stalemate";
    case Outcome::Repetition:
      return "threefold repetition";
    case Outcome::BattleWon:
      return "battle won";
    case Outcome::Ongoing:
      return "";
  }
  return "";
}

int Game::mode_bonus(GameMode m) {
  switch (m) {
    case GameMode::Full:
      return 200;
    case GameMode::Naval:
      return 160;
    case GameMode::Air:
      return 80;
    case GameMode::Land:
      return 120;
  }
  return 0;
}

namespace {

// Points of the pieces a turn removed from the board, per side that lost them (a hero is worth 10 more).
std::array<int, 2> losses(const Position& after, const Undo& u) {
  std::array<int, 2> lost{};
  // Pieces on the changed points before the turn (first record of each point); fixed arrays, no allocation.
  std::array<Piece, Undo::kMaxChanges * Stack::kMaxPieces> gone;
  std::array<Square, Undo::kMaxChanges> seen;
  int n_gone = 0, n_seen = 0;
  for (int i = 0; i < u.count; ++i) {
    const Undo::Change& c = u.changes[i].change;
    if (std::find(seen.begin(), seen.begin() + n_seen, c.square) != seen.begin() + n_seen) continue;
    seen[n_seen++] = c.square;
    for (int k = 0; k < c.old.size; ++k) gone[n_gone++] = c.old.pieces[k];
  }
  for (int i = 0; i < n_seen; ++i) {  // remove what is still there, whatever its heroic flag now
    const Stack& now = after.at(seen[i]);
    for (int k = 0; k < now.size; ++k) {
      auto it = std::find_if(gone.begin(), gone.begin() + n_gone, [&](Piece p) {
        return p.type() == now.pieces[k].type() && p.side() == now.pieces[k].side();
      });
      if (it != gone.begin() + n_gone) {
        std::copy(it + 1, gone.begin() + n_gone, it);  // erase, keeping the order
        --n_gone;
      }
    }
  }
  for (int i = 0; i < n_gone; ++i) {
    const Piece p = gone[i];
    lost[index(p.side())] += kPieceValue[index(p.type())] + (p.heroic() ? 10 : 0);
  }
  return lost;
}

int count(const Position& pos, Side s, PieceType t) {
  int n = 0;
  pos.occupied(s).for_each([&](Square sq) {
    const Stack& st = pos.at(sq);
    for (int k = 0; k < st.size; ++k)
      if (st.pieces[k].type() == t) ++n;
  });
  return n;
}

// Has `s` lost the forces whose loss ends the tactical battle?
bool battle_lost(const Position& pos, Side s, GameMode mode) {
  switch (mode) {
    case GameMode::Full:
      return false;
    case GameMode::Naval:
      return count(pos, s, PieceType::Navy) == 0;
    case GameMode::Air:
      return count(pos, s, PieceType::AirForce) == 0;
    case GameMode::Land:
      return count(pos, s, PieceType::Infantry) == 0 && count(pos, s, PieceType::Tank) == 0 &&
             count(pos, s, PieceType::Artillery) == 0;
  }
  return false;
}

}  // namespace

Game::Game(Position start, GameMode mode) : m_pos(std::move(start)), m_mode(mode) {
  m_keys.push_back(m_pos.key());
  m_points.push_back({0, 0});
}

void Game::play(const Turn& t) {
  m_undos.emplace_back();
  m_pos.do_turn(t, m_undos.back());
  // Whatever a side lost (captured, shot down, one-for-one) scores for the other side.
  const auto lost = losses(m_pos, m_undos.back());
  auto points = m_points.back();
  for (Side s : {Side::Red, Side::Blue}) points[index(~s)] += lost[index(s)];
  m_points.push_back(points);
  m_turns.push_back(t);
  m_keys.push_back(m_pos.key());
}

void Game::undo() {
  if (m_turns.empty()) return;
  m_pos.undo_turn(m_undos.back());
  m_undos.pop_back();
  m_turns.pop_back();
  m_keys.pop_back();
  m_points.pop_back();
}

int Game::repetitions() const {
  return static_cast<int>(std::count(m_keys.begin(), m_keys.end(), m_keys.back()));
}

GameResult result_at(Position& pos, GameMode mode, int repetitions) {
  for (Side s : {Side::Red, Side::Blue})
    if (!pos.commander(s).valid()) return {Outcome::CommanderCaptured, ~s};
  for (Side s : {pos.side_to_move(), ~pos.side_to_move()})
    if (battle_lost(pos, s, mode)) return {Outcome::BattleWon, ~s};
  if (MoveList(pos).empty()) {
    if (pos.in_check()) return {Outcome::Checkmate, ~pos.side_to_move()};
    return {Outcome::Stalemate, std::nullopt};
  }
  if (repetitions >= 3) return {Outcome::Repetition, std::nullopt};
  return {};
}

GameResult Game::result() { return result_at(m_pos, m_mode, repetitions()); }

int Game::score(Side s) {
  int points = m_points.back()[index(s)];
  const GameResult r = result();
  if (r.winner == s) points += mode_bonus(m_mode);
  return points;
}

}  // namespace saban
