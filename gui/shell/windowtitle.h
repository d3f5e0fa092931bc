// The main window's title: the open game (its players, a star while it has unsaved changes) and the database
// it works in as the status bar names it (Database::shownName: "club @ db.example.org:5433", "walk (local
// socket)", never a password), e.g. "Saban 2000 nodes – Saban 2000 nodes* — walk (local socket)"; the
// platform adds the application's name.
#pragma once

#include <QString>

class QWidget;

namespace saban::gui {

class Database;
class GameDocument;

/// Keeps `window`'s title on the game `doc` holds and the database `db` has open, from now on.
void followWindowTitle(QWidget* window, GameDocument* doc, Database* db);

/// The title's text for a game's players ("" each when unknown) and a database's name; "[*]" marks where Qt
/// shows the unsaved-changes star. A game that names neither player is named by its event, when it has one
/// (a rulebook's worked example, a study), else "New game".
QString windowTitle(const QString& first, const QString& second, const QString& database,
                    const QString& event = {});

}  // namespace saban::gui
