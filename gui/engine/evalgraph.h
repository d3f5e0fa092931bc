// The evaluation graph (Qt Charts): the first player's (Red's, Thủy's) expected score by ply, judged moves
// marked in their colours, the current ply shown; a click jumps to that ply.
#pragma once

#include <QChartView>
#include <vector>

#include "gui/engine/enginerunner.h"

class QLineSeries;
class QAreaSeries;

namespace saban::gui {

class EvalGraph : public QChartView {
  Q_OBJECT
 public:
  explicit EvalGraph(QWidget* parent = nullptr);

  void setAnalysis(const GameAnalysis& a);
  void clear();
  void setCurrentPly(int ply);
  /// Number of plies drawn (tests).
  int plies() const { return static_cast<int>(m_analysis.expected.size()); }
  /// The ply nearest to a point in widget coordinates.
  int plyAt(const QPointF& pos) const;

 Q_SIGNALS:
  void plyClicked(int ply);

 protected:
  void mousePressEvent(QMouseEvent* e) override;
  void changeEvent(QEvent* e) override;

 private:
  void rebuild();

  GameAnalysis m_analysis;
  int m_current = 0;
  QLineSeries* m_cursor = nullptr;  // the current ply's line, owned by the chart
};

}  // namespace saban::gui
