#include "gui/core/contrast.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>
#include <algorithm>

namespace saban::gui {

bool isDark(const QPalette& palette) { return palette.color(QPalette::Base).lightness() < 128; }

QColor readable(const QColor& colour, const QPalette& palette) {
  if (!isDark(palette)) return colour;
  QColor c = colour.toHsl();
  const int lightness = std::max(c.lightness(), 175);
  return QColor::fromHsl(c.hslHue(), c.hslSaturation(), lightness, c.alpha());
}

QString readableName(const QColor& colour, const QPalette& palette) {
  return readable(colour, palette).name();
}

void styleChart(QChart* chart, const QPalette& palette) {
  const QColor text = palette.color(QPalette::Text);
  QColor grid = palette.color(QPalette::Mid);
  if (isDark(palette)) grid = palette.color(QPalette::Base).lighter(220);
  chart->setBackgroundBrush(palette.brush(QPalette::Base));
  chart->setBackgroundPen(Qt::NoPen);
  chart->setTitleBrush(text);
  chart->legend()->setLabelColor(text);
  for (QAbstractAxis* axis : chart->axes()) {
    axis->setLabelsColor(text);
    axis->setTitleBrush(text);
    axis->setLinePenColor(grid);
    axis->setGridLineColor(grid);
  }
}

}  // namespace saban::gui
