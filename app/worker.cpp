#include "app/worker.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#include "analysis/dongson_play.h"
#include "app/database.h"
#include "app/queue.h"
#include "db/schema.h"
#include "parser/writer.h"

namespace saban::app {

namespace {

using Clock = std::chrono::steady_clock;

struct LeaseLost {};

// The stored form of a summary.
db::JobResult job_result(const analysis::GameSummary& summary, const parser::GameRecord& game,
                         double seconds) {
  db::JobResult r;
  for (int s = 0; s < 2; ++s) {
    r.accuracy[s] = summary.accuracy[s];
    for (int j = 0; j < 6; ++j) r.counts[s][j] = summary.counts[s][j];
  }
  r.nodes = summary.nodes;
  r.seconds = seconds;
  parser::WriteOptions w;
  w.dialect = game.dialect;
  w.letters = game.letters;
  r.annotated = parser::write_game(game, w);
  for (const analysis::MoveAnalysis& m : summary.moves)
    r.moves.push_back(
        {m.ply, m.mover, m.score_before, m.score_after, m.drop, m.best_san, m.line, m.depth, m.judgement});
  return r;
}

struct Stopped {};

// The stored form of a Cờ Đông Sơn analysis (Thủy in Red's place), and the event's summary of it.
db::JobResult job_result(const analysis::dongson::GameSummary& s, const parser::dongson::DsRecord& game,
                         double seconds, analysis::GameSummary& summary) {
  db::JobResult r;
  for (int side = 0; side < 2; ++side) {
    r.accuracy[side] = summary.accuracy[side] = s.accuracy[side];
    for (int j = 0; j < 6; ++j) r.counts[side][j] = summary.counts[side][j] = s.counts[side][j];
  }
  r.nodes = summary.nodes = s.nodes;
  r.seconds = seconds;
  r.annotated = parser::dongson::write_game(game);
  for (const analysis::dongson::MoveAnalysis& m : s.moves) {
    const Side mover = m.mover == saban::dongson::Side::Thuy ? Side::Red : Side::Blue;
    r.moves.push_back(
        {m.ply, mover, m.score_before, m.score_after, m.drop, m.best_san, m.line, m.depth, m.judgement});
    analysis::MoveAnalysis a;
    a.ply = m.ply, a.mover = mover, a.score_before = m.score_before, a.score_after = m.score_after;
    a.drop = m.drop, a.best_san = m.best_san, a.line = m.line, a.depth = m.depth, a.judgement = m.judgement;
    summary.moves.push_back(std::move(a));
  }
  return r;
}

// Sleeps up to `seconds`, waking early when stopped.
void nap(double seconds, const std::stop_token& stop) {
  const Clock::time_point until =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  while (!stop.stop_requested() && Clock::now() < until) {
    const Clock::duration left = until - Clock::now();
    std::this_thread::sleep_for(std::min<Clock::duration>(std::chrono::milliseconds(50), left));
  }
}

using Report = std::function<JobEvent::Kind(JobEvent::Kind)>;

// Each game's analysis of a job, chosen through games::with_game (process_job).
// A Cờ Đông Sơn game analysed by its own engine (analysis/dongson_play.h) at the job's depth and nodes (a
// depth of 64, "nodes or time instead", becomes 4), stored as Commander Chess games are.
JobEvent::Kind analyse_job(games::DongSon, db::Connection& c, analysis::Searcher&,
                           parser::dongson::DsRecord& game, const db::Job& job, double lease, JobEvent& event,
                           const Report& report, const std::stop_token& stop, Clock::time_point start) {
  analysis::dongson::Searcher searcher;
  const analysis::dongson::Limits limits{job.settings.depth >= 64 ? 4 : job.settings.depth,
                                         static_cast<std::uint64_t>(job.settings.nodes)};
  auto renewed = Clock::now();
  analysis::dongson::GameSummary s;
  try {
    s = analysis::dongson::annotate(game, searcher, limits, [&](int ply, int plies) {
      event.ply = ply, event.plies = plies;
      report(JobEvent::Kind::Progress);
      if (stop.stop_requested()) throw Stopped{};
      if (std::chrono::duration<double>(Clock::now() - renewed).count() < lease / 3) return;
      if (!db::renew_lease(c, job, lease)) throw LeaseLost{};
      renewed = Clock::now();
    });
  } catch (const Stopped&) {
    db::release_job(c, job);
    event.message = "stopped; the job is back in the queue";
    return report(JobEvent::Kind::Released);
  } catch (const LeaseLost&) {
    event.message = "the lease was taken over by another worker; this analysis is dropped";
    return report(JobEvent::Kind::Lost);
  } catch (const db::DbError&) {
    throw;
  } catch (const std::exception& e) {
    event.message = e.what();
    db::fail_job(c, job, e.what());
    return report(JobEvent::Kind::Failed);
  }
  event.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (!db::complete_job(c, job, job_result(s, game, event.seconds, event.summary))) {
    event.message = "the lease was taken over by another worker; this analysis is dropped";
    return report(JobEvent::Kind::Lost);
  }
  return report(JobEvent::Kind::Done);
}

// A Commander Chess game annotated by analysis::annotate, the lease renewed as positions are searched.
JobEvent::Kind analyse_job(games::CommanderChess, db::Connection& c, analysis::Searcher& searcher,
                           parser::GameRecord& game, const db::Job& job, double lease, JobEvent& event,
                           const Report& report, const std::stop_token& stop, Clock::time_point start) {
  analysis::AnnotateOptions o;
  o.limits = {job.settings.depth, static_cast<std::uint64_t>(job.settings.nodes), job.settings.movetime_ms};
  searcher.clear();
  auto renewed = Clock::now();
  analysis::AnnotateCallbacks callbacks;
  callbacks.on_progress = [&](int ply, int plies) {
    event.ply = ply, event.plies = plies;
    report(JobEvent::Kind::Progress);
    if (std::chrono::duration<double>(Clock::now() - renewed).count() < lease / 3) return;
    if (!db::renew_lease(c, job, lease)) throw LeaseLost{};
    renewed = Clock::now();
  };
  try {
    event.summary = analysis::annotate(game, searcher, o, callbacks, stop);
  } catch (const LeaseLost&) {
    event.message = "the lease was taken over by another worker; this analysis is dropped";
    return report(JobEvent::Kind::Lost);
  } catch (const db::DbError&) {
    throw;  // the database, not the job: the caller stops this worker (its lease expires, another takes the
            // job)
  } catch (const std::exception& e) {
    event.message = e.what();
    db::fail_job(c, job, e.what());
    return report(JobEvent::Kind::Failed);
  }
  if (!event.summary.complete) {
    db::release_job(c, job);
    event.message = "stopped; the job is back in the queue";
    return report(JobEvent::Kind::Released);
  }
  event.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (!db::complete_job(c, job, job_result(event.summary, game, event.seconds))) {
    event.message = "the lease was taken over by another worker; this analysis is dropped";
    return report(JobEvent::Kind::Lost);
  }
  return report(JobEvent::Kind::Done);
}

}  // namespace

std::string default_worker_name() {
  char host[256] = "host";
  gethostname(host, sizeof host - 1);
  return std::string(host) + ":" + std::to_string(getpid());
}

JobEvent::Kind process_job(db::Connection& c, analysis::Searcher& searcher, const db::Job& job, double lease,
                           const std::function<void(const JobEvent&)>& on_event, std::stop_token stop) {
  JobEvent event;
  event.worker = job.worker;
  event.job = job;
  auto report = [&](JobEvent::Kind kind) {
    event.kind = kind;
    if (on_event) on_event(event);
    return kind;
  };
  const auto start = Clock::now();
  if (auto e =
          settings_error(job.settings)) {  // queued by an older saban, or by hand: refused, not run forever
    event.message = "analysis settings: " + *e;
    db::fail_job(c, job, event.message);
    return report(JobEvent::Kind::Failed);
  }
  auto stored = db::load_any_game(c, job.game_id);
  if (!stored) {
    event.message = stored.error();
    db::fail_job(c, job, stored.error());
    return report(JobEvent::Kind::Failed);
  }
  return games::with_game(stored->kind(), [&](auto g) {
    event.variant = g.kind;
    return analyse_job(g, c, searcher, stored->record(g), job, lease, event, report, stop, start);
  });
}

WorkerTally run_workers(const WorkerOptions& options, const std::function<void(const JobEvent&)>& on_event,
                        std::stop_token stop) {
  WorkerTally tally;
  std::mutex mutex;  // the tally and the reports
  auto report = [&](const JobEvent& e) {
    std::lock_guard lock(mutex);
    switch (e.kind) {
      case JobEvent::Kind::Done:
        ++tally.done;
        break;
      case JobEvent::Kind::Failed:
        ++tally.failed;
        break;
      case JobEvent::Kind::Lost:
        ++tally.lost;
        break;
      case JobEvent::Kind::Released:
        ++tally.released;
        break;
      default:
        break;
    }
    if (on_event) on_event(e);
  };
  const std::string name = options.name.empty() ? default_worker_name() : options.name;
  std::string conninfo;  // the database's (options.conninfo resolved by open_database)
  // Claims and processes jobs until the queue is drained (once), or stopped.
  auto work = [&](const std::string& worker) {
    try {
      db::Connection c(conninfo);
      analysis::Searcher searcher;
      if (!options.once) db::listen_for_jobs(c);
      while (!stop.stop_requested()) {
        if (auto job = db::claim_job(c, worker, options.lease, options.max_attempts)) {
          JobEvent claimed;
          claimed.worker = worker;
          claimed.job = *job;
          report(claimed);
          process_job(c, searcher, *job, options.lease, report, stop);
          continue;
        }
        if (options.once) {
          // Nothing to claim now; jobs other workers hold may come back (their lease may expire): wait for
          // them.
          if (db::queue_status(c).work_left() == 0) return;
          nap(std::min(1.0, options.lease / 4), stop);
          continue;
        }
        // Woken by a NOTIFY; the timeout finds expired leases. In short waits, to notice a stop.
        const auto until =
            Clock::now() + std::chrono::duration<double>(std::min(options.poll, options.lease));
        while (!stop.stop_requested() && Clock::now() < until && !db::wait_for_jobs(c, 0.25)) {
        }
      }
    } catch (const std::exception& e) {
      std::lock_guard lock(mutex);
      if (!tally.errors++) tally.first_error = "worker " + worker + " stopped: " + e.what();
    }
  };
  try {  // the schema is brought up to date once, before the threads start
    conninfo =
        open_database(options.conninfo, db::SchemaAccess::Write, "saban-worker " + options.name).conninfo;
  } catch (const std::exception& e) {
    tally.errors = 1;
    tally.first_error = e.what();
    return tally;
  }
  std::vector<std::thread> threads;
  const int n = std::max(options.threads, 1);
  for (int i = 1; i < n; ++i) threads.emplace_back(work, name + "/" + std::to_string(i + 1));
  work(n == 1 ? name : name + "/1");
  for (std::thread& t : threads) t.join();
  return tally;
}

}  // namespace saban::app
