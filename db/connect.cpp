#include "db/connect.h"

#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

#include <cstdlib>

#include "db/cluster.h"
#include "db/internal/bulk_indexes.h"
#include "db/schema.h"

namespace saban::db {

namespace {

std::optional<std::string> env(const char* name) {
  const char* v = std::getenv(name);
  if (!v || !*v) return std::nullopt;
  return std::string(v);
}

}  // namespace

DatabaseChoice choose_database(const std::string& flag, bool start_private) {
  DatabaseChoice c;
  if (!flag.empty()) {
    c.conninfo = flag;
    c.source = "--db";
    c.reason = "given with --db";
    return c;
  }
  if (auto e = env("SABAN_DB")) {
    c.conninfo = *e;
    c.source = "SABAN_DB";
    c.reason = "SABAN_DB is set";
    return c;
  }
  for (const char* name : {"PGSERVICE", "PGHOST", "PGHOSTADDR", "PGDATABASE"}) {
    if (auto e = env(name)) {
      c.source = "PG environment";
      c.reason = std::string(name) + "=" + *e +
                 " is set (libpq reads the PG* variables and the service file, as psql does)";
      return c;
    }
  }
  c.private_cluster = true;
  c.source = "private cluster";
  c.reason =
      "neither --db, SABAN_DB nor PGSERVICE, PGHOST, PGHOSTADDR, PGDATABASE is set: Saban's own server in " +
      data_home().string();
  c.conninfo = start_private ? resolve_private_cluster(&c.notice) : Cluster(data_home()).conninfo();
  return c;
}

Connection connect(const ConnectOptions& options, DatabaseChoice* chosen) {
  DatabaseChoice choice = choose_database(options.db);
  if (chosen) *chosen = choice;
  try {
    return Connection(choice.conninfo, options.application_name, options.password);
  } catch (const DbError& e) {
    if (e.sqlstate() != "28000" || !options.ask_password || options.password) throw;
    const auto password =
        ask_password_on_terminal("Password for the database (" + redact_conninfo(choice.conninfo) + "): ");
    if (!password) throw;
    return Connection(choice.conninfo, options.application_name, *password);
  }
}

std::optional<std::string> ask_password_on_terminal(const std::string& prompt) {
  const int fd = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) return std::nullopt;
  termios old{};
  const bool is_tty = tcgetattr(fd, &old) == 0;
  if (!is_tty) {
    close(fd);
    return std::nullopt;
  }
  termios quiet = old;
  quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
  quiet.c_lflag |= ECHONL;
  tcsetattr(fd, TCSAFLUSH, &quiet);
  [[maybe_unused]] const ssize_t w = write(fd, prompt.data(), prompt.size());
  std::string password;
  char ch = 0;
  bool got_line = false;
  while (read(fd, &ch, 1) == 1) {
    if (ch == '\n' || ch == '\r') {
      got_line = true;
      break;
    }
    password += ch;
  }
  tcsetattr(fd, TCSAFLUSH, &old);
  close(fd);
  if (!got_line && password.empty()) return std::nullopt;
  return password;
}

int stored_schema_version(Connection& c) {
  if (c.one_row("SELECT to_regclass('schema_version') IS NOT NULL").text(0, 0) != "t") return 0;
  return static_cast<int>(c.one_row("SELECT coalesce(max(version), 0) FROM schema_version").integer(0, 0));
}

SchemaCheck check_schema(Connection& c) {
  SchemaCheck check;
  check.have = stored_schema_version(c);
  check.need = schema_version();
  check.state = check.have == 0            ? SchemaState::None
                : check.have < check.need  ? SchemaState::Older
                : check.have == check.need ? SchemaState::Current
                                           : SchemaState::Newer;
  return check;
}

int prepare_schema(Connection& c, const DatabaseChoice& where, SchemaAccess access) {
  const SchemaCheck check = check_schema(c);
  const int have = check.have, need = check.need;
  if (check.state == SchemaState::Current) {
    // Indexes an import dropped and did not build again (its process died: db/internal/bulk_indexes.h), built
    // here, where every command and the app open a database; not while that import runs. A role that may not
    // build them (not the table's owner) leaves them to the next import or `saban db migrate`.
    try {
      restore_dropped_indexes(c);
    } catch (const DbError&) {
    }
    return -1;
  }
  if (check.state == SchemaState::Newer)
    throw DbError("", "the database (" + where.source + ") has schema version " + std::to_string(have) +
                          ", newer than this saban knows (" + std::to_string(need) + "): upgrade saban");
  bool may = where.private_cluster;
  if (!may && access == SchemaAccess::Write)
    may = c.one_row(
               "SELECT pg_get_userbyid(datdba) = current_user FROM pg_database WHERE datname = "
               "current_database()")
              .text(0, 0) == "t";
  if (!may)
    throw DbError("", "the database (" + where.source + ": " + redact_conninfo(where.conninfo) + ") " +
                          (have == 0 ? std::string("has no Saban schema")
                                     : "has schema version " + std::to_string(have) + ", this saban needs " +
                                           std::to_string(need)) +
                          ": run `saban db migrate` as its owner");
  migrate(c);
  return have;
}

Connection open_database(const ConnectOptions& options, SchemaAccess access, DatabaseChoice* chosen) {
  DatabaseChoice where;
  Connection c = connect(options, &where);
  prepare_schema(c, where, access);
  if (chosen) *chosen = std::move(where);
  return c;
}

}  // namespace saban::db
