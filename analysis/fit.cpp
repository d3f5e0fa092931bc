#include "analysis/fit.h"

#include <algorithm>
#include <cmath>

#include "analysis/evaluate.h"
#include "analysis/selfplay.h"

namespace saban::analysis {

void collect_samples(const parser::GameRecord& game, std::vector<FitSample>& out) {
  double red_points;
  if (game.result == "1-0")
    red_points = 1;
  else if (game.result == "0-1")
    red_points = 0;
  else if (game.result == "1/2-1/2")
    red_points = 0.5;
  else
    return;  // unfinished: no result to learn from
  Side mover = game.start.side_to_move();
  for (const parser::RecordMove& m : game.moves) {
    if (m.evaluation && parser::mate_side(*m.evaluation) == 0) {  // Red's side: for the mover
      const int cp = mover == Side::Red ? m.evaluation->centipoints : -m.evaluation->centipoints;
      out.push_back({cp, mover == Side::Red ? red_points : 1 - red_points});
    }
    mover = ~mover;
  }
}

namespace {

double logistic(double k, int cp) { return 1.0 / (1.0 + std::exp(-k * cp)); }

double mean_log_loss(const std::vector<FitSample>& samples, double k) {
  double sum = 0;
  for (const FitSample& s : samples) {
    const double p = std::clamp(logistic(k, s.centipoints), 1e-12, 1 - 1e-12);
    sum -= s.result * std::log(p) + (1 - s.result) * std::log(1 - p);
  }
  return samples.empty() ? 0 : sum / static_cast<double>(samples.size());
}

}  // namespace

FitResult fit_win_probability(const std::vector<FitSample>& samples) {
  FitResult r;
  r.samples = static_cast<int>(samples.size());
  // Newton's method on d/dk of the cross-entropy: gradient sum (p - y) x, curvature sum p (1 - p) x^2.
  double k = 0.003;
  for (int iter = 0; iter < 50; ++iter) {
    double grad = 0, hess = 0;
    for (const FitSample& s : samples) {
      const double p = logistic(k, s.centipoints), x = s.centipoints;
      grad += (p - s.result) * x;
      hess += p * (1 - p) * x * x;
    }
    if (hess <= 0) break;
    const double step = grad / hess;
    k = std::clamp(k - step, 1e-6, 0.1);
    if (std::abs(step) < 1e-9) break;
  }
  r.scale = k;
  r.log_loss = mean_log_loss(samples, k);
  r.log_loss_chess = mean_log_loss(samples, 0.00368);
  constexpr int kEdges[] = {-100000, -1000, -500, -300, -150, -50, 50, 150, 300, 500, 1000, 100000};
  for (std::size_t b = 0; b + 1 < std::size(kEdges); ++b) {
    FitBucket bucket{kEdges[b], kEdges[b + 1]};
    for (const FitSample& s : samples) {
      if (s.centipoints < bucket.from_cp || s.centipoints >= bucket.to_cp) continue;
      ++bucket.samples;
      bucket.observed += s.result;
      bucket.predicted += logistic(k, s.centipoints);
    }
    if (bucket.samples) bucket.observed /= bucket.samples, bucket.predicted /= bucket.samples;
    r.buckets.push_back(bucket);
  }
  return r;
}

}  // namespace saban::analysis
