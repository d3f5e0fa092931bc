// Colours that stay readable on the palette in use (a light or a dark theme, the user's or the Dark theme's).
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

class QChart;

namespace saban::gui {

/// Whether the palette's text background is dark.
bool isDark(const QPalette& palette);
/// `colour` as it is on a light background; lightened on a dark one (the sides' dark red and blue, greys),
/// so that text in it keeps its contrast.
QColor readable(const QColor& colour, const QPalette& palette);
/// readable() as "#rrggbb", for HTML.
QString readableName(const QColor& colour, const QPalette& palette);
/// A chart in the palette's colours (Qt Charts' own theme is light whatever the application's): background,
/// title, axes' labels and grid, legend.
void styleChart(QChart* chart, const QPalette& palette);

}  // namespace saban::gui
