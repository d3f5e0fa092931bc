#include "rules/fen.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>
#include <vector>

#include "rules/excerpt.h"

namespace saban {

namespace {

// Start-position piece counts per side (C I E M G T A S F N H): no piece can be gained in play.
constexpr int kMaxCount[kPieceTypes] = {1, 2, 2, 1, 2, 2, 2, 1, 2, 2, 2};

std::optional<PieceType> type_of_letter(char c) {
  const char* p = std::strchr(kFenLetters, std::toupper(static_cast<unsigned char>(c)));
  if (!p || c == '\0') return std::nullopt;
  return static_cast<PieceType>(p - kFenLetters);
}

// The error of a problem of `kind` at `offset`, with its parts.
template <typename... Args>
TextError error_at(std::size_t offset, ProblemKind kind, Args&&... args) {
  return text_error(offset, Problem{kind, {ProblemArg(std::forward<Args>(args))...}});
}

struct Unit {
  std::vector<Piece> pieces;
  Square square;
  std::size_t offset;
};

// Reads the placement field's syntax: ranks, empty counts, heroes, stacks (no rules checked yet).
std::optional<TextError> read_units(std::string_view text, std::vector<Unit>& units) {
  int rank = kRanks - 1, file = 0;
  std::size_t i = 0;
  auto rank_number = [&] { return static_cast<long long>(rank + 1); };
  auto end_rank = [&](std::size_t at) -> std::optional<TextError> {
    if (file != kFiles)
      return error_at(at, ProblemKind::FenRankPoints, rank_number(), static_cast<long long>(file));
    return std::nullopt;
  };
  while (i < text.size()) {
    const char c = text[i];
    if (c == '/') {
      if (auto e = end_rank(i)) return e;
      if (rank == 0) return error_at(i, ProblemKind::FenTooManyRanks);
      --rank;
      file = 0;
      ++i;
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      std::size_t j = i;
      int n = 0;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])))
        n = std::min(n * 10 + (text[j++] - '0'), 1000);  // saturate: any count above 11 is an error
      if (c == '0' || n > kFiles)
        return error_at(i, ProblemKind::FenEmptyCount, excerpt(text.substr(i, j - i)));
      file += n;
      if (file > kFiles) return error_at(i, ProblemKind::FenRankTooLong, rank_number());
      i = j;
      continue;
    }
    if (c == ')') return error_at(i, ProblemKind::FenUnopenedParen);
    const std::size_t unit_start = i;
    const bool stacked = c == '(';
    if (stacked) ++i;
    Unit unit;
    for (;;) {
      if (i >= text.size() || text[i] == '/' ||
          (stacked && std::isdigit(static_cast<unsigned char>(text[i])))) {
        if (stacked) return error_at(unit_start, ProblemKind::FenUnclosedParen, rank_number());
        return error_at(i - 1, ProblemKind::FenDanglingHero, rank_number());
      }
      bool heroic = false;
      if (text[i] == '+') {
        heroic = true;
        if (++i < text.size() && text[i] == '+') return error_at(i - 1, ProblemKind::FenDoubleHero);
        if (i >= text.size() || text[i] == '/' || text[i] == ')')
          return error_at(i - 1, ProblemKind::FenDanglingHero, rank_number());
      }
      const char l = text[i];
      if (l == '(') return error_at(i, ProblemKind::FenNestedParens);
      if (l == ')') return error_at(i, ProblemKind::FenEmptyStack);
      auto type = type_of_letter(l);
      if (!type) return error_at(i, ProblemKind::FenBadCharacter, std::string(1, l));
      unit.pieces.emplace_back(*type, std::isupper(static_cast<unsigned char>(l)) ? Side::Red : Side::Blue,
                               heroic);
      ++i;
      if (!stacked) break;
      if (i < text.size() && text[i] == ')') {
        ++i;
        break;
      }
    }
    if (file >= kFiles) return error_at(unit_start, ProblemKind::FenRankTooLong, rank_number());
    unit.square = Square(file++, rank);
    unit.offset = unit_start;
    units.push_back(std::move(unit));
  }
  if (auto e = end_rank(text.size())) return e;
  if (rank != 0)
    return error_at(text.size(), ProblemKind::FenRankCount, static_cast<long long>(kRanks - rank));
  return std::nullopt;
}

// Places the units, checking stacks, terrain and piece counts under the position's profile.
std::optional<TextError> place_units(const std::vector<Unit>& units, Position& pos) {
  const Profile& profile = pos.profile();
  std::array<std::array<int, kPieceTypes>, 2> counts{};
  std::array<int, 2> emitters{};
  for (const Unit& u : units) {
    for (Piece p : u.pieces)
      if (p.side() != u.pieces[0].side()) return error_at(u.offset, ProblemKind::FenMixedStack, u.square);
    if (u.pieces.size() > Stack::kMaxPieces)
      return error_at(u.offset, ProblemKind::FenStackTooHigh, u.square);
    auto st = arrange_stack(u.pieces.data(), static_cast<int>(u.pieces.size()), profile.stacking);
    if (!st) {
      std::string letters;
      for (Piece p : u.pieces) letters += (letters.empty() ? "" : ", ") + piece_text(p);
      return error_at(u.offset, ProblemKind::FenNoStack, letters, std::string(profile.name), u.square);
    }
    const PieceType carrier = st->top().type();
    if (carrier == PieceType::Navy && !board::is_water(u.square))
      return error_at(u.offset, ProblemKind::FenNavyOnLand, u.square);
    if (carrier != PieceType::Navy && !board::is_land(u.square))
      return error_at(u.offset, ProblemKind::FenPieceAtSea, carrier, u.square);
    for (Piece p : u.pieces) {
      if (p.type() == PieceType::Commander && p.heroic() && !profile.heroic_commander)
        return error_at(u.offset, ProblemKind::FenHeroicCommander, std::string(profile.name), u.square);
      // Without the start set's limits (cotulenh): one commander a side, and at most 32 air-defence pieces
      // (the bits of a zone mask, airdefence.h).
      const int limit = profile.start_set_limits || p.type() == PieceType::Commander
                            ? kMaxCount[index(p.type())]
                            : kSquares * Stack::kMaxPieces;
      if (++counts[index(p.side())][index(p.type())] > limit)
        return error_at(u.offset, ProblemKind::FenTooManyPieces, p.side(), static_cast<long long>(limit),
                        p.type(), u.square);
      const bool emits =
          p.type() == PieceType::AntiAir || p.type() == PieceType::Missile || p.type() == PieceType::Navy;
      if (emits && ++emitters[index(p.side())] > 32)
        return error_at(u.offset, ProblemKind::FenTooManyAirDefence, p.side(), u.square);
    }
    pos.set_stack(u.square, *st);
  }
  for (Side s : {Side::Red, Side::Blue})
    if (counts[index(s)][index(PieceType::Commander)] == 0)
      return error_at(0, ProblemKind::FenNoCommander, s);
  return std::nullopt;
}

bool parse_int(std::string_view s, int& out) {
  if (s.empty() || s.size() > 6) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

}  // namespace

Result<Position> parse_fen(std::string_view fen, Profile profile) {
  // Split into fields, remembering where each starts.
  std::vector<std::pair<std::string_view, std::size_t>> fields;
  for (std::size_t i = 0; i < fen.size();) {
    while (i < fen.size() && std::isspace(static_cast<unsigned char>(fen[i]))) ++i;
    const std::size_t start = i;
    while (i < fen.size() && !std::isspace(static_cast<unsigned char>(fen[i]))) ++i;
    if (i > start) fields.emplace_back(fen.substr(start, i - start), start);
  }
  if (fields.empty()) return error_at(0, ProblemKind::FenEmpty);
  if (fields.size() > 6) return error_at(fields[6].second, ProblemKind::FenTooManyFields);
  Position pos(std::move(profile));
  Side side = Side::Red;
  if (fields.size() >= 2) {
    const auto [turn, at] = fields[1];
    if (turn == "b")
      side = Side::Blue;
    else if (turn != "r")
      return error_at(at, ProblemKind::FenBadSide, excerpt(turn));
  }
  if (fields.size() >= 3 && fields[2].first != "-")
    return error_at(fields[2].second, ProblemKind::FenCastling, excerpt(fields[2].first));
  if (fields.size() >= 4 && fields[3].first != "-")
    return error_at(fields[3].second, ProblemKind::FenEnPassant, excerpt(fields[3].first));
  int halfmove = 0, fullmove = 1;
  if (fields.size() >= 5 && (!parse_int(fields[4].first, halfmove) || halfmove < 0))
    return error_at(fields[4].second, ProblemKind::FenHalfmove, excerpt(fields[4].first));
  if (fields.size() >= 6 && (!parse_int(fields[5].first, fullmove) || fullmove < 1))
    return error_at(fields[5].second, ProblemKind::FenFullmove, excerpt(fields[5].first));
  // Errors in the placement are found relative to the field; report them relative to the whole text.
  auto shifted = [&](TextError e) {
    e.offset += fields[0].second;
    return e;
  };
  std::vector<Unit> units;
  if (auto e = read_units(fields[0].first, units)) return shifted(*e);
  if (auto e = place_units(units, pos)) return shifted(*e);
  pos.set_side_to_move(side);
  pos.set_clocks(halfmove, fullmove);
  return pos;
}

std::string piece_text(Piece p) {
  std::string out = p.heroic() ? "+" : "";
  const char l = kFenLetters[index(p.type())];
  out += p.side() == Side::Red ? l : static_cast<char>(std::tolower(l));
  return out;
}

std::string stack_text(const Stack& st, bool always_upper) {
  std::string out;
  if (st.empty()) return out;
  auto letter = [&](Piece p) {
    std::string t = piece_text(p);
    if (always_upper) t.back() = static_cast<char>(std::toupper(static_cast<unsigned char>(t.back())));
    return t;
  };
  if (!st.is_stack()) return letter(st.top());
  out = "(";
  for (int i = 0; i < st.size; ++i) out += letter(st.pieces[i]);
  return out + ")";
}

std::string to_fen(const Position& pos) {
  std::string out;
  for (int rank = kRanks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < kFiles; ++file) {
      const Stack& st = pos.at(Square(file, rank));
      if (st.empty()) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += stack_text(st);
    }
    if (empty) out += std::to_string(empty);
    if (rank) out += '/';
  }
  out += pos.side_to_move() == Side::Red ? " r - - " : " b - - ";
  out += std::to_string(pos.halfmove_clock()) + " " + std::to_string(pos.fullmove_number());
  return out;
}

}  // namespace saban
