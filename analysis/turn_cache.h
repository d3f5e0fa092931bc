// The search's turn lists: the move ordering's scores and selection, a few long lists remembered by position
// key, and stage 4's list, whose quiet deploy turns of several sub-moves are listed only when the search gets
// to them.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "analysis/evaluate.h"
#include "rules/movegen.h"

namespace saban::analysis {

/// Does a sub-move of the turn take something?
bool is_capture(const Turn& t);
/// What a turn captures, by value (the capturer's own loss in a one-for-one subtracted). Inline: scored for
/// every capture listed.
inline int capture_gain(const Position& pos, const Turn& t) {
  int gain = 0;
  for (const Move& m : t) {
    if (!m.is_capture()) continue;
    const Stack& target = pos.at(m.to());
    for (int i = 0; i < target.size; ++i) gain += piece_value(target.pieces[i]);
    if (m.kind() == MoveKind::Suicide) gain -= piece_value(m.piece());
  }
  return gain;
}
/// Moves the best-scored turn of turns[n..] to index n, the first of equal ones (a selection sort done
/// lazily: cut-offs skip the rest). Inline: called for every capture quiescence tries.
inline void pick_next(std::vector<Turn>& turns, std::vector<int>& scores, std::size_t n) {
  std::size_t best = n;
  for (std::size_t j = n + 1; j < turns.size(); ++j)
    if (scores[j] > scores[best]) best = j;
  if (best != n) {
    std::swap(turns[n], turns[best]);
    std::swap(scores[n], scores[best]);
  }
}
/// Sorts turns[from..] by their scores, best first, ties in their present order.
void sort_rest(std::vector<Turn>& turns, std::vector<int>& scores, std::size_t from);
/// a == b, the first sub-moves compared first (most turns compared differ there; an empty turn's first
/// sub-move, which pop() leaves behind, is not compared).
bool same_turn(const Turn& a, const Turn& b);

/// generate_turns(pos, DeployMode::Full, ...), remembered by pos.key() for the lists of at least `min_size`
/// turns (shorter ones cost less to list than to keep). The answer is always generate_turns': an entry is
/// used only when its full 64-bit key is the position's (as the transposition table trusts the key) and it
/// was written in the current generation. The turns also depend on the rules profile, which the key does
/// not hold: the searcher starts a new generation for every search.
class TurnCache {
 public:
  explicit TurnCache(std::size_t min_size = 64) : m_min_size(min_size) {}

  /// Replaces `out` with the position's turns, in generate_turns' order.
  void generate(Position& pos, std::vector<Turn>& out);
  /// The same if the position's list is kept (true); else leaves `out` as it is (false).
  bool find(const Position& pos, std::vector<Turn>& out) const;
  /// Keeps `turns` as the position's list if it is long enough (they must be generate_turns').
  void store(const Position& pos, const std::vector<Turn>& turns);
  /// Forgets every entry.
  void clear() { ++m_generation; }

 private:
  // saban bench against 1024 slots: 128 slots, 0.8 % more instructions (fewer of the lists a re-search or the
  // next iteration asks for again are still kept); 4096, 0.4 % fewer, but some 10 MB more memory at
  // --depth 6 (a slot keeps its list's capacity). 32 with lists of 256 turns or more: more instructions.
  // Two ways: a position's list is in one of the two slots of its pair; a new one replaces the older.
  static constexpr std::size_t kSlots = 1024;
  struct Slot {
    std::uint64_t key = 0;
    std::uint64_t generation = 0;  // 0: never written
    std::uint64_t written = 0;     // when (m_writes), to replace the older of a pair
    std::vector<Turn> turns;
  };
  std::size_t slot_of(const Position& pos) const;  // the slot of its list in this generation, or kSlots
  std::array<Slot, kSlots> m_slots;
  std::size_t m_min_size;
  std::uint64_t m_generation = 1;
  std::uint64_t m_writes = 0;
};

/// Stage 4 of the search (Searcher::negamax): the turns the earlier stages did not try, in the order the
/// search tries them. The plain definition: generate_turns(pos, DeployMode::Full), less the captures of one
/// sub-move and the turns `tried`; each scored (captures (1 << 24) + capture_gain, the killers (1 << 23) + 1
/// and 1 << 23, any other the history of its first sub-move's points); the first kPicked picked best-first
/// (pick_next), the rest then sorted (sort_rest).
///
/// The shortcut (`lazy`): a stack's deploy turns of several sub-moves that capture nothing and are no killer
/// (quiet, scored by history) run to thousands, of which a search near the leaves tries few. A stack's turns
/// are listed by generate_deploy_turns_sparse, without them (but for the first kPicked turns of the list,
/// which pick_next moves about). Each of those scores
/// the history of its first sub-move, which is a quiet turn of one sub-move of the list, so none scores more
/// than the highest of those (`deferred_max`): a quiet turn scored above it comes first in the whole list
/// too. The whole list is made (and brought to the same point of the order) only when the order reaches a
/// quiet turn scored at most that; or never, if the search stops at the first quiet turn.
///
/// Where the caller says at begin that it will stop at the first quiet turn (`quiet_ends`: futility once a
/// legal turn was searched), the list past its first kPicked turns holds only the turns scored 1 << 23 or
/// more (the deploy captures and the killers): it gives the same turns in the same order up to the first
/// quiet one, where order() says false. A subsequence of the whole list that keeps its first kPicked turns
/// and every turn scored higher than any quiet one gives them: pick_next and sort_rest order those the same.
class StageFour {
 public:
  static constexpr std::size_t kPicked = 4;

  struct Ordering {
    Turn tt;                        ///< the table's turn (stage 1), left out
    std::array<Turn, 2> tried{};    ///< the killers stage 3 tried, left out
    std::array<Turn, 2> killers{};  ///< the ply's killers
    const int* history = nullptr;   ///< by first sub-move, from.index() * kSquares + to.index()
  };

  /// Lists and scores the turns into `turns` and `scores` (which the object then uses until the next begin),
  /// leaving the quiet deploy turns of several sub-moves out when `lazy`. With `quiet_ends` (the caller will
  /// call order() with quiet_ends at every n: it stops at the first quiet turn) every quiet turn past the
  /// first kPicked is left out: the units after those are not asked for their quiet moves at all. The
  /// history may change afterwards: the turns keep the scores it gave them here.
  void begin(Position& pos, TurnCache& cache, const Ordering& o, bool lazy, bool quiet_ends,
             std::vector<Turn>& turns, std::vector<int>& scores);
  /// Brings the turn to try n-th to turns[n] (called for n = 0, 1, 2, ... in turn, with `pos` as at begin)
  /// and says whether there is one. With `quiet_ends` (the caller stops at the first quiet turn, scored below
  /// 1 << 23) it may say false where the n-th turn is a quiet one instead.
  bool order(Position& pos, TurnCache& cache, std::size_t n, bool quiet_ends) {
    // Past the picked turns of a whole list, sorted already: inline (called for every late turn tried).
    if (n > kPicked && !m_lazy) return n < m_turns->size();
    return order_picked(pos, cache, n, quiet_ends);
  }
  /// Are turns left out of the list (begin's shortcut, not undone yet)?
  bool partial() const { return m_lazy; }

 private:
  // left_out and score inline (always_inline): called for every turn of every stage-4 list, their calls
  // cost 0.6 % of saban bench.
  [[gnu::always_inline]] bool left_out(const Turn& t) const;
  bool order_picked(Position& pos, TurnCache& cache, std::size_t n, bool quiet_ends);  // order's general case
  /// The turn's score, `row` the history of its first sub-move's point of departure, by point of arrival.
  [[gnu::always_inline]] int score(const Position& pos, const Turn& t, const int* row) const;
  const int* row(const Turn& t) const;  // the history's row of t's first sub-move
  bool killer_from(Square from) const;  // may a turn of the unit on `from` be a killer of the list?
  // May a turn of `units` (the side to move's) score 1 << 23 or more: has the side a stack (deploy captures
  // of several sub-moves) or is a killer not left out one of its units' turns? (Its captures of one sub-move
  // are left out.)
  bool scored_high(const Position& pos, const SquareSet& units) const;
  void complete(Position& pos, TurnCache& cache, std::size_t n);

  Ordering m_o;
  std::vector<Turn>* m_turns = nullptr;
  std::vector<int>* m_scores = nullptr;
  bool m_lazy = false;
  bool m_quiet_ends = false;  // begin's promise (Debug builds check it)
  int m_deferred_max = -1;
  // With turns left out: the history's row of each unit of the side to move as at begin (m_row_of[point]
  // indexes m_rows), which complete() scores the whole list with.
  std::vector<std::array<int, kSquares>> m_rows;
  std::array<std::uint8_t, kSquares> m_row_of{};
};

}  // namespace saban::analysis
