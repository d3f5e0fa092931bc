#include "analysis/search.h"

#include <algorithm>

#include "analysis/evaluate.h"

namespace saban::analysis {

namespace {

constexpr int kInfinity = kMate + 1;
constexpr int kMaxPly = 64;

bool is_capture(const Turn& t) {
  for (const Move& m : t)
    if (m.is_capture()) return true;
  return false;
}

// What a turn captures, by value (the capturer's own loss in a one-for-one subtracted).
int capture_gain(const Position& pos, const Turn& t) {
  int gain = 0;
  for (const Move& m : t) {
    if (!m.is_capture()) continue;
    const Stack& target = pos.at(m.to());
    for (int i = 0; i < target.size; ++i) gain += piece_value(target.pieces[i]);
    if (m.kind() == MoveKind::Suicide) gain -= piece_value(m.piece());
  }
  return gain;
}

int mated_in(int ply) { return -kMate + ply; }

}  // namespace

Searcher::Searcher(std::size_t table_entries) : m_table(table_entries), m_killers(kMaxPly + 1), m_history(kSquares * kSquares) {}

void Searcher::clear() {
  std::fill(m_table.begin(), m_table.end(), Entry{});
  std::fill(m_killers.begin(), m_killers.end(), std::array<Turn, 2>{});
  std::fill(m_history.begin(), m_history.end(), 0);
}

bool Searcher::out_of_time() {
  if (m_stop) return true;
  if (m_node_limit && m_nodes >= m_node_limit) return m_stop = true;
  if (m_timed && (m_nodes & 1023) == 0 && std::chrono::steady_clock::now() >= m_deadline) return m_stop = true;
  return false;
}

// Step 1. Move ordering: the table's move, then captures by gain, killers, and quiet moves by history.
void Searcher::order(const Position& pos, std::vector<Turn>& turns, const Turn* first, int ply) {
  std::vector<std::pair<int, std::size_t>> keys(turns.size());
  for (std::size_t i = 0; i < turns.size(); ++i) {
    const Turn& t = turns[i];
    int score;
    if (first && t == *first) score = 1 << 30;
    else if (is_capture(t)) score = (1 << 24) + capture_gain(pos, t);
    else if (t == m_killers[ply][0]) score = (1 << 23) + 1;
    else if (t == m_killers[ply][1]) score = 1 << 23;
    else score = m_history[t.first().from().index() * kSquares + t.first().to().index()];
    keys[i] = {-score, i};
  }
  std::stable_sort(keys.begin(), keys.end());
  std::vector<Turn> sorted;
  sorted.reserve(turns.size());
  for (const auto& k : keys) sorted.push_back(turns[k.second]);
  turns.swap(sorted);
}

// Step 2. Quiescence: stand pat, then captures only, until the position is quiet.
int Searcher::quiesce(Position& pos, int alpha, int beta, int ply, int qdepth) {
  ++m_nodes;
  if (!pos.commander(pos.side_to_move()).valid()) return mated_in(ply);
  const int stand = evaluate(pos);
  if (stand >= beta || qdepth <= 0 || ply >= kMaxPly) return stand;
  alpha = std::max(alpha, stand);
  // Captures only: one piece or unit at a time (no deploy combinations), legality tested on the captures alone.
  std::vector<Turn> turns;
  generate_turns(pos, DeployMode::Single, turns);
  turns.erase(std::remove_if(turns.begin(), turns.end(),
                             [&](const Turn& t) { return !is_capture(t) || !is_legal(pos, t, DeployMode::Full); }),
              turns.end());
  order(pos, turns, nullptr, ply);
  for (const Turn& t : turns) {
    if (stand + capture_gain(pos, t) + 200 < alpha) continue;  // delta pruning
    Undo u;
    pos.do_turn(t, u);
    const int score = -quiesce(pos, -beta, -alpha, ply + 1, qdepth - 1);
    pos.undo_turn(u);
    if (m_stop) return 0;
    if (score >= beta) return score;
    alpha = std::max(alpha, score);
  }
  return alpha;
}

// Step 3. Principal-variation alpha-beta with the table, check extensions, and mate and repetition detection.
int Searcher::negamax(Position& pos, int depth, int alpha, int beta, int ply, bool pv_node) {
  if (out_of_time()) return 0;
  if (!pos.commander(pos.side_to_move()).valid()) return mated_in(ply);  // the commander was taken
  const std::uint64_t key = pos.key();
  if (ply > 0 && std::count(m_path.begin(), m_path.end(), key) >= 2) return 0;  // third occurrence: a draw
  if (depth <= 0) return quiesce(pos, alpha, beta, ply, 8);
  ++m_nodes;

  Entry& e = m_table[key % m_table.size()];
  const Turn* tt_move = e.key == key && e.move.size ? &e.move : nullptr;
  if (e.key == key && e.depth >= depth && !pv_node) {
    if (e.bound == 1 || (e.bound == 2 && e.score >= beta) || (e.bound == 3 && e.score <= alpha)) return e.score;
  }

  std::vector<Turn> turns;
  generate_legal(pos, DeployMode::Full, turns);
  if (turns.empty()) return pos.in_check() ? mated_in(ply) : 0;
  order(pos, turns, tt_move, ply);

  const int alpha0 = alpha;
  int best = -kInfinity;
  Turn best_move = turns[0];
  m_path.push_back(key);
  for (std::size_t i = 0; i < turns.size(); ++i) {
    const Turn& t = turns[i];
    Undo u;
    pos.do_turn(t, u);
    const int extension = pos.in_check() && ply < kMaxPly / 2 ? 1 : 0;
    int score;
    if (i == 0) {
      score = -negamax(pos, depth - 1 + extension, -beta, -alpha, ply + 1, pv_node);
    } else {
      score = -negamax(pos, depth - 1 + extension, -alpha - 1, -alpha, ply + 1, false);
      if (score > alpha && score < beta) score = -negamax(pos, depth - 1 + extension, -beta, -alpha, ply + 1, true);
    }
    pos.undo_turn(u);
    if (m_stop) break;
    if (score > best) best = score, best_move = t;
    if (score > alpha) alpha = score;
    if (alpha >= beta) {
      if (!is_capture(t) && !(t == m_killers[ply][0])) m_killers[ply][1] = m_killers[ply][0], m_killers[ply][0] = t;
      if (!is_capture(t)) m_history[t.first().from().index() * kSquares + t.first().to().index()] += depth * depth;
      break;
    }
  }
  m_path.pop_back();
  if (m_stop) return best == -kInfinity ? 0 : best;
  e.key = key;
  e.move = best_move;
  e.score = best;
  e.depth = static_cast<std::int16_t>(depth);
  e.bound = best <= alpha0 ? 3 : (best >= beta ? 2 : 1);
  return best;
}

std::vector<Turn> Searcher::principal_variation(Position pos, int max_len) {
  std::vector<Turn> pv;
  std::vector<std::uint64_t> seen;
  for (int i = 0; i < max_len; ++i) {
    const Entry& e = m_table[pos.key() % m_table.size()];
    if (e.key != pos.key() || !e.move.size) break;
    if (std::find(seen.begin(), seen.end(), pos.key()) != seen.end()) break;
    seen.push_back(pos.key());
    if (!is_legal(pos, e.move)) break;
    pv.push_back(e.move);
    Undo u;
    pos.do_turn(e.move, u);
  }
  return pv;
}

SearchResult Searcher::search(const Position& root, const SearchLimits& limits,
                              const std::vector<std::uint64_t>& history) {
  const auto start = std::chrono::steady_clock::now();
  m_nodes = 0;
  m_node_limit = limits.nodes;
  m_timed = limits.movetime_ms > 0;
  m_deadline = start + std::chrono::milliseconds(limits.movetime_ms);
  m_stop = false;
  m_path = history;
  Position pos = root;
  SearchResult result;
  std::vector<Turn> legal;
  generate_legal(pos, DeployMode::Full, legal);
  if (legal.empty()) {
    result.score = pos.in_check() ? -kMate : 0;
    return result;
  }
  result.best = legal[0];
  for (int depth = 1; depth <= limits.depth; ++depth) {
    const int score = negamax(pos, depth, -kInfinity, kInfinity, 0, true);
    if (m_stop && depth > 1) break;
    result.score = score;
    result.depth = depth;
    result.pv = principal_variation(pos, depth + 8);
    if (!result.pv.empty()) result.best = result.pv[0];
    result.nodes = m_nodes;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (m_on_iteration) m_on_iteration(result);
    if (m_stop || score > kMateBound || score < -kMateBound) break;
  }
  result.nodes = m_nodes;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace saban::analysis
