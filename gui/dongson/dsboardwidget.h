// The Cờ Đông Sơn board: 9×9 squares (files a–h and k, ranks 1–9), the Cung d4–f6 shaded and framed with its
// round centre e5, the pieces as discs with their Vietnamese initials in the sides' colours (Thủy light,
// Sơn dark), the last move and a Thần in check marked; flip. It shows a position and takes no input.
#pragma once

#include <QWidget>

#include "rules/dongson/position.h"

namespace saban::gui {

/// A piece type's name: the Vietnamese one, with the interface language's after it when that differs.
QString dsPieceName(saban::dongson::PieceType t);
/// The letter shown on a piece: the Vietnamese initial (T L B Đ N V G).
QString dsPieceLetter(saban::dongson::PieceType t);
/// "Thủy" or "Sơn" (names, the same in every language).
QString dsSideName(saban::dongson::Side s);

class DsBoardWidget : public QWidget {
  Q_OBJECT
 public:
  explicit DsBoardWidget(QWidget* parent = nullptr);

  /// Shows a position; `last` (if not null) is marked as the move that led to it.
  void setPosition(const saban::dongson::Position& pos, saban::dongson::Move last = {});
  const saban::dongson::Position& position() const { return m_position; }
  void setFlipped(bool flipped);
  bool isFlipped() const { return m_flipped; }

  /// A square's rectangle in widget coordinates.
  QRectF squareRect(saban::dongson::Square s) const;
  /// The square under a point, or -1.
  saban::dongson::Square squareAt(const QPointF& p) const;

  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int w) const override;
  QSize sizeHint() const override { return {560, heightForWidth(560)}; }

 protected:
  void paintEvent(QPaintEvent* event) override;
  bool event(QEvent* event) override;

 private:
  saban::dongson::Position m_position;
  saban::dongson::Move m_last;
  bool m_flipped = false;
};

}  // namespace saban::gui
