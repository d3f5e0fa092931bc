// The database schema as versioned migrations, applied automatically on connection (docs/database.md).
#pragma once

#include "db/pq.h"

namespace saban::db {

/// The newest schema version this build knows.
int schema_version();
/// Applies the missing migrations in one transaction, serialized between processes by an advisory lock.
/// Returns the version the database is at. `target` stops at an older version (tests of a migration).
int migrate(Connection& c, int target = -1);

}  // namespace saban::db
