// What movegen.cpp, deploy.cpp and captures.cpp share; not part of the rules API.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "rules/movegen.h"
#include "rules/pieces.h"

namespace saban::detail {

constexpr unsigned kAllDirections = (1u << kDirections) - 1;

// Files and ranks of the points, and the direction of each pair of signs (file step + 1, rank step + 1).
// `step`, by file and rank difference (df + kFiles - 1, dr + kRanks - 1): the direction and the distance of a
// point that many files and ranks away, as direction * 16 + distance, or -1 off the eight lines or for the
// point itself.
struct LineTables {
  std::array<std::int8_t, kSquares> file{}, rank{};
  std::array<std::array<std::int8_t, 3>, 3> dir{};
  std::array<std::array<std::int8_t, 2 * kRanks - 1>, 2 * kFiles - 1> step{};
};
constexpr LineTables build_line_tables() {
  LineTables t{};
  for (int i = 0; i < kSquares; ++i) {
    t.file[i] = static_cast<std::int8_t>(Square(i).file());
    t.rank[i] = static_cast<std::int8_t>(Square(i).rank());
  }
  for (auto& row : t.dir) row.fill(-1);
  for (int d = 0; d < kDirections; ++d) t.dir[kDirFile[d] + 1][kDirRank[d] + 1] = static_cast<std::int8_t>(d);
  for (auto& row : t.step) row.fill(-1);
  for (int d = 0; d < kDirections; ++d)
    for (int n = 1; n < std::max(kFiles, kRanks); ++n) {
      const int df = kDirFile[d] * n, dr = kDirRank[d] * n;
      if (df <= -kFiles || df >= kFiles || dr <= -kRanks || dr >= kRanks) continue;
      t.step[static_cast<std::size_t>(df + kFiles - 1)][static_cast<std::size_t>(dr + kRanks - 1)] =
          static_cast<std::int8_t>(d * 16 + n);
    }
  return t;
}
inline constexpr LineTables kLines = build_line_tables();

/// The direction from one point to another on a line, or -1 (from the step table; inline: the deploy walk
/// asks it for every sub-move it orders).
inline int direction_to(Square from, Square to) {
  const int step =
      kLines.step[static_cast<std::size_t>(kLines.file[to.index()] - kLines.file[from.index()] + kFiles - 1)]
                 [static_cast<std::size_t>(kLines.rank[to.index()] - kLines.rank[from.index()] + kRanks - 1)];
  return step < 0 ? -1 : step >> 4;
}

// Per piece (Piece::bits), its piece_rules: one table for the profiles without cotulenh's quirks, one for
// those with (the only field of the profile piece_rules reads). unit_moves and generate_captures read them
// for every unit.
using RulesByBits = std::array<std::array<PieceRules, 64>, 2>;
constexpr RulesByBits build_rules_by_bits() {
  RulesByBits t{};
  for (int quirks = 0; quirks < 2; ++quirks) {
    Profile profile;
    profile.cotulenh_quirks = quirks != 0;
    for (int type = 0; type < kPieceTypes; ++type)
      for (Side side : {Side::Red, Side::Blue})
        for (bool heroic : {false, true}) {
          const Piece p(static_cast<PieceType>(type), side, heroic);
          t[static_cast<std::size_t>(quirks)][p.bits()] = piece_rules(p, profile);
        }
  }
  return t;
}
inline constexpr RulesByBits kRulesByBits = build_rules_by_bits();

// Official air defence: where the plane's flight ends (rules.md, "Air defence").
enum class OfficialFlight { Clear, ShotDownOnTheWay, DestinationInZone };

// The capture kinds on an enemy unit `dist` points away (rules.md, "Stay capture"), each handed to `add`.
// `Ctx` is RayContext, PointContext (generate_unit_moves_to) or CaptureContext (generate_captures): what
// it reads of the unit that captures, `pos`, `mover`, `rules` and `deploy`.
template <class Ctx, class Add>
[[gnu::always_inline]] inline void capture_kinds(const Ctx& c, Square to, const Stack& target, int dist,
                                                 OfficialFlight flight, Add add) {
  const Profile& profile = c.pos.profile();
  using board::can_stand;
  const PieceType t = c.mover.type();
  const PieceRules& r = c.rules;
  const bool target_navy = target.top().type() == PieceType::Navy;
  if (t == PieceType::Navy && !target_navy && dist > r.capture_range - 1) return;
  if (flight == OfficialFlight::ShotDownOnTheWay) return add(MoveKind::ShotDown);
  if (flight == OfficialFlight::DestinationInZone)
    return add(target.contains(PieceType::Commander) ? MoveKind::ShotDown : MoveKind::Suicide);
  if (profile.hq_shelter && target.top().type() == PieceType::Headquarters &&
      target.contains(PieceType::Commander) && t != PieceType::Artillery && t != PieceType::AirForce &&
      t != PieceType::Navy)
    return add(MoveKind::StayCapture);  // destroys the HQ; the commander stays
  if (!can_stand(t, to)) return add(MoveKind::StayCapture);
  add(MoveKind::Capture);
  if (t != PieceType::AirForce) return;
  if (profile.cotulenh_quirks) {
    if (!c.deploy) add(MoveKind::StayCapture);
  } else if (c.mover.heroic() || target.top().type() != PieceType::AirForce) {
    add(MoveKind::StayCapture);  // bombing and returning, except against a plane
  }
}

/// The directions of the lines from `from` through the points of `targets` (bit `dir` set).
unsigned directions_to(Square from, const SquareSet& targets);
/// The sub-moves of one unit along the lines whose bit is set in `dirs`, in direction order; with `only_to`
/// valid, only those that end there; with `captures_only`, only captures.
void unit_moves(const Position& pos, Square from, Piece piece, bool deploy, unsigned dirs,
                std::vector<Move>& out, bool captures_only = false, Square only_to = kNoSquare);
/// The deploy turns of the stack `st` on `from` (a copy: the board changes while they are listed), those
/// whose sub-moves of each piece type end on `(*targets)[type]` when `targets` is not null; `moves` is
/// scratch. With `wanted` (Full mode, no targets): generate_deploy_turns_sparse's turns only.
void deploy_turns_from(Position& pos, Square from, const Stack& st, DeployMode mode,
                       const DeployTargets* targets, std::vector<Move>& moves, std::vector<Turn>& out,
                       const std::array<Turn, 2>* wanted = nullptr, std::size_t head = 0);
/// Could piece `p` leaving the stack on `from` capture anything: is an enemy unit within its capture reach on
/// the lines from `from` (a commander leaving a stack captures only beside it)? False means it cannot.
bool may_capture_deployed(const Position& pos, Square from, Piece p);
/// piece_rules(p, profile) from a table by the piece's bits (unit_moves' copy).
const PieceRules& piece_rules_of(Piece p, const Profile& profile);

}  // namespace saban::detail
