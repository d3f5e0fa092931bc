// The analysis queue from the command line: `analyze --db` queues games, `worker` analyses them (any number
// of processes on any machines), `jobs` shows the queue, `analysis GAME_ID` a stored result
// (docs/analysis.md).
#include <climits>
#include <cstdio>
#include <iostream>
#include <mutex>

#include "analysis/annotate.h"
#include "analysis/dongson_search.h"
#include "analysis/evaluate.h"
#include "analysis/score_view.h"
#include "app/queue.h"
#include "app/worker.h"
#include "cli/common.h"
#include "cli/filters.h"
#include "db/cluster.h"
#include "db/jobs.h"
#include "db/queries.h"
#include "db/schema.h"
#include "parser/dongson_san.h"
#include "rules/san.h"

namespace saban::cli {

namespace {

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

struct WorkerArgs {
  std::string db, name;
  bool once = false;
  double lease = 60;
  int jobs = 1;
  int max_attempts = 5;
  double poll = 10;
};

// A line for each finished job (app::run_workers reports them).
void print_event(const app::JobEvent& e) {
  using Kind = app::JobEvent::Kind;
  const std::string who = "worker " + e.worker + ": game #" + std::to_string(e.job.game_id);
  switch (e.kind) {
    case Kind::Done: {
      char line[200];
      std::snprintf(line, sizeof line,
                    ": %zu plies, %s, %s accuracy %.0f%%, %s %.0f%%, %llu nodes, %.2f s (attempt %d)",
                    e.summary.moves.size(), db::settings_text(e.job.settings).c_str(),
                    e.variant == db::Variant::DongSon ? "Cờ Đông Sơn, Thủy" : "Red", e.summary.accuracy[0],
                    e.variant == db::Variant::DongSon ? "Sơn" : "Blue", e.summary.accuracy[1],
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

void add_worker_command(CLI::App& app) {
  auto a = std::make_shared<WorkerArgs>();
  auto* cmd = app.add_subcommand("worker",
                                 "Analyse queued games (saban analyze --db): claim a job under a lease, "
                                 "annotate the game, store the result; any number of workers at once");
  cmd->add_option("--db", a->db, "libpq connection string (default: $SABAN_DB, else the private cluster)");
  cmd->add_flag("--once", a->once,
                "Exit when no job is left pending or running, instead of waiting for more");
  cmd->add_option("--lease", a->lease,
                  "Seconds a claimed job stays this worker's without a sign of life; renewed "
                  "as positions are searched, taken over by another worker once it expires")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--name", a->name, "This worker's name in the queue (default: host:pid)");
  cmd->add_option("--jobs,-j", a->jobs, "Games analysed at once (threads)")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--max-attempts", a->max_attempts, "A job whose lease expired this often is marked failed")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  cmd->add_option("--poll", a->poll, "Seconds between looks at the queue when no notification comes")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->callback([a] {
    app::WorkerOptions o;
    o.conninfo = db::database_conninfo(a->db);
    o.name = a->name.empty() ? app::default_worker_name() : a->name;
    o.once = a->once;
    o.lease = a->lease;
    o.threads = a->jobs;
    o.max_attempts = a->max_attempts;
    o.poll = a->poll;
    const app::WorkerTally tally = app::run_workers(o, print_event);
    if (tally.errors) say(tally.first_error);
    std::cout << "worker " << o.name << ": " << tally.done << " games analysed, " << tally.failed
              << " failed, " << tally.lost << " taken over by others\n";
    if (tally.errors) std::exit(1);
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
      std::cout << "  failed: job " << f.id << ", game #" << f.game_id << ", " << f.attempts
                << " attempts, worker " << (f.worker.empty() ? "-" : f.worker) << ": " << f.error << '\n';
  });
}

void add_analysis_command(CLI::App& app) {
  struct Args {
    std::string db;
    long long game = 0;
    bool moves = false;
  };
  auto a = std::make_shared<Args>();
  auto* cmd = app.add_subcommand("analysis",
                                 "A game's stored analysis (by saban worker): the annotated record, "
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
    // The moves played, in SAN, from the stored game (of either game).
    auto game = db::load_any_game(c, a->game);
    const bool dongson = game && game->dongson;
    char head[360];
    std::snprintf(
        head, sizeof head,
        "Game #%lld, %s, by %s at %s: %s accuracy %.0f%% (%d inaccuracies, %d mistakes, %d blunders), "
        "%s %.0f%% (%d, %d, %d); %llu nodes, %.2f s",
        s->game_id, db::settings_text(s->settings).c_str(), s->worker.c_str(), s->finished_at.c_str(),
        dongson ? "Cờ Đông Sơn, Thủy" : "Red", s->accuracy[0], s->counts[0][3], s->counts[0][4],
        s->counts[0][5], dongson ? "Sơn" : "Blue", s->accuracy[1], s->counts[1][3], s->counts[1][4],
        s->counts[1][5], static_cast<unsigned long long>(s->nodes), s->seconds);
    if (!a->moves) {
      std::cerr << head << '\n';
      std::cout << s->annotated;
      return;
    }
    std::cout << head << '\n';
    std::vector<std::string> played;
    if (game && game->commander) {
      Position pos = game->commander->start;
      for (const auto& m : game->commander->moves) {
        std::vector<Turn> legal;
        generate_legal(pos, DeployMode::Full, legal);
        played.push_back(to_san(pos, m.turn, legal));
        Undo u;
        pos.do_turn(m.turn, u);
      }
    }
    if (dongson) {
      saban::dongson::Game g(game->dongson->start);
      std::vector<saban::dongson::Move> legal;
      for (const auto& m : game->dongson->moves) {
        g.position().legal_moves(legal);
        played.push_back(
            parser::dongson::to_san(g.position(), m.move, legal, g.forfeited(g.position().side_to_move())));
        g.play(m.move);
      }
    }
    // Scores from the first player's side (Red; Thủy), as every view shows them (analysis/score_view.h); the
    // stored scores are the mover's.
    auto score = [dongson](int v, Side mover) {
      return dongson ? analysis::first_player_text(
                           v, mover == Side::Red ? saban::dongson::Side::Thuy : saban::dongson::Side::Son)
                     : analysis::first_player_text(v, mover);
    };
    const std::string line_head = std::string("line (scores from ") + (dongson ? "Thủy" : "Red") + "'s side)";
    std::printf("%4s %-5s %-16s %8s %8s %6s  %-10s %-16s %s\n", "ply", "side", "played", "before", "after",
                "drop", "judgement", "best", line_head.c_str());
    for (const auto& m : s->moves) {
      const std::string move =
          m.ply < static_cast<int>(played.size()) ? played[static_cast<std::size_t>(m.ply)] : "?";
      const char* side = m.mover == Side::Red ? (dongson ? "thuy" : "red") : (dongson ? "son" : "blue");
      std::printf(
          "%4d %-5s %-16s %8s %8s %6.3f  %-10s %-16s %s\n", m.ply + 1, side, move.c_str(),
          score(m.score_before, m.mover).c_str(), score(m.score_after, m.mover).c_str(), m.drop,
          m.judgement == parser::Judgement::None ? "" : parser::judgement_info(m.judgement).key.data(),
          m.best_san.c_str(), m.line.c_str());
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
  g->add_option("--limit", q->limit, "At most this many games (in date order)")->needs(q->db_option);
  g->add_flag("--force", q->force, "Queue again games already analysed (or failed) with these settings")
      ->needs(q->db_option);
  return [q](int depth, std::uint64_t nodes, int movetime_ms) {
    if (q->db_option->count() == 0) return false;
    const db::GameFilter f = header_filter(*q);
    const db::AnalysisSettings s{nodes || movetime_ms ? 64 : depth, static_cast<long long>(nodes),
                                 movetime_ms};
    db::Connection c = connect(q->db);
    const app::QueueOutcome r = app::queue_matching_games(c, f, s, q->force);
    std::cout << r.queued << " games queued (" << db::settings_text(s) << "); " << r.matching - r.queued
              << " of the " << r.matching
              << " matching games were already queued or analysed with these settings\n";
    return true;
  };
}

}  // namespace saban::cli
