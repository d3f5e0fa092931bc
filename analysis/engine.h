// Engine control: one search at a time on its own thread, reported iteration by iteration, stoppable at any
// time. One facade for both games (BasicEngine<Game>): Commander Chess's `Engine`, which the text protocol
// (protocol.h), the CLI and the GUI's engine pane drive, and Cờ Đông Sơn's `dongson::Engine`. The threading,
// stop and reports are written once (engine.cpp, instantiated there for each game); each game brings its
// searcher (search.h, dongson_search.h).
#pragma once

#include <atomic>
#include <concepts>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include "analysis/dongson_search.h"
#include "analysis/search.h"
#include "rules/dongson/game.h"
#include "rules/games.h"
#include "rules/position.h"

namespace saban::analysis {

// The games the facade plays, its template parameter: each game's registration (rules/games.h: position,
// moves, sides) with what the engine adds, what a search starts from (Root) and its searcher.

/// Commander Chess (rules/): a position and the keys of the positions before it, which count for repetitions.
struct CommanderChess : games::CommanderChess {
  using Searcher = analysis::Searcher;
  using games::CommanderChess::position;
  struct Root {
    Position position = Position::start();
    std::vector<std::uint64_t> history;  ///< keys of the positions before it since the game's start
  };
  static const Position& position(const Root& r) { return r.position; }
};

/// Cờ Đông Sơn (rules/dongson/): the game up to the position searched, whose moves count for repetitions
/// and forfeits (E5Block::Forfeit) and whose verdict says whether it is over.
struct DongSon : games::DongSon {
  using Searcher = dongson::Searcher;
  using Root = State;  // position() of a State is the rules' registration's
};

/// The engine's tag of a game registered in rules/games.h: EngineGame<games::DongSon> is DongSon.
template <class Rules>
struct EngineGameOf;
template <>
struct EngineGameOf<games::CommanderChess> {
  using type = CommanderChess;
};
template <>
struct EngineGameOf<games::DongSon> {
  using type = DongSon;
};
template <class Rules>
using EngineGame = typename EngineGameOf<Rules>::type;

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
template <class Game>
struct BasicEngineLine {
  std::vector<typename Game::Move> moves;  ///< the first move, then the expected reply and so on
  /// For the side to move: Commander Chess centipoints, mates beyond kMateBound (evaluate.h); Cờ Đông Sơn
  /// centipoints (a Đinh is 100), wins and losses beyond dongson::kWinBound. A person reads it from the first
  /// player's side through score_view.h.
  int score = 0;
  double expected = 0.5;  ///< the same as an expected score for the side to move, 0..1
};

/// A report: one after every completed iteration, then a last one (`final`) when the search has ended.
template <class Game>
struct BasicEngineInfo {
  int depth = 0;                             ///< of the last completed iteration (0: none completed)
  int seldepth = 0;                          ///< the deepest ply reached, quiescence included
  std::vector<BasicEngineLine<Game>> lines;  ///< best first; empty when the position has no legal move
  /// Of lines[0]. With no line: Commander Chess -kMate when mated, 0 when stalemated; Cờ Đông Sơn the game's
  /// verdict for the side to move (±dongson::kWin, 0 for a draw).
  int score = 0;
  double expected = 0.5;  ///< of `score`
  std::uint64_t nodes = 0;
  std::uint64_t nps = 0;  ///< nodes per second
  double seconds = 0;     ///< since the search started
  bool final = false;
  std::string error;  ///< set (on the final report) when the search failed; never thrown

  /// The best move, or an empty move (Turn::size 0, dongson::Move::is_null) when there is none.
  typename Game::Move best() const {
    return lines.empty() ? typename Game::Move{} : lines.front().moves.front();
  }
};

/// The engine: a position, a transposition table kept between searches, and at most one running search.
/// start(), wait(), set_position() and the destructor belong to one owning thread; stop() may be called from
/// any thread, the callbacks included.
template <class Game>
class BasicEngine {
 public:
  using Position = typename Game::Position;
  using Root = typename Game::Root;
  using Info = BasicEngineInfo<Game>;
  using Callback = std::function<void(const Info&)>;

  explicit BasicEngine(std::size_t hash_mb = 32);
  ~BasicEngine();  ///< stops a running search and joins its thread
  BasicEngine(const BasicEngine&) = delete;
  BasicEngine& operator=(const BasicEngine&) = delete;

  // Setting up (each stops and waits for a running search first)

  /// What to search (Game::Root): Commander Chess a position (it carries its rules profile) and the keys of
  /// the positions before it; Cờ Đông Sơn the game up to the position (it carries its rule options).
  void set_position(Root root);
  /// Commander Chess: the position to search; `history` holds the keys of the positions before it since the
  /// game's start, which count for repetitions.
  void set_position(const Position& pos,
                    std::vector<std::uint64_t> history = {}) requires std::same_as<Game, CommanderChess> {
    set_position(Root{pos, std::move(history)});
  }
  const Position& position() const { return Game::position(m_root); }
  const Root& root() const { return m_root; }
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
  Info last_result() const;

 private:
  using Searcher = typename Game::Searcher;

  void run(Root root, EngineLimits limits, std::stop_token stop, Callback on_info, Callback on_finished);

  // Data members
  std::unique_ptr<Searcher> m_searcher;
  Root m_root;
  Callback m_on_info, m_on_finished;
  std::thread m_thread;
  mutable std::mutex m_mutex;  // guards m_source and m_last
  std::stop_source m_source;
  Info m_last;
  std::atomic<bool> m_searching{false};
};

// Instantiated in engine.cpp, for each game.
extern template class BasicEngine<CommanderChess>;
extern template class BasicEngine<DongSon>;

using EngineLine = BasicEngineLine<CommanderChess>;
using EngineInfo = BasicEngineInfo<CommanderChess>;
using Engine = BasicEngine<CommanderChess>;

/// The largest transposition table offered, in megabytes: the largest power of two up to half the machine's
/// memory, at most 65536 (a table the machine cannot hold would end in the out-of-memory killer).
std::size_t max_hash_mb();

/// The report of a search result: lines with expected scores, nodes per second.
EngineInfo engine_info(const SearchResult& r);

namespace dongson {

using EngineLine = BasicEngineLine<DongSon>;
using EngineInfo = BasicEngineInfo<DongSon>;
/// Cờ Đông Sơn's engine. Its hash size sets the table of dongson::Searcher (16 bytes an entry).
using Engine = BasicEngine<DongSon>;

/// The report of a Cờ Đông Sơn search result.
EngineInfo engine_info(const Result& r);

}  // namespace dongson

}  // namespace saban::analysis
