// The position editor of Cờ Đông Sơn (gui/position/positioneditor.h): a piece put on a square replaces what
// stood there, a right click empties it; the Thần–Voi swap rights are those the position can still hold (each
// side's Thần on e1 / e9, its Voi on b or h of its first rank).
#pragma once

#include <array>

#include "gui/position/positioneditor.h"
#include "rules/dongson/position.h"

class QCheckBox;

namespace saban::gui {

class DsBoardWidget;

class DsPositionEditor : public PositionEditor {
  Q_OBJECT
 public:
  explicit DsPositionEditor(const saban::dongson::Position& start, QWidget* parent = nullptr);

  const saban::dongson::Position& position() const { return m_position; }
  QString fen() const override;
  /// A click on a square: puts the chosen piece there; with `remove`, empties it.
  void editSquare(saban::dongson::Square s, bool remove);
  void choosePiece(saban::dongson::PieceType type, saban::dongson::Side side);

 Q_SIGNALS:
  void setUpBoard(const saban::dongson::Position& pos);

 private:
  QString readFen(const QString& fen) override;
  void showPosition() override;
  void clearBoard() override;
  void setStartPosition() override;
  int sideToMove() const override { return index(m_position.side_to_move()); }
  void setSideToMove(int side) override;
  QString positionProblem() const override;
  QString gameId() const override;
  quint64 storedKey() const override;
  void setUpHere() override { Q_EMIT setUpBoard(m_position); }
  /// Drops the rights the position can no longer hold; each box enabled when its right is possible.
  void followRights();

  saban::dongson::Position m_position;
  DsBoardWidget* m_board;
  std::array<QCheckBox*, 4> m_rights{};  // kSwapThuyB, kSwapThuyH, kSwapSonB, kSwapSonH
};

}  // namespace saban::gui
