// Reading the cotulenh platform's SAN tokens (notation.md, "Dialect 2"): the legal turn a token names.
#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>

#include "parser/internal/match_common.h"
#include "parser/match.h"
#include "rules/excerpt.h"
#include "rules/fen.h"
#include "rules/lone_moves.h"
#include "rules/movegen.h"

namespace saban::parser {

namespace {

// A multiset of piece types as one number: four bits of count per type.
using Composition = std::uint64_t;
Composition composition(const Stack& st) {
  Composition c = 0;
  for (int i = 0; i < st.size; ++i) c += Composition{1} << (4 * index(st.pieces[i].type()));
  return c;
}
Composition composition(const Types& types) {
  Composition c = 0;
  for (T t : types) c += Composition{1} << (4 * index(t));
  return c;
}
// Does `have` hold every piece of `want`? When no count reaches 8 (a stack holds three pieces), all types at
// once: with bit 3 of each type's four set in `have`, a count of `want` no greater than `have`'s leaves it
// set, and no subtraction borrows from the next type's (8 + have - want is 1..15). Else type by type.
bool holds(Composition have, Composition want) {
  constexpr Composition kHigh = 0x88888888888;  // bit 3 of each of the kPieceTypes counts
  static_assert(kPieceTypes == 11);
  if (((have | want) & kHigh) == 0) return (((have | kHigh) - want) & kHigh) == kHigh;
  for (int t = 0; t < kPieceTypes; ++t)
    if (((have >> (4 * t)) & 15) < ((want >> (4 * t)) & 15)) return false;
  return true;
}

struct SanUnit {
  Types types;  // sorted
  bool deploy = false;
  std::string_view separators;  // views of the token's text
  std::string_view disambiguation;
  Square to;
};

// The piece type of each FEN letter (upper case), or -1.
constexpr std::array<std::int8_t, 256> kSanLetters = [] {
  std::array<std::int8_t, 256> t{};
  t.fill(-1);
  for (int i = 0; i < kPieceTypes; ++i)
    t[static_cast<unsigned char>(kFenLetters[i])] = static_cast<std::int8_t>(i);
  return t;
}();

std::optional<T> san_letter(char c) {
  const int t = kSanLetters[static_cast<unsigned char>(c)];
  if (t < 0) return std::nullopt;
  return static_cast<T>(t);
}

Types san_types(std::string_view unit) {
  Types out;
  for (char c : unit)
    if (auto t = san_letter(c)) {
      // Insertion in order (a unit names at most three pieces).
      auto at = out.end();
      while (at != out.begin() && *(at - 1) > *t) --at;
      out.insert(at, *t);
    }
  return out;
}

// Each separator's bit (x _ @ & " > in that order; 0 for any other character), for san_kind and split_rest.
constexpr std::array<std::uint8_t, 256> kSeparatorBits = [] {
  std::array<std::uint8_t, 256> t{};
  const std::string_view order = "x_@&\">";
  for (std::size_t i = 0; i < order.size(); ++i) t[static_cast<unsigned char>(order[i])] = 1u << i;
  return t;
}();

// The kind the separators' bits (kSeparatorBits, or-ed) name: the first of x _ @ & " they hold, in that order
// (else quiet).
[[gnu::always_inline]] inline MoveKind kind_of_separators(unsigned seen) {
  if (seen & 1u) return MoveKind::Capture;
  if (seen & 2u) return MoveKind::StayCapture;
  if (seen & 4u) return MoveKind::Suicide;
  if (seen & 8u) return MoveKind::Combine;
  if (seen & 16u) return MoveKind::ShotDown;
  return MoveKind::Quiet;
}

// Splits "2_b2" / ">xd5" / "cb4" into disambiguation, separators and destination, and or-s the separators'
// bits (kSeparatorBits) into `seen` as it passes them; false if the destination cannot be read.
[[gnu::always_inline]] inline bool split_rest(std::string_view r, Square& to, std::string_view& separators,
                                              std::string_view& disambiguation, unsigned& seen) {
  // The destination, as board::parse_square reads it: a file a..k and a rank 1..12 without a leading zero,
  // the rank the last one or two characters, after a character that is not a digit (three digits or more,
  // or nothing before the digits, read nothing). Tested character by character from the end (a loop
  // counting the digits cost twice as much).
  const std::size_t n = r.size();
  const char* const s = r.data();
  if (n < 2) return false;
  const unsigned last = static_cast<unsigned>(s[n - 1] - '0');
  if (last > 9) return false;
  const unsigned before = static_cast<unsigned>(s[n - 2] - '0');
  std::size_t digits = 1;
  unsigned rank = last;
  if (before <= 9) {
    if (n < 3 || static_cast<unsigned>(s[n - 3] - '0') <= 9 || before == 0) return false;
    digits = 2;
    rank = before * 10 + last;
  } else if (last == 0) {
    return false;
  }
  const std::size_t i = n - digits - 1;  // the file
  const int file = s[i] - 'a';
  if (!Square::on_board(file, static_cast<int>(rank) - 1)) return false;
  to = Square(file, static_cast<int>(rank) - 1);
  // The separators, each read once from the table (its bit is its kind's; no chain of comparisons).
  std::size_t sep_start = i;
  while (sep_start > 0) {
    const unsigned bit = kSeparatorBits[static_cast<unsigned char>(s[sep_start - 1])];
    if (!bit) break;
    seen |= bit;
    --sep_start;
  }
  // Views made directly (substr tests its bounds, which hold here).
  separators = std::string_view(s + sep_start, i - sep_start);
  disambiguation = std::string_view(s, sep_start);
  return true;
}
bool split_rest(std::string_view r, Square& to, std::string_view& separators,
                std::string_view& disambiguation) {
  unsigned seen = 0;
  return split_rest(r, to, separators, disambiguation, seen);
}

// Does a token's separators (a few characters) hold `c`? A loop: string_view::find calls memchr.
bool has_separator(std::string_view separators, char c) {
  for (const char ch : separators)
    if (ch == c) return true;
  return false;
}

// Fills `u` (built in place: no copy of its inline vector); false if the destination cannot be read.
bool san_unit(const ast::SanPart& part, SanUnit& u) {
  u.types = san_types(part.unit);
  if (!split_rest(part.rest, u.to, u.separators, u.disambiguation)) return false;
  u.deploy = has_separator(u.separators, '>');
  return true;
}

// The kind a token's separators name (kind_of_separators); `deploy` says whether they hold a '>'. One pass
// over the characters (a find per separator called memchr five times).
MoveKind san_kind(std::string_view separators, bool& deploy) {
  deploy = false;
  if (separators.empty()) return MoveKind::Quiet;
  unsigned seen = 0;
  for (const char c : separators) seen |= kSeparatorBits[static_cast<unsigned char>(c)];
  deploy = seen & 32u;
  return kind_of_separators(seen);
}
MoveKind san_kind(std::string_view separators) {
  bool deploy;
  return san_kind(separators, deploy);
}

bool origin_fits(Square from, std::string_view d) {
  if (d.empty()) return true;
  std::size_t i = 0;
  if (std::isalpha(static_cast<unsigned char>(d[0]))) {
    if (d[0] - 'a' != from.file()) return false;
    i = 1;
  }
  if (i == d.size()) return true;
  // A rank (the cotulenh writer may cut 10-12 to "1": accept a prefix of the origin's rank).
  const std::string rank = std::to_string(from.rank() + 1);
  return rank.rfind(d.substr(i), 0) == 0;
}

}  // namespace

namespace {

// The commonest token, one lone piece moving whole ("Txg7", "+Ad2", "Cd12", "F&b11"): when exactly one of the
// side's lone pieces of that type has a pseudo-legal move that fits, it is the turn (the one the general
// reading of match_san finds, untested as there); otherwise nullopt and the general reading decides.
// The token's only part is `unit` and `rest`, nothing stays.
[[gnu::always_inline]] inline std::optional<Turn> lone_piece_move(const Position& pos, std::string_view unit,
                                                                  std::string_view rest) {
  if (unit.size() != 1 && !(unit.size() == 2 && unit[0] == '+')) return std::nullopt;
  const auto type = san_letter(unit.back());
  Square to;
  std::string_view separators, disambiguation;
  unsigned seen = 0;  // the separators' kinds, read as the destination is
  if (!type || !split_rest(rest, to, separators, disambiguation, seen) || (seen & 32u))
    return std::nullopt;  // unreadable, or a deploy ('>')
  const MoveKind kind = kind_of_separators(seen);
  const Side side = pos.side_to_move();
  // Made in one expression: a set declared first was zeroed for every token (a rep stos), then assigned.
  const SquareSet candidates = *type != T::Commander ? pos.occupied(side) & reach_from(*type, to) : [&] {
    SquareSet commander;
    if (pos.commander(side).valid()) commander.set(pos.commander(side));
    return commander;
  }();
  // The candidates' moves of the token's kind, in one call (lone_moves_to: each candidate's walk inline). No
  // may_reach test: the candidates are on the destination's lines within reach (reach_from), and the walk
  // finds nothing off a line or beyond the piece's reach anyway. Not on the stack: a local array is zeroed
  // for every token (Move's default value).
  thread_local std::array<Move, kMaxLoneMoves> moves;
  const int n = lone_moves_to(pos, candidates, *type, to, kind, moves);
  if (n > kMaxLoneMoves) return std::nullopt;  // more than it writes: the general reading
  Move hit;
  int hits = 0;
  for (int i = 0; i < n; ++i)
    if (disambiguation.empty() || origin_fits(moves[i].from(), disambiguation)) hit = moves[i], ++hits;
  if (hits != 1) return std::nullopt;
  return Turn(hit);
}

}  // namespace

namespace {

// A SAN token read: its units, what it leaves behind, and what that asks of the turn.
struct SanToken {
  Small<SanUnit> units;
  Types stay;               ///< the pieces written to stay (`*<...`), sorted
  Composition wanted = 0;   ///< every piece the token names (its units' and what stays)
  bool deploy = false;      ///< a deploy turn (a stay, several units or a '>')
  bool single = false;      ///< one piece moving whole
  bool whole_fits = false;  ///< one unit leaving nothing behind: the whole stack moving fits it too
  DeployTargets targets{};  ///< where the token's units go, by piece type
};

// Reads the token's units; an error says which one cannot be read.
std::optional<Problem> read_san_token(const ast::SanMove& move, SanToken& k) {
  for (const ast::SanPart& part : move.parts)
    if (!san_unit(part, k.units.emplace_back()))
      return Problem{ProblemKind::SanBadDestination,
                     {excerpt(std::string(part.unit) + std::string(part.rest))}};
  if (k.units.empty()) return Problem{ProblemKind::SanNoPiece, {}};  // the grammar gives one part at least
  k.deploy = move.stay || k.units.size() > 1 || k.units.front().deploy;
  if (move.stay) k.stay = san_types(*move.stay);
  k.wanted = composition(k.stay);
  std::size_t named_pieces = k.stay.size();
  for (const SanUnit& u : k.units) k.wanted += composition(u.types), named_pieces += u.types.size();
  k.single = !k.deploy && named_pieces == 1;
  for (const SanUnit& u : k.units)
    for (const T t : u.types) k.targets[static_cast<std::size_t>(index(t))].set(u.to);
  k.whole_fits = k.units.size() == 1 && k.stay.empty();
  return std::nullopt;
}

// The pseudo-legal turns that may be the token's, appended to `legal`: from the side's units holding every
// piece it names (for a single piece moving whole, its lone pieces of that type), only along the lines that
// reach the destination for a whole-unit move.
void candidate_turns(Position& pos, const SanToken& k, std::vector<Turn>& legal) {
  const Side side = pos.side_to_move();
  const T type = k.single ? k.units[0].types[0] : T{};
  const Square to = k.units[0].to;
  // Whole-unit moves other than the commander's reach at most squares::kMaxReach points along a line
  // (may_reach): only the side's units near the destination's lines are looked at; a lone commander is where
  // the position says.
  SquareSet candidates = pos.occupied(side);
  if (k.single && type == T::Commander) {
    candidates = SquareSet{};
    if (pos.commander(side).valid()) candidates.set(pos.commander(side));
  } else if (!k.deploy && !holds(k.wanted, Composition{1} << (4 * index(T::Commander)))) {
    candidates = candidates & squares::lines_near(to);
  }
  const auto whole_unit_moves = [&](Square sq, const Stack& st) {
    thread_local std::vector<Move> moves;
    moves.clear();
    generate_unit_moves_to(pos, sq, st.top(), false, to, moves);
    for (const Move& m : moves) legal.emplace_back(m);
  };
  candidates.for_each([&](Square sq) {
    const Stack& st = pos.at(sq);
    if (k.single && (st.size != 1 || st.pieces[0].type() != type)) return;
    if (!k.deploy && !may_reach(st.top().type(), sq, to)) return;  // too far or off its lines
    const Composition have = composition(st);
    if (k.deploy ? !holds(have, k.wanted) : have != k.wanted) return;
    if (k.deploy) {
      // A deploy turn matches when its sub-moves go where the token's units go; a whole-unit move only when
      // the token is one unit leaving nothing behind (below).
      generate_deploy_turns_to(pos, sq, DeployMode::Full, k.targets, legal);
      if (k.whole_fits) whole_unit_moves(sq, st);
    } else {
      whole_unit_moves(sq, st);  // a whole unit to one point: walk only the line towards it
    }
  });
}

// A whole unit moving: the turns to the destination with the token's kind and origin; where several fit, the
// platform's '+' for heroes and a rank written whole ("1" is rank 1 rather than a shortened 10-12) decide.
Found whole_unit_matches(const Position& pos, const ast::SanMove& move, const SanToken& k,
                         const std::vector<Turn>& legal) {
  Found found;
  const SanUnit& u = k.units[0];
  const MoveKind kind = san_kind(u.separators);
  for (const Turn& t : legal) {
    const Move m = t.first();
    if (t.size != 1 || m.deploy() || m.to() != u.to || m.kind() != kind) continue;
    if (!origin_fits(m.from(), u.disambiguation)) continue;
    found.push_back(&t);
  }
  narrow(found,
         [&](const Turn& t) { return stack_text(pos.at(t.first().from()), true) == move.parts[0].unit; });
  narrow(found, [&](const Turn& t) {
    const std::string sq = board::square_name(t.first().from());
    const std::string_view d = u.disambiguation;
    return d == sq || d == sq.substr(1) || (d.size() == 1 && d == sq.substr(0, 1));
  });
  return found;
}

using Placed = Small<std::pair<T, Square>>;
void sort_placed(Placed& p) {
  std::sort(p.begin(), p.end(), [](auto a, auto b) {
    return a.first != b.first ? a.first < b.first : a.second.index() < b.second.index();
  });
}

// Kinds, by destination (the order the pieces left in is not seen in the result): a capture, stay capture or
// suicide the token names must be there; where it names none, there is none.
bool kinds_fit(const SanToken& k, const Turn& t) {
  for (const SanUnit& u : k.units) {
    std::optional<MoveKind> want;
    for (const SanUnit& v : k.units) {
      const MoveKind kind = san_kind(v.separators);
      if (v.to == u.to && kind != MoveKind::Quiet && kind != MoveKind::Combine) want = kind;
    }
    bool seen = false, other = false;
    for (const Move& m : t) {
      if (m.to() != u.to) continue;
      if (want && m.kind() == *want)
        seen = true;
      else if (m.kind() != MoveKind::Quiet && m.kind() != MoveKind::Combine)
        other = true;
    }
    if (want ? !seen : other) return false;
  }
  return true;
}

// Heroes: where two stacks could make the same deploy, the '+' of the token tells them apart. Each sub-move's
// piece must be named, with its mark, in a unit going where it goes (a stack may hold a hero and a plain
// piece of one type: `(N+F)>c6,F>g5`).
struct NamedHero {
  T type;
  Square to;
  bool hero;
};
Small<NamedHero> named_heroes(const ast::SanMove& move, const SanToken& k) {
  Small<NamedHero> named;
  for (std::size_t p = 0; p < move.parts.size(); ++p) {
    const std::string_view unit = move.parts[p].unit;
    for (std::size_t i = 0; i < unit.size(); ++i)
      if (auto type = san_letter(unit[i]))
        named.push_back({*type, k.units[p].to, i > 0 && unit[i - 1] == '+'});
  }
  return named;
}
bool heroes_fit(const Position& pos, const Small<NamedHero>& named, const Turn& t) {
  for (const Move& m : t) {
    // A piece that joins an earlier sub-move arrives without its hero mark under cotulenh, and is written so.
    const bool written_hero =
        m.piece().heroic() && !(m.joins() && m.kind() == MoveKind::Combine && pos.profile().join_drops_hero);
    if (!std::any_of(named.begin(), named.end(), [&](const NamedHero& n) {
          return n.type == m.piece().type() && n.to == m.to() && n.hero == written_hero;
        }))
      return false;
  }
  return true;
}

// Joins (cotulenh): a unit of several pieces is one sub-move and the pieces that joined it; units written
// apart did not join. Where both readings fit, that decides (`(EG)>j5` against `G>j5,E>&j5`).
bool joins_fit(const SanToken& k, const Turn& t) {
  for (const SanUnit& u : k.units) {
    std::size_t expected = 0, joined = 0;
    for (const SanUnit& v : k.units)
      if (v.to == u.to) expected += v.types.size() - 1;
    for (const Move& m : t) joined += m.to() == u.to && m.joins();
    if (expected != joined) return false;
  }
  return true;
}

// A deploy: the turns that move each named piece to its unit's destination (the first with the unit's kind),
// from a stack the disambiguation names, leaving what the token says stays; then heroes and joins decide
// between several; a unit deployed whole with nothing left behind is the whole stack moving.
Found deploy_matches(const Position& pos, const ast::SanMove& move, const SanToken& k,
                     const std::vector<Turn>& legal) {
  Found found;
  Placed named;
  for (const SanUnit& u : k.units)
    for (T t : u.types) named.emplace_back(t, u.to);
  sort_placed(named);
  for (const Turn& t : legal) {
    if (!t.first().deploy()) continue;
    Placed moved;
    for (const Move& m : t) moved.emplace_back(m.piece().type(), m.to());
    sort_placed(moved);
    if (moved != named) continue;
    bool origin_ok = true;  // a disambiguated deploy (`T<Ff>c9`) names its stack's file, rank or point
    for (const SanUnit& u : k.units) origin_ok = origin_ok && origin_fits(t.first().from(), u.disambiguation);
    if (!origin_ok) continue;
    Stack left = pos.at(t.first().from());
    for (const Move& m : t) left = without_piece(left, m.piece(), pos.profile().stacking);
    if (composition(left) != composition(k.stay)) continue;
    if (kinds_fit(k, t)) found.push_back(&t);
  }
  if (found.size() > 1) {
    const Small<NamedHero> named_by_token = named_heroes(move, k);
    narrow(found, [&](const Turn& t) { return heroes_fit(pos, named_by_token, t); });
  }
  narrow(found, [&](const Turn& t) { return joins_fit(k, t); });
  if (found.empty() && k.whole_fits) {
    const MoveKind kind = san_kind(k.units[0].separators);
    for (const Turn& t : legal) {
      const Move m = t.first();
      if (t.size == 1 && !m.deploy() && m.to() == k.units[0].to && m.kind() == kind &&
          composition(pos.at(m.from())) == composition(k.units[0].types))
        found.push_back(&t);
    }
  }
  return found;
}

// Where a disambiguation says the unit stands: the kind of the unit's words with it ("%1 on file c", "%1 on
// rank 10", "%1 on c10"), or nullopt when it reads as none of a file, a rank (1-12, or the platform's "1" for
// 10-12) and a point: what origin_fits compares.
std::optional<ProblemKind> origin_words(std::string_view d) {
  std::size_t i = 0;
  const bool file = !d.empty() && Square::on_board(d[0] - 'a', 0);
  if (file) i = 1;
  const std::string_view rank = d.substr(i);
  if (rank.empty()) return file ? std::optional<ProblemKind>(ProblemKind::SanUnitOnFile) : std::nullopt;
  if (rank.size() > 2 || rank[0] < '1' || rank[0] > '9' ||
      (rank.size() == 2 && (rank[1] < '0' || rank[1] > '9')))
    return std::nullopt;
  if (!Square::on_board(0, std::stoi(std::string(rank)) - 1)) return std::nullopt;
  return file ? ProblemKind::SanUnitOn : ProblemKind::SanUnitOnRank;
}

// What was looked for, in words, when no turn fits: "illegal move: no red tank on file c can move to c5".
// Cold and out of line: its problem's building kept out of match_san, whose inlining it changed (a call of
// kind_of_separators a token, 2.5 M instructions on 1,000 games).
[[gnu::cold, gnu::noinline]] Problem no_turn_fits(Side side, const ast::SanMove& move, const SanToken& k) {
  for (const SanUnit& u : k.units)
    if (!u.disambiguation.empty() && !origin_words(u.disambiguation))
      return {ProblemKind::SanBadOrigin, {excerpt(u.disambiguation)}};
  UnitPieces pieces{{k.units[0].types.begin(), k.units[0].types.end()}, side};
  ProblemArg what = std::move(pieces);
  if (!k.units[0].disambiguation.empty())
    what = quoted({*origin_words(k.units[0].disambiguation),
                   {std::move(what), std::string(k.units[0].disambiguation)}});
  const MoveKind kind = san_kind(k.units[0].separators);
  const int verb = kind == MoveKind::Capture || kind == MoveKind::StayCapture || kind == MoveKind::Suicide
                       ? 1
                       : (kind == MoveKind::Combine ? 2 : 0);
  if (k.deploy) {
    constexpr ProblemKind kinds[] = {ProblemKind::SanNoDeployMove, ProblemKind::SanNoDeployCapture,
                                     ProblemKind::SanNoDeployBoarding};
    ProblemArg stay =
        move.stay ? ProblemArg(std::string(*move.stay)) : ProblemArg(UnitPieces{});  // "nothing"
    return {kinds[verb], {std::move(what), k.units[0].to, std::move(stay)}};
  }
  constexpr ProblemKind kinds[] = {ProblemKind::SanNoMove, ProblemKind::SanNoCapture,
                                   ProblemKind::SanNoBoarding};
  return {kinds[verb], {std::move(what), k.units[0].to}};
}

}  // namespace

namespace {

// The one stack of the side to move holding every piece the token names; no point when none or several.
Square only_stack_holding(const Position& pos, Composition wanted) {
  Square origin;
  int stacks = 0;
  pos.occupied(pos.side_to_move()).for_each([&](Square sq) {
    const Stack& st = pos.at(sq);
    if (st.is_stack() && holds(composition(st), wanted)) origin = sq, ++stacks;
  });
  return stacks == 1 ? origin : Square();
}

// Does a sub-move of kind `kind` fit a unit whose separators name `want` (as kinds_fit reads them: a quiet
// unit takes a move or a boarding)?
bool kind_fits(MoveKind want, MoveKind kind) {
  const bool quiet = want == MoveKind::Quiet || want == MoveKind::Combine;
  return quiet ? kind == MoveKind::Quiet || kind == MoveKind::Combine : kind == want;
}

// The commonest deploy token, one piece a unit ("E>i5,A>xg8", "H<C>h3"): when its units name pieces one stack
// of the side holds once, in stack order, to distinct points, without disambiguation, leaving what the token
// says stays, and, made one after the other, each has exactly one pseudo-legal sub-move of its kind (as
// kinds_fit reads it), these sub-moves are the turn the general reading of match_san finds, untested as
// there (stack order is the first order the generator lists a set of sub-moves in, see
// deploy_in_stack_order; at distinct points no piece joins another); otherwise nullopt and the general
// reading decides.
std::optional<Turn> san_deploy_in_stack_order(Position& pos, const SanToken& k) {
  if (!k.deploy) return std::nullopt;
  for (std::size_t i = 0; i < k.units.size(); ++i) {
    const SanUnit& u = k.units[i];
    if (u.types.size() != 1 || !u.disambiguation.empty()) return std::nullopt;
    for (std::size_t j = 0; j < i; ++j)
      if (k.units[j].to == u.to) return std::nullopt;
  }
  const Square origin = only_stack_holding(pos, k.wanted);
  if (!origin.valid()) return std::nullopt;
  const Stack unit = pos.at(origin);
  Small<Piece> pieces;
  Composition moved = 0;
  int last = -1;
  for (const SanUnit& u : k.units) {
    last = only_piece_after(unit, u.types[0], last);
    if (last < 0) return std::nullopt;  // two pieces of the type, or not in stack order
    pieces.push_back(unit.pieces[static_cast<std::size_t>(last)]);
    moved += Composition{1} << (4 * index(u.types[0]));
  }
  if (composition(unit) - moved != composition(k.stay)) return std::nullopt;
  return sub_moves_in_order(
      pos, origin, pieces, [&](std::size_t i) { return k.units[i].to; },
      [&](std::size_t i, MoveKind kind) { return kind_fits(san_kind(k.units[i].separators), kind); });
}

// Deploy tokens whose units meet on one point (cotulenh, where pieces join): the stack's carrier boarding the
// unit written just before it ("C>e5,H>&e5", "T>c4,H>&c4,M>d6"), or a lone unit of the carrier and a piece
// that joins it ("(EG)>j5"). When the pieces named are each held once by the one stack of the side holding
// them, the units other than the carrier are in stack order, to distinct points, without disambiguation, what
// the token says stays does, and, made one after the other, each piece has exactly one sub-move among those
// the generator lists there (generate_deploy_moves_to) that fits (a join for the piece joining; for the
// others no join, of the unit's kind), and the hero marks fit, these sub-moves are the turn the general
// reading of match_san finds, untested as there; otherwise nullopt and the general reading decides.
// Why: a turn the general reading keeps has the token's joins (joins_fit) and no other; a non-carrier piece
// reaching a point after another stands there joins it, and the carrier never joins, so each piece's
// sub-move is fixed, the set is unique, and the carrier comes after the piece it boards. The generator lists
// a set once, in its smallest valid order by stack place: any smaller order than the written one puts the
// carrier (place 0) before the piece it boards, or, for the join, the joining piece first; neither is valid.
std::optional<Turn> san_deploy_with_joins(Position& pos, const ast::SanMove& move, const SanToken& k) {
  if (!k.deploy || !pos.profile().deploy_recombine) return std::nullopt;
  for (const SanUnit& u : k.units)
    if (!u.disambiguation.empty() || u.types.empty() || u.types.size() > 2) return std::nullopt;
  const Square origin = only_stack_holding(pos, k.wanted);
  if (!origin.valid()) return std::nullopt;
  const Stack unit = pos.at(origin);
  struct Step {
    int at;  // the piece's place in the stack
    Square to;
    MoveKind want;
    bool join;
  };
  Small<Step> steps;
  Composition moved = 0;
  unsigned used = 0;
  const auto place = [&](T type) {  // -1 when the stack holds none or two, or it was named already
    moved += Composition{1} << (4 * index(type));
    const int at = only_piece_after(unit, type, -1);
    if (at < 0 || (used & (1u << at))) return -1;
    used |= 1u << at;
    return at;
  };
  if (k.units.size() == 1) {  // the carrier and a piece joining it
    const SanUnit& u = k.units[0];
    if (u.types.size() != 2) return std::nullopt;
    const int a = place(u.types[0]), b = place(u.types[1]);
    if (a < 0 || b < 0 || (a != 0 && b != 0)) return std::nullopt;
    steps.push_back({0, u.to, san_kind(u.separators), false});
    steps.push_back({a + b, u.to, MoveKind::Combine, true});
  } else {  // the carrier boarding the unit before it
    int last = 0;
    bool boarded = false;
    for (std::size_t i = 0; i < k.units.size(); ++i) {
      const SanUnit& u = k.units[i];
      if (u.types.size() != 1) return std::nullopt;
      const int at = place(u.types[0]);
      if (at < 0) return std::nullopt;
      if (at == 0) {
        if (i == 0 || u.to != k.units[i - 1].to) return std::nullopt;
        boarded = true;
      } else {
        if (at <= last) return std::nullopt;  // out of stack order
        last = at;
        for (std::size_t j = 0; j < i; ++j)
          if (k.units[j].to == u.to) return std::nullopt;
      }
      steps.push_back({at, u.to, san_kind(u.separators), false});
    }
    if (!boarded) return std::nullopt;
  }
  if (composition(unit) - moved != composition(k.stay)) return std::nullopt;
  thread_local std::vector<Move> listed;
  Turn turn;
  Undo undo;
  pos.snapshot(undo);
  bool ok = true;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const Step& s = steps[i];
    listed.clear();
    generate_deploy_moves_to(pos, origin, unit.pieces[static_cast<std::size_t>(s.at)], s.at == 0, turn, s.to,
                             listed);
    Move hit;
    int hits = 0;
    for (const Move m : listed)
      if ((s.join ? m.joins() : !m.joins() && kind_fits(s.want, m.kind())) && !(hits && m == hit))
        hit = m, ++hits;
    ok = hits == 1;
    if (!ok) break;
    turn.push(hit);
    if (i + 1 < steps.size()) pos.do_sub_move(hit, undo);  // the last sub-move changes nothing read
  }
  pos.undo_turn(undo);
  if (!ok || !heroes_fit(pos, named_heroes(move, k), turn)) return std::nullopt;
  return turn;
}

}  // namespace

namespace {

// match_san past the lone piece's shortcut, in a function of its own: its kilobytes of locals and saved
// registers were set up for every token, the shortcut's too.
[[gnu::noinline]] Result<Turn, Problem> match_san_general(Position& pos, const ast::SanMove& move,
                                                          bool* unchecked) {
  SanToken k;
  if (auto error = read_san_token(move, k)) return *error;
  if (unchecked) {
    auto t = san_deploy_in_stack_order(pos, k);
    if (!t) t = san_deploy_with_joins(pos, move, k);
    if (t) {
      *unchecked = true;
      return *t;
    }
  }
  thread_local std::vector<Turn> legal;  // `found` points into it
  legal.clear();
  candidate_turns(pos, k, legal);
  Found found = k.deploy ? deploy_matches(pos, move, k, legal) : whole_unit_matches(pos, move, k, legal);
  // One turn per resulting position first (the same deploy in another order): legality depends on that
  // position only, so a group is legal or not as a whole, and a single group needs no test before it is made.
  if (found.size() > 1) found = distinct(pos, found);
  if (unchecked && found.size() == 1) {
    *unchecked = true;
    return *found[0];
  }
  if (auto why = keep_legal(pos, found)) return *why;
  if (found.size() == 1) return *found[0];
  if (found.size() > 1) return Problem{ProblemKind::SanAmbiguous, {static_cast<long long>(found.size())}};
  return no_turn_fits(pos.side_to_move(), move, k);
}

}  // namespace

Result<Turn, Problem> match_san(Position& pos, const ast::SanMove& move, bool* unchecked) {
  if (unchecked && !move.stay && move.parts.size() == 1) {
    if (auto t = lone_piece_move(pos, move.parts[0].unit, move.parts[0].rest)) {
      *unchecked = true;
      return *t;
    }
  }
  return match_san_general(pos, move, unchecked);
}

std::optional<Turn> match_san_lone_piece(const Position& pos, std::string_view unit, std::string_view rest) {
  return lone_piece_move(pos, unit, rest);
}

}  // namespace saban::parser
