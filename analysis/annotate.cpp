#include "analysis/annotate.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>

#include "analysis/annotate_text.h"
#include "analysis/evaluate.h"
#include "analysis/score_view.h"
#include "rules/san.h"

namespace saban::analysis {

// Fitted by `saban fit samples/engine/selfplay-500.ctr` (docs/analysis.md): 265 decided games, 59,302
// positions.
const double kWinProbabilityScale = 0.0022;

double expected_score(int centipoints, double scale) {
  if (centipoints > kMateBound) return 1.0;
  if (centipoints < -kMateBound) return 0.0;
  return 1.0 / (1.0 + std::exp(-scale * centipoints));
}

namespace {

using parser::Judgement;

// The best line from a position, in SAN.
std::string line_text(Position pos, const std::vector<Turn>& pv, std::size_t max_len) {
  std::string out;
  for (std::size_t i = 0; i < pv.size() && i < max_len; ++i) {
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    if (i) out += ' ';
    out += to_san(pos, pv[i], legal);
    Undo u;
    pos.do_turn(pv[i], u);
  }
  return out;
}

// Does the line give up material for a while: the mover's balance after the reply, and after the next pair of
// moves if the line goes on, is at least `amount` below what it was?
bool is_sacrifice(Position pos, const std::vector<Turn>& pv, int amount) {
  const Side mover = pos.side_to_move();
  const int before = material_balance(pos, mover);
  bool down = false;
  for (std::size_t i = 0; i < pv.size() && i < 4; ++i) {
    Undo u;
    pos.do_turn(pv[i], u);
    if (!pos.commander(~mover).valid()) return false;  // the line takes the commander: no sacrifice
    if (i % 2 == 1) {
      if (before - material_balance(pos, mover) < amount) return false;
      down = true;
    }
  }
  return down;
}

// The evaluation whose expected score is `p` (the inverse of expected_score).
int centipoints_for(double p) {
  p = std::clamp(p, 1e-6, 1 - 1e-6);
  return static_cast<int>(std::lround(std::log(p / (1 - p)) / kWinProbabilityScale));
}

// The judgement of a best move: brilliant (a sound sacrifice), good (the only move that holds), or none.
// An only move: no other turn reaches the expected score of the best less `only_move`, searched one ply less
// deep than the main search (a null-window search that stops at the first turn that holds).
Judgement judge_best(const Position& pos, const SearchResult& before,
                     const std::vector<std::uint64_t>& history, Searcher* searcher, const AnnotateOptions& o,
                     std::uint64_t& nodes, std::stop_token stop) {
  const JudgementThresholds& th = o.thresholds;
  const double p_best = expected_score(before.score);
  if (before.score > kMateBound || before.score < -kMateBound) return Judgement::None;
  if (p_best >= th.winning && is_sacrifice(pos, before.pv, th.sacrifice)) return Judgement::Brilliant;
  if (p_best < th.balance || p_best - th.only_move <= 0) return Judgement::None;
  if (before.lines.size() >= 2) {  // a multi-PV search already knows the second best
    return p_best - expected_score(before.lines[1].score) >= th.only_move ? Judgement::Good : Judgement::None;
  }
  if (!searcher) return Judgement::None;  // an external engine without a second line
  const int bound = centipoints_for(p_best - th.only_move) + 1;
  const bool alternative = searcher->has_alternative(pos, before.best, std::max(1, before.depth - 1), bound,
                                                     history, std::move(stop));
  nodes += searcher->nodes();
  return alternative ? Judgement::None : Judgement::Good;
}

// The positions of a game's main line, the last one included, with the keys before each (for repetitions).
struct GameLine {
  std::vector<Position> positions;
  std::vector<std::vector<std::uint64_t>> history;
};

GameLine game_line(const parser::GameRecord& game) {
  GameLine line;
  Position pos = game.start;
  std::vector<std::uint64_t> history;
  for (std::size_t i = 0; i <= game.moves.size(); ++i) {
    line.positions.push_back(pos);
    line.history.push_back(history);
    if (i == game.moves.size()) break;
    history.push_back(pos.key());
    Undo u;
    pos.do_turn(game.moves[i].turn, u);
  }
  return line;
}

// Step 2. Judge each move by what it gives up: the mover's expected score before and after it. A move is
// judged once the positions before and after it are searched (in whatever order they were), the judgement of
// a best move (judge_best) already given by whoever searched the position before it; the game is changed only
// at the end.
class Judge {
 public:
  Judge(parser::GameRecord& game, const GameLine& line, const AnnotateOptions& options,
        const std::function<void(const MoveAnalysis&)>& on_move)
      : m_game(game),
        m_line(line),
        m_options(options),
        m_on_move(on_move),
        m_verdicts(game.moves.size()),
        m_done(game.moves.size(), 0),
        m_comments(game.moves.size()),
        m_evaluations(game.moves.size()) {}

  /// Judges move i from the searches before and after it; `best_judgement` is judge_best's verdict on the
  /// position before it when the move played is the engine's best.
  void judge(std::size_t i, const SearchResult& before, const SearchResult& after, Judgement best_judgement);
  /// Applies the verdicts to the game (when complete) and returns the summary, its moves in the game's order.
  GameSummary finish(std::uint64_t nodes, bool complete);
  std::size_t judged() const { return m_judged; }
  bool is_judged(std::size_t i) const { return m_done[i] != 0; }

 private:
  parser::GameRecord& m_game;
  const GameLine& m_line;
  const AnnotateOptions& m_options;
  const std::function<void(const MoveAnalysis&)>& m_on_move;
  std::vector<MoveAnalysis> m_verdicts;  // per move, once judged
  std::vector<char> m_done;
  std::size_t m_judged = 0;
  std::vector<std::string> m_comments;            // per move, the better line of a judged mistake
  std::vector<parser::Evaluation> m_evaluations;  // per move, the evaluation after it (Red's side)
};

void Judge::judge(std::size_t i, const SearchResult& before, const SearchResult& after,
                  Judgement best_judgement) {
  const parser::RecordMove& m = m_game.moves[i];
  Position pos = m_line.positions[i];
  const Side mover = pos.side_to_move();
  const bool no_reply = after.best.size == 0;  // the game ended with this move
  const int after_score = no_reply ? (after.score == -kMate ? kMate : 0) : -after.score;
  const double p_before = expected_score(before.score), p_after = expected_score(after_score);
  const double drop = p_before - p_after;
  const bool best = before.best == m.turn;
  Judgement j = Judgement::None;
  if (best) {
    j = best_judgement;
  } else {
    const bool missed_mate = before.score > kMateBound && after_score <= kMateBound;
    const bool allowed_mate = after_score < -kMateBound && before.score >= -kMateBound;
    if (allowed_mate || drop >= m_options.thresholds.blunder)
      j = Judgement::Blunder;
    else if (missed_mate || drop >= m_options.thresholds.mistake)
      j = Judgement::Mistake;
    else if (drop >= m_options.thresholds.inaccuracy)
      j = Judgement::Inaccuracy;
  }
  MoveAnalysis& ma = m_verdicts[i];
  ma.ply = static_cast<int>(i);
  ma.mover = mover;
  ma.played = m.turn;
  ma.score_before = before.score;
  ma.score_after = after_score;
  ma.drop = drop;
  ma.best = before.best;
  ma.best_line = before.pv;
  ma.depth = before.depth;
  ma.judgement = j;
  if (before.best.size) {
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    ma.best_san = to_san(pos, before.best, legal);
    ma.line = line_text(pos, before.pv, 8);
  }
  m_evaluations[i] = first_player_evaluation(after_score, mover, no_reply ? before.depth : after.depth);
  if (j != Judgement::None && m_options.comments && !best) {
    m_comments[i] = judged_move_comment(first_player_evaluation(before.score, mover),
                                        line_in_notation(pos, before.pv, 4, m_game),
                                        record_language(m_game, m_options.language));
  }
  m_done[i] = 1;
  ++m_judged;
  if (m_on_move) m_on_move(ma);
}

GameSummary Judge::finish(std::uint64_t nodes, bool complete) {
  GameSummary summary;
  summary.nodes = nodes;
  summary.complete = complete;
  for (std::size_t i = 0; i < m_verdicts.size(); ++i)
    if (m_done[i]) summary.moves.push_back(std::move(m_verdicts[i]));
  if (!complete) return summary;
  GameAccuracy accuracy;
  for (const MoveAnalysis& ma : summary.moves) {
    parser::RecordMove& m = m_game.moves[static_cast<std::size_t>(ma.ply)];
    m.evaluation = m_evaluations[static_cast<std::size_t>(ma.ply)];
    if (ma.judgement != Judgement::None) {
      m.judgement = ma.judgement;
      if (!m_comments[static_cast<std::size_t>(ma.ply)].empty())
        m.comments.push_back(m_comments[static_cast<std::size_t>(ma.ply)]);
    }
    ++summary.counts[index(ma.mover)][static_cast<int>(m.judgement)];
    accuracy.add(index(ma.mover), ma.drop, 0.0);
  }
  for (int s = 0; s < 2; ++s) summary.accuracy[s] = accuracy.of(s);
  const std::string text =
      summary_comment(summary, m_options.limits, record_language(m_game, m_options.language));
  m_game.comments_before.insert(m_game.comments_before.begin(), text);
  m_game.set_tag("Annotator", "Saban");
  return summary;
}

// Step 1's order. Consecutive positions of a game share most of their trees, and a searcher keeps its table,
// killers and history from one position to the next, so each thread searches a run of consecutive positions.
// One thread takes the whole game as one run; several take runs of about an eighth of the game each per
// thread, in the game's order, as they come free. (Searching each run from its end back, as some annotators
// do, was measured on samples/engine/annotate-100.ctr: 4 % fewer nodes at depth 6, 2-3 % more at depths 4 and
// 5, judgements no closer to a deeper search; not worth reversing the order verdicts reach the GUI in:
// docs/performance.md.)
struct Runs {
  std::size_t count = 0, size = 0;
  Runs(std::size_t positions, std::size_t threads)
      : size(threads <= 1 ? positions
                          : std::max<std::size_t>(4, (positions + 8 * threads - 1) / (8 * threads))) {
    count = size ? (positions + size - 1) / size : 0;
  }
  /// Run r's positions [first, last).
  std::pair<std::size_t, std::size_t> run(std::size_t r, std::size_t positions) const {
    return {r * size, std::min(positions, (r + 1) * size)};
  }
};

}  // namespace

GameSummary annotate(parser::GameRecord& game, Searcher& searcher, const AnnotateOptions& options,
                     const AnnotateCallbacks& callbacks, std::stop_token stop) {
  const int plies = static_cast<int>(game.moves.size());
  // Step 1. Search every position of the main line, the last one included, in runs of consecutive positions
  // (Runs, above): the caller's thread with its searcher, the others with their own. The thread that searches
  // a position whose best move is the one played also runs the only-move test there (judge_best), with the
  // same searcher, so one thread's work (and its node count) does not depend on the others'. Whoever
  // completes the pair of positions a move needs judges it, so verdicts come out while the searches go on: in
  // the game's order with one thread, run by run with several.
  const GameLine line = game_line(game);
  const std::size_t count = line.positions.size();
  std::vector<SearchResult> results(count);
  std::vector<parser::Judgement> best_judgements(count, parser::Judgement::None);
  std::vector<char> searched(count, 0);
  const std::size_t threads =
      std::clamp<std::size_t>(static_cast<std::size_t>(std::max(options.threads, 1)), 1, count);
  const Runs runs(count, threads);
  Judge judge(game, line, options, callbacks.on_move);
  std::stop_source abort;  // the caller's stop, or the first failure
  std::stop_callback forward(stop, [&] { abort.request_stop(); });
  const std::stop_token token = abort.get_token();
  std::atomic<std::size_t> next{0};
  std::mutex state;  // results, searched, the judge, progress and verdict reports
  std::exception_ptr failure;
  std::uint64_t nodes = 0;
  int done = 0;

  auto run = [&](Searcher& s) {
    try {
      for (std::size_t r = next++; r < runs.count && !token.stop_requested(); r = next++) {
        const auto [first, last] = runs.run(r, count);
        for (std::size_t i = first; i < last && !token.stop_requested(); ++i) {
          SearchResult result = s.search(line.positions[i], options.limits, line.history[i], token);
          if (token.stop_requested()) break;  // a search cut short is no result
          std::uint64_t extra = 0;
          parser::Judgement best_judgement = parser::Judgement::None;
          if (i < game.moves.size() && result.best == game.moves[i].turn) {
            best_judgement =
                judge_best(line.positions[i], result, line.history[i], &s, options, extra, token);
            if (token.stop_requested()) break;
          }
          std::lock_guard lock(state);
          nodes += result.nodes + extra;
          results[i] = std::move(result);
          best_judgements[i] = best_judgement;
          searched[i] = 1;
          if (callbacks.on_progress) callbacks.on_progress(done++, plies);
          // The moves this position completes: the one before it, then the one after it.
          if (i > 0 && searched[i - 1] && !judge.is_judged(i - 1))
            judge.judge(i - 1, results[i - 1], results[i], best_judgements[i - 1]);
          if (i < game.moves.size() && searched[i + 1] && !judge.is_judged(i))
            judge.judge(i, results[i], results[i + 1], best_judgements[i]);
        }
      }
    } catch (...) {
      std::lock_guard lock(state);
      if (!failure) failure = std::current_exception();
      abort.request_stop();
    }
  };
  {
    std::vector<std::unique_ptr<Searcher>> extra;
    for (std::size_t t = 1; t < threads; ++t) extra.push_back(std::make_unique<Searcher>());
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < threads; ++t) pool.emplace_back(run, std::ref(*extra[t - 1]));
    run(searcher);
    for (std::thread& t : pool) t.join();
  }
  if (failure) std::rethrow_exception(failure);
  const bool complete = !token.stop_requested() && judge.judged() == game.moves.size();
  return judge.finish(nodes, complete);
}

GameSummary annotate(parser::GameRecord& game, Searcher& searcher, const AnnotateOptions& options,
                     const std::function<void(int, int)>& on_progress) {
  return annotate(game, searcher, options, AnnotateCallbacks{on_progress, {}});
}

GameSummary annotate(parser::GameRecord& game, const PositionSearch& search, const AnnotateOptions& options,
                     const AnnotateCallbacks& callbacks, std::stop_token stop) {
  const GameLine line = game_line(game);
  Judge judge(game, line, options, callbacks.on_move);
  std::vector<SearchResult> results;
  std::vector<Turn> moves;
  std::uint64_t nodes = 0;
  for (std::size_t i = 0; i < line.positions.size() && !stop.stop_requested(); ++i) {
    results.push_back(search(line.positions[i], moves, line.history[i]));
    nodes += results.back().nodes;
    if (callbacks.on_progress)
      callbacks.on_progress(static_cast<int>(i), static_cast<int>(game.moves.size()));
    if (i > 0) {
      const std::size_t m = i - 1;
      parser::Judgement best_judgement = parser::Judgement::None;
      if (results[m].best == game.moves[m].turn && !stop.stop_requested())
        best_judgement =
            judge_best(line.positions[m], results[m], line.history[m], nullptr, options, nodes, stop);
      judge.judge(m, results[m], results[i], best_judgement);
    }
    if (i < game.moves.size()) moves.push_back(game.moves[i].turn);
  }
  return judge.finish(nodes, !stop.stop_requested() && judge.judged() == game.moves.size());
}

GameSummary annotate(parser::GameRecord& game, const PositionSearch& search, const AnnotateOptions& options,
                     const std::function<void(int, int)>& on_progress) {
  return annotate(game, search, options, AnnotateCallbacks{on_progress, {}});
}

}  // namespace saban::analysis
