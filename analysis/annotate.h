// Game annotation: every position of a game searched, each move judged by the expected score it gives up.
#pragma once

#include <functional>
#include <stop_token>
#include <string>
#include <vector>

#include "analysis/annotation.h"
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

/// Annotates the main line of a game in place (each move's evaluation from Red's side, judgements, the better
/// line of a judged move as a comment) and returns the summary (annotation.h), reporting as it goes:
/// `on_progress(positions searched less one, plies)` after each searched position, `on_move` each verdict,
/// both from the threads that search, one call at a time. `stop` cancels it: the searches end within a
/// thousand nodes, the game is left unchanged and the summary says `complete = false`. An exception thrown in
/// any thread (a callback's, say) stops the others and is rethrown here once every thread has ended; none
/// escapes a thread.
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
