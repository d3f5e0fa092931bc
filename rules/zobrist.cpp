#include "rules/zobrist.h"

#include <array>

namespace saban::zobrist {

namespace {

constexpr int kPieceKinds = kPieceTypes * 4;  // type x side x heroic

struct Tables {
  std::array<std::array<std::array<std::uint64_t, kPieceKinds>, Stack::kMaxPieces>, kSquares> pieces{};
  std::uint64_t blue = 0;
};

// SplitMix64: a fixed, well-mixed sequence, so keys are the same on every run and machine.
std::uint64_t splitmix(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

const Tables& tables() {
  static const Tables t = [] {
    Tables out;
    std::uint64_t state = 0x5a7a0c0ffee1234ULL;
    for (auto& sq : out.pieces)
      for (auto& slot : sq)
        for (auto& k : slot) k = splitmix(state);
    out.blue = splitmix(state);
    return out;
  }();
  return t;
}

}  // namespace

std::uint64_t piece_key(Square s, int slot, Piece p) { return tables().pieces[s.index()][slot][p.key_index()]; }
std::uint64_t blue_to_move() { return tables().blue; }

}  // namespace saban::zobrist
