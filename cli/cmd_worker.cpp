// The analysis queue from the command line: `analyze --db` queues games, `worker` analyses them (any number of
// processes on any machines), `jobs` shows the queue, `analysis GAME_ID` a stored result (docs/analysis.md).
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <climits>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <thread>

#include "analysis/annotate.h"
#include "analysis/evaluate.h"
#include "cli/common.h"
#include "cli/filters.h"
#include "db/cluster.h"
#include "db/jobs.h"
#include "db/queries.h"
#include "db/schema.h"
#include "parser/writer.h"
#include "rules/san.h"

namespace saban::cli {

namespace {

using Clock = std::chrono::steady_clock;

db::Connection connect(const std::string& flag) {
  db::Connection c(db::database_conninfo(flag));
  db::migrate(c);
  return c;
}

std::mutex g_output;  // one progress line at a time from the worker threads

void say(const std::string& line) {
  std::lock_guard<std::mutex> lock(g_output);
  std::cerr << line << '\n';
}

struct LeaseLost {};

struct WorkerArgs {
  std::string db, name;
  bool once = false;
  double lease = 60;
  int jobs = 1;
  int max_attempts = 5;
  double poll = 10;
};

struct WorkerTally {
  std::atomic<long long> done{0}, failed{0}, lost{0};
};

// One job: load the game, annotate it (renewing the lease as positions are searched), store the result.
void process(db::Connection& c, analysis::Searcher& searcher, const db::Job& job, const WorkerArgs& a,
             WorkerTally& tally) {
  const std::string who = "worker " + job.worker + ": game #" + std::to_string(job.game_id);
  const auto start = Clock::now();
  auto game = db::load_game(c, job.game_id);
  if (!game) {
    if (db::fail_job(c, job, game.error())) ++tally.failed;
    say(who + " failed: " + game.error());
    return;
  }
  analysis::AnnotateOptions o;
  o.limits = {job.settings.depth, static_cast<std::uint64_t>(job.settings.nodes), job.settings.movetime_ms};
  searcher.clear();
  auto renewed = Clock::now();
  analysis::GameSummary summary;
  try {
    summary = analysis::annotate(*game, searcher, o, [&](int, int) {
      if (std::chrono::duration<double>(Clock::now() - renewed).count() < a.lease / 3) return;
      if (!db::renew_lease(c, job, a.lease)) throw LeaseLost{};
      renewed = Clock::now();
    });
  } catch (const LeaseLost&) {
    ++tally.lost;
    say(who + ": the lease was taken over by another worker; this analysis is dropped");
    return;
  } catch (const db::DbError&) {
    throw;  // the database, not the job: stop this worker (its lease expires, another takes the job)
  } catch (const std::exception& e) {
    if (db::fail_job(c, job, e.what())) ++tally.failed;
    say(who + " failed: " + e.what());
    return;
  }
  db::JobResult r;
  for (int s = 0; s < 2; ++s) {
    r.accuracy[s] = summary.accuracy[s];
    for (int j = 0; j < 6; ++j) r.counts[s][j] = summary.counts[s][j];
  }
  r.nodes = summary.nodes;
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  parser::WriteOptions w;
  w.dialect = game->dialect;
  w.letters = game->letters;
  r.annotated = parser::write_game(*game, w);
  for (const analysis::MoveAnalysis& m : summary.moves)
    r.moves.push_back({m.ply, m.mover, m.score_before, m.score_after, m.drop, m.best_san, m.line, m.depth,
                       m.judgement});
  if (!db::complete_job(c, job, r)) {
    ++tally.lost;
    say(who + ": the lease was taken over by another worker; this analysis is dropped");
    return;
  }
  ++tally.done;
  char line[200];
  std::snprintf(line, sizeof line, ": %zu plies, %s, Red accuracy %.0f%%, Blue %.0f%%, %llu nodes, %.2f s (attempt %d)",
                summary.moves.size(), db::settings_text(job.settings).c_str(), summary.accuracy[0],
                summary.accuracy[1], static_cast<unsigned long long>(summary.nodes), r.seconds, job.attempt);
  say(who + line);
}

// Claims and processes jobs until the queue is drained (--once) or for ever.
void work(const std::string& conninfo, const std::string& name, const WorkerArgs& a, WorkerTally& tally) {
  db::Connection c(conninfo);
  analysis::Searcher searcher;
  if (!a.once) db::listen_for_jobs(c);
  for (;;) {
    if (auto job = db::claim_job(c, name, a.lease, a.max_attempts)) {
      process(c, searcher, *job, a, tally);
      continue;
    }
    if (a.once) {
      // Nothing to claim now. Jobs other workers hold may still come back (their lease may expire): wait for them.
      if (db::queue_status(c).work_left() == 0) return;
      std::this_thread::sleep_for(std::chrono::duration<double>(std::min(1.0, a.lease / 4)));
      continue;
    }
    db::wait_for_jobs(c, std::min(a.poll, a.lease));  // woken by a NOTIFY; the timeout finds expired leases
  }
}

std::string default_worker_name() {
  char host[256] = "host";
  gethostname(host, sizeof host - 1);
  return std::string(host) + ":" + std::to_string(getpid());
}

void add_worker_command(CLI::App& app) {
  auto a = std::make_shared<WorkerArgs>();
  auto* cmd = app.add_subcommand("worker", "Analyse queued games (saban analyze --db): claim a job under a lease, "
                                           "annotate the game, store the result; any number of workers at once");
  cmd->add_option("--db", a->db, "libpq connection string (default: $SABAN_DB, else the private cluster)");
  cmd->add_flag("--once", a->once, "Exit when no job is left pending or running, instead of waiting for more");
  cmd->add_option("--lease", a->lease, "Seconds a claimed job stays this worker's without a sign of life; renewed "
                                       "as positions are searched, taken over by another worker once it expires")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--name", a->name, "This worker's name in the queue (default: host:pid)");
  cmd->add_option("--jobs,-j", a->jobs, "Games analysed at once (threads)")->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--max-attempts", a->max_attempts, "A job whose lease expired this often is marked failed")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  cmd->add_option("--poll", a->poll, "Seconds between looks at the queue when no notification comes")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->callback([a] {
    const std::string conninfo = db::database_conninfo(a->db);
    { db::Connection c(conninfo); db::migrate(c); }
    const std::string name = a->name.empty() ? default_worker_name() : a->name;
    WorkerTally tally;
    std::vector<std::thread> threads;
    std::atomic<int> errors{0};
    for (int i = 0; i < a->jobs; ++i) {
      const std::string thread_name = a->jobs == 1 ? name : name + "/" + std::to_string(i + 1);
      threads.emplace_back([&, thread_name] {
        try {
          work(conninfo, thread_name, *a, tally);
        } catch (const std::exception& e) {
          ++errors;
          say("worker " + thread_name + " stopped: " + e.what());
        }
      });
    }
    for (auto& t : threads) t.join();
    std::cout << "worker " << name << ": " << tally.done << " games analysed, " << tally.failed << " failed, "
              << tally.lost << " taken over by others\n";
    if (errors) std::exit(1);
  });
}

void add_jobs_command(CLI::App& app) {
  struct Args {
    std::string db;
    int failed = 10;
  };
  auto a = std::make_shared<Args>();
  auto* cmd = app.add_subcommand("jobs", "The analysis queue: pending, running, done and failed jobs");
  cmd->add_option("--db", a->db, "libpq connection string (default: $SABAN_DB, else the private cluster)");
  cmd->add_option("--failed", a->failed, "List at most this many failed jobs")->capture_default_str();
  cmd->callback([a] {
    db::Connection c = connect(a->db);
    const db::QueueStatus s = db::queue_status(c);
    std::cout << "pending " << s.pending << ", running " << s.running << " (" << s.expired
              << " with an expired lease), done " << s.done << ", failed " << s.failed << '\n';
    for (const auto& f : db::failed_jobs(c, a->failed))
      std::cout << "  failed: job " << f.id << ", game #" << f.game_id << ", " << f.attempts << " attempts, worker "
                << (f.worker.empty() ? "-" : f.worker) << ": " << f.error << '\n';
  });
}

void add_analysis_command(CLI::App& app) {
  struct Args {
    std::string db;
    long long game = 0;
    bool moves = false;
  };
  auto a = std::make_shared<Args>();
  auto* cmd = app.add_subcommand("analysis", "A game's stored analysis (by saban worker): the annotated record, "
                                             "or every move's evaluations and judgement");
  cmd->add_option("game", a->game, "Game id (as saban search shows it: #ID)")->required();
  cmd->add_option("--db", a->db, "libpq connection string (default: $SABAN_DB, else the private cluster)");
  cmd->add_flag("--moves", a->moves, "A table of the stored moves instead of the annotated record");
  cmd->callback([a] {
    db::Connection c = connect(a->db);
    const auto s = db::stored_analysis(c, a->game);
    if (!s) {
      std::cerr << "saban: game #" << a->game << " has no stored analysis (saban jobs shows the queue)\n";
      std::exit(1);
    }
    char head[320];
    std::snprintf(head, sizeof head,
                  "Game #%lld, %s, by %s at %s: Red accuracy %.0f%% (%d inaccuracies, %d mistakes, %d blunders), "
                  "Blue %.0f%% (%d, %d, %d); %llu nodes, %.2f s",
                  s->game_id, db::settings_text(s->settings).c_str(), s->worker.c_str(), s->finished_at.c_str(),
                  s->accuracy[0], s->counts[0][3], s->counts[0][4], s->counts[0][5], s->accuracy[1], s->counts[1][3],
                  s->counts[1][4], s->counts[1][5], static_cast<unsigned long long>(s->nodes), s->seconds);
    if (!a->moves) {
      std::cerr << head << '\n';
      std::cout << s->annotated;
      return;
    }
    std::cout << head << '\n';
    // The moves played, in SAN, from the stored game.
    auto game = db::load_game(c, a->game);
    std::vector<std::string> played;
    if (game) {
      Position pos = game->start;
      for (const auto& m : game->moves) {
        std::vector<Turn> legal;
        generate_legal(pos, DeployMode::Full, legal);
        played.push_back(to_san(pos, m.turn, legal));
        Undo u;
        pos.do_turn(m.turn, u);
      }
    }
    std::printf("%4s %-5s %-16s %8s %8s %6s  %-10s %-16s %s\n", "ply", "side", "played", "before", "after", "drop",
                "judgement", "best", "line");
    for (const auto& m : s->moves) {
      const std::string move = m.ply < static_cast<int>(played.size()) ? played[static_cast<std::size_t>(m.ply)] : "?";
      std::printf("%4d %-5s %-16s %8s %8s %6.3f  %-10s %-16s %s\n", m.ply + 1, m.mover == Side::Red ? "red" : "blue",
                  move.c_str(), analysis::evaluation_text(m.score_before).c_str(),
                  analysis::evaluation_text(m.score_after).c_str(), m.drop,
                  m.judgement == parser::Judgement::None ? "" : db::judgement_name(m.judgement), m.best_san.c_str(),
                  m.line.c_str());
    }
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
  q->db_option = g->add_option("--db", q->db, "Queue games of the database (instead of reading a file); optionally "
                                              "its libpq connection string (default: $SABAN_DB, else the private "
                                              "cluster)")
                     ->expected(0, 1);
  if (CLI::Option* file = cmd.get_option_no_throw("file")) q->db_option->excludes(file);
  auto filter = [&](const char* name, std::string& value, const char* help) {
    return g->add_option(name, value, help)->needs(q->db_option);
  };
  filter("--player", q->player, "Either player (as saban search)");
  filter("--red", q->red, "The Red player");
  filter("--blue", q->blue, "The Blue player");
  filter("--event", q->event, "Event");
  filter("--site", q->site, "Site");
  filter("--date", q->date, "FROM..TO, dates as YYYY-MM-DD (either side may be empty)");
  filter("--result", q->result, "1-0, 0-1, 1/2-1/2 or *")->check(CLI::IsMember({"1-0", "0-1", "1/2-1/2", "*"}));
  filter("--mode", q->mode, "full, naval, air, land")->check(CLI::IsMember({"full", "naval", "air", "land"}));
  filter("--material", q->material, "Final material (as saban search)");
  g->add_option("--limit", q->limit, "At most this many games (in date order)")->needs(q->db_option);
  g->add_flag("--force", q->force, "Queue again games already analysed (or failed) with these settings")
      ->needs(q->db_option);
  return [q](int depth, std::uint64_t nodes, int movetime_ms) {
    if (q->db_option->count() == 0) return false;
    const db::GameFilter f = header_filter(*q);
    const db::AnalysisSettings s{nodes || movetime_ms ? 64 : depth, static_cast<long long>(nodes), movetime_ms};
    db::Connection c = connect(q->db);
    std::vector<long long> ids;
    for (const auto& r : db::search_games(c, f)) ids.push_back(r.id);
    const long long queued = db::queue_games(c, ids, s, q->force);
    std::cout << queued << " games queued (" << db::settings_text(s) << "); " << static_cast<long long>(ids.size()) - queued
              << " of the " << ids.size() << " matching games were already queued or analysed with these settings\n";
    return true;
  };
}

}  // namespace saban::cli
