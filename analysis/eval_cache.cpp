#include "analysis/eval_cache.h"

#include <algorithm>
#include <bit>

namespace saban::analysis {

EvalCache::EvalCache(std::size_t entries)
    : m_entries(std::bit_floor(std::max<std::size_t>(entries, 1))), m_mask(m_entries.size() - 1) {}

void EvalCache::clear() {
  if (++m_generation == 0) {
    std::fill(m_entries.begin(), m_entries.end(), Entry{});
    m_generation = 1;
  }
}

}  // namespace saban::analysis
