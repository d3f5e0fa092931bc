#include "db/jobs.h"

#include <cstdio>
#include <sstream>

#include "db/notify.h"
#include "db/queries.h"
#include "parser/reader.h"

namespace saban::db {

namespace {

constexpr const char* kChannel = "saban_analysis_job";

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.9g", v);
  return buf;
}

// A stored judgement key; an unknown one (none written by this program) reads as None.
parser::Judgement judgement_of(const std::string& name) {
  return parser::judgement_from_key(name).value_or(parser::Judgement::None);
}

// The counts of a result as a smallint[12]: Red's six judgements, then Blue's.
std::string counts_array(const int (&counts)[2][6]) {
  std::vector<long long> v;
  for (const auto& side : counts)
    for (int n : side) v.push_back(n);
  return int_array(v);
}

// This claim's key, the parameters $1 $2 $3 of every statement that acts only for the holder.
std::vector<Param> holder(const Job& job) {
  return {std::to_string(job.game_id), std::to_string(job.id), std::to_string(job.lease)};
}
constexpr const char* kHeld =
    "game_id = $1::bigint AND id = $2::bigint AND lease = $3::bigint AND state = 'running'";

}  // namespace

std::string settings_text(const AnalysisSettings& s) {
  std::string out = "depth " + std::to_string(s.depth);
  if (s.nodes) out += ", " + std::to_string(s.nodes) + " nodes";
  if (s.movetime_ms) out += ", " + std::to_string(s.movetime_ms) + " ms";
  return out;
}

long long queue_games(Connection& c, const std::vector<long long>& game_ids, const AnalysisSettings& s,
                      bool force) {
  if (game_ids.empty()) return 0;
  // A job that is pending or running is never touched: it will be analysed with these settings anyway.
  const std::string on_conflict =
      force
          ? "DO UPDATE SET state = 'pending', attempts = 0, worker = NULL, lease = NULL, lease_until = NULL, "
            "queued_at = now(), started_at = NULL, finished_at = NULL, error = NULL "
            "WHERE analysis_job.state IN ('done', 'failed')"
          : "DO NOTHING";
  Transaction tx(c);
  const long long n = c.one_row(
                           "WITH q AS (INSERT INTO analysis_job (game_id, depth, nodes, movetime_ms) "
                           "SELECT g, $2::int, $3::bigint, $4::int FROM unnest($1::bigint[]) AS g ORDER BY g "
                           "ON CONFLICT (game_id, depth, nodes, movetime_ms) " +
                               on_conflict + " RETURNING 1) SELECT count(*) FROM q",
                           {int_array(game_ids), std::to_string(s.depth), std::to_string(s.nodes),
                            std::to_string(s.movetime_ms)})
                          .integer(0, 0);
  if (n > 0) c.exec("SELECT pg_notify($1, '')", {std::string(kChannel)});  // delivered on commit
  tx.commit();
  return n;
}

std::optional<Job> claim_job(Connection& c, const std::string& worker, double lease_seconds,
                             int max_attempts) {
  for (;;) {
    Transaction tx(c);
    // The oldest claimable job; rows another worker is claiming right now are skipped, not waited for.
    Rows r = c.exec(
        "SELECT game_id, id, state, attempts FROM analysis_job "
        "WHERE state = 'pending' OR (state = 'running' AND lease_until < now()) "
        "ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED");
    if (r.size() == 0) {
      tx.commit();
      return std::nullopt;
    }
    const std::vector<Param> key = {r.text(0, 0), r.text(0, 1)};
    if (r.text(0, 2) == "running" && r.integer(0, 3) >= max_attempts) {
      c.exec(
          "UPDATE analysis_job SET state = 'failed', lease = NULL, lease_until = NULL, finished_at = now(), "
          "error = 'abandoned: its worker stopped (lease expired) ' || attempts || ' times' "
          "WHERE game_id = $1::bigint AND id = $2::bigint",
          key);
      tx.commit();
      continue;
    }
    Rows j = c.one_row(
        "UPDATE analysis_job SET state = 'running', worker = $3, lease = nextval('analysis_lease'), "
        "lease_until = now() + make_interval(secs => $4::float8), started_at = now(), attempts = attempts + "
        "1, "
        "error = NULL WHERE game_id = $1::bigint AND id = $2::bigint "
        "RETURNING game_id, id, lease, attempts, depth, nodes, movetime_ms",
        {*key[0], *key[1], worker, number(lease_seconds)});
    tx.commit();
    Job job;
    job.game_id = j.integer(0, 0);
    job.id = j.integer(0, 1);
    job.lease = j.integer(0, 2);
    job.attempt = static_cast<int>(j.integer(0, 3));
    job.settings = {static_cast<int>(j.integer(0, 4)), j.integer(0, 5), static_cast<int>(j.integer(0, 6))};
    job.worker = worker;
    return job;
  }
}

bool renew_lease(Connection& c, const Job& job, double lease_seconds) {
  auto params = holder(job);
  params.emplace_back(number(lease_seconds));
  return c.exec(
              std::string(
                  "UPDATE analysis_job SET lease_until = now() + make_interval(secs => $4::float8) WHERE ") +
                  kHeld + " RETURNING 1",
              params)
             .size() == 1;
}

bool complete_job(Connection& c, const Job& job, const JobResult& result) {
  Transaction tx(c);
  // Locks the job: a claim by another worker now waits for this transaction, and after it finds the job done.
  if (c.exec(std::string("SELECT 1 FROM analysis_job WHERE ") + kHeld + " FOR UPDATE", holder(job)).size() !=
      1)
    return false;
  const std::string game = std::to_string(job.game_id), id = std::to_string(job.id);
  c.exec("DELETE FROM analysis_game WHERE game_id = $1::bigint AND job_id = $2::bigint", {game, id});
  c.exec(
      "INSERT INTO analysis_game (game_id, job_id, red_accuracy, blue_accuracy, counts, nodes, seconds, "
      "depth, "
      "node_limit, movetime_ms, worker, annotated) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, "
      "$12)",
      {game, id, number(result.accuracy[0]), number(result.accuracy[1]), counts_array(result.counts),
       std::to_string(result.nodes), number(result.seconds), std::to_string(job.settings.depth),
       std::to_string(job.settings.nodes), std::to_string(job.settings.movetime_ms), job.worker,
       result.annotated});
  CopyWriter copy(
      c,
      "analysis_move (game_id, job_id, ply, mover, score_before, score_after, score_drop, best_san, "
      "best_line, depth, judgement)");
  for (const MoveResult& m : result.moves)
    copy.write_row({game, id, std::to_string(m.ply), std::to_string(index(m.mover)),
                    std::to_string(m.score_before), std::to_string(m.score_after), number(m.drop), m.best_san,
                    m.line, std::to_string(m.depth), std::string(parser::judgement_info(m.judgement).key)});
  copy.complete();
  c.exec(
      "UPDATE analysis_job SET state = 'done', lease_until = NULL, finished_at = now(), error = NULL "
      "WHERE game_id = $1::bigint AND id = $2::bigint",
      {game, id});
  tx.commit();
  return true;
}

bool fail_job(Connection& c, const Job& job, const std::string& error) {
  auto params = holder(job);
  params.emplace_back(error);
  return c.exec(std::string("UPDATE analysis_job SET state = 'failed', error = $4, lease_until = NULL, "
                            "finished_at = now() WHERE ") +
                    kHeld + " RETURNING 1",
                params)
             .size() == 1;
}

bool release_job(Connection& c, const Job& job) {
  return c.exec(std::string("UPDATE analysis_job SET state = 'pending', lease_until = NULL, "
                            "attempts = greatest(attempts - 1, 0) WHERE ") +
                    kHeld + " RETURNING 1",
                holder(job))
             .size() == 1;
}

Result<StoredGame, std::string> load_any_game(Connection& c, long long game_id) {
  const std::vector<std::string> raw = game_records(c, {game_id});
  const std::string name = "game #" + std::to_string(game_id);
  if (raw.empty()) return std::string(name + " is not in the database");
  parser::ReadGame g = parser::read_game(raw[0], name, 1);
  if (!g.has_game()) {
    std::string why = g.errors.empty() ? name + ": no game in its stored text\n" : g.errors[0].format();
    while (!why.empty() && why.back() == '\n') why.pop_back();
    return why;
  }
  StoredGame out;
  out.commander = std::move(g.record);
  out.dongson = std::move(g.dongson);
  return out;
}

Result<parser::GameRecord, std::string> load_game(Connection& c, long long game_id) {
  auto g = load_any_game(c, game_id);
  if (!g) return g.error();
  if (!g->commander)
    return "game #" + std::to_string(game_id) + " is a Cờ Đông Sơn game, not a Commander Chess one";
  return std::move(*g->commander);
}

QueueStatus queue_status(Connection& c) {
  Rows r = c.one_row(
      "SELECT count(*) FILTER (WHERE state = 'pending'), count(*) FILTER (WHERE state = 'running'), "
      "count(*) FILTER (WHERE state = 'running' AND lease_until < now()), count(*) FILTER (WHERE state = "
      "'done'), "
      "count(*) FILTER (WHERE state = 'failed') FROM analysis_job");
  return {r.integer(0, 0), r.integer(0, 1), r.integer(0, 2), r.integer(0, 3), r.integer(0, 4)};
}

std::vector<FailedJob> failed_jobs(Connection& c, int limit) {
  Rows r = c.exec(
      "SELECT id, game_id, attempts, coalesce(worker, ''), coalesce(error, '') FROM analysis_job "
      "WHERE state = 'failed' ORDER BY finished_at DESC, id LIMIT $1::int",
      {std::to_string(limit)});
  std::vector<FailedJob> out;
  for (int i = 0; i < r.size(); ++i)
    out.push_back(
        {r.integer(i, 0), r.integer(i, 1), static_cast<int>(r.integer(i, 2)), r.text(i, 3), r.text(i, 4)});
  return out;
}

void listen_for_jobs(Connection& c) { listen(c, kChannel); }

bool wait_for_jobs(Connection& c, double seconds) { return !wait_for_notifications(c, seconds).empty(); }

std::optional<StoredAnalysis> stored_analysis(Connection& c, long long game_id) {
  Rows g = c.exec(
      "SELECT job_id, game_id, depth, node_limit, movetime_ms, red_accuracy, blue_accuracy, "
      "array_to_string(counts, ' '), nodes, seconds, "
      "worker, finished_at::text, annotated FROM analysis_game WHERE game_id = $1::bigint "
      "ORDER BY finished_at DESC, job_id DESC LIMIT 1",
      {std::to_string(game_id)});
  if (g.size() == 0) return std::nullopt;
  StoredAnalysis a;
  a.job_id = g.integer(0, 0);
  a.game_id = g.integer(0, 1);
  a.settings = {static_cast<int>(g.integer(0, 2)), g.integer(0, 3), static_cast<int>(g.integer(0, 4))};
  a.accuracy[0] = g.real(0, 5);
  a.accuracy[1] = g.real(0, 6);
  std::istringstream counts(g.text(0, 7));  // Red's six counts, then Blue's
  for (auto& side : a.counts)
    for (int& n : side) counts >> n;
  a.nodes = static_cast<std::uint64_t>(g.integer(0, 8));
  a.seconds = g.real(0, 9);
  a.worker = g.text(0, 10);
  a.finished_at = g.text(0, 11);
  a.annotated = g.text(0, 12);
  Rows m = c.exec(
      "SELECT ply, mover, score_before, score_after, score_drop, best_san, best_line, depth, judgement "
      "FROM analysis_move WHERE game_id = $1::bigint AND job_id = $2::bigint ORDER BY ply",
      {std::to_string(a.game_id), std::to_string(a.job_id)});
  for (int i = 0; i < m.size(); ++i) {
    MoveResult r;
    r.ply = static_cast<int>(m.integer(i, 0));
    r.mover = m.integer(i, 1) == 0 ? Side::Red : Side::Blue;
    r.score_before = static_cast<int>(m.integer(i, 2));
    r.score_after = static_cast<int>(m.integer(i, 3));
    r.drop = m.real(i, 4);
    r.best_san = m.text(i, 5);
    r.line = m.text(i, 6);
    r.depth = static_cast<int>(m.integer(i, 7));
    r.judgement = judgement_of(m.text(i, 8));
    a.moves.push_back(std::move(r));
  }
  return a;
}

}  // namespace saban::db
