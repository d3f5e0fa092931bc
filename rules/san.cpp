#include "rules/san.h"

#include "rules/fen.h"

namespace saban {

namespace {

const char* separator(Move m) {
  switch (m.kind()) {
    case MoveKind::Quiet: return "";
    case MoveKind::Capture: return "x";
    case MoveKind::StayCapture: return "_";
    case MoveKind::Suicide: return "@";
    case MoveKind::Combine: return "&";
    case MoveKind::ShotDown: return "\"";
  }
  return "";
}

// The moving unit as written: the deployed piece, or the whole unit.
std::string unit_text(const Position& pos, Move m) {
  if (m.deploy()) return stack_text(Stack::single(m.piece()), true);
  return stack_text(pos.at(m.from()), true);
}

// Origin letters that tell this move apart from others of the same piece type to the same point.
std::string disambiguator(const Move m, const std::vector<Turn>& legal) {
  bool any = false, same_file = false, same_rank = false;
  for (const Turn& t : legal) {
    if (t.size != 1) continue;
    const Move o = t.first();
    if (o.to() != m.to() || o.from() == m.from() || o.piece().type() != m.piece().type()) continue;
    any = true;
    if (o.from().file() == m.from().file()) same_file = true;
    if (o.from().rank() == m.from().rank()) same_rank = true;
  }
  if (!any) return "";
  const std::string sq = board::square_name(m.from());
  if (same_file && same_rank) return sq;
  if (same_file) return sq.substr(1);
  return sq.substr(0, 1);
}

}  // namespace

std::string to_san(const Position& pos, const Turn& t, const std::vector<Turn>& legal) {
  const Move first = t.first();
  if (!first.deploy()) {
    return unit_text(pos, first) + disambiguator(first, legal) + separator(first) + board::square_name(first.to());
  }
  // A deploy turn: what stays behind, '<', then each sub-move (`T<I>c3`, `A>xd5,E>d7`).
  Stack left = pos.at(first.from());
  std::string moves;
  for (const Move& m : t) {
    left = without_piece(left, m.piece(), pos.profile().stacking);
    if (!moves.empty()) moves += ',';
    moves += stack_text(Stack::single(m.piece()), true) + ">" + separator(m) + board::square_name(m.to());
  }
  return left.empty() ? moves : stack_text(left, true) + "<" + moves;
}

std::string to_lan(const Position& pos, const Turn& t) {
  std::string out;
  for (const Move& m : t) {
    if (!out.empty()) out += ',';
    out += unit_text(pos, m) + board::square_name(m.from()) + (m.deploy() ? ">" : "") + separator(m) +
           board::square_name(m.to());
  }
  return out;
}

}  // namespace saban
