#include "rules/perft.h"

namespace saban {

namespace {

std::uint64_t perft_rec(Position& pos, int depth, DeployMode mode, std::vector<std::vector<Turn>>& lists) {
  std::vector<Turn>& turns = lists[depth];
  turns.clear();
  generate_legal(pos, mode, turns);
  if (depth == 1) return turns.size();
  std::uint64_t n = 0;
  Undo u;
  for (const Turn& t : turns) {
    pos.do_turn(t, u);
    n += perft_rec(pos, depth - 1, mode, lists);
    pos.undo_turn(u);
  }
  return n;
}

}  // namespace

std::uint64_t perft(Position& pos, int depth, DeployMode mode) {
  if (depth <= 0) return 1;
  std::vector<std::vector<Turn>> lists(depth + 1);
  return perft_rec(pos, depth, mode, lists);
}

std::vector<std::pair<Turn, std::uint64_t>> perft_divide(Position& pos, int depth, DeployMode mode) {
  std::vector<std::pair<Turn, std::uint64_t>> out;
  std::vector<Turn> turns;
  generate_legal(pos, mode, turns);
  Undo u;
  for (const Turn& t : turns) {
    pos.do_turn(t, u);
    out.emplace_back(t, perft(pos, depth - 1, mode));
    pos.undo_turn(u);
  }
  return out;
}

}  // namespace saban
