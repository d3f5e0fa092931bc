// Cờ Đông Sơn engine: evaluation and a compact alpha-beta search (iterative deepening, quiescence on
// captures, a transposition table, both wins — checkmate and Tiến Cung — scored as mates, multi-PV). The
// search follows every rule option (docs/rules-dong-son.md §O) as rules/dongson/game.cpp judges a game. It is
// synchronous; the engine facade (engine.h, dongson::Engine) runs it on a thread of its own.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <vector>

#include "analysis/large_pages.h"
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

/// Limits combine: the first reached ends the search.
struct Limits {
  int depth = 4;            ///< plies of full-width search (at least 1)
  std::uint64_t nodes = 0;  ///< 0: no limit
  int movetime_ms = 0;      ///< 0: no limit
  int multipv = 1;          ///< how many best lines (each a different first move) to find
};

/// One line of a multi-PV search: a first move, its score and the line that follows.
struct Line {
  ds::Move move;
  int score = 0;
  std::vector<ds::Move> pv;  ///< starts with `move`
};

struct Result {
  ds::Move best;     ///< null when the game is over (no legal move, or a verdict)
  int score = 0;     ///< for the side to move; when the game is over, its verdict's (kWin, -kWin or 0)
  int depth = 0;     ///< of the last completed iteration (0: none)
  int seldepth = 0;  ///< the deepest ply reached, quiescence included
  std::uint64_t nodes = 0;
  std::vector<ds::Move> pv;
  std::vector<Line> lines;  ///< best first; lines[0] is best/score/pv; up to Limits::multipv
  double seconds = 0;
};

class Searcher {
 public:
  /// `table_entries`: the transposition table's size, rounded down to a power of two (16 bytes each).
  explicit Searcher(std::size_t table_entries = std::size_t{1} << 18);
  /// Searches the game's current position (its history counts for repetitions and forfeits) within the
  /// limits, or until `stop` is requested: a stopped iteration is dropped (the last completed one stands),
  /// except the first when a root move has been searched through; a stop requested before the call ends
  /// the search within a thousand nodes, still with a legal move.
  Result search(const ds::Game& game, const Limits& limits, std::stop_token stop = {});
  /// Forgets the transposition table (between unrelated games).
  void clear();
  /// Called after every completed iteration (on the searching thread).
  void on_iteration(std::function<void(const Result&)> f) { m_on_iteration = std::move(f); }

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
  /// Counts a node; whether the search must end (node limit every node; stop and time every 1024 nodes).
  bool count_node(int ply);
  /// `first`, then the table's moves after it (the forfeits played along it, for its keys).
  std::vector<ds::Move> principal_variation(const ds::Position& root, ds::Move first);
  Entry& entry(std::uint64_t key) { return m_table[key & (m_table.size() - 1)]; }

  std::vector<Entry, LargePageAllocator<Entry>> m_table;
  std::vector<std::uint64_t> m_path;  // keys from the game's start to the node searched
  std::uint64_t m_nodes = 0, m_limit = 0;
  int m_seldepth = 0;
  bool m_stopped = false, m_timed = false;
  std::stop_token m_token;  // of the running search
  std::chrono::steady_clock::time_point m_deadline;
  std::array<bool, 2> m_forfeit{false, false};  // each side's, from the game and the moves of the line
  std::function<void(const Result&)> m_on_iteration;
};

}  // namespace saban::analysis::dongson
