// What the two dialects' readers (parser/match.cpp, parser/match_san.cpp) share: short inline lists, the
// narrowing of the turns that fit a token, and a deploy made sub-move by sub-move.
#pragma once

#include <boost/container/small_vector.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "parser/match.h"
#include "rules/movegen.h"

namespace saban::parser {
// Internal linkage, as when both readers were one file: each inlines these as it did then.
namespace {

using T = PieceType;
// Short lists kept inline (no allocation per token): piece types, turns found, sub-moves.
template <typename V>
using Small = boost::container::small_vector<V, 8>;
using Types = Small<T>;
using Found = Small<const Turn*>;

// Keeps the legal turns among those that match; says why when none is left.
std::optional<Problem> keep_legal(Position& pos, Found& found) {
  const bool any = !found.empty();
  found.erase(std::remove_if(found.begin(), found.end(),
                             [&](const Turn* t) { return !is_legal(pos, *t, DeployMode::Full); }),
              found.end());
  if (any && found.empty()) return Problem{ProblemKind::MoveIllegal, {}};
  return std::nullopt;
}

// Keeps the turns of `found` that `keep` accepts, unless that would keep none.
template <typename Keep>
void narrow(Found& found, Keep keep) {
  if (found.size() <= 1) return;
  Found exact;
  for (const Turn* t : found)
    if (keep(*t)) exact.push_back(t);
  if (!exact.empty()) found = exact;
}

// Keeps one turn per resulting position: the same deploy taken in another order is the same move.
Found distinct(Position& pos, const Found& turns) {
  Found out;
  Small<std::uint64_t> keys;
  for (const Turn* t : turns) {
    Undo u;
    pos.do_turn(*t, u);
    const std::uint64_t key = pos.key();
    pos.undo_turn(u);
    if (std::find(keys.begin(), keys.end(), key) != keys.end()) continue;
    keys.push_back(key);
    out.push_back(t);
  }
  return out;
}

// The place in `unit` of its only piece of type `type`, when it comes after place `last` (stack order);
// -1 when the stack holds none, or two (the general reading tells them apart), or it comes earlier.
int only_piece_after(const Stack& unit, T type, int last) {
  int at = -1;
  for (int j = 0; j < unit.size; ++j)
    if (unit.pieces[static_cast<std::size_t>(j)].type() == type) {
      if (at >= 0) return -1;
      at = j;
    }
  return at > last ? at : -1;
}

// The turn of `pieces` leaving `origin` one after the other, piece i to `to(i)` by the one pseudo-legal
// sub-move whose kind `fits(i, kind)`; nullopt when a piece has none or more than one. The position is left
// as it was.
template <class To, class Fits>
std::optional<Turn> sub_moves_in_order(Position& pos, Square origin, const Small<Piece>& pieces, To to,
                                       Fits fits) {
  std::array<Move, kMaxMovesTo> moves;
  Turn turn;
  Undo u;
  pos.snapshot(u);
  bool ok = true;
  for (std::size_t i = 0; i < pieces.size() && ok; ++i) {
    const int n = unit_moves_to(pos, origin, pieces[i], true, to(i), moves);
    Move hit;
    int hits = 0;
    for (int j = 0; j < n; ++j)
      if (fits(i, moves[j].kind())) hit = moves[j], ++hits;
    ok = hits == 1;
    if (ok) {
      turn.push(hit);
      if (i + 1 < pieces.size()) pos.do_sub_move(hit, u);  // the last piece's sub-move changes nothing read
    }
  }
  if (pieces.size() > 1) pos.undo_turn(u);
  if (!ok) return std::nullopt;
  return turn;
}

}  // namespace
}  // namespace saban::parser
