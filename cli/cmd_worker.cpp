// The analysis queue from the command line: `analyze --db` queues games, `worker` analyses them (any number
// of processes on any machines), `jobs` shows the queue, `analysis GAME_ID` a stored result
// (docs/analysis.md).
#include <climits>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <mutex>

#include "analysis/annotate.h"
#include "analysis/dongson_search.h"
#include "analysis/evaluate.h"
#include "analysis/score_view.h"
#include "app/database.h"
#include "app/queue.h"
#include "app/worker.h"
#include "cli/common.h"
#include "cli/filters.h"
#include "db/jobs.h"
#include "db/json.h"
#include "db/queries.h"
#include "parser/dongson_san.h"
#include "rules/san.h"

namespace saban::cli {

namespace {

std::mutex g_output;  // one progress line at a time from the worker threads

void say(const std::string& line) {
  std::lock_guard<std::mutex> lock(g_output);
  std::cerr << line << '\n';
}

struct WorkerArgs {
  std::string db, name;
  bool once = false;
  double lease = 60;
  int jobs = 1;
  int max_attempts = 5;
  double poll = 10;
};

// The first side's name in a summary line: "Red", or "Cờ Đông Sơn, Thủy" for a game other than the default.
template <class Game>
std::string first_side_label(Game) {
  const std::string side = Game::side_name(Game::first_side, false);
  return Game::kind == games::kDefaultGame ? side : std::string(Game::kName) + ", " + side;
}
template <class Game>
const char* second_side_label(Game) {
  return Game::side_name(Game::side_at(1), false);
}

// A line for each finished job (app::run_workers reports them).
void print_event(const app::JobEvent& e) {
  using Kind = app::JobEvent::Kind;
  const std::string who = "worker " + e.worker + ": game #" + std::to_string(e.job.game_id);
  switch (e.kind) {
    case Kind::Done: {
      char line[200];
      const std::string first = games::with_game(e.variant, [](auto g) { return first_side_label(g); });
      const char* second = games::with_game(e.variant, [](auto g) { return second_side_label(g); });
      std::snprintf(line, sizeof line,
                    ": %zu plies, %s, %s accuracy %.0f%%, %s %.0f%%, %llu nodes, %.2f s (attempt %d)",
                    e.summary.moves.size(), db::settings_text(e.job.settings).c_str(), first.c_str(),
                    e.summary.accuracy[0], second, e.summary.accuracy[1],
                    static_cast<unsigned long long>(e.summary.nodes), e.seconds, e.job.attempt);
      return say(who + line);
    }
    case Kind::Failed:
      return say(who + " failed: " + e.message);
    case Kind::Lost:
    case Kind::Released:
      return say(who + ": " + e.message);
    case Kind::Claimed:
    case Kind::Progress:
      return;
  }
}

// The moves a record's main line plays, in SAN.
std::string san_of(const Position& before, const Turn& t) {
  std::vector<Turn> legal;
  games::CommanderChess::legal_moves(before, legal);
  return to_san(before, t, legal);
}
std::string san_of(const saban::dongson::Game& before, saban::dongson::Move m) {
  return parser::dongson::to_san(before, m);
}
template <class Game, class Record>
std::vector<std::string> played_san(Game, const Record& record) {
  std::vector<std::string> played;
  typename Game::State state = Game::state(record.start);
  for (const auto& m : record.moves) {
    played.push_back(san_of(state, m.turn));
    Game::play(state, m.turn);
  }
  return played;
}

// A stored analysis: its summary line, then the annotated record, or a table (or JSON) of its moves; scores
// from the first player's side (Red; Thủy), as every view shows them (analysis/score_view.h), the stored
// scores being the mover's.
template <class Game>
void print_analysis(Game, const db::StoredAnalysis& s, const std::vector<std::string>& played, bool table,
                    bool json) {
  const std::string first = first_side_label(Game{});
  char head[360];
  std::snprintf(
      head, sizeof head,
      "Game #%lld, %s, by %s at %s: %s accuracy %.0f%% (%d inaccuracies, %d mistakes, %d blunders), "
      "%s %.0f%% (%d, %d, %d); %llu nodes, %.2f s",
      s.game_id, db::settings_text(s.settings).c_str(), s.worker.c_str(), s.finished_at.c_str(),
      first.c_str(), s.accuracy[0], s.counts[0][3], s.counts[0][4], s.counts[0][5], second_side_label(Game{}),
      s.accuracy[1], s.counts[1][3], s.counts[1][4], s.counts[1][5], static_cast<unsigned long long>(s.nodes),
      s.seconds);
  if (!table && !json) {
    std::cerr << head << '\n';
    std::cout << s.annotated;
    return;
  }
  if (!json) std::cout << head << '\n';
  auto mover = [](Side stored) { return Game::side_at(stored == Side::Red ? 0 : 1); };
  auto score = [&](int v, Side stored) { return analysis::first_player_text(v, mover(stored)); };
  const char* first_key = Game::side_key(Game::first_side);
  if (json) {  // the whole analysis: the summary, every move, and the annotated record
    db::Json moves = db::Json::array();
    for (const auto& m : s.moves) {
      const auto ply = static_cast<std::size_t>(m.ply);
      moves.push_back(
          {{"ply", m.ply + 1},
           {"side", Game::side_key(mover(m.mover))},
           {"played", ply < played.size() ? played[ply] : ""},
           {"before", score(m.score_before, m.mover)},
           {"after", score(m.score_after, m.mover)},
           {"drop", m.drop},
           {"judgement",
            m.judgement == parser::Judgement::None ? "" : parser::judgement_info(m.judgement).key.data()},
           {"best", m.best_san},
           {"line", m.line}});
    }
    const db::Json out = {{"game", s.game_id},
                          {"settings", db::settings_text(s.settings)},
                          {"scores_from", first_key},
                          {"worker", s.worker},
                          {"finished_at", s.finished_at},
                          {"accuracy", {s.accuracy[0], s.accuracy[1]}},
                          {"nodes", s.nodes},
                          {"seconds", s.seconds},
                          {"moves", moves},
                          {"annotated", s.annotated}};
    std::cout << db::json_text(out, 1) << '\n';
    return;
  }
  const std::string line_head =
      std::string("line (scores from ") + Game::side_name(Game::first_side, false) + "'s side)";
  std::printf("%4s %-5s %-16s %8s %8s %6s  %-10s %-16s %s\n", "ply", "side", "played", "before", "after",
              "drop", "judgement", "best", line_head.c_str());
  for (const auto& m : s.moves) {
    const std::string move =
        m.ply < static_cast<int>(played.size()) ? played[static_cast<std::size_t>(m.ply)] : "?";
    const char* side = Game::side_key(mover(m.mover));
    std::printf("%4d %-5s %-16s %8s %8s %6.3f  %-10s %-16s %s\n", m.ply + 1, side, move.c_str(),
                score(m.score_before, m.mover).c_str(), score(m.score_after, m.mover).c_str(), m.drop,
                m.judgement == parser::Judgement::None ? "" : parser::judgement_info(m.judgement).key.data(),
                m.best_san.c_str(), m.line.c_str());
  }
}

void add_worker_command(CLI::App& app) {
  auto a = std::make_shared<WorkerArgs>();
  auto* cmd = app.add_subcommand("worker",
                                 "Analyse queued games (saban analyze --db): claim a job under a lease, "
                                 "annotate the game, store the result; any number of workers at once");
  cmd->footer(
      "Examples:\n"
      "  saban worker -j 4                        analyse the queued games on 4 threads, waiting for more\n"
      "  saban worker --once --db \"host=club dbname=saban\"\n"
      "  saban analyze --db --depth 10            queue every game\n"
      "  saban jobs; saban analysis 42 --moves");
  cmd->add_option("--db", a->db, "libpq connection string (default: $SABAN_DB, else the private cluster)");
  cmd->add_flag("--once", a->once,
                "Exit when no job is left pending or running, instead of waiting for more");
  cmd->add_option("--lease", a->lease,
                  "Seconds a claimed job stays this worker's without a sign of life; renewed "
                  "as positions are searched, taken over by another worker once it expires")
      ->check(between(1, 86400))
      ->capture_default_str();
  cmd->add_option("--name", a->name, "This worker's name in the queue (default: host:pid)");
  // -j is threads in every command (import too); --jobs is its old name, kept working but not shown.
  cmd->add_option("-j,--threads", a->jobs, "Threads: games analysed at once")
      ->check(between(1, 64))
      ->capture_default_str();
  cmd->add_option("--jobs", a->jobs)->check(between(1, 64))->group("");
  cmd->add_option("--max-attempts", a->max_attempts, "A job whose lease expired this often is marked failed")
      ->check(between(1, 1000))
      ->capture_default_str();
  cmd->add_option("--poll", a->poll, "Seconds between looks at the queue when no notification comes")
      ->check(between(0.01, 3600))
      ->capture_default_str();
  cmd->callback([a] {
    // SIGINT (Ctrl-C) or SIGTERM: the running analyses stop and their jobs go back to the queue (pending, not
    // failed); the summary is printed and the status is 130 or 143. A second signal quits at once.
    StopOnSignal stop;
    app::WorkerOptions o;
    o.conninfo = a->db;  // app::open_database resolves it
    o.name = a->name.empty() ? app::default_worker_name() : a->name;
    o.once = a->once;
    o.lease = a->lease;
    o.threads = a->jobs;
    o.max_attempts = a->max_attempts;
    o.poll = a->poll;
    const app::WorkerTally tally = app::run_workers(o, print_event, stop.token());
    std::cout << "worker " << o.name << ": " << counted(tally.done, "game") << " analysed, " << tally.failed
              << " failed, " << tally.lost << " taken over by others";
    if (tally.released) std::cout << ", " << tally.released << " given back to the queue";
    std::cout << '\n' << std::flush;
    if (tally.errors) throw Exit(kExitFailure, tally.first_error);
    if (const int sig = stop.signal()) {
      const std::string jobs = counted(tally.released, "job");
      throw Exit(128 + sig, "worker " + o.name + " stopped by " + (sig == SIGINT ? "SIGINT" : "SIGTERM") +
                                "; " + jobs + " in progress given back to the queue");
    }
  });
}

void add_jobs_command(CLI::App& app) {
  struct Args {
    std::string db, format = "text";
    int failed = 10;
  };
  auto a = std::make_shared<Args>();
  auto* cmd = app.add_subcommand("jobs", "The analysis queue: pending, running, done and failed jobs");
  cmd->add_option("--db", a->db, "libpq connection string (default: $SABAN_DB, else the private cluster)");
  cmd->add_option("--failed", a->failed, "List at most this many failed jobs")
      ->check(between(0, 100000))
      ->capture_default_str();
  add_format_option(*cmd, a->format);
  cmd->callback([a] {
    db::Connection c = app::open_database(a->db).connection;
    const db::QueueStatus s = db::queue_status(c);
    if (a->format == "json") {
      db::Json failed = db::Json::array();
      for (const auto& f : db::failed_jobs(c, a->failed))
        failed.push_back({{"id", f.id},
                          {"game", f.game_id},
                          {"attempts", f.attempts},
                          {"worker", f.worker},
                          {"error", f.error}});
      const db::Json out = {{"pending", s.pending}, {"running", s.running}, {"expired", s.expired},
                            {"done", s.done},       {"failed", s.failed},   {"failed_jobs", failed}};
      std::cout << db::json_text(out, 1) << '\n';
      return;
    }
    std::cout << "pending " << s.pending << ", running " << s.running << " (" << s.expired
              << " with an expired lease), done " << s.done << ", failed " << s.failed << '\n';
    for (const auto& f : db::failed_jobs(c, a->failed))
      std::cout << "  failed: job " << f.id << ", game #" << f.game_id << ", " << f.attempts
                << " attempts, worker " << (f.worker.empty() ? "-" : f.worker) << ": " << f.error << '\n';
  });
}

void add_analysis_command(CLI::App& app) {
  struct Args {
    std::string db, format = "text";
    long long game = 0;
    bool moves = false;
  };
  auto a = std::make_shared<Args>();
  auto* cmd = app.add_subcommand("analysis",
                                 "A game's stored analysis (by saban worker): the annotated record, "
                                 "or every move's evaluations and judgement");
  cmd->add_option("game", a->game, "Game id (as saban search shows it: #ID)")
      ->required()
      ->check(between(1, 9e15));
  cmd->add_option("--db", a->db, "libpq connection string (default: $SABAN_DB, else the private cluster)");
  cmd->add_flag("--moves", a->moves, "A table of the stored moves instead of the annotated record");
  add_format_option(*cmd, a->format);
  cmd->callback([a] {
    db::Connection c = app::open_database(a->db).connection;
    const auto s = db::stored_analysis(c, a->game);
    if (!s)
      throw Exit(kExitFailure,
                 "game #" + std::to_string(a->game) + " has no stored analysis (saban jobs shows the queue)");
    auto game = db::load_any_game(c, a->game);
    const games::GameKind kind = game ? game->kind() : games::kDefaultGame;
    games::with_game(kind, [&](auto g) {
      const std::vector<std::string> played =
          game ? played_san(g, game->record(g)) : std::vector<std::string>{};
      print_analysis(g, *s, played, a->moves, a->format == "json");
    });
  });
}

}  // namespace

void add_worker_commands(CLI::App& app) {
  add_worker_command(app);
  add_jobs_command(app);
  add_analysis_command(app);
}

QueueRunner add_analyze_queue_options(CLI::App& cmd) {
  struct Args : HeaderFilterArgs {
    std::string db;
    bool force = false;
    CLI::Option* db_option = nullptr;
  };
  auto q = std::make_shared<Args>();
  q->limit = INT_MAX;
  auto* g = cmd.add_option_group("Database queue", "Queue the database's games as jobs for saban worker");
  q->db_option = g->add_option("--db", q->db,
                               "Queue games of the database (instead of reading a file); optionally "
                               "its libpq connection string (default: $SABAN_DB, else the private "
                               "cluster)")
                     ->expected(0, 1);
  if (CLI::Option* file = cmd.get_option_no_throw("file")) q->db_option->excludes(file);
  add_header_filter_options(*g, *q, "", q->db_option);
  g->add_option("--game", q->game,
                "Games of one game only: commander or dongson (Cờ Đông Sơn, its own engine)")
      ->needs(q->db_option)
      ->check(CLI::IsMember({"commander", "dongson"}));
  g->add_option("--limit", q->limit, "At most this many games (in date order)")
      ->check(between(1, INT_MAX))
      ->needs(q->db_option);
  g->add_flag("--force", q->force, "Queue again games already analysed (or failed) with these settings")
      ->needs(q->db_option);
  return [q](int depth, std::uint64_t nodes, int movetime_ms) {
    if (q->db_option->count() == 0) return false;
    const db::GameFilter f = header_filter(*q);
    const db::AnalysisSettings s{nodes || movetime_ms ? 64 : depth, static_cast<long long>(nodes),
                                 movetime_ms};
    db::Connection c = app::open_database(q->db, db::SchemaAccess::Write).connection;  // queueing writes
    const app::QueueOutcome r = app::queue_matching_games(c, f, s, q->force);
    std::cout << r.queued << " games queued (" << db::settings_text(s) << "); " << r.matching - r.queued
              << " of the " << r.matching
              << " matching games were already queued or analysed with these settings\n";
    return true;
  };
}

}  // namespace saban::cli
