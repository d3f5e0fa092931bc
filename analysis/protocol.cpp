// The engine side of the text protocol: a command loop on the reading thread over the engine facade
// (engine.h), whose search runs on its own thread. One Session for both games; ProtocolGame<Game> says what
// differs (start, FEN, move text, scores, the rules option, side names).
#include "analysis/protocol.h"

#include <atomic>
#include <cerrno>
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
#include "parser/dongson_san.h"
#include "parser/encoding.h"
#include "parser/match.h"
#include "parser/move_grammar.hpp"
#include "rules/dongson/fen.h"
#include "rules/excerpt.h"
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
  return in_english(parser::match_san(pos, san));
}

namespace {

// `cp X`, or for a decided score (`mate` less the plies to a win, or its negative for a loss) `mate N`.
std::string score_words(int score, int mate, bool decided) {
  if (!decided) return "cp " + std::to_string(score);
  if (score > 0) return "mate " + std::to_string((mate - score + 1) / 2);
  if (score <= -mate) return "mate 0";
  return "mate -" + std::to_string((mate + score) / 2);
}

// The error of a FEN that cannot be read, either game's.
std::string fen_error(const std::string& message, std::size_t offset, const std::string& fen) {
  return "invalid FEN: " + message + " (at character " + std::to_string(offset + 1) + " of '" + excerpt(fen) +
         "')";
}

}  // namespace

std::string score_text(int score) {
  return score_words(score, kMate, score > kMateBound || score < -kMateBound);
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

// What the dialogue says differently for each game: the rules option, the start and a FEN under those rules,
// reading and playing a move, the text of moves and scores, and the first player's name (the clock's `w`).
template <class Game>
struct ProtocolGame;

template <>
struct ProtocolGame<CommanderChess> {
  using Root = CommanderChess::Root;
  static constexpr const char* kRulesOption = "Profile";
  static constexpr const char* kSides[2] = {"Red", "Blue"};

  static std::string rules_option(const std::string& rules) {
    std::string line = "option name Profile type combo default " + rules;
    for (const std::string& p : profile_names()) line += " var " + p;
    return line;
  }
  static std::optional<std::string> check_rules(const std::string& value) {
    if (profile_by_name(value)) return std::nullopt;
    return "unknown profile '" + excerpt(value) + "'";
  }
  static Root start(const std::string& rules) { return {Position::start(*profile_by_name(rules)), {}}; }
  static Result<Root, std::string> from_fen(const std::string& fen, const std::string& rules) {
    auto parsed = parse_fen(fen, *profile_by_name(rules));
    if (!parsed) return fen_error(parsed.error().message, parsed.error().offset, fen);
    return Root{std::move(parsed).value(), {}};
  }
  static std::optional<std::string> play(Root& root, std::string_view token) {
    auto t = read_move(root.position, token);
    if (!t) return "cannot be played in " + to_fen(root.position) + ": " + t.error();
    root.history.push_back(root.position.key());
    Undo u;
    root.position.do_turn(*t, u);
    return std::nullopt;
  }
  static std::string line_text(Position pos, const std::vector<Turn>& moves) {
    std::string out;
    for (const Turn& t : moves) {
      out += ' ' + to_lan(pos, t);
      Undo u;
      pos.do_turn(t, u);
    }
    return out;
  }
  static bool first_to_move(const Root& root) { return root.position.side_to_move() == Side::Red; }
  static std::string score(int score) { return score_text(score); }
};

template <>
struct ProtocolGame<DongSon> {
  using Root = DongSon::Root;
  static constexpr const char* kRulesOption = "Rules";
  static constexpr const char* kSides[2] = {"Thuy", "Son"};

  // UCI writes an empty string as <empty>.
  static std::string rules_option(const std::string& rules) {
    return "option name Rules type string default " + (rules.empty() ? std::string("<empty>") : rules);
  }
  static Result<saban::dongson::Options> parse_rules(const std::string& value) {
    return saban::dongson::Options::parse(value == "<empty>" ? "" : value);
  }
  static std::optional<std::string> check_rules(const std::string& value) {
    auto o = parse_rules(value);
    if (o) return std::nullopt;
    return "invalid Rules '" + excerpt(value) + "': " + o.error().message;
  }
  // The session keeps only rules check_rules took.
  static saban::dongson::Options options(const std::string& rules) {
    auto o = parse_rules(rules);
    return o ? *o : saban::dongson::Options{};
  }
  static Root start(const std::string& rules) {
    return Root(saban::dongson::Position::start(options(rules)));
  }
  static Result<Root, std::string> from_fen(const std::string& fen, const std::string& rules) {
    auto parsed = saban::dongson::parse_fen(fen, options(rules));
    if (!parsed) return fen_error(parsed.error().message, parsed.error().offset, fen);
    return Root(std::move(parsed).value());
  }
  // LAN (`e2e3`, `c8c9v`: it starts with a file letter), or this game's SAN (with a piece letter).
  static std::optional<std::string> play(Root& root, std::string_view token) {
    const saban::dongson::Position& pos = root.position();
    if (root.verdict().over()) return "the game is over in " + saban::dongson::to_fen(pos);
    std::vector<saban::dongson::Move> legal;
    pos.legal_moves(legal);
    const bool lan = !token.empty() && token[0] >= 'a' && token[0] <= 'k';
    auto m = lan ? parser::dongson::parse_lan(token, legal)
                 : in_english(parser::dongson::parse_san(pos, token, legal, root.palace_forfeited()));
    if (!m) return "cannot be played in " + saban::dongson::to_fen(pos) + ": " + m.error();
    root.play(*m);
    return std::nullopt;
  }
  static std::string line_text(const saban::dongson::Position&,
                               const std::vector<saban::dongson::Move>& moves) {
    std::string out;
    for (saban::dongson::Move m : moves) out += ' ' + parser::dongson::to_lan(m);
    return out;
  }
  static bool first_to_move(const Root& root) {
    return root.position().side_to_move() == saban::dongson::Side::Thuy;
  }
  static std::string score(int score) {
    return score_words(score, dongson::kWin, score >= dongson::kWinBound || score <= -dongson::kWinBound);
  }
};

// One dialogue: the commands are answered on the reading thread, searches run on the engine's thread.
template <class Game>
class Session {
 public:
  using P = ProtocolGame<Game>;
  using Root = typename Game::Root;
  using Info = BasicEngineInfo<Game>;

  Session(std::ostream& out, const std::string& rules)
      : m_out(out), m_rules(rules), m_engine(kDefaultHashMb), m_root(P::start(rules)) {}
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
  /// Answers the queued lines in order until `quit`, the end of the input or a reply that cannot be written.
  void answer_all();
  /// The errno of the first reply that could not be written, 0 if none.
  int write_error();

 private:
  // Commands
  void handshake();
  void set_option(const std::vector<std::string_view>& w);
  void set_position(const std::vector<std::string_view>& w);
  void go(const std::vector<std::string_view>& w);

  // Output
  void send(const std::string& line);
  void error(const std::string& what) { send("info string error: " + what); }
  void send_info(const Root& root, const Info& info);
  void send_best(const Root& root, const Info& info, bool infinite);

  // Data members
  std::ostream& m_out;
  std::mutex m_out_mutex;
  int m_write_error = 0;  // the errno of the first reply that could not be written (m_out_mutex held)
  std::string m_rules;    // the Profile (Commander Chess) or Rules (Cờ Đông Sơn) option
  int m_multipv = 1;
  BasicEngine<Game> m_engine;
  Root m_root;                   // the position and what came before it (Game::Root)
  std::string m_position_error;  // why the last `position` failed; empty when m_root is good
  std::string m_where;           // "line N: " of the command being answered
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

template <class Game>
void Session<Game>::send(const std::string& line) {
  std::lock_guard lock(m_out_mutex);
  if (m_write_error) return;
  errno = 0;
  m_out << line << '\n' << std::flush;
  if (!m_out) m_write_error = errno ? errno : EIO;  // read at once: the next call may change it
}

template <class Game>
int Session<Game>::write_error() {
  std::lock_guard lock(m_out_mutex);
  return m_write_error;
}

template <class Game>
void Session<Game>::finish(bool stop) {
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
template <class Game>
void Session<Game>::await_search() {
  bool stop = false;
  {
    std::unique_lock lock(m_queue_mutex);
    m_queue_cv.wait(lock, [&] { return !m_searching || stop_queued(); });
    stop = m_searching;
  }
  finish(stop);
}

template <class Game>
bool Session<Game>::stop_queued() const {
  for (const Line& l : m_queue) {
    const auto w = split_words(l.text);
    if (!l.too_long && !w.empty() && (w[0] == "stop" || w[0] == "quit")) return true;
  }
  return false;
}

template <class Game>
void Session<Game>::push(std::string line, int line_no, bool too_long) {
  std::lock_guard lock(m_queue_mutex);
  m_queue.push_back({std::move(line), line_no, too_long});
  m_queue_cv.notify_all();
}

template <class Game>
void Session<Game>::push_end() {
  std::lock_guard lock(m_queue_mutex);
  m_end = true;
  m_queue_cv.notify_all();
}

template <class Game>
void Session<Game>::answer_all() {
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
    } else if (!parser::is_utf8(line.text)) {
      error("line " + std::to_string(line.number) + ": not UTF-8 text, ignored");
    } else if (!handle(line.text, line.number) || write_error()) {
      finish(true);  // after quit, or when the replies can no longer be written: nothing more is answered
      return;
    }
  }
  close();
}

template <class Game>
bool Session<Game>::handle(std::string_view line, int line_no) {
  const auto w = split_words(line);
  if (w.empty()) return true;
  m_where = "line " + std::to_string(line_no) + ": ";
  const std::string_view cmd = w[0];
  if (cmd == "quit") return false;
  if (cmd == "isready") return send("readyok"), true;
  if (cmd == "stop") return finish(true), true;
  if (cmd == "cti") return handshake(), true;
  const bool known = cmd == "setoption" || cmd == "newgame" || cmd == "position" || cmd == "go";
  if (!known) return error(m_where + "unknown command '" + excerpt(cmd) + "'"), true;
  if (m_searching && m_infinite) {
    error(m_where + "'" + excerpt(cmd) + "' while an infinite search runs: send stop first");
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

template <class Game>
void Session<Game>::handshake() {
  send("id name Saban");
  send("id author the Saban authors");
  send("option name Hash type spin default " + std::to_string(kDefaultHashMb) + " min 1 max " +
       std::to_string(max_hash_mb()));
  send(P::rules_option(m_rules));
  send("option name MultiPV type spin default 1 min 1 max 64");
  send("ctiok");
}

// setoption name NAME value VALUE
template <class Game>
void Session<Game>::set_option(const std::vector<std::string_view>& w) {
  if (w.size() != 5 || w[1] != "name" || w[3] != "value") {
    error(m_where + "setoption: expected 'setoption name NAME value VALUE'");
    return;
  }
  const std::string name(w[2]), value(w[4]);
  if (name == "Hash") {
    const auto mb = read_number<std::size_t>(value);
    if (!mb || *mb < 1 || *mb > max_hash_mb())
      return error(m_where + "setoption: Hash must be 1 to " + std::to_string(max_hash_mb()) +
                   " (MB), not '" + excerpt(value) + "'");
    try {
      m_engine.set_hash(*mb);
    } catch (const std::bad_alloc&) {
      error(m_where + "setoption: no memory for a Hash of " + value + " MB; the table stays as it was");
    }
  } else if (name == P::kRulesOption) {
    if (const auto why = P::check_rules(value)) return error(m_where + "setoption: " + *why);
    m_rules = value;  // applies from the next position command
  } else if (name == "MultiPV") {
    const auto n = read_number<int>(value);
    if (!n || *n < 1 || *n > 64)
      return error(m_where + "setoption: MultiPV must be 1 to 64, not '" + excerpt(value) + "'");
    m_multipv = *n;
  } else {
    error(m_where + "setoption: unknown option '" + excerpt(name) + "' (options: Hash, " + P::kRulesOption +
          ", MultiPV)");
  }
}

// position startpos|fen FEN [moves M1 M2 ...]
template <class Game>
void Session<Game>::set_position(const std::vector<std::string_view>& w) {
  m_position_error.clear();
  auto fail = [&](const std::string& why) {
    m_position_error = m_where + "position: " + why;
    error(m_position_error);
  };
  std::size_t i = 2;
  Root root = P::start(m_rules);
  if (w.size() < 2 || (w[1] != "startpos" && w[1] != "fen")) {
    return fail("expected 'startpos' or 'fen' after 'position'");
  } else if (w[1] == "fen") {
    std::string fen;
    for (; i < w.size() && w[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + std::string(w[i]);
    auto parsed = P::from_fen(fen, m_rules);
    if (!parsed) return fail(parsed.error());
    root = std::move(parsed).value();
  }
  if (i < w.size() && w[i] != "moves")
    return fail("expected 'moves' after 'startpos', found '" + excerpt(w[i]) + "'");
  for (std::size_t k = i + 1; k < w.size(); ++k)
    if (const auto why = P::play(root, w[k]))
      return fail("move " + std::to_string(k - i) + " '" + excerpt(w[k]) + "' " + *why);
  m_root = std::move(root);
}

// go [depth N] [nodes N] [movetime MS] [wtime MS btime MS winc MS binc MS movestogo N] [infinite]
template <class Game>
void Session<Game>::go(const std::vector<std::string_view>& w) {
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
      error(m_where + "go: unknown limit '" + excerpt(key) + "'");
      bad = true;
    } else if (!n || *n < 0 || (key == "depth" && (*n < 1 || *n > 64)) ||
               ((key == "nodes" || key == "movetime" || key == "movestogo") && *n < 1)) {
      // 0 would mean no limit to the search: a `go nodes 0` that never ends is not what was asked.
      error(m_where + "go: '" + excerpt(key) + "' needs a number" +
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
  const int us = P::first_to_move(m_root) ? 0 : 1;
  const bool clock_words = clock[0] || clock[1] || inc[0] || inc[1] || moves_to_go;
  if (!bad && clock_words && !clock[us] && !g.limits.movetime_ms && !g.infinite) {
    error(m_where + "go: " + P::kSides[us] + " is to move but '" + (us == 0 ? "wtime" : "btime") +
          "' is not given");
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
  m_engine.set_position(m_root);
  m_engine.on_info([this, root = m_root](const Info& info) { send_info(root, info); });
  m_engine.on_finished(
      [this, root = m_root, infinite = g.infinite](const Info& info) { send_best(root, info, infinite); });
  m_engine.start(g.limits);
}

// One info line per line of the search (`multipv K` named when several were asked for).
template <class Game>
void Session<Game>::send_info(const Root& root, const Info& info) {
  for (std::size_t k = 0; k < info.lines.size(); ++k) {
    const BasicEngineLine<Game>& l = info.lines[k];
    std::string line = "info depth " + std::to_string(info.depth);
    if (info.seldepth) line += " seldepth " + std::to_string(info.seldepth);
    if (info.lines.size() > 1) line += " multipv " + std::to_string(k + 1);
    line += " score " + P::score(l.score) + " nodes " + std::to_string(info.nodes) + " nps " +
            std::to_string(info.nps) + " time " +
            std::to_string(static_cast<std::int64_t>(info.seconds * 1000)) + " pv";
    send(line + P::line_text(Game::position(root), l.moves));
  }
}

// The end of a search (on the engine's thread). An infinite search's answer waits for `stop`, even when the
// search has nothing left to do.
template <class Game>
void Session<Game>::send_best(const Root& root, const Info& info, bool infinite) {
  if (!info.error.empty())
    error("search failed: " + info.error);
  else if (info.lines.empty())
    send("info depth 0 score " + P::score(info.score));  // mated or stalemated (or the game is over)
  if (infinite) {
    std::unique_lock lock(m_stop_mutex);
    m_stop_cv.wait(lock, [&] { return m_stop.load(); });
  }
  {
    std::lock_guard lock(m_queue_mutex);
    m_searching = false;  // before the answer, so that a command sent on seeing it is not refused
    m_queue_cv.notify_all();
  }
  const std::string best = info.lines.empty() ? "" : P::line_text(Game::position(root), {info.best()});
  send("bestmove " + (best.empty() ? std::string("none") : best.substr(1)));
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

// The commands are answered on a thread of their own, so that this one keeps reading: a `stop` or `quit` is
// seen even while a command waits for a search. Reading ends at `quit` (this thread then joins the other,
// which stops any search) or at the end of the input.
template <class Game>
int run_session(std::istream& in, std::ostream& out, const std::string& rules) {
  Session<Game> session(out, rules);
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
  return session.write_error();
}

}  // namespace

// The one place where the game is chosen; a rules text or profile that is not valid falls back to the
// default.
int run_protocol(std::istream& in, std::ostream& out, const ProtocolOptions& options) {
  if (options.game == "dongson") {
    const bool valid = !ProtocolGame<DongSon>::check_rules(options.rules);
    return run_session<DongSon>(in, out, valid ? options.rules : std::string());
  }
  return run_session<CommanderChess>(in, out,
                                     profile_by_name(options.profile) ? options.profile : "official");
}

}  // namespace saban::analysis
