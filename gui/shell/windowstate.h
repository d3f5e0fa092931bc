// The main window's geometry and dock layout, kept between runs (QSettings).
#pragma once

class QMainWindow;

namespace saban::gui {

/// The version of the dock layout: raised when the docks change, so that a layout saved by an older Saban
/// (other docks) is not restored into this one.
inline constexpr int kWindowStateVersion = 2;

/// Restores the geometry and dock layout saved last; returns false (and leaves the window alone) when none
/// was saved or the saved layout is of another version.
bool restoreWindowState(QMainWindow* window);
/// Saves the window's geometry and dock layout: the layout the user has, with the docks that the page shown
/// puts away open in their places (pagedocks.h).
void saveWindowState(QMainWindow* window);

}  // namespace saban::gui
