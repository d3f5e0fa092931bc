// SplitMix64: the key generator of both games' Zobrist tables (rules/zobrist.h, rules/dongson/position.cpp),
// usable at compile time: from a fixed seed, the same keys on every run and machine.
#pragma once

#include <cstdint>

namespace saban {

/// A SplitMix64 stream (Steele, Lea and Flood 2014) from `state`.
class SplitMix64 {
 public:
  constexpr explicit SplitMix64(std::uint64_t seed) : m_state(seed) {}
  /// The next 64-bit value of the stream.
  constexpr std::uint64_t next() {
    std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t m_state;
};

}  // namespace saban
