#include "rules/dongson/perft.h"

namespace saban::dongson {

std::uint64_t perft(const Position& pos, int depth) {
  if (depth <= 0) return 1;
  std::vector<Move> moves;
  pos.legal_moves(moves);
  if (depth == 1) return moves.size();
  std::uint64_t n = 0;
  for (Move m : moves) {
    Position next = pos;
    next.do_move(m);
    n += perft(next, depth - 1);
  }
  return n;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, int depth) {
  std::vector<std::pair<Move, std::uint64_t>> out;
  std::vector<Move> moves;
  pos.legal_moves(moves);
  for (Move m : moves) {
    Position next = pos;
    next.do_move(m);
    out.emplace_back(m, perft(next, depth - 1));
  }
  return out;
}

}  // namespace saban::dongson
