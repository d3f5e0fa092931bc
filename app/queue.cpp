#include "app/queue.h"

#include <stdexcept>

namespace saban::app {

std::optional<std::string> settings_error(const db::AnalysisSettings& s) {
  auto out_of = [](const std::string& what, long long v, long long lo, long long hi) {
    return what + " " + std::to_string(v) + ": must be between " + std::to_string(lo) + " and " +
           std::to_string(hi);
  };
  if (s.depth < 1 || s.depth > kMaxAnalysisDepth) return out_of("depth", s.depth, 1, kMaxAnalysisDepth);
  if (s.nodes < 0 || s.nodes > kMaxAnalysisNodes) return out_of("nodes", s.nodes, 0, kMaxAnalysisNodes);
  if (s.movetime_ms < 0 || s.movetime_ms > kMaxAnalysisMovetimeMs)
    return out_of("movetime", s.movetime_ms, 0, kMaxAnalysisMovetimeMs);
  return std::nullopt;
}

QueueOutcome queue_matching_games(db::Connection& c, const db::GameFilter& filter,
                                  const db::AnalysisSettings& s, bool force) {
  if (auto e = settings_error(s)) throw std::invalid_argument("analysis settings: " + *e);
  std::vector<long long> ids;
  for (const auto& r : db::search_games(c, filter)) ids.push_back(r.id);
  QueueOutcome out;
  out.matching = static_cast<long long>(ids.size());
  out.queued = db::queue_games(c, ids, s, force);
  return out;
}

}  // namespace saban::app
