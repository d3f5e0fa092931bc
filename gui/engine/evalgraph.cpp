#include "gui/engine/evalgraph.h"

#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QValueAxis>

#include "gui/core/contrast.h"
#include "gui/core/notation.h"
#include "gui/game/gamekinds.h"

namespace saban::gui {

namespace {
// 1, 2, 5, 10, 20, 50… plies: about eight labels at most over `last` plies.
int tickStep(int last) {
  for (int step = 1;; step *= 10)
    for (int m : {1, 2, 5})
      if (last / (step * m) <= 8) return step * m;
}
}  // namespace

EvalGraph::EvalGraph(QWidget* parent) : QChartView(parent) {
  setRenderHint(QPainter::Antialiasing);
  setMinimumHeight(120);
  rebuild();
}

void EvalGraph::setAnalysis(const GameAnalysis& a) {
  m_analysis = a;
  rebuild();
}

void EvalGraph::clear() {
  m_analysis = {};
  rebuild();
}

void EvalGraph::setCurrentPly(int ply) {
  if (ply == m_current) return;
  m_current = ply;
  if (!m_cursor) return rebuild();
  m_cursor->replace(QList<QPointF>{QPointF(ply, 0), QPointF(ply, 1)});  // not a new chart per ply
}

// The first player's expected score as a filled area over the half line, a marker per judged move, the
// current ply.
void EvalGraph::rebuild() {
  m_cursor = nullptr;
  auto* chart = new QChart;
  chart->legend()->hide();
  chart->setMargins(QMargins(2, 2, 2, 2));
  chart->setBackgroundRoundness(0);
  const int n = static_cast<int>(m_analysis.expected.size());
  auto* axisX = new QValueAxis;
  axisX->setRange(0, std::max(1, n - 1));
  axisX->setLabelFormat(QStringLiteral("%d"));
  // Whole plies only, at a round step (a range of 0 to 1 at the default five ticks read "0 0 0 0 1").
  axisX->setTickType(QValueAxis::TicksDynamic);
  axisX->setTickAnchor(0);
  axisX->setTickInterval(tickStep(std::max(1, n - 1)));

  auto* axisY = new QValueAxis;
  axisY->setRange(0, 1);
  axisY->setTickCount(3);
  axisY->setLabelFormat(QStringLiteral("%.1f"));

  chart->addAxis(axisX, Qt::AlignBottom);
  chart->addAxis(axisY, Qt::AlignLeft);
  if (n == 0) {  // nothing to read on the axes yet
    axisX->setLabelsVisible(false);
    axisY->setLabelsVisible(false);
  }
  chart->setTitle(n == 0 ? tr("No analysis yet: press \"Analyse the game\"")
                         : tr("%1's expected score by ply").arg(m_analysis.side));
  setToolTip(n == 0 ? QString()
                    : tr("%1's expected score after each ply, from %1's side whoever is to move: above the "
                         "middle %1 is better")
                          .arg(m_analysis.side));
  auto* upper = new QLineSeries;
  auto* lower = new QLineSeries;
  for (int i = 0; i < n; ++i) {
    upper->append(i, m_analysis.expected[static_cast<std::size_t>(i)]);
    lower->append(i, 0);
  }
  auto* area = new QAreaSeries(upper, lower);
  // In the first player's colour (Red's red, Thủy's water blue), as the evaluation bar and the explorer have
  // it.
  const QColor first =
      QColor::fromRgb(withGameKind(m_analysis.game, [](auto g) { return decltype(g)::sideColours; })[0]);
  QColor fill = first;
  fill.setAlpha(110);
  area->setBrush(fill);
  area->setPen(QPen(first.darker(115), 1.5));
  chart->addSeries(area);
  area->attachAxis(axisX);
  area->attachAxis(axisY);
  auto* half = new QLineSeries;
  half->append(0, 0.5);
  half->append(std::max(1, n - 1), 0.5);
  half->setPen(QPen(QColor(120, 120, 120), 1, Qt::DashLine));
  chart->addSeries(half);
  half->attachAxis(axisX);
  half->attachAxis(axisY);
  for (parser::Judgement j : allJudgements()) {
    if (j == parser::Judgement::None) continue;
    auto* marks = new QScatterSeries;
    marks->setMarkerSize(9);
    marks->setColor(judgementColor(j));
    marks->setBorderColor(Qt::white);
    for (std::size_t i = 0; i < m_analysis.judgements.size(); ++i)
      if (m_analysis.judgements[i] == j && i + 1 < static_cast<std::size_t>(n))
        marks->append(static_cast<double>(i + 1), m_analysis.expected[i + 1]);
    if (marks->count() == 0) {
      delete marks;
      continue;
    }
    marks->setName(judgementName(j));
    chart->addSeries(marks);
    marks->attachAxis(axisX);
    marks->attachAxis(axisY);
  }
  if (n > 0) {
    auto* cursor = new QLineSeries;
    cursor->append(m_current, 0);
    cursor->append(m_current, 1);
    cursor->setPen(QPen(QColor(255, 160, 0), 2));
    chart->addSeries(cursor);
    cursor->attachAxis(axisX);
    cursor->attachAxis(axisY);
    m_cursor = cursor;
  }
  styleChart(chart, palette());
  QChart* old = this->chart();
  setChart(chart);
  delete old;
}

int EvalGraph::plyAt(const QPointF& pos) const {
  const QPointF v = chart()->mapToValue(pos);
  return std::clamp(static_cast<int>(std::lround(v.x())), 0, std::max(0, plies() - 1));
}

void EvalGraph::changeEvent(QEvent* e) {
  QChartView::changeEvent(e);
  if (e->type() == QEvent::PaletteChange) styleChart(chart(), palette());
}

void EvalGraph::mousePressEvent(QMouseEvent* e) {
  if (plies() > 0 && chart()->plotArea().contains(e->position())) Q_EMIT plyClicked(plyAt(e->position()));
  QChartView::mousePressEvent(e);
}

}  // namespace saban::gui
