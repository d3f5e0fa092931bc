// Driving another engine program over the text protocol of docs/protocol.md, as a child process.
#pragma once

#include <chrono>
#include <stdexcept>
#include <string>
#include <vector>

#include "analysis/search.h"

namespace saban::analysis {

/// Anything that goes wrong with an external engine: it cannot start, exits, is silent too long, or answers
/// something that is not the protocol. The message says which engine, what was awaited and what came.
struct EngineError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
/// The engine answered `bestmove` with a turn that is not legal in the position it was sent. The engine is
/// still in step (it can be sent the next game); the message names the move and the position's FEN.
struct IllegalMoveError : EngineError {
  using EngineError::EngineError;
};

class ExternalEngine {
 public:
  struct Options {
    std::chrono::milliseconds reply_timeout{10'000};  ///< for the handshake, isready and the answer to stop
    std::chrono::milliseconds search_timeout{0};      ///< for a search without movetime; 0: no limit
  };

  /// Starts `argv` (argv[0] found on PATH unless it has a slash) and shakes hands.
  explicit ExternalEngine(std::vector<std::string> argv, Options options);
  explicit ExternalEngine(std::vector<std::string> argv) : ExternalEngine(std::move(argv), Options{}) {}
  /// Sends quit; kills the child if it has not exited within a second.
  ~ExternalEngine();
  ExternalEngine(const ExternalEngine&) = delete;
  ExternalEngine& operator=(const ExternalEngine&) = delete;

  // What the engine said about itself
  const std::string& name() const { return m_name; }
  const std::string& author() const { return m_author; }
  /// The `option name ...` lines of the handshake, without `option `.
  const std::vector<std::string>& options() const { return m_options; }

  // Commands
  /// setoption, then waits until the engine is ready; an `info string error` in reply is thrown.
  void set_option(const std::string& name, const std::string& value);
  /// Tells the engine that the next search belongs to another game.
  void new_game();
  /// Searches the position reached by `moves` from `start` (the moves count for repetitions) within the
  /// limits, as Searcher::search does, and reads the engine's last complete iteration back. The rules profile
  /// is that of `start`.
  SearchResult search(const Position& start, const std::vector<Turn>& moves, const SearchLimits& limits);
  SearchResult search(const Position& pos, const SearchLimits& limits) { return search(pos, {}, limits); }

  /// Splits a command line at spaces; double quotes group words (`"my engine" --flag`).
  static std::vector<std::string> split_command(const std::string& line);

 private:
  void send(const std::string& line);
  /// The next line, or throws when `limit` (0: none) has passed `since` or the child exits; `awaiting` names
  /// what for.
  std::string read_line(std::chrono::steady_clock::time_point since, std::chrono::milliseconds limit,
                        const std::string& awaiting);
  /// isready, then lines up to readyok; an `info string error` among them is thrown.
  void sync(const std::string& after);
  [[noreturn]] void fail(const std::string& what);
  std::string exit_status();
  void kill_child();

  // Data members
  std::vector<std::string> m_argv;
  Options m_opts;
  int m_pid = -1, m_fd = -1;
  std::string m_buffer;  // read but not yet split into lines
  std::string m_name, m_author, m_profile;
  std::vector<std::string> m_options;
};

}  // namespace saban::analysis
