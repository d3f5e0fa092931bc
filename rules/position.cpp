#include "rules/position.h"

#include <cassert>

#include "rules/fen.h"
#include "rules/pieces.h"
#include "rules/zobrist.h"

namespace saban {

Position::Position(Profile profile) : m_profile(std::move(profile)) {
  // The official profile's attack table is built once: every position made with it (a record's start
  // position, made once a game and then replaced) built its own, 5,400 instructions.
  static const AttackTable official = build_attack_table(official_profile());
  m_attack = m_profile == official_profile() ? official : build_attack_table(m_profile);
  clear();
}

Position Position::start(Profile profile) {
  // The two registered profiles' start positions are read once.
  static const Position official = std::move(parse_fen(kStartFen, official_profile())).value();
  static const Position cotulenh = std::move(parse_fen(kStartFen, cotulenh_profile())).value();
  if (profile == official.profile()) return official;
  if (profile == cotulenh.profile()) return cotulenh;
  auto pos = parse_fen(kStartFen, std::move(profile));
  assert(pos.ok());
  return std::move(pos).value();
}

std::optional<Position> Position::named_start(std::string_view name, Profile profile) {
  const char* fen = name == "standard" ? kStartFen : name == "no-engineers" ? kNoEngineersFen : nullptr;
  if (!fen) return std::nullopt;
  return std::move(parse_fen(fen, std::move(profile))).value();
}

void Position::clear() {
  m_board.fill(Stack{});
  m_side = Side::Red;
  m_halfmove = 0;
  m_fullmove = 1;
  m_key = 0;
  m_commander = {kNoSquare, kNoSquare};
  m_pieces = {0, 0};
  m_occupied = {};
  m_emitters = {};
  m_lingering = {};
}

// The unit `unit` (not empty) on `s` taken off the sets: its side's occupied and emitter points, its pieces
// counted off as a whole and the commander tracked there with it. A unit's pieces are of one side (parse_fen
// refuses a mixed stack), and a side's commander stands on its tracked point. The board and the key are the
// caller's.
[[gnu::always_inline]] inline void Position::take_off(Square s, const Stack& unit) {
  const int side = index(unit.side());
  m_pieces[side] -= unit.size;
  if (m_commander[side] == s) m_commander[side] = kNoSquare;
  m_occupied[side].reset(s);
  m_emitters[side].reset(s);
}

// One piece of side `us` landing alone on `to` (a deploy sub-move's end), taking the enemy unit there if
// there is one: the board, the sets and the commander's point; returns the key's change on `to`.
[[gnu::always_inline]] inline std::uint64_t Position::land(Square to, Piece piece, int us) {
  Stack& target = m_board[to.index()];
  std::uint64_t key = zobrist::piece_key(to, 0, piece);
  if (!target.empty()) {
    key ^= zobrist::stack_key(to, target);
    take_off(to, target);
  }
  m_occupied[us].set(to);
  if (air_defence_radius(piece) > 0) m_emitters[us].set(to);
  if (piece.type() == PieceType::Commander) m_commander[us] = to;
  target = Stack::single(piece);
  return key;
}

// What a deploy leaves on its stack's point `from` (side `us`): the board and the sets (not the key).
[[gnu::always_inline]] inline void Position::leave(Square from, const Stack& remainder, int us) {
  if (remainder.empty()) m_occupied[us].reset(from);
  if (!remainder.empty() && air_defence_radius(remainder.top()) > 0)
    m_emitters[us].set(from);
  else
    m_emitters[us].reset(from);
  m_board[from.index()] = remainder;
}

// Replaces the stack on a point, keeping the key, the commander squares and the piece counts in step: the
// unit replaced is taken off whole (take_off).
void Position::put(Square s, const Stack& st) {
  Stack& cur = m_board[s.index()];
  m_key ^= zobrist::stack_key(s, cur) ^ zobrist::stack_key(s, st);
  if (!cur.empty()) take_off(s, cur);
  if (!st.empty()) {
    const int side = index(st.side());
    m_pieces[side] += st.size;
    if (st.contains(PieceType::Commander)) m_commander[side] = s;
    m_occupied[side].set(s);
    if (air_defence_radius(st.top()) > 0) m_emitters[side].set(s);
  }
  cur = st;
}

// put() for any stack (a position being set up may hold what no turn makes): piece by piece.
void Position::set_stack(Square s, const Stack& st) {
  Stack& cur = m_board[s.index()];
  m_key ^= zobrist::stack_key(s, cur) ^ zobrist::stack_key(s, st);
  for (int i = 0; i < cur.size; ++i) {
    const Piece p = cur.pieces[i];
    --m_pieces[index(p.side())];
    if (p.type() == PieceType::Commander) m_commander[index(p.side())] = kNoSquare;
  }
  if (!cur.empty()) {
    m_occupied[index(cur.side())].reset(s);
    m_emitters[index(cur.side())].reset(s);
  }
  for (int i = 0; i < st.size; ++i) {
    const Piece p = st.pieces[i];
    ++m_pieces[index(p.side())];
    if (p.type() == PieceType::Commander) m_commander[index(p.side())] = s;
  }
  if (!st.empty()) {
    m_occupied[index(st.side())].set(s);
    if (air_defence_radius(st.top()) > 0) m_emitters[index(st.side())].set(s);
  }
  cur = st;
}

void Position::set_side_to_move(Side s) {
  if (s != m_side) m_key ^= zobrist::blue_to_move();
  m_side = s;
}

void Position::set_clocks(int halfmove, int fullmove) {
  m_halfmove = halfmove;
  m_fullmove = fullmove;
}

std::uint64_t Position::compute_key() const {
  std::uint64_t k = m_side == Side::Blue ? zobrist::blue_to_move() : 0;
  for (int i = 0; i < kSquares; ++i) k ^= zobrist::stack_key(Square(i), m_board[i]);
  for (const LingeringZone& z : m_lingering)
    if (z.square.valid()) k ^= zobrist::piece_key(z.square, Stack::kMaxPieces - 1, z.piece);
  return k;
}

// The key less the lingering zones' terms (set_lingering).
std::uint64_t Position::fen_key() const {
  std::uint64_t k = m_key;
  for (const LingeringZone& z : m_lingering)
    if (z.square.valid()) k ^= zobrist::piece_key(z.square, Stack::kMaxPieces - 1, z.piece);
  return k;
}

// Doing and undoing

void Position::record(Undo& u, Square s) const {
  assert(u.count < Undo::kMaxChanges);
  u.changes[u.count++].change = Undo::Change{s, m_board[s.index()]};
}

// A whole unit moving to an empty point or replacing what it captures, the commonest sub-move: the changes of
// put() for both points at once.
void Position::move_unit(Square from, Square to, Undo& u) {
  record(u, from);
  record(u, to);
  Stack& source = m_board[from.index()];
  Stack& target = m_board[to.index()];
  const Stack unit = source;
  const int us = index(unit.side());
  // The unit's keys on both points in one pass, its carrier's without a loop (two stack_key calls walked its
  // pieces twice); the target's only when there is one.
  std::uint64_t key =
      m_key ^ zobrist::piece_key(from, 0, unit.pieces[0]) ^ zobrist::piece_key(to, 0, unit.pieces[0]);
  for (int i = 1; i < unit.size; ++i)
    key ^= zobrist::piece_key(from, i, unit.pieces[i]) ^ zobrist::piece_key(to, i, unit.pieces[i]);
  m_key = key;
  if (!target.empty()) {  // captured: taken off whole, its commander with it
    m_key ^= zobrist::stack_key(to, target);
    take_off(to, target);
  }
  m_occupied[us].reset(from);
  m_occupied[us].set(to);
  if (m_emitters[us].test(from)) {  // the emitter is the unit's top piece: it moves along
    m_emitters[us].reset(from);
    m_emitters[us].set(to);
  }
  if (m_commander[us] == from) m_commander[us] = to;  // the commander moves with its unit
  target = unit;
  source = Stack{};
}

// One piece of a stack moving to an empty point or replacing what it captures (a deploy sub-move): the
// changes of put(from, remainder) and put(to, piece) at once.
void Position::deploy_piece(Move m, const Stack& origin, Undo& u) {
  const Square from = m.from(), to = m.to();
  const Piece piece = m.piece();
  // A stack of two leaves its other piece alone (what without_piece gives, without the call).
  const Stack remainder = origin.size == 2 ? Stack::single(origin.pieces[origin.pieces[0] == piece ? 1 : 0])
                                           : without_piece(origin, piece, m_profile.stacking);
  record(u, from);
  record(u, to);
  const int us = index(origin.side());
  m_key ^= zobrist::stack_key(from, origin) ^ zobrist::stack_key(from, remainder) ^ land(to, piece, us);
  leave(from, remainder, us);
}

// A deploy turn of quiet moves and captures only, made at once: the changes of deploy_piece for each
// sub-move, with the stack's point recorded and keyed once and its remainder made once (what is left after
// the last sub-move: the pieces no sub-move took, one at most when two or more leave). The caller has found
// no lingering zone (track_zone_cache would do nothing). Each sub-move ends on its own point, away from the
// stack and on none of ours (one ending where an earlier one went would be a combine); a turn that does not
// (not a generated one) is left to do_sub_move, and false returned before anything changes.
bool Position::deploy_pieces(const Turn& t, Undo& u) {
  const Square from = t.first().from();
  const Stack origin = m_board[from.index()];
  if (t.size >= origin.size + 1 || t.size < 2) return false;
  const Side side = origin.side();
  unsigned taken = 0;  // the stack's pieces the sub-moves take, one instance each
  for (int i = 0; i < t.size; ++i) {
    const Move m = t.moves[static_cast<std::size_t>(i)];
    if (m.from() != from || m.to() == from) return false;
    const Stack& target = m_board[m.to().index()];
    if (!target.empty() && target.side() == side) return false;
    for (int k = 0; k < i; ++k)
      if (t.moves[static_cast<std::size_t>(k)].to() == m.to()) return false;
    int found = -1;
    for (int k = 0; k < origin.size; ++k)
      if (!(taken & (1u << k)) && origin.pieces[static_cast<std::size_t>(k)] == m.piece()) {
        found = k;
        break;
      }
    if (found < 0) return false;
    taken |= 1u << found;
  }
  Stack remainder;  // one piece left (a stack of three less two) or none
  for (int k = 0; k < origin.size; ++k)
    if (!(taken & (1u << k))) remainder = Stack::single(origin.pieces[static_cast<std::size_t>(k)]);
  record(u, from);
  const int us = index(side);
  std::uint64_t key = m_key ^ zobrist::stack_key(from, origin) ^ zobrist::stack_key(from, remainder);
  for (const Move& m : t) {
    record(u, m.to());
    key ^= land(m.to(), m.piece(), us);
  }
  m_key = key;
  leave(from, remainder, us);
  return true;
}

// A lingering zone's key: its piece in the top slot of its point, which its (two-piece) engineer stack leaves
// empty.
void Position::set_lingering(Side s, LingeringZone z) {
  LingeringZone& cur = m_lingering[index(s)];
  if (cur.square.valid()) m_key ^= zobrist::piece_key(cur.square, Stack::kMaxPieces - 1, cur.piece);
  cur = z;
  if (cur.square.valid()) m_key ^= zobrist::piece_key(cur.square, Stack::kMaxPieces - 1, cur.piece);
}

namespace {
bool holds_emitter(const Stack& st) {
  for (int i = 0; i < st.size; ++i)
    if (air_defence_radius(st.pieces[i].with_heroic(false)) > 0) return true;
  return false;
}
}  // namespace

// Cotulenh's cached zone map (Q 31): the engine recomputes it when a unit holding an air-defence piece leaves
// a point or is captured, or when the unit placed on a point has one on top; otherwise it keeps the old map.
// `unit` moved, `target` stood on the destination, `placed` stands there now (empty if nothing was placed).
void Position::track_zone_cache(Move m, const Stack& unit, const Stack& target, const Stack& placed) {
  const bool removes_target = m.is_capture();
  const bool unit_leaves = m.kind() != MoveKind::StayCapture;  // a stay capture only removes its target
  const bool refresh = (unit_leaves && holds_emitter(unit)) || (removes_target && holds_emitter(target)) ||
                       (!placed.empty() && air_defence_radius(placed.top()) > 0);
  if (refresh) {
    set_lingering(Side::Red, {});
    set_lingering(Side::Blue, {});
    return;
  }
  // An engineer boarding a lone anti-air or missile: the map still holds that piece's zone.
  if (m.kind() == MoveKind::Combine && target.size == 1 && air_defence_radius(target.top()) > 0)
    set_lingering(target.side(), {m.to(), target.top()});
}

void Position::do_sub_move(Move m, Undo& u) {
  const Square from = m.from(), to = m.to();
  if (!m.deploy() && (m.kind() == MoveKind::Quiet || m.kind() == MoveKind::Capture)) {
    if (m_lingering[0].square.valid() || m_lingering[1].square.valid()) {
      const Stack unit = at(from), target = at(to);
      move_unit(from, to, u);
      return track_zone_cache(m, unit, target, unit);
    }
    return move_unit(from, to, u);
  }
  const Stack origin = at(from);
  if (m.deploy() && (m.kind() == MoveKind::Quiet || m.kind() == MoveKind::Capture)) {
    deploy_piece(m, origin, u);
    if (m_profile.boarded_zone_lingers)
      track_zone_cache(m, Stack::single(m.piece()), u.changes[u.count - 1].change.old, at(to));
    return;
  }
  Stack unit, remainder;
  if (m.deploy()) {
    // Cotulenh's recombine rebuilds a joining piece from its type: it arrives without its hero mark (Q 33).
    const bool drop_hero = m.joins() && m_profile.join_drops_hero && m.kind() == MoveKind::Combine;
    unit = Stack::single(drop_hero ? m.piece().with_heroic(false) : m.piece());
    remainder = without_piece(origin, m.piece(), m_profile.stacking);
  } else {
    unit = origin;
  }
  record(u, from);
  record(u, to);
  const Stack target = at(to);
  switch (m.kind()) {
    case MoveKind::Quiet:
    case MoveKind::Capture:
      put(from, remainder);
      put(to, unit);
      break;
    case MoveKind::Combine: {
      auto combined = combine(unit, target, m_profile.stacking);
      assert(combined);
      put(from, remainder);
      put(to, *combined);
      break;
    }
    case MoveKind::StayCapture: {
      // HQ shelter: only artillery, air force and navy take a commander inside its HQ.
      const PieceType t = unit.top().type();
      if (m_profile.hq_shelter && target.top().type() == PieceType::Headquarters &&
          target.contains(PieceType::Commander) && t != PieceType::Artillery && t != PieceType::AirForce &&
          t != PieceType::Navy) {
        put(to, Stack::single(target.pieces[1]));
      } else {
        put(to, Stack{});
      }
      break;
    }
    case MoveKind::Suicide:
      put(to, Stack{});
      put(from, remainder);
      break;
    case MoveKind::ShotDown:
      put(from, remainder);
      break;
  }
  if (m_profile.boarded_zone_lingers) {
    // What was placed on the destination: the unit (quiet move, capture, combine), else nothing.
    const bool placed =
        m.kind() == MoveKind::Quiet || m.kind() == MoveKind::Capture || m.kind() == MoveKind::Combine;
    track_zone_cache(m, unit, target, placed ? at(to) : Stack{});
  }
}

void Position::promote(Undo& u, Square s, Piece p) {
  Stack st = at(s);
  for (int i = 0; i < st.size; ++i) {
    if (st.pieces[i] == p) {
      record(u, s);
      st.pieces[i] = p.with_heroic(true);
      put(s, st);
      return;
    }
  }
}

// Every piece of `us` that attacks the enemy commander becomes heroic.
// The caller (finish_turn) has made attackers()'s first test: the enemy commander is on the board, and a unit
// of ours stands on its lines within kMaxReach.
// Returns how many attackers it found (before the promotions, which leave each attacking).
int Position::promote_attackers(Undo& u, Side us) {
  const Square target = commander(~us);
  PackedAttacker found[kMaxAttackers];
  const int n = attackers_near(target, us, found);
  for (int i = 0; i < n; ++i) {
    const Square sq(found[i] >> 8);
    const Stack& st = at(sq);
    for (int k = 0; k < st.size; ++k) {
      const Piece piece = st.pieces[k];
      if (piece.bits() != (found[i] & 0xff) || piece.heroic()) continue;
      if (piece.type() == PieceType::Commander && !m_profile.heroic_commander) continue;
      promote(u, sq, piece);
      break;
    }
  }
  return n;
}

// A side left with one piece besides its commander has it made heroic (the last guard).
void Position::promote_last_guard(Undo& u) {
  for (Side side : {Side::Red, Side::Blue}) {
    const int others = m_pieces[index(side)] - (commander(side).valid() ? 1 : 0);
    if (others != 1) continue;
    // Index order, as the scan of the board it replaces; promoting changes no point's owner.
    const SquareSet units = m_occupied[index(side)];
    bool stop = false;
    units.for_each([&](Square sq) {
      if (stop) return;
      const Stack& st = m_board[sq.index()];
      if (m_profile.cotulenh_quirks && st.is_stack()) {  // cotulenh: a stack is never a last guard
        stop = true;
        return;
      }
      for (int k = 0; k < st.size; ++k)
        if (st.pieces[k].type() != PieceType::Commander && !st.pieces[k].heroic())
          promote(u, sq, st.pieces[k]);
    });
  }
}

void Position::finish_turn(const Turn& t, Undo& u) {
  // The opponent's lingering zone has served through this reply: listing and testing it refreshed the map.
  if (m_lingering[index(~m_side)].square.valid()) set_lingering(~m_side, {});
  // Most turns leave no unit of ours near the enemy commander: attackers()'s first test, without the call.
  // The enemy commander is attacked after the turn where attackers were found (a promoted piece reaches as
  // far or further), and not where none stood on its lines; a last guard's promotion may change either (an
  // enemy emitter's wider zone stops more planes).
  const Square enemy = commander(~m_side);
  u.attacked = -1;
  if (enemy.valid()) {
    u.attacked = m_occupied[index(m_side)].intersects(squares::lines_near(enemy))
                     ? static_cast<std::int8_t>(promote_attackers(u, m_side) > 0)
                     : 0;
  }
  if (m_pieces[0] <= 2 || m_pieces[1] <= 2) {  // a last guard and its commander at most
    const int before = u.count;
    promote_last_guard(u);
    if (u.count != before) u.attacked = -1;
  }
  // Official: any capture of the turn resets the clock; cotulenh: the first sub-move's capture (not a stay
  // capture) decides.
  bool reset = false;
  if (m_profile.clock_resets_on_stay_capture)
    for (const Move& m : t) reset |= m.is_capture();
  else
    reset = t.first().kind() == MoveKind::Capture;
  m_halfmove = reset ? 0 : m_halfmove + 1;
  if (m_side == Side::Blue) ++m_fullmove;
  m_side = ~m_side;
  m_key ^= zobrist::blue_to_move();
}

void Position::snapshot(Undo& u) const {
  u.count = 0;
  u.key = m_key;
  u.halfmove = m_halfmove;
  u.fullmove = m_fullmove;
  u.side = m_side;
  u.commander = m_commander;
  u.pieces = m_pieces;
  u.lingering = m_lingering;
  u.occupied = m_occupied;
  u.emitters = m_emitters;
}

namespace {
// Is every sub-move of the turn a deploy quiet move or capture (deploy_pieces' kind of turn)?
bool deploys_only(const Turn& t) {
  for (const Move& m : t)
    if (!m.deploy() || m.joins() || (m.kind() != MoveKind::Quiet && m.kind() != MoveKind::Capture))
      return false;
  return true;
}
}  // namespace

void Position::do_turn(const Turn& t, Undo& u) {
  snapshot(u);
  const Move first = t.first();
  // The commonest turn, one whole unit's quiet move or capture without a lingering zone: do_sub_move's first
  // case, without the call.
  const bool no_zone = !m_lingering[0].square.valid() && !m_lingering[1].square.valid();
  if (t.size == 1 && !first.deploy() &&
      (first.kind() == MoveKind::Quiet || first.kind() == MoveKind::Capture) && no_zone)
    move_unit(first.from(), first.to(), u);
  else if (!(no_zone && t.size >= 2 && deploys_only(t) && deploy_pieces(t, u)))
    for (const Move& m : t) do_sub_move(m, u);
  finish_turn(t, u);
}

void Position::undo_turn(const Undo& u) {
  for (int i = u.count - 1; i >= 0; --i) {
    const Undo::Change& c = u.changes[i].change;
    m_board[c.square.index()] = c.old;
  }
  // The piece sets as they were before the turn (a copy: rebuilding them from the changed points cost more).
  m_occupied = u.occupied;
  m_emitters = u.emitters;
  m_key = u.key;
  m_halfmove = u.halfmove;
  m_fullmove = u.fullmove;
  m_side = u.side;
  m_commander = u.commander;
  m_pieces = u.pieces;
  m_lingering = u.lingering;
}

}  // namespace saban
