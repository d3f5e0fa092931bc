#include "stats/statscharts.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalStackedBarSeries>
#include <QLocale>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QValueAxis>

#include "core/notation.h"

namespace saban::gui {

namespace {
const QColor kRed(198, 40, 40), kDraw(158, 158, 158), kBlue(21, 101, 192);

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

// Red's wins, draws and Blue's wins of each group as one stacked bar, most games on top.
void resultsChart(QChartView* view, const QString& title, const std::vector<db::ResultsBy>& rows) {
  QChart* chart = replaceChart(view, title);
  auto* red = barSet(sideName(Side::Red), kRed);
  auto* draws = barSet(StatsCharts::tr("Draws"), kDraw);
  auto* blue = barSet(sideName(Side::Blue), kBlue);
  QStringList categories;
  for (auto it = rows.rbegin(); it != rows.rend(); ++it) {  // the bars are drawn from the bottom up
    categories << (it->key == "?" ? StatsCharts::tr("not given") : QString::fromStdString(it->key));
    *red << static_cast<qreal>(it->results.red_wins);
    *draws << static_cast<qreal>(it->results.draws);
    *blue << static_cast<qreal>(it->results.blue_wins);
  }
  auto* series = new QHorizontalStackedBarSeries;
  series->append({red, draws, blue});
  chart->addSeries(series);
  auto* axisY = new QBarCategoryAxis;
  axisY->append(categories);
  chart->addAxis(axisY, Qt::AlignLeft);
  series->attachAxis(axisY);
  auto* axisX = new QValueAxis;
  axisX->setLabelFormat(QStringLiteral("%d"));
  chart->addAxis(axisX, Qt::AlignBottom);
  series->attachAxis(axisX);
  chart->legend()->setAlignment(Qt::AlignBottom);
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
  resultsChart(m_byMode, tr("Results by mode"), s.by_mode);
  resultsChart(m_byEnding, tr("Results by ending"), s.by_ending);

  // Lengths: a bar per bin of plies.
  QChart* lengths = replaceChart(m_lengths, tr("Game lengths (plies)"));
  auto* games = barSet(tr("Games"), QColor(141, 110, 99));
  QStringList bins;
  for (const db::LengthBin& b : s.lengths) {
    bins << QStringLiteral("%1–%2").arg(b.from).arg(b.to - 1);
    *games << static_cast<qreal>(b.games);
  }
  auto* lengthSeries = new QBarSeries;
  lengthSeries->append(games);
  lengthSeries->setBarWidth(0.9);
  lengths->addSeries(lengthSeries);
  auto* binAxis = new QBarCategoryAxis;
  binAxis->append(bins);
  binAxis->setLabelsAngle(bins.size() > 6 ? -60 : 0);
  lengths->addAxis(binAxis, Qt::AlignBottom);
  lengthSeries->attachAxis(binAxis);
  auto* countAxis = new QValueAxis;
  countAxis->setLabelFormat(QStringLiteral("%d"));
  lengths->addAxis(countAxis, Qt::AlignLeft);
  lengthSeries->attachAxis(countAxis);
  lengths->legend()->hide();

  // Captures: the pieces each side lost, by type.
  QChart* captures = replaceChart(m_captures, tr("Pieces lost, by piece"));
  auto* red = barSet(sideName(Side::Red), kRed);
  auto* blue = barSet(sideName(Side::Blue), kBlue);
  QStringList pieces;
  for (const db::PieceCaptures& c : s.captures) {
    pieces << pieceName(c.type);
    *red << static_cast<qreal>(c.red_lost);
    *blue << static_cast<qreal>(c.blue_lost);
  }
  auto* captureSeries = new QBarSeries;
  captureSeries->append({red, blue});
  captures->addSeries(captureSeries);
  auto* pieceAxis = new QBarCategoryAxis;
  pieceAxis->append(pieces);
  pieceAxis->setLabelsAngle(-60);
  captures->addAxis(pieceAxis, Qt::AlignBottom);
  captureSeries->attachAxis(pieceAxis);
  auto* lostAxis = new QValueAxis;
  lostAxis->setLabelFormat(QStringLiteral("%d"));
  captures->addAxis(lostAxis, Qt::AlignLeft);
  captureSeries->attachAxis(lostAxis);
  captures->legend()->setAlignment(Qt::AlignBottom);
  m_captures->setMinimumHeight(260);
}

}  // namespace saban::gui
