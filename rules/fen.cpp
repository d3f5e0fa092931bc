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

TextError error_at(std::size_t offset, std::string message) { return TextError{std::move(message), offset}; }

const char* side_name(Side s) { return s == Side::Red ? "red" : "blue"; }

struct Unit {
  std::vector<Piece> pieces;
  Square square;
  std::size_t offset;
};

// Reads the placement field's syntax: ranks, empty counts, heroes, stacks (no rules checked yet).
std::optional<TextError> read_units(std::string_view text, std::vector<Unit>& units) {
  int rank = kRanks - 1, file = 0;
  std::size_t i = 0;
  auto rank_name = [&] { return "rank " + std::to_string(rank + 1); };
  auto end_rank = [&](std::size_t at) -> std::optional<TextError> {
    if (file != kFiles)
      return error_at(at, rank_name() + " has " + std::to_string(file) + " points, expected 11");
    return std::nullopt;
  };
  while (i < text.size()) {
    const char c = text[i];
    if (c == '/') {
      if (auto e = end_rank(i)) return e;
      if (rank == 0) return error_at(i, "more than 12 ranks");
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
        return error_at(i, "empty count " + excerpt(text.substr(i, j - i)) + " out of range (1-11)");
      file += n;
      if (file > kFiles) return error_at(i, rank_name() + " has more than 11 points");
      i = j;
      continue;
    }
    if (c == ')') return error_at(i, "')' without a matching '('");
    const std::size_t unit_start = i;
    const bool stacked = c == '(';
    if (stacked) ++i;
    Unit unit;
    for (;;) {
      if (i >= text.size() || text[i] == '/' ||
          (stacked && std::isdigit(static_cast<unsigned char>(text[i])))) {
        if (stacked) return error_at(unit_start, "unclosed '(' in " + rank_name());
        return error_at(i - 1, "dangling heroic marker '+' at the end of " + rank_name());
      }
      bool heroic = false;
      if (text[i] == '+') {
        heroic = true;
        if (++i < text.size() && text[i] == '+') return error_at(i - 1, "double heroic marker '++'");
        if (i >= text.size() || text[i] == '/' || text[i] == ')')
          return error_at(i - 1, "dangling heroic marker '+' at the end of " + rank_name());
      }
      const char l = text[i];
      if (l == '(') return error_at(i, "nested parentheses are not allowed");
      if (l == ')') return error_at(i, "empty stack '()'");
      auto type = type_of_letter(l);
      if (!type)
        return error_at(i, std::string("invalid character '") + l + "' (piece letters: CIEMGTASFNH)");
      unit.pieces.emplace_back(*type, std::isupper(static_cast<unsigned char>(l)) ? Side::Red : Side::Blue,
                               heroic);
      ++i;
      if (!stacked) break;
      if (i < text.size() && text[i] == ')') {
        ++i;
        break;
      }
    }
    if (file >= kFiles) return error_at(unit_start, rank_name() + " has more than 11 points");
    unit.square = Square(file++, rank);
    unit.offset = unit_start;
    units.push_back(std::move(unit));
  }
  if (auto e = end_rank(text.size())) return e;
  if (rank != 0) return error_at(text.size(), "expected 12 ranks, got " + std::to_string(kRanks - rank));
  return std::nullopt;
}

// Places the units, checking stacks, terrain and piece counts under the position's profile.
std::optional<TextError> place_units(const std::vector<Unit>& units, Position& pos) {
  const Profile& profile = pos.profile();
  std::array<std::array<int, kPieceTypes>, 2> counts{};
  std::array<int, 2> emitters{};
  for (const Unit& u : units) {
    const std::string where = " on " + board::square_name(u.square);
    for (Piece p : u.pieces)
      if (p.side() != u.pieces[0].side())
        return error_at(u.offset, "a stack mixes red and blue pieces" + where);
    if (u.pieces.size() > Stack::kMaxPieces)
      return error_at(u.offset, "a stack holds at most 3 pieces" + where);
    auto st = arrange_stack(u.pieces.data(), static_cast<int>(u.pieces.size()), profile.stacking);
    if (!st) {
      std::string letters;
      for (Piece p : u.pieces) letters += (letters.empty() ? "" : ", ") + piece_text(p);
      return error_at(u.offset, letters + " cannot form a stack under the " + std::string(profile.name) +
                                    " profile" + where);
    }
    const PieceType carrier = st->top().type();
    if (carrier == PieceType::Navy && !board::is_water(u.square))
      return error_at(u.offset, "a navy cannot stand on land" + where);
    if (carrier != PieceType::Navy && !board::is_land(u.square))
      return error_at(u.offset, std::string(kPieceNames[index(carrier)]) + " cannot stand at sea" + where);
    for (Piece p : u.pieces) {
      if (p.type() == PieceType::Commander && p.heroic() && !profile.heroic_commander)
        return error_at(u.offset, "the commander is never heroic under the " + std::string(profile.name) +
                                      " profile" + where);
      // Without the start set's limits (cotulenh): one commander a side, and at most 32 air-defence pieces
      // (the bits of a zone mask, airdefence.h).
      const int limit = profile.start_set_limits || p.type() == PieceType::Commander
                            ? kMaxCount[index(p.type())]
                            : kSquares * Stack::kMaxPieces;
      if (++counts[index(p.side())][index(p.type())] > limit)
        return error_at(u.offset, std::string(side_name(p.side())) + " has more than " +
                                      std::to_string(limit) + " " + kPieceNames[index(p.type())] + where);
      const bool emits =
          p.type() == PieceType::AntiAir || p.type() == PieceType::Missile || p.type() == PieceType::Navy;
      if (emits && ++emitters[index(p.side())] > 32)
        return error_at(u.offset,
                        std::string(side_name(p.side())) + " has more than 32 air-defence pieces" + where);
    }
    pos.set_stack(u.square, *st);
  }
  for (Side s : {Side::Red, Side::Blue})
    if (counts[index(s)][index(PieceType::Commander)] == 0)
      return error_at(0, std::string(side_name(s)) + " has no commander");
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
  if (fields.empty()) return error_at(0, "empty FEN");
  if (fields.size() > 6) return error_at(fields[6].second, "too many fields (expected at most 6)");
  Position pos(std::move(profile));
  Side side = Side::Red;
  if (fields.size() >= 2) {
    const auto [turn, at] = fields[1];
    if (turn == "b")
      side = Side::Blue;
    else if (turn != "r")
      return error_at(at, "invalid side to move '" + excerpt(turn) + "', expected 'r' or 'b'");
  }
  if (fields.size() >= 3 && fields[2].first != "-")
    return error_at(fields[2].second, "castling field must be '-', got '" + excerpt(fields[2].first) + "'");
  if (fields.size() >= 4 && fields[3].first != "-")
    return error_at(fields[3].second, "en passant field must be '-', got '" + excerpt(fields[3].first) + "'");
  int halfmove = 0, fullmove = 1;
  if (fields.size() >= 5 && (!parse_int(fields[4].first, halfmove) || halfmove < 0))
    return error_at(fields[4].second, "invalid half-move clock '" + excerpt(fields[4].first) + "'");
  if (fields.size() >= 6 && (!parse_int(fields[5].first, fullmove) || fullmove < 1))
    return error_at(fields[5].second, "invalid move number '" + excerpt(fields[5].first) + "'");
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
