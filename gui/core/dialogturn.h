// Dialogs that arrive on their own (a database's failure or schema question, which come back from the
// database's thread whenever the server answers) wait for the dialog the user is reading. Two window-modal
// boxes stacked at once (a file given on the command line that cannot be read, and a database that cannot be
// opened) left the keyboard's focus with the window behind them: Enter and Escape went nowhere until the user
// clicked a box.
#pragma once

class QDialog;

namespace saban::gui {

/// Opens `dialog` (QDialog::open: window-modal) now, or, while another modal dialog is open, once that one
/// has finished (and any others that were waiting before it).
void openInTurn(QDialog* dialog);

}  // namespace saban::gui
