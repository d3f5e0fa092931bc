// The position editor of Commander Chess (gui/position/positioneditor.h): pieces joining a friendly unit make
// a stack when the rules let them share the point, a hero is chosen with the piece, a right click takes the
// top piece away.
#pragma once

#include "gui/position/positioneditor.h"
#include "rules/position.h"

class QCheckBox;

namespace saban::gui {

class BoardWidget;

class CommanderPositionEditor : public PositionEditor {
  Q_OBJECT
 public:
  explicit CommanderPositionEditor(const Position& start, QWidget* parent = nullptr);

  const Position& position() const { return m_position; }
  QString fen() const override;
  /// What a click on a point does: puts the chosen piece there (onto a friendly unit: a stack, when the rules
  /// let them share the point); with `remove`, takes the top piece away.
  void editSquare(Square s, bool remove);
  void choosePiece(PieceType type, Side side, bool heroic);

 Q_SIGNALS:
  void setUpBoard(const saban::Position& pos);

 private:
  QString readFen(const QString& fen) override;
  void showPosition() override;
  void clearBoard() override { m_position.clear(); }
  void setStartPosition() override { m_position = Position::start(m_position.profile()); }
  int sideToMove() const override { return index(m_position.side_to_move()); }
  void setSideToMove(int side) override { m_position.set_side_to_move(side == 0 ? Side::Red : Side::Blue); }
  QString positionProblem() const override;
  QString gameId() const override;
  quint64 storedKey() const override;
  void setUpHere() override { Q_EMIT setUpBoard(m_position); }

  Position m_position;
  BoardWidget* m_board;
  QCheckBox* m_hero;
};

}  // namespace saban::gui
