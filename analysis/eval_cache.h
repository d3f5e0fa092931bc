// A table of static evaluations by position key, so that a position the search meets again (the same leaf
// at the next iteration of iterative deepening, a transposition) is not evaluated again.
#pragma once

#include <cstdint>
#include <vector>

#include "analysis/evaluate.h"
#include "analysis/large_pages.h"

namespace saban::analysis {

/// evaluate(pos, red_material), remembered by pos.key(). The answer is always evaluate's: an entry is used
/// only when its full 64-bit key is the position's (the transposition table trusts the key the same way) and
/// it was written in the current generation. The evaluation also depends on the rules profile, which the key
/// does not hold: the searcher starts a new generation for every search.
class EvalCache {
 public:
  explicit EvalCache(std::size_t entries = 1 << 16);

  /// `red_material` is material_balance(pos, Side::Red).
  int evaluate(const Position& pos, int red_material) {
    return evaluate(pos, [&] { return analysis::evaluate(pos, red_material); });
  }
  /// The same, the evaluation computed by `compute()` when the table does not hold it.
  template <class F>
  int evaluate(const Position& pos, F&& compute) {
    Entry& e = m_entries[pos.key() & m_mask];
    if (e.key == pos.key() && e.generation == m_generation) return e.score;
    e.key = pos.key();
    e.score = compute();
    e.generation = m_generation;
    return e.score;
  }
  /// Asks the processor to bring the entry of `key` into the cache (EvalCache::evaluate reads it next).
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&m_entries[key & m_mask]); }
  /// Forgets every entry (a new generation; every 255th time a real fill).
  void clear();

 private:
  struct Entry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    std::uint32_t generation = 0;  // 0: never written
  };
  std::vector<Entry, LargePageAllocator<Entry>> m_entries;
  std::uint64_t m_mask;
  std::uint32_t m_generation = 1;
};

}  // namespace saban::analysis
