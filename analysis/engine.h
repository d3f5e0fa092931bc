// Engine control: one search at a time on its own thread, reported iteration by iteration, stoppable at any
// time. The text protocol (protocol.h), the CLI and the GUI's engine pane all drive the engine through this
// facade.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include "analysis/search.h"
#include "rules/position.h"

namespace saban::analysis {

/// What to search for. Limits combine (the first reached ends the search); with none, or `infinite`, the
/// search runs until stop() (or until it has searched 64 plies deep).
struct EngineLimits {
  int depth = 0;            ///< plies, 1 to 64; 0: no limit
  std::uint64_t nodes = 0;  ///< 0: no limit
  int movetime_ms = 0;      ///< 0: no limit
  bool infinite = false;    ///< the other limits are ignored
  int multipv = 1;          ///< how many best lines, each with a different first move (1 to 64)
};

/// One line of a report, from the searched position.
struct EngineLine {
  std::vector<Turn> moves;  ///< the first move, then the expected reply and so on
  int score = 0;            ///< centipoints for the side to move; mates beyond kMateBound (evaluate.h)
  double expected = 0.5;    ///< the same as an expected score for the side to move, 0..1
};

/// A report: one after every completed iteration, then a last one (`final`) when the search has ended.
struct EngineInfo {
  int depth = 0;                  ///< of the last completed iteration (0: none completed)
  int seldepth = 0;               ///< the deepest ply reached, quiescence included
  std::vector<EngineLine> lines;  ///< best first; empty when the position has no legal move
  int score = 0;                  ///< of lines[0]; with no legal move: -kMate when mated, 0 when stalemated
  double expected = 0.5;          ///< of `score`
  std::uint64_t nodes = 0;
  std::uint64_t nps = 0;  ///< nodes per second
  double seconds = 0;     ///< since the search started
  bool final = false;
  std::string error;  ///< set (on the final report) when the search failed; never thrown

  /// The best move, or an empty Turn (size 0) when there is none.
  Turn best() const { return lines.empty() ? Turn{} : lines.front().moves.front(); }
};

/// The engine: a position, a transposition table kept between searches, and at most one running search.
/// start(), wait(), set_position() and the destructor belong to one owning thread; stop() may be called from
/// any thread, the callbacks included.
class Engine {
 public:
  using Callback = std::function<void(const EngineInfo&)>;

  explicit Engine(std::size_t hash_mb = 32);
  ~Engine();  ///< stops a running search and joins its thread
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Setting up (each stops and waits for a running search first)

  /// The position to search (it carries its rules profile); `history` holds the keys of the positions before
  /// it since the game's start, which count for repetitions.
  void set_position(const Position& pos, std::vector<std::uint64_t> history = {});
  const Position& position() const { return m_pos; }
  /// Transposition table size in megabytes (1 to max_hash_mb()); the table is emptied. Throws std::bad_alloc
  /// if the memory cannot be had, and then keeps the table it had.
  void set_hash(std::size_t mb);
  /// Forgets what earlier searches learnt (table, killers, history): between unrelated games.
  void new_game();

  // Reports: both are called on the search thread, in order; they may call stop() but nothing else of the
  // engine. Set them before start(); a search keeps the ones it started with.

  /// After every completed iteration.
  void on_info(Callback f) { m_on_info = std::move(f); }
  /// Once at the end of every search (info.final is set).
  void on_finished(Callback f) { m_on_finished = std::move(f); }

  // Searching

  /// Starts searching the position on a new thread (a running search is stopped and joined first). Throws
  /// std::system_error only if no thread can be started.
  void start(const EngineLimits& limits);
  /// Asks the running search to end; returns at once. The search's last completed iteration stands. A stop
  /// that comes after start() but before the search thread has begun is kept: that search ends at once.
  void stop();
  /// Waits until the search has ended and its final report has been delivered.
  void wait();
  /// Is a search running (started and its final report not yet delivered)?
  bool searching() const { return m_searching.load(); }
  /// The final report of the last search that ended.
  EngineInfo last_result() const;

 private:
  void run(Position pos, std::vector<std::uint64_t> history, SearchLimits limits, std::stop_token stop,
           Callback on_info, Callback on_finished);

  // Data members
  std::unique_ptr<Searcher> m_searcher;
  Position m_pos;
  std::vector<std::uint64_t> m_history;
  Callback m_on_info, m_on_finished;
  std::thread m_thread;
  mutable std::mutex m_mutex;  // guards m_source and m_last
  std::stop_source m_source;
  EngineInfo m_last;
  std::atomic<bool> m_searching{false};
};

/// The largest transposition table offered, in megabytes: the largest power of two up to half the machine's
/// memory, at most 65536 (a table the machine cannot hold would end in the out-of-memory killer).
std::size_t max_hash_mb();

/// The report of a search result: lines with expected scores, nodes per second.
EngineInfo engine_info(const SearchResult& r);

}  // namespace saban::analysis
