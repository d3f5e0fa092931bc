#include "rules/dongson/position.h"

#include <algorithm>
#include <cctype>

#include "rules/splitmix.h"

namespace saban::dongson {

// ---------------------------------------------------------------------------------------------------------
// Squares and pieces

std::optional<PieceType> piece_from_letter(char c) {
  for (int t = 0; t < kPieceTypes; ++t)
    if (letter(static_cast<PieceType>(t)) == c) return static_cast<PieceType>(t);
  return std::nullopt;
}

char Piece::fen_char() const {
  const char c = letter(type());
  return side() == Side::Thuy ? c : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

int file_from_char(char c) {
  static constexpr std::string_view kFilesText = "abcdefghk";
  const std::size_t f = kFilesText.find(c);
  return f == std::string_view::npos ? -1 : static_cast<int>(f);
}

std::string square_name(Square s) {
  return std::string(1, file_char(file_of(s))) + static_cast<char>('1' + rank_of(s));
}

std::optional<Square> parse_square(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  const int f = file_from_char(text[0]);
  if (f < 0 || text[1] < '1' || text[1] > '9') return std::nullopt;
  return make_square(f, text[1] - '1');
}

Square than_home(Side s) { return s == Side::Thuy ? make_square(4, 0) : make_square(4, 8); }

Square swap_voi_square(unsigned right) {
  switch (right) {
    case kSwapThuyB:
      return make_square(1, 0);
    case kSwapThuyH:
      return make_square(7, 0);
    case kSwapSonB:
      return make_square(1, 8);
    default:
      return make_square(7, 8);
  }
}

bool swap_right_possible(const Position& pos, unsigned right) {
  const Side side = swap_right_side(right);
  return pos.than(side) == than_home(side) && pos.at(swap_voi_square(right)) == Piece(PieceType::Voi, side);
}

// ---------------------------------------------------------------------------------------------------------
// Zobrist keys: SplitMix64 from a fixed seed, the same on every run

namespace {

struct Keys {
  std::array<std::array<std::uint64_t, 15>, kSquares> pieces{};
  std::uint64_t son = 0;
  std::array<std::uint64_t, 16> rights{};
};

constexpr Keys build_keys() {
  Keys k{};
  SplitMix64 keys(0xd0e650c0c7a12026ULL);
  for (auto& sq : k.pieces)
    for (std::size_t p = 1; p < sq.size(); ++p) sq[p] = keys.next();
  k.son = keys.next();
  std::array<std::uint64_t, 4> bits{};
  for (auto& b : bits) b = keys.next();
  for (unsigned r = 0; r < 16; ++r)
    for (unsigned i = 0; i < 4; ++i)
      if (r & (1u << i)) k.rights[r] ^= bits[i];
  return k;
}

constexpr Keys kKeys = build_keys();

}  // namespace

namespace zobrist {
std::uint64_t piece(Square s, Piece p) { return kKeys.pieces[static_cast<std::size_t>(s)][p.code()]; }
std::uint64_t son_to_move() { return kKeys.son; }
std::uint64_t rights(unsigned r) { return kKeys.rights[r & 15]; }
}  // namespace zobrist

// ---------------------------------------------------------------------------------------------------------
// Geometry: leaps of the gifts and the squares whose change loses a swap right

namespace {

struct Delta {
  int df, dr;
};
constexpr Delta kNgua[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr Delta kVoi[] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}, {2, 2}, {2, -2}, {-2, -2}, {-2, 2}};
constexpr Delta kGa[] = {{0, 2}, {2, 0}, {0, -2}, {-2, 0}};
constexpr Delta kOrth[] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
constexpr Delta kDiag[] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

// Targets of a leap from each square, ending with -1.
struct LeapTable {
  std::array<std::array<std::int8_t, 9>, kSquares> to{};
};

template <std::size_t N>
constexpr LeapTable build_leaps(const Delta (&deltas)[N]) {
  LeapTable t{};
  for (int s = 0; s < kSquares; ++s) {
    std::size_t n = 0;
    for (const Delta& d : deltas) {
      const int f = file_of(s) + d.df, r = rank_of(s) + d.dr;
      if (f >= 0 && f < kFiles && r >= 0 && r < kRanks)
        t.to[static_cast<std::size_t>(s)][n++] = static_cast<std::int8_t>(make_square(f, r));
    }
    t.to[static_cast<std::size_t>(s)][n] = -1;
  }
  return t;
}

constexpr LeapTable kNguaLeaps = build_leaps(kNgua);
constexpr LeapTable kVoiLeaps = build_leaps(kVoi);
constexpr LeapTable kGaLeaps = build_leaps(kGa);

const LeapTable& leaps(PieceType t) {
  return t == PieceType::Ngua ? kNguaLeaps : t == PieceType::Voi ? kVoiLeaps : kGaLeaps;
}

// The rights that survive a move from or to each square.
constexpr std::array<unsigned, kSquares> build_rights_mask() {
  std::array<unsigned, kSquares> m{};
  for (auto& x : m) x = kSwapAll;
  m[static_cast<std::size_t>(make_square(4, 0))] &= ~unsigned{kSwapThuyB | kSwapThuyH};
  m[static_cast<std::size_t>(make_square(4, 8))] &= ~unsigned{kSwapSonB | kSwapSonH};
  m[static_cast<std::size_t>(make_square(1, 0))] &= ~unsigned{kSwapThuyB};
  m[static_cast<std::size_t>(make_square(7, 0))] &= ~unsigned{kSwapThuyH};
  m[static_cast<std::size_t>(make_square(1, 8))] &= ~unsigned{kSwapSonB};
  m[static_cast<std::size_t>(make_square(7, 8))] &= ~unsigned{kSwapSonH};
  return m;
}
constexpr std::array<unsigned, kSquares> kRightsMask = build_rights_mask();

constexpr int forward(Side s) { return s == Side::Thuy ? 1 : -1; }
constexpr int last_rank(Side s) { return s == Side::Thuy ? kRanks - 1 : 0; }
constexpr bool on_board(int f, int r) { return f >= 0 && f < kFiles && r >= 0 && r < kRanks; }

}  // namespace

// ---------------------------------------------------------------------------------------------------------
// Setting up

Position Position::start(const Options& options) {
  Position p;
  p.m_options = options;
  static constexpr PieceType kBack[] = {PieceType::Lac,  PieceType::Voi,  PieceType::Ngua,
                                        PieceType::Ga,   PieceType::Than, PieceType::Ga,
                                        PieceType::Ngua, PieceType::Voi,  PieceType::Lac};
  for (int f = 0; f < kFiles; ++f) {
    const PieceType small = f % 2 == 0 ? PieceType::Bo : PieceType::Dinh;
    p.put(make_square(f, 0), Piece(kBack[f], Side::Thuy));
    p.put(make_square(f, 1), Piece(small, Side::Thuy));
    p.put(make_square(f, 7), Piece(small, Side::Son));
    p.put(make_square(f, 8), Piece(kBack[f], Side::Son));
  }
  p.set_rights(kSwapAll);
  return p;
}

void Position::put(Square s, Piece p) {
  const Piece old = at(s);
  if (!old.empty()) {
    m_key ^= zobrist::piece(s, old);
    if (old.type() == PieceType::Than && than(old.side()) == s)
      m_than[static_cast<std::size_t>(index(old.side()))] = -1;
  }
  m_board[static_cast<std::size_t>(s)] = p.code();
  if (!p.empty()) {
    m_key ^= zobrist::piece(s, p);
    if (p.type() == PieceType::Than) m_than[static_cast<std::size_t>(index(p.side()))] = s;
  }
}

void Position::set_side(Side s) {
  if (s != m_side) m_key ^= zobrist::son_to_move();
  m_side = s;
}

void Position::set_rights(unsigned rights) {
  m_key ^= zobrist::rights(m_rights) ^ zobrist::rights(rights);
  m_rights = rights;
}

int Position::count(Side s, PieceType t) const {
  const Piece p(t, s);
  return static_cast<int>(std::count(m_board.begin(), m_board.end(), p.code()));
}

int Position::count(Side s) const {
  int n = 0;
  for (std::uint8_t c : m_board) n += c != 0 && Piece::from_code(c).side() == s;
  return n;
}

// ---------------------------------------------------------------------------------------------------------
// Attacks

bool Position::attacked(Square s, Side by) const {
  const int f0 = file_of(s), r0 = rank_of(s);
  // Thần and Lạc along the lines, Thần along the diagonals: the first piece met.
  for (int dir = 0; dir < 8; ++dir) {
    const Delta d = dir < 4 ? kOrth[dir] : kDiag[dir - 4];
    for (int f = f0 + d.df, r = r0 + d.dr; on_board(f, r); f += d.df, r += d.dr) {
      const Piece p = at(make_square(f, r));
      if (p.empty()) continue;
      if (p.side() == by && (p.type() == PieceType::Than || (dir < 4 && p.type() == PieceType::Lac)))
        return true;
      break;
    }
  }
  // Bộ diagonally from behind, Đinh straight from behind.
  const int rb = r0 - forward(by);
  if (rb >= 0 && rb < kRanks) {
    if (at(make_square(f0, rb)) == Piece(PieceType::Dinh, by)) return true;
    for (int df : {-1, 1})
      if (on_board(f0 + df, rb) && at(make_square(f0 + df, rb)) == Piece(PieceType::Bo, by)) return true;
  }
  // Gifts leap; one standing in the Cung attacks only Cung squares. The leaps are symmetric.
  const bool target_in_cung = in_cung(s);
  for (PieceType t : {PieceType::Ngua, PieceType::Voi, PieceType::Ga}) {
    const Piece attacker(t, by);
    for (std::int8_t from : leaps(t).to[static_cast<std::size_t>(s)]) {
      if (from < 0) break;
      if (at(from) == attacker && (target_in_cung || !in_cung(from))) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Move generation

void Position::pseudo_moves(std::vector<Move>& out) const {
  const Side us = m_side;
  auto add_pawn = [&](Square from, Square to) {
    if (rank_of(to) == last_rank(us)) {
      for (PieceType t : {PieceType::Ngua, PieceType::Voi, PieceType::Ga})
        out.push_back(Move::promotion(from, to, t));
    } else {
      out.emplace_back(from, to);
    }
  };
  for (Square s = 0; s < kSquares; ++s) {
    const Piece p = at(s);
    if (p.empty() || p.side() != us) continue;
    const int f0 = file_of(s), r0 = rank_of(s);
    switch (p.type()) {
      case PieceType::Than:
      case PieceType::Lac:
        for (int dir = 0; dir < (p.type() == PieceType::Than ? 8 : 4); ++dir) {
          const Delta d = dir < 4 ? kOrth[dir] : kDiag[dir - 4];
          for (int f = f0 + d.df, r = r0 + d.dr; on_board(f, r); f += d.df, r += d.dr) {
            const Square to = make_square(f, r);
            const Piece q = at(to);
            if (q.empty() || q.side() != us) out.emplace_back(s, to);
            if (!q.empty()) break;
          }
        }
        break;
      case PieceType::Bo: {
        const int r = r0 + forward(us);
        if (r < 0 || r >= kRanks) break;
        if (at(make_square(f0, r)).empty()) add_pawn(s, make_square(f0, r));
        for (int df : {-1, 1}) {
          if (!on_board(f0 + df, r)) continue;
          const Piece q = at(make_square(f0 + df, r));
          if (!q.empty() && q.side() != us) add_pawn(s, make_square(f0 + df, r));
        }
        break;
      }
      case PieceType::Dinh: {
        const int r = r0 + forward(us);
        if (r < 0 || r >= kRanks) break;
        const Piece q = at(make_square(f0, r));
        if (q.empty() || q.side() != us) add_pawn(s, make_square(f0, r));
        break;
      }
      default: {  // gifts: leaps, confined to the Cung once inside it
        const bool confined = in_cung(s);
        for (std::int8_t to : leaps(p.type()).to[static_cast<std::size_t>(s)]) {
          if (to < 0) break;
          if (confined && !in_cung(to)) continue;
          const Piece q = at(to);
          if (q.empty() || q.side() != us) out.emplace_back(s, to);
        }
        break;
      }
    }
  }
  add_swaps(out);
}

void Position::add_swaps(std::vector<Move>& out) const {
  const Side us = m_side;
  const unsigned mine =
      us == Side::Thuy ? unsigned{kSwapThuyB | kSwapThuyH} : unsigned{kSwapSonB | kSwapSonH};
  if ((m_rights & mine) == 0) return;
  const Square t = than_home(us);
  if (than(us) != t) return;
  for (unsigned right : {kSwapThuyB, kSwapThuyH, kSwapSonB, kSwapSonH}) {
    if (!(m_rights & mine & right)) continue;
    const Square v = swap_voi_square(right);
    if (at(v) != Piece(PieceType::Voi, us)) continue;
    const int step = v < t ? -1 : 1;
    if (!at(t + step).empty() || !at(t + 2 * step).empty()) continue;  // condition 2: nothing between
    bool safe = true;  // condition 3: none of the four squares controlled (the Voi's is where the Thần lands)
    for (int i = 0; i <= 3 && safe; ++i) safe = !attacked(t + i * step, ~us);
    if (safe) out.push_back(Move::swap(t, v));
  }
}

bool Position::leaves_than_safe(Move m) const {
  Position after = *this;
  after.do_move(m);
  const Square t = after.than(m_side);
  return t < 0 || !after.attacked(t, ~m_side);
}

void Position::legal_moves(std::vector<Move>& out) const {
  out.clear();
  pseudo_moves(out);
  out.erase(std::remove_if(out.begin(), out.end(), [this](Move m) { return !leaves_than_safe(m); }),
            out.end());
}

bool Position::has_legal_move() const {
  std::vector<Move> moves;
  pseudo_moves(moves);
  return std::any_of(moves.begin(), moves.end(), [this](Move m) { return leaves_than_safe(m); });
}

bool Position::is_legal(Move m) const {
  std::vector<Move> moves;
  legal_moves(moves);
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// ---------------------------------------------------------------------------------------------------------
// Doing moves

void Position::do_move(Move m) {
  const Square from = m.from(), to = m.to();
  const Piece mover = at(from);
  if (m.is_swap()) {
    const Piece voi = at(to);
    put(to, mover);
    put(from, voi);
    ++m_halfmove;
  } else {
    const bool capture = !at(to).empty();
    put(from, Piece());
    put(to, m.is_promotion() ? Piece(m.promoted(), mover.side()) : mover);
    const bool pawn = mover.type() == PieceType::Bo || mover.type() == PieceType::Dinh;
    m_halfmove = capture || pawn ? 0 : m_halfmove + 1;
  }
  set_rights(m_rights & kRightsMask[static_cast<std::size_t>(from)] &
             kRightsMask[static_cast<std::size_t>(to)]);
  if (m_side == Side::Son) ++m_fullmove;
  set_side(~m_side);
}

}  // namespace saban::dongson
