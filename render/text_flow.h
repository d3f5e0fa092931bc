// Laying text and blocks out in columns on pages: words in styles, broken into lines, columns filled in turn.
// The same code counts pages (no painter) and paints them.
#pragma once

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QString>
#include <functional>
#include <vector>

namespace saban::render {

struct TextStyle {
  double size = 10;  ///< points
  bool bold = false, italic = false;
  QColor colour = Qt::black;
};

/// A run of text in one style; a word is one or more runs printed without a break.
struct Run {
  QString text;
  TextStyle style;
  int link = -1;  ///< >= 0: where the run is drawn is reported to the flow's link handler with this id
};
using FlowWord = std::vector<Run>;

/// The page: size and margins in points, columns.
struct PageFrame {
  double width = 595, height = 842, margin = 50, gap = 18;
  int columns = 1;
  double column_width() const { return (width - 2 * margin - (columns - 1) * gap) / columns; }
};

class TextFlow {
 public:
  /// The smallest a floating block is drawn to fit the rest of a column.
  static constexpr double kMinFloatScale = 0.85;
  /// The smallest a floating block is drawn rather than a column's rest left empty to keep it near its place
  /// (float_block): a diagram 230 points wide still 5.7 cm.
  static constexpr double kMinNearScale = 0.7;

  /// `painter` null: only count. `on_page(page_number)` draws a new page's header and footer.
  TextFlow(QPainter* painter, const PageFrame& frame, std::function<void(int)> on_new_page,
           std::function<void()> new_page_device);

  // Measuring
  static double width(const QString& text, const TextStyle& style);
  static double ascent(const TextStyle& style);
  static double line_height(const TextStyle& style) { return style.size * 1.32; }

  // Placing
  /// A paragraph of words, broken into lines; `indent` in points from the column's left, `hanging` more for
  /// the lines after the first (an index entry's page numbers under its name). No first line alone at a
  /// column's foot (orphan) and no last line alone at the next one's head (widow).
  void paragraph(const std::vector<FlowWord>& words, double indent = 0, double space_after = 4,
                 double hanging = 0);
  /// Makes sure `height` points are free in the column (else moves to the next column or page).
  void need(double height);
  /// A block of `height` points drawn by `draw(painter, rect)` at the column's width (after the blocks still
  /// floating, which it places first).
  void block(double height, const std::function<void(QPainter&, const QRectF&)>& draw);
  /// A block that may float (a diagram): drawn here when it fits, else at the top of the next column. The
  /// text that follows fills the rest of this one first when that rest is at most `max_ahead` points (a few
  /// lines); a larger rest is left empty, so that the block stays within a few lines of where it was
  /// placed (a diagram near its move: the reader must find it). Floating blocks keep their order.
  void float_block(double height, std::function<void(QPainter&, const QRectF&)> draw, double max_ahead);
  /// Places the blocks still floating, at the top of the next column (a game's end).
  void flush_floats();
  void space(double points);
  void next_column();
  void next_page();
  /// Lays out in `n` columns from here on (from the first column; call it at a page's top): a two-column
  /// book's title, contents and key span the page.
  void set_columns(int n);
  /// `handler(id, rect)` is told where each run with a link id is painted (on the current page, in points).
  void set_link_handler(std::function<void(int, const QRectF&)> handler) { m_on_link = std::move(handler); }
  /// Reports a link's rectangle on the current page (when painting).
  void link(int id, const QRectF& rect) const {
    if (m_painter && m_on_link && id >= 0) m_on_link(id, rect);
  }
  /// Draws text at a point (baseline) on the current page.
  void text_at(const QString& text, const TextStyle& style, QPointF baseline);

  int page() const { return m_page; }
  /// Whether nothing is placed yet in the column.
  bool at_top() const { return m_y <= m_frame.margin + 0.5; }
  double column_left() const;
  double y() const { return m_y; }
  double bottom() const { return m_frame.height - m_frame.margin; }
  const PageFrame& frame() const { return m_frame; }
  QPainter* painter() const { return m_painter; }

 private:
  void draw_line(const std::vector<FlowWord>& words, std::size_t from, std::size_t to, double x0);
  static double line_height_of(const std::vector<FlowWord>& words, std::size_t from, std::size_t to);
  void place(double height, const std::function<void(QPainter&, const QRectF&)>& draw);
  bool fit_float(double height, const std::function<void(QPainter&, const QRectF&)>& draw,
                 double min_scale = kMinFloatScale);
  void draw_float(double height, double scale, const std::function<void(QPainter&, const QRectF&)>& draw);
  void open_floats();

  struct Float {
    double height;
    std::function<void(QPainter&, const QRectF&)> draw;
  };
  std::vector<Float> m_floats;  // waiting for the next column

  QPainter* m_painter;
  PageFrame m_frame;
  std::function<void(int)> m_on_page;
  std::function<void()> m_new_device_page;
  std::function<void(int, const QRectF&)> m_on_link;
  int m_page = 1, m_column = 0;
  double m_y;
};

/// Draws text with a fractional point size (laid out at 100 px and scaled) at a baseline point.
void draw_text(QPainter& painter, const QString& text, const TextStyle& style, QPointF baseline);

}  // namespace saban::render
