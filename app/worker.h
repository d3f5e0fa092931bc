// The analysis worker (docs/analysis.md): claim a queued game under a lease, annotate it, store the result;
// any number of threads here and processes elsewhere. `saban worker` and the GUI's queue both run it.
#pragma once

#include <functional>
#include <stop_token>
#include <string>

#include "analysis/annotate.h"
#include "db/jobs.h"
#include "db/queries.h"

namespace saban::app {

struct WorkerOptions {
  std::string
      conninfo;       ///< the database, as open_database() reads it (empty: $SABAN_DB or the private cluster)
  std::string name;   ///< this worker's name in the queue; empty: host:pid
  bool once = false;  ///< return when no job is left pending or running, instead of waiting for more
  double lease = 60;  ///< seconds a claimed job stays this worker's without a renewal
  int threads = 1;    ///< games analysed at once, each thread with its own connection and searcher
  int max_attempts = 5;  ///< a job whose lease expired this often is marked failed
  double poll = 10;      ///< seconds between looks at the queue when no notification comes
};

/// What happened to one job (reported from the worker's threads, one report at a time).
struct JobEvent {
  enum class Kind {
    Claimed,   ///< the job was claimed: `job` says which
    Progress,  ///< a position was searched: `ply` of `plies`
    Done,      ///< stored: `summary`, `seconds`
    Failed,    ///< the game could not be loaded or analysed: `message`
    Lost,      ///< the lease was taken over by another worker: nothing stored
    Released,  ///< the worker was stopped: the job went back to the queue
  };
  Kind kind = Kind::Claimed;
  std::string worker;  ///< the thread's name in the queue
  db::Job job;
  int ply = 0, plies = 0;
  db::Variant variant = db::Variant::Commander;  ///< the game's game (set once loaded)
  /// Done: the analysis. For a Cờ Đông Sơn game (analysis/dongson_play.h), Red is Thủy and Blue Sơn, and each
  /// move's entry holds its scores, drop, judgement and best move in SAN (no Commander Chess turns).
  analysis::GameSummary summary;
  double seconds = 0;
  std::string message;
};

struct WorkerTally {
  long long done = 0, failed = 0, lost = 0, released = 0;
  int errors = 0;           ///< threads that stopped on a database error
  std::string first_error;  ///< the first of them
};

/// Runs the worker threads until the queue is drained (`once`) or `stop` is requested; a stop cancels the
/// running analyses (their jobs go back to the queue) within a thousand nodes. Database errors end the thread
/// that met them (counted in the tally); nothing is thrown.
WorkerTally run_workers(const WorkerOptions& options,
                        const std::function<void(const JobEvent&)>& on_event = {}, std::stop_token stop = {});

/// Annotates one claimed job's game and stores the result (renewing the lease as positions are searched); the
/// outcome is reported as a Done, Failed, Lost or Released event and returned. DbError is thrown through.
JobEvent::Kind process_job(db::Connection& c, analysis::Searcher& searcher, const db::Job& job, double lease,
                           const std::function<void(const JobEvent&)>& on_event = {},
                           std::stop_token stop = {});

/// The default worker name: host:pid.
std::string default_worker_name();

}  // namespace saban::app
