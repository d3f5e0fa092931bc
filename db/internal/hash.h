// A 128-bit content hash (two seeded 64-bit FNV-1a lanes, finished with SplitMix): game signatures, file
// identities. Not cryptographic; collisions among millions of games are vanishingly unlikely.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace saban::db {

class Hasher {
 public:
  void add(std::string_view bytes) {
    for (unsigned char c : bytes) {
      m_a = (m_a ^ c) * 0x100000001b3ULL;
      m_b = (m_b ^ c) * 0x100000001b3ULL;
    }
  }
  /// Adds a field and a separator that cannot occur in text, so ("ab","c") and ("a","bc") differ.
  void field(std::string_view bytes) {
    add(bytes);
    add(std::string_view("\x1f", 1));
  }
  /// The hash as 32 hex digits (PostgreSQL reads it into bytea with decode(..., 'hex')).
  std::string hex() const {
    std::string out;
    hex(out);
    return out;
  }
  /// The same into `out` (its memory kept).
  void hex(std::string& out) const {
    static constexpr char kDigits[] = "0123456789abcdef";
    char digits[32];
    char* p = digits;
    for (std::uint64_t lane : {finish(m_a), finish(m_b ^ 0x9e3779b97f4a7c15ULL)})
      for (int shift = 60; shift >= 0; shift -= 4) *p++ = kDigits[(lane >> shift) & 15];
    out.assign(digits, sizeof digits);
  }

 private:
  static std::uint64_t finish(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  std::uint64_t m_a = 0xcbf29ce484222325ULL, m_b = 0x84222325cbf29ce4ULL;
};

}  // namespace saban::db
