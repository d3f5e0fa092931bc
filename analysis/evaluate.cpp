#include "analysis/evaluate.h"

#include <algorithm>
#include <cstdlib>

#include "rules/board.h"
#include "rules/pieces.h"

namespace saban::analysis {

namespace {

// Material of a piece by its bits (Piece::bits), signed by the piece's side (+ Red, - Blue), commanders and
// "no piece" 0: the evaluation's hottest sum. A stack's pieces share its side, so a unit's signed material is
// the sum of its pieces' entries.
constexpr std::array<std::int16_t, 64> build_material_table() {
  std::array<std::int16_t, 64> t{};
  for (int type = 0; type < kPieceTypes; ++type)
    for (Side side : {Side::Red, Side::Blue})
      for (bool heroic : {false, true}) {
        const Piece p(static_cast<PieceType>(type), side, heroic);
        if (p.type() != PieceType::Commander)
          t[p.bits()] =
              static_cast<std::int16_t>((side == Side::Red ? 10 : -10) *
                                        (kPieceValue[static_cast<std::size_t>(type)] + (heroic ? 10 : 0)));
      }
  return t;
}
constexpr std::array<std::int16_t, 64> kMaterial = build_material_table();

// Red's material less Blue's on one point: the unit `st`'s material, + Red, - Blue; 0 for an empty point.
[[gnu::always_inline]] inline int red_material(const Stack& st) {
  const int size = st.size;
  if (size == 0) return 0;
  int sum = kMaterial[st.pieces[0].bits() & 63];  // most units are one piece
  if (size > 1) {
    sum += kMaterial[st.pieces[1].bits() & 63];
    if (size > 2) sum += kMaterial[st.pieces[2].bits() & 63];
  }
  return sum;
}
static_assert(Stack::kMaxPieces == 3, "red_material reads up to three pieces");

int red_balance(const Position& pos) {
  int sum = 0;
  SquareSet units = pos.occupied(Side::Red);
  units |= pos.occupied(Side::Blue);
  units.for_each([&](Square sq) { sum += red_material(pos.at(sq)); });
  return sum;
}

}  // namespace

int material_balance(const Position& pos, Side side) {
  const int red = red_balance(pos);
  return side == Side::Red ? red : -red;
}

int material_change(const Position& after, const Undo& u, Side side) {
  // Red's change, then signed for `side`. A point may be recorded more than once (a promotion after a move,
  // a deploy's origin at each sub-move); its first record holds what stood there.
  int change;
  if (u.count == 2) {  // one sub-move, no promotion: two points (a move's are distinct)
    const Undo::Change &a = u.changes[0].change, &b = u.changes[1].change;
    change = red_material(after.at(a.square)) - red_material(a.old) + red_material(after.at(b.square)) -
             red_material(b.old);
  } else {
    SquareSet seen;
    change = 0;
    for (int i = 0; i < u.count; ++i) {
      const Undo::Change& c = u.changes[static_cast<std::size_t>(i)].change;
      if (seen.test(c.square)) continue;
      seen.set(c.square);
      change += red_material(after.at(c.square)) - red_material(c.old);
    }
  }
  return side == Side::Red ? change : -change;
}

namespace {

// How far a unit's moves are counted for mobility (fixed per type, the board's terrain aside).
constexpr int kMobilityReach[kPieceTypes] = {0, 1, 1, 1, 1, 2, 3, 2, 4, 4, 0};

// Per piece type, point and orthogonal direction, how many points in a row from it a unit may stand on and
// reach for mobility: its reach, and the terrain (a land piece, a navy; an air force flies over both: the
// ray's length).
using MobilityRuns = std::array<std::array<std::array<std::uint8_t, 4>, kSquares>, kPieceTypes>;
constexpr MobilityRuns build_mobility_runs() {
  MobilityRuns t{};
  for (int type = 0; type < kPieceTypes; ++type)
    for (int idx = 0; idx < kSquares; ++idx)
      for (int dir = 0; dir < 4; ++dir) {
        const PieceType pt = static_cast<PieceType>(type);
        const board::Ray& ray =
            board::detail::kRays[static_cast<std::size_t>(idx)][static_cast<std::size_t>(dir)];
        const int reach = kMobilityReach[type];
        int n = 0;
        while (n < reach && n < ray.length &&
               (pt == PieceType::AirForce ||
                board::can_stand(pt == PieceType::Navy ? PieceType::Navy : PieceType::Infantry,
                                 ray.squares[static_cast<std::size_t>(n)])))
          ++n;
        t[static_cast<std::size_t>(type)][static_cast<std::size_t>(idx)][static_cast<std::size_t>(dir)] =
            static_cast<std::uint8_t>(n);
      }
  return t;
}
constexpr MobilityRuns kMobilityRuns = build_mobility_runs();

// Step 2. Mobility: empty points a unit could reach along the orthogonals, 2 each (its terrain respected):
// along each line, the empty points in a row from the unit's up to its run's length (kMobilityRuns), counted
// by a bit scan of the line's units with a bit set at that length to stop the count there.
int mobility(const EvalTerms& lines, const std::array<std::uint8_t, 4>& runs, Square sq) {
  const int f = sq.file(), r = sq.rank();
  const unsigned file = lines.file[static_cast<std::size_t>(f)],
                 rank = lines.rank[static_cast<std::size_t>(r)];
  int n = __builtin_ctz((file >> (r + 1)) | (1u << runs[North])) +
          __builtin_ctz((rank >> (f + 1)) | (1u << runs[East]));
  // Southward and westward: the bits below the unit's, highest first (shifted in 64 bits: on the board's
  // edge, by 32, none is left, and the run's length is 0).
  n += __builtin_clz(static_cast<unsigned>(std::uint64_t{file} << (32 - r)) | (0x80000000u >> runs[South]));
  n += __builtin_clz(static_cast<unsigned>(std::uint64_t{rank} << (32 - f)) | (0x80000000u >> runs[West]));
  return 2 * n;
}

// Per side and point: 1 if the point is across the river (the enemy's half), 2 if it is a ford's bank.
constexpr std::array<std::array<std::uint8_t, kSquares>, 2> build_control_points() {
  std::array<std::array<std::uint8_t, kSquares>, 2> t{};
  for (Side s : {Side::Red, Side::Blue})
    for (int idx = 0; idx < kSquares; ++idx) {
      const int rank = Square(idx).rank();
      const bool across = s == Side::Red ? rank >= 6 : rank <= 5;
      const bool ford = (rank == 5 || rank == 6) && board::is_ford_file(Square(idx).file());
      t[static_cast<std::size_t>(index(s))][static_cast<std::size_t>(idx)] =
          static_cast<std::uint8_t>((across ? 1 : 0) | (ford ? 2 : 0));
    }
  return t;
}
constexpr std::array<std::array<std::uint8_t, kSquares>, 2> kControlPoints = build_control_points();

// What unit_term reads of a unit, by its top piece's side and type (Piece::bits() & 31) and its point: the
// mobility runs (kMobilityRuns, `mobile` when its reach is not 0), and control() as `control` + `per_piece` *
// (size - 1). One load a unit instead of the three tables and the type tests.
struct UnitTerms {
  std::array<std::uint8_t, 4> runs;
  std::int8_t control, per_piece;
  bool mobile;
};
using UnitTable = std::array<std::array<UnitTerms, kSquares>, 32>;
constexpr UnitTable build_unit_terms() {
  UnitTable t{};
  for (int type = 0; type < kPieceTypes; ++type)
    for (Side side : {Side::Red, Side::Blue}) {
      const Piece p(static_cast<PieceType>(type), side);
      for (int idx = 0; idx < kSquares; ++idx) {
        UnitTerms& u = t[p.bits() & 31][static_cast<std::size_t>(idx)];
        u.runs = kMobilityRuns[static_cast<std::size_t>(type)][static_cast<std::size_t>(idx)];
        u.mobile = kMobilityReach[type] != 0;
        const int point =
            kControlPoints[static_cast<std::size_t>(index(side))][static_cast<std::size_t>(idx)];
        if (p.type() == PieceType::Commander || p.type() == PieceType::Headquarters) continue;
        u.control = static_cast<std::int8_t>(((point & 1) ? (p.type() == PieceType::Navy ? 10 : 5) : 0) +
                                             ((point & 2) ? 6 : 0));
        u.per_piece = static_cast<std::int8_t>((point & 1) && p.type() != PieceType::Navy ? 5 : 0);
      }
    }
  return t;
}
constexpr UnitTable kUnitTerms = build_unit_terms();
static_assert(
    [] {
      for (const auto& by_point : kUnitTerms)
        for (const UnitTerms& u : by_point)
          if (2 * (u.runs[0] + u.runs[1] + u.runs[2] + u.runs[3]) + u.control + 2 * u.per_piece > 127)
            return false;
      return true;
    }(),
    "a unit's term fits EvalTerms::term's bytes");

// Steps 2 and 3 for the unit `st` on `sq` (not empty): its mobility, and river and sea control (land forces
// across the river, navies in the enemy's half of the sea, units holding the fords' banks), from its entry;
// + for Red, - for Blue. Material is the caller's (material_balance, or the search's running sum).
int unit_term(const EvalTerms& lines, const Stack& st, Square sq) {
  const unsigned bits = st.top().bits();
  const UnitTerms& u = kUnitTerms[bits & 31][static_cast<std::size_t>(sq.index())];
  int term = u.control + u.per_piece * (st.size - 1);
  if (u.mobile) term += mobility(lines, u.runs, sq);
  return (bits >> 4) & 1 ? -term : term;  // the unit's side (Piece::bits)
}

// Step 1: is the unit's top piece an air force (its side's plane)?
bool is_plane(const Stack& st) { return st.top().type() == PieceType::AirForce; }

// The points on a point's file and rank at distance 1, at distance 2, and at distance 3 or 4 (the longest
// mobility run), itself left out: where the units whose mobility a unit arriving there or leaving may change
// stand, if their mobility reach (kMobilityReach) is at least 1, 2 and 3 (EvalTerms::reaching).
struct Cross {
  SquareSet near, second, far;
};
constexpr std::array<Cross, kSquares> build_cross() {
  std::array<Cross, kSquares> t{};
  for (int idx = 0; idx < kSquares; ++idx)
    for (int dir = North; dir <= West; ++dir) {
      const board::Ray& ray =
          board::detail::kRays[static_cast<std::size_t>(idx)][static_cast<std::size_t>(dir)];
      Cross& c = t[static_cast<std::size_t>(idx)];
      for (int i = 0; i < ray.length && i < 4; ++i)
        (i == 0 ? c.near : i == 1 ? c.second : c.far).set(ray.squares[static_cast<std::size_t>(i)]);
    }
  return t;
}
constexpr std::array<Cross, kSquares> kCross = build_cross();
static_assert(*std::max_element(std::begin(kMobilityReach), std::end(kMobilityReach)) == 4,
              "kCross holds the points within the longest mobility reach");

// Keeps EvalTerms::reaching at `sq`, whose stack is `st`.
[[gnu::always_inline]] inline void set_reaching(EvalTerms& t, Square sq, const Stack& st) {
  const int reach = st.empty() ? 0 : kMobilityReach[static_cast<std::size_t>(index(st.top().type()))];
  t.reaching[0].reset(sq);
  t.reaching[1].reset(sq);
  if (reach >= 2) t.reaching[0].set(sq);
  if (reach >= 3) t.reaching[1].set(sq);
}

// The zones of the emitters `near` (of one side) that cover `sq`, each within its own radius (heroic
// included).
int zones_of(const Position& pos, const SquareSet& near, Square sq) {
  int n = 0;
  near.for_each([&](Square e) {
    const int radius = air_defence_radius(pos.at(e).top());
    const int df = e.file() - sq.file(), dr = e.rank() - sq.rank();
    if (df * df + dr * dr <= radius * radius) ++n;
  });
  return n;
}

// How many of `side`'s air-defence zones cover `sq`: those of its emitters (the points whose top piece has a
// zone, Position::air_defence_emitters) within the largest radius of it. Most calls find none there: inline
// up to that test.
[[gnu::always_inline]] inline int zones_over(const Position& pos, Side side, Square sq) {
  const SquareSet near = pos.air_defence_emitters(side) & squares::disk(sq, squares::kMaxAirDefenceRadius);
  return near.any() ? zones_of(pos, near, sq) : 0;
}

// Step 4. Air-defence coverage: own zones over the commander; own planes parked inside enemy zones are at
// risk.
int air_defence(const Position& pos, Side s, const EvalTerms& t) {
  int score = 10 * t.cover[index(s)];  // zones_over(pos, s, commander), kept with the terms
  const SquareSet& planes = t.planes[index(s)];
  int n = 0;  // the first 8 planes in index order (as the census before EvalTerms listed them)
  planes.for_each([&](Square sq) {
    if (n++ < 8 && zones_over(pos, ~s, sq)) score -= 25;
  });
  return score;
}

// The points within two files and two ranks of each point (itself left out), and those beside it.
struct Neighbourhood {
  SquareSet all, adjacent;
};
constexpr std::array<Neighbourhood, kSquares> build_neighbourhoods() {
  std::array<Neighbourhood, kSquares> t{};
  for (int idx = 0; idx < kSquares; ++idx) {
    const Square c(idx);
    Neighbourhood& n = t[static_cast<std::size_t>(idx)];
    for (int dr = -2; dr <= 2; ++dr)
      for (int df = -2; df <= 2; ++df) {
        if ((df == 0 && dr == 0) || !Square::on_board(c.file() + df, c.rank() + dr)) continue;
        const Square p(c.file() + df, c.rank() + dr);
        n.all.set(p);
        if (df >= -1 && df <= 1 && dr >= -1 && dr <= 1) n.adjacent.set(p);
      }
  }
  return t;
}
constexpr std::array<Neighbourhood, kSquares> kNeighbourhoods = build_neighbourhoods();

static_assert(
    [] {
      for (int idx = 0; idx < kSquares; ++idx)
        if (kNeighbourhoods[static_cast<std::size_t>(idx)]
                .all
                .without(squares::detail::kTables
                             .disk[static_cast<std::size_t>(idx)][squares::kMaxAirDefenceRadius])
                .any())
          return false;
      return true;
    }(),
    "update_terms counts a commander's neighbourhood again for the changed points within the largest radius");

// Step 5, the commander's surroundings (kept with the terms): enemies close by, friends beside it.
int neighbourhood(const Position& pos, Side s, Square c) {
  int score = 0;
  const Neighbourhood& near = kNeighbourhoods[static_cast<std::size_t>(c.index())];
  (pos.occupied(~s) & near.all).for_each([&](Square sq) {
    const PieceType t = pos.at(sq).top().type();
    score -= is_heavy(t) || t == PieceType::Tank ? 20 : 12;
  });
  (pos.occupied(s) & near.adjacent).for_each([&](Square) { score += 6; });
  return score;
}

// Step 5. The commander's safety: attacked, its surroundings (EvalTerms::guard), and a pinned blocker on the
// line to the enemy commander (moving it would leave the commanders facing: facing_pins).
int commander_safety(const Position& pos, Side s, const EvalTerms& t, int check) {
  if (!pos.commander(s).valid()) return -kMate / 2;
  // Only the side to move can stand in check: the other side's last turn was legal.
  const int score =
      s == pos.side_to_move() && (check >= 0 ? check != 0 : pos.commander_attacked(s)) ? -60 : 0;
  return score + t.guard[index(s)];
}

// The pinned blocker's term, facing_pin(us) - facing_pin(them) of both sides at once: a lone blocker of `us`
// between the commanders on one file or rank costs us 25, a lone blocker of `them` costs them 25. The units
// between are read from the line words of the terms (EvalTerms::file, rank: the points holding a unit).
int facing_pins(const Position& pos, Side us, const EvalTerms& t) {
  const Square a = pos.commander(us), b = pos.commander(~us);
  if (!a.valid() || !b.valid()) return 0;
  const int af = a.file(), ar = a.rank(), bf = b.file(), br = b.rank();
  unsigned line;
  int lo, hi;
  if (af == bf) {
    line = t.file[static_cast<std::size_t>(af)];
    lo = std::min(ar, br), hi = std::max(ar, br);
  } else if (ar == br) {
    line = t.rank[static_cast<std::size_t>(ar)];
    lo = std::min(af, bf), hi = std::max(af, bf);
  } else {
    return 0;
  }
  const unsigned between = line & ((1u << hi) - 1) & ~((2u << lo) - 1);  // the bits strictly between
  if (between == 0 || (between & (between - 1)) != 0) return 0;          // not exactly one blocker
  const int k = __builtin_ctz(between);
  const Square blocker = af == bf ? Square(af, k) : Square(k, ar);
  return pos.at(blocker).side() == us ? -25 : 25;
}

}  // namespace

int evaluate(const Position& pos) { return evaluate(pos, material_balance(pos, Side::Red)); }

namespace {

// What `s`'s commander's surroundings give, kept with the terms: step 4's own zones over it (they read the
// emitters within the largest radius of it: Position::air_defence_emitters and their top pieces) and step 5's
// neighbourhood (the units within two files and ranks of it).
void count_near(const Position& pos, Side s, EvalTerms& t) {
  const Square c = pos.commander(s);
  t.covered[index(s)] = c;
  t.cover[index(s)] = static_cast<std::int8_t>(c.valid() ? zones_over(pos, s, c) : 0);
  t.guard[index(s)] = static_cast<std::int16_t>(c.valid() ? neighbourhood(pos, s, c) : 0);
}

}  // namespace

void compute_terms(const Position& pos, EvalTerms& t) {
  t = EvalTerms{};
  SquareSet units = pos.occupied(Side::Red);  // both sides' units (piece lists kept by Position)
  units |= pos.occupied(Side::Blue);
  units.for_each([&](Square sq) {
    const int f = sq.file(), r = sq.rank();
    t.rank[static_cast<std::size_t>(r)] |= static_cast<std::uint16_t>(1u << f);
    t.file[static_cast<std::size_t>(f)] |= static_cast<std::uint16_t>(1u << r);
  });
  units.for_each([&](Square sq) {
    const Stack& st = pos.at(sq);
    const int term = unit_term(t, st, sq);
    t.term[static_cast<std::size_t>(sq.index())] = static_cast<std::int8_t>(term);
    t.total += term;
    if (is_plane(st)) t.planes[index(st.side())].set(sq);
    set_reaching(t, sq, st);
  });
  for (Side s : {Side::Red, Side::Blue}) count_near(pos, s, t);
}

void update_terms(const Position& pos, const SquareSet& changed, EvalTerms& t) {
  // The changed points: their occupancy in the line words, their planes and mobility reach; the units on
  // their lines whose mobility reach gets there, where a point was emptied or filled.
  SquareSet units = pos.occupied(Side::Red);
  units |= pos.occupied(Side::Blue);
  SquareSet dirty = changed;
  changed.for_each([&](Square sq) {
    const Stack& st = pos.at(sq);
    const int f = sq.file(), r = sq.rank();
    const bool before = (t.rank[static_cast<std::size_t>(r)] >> f) & 1;
    if (before != !st.empty()) {
      t.rank[static_cast<std::size_t>(r)] ^= static_cast<std::uint16_t>(1u << f);
      t.file[static_cast<std::size_t>(f)] ^= static_cast<std::uint16_t>(1u << r);
      // The units whose mobility reach gets there (the other changed points may be stale in `reaching`:
      // they are in `dirty` already).
      const Cross& cross = kCross[static_cast<std::size_t>(sq.index())];
      dirty |= cross.near & units;
      dirty |= cross.second & t.reaching[0];
      dirty |= cross.far & t.reaching[1];
    }
    set_reaching(t, sq, st);
    t.planes[0].reset(sq);
    t.planes[1].reset(sq);
    if (!st.empty() && is_plane(st)) t.planes[index(st.side())].set(sq);
  });
  for (Side s : {Side::Red, Side::Blue}) {
    const Square c = pos.commander(s);
    if (c != t.covered[index(s)] ||
        (c.valid() && changed.intersects(squares::disk(c, squares::kMaxAirDefenceRadius))))
      count_near(pos, s, t);
  }
  dirty.for_each([&](Square sq) {
    const Stack& st = pos.at(sq);
    std::int8_t& term = t.term[static_cast<std::size_t>(sq.index())];
    const int now = st.empty() ? 0 : unit_term(t, st, sq);
    t.total += now - term;
    term = static_cast<std::int8_t>(now);
  });
}

int evaluate(const Position& pos, int red_material) {
  EvalTerms t;
  compute_terms(pos, t);
  return evaluate(pos, red_material, t);
}

int evaluate(const Position& pos, int red_material, const EvalTerms& t, int check) {
  const Side us = pos.side_to_move(), them = ~us;
  int score = us == Side::Red ? red_material + t.total : -red_material - t.total;
  score += air_defence(pos, us, t) - air_defence(pos, them, t);
  score += commander_safety(pos, us, t, check) - commander_safety(pos, them, t, -1);
  score += facing_pins(pos, us, t);
  return score;
}

}  // namespace saban::analysis
