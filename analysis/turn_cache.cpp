#include "analysis/turn_cache.h"

#include <algorithm>
#include <cassert>
#include <utility>

#include "analysis/evaluate.h"

namespace saban::analysis {

bool is_capture(const Turn& t) {
  for (const Move& m : t)
    if (m.is_capture()) return true;
  return false;
}

void sort_rest(std::vector<Turn>& turns, std::vector<int>& scores, std::size_t from) {
  // A stable sort by score, best first. Most late turns score 0 (no history): only the others are sorted,
  // set aside in their order and sorted by a key of the negated score (any int but INT_MIN) and that order
  // (unique keys: std::sort is then stable, and moves 8 bytes, not a turn and its score); the zeros keep
  // their order between the positive and the negative scores, moved up in place, then as a block to their
  // final place.
  thread_local std::vector<Turn> aside;
  thread_local std::vector<std::int64_t> keys;
  aside.clear();
  keys.clear();
  std::size_t zero_end = from;
  for (std::size_t i = from; i < turns.size(); ++i) {
    if (scores[i] == 0) {
      if (zero_end != i) turns[zero_end] = turns[i];
      ++zero_end;
    } else {
      keys.push_back(-std::int64_t{scores[i]} * (std::int64_t{1} << 32) +
                     static_cast<std::int64_t>(aside.size()));
      aside.push_back(turns[i]);
    }
  }
  if (keys.empty()) return;  // all zeros: in their order already
  std::sort(keys.begin(), keys.end());
  const auto score_of = [](std::int64_t key) { return static_cast<int>(-(key >> 32)); };
  const auto turn_of = [&](std::int64_t key) { return aside[static_cast<std::size_t>(key & 0xffffffff)]; };
  const std::size_t positive = static_cast<std::size_t>(
      std::partition_point(keys.begin(), keys.end(), [](std::int64_t k) { return k < 0; }) - keys.begin());
  const auto at = [&](std::size_t i) { return turns.begin() + static_cast<std::ptrdiff_t>(i); };
  std::copy_backward(at(from), at(zero_end), at(zero_end + positive));
  std::fill(scores.begin() + static_cast<std::ptrdiff_t>(from + positive),
            scores.begin() + static_cast<std::ptrdiff_t>(zero_end + positive), 0);
  std::size_t k = 0;
  for (std::size_t i = from; k < positive; ++i, ++k)
    turns[i] = turn_of(keys[k]), scores[i] = score_of(keys[k]);
  for (std::size_t i = zero_end + positive; k < keys.size(); ++i, ++k)
    turns[i] = turn_of(keys[k]), scores[i] = score_of(keys[k]);
}

std::size_t TurnCache::slot_of(const Position& pos) const {
  const std::size_t pair = pos.key() % (kSlots / 2) * 2;
  for (std::size_t i = pair; i < pair + 2; ++i)
    if (m_slots[i].generation == m_generation && m_slots[i].key == pos.key()) return i;
  return kSlots;
}

bool TurnCache::find(const Position& pos, std::vector<Turn>& out) const {
  const std::size_t i = slot_of(pos);
  if (i == kSlots) return false;
  out.assign(m_slots[i].turns.begin(), m_slots[i].turns.end());
  return true;
}

void TurnCache::generate(Position& pos, std::vector<Turn>& out) {
  if (find(pos, out)) return;
  out.clear();
  generate_turns(pos, DeployMode::Full, out);
  store(pos, out);
}

void TurnCache::store(const Position& pos, const std::vector<Turn>& turns) {
  if (turns.size() < m_min_size) return;
  // The position's own slot if it has one, else the pair's slot not written in this generation, or the older.
  std::size_t i = slot_of(pos);
  if (i == kSlots) {
    i = pos.key() % (kSlots / 2) * 2;
    const auto written = [&](const Slot& s) { return s.generation == m_generation ? s.written : 0; };
    if (written(m_slots[i + 1]) < written(m_slots[i])) ++i;
  }
  Slot& slot = m_slots[i];
  slot.key = pos.key();
  slot.generation = m_generation;
  slot.written = ++m_writes;
  slot.turns.assign(turns.begin(), turns.end());
}

bool same_turn(const Turn& a, const Turn& b) { return (a.size == 0 || a.moves[0] == b.moves[0]) && a == b; }

inline bool StageFour::left_out(const Turn& t) const {
  return (t.size == 1 && t.first().is_capture()) || same_turn(t, m_o.tt) || same_turn(t, m_o.tried[0]) ||
         same_turn(t, m_o.tried[1]);
}

inline int StageFour::score(const Position& pos, const Turn& t, const int* row) const {
  if (is_capture(t)) return (1 << 24) + capture_gain(pos, t);
  if (same_turn(t, m_o.killers[0])) return (1 << 23) + 1;
  if (same_turn(t, m_o.killers[1])) return 1 << 23;
  return row[t.first().to().index()];
}

bool StageFour::killer_from(Square from) const {
  for (const Turn& k : m_o.killers)
    if (k.size && k.first().from() == from && !left_out(k)) return true;
  return false;
}

bool StageFour::scored_high(const Position& pos, const SquareSet& units) const {
  for (const Turn& k : m_o.killers)
    if (k.size && units.test(k.first().from()) && !left_out(k)) return true;
  for (int rank = kRanks - 1; rank >= 0; --rank)
    for (unsigned files = units.rank_bits(rank); files; files &= files - 1)
      if (pos.at(Square(__builtin_ctz(files), rank)).is_stack()) return true;
  return false;
}

const int* StageFour::row(const Turn& t) const { return m_o.history + t.first().from().index() * kSquares; }

void StageFour::begin(Position& pos, TurnCache& cache, const Ordering& o, bool lazy, bool quiet_ends,
                      std::vector<Turn>& turns, std::vector<int>& scores) {
  m_o = o;
  m_turns = &turns;
  m_scores = &scores;
  m_lazy = false;
  m_quiet_ends = quiet_ends;
  m_deferred_max = -1;
  m_rows.clear();
  turns.clear();
  auto keep = [&](std::size_t start) {  // drops what the earlier stages tried from turns[start..]
    std::size_t kept = start;
    for (std::size_t i = start; i < turns.size(); ++i) {
      if (left_out(turns[i])) continue;
      if (kept != i) turns[kept] = turns[i];
      ++kept;
    }
    turns.resize(kept);
  };
  lazy = lazy || quiet_ends;
  if (!lazy || cache.find(pos, turns)) {
    if (!lazy) cache.generate(pos, turns);
  } else {
    // generate_turns' order, unit by unit; a stack's quiet deploy turns of several sub-moves left out but
    // for those among the first kPicked turns kept (pick_next moves them about), which are among the first
    // kPicked + 3 turns of several sub-moves (the earlier stages tried at most three of them).
    const SquareSet units = pos.occupied(pos.side_to_move());
    if (quiet_ends && !scored_high(pos, units)) {
      // Every turn is quiet: the caller stops at the first one.
      m_lazy = true;
      m_deferred_max = (1 << 23) - 1;
      scores.clear();
      return;
    }
    std::size_t kept = 0;
    for (int rank = kRanks - 1; rank >= 0; --rank)
      for (unsigned files = units.rank_bits(rank); files; files &= files - 1) {
        const Square from(__builtin_ctz(files), rank);
        const std::size_t start = turns.size();
        if (quiet_ends && kept >= kPicked) {
          // Past the first kPicked turns the caller tries only the turns scored 1 << 23 or more: a lone
          // unit's turns are of one sub-move (its captures tried at stage 2), none of them unless a killer
          // not tried yet starts there; a stack's, its deploy captures and killers. The first kPicked are
          // kept whatever they are: pick_next swaps them with the turns it picks, which moves them about
          // among the turns scored higher.
          const bool stack = pos.at(from).is_stack();
          if (stack) generate_deploy_turns_sparse(pos, from, o.killers, 0, turns);
          if (killer_from(from)) generate_turns_from(pos, from, DeployMode::Full, turns, false, true);
          std::size_t kept_here = start;
          for (std::size_t i = start; i < turns.size(); ++i) {
            if (!is_capture(turns[i]) && !same_turn(turns[i], o.killers[0]) &&
                !same_turn(turns[i], o.killers[1]))
              continue;
            if (kept_here != i) turns[kept_here] = turns[i];
            ++kept_here;
          }
          m_lazy = true;
          turns.resize(kept_here);
          continue;
        }
        if (pos.at(from).is_stack()) {
          generate_deploy_turns_sparse(pos, from, o.killers, kept < kPicked ? kPicked - kept + 3 : 0, turns);
          // The turns left out begin with a quiet sub-move listed here as a turn of its own.
          int highest = -1;
          for (std::size_t i = start; i < turns.size(); ++i)
            if (turns[i].size == 1 && !turns[i].first().is_capture())
              highest = std::max(highest, row(turns[i])[turns[i].first().to().index()]);
          if (highest >= 0) {
            m_lazy = true;
            m_deferred_max = std::max(m_deferred_max, highest);
          }
          generate_turns_from(pos, from, DeployMode::Full, turns, false, true);
        } else {
          generate_turns_from(pos, from, DeployMode::Full, turns, true, true);
        }
        for (std::size_t i = start; i < turns.size() && kept < kPicked; ++i) kept += !left_out(turns[i]);
      }
    if (quiet_ends && m_lazy) {
      // Quiet turns left out: order() says false at the first quiet turn past the first kPicked (complete()
      // is never asked for: quiet_ends holds at every call).
      m_deferred_max = (1 << 23) - 1;
    } else if (!m_lazy) {
      cache.store(pos, turns);  // nothing left out: the whole list
    } else {                    // the history rows of the side's units as they are now, for complete()
      units.for_each([&](Square from) {
        m_row_of[static_cast<std::size_t>(from.index())] = static_cast<std::uint8_t>(m_rows.size());
        std::copy_n(o.history + from.index() * kSquares, kSquares, m_rows.emplace_back().begin());
      });
    }
  }
  keep(0);
  scores.resize(turns.size());
  for (std::size_t i = 0; i < turns.size(); ++i) scores[i] = score(pos, turns[i], row(turns[i]));
}

bool StageFour::order_picked(Position& pos, TurnCache& cache, std::size_t n, bool quiet_ends) {
  std::vector<Turn>& turns = *m_turns;
  std::vector<int>& scores = *m_scores;
  if (n < turns.size()) {
    if (n < kPicked)
      pick_next(turns, scores, n);
    else if (n == kPicked)
      sort_rest(turns, scores, n);
  }
  // A turn left out may come here: a quiet one, scored at most m_deferred_max.
  if (m_lazy && (n >= turns.size() || (scores[n] < (1 << 23) && scores[n] <= m_deferred_max))) {
    if (quiet_ends) return false;
    assert(!m_quiet_ends);  // begin was promised quiet_ends at every call: no history rows kept
    complete(pos, cache, n);
  }
  return n < turns.size();
}

// The whole list, scored as at begin (every turn with the history rows kept there: a turn's score depends on
// the turn and its row alone) and ordered as order() has ordered it up to n.
void StageFour::complete(Position& pos, TurnCache& cache, std::size_t n) {
  std::vector<Turn>& turns = *m_turns;
  std::vector<int>& scores = *m_scores;
  thread_local std::vector<Turn> whole;
  thread_local std::vector<int> whole_scores;
  cache.generate(pos, whole);
  std::size_t kept = 0;
  whole_scores.clear();
  for (std::size_t i = 0; i < whole.size(); ++i) {
    const Turn& t = whole[i];
    if (left_out(t)) continue;
    const auto& row = m_rows[m_row_of[static_cast<std::size_t>(t.first().from().index())]];
    whole_scores.push_back(score(pos, t, row.data()));
    if (kept != i) whole[kept] = t;
    ++kept;
  }
  whole.resize(kept);
  for (std::size_t k = 0; k <= n && k < whole.size(); ++k) {
    if (k < kPicked)
      pick_next(whole, whole_scores, k);
    else if (k == kPicked)
      sort_rest(whole, whole_scores, k);
  }
  turns.assign(whole.begin(), whole.end());
  scores.assign(whole_scores.begin(), whole_scores.end());
  m_lazy = false;
}

}  // namespace saban::analysis
