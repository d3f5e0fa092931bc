// One game's statistics as charts (Qt Charts), beside the tables: results by mode and by ending (the first
// side's wins, draws, the second's wins as stacked bars, in the sides' colours; no modes for Cờ Đông Sơn),
// the games' lengths, and the pieces each side lost.
#pragma once

#include <QWidget>

#include "db/stats.h"

class QChart;
class QChartView;

namespace saban::gui {

class StatsCharts : public QWidget {
  Q_OBJECT
 public:
  explicit StatsCharts(QWidget* parent = nullptr);

  /// Draws the charts of these statistics.
  void setStatistics(const db::DatabaseStats& s);

  // The charts (tests read their series)
  QChart* byMode() const;
  QChart* byEnding() const;
  QChart* lengths() const;
  QChart* captures() const;

 protected:
  void changeEvent(QEvent* e) override;

 private:
  QChartView *m_byMode, *m_byEnding, *m_lengths, *m_captures;
};

}  // namespace saban::gui
