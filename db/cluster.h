// Saban's self-starting private PostgreSQL cluster: initdb, pg_ctl start/stop/status, and where commands
// connect.
//
// A cluster lives in one directory: <dir>/pgdata holds the data, <dir> is also the server's only Unix-socket
// directory (no TCP at all), <dir>/server.log is its log. The server listens on port 5433, which only names
// the socket file (<dir>/.s.PGSQL.5433), so it never collides with another server on the machine. Local
// connections are trusted: the directory is mode 0700, so only its owner (and root) can reach the socket.
//
// PostgreSQL refuses to run as root. When the effective uid is 0, the cluster's files belong to the
// unprivileged `postgres` user, initdb and pg_ctl run as that user (through runuser), and root connects
// through the socket. Failures throw DbError with an empty SQLSTATE and the program's own output (or the tail
// of server.log).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace saban::db {

/// Saban's data directory: $SABAN_HOME if set, else $XDG_DATA_HOME/saban, else ~/.local/share/saban.
/// Exception: for root with neither variable set, /var/lib/saban, since root's home is closed to the
/// `postgres` user that must run the cluster.
std::filesystem::path data_home();

/// The fixed port of the private cluster (it names the socket file; there is no TCP listener).
inline constexpr int cluster_port = 5433;

class Cluster {
 public:
  /// What `saban db status` shows.
  struct Status {
    bool initialised = false;
    bool running = false;
    long pid = 0;  // the postmaster's, when running
    std::filesystem::path data_dir, socket_dir, log_file;
  };

  /// A cluster in `dir` (made absolute); nothing is touched until init() or start().
  explicit Cluster(std::filesystem::path dir);

  const std::filesystem::path& dir() const { return m_dir; }
  std::filesystem::path data_dir() const { return m_dir / "pgdata"; }
  std::filesystem::path log_file() const { return m_dir / "server.log"; }

  /// pgdata holds an initialised cluster.
  bool initialised() const;
  /// The postmaster of pgdata is alive.
  bool running() const;
  /// Runs initdb (superuser "saban", trust over the socket, UTF8) and writes Saban's settings. Does nothing
  /// when already initialised.
  void init();
  /// pg_ctl start, waiting until the server accepts connections. Does nothing when already running; throws
  /// when not initialised.
  void start();
  /// pg_ctl stop -m fast. Does nothing when not running.
  void stop();
  Status status() const;
  /// Creates the database "saban" if it is missing (the server must be running).
  void ensure_database();
  /// "host=<dir> port=5433 user=saban dbname=saban" (or another database).
  std::string conninfo(const std::string& dbname = "saban") const;

 private:
  std::filesystem::path m_dir;
};

/// Where a command connects: choose_database(flag).conninfo (db/connect.h, the connection order).
std::string resolve_conninfo(const std::optional<std::string>& flag);

/// The private cluster at data_home(): initialised if needed, started if not running, database "saban"
/// created if missing; its connection string. `notice`, when given, says so when this call created or
/// started the server.
std::string resolve_private_cluster(std::string* notice = nullptr);

/// resolve_conninfo for a --db option stored as a string: empty means "not given".
std::string database_conninfo(const std::string& flag_value);

}  // namespace saban::db
