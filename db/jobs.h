// The analysis queue (docs/database.md): games queued as jobs, claimed by any number of workers under a
// lease, results stored with the job's completion in one transaction and only by the worker that still holds
// it.
//
// db/ does not know the engine: a worker (cli/cmd_worker.cpp) claims a Job, loads its game with load_game,
// runs analysis::annotate, renews the lease as it goes and hands the outcome over as a JobResult.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/pq.h"
#include "parser/dongson_record.h"
#include "parser/record.h"
#include "rules/games.h"
#include "rules/result.h"

namespace saban::db {

/// The search limits a game is analysed with; a game is queued once per distinct settings.
struct AnalysisSettings {
  int depth = 6;
  long long nodes = 0;  ///< 0: no limit
  int movetime_ms = 0;  ///< 0: no limit
  bool operator==(const AnalysisSettings&) const = default;
};
/// "depth 6", "depth 64, 20000 nodes", ...
std::string settings_text(const AnalysisSettings& s);

/// A claimed job. `lease` is the claim's token (a new number from a sequence at every claim): only the holder
/// of the current token may renew, complete or fail the job, whatever the workers' names.
struct Job {
  long long id = 0, game_id = 0, lease = 0;
  int attempt = 0;  ///< 1 for the first claim of the job
  AnalysisSettings settings;
  std::string worker;
};

/// One analysed move (see analysis::MoveAnalysis).
struct MoveResult {
  int ply = 0;
  Side mover = Side::Red;
  int score_before = 0, score_after = 0;  ///< centipoints for the mover; mates beyond analysis::kMateBound
  double drop = 0;
  std::string best_san, line;
  int depth = 0;
  parser::Judgement judgement = parser::Judgement::None;
};

/// What a worker found for a game.
struct JobResult {
  double accuracy[2] = {0, 0};
  int counts[2][6] = {};  ///< per side, per parser::Judgement
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::string annotated;  ///< the annotated record, as `saban analyze` writes it
  std::vector<MoveResult> moves;
};

/// Queues the games for analysis with the settings. A game already queued, being analysed or analysed with
/// the same settings is left alone, unless `force`: then its job is pending again (its old results stay until
/// the new ones replace them). Returns how many jobs were added or re-queued; wakes listening workers.
long long queue_games(Connection& c, const std::vector<long long>& game_ids, const AnalysisSettings& s,
                      bool force = false);

/// Claims the oldest job that is pending, or running under an expired lease (a crashed worker's), with
/// `FOR UPDATE SKIP LOCKED`: concurrent workers never claim the same job. The lease runs `lease_seconds` from
/// now (the server's clock). A job whose lease expired `max_attempts` times is marked failed instead of
/// claimed again.
std::optional<Job> claim_job(Connection& c, const std::string& worker, double lease_seconds,
                             int max_attempts = 5);

/// Extends the lease to `lease_seconds` from now. False when the job is no longer this claim's (taken over).
bool renew_lease(Connection& c, const Job& job, double lease_seconds);

/// Stores the result and marks the job done, in one transaction, only if the job is still this claim's; any
/// earlier result of the same job is replaced. False (and nothing stored) when it was taken over.
bool complete_job(Connection& c, const Job& job, const JobResult& result);

/// Marks the job failed with the error text, if it is still this claim's.
bool fail_job(Connection& c, const Job& job, const std::string& error);

/// Gives the job back to the queue (pending again, this claim not counted as an attempt), if it is still this
/// claim's: a worker that was asked to stop before it finished.
bool release_job(Connection& c, const Job& job);

/// The record of a stored game, rebuilt from its text as `saban search --format records` gives it; the error
/// names the game and the first problem when it cannot be read or replayed (or is a Cờ Đông Sơn game).
Result<parser::GameRecord, std::string> load_game(Connection& c, long long game_id);

/// A stored game of either game: exactly one of the two records is set.
struct StoredGame {
  std::optional<parser::GameRecord> commander;
  std::optional<parser::dongson::DsRecord> dongson;
  /// Which game it is (rules/games.h).
  games::GameKind kind() const { return dongson ? games::GameKind::DongSon : games::GameKind::Commander; }
  /// Its record, as the game's traits `g` hold it: with_game(kind(), [&](auto g) { ... record(g) ... }).
  parser::GameRecord& record(games::CommanderChess) { return *commander; }
  parser::dongson::DsRecord& record(games::DongSon) { return *dongson; }
};
/// The record of a stored game of either game, read as load_game reads it.
Result<StoredGame, std::string> load_any_game(Connection& c, long long game_id);

struct QueueStatus {
  long long pending = 0, running = 0, expired = 0, done = 0, failed = 0;  ///< expired: running, lease over
  long long work_left() const { return pending + running; }
};
QueueStatus queue_status(Connection& c);

struct FailedJob {
  long long id = 0, game_id = 0;
  int attempts = 0;
  std::string worker, error;
};
std::vector<FailedJob> failed_jobs(Connection& c, int limit = 20);

/// Waits up to `seconds` for a NOTIFY on the queue's channel (after listen_for_jobs). True when one came.
void listen_for_jobs(Connection& c);
bool wait_for_jobs(Connection& c, double seconds);

/// A stored analysis of a game (the newest when it was analysed with several settings).
struct StoredAnalysis {
  long long job_id = 0, game_id = 0;
  AnalysisSettings settings;
  double accuracy[2] = {0, 0};
  int counts[2][6] = {};
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::string worker, finished_at, annotated;
  std::vector<MoveResult> moves;
};
std::optional<StoredAnalysis> stored_analysis(Connection& c, long long game_id);

}  // namespace saban::db
