#include "analysis/search.h"

#include <algorithm>
#include <bit>

#include "analysis/evaluate.h"

namespace saban::analysis {

namespace {

constexpr int kInfinity = kMate + 1;
constexpr int kMaxPly = 96;     // deepest node searched (extensions and quiescence included)
constexpr int kMaxQuiesce = 8;  // plies of captures after the full-width search
// Bound on the evaluation's terms besides material (mobility, advance, air defence, the commander's safety):
// they stayed within 205 over 4.4 M quiescence nodes (the bench, a game annotated, four self-play games).
constexpr int kLazyMargin = 300;

int mated_in(int ply) { return -kMate + ply; }

// How often the position occurred before along the game and the search path. Only the positions since the
// last reset of the half-move clock (a capture) can recur, every second one with the same side to move.
int count_repetitions(const std::vector<std::uint64_t>& path, const Position& pos) {
  const std::size_t reach =
      std::min<std::size_t>(path.size(), static_cast<std::size_t>(pos.halfmove_clock()));
  int n = 0;
  for (std::size_t back = 2; back <= reach; back += 2) n += path[path.size() - back] == pos.key();
  return n;
}

// Mate scores are stored relative to the node, not the root.
int to_table(int score, int ply) {
  return score > kMateBound ? score + ply : score < -kMateBound ? score - ply : score;
}
int from_table(int score, int ply) {
  return score > kMateBound ? score - ply : score < -kMateBound ? score + ply : score;
}

// Could the table's turn belong to this position (a guard against a key collision): its first sub-move starts
// on a unit of the side to move holding the piece it names.
bool plausible(const Position& pos, const Turn& t) {
  if (!t.size) return false;
  const Stack& st = pos.at(t.first().from());
  if (st.empty() || st.side() != pos.side_to_move()) return false;
  for (int i = 0; i < st.size; ++i)
    if (st.pieces[i] == t.first().piece()) return true;
  return false;
}

// History scores stay below the killers' (1 << 23), whose order and exemption from reductions they must not
// take over however long the table is kept (a searcher annotating a game keeps it from position to position).
constexpr int kHistoryMax = 1 << 22;

// Pruning near the leaves, at nodes off the principal variation and not in check (negamax). Reverse futility:
// up to depth kRfpDepth, a static evaluation kRfpMargin a ply above beta ends the node. Futility: up to depth
// kFutDepth, a static evaluation kFutMargin a ply below alpha leaves out the quiet turns. Late-move pruning:
// up to depth kLmpDepth, only the first kLmpBase + kLmpScale * depth^2 quiet turns are searched. Measured on
// a game's annotation against a deeper search (docs/performance.md).
constexpr int kRfpDepth = 3, kRfpMargin = 120;
constexpr int kFutDepth = 2, kFutMargin = 200;
constexpr int kLmpDepth = 3, kLmpBase = 8, kLmpScale = 4;

}  // namespace

Searcher::Searcher(std::size_t table_entries)
    : m_table(table_entries),
      m_killers(kMaxPly + 2),
      m_history(kSquares * kSquares),
      m_turn_stack(kMaxPly + 2),
      m_score_stack(kMaxPly + 2),
      m_stage4(kMaxPly + 2),
      m_material(kMaxPly + 2),
      m_terms(kMaxPly + 2),
      m_terms_valid(kMaxPly + 2, 0),
      m_turn_undo(kMaxPly + 2, nullptr) {
  if (m_table.size() > 1 && std::has_single_bit(m_table.size())) m_table_mask = m_table.size() - 1;
  static_assert(sizeof(Entry) == 32, "protocol.cpp sizes the table (the hash option) by 32-byte entries");
}

void Searcher::clear() {
  // The table is emptied by a new generation (its entries are left in place); every 255th time by a real
  // fill.
  if (++m_generation == 0) {
    std::fill(m_table.begin(), m_table.end(), Entry{});
    m_generation = 1;
  }
  std::fill(m_killers.begin(), m_killers.end(), std::array<Turn, 2>{});
  std::fill(m_history.begin(), m_history.end(), 0);
}

// Inline up to the tests of every node (the clock and the requests are read every 1024 nodes).
[[gnu::always_inline]] inline bool Searcher::out_of_time() {
  if (m_stop) return true;
  if (m_node_limit && m_nodes >= m_node_limit) return m_stop = true;
  return (m_nodes & 1023) == 0 && stop_asked();
}

bool Searcher::stop_asked() {
  if (m_stop_request.load(std::memory_order_relaxed) || m_token.stop_requested()) return m_stop = true;
  if (m_timed && std::chrono::steady_clock::now() >= m_deadline) return m_stop = true;
  return false;
}

void Searcher::store(std::uint64_t key, const Turn& move, int score, int depth, int bound, int ply) {
  Entry& e = entry(key);
  if (holds(e, key) && e.depth > depth && bound != 1) return;  // keep the deeper result of the same position
  e.key = key;
  e.generation = m_generation;
  e.move = move;
  e.score = to_table(score, ply);
  e.depth = static_cast<std::int16_t>(depth);
  e.bound = static_cast<std::uint8_t>(bound);
}

[[gnu::always_inline]] inline int Searcher::evaluate_at(const Position& pos, int ply, int check) {
  const int red_material = m_material[static_cast<std::size_t>(ply)];
  return m_eval.evaluate(pos, [&] { return evaluate(pos, red_material, terms_at(pos, ply), check); });
}

const EvalTerms& Searcher::terms_at(const Position& pos, int ply) {
  // Brought from at most this many plies above: each turn changes a few points and the units on their lines
  // are summed again; beyond, summing every unit costs less.
  constexpr int kMaxChain = 16;
  EvalTerms& t = m_terms[static_cast<std::size_t>(ply)];
  if (m_terms_valid[static_cast<std::size_t>(ply)]) return t;
  SquareSet changed;
  int above = ply;
  while (!m_terms_valid[static_cast<std::size_t>(above)] && above > 0 && ply - above < kMaxChain) {
    if (const Undo* u = m_turn_undo[static_cast<std::size_t>(above)])
      for (int i = 0; i < u->count; ++i) changed.set(u->changes[static_cast<std::size_t>(i)].change.square);
    --above;
  }
  if (m_terms_valid[static_cast<std::size_t>(above)]) {
    t = m_terms[static_cast<std::size_t>(above)];
    update_terms(pos, changed, t);
  } else {
    compute_terms(pos, t);
  }
  m_terms_valid[static_cast<std::size_t>(ply)] = true;
  return t;
}

// Step 2. Quiescence: stand pat, then captures only, until the position is quiet.
int Searcher::quiesce(Position& pos, int alpha, int beta, int ply, int qdepth, int attacked) {
  ++m_nodes;
  if (ply > m_seldepth) m_seldepth = ply;
  if (!pos.commander(pos.side_to_move()).valid()) return mated_in(ply);
  // Lazy evaluation: the terms besides material stay within kLazyMargin, so material alone often settles the
  // stand-pat test. Above beta, material less the margin is the (lower) bound returned; far below alpha,
  // material plus the margin stands for the evaluation (an upper bound: delta pruning stays safe).
  const int red_material = m_material[static_cast<std::size_t>(ply)];
  const int material = pos.side_to_move() == Side::Red ? red_material : -red_material;
  if (material - kLazyMargin >= beta) return material - kLazyMargin;
  const bool lazy = material + kLazyMargin <= alpha;
  const int stand = lazy ? material + kLazyMargin : evaluate_at(pos, ply, attacked);
  if (stand >= beta || qdepth <= 0 || ply >= kMaxPly) return stand;
  alpha = std::max(alpha, stand);
  // Captures only, one piece or unit at a time (no deploy combinations); legality tested when a capture is
  // tried.
  std::vector<Turn>& turns = m_turn_stack[static_cast<std::size_t>(ply)];
  std::vector<int>& scores = m_score_stack[static_cast<std::size_t>(ply)];
  turns.clear();
  generate_captures(pos, turns);
  scores.resize(turns.size());
  for (std::size_t i = 0; i < turns.size(); ++i) scores[i] = capture_gain(pos, turns[i]);
  for (std::size_t n = 0; n < turns.size(); ++n) {
    pick_next(turns, scores, n);
    if (stand + scores[n] + 200 < alpha) break;  // delta pruning: no later capture wins more
    const Turn t = turns[n];
    Undo u;
    pos.do_turn(t, u);
    prefetch(pos.key());
    if (!legal_after(pos, t, DeployMode::Full)) {
      pos.undo_turn(u);
      continue;
    }
    m_material[static_cast<std::size_t>(ply) + 1] = red_material + material_change(pos, u, Side::Red);
    entered(ply + 1, &u);
    const int score = -quiesce(pos, -beta, -alpha, ply + 1, qdepth - 1, u.attacked);
    pos.undo_turn(u);
    if (m_stop) return 0;
    if (score >= beta) return score;
    alpha = std::max(alpha, score);
  }
  return alpha;
}

// Does the side to move have pieces besides its commander (a null move is then safe to try)?
bool Searcher::has_material(const Position& pos) const {
  const Side us = pos.side_to_move();
  int n = 0;
  for (int i = 0; i < kSquares && n < 3; ++i) {
    const Stack& st = pos.at(Square(i));
    if (!st.empty() && st.side() == us) n += st.size;
  }
  return n >= 3;
}

// Step 3. Principal-variation alpha-beta with the table, check extensions, null move, late-move reductions,
// and mate and repetition detection. Turns are generated pseudo-legal and tested for legality only when
// tried: a cut-off skips the rest.
int Searcher::negamax(Position& pos, int depth, int alpha, int beta, int ply, bool pv_node, bool null_allowed,
                      int check) {
  if (out_of_time()) return 0;
  if (!pos.commander(pos.side_to_move()).valid()) return mated_in(ply);  // the commander was taken
  const std::uint64_t key = pos.key();
  if (count_repetitions(m_path, pos) >= 2) return 0;  // third occurrence: a draw
  if (depth <= 0 || ply >= kMaxPly - kMaxQuiesce)
    return quiesce(pos, alpha, beta, ply, kMaxQuiesce, check == 0 ? 0 : -1);  // not in check: not attacked
  ++m_nodes;
  if (ply > m_seldepth) m_seldepth = ply;

  const Entry& e = entry(key);
  const bool hit = holds(e, key);
  const Turn tt_move = hit && plausible(pos, e.move) ? e.move : Turn{};
  if (hit && e.depth >= depth && !pv_node) {
    const int s = from_table(e.score, ply);
    if (e.bound == 1 || (e.bound == 2 && s >= beta) || (e.bound == 3 && s <= alpha)) return s;
  }

  const bool in_check = check >= 0 ? check != 0 : pos.in_check();
  int static_eval = kInfinity;  // evaluate(pos), when asked for
  auto eval = [&] {
    if (static_eval == kInfinity) static_eval = evaluate_at(pos, ply, in_check ? -1 : 0);
    return static_eval;
  };
  const bool prunable = !pv_node && !in_check && beta < kMateBound && alpha > -kMateBound;
  // Reverse futility: near the leaves, a position this far above beta is not searched further.
  if (prunable && depth <= kRfpDepth && eval() - kRfpMargin * depth >= beta)
    return eval() - kRfpMargin * depth;
  // Null move: if passing still holds beta at a reduced depth, a real move will too (not in check, not in a
  // bare position where passing could be the only good move).
  if (!pv_node && null_allowed && !in_check && depth >= 3 && beta < kMateBound && has_material(pos) &&
      eval() >= beta) {
    const Side us = pos.side_to_move();
    pos.set_side_to_move(~us);
    m_path.push_back(key);
    const int reduction = depth >= 6 ? 3 : 2;
    m_material[static_cast<std::size_t>(ply) + 1] = m_material[static_cast<std::size_t>(ply)];
    entered(ply + 1, nullptr);
    const int score = -negamax(pos, depth - 1 - reduction, -beta, -beta + 1, ply + 1, false, false);
    m_path.pop_back();
    pos.set_side_to_move(us);
    if (m_stop) return 0;
    if (score >= beta) return score > kMateBound ? beta : score;
  }

  const int alpha0 = alpha;
  int best = -kInfinity, legal = 0;
  Turn best_move;
  // Tries one turn; true on a cut-off (or a stop).
  auto try_turn = [&](const Turn& t, int order) {
    Undo u;
    pos.do_turn(t, u);
    prefetch(pos.key());
    if (!legal_after(pos, t, DeployMode::Full)) {
      pos.undo_turn(u);
      return false;
    }
    ++legal;
    m_material[static_cast<std::size_t>(ply) + 1] =
        m_material[static_cast<std::size_t>(ply)] + material_change(pos, u, Side::Red);
    entered(ply + 1, &u);
    const bool gives_check = pos.in_check_after(u);
    const int extension = ply < kMaxPly / 3 && gives_check ? 1 : 0;
    int score;
    if (legal == 1) {
      score = -negamax(pos, depth - 1 + extension, -beta, -alpha, ply + 1, pv_node, true, gives_check);
    } else {
      // Late quiet moves are searched one ply less first, and again in full only if they beat alpha.
      const bool reduce = depth >= 3 && legal > 3 && !in_check && !gives_check && order < (1 << 23);
      score = alpha + 1;
      if (reduce) score = -negamax(pos, depth - 2, -alpha - 1, -alpha, ply + 1, false, true, gives_check);
      if (score > alpha && !m_stop)
        score = -negamax(pos, depth - 1 + extension, -alpha - 1, -alpha, ply + 1, false, true, gives_check);
      if (score > alpha && score < beta && !m_stop)
        score = -negamax(pos, depth - 1 + extension, -beta, -alpha, ply + 1, true, true, gives_check);
    }
    pos.undo_turn(u);
    if (m_stop) return true;
    if (score > best) best = score, best_move = t;
    if (score > alpha) alpha = score;
    if (alpha < beta) return false;
    if (!is_capture(t)) {
      if (!(t == m_killers[ply][0])) m_killers[ply][1] = m_killers[ply][0], m_killers[ply][0] = t;
      int& h = m_history[t.first().from().index() * kSquares + t.first().to().index()];
      h = std::min(h + depth * depth, kHistoryMax);
    }
    return true;
  };

  m_path.push_back(key);
  // Staged: each stage's cut-off saves generating the next (over the bench, nine cut-offs in ten come from
  // the first three stages). Stage 1, the table's move, before any generation.
  bool cut = tt_move.size && try_turn(tt_move, 1 << 30);
  std::vector<Turn>& turns = m_turn_stack[static_cast<std::size_t>(ply)];
  std::vector<int>& scores = m_score_stack[static_cast<std::size_t>(ply)];
  // Stage 2: the captures by one piece or unit, best gain first.
  if (!cut) {
    turns.clear();
    generate_captures(pos, turns);
    scores.resize(turns.size());
    for (std::size_t i = 0; i < turns.size(); ++i) scores[i] = (1 << 24) + capture_gain(pos, turns[i]);
    for (std::size_t n = 0; n < turns.size() && !cut; ++n) {
      pick_next(turns, scores, n);
      if (tt_move.size && turns[n] == tt_move) continue;  // tried already
      cut = try_turn(turns[n], scores[n]);
    }
  }
  // Stage 3: the killers of one move, if they are turns here (a killer of several sub-moves waits for stage
  // 4).
  std::array<Turn, 2> killers_tried{};
  for (int k = 0; k < 2 && !cut; ++k) {
    const Turn killer = m_killers[static_cast<std::size_t>(ply)][static_cast<std::size_t>(k)];
    if (killer.size != 1 || killer == tt_move || !is_pseudo_legal_move(pos, killer.first())) continue;
    killers_tried[static_cast<std::size_t>(k)] = killer;
    cut = try_turn(killer, (1 << 23) + 1 - k);
  }
  // Stage 4: every other turn: the captures of several sub-moves (deploy turns), then the rest by history
  // (StageFour: its quiet deploy turns of several sub-moves listed only if the loop gets to them, where
  // futility or late-move pruning at depth 1 may stop it once a legal turn is searched; elsewhere the whole
  // list is mostly needed: over the bench, 53 of the 55 short lists at depth 2 without futility had to be
  // completed, 1 of 1 at depth 3, and, with no legal turn yet, futility stops only after the first legal
  // one).
  if (!cut) {
    // Near the leaves, quiet turns are left out once one legal turn is searched: all of them when the
    // position is too far below alpha for a quiet turn to help (futility), the late ones in any case
    // (late-move pruning).
    const bool futile = prunable && depth <= kFutDepth && eval() + kFutMargin * depth <= alpha;
    StageFour& stage = m_stage4[static_cast<std::size_t>(ply)];
    stage.begin(pos, m_turn_cache,
                {tt_move, killers_tried, m_killers[static_cast<std::size_t>(ply)], m_history.data()},
                prunable && depth <= kLmpDepth && (futile || depth <= 1) && legal > 0, legal > 0 && futile,
                turns, scores);
    const int quiet_limit = prunable && depth <= kLmpDepth ? kLmpBase + kLmpScale * depth * depth : 1 << 30;
    int quiet = 0;
    // The first few best-first (most cut-offs come from them), then the rest sorted once.
    for (std::size_t n = 0; !cut && stage.order(pos, m_turn_cache, n, legal > 0 && futile); ++n) {
      if (scores[n] < (1 << 23) && legal > 0 && (futile || ++quiet > quiet_limit))
        break;  // sorted: the rest is quiet
      cut = try_turn(turns[n], scores[n]);
    }
  }
  m_path.pop_back();
  if (m_stop) return best == -kInfinity ? 0 : best;
  if (legal == 0) return in_check ? mated_in(ply) : 0;  // mate, or stalemate (a draw)
  store(key, best_move, best, depth, best <= alpha0 ? 3 : (best >= beta ? 2 : 1), ply);
  return best;
}

// Step 4. The root: the legal turns from `first` on searched with a full window; the best one is moved to
// `first`. Earlier turns are the lines already found in this iteration (multi-PV) and are left out.
int Searcher::search_root(Position& pos, std::vector<RootMove>& moves, std::size_t first, int depth) {
  int alpha = -kInfinity;
  const int beta = kInfinity;
  std::size_t best = first;
  m_path.push_back(pos.key());
  for (std::size_t i = first; i < moves.size(); ++i) {
    RootMove& rm = moves[i];
    Undo u;
    pos.do_turn(rm.turn, u);
    m_material[1] = m_material[0] + material_change(pos, u, Side::Red);
    entered(1, &u);
    const int extension = pos.in_check_after(u) ? 1 : 0;
    int score;
    if (i == first) {
      score = -negamax(pos, depth - 1 + extension, -beta, -alpha, 1, true, true, extension);
    } else {
      score = -negamax(pos, depth - 1 + extension, -alpha - 1, -alpha, 1, false, true, extension);
      if (score > alpha && !m_stop)
        score = -negamax(pos, depth - 1 + extension, -beta, -alpha, 1, true, true, extension);
    }
    pos.undo_turn(u);
    if (m_stop) break;
    rm.score = i == first || score > alpha ? score : -kInfinity;  // a fail-low is only known to be worse
    if (score > alpha) alpha = score, best = i;
  }
  m_path.pop_back();
  std::rotate(moves.begin() + static_cast<std::ptrdiff_t>(first),
              moves.begin() + static_cast<std::ptrdiff_t>(best),
              moves.begin() + static_cast<std::ptrdiff_t>(best) + 1);
  return alpha;
}

Position Searcher::begin_at(const Position& root, const std::vector<std::uint64_t>& history,
                            std::stop_token stop) {
  m_token = std::move(stop);
  m_nodes = 0;
  m_stop = false;
  m_stop_request = false;
  m_path = history;
  Position pos = root;
  m_material[0] = material_balance(pos, Side::Red);
  entered(0, nullptr);
  terms_at(pos, 0);  // the root's, from which the first evaluations below are brought
  m_eval.clear();    // the profile may differ from the last search's
  m_turn_cache.clear();
  return pos;
}

bool Searcher::has_alternative(const Position& root, const Turn& excluded, int depth, int bound,
                               const std::vector<std::uint64_t>& history, std::stop_token stop) {
  m_node_limit = 0;
  m_timed = false;
  Position pos = begin_at(root, history, std::move(stop));
  std::vector<Turn> legal;
  generate_legal(pos, DeployMode::Full, legal);
  m_path.push_back(pos.key());
  bool found = false;
  for (const Turn& t : legal) {
    if (t == excluded) continue;
    Undo u;
    pos.do_turn(t, u);
    m_material[1] = m_material[0] + material_change(pos, u, Side::Red);
    entered(1, &u);
    const int extension = pos.in_check_after(u) ? 1 : 0;
    const int score = -negamax(pos, depth - 1 + extension, -bound, -bound + 1, 1, false, true, extension);
    pos.undo_turn(u);
    if (score >= bound) {
      found = true;
      break;
    }
  }
  m_path.pop_back();
  return found;
}

std::vector<Turn> Searcher::principal_variation(Position pos, int max_len) {
  std::vector<Turn> pv;
  std::vector<std::uint64_t> seen;
  for (int i = 0; i < max_len; ++i) {
    const Entry& e = entry(pos.key());
    if (!holds(e, pos.key()) || !e.move.size) break;
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
                              const std::vector<std::uint64_t>& history, std::stop_token stop) {
  const auto start = std::chrono::steady_clock::now();
  m_seldepth = 0;
  m_node_limit = limits.nodes;
  m_timed = limits.movetime_ms > 0;
  m_deadline = start + std::chrono::milliseconds(limits.movetime_ms);
  // The history of the positions searched before (a game's annotation keeps it) counts for less.
  for (int& h : m_history) h /= 4;
  Position pos = begin_at(root, history, std::move(stop));
  SearchResult result;
  std::vector<Turn> legal;
  generate_legal(pos, DeployMode::Full, legal);
  if (legal.empty()) {
    result.score = pos.in_check() ? -kMate : 0;
    return result;
  }
  std::vector<RootMove> moves;
  for (const Turn& t : legal) moves.push_back({t, 0, 0});
  const std::size_t lines =
      std::clamp<std::size_t>(static_cast<std::size_t>(std::max(limits.multipv, 1)), 1, moves.size());
  result.best = legal[0];
  for (int depth = 1; depth <= limits.depth; ++depth) {
    std::vector<SearchLine> found;
    for (std::size_t k = 0; k < lines && !m_stop; ++k) {
      // The lines already found keep their places; the rest are tried best-first by the last iteration.
      std::stable_sort(moves.begin() + static_cast<std::ptrdiff_t>(k), moves.end(),
                       [](const RootMove& a, const RootMove& b) { return a.previous > b.previous; });
      const int score = search_root(pos, moves, k, depth);
      // A stopped iteration is dropped, except the first when a root turn has been searched through (its
      // score is a real one); with none, the result keeps its first legal turn and no line nor score.
      if (m_stop && (depth > 1 || score == -kInfinity)) break;
      SearchLine line{moves[k].turn, score, {moves[k].turn}};
      Undo u;
      pos.do_turn(line.move, u);
      for (const Turn& t : principal_variation(pos, depth + 8)) line.pv.push_back(t);
      pos.undo_turn(u);
      found.push_back(std::move(line));
    }
    if ((m_stop && depth > 1) || found.empty()) break;
    for (RootMove& rm : moves) rm.previous = rm.score;
    for (std::size_t k = 0; k < found.size(); ++k) moves[k].previous = kInfinity - static_cast<int>(k);
    result.lines = std::move(found);
    result.best = result.lines[0].move;
    result.score = result.lines[0].score;
    result.pv = result.lines[0].pv;
    result.depth = depth;
    result.seldepth = std::max(m_seldepth, depth);
    result.nodes = m_nodes;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (m_on_iteration) m_on_iteration(result);
    if (m_stop || (lines == 1 && (result.score > kMateBound || result.score < -kMateBound))) break;
  }
  result.nodes = m_nodes;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace saban::analysis
