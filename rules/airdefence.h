// Air-defence zones and how an air force's flight through them ends, in both profiles.
#pragma once

#include <array>
#include <cstdint>

#include "rules/squareset.h"
#include "rules/types.h"

namespace saban {

class Position;

/// For each point, the set (bit mask) of one side's air-defence emitters whose zone covers it.
/// Left uninitialised by default (it sits on hot paths); air_defence_map() fills it.
struct AirDefenceMap {
  std::array<std::uint32_t, kSquares> cover;
  std::array<std::uint32_t, kSquares> emitter;  ///< the bit of the emitter standing on a point (0: none)
  bool any;
};

/// The zones projected by `owner`'s top pieces (anti-air, missile, navy; heroic +1).
AirDefenceMap air_defence_map(const Position& pos, Side owner);
/// The same, written into `map` (no copy of the kilobyte-sized map).
void fill_air_defence_map(const Position& pos, Side owner, AirDefenceMap& map);
/// The same on the points of `points` only (the other entries left unset): for a walk along a few lines.
void fill_air_defence_points(const Position& pos, Side owner, const SquareSet& points, AirDefenceMap& map);

/// The same zones as a list of emitters, cheap to build: for tests of a few points (attack detection).
/// Emitter i has the bit 1 << (i & 31), numbered in index order as in AirDefenceMap.
struct AirDefenceZones {
  std::array<std::uint8_t, kSquares> square;  ///< the emitters' points (the first `count` entries)
  std::array<std::uint8_t, kSquares> radius;
  int count = 0;
  SquareSet all;  ///< the union of the zones

  /// The set of emitters whose zone covers `s` (AirDefenceMap::cover).
  std::uint32_t cover(Square s) const {
    if (!all.test(s)) return 0;
    std::uint32_t c = 0;
    for (int i = 0; i < count; ++i)
      if (squares::disk(Square(square[i]), radius[i]).test(s)) c |= 1u << (i & 31);
    return c;
  }
};
AirDefenceZones air_defence_zones(const Position& pos, Side owner);
/// air_defence_zones(pos, owner).all alone: the points some zone of `owner` covers (the move generator's test
/// of a plane's line, without the emitters' list).
SquareSet air_defence_cover(const Position& pos, Side owner);

/// How many of `owner`'s zones cover `s` (the popcount of AirDefenceMap::cover[s], without building the map).
int air_defence_cover_count(const Position& pos, Side owner, Square s);

/// The result of flying one more point along a ray (cotulenh reading).
enum class Flight : std::uint8_t { Safe, Kamikaze, Destroyed };

/// The cotulenh engine's path check: the set of zones met so far and whether the plane left one.
class FlightPath {
 public:
  explicit FlightPath(const AirDefenceMap* map) : m_map(map) {}
  /// Advances to `sq` and returns the state there (Destroyed is final).
  Flight step(Square sq) {
    if (!m_map) return m_state;
    return advance(m_map->cover[sq.index()]);
  }
  /// Advances over a point covered by the zones `c` (AirDefenceMap::cover), map or not.
  Flight advance(std::uint32_t c) {
    if (m_state == Flight::Destroyed) return m_state;
    if (c)
      m_zones |= c;
    else if (m_zones)
      m_exited = true;
    const int n = __builtin_popcount(m_zones);
    m_state = n == 0 ? Flight::Safe : (n == 1 && !m_exited ? Flight::Kamikaze : Flight::Destroyed);
    return m_state;
  }

 private:
  const AirDefenceMap* m_map;
  std::uint32_t m_zones = 0;
  bool m_exited = false;
  Flight m_state = Flight::Safe;
};

}  // namespace saban
