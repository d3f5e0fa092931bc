#include "rules/airdefence.h"

#include "rules/pieces.h"
#include "rules/position.h"

namespace saban {

AirDefenceMap air_defence_map(const Position& pos, Side owner) {
  AirDefenceMap map;
  fill_air_defence_map(pos, owner, map);
  return map;
}

void fill_air_defence_map(const Position& pos, Side owner, AirDefenceMap& map) {
  map.cover.fill(0);
  map.emitter.fill(0);
  const SquareSet& emitters = pos.air_defence_emitters(owner);
  map.any = emitters.any();
  int emitter = 0;
  emitters.for_each([&](Square s) {  // index order
    const std::uint32_t bit = 1u << (emitter++ & 31);
    map.emitter[s.index()] = bit;
    squares::disk(s, air_defence_radius(pos.at(s).top())).for_each([&](Square z) {
      map.cover[z.index()] |= bit;
    });
  });
  // A lingering zone (cotulenh) counts as one more emitter; its point holds no emitter of its own.
  const LingeringZone& lingering = pos.lingering_zone(owner);
  if (lingering.square.valid()) {
    map.any = true;
    const std::uint32_t bit = 1u << (emitter & 31);
    map.emitter[lingering.square.index()] = bit;
    squares::disk(lingering.square, air_defence_radius(lingering.piece)).for_each([&](Square z) {
      map.cover[z.index()] |= bit;
    });
  }
}

void fill_air_defence_points(const Position& pos, Side owner, const SquareSet& points, AirDefenceMap& map) {
  points.for_each([&](Square s) {
    map.cover[s.index()] = 0;
    map.emitter[s.index()] = 0;
  });
  const SquareSet& emitters = pos.air_defence_emitters(owner);
  map.any = emitters.any();
  int emitter = 0;
  emitters.for_each([&](Square s) {  // index order, numbered as in fill_air_defence_map
    const std::uint32_t bit = 1u << (emitter++ & 31);
    const SquareSet zone = squares::disk(s, air_defence_radius(pos.at(s).top())) & points;
    if (!zone.any()) return;  // most zones meet none of the few points (the emitter's own is in its zone)
    if (points.test(s)) map.emitter[s.index()] = bit;
    zone.for_each([&](Square z) { map.cover[z.index()] |= bit; });
  });
  const LingeringZone& lingering = pos.lingering_zone(owner);
  if (lingering.square.valid()) {
    map.any = true;
    const std::uint32_t bit = 1u << (emitter & 31);
    if (points.test(lingering.square)) map.emitter[lingering.square.index()] = bit;
    (squares::disk(lingering.square, air_defence_radius(lingering.piece)) & points).for_each([&](Square z) {
      map.cover[z.index()] |= bit;
    });
  }
}

AirDefenceZones air_defence_zones(const Position& pos, Side owner) {
  AirDefenceZones zones;
  pos.air_defence_emitters(owner).for_each([&](Square s) {
    const int radius = air_defence_radius(pos.at(s).top());
    zones.square[zones.count] = static_cast<std::uint8_t>(s.index());
    zones.radius[zones.count++] = static_cast<std::uint8_t>(radius);
    zones.all |= squares::disk(s, radius);
  });
  const LingeringZone& lingering = pos.lingering_zone(owner);
  if (lingering.square.valid()) {
    const int radius = air_defence_radius(lingering.piece);
    zones.square[zones.count] = static_cast<std::uint8_t>(lingering.square.index());
    zones.radius[zones.count++] = static_cast<std::uint8_t>(radius);
    zones.all |= squares::disk(lingering.square, radius);
  }
  return zones;
}

SquareSet air_defence_cover(const Position& pos, Side owner) {
  SquareSet all;
  pos.air_defence_emitters(owner).for_each(
      [&](Square s) { all |= squares::disk(s, air_defence_radius(pos.at(s).top())); });
  const LingeringZone& lingering = pos.lingering_zone(owner);
  if (lingering.square.valid()) all |= squares::disk(lingering.square, air_defence_radius(lingering.piece));
  return all;
}

int air_defence_cover_count(const Position& pos, Side owner, Square s) {
  std::uint32_t c = 0;
  int emitter = 0;
  pos.air_defence_emitters(owner).for_each([&](Square e) {
    if (squares::disk(e, air_defence_radius(pos.at(e).top())).test(s)) c |= 1u << (emitter & 31);
    ++emitter;
  });
  const LingeringZone& lingering = pos.lingering_zone(owner);
  if (lingering.square.valid() &&
      squares::disk(lingering.square, air_defence_radius(lingering.piece)).test(s))
    c |= 1u << (emitter & 31);
  return __builtin_popcount(c);
}

}  // namespace saban
