#include "rules/san.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "rules/excerpt.h"
#include "rules/fen.h"
#include "rules/movegen.h"

namespace saban {

namespace {

const char* separator(Move m) {
  switch (m.kind()) {
    case MoveKind::Quiet:
      return "";
    case MoveKind::Capture:
      return "x";
    case MoveKind::StayCapture:
      return "_";
    case MoveKind::Suicide:
      return "@";
    case MoveKind::Combine:
      return "&";
    case MoveKind::ShotDown:
      return "\"";
  }
  return "";
}

// The moving unit as written: the deployed piece, or the whole unit.
std::string unit_text(const Position& pos, Move m) {
  if (m.deploy()) return stack_text(Stack::single(m.piece()), true);
  return stack_text(pos.at(m.from()), true);
}

// Origin letters that tell this move apart from others of the same piece type to the same point.
// The origin as written to tell a move apart: the square if another candidate shares its file and one its
// rank, the rank if one shares its file, else the file.
std::string origin_text(Square from, bool same_file, bool same_rank) {
  const std::string sq = board::square_name(from);
  if (same_file && same_rank) return sq;
  if (same_file) return sq.substr(1);
  return sq.substr(0, 1);
}

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
  return any ? origin_text(m.from(), same_file, same_rank) : "";
}

}  // namespace

namespace {

// A deploy turn as the platform writes it: what stays behind, '<', then each unit that left (`T<I>c3`,
// `A>xd5,E>d7`); pieces that joined one another on arrival are one unit (`(FT)>h6`). `origin` (a file, rank
// or square) goes after the first unit's letters when another stack could be meant (`T<Ff>c9`).
std::string deploy_text(const Position& pos, const Turn& t, const std::string& origin) {
  struct Group {
    Stack unit;
    Move first;
  };
  std::vector<Group> groups;
  Stack left = pos.at(t.first().from());
  for (const Move& m : t) {
    left = without_piece(left, m.piece(), pos.profile().stacking);
    auto joined =
        std::find_if(groups.begin(), groups.end(), [&](const Group& g) { return g.first.to() == m.to(); });
    // A piece that joined an earlier sub-move is one unit with it; so is, under the official reading (no
    // joins), a piece that boarded one that left before it. Under cotulenh the carrier boarding an earlier
    // piece is a unit of its own (`G>j5,E>&j5`), as the platform writes it.
    const bool unit = m.joins() || (m.kind() == MoveKind::Combine && !pos.profile().deploy_recombine);
    if (unit && joined != groups.end()) {
      // A joining piece is written as the platform writes it: without a hero mark it lost on joining (Q 33).
      const bool drop = m.joins() && pos.profile().join_drops_hero && m.kind() == MoveKind::Combine;
      const Piece p = drop ? m.piece().with_heroic(false) : m.piece();
      if (auto u = combine(joined->unit, Stack::single(p), pos.profile().stacking)) joined->unit = *u;
      continue;
    }
    groups.push_back({Stack::single(m.piece()), m});
  }
  std::string moves;
  for (const Group& g : groups) {
    if (!moves.empty()) moves += ',';
    moves += stack_text(g.unit, true) + (moves.empty() ? origin : "") + ">" + separator(g.first) +
             board::square_name(g.first.to());
  }
  return left.empty() ? moves : stack_text(left, true) + "<" + moves;
}

// What the text of a deploy turn is made of, apart from the origin: the point each moving piece goes to and
// the piece types that move, sorted (every piece that moves is written in the unit at the point it went to).
// Two turns whose texts are equal have equal signatures.
struct DeploySignature {
  std::array<std::uint8_t, 3> to{};
  std::array<std::uint8_t, 3> types{};
  std::uint8_t size = 0;
  bool operator==(const DeploySignature&) const = default;
};

DeploySignature deploy_signature(const Turn& t) {
  DeploySignature s;
  s.size = t.size;
  for (int i = 0; i < t.size; ++i) {
    s.to[i] = static_cast<std::uint8_t>(t.moves[i].to().index());
    s.types[i] = static_cast<std::uint8_t>(t.moves[i].piece().type());
  }
  std::sort(s.to.begin(), s.to.end());  // unused entries are 0 in both turns of a comparison
  std::sort(s.types.begin(), s.types.end());
  return s;
}

// The same, summed: equal signatures have equal checksums; cheaper than sorting, so tested first.
unsigned deploy_checksum(const Turn& t) {
  unsigned sum = t.size;
  for (int i = 0; i < t.size; ++i)
    sum += 16u * static_cast<unsigned>(t.moves[i].to().index()) +
           4096u * static_cast<unsigned>(t.moves[i].piece().type());
  return sum;
}

}  // namespace

std::string to_san(const Position& pos, const Turn& t, const std::vector<Turn>& legal) {
  const Move first = t.first();
  if (!first.deploy()) {
    return unit_text(pos, first) + disambiguator(first, legal) + separator(first) +
           board::square_name(first.to());
  }
  const std::string text = deploy_text(pos, t, "");
  const unsigned checksum = deploy_checksum(t);
  const DeploySignature signature = deploy_signature(t);
  bool any = false, same_file = false, same_rank = false;
  for (const Turn& o : legal) {
    const Square from = o.first().from();
    if (!o.first().deploy() || from == first.from()) continue;
    // Most turns differ in where they go or what moves: a cheap test before the text is built (a position
    // with two three-piece stacks has thousands of deploy turns, and building every text made writing
    // all of them quadratic in strings).
    if (deploy_checksum(o) != checksum || deploy_signature(o) != signature || deploy_text(pos, o, "") != text)
      continue;
    any = true;
    same_file = same_file || from.file() == first.from().file();
    same_rank = same_rank || from.rank() == first.from().rank();
  }
  return any ? deploy_text(pos, t, origin_text(first.from(), same_file, same_rank)) : text;
}

std::string to_lan(const Position& pos, const Turn& t) {
  std::string out;
  append_lan(out, pos, t);
  return out;
}

void append_lan(std::string& out, const Position& pos, const Turn& t) {
  auto square = [&](Square s) {
    out += static_cast<char>('a' + s.file());
    const int rank = s.rank() + 1;
    if (rank >= 10) out += static_cast<char>('0' + rank / 10);
    out += static_cast<char>('0' + rank % 10);
  };
  bool first = true;
  for (const Move& m : t) {
    if (!first) out += ',';
    first = false;
    out += unit_text(pos, m);
    square(m.from());
    if (m.deploy()) out += '>';
    out += separator(m);
    square(m.to());
  }
}

Result<Turn, std::string> parse_lan(const Position& pos, std::string_view token,
                                    const std::vector<Turn>& legal) {
  if (token.empty()) return std::string("no move given");
  std::string lan;
  for (const Turn& t : legal) {
    lan.clear();
    append_lan(lan, pos, t);
    if (lan == token) return t;
  }
  return "'" + excerpt(token) + "' is not a legal move here";
}

Result<Turn, std::string> parse_lan(const Position& pos, std::string_view token) {
  Position scratch = pos;  // generation uses the position as scratch space
  std::vector<Turn> legal;
  generate_legal(scratch, DeployMode::Full, legal);
  return parse_lan(pos, token, legal);
}

}  // namespace saban
