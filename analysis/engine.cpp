#include "analysis/engine.h"

#include <algorithm>
#include <exception>

#include <unistd.h>

#include "analysis/annotate.h"
#include "analysis/evaluate.h"

namespace saban::analysis {

namespace {

// Approximate bytes per transposition-table entry, for sizes in megabytes.
constexpr std::size_t kEntryBytes = 32;

std::unique_ptr<Searcher> make_searcher(std::size_t mb) {
  const std::size_t entries =
      std::clamp<std::size_t>(mb, 1, max_hash_mb()) * (std::size_t{1} << 20) / kEntryBytes;
  return std::make_unique<Searcher>(entries);
}

// The searcher's limits for the facade's: no limit is 64 plies.
SearchLimits search_limits(const EngineLimits& l) {
  SearchLimits s;
  s.multipv = std::clamp(l.multipv, 1, 64);
  if (l.infinite) return s;
  s.depth = l.depth > 0 ? std::min(l.depth, 64) : 64;
  s.nodes = l.nodes;
  s.movetime_ms = std::max(l.movetime_ms, 0);
  return s;
}

}  // namespace

std::size_t max_hash_mb() {
  static const std::size_t max = [] {
    const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    std::size_t half = 65536;
    if (pages > 0 && page > 0)
      half = static_cast<std::size_t>(pages) / 2 / ((std::size_t{1} << 20) / static_cast<std::size_t>(page));
    std::size_t mb = 1;
    while (mb * 2 <= std::min<std::size_t>(half, 65536)) mb *= 2;
    return mb;
  }();
  return max;
}

// A search result as a report; a result without lines (no legal move, or none found) keeps its best line.
EngineInfo engine_info(const SearchResult& r) {
  EngineInfo info;
  info.depth = r.depth;
  info.seldepth = r.seldepth;
  if (!r.lines.empty()) {
    for (const SearchLine& l : r.lines) info.lines.push_back({l.pv, l.score, expected_score(l.score)});
  } else if (r.best.size) {
    info.lines.push_back({r.pv.empty() ? std::vector<Turn>{r.best} : r.pv, r.score, expected_score(r.score)});
  }
  info.score = r.score;
  info.expected = expected_score(r.score);
  info.nodes = r.nodes;
  info.seconds = r.seconds;
  info.nps = r.seconds > 0 ? static_cast<std::uint64_t>(static_cast<double>(r.nodes) / r.seconds) : 0;
  return info;
}

Engine::Engine(std::size_t hash_mb) : m_searcher(make_searcher(hash_mb)), m_pos(Position::start()) {}

Engine::~Engine() {
  stop();
  wait();
}

void Engine::set_position(const Position& pos, std::vector<std::uint64_t> history) {
  stop();
  wait();
  m_pos = pos;
  m_history = std::move(history);
}

void Engine::set_hash(std::size_t mb) {
  stop();
  wait();
  m_searcher = make_searcher(mb);  // a std::bad_alloc leaves the old searcher in place
}

void Engine::new_game() {
  stop();
  wait();
  m_searcher->clear();
}

// Each search gets a stop source of its own, made here before its thread exists: a stop() that follows
// start() reaches that search whenever its thread begins.
void Engine::start(const EngineLimits& limits) {
  stop();
  wait();
  std::stop_token token;
  {
    std::lock_guard lock(m_mutex);
    m_source = std::stop_source();
    token = m_source.get_token();
  }
  m_searching = true;
  try {
    m_thread = std::thread(&Engine::run, this, m_pos, m_history, search_limits(limits), std::move(token),
                           m_on_info, m_on_finished);
  } catch (...) {
    m_searching = false;  // no thread: no search (std::system_error reaches the caller)
    throw;
  }
}

void Engine::stop() {
  std::lock_guard lock(m_mutex);
  m_source.request_stop();
}

void Engine::wait() {
  if (m_thread.joinable()) m_thread.join();
}

EngineInfo Engine::last_result() const {
  std::lock_guard lock(m_mutex);
  return m_last;
}

// The search thread: nothing thrown (by the search or by a callback) leaves it; a failure becomes the final
// report's error.
void Engine::run(Position pos, std::vector<std::uint64_t> history, SearchLimits limits, std::stop_token stop,
                 Callback on_info, Callback on_finished) {
  EngineInfo final_info;
  try {
    m_searcher->on_iteration([&](const SearchResult& r) {
      if (on_info) on_info(engine_info(r));
    });
    final_info = engine_info(m_searcher->search(pos, limits, history, stop));
  } catch (const std::exception& e) {
    final_info.error = e.what();
  } catch (...) {
    final_info.error = "unknown error in the search";
  }
  m_searcher->on_iteration({});
  final_info.final = true;
  {
    std::lock_guard lock(m_mutex);
    m_last = final_info;
  }
  try {
    if (on_finished) on_finished(final_info);
  } catch (...) {
    // A failing report cannot be reported; the search is over either way.
  }
  m_searching = false;
}

}  // namespace saban::analysis
