// The main window's title: the open game (its players, a star while it has unsaved changes) and the database
// it works in, e.g. "Saban 2000 nodes – Saban 2000 nodes* — walk"; the platform adds the application's name.
#pragma once

#include <QString>

class QWidget;

namespace saban::gui {

class Database;
class GameDocument;

/// Keeps `window`'s title on the game `doc` holds and the database `db` has open, from now on.
void followWindowTitle(QWidget* window, GameDocument* doc, Database* db);

/// The title's text for a game's players ("" each when unknown) and a database's name; "[*]" marks where Qt
/// shows the unsaved-changes star.
QString windowTitle(const QString& first, const QString& second, const QString& database);

/// How the title names a database: its `dbname` (and host when not local), else the description `opened`
/// gave.
QString databaseTitle(const QString& conninfo);

}  // namespace saban::gui
