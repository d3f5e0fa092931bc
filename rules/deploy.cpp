// Deploy turns: the sub-moves of a stack's pieces, the order they are made in (R-STACK-4), and cotulenh's
// joins (docs/rules.md Q 32, Q 33). Split from movegen.cpp, whose public functions list them.
#include <algorithm>
#include <cstdlib>
#include <optional>

#include "rules/movegen.h"
#include "rules/movegen_detail.h"
#include "rules/pieces.h"

namespace saban {

using board::can_stand;
using detail::direction_to;
using detail::directions_to;
using detail::kAllDirections;
using detail::unit_moves;

namespace {

// Cotulenh: `p` joins a piece that left earlier in this turn wherever that went. A sub-move of `p` already
// listed that ends there becomes the join (the engine replays the earlier sub-move with both pieces): a
// combine onto the unit standing there, or, where the earlier piece captured by staying or by suicide, the
// same kind (p stays home, or is lost with it; Q 32). Where none is listed, `p` may still join beyond its own
// reach when the joined unit may stand on that point. The stack's carrier never joins (the engine treats its
// move as ending the deploy): it boards the unit there as an ordinary combine, beyond its reach too.
void add_recombines(const Position& pos, Square from, Piece p, bool carrier, const Turn& cur,
                    std::size_t first, std::vector<Move>& scratch) {
  const Profile& profile = pos.profile();
  SquareSet done;  // a point two earlier pieces went to is joined once
  for (const Move& earlier : cur) {
    if (done.test(earlier.to())) continue;
    done.set(earlier.to());
    const MoveKind k = earlier.kind();
    const bool stands = k == MoveKind::Quiet || k == MoveKind::Capture || k == MoveKind::Combine;
    const bool follows = profile.join_follows_earlier_move && !carrier &&
                         (k == MoveKind::StayCapture || k == MoveKind::Suicide);
    if (!stands && !follows) continue;
    const Square to = earlier.to();
    const MoveKind kind = stands ? MoveKind::Combine : k;
    const bool joins = !carrier;
    bool known = false;
    for (std::size_t i = first; i < scratch.size(); ++i) {
      if (scratch[i].to() != to || scratch[i].joins()) continue;
      known = true;
      if (!joins) continue;
      // The piece's own move there: onto the unit now standing there (a combine), or onto the point emptied
      // by a stay capture or suicide (a quiet move).
      scratch[i] = Move(from, to, kind, p, true, true);
    }
    if (known) continue;
    std::optional<Stack> joined;
    if (stands) {
      joined = combine(pos.at(to), Stack::single(p), profile.stacking);
    } else {
      // The earlier unit did not leave: the pieces that went its way, with `p`.
      Stack unit;
      for (const Move& m : cur)
        if (m.to() == to && m.kind() == k && unit.size < Stack::kMaxPieces) {
          auto with = unit.empty() ? std::optional<Stack>(Stack::single(m.piece()))
                                   : combine(unit, Stack::single(m.piece()), profile.stacking);
          if (with) unit = *with;
        }
      joined = combine(unit, Stack::single(p), profile.stacking);
    }
    if (joined && can_stand(joined->top().type(), to)) scratch.emplace_back(from, to, kind, p, true, joins);
  }
}

// Which sub-moves a deploy enumeration keeps: all, or only those of a piece of type t that end on targets[t]
// (walking only the lines towards them).
struct DeployFilter {
  const DeployTargets* targets = nullptr;
};

// The sub-moves of piece `p` leaving the stack on `from` that the filter keeps, appended to `scratch`. With
// `only_to` valid, the list has every sub-move that ends there (and may have others: the joins to other
// points).
void deploy_moves(const Position& pos, Square from, Piece p, bool carrier, const Turn& cur,
                  const DeployFilter& filter, std::vector<Move>& scratch, unsigned dirs = kAllDirections,
                  Square only_to = Square()) {
  const std::size_t first = scratch.size();
  const SquareSet* keep =
      filter.targets ? &(*filter.targets)[static_cast<std::size_t>(index(p.type()))] : nullptr;
  if (keep && !keep->any()) return;  // nowhere to go: no turn moves this piece
  unit_moves(pos, from, p, true, keep ? directions_to(from, *keep) & dirs : dirs, scratch, false, only_to);
  if (pos.profile().deploy_recombine && cur.size) add_recombines(pos, from, p, carrier, cur, first, scratch);
  if (keep)
    scratch.erase(std::remove_if(scratch.begin() + static_cast<std::ptrdiff_t>(first), scratch.end(),
                                 [&](const Move& m) { return !keep->test(m.to()); }),
                  scratch.end());
}

// Does a sub-move change what the zones let a plane do: take a unit holding an air-defence piece, or (while a
// zone lingers, Q 31) anything that may refresh the cached map?
bool changes_zones(const Position& pos, Move m) {
  if (pos.lingering_zone(Side::Red).square.valid() || pos.lingering_zone(Side::Blue).square.valid())
    return true;
  if (!m.is_capture()) return false;
  const Stack& target = pos.at(m.to());
  for (int i = 0; i < target.size; ++i)
    if (air_defence_radius(target.pieces[static_cast<std::size_t>(i)].with_heroic(false)) > 0) return true;
  return false;
}

[[gnu::always_inline]] inline bool is_plane(Move m) {
  return m.piece().type() == PieceType::AirForce && !m.piece().heroic();
}
[[gnu::always_inline]] inline bool is_commander(Move m) { return m.piece().type() == PieceType::Commander; }

// Could sub-move `b` of a deploy turn from `from` have been made before `a`, the one made just before it,
// with both unchanged? A conservative test on what the generator reads: neither joins the other, neither ends
// on the line segment the other walks, neither is a commander (whose moves depend on the lines to the enemy
// commander), and neither is a plane while the other changes the zones (`a_zones`, `b_zones`: changes_zones
// of each).
bool commutes(Square from, Move a, bool a_zones, Move b, bool b_zones) {
  if (a.joins() || b.joins() || a.to() == b.to() || is_commander(a) || is_commander(b)) return false;
  auto crosses = [&](Move m, Square point) {  // does m's walk from `from` reach `point` (inclusive)?
    const int dir = direction_to(from, m.to());
    if (dir < 0 || dir != direction_to(from, point)) return false;
    const int dm = std::max(std::abs(m.to().file() - from.file()), std::abs(m.to().rank() - from.rank()));
    const int dp = std::max(std::abs(point.file() - from.file()), std::abs(point.rank() - from.rank()));
    return dp <= dm;
  };
  if (crosses(a, b.to()) || crosses(b, a.to())) return false;
  return !((is_plane(a) && b_zones) || (is_plane(b) && a_zones));
}

// The sub-moves of a piece (unit_moves, no joins) at the position before the turn's last sub-move, with the
// direction of each: that level's own list of the piece (its lines filtered), and the one the last sub-move's
// list is made from: that sub-move changes only the stack's point and the point it goes to, so only the line
// through that point is walked again (deploy_turns, relist).
struct LastRaw {
  bool valid = false;
  std::vector<Move> moves;
  std::vector<std::int8_t> dirs;
};

// unit_moves(pos, from, p, true, kAllDirections) one sub-move after `moves` (with `dirs`, the direction of
// each) were listed, that sub-move having gone to a point in direction `changed` from the stack (-1: on none
// of its lines): it changed only the stack's point and its own, so the other lines' moves are kept and that
// line is walked again, in direction order as unit_moves lists them. Appended to `out`, and with `out_dirs`
// the direction of each to it.
void relist(const Position& pos, Square from, Piece p, const std::vector<Move>& moves,
            const std::vector<std::int8_t>& dirs, int changed, std::vector<Move>& out,
            std::vector<std::int8_t>* out_dirs) {
  bool walked = changed < 0;
  const auto walk = [&] {
    const std::size_t before = out.size();
    unit_moves(pos, from, p, true, 1u << changed, out);
    if (out_dirs)
      out_dirs->resize(out_dirs->size() + (out.size() - before), static_cast<std::int8_t>(changed));
    walked = true;
  };
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!walked && dirs[i] >= changed) walk();
    if (dirs[i] == changed) continue;
    out.push_back(moves[i]);
    if (out_dirs) out_dirs->push_back(dirs[i]);
  }
  if (!walked) walk();
}

// Can a piece's sub-moves be reused so: its moves read only the points along its lines (not a commander,
// whose moves read the lines to the enemy commander, nor a plane, whose moves read the enemy's zones).
bool reusable(Piece p) { return p.type() != PieceType::Commander && p.type() != PieceType::AirForce; }

// A deploy enumeration in progress: the stack, the sub-moves made so far and their order keys.
struct DeployWalk {
  Position& pos;
  Square from;
  Stack original;
  DeployMode mode;
  const DeployFilter& filter;
  std::vector<Move>& scratch;
  std::vector<Turn>& out;
  const Position* before = nullptr;  // Full: the position before the turn (for canonical())
  /// Full: the sub-moves each piece of the stack may make first, from `before` (deploy_moves, no filter), by
  /// stack index; valid_order's first test.
  const std::array<std::vector<Move>, Stack::kMaxPieces>* first_moves = nullptr;
  /// Full: the direction of each of those from the stack's point.
  const std::array<std::vector<std::int8_t>, Stack::kMaxPieces>* first_dirs = nullptr;
  /// Full: the position after each of those first sub-moves, made from `before` when valid_order first asks
  /// for it (`after_made` says which are): the same sub-move is tried first for many turns.
  std::array<std::vector<Position>, Stack::kMaxPieces>* after_first = nullptr;
  std::array<std::vector<std::uint8_t>, Stack::kMaxPieces>* after_made = nullptr;
  std::array<LastRaw, Stack::kMaxPieces>* last_raw = nullptr;  // by stack index, unfiltered walks only
  Turn cur;
  /// The order key of each sub-move of `cur`: the stack index of its piece (of the first of equal pieces)
  /// above the move's bits, which order the sub-moves of equal pieces.
  std::array<std::uint64_t, 3> key{};
  std::array<bool, 3> zones{};  // changes_zones of each sub-move of `cur`, before it was made
  unsigned moved = 0;
  /// Sparse (generate_deploy_turns_sparse): only the turns of one sub-move, those that capture and
  /// `wanted` are listed; `capturers` has the bit of each stack index whose piece has an enemy within its
  /// capture reach (the others cannot capture during the turn: a sub-move that captures nothing removes no
  /// enemy, and a deploy turn's captures are its pieces' own).
  bool sparse = false;
  unsigned capturers = 0;
  const std::array<Turn, 2>* wanted = nullptr;
  std::size_t head = 0;     // the first `head` turns of several sub-moves are listed whatever they are
  std::size_t several = 0;  // how many of those were listed so far
};

bool captures(const Turn& t) {
  for (const Move& m : t)
    if (m.is_capture()) return true;
  return false;
}

// Does `t` begin with the sub-moves of `prefix` (all of them, or `t` is `prefix` when `whole`)?
bool begins_with(const Turn& t, const Turn& prefix, bool whole) {
  if (whole ? t.size != prefix.size : t.size <= prefix.size) return false;
  for (int i = 0; i < prefix.size; ++i)
    if (t.moves[static_cast<std::size_t>(i)] != prefix.moves[static_cast<std::size_t>(i)]) return false;
  return true;
}

// Sparse: is the current turn listed, and may a longer one that begins with it be?
bool sparse_lists(const DeployWalk& w) {
  return w.cur.size == 1 || captures(w.cur) || begins_with((*w.wanted)[0], w.cur, true) ||
         begins_with((*w.wanted)[1], w.cur, true);
}
bool sparse_leads(const DeployWalk& w) {
  return (w.capturers & ~w.moved) || captures(w.cur) || begins_with((*w.wanted)[0], w.cur, false) ||
         begins_with((*w.wanted)[1], w.cur, false);
}
// Sparse: after the current sub-moves (none of which captures or begins a wanted turn), is `j` the only piece
// left that may capture? Then only its captures can be or begin a listed turn.
bool sparse_captures_only(const DeployWalk& w, int j) {
  return w.several >= w.head && w.cur.size && (w.capturers & ~w.moved) == (1u << j) && !captures(w.cur) &&
         !begins_with((*w.wanted)[0], w.cur, false) && !begins_with((*w.wanted)[1], w.cur, false);
}

// The order key of piece `j`'s sub-move `m` (DeployWalk::key).
std::uint64_t order_key(const Stack& original, int j, Move m) {
  int first = j;
  for (int k = 0; k < j; ++k)
    if (original.pieces[static_cast<std::size_t>(k)] == original.pieces[static_cast<std::size_t>(j)]) {
      first = k;
      break;
    }
  return (static_cast<std::uint64_t>(first) << 32) | m.raw();
}

// Is the list of sub-moves `order` (in this order) a deploy turn of the stack: each sub-move among those the
// generator lists after the ones before it?
bool valid_order(const DeployWalk& w, const std::array<int, 3>& order) {
  thread_local std::vector<Move> moves;
  // The first sub-move: among the piece's first sub-moves from `before`, listed once per walk (the piece at
  // the order key's index is the same piece).
  const std::size_t at0 = static_cast<std::size_t>(order[0]);
  const Move m0 = w.cur.moves[at0];
  const std::size_t piece0 = static_cast<std::size_t>(w.key[at0] >> 32);
  const std::vector<Move>& listed = (*w.first_moves)[piece0];
  const auto found = std::find(listed.begin(), listed.end(), m0);
  if (found == listed.end()) return false;
  if (w.cur.size == 1) return true;
  // The position after it, made once per walk.
  const std::size_t slot = static_cast<std::size_t>(found - listed.begin());
  Position& after = (*w.after_first)[piece0][slot];
  std::uint8_t& made = (*w.after_made)[piece0][slot];
  if (!made) {
    after = *w.before;
    Undo u;
    after.snapshot(u);
    after.do_sub_move(m0, u);
    made = 1;
  }
  // The later sub-moves: only whether each is listed matters, so the line towards its point is walked, up to
  // that point (the sub-moves ending there are the same as in the whole list, joins included: add_recombines
  // looks only at the moves ending on each joined point). A three-piece turn's second sub-move is made on
  // `after` itself and undone before returning (a copy of the position cost more).
  Turn t;
  t.push(m0);
  Undo second;
  bool made_second = false;
  bool listed_all = true;
  const bool recombine = w.pos.profile().deploy_recombine;
  for (int k = 1; k < w.cur.size; ++k) {
    const std::size_t at = static_cast<std::size_t>(order[static_cast<std::size_t>(k)]);
    const Move m = w.cur.moves[at];
    if (!recombine) {
      // No joins: deploy_moves' list is unit_moves', whose moves to one point unit_moves_to writes without
      // the general walk's set-up.
      std::array<Move, kMaxMovesTo> to{};
      const int n = unit_moves_to(after, w.from, m.piece(), true, m.to(), to);
      if (std::find(to.begin(), to.begin() + n, m) == to.begin() + n) {
        listed_all = false;
        break;
      }
    } else {
      moves.clear();
      const int dir = direction_to(w.from, m.to());
      deploy_moves(after, w.from, m.piece(), (w.key[at] >> 32) == 0, t, DeployFilter{}, moves,
                   dir >= 0 ? 1u << dir : kAllDirections, m.to());
      if (std::find(moves.begin(), moves.end(), m) == moves.end()) {
        listed_all = false;
        break;
      }
    }
    if (k + 1 == w.cur.size) break;  // the last one need not be made
    after.snapshot(second);
    after.do_sub_move(m, second);
    made_second = true;
    t.push(m);
  }
  if (made_second) after.undo_turn(second);
  return listed_all;
}

// Full mode lists each set of sub-moves once, in its canonical order: the first (by order key, compared
// lexicographically) in which it is a turn. Is the current list in that order?
bool canonical(const DeployWalk& w) {
  const int n = w.cur.size;
  bool sorted = true;
  for (int k = 1; k < n; ++k)
    sorted = sorted && w.key[static_cast<std::size_t>(k - 1)] < w.key[static_cast<std::size_t>(k)];
  if (sorted) return true;
  std::array<int, 3> order{0, 1, 2};
  auto by_key = [&](int a, int b) {
    return w.key[static_cast<std::size_t>(a)] < w.key[static_cast<std::size_t>(b)];
  };
  for (int k = 1; k < n; ++k)  // insertion sort of at most three
    for (int i = k;
         i > 0 && by_key(order[static_cast<std::size_t>(i)], order[static_cast<std::size_t>(i - 1)]); --i)
      std::swap(order[static_cast<std::size_t>(i)], order[static_cast<std::size_t>(i - 1)]);
  // The orders in increasing key sequence, up to the current one: is any of them a turn?
  do {
    bool smaller = false;
    for (int k = 0; k < n; ++k) {
      const std::uint64_t mine = w.key[static_cast<std::size_t>(k)];
      const std::uint64_t theirs = w.key[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])];
      if (theirs != mine) {
        smaller = theirs < mine;
        break;
      }
    }
    if (!smaller) break;
    if (valid_order(w, order)) return false;
  } while (std::next_permutation(order.begin(), order.begin() + n, by_key));
  return true;
}

// Enumerates the deploy turns of the stack: sub-moves of the pieces not yet moved, each seeing the board
// after the ones before (R-STACK-4). AnyOrder lists every order; Full lists each set of sub-moves once, in
// canonical order: a piece moving after one that stands later in the stack is tried only where the two do not
// commute (the swapped, smaller order is the canonical one otherwise, for this turn and every longer one),
// and only on the line towards the earlier sub-move's point unless it flies or commands; what is left is
// tested by canonical(). With a filter, only the turns whose every sub-move it keeps (as filtering afterwards
// would).
void deploy_turns(DeployWalk& w) {
  const bool full = w.mode == DeployMode::Full;
  const std::uint64_t last = w.cur.size ? w.key[static_cast<std::size_t>(w.cur.size - 1)] : 0;
  // One sub-move before the last: the sub-moves the pieces could make last, as they are here.
  const bool unfiltered = w.filter.targets == nullptr;
  if (unfiltered && w.cur.size + 2 == w.original.size) {
    for (int j = 0; j < w.original.size; ++j) {
      LastRaw& raw = (*w.last_raw)[static_cast<std::size_t>(j)];
      const Piece p = w.original.pieces[static_cast<std::size_t>(j)];
      raw.valid = !(w.moved & (1u << j)) && reusable(p);
      if (!raw.valid) continue;
      raw.moves.clear();
      raw.dirs.clear();
      if (w.before) {
        // Full: from the piece's first sub-moves (unit_moves' list at `before`), as they are before the
        // first sub-move, or with the line through its point walked again after it.
        const std::vector<Move>& listed = (*w.first_moves)[static_cast<std::size_t>(j)];
        const std::vector<std::int8_t>& listed_dirs = (*w.first_dirs)[static_cast<std::size_t>(j)];
        if (w.cur.size == 0) {
          raw.moves = listed;
          raw.dirs = listed_dirs;
        } else {
          relist(w.pos, w.from, p, listed, listed_dirs, direction_to(w.from, w.cur.moves[0].to()), raw.moves,
                 &raw.dirs);
        }
        continue;
      }
      unit_moves(w.pos, w.from, p, true, kAllDirections, raw.moves);
      raw.dirs.resize(raw.moves.size());
      for (std::size_t i = 0; i < raw.moves.size(); ++i)
        raw.dirs[i] = static_cast<std::int8_t>(direction_to(w.from, raw.moves[i].to()));
    }
  }
  const bool raw_level = unfiltered && w.cur.size + 2 == w.original.size;
  const bool last_level = unfiltered && w.cur.size + 1 == w.original.size;
  for (int j = 0; j < w.original.size; ++j) {
    if (w.moved & (1u << j)) continue;
    const Piece p = w.original.pieces[static_cast<std::size_t>(j)];
    // Two equal pieces (official: a navy carrying two air forces) leave in stack order: the same sub-moves of
    // the other one would be the same turn.
    bool twin = false;
    for (int k = 0; k < j; ++k)
      twin = twin || (!(w.moved & (1u << k)) && w.original.pieces[static_cast<std::size_t>(k)] == p);
    if (twin) continue;
    const std::uint64_t piece_key = order_key(w.original, j, Move()) >> 32;
    // A piece that stands earlier in the stack than the previous sub-move's (its sub-moves are all out of
    // order).
    const bool behind = w.cur.size && piece_key < (last >> 32);
    const std::size_t first = w.scratch.size();
    unsigned dirs = kAllDirections;
    const Move previous = w.cur.size ? w.cur.moves[static_cast<std::size_t>(w.cur.size - 1)] : Move();
    const bool previous_zones = w.cur.size && w.zones[static_cast<std::size_t>(w.cur.size - 1)];
    // Out of order, only the sub-moves that do not commute with the previous one are wanted: those on the
    // line towards its point, unless a plane or a commander is involved in a way that reaches further.
    if (full && behind && !previous.joins() && !is_commander(previous) && !is_plane(previous) &&
        p.type() != PieceType::Commander &&
        !(p.type() == PieceType::AirForce && !p.heroic() && previous_zones)) {
      const int dir = direction_to(w.from, previous.to());
      dirs = dir >= 0 ? 1u << dir : 0u;
    }
    const LastRaw& raw = (*w.last_raw)[static_cast<std::size_t>(j)];
    if (w.sparse && sparse_captures_only(w, j)) {
      // The captures of deploy_moves' list, in its order (no join is a capture after sub-moves that capture
      // nothing).
      unit_moves(w.pos, w.from, p, true, dirs, w.scratch, true);
    } else if (w.cur.size == 0 && unfiltered && w.before) {  // Full: first_moves filled
      // The first sub-moves: listed already for canonical() (deploy_moves from the same position).
      const std::vector<Move>& listed = (*w.first_moves)[static_cast<std::size_t>(j)];
      w.scratch.insert(w.scratch.end(), listed.begin(), listed.end());
    } else if (last_level && dirs == kAllDirections && raw.valid) {
      // deploy_moves, from the list before the previous sub-move: the lines that do not go through its point
      // are unchanged (unit_moves lists them in direction order); that one is walked again here.
      relist(w.pos, w.from, p, raw.moves, raw.dirs, direction_to(w.from, previous.to()), w.scratch, nullptr);
      if (w.pos.profile().deploy_recombine && w.cur.size)
        add_recombines(w.pos, w.from, p, j == 0, w.cur, first, w.scratch);
    } else if (raw_level && raw.valid) {
      // deploy_moves: unit_moves' list here, made above, on the lines of `dirs`.
      for (std::size_t i = 0; i < raw.moves.size(); ++i)
        if ((dirs >> raw.dirs[i]) & 1u) w.scratch.push_back(raw.moves[i]);
      if (w.pos.profile().deploy_recombine && w.cur.size)
        add_recombines(w.pos, w.from, p, j == 0, w.cur, first, w.scratch);
    } else {
      deploy_moves(w.pos, w.from, p, j == 0, w.cur, w.filter, w.scratch, dirs);
    }
    const std::size_t end = w.scratch.size();
    for (std::size_t i = first; i < end; ++i) {
      const Move m = w.scratch[i];
      const std::uint64_t key = (piece_key << 32) | m.raw();  // order_key(w.original, j, m)
      const bool zones = full && changes_zones(w.pos, m);
      if (full && w.cur.size && key < last && commutes(w.from, previous, previous_zones, m, zones)) continue;
      w.key[static_cast<std::size_t>(w.cur.size)] = key;
      w.zones[static_cast<std::size_t>(w.cur.size)] = zones;
      w.cur.push(m);
      const bool whole = !w.sparse || w.several < w.head;
      if ((whole || sparse_lists(w)) && (!full || canonical(w))) {
        w.out.push_back(w.cur);
        w.several += w.cur.size > 1;
      }
      w.moved |= 1u << j;
      if (w.cur.size < w.original.size && (whole || sparse_leads(w))) {
        Undo u;
        w.pos.snapshot(u);
        w.pos.do_sub_move(m, u);
        deploy_turns(w);
        w.pos.undo_turn(u);
      }
      w.moved &= ~(1u << j);
      w.cur.pop();
    }
    w.scratch.resize(first);
  }
}

}  // namespace

void detail::deploy_turns_from(Position& pos, Square from, const Stack& st, DeployMode mode,
                               const DeployTargets* targets, std::vector<Move>& moves, std::vector<Turn>& out,
                               const std::array<Turn, 2>* wanted, std::size_t head) {
  const DeployFilter filter{targets};
  if (mode == DeployMode::Single) {
    for (int j = 0; j < st.size; ++j) {
      moves.clear();
      deploy_moves(pos, from, st.pieces[j], j == 0, Turn{}, filter, moves);
      for (Move m : moves) out.emplace_back(m);
    }
  } else {
    moves.clear();
    std::optional<Position> before;
    thread_local std::array<std::vector<Move>, Stack::kMaxPieces> first_moves;
    thread_local std::array<std::vector<std::int8_t>, Stack::kMaxPieces> first_dirs;
    thread_local std::array<std::vector<Position>, Stack::kMaxPieces> after_first;
    thread_local std::array<std::vector<std::uint8_t>, Stack::kMaxPieces> after_made;
    thread_local std::array<LastRaw, Stack::kMaxPieces> last_raw;
    if (mode == DeployMode::Full) {
      before.emplace(pos);
      for (int j = 0; j < st.size; ++j) {
        const std::size_t sj = static_cast<std::size_t>(j);
        std::vector<Move>& list = first_moves[sj];
        list.clear();
        deploy_moves(pos, from, st.pieces[sj], j == 0, Turn{}, DeployFilter{}, list);
        first_dirs[sj].resize(list.size());
        for (std::size_t i = 0; i < list.size(); ++i)
          first_dirs[sj][i] = static_cast<std::int8_t>(direction_to(from, list[i].to()));
        // Grown, never shrunk: the positions are overwritten before they are read.
        if (after_first[sj].size() < list.size()) after_first[sj].resize(list.size(), pos);
        after_made[sj].assign(list.size(), 0);
      }
    }
    DeployWalk w{pos,
                 from,
                 st,
                 mode,
                 filter,
                 moves,
                 out,
                 before ? &*before : nullptr,
                 &first_moves,
                 &first_dirs,
                 &after_first,
                 &after_made,
                 &last_raw,
                 Turn{},
                 {},
                 {},
                 0};
    if (wanted) {
      w.sparse = true;
      w.wanted = wanted;
      w.head = head;
      for (int j = 0; j < st.size; ++j)
        if (detail::may_capture_deployed(pos, from, st.pieces[static_cast<std::size_t>(j)]))
          w.capturers |= 1u << j;
    }
    deploy_turns(w);
  }
}

void generate_deploy_turns_sparse(Position& pos, Square from, const std::array<Turn, 2>& wanted,
                                  std::size_t head, std::vector<Turn>& out) {
  thread_local std::vector<Move> moves;
  const Stack st = pos.at(from);
  if (!st.is_stack()) return;
  detail::deploy_turns_from(pos, from, st, DeployMode::Full, nullptr, moves, out, &wanted, head);
}

void generate_deploy_turns_to(Position& pos, Square from, DeployMode mode, const DeployTargets& targets,
                              std::vector<Turn>& out) {
  thread_local std::vector<Move> moves;
  const Stack st = pos.at(from);
  if (!st.is_stack()) return;
  detail::deploy_turns_from(pos, from, st, mode, &targets, moves, out);
}

void generate_deploy_moves_to(const Position& pos, Square from, Piece p, bool carrier, const Turn& earlier,
                              Square to, std::vector<Move>& out) {
  DeployTargets targets{};
  targets[static_cast<std::size_t>(index(p.type()))].set(to);
  deploy_moves(pos, from, p, carrier, earlier, DeployFilter{&targets}, out, kAllDirections, to);
}

void generate_deploy_turns_to(Position& pos, Square from, DeployMode mode, const SquareSet& targets,
                              std::vector<Turn>& out) {
  DeployTargets by_type;
  by_type.fill(targets);
  generate_deploy_turns_to(pos, from, mode, by_type, out);
}

}  // namespace saban
