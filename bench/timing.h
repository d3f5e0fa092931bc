// Timing for the database benchmarks (db_bench, million_bench): wall-clock milliseconds, and the median and
// maximum of repeated calls.
#pragma once

#include <algorithm>
#include <chrono>
#include <vector>

namespace saban::bench {

using Clock = std::chrono::steady_clock;

/// Milliseconds since `t`.
inline double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

/// The median and the maximum of some calls, in milliseconds.
struct Timing {
  double median = 0, max = 0;
};

/// Times `runs` calls (at least one) of f(i), i = 0..runs-1.
template <typename F>
Timing time_it(int runs, F&& f) {
  std::vector<double> t;
  for (int i = 0; i < runs; ++i) {
    const auto start = Clock::now();
    f(i);
    t.push_back(ms_since(start));
  }
  std::sort(t.begin(), t.end());
  return {t[t.size() / 2], t.back()};
}

}  // namespace saban::bench
