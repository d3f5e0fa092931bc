// Cờ Đông Sơn engine: evaluation and a compact alpha-beta search (iterative deepening, quiescence on
// captures, a transposition table, both wins — checkmate and Tiến Cung — scored as mates). The search follows
// every rule option (docs/rules-dong-son.md §O) as rules/dongson/game.cpp judges a game.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "rules/dongson/game.h"

namespace saban::analysis::dongson {

namespace ds = saban::dongson;

/// Scores are centipoints for the side to move (a Đinh is 100); wins and losses beyond ±kWinBound.
constexpr int kWin = 30000, kWinBound = 29000;

/// The text's values ×100 (Lạc 6, Ngựa 5, Voi 4, Gà 3, Bộ 2, Đinh 1), the Thần none.
int piece_value(ds::PieceType t);
/// Static evaluation for the side to move: material, the race to the Tâm (Thần distance, gifts in and near
/// the Cung, control of e5) and the advance of Bộ and Đinh.
int evaluate(const ds::Position& pos);
/// "+1.35" in Đinh, "W3" (wins in 3 moves), "L2" (loses in 2).
std::string score_text(int score);
/// Expected score (0..1) of a side with `score`: the logistic curve of docs/rules-dong-son.md (Engine).
double expected_score(int score);

struct Limits {
  int depth = 4;
  std::uint64_t nodes = 0;  ///< 0: no limit
};

struct Result {
  ds::Move best;
  int score = 0;
  int depth = 0;
  std::uint64_t nodes = 0;
  std::vector<ds::Move> pv;
};

class Searcher {
 public:
  Searcher();
  /// Searches the game's current position (its history counts for repetitions).
  Result search(const ds::Game& game, const Limits& limits);
  void clear();

 private:
  struct Entry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::int8_t depth = -1;
    std::uint8_t bound = 0;
    ds::Move move;
  };
  // `parent`: the position before the last move (Tiến Cung after the reply is judged from both).
  int negamax(const ds::Position& pos, const ds::Position& parent, int depth, int alpha, int beta, int ply);
  int quiescence(const ds::Position& pos, const ds::Position& parent, int alpha, int beta, int ply);
  /// The score of a position the rules decide before the depth does (Tiến Cung, L289's draw), or kNone.
  int decided(const ds::Position& pos, const ds::Position& parent, int ply) const;
  /// Whether the position is a draw by repetition or 50 moves, as the options say (before checkmate).
  bool drawn(const ds::Position& pos) const;
  /// Plays `m` from `pos` into `next`, with the forfeit it causes (E5Block::Forfeit) and the path; undo()
  /// after the child is searched.
  bool play(const ds::Position& pos, ds::Move m, ds::Position& next);
  void undo(const ds::Position& pos, bool forfeit_before);
  std::uint64_t table_key(const ds::Position& pos) const;
  void order(const ds::Position& pos, std::vector<ds::Move>& moves, ds::Move first) const;

  std::vector<Entry> m_table;
  std::vector<std::uint64_t> m_path;  // keys from the game's start to the node searched
  std::uint64_t m_nodes = 0, m_limit = 0;
  bool m_stopped = false;
  std::array<bool, 2> m_forfeit{false, false};  // each side's, from the game and the moves of the line
};

}  // namespace saban::analysis::dongson
