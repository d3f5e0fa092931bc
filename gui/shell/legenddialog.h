// Help → Pieces and board: what the boards show. For Commander Chess the 11 pieces as the board paints them
// (boardpainter.h), their names, letters in each notation (rulebook Vietnamese and English letters, SAN) and
// moves in a line; the terrain and the marks (hero, stack, air-defence zones, deploy chips, last move,
// selection, the attacked-units overlay), each cut out of a board painted with it. For Cờ Đông Sơn its 7
// pieces and its board's marks the same way. One tab per game, the open game's first.
#pragma once

class QDialog;
class QWidget;

namespace saban::gui {

/// Opens the legend (the dialog deletes itself when closed), on the Cờ Đông Sơn tab when `dongson`.
QDialog* showLegend(QWidget* parent, bool dongson);

}  // namespace saban::gui
