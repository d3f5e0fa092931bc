// `saban-gui --screenshots DIR`: each main view at 1280×800 in both languages, grabbed headless as PNG files.
#pragma once

#include <QString>

namespace saban::gui {

class Database;
class GameDocument;

/// Renders the views into `dir` (database list, game with analysis and graph, explorer, statistics) for each
/// language; returns 0 on success, else prints why and returns 1.
int takeScreenshots(Database* db, GameDocument* doc, const QString& dir);

}  // namespace saban::gui
