#include "app/queue.h"

namespace saban::app {

QueueOutcome queue_matching_games(db::Connection& c, const db::GameFilter& filter,
                                  const db::AnalysisSettings& s, bool force) {
  std::vector<long long> ids;
  for (const auto& r : db::search_games(c, filter)) ids.push_back(r.id);
  QueueOutcome out;
  out.matching = static_cast<long long>(ids.size());
  out.queued = db::queue_games(c, ids, s, force);
  return out;
}

}  // namespace saban::app
