// The database commands of `saban` (import, search, tree, stats, player, rejected, compact), one function
// each, and what they share: --db and opening the database it names. Internal to cli/.
#pragma once

#include <string>

#include "db/connect.h"
#include "db/pq.h"

namespace CLI {
class App;
}  // namespace CLI

namespace saban::cli {

/// The database in the connection order (db/connect.h, through app/): a read never migrates the schema; the
/// line saying that the private cluster was started goes to stderr.
db::Connection open_database(const std::string& flag, db::SchemaAccess access = db::SchemaAccess::Read);

/// --db, the libpq connection string.
void add_db_flag(CLI::App& cmd, std::string& db);

void add_import_command(CLI::App& app);  // cli/cmd_import.cpp
void add_search_command(CLI::App& app);  // cli/cmd_search.cpp
void add_tree_command(CLI::App& app);    // cli/cmd_search.cpp
void add_stats_command(CLI::App& app);   // cli/cmd_database.cpp, as the rest
void add_player_command(CLI::App& app);
void add_rejected_command(CLI::App& app);
void add_compact_command(CLI::App& app);

}  // namespace saban::cli
