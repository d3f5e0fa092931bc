// Helpers for the Cờ Đông Sơn tests: FEN in, moves by LAN out.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "rules/dongson/fen.h"
#include "rules/dongson/game.h"

namespace saban::dongson::test {

inline Position fen(const std::string& text, const Options& o = {}) {
  auto r = parse_fen(text, o);
  EXPECT_TRUE(r.ok()) << text << ": " << (r.ok() ? "" : r.error().message);
  return r.ok() ? std::move(r).value() : Position::start(o);
}

inline Square sq(const char* name) { return *parse_square(name); }

/// "e2e3", "c8c9v"; the swap as the Thần's from and the Voi's square with a trailing "s".
inline std::string lan(Move m) {
  std::string s = square_name(m.from()) + square_name(m.to());
  if (m.is_promotion()) s += static_cast<char>(letter(m.promoted()) - 'A' + 'a');
  if (m.is_swap()) s += 's';
  return s;
}

inline std::set<std::string> moves(const Position& pos) {
  std::vector<Move> v;
  pos.legal_moves(v);
  std::set<std::string> out;
  for (Move m : v) out.insert(lan(m));
  return out;
}

/// The moves of the piece on `from` only.
inline std::set<std::string> moves_from(const Position& pos, const char* from) {
  std::set<std::string> out;
  for (const std::string& m : moves(pos))
    if (m.compare(0, 2, from) == 0) out.insert(m);
  return out;
}

inline Move find(const Position& pos, const std::string& text) {
  std::vector<Move> v;
  pos.legal_moves(v);
  for (Move m : v)
    if (lan(m) == text) return m;
  ADD_FAILURE() << "no legal move " << text << " in " << to_fen(pos);
  return Move();
}

inline Position after(Position pos, const std::string& move) {
  pos.do_move(find(pos, move));
  return pos;
}

}  // namespace saban::dongson::test
