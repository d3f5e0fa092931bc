// What the user is asked and told around opening a database: the connection dialog (connectdialog.h), the
// question before Saban's schema is created or upgraded in a database (never unasked: a club's server does
// not get Saban's tables because someone opened it), the recent databases, and a database left unopened.
// A failed open is MainWindow::showOpenFailure's dialog.
#pragma once

class QMainWindow;
class QWidget;

namespace saban::gui {

class Database;

/// Connects `window` to `db`'s opening: the schema question (a dialog, "schemaQuestion"; Cancel, the default
/// and Escape, leaves the database unopened, nothing written), the recent databases (each database opened,
/// but Saban's private one), the status bar's line when a database was not opened.
void watchDatabaseOpening(QMainWindow* window, Database* db);

/// File → Open a database…: the connection dialog ("connectDialog"), then db->open() with what it gives.
void chooseDatabase(QWidget* parent, Database* db);

}  // namespace saban::gui
