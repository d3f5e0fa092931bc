#include "analysis/evaluate.h"

#include "rules/airdefence.h"

namespace saban::analysis {

int piece_value(Piece p) { return 10 * (kPieceValue[index(p.type())] + (p.heroic() ? 10 : 0)); }

namespace {

// Step 1. Material of one side.
int material(const Position& pos, Side s, int& pieces) {
  int total = 0;
  for (int i = 0; i < kSquares; ++i) {
    const Stack& st = pos.at(Square(i));
    if (st.empty() || st.side() != s) continue;
    for (int k = 0; k < st.size; ++k) {
      if (st.pieces[k].type() == PieceType::Commander) continue;
      total += piece_value(st.pieces[k]);
      ++pieces;
    }
  }
  return total;
}

// Step 2. Land forces across the river (ranks 7-12 for Red, 1-6 for Blue) press on the enemy: 5 per piece.
int advance(const Position& pos, Side s) {
  int bonus = 0;
  for (int i = 0; i < kSquares; ++i) {
    const Stack& st = pos.at(Square(i));
    if (st.empty() || st.side() != s) continue;
    const PieceType t = st.top().type();
    if (t == PieceType::Commander || t == PieceType::Headquarters || t == PieceType::Navy) continue;
    const int rank = Square(i).rank();
    if ((s == Side::Red && rank >= 6) || (s == Side::Blue && rank <= 5)) bonus += 5 * st.size;
  }
  return bonus;
}

// Step 3. The commander's safety: attacked is bad (the side to move must answer it), zones over it are good.
int commander_safety(const Position& pos, Side s, const AirDefenceMap& own_zones) {
  const Square c = pos.commander(s);
  if (!c.valid()) return -kMate / 2;
  int score = 0;
  if (pos.commander_attacked(s)) score -= 60;
  score += 10 * __builtin_popcount(own_zones.cover[c.index()]);
  return score;
}

}  // namespace

int evaluate(const Position& pos) {
  const Side us = pos.side_to_move(), them = ~us;
  int our_pieces = 0, their_pieces = 0;
  int score = material(pos, us, our_pieces) - material(pos, them, their_pieces);
  score += advance(pos, us) - advance(pos, them);
  const AirDefenceMap ours = air_defence_map(pos, us), theirs = air_defence_map(pos, them);
  score += commander_safety(pos, us, ours) - commander_safety(pos, them, theirs);
  return score + 10;  // the move itself is worth a little (tempo)
}

}  // namespace saban::analysis
