// Search: iterative deepening principal-variation alpha-beta with a transposition table, quiescence on captures,
// move ordering (transposition move, captures by value, killers, history) and check extensions.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "rules/movegen.h"

namespace saban::analysis {

struct SearchLimits {
  int depth = 64;               ///< plies of full-width search
  std::uint64_t nodes = 0;      ///< 0: no limit
  int movetime_ms = 0;          ///< 0: no limit
};

struct SearchResult {
  Turn best;
  int score = 0;  ///< centipoints for the side to move; mates beyond kMateBound
  int depth = 0;  ///< of the last completed iteration
  std::uint64_t nodes = 0;
  std::vector<Turn> pv;
  double seconds = 0;
};

class Searcher {
 public:
  explicit Searcher(std::size_t table_entries = 1 << 20);

  /// Searches `pos` (positions of `history` before it count for repetition) within the limits.
  SearchResult search(const Position& pos, const SearchLimits& limits, const std::vector<std::uint64_t>& history = {});
  /// Forgets the transposition table, killers and history (between unrelated games).
  void clear();
  /// Called after every completed iteration.
  void on_iteration(std::function<void(const SearchResult&)> f) { m_on_iteration = std::move(f); }

 private:
  struct Entry {
    std::uint64_t key = 0;
    Turn move;
    int score = 0;
    std::int16_t depth = -1;
    std::uint8_t bound = 0;  // 1 exact, 2 lower, 3 upper
  };

  int negamax(Position& pos, int depth, int alpha, int beta, int ply, bool pv_node);
  int quiesce(Position& pos, int alpha, int beta, int ply, int qdepth);
  void order(const Position& pos, std::vector<Turn>& turns, const Turn* first, int ply);
  bool out_of_time();
  std::vector<Turn> principal_variation(Position pos, int max_len);

  std::vector<Entry> m_table;
  std::vector<std::array<Turn, 2>> m_killers;
  std::vector<int> m_history;  // by from * 132 + to of the first sub-move
  std::vector<std::uint64_t> m_path;  // keys from the game's start to the current node
  std::uint64_t m_nodes = 0, m_node_limit = 0;
  std::chrono::steady_clock::time_point m_deadline;
  bool m_timed = false, m_stop = false;
  std::function<void(const SearchResult&)> m_on_iteration;
};

}  // namespace saban::analysis
