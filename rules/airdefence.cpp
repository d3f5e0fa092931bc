#include "rules/airdefence.h"

#include "rules/pieces.h"
#include "rules/position.h"

namespace saban {

AirDefenceMap air_defence_map(const Position& pos, Side owner) {
  AirDefenceMap map;
  map.cover.fill(0);
  map.emitter.fill(0);
  map.any = false;
  int emitter = 0;
  for (int idx = 0; idx < kSquares; ++idx) {
    const Stack& st = pos.at(Square(idx));
    if (st.empty() || st.side() != owner) continue;
    const int radius = air_defence_radius(st.top());
    if (radius == 0) continue;
    const std::uint32_t bit = 1u << (emitter++ & 31);
    map.any = true;
    map.emitter[idx] = bit;
    const Square s(idx);
    for (int df = -radius; df <= radius; ++df)
      for (int dr = -radius; dr <= radius; ++dr) {
        if (df * df + dr * dr > radius * radius) continue;
        if (Square::on_board(s.file() + df, s.rank() + dr)) map.cover[Square(s.file() + df, s.rank() + dr).index()] |= bit;
      }
  }
  return map;
}

}  // namespace saban
