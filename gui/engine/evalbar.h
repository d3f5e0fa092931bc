// The evaluation bar beside the board: the first player's (Red's; Thủy's) share of the expected score as the
// part of a vertical bar in its colour, the score written at the leader's end ("+0.35", a mate "M3" for the
// first player, "-M2" for the second), the first player's end at the bottom unless the board is flipped. It
// follows the live engine while it analyses (its best line; its last word stays until the cursor moves), and
// otherwise the evaluation stored with the move at the cursor ([%eval], the engine's analysis of the game);
// empty when there is neither.
#pragma once

#include <QColor>
#include <QString>
#include <QWidget>
#include <array>
#include <optional>

#include "parser/comment_commands.h"

namespace saban::gui {

class EngineRunner;
class GameDocument;
struct EngineReport;

class EvalBar : public QWidget {
  Q_OBJECT
 public:
  explicit EvalBar(GameDocument* doc, QWidget* parent = nullptr);

  /// Follows the live engine's reports.
  void follow(EngineRunner* runner);
  /// The first player's end at the top (the board flipped).
  void setFlipped(bool flipped);
  bool isFlipped() const { return m_flipped; }

  /// The first player's share (0..1) shown, nullopt when the bar is empty.
  std::optional<double> share() const { return m_share; }
  /// The score written on the bar.
  const QString& text() const { return m_text; }
  /// The first and the second player's colours, of the game open (gamekinds.h's sideColours).
  std::array<QColor, 2> sideColours() const;

  /// A score as the bar writes it: "#3" → "M3", "#-2" → "-M2", others as they are.
  static QString barText(const QString& score);

  QSize sizeHint() const override { return {26, 400}; }
  QSize minimumSizeHint() const override { return {18, 80}; }

 protected:
  void paintEvent(QPaintEvent*) override;

 private:
  void showStored();
  void show(std::optional<double> share, const QString& text, const QString& tip);

  GameDocument* m_doc;
  bool m_flipped = false;
  std::optional<double> m_share;
  QString m_text;
};

}  // namespace saban::gui
