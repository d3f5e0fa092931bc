// Help → Keyboard shortcuts (Ctrl+F1): every key of the menus, read from the menus themselves (so the list is
// never out of date and is in the interface's language), grouped by menu, with where the game's keys act.
#pragma once

class QDialog;
class QMainWindow;

namespace saban::gui {

/// Opens the list of the window's keyboard shortcuts (the dialog deletes itself when closed).
QDialog* showShortcuts(QMainWindow* window);

}  // namespace saban::gui
