#include "app/database.h"

namespace saban::app {

OpenDatabase open_database(const std::string& where, db::SchemaAccess access,
                           const std::string& application_name) {
  db::DatabaseChoice choice;
  db::ConnectOptions options;
  options.db = where;
  options.application_name = application_name;
  db::Connection c = db::open_database(options, access, &choice);
  return {std::move(c), std::move(choice.conninfo), std::move(choice.notice)};
}

}  // namespace saban::app
