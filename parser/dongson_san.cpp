#include "parser/dongson_san.h"

#include <algorithm>

#include "rules/dongson/game.h"
#include "rules/excerpt.h"

namespace saban::parser::dongson {

namespace {

// `<` when the Thần goes towards file a (board frame), or towards its owner's left (player frame).
char swap_symbol(const ds::Position& pos, ds::Move m) {
  bool towards_a = m.to() < m.from();
  if (pos.options().swap_frame == ds::SwapFrame::Player && pos.side_to_move() == ds::Side::Son)
    towards_a = !towards_a;
  return towards_a ? '<' : '>';
}

// The check, mate and Tiến Cung suffixes of a move (`^` on the move after which Tiến Cung wins).
std::string suffixes(const ds::Position& pos, ds::Move m, bool forfeited) {
  ds::Position after = pos;
  after.do_move(m);
  std::string out;
  if (after.in_check()) out += after.has_legal_move() ? "+" : "#";
  if (out != "#" && ds::completes_palace(pos, m, forfeited)) out += '^';
  return out;
}

}  // namespace

std::string to_san(const ds::Position& pos, ds::Move m, const std::vector<ds::Move>& legal, bool forfeited) {
  std::string out;
  if (m.is_swap()) {
    out = std::string("T") + swap_symbol(pos, m) + "V";
  } else {
    const ds::Piece p = pos.at(m.from());
    out += ds::letter(p.type());
    bool other = false, same_file = false, same_rank = false;
    for (ds::Move o : legal) {
      if (o.is_swap() || o.to() != m.to() || o.from() == m.from() || pos.at(o.from()) != p) continue;
      other = true;
      same_file |= ds::file_of(o.from()) == ds::file_of(m.from());
      same_rank |= ds::rank_of(o.from()) == ds::rank_of(m.from());
    }
    if (other) {
      if (!same_file)
        out += ds::file_char(ds::file_of(m.from()));
      else if (!same_rank)
        out += static_cast<char>('1' + ds::rank_of(m.from()));
      else
        out += ds::square_name(m.from());
    }
    if (pos.is_capture(m)) out += 'x';
    out += ds::square_name(m.to());
    if (m.is_promotion()) out += std::string("=") + ds::letter(m.promoted());
  }
  return out + suffixes(pos, m, forfeited);
}

std::string to_san(const ds::Game& before, ds::Move m) {
  std::vector<ds::Move> legal;
  before.position().legal_moves(legal);
  return to_san(before.position(), m, legal, before.palace_forfeited());
}

Result<ds::Move, Problem> parse_san(const ds::Position& pos, std::string_view token,
                                    const std::vector<ds::Move>& legal, bool forfeited) {
  // Suffixes, from the end: ^, then + or #.
  bool palace = false, check = false, mate = false;
  if (!token.empty() && token.back() == '^') palace = true, token.remove_suffix(1);
  if (!token.empty() && token.back() == '#')
    mate = true, token.remove_suffix(1);
  else if (!token.empty() && token.back() == '+')
    check = true, token.remove_suffix(1);

  ds::Move found;
  if (token == "T<V" || token == "T>V") {
    for (ds::Move m : legal)
      if (m.is_swap() && swap_symbol(pos, m) == token[1]) found = m;
    if (found.is_null()) return Problem{ProblemKind::DsSwapIllegal, {excerpt(token)}};
  } else {
    // Piece letter (Đ for D too).
    std::optional<ds::PieceType> type;
    if (token.rfind("\xC4\x90", 0) == 0)
      type = ds::PieceType::Dinh, token.remove_prefix(2);
    else if (!token.empty())
      type = ds::piece_from_letter(token.front()), token.remove_prefix(1);
    if (!type) return Problem{ProblemKind::DsNoPieceLetter, {}};
    // Promotion.
    std::optional<ds::PieceType> promo;
    if (token.size() >= 2 && token[token.size() - 2] == '=') {
      promo = ds::piece_from_letter(token.back());
      if (!promo || !ds::is_gift(*promo)) return Problem{ProblemKind::DsBadPromotion, {}};
      token.remove_suffix(2);
    }
    if (token.size() < 2) return Problem{ProblemKind::DsNoDestination, {}};
    const std::string_view dest = token.substr(token.size() - 2);
    if (dest[0] == 'i') return Problem{ProblemKind::DsNoFileI, {}};
    const auto to = ds::parse_square(dest);
    if (!to) return Problem{ProblemKind::DsNotASquare, {excerpt(dest)}};
    token.remove_suffix(2);
    bool capture = false;
    if (!token.empty() && token.back() == 'x') capture = true, token.remove_suffix(1);
    int from_file = -1, from_rank = -1;
    for (char c : token) {
      if (c == 'i') return Problem{ProblemKind::DsNoFileI, {}};
      if (ds::file_from_char(c) >= 0 && from_file < 0)
        from_file = ds::file_from_char(c);
      else if (c >= '1' && c <= '9' && from_rank < 0)
        from_rank = c - '1';
      else
        return Problem{ProblemKind::DsBadOrigin, {excerpt(token)}};
    }
    int matches = 0;
    for (ds::Move m : legal) {
      if (m.is_swap() || m.to() != *to || pos.at(m.from()).type() != *type) continue;
      if (from_file >= 0 && ds::file_of(m.from()) != from_file) continue;
      if (from_rank >= 0 && ds::rank_of(m.from()) != from_rank) continue;
      if (m.is_promotion() != promo.has_value() || (promo && m.promoted() != *promo)) continue;
      found = m;
      ++matches;
    }
    if (matches == 0) {
      if (!promo && std::any_of(legal.begin(), legal.end(),
                                [&](ds::Move m) { return m.to() == *to && m.is_promotion(); }))
        return Problem{ProblemKind::DsNoMoveSayPromotion, {}};
      return Problem{ProblemKind::DsNoMove, {}};
    }
    if (matches > 1)
      return Problem{ProblemKind::DsAmbiguous, {std::string(1, ds::letter(*type)), excerpt(dest)}};
    if (capture && !pos.is_capture(found)) return Problem{ProblemKind::DsNotCapture, {excerpt(dest)}};
  }
  const std::string actual = suffixes(pos, found, forfeited);
  if (mate && actual.find('#') == std::string::npos) return Problem{ProblemKind::DsNotMate, {}};
  if (check && actual.find('+') == std::string::npos) return Problem{ProblemKind::DsNotCheck, {}};
  if (palace && actual.find('^') == std::string::npos) return Problem{ProblemKind::DsNotPalace, {}};
  return found;
}

std::string to_lan(ds::Move m) {
  std::string out = ds::square_name(m.from()) + ds::square_name(m.to());
  if (m.is_promotion()) out += static_cast<char>(ds::letter(m.promoted()) - 'A' + 'a');
  return out;
}

Result<ds::Move, std::string> parse_lan(std::string_view token, const std::vector<ds::Move>& legal) {
  for (ds::Move m : legal)
    if (to_lan(m) == token) return m;
  if (token.find('i') != std::string_view::npos) return std::string(problem_format(ProblemKind::DsNoFileI));
  return "'" + excerpt(token) + "' is not a legal move here";
}

}  // namespace saban::parser::dongson
