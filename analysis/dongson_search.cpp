#include "analysis/dongson_search.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace saban::analysis::dongson {

// ---------------------------------------------------------------------------------------------------------
// Evaluation

int piece_value(ds::PieceType t) {
  static constexpr int kValues[] = {0, 600, 200, 100, 500, 400, 300};
  return kValues[static_cast<int>(t)];
}

namespace {

int distance(ds::Square a, ds::Square b) {
  return std::max(std::abs(ds::file_of(a) - ds::file_of(b)), std::abs(ds::rank_of(a) - ds::rank_of(b)));
}

// Terms for one side, from its point of view.
int side_terms(const ds::Position& pos, ds::Side s) {
  int score = 0, gifts_in = 0;
  for (ds::Square sq = 0; sq < ds::kSquares; ++sq) {
    const ds::Piece p = pos.at(sq);
    if (p.empty() || p.side() != s) continue;
    score += piece_value(p.type());
    const int advance = s == ds::Side::Thuy ? ds::rank_of(sq) - 1 : 7 - ds::rank_of(sq);
    switch (p.type()) {
      case ds::PieceType::Bo:
      case ds::PieceType::Dinh:
        score += advance * 6 + (advance >= 6 ? 40 : 0);
        break;
      case ds::PieceType::Ngua:
      case ds::PieceType::Voi:
      case ds::PieceType::Ga:
        if (ds::in_cung(sq)) {
          // A gift in the Cung serves the entry; one frozen on e5 blocks its own Thần.
          gifts_in += sq != ds::kTam;
          score += sq == ds::kTam && p.type() != ds::PieceType::Voi ? -150 : 30;
        } else {
          score += 12 - 3 * distance(sq, ds::kTam);
        }
        break;
      default:
        break;
    }
  }
  const ds::Square t = pos.than(s);
  if (t >= 0) {
    const int d = distance(t, ds::kTam);
    score += (4 - d) * (gifts_in ? 25 : 10);
    if (t == ds::kTam && gifts_in) score += 80;
  }
  if (pos.attacked(ds::kTam, s)) score += 25;  // keeps the other Thần off the Tâm
  return score;
}

}  // namespace

int evaluate(const ds::Position& pos) {
  const ds::Side us = pos.side_to_move();
  return side_terms(pos, us) - side_terms(pos, ~us) + 10;  // a small bonus for the move
}

std::string score_text(int score) {
  if (score >= kWinBound) return "W" + std::to_string((kWin - score + 1) / 2);
  if (score <= -kWinBound) return "L" + std::to_string((kWin + score + 1) / 2);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.2f", score / 100.0);
  return buf;
}

double expected_score(int score) {
  if (score >= kWinBound) return 1;
  if (score <= -kWinBound) return 0;
  return 1 / (1 + std::exp(-0.004 * score));
}

// ---------------------------------------------------------------------------------------------------------
// Search

namespace {

enum Bound : std::uint8_t { kExact = 1, kLower = 2, kUpper = 3 };

int to_table(int score, int ply) {
  return score >= kWinBound ? score + ply : score <= -kWinBound ? score - ply : score;
}
int from_table(int score, int ply) {
  return score >= kWinBound ? score - ply : score <= -kWinBound ? score + ply : score;
}

}  // namespace

Searcher::Searcher(std::size_t table_entries)
    : m_table(std::bit_floor(std::max<std::size_t>(table_entries, 1))) {}

void Searcher::clear() { std::fill(m_table.begin(), m_table.end(), Entry{}); }

void Searcher::order(const ds::Position& pos, std::vector<ds::Move>& moves, ds::Move first) const {
  auto rank = [&](ds::Move m) {
    if (m == first) return 1 << 20;
    int r = 0;
    if (pos.is_capture(m))
      r += 1000 + 10 * piece_value(pos.at(m.to()).type()) / 100 - piece_value(pos.at(m.from()).type()) / 100;
    if (m.is_promotion()) r += 900 + piece_value(m.promoted()) / 100;
    if (m.to() == ds::kTam || ds::in_cung(m.to())) r += 50;
    return r;
  };
  std::stable_sort(moves.begin(), moves.end(), [&](ds::Move a, ds::Move b) { return rank(a) > rank(b); });
}

namespace {

constexpr int kNone = std::numeric_limits<int>::min();
// The forfeits of E5Block::Forfeit in the table's key: a line on which a side forfeited is another position.
constexpr std::uint64_t kForfeitKey[2] = {0x9e3779b97f4a7c15ull, 0xc2b2ae3d27d4eb4full};

std::size_t slot(ds::Side s) { return static_cast<std::size_t>(ds::index(s)); }

// A position without a legal move, for the side to move: checkmate, or stalemate as the options say.
int no_move_score(const ds::Position& pos, int ply) {
  return pos.in_check() || pos.options().stalemate == ds::Stalemate::Loss ? -(kWin - ply) : 0;
}

}  // namespace

int Searcher::decided(const ds::Position& pos, const ds::Position& parent, int ply) const {
  // In the order of rules/dongson/game.cpp (Game::judge): checkmate, Tiến Cung, stalemate, L289's draw. A
  // mated or stalemated side has no reply, so an immediate entry scores as the checkmate would; a reply that
  // mates spoils an entry after the reply.
  const ds::Side to_move = pos.side_to_move(), mover = ~to_move;
  if (pos.options().palace_timing == ds::PalaceTiming::Immediate) {
    if (ds::palace_entry(pos, mover, m_forfeit[slot(mover)])) return -(kWin - ply);
  } else if (ds::palace_entry_after_reply(parent, pos, to_move, m_forfeit[slot(to_move)])) {
    return kWin - ply;
  }
  if (ds::bare_than(pos)) return pos.has_legal_move() ? 0 : no_move_score(pos, ply);
  return kNone;
}

bool Searcher::drawn(const ds::Position& pos) const {
  // Claimed draws count as draws: either player may claim (the one about to repeat or to play the 100th ply,
  // and the one to move then, as FIDE 9.2–9.3), and one of them always prefers the draw.
  if (pos.halfmove_clock() >= 100) return true;
  // Earlier occurrences on the game's and the search's path since the last irreversible move. Automatic: a
  // cycle is scored a draw at once (who repeated once can repeat again). Claim: at the third occurrence.
  const int needed = pos.options().repetition == ds::Repetition::Automatic ? 1 : 2;
  const std::size_t span =
      std::min<std::size_t>(m_path.size() - 1, static_cast<std::size_t>(pos.halfmove_clock()));
  int seen = 0;
  for (std::size_t i = m_path.size() - 1 - span; i + 1 < m_path.size(); ++i)
    if (m_path[i] == pos.key() && ++seen == needed) return true;
  return false;
}

bool Searcher::play(const ds::Position& pos, ds::Move m, ds::Position& next) {
  bool& forfeit = m_forfeit[slot(pos.side_to_move())];
  const bool before = forfeit;
  forfeit = before || ds::forfeits(pos, m);
  next = pos;
  next.do_move(m);
  m_path.push_back(next.key());
  return before;
}

void Searcher::undo(const ds::Position& pos, bool forfeit_before) {
  m_forfeit[slot(pos.side_to_move())] = forfeit_before;
  m_path.pop_back();
}

std::uint64_t Searcher::table_key(const ds::Position& pos) const {
  return pos.key() ^ (m_forfeit[0] ? kForfeitKey[0] : 0) ^ (m_forfeit[1] ? kForfeitKey[1] : 0);
}

bool Searcher::count_node(int ply) {
  ++m_nodes;
  m_seldepth = std::max(m_seldepth, ply);
  if (m_limit && m_nodes >= m_limit) m_stopped = true;
  if ((m_nodes & 1023) == 0 && !m_stopped)
    m_stopped = m_token.stop_requested() || (m_timed && std::chrono::steady_clock::now() >= m_deadline);
  return m_stopped;
}

int Searcher::quiescence(const ds::Position& pos, const ds::Position& parent, int alpha, int beta, int ply) {
  if (count_node(ply)) return 0;
  if (const int d = decided(pos, parent, ply); d != kNone) return d;
  // Mated or stalemated first: standing pat is no option then. In check, every evasion is searched.
  std::vector<ds::Move> moves;
  pos.legal_moves(moves);
  const bool check = pos.in_check();
  if (moves.empty()) return no_move_score(pos, ply);
  int stand = check ? -kWin - 1 : evaluate(pos);
  if (stand >= beta) return stand;
  alpha = std::max(alpha, stand);
  if (!check)
    moves.erase(std::remove_if(moves.begin(), moves.end(),
                               [&](ds::Move m) { return !pos.is_capture(m) && !m.is_promotion(); }),
                moves.end());
  order(pos, moves, ds::Move());
  ds::Position next;
  for (ds::Move m : moves) {
    const bool forfeit = play(pos, m, next);
    const int score = -quiescence(next, pos, -beta, -alpha, ply + 1);
    undo(pos, forfeit);
    if (m_stopped) return 0;
    if (score >= beta) return score;
    stand = std::max(stand, score);
    alpha = std::max(alpha, score);
  }
  return stand;
}

int Searcher::negamax(const ds::Position& pos, const ds::Position& parent, int depth, int alpha, int beta,
                      int ply) {
  // Step 1. Decided positions: Tiến Cung, L289's draw, a repetition or 50 moves (a checkmate first).
  if (const int d = decided(pos, parent, ply); d != kNone) return d;
  if (drawn(pos)) return pos.has_legal_move() ? 0 : no_move_score(pos, ply);
  if (depth <= 0) return quiescence(pos, parent, alpha, beta, ply);
  if (count_node(ply)) return 0;

  // Step 2. Transposition table.
  const std::uint64_t key = table_key(pos);
  Entry& e = entry(key);
  ds::Move first;
  if (e.key == key) {
    first = e.move;
    if (e.depth >= depth && ply > 0) {
      const int s = from_table(e.score, ply);
      if (e.bound == kExact || (e.bound == kLower && s >= beta) || (e.bound == kUpper && s <= alpha))
        return s;
    }
  }

  // Step 3. Moves; none: checkmate or stalemate.
  std::vector<ds::Move> moves;
  pos.legal_moves(moves);
  if (moves.empty()) return no_move_score(pos, ply);
  order(pos, moves, first);

  // Step 4. Every move.
  const int alpha0 = alpha;
  int best = -kWin - 1;
  ds::Move best_move = moves.front();
  ds::Position next;
  for (ds::Move m : moves) {
    const bool forfeit = play(pos, m, next);
    const int score = -negamax(next, pos, depth - 1, -beta, -alpha, ply + 1);
    undo(pos, forfeit);
    if (m_stopped) return 0;
    if (score > best) best = score, best_move = m;
    alpha = std::max(alpha, score);
    if (alpha >= beta) break;
  }
  e.key = key;
  e.depth = static_cast<std::int8_t>(depth);
  e.score = static_cast<std::int16_t>(to_table(best, ply));
  e.bound = best >= beta ? kLower : best <= alpha0 ? kUpper : kExact;
  e.move = best_move;
  return best;
}

// Step 5. The principal variation from the table, the forfeits played along it (for its keys) and undone.
std::vector<ds::Move> Searcher::principal_variation(const ds::Position& root, ds::Move first) {
  const std::array<bool, 2> forfeit = m_forfeit;
  std::vector<ds::Move> pv{first};
  ds::Position p = root;
  m_forfeit[slot(p.side_to_move())] |= ds::forfeits(p, first);
  p.do_move(first);
  std::vector<ds::Move> legal;
  for (int i = 0; i < 8; ++i) {
    const Entry& e = entry(table_key(p));
    if (e.key != table_key(p)) break;
    p.legal_moves(legal);
    if (std::find(legal.begin(), legal.end(), e.move) == legal.end()) break;
    pv.push_back(e.move);
    m_forfeit[slot(p.side_to_move())] |= ds::forfeits(p, e.move);
    p.do_move(e.move);
  }
  m_forfeit = forfeit;
  return pv;
}

// Step 6. The root: iterative deepening. Each iteration searches every root move with the window opened at
// the multipv-th best exact score so far: the moves above it get exact scores, the rest fail low. With one
// line, that is the best score so far (a plain alpha-beta root).
Result Searcher::search(const ds::Game& game, const Limits& limits, std::stop_token stop) {
  const auto start = std::chrono::steady_clock::now();
  auto seconds = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  Result out;
  m_nodes = 0;
  m_seldepth = 0;
  m_limit = limits.nodes;
  m_stopped = false;
  m_token = std::move(stop);
  m_timed = limits.movetime_ms > 0;
  m_deadline = start + std::chrono::milliseconds(limits.movetime_ms);
  m_forfeit = {game.forfeited(ds::Side::Thuy), game.forfeited(ds::Side::Son)};
  m_path.clear();
  for (std::size_t i = 0; i <= game.moves().size(); ++i) m_path.push_back(game.position_at(i).key());
  const ds::Position& root = game.position();
  std::vector<ds::Move> moves;
  root.legal_moves(moves);
  if (const ds::Verdict v = game.verdict(); moves.empty() || v.over()) {
    out.score = !v.winner ? 0 : *v.winner == root.side_to_move() ? kWin : -kWin;
    return out;
  }
  const std::size_t lines =
      std::clamp<std::size_t>(static_cast<std::size_t>(std::max(limits.multipv, 1)), 1, moves.size());
  out.best = moves.front();
  ds::Position next;
  for (int depth = 1; depth <= std::max(1, limits.depth); ++depth) {
    if (depth > 1 && m_token.stop_requested()) break;
    // The last iteration's lines first, in their order; then the rest as order() ranks them.
    order(root, moves, out.best);
    for (std::size_t k = 1; k < out.lines.size(); ++k) {
      const auto it =
          std::find(moves.begin() + static_cast<std::ptrdiff_t>(k), moves.end(), out.lines[k].move);
      std::rotate(moves.begin() + static_cast<std::ptrdiff_t>(k), it, it + 1);
    }
    std::vector<Line> found;  // exact scores, best first, at most `lines`
    for (ds::Move m : moves) {
      const int alpha = found.size() < lines ? -kWin - 1 : found.back().score;
      const bool forfeit = play(root, m, next);
      const int score = -negamax(next, root, depth - 1, -kWin - 1, -alpha, 1);
      undo(root, forfeit);
      if (m_stopped) break;
      if (score <= alpha) continue;  // fails low: only known to be no better
      const auto at =
          std::find_if(found.begin(), found.end(), [&](const Line& l) { return score > l.score; });
      found.insert(at, Line{m, score, {}});
      if (found.size() > lines) found.pop_back();
    }
    // A stopped iteration is dropped, except the first when a root move has been searched through.
    if (m_stopped && (depth > 1 || found.empty())) break;
    for (Line& l : found) l.pv = principal_variation(root, l.move);
    out.lines = std::move(found);
    out.best = out.lines.front().move;
    out.score = out.lines.front().score;
    out.pv = out.lines.front().pv;
    out.depth = depth;
    out.seldepth = std::max(m_seldepth, depth);
    out.nodes = m_nodes;
    out.seconds = seconds();
    if (m_on_iteration) m_on_iteration(out);
    if (m_stopped || (lines == 1 && out.score >= kWinBound)) break;
  }
  if (out.pv.empty()) out.pv.push_back(out.best);
  out.nodes = m_nodes;
  out.seconds = seconds();
  return out;
}

}  // namespace saban::analysis::dongson
