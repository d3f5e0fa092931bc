// Air-defence zones and how an air force's flight through them ends, in both profiles.
#pragma once

#include <array>
#include <cstdint>

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

/// The result of flying one more point along a ray (cotulenh reading).
enum class Flight : std::uint8_t { Safe, Kamikaze, Destroyed };

/// The cotulenh engine's path check: the set of zones met so far and whether the plane left one.
class FlightPath {
 public:
  explicit FlightPath(const AirDefenceMap* map) : m_map(map) {}
  /// Advances to `sq` and returns the state there (Destroyed is final).
  Flight step(Square sq) {
    if (!m_map || m_state == Flight::Destroyed) return m_state;
    const std::uint32_t c = m_map->cover[sq.index()];
    if (c) m_zones |= c;
    else if (m_zones) m_exited = true;
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
