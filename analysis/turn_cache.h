// A few long turn lists remembered by position key, so that the search does not list a position's deploy
// turns again each time it reaches that position's last stage (every iteration of iterative deepening
// reaches the same nodes near the root; a stack's deploy turns run to thousands).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rules/movegen.h"

namespace saban::analysis {

/// generate_turns(pos, DeployMode::Full, ...), remembered by pos.key() for the lists of at least `min_size`
/// turns (shorter ones cost less to list than to keep). The answer is always generate_turns': an entry is
/// used only when its full 64-bit key is the position's (as the transposition table trusts the key) and it
/// was written in the current generation. The turns also depend on the rules profile, which the key does
/// not hold: the searcher starts a new generation for every search.
class TurnCache {
 public:
  explicit TurnCache(std::size_t min_size = 256) : m_min_size(min_size) {}

  /// Replaces `out` with the position's turns, in generate_turns' order.
  void generate(Position& pos, std::vector<Turn>& out);
  /// Forgets every entry.
  void clear() { ++m_generation; }

 private:
  static constexpr std::size_t kSlots = 32;
  struct Slot {
    std::uint64_t key = 0;
    std::uint64_t generation = 0;  // 0: never written
    std::vector<Turn> turns;
  };
  std::array<Slot, kSlots> m_slots;
  std::size_t m_min_size;
  std::uint64_t m_generation = 1;
};

}  // namespace saban::analysis
