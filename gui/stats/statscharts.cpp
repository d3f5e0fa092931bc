#include "gui/stats/statscharts.h"

#include <algorithm>
#include <cmath>

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QLocale>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QValueAxis>

#include "gui/core/contrast.h"
#include "gui/core/gamewords.h"
#include "gui/core/notation.h"
#include "gui/game/gamekinds.h"
#include "gui/stats/statshtml.h"

namespace saban::gui {

namespace {
const QColor kDraw(158, 158, 158);

// The sides of the game counted, first side first: their names and colours (gamekinds.h).
struct Sides {
  std::array<QString, 2> names;
  std::array<QColor, 2> colours;
  explicit Sides(db::Variant game) : names(sideNames(game)) {
    const std::array<QRgb, 2> c = withGameKind(game, [](auto g) { return decltype(g)::sideColours; });
    colours = {QColor(c[0]), QColor(c[1])};
  }
};

QChartView* chartView(QWidget* parent) {
  auto* v = new QChartView(new QChart, parent);
  v->setRenderHint(QPainter::Antialiasing);
  v->setMinimumHeight(210);
  return v;
}

// A fresh chart in place of the view's old one.
QChart* replaceChart(QChartView* view, const QString& title) {
  auto* chart = new QChart;
  chart->setTitle(title);
  chart->setMargins(QMargins(2, 2, 2, 2));
  chart->setBackgroundRoundness(0);
  chart->setAnimationOptions(QChart::NoAnimation);
  QChart* old = view->chart();
  view->setChart(chart);
  delete old;
  return chart;
}

QBarSet* barSet(const QString& name, const QColor& colour) {
  auto* set = new QBarSet(name);
  set->setColor(colour);
  set->setBorderColor(colour.darker(115));
  return set;
}

// A round step for an axis of whole numbers up to `most`: 1, 2 or 5 times a power of ten (at least `least`),
// so that there are at most about `ticks` steps.
qreal roundStep(qreal most, int ticks, qreal least = 1) {
  qreal step = least;
  for (qreal power = least;; power *= 10) {
    for (const qreal f : {1.0, 2.0, 5.0}) {
      step = f * power;
      if (most / step <= ticks) return step;
    }
  }
}

// A count axis from 0 to `most` in round whole steps (0, 100, 200…, not the range split in four: 129, 259…;
// 0, 1, 2 for a few games, never 0, 0.5, 1 printed as 0, 0, 1). An empty database counts nothing: the axis
// then runs to 1.
void countAxisRange(QValueAxis* axis, qreal most) {
  most = std::max<qreal>(most, 1);
  const qreal step = roundStep(most, 5);
  axis->setTickType(QValueAxis::TicksDynamic);
  axis->setTickAnchor(0);
  axis->setTickInterval(step);
  axis->setRange(0, std::ceil(most / step) * step);
}

// The first side's wins, draws and the second side's wins of each group as one stacked bar, most games on
// top.
template <class Name>
void resultsChart(QChartView* view, const QString& title, const std::vector<db::ResultsBy>& rows,
                  const Sides& sides, Name name) {
  QChart* chart = replaceChart(view, title);
  auto* red = barSet(sides.names[0], sides.colours[0]);
  auto* draws = barSet(StatsCharts::tr("Draws"), kDraw);
  auto* blue = barSet(sides.names[1], sides.colours[1]);
  QStringList categories;
  qreal most = 0;
  for (auto it = rows.rbegin(); it != rows.rend(); ++it) {  // the bars are drawn from the bottom up
    most =
        std::max(most, static_cast<qreal>(it->results.red_wins + it->results.draws + it->results.blue_wins));
    categories << name(it->key);
    *red << static_cast<qreal>(it->results.red_wins);
    *draws << static_cast<qreal>(it->results.draws);
    *blue << static_cast<qreal>(it->results.blue_wins);
  }
  auto* series = new QHorizontalStackedBarSeries;
  series->append({red, draws, blue});
  chart->addSeries(series);
  auto* axisY = new QBarCategoryAxis;
  axisY->append(categories);
  axisY->setTruncateLabels(false);
  QFont small = axisY->labelsFont();
  small.setPointSizeF(small.pointSizeF() * 0.9);
  axisY->setLabelsFont(small);
  view->setMinimumHeight(std::max(210, 120 + 34 * static_cast<int>(rows.size())));
  chart->addAxis(axisY, Qt::AlignLeft);
  series->attachAxis(axisY);
  auto* axisX = new QValueAxis;
  axisX->setLabelFormat(QStringLiteral("%d"));
  chart->addAxis(axisX, Qt::AlignBottom);
  series->attachAxis(axisX);
  countAxisRange(axisX, most);
  chart->legend()->setAlignment(Qt::AlignBottom);
  styleChart(chart, view->palette());
}
}  // namespace

StatsCharts::StatsCharts(QWidget* parent) : QWidget(parent) {
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(0, 0, 0, 0);
  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  auto* inner = new QWidget(scroll);
  auto* layout = new QVBoxLayout(inner);
  layout->setContentsMargins(0, 0, 0, 0);
  m_byMode = chartView(inner);
  m_byEnding = chartView(inner);
  m_lengths = chartView(inner);
  m_captures = chartView(inner);
  for (QChartView* v : {m_byMode, m_byEnding, m_lengths, m_captures}) layout->addWidget(v);
  scroll->setWidget(inner);
  outer->addWidget(scroll);
}

QChart* StatsCharts::byMode() const { return m_byMode->chart(); }
QChart* StatsCharts::byEnding() const { return m_byEnding->chart(); }
QChart* StatsCharts::lengths() const { return m_lengths->chart(); }
QChart* StatsCharts::captures() const { return m_captures->chart(); }

void StatsCharts::setStatistics(const db::DatabaseStats& s) {
  const Sides sides(s.variant);
  // Cờ Đông Sơn has no modes: no chart of them
  const bool modes = withGameKind(s.variant, [](auto g) { return decltype(g)::hasModes; });
  resultsChart(m_byMode, tr("Results by mode"), s.by_mode, sides, GameWords::modeName);
  m_byMode->setVisible(modes);
  resultsChart(m_byEnding, tr("Results by ending"), s.by_ending, sides, GameWords::endingName);

  // Lengths: a histogram, each bin of plies a step as wide as the bin.
  QChart* lengths = replaceChart(m_lengths, tr("Game lengths (plies)"));
  auto* upper = new QLineSeries;
  auto* lower = new QLineSeries;
  long long most = 1;
  for (const db::LengthBin& b : s.lengths) {
    upper->append(b.from, static_cast<qreal>(b.games));
    upper->append(b.to, static_cast<qreal>(b.games));
    most = std::max(most, b.games);
  }
  if (!s.lengths.empty()) {
    lower->append(s.lengths.front().from, 0);
    lower->append(s.lengths.back().to, 0);
  }
  auto* histogram = new QAreaSeries(upper, lower);
  histogram->setName(tr("Games"));
  histogram->setColor(QColor(141, 110, 99));
  histogram->setBorderColor(QColor(109, 76, 65));
  lengths->addSeries(histogram);
  // Plies in round steps that are whole bins (0, 40, 80…, not the range split in six: 46, 93…)
  auto* pliesAxis = new QValueAxis;
  pliesAxis->setLabelFormat(QStringLiteral("%d"));
  const qreal longest = s.lengths.empty() ? 1 : s.lengths.back().to;
  const qreal pliesStep = roundStep(longest, 8, std::max(1, s.bin_width));
  pliesAxis->setTickType(QValueAxis::TicksDynamic);
  pliesAxis->setTickAnchor(0);
  pliesAxis->setTickInterval(pliesStep);
  pliesAxis->setRange(0, std::ceil(longest / pliesStep) * pliesStep);
  lengths->addAxis(pliesAxis, Qt::AlignBottom);
  histogram->attachAxis(pliesAxis);
  auto* countAxis = new QValueAxis;
  countAxis->setLabelFormat(QStringLiteral("%d"));
  countAxisRange(countAxis, static_cast<qreal>(most));
  lengths->addAxis(countAxis, Qt::AlignLeft);
  histogram->attachAxis(countAxis);
  lengths->legend()->hide();

  // Captures: the pieces each side lost, by type.
  QChart* captures = replaceChart(m_captures, tr("Pieces lost, by piece"));
  auto* red = barSet(sides.names[0], sides.colours[0]);
  auto* blue = barSet(sides.names[1], sides.colours[1]);
  QStringList pieces;
  qreal mostLost = 0;
  for (const CaptureRow& c : captureRows(s)) {
    mostLost = std::max({mostLost, static_cast<qreal>(c.lost[0]), static_cast<qreal>(c.lost[1])});
    pieces << c.piece;
    *red << static_cast<qreal>(c.lost[0]);
    *blue << static_cast<qreal>(c.lost[1]);
  }
  auto* captureSeries = new QBarSeries;
  captureSeries->append({red, blue});
  captures->addSeries(captureSeries);
  auto* pieceAxis = new QBarCategoryAxis;
  pieceAxis->append(pieces);
  pieceAxis->setLabelsAngle(-45);
  pieceAxis->setTruncateLabels(false);
  captures->addAxis(pieceAxis, Qt::AlignBottom);
  captureSeries->attachAxis(pieceAxis);
  auto* lostAxis = new QValueAxis;
  lostAxis->setLabelFormat(QStringLiteral("%d"));
  captures->addAxis(lostAxis, Qt::AlignLeft);
  captureSeries->attachAxis(lostAxis);
  countAxisRange(lostAxis, mostLost);
  captures->legend()->setAlignment(Qt::AlignBottom);
  m_captures->setMinimumHeight(320);
  for (QChartView* v : {m_lengths, m_captures}) styleChart(v->chart(), v->palette());
}

// A theme switched (the Dark theme action, the platform's dark mode): the charts take its colours.
void StatsCharts::changeEvent(QEvent* e) {
  QWidget::changeEvent(e);
  if (e->type() == QEvent::PaletteChange)
    for (QChartView* v : {m_byMode, m_byEnding, m_lengths, m_captures}) styleChart(v->chart(), palette());
}

}  // namespace saban::gui
