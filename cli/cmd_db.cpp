// db init|start|stop|status|migrate: Saban's private PostgreSQL cluster at the data home ($SABAN_HOME, ...).
#include <cstdlib>
#include <exception>
#include <functional>
#include <iostream>

#include "cli/common.h"
#include "cli/database_commands.h"
#include "db/cluster.h"
#include "db/connect.h"
#include "db/schema.h"
#include "db/stats.h"

namespace saban::cli {

namespace {

// Runs `body`, turning a library's exception into Exit(1) (main prints it).
void guarded(const std::function<void()>& body) {
  try {
    body();
  } catch (const Exit&) {
    throw;
  } catch (const std::exception& e) {
    throw Exit(kExitFailure, e.what());
  }
}

void print_status(const db::Cluster& c) {
  const db::Cluster::Status s = c.status();
  std::cout << "data directory:    " << s.data_dir.string() << (s.initialised ? "" : " (not initialised)")
            << '\n'
            << "socket directory:  " << s.socket_dir.string() << '\n'
            << "server:            "
            << (s.running ? "running, pid " + std::to_string(s.pid) : std::string("stopped")) << '\n'
            << "log file:          " << s.log_file.string() << '\n'
            << "connection string: " << c.conninfo() << '\n';
  // Where commands connect (the connection order, docs/database.md) and why.
  const db::DatabaseChoice where = db::choose_database("", /*start_private=*/false);
  std::cout << "commands connect:  " << (where.private_cluster ? "this private cluster" : where.source);
  if (!where.private_cluster)
    std::cout << " ("
              << (where.conninfo.empty() ? "the PG* environment" : db::redact_conninfo(where.conninfo))
              << ")";
  std::cout << "\n  because:         " << where.reason << '\n';
}

}  // namespace

void add_db_commands(CLI::App& app) {
  auto* db_cmd = app.add_subcommand(
      "db",
      "Saban's private PostgreSQL server, kept in $SABAN_HOME (default ~/.local/share/saban; /var/lib/saban "
      "for "
      "root). Commands that need a database start it themselves unless --db or $SABAN_DB names another.");
  db_cmd->require_subcommand(1);

  auto* init = db_cmd->add_subcommand("init", "Create the cluster (initdb); does nothing if it exists");
  init->callback([] {
    guarded([] {
      db::Cluster c(db::data_home());
      if (c.initialised()) {
        std::cout << "already initialised: " << c.data_dir().string() << '\n';
        return;
      }
      c.init();
      std::cout << "initialised " << c.data_dir().string() << "\nstart it with: saban db start\n";
    });
  });

  auto* start = db_cmd->add_subcommand(
      "start", "Start the server (initialising the cluster first if needed) and create the database 'saban'");
  start->callback([] {
    guarded([] {
      db::Cluster c(db::data_home());
      if (!c.initialised()) {
        c.init();
        std::cout << "initialised " << c.data_dir().string() << '\n';
      }
      const bool was_running = c.running();
      c.start();
      c.ensure_database();
      std::cout << (was_running ? "already running, pid " : "started, pid ") << c.status().pid << '\n'
                << c.conninfo() << '\n';
    });
  });

  auto* stop =
      db_cmd->add_subcommand("stop", "Stop the server (fast shutdown); does nothing if it is not running");
  stop->callback([] {
    guarded([] {
      db::Cluster c(db::data_home());
      if (!c.running()) {
        std::cout << "not running\n";
        return;
      }
      c.stop();
      std::cout << "stopped\n";
    });
  });

  auto* migrate = db_cmd->add_subcommand(
      "migrate",
      "Bring the database's schema up to this saban's version (as the database's owner). Commands that only "
      "read never migrate; the private cluster and import, as the owner, migrate themselves");
  auto migrate_db = std::make_shared<std::string>();
  migrate->add_option("--db", *migrate_db, "libpq connection string (default: the connection order)");
  migrate->callback([migrate_db] {
    guarded([&] {
      db::DatabaseChoice where;
      db::Connection c = db::connect({*migrate_db}, &where);
      if (!where.notice.empty()) std::cerr << "saban: " << where.notice << '\n';
      const int before = db::stored_schema_version(c);
      const int after = db::migrate(c);
      if (before == after)
        std::cout << "the schema is up to date: version " << after << '\n';
      else
        std::cout << "migrated the schema from version " << before << " to " << after << '\n';
    });
  });

  auto* rebuild = db_cmd->add_subcommand(
      "rebuild-summary",
      "Recompute the statistics summary (what `saban stats` and `saban player` read) from every game, as "
      "the database's owner; writers of games wait meanwhile, readers see the old summary");
  auto rebuild_db = std::make_shared<std::string>();
  rebuild->add_option("--db", *rebuild_db, "libpq connection string (default: the connection order)");
  rebuild->callback([rebuild_db] {
    guarded([&] {
      db::Connection c = open_database(*rebuild_db, db::SchemaAccess::Write);
      const db::SummaryRows r = db::rebuild_summary(c);
      std::cout << "rebuilt the statistics summary: " << r.game_stat << " rows of games, " << r.captures
                << " of captures, " << r.player_stat << " of players' games\n";
    });
  });

  auto* status = db_cmd->add_subcommand(
      "status",
      "Show the data and socket directories, whether the server runs (and its pid), the log file and "
      "the connection string; exit status 0 when running, 3 when not");
  auto conninfo_only = std::make_shared<bool>(false);
  status->add_flag("--conninfo", *conninfo_only,
                   "Print only the connection string (for psql \"$(saban db status --conninfo)\")");
  status->callback([conninfo_only] {
    guarded([&] {
      db::Cluster c(db::data_home());
      if (*conninfo_only) {
        std::cout << c.conninfo() << '\n';
        return;
      }
      print_status(c);
      if (!c.running()) throw Exit(3, "");  // documented: 3 when the server is not running
    });
  });
}

}  // namespace saban::cli
