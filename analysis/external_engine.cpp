// The client side of the text protocol: a child process on a socket pair, lines read with deadlines.
#include "analysis/external_engine.h"

#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <map>
#include <thread>

#include "analysis/protocol.h"
#include "rules/fen.h"
#include "rules/san.h"

extern char** environ;

namespace saban::analysis {

using Clock = std::chrono::steady_clock;

namespace {

std::string millis(std::chrono::milliseconds ms) { return std::to_string(ms.count()) + " ms"; }

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

template <typename T>
T number_or(std::string_view s, T fallback) {
  T v{};
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc() && end == s.data() + s.size() ? v : fallback;
}

}  // namespace

std::vector<std::string> ExternalEngine::split_command(const std::string& line) {
  std::vector<std::string> words;
  std::string word;
  bool quoted = false, any = false;
  for (char c : line) {
    if (c == '"')
      quoted = !quoted, any = true;
    else if ((c == ' ' || c == '\t') && !quoted) {
      if (any) words.push_back(word);
      word.clear();
      any = false;
    } else {
      word += c;
      any = true;
    }
  }
  if (any) words.push_back(word);
  return words;
}

// The child's standard input and output are one end of a socket pair: writes to it can then say MSG_NOSIGNAL,
// so a dead child is an error rather than a SIGPIPE.
ExternalEngine::ExternalEngine(std::vector<std::string> argv, Options options)
    : m_argv(std::move(argv)), m_opts(options) {
  if (m_argv.empty()) throw EngineError("external engine: no command given");
  int fds[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
    throw EngineError("engine '" + m_argv[0] + "': socketpair: " + std::strerror(errno));
  std::vector<char*> args;
  for (std::string& a : m_argv) args.push_back(a.data());
  args.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 0);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 1);
  pid_t pid = 0;
  const int err = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(fds[1]);
  if (err != 0) {
    close(fds[0]);
    throw EngineError("engine '" + m_argv[0] + "': cannot start: " + std::strerror(err));
  }
  m_pid = pid;
  m_fd = fds[0];
  try {
    send("cti");
    const auto since = Clock::now();
    for (;;) {
      const std::string line = read_line(since, m_opts.reply_timeout, "ctiok after cti");
      if (line == "ctiok") break;
      if (starts_with(line, "id name "))
        m_name = line.substr(8);
      else if (starts_with(line, "id author "))
        m_author = line.substr(10);
      else if (starts_with(line, "option "))
        m_options.push_back(line.substr(7));
    }
  } catch (...) {
    kill_child();
    throw;
  }
}

ExternalEngine::~ExternalEngine() {
  if (m_pid <= 0) {
    kill_child();
    return;
  }
  const char quit[] = "quit\n";
  (void)::send(m_fd, quit, sizeof quit - 1, MSG_NOSIGNAL);
  const auto deadline = Clock::now() + std::chrono::seconds(1);
  int status = 0;
  while (Clock::now() < deadline) {
    if (waitpid(m_pid, &status, WNOHANG) == m_pid) {
      m_pid = -1;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  kill_child();
}

void ExternalEngine::kill_child() {
  if (m_pid > 0) {
    kill(m_pid, SIGKILL);
    while (waitpid(m_pid, nullptr, 0) < 0 && errno == EINTR) {
    }
  }
  m_pid = -1;
  if (m_fd >= 0) close(m_fd);
  m_fd = -1;
}

// How the child ended, waiting a little for it after its output closed.
std::string ExternalEngine::exit_status() {
  int status = 0;
  const auto deadline = Clock::now() + std::chrono::seconds(1);
  while (m_pid > 0 && Clock::now() < deadline) {
    if (waitpid(m_pid, &status, WNOHANG) == m_pid) {
      m_pid = -1;
      if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
      if (WIFSIGNALED(status)) return std::string("was killed by signal ") + strsignal(WTERMSIG(status));
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return "closed its output";
}

void ExternalEngine::fail(const std::string& what) {
  kill_child();  // whatever state it is in, it is no longer in step with us
  throw EngineError("engine '" + m_argv[0] + "' " + what);
}

void ExternalEngine::send(const std::string& line) {
  if (m_fd < 0) throw EngineError("engine '" + m_argv[0] + "' is not running (an earlier error stopped it)");
  const std::string text = line + '\n';
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::send(m_fd, text.data() + done, text.size() - done, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) fail(exit_status() + " (writing '" + line + "': " + std::strerror(errno) + ")");
    done += static_cast<std::size_t>(n);
  }
}

std::string ExternalEngine::read_line(Clock::time_point since, std::chrono::milliseconds limit,
                                      const std::string& awaiting) {
  const auto deadline = limit.count() > 0 ? since + limit : Clock::time_point::max();
  if (m_fd < 0) throw EngineError("engine '" + m_argv[0] + "' is not running (an earlier error stopped it)");
  for (;;) {
    if (const auto nl = m_buffer.find('\n'); nl != std::string::npos) {
      std::string line = m_buffer.substr(0, nl);
      m_buffer.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) fail("sent no " + awaiting + " within " + millis(limit));
    pollfd p{m_fd, POLLIN, 0};
    const int ready = poll(&p, 1, static_cast<int>(std::min<std::int64_t>(left.count(), 1 << 30)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) continue;  // the deadline test above reports it
    char buf[4096];
    const ssize_t n = read(m_fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) fail(exit_status() + " while we waited for " + awaiting);
    m_buffer.append(buf, static_cast<std::size_t>(n));
  }
}

void ExternalEngine::sync(const std::string& after) {
  send("isready");
  const auto since = Clock::now();
  std::string errors;
  for (;;) {
    const std::string line = read_line(since, m_opts.reply_timeout, "readyok after " + after);
    if (line == "readyok") break;
    if (starts_with(line, "info string error: ")) errors += (errors.empty() ? "" : "; ") + line.substr(19);
  }
  if (!errors.empty()) throw EngineError("engine '" + m_argv[0] + "' refused '" + after + "': " + errors);
}

void ExternalEngine::set_option(const std::string& name, const std::string& value) {
  const std::string cmd = "setoption name " + name + " value " + value;
  send(cmd);
  sync(cmd);
  if (name == "Profile") m_profile = value;
}

void ExternalEngine::new_game() {
  send("newgame");
  sync("newgame");
}

SearchResult ExternalEngine::search(const Position& start, const std::vector<Turn>& moves,
                                    const SearchLimits& limits) {
  if (m_profile != start.profile().name) set_option("Profile", start.profile().name);
  Position pos = start;
  std::string position = "position fen " + to_fen(start);
  if (!moves.empty()) position += " moves";
  for (const Turn& t : moves) {
    position += ' ' + to_lan(pos, t);
    Undo u;
    pos.do_turn(t, u);
  }
  std::string go = "go depth " + std::to_string(std::clamp(limits.depth, 1, 64));
  if (limits.nodes) go += " nodes " + std::to_string(limits.nodes);
  if (limits.movetime_ms) go += " movetime " + std::to_string(limits.movetime_ms);
  const auto started = Clock::now();
  send(position);
  send(go);

  const auto limit = limits.movetime_ms ? std::chrono::milliseconds(limits.movetime_ms) + m_opts.reply_timeout
                                        : m_opts.search_timeout;
  const std::string awaiting = "bestmove after '" + go + "'";
  SearchResult result;
  std::vector<std::string> pv;
  std::map<int, std::pair<int, std::vector<std::string>>> lines;  // multipv k -> score, pv, of the last depth
  int lines_depth = -1;
  std::string errors;
  for (;;) {
    const std::string line = read_line(started, limit, awaiting);
    const auto w = split_words(line);
    if (w.empty()) continue;
    if (w[0] == "bestmove") {
      if (w.size() < 2) fail("sent '" + line + "' without a move");
      if (!errors.empty())
        throw EngineError("engine '" + m_argv[0] + "' refused '" + position + "': " + errors);
      if (w[1] != "none") {
        Position p = pos;
        auto best = read_move(p, w[1]);
        if (!best)
          throw IllegalMoveError("engine '" + m_argv[0] + "' sent bestmove '" + std::string(w[1]) +
                                 "', not legal in " + to_fen(pos) + ": " + best.error());
        result.best = *best;
      }
      break;
    }
    if (w[0] != "info") continue;
    if (starts_with(line, "info string error: ")) errors += (errors.empty() ? "" : "; ") + line.substr(19);
    if (w.size() > 1 && w[1] == "string") continue;
    std::vector<std::string> line_pv;
    bool has_depth = false;
    int score = result.score, k = 1;
    for (std::size_t i = 1; i + 1 < w.size(); ++i) {
      if (w[i] == "depth")
        has_depth = true, result.depth = number_or(w[++i], result.depth);
      else if (w[i] == "multipv")
        k = number_or(w[++i], 1);
      else if (w[i] == "seldepth")
        result.seldepth = number_or(w[++i], result.seldepth);
      else if (w[i] == "nodes")
        result.nodes = number_or(w[++i], result.nodes);
      else if (w[i] == "score" && i + 2 < w.size()) {
        const auto s = read_score(w[i + 1], w[i + 2]);
        if (!s) fail("sent a score it cannot mean: '" + line + "'");
        score = *s;
        i += 2;
      } else if (w[i] == "pv") {
        for (++i; i < w.size(); ++i) line_pv.emplace_back(w[i]);
      }
    }
    if (!has_depth) continue;
    if (result.depth != lines_depth) lines.clear(), lines_depth = result.depth;
    if (k == 1) result.score = score, pv = line_pv;
    lines[k] = {score, std::move(line_pv)};
  }
  result.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  auto read_line_moves = [&](const std::vector<std::string>& tokens) {
    std::vector<Turn> turns;
    Position p = pos;
    for (const std::string& token : tokens) {
      auto t = read_move(p, token);
      if (!t)
        fail("sent a principal variation with '" + token + "', not legal in " + to_fen(p) + ": " + t.error());
      turns.push_back(*t);
      Undo u;
      p.do_turn(*t, u);
    }
    return turns;
  };
  result.pv = read_line_moves(pv);
  if (lines.size() > 1) {  // multi-PV: every line of the last depth, best first
    for (const auto& [index, line] : lines) {
      SearchLine l;
      l.score = line.first;
      l.pv = read_line_moves(line.second);
      if (l.pv.empty()) continue;
      l.move = l.pv[0];
      result.lines.push_back(std::move(l));
    }
  }
  return result;
}

}  // namespace saban::analysis
