#include "analysis/engine.h"

#include <algorithm>
#include <exception>

#include <unistd.h>

#include "analysis/annotate.h"
#include "analysis/evaluate.h"

namespace saban::analysis {

namespace {

// A table of `mb` megabytes (clamped to 1..max_hash_mb()) in entries of about `entry_bytes`.
std::size_t table_entries(std::size_t mb, std::size_t entry_bytes) {
  return std::clamp<std::size_t>(mb, 1, max_hash_mb()) * (std::size_t{1} << 20) / entry_bytes;
}

// The searcher's limits (SearchLimits, dongson::Limits: the same fields) for the facade's: no limit is 64
// plies.
template <class Limits>
Limits search_limits(const EngineLimits& l) {
  Limits s;
  s.depth = 64;
  s.multipv = std::clamp(l.multipv, 1, 64);
  if (l.infinite) return s;
  s.depth = l.depth > 0 ? std::min(l.depth, 64) : 64;
  s.nodes = l.nodes;
  s.movetime_ms = std::max(l.movetime_ms, 0);
  return s;
}

// What the facade needs of each game's searcher, beyond on_iteration() and clear(): a searcher of a size, a
// search of the root, the report of its result.
template <class Game>
struct GameSearch;

template <>
struct GameSearch<CommanderChess> {
  static std::unique_ptr<Searcher> make(std::size_t mb) {
    return std::make_unique<Searcher>(table_entries(mb, 32));  // about 32 bytes an entry
  }
  static SearchResult search(Searcher& s, const CommanderChess::Root& root, const EngineLimits& limits,
                             std::stop_token stop) {
    return s.search(root.position, search_limits<SearchLimits>(limits), root.history, std::move(stop));
  }
  static EngineInfo info(const SearchResult& r) { return engine_info(r); }
};

template <>
struct GameSearch<DongSon> {
  static std::unique_ptr<dongson::Searcher> make(std::size_t mb) {
    return std::make_unique<dongson::Searcher>(table_entries(mb, 16));
  }
  static dongson::Result search(dongson::Searcher& s, const saban::dongson::Game& root,
                                const EngineLimits& limits, std::stop_token stop) {
    return s.search(root, search_limits<dongson::Limits>(limits), std::move(stop));
  }
  static dongson::EngineInfo info(const dongson::Result& r) { return dongson::engine_info(r); }
};

bool is_move(const Turn& t) { return t.size > 0; }
bool is_move(saban::dongson::Move m) { return !m.is_null(); }

// The report of a search result, either game's: lines with expected scores, nodes per second. A result
// without lines (no legal move, or none found) keeps its best line.
template <class Info, class Result, class Expected>
Info info_of(const Result& r, Expected expected) {
  Info info;
  info.depth = r.depth;
  info.seldepth = r.seldepth;
  for (const auto& l : r.lines) info.lines.push_back({l.pv, l.score, expected(l.score)});
  if (r.lines.empty() && is_move(r.best))
    info.lines.push_back({r.pv.empty() ? std::vector{r.best} : r.pv, r.score, expected(r.score)});
  info.score = r.score;
  info.expected = expected(r.score);
  info.nodes = r.nodes;
  info.seconds = r.seconds;
  info.nps = r.seconds > 0 ? static_cast<std::uint64_t>(static_cast<double>(r.nodes) / r.seconds) : 0;
  return info;
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

EngineInfo engine_info(const SearchResult& r) {
  return info_of<EngineInfo>(r, [](int score) { return expected_score(score); });
}

dongson::EngineInfo dongson::engine_info(const Result& r) {
  return info_of<EngineInfo>(r, [](int score) { return expected_score(score); });
}

template <class Game>
BasicEngine<Game>::BasicEngine(std::size_t hash_mb) : m_searcher(GameSearch<Game>::make(hash_mb)) {}

template <class Game>
BasicEngine<Game>::~BasicEngine() {
  stop();
  wait();
}

template <class Game>
void BasicEngine<Game>::set_position(Root root) {
  stop();
  wait();
  m_root = std::move(root);
}

template <class Game>
void BasicEngine<Game>::set_hash(std::size_t mb) {
  stop();
  wait();
  m_searcher = GameSearch<Game>::make(mb);  // a std::bad_alloc leaves the old searcher in place
}

template <class Game>
void BasicEngine<Game>::new_game() {
  stop();
  wait();
  m_searcher->clear();
}

// Each search gets a stop source of its own, made here before its thread exists: a stop() that follows
// start() reaches that search whenever its thread begins.
template <class Game>
void BasicEngine<Game>::start(const EngineLimits& limits) {
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
    m_thread =
        std::thread(&BasicEngine::run, this, m_root, limits, std::move(token), m_on_info, m_on_finished);
  } catch (...) {
    m_searching = false;  // no thread: no search (std::system_error reaches the caller)
    throw;
  }
}

template <class Game>
void BasicEngine<Game>::stop() {
  std::lock_guard lock(m_mutex);
  m_source.request_stop();
}

template <class Game>
void BasicEngine<Game>::wait() {
  if (m_thread.joinable()) m_thread.join();
}

template <class Game>
typename BasicEngine<Game>::Info BasicEngine<Game>::last_result() const {
  std::lock_guard lock(m_mutex);
  return m_last;
}

// The search thread: nothing thrown (by the search or by a callback) leaves it; a failure becomes the final
// report's error.
template <class Game>
void BasicEngine<Game>::run(Root root, EngineLimits limits, std::stop_token stop, Callback on_info,
                            Callback on_finished) {
  Info final_info;
  try {
    m_searcher->on_iteration([&](const auto& r) {
      if (on_info) on_info(GameSearch<Game>::info(r));
    });
    final_info = GameSearch<Game>::info(GameSearch<Game>::search(*m_searcher, root, limits, stop));
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

template class BasicEngine<CommanderChess>;
template class BasicEngine<DongSon>;

}  // namespace saban::analysis
