#include "app/import_session.h"

#include "app/database.h"

namespace saban::app {

ImportSession import_games(const std::string& where, const std::vector<std::filesystem::path>& paths,
                           db::ImportOptions options, int max_rejected) {
  db::Connection c = open_database(where, db::SchemaAccess::Write).connection;
  return import_games(c, paths, std::move(options), max_rejected);
}

ImportSession import_games(db::Connection& c, const std::vector<std::filesystem::path>& paths,
                           db::ImportOptions options, int max_rejected) {
  // The games rejected before the session are not its own: rejected games are rows with increasing ids.
  const long long before = max_rejected > 0 ? db::last_rejected_id(c) : 0;
  db::Importer importer(c, std::move(options));
  importer.import_paths(paths);
  ImportSession s;
  s.progress = importer.progress();
  if (max_rejected > 0) s.rejected = db::rejected_games(c, max_rejected, before);
  return s;
}

}  // namespace saban::app
