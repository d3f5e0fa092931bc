// An import session: record files and folders imported into a database, stopped by the importer's own
// std::stop_token, with its progress and the games it rejected. Both front ends import through it: the GUI's
// import dialog and `saban import`.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "db/importer.h"
#include "db/queries.h"

namespace saban::app {

/// What a session did.
struct ImportSession {
  db::ImportProgress progress;            ///< the totals; progress.cancelled when stopped by options.cancel
  std::vector<db::RejectedRow> rejected;  ///< the games rejected while it ran (file, line, reason), in order
};

/// Imports `paths` (files, and folders searched recursively) into the database `where` (as open_database()
/// reads it) on the calling thread. A stop requested on options.cancel ends it between batches: the batches
/// written are committed whole and nothing after them (db::ImportOptions). options.on_progress is called on
/// this thread after every batch and file. At most `max_rejected` rejected games are listed. A database that
/// cannot be opened or written throws db::DbError.
ImportSession import_games(const std::string& where, const std::vector<std::filesystem::path>& paths,
                           db::ImportOptions options, int max_rejected = 1000);
/// The same on a database the caller opened for writing (`saban import`: it says where the database is
/// first). With `max_rejected` 0 the rejected games are not listed (nor looked for).
ImportSession import_games(db::Connection& c, const std::vector<std::filesystem::path>& paths,
                           db::ImportOptions options, int max_rejected = 1000);

}  // namespace saban::app
