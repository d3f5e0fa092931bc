// Search: iterative deepening principal-variation alpha-beta with a transposition table, quiescence on
// captures, move ordering (transposition move, captures by value, killers, history), check extensions and
// multi-PV.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <vector>

#include "analysis/eval_cache.h"
#include "analysis/large_pages.h"
#include "analysis/turn_cache.h"
#include "rules/movegen.h"

namespace saban::analysis {

struct SearchLimits {
  int depth = 64;           ///< plies of full-width search
  std::uint64_t nodes = 0;  ///< 0: no limit
  int movetime_ms = 0;      ///< 0: no limit
  int multipv = 1;          ///< how many best lines (each a different first move) to find
};

/// One line of a multi-PV search: a first move, its score and the line that follows.
struct SearchLine {
  Turn move;
  int score = 0;
  std::vector<Turn> pv;  ///< starts with `move`
};

struct SearchResult {
  Turn best;
  int score = 0;     ///< centipoints for the side to move; mates beyond kMateBound
  int depth = 0;     ///< of the last completed iteration
  int seldepth = 0;  ///< the deepest ply reached (quiescence included) by the search so far
  std::uint64_t nodes = 0;
  std::vector<Turn> pv;
  std::vector<SearchLine> lines;  ///< best first; lines[0] is best/score/pv; up to SearchLimits::multipv
  double seconds = 0;
};

class Searcher {
 public:
  explicit Searcher(std::size_t table_entries = 1 << 20);

  /// Searches `pos` (positions of `history` before it count for repetition) within the limits, or until
  /// `stop` is requested (also before the call: the search then ends within a thousand nodes, still with a
  /// legal move).
  SearchResult search(const Position& pos, const SearchLimits& limits,
                      const std::vector<std::uint64_t>& history = {}, std::stop_token stop = {});
  /// Is there a legal turn other than `excluded` that scores at least `bound` at `depth` (a null-window
  /// search of the other root turns, stopped by the first that reaches the bound)? Used to tell an only move.
  bool has_alternative(const Position& pos, const Turn& excluded, int depth, int bound,
                       const std::vector<std::uint64_t>& history = {}, std::stop_token stop = {});
  /// Nodes searched by the last call of search() or has_alternative().
  std::uint64_t nodes() const { return m_nodes; }
  /// Forgets the transposition table, killers and history (between unrelated games).
  void clear();
  /// Called after every completed iteration.
  void on_iteration(std::function<void(const SearchResult&)> f) { m_on_iteration = std::move(f); }
  /// Asks a running search to stop as soon as it can (from another thread); the last completed iteration
  /// stands.
  void stop() { m_stop_request = true; }

 private:
  struct Entry {
    std::uint64_t key = 0;
    Turn move;
    int score = 0;
    std::int16_t depth = -1;
    std::uint8_t bound = 0;       // 1 exact, 2 lower, 3 upper
    std::uint8_t generation = 0;  // an entry of another generation than the table's is empty (clear())
  };
  struct RootMove {
    Turn turn;
    int score = 0;
    int previous = 0;  // score at the last iteration, for ordering
  };

  int search_root(Position& pos, std::vector<RootMove>& moves, std::size_t first, int depth);
  /// `check`: whether the side to move is in check, where the caller has asked (pos.in_check() after the turn
  /// it made); -1 where not.
  int negamax(Position& pos, int depth, int alpha, int beta, int ply, bool pv_node, bool null_allowed = true,
              int check = -1);
  bool has_material(const Position& pos) const;
  /// `attacked`: whether the side to move's commander is attacked, where known (evaluate()'s `check`); -1
  /// where not.
  int quiesce(Position& pos, int alpha, int beta, int ply, int qdepth, int attacked = -1);
  void store(std::uint64_t key, const Turn& move, int score, int depth, int bound, int ply);
  bool out_of_time();
  bool stop_asked();  // out_of_time's test of the requests and the clock
  /// The static evaluation at `ply` (through the table of evaluations), from the terms kept along the path.
  int evaluate_at(const Position& pos, int ply, int check = -1);  // check: evaluate()'s
  /// The evaluation's terms of `pos`, the position at `ply` (see m_terms).
  const EvalTerms& terms_at(const Position& pos, int ply);
  /// Records that `pos` at `ply` was reached by the turn `u` records (null: a null move).
  void entered(int ply, const Undo* u) {
    m_terms_valid[static_cast<std::size_t>(ply)] = false;
    m_turn_undo[static_cast<std::size_t>(ply)] = u;
  }
  std::vector<Turn> principal_variation(Position pos, int max_len);
  /// What every search from a root begins with (search() and has_alternative()): the stop token, no nodes
  /// yet, the path of the game so far, the root's material and evaluation terms, the caches emptied. Returns
  /// the root to search from.
  Position begin_at(const Position& root, const std::vector<std::uint64_t>& history, std::stop_token stop);

  /// Does the entry hold position `key` (of the table's present generation)?
  bool holds(const Entry& e, std::uint64_t key) const { return e.key == key && e.generation == m_generation; }
  /// The entry of position `key`: key modulo the table's size, by a mask when the size is a power of two (the
  /// default and every power-of-two hash size): a 64-bit division costs tens of cycles at every node.
  Entry& entry(std::uint64_t key) {
    return m_table[m_table_mask ? key & m_table_mask : key % m_table.size()];
  }
  /// Asks the processor to bring the entries a search of `key` reads first (its table entry and its cached
  /// evaluation) while the caller still works: called as soon as a turn is made, they are mostly in the cache
  /// when the child reads them.
  void prefetch(std::uint64_t key) {
    __builtin_prefetch(&entry(key));
    m_eval.prefetch(key);
  }

  std::vector<Entry, LargePageAllocator<Entry>> m_table;
  std::uint64_t m_table_mask = 0;  // size - 1 when the size is a power of two (above 1), else 0
  std::uint8_t m_generation = 1;
  std::vector<std::array<Turn, 2>> m_killers;
  std::vector<int> m_history;                   // by from * 132 + to of the first sub-move
  std::vector<std::uint64_t> m_path;            // keys from the game's start to the current node
  std::vector<std::vector<Turn>> m_turn_stack;  // per ply, reused to avoid allocations
  std::vector<std::vector<int>> m_score_stack;
  EvalCache m_eval;
  TurnCache m_turn_cache;           // stage 4's long lists
  std::vector<StageFour> m_stage4;  // per ply
  std::vector<int> m_material;      // per ply, material_balance(pos, Side::Red), kept up to date turn by turn
  // The evaluation's per-unit terms of the positions along the path, computed only where an evaluation is
  // asked for: at a ply they are brought from the nearest ply above whose terms are known, over the points
  // the turns between changed (m_turn_undo: the turn that reached each ply), or summed over every unit.
  std::vector<EvalTerms> m_terms;
  std::vector<std::uint8_t> m_terms_valid;
  std::vector<const Undo*> m_turn_undo;
  std::uint64_t m_nodes = 0, m_node_limit = 0;
  std::chrono::steady_clock::time_point m_deadline;
  bool m_timed = false, m_stop = false;
  std::atomic<bool> m_stop_request{false};
  std::stop_token m_token;  // of the running search
  int m_seldepth = 0;
  std::function<void(const SearchResult&)> m_on_iteration;
};

}  // namespace saban::analysis
