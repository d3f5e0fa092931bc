#include "app/database.h"

#include "db/cluster.h"
#include "db/schema.h"

namespace saban::app {

OpenDatabase open_database(const std::string& where) {
  std::string conninfo = db::database_conninfo(where);
  db::Connection c(conninfo);  // its error names the database (without the password) and libpq's reason
  try {
    db::migrate(c);
  } catch (const db::DbError& e) {
    throw db::DbError(e.sqlstate(), "cannot bring the schema of the database (" +
                                        db::redact_conninfo(conninfo) +
                                        ") up to date: " + db::redact_conninfo(e.what()));
  }
  return {std::move(c), std::move(conninfo)};
}

}  // namespace saban::app
