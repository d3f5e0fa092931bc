// The one way into a database for every front end (`saban`, `saban-gui`, `saban worker`): which database (the
// connection order), connecting (application_name, a password asked on the terminal), and whether the schema
// may be migrated (read paths never write). docs/database.md, "Where the database is" and "Schema".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "db/pq.h"

namespace saban::db {

/// (These three are defined in pq.cpp, beside redact_conninfo, whose parsing and quoting they share.)
/// The keywords a connection string or URI sets, as libpq reads them (PQconninfoParse), in libpq's order;
/// nothing when libpq cannot read it.
std::optional<std::vector<std::pair<std::string, std::string>>> conninfo_parts(std::string_view conninfo);
/// A connection string of keyword=value pairs, each value quoted as libpq needs; empty values left out.
std::string make_conninfo(const std::vector<std::pair<std::string, std::string>>& parts);
/// `conninfo` without its password (a string or URI rewritten as keyword=value); what may be kept (recent
/// databases). A string libpq cannot read comes back redacted (redact_conninfo).
std::string conninfo_without_password(std::string_view conninfo);

/// Where a command connects, and why.
struct DatabaseChoice {
  std::string conninfo;          ///< for libpq; empty when the PG* environment names the database
  std::string source;            ///< "--db", "SABAN_DB", "PG environment" or "private cluster"
  std::string reason;            ///< a sentence saying why this one was chosen
  bool private_cluster = false;  ///< Saban's own cluster at data_home(), set up and started
  /// When this call created or started the private cluster: a line for the user saying so, where the data
  /// lives and how to stop the server (which keeps running); else empty.
  std::string notice;
};

/// The connection order, first match wins:
///   1. `flag` (--db), when not empty;
///   2. $SABAN_DB, when set and not empty;
///   3. the libpq environment, when PGSERVICE, PGHOST, PGHOSTADDR or PGDATABASE is set: libpq reads it (and
///      ~/.pg_service.conf) as psql does;
///   4. the private cluster at data_home(): initialised, started and given its database "saban" if needed
///      (only when `start_private`; else its connection string alone).
DatabaseChoice choose_database(const std::string& flag, bool start_private = true);

struct ConnectOptions {
  std::string db;                          ///< --db: empty for "not given"
  std::string application_name = "saban";  ///< saban, saban-gui, "saban-worker NAME" (the user's own wins)
  bool ask_password = true;  ///< on a terminal, ask when the server wants a password (as psql does)
  /// A password given apart from the connection string (the GUI's password field): never part of `db`, so
  /// that no connection string kept or shown holds it.
  std::optional<std::string> password = std::nullopt;
};

/// Chooses the database (choose_database) and connects to it; `chosen`, when given, receives the choice.
Connection connect(const ConnectOptions& options, DatabaseChoice* chosen = nullptr);

/// What a command does with the database: reads (search, tree, stats, export, the GUI's browsing) or writes
/// (import, worker, edits).
enum class SchemaAccess { Read, Write };

/// The schema version of the connected database (0: none), without writing anything.
int stored_schema_version(Connection& c);

/// How the connected database's schema stands against this build: no Saban tables, an older version, this
/// one, or a newer one (this build cannot use it).
enum class SchemaState { None, Older, Current, Newer };
struct SchemaCheck {
  SchemaState state = SchemaState::None;
  int have = 0;  ///< the version the database is at (0: none)
  int need = 0;  ///< the version this build needs (schema_version())
};
/// The schema's state, read without writing anything (a SELECT only): what a front end asks about before it
/// creates or upgrades a schema.
SchemaCheck check_schema(Connection& c);

/// Makes sure the schema fits this build before a command uses it, and returns the version migrated from when
/// it migrated (else -1):
///  - newest already: nothing (a SELECT only: a read-only role passes);
///  - the private cluster: migrated (it is the user's own);
///  - a shared database, written by a role that owns it: migrated (import and worker set up a new database);
///  - otherwise a DbError: "the database ... has schema version N, this saban needs M: run `saban db
///  migrate`"
///    (or "has no Saban schema"); a read never writes, and no client silently upgrades a shared schema.
///  - a schema newer than this build: a DbError (upgrade saban).
int prepare_schema(Connection& c, const DatabaseChoice& where, SchemaAccess access);

/// connect() then prepare_schema(): what a front end calls to use a database. `chosen` receives the choice
/// (its `notice` for the user when the private cluster was started).
Connection open_database(const ConnectOptions& options, SchemaAccess access,
                         DatabaseChoice* chosen = nullptr);

/// The password read from the terminal (/dev/tty, without echo) after `prompt`; nothing when there is no
/// terminal.
std::optional<std::string> ask_password_on_terminal(const std::string& prompt);

}  // namespace saban::db
