// The analysis queue against a real PostgreSQL server ($SABAN_TEST_DB, see database_test.cpp): claims,
// leases, take-over of expired leases, completion only by the holder; and `saban worker` processes, one of
// them killed.
#include "db/jobs.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <thread>

#include "db/importer.h"
#include "db/position_evaluations.h"
#include "db/queries.h"
#include "db/schema.h"
#include "tests/db/scratch_database.h"

namespace saban::db {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

// Runs the saban binary with `args`, stdout and stderr into files; returns its pid.
pid_t spawn(const std::vector<std::string>& args, const fs::path& out, const fs::path& err) {
  const pid_t pid = fork();
  if (pid == 0) {
    const int o = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int e = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(o, 1);
    dup2(e, 2);
    std::vector<char*> argv{const_cast<char*>(SABAN_BINARY)};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(SABAN_BINARY, argv.data());
    _exit(127);
  }
  return pid;
}

// Its exit code (128 + signal when killed); a process still running after `timeout` is killed and fails the
// test.
int wait_exit(pid_t pid, std::chrono::seconds timeout = std::chrono::seconds(300)) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  int status = 0;
  while (waitpid(pid, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      ADD_FAILURE() << "process " << pid << " still running after " << timeout.count() << " s: killed";
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class Jobs : public ScratchDatabase {
 protected:
  // Every running job's lease ends now, as if its worker had been silent past it.
  void expire_leases() {
    conn->run("UPDATE analysis_job SET lease_until = now() - interval '1 second' WHERE state = 'running'");
  }
  Jobs() : ScratchDatabase("saban_j_") {}

  // Runs saban to the end; its exit code, and its stdout in `out`.
  int saban(const std::vector<std::string>& args, std::string* out = nullptr) {
    const fs::path o = dir() / "out.txt", e = dir() / "err.txt";
    const int code = wait_exit(spawn(args, o, e));
    if (out) *out = slurp(o);
    if (code != 0) ADD_FAILURE() << "saban " << args[0] << " exited with " << code << ": " << slurp(e);
    return code;
  }

  // `n` self-play games, imported; their ids in order.
  std::vector<long long> import_games(int n, int seed) {
    const fs::path file = dir() / ("games" + std::to_string(seed) + ".ctr");
    saban({"selfplay", "--random", "--games", std::to_string(n), "--seed", std::to_string(seed),
           "--max-plies", "60", "-o", file.string()});
    Importer(*conn, {}).import_file(file);
    Rows r = conn->exec("SELECT id FROM game ORDER BY id");
    std::vector<long long> ids;
    for (int i = 0; i < r.size(); ++i) ids.push_back(r.integer(i, 0));
    return ids;
  }

  // A result as a worker would store it for `game_id`: one move per ply, all judged "none".
  JobResult result_for(long long game_id) {
    JobResult r;
    r.accuracy[0] = 90, r.accuracy[1] = 80;
    r.counts[0][0] = 1;
    r.annotated = "annotated";
    const long long plies = count("SELECT ply_count FROM game WHERE id = " + std::to_string(game_id));
    for (int p = 0; p < plies; ++p)
      r.moves.push_back({p, p % 2 ? Side::Blue : Side::Red, 10, 5, 0.01, "Ic6", "Ic6"});
    return r;
  }
};

TEST_F(Jobs, QueueingIsIdempotentPerSettings) {
  const auto ids = import_games(10, 3);
  ASSERT_EQ(ids.size(), 10u);
  const AnalysisSettings depth2{2, 0, 0}, depth3{3, 0, 0};
  EXPECT_EQ(queue_games(*conn, ids, depth2), 10);
  EXPECT_EQ(queue_games(*conn, ids, depth2), 0);
  EXPECT_EQ(queue_games(*conn, {ids[0], ids[1]}, depth3), 2);
  EXPECT_EQ(queue_status(*conn).pending, 12);
  // Done jobs are queued again only with force; pending ones are never touched.
  auto job = claim_job(*conn, "w", 60);
  ASSERT_TRUE(job);
  ASSERT_TRUE(complete_job(*conn, *job, result_for(job->game_id)));
  EXPECT_EQ(queue_games(*conn, ids, depth2), 0);
  EXPECT_EQ(queue_games(*conn, ids, depth2, true), 1);
  EXPECT_EQ(queue_status(*conn).pending, 12);
  // The old result stays until the new one replaces it: still one row set per job.
  job = claim_job(*conn, "w", 60);
  ASSERT_TRUE(job);
  ASSERT_TRUE(complete_job(*conn, *job, result_for(job->game_id)));
  EXPECT_EQ(count("SELECT count(*) FROM analysis_game"), 1);
  EXPECT_EQ(count("SELECT count(*) FROM analysis_move"),
            count("SELECT ply_count FROM game WHERE id = " + std::to_string(job->game_id)));
}

TEST_F(Jobs, ConcurrentClaimsGetDifferentJobs) {
  const auto ids = import_games(3, 4);
  queue_games(*conn, ids, {1, 0, 0});
  Connection other(conninfo());
  auto a = claim_job(*conn, "a", 60);
  auto b = claim_job(other, "b", 60);
  auto c = claim_job(other, "c", 60);
  ASSERT_TRUE(a && b && c);
  EXPECT_NE(a->id, b->id);
  EXPECT_NE(b->id, c->id);
  EXPECT_NE(a->id, c->id);
  EXPECT_FALSE(claim_job(*conn, "d", 60)) << "every job is held under a live lease";
  const QueueStatus s = queue_status(*conn);
  EXPECT_EQ(s.running, 3);
  EXPECT_EQ(s.expired, 0);
  EXPECT_EQ(s.work_left(), 3);
  // A claim that holds the row lock is skipped, not waited for.
  queue_games(*conn, {ids[0]}, {2, 0, 0});
  Transaction tx(other);
  other.run("SELECT 1 FROM analysis_job WHERE state = 'pending' FOR UPDATE");
  const auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(claim_job(*conn, "e", 60));
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
}

TEST_F(Jobs, ExpiredLeaseIsTakenOverAndTheFirstWorkerCannotComplete) {
  const auto ids = import_games(1, 5);
  queue_games(*conn, ids, {1, 0, 0});
  auto first = claim_job(*conn, "first", 60);
  ASSERT_TRUE(first);
  EXPECT_EQ(first->attempt, 1);
  EXPECT_TRUE(renew_lease(*conn, *first, 60));
  EXPECT_FALSE(claim_job(*conn, "second", 60));
  expire_leases();  // the first worker is silent past its lease (in SQL: no sleep, whatever the machine's
                    // load)
  EXPECT_EQ(queue_status(*conn).expired, 1);
  auto second = claim_job(*conn, "second", 60);
  ASSERT_TRUE(second);
  EXPECT_EQ(second->id, first->id);
  EXPECT_EQ(second->attempt, 2);
  // The first worker wakes up: it can neither renew nor complete nor fail the job.
  EXPECT_FALSE(renew_lease(*conn, *first, 60));
  EXPECT_FALSE(complete_job(*conn, *first, result_for(first->game_id)));
  EXPECT_FALSE(fail_job(*conn, *first, "late"));
  EXPECT_EQ(count("SELECT count(*) FROM analysis_game"), 0);
  EXPECT_TRUE(complete_job(*conn, *second, result_for(second->game_id)));
  EXPECT_EQ(conn->one_row("SELECT state || ' ' || worker FROM analysis_job").text(0, 0), "done second");
  EXPECT_EQ(conn->one_row("SELECT worker FROM analysis_game").text(0, 0), "second");
  // Once done, the job is nobody's: the holder cannot complete it twice.
  EXPECT_FALSE(complete_job(*conn, *second, result_for(second->game_id)));
  EXPECT_EQ(count("SELECT count(*) FROM analysis_game"), 1);
}

TEST_F(Jobs, OnlyTheHolderCompletesEvenUnderTheSameName) {
  const auto ids = import_games(1, 6);
  queue_games(*conn, ids, {1, 0, 0});
  auto job = claim_job(*conn, "same", 60);
  ASSERT_TRUE(job);
  Job forged = *job;
  forged.lease += 1000;  // another claim's token, same worker name
  EXPECT_FALSE(complete_job(*conn, forged, result_for(job->game_id)));
  EXPECT_FALSE(fail_job(*conn, forged, "no"));
  EXPECT_EQ(count("SELECT count(*) FROM analysis_game"), 0);
  EXPECT_TRUE(complete_job(*conn, *job, result_for(job->game_id)));
  const auto stored = stored_analysis(*conn, job->game_id);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->moves.size(), result_for(job->game_id).moves.size());
  EXPECT_EQ(stored->counts[0][0], 1);
  EXPECT_EQ(stored->accuracy[1], 80);
  EXPECT_EQ(stored->annotated, "annotated");
}

TEST_F(Jobs, FailuresAreRecordedAndAbandonedJobsGiveUp) {
  const auto ids = import_games(2, 7);
  queue_games(*conn, ids, {1, 0, 0});
  auto job = claim_job(*conn, "w", 60);
  ASSERT_TRUE(job);
  EXPECT_TRUE(fail_job(*conn, *job, "cannot rebuild"));
  auto failed = failed_jobs(*conn);
  ASSERT_EQ(failed.size(), 1u);
  EXPECT_EQ(failed[0].error, "cannot rebuild");
  EXPECT_EQ(failed[0].attempts, 1);
  // The other job's worker dies twice (its lease expires): with max_attempts 2 the job is marked failed.
  for (int i = 0; i < 2; ++i) {
    ASSERT_TRUE(claim_job(*conn, "dies", 60, 2));
    expire_leases();
  }
  EXPECT_FALSE(claim_job(*conn, "w", 60, 2));
  EXPECT_EQ(queue_status(*conn).failed, 2);
  EXPECT_NE(failed_jobs(*conn)[0].error.find("abandoned"), std::string::npos);
}

TEST_F(Jobs, LoadGameRebuildsTheStoredRecordOrSaysWhy) {
  const auto ids = import_games(1, 8);
  auto g = load_game(*conn, ids[0]);
  ASSERT_TRUE(g) << g.error();
  EXPECT_EQ(static_cast<long long>(g->moves.size()), count("SELECT ply_count FROM game"));
  EXPECT_NE(load_game(*conn, ids[0] + 100).error().find("not in the database"), std::string::npos);
  conn->run("UPDATE game SET raw = '[Event \"x\"]\n\n1. Q9z9 *\n'");
  auto bad = load_game(*conn, ids[0]);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().find("game #" + std::to_string(ids[0])), std::string::npos) << bad.error();
}

// The explorer's stored evaluations: a position reached in an analysed game gets the score after the move
// into it, from the deepest analysis; the start and a position of games never analysed get none.
TEST_F(Jobs, StoredEvaluationsOfPositionsComeFromTheDeepestAnalysisThroughThem) {
  const auto ids = import_games(2, 11);
  ASSERT_EQ(ids.size(), 2u);
  auto game = load_game(*conn, ids[0]);
  ASSERT_TRUE(game) << game.error();
  auto other = load_game(*conn, ids[1]);
  ASSERT_TRUE(other) << other.error();
  ASSERT_GE(game->moves.size(), 4u);
  // The keys of the analysed game's positions after its first three moves, and after the other's 5th.
  std::vector<std::uint64_t> keys{stored_key(game->start)};
  Position p = game->start;
  for (int i = 0; i < 3; ++i) {
    games::CommanderChess::play(p, game->moves[static_cast<std::size_t>(i)].turn);
    keys.push_back(stored_key(p));
  }
  Position q = other->start;
  for (int i = 0; i < 5; ++i) games::CommanderChess::play(q, other->moves[static_cast<std::size_t>(i)].turn);
  keys.push_back(stored_key(q));
  const auto none = stored_evaluations(*conn, keys);  // nothing analysed yet
  EXPECT_EQ(none.size(), keys.size());
  EXPECT_TRUE(std::all_of(none.begin(), none.end(), [](const auto& e) { return !e.has_value(); }));

  // Two analyses of the first game: depth 4 (score 100 + ply) and depth 7 (score -30 - ply) for the mover.
  auto analyse = [&](int depth, int base, int sign) {
    ASSERT_EQ(queue_games(*conn, {ids[0]}, {depth, 0, 0}), 1);
    auto job = claim_job(*conn, "w", 60);
    ASSERT_TRUE(job);
    JobResult r = result_for(job->game_id);
    for (auto& m : r.moves) m.score_after = base + sign * m.ply, m.depth = depth;
    ASSERT_TRUE(complete_job(*conn, *job, r));
  };
  analyse(4, 100, 1);
  auto found = stored_evaluations(*conn, keys);
  ASSERT_EQ(found.size(), keys.size());
  EXPECT_FALSE(found[0].has_value());  // the start: no move reached it
  for (int i = 1; i <= 3; ++i) {
    ASSERT_TRUE(found[static_cast<std::size_t>(i)].has_value()) << i;
    EXPECT_EQ(found[static_cast<std::size_t>(i)]->score, 100 + (i - 1));
    EXPECT_EQ(found[static_cast<std::size_t>(i)]->mover, i % 2 ? Side::Red : Side::Blue);
    EXPECT_EQ(found[static_cast<std::size_t>(i)]->depth, 4);
    EXPECT_EQ(found[static_cast<std::size_t>(i)]->game_id, ids[0]);
  }
  EXPECT_FALSE(found[4].has_value());  // only in the game never analysed
  analyse(7, -30, -1);
  found = stored_evaluations(*conn, keys);
  ASSERT_TRUE(found[2].has_value());
  EXPECT_EQ(found[2]->score, -31);
  EXPECT_EQ(found[2]->depth, 7);
}

// A worker process: a game that cannot be rebuilt fails alone; the others are analysed and visible.
TEST_F(Jobs, WorkerSkipsAFailingGameAndStoresTheOthers) {
  const auto ids = import_games(5, 9);
  conn->exec("UPDATE game SET raw = 'garbage' WHERE id = $1::bigint", {std::to_string(ids[2])});
  std::string out;
  ASSERT_EQ(saban({"analyze", "--db", conninfo(), "--depth", "1"}, &out), 0);
  EXPECT_EQ(out.rfind("5 games queued", 0), 0u) << out;
  ASSERT_EQ(saban({"worker", "--db", conninfo(), "--once", "--name", "solo"}, &out), 0);
  EXPECT_NE(out.find("4 games analysed, 1 failed"), std::string::npos) << out;
  ASSERT_EQ(saban({"jobs", "--db", conninfo()}, &out), 0);
  EXPECT_NE(out.find("pending 0, running 0 (0 with an expired lease), done 4, failed 1"), std::string::npos)
      << out;
  EXPECT_NE(out.find("game #" + std::to_string(ids[2])), std::string::npos) << out;
  ASSERT_EQ(saban({"analysis", "--db", conninfo(), std::to_string(ids[0]), "--moves"}, &out), 0);
  EXPECT_NE(out.find("by solo"), std::string::npos) << out;
  const long long plies = count("SELECT ply_count FROM game WHERE id = " + std::to_string(ids[0]));
  EXPECT_EQ(std::count(out.begin(), out.end(), '\n'), plies + 2)
      << out;  // the summary, the header, the moves
  // Queued again: nothing new; with --force, the failed and the done ones.
  ASSERT_EQ(saban({"analyze", "--db", conninfo(), "--depth", "1"}, &out), 0);
  EXPECT_EQ(out.rfind("0 games queued", 0), 0u) << out;
  ASSERT_EQ(saban({"analyze", "--db", conninfo(), "--depth", "1", "--force", "--limit", "3"}, &out), 0);
  EXPECT_EQ(out.rfind("3 games queued", 0), 0u) << out;
}

// Issue 20: a worker stopped by SIGTERM or Ctrl-C (SIGINT) gives its running job back to the queue (pending,
// not failed, the attempt not counted), prints its summary and exits 143 or 130. It used to die without a
// word and leave the job "running" until its lease expired.
TEST_F(Jobs, ASignalledWorkerGivesItsJobBack) {
  const auto ids = import_games(1, 12);
  ASSERT_EQ(ids.size(), 1u);
  std::string out;
  ASSERT_EQ(saban({"analyze", "--db", conninfo(), "--depth", "30"}, &out), 0);  // minutes of work: slow
  for (const int sig : {SIGTERM, SIGINT}) {
    const fs::path o = dir() / "w.out", e = dir() / "w.err";
    const pid_t worker = spawn({"worker", "--db", conninfo(), "--lease", "600", "--name", "w"}, o, e);
    for (int i = 0; i < 3000 && count("SELECT count(*) FROM analysis_job WHERE state = 'running'") == 0; ++i)
      std::this_thread::sleep_for(10ms);
    ASSERT_EQ(count("SELECT count(*) FROM analysis_job WHERE state = 'running'"), 1) << slurp(e);
    std::this_thread::sleep_for(200ms);  // into the search
    kill(worker, sig);
    EXPECT_EQ(wait_exit(worker, 30s), 128 + sig) << slurp(e);
    EXPECT_EQ(conn->one_row("SELECT state || ' ' || attempts FROM analysis_job").text(0, 0), "pending 0");
    EXPECT_EQ(count("SELECT count(*) FROM analysis_game"), 0);
    EXPECT_EQ(slurp(o),
              "worker w: 0 games analysed, 0 failed, 0 taken over by others, 1 given back to the queue\n");
    const std::string err = slurp(e);
    EXPECT_NE(
        err.find("worker w: game #" + std::to_string(ids[0]) + ": stopped; the job is back in the queue"),
        std::string::npos)
        << err;
    EXPECT_NE(err.find(std::string("saban: worker w stopped by ") + (sig == SIGINT ? "SIGINT" : "SIGTERM") +
                       "; 1 job in progress given back to the queue"),
              std::string::npos)
        << err;
  }
}

// Acceptance (issue 5): three workers on a queue of 300 games, one of them killed in the middle of a job.
// Every game is analysed exactly once, every job is done, the killed worker's job was taken over after its
// lease.
TEST_F(Jobs, ThreeWorkersOneKilledEveryGameAnalysedOnce) {
  const auto ids = import_games(300, 11);
  ASSERT_EQ(ids.size(), 300u);
  std::string out;
  ASSERT_EQ(saban({"analyze", "--db", conninfo(), "--depth", "1"}, &out), 0);
  EXPECT_EQ(out.rfind("300 games queued", 0), 0u) << out;
  std::vector<pid_t> workers;
  for (int w = 0; w < 3; ++w) {
    const std::string name = "w" + std::to_string(w);
    workers.push_back(spawn({"worker", "--db", conninfo(), "--once", "--lease", "600", "--name", name},
                            dir() / (name + ".out"), dir() / (name + ".err")));
  }
  // Let the workers get going, then stop w0 while it holds a job, and kill it.
  for (int i = 0; i < 3000 && count("SELECT count(*) FROM analysis_job WHERE state = 'done'") < 30; ++i)
    std::this_thread::sleep_for(10ms);
  long long orphan = 0;
  for (int i = 0; i < 1000 && !orphan; ++i) {
    kill(workers[0], SIGSTOP);
    Rows r = conn->exec("SELECT id FROM analysis_job WHERE worker = 'w0' AND state = 'running'");
    if (r.size() == 1)
      orphan = r.integer(0, 0);
    else
      kill(workers[0], SIGCONT), std::this_thread::sleep_for(5ms);
  }
  ASSERT_NE(orphan, 0) << "w0 never held a job";
  kill(workers[0], SIGKILL);
  EXPECT_EQ(wait_exit(workers[0]), 128 + SIGKILL);
  // Its lease ends now (in SQL; the living workers' leases are long enough never to expire on a busy
  // machine).
  conn->exec("UPDATE analysis_job SET lease_until = now() - interval '1 second' WHERE id = $1::bigint",
             {std::to_string(orphan)});
  for (int w = 1; w < 3; ++w)
    EXPECT_EQ(wait_exit(workers[static_cast<std::size_t>(w)], 120s), 0)
        << slurp(dir() / ("w" + std::to_string(w) + ".err"));

  EXPECT_EQ(count("SELECT count(*) FROM analysis_job"), 300);
  EXPECT_EQ(count("SELECT count(*) FROM analysis_job WHERE state <> 'done'"), 0);
  // Exactly one row set per game: one analysis_game row, and one analysis_move row per ply.
  EXPECT_EQ(
      count("SELECT count(*) FROM game g WHERE (SELECT count(*) FROM analysis_game a WHERE a.game_id = g.id) "
            "<> 1"),
      0);
  EXPECT_EQ(count("SELECT count(*) FROM analysis_game"), 300);
  EXPECT_EQ(
      count("SELECT count(*) FROM game g WHERE g.ply_count <> (SELECT count(*) FROM analysis_move m WHERE "
            "m.game_id = g.id)"),
      0);
  // The killed worker's job was taken over by another worker after its lease expired.
  Rows o = conn->one_row(
      "SELECT j.attempts, a.worker FROM analysis_job j JOIN analysis_game a ON a.job_id = j.id "
      "WHERE j.id = " +
      std::to_string(orphan));
  EXPECT_EQ(o.integer(0, 0), 2);
  EXPECT_NE(o.text(0, 1), "w0");
  // What the surviving workers report adds up with what w0 stored before it died.
  long long reported = 0;
  for (int w = 1; w < 3; ++w) {
    const std::string text = slurp(dir() / ("w" + std::to_string(w) + ".out"));
    reported += std::stoll(text.substr(text.find(": ") + 2));
  }
  EXPECT_EQ(reported + count("SELECT count(*) FROM analysis_game WHERE worker = 'w0'"), 300);
  EXPECT_GT(count("SELECT count(*) FROM analysis_game WHERE worker = 'w1'"), 0);
  EXPECT_GT(count("SELECT count(*) FROM analysis_game WHERE worker = 'w2'"), 0);
}

}  // namespace
}  // namespace saban::db
