// Text encodings of game records: detection and conversion to UTF-8.
//
// UTF-16 and Windows-1258 go through glibc iconv (glibc's CP1258 decoder already composes base + tone into
// precomposed letters; a small composition pass below makes that independent of the iconv at hand). TCVN3
// and VNI have no converter in glibc (its TCVN5712-1 is VN1, which puts capital toned letters in C0 and
// 0x80-0x9F, where TCVN3 files hold controls and Windows-1252 punctuation), so their tables are written here
// from the published TCVN 5712:1993 VN3 and VNI Windows layouts (as used by the UniKey/VnConv converter).
#include "parser/encoding.h"

#include <iconv.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <unordered_map>
#include <unordered_set>
#include <vector>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace saban::parser {

namespace {

constexpr std::size_t kSampleBytes = 64 * 1024;  // detection looks at no more than this
constexpr char32_t kNoChar = 0xFFFFFFFF;

// ---------------------------------------------------------------------------------------------------------
// Vietnamese letters: 12 vowels x 6 tones, and đ.

constexpr int kVowels = 12, kTones = 6, kDee = 12;  // vowel index kDee stands for đ
enum Vowel { kA, kABreve, kACirc, kE, kECirc, kI, kO, kOCirc, kOHorn, kU, kUHorn, kY };

// Lowercase letters by vowel (a ă â e ê i o ô ơ u ư y) and tone (none, grave, hook, tilde, acute, dot).
constexpr char32_t kLower[kVowels][kTones] = {
    {0x61, 0xE0, 0x1EA3, 0xE3, 0xE1, 0x1EA1},        {0x103, 0x1EB1, 0x1EB3, 0x1EB5, 0x1EAF, 0x1EB7},
    {0xE2, 0x1EA7, 0x1EA9, 0x1EAB, 0x1EA5, 0x1EAD},  {0x65, 0xE8, 0x1EBB, 0x1EBD, 0xE9, 0x1EB9},
    {0xEA, 0x1EC1, 0x1EC3, 0x1EC5, 0x1EBF, 0x1EC7},  {0x69, 0xEC, 0x1EC9, 0x129, 0xED, 0x1ECB},
    {0x6F, 0xF2, 0x1ECF, 0xF5, 0xF3, 0x1ECD},        {0xF4, 0x1ED3, 0x1ED5, 0x1ED7, 0x1ED1, 0x1ED9},
    {0x1A1, 0x1EDD, 0x1EDF, 0x1EE1, 0x1EDB, 0x1EE3}, {0x75, 0xF9, 0x1EE7, 0x169, 0xFA, 0x1EE5},
    {0x1B0, 0x1EEB, 0x1EED, 0x1EEF, 0x1EE9, 0x1EF1}, {0x79, 0x1EF3, 0x1EF7, 0x1EF9, 0xFD, 0x1EF5}};
constexpr char32_t kLowerDee = 0x111;
// The combining mark of each tone, as Windows-1258 and TCVN VN1 write tones after the letter.
constexpr char32_t kToneMark[kTones] = {0, 0x300, 0x309, 0x303, 0x301, 0x323};

struct Letter {
  int vowel = 0;  // Vowel, or kDee
  int tone = 0;
  bool upper = false;
};

// The capital of a lowercase Vietnamese letter: Latin-1 letters are 0x20 apart, the others adjacent.
constexpr char32_t upper_of(char32_t lower) {
  if (lower < 0x80) return lower - 0x20;
  return lower < 0x100 ? lower - 0x20 : lower - 1;
}

// The code point of a letter.
char32_t letter_char(Letter l) {
  const char32_t lower = l.vowel == kDee ? kLowerDee : kLower[l.vowel][l.tone];
  return l.upper ? upper_of(lower) : lower;
}

// Every Vietnamese vowel (with or without tone) and đ/Đ, by code point.
const std::unordered_map<char32_t, Letter>& letter_index() {
  static const auto index = [] {
    std::unordered_map<char32_t, Letter> m;
    for (int v = 0; v <= kDee; ++v)
      for (int t = 0; t < (v == kDee ? 1 : kTones); ++t)
        for (bool up : {false, true}) m[letter_char({v, t, up})] = {v, t, up};
    return m;
  }();
  return index;
}

// The Vietnamese vowel or đ at a code point, if it is one.
std::optional<Letter> letter_of(char32_t c) {
  const auto& index = letter_index();
  auto it = index.find(c);
  if (it == index.end()) return std::nullopt;
  return it->second;
}

// Letter classes of ASCII and Vietnamese letters.
bool is_ascii_letter(char32_t c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
bool is_letter(char32_t c) { return is_ascii_letter(c) || letter_of(c).has_value(); }
bool is_upper(char32_t c) {
  if (c < 0x80) return c >= 'A' && c <= 'Z';
  auto l = letter_of(c);
  return l && l->upper;
}

// Lowercase form of an ASCII or Vietnamese letter (other characters unchanged).
char32_t to_lower(char32_t c) {
  if (c >= 'A' && c <= 'Z') return c + 0x20;
  auto l = letter_of(c);
  if (!l || !l->upper) return c;
  l->upper = false;
  return letter_char(*l);
}

// The tone index of a combining tone mark, or 0.
int tone_of_mark(char32_t c) {
  for (int t = 1; t < kTones; ++t)
    if (kToneMark[t] == c) return t;
  return 0;
}

// Puts a combining tone onto the last character of `text` if it is a toneless vowel; false if it is not.
bool compose_tone(std::u32string& text, char32_t mark) {
  const int tone = tone_of_mark(mark);
  if (tone == 0 || text.empty()) return false;
  auto l = letter_of(text.back());
  if (!l || l->vowel == kDee || l->tone != 0) return false;
  l->tone = tone;
  text.back() = letter_char(*l);
  return true;
}

// Replaces every toneless vowel + combining tone pair by the precomposed letter.
std::u32string compose(const std::u32string& text) {
  std::u32string out;
  out.reserve(text.size());
  for (char32_t c : text)
    if (!compose_tone(out, c)) out.push_back(c);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// UTF-8

// Appends one code point as UTF-8.
void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// Encodes code points as UTF-8.
std::string encode_utf8(const std::u32string& text) {
  std::string out;
  out.reserve(text.size() + text.size() / 2);
  for (char32_t c : text) append_utf8(out, c);
  return out;
}

// Length of the UTF-8 sequence at s[i] (1-4), 0 if it is invalid, or -1 if it is cut off by the end of `s`.
int utf8_length(std::string_view s, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = b(i);
  if (c < 0x80) return 1;
  const int n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
  if (n == 0) return 0;
  // The second byte's range excludes overlong forms, surrogates and code points above U+10FFFF.
  const unsigned char lo = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
  const unsigned char hi = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
  for (int k = 1; k < n; ++k) {
    if (i + k >= s.size()) return -1;
    const unsigned char min = k == 1 ? lo : 0x80, max = k == 1 ? hi : 0xBF;
    if (b(i + k) < min || b(i + k) > max) return 0;
  }
  return n;
}

// The first byte at or after `i` that is not ASCII, else s.size(): 32 bytes at a time (8 without SSE2).
std::size_t ascii_end(std::string_view s, std::size_t i) {
#ifdef __SSE2__
  for (; i + 32 <= s.size(); i += 32) {
    const auto* at = reinterpret_cast<const __m128i*>(s.data() + i);
    const auto low = static_cast<unsigned>(_mm_movemask_epi8(_mm_loadu_si128(at)));
    const auto high = static_cast<unsigned>(_mm_movemask_epi8(_mm_loadu_si128(at + 1)));
    if (const unsigned bits = low | high << 16) return i + static_cast<std::size_t>(__builtin_ctz(bits));
  }
#endif
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t word;
    std::memcpy(&word, s.data() + i, 8);
    if ((word & 0x8080808080808080ull) != 0) break;
  }
  while (i < s.size() && static_cast<unsigned char>(s[i]) < 0x80) ++i;
  return i;
}

// Offset of the first byte that is not valid UTF-8; a sequence cut by the end counts only if `whole`.
std::optional<std::size_t> invalid_utf8_at(std::string_view s, bool whole) {
  for (std::size_t i = ascii_end(s, 0); i < s.size(); i = ascii_end(s, i)) {  // ASCII: most of a record file
    const int n = utf8_length(s, i);
    if (n == 0 || (n < 0 && whole)) return i;
    if (n < 0) return std::nullopt;
    i += static_cast<std::size_t>(n);
  }
  return std::nullopt;
}

// Decodes UTF-8 already known to be valid.
std::u32string decode_utf8(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const int n = std::max(utf8_length(s, i), 1);
    char32_t c = n == 1 ? static_cast<unsigned char>(s[i]) : static_cast<unsigned char>(s[i]) & (0x7F >> n);
    for (int k = 1; k < n; ++k) c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(c);
    i += n;
  }
  return out;
}

// Byte offset in `utf8` of each code point of its decoding (for error offsets of the encoders).
std::vector<std::size_t> utf8_offsets(std::string_view s) {
  std::vector<std::size_t> offsets;
  for (std::size_t i = 0; i < s.size(); i += std::max(utf8_length(s, i), 1)) offsets.push_back(i);
  return offsets;
}

std::string hex_byte(unsigned char b) {
  static const char* digits = "0123456789ABCDEF";
  return std::string("0x") + digits[b >> 4] + digits[b & 15];
}

// "U+1EA0".
std::string code_point_name(char32_t c) {
  std::string hex;
  for (int shift = c > 0xFFFF ? 20 : 12; shift >= 0; shift -= 4) hex += "0123456789ABCDEF"[(c >> shift) & 15];
  return "U+" + hex;
}

// The error for an invalid byte (or the end of text) at `at`.
TextError bad_byte(std::string_view bytes, std::size_t at, Encoding e) {
  const std::string what = at < bytes.size() ? "byte " + hex_byte(static_cast<unsigned char>(bytes[at]))
                                             : std::string("end of text");
  return TextError{"invalid " + what + " in " + encoding_name(e) + " text", at};
}

// ---------------------------------------------------------------------------------------------------------
// iconv

struct IconvResult {
  std::string text;
  std::size_t invalid = 0;                 // bytes skipped (lenient mode)
  std::optional<std::size_t> first_error;  // offset of the first invalid byte
  bool unavailable = false;                // iconv has no such conversion
};

// Converts with iconv; strict stops at the first invalid byte, lenient skips such bytes and counts them.
IconvResult run_iconv(std::string_view in, const char* from, const char* to, bool lenient) {
  IconvResult r;
  iconv_t cd = iconv_open(to, from);
  if (cd == reinterpret_cast<iconv_t>(-1)) {
    r.unavailable = true;
    return r;
  }
  std::string out(in.size() * 2 + 16, '\0');
  char* src = const_cast<char*>(in.data());
  std::size_t src_left = in.size(), used = 0;
  bool flushing = false;
  while (true) {
    char* dst = out.data() + used;
    std::size_t dst_left = out.size() - used;
    const std::size_t rc =
        flushing ? iconv(cd, nullptr, nullptr, &dst, &dst_left) : iconv(cd, &src, &src_left, &dst, &dst_left);
    used = out.size() - dst_left;
    if (rc != static_cast<std::size_t>(-1)) {
      if (flushing) break;
      flushing = true;  // glibc's CP1258 holds back the last letter until it knows no tone follows
      continue;
    }
    if (errno == E2BIG) {
      out.resize(out.size() * 2);
      continue;
    }
    const std::size_t at = in.size() - src_left;  // EILSEQ or EINVAL (cut at the end)
    if (!r.first_error) r.first_error = at;
    if (!lenient || src_left == 0) break;
    ++r.invalid, ++src, --src_left;
  }
  iconv_close(cd);
  out.resize(used);
  r.text = std::move(out);
  return r;
}

// Strict iconv conversion as a Result, offsets relative to `in`.
Result<std::string> convert(std::string_view in, const char* from, const char* to, Encoding e) {
  IconvResult r = run_iconv(in, from, to, false);
  if (r.unavailable)
    return TextError{std::string("this system's iconv cannot convert ") + from + " to " + to, 0};
  if (r.first_error) return bad_byte(in, *r.first_error, e);
  return std::move(r.text);
}

// ---------------------------------------------------------------------------------------------------------
// The 8-bit tables. Bytes below 0x80 are ASCII in all three encodings.

// Windows-1252 in 0x80-0x9F (0 = undefined), kept by TCVN3 and VNI fonts for punctuation.
constexpr char32_t kCp1252High[32] = {0x20AC, 0,      0x201A, 0x192,  0x201E, 0x2026, 0x2020, 0x2021,
                                      0x2C6,  0x2030, 0x160,  0x2039, 0x152,  0,      0x17D,  0,
                                      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                      0x2DC,  0x2122, 0x161,  0x203A, 0x153,  0,      0x17E,  0x178};

// Windows-1252 meaning of a byte (Latin-1 from 0xA0), or 0 if undefined.
char32_t cp1252(unsigned char b) { return b >= 0x80 && b < 0xA0 ? kCp1252High[b - 0x80] : b; }

// TCVN3 (TCVN 5712:1993 VN3, "ABC" .VnTime fonts): bytes of the lowercase vowels by tone (0 = ASCII vowel).
// Capital toned letters have no code: capitals fonts (.VnTimeH) draw the lowercase codes as capitals.
constexpr unsigned char kTcvnLower[kVowels][kTones] = {
    {0, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9},    {0xA8, 0xBB, 0xBC, 0xBD, 0xBE, 0xC6},
    {0xA9, 0xC7, 0xC8, 0xC9, 0xCA, 0xCB}, {0, 0xCC, 0xCE, 0xCF, 0xD0, 0xD1},
    {0xAA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6}, {0, 0xD7, 0xD8, 0xDC, 0xDD, 0xDE},
    {0, 0xDF, 0xE1, 0xE2, 0xE3, 0xE4},    {0xAB, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9},
    {0xAC, 0xEA, 0xEB, 0xEC, 0xED, 0xEE}, {0, 0xEF, 0xF1, 0xF2, 0xF3, 0xF4},
    {0xAD, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9}, {0, 0xFA, 0xFB, 0xFC, 0xFD, 0xFE}};
// TCVN3 capitals without tone: Ă Â Ê Ô Ơ Ư Đ at 0xA1-0xA7; đ is 0xAE.
constexpr int kTcvnCapitals[7] = {kABreve, kACirc, kECirc, kOCirc, kOHorn, kUHorn, kDee};
constexpr unsigned char kTcvnLowerDee = 0xAE;
// Unassigned in VN3 but capitals in the VN1/VN2 supersets; decoded as those (a file might use them).
constexpr std::pair<unsigned char, char32_t> kTcvnVn1Capitals[] = {
    {0xAF, 0x1EB0}, {0xBA, 0x1EB2}, {0xBF, 0x1EB4}, {0xC0, 0x1EAE}, {0xC1, 0x1EA6}, {0xC2, 0x1EA8},
    {0xC3, 0x1EAA}, {0xC4, 0x1EA4}, {0xC5, 0x1EC0}, {0xCD, 0x1EC2}, {0xD9, 0x1EC4}, {0xDA, 0x1EBE},
    {0xDB, 0x1ED2}, {0xE0, 0x1ED4}, {0xF0, 0x1ED6}, {0xFF, 0x1ED0}};

// What one TCVN3 byte decodes to.
struct TcvnByte {
  char32_t c = 0;          // 0: undefined
  bool ambiguous = false;  // a toned lowercase code, which capitals fonts show as a capital
  bool odd = false;        // legal but unusual in TCVN3 text (VN1 capitals, combining tones)
};

// The meaning of every TCVN3 byte, built once.
const std::array<TcvnByte, 256>& tcvn_table() {
  static const auto table = [] {
    std::array<TcvnByte, 256> t{};
    for (int b = 0; b < 256; ++b) t[b].c = cp1252(static_cast<unsigned char>(b));
    for (int v = 0; v < kVowels; ++v)
      for (int tone = 0; tone < kTones; ++tone)
        if (kTcvnLower[v][tone]) t[kTcvnLower[v][tone]] = {letter_char({v, tone, false}), tone != 0, false};
    for (int k = 0; k < 7; ++k) t[0xA1 + k] = {letter_char({kTcvnCapitals[k], 0, true}), false, false};
    t[kTcvnLowerDee] = {kLowerDee, false, false};
    for (auto [b, c] : kTcvnVn1Capitals) t[b] = {c, false, true};
    for (int tone = 1; tone < kTones; ++tone) t[0xAF + tone] = {kToneMark[tone], false, true};  // 0xB0-0xB4
    return t;
  }();
  return table;
}

// VNI Windows: a letter is a base byte, then for most toned or modified vowels a mark byte.
// Mark bytes by modifier (plain tone, circumflex, breve) and tone, lowercase; the capital mark is 0x20 less.
constexpr unsigned char kVniPlainMark[kTones] = {0, 0xF8, 0xFB, 0xF5, 0xF9, 0xEF};
constexpr unsigned char kVniCircMark[kTones] = {0xE2, 0xE0, 0xE5, 0xE3, 0xE1, 0xE4};
constexpr unsigned char kVniBreveMark[kTones] = {0xEA, 0xE8, 0xFA, 0xFC, 0xE9, 0xEB};
// Single-byte lowercase letters (capital 0x20 less): i with tones, ỵ, ơ, ư, đ.
constexpr unsigned char kVniIToned[kTones] = {0, 0xEC, 0xE6, 0xF3, 0xED, 0xF2};
constexpr unsigned char kVniYDot = 0xEE, kVniOHorn = 0xF4, kVniUHorn = 0xF6, kVniDee = 0xF1;

enum Modifier { kPlain, kCirc, kBreve };

// What a VNI byte means as a mark or as a single-byte letter.
struct VniByte {
  int modifier = -1;  // as a mark: Modifier and tone; -1 if not a mark
  int mark_tone = 0;
  char32_t letter = 0;  // as a single-byte letter, else 0
};

// The meaning of every VNI byte as a mark or single-byte letter, built once.
const std::array<VniByte, 256>& vni_table() {
  static const auto table = [] {
    std::array<VniByte, 256> t{};
    const unsigned char* marks[3] = {kVniPlainMark, kVniCircMark, kVniBreveMark};
    for (int m = 0; m < 3; ++m)
      for (int tone = 0; tone < kTones; ++tone)
        if (marks[m][tone])
          for (int up = 0; up < 2; ++up) t[marks[m][tone] - 0x20 * up] = {m, tone, 0};
    for (int up = 0; up < 2; ++up) {
      const int d = 0x20 * up;
      for (int tone = 1; tone < kTones; ++tone)
        t[kVniIToned[tone] - d].letter = letter_char({kI, tone, up != 0});
      t[kVniYDot - d].letter = letter_char({kY, 5, up != 0});
      t[kVniOHorn - d].letter = letter_char({kOHorn, 0, up != 0});
      t[kVniUHorn - d].letter = letter_char({kUHorn, 0, up != 0});
      t[kVniDee - d].letter = letter_char({kDee, 0, up != 0});
    }
    return t;
  }();
  return table;
}

// The vowel that `base` (a toneless vowel) becomes under a VNI mark, or -1 if the mark does not fit it.
int vni_vowel(int base, int modifier, int tone) {
  if (modifier == kPlain) return tone == 0 ? -1 : (base == kI ? -1 : base);
  if (modifier == kBreve) return base == kA ? kABreve : -1;
  return base == kA ? kACirc : base == kE ? kECirc : base == kO ? kOCirc : -1;
}

// ---------------------------------------------------------------------------------------------------------
// Decoding the hand-made encodings

struct Decoded {
  std::u32string text;
  std::vector<bool> ambiguous;  // TCVN3: the letter's case was lost in the encoding
  int odd = 0;                  // legal but implausible bytes (used by detection)
  int invalid = 0;
  std::optional<std::size_t> first_error;
};

// Decodes TCVN3; undefined bytes are counted and skipped.
Decoded decode_tcvn3(std::string_view bytes) {
  const auto& table = tcvn_table();
  Decoded d;
  d.text.reserve(bytes.size());
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const TcvnByte& t = table[static_cast<unsigned char>(bytes[i])];
    if (t.c == 0) {
      if (!d.first_error) d.first_error = i;
      ++d.invalid;
      continue;
    }
    d.odd += t.odd;
    if (compose_tone(d.text, t.c)) continue;
    d.text.push_back(t.c);
    d.ambiguous.resize(d.text.size(), false);
    d.ambiguous.back() = t.ambiguous;
  }
  return d;
}

// Decodes the VNI letter at bytes[i], advancing `i`; kNoChar if bytes[i] starts none.
char32_t vni_letter_at(std::string_view bytes, std::size_t& i) {
  const auto& table = vni_table();
  const auto byte = static_cast<unsigned char>(bytes[i]);
  std::optional<Letter> base = table[byte].letter ? letter_of(table[byte].letter) : letter_of(byte);
  if (!base || (byte >= 0x80 && !table[byte].letter)) return kNoChar;
  ++i;
  if (i < bytes.size() && base->tone == 0 && base->vowel != kDee) {
    const VniByte& m = table[static_cast<unsigned char>(bytes[i])];
    const int v = m.modifier < 0 ? -1 : vni_vowel(base->vowel, m.modifier, m.mark_tone);
    const bool horned = base->vowel == kOHorn || base->vowel == kUHorn;
    if (v >= 0 && (!horned || m.modifier == kPlain)) {
      ++i;
      return letter_char({horned ? base->vowel : v, m.mark_tone, base->upper});
    }
  }
  return letter_char(*base);
}

// Decodes VNI; bytes that are neither letters nor marks after a vowel fall back to Windows-1252 (odd).
Decoded decode_vni(std::string_view bytes) {
  Decoded d;
  d.text.reserve(bytes.size());
  for (std::size_t i = 0; i < bytes.size();) {
    const auto byte = static_cast<unsigned char>(bytes[i]);
    if (const char32_t c = vni_letter_at(bytes, i); c != kNoChar) {
      d.text.push_back(c);
    } else if (const char32_t fallback = cp1252(byte); fallback != 0) {
      d.odd += byte >= 0xA0;
      d.text.push_back(fallback);
      ++i;
    } else {
      if (!d.first_error) d.first_error = i;
      ++d.invalid, ++i;
    }
  }
  return d;
}

// ---------------------------------------------------------------------------------------------------------
// TCVN3 case restoration.
//
// TCVN3 has no capital toned letters: "Ánh" is written with the code of "á" and shown in a capitals font. We
// restore the case of such ambiguous letters from context:
//  1. a word in capitals (no lowercase letter, and a capital beyond its first letter, or next to a word of
//  two
//     or more capitals, as in "ỦY BAN", "ÔNG ĐỖ") gets all its ambiguous letters as capitals;
//  2. an ambiguous first letter of a word with no capital is a capital at the start of a sentence (after the
//     text's start, a new line, . ! ? " [ { or ( ) or after a capitalised word on the same line (names:
//     "Nguyễn Văn Ánh", "Lý Ịt, Ấm"), except the common words ở, ấy and ạ;
//  3. every other ambiguous letter stays lowercase. Isolated capitals can thus come back lowercase.

struct Word {
  std::size_t begin = 0, end = 0;
  int upper = 0, lower = 0;  // letters of known case
  bool upper_first = false;  // the known-case first letter is a capital
};

// The words (runs of letters) of a TCVN3 decoding, with the case of their unambiguous letters.
std::vector<Word> find_words(const Decoded& d) {
  std::vector<Word> words;
  for (std::size_t i = 0; i < d.text.size();) {
    if (!is_letter(d.text[i])) {
      ++i;
      continue;
    }
    Word w{i, i};
    for (; i < d.text.size() && is_letter(d.text[i]); ++i) {
      if (d.ambiguous[i]) continue;
      (is_upper(d.text[i]) ? w.upper : w.lower)++;
      if (i == w.begin) w.upper_first = is_upper(d.text[i]);
    }
    w.end = i;
    words.push_back(w);
  }
  return words;
}

// Whether words[k] and words[k + 1] are on one line, separated by spaces, commas or semicolons only.
bool adjacent(const Decoded& d, const std::vector<Word>& words, std::size_t k) {
  if (k + 1 >= words.size()) return false;
  for (std::size_t i = words[k].end; i < words[k + 1].begin; ++i)
    if (d.text[i] != ' ' && d.text[i] != ',' && d.text[i] != ';') return false;
  return true;
}

// Whether a word is in capitals for sure: two capitals or more and no lowercase letter.
bool all_caps(const Word& w) { return w.lower == 0 && w.upper >= 2; }

// Rule 1: the word is in capitals.
bool caps_word(const Decoded& d, const std::vector<Word>& words, std::size_t k) {
  const Word& w = words[k];
  if (w.lower > 0) return false;
  if (w.upper >= 2 || (w.upper == 1 && !w.upper_first)) return true;
  return (k > 0 && adjacent(d, words, k - 1) && all_caps(words[k - 1])) ||
         (adjacent(d, words, k) && all_caps(words[k + 1]));
}

// Rule 2: the word's ambiguous first letter is a capital.
bool capitalised_word(const Decoded& d, const std::vector<Word>& words, std::size_t k) {
  static const std::unordered_set<std::u32string> kSmallWords = {U"ở", U"ấy", U"ạ"};
  const Word& w = words[k];
  if (w.upper > 0) return false;
  std::size_t i = w.begin;
  while (i > 0 && (d.text[i - 1] == ' ' || d.text[i - 1] == '\t')) --i;
  if (i == 0 || std::u32string_view(U"\n\r.!?\"[{(").find(d.text[i - 1]) != std::u32string_view::npos)
    return true;
  if (kSmallWords.count(d.text.substr(w.begin, w.end - w.begin))) return false;
  return k > 0 && adjacent(d, words, k - 1) && is_upper(d.text[words[k - 1].begin]);
}

// Applies the rules above to a TCVN3 decoding, left to right (a restored name capitalises the next).
void restore_case(Decoded& d) {
  const std::vector<Word> words = find_words(d);
  for (std::size_t k = 0; k < words.size(); ++k) {
    const Word& w = words[k];
    const bool caps = caps_word(d, words, k);
    for (std::size_t i = w.begin; i < w.end; ++i)
      if (d.ambiguous[i] && (caps || (i == w.begin && capitalised_word(d, words, k))))
        d.text[i] = upper_of(d.text[i]);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Encoding to TCVN3 and VNI

// TCVN3 bytes of a character, or empty if it has none. Capital toned letters take the lowercase code.
std::string tcvn3_bytes(char32_t c) {
  if (c < 0x80) return std::string(1, static_cast<char>(c));
  if (auto l = letter_of(c)) {
    if (l->vowel == kDee) return std::string(1, static_cast<char>(l->upper ? 0xA7 : kTcvnLowerDee));
    if (l->upper && l->tone == 0) {
      if (l->vowel == kA || l->vowel == kE || l->vowel == kI || l->vowel == kO || l->vowel == kU ||
          l->vowel == kY)
        return std::string(1, static_cast<char>(c));
      const int k = static_cast<int>(std::find(kTcvnCapitals, kTcvnCapitals + 7, l->vowel) - kTcvnCapitals);
      return std::string(1, static_cast<char>(0xA1 + k));
    }
    return std::string(1, static_cast<char>(kTcvnLower[l->vowel][l->tone]));
  }
  for (int b = 0x80; b <= 0xA0; ++b)
    if (cp1252(static_cast<unsigned char>(b)) == c) return std::string(1, static_cast<char>(b));
  return {};
}

// VNI bytes of a character, or empty if it has none.
std::string vni_bytes(char32_t c) {
  if (c < 0x80) return std::string(1, static_cast<char>(c));
  auto l = letter_of(c);
  if (!l) {
    for (int b = 0x80; b <= 0xA0; ++b)
      if (cp1252(static_cast<unsigned char>(b)) == c) return std::string(1, static_cast<char>(b));
    return {};
  }
  const int shift = l->upper ? 0x20 : 0;
  const auto single = [&](unsigned char b) { return std::string(1, static_cast<char>(b - shift)); };
  if (l->vowel == kDee) return single(kVniDee);
  if (l->vowel == kI && l->tone > 0) return single(kVniIToned[l->tone]);
  if (l->vowel == kY && l->tone == 5) return single(kVniYDot);
  std::string out;
  const int v = l->vowel;
  if (v == kOHorn || v == kUHorn) {
    out = single(v == kOHorn ? kVniOHorn : kVniUHorn);
  } else {
    const char base = v <= kACirc   ? 'a'
                      : v <= kECirc ? 'e'
                      : v <= kOCirc ? 'o'
                      : v == kU     ? 'u'
                      : v == kI     ? 'i'
                                    : 'y';
    out = std::string(1, static_cast<char>(l->upper ? base - 0x20 : base));
  }
  const unsigned char mark = v == kABreve                                ? kVniBreveMark[l->tone]
                             : v == kACirc || v == kECirc || v == kOCirc ? kVniCircMark[l->tone]
                                                                         : kVniPlainMark[l->tone];
  if (mark) out += static_cast<char>(mark - shift);
  return out;
}

// Encodes valid UTF-8 with a per-character table; fails at the first character the table lacks.
Result<std::string> encode_with(std::string_view utf8, std::string (*bytes_of)(char32_t), Encoding e) {
  const std::u32string text = decode_utf8(utf8);
  const std::vector<std::size_t> offsets = utf8_offsets(utf8);
  std::string out;
  out.reserve(utf8.size());
  std::u32string composed;
  for (std::size_t i = 0; i < text.size(); ++i) {
    // Compose a following combining tone first, so decomposed input encodes too.
    char32_t c = text[i];
    if (i + 1 < text.size() && tone_of_mark(text[i + 1])) {
      composed.assign(1, c);
      if (compose_tone(composed, text[i + 1])) c = composed[0], ++i;
    }
    const std::string b = bytes_of(c);
    if (b.empty())
      return TextError{"character " + code_point_name(c) + " cannot be written in " + encoding_name(e),
                       offsets[i]};
    out += b;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Detection.
//
// Valid UTF-8 (in the first 64 KB) is taken as UTF-8: legacy Vietnamese text is almost never valid UTF-8.
// Otherwise the sample is decoded as Windows-1258, TCVN3 and VNI and each decoding is scored:
//  * +3 for each word holding a Vietnamese letter (beyond ASCII) that parses as one Vietnamese syllable
//    (initial consonant, a known vowel nucleus with at most one tone, placed as the spelling rules place it,
//    final consonant), +1 if it has a toneless ă â ê ô ơ or ư, and +10 more if it is a common word of
//    record files (family names, Văn, Thị, Giải, cờ, Tư lệnh, Hà Nội ...);
//  * -4 per Vietnamese letter in a word that is no syllable (wrong decodings give "Nguyeăn", "Nguyờịn");
//  * -3 per other character beyond ASCII, except common punctuation (quotes, dashes, no-break space),
//    -4 per stray combining mark, -2 per byte the decoder found odd, -8 per undefined byte.
// The best score wins. Ties (met only in very short texts) go to TCVN3, then Windows-1258 (whose text read
// as VNI can look plausible word by word), then VNI.

// Initial consonants, longest first (foreign f j w z allowed).
const std::vector<std::u32string>& initials() {
  static const std::vector<std::u32string> list = {U"ngh", U"ng", U"nh", U"ch", U"gh", U"gi", U"kh", U"ph",
                                                   U"qu",  U"th", U"tr", U"b",  U"c",  U"d",  U"đ",  U"g",
                                                   U"h",   U"k",  U"l",  U"m",  U"n",  U"p",  U"r",  U"s",
                                                   U"t",   U"v",  U"x",  U"f",  U"j",  U"w",  U"z",  U""};
  return list;
}

// Final consonants of a syllable (tones and vowels excluded).
bool is_final(std::u32string_view s) {
  // k ends minority place names (Đắk Lắk).
  static const std::unordered_set<std::u32string> finals = {U"",  U"c",  U"ch", U"k", U"m",
                                                            U"n", U"ng", U"nh", U"p", U"t"};
  return finals.count(std::u32string(s)) > 0;
}

// Vowel nuclei of Vietnamese syllables, tones removed (after qu and gi, the u and i belong to the initial).
bool is_nucleus(std::u32string_view s) {
  static const std::unordered_set<std::u32string> nuclei = {
      U"a",   U"ă",   U"â",   U"e",   U"ê",   U"i",   U"o",   U"ô",   U"ơ",   U"u",   U"ư",
      U"y",   U"ai",  U"ao",  U"au",  U"ay",  U"âu",  U"ây",  U"eo",  U"êu",  U"ia",  U"iê",
      U"iu",  U"oa",  U"oă",  U"oe",  U"oi",  U"oo",  U"ôi",  U"ơi",  U"ua",  U"uâ",  U"uê",
      U"ui",  U"uô",  U"uơ",  U"uy",  U"ưa",  U"ưi",  U"ươ",  U"ưu",  U"yê",  U"iêu", U"yêu",
      U"oai", U"oao", U"oay", U"oeo", U"uây", U"uôi", U"ươi", U"ươu", U"uyê", U"uya", U"uyu"};
  return nuclei.count(std::u32string(s)) > 0;
}

// Whether the tone at index `tone` of a nucleus (tones removed) sits where Vietnamese puts it: on the vowel
// with a diacritic (the last one, for ươ), else on the last vowel before a final consonant, else on the
// middle of three vowels or the first of two (the second too in oa, oe, uy: "hoà", "thuỷ").
bool tone_fits(std::u32string_view nucleus, std::size_t tone, bool has_final) {
  const std::size_t n = nucleus.size();
  std::size_t modified = std::u32string_view::npos;
  for (std::size_t i = 0; i < n; ++i)
    if (std::u32string_view(U"ăâêôơư").find(nucleus[i]) != std::u32string_view::npos) modified = i;
  if (n == 1) return tone == 0;
  if (modified != std::u32string_view::npos) return tone == modified;
  if (has_final) return tone == n - 1;
  if (n == 3) return tone == 1;
  return tone == 0 || (tone == 1 && (nucleus == U"oa" || nucleus == U"oe" || nucleus == U"uy"));
}

// Whether a word (lowercase, tones removed; the tone at index `tone`, or npos) is one Vietnamese syllable.
bool is_syllable(const std::u32string& w, std::size_t tone) {
  for (const auto& initial : initials()) {
    if (w.compare(0, initial.size(), initial) != 0) continue;
    std::size_t end = initial.size();
    while (end < w.size() && letter_of(w[end]) && w[end] != kLowerDee) ++end;
    const std::u32string_view nucleus = std::u32string_view(w).substr(initial.size(), end - initial.size());
    if (nucleus.empty() || !is_nucleus(nucleus) || !is_final(std::u32string_view(w).substr(end))) continue;
    if (tone == std::u32string::npos ||
        (tone >= initial.size() && tone < end && tone_fits(nucleus, tone - initial.size(), end < w.size())))
      return true;
  }
  return false;
}

// Common words of Vietnamese record files, lowercase.
const std::unordered_set<std::u32string>& common_words() {
  static const auto words = [] {
    std::unordered_set<std::u32string> set;
    for (const char* w : {"nguyễn", "trần", "lê",  "phạm",  "hoàng", "huỳnh", "phan", "vũ",   "võ",
                          "đặng",   "bùi",  "đỗ",  "hồ",    "ngô",   "dương", "lý",   "văn",  "thị",
                          "hội",    "giải", "cờ",  "tư",    "lệnh",  "hà",    "nội",  "đức",  "thắng",
                          "thua",   "hòa",  "ván", "đấu",   "người", "của",   "và",   "là",   "không",
                          "một",    "được", "có",  "những", "các",   "trắng", "đỏ",   "xanh", "quân"})
      set.insert(decode_utf8(w));
    return set;
  }();
  return words;
}

// Score of one word (see above).
int score_word(std::u32string_view word) {
  std::u32string lower, bare;
  int viet = 0, toned = 0;
  std::size_t tone = std::u32string::npos;
  bool plain_modified = false;  // a toneless ă â ê ô ơ ư: common in real text, rarer in wrong decodings
  for (char32_t c : word) {
    lower.push_back(to_lower(c));
    auto l = letter_of(lower.back());
    if (c >= 0x80) ++viet;
    if (l && l->tone) ++toned, tone = lower.size() - 1;
    if (l && l->vowel != kDee) l->tone = 0;
    if (c >= 0x80 && l && l->vowel != kDee && lower.back() == letter_char(*l)) plain_modified = true;
    bare.push_back(l ? letter_char(*l) : lower.back());
  }
  if (viet == 0) return 0;
  if (toned > 1 || bare.size() > 7 || !is_syllable(bare, tone)) return -4 * viet;
  return 3 + (plain_modified ? 1 : 0) + (common_words().count(lower) ? 10 : 0);
}

// Score of a character that is neither ASCII nor a letter.
int score_symbol(char32_t c) {
  if (c >= 0x300 && c < 0x370) return -4;
  static const std::unordered_set<char32_t> fine = {0xA0,   0xAB,   0xBB,   0xB0,   0x2013, 0x2014,
                                                    0x2018, 0x2019, 0x201C, 0x201D, 0x2026};
  return fine.count(c) ? 0 : -3;
}

// Score of decoded text: its words and its symbols (see above).
int score_text(const std::u32string& text) {
  int score = 0;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t j = i;
    while (j < text.size() && is_letter(text[j])) ++j;
    if (j > i) {
      score += score_word(std::u32string_view(text).substr(i, j - i));
      i = j;
    } else {
      if (text[i] >= 0x80) score += score_symbol(text[i]);
      ++i;
    }
  }
  return score;
}

// Score of a hand-made decoding, with its odd and undefined bytes.
int score_decoded(const Decoded& d) { return score_text(d.text) - 2 * d.odd - 8 * d.invalid; }

// Score of the sample read as Windows-1258 (through iconv, skipping undefined bytes).
int score_windows1258(std::string_view sample) {
  IconvResult r = run_iconv(sample, "CP1258", "UTF-8", true);
  if (r.unavailable) return -1000000;
  return score_text(compose(decode_utf8(r.text))) - 8 * static_cast<int>(r.invalid);
}

// Cuts a sample at a line end when one is near its end, so no letter is split.
std::string_view sample_of(std::string_view bytes) {
  if (bytes.size() <= kSampleBytes) return bytes;
  std::string_view s = bytes.substr(0, kSampleBytes);
  const std::size_t nl = s.rfind('\n');
  return nl != std::string_view::npos && nl > kSampleBytes / 2 ? s.substr(0, nl + 1) : s;
}

// NUL bytes, which no record's text holds. Many of them are UTF-16 without its byte-order mark (the zero half
// of every ASCII character, at odd offsets in little-endian, even in big-endian) or no text at all (a binary
// file, /dev/zero, which read as UTF-8 made games of NULs to the end of the input); a few are a game's own
// damage, read as UTF-8 and rejected with that game.
std::optional<Encoding> by_nul_bytes(std::string_view sample) {
  std::size_t at_even = 0, at_odd = 0;
  for (std::size_t i = 0; i < sample.size(); ++i)
    if (sample[i] == '\0') ++(i % 2 ? at_odd : at_even);
  if (at_even + at_odd == 0 || (at_even + at_odd) * 8 < sample.size()) return std::nullopt;  // under 1 in 8
  const std::size_t pairs = sample.size() / 2;
  if (at_odd * 2 > pairs && at_even * 20 < pairs) return Encoding::Utf16LE;
  if (at_even * 2 > pairs && at_odd * 20 < pairs) return Encoding::Utf16BE;
  return Encoding::Undetected;
}

}  // namespace

// ---------------------------------------------------------------------------------------------------------
// Public API

namespace {
constexpr std::pair<Encoding, const char*> kNames[] = {
    {Encoding::Utf8, "utf-8"},       {Encoding::Utf8Bom, "utf-8-bom"},        {Encoding::Utf16LE, "utf-16le"},
    {Encoding::Utf16BE, "utf-16be"}, {Encoding::Windows1258, "windows-1258"}, {Encoding::Tcvn3, "tcvn3"},
    {Encoding::Vni, "vni"}};
// Other spellings accepted by encoding_by_name.
constexpr std::pair<const char*, Encoding> kAliases[] = {
    {"utf8", Encoding::Utf8},          {"utf8-bom", Encoding::Utf8Bom},
    {"utf-16-le", Encoding::Utf16LE},  {"utf16le", Encoding::Utf16LE},
    {"utf-16-be", Encoding::Utf16BE},  {"utf16be", Encoding::Utf16BE},
    {"cp1258", Encoding::Windows1258}, {"windows1258", Encoding::Windows1258},
    {"tcvn", Encoding::Tcvn3},         {"abc", Encoding::Tcvn3},
    {"vni-win", Encoding::Vni},        {"vni-windows", Encoding::Vni}};

// ASCII lowercase.
std::string lowercase(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 0x20 : c);
  return out;
}
}  // namespace

const char* encoding_name(Encoding e) {
  if (e == Encoding::Undetected) return "UTF-8 or a Vietnamese encoding";
  for (auto [enc, name] : kNames)
    if (enc == e) return name;
  return "unknown";
}

std::optional<Encoding> encoding_by_name(std::string_view name) {
  const std::string n = lowercase(name);
  for (auto [enc, known] : kNames)
    if (n == known) return enc;
  for (auto [alias, enc] : kAliases)
    if (n == alias) return enc;
  return std::nullopt;
}

Encoding detect_encoding(std::string_view bytes) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") return Encoding::Utf8Bom;
  if (bytes.substr(0, 2) == "\xFF\xFE") return Encoding::Utf16LE;
  if (bytes.substr(0, 2) == "\xFE\xFF") return Encoding::Utf16BE;
  const std::string_view sample = sample_of(bytes);
  if (const auto by_nuls = by_nul_bytes(sample)) return *by_nuls;
  if (!invalid_utf8_at(sample, sample.size() == bytes.size())) return Encoding::Utf8;
  std::pair<int, Encoding> best{score_decoded(decode_tcvn3(sample)), Encoding::Tcvn3};
  for (auto candidate : {std::pair{score_windows1258(sample), Encoding::Windows1258},
                         std::pair{score_decoded(decode_vni(sample)), Encoding::Vni}})
    if (candidate.first > best.first) best = candidate;
  // Every reading gives more letters that spell no Vietnamese than letters that do: not a Vietnamese encoding
  // (ISO-8859-1 or Windows-1252 names such as "Müller" read as Windows-1258 with no syllable at all).
  return best.first < 0 ? Encoding::Undetected : best.second;
}

Encoding detect_file_encoding(std::string_view start) {
  // Cut inside a UTF-8 character, a valid UTF-8 file looked invalid and was read as Windows-1258 (found by
  // the fuzzer: a 200 KB comment of 'ÿ'): a longer start is cut after an ASCII byte.
  constexpr std::size_t kDetect = 64 << 10;
  if (start.size() > kDetect) {
    std::size_t cut = kDetect;
    while (cut > 0 && static_cast<unsigned char>(start[cut - 1]) >= 0x80) --cut;
    start = start.substr(0, cut > 0 ? cut : kDetect);
  }
  return detect_encoding(start);
}

std::size_t whole_characters(std::string_view raw, Encoding encoding) {
  std::size_t cut = raw.size();
  if (encoding == Encoding::Utf16LE || encoding == Encoding::Utf16BE) {
    cut &= ~std::size_t{1};
    if (cut >= 2) {  // not after the high half of a surrogate pair
      const auto hi = static_cast<unsigned char>(encoding == Encoding::Utf16LE ? raw[cut - 1] : raw[cut - 2]);
      if (hi >= 0xD8 && hi <= 0xDB) cut -= 2;
    }
  } else if (encoding == Encoding::Utf8 || encoding == Encoding::Utf8Bom ||
             encoding == Encoding::Undetected) {
    std::size_t k = cut;
    while (k > 0 && cut - k < 4 && (static_cast<unsigned char>(raw[k - 1]) & 0xC0) == 0x80) --k;
    if (k > 0 && static_cast<unsigned char>(raw[k - 1]) >= 0xC0) cut = k - 1;  // before the last character
  }
  return cut;
}

Result<std::string> utf8_preview(std::string_view bytes, Encoding from, std::size_t max_bytes) {
  if (bytes.size() > max_bytes) {
    bytes = bytes.substr(0, max_bytes);
    std::size_t cut = whole_characters(bytes, from);
    // Whole lines where a line ends in the second half (an 8-bit encoding's tone mark follows its letter).
    if (from != Encoding::Utf16LE && from != Encoding::Utf16BE) {
      const std::size_t nl = bytes.substr(0, cut).rfind('\n');
      if (nl != std::string_view::npos && nl >= cut / 2) cut = nl + 1;
    }
    bytes = bytes.substr(0, cut);
  }
  return to_utf8(bytes, from);
}

bool is_utf8(std::string_view text) { return !invalid_utf8_at(text, true); }

std::optional<TextError> append_utf8(std::string_view bytes, Encoding from, std::string& out) {
  if (from == Encoding::Utf8 || from == Encoding::Utf8Bom) {
    const std::size_t bom = bytes.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
    if (auto at = invalid_utf8_at(bytes.substr(bom), true)) return bad_byte(bytes, *at + bom, from);
    out.append(bytes.substr(bom));
    return std::nullopt;
  }
  auto text = to_utf8(bytes, from);
  if (!text) return text.error();
  out += *text;
  return std::nullopt;
}

Result<std::string> to_utf8(std::string_view bytes, Encoding from) {
  switch (from) {
    case Encoding::Utf8:
    case Encoding::Utf8Bom: {
      const std::size_t bom = bytes.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
      if (auto at = invalid_utf8_at(bytes.substr(bom), true)) return bad_byte(bytes, *at + bom, from);
      return std::string(bytes.substr(bom));
    }
    case Encoding::Utf16LE:
    case Encoding::Utf16BE: {
      const bool le = from == Encoding::Utf16LE;
      const std::size_t bom = bytes.substr(0, 2) == (le ? "\xFF\xFE" : "\xFE\xFF") ? 2 : 0;
      auto r = convert(bytes.substr(bom), le ? "UTF-16LE" : "UTF-16BE", "UTF-8", from);
      if (!r.ok()) return TextError{r.error().message, r.error().offset + bom};
      return r;
    }
    case Encoding::Windows1258: {
      auto r = convert(bytes, "CP1258", "UTF-8", from);
      if (!r.ok()) return r;
      return encode_utf8(compose(decode_utf8(*r)));
    }
    case Encoding::Tcvn3:
    case Encoding::Vni: {
      Decoded d = from == Encoding::Tcvn3 ? decode_tcvn3(bytes) : decode_vni(bytes);
      if (d.first_error) return bad_byte(bytes, *d.first_error, from);
      if (from == Encoding::Tcvn3) restore_case(d);
      return encode_utf8(d.text);
    }
    case Encoding::Undetected: {
      std::size_t at = 0;
      while (at < bytes.size() && static_cast<unsigned char>(bytes[at]) < 0x80 && bytes[at] != '\0') ++at;
      const auto line = 1 + std::count(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(at), '\n');
      if (at < bytes.size() && bytes[at] == '\0')
        return TextError{"byte 0x00 (NUL) on line " + std::to_string(line) +
                             ": a record's text holds no NUL bytes (a binary file?)",
                         at};
      return TextError{
          "byte " + hex_byte(static_cast<unsigned char>(at < bytes.size() ? bytes[at] : 0)) + " on line " +
              std::to_string(line) +
              " starts text that reads as no Vietnamese in windows-1258, tcvn3 or vni (ISO-8859-1?)",
          at};
    }
  }
  return TextError{"unknown encoding", 0};
}

Result<std::string> from_utf8(std::string_view utf8, Encoding to) {
  if (auto at = invalid_utf8_at(utf8, true)) return bad_byte(utf8, *at, Encoding::Utf8);
  switch (to) {
    case Encoding::Utf8:
      return std::string(utf8);
    case Encoding::Utf8Bom:
      return "\xEF\xBB\xBF" + std::string(utf8);
    case Encoding::Utf16LE:
    case Encoding::Utf16BE: {
      const bool le = to == Encoding::Utf16LE;
      auto r = convert(utf8, "UTF-8", le ? "UTF-16LE" : "UTF-16BE", Encoding::Utf8);
      if (!r.ok()) return r;
      return (le ? std::string("\xFF\xFE") : std::string("\xFE\xFF")) + *r;
    }
    case Encoding::Windows1258: {
      auto r = convert(utf8, "UTF-8", "CP1258", Encoding::Utf8);
      if (!r.ok()) return TextError{"character cannot be written in windows-1258", r.error().offset};
      return r;
    }
    case Encoding::Tcvn3:
      return encode_with(utf8, tcvn3_bytes, to);
    case Encoding::Vni:
      return encode_with(utf8, vni_bytes, to);
    case Encoding::Undetected:
      break;
  }
  return TextError{"unknown encoding", 0};
}

}  // namespace saban::parser
