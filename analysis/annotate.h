// Game annotation: every position of a game searched, each move judged by the expected score it gives up.
#pragma once

#include <functional>
#include <stop_token>
#include <string>
#include <vector>

#include "analysis/search.h"
#include "parser/record.h"

namespace saban::analysis {

/// The slope of the win-probability curve per centipoint, fitted on self-play results (docs/analysis.md,
/// `saban fit`).
extern const double kWinProbabilityScale;

/// Expected score (0..1) of a side with an evaluation of `centipoints`: 1 / (1 + e^(-scale * centipoints)).
double expected_score(int centipoints, double scale = kWinProbabilityScale);

struct JudgementThresholds {
  double inaccuracy = 0.05, mistake = 0.10, blunder = 0.15;  ///< drops of expected score (lichess's rule)
  /// Good: the engine's best move when every other move gives up at least this much, and the mover keeps at
  /// least `balance` (an only move that holds the game).
  double only_move = 0.10, balance = 0.40;
  /// Brilliant: the engine's best move that gives up at least `sacrifice` centipoints of material for the
  /// next two moves of each side, leaving the mover an expected score of at least `winning`.
  int sacrifice = 150;
  double winning = 0.70;
};

struct AnnotateOptions {
  SearchLimits limits{6, 0, 0, 1};
  JudgementThresholds thresholds;
  bool comments = true;  ///< the better line as a comment on judged moves (evaluations are always set)
  int threads = 1;       ///< positions searched in parallel, each thread with its own searcher
  std::string
      language;  ///< the engine's words: "vi" or "en"; empty: from the record's letters (annotate_text.h)
};

/// What the engine said about one move of the main line.
struct MoveAnalysis {
  int ply = 0;  ///< 0 for the first move
  Side mover = Side::Red;
  Turn played;  ///< the move of the game
  /// The engine's evaluation before the move, for the mover (mates beyond kMateBound): data, not for people
  /// (analysis/score_view.h turns it to Red's side).
  int score_before = 0;
  int score_after = 0;   ///< after the move played, for the mover
  double drop = 0;       ///< expected score given up by the move (0..1; negative: better than expected)
  Turn best;             ///< the engine's best move (empty when the position had no legal move)
  std::string best_san;  ///< the same in SAN
  std::string line;      ///< the engine's best line in SAN, up to 8 moves
  std::vector<Turn>
      best_line;  ///< the engine's best line from the position before the move (starts with best)
  int depth = 0;  ///< of the search before the move
  parser::Judgement judgement = parser::Judgement::None;
};

struct GameSummary {
  double accuracy[2] = {0, 0};  ///< per side, 0..100
  int counts[2][6] = {};        ///< per side, per Judgement
  std::uint64_t nodes = 0;
  std::vector<MoveAnalysis> moves;  ///< one per move of the main line (fewer when cancelled)
  bool complete = true;  ///< false when cancelled: then `moves` holds the verdicts given so far and the game
                         ///< is left as it was
};

/// What an annotation reports while it runs. Both are called from the threads that search, one call at a
/// time.
struct AnnotateCallbacks {
  /// After each searched position: (how many positions are done less one, plies of the main line).
  std::function<void(int, int)> on_progress;
  /// Each move's verdict, in the order of the moves, as soon as the positions before and after it are
  /// searched.
  std::function<void(const MoveAnalysis&)> on_move;
};

/// Annotates the main line of a game in place (each move's evaluation from Red's side, judgements, the better
/// line of a judged move as a comment) and returns the summary, reporting as it
/// goes. `stop` cancels it: the searches end within a thousand nodes, the game is left unchanged and the
/// summary says `complete = false`. An exception thrown in any thread (a callback's, say) stops the others
/// and is rethrown here once every thread has ended; none escapes a thread.
GameSummary annotate(parser::GameRecord& game, Searcher& searcher, const AnnotateOptions& options,
                     const AnnotateCallbacks& callbacks, std::stop_token stop = {});
/// The same with progress reports only. `on_progress(ply, plies)` is called after each searched position.
GameSummary annotate(parser::GameRecord& game, Searcher& searcher, const AnnotateOptions& options,
                     const std::function<void(int, int)>& on_progress = {});

/// Searches one position of a game: `pos`, reached by `moves` from the game's start (they count for
/// repetitions).
using PositionSearch = std::function<SearchResult(const Position& pos, const std::vector<Turn>& moves,
                                                  const std::vector<std::uint64_t>& history)>;

/// The same with any engine (an ExternalEngine, say), one position after the other. Good moves are told only
/// when the engine gives two lines (multi-PV); the rest is as above. `stop` is looked at between positions.
GameSummary annotate(parser::GameRecord& game, const PositionSearch& search, const AnnotateOptions& options,
                     const AnnotateCallbacks& callbacks, std::stop_token stop = {});
GameSummary annotate(parser::GameRecord& game, const PositionSearch& search, const AnnotateOptions& options,
                     const std::function<void(int, int)>& on_progress = {});

}  // namespace saban::analysis
