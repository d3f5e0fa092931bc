// The engine side of the text protocol: a command loop on the reading thread over the Engine facade
// (engine.h), whose search runs on its own thread.
#include "analysis/protocol.h"

#include <atomic>
#include <charconv>
#include <condition_variable>
#include <deque>
#include <istream>
#include <memory>
#include <mutex>
#include <new>
#include <ostream>
#include <thread>

#include "analysis/engine.h"
#include "analysis/evaluate.h"
#include "parser/match.h"
#include "parser/move_grammar.hpp"
#include "rules/fen.h"
#include "rules/profile.h"
#include "rules/san.h"

namespace saban::analysis {

// The text of moves and scores

std::vector<std::string_view> split_words(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    std::size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
    if (j > i) words.push_back(line.substr(i, j - i));
    i = j;
  }
  return words;
}

// The LAN that to_lan writes is matched exactly; anything else goes through the record parser's SAN matcher.
Result<Turn, std::string> read_move(Position& pos, std::string_view token) {
  std::vector<Turn> legal;
  generate_legal(pos, DeployMode::Full, legal);
  if (auto t = parse_lan(pos, token, legal)) return *t;
  parser::ast::SanMove san;
  std::size_t error_at = 0;
  if (!parser::parse_san_move(token, san, error_at))
    return std::string("not a move (unexpected character at ") + std::to_string(error_at + 1) + ")";
  return parser::match_san(pos, san);
}

std::string score_text(int score) {
  if (score > kMateBound) return "mate " + std::to_string((kMate - score + 1) / 2);
  if (score <= -kMate) return "mate 0";
  if (score < -kMateBound) return "mate -" + std::to_string((kMate + score) / 2);
  return "cp " + std::to_string(score);
}

template <typename T>
std::optional<T> read_number(std::string_view s) {
  T v{};
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

// Mates are written in moves; the winner mates on an odd ply, the loser is mated on an even one.
std::optional<int> read_score(std::string_view kind, std::string_view value) {
  const auto n = read_number<int>(value);
  if (!n) return std::nullopt;
  if (kind == "cp") return *n;
  if (kind != "mate") return std::nullopt;
  if (*n > 0) return kMate - (2 * *n - 1);
  return -kMate + 2 * -*n;
}

namespace {

// The default Hash option: the Engine's default table.
constexpr std::size_t kDefaultHashMb = 32;
// The longest input line taken; a longer one is refused (its rest skipped), whatever its length.
constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;

struct GoLimits {
  EngineLimits limits;
  bool infinite = false;
};

// One dialogue: the commands are answered on the reading thread, searches run on the Engine's thread.
class Session {
 public:
  Session(std::ostream& out, const ProtocolOptions& o)
      : m_out(out),
        m_profile(o.profile),
        m_engine(kDefaultHashMb),
        m_pos(Position::start(*profile_by_name(o.profile))) {}
  ~Session() { finish(true); }

  /// Answers one line; false after `quit`.
  bool handle(std::string_view line, int line_no);
  /// Waits for the running search; with `stop`, stops it first.
  void finish(bool stop);
  /// At the end of input: lets a running search finish, except an infinite one, which is stopped.
  void close() { finish(m_infinite); }

  // The input, read on another thread (run_protocol) while the commands are answered on this one.

  /// Queues a line read (`too_long`: the line was cut off and is refused); `end`: the input has ended.
  void push(std::string line, int line_no, bool too_long);
  void push_end();
  /// Answers the queued lines in order until `quit` or the end of the input.
  void answer_all();

 private:
  // Commands
  void handshake();
  void set_option(const std::vector<std::string_view>& w);
  void set_position(const std::vector<std::string_view>& w);
  void go(const std::vector<std::string_view>& w);

  // Output
  void send(const std::string& line);
  void error(const std::string& what) { send("info string error: " + what); }
  void send_info(const Position& pos, const EngineInfo& info);
  void send_best(const Position& pos, const EngineInfo& info, bool infinite);

  // Data members
  std::ostream& m_out;
  std::mutex m_out_mutex;
  std::string m_profile;
  int m_multipv = 1;
  Engine m_engine;
  Position m_pos;
  std::vector<std::uint64_t> m_history;  // keys of the positions before m_pos since the game's start
  std::string m_position_error;          // why the last `position` failed; empty when m_pos is good
  std::string m_where;                   // "line N: " of the command being answered
  std::mutex m_stop_mutex;
  std::condition_variable m_stop_cv;
  std::atomic<bool> m_stop{false}, m_searching{false};
  bool m_infinite = false;  // of the last go

  // The queue between the reading thread and this one, and the end of searches, under m_queue_mutex.
  struct Line {
    std::string text;
    int number = 0;
    bool too_long = false;
  };
  void await_search();
  bool stop_queued() const;  // is a stop or quit waiting in the queue? (m_queue_mutex held)
  std::mutex m_queue_mutex;
  std::condition_variable m_queue_cv;
  std::deque<Line> m_queue;
  bool m_end = false;
};

void Session::send(const std::string& line) {
  std::lock_guard lock(m_out_mutex);
  m_out << line << '\n' << std::flush;
}

void Session::finish(bool stop) {
  if (stop) {
    std::lock_guard lock(m_stop_mutex);
    m_stop = true;
    m_engine.stop();  // the search ends within about a thousand nodes, even if its thread has not begun yet
    m_stop_cv.notify_all();
  }
  m_engine.wait();
}

// A command that needs the engine idle waits for a finite search to send its bestmove; a `stop` or `quit`
// read meanwhile ends that search at once, since the search the sender means to stop may be this one (a
// search bounded only by depth 64 would otherwise hold every later command, `quit` included).
void Session::await_search() {
  bool stop = false;
  {
    std::unique_lock lock(m_queue_mutex);
    m_queue_cv.wait(lock, [&] { return !m_searching || stop_queued(); });
    stop = m_searching;
  }
  finish(stop);
}

bool Session::stop_queued() const {
  for (const Line& l : m_queue) {
    const auto w = split_words(l.text);
    if (!l.too_long && !w.empty() && (w[0] == "stop" || w[0] == "quit")) return true;
  }
  return false;
}

void Session::push(std::string line, int line_no, bool too_long) {
  std::lock_guard lock(m_queue_mutex);
  m_queue.push_back({std::move(line), line_no, too_long});
  m_queue_cv.notify_all();
}

void Session::push_end() {
  std::lock_guard lock(m_queue_mutex);
  m_end = true;
  m_queue_cv.notify_all();
}

void Session::answer_all() {
  for (;;) {
    Line line;
    {
      std::unique_lock lock(m_queue_mutex);
      m_queue_cv.wait(lock, [&] { return !m_queue.empty() || m_end; });
      if (m_queue.empty()) break;
      line = std::move(m_queue.front());
      m_queue.pop_front();
    }
    if (line.too_long) {
      error("line " + std::to_string(line.number) + ": longer than " + std::to_string(kMaxLineBytes) +
            " bytes, ignored");
    } else if (!handle(line.text, line.number)) {
      finish(true);
      return;
    }
  }
  close();
}

bool Session::handle(std::string_view line, int line_no) {
  const auto w = split_words(line);
  if (w.empty()) return true;
  m_where = "line " + std::to_string(line_no) + ": ";
  const std::string_view cmd = w[0];
  if (cmd == "quit") return false;
  if (cmd == "isready") return send("readyok"), true;
  if (cmd == "stop") return finish(true), true;
  if (cmd == "cti") return handshake(), true;
  const bool known = cmd == "setoption" || cmd == "newgame" || cmd == "position" || cmd == "go";
  if (!known) return error(m_where + "unknown command '" + std::string(cmd) + "'"), true;
  if (m_searching && m_infinite) {
    error(m_where + "'" + std::string(cmd) + "' while an infinite search runs: send stop first");
    return true;
  }
  await_search();  // a finite search ends by itself, or by a stop or quit that follows
  if (cmd == "setoption")
    set_option(w);
  else if (cmd == "newgame")
    m_engine.new_game();
  else if (cmd == "position")
    set_position(w);
  else
    go(w);
  return true;
}

void Session::handshake() {
  send("id name Saban");
  send("id author the Saban authors");
  send("option name Hash type spin default " + std::to_string(kDefaultHashMb) + " min 1 max " +
       std::to_string(max_hash_mb()));
  std::string profiles = "option name Profile type combo default " + m_profile;
  for (const std::string& p : profile_names()) profiles += " var " + p;
  send(profiles);
  send("option name MultiPV type spin default 1 min 1 max 64");
  send("ctiok");
}

// setoption name NAME value VALUE
void Session::set_option(const std::vector<std::string_view>& w) {
  if (w.size() != 5 || w[1] != "name" || w[3] != "value") {
    error(m_where + "setoption: expected 'setoption name NAME value VALUE'");
    return;
  }
  const std::string name(w[2]), value(w[4]);
  if (name == "Hash") {
    const auto mb = read_number<std::size_t>(value);
    if (!mb || *mb < 1 || *mb > max_hash_mb())
      return error(m_where + "setoption: Hash must be 1 to " + std::to_string(max_hash_mb()) +
                   " (MB), not '" + value + "'");
    try {
      m_engine.set_hash(*mb);
    } catch (const std::bad_alloc&) {
      error(m_where + "setoption: no memory for a Hash of " + value + " MB; the table stays as it was");
    }
  } else if (name == "Profile") {
    if (!profile_by_name(value)) return error(m_where + "setoption: unknown profile '" + value + "'");
    m_profile = value;  // applies from the next position command
  } else if (name == "MultiPV") {
    const auto n = read_number<int>(value);
    if (!n || *n < 1 || *n > 64)
      return error(m_where + "setoption: MultiPV must be 1 to 64, not '" + value + "'");
    m_multipv = *n;
  } else {
    error(m_where + "setoption: unknown option '" + name + "' (options: Hash, Profile, MultiPV)");
  }
}

// position startpos|fen FEN [moves M1 M2 ...]
void Session::set_position(const std::vector<std::string_view>& w) {
  m_position_error.clear();
  auto fail = [&](const std::string& why) {
    m_position_error = m_where + "position: " + why;
    error(m_position_error);
  };
  const Profile profile = *profile_by_name(m_profile);
  std::size_t i = 2;
  Position pos = Position::start(profile);
  if (w.size() < 2 || (w[1] != "startpos" && w[1] != "fen")) {
    return fail("expected 'startpos' or 'fen' after 'position'");
  } else if (w[1] == "fen") {
    std::string fen;
    for (; i < w.size() && w[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + std::string(w[i]);
    auto parsed = parse_fen(fen, profile);
    if (!parsed)
      return fail("invalid FEN: " + parsed.error().message + " (at character " +
                  std::to_string(parsed.error().offset + 1) + " of '" + fen + "')");
    pos = std::move(parsed).value();
  }
  if (i < w.size() && w[i] != "moves")
    return fail("expected 'moves' after 'startpos', found '" + std::string(w[i]) + "'");
  std::vector<std::uint64_t> history;
  for (std::size_t k = i + 1; k < w.size(); ++k) {
    auto t = read_move(pos, w[k]);
    if (!t) {
      return fail("move " + std::to_string(k - i) + " '" + std::string(w[k]) + "' cannot be played in " +
                  to_fen(pos) + ": " + t.error());
    }
    history.push_back(pos.key());
    Undo u;
    pos.do_turn(*t, u);
  }
  m_pos = std::move(pos);
  m_history = std::move(history);
}

// go [depth N] [nodes N] [movetime MS] [wtime MS btime MS winc MS binc MS movestogo N] [infinite]
void Session::go(const std::vector<std::string_view>& w) {
  GoLimits g;
  std::optional<int> clock[2], inc[2], moves_to_go;
  bool bad = false;
  for (std::size_t i = 1; i < w.size() && !bad; ++i) {
    if (w[i] == "infinite") {
      g.infinite = true;
      continue;
    }
    const auto n = i + 1 < w.size() ? read_number<std::int64_t>(w[i + 1]) : std::nullopt;
    const std::string_view key = w[i++];
    const bool known = key == "depth" || key == "nodes" || key == "movetime" || key == "wtime" ||
                       key == "btime" || key == "winc" || key == "binc" || key == "movestogo";
    if (!known) {
      error(m_where + "go: unknown limit '" + std::string(key) + "'");
      bad = true;
    } else if (!n || *n < 0 || (key == "depth" && (*n < 1 || *n > 64)) ||
               ((key == "nodes" || key == "movetime" || key == "movestogo") && *n < 1)) {
      // 0 would mean no limit to the search: a `go nodes 0` that never ends is not what was asked.
      error(m_where + "go: '" + std::string(key) + "' needs a number" +
            (key == "depth"                                                       ? " from 1 to 64"
             : key == "wtime" || key == "btime" || key == "winc" || key == "binc" ? " >= 0"
                                                                                  : " >= 1"));
      bad = true;
    } else if (key == "depth")
      g.limits.depth = static_cast<int>(*n);
    else if (key == "nodes")
      g.limits.nodes = static_cast<std::uint64_t>(*n);
    else if (key == "movetime")
      g.limits.movetime_ms = static_cast<int>(std::min<std::int64_t>(*n, 1 << 30));
    else if (key == "wtime" || key == "btime")
      clock[key == "btime"] = static_cast<int>(std::min<std::int64_t>(*n, 1 << 30));
    else if (key == "winc" || key == "binc")
      inc[key == "binc"] = static_cast<int>(std::min<std::int64_t>(*n, 1 << 30));
    else
      moves_to_go = static_cast<int>(std::min<std::int64_t>(*n, 1000));
  }
  // A clock word without the mover's clock gives no time to search by: refused rather than searched without
  // an end (the old wedge: `go winc 50` ran until depth 64 and held every later command).
  const int us = m_pos.side_to_move() == Side::Red ? 0 : 1;
  const bool clock_words = clock[0] || clock[1] || inc[0] || inc[1] || moves_to_go;
  if (!bad && clock_words && !clock[us] && !g.limits.movetime_ms && !g.infinite) {
    error(m_where + "go: " + (us == 0 ? "Red" : "Blue") + " is to move but '" +
          (us == 0 ? "wtime" : "btime") + "' is not given");
    bad = true;
  }
  if (!bad && !m_position_error.empty()) {
    error(m_where + "go: no position to search (" + m_position_error + ")");
    bad = true;
  }
  if (bad) return send("bestmove none");
  if (w.size() == 1) g.infinite = true;  // a bare `go` searches until `stop`
  if (g.infinite) g.limits = EngineLimits{};
  g.limits.infinite = g.infinite;
  g.limits.multipv = m_multipv;
  // A clock gives this move its share of the time left, plus most of the increment, never all that is left.
  if (clock[us] && !g.limits.movetime_ms) {
    const int left = *clock[us],
              share = left / std::max(moves_to_go.value_or(30), 1) + inc[us].value_or(0) * 3 / 4;
    g.limits.movetime_ms = std::max(1, std::min(share, left - std::min(left / 2, 50)));
  }
  m_stop = false;
  m_searching = true;
  m_infinite = g.infinite;
  m_engine.set_position(m_pos, m_history);
  m_engine.on_info([this, pos = m_pos](const EngineInfo& info) { send_info(pos, info); });
  m_engine.on_finished(
      [this, pos = m_pos, infinite = g.infinite](const EngineInfo& info) { send_best(pos, info, infinite); });
  m_engine.start(g.limits);
}

// One info line per line of the search (`multipv K` named when several were asked for).
void Session::send_info(const Position& root, const EngineInfo& info) {
  for (std::size_t k = 0; k < info.lines.size(); ++k) {
    const EngineLine& l = info.lines[k];
    std::string line = "info depth " + std::to_string(info.depth);
    if (info.seldepth) line += " seldepth " + std::to_string(info.seldepth);
    if (info.lines.size() > 1) line += " multipv " + std::to_string(k + 1);
    line += " score " + score_text(l.score) + " nodes " + std::to_string(info.nodes) + " nps " +
            std::to_string(info.nps) + " time " +
            std::to_string(static_cast<std::int64_t>(info.seconds * 1000)) + " pv";
    Position pos = root;
    for (const Turn& t : l.moves) {
      line += ' ' + to_lan(pos, t);
      Undo u;
      pos.do_turn(t, u);
    }
    send(line);
  }
}

// The end of a search (on the engine's thread). An infinite search's answer waits for `stop`, even when the
// search has nothing left to do.
void Session::send_best(const Position& pos, const EngineInfo& info, bool infinite) {
  if (!info.error.empty())
    error("search failed: " + info.error);
  else if (info.lines.empty())
    send("info depth 0 score " + score_text(info.score));  // mated or stalemated
  if (infinite) {
    std::unique_lock lock(m_stop_mutex);
    m_stop_cv.wait(lock, [&] { return m_stop.load(); });
  }
  {
    std::lock_guard lock(m_queue_mutex);
    m_searching = false;  // before the answer, so that a command sent on seeing it is not refused
    m_queue_cv.notify_all();
  }
  const Turn best = info.best();
  send("bestmove " + (best.size ? to_lan(pos, best) : std::string("none")));
}

// Reads one line into `line`, at most kMaxLineBytes of it; the rest of a longer line is skipped (memory stays
// bounded whatever comes). False at the end of the input with nothing read.
bool read_line(std::istream& in, std::string& line, bool& too_long) {
  line.clear();
  too_long = false;
  std::streambuf* buf = in.rdbuf();
  bool any = false;
  for (;;) {
    const auto c = buf->sbumpc();
    if (c == std::char_traits<char>::eof()) return any;
    any = true;
    if (c == '\n') return true;
    if (line.size() < kMaxLineBytes)
      line.push_back(static_cast<char>(c));
    else
      too_long = true;
  }
}

}  // namespace

// The commands are answered on a thread of their own, so that this one keeps reading: a `stop` or `quit` is
// seen even while a command waits for a search. Reading ends at `quit` (this thread then joins the other,
// which stops any search) or at the end of the input.
void run_protocol(std::istream& in, std::ostream& out, const ProtocolOptions& options) {
  ProtocolOptions o = options;
  if (!profile_by_name(o.profile)) o.profile = "official";
  Session session(out, o);
  std::thread answering([&] { session.answer_all(); });
  std::string line;
  bool too_long = false;
  int line_no = 0;
  while (read_line(in, line, too_long)) {
    const auto w = split_words(line);
    const bool quit = !too_long && !w.empty() && w[0] == "quit";
    session.push(std::move(line), ++line_no, too_long);
    if (quit) break;
  }
  session.push_end();
  answering.join();
}

}  // namespace saban::analysis
