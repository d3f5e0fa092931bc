// The View menu's choice of how the board's points are labelled: as the move list's notation names them
// (the default), the rulebook's row,column from 0, or letters and numbers.
#pragma once

#include <QMenu>

namespace saban::gui {

/// A "Board coordinates" menu whose checked choice is the one in the settings (setCoordinateChoice).
QMenu* coordinatesMenu(QWidget* parent);

}  // namespace saban::gui
