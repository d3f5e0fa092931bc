// The hand-written readers of move tokens (parser/move_grammar.cpp), in a header so that the replay reads
// each token without a call.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "parser/move_ast.hpp"

namespace saban::parser {

// Hand-written readers of the commonest token shapes, following the grammars' ordered choices exactly:
// rulebook tokens with one- or two-digit coordinates (not the underlined @), SAN tokens (stays and several
// parts included).
// They give up (false, `out` cleared) on anything else, which the grammar then reads.
namespace fast {

// Each reader takes the position and the token's end and returns the position after what it read (pointers
// kept in registers), or null where it has no sure answer. The small ones are inlined whatever the compiler's
// own judgement (it called them, at a few instructions a character).
[[gnu::always_inline]] inline bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }

// piece: `*` or a capital and an optional small letter; empty if neither.
[[gnu::always_inline]] inline const char* piece(const char* p, const char* end, std::string_view& out) {
  const char* start = p;
  if (p != end && *p == '*') {
    ++p;
  } else if (p != end && *p >= 'A' && *p <= 'Z') {
    ++p;
    if (p != end && *p >= 'a' && *p <= 'z') ++p;
  }
  out = {start, static_cast<std::size_t>(p - start)};
  return p;
}

// uint_ (one or two digits here: no overflow to reproduce).
[[gnu::always_inline]] inline const char* number(const char* p, const char* end, unsigned& out) {
  if (p == end || !is_digit(*p)) return nullptr;
  unsigned v = static_cast<unsigned>(*p++ - '0');
  if (p != end && is_digit(*p)) v = v * 10 + static_cast<unsigned>(*p++ - '0');
  if (p != end && is_digit(*p)) return nullptr;
  out = v;
  return p;
}

// square: uint_ (',' | '.') uint_.
[[gnu::always_inline]] inline const char* square(const char* p, const char* end, ast::RbSquare& out) {
  p = number(p, end, out.row);
  if (!p || p == end || (*p != ',' && *p != '.')) return nullptr;
  return number(p + 1, end, out.col);
}

// One sub-move at p: the position after it, or null.
[[gnu::always_inline]] inline const char* rulebook_sub(const char* p, const char* end, ast::RbSubMove& sub) {
  if (p != end && *p == '+') sub.heroic = {p++, 1};
  p = piece(p, end, sub.piece);
  if (!(p = square(p, end, sub.from))) return nullptr;
  // -action: a separator (in the grammar's order), a piece or none, a square; the underlined @ is left to it.
  if (p != end) {
    std::size_t len = 0;
    const char next = p + 1 != end ? p[1] : '\0';
    if (*p == '@') {
      if (static_cast<unsigned char>(next) == 0xCC) return nullptr;
      len = next == '@' || next == '"' ? 2 : 1;
    } else if (*p == '_') {
      len = 1;
    } else if (*p == '>' && next == '<') {
      len = 2;
    }
    if (len) {
      sub.action.emplace();
      ast::RbAction& a = *sub.action;
      a.separator = {p, len};
      p = piece(p + len, end, a.target);
      if (!(p = square(p, end, a.to))) return nullptr;
    }
  }
  // -check: '^' or '>', a piece or none, and an optional square.
  if (p != end && (*p == '^' || *p == '>')) {
    sub.check.emplace();
    ast::RbCheck& k = *sub.check;
    k.mark = *p;
    p = piece(p + 1, end, k.piece);
    if (p != end && is_digit(*p)) {
      k.square.emplace();
      if (!(p = square(p, end, *k.square))) return nullptr;
    }
  }
  return p;
}

// The whole token: an optional stack prefix, sub-moves separated by '/', judgement marks. Building (kBuild),
// the sub-moves are read in place into `out`; on giving up they are cleared, for the grammar to read afresh.
// Checking only (`out` null), the same reading goes into a scratch sub-move, nothing is kept.
template <bool kBuild>
[[gnu::always_inline]] inline bool rulebook_token(std::string_view t, ast::RbMove* out) {
  const char* p = t.data();
  const char* const end = p + t.size();
  if (p != end && *p == '(') {  // stack: '(' +(char_ - ')') ')'
    const char* close = p + 1;
    while (close != end && *close != ')') ++close;
    if (close == end || close == p + 1) return false;
    if constexpr (kBuild) out->stack = std::string_view(p + 1, static_cast<std::size_t>(close - p - 1));
    p = close + 1;
  }
  [[maybe_unused]] ast::RbSubMove scratch;
  for (;;) {
    ast::RbSubMove* sub;
    if constexpr (kBuild)
      sub = &out->subs.emplace_back();
    else
      sub = &scratch;
    if (!(p = rulebook_sub(p, end, *sub))) return false;
    if (p == end || *p != '/') break;
    ++p;  // a '/' not followed by a sub-move is left to the grammar (which ends the list before it)
  }
  const char* judgement = p;
  for (; p != end; ++p) {
    const char ch = *p;
    if (ch != '+' && ch != '-' && ch != '?' && ch != '=' && ch != '!' && ch != '$') break;
  }
  if (p != end) return false;  // anything else: the grammar decides
  if constexpr (kBuild) out->judgement = {judgement, static_cast<std::size_t>(end - judgement)};
  return true;
}

[[gnu::always_inline]] inline bool rulebook(std::string_view t, ast::RbMove& out) {
  out.stack.reset();
  out.subs.clear();
  out.judgement = {};
  if (rulebook_token<true>(t, &out)) return true;
  out.stack.reset();
  out.subs.clear();
  return false;
}

// SAN characters by table: 1 a piece letter (CITMEAGSFNH), 2 a character of a part's rest (a-k, digits, x _ @
// & > "), 4 a suffix character (+ # ^ ! ?).
constexpr std::array<std::uint8_t, 256> kSan = [] {
  std::array<std::uint8_t, 256> t{};
  for (unsigned char c : std::string_view("CITMEAGSFNH")) t[c] |= 1;
  for (unsigned char c = 'a'; c <= 'k'; ++c) t[c] |= 2;
  for (unsigned char c = '0'; c <= '9'; ++c) t[c] |= 2;
  for (unsigned char c : std::string_view("x_@&>\"")) t[c] |= 2;
  for (unsigned char c : std::string_view("+#^!?")) t[c] |= 4;
  return t;
}();
[[gnu::always_inline]] inline bool san_letter(char ch) { return kSan[static_cast<unsigned char>(ch)] & 1; }
[[gnu::always_inline]] inline bool san_rest(char ch) { return kSan[static_cast<unsigned char>(ch)] & 2; }
[[gnu::always_inline]] inline bool san_suffix(char ch) { return kSan[static_cast<unsigned char>(ch)] & 4; }

// unit: '(' +('+' | letter) ')', else an optional '+' and a letter; the position after it, or null.
[[gnu::always_inline]] inline const char* san_unit(const char* p, const char* end) {
  if (p == end) return nullptr;
  if (*p == '(') {
    const char* q = p + 1;
    while (q != end && (*q == '+' || san_letter(*q))) ++q;
    return q != p + 1 && q != end && *q == ')' ? q + 1 : nullptr;
  }
  if (*p == '+') ++p;
  return p != end && san_letter(*p) ? p + 1 : nullptr;
}

// The whole token: an optional stay (a unit and '<'), parts (a unit and its rest) separated by ',', the
// suffix. Building (kBuild), parts are read in place into `out`; on giving up the caller clears them, for the
// grammar to read afresh. Checking only (`out` null), nothing is kept.
template <bool kBuild>
[[gnu::always_inline]] inline bool san_token(std::string_view t, ast::SanMove* out) {
  const char* p = t.data();
  const char* const end = p + t.size();
  const char* q = san_unit(p, end);
  if (!q) return false;
  if (q != end && *q == '<') {  // -stay: the unit before '<' (else the same unit begins the first part)
    if constexpr (kBuild) out->stay = std::string_view(p, static_cast<std::size_t>(q - p));
    p = q + 1;
    if (!(q = san_unit(p, end))) return false;
  }
  for (;;) {  // part % ',': a ',' not followed by a part is left to the grammar
    const char* rest = q;
    while (q != end && san_rest(*q)) ++q;
    if (q == rest) return false;
    if constexpr (kBuild)
      out->parts.push_back(
          ast::SanPart{{p, static_cast<std::size_t>(rest - p)}, {rest, static_cast<std::size_t>(q - rest)}});
    if (q == end || *q != ',') break;
    p = q + 1;
    if (!(q = san_unit(p, end))) return false;
  }
  const char* suffix = q;
  for (; q != end; ++q)
    if (!san_suffix(*q)) return false;
  if constexpr (kBuild) out->suffix = {suffix, static_cast<std::size_t>(end - suffix)};
  return true;
}

// A token san() reads as one part and nothing staying, without building its tree: its part's unit and rest,
// and the suffix, as san() would set them; false for any other token (several parts, a stay, or none that it
// reads).
[[gnu::always_inline]] inline bool san_one_part(std::string_view t, std::string_view& unit,
                                                std::string_view& rest, std::string_view& suffix) {
  const char* const p = t.data();
  const char* const end = p + t.size();
  const char* q = san_unit(p, end);
  if (!q || (q != end && *q == '<')) return false;  // unreadable, or a stay
  const char* const rest_at = q;
  while (q != end && san_rest(*q)) ++q;
  if (q == rest_at || (q != end && *q == ',')) return false;  // no rest, or more parts (or none san() reads)
  const char* const suffix_at = q;
  for (; q != end; ++q)
    if (!san_suffix(*q)) return false;
  unit = {p, static_cast<std::size_t>(rest_at - p)};
  rest = {rest_at, static_cast<std::size_t>(suffix_at - rest_at)};
  suffix = {suffix_at, static_cast<std::size_t>(end - suffix_at)};
  return true;
}

[[gnu::always_inline]] inline bool san(std::string_view t, ast::SanMove& out) {
  out.stay.reset();
  out.parts.clear();
  out.suffix = {};
  if (san_token<true>(t, &out)) return true;
  out.stay.reset();
  out.parts.clear();
  return false;
}

}  // namespace fast

}  // namespace saban::parser
