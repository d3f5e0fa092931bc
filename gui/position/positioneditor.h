// The position editor: place and remove pieces (stacks, heroes), the side to move, FEN in and out (validated
// by the rules); then find the games that reach the position or set it up on the board.
#pragma once

#include <QDialog>

#include "rules/position.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace saban::gui {

class BoardWidget;

class PositionEditor : public QDialog {
  Q_OBJECT
 public:
  explicit PositionEditor(const Position& start, QWidget* parent = nullptr);

  const Position& position() const { return m_position; }
  /// Sets the position from FEN; false (with the reason shown) when it does not parse.
  bool setFen(const QString& fen);
  QString fen() const;
  /// What a click on a point does: puts the chosen piece there (onto a friendly unit: a stack, when the rules
  /// let them share the point); with `remove`, takes the top piece away.
  void editSquare(Square s, bool remove);
  void choosePiece(PieceType type, Side side, bool heroic);
  /// Why the position cannot be used (empty when it can).
  QString problem() const { return m_problem; }

 Q_SIGNALS:
  void findGames(const saban::Position& pos);
  void setUpBoard(const saban::Position& pos);

 private:
  void refresh();

  Position m_position;
  BoardWidget* m_board;
  QButtonGroup* m_pieces;
  QComboBox *m_side, *m_toMove;
  QCheckBox* m_hero;
  QLineEdit* m_fen;
  QLabel* m_status;
  QString m_problem;
};

}  // namespace saban::gui
