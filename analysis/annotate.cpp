#include "analysis/annotate.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <exception>
#include <thread>
#include <cmath>
#include <cstdio>

#include "analysis/annotate_text.h"
#include "analysis/evaluate.h"
#include "rules/san.h"

namespace saban::analysis {

// Fitted by `saban fit samples/engine/selfplay-500.ctr` (docs/analysis.md): 265 decided games, 59,302 positions.
const double kWinProbabilityScale = 0.0022;

double expected_score(int centipoints, double scale) {
  if (centipoints > kMateBound) return 1.0;
  if (centipoints < -kMateBound) return 0.0;
  return 1.0 / (1.0 + std::exp(-scale * centipoints));
}

std::string evaluation_text(int score) {
  char buf[32];
  if (score > kMateBound) std::snprintf(buf, sizeof buf, "#%d", mate_moves(score));
  else if (score < -kMateBound) std::snprintf(buf, sizeof buf, "#-%d", mate_moves(score));
  else std::snprintf(buf, sizeof buf, "%+.2f", score / 100.0);
  return buf;
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

// A move's accuracy from the drop of its side's winning chances (lichess's formula, percent in, percent out).
double move_accuracy(double before, double after) {
  const double drop = std::max(0.0, 100.0 * (before - after));
  return std::clamp(103.1668 * std::exp(-0.04354 * drop) - 3.1669, 0.0, 100.0);
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
Judgement judge_best(const Position& pos, const SearchResult& before, const std::vector<std::uint64_t>& history,
                     Searcher* searcher, const AnnotateOptions& o, std::uint64_t& nodes) {
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
  const bool alternative = searcher->has_alternative(pos, before.best, std::max(1, before.depth - 1), bound, history);
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

GameSummary judge_game(parser::GameRecord& game, const GameLine& line, const std::vector<SearchResult>& results,
                       Searcher* searcher, const AnnotateOptions& options);

}  // namespace

GameSummary annotate(parser::GameRecord& game, Searcher& searcher, const AnnotateOptions& options,
                     const std::function<void(int, int)>& on_progress) {
  const int plies = static_cast<int>(game.moves.size());
  // Step 1. Search every position of the main line, the last one included. With several threads, each takes a
  // contiguous run of positions with its own searcher (the caller's for the first run).
  const GameLine line = game_line(game);
  const std::vector<Position>& positions = line.positions;
  std::vector<SearchResult> results(positions.size());
  const std::size_t threads = std::clamp<std::size_t>(static_cast<std::size_t>(std::max(options.threads, 1)), 1,
                                                      positions.size());
  std::atomic<int> done{0};
  std::mutex progress;
  auto run = [&](Searcher& s, std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to; ++i) {
      results[i] = s.search(positions[i], options.limits, line.history[i]);
      const int n = ++done;
      if (on_progress) {
        std::lock_guard lock(progress);
        on_progress(n - 1, plies);
      }
    }
  };
  {
    std::vector<std::unique_ptr<Searcher>> extra;
    std::vector<std::thread> pool;
    const std::size_t chunk = (positions.size() + threads - 1) / threads;
    // No exception leaves a thread: the first one thrown (by any run) is rethrown here once all have joined.
    std::exception_ptr failure;
    auto guarded = [&](Searcher& s, std::size_t from, std::size_t to) {
      try {
        run(s, from, to);
      } catch (...) {
        std::lock_guard lock(progress);
        if (!failure) failure = std::current_exception();
      }
    };
    for (std::size_t t = 1; t < threads; ++t) {
      extra.push_back(std::make_unique<Searcher>());
      const std::size_t from = std::min(t * chunk, positions.size()), to = std::min(from + chunk, positions.size());
      pool.emplace_back(guarded, std::ref(*extra.back()), from, to);
    }
    guarded(searcher, 0, std::min(chunk, positions.size()));
    for (std::thread& t : pool) t.join();
    if (failure) std::rethrow_exception(failure);
  }
  return judge_game(game, line, results, &searcher, options);
}

GameSummary annotate(parser::GameRecord& game, const PositionSearch& search, const AnnotateOptions& options,
                     const std::function<void(int, int)>& on_progress) {
  const GameLine line = game_line(game);
  std::vector<SearchResult> results;
  std::vector<Turn> moves;
  for (std::size_t i = 0; i < line.positions.size(); ++i) {
    results.push_back(search(line.positions[i], moves, line.history[i]));
    if (on_progress) on_progress(static_cast<int>(i), static_cast<int>(game.moves.size()));
    if (i < game.moves.size()) moves.push_back(game.moves[i].turn);
  }
  return judge_game(game, line, results, nullptr, options);
}

namespace {

// Step 2. Judge each move by what it gives up: the mover's expected score before and after it.
GameSummary judge_game(parser::GameRecord& game, const GameLine& line, const std::vector<SearchResult>& results,
                       Searcher* searcher, const AnnotateOptions& options) {
  GameSummary summary;
  const int plies = static_cast<int>(game.moves.size());
  for (const SearchResult& r : results) summary.nodes += r.nodes;
  Position pos = game.start;
  double accuracy_sum[2] = {0, 0};
  int moves[2] = {0, 0};
  for (int i = 0; i < plies; ++i) {
    parser::RecordMove& m = game.moves[static_cast<std::size_t>(i)];
    const Side mover = pos.side_to_move();
    const SearchResult& before = results[static_cast<std::size_t>(i)];
    const SearchResult& after = results[static_cast<std::size_t>(i) + 1];
    const bool no_reply = after.best.size == 0;  // the game ended with this move
    const int after_score = no_reply ? (after.score == -kMate ? kMate : 0) : -after.score;
    const double p_before = expected_score(before.score), p_after = expected_score(after_score);
    const double drop = p_before - p_after;
    const bool best = before.best == m.turn;
    Judgement j = best ? judge_best(pos, before, line.history[static_cast<std::size_t>(i)], searcher, options,
                                    summary.nodes)
                       : Judgement::None;
    if (!best) {
      const bool missed_mate = before.score > kMateBound && after_score <= kMateBound;
      const bool allowed_mate = after_score < -kMateBound && before.score >= -kMateBound;
      if (allowed_mate || drop >= options.thresholds.blunder) j = Judgement::Blunder;
      else if (missed_mate || drop >= options.thresholds.mistake) j = Judgement::Mistake;
      else if (drop >= options.thresholds.inaccuracy) j = Judgement::Inaccuracy;
    }
    MoveAnalysis& ma = summary.moves.emplace_back();
    ma.ply = i;
    ma.mover = mover;
    ma.score_before = before.score;
    ma.score_after = after_score;
    ma.drop = drop;
    ma.best = before.best;
    ma.depth = before.depth;
    ma.judgement = j;
    if (before.best.size) {
      std::vector<Turn> legal;
      generate_legal(pos, DeployMode::Full, legal);
      ma.best_san = to_san(pos, before.best, legal);
      ma.line = line_text(pos, before.pv, 8);
    }
    if (j != Judgement::None) {
      m.judgement = j;
      if (options.comments && !best) {
        m.comments.push_back(judged_move_comment(after_score, before.score, line_in_notation(pos, before.pv, 4, game),
                                                 record_language(game, options.language)));
      }
    }
    ++summary.counts[index(mover)][static_cast<int>(m.judgement)];
    accuracy_sum[index(mover)] += move_accuracy(p_before, p_after);
    ++moves[index(mover)];
    Undo u;
    pos.do_turn(m.turn, u);
  }
  for (int s = 0; s < 2; ++s) summary.accuracy[s] = moves[s] ? accuracy_sum[s] / moves[s] : 100.0;
  const std::string text = summary_comment(summary, options.limits, record_language(game, options.language));
  game.comments_before.insert(game.comments_before.begin(), text);
  game.set_tag("Annotator", "Saban");
  return summary;
}

}  // namespace

}  // namespace saban::analysis
