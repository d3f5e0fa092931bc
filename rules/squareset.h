// Sets of points as bit masks, and the compile-time masks of rays, attack neighbourhoods and air-defence
// zones.
#pragma once

#include <array>
#include <cstdint>

#include "rules/board.h"
#include "rules/types.h"

namespace saban {

/// A set of points: bit i (of 132, in three words) for the point of index i, so ascending bit order is the
/// board's index order.
class SquareSet {
 public:
  constexpr SquareSet() = default;

  static constexpr int word(Square s) { return s.index() >> 6; }
  static constexpr int shift(Square s) { return s.index() & 63; }

  constexpr void set(Square s) { m_w[word(s)] |= std::uint64_t{1} << shift(s); }
  constexpr void reset(Square s) { m_w[word(s)] &= ~(std::uint64_t{1} << shift(s)); }
  constexpr bool test(Square s) const { return (m_w[word(s)] >> shift(s)) & 1; }
  constexpr bool any() const { return (m_w[0] | m_w[1] | m_w[2]) != 0; }
  /// Do the two sets share a point?
  constexpr bool intersects(const SquareSet& o) const {
    return ((m_w[0] & o.m_w[0]) | (m_w[1] & o.m_w[1]) | (m_w[2] & o.m_w[2])) != 0;
  }
  constexpr SquareSet& operator|=(const SquareSet& o) {
    for (int i = 0; i < 3; ++i) m_w[i] |= o.m_w[i];
    return *this;
  }
  constexpr SquareSet operator&(const SquareSet& o) const {
    SquareSet r;
    for (int i = 0; i < 3; ++i) r.m_w[i] = m_w[i] & o.m_w[i];
    return r;
  }
  /// The points of this set that are not in `o`.
  constexpr SquareSet without(const SquareSet& o) const {
    SquareSet r;
    for (int i = 0; i < 3; ++i) r.m_w[i] = m_w[i] & ~o.m_w[i];
    return r;
  }
  /// The 11 files of rank `rank` as bits 0..10.
  constexpr unsigned rank_bits(int rank) const {
    const int first = rank * kFiles, w = first >> 6, o = first & 63;
    std::uint64_t v = m_w[w] >> o;
    if (o > 64 - kFiles && w < 2) v |= m_w[w + 1] << (64 - o);  // the rank straddles two words
    return static_cast<unsigned>(v & 0x7ff);
  }
  constexpr bool operator==(const SquareSet&) const = default;

  /// Calls f(Square) for every point, in index order (rank 1 first, files a..k).
  template <class F>
  constexpr void for_each(F&& f) const {
    for (int i = 0; i < 3; ++i)
      for (std::uint64_t w = m_w[i]; w; w &= w - 1) {
        const int b = __builtin_ctzll(w);
        f(Square(i * 64 + b));
      }
  }
  /// Calls f(Square) for the points in index order until it returns true; returns whether it did.
  template <class F>
  constexpr bool any_of(F&& f) const {
    for (int i = 0; i < 3; ++i)
      for (std::uint64_t w = m_w[i]; w; w &= w - 1)
        if (f(Square(i * 64 + __builtin_ctzll(w)))) return true;
    return false;
  }

 private:
  std::array<std::uint64_t, 3> m_w{};
};

namespace squares {

/// Largest capture reach of any piece (heroic air force and navy).
constexpr int kMaxReach = 5;
/// Largest air-defence radius (heroic missile).
constexpr int kMaxAirDefenceRadius = 3;

namespace detail {
struct Tables {
  std::array<std::array<SquareSet, kDirections>, kSquares> ray_near{};  // first kMaxReach points of each ray
  std::array<SquareSet, kSquares> lines_near{};                         // union of the above
  std::array<std::array<SquareSet, kMaxAirDefenceRadius + 1>, kSquares> disk{};
};
constexpr Tables build() {
  Tables t{};
  for (int idx = 0; idx < kSquares; ++idx) {
    const Square s(idx);
    for (int dir = 0; dir < kDirections; ++dir) {
      int f = s.file() + kDirFile[dir], r = s.rank() + kDirRank[dir];
      for (int d = 0; d < kMaxReach && Square::on_board(f, r); ++d, f += kDirFile[dir], r += kDirRank[dir]) {
        t.ray_near[idx][dir].set(Square(f, r));
        t.lines_near[idx].set(Square(f, r));
      }
    }
    for (int radius = 1; radius <= kMaxAirDefenceRadius; ++radius)
      for (int df = -radius; df <= radius; ++df)
        for (int dr = -radius; dr <= radius; ++dr)
          if (df * df + dr * dr <= radius * radius && Square::on_board(s.file() + df, s.rank() + dr))
            t.disk[idx][radius].set(Square(s.file() + df, s.rank() + dr));
  }
  return t;
}
inline constexpr Tables kTables = build();
}  // namespace detail

/// The first kMaxReach points from `s` in direction `dir`.
inline const SquareSet& ray_near(Square s, int dir) { return detail::kTables.ray_near[s.index()][dir]; }
/// Every point within kMaxReach of `s` on its eight lines.
inline const SquareSet& lines_near(Square s) { return detail::kTables.lines_near[s.index()]; }
/// The air-defence zone of radius `radius` (1..3) around `s`: points at Euclidean distance ≤ radius.
inline const SquareSet& disk(Square s, int radius) { return detail::kTables.disk[s.index()][radius]; }

}  // namespace squares
}  // namespace saban
