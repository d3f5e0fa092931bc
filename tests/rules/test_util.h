// Helpers for rules tests: build positions from piece lists, find turns by their long notation.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <initializer_list>
#include <random>
#include <string>
#include <vector>

#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/san.h"

namespace saban::test {

/// A position from placements such as "Cg1", "+Te5", "(TI)e6", "cg12" (upper case Red, lower case Blue).
inline Position make(std::initializer_list<const char*> placements, Side to_move = Side::Red,
                     Profile profile = official_profile()) {
  Position pos(profile);
  for (std::string text : placements) {
    std::size_t i = 0;
    std::vector<Piece> pieces;
    const bool stacked = text[0] == '(';
    if (stacked) ++i;
    while (i < text.size()) {
      bool heroic = false;
      if (text[i] == '+') heroic = true, ++i;
      const char l = text[i];
      const char* at = std::strchr(kFenLetters, std::toupper(static_cast<unsigned char>(l)));
      pieces.emplace_back(static_cast<PieceType>(at - kFenLetters), std::isupper(l) ? Side::Red : Side::Blue,
                          heroic);
      ++i;
      if (!stacked) break;
      if (text[i] == ')') {
        ++i;
        break;
      }
    }
    auto sq = board::parse_square(text.substr(i));
    EXPECT_TRUE(sq.has_value()) << text;
    auto st = arrange_stack(pieces.data(), static_cast<int>(pieces.size()), profile.stacking);
    EXPECT_TRUE(st.has_value()) << text;
    pos.set_stack(*sq, *st);
  }
  pos.set_side_to_move(to_move);
  return pos;
}

/// The legal turns in long notation (`Tf4f6`, `Ac5xc6`, `(TI)e5>e6` for a deploy sub-move).
inline std::vector<std::string> lans(Position& pos, DeployMode mode = DeployMode::Full) {
  std::vector<std::string> out;
  for (const Turn& t : MoveList(pos, mode)) out.push_back(to_lan(pos, t));
  return out;
}

inline bool has(Position& pos, const std::string& lan, DeployMode mode = DeployMode::Full) {
  const auto all = lans(pos, mode);
  return std::find(all.begin(), all.end(), lan) != all.end();
}

/// Plays the legal turn written `lan`; fails the test if there is none.
inline void play(Position& pos, const std::string& lan, DeployMode mode = DeployMode::Full) {
  for (const Turn& t : MoveList(pos, mode)) {
    if (to_lan(pos, t) == lan) {
      Undo u;
      pos.do_turn(t, u);
      return;
    }
  }
  ADD_FAILURE() << "no legal turn " << lan << " in " << to_fen(pos);
}

/// The positions of a game of random legal turns from the start (at most `plies` of them, the start first),
/// ending early where no turn is legal or a commander has gone.
inline std::vector<Position> random_game(const Profile& profile, std::mt19937& rng, int plies) {
  std::vector<Position> seen;
  Position pos = Position::start(profile);
  for (int ply = 0; ply < plies; ++ply) {
    seen.push_back(pos);
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    if (legal.empty() || !pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) break;
    Undo u;
    pos.do_turn(legal[rng() % legal.size()], u);
  }
  return seen;
}

}  // namespace saban::test
