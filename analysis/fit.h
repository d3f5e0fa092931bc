// Fitting the win-probability curve: expected score = 1 / (1 + e^(-k * centipoints)), k chosen to best
// predict the results of games whose moves carry the engine's evaluations (self-play records, "+0.35/6"
// comments).
#pragma once

#include <vector>

#include "parser/record.h"

namespace saban::analysis {

/// One position: the engine's evaluation for the side to move and that side's final points (1, 1/2, 0).
struct FitSample {
  int centipoints;
  double result;
};

/// The samples of one game: every move with an evaluation comment (mate scores and the opening left out).
void collect_samples(const parser::GameRecord& game, std::vector<FitSample>& out);

struct FitBucket {
  int from_cp, to_cp;  ///< evaluation range [from, to)
  int samples = 0;
  double observed = 0, predicted = 0;  ///< mean result and mean expected score
};

struct FitResult {
  double scale = 0;           ///< k per centipoint
  double log_loss = 0;        ///< mean cross-entropy at k (draws count as half a win)
  double log_loss_chess = 0;  ///< the same with chess tools' 0.00368
  int samples = 0;
  std::vector<FitBucket> buckets;  ///< calibration table at k
};

/// Maximum likelihood k (Newton's method on the mean cross-entropy). Needs samples with both outcomes.
FitResult fit_win_probability(const std::vector<FitSample>& samples);

}  // namespace saban::analysis
