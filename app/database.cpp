#include "app/database.h"

#include "db/schema.h"

namespace saban::app {

OpenDatabase open_database(const std::string& where, db::SchemaAccess access,
                           const std::string& application_name) {
  db::DatabaseChoice choice;
  db::ConnectOptions options;
  options.db = where;
  options.application_name = application_name;
  db::Connection c = db::open_database(options, access, &choice);
  OpenDatabase database{
      std::move(c), std::move(choice.conninfo), std::move(choice.notice), choice.private_cluster, {}};
  database.schema = db::check_schema(database.connection);
  return database;
}

OpenDatabase connect_database(const std::string& where, const std::string& application_name,
                              const std::optional<std::string>& password) {
  db::DatabaseChoice choice;
  db::ConnectOptions options;
  options.db = where;
  options.application_name = application_name;
  options.ask_password = false;
  options.password = password;
  db::Connection c = db::connect(options, &choice);
  if (choice.private_cluster) db::prepare_schema(c, choice, db::SchemaAccess::Write);
  OpenDatabase database{
      std::move(c), std::move(choice.conninfo), std::move(choice.notice), choice.private_cluster, {}};
  database.schema = db::check_schema(database.connection);
  return database;
}

void create_schema(OpenDatabase& database) {
  db::migrate(database.connection);
  database.schema = db::check_schema(database.connection);
}

}  // namespace saban::app
