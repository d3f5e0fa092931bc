// Queueing the games a filter finds for the analysis workers (`saban analyze --db`, the GUI's queue action).
#pragma once

#include <vector>

#include "db/jobs.h"
#include "db/queries.h"

namespace saban::app {

struct QueueOutcome {
  long long matching = 0;  ///< games the filter found
  long long queued =
      0;  ///< jobs added or (with force) queued again; the rest were already queued or analysed
};

/// Queues the games matching `filter` with the settings (db::queue_games).
QueueOutcome queue_matching_games(db::Connection& c, const db::GameFilter& filter,
                                  const db::AnalysisSettings& s, bool force = false);

}  // namespace saban::app
