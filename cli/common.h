// Helpers shared by the subcommands: profile and position options, error exits.
#pragma once

#include <CLI/CLI.hpp>
#include <atomic>
#include <csignal>
#include <cstdint>
#include <fstream>
#include <functional>
#include <iostream>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <string_view>
#include <thread>

#include "rules/movegen.h"
#include "rules/position.h"

namespace saban::parser {
struct RecordError;
}

namespace saban::cli {

/// Exit statuses of `saban` (documented in the README and in --help).
inline constexpr int kExitFailure = 1;  ///< the command failed (bad input file, database unreachable, ...)
inline constexpr int kExitUsage = 2;    ///< bad arguments or options
inline constexpr int kExitInterrupted = 130;  ///< stopped by SIGINT (Ctrl-C) or SIGTERM

/// The one way a subcommand ends `saban` early: thrown with a status and a one-line message (empty: nothing
/// more to say); main() alone prints it ("saban: " and the message) and returns the status. No std::exit in
/// cli/ outside main.
class Exit : public std::runtime_error {
 public:
  Exit(int status, const std::string& message) : std::runtime_error(message), m_status(status) {}
  int status() const { return m_status; }
  /// Lines printed under the message: the text that is wrong and a caret under the place (at()).
  const std::string& detail() const { return m_detail; }

  /// An error in a text given on the command line (a FEN, --rules): the message says the character, and the
  /// two lines below it show the text and a caret under that character.
  static Exit at(int status, const std::string& message, const std::string& text, std::size_t offset);

 private:
  int m_status;
  std::string m_detail;
};

/// A numeric option's range, checked on the command line: "--depth: must be between 1 and 64, not 1000" (a
/// text that is not a number, NaN and infinities are refused too).
CLI::Validator between(double lo, double hi);

/// Refuses an empty value (`--fen ""`): leaving the option out is how to ask for its default.
CLI::Validator not_empty();

/// --format text|json: the output for people (the default) or for programs (JSON through db/json.h).
void add_format_option(CLI::App& cmd, std::string& format);

/// Where a command writes its text: the file of -o (an empty path or "-": standard output), opened at once.
/// check() after each game written throws Exit(1) as soon as a write has failed, with the reason of that
/// write (a full disk: "No space left on device"), so that a long command stops at once instead of computing
/// what it can no longer write; finish() flushes and does the same for the last writes (a full disk loses no
/// record silently).
class Output {
 public:
  explicit Output(const std::string& path);
  std::ostream& stream() { return m_path.empty() ? std::cout : m_file; }
  void check();
  void finish();

 private:
  [[noreturn]] void lost(int error);
  std::string m_path;
  std::ofstream m_file;
};

/// A record's error as the commands print it (parser::RecordError::format). A file that cannot be decoded
/// also gets how to name its encoding: the command's own --encoding where it has one, else `saban convert`'s.
std::string record_error_text(const parser::RecordError& e, bool has_encoding_option);

/// Flushes standard output and throws Exit(1) if a write to it failed (main checks it after every command).
void check_stdout();

/// The files a command's record arguments name: a file as given, a folder as every record file below it
/// (parser::record_files_in, as `saban import` reads one); a folder without one is said on stderr.
std::vector<std::string> record_paths(const std::vector<std::string>& given);

/// A noun for a count in English: "game" for 1, else "games" (`plural` for a noun not made by "s").
inline std::string noun_for(long long n, std::string_view noun, std::string_view plural = {}) {
  if (n == 1) return std::string(noun);
  return plural.empty() ? std::string(noun) + 's' : std::string(plural);
}
/// A count and its noun in English: "1 game", "2 games", "0 games".
inline std::string counted(long long n, std::string_view noun, std::string_view plural = {}) {
  return std::to_string(n) + ' ' + noun_for(n, noun, plural);
}

/// Throws Exit(1): "cannot write to standard output: " and the reason of errno `error` (EIO when 0).
[[noreturn]] void stdout_lost(int error);

/// A command's progress on stderr, one line rewritten in place ("\r", the rest of the line cleared), and only
/// when stderr is a terminal: redirected, a command prints nothing extra (its diagnostics stay as they were).
class ProgressLine {
 public:
  /// `lines`: without a terminal each show() is printed as a line of its own (a `--progress` asked for
  /// when stderr goes to a file or a pipe); else progress shows on a terminal only.
  explicit ProgressLine(bool lines = false);
  ~ProgressLine() { clear(); }  // a command that fails leaves no half line before its message
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;
  bool tty() const { return m_tty; }
  /// Whether show() prints anything (a terminal, or lines asked for).
  bool shows() const { return m_tty || m_lines; }
  /// Replaces the line with `text` (on a terminal; else nothing).
  void show(const std::string& text);
  /// Erases the line, so that a message can be printed in its place.
  void clear();
  /// Ends the line shown last, keeping it (a newline).
  void end();

 private:
  bool m_tty;
  bool m_lines;
  bool m_shown = false;
};

/// While it lives, SIGINT (Ctrl-C) and SIGTERM do not kill the program: the first requests a stop on token()
/// (and says so on stderr), a second ends the program at once with status 130. Made before any other thread
/// starts (threads inherit the blocked signals; one thread of its own waits for them).
class StopOnSignal {
 public:
  StopOnSignal();
  ~StopOnSignal();
  StopOnSignal(const StopOnSignal&) = delete;
  StopOnSignal& operator=(const StopOnSignal&) = delete;
  std::stop_token token() const { return m_source.get_token(); }
  /// The signal that requested the stop (SIGINT or SIGTERM); 0 while none came.
  int signal() const { return m_signal.load(); }

 private:
  std::stop_source m_source;
  std::atomic<int> m_signal{0};
  std::thread m_waiter;
  std::atomic<bool> m_closing{false};
  sigset_t m_old_mask;
};

/// Options naming a position: --profile and --fen.
struct PositionOptions {
  std::string profile = "official";
  std::string fen;
  std::string start = "standard";
  void add_to(CLI::App& cmd);
  /// The position, or throws Exit(2) with a message that says what is wrong and where.
  Position load() const;
};

/// --deploy full|single
DeployMode deploy_mode(const std::string& name);

void add_rules_commands(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_record_commands(CLI::App& app);
void add_selfplay_command(CLI::App& app);
void add_db_commands(CLI::App& app);
void add_database_commands(CLI::App& app);
void add_analyze_command(CLI::App& app);
void add_match_commands(CLI::App& app);
void add_worker_commands(CLI::App& app);  // worker, jobs, analysis (cmd_worker.cpp)

/// `analyze --db [filters]`: adds the queue options to `analyze`. The returned function queues the matching
/// games with the analysis settings (depth, nodes, movetime in ms) and returns true, or returns false when
/// --db was not given.
using QueueRunner = std::function<bool(int depth, std::uint64_t nodes, int movetime_ms)>;
QueueRunner add_analyze_queue_options(CLI::App& cmd);
void add_engine_command(CLI::App& app);
/// `completion bash`: the completion script of every subcommand and option of `app` (add it last).
void add_completion_command(CLI::App& app);

}  // namespace saban::cli
