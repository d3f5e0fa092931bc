#include "analysis/turn_cache.h"

namespace saban::analysis {

void TurnCache::generate(Position& pos, std::vector<Turn>& out) {
  Slot& slot = m_slots[pos.key() % kSlots];
  if (slot.generation == m_generation && slot.key == pos.key()) {
    out.assign(slot.turns.begin(), slot.turns.end());
    return;
  }
  out.clear();
  generate_turns(pos, DeployMode::Full, out);
  if (out.size() < m_min_size) return;
  slot.key = pos.key();
  slot.generation = m_generation;
  slot.turns.assign(out.begin(), out.end());
}

}  // namespace saban::analysis
