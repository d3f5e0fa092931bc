#include "db/cluster.h"

#include <fcntl.h>
#include <locale.h>
#include <pwd.h>
#include <signal.h>
#include <spawn.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <vector>

#include "db/connect.h"
#include "db/pq.h"

extern char** environ;

namespace saban::db {

namespace fs = std::filesystem;

namespace {

constexpr const char* superuser = "saban";
constexpr const char* service_user = "postgres";

[[noreturn]] void fail(const std::string& message) { throw DbError("", message); }

std::optional<std::string> env(const char* name) {
  const char* v = std::getenv(name);
  if (!v || !*v) return std::nullopt;
  return std::string(v);
}

std::string trim(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ' || s.back() == '\r')) s.pop_back();
  return s;
}

// The last `n` lines of `text`.
std::string tail_lines(const std::string& text, int n) {
  std::string t = trim(text);
  std::size_t pos = t.size();
  for (int i = 0; i < n && pos != std::string::npos && pos > 0; ++i) pos = t.rfind('\n', pos - 1);
  return pos == std::string::npos || pos == 0 ? t : t.substr(pos + 1);
}

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// --- Who runs the server ----------------------------------------------------------------------------------

// Root runs the server programs as `postgres`; anyone else runs them as themselves.
struct Runner {
  bool as_service = false;
  uid_t uid = 0;
  gid_t gid = 0;
  std::string runuser;  // path of runuser, when as_service
};

Runner runner() {
  Runner r;
  if (geteuid() != 0) return r;
  r.as_service = true;
  const passwd* pw = getpwnam(service_user);
  if (!pw)
    fail(
        "running as root, but there is no `postgres` user to run the database server as (PostgreSQL refuses "
        "to "
        "run as root); install the postgresql package (scripts/setup.sh does), or run saban as an ordinary "
        "user");
  r.uid = pw->pw_uid;
  r.gid = pw->pw_gid;
  for (const char* p : {"/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser", "/bin/runuser"})
    if (access(p, X_OK) == 0) {
      r.runuser = p;
      break;
    }
  if (r.runuser.empty())
    fail("running as root, but runuser (util-linux) is missing: cannot run PostgreSQL as postgres");
  return r;
}

// --- Running programs
// ---------------------------------------------------------------------------------------

struct Outcome {
  int status = -1;     // exit code, or -1 when killed or not started
  std::string output;  // stdout and stderr together
};

// Runs argv (argv[0] found on PATH unless it has a slash) in `cwd`, with stdin from /dev/null, and collects
// its output. When `as_service`, runs it through `runuser -u postgres --`.
Outcome run(std::vector<std::string> argv, const fs::path& cwd, const Runner* as_service = nullptr) {
  if (as_service && as_service->as_service)
    argv.insert(argv.begin(), {as_service->runuser, "-u", service_user, "--"});
  std::vector<char*> args;
  for (std::string& a : argv) args.push_back(a.data());
  args.push_back(nullptr);

  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) fail(std::string("pipe: ") + std::strerror(errno));
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 1);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 2);
  posix_spawn_file_actions_addchdir_np(&actions, cwd.c_str());
  pid_t pid = 0;
  const int err = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(fds[1]);
  Outcome o;
  if (err != 0) {
    close(fds[0]);
    o.output = "cannot run " + argv[0] + ": " + std::strerror(err);
    return o;
  }
  char buf[4096];
  for (;;) {
    const ssize_t n = read(fds[0], buf, sizeof buf);
    if (n > 0)
      o.output.append(buf, static_cast<std::size_t>(n));
    else if (n == 0 || errno != EINTR)
      break;
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  o.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return o;
}

std::string command_line(const std::vector<std::string>& argv) {
  std::string s;
  for (const std::string& a : argv) s += (s.empty() ? "" : " ") + a;
  return s;
}

// --- Finding the server programs
// ----------------------------------------------------------------------------

bool has_server(const fs::path& bindir) {
  std::error_code ec;
  return fs::exists(bindir / "initdb", ec) && fs::exists(bindir / "pg_ctl", ec);
}

// The directory of initdb and pg_ctl: the one of the cluster's own major version when installed, else
// `pg_config --bindir`, else the highest /usr/lib/postgresql/<version>/bin.
fs::path server_bindir(const std::string& major = "") {
  const fs::path debian = "/usr/lib/postgresql";
  if (!major.empty() && has_server(debian / major / "bin")) return debian / major / "bin";
  const Outcome cfg = run({"pg_config", "--bindir"}, "/");
  if (cfg.status == 0 && has_server(trim(cfg.output))) return trim(cfg.output);
  fs::path best;
  long best_version = -1;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(debian, ec)) {
    const std::string name = entry.path().filename().string();
    char* end = nullptr;
    const long v = std::strtol(name.c_str(), &end, 10);
    if (end == name.c_str() || *end != '\0') continue;
    if (v > best_version && has_server(entry.path() / "bin")) {
      best_version = v;
      best = entry.path() / "bin";
    }
  }
  if (best.empty())
    fail(
        "the PostgreSQL server programs (initdb, pg_ctl) were not found, neither through `pg_config "
        "--bindir` nor "
        "in /usr/lib/postgresql/*/bin; install the postgresql package (scripts/setup.sh does)");
  return best;
}

std::string cluster_major(const fs::path& data) { return trim(read_file(data / "PG_VERSION")); }

// --- Checks
// ---------------------------------------------------------------------------------------------------

void check_socket_dir(const fs::path& dir) {
  const std::string socket = (dir / (".s.PGSQL." + std::to_string(cluster_port))).string();
  if (socket.size() >= sizeof(sockaddr_un{}.sun_path))
    fail("the database socket path " + socket + " is " + std::to_string(socket.size()) +
         " bytes long, over the Unix-socket limit of " + std::to_string(sizeof(sockaddr_un{}.sun_path) - 1) +
         "; set SABAN_HOME to a shorter directory");
  if (dir.string().find(',') != std::string::npos)
    fail("the database directory " + dir.string() +
         " holds a comma, which PostgreSQL cannot take as a socket directory");
}

// As root: the `postgres` user must be able to reach `dir`; names the directory on the way that stops it.
void check_reachable(const Runner& r, const fs::path& dir) {
  if (!r.as_service) return;
  auto searchable = [&](const fs::path& p) { return run({"test", "-x", p.string()}, "/", &r).status == 0; };
  if (searchable(dir)) return;
  fs::path blocked = dir, walked;
  for (const fs::path& part : dir) {
    walked /= part;
    if (!searchable(walked)) {
      blocked = walked;
      break;
    }
  }
  fail(
      "running as root, the database server runs as the `postgres` user (PostgreSQL refuses root), and that "
      "user "
      "cannot reach " +
      dir.string() + ": " + blocked.string() +
      " is closed to it. Set SABAN_HOME to a directory it can reach (for instance /var/lib/saban), or open "
      "the way "
      "with `chmod o+x " +
      blocked.string() + "`");
}

void give_to_service(const Runner& r, const fs::path& p) {
  if (!r.as_service) return;
  if (chown(p.c_str(), r.uid, r.gid) != 0)
    fail("cannot hand " + p.string() + " to the postgres user: " + std::strerror(errno));
}

// A conninfo value, quoted when it must be.
std::string conn_value(const std::string& v) {
  if (!v.empty() && v.find_first_of(" \t\n'\\") == std::string::npos) return v;
  std::string q = "'";
  for (char c : v) {
    if (c == '\'' || c == '\\') q += '\\';
    q += c;
  }
  return q + "'";
}

// A postgresql.conf string literal.
std::string conf_string(const std::string& v) {
  std::string q = "'";
  for (char c : v) q += c == '\'' ? std::string("''") : std::string(1, c);
  return q + "'";
}

bool have_locale(const char* name) {
  locale_t l = newlocale(LC_ALL_MASK, name, nullptr);
  if (!l) return false;
  freelocale(l);
  return true;
}

// The data home must be a real directory of the caller's own (as initdb and ssh demand of theirs): never a
// symbolic link (another local user could point it at any directory, which Saban would then chown to
// `postgres` and make mode 0700 when run as root), nor a directory of another user. Run as root, the home
// belongs to `postgres` once initialised. A missing home is fine: Saban creates it.
void check_home(const fs::path& dir) {
  struct stat st {};
  if (lstat(dir.c_str(), &st) != 0) return;
  if (S_ISLNK(st.st_mode))
    fail(dir.string() +
         " is a symbolic link: Saban does not follow one to its data home (a link another user placed could "
         "hand it any directory); set SABAN_HOME to the directory itself");
  if (!S_ISDIR(st.st_mode)) fail(dir.string() + " is not a directory: it cannot be Saban's data home");
  const uid_t me = geteuid();
  if (st.st_uid == me) return;
  if (me == 0)
    if (const passwd* pw = getpwnam(service_user); pw && pw->pw_uid == st.st_uid) return;
  fail(dir.string() + " belongs to another user (uid " + std::to_string(st.st_uid) +
       "): Saban keeps its database only in a directory of its own user; set SABAN_HOME to one");
}

// An exclusive lock on <dir>/cluster.lock while the object lives: one process at a time sets the cluster up.
class DirLock {
 public:
  explicit DirLock(const fs::path& dir) {
    const fs::path p = dir / "cluster.lock";
    m_fd = open(p.c_str(), O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (m_fd < 0) fail("cannot open " + p.string() + ": " + std::strerror(errno));
    while (flock(m_fd, LOCK_EX) != 0 && errno == EINTR) {
    }
  }
  ~DirLock() { close(m_fd); }
  DirLock(const DirLock&) = delete;
  DirLock& operator=(const DirLock&) = delete;

 private:
  int m_fd = -1;
};

}  // namespace

fs::path data_home() {
  if (auto h = env("SABAN_HOME")) return *h;
  if (auto x = env("XDG_DATA_HOME")) return fs::path(*x) / "saban";
  if (geteuid() == 0) return "/var/lib/saban";
  if (auto h = env("HOME")) return fs::path(*h) / ".local/share/saban";
  if (const passwd* pw = getpwuid(getuid())) return fs::path(pw->pw_dir) / ".local/share/saban";
  fail("cannot find a home directory for Saban's data: set SABAN_HOME");
}

Cluster::Cluster(fs::path dir) : m_dir(fs::absolute(dir).lexically_normal()) {
  if (!m_dir.has_filename() && m_dir.has_parent_path() && m_dir != m_dir.root_path())
    m_dir = m_dir.parent_path();
}

bool Cluster::initialised() const {
  std::error_code ec;
  return fs::exists(data_dir() / "PG_VERSION", ec);
}

Cluster::Status Cluster::status() const {
  Status s;
  s.data_dir = data_dir();
  s.socket_dir = m_dir;
  s.log_file = log_file();
  s.initialised = initialised();
  if (!s.initialised) return s;
  // postmaster.pid's first line is the postmaster's pid; the file may outlive a crash, so check the process.
  std::ifstream in(data_dir() / "postmaster.pid");
  long pid = 0;
  if (!(in >> pid) || pid <= 0) return s;
  if (kill(static_cast<pid_t>(pid), 0) != 0 && errno != EPERM) return s;
  std::error_code ec;
  const fs::path proc = "/proc/" + std::to_string(pid);
  if (fs::exists("/proc/self", ec)) {
    if (!fs::exists(proc, ec)) return s;
    if (trim(read_file(proc / "comm")).rfind("postgres", 0) != 0) return s;
  }
  s.running = true;
  s.pid = pid;
  return s;
}

bool Cluster::running() const { return status().running; }

void Cluster::init() {
  check_home(m_dir);
  if (initialised()) return;
  const Runner r = runner();
  check_socket_dir(m_dir);
  std::error_code ec;
  const bool created = fs::create_directories(m_dir, ec);
  if (ec) fail("cannot create " + m_dir.string() + ": " + ec.message());
  check_home(m_dir);  // made by another process meanwhile: the same checks
  fs::permissions(m_dir, fs::perms::owner_all, fs::perm_options::replace, ec);
  if (ec) fail("cannot make " + m_dir.string() + " private (mode 0700): " + ec.message());
  give_to_service(r, m_dir);
  try {
    check_reachable(r, m_dir);
  } catch (const DbError&) {
    if (created) fs::remove(m_dir, ec);  // leave nothing behind
    throw;
  }

  std::vector<std::string> argv = {(server_bindir() / "initdb").string(),
                                   "-D",
                                   data_dir().string(),
                                   "-U",
                                   superuser,
                                   "--auth=trust",
                                   "-E",
                                   "UTF8"};
  // Unicode character classes, byte-order sorting (fast, stable across glibc versions, index-friendly).
  if (have_locale("C.UTF-8")) {
    argv.push_back("--locale=C.UTF-8");
    argv.push_back("--lc-collate=C");
  } else {
    argv.push_back("--locale=C");
  }
  const Outcome o = run(argv, m_dir, &r);
  if (o.status != 0)
    fail("initdb failed for " + data_dir().string() + " (" + command_line(argv) + "):\n" +
         tail_lines(o.output, 20));

  // Saban's settings in their own file, included at the end of postgresql.conf so that they win.
  const fs::path settings = data_dir() / "saban.conf";
  {
    std::ofstream out(settings);
    out << "# Written by saban db init: a private server, reachable only through its Unix socket.\n"
        << "listen_addresses = ''\n"
        << "unix_socket_directories = " << conf_string(m_dir.string()) << "\n"
        << "unix_socket_permissions = 0700\n"
        << "port = " << cluster_port << "\n"
        << "fsync = on\n"
        << "shared_buffers = 128MB\n"
        << "max_connections = 50\n";
    std::ofstream conf(data_dir() / "postgresql.conf", std::ios::app);
    conf << "\n# Saban's settings (saban db init)\ninclude 'saban.conf'\n";
    if (!out || !conf) fail("cannot write the settings in " + data_dir().string());
  }
  give_to_service(r, settings);
}

void Cluster::start() {
  if (!initialised())
    fail("there is no database cluster in " + m_dir.string() + ": run `saban db init` first");
  check_home(m_dir);
  if (running()) return;
  const Runner r = runner();
  check_socket_dir(m_dir);
  check_reachable(r, m_dir);
  const std::vector<std::string> argv = {(server_bindir(cluster_major(data_dir())) / "pg_ctl").string(),
                                         "-D",
                                         data_dir().string(),
                                         "-l",
                                         log_file().string(),
                                         "-w",
                                         "-t",
                                         "60",
                                         "start"};
  const Outcome o = run(argv, m_dir, &r);
  if (o.status != 0) {
    std::error_code ec;
    std::string message = "the database server in " + m_dir.string() + " did not start (" +
                          command_line(argv) + "):\n" + tail_lines(o.output, 10);
    if (fs::exists(log_file(), ec))
      message += "\n--- last lines of " + log_file().string() + ":\n" + tail_lines(read_file(log_file()), 15);
    fail(message);
  }
}

void Cluster::stop() {
  if (!running()) return;
  const Runner r = runner();
  const std::vector<std::string> argv = {(server_bindir(cluster_major(data_dir())) / "pg_ctl").string(),
                                         "-D",
                                         data_dir().string(),
                                         "-m",
                                         "fast",
                                         "-w",
                                         "-t",
                                         "60",
                                         "stop"};
  const Outcome o = run(argv, m_dir, &r);
  if (o.status != 0 && running())
    fail("the database server in " + m_dir.string() + " did not stop (" + command_line(argv) + "):\n" +
         tail_lines(o.output, 10));
}

void Cluster::ensure_database() {
  Connection c(conninfo("postgres"));
  if (c.exec("SELECT 1 FROM pg_database WHERE datname = $1", {std::string("saban")}).size() > 0) return;
  try {
    c.run("CREATE DATABASE saban");
  } catch (const DbError& e) {
    if (e.sqlstate() != "42P04") throw;  // duplicate_database: another process was first
  }
}

std::string Cluster::conninfo(const std::string& dbname) const {
  return "host=" + conn_value(m_dir.string()) + " port=" + std::to_string(cluster_port) +
         " user=" + superuser + " dbname=" + conn_value(dbname);
}

std::string resolve_conninfo(const std::optional<std::string>& flag) {
  return choose_database(flag.value_or("")).conninfo;
}

std::string resolve_private_cluster(std::string* notice) {
  Cluster cluster(data_home());
  check_home(cluster.dir());
  std::error_code ec;
  fs::create_directories(cluster.dir(), ec);
  if (ec) fail("cannot create " + cluster.dir().string() + ": " + ec.message());
  check_home(cluster.dir());
  DirLock lock(cluster.dir());
  const bool created = !cluster.initialised();
  if (created) cluster.init();
  const bool started = !cluster.running();
  if (started) cluster.start();
  if (notice && started)
    *notice = std::string(created ? "created and started" : "started") +
              " Saban's own PostgreSQL server (data in " + cluster.data_dir().string() +
              "); it keeps running for the next commands: stop it with `saban db stop`";
  cluster.ensure_database();
  return cluster.conninfo();
}

std::string database_conninfo(const std::string& flag_value) {
  return resolve_conninfo(flag_value.empty() ? std::nullopt : std::optional<std::string>(flag_value));
}

}  // namespace saban::db
