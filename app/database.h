// Opening a database: the one way `saban`, the worker and the GUI connect to one (issue 17). Which database
// (the connection order), connecting and the schema rules are db/connect.h's; this is the use case both front
// ends call.
#pragma once

#include <optional>
#include <string>

#include "db/connect.h"
#include "db/pq.h"

namespace saban::app {

/// A database opened by open_database(): the connection, the connection string it was reached by (the
/// private cluster's when none was given; empty when the PG* environment names the database, which libpq
/// reads again for more connections), and a line for the user when this call created or started the private
/// cluster.
struct OpenDatabase {
  db::Connection connection;
  std::string conninfo;
  std::string notice;
  bool private_cluster = false;  ///< Saban's own cluster (its schema is migrated without asking)
  db::SchemaCheck schema;        ///< the schema as found (connect_database) or as left (open_database)
};

/// Opens the database that `where` names: a libpq connection string or URI; empty means the connection order
/// of db::choose_database ($SABAN_DB, the PG* environment, else Saban's private cluster, set up as needed).
/// The schema is checked: a read never writes (an old shared schema is an error saying to run `saban db
/// migrate`); a write (import, worker, edits) migrates a database its role owns; the private cluster migrates
/// itself. A failure throws db::DbError with one line that says what could not be done and why, never a
/// password.
OpenDatabase open_database(const std::string& where, db::SchemaAccess access = db::SchemaAccess::Read,
                           const std::string& application_name = "saban");

/// Connects as open_database() does but leaves a shared database's schema alone: `schema` says how it stands,
/// and the front end asks the user before create_schema() (the GUI: a club's server never gets Saban's tables
/// unasked). The private cluster is Saban's own: its schema is brought up to date at once. A password, when
/// given, goes apart from `where` (never into a connection string) and none is asked on a terminal.
OpenDatabase connect_database(const std::string& where, const std::string& application_name,
                              const std::optional<std::string>& password = std::nullopt);

/// Creates Saban's schema in the database, or upgrades it to this build's version (db::migrate), after the
/// user agreed; `database.schema` then says Current. Throws db::DbError (a role that may not create tables).
void create_schema(OpenDatabase& database);

}  // namespace saban::app
