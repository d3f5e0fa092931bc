// Queueing the games a filter finds for the analysis workers (`saban analyze --db`, the GUI's queue action).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/jobs.h"
#include "db/queries.h"

namespace saban::app {

struct QueueOutcome {
  long long matching = 0;  ///< games the filter found
  long long queued =
      0;  ///< jobs added or (with force) queued again; the rest were already queued or analysed
};

/// The ranges of the analysis settings: checked on the command line (`saban analyze`), when queueing, and
/// again when a worker reads a job back (a job queued with a search that never ends would hold a worker
/// forever).
inline constexpr int kMaxAnalysisDepth = 64;
inline constexpr long long kMaxAnalysisNodes = 1'000'000'000'000;
inline constexpr int kMaxAnalysisMovetimeMs = 3'600'000;

/// What is out of range in `s` ("depth 1000: must be between 1 and 64"), or nothing.
std::optional<std::string> settings_error(const db::AnalysisSettings& s);

/// Queues the games matching `filter` with the settings (db::queue_games); settings out of range throw
/// std::invalid_argument.
QueueOutcome queue_matching_games(db::Connection& c, const db::GameFilter& filter,
                                  const db::AnalysisSettings& s, bool force = false);

}  // namespace saban::app
