// Opening a database: the one way `saban`, the worker and the GUI connect to one (issue 17).
#pragma once

#include <string>

#include "db/pq.h"

namespace saban::app {

/// A database opened by open_database(): the connection, and the connection string it was reached by (the
/// private cluster's when none was given) for more connections to the same database.
struct OpenDatabase {
  db::Connection connection;
  std::string conninfo;
};

/// Opens the database that `where` names: a libpq connection string or URI; empty means $SABAN_DB when set,
/// else Saban's private cluster (initialised, started and given its database as needed:
/// db::resolve_conninfo). The schema is brought up to date. A failure throws db::DbError with one line that
/// says what could not be done and why (the server's or libpq's reason), never a password.
OpenDatabase open_database(const std::string& where);

}  // namespace saban::app
