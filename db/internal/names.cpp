#include "db/internal/names.h"

#include <algorithm>

namespace saban::db {

namespace {

// The base letter of a Latin-1 letter U+00C0..U+00FF (0 where none).
constexpr char kLatin1[64 + 1] =
    "aaaaaaaceeeeiiiidnooooo\0ouuuuyts"   // U+00C0..U+00DF
    "aaaaaaaceeeeiiiidnooooo\0ouuuuyty";  // U+00E0..U+00FF

// The base letter of a Vietnamese letter in U+1EA0..U+1EF9 (Latin Extended Additional).
char extended_additional(char32_t c) {
  if (c >= 0x1EA0 && c <= 0x1EB7) return 'a';
  if (c >= 0x1EB8 && c <= 0x1EC7) return 'e';
  if (c >= 0x1EC8 && c <= 0x1ECB) return 'i';
  if (c >= 0x1ECC && c <= 0x1EE3) return 'o';
  if (c >= 0x1EE4 && c <= 0x1EF1) return 'u';
  if (c >= 0x1EF2 && c <= 0x1EF9) return 'y';
  return 0;
}

// The folded form of one code point: a letter, nothing (a combining mark), or 0 to keep it as it is.
char fold(char32_t c, bool& drop) {
  drop = false;
  if (c < 0x80) return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  if (c >= 0x300 && c <= 0x36F) {
    drop = true;
    return 0;
  }
  if (c >= 0xC0 && c <= 0xFF) return kLatin1[c - 0xC0];
  switch (c) {
    case 0x102:
    case 0x103:
      return 'a';  // Ă ă
    case 0x110:
    case 0x111:
      return 'd';  // Đ đ
    case 0x128:
    case 0x129:
      return 'i';  // Ĩ ĩ
    case 0x168:
    case 0x169:
      return 'u';  // Ũ ũ
    case 0x1A0:
    case 0x1A1:
      return 'o';  // Ơ ơ
    case 0x1AF:
    case 0x1B0:
      return 'u';  // Ư ư
    default:
      return extended_additional(c);
  }
}

}  // namespace

std::string search_key(std::string_view s) {
  std::string out;
  search_key(s, out);
  return out;
}

void search_key(std::string_view s, std::string& out) {
  // The key is never longer than the name (a code point folds to one letter, to nothing, or to itself): it is
  // written in place, ASCII a byte at a time without a call.
  out.resize(s.size());
  char* p = out.data();
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char b = static_cast<unsigned char>(s[i]);
    if (b < 0x80) {
      *p++ = static_cast<char>(b >= 'A' && b <= 'Z' ? b + 32 : b);
      ++i;
      continue;
    }
    const std::size_t len = (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 1;
    char32_t c = len == 1 ? b : (b & (0x7F >> len));
    for (std::size_t k = 1; k < len && i + k < s.size(); ++k)
      c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    bool drop = false;
    const char f = fold(c, drop);
    if (f) {
      *p++ = f;
    } else if (!drop) {
      const std::size_t n = std::min(len, s.size() - i);  // as s.substr(i, len)
      for (std::size_t k = 0; k < n; ++k) *p++ = s[i + k];
    }
    i += len;
  }
  out.resize(static_cast<std::size_t>(p - out.data()));
}

}  // namespace saban::db
