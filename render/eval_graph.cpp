#include "render/eval_graph.h"

#include <algorithm>

#include "analysis/annotate.h"

namespace saban::render {

namespace {

double expected_red(int cp) {
  if (cp > 90000) return 1.0;
  if (cp < -90000) return 0.0;
  return analysis::expected_score(cp);
}

}  // namespace

Scene eval_graph_scene(double width, double height, const GameCurve& curve,
                       const std::vector<parser::Judgement>& judgements, const DiagramStyle& style) {
  Scene sc(width, height);
  const bool print = style.kind == DiagramStyle::Kind::Print;
  QPainterPath frame;
  frame.addRect(QRectF(0, 0, width, height));
  sc.path(frame, Paint{style.grid, 0.6, print ? QColor(255, 255, 255) : QColor(0x1e, 0x4f, 0x9a, 40)});
  const std::size_t n = curve.red_eval.size();
  if (n == 0) return sc;
  auto x_of = [&](std::size_t i) { return width * (static_cast<double>(i) + 1) / static_cast<double>(n); };
  auto y_of = [&](double p) { return height * (1.0 - p); };
  // Red's area: from the middle line up to the curve where Red stands better, filled
  QPainterPath area, curve_path;
  area.moveTo(0, y_of(0.5));
  curve_path.moveTo(0, y_of(0.5));
  int last = 0;
  for (std::size_t i = 0; i < n; ++i) {
    last = curve.red_eval[i].value_or(last);
    const QPointF p(x_of(i), y_of(expected_red(last)));
    area.lineTo(p);
    curve_path.lineTo(p);
  }
  area.lineTo(width, y_of(0.5));
  area.closeSubpath();
  QPainterPath upper, lower;  // Red's share of the area is above the middle line, Blue's below
  upper.addRect(QRectF(0, 0, width, height / 2));
  lower.addRect(QRectF(0, height / 2, width, height / 2));
  const QPainterPath red_area = area.intersected(upper);
  sc.path(red_area, Paint{{}, 0, print ? QColor(170, 170, 170) : QColor(0xc6, 0x28, 0x28, 150)});
  QPainterPath blue_area = area.intersected(lower);
  if (!print) sc.path(blue_area, Paint{{}, 0, QColor(0x15, 0x58, 0xb0, 150)});
  QPainterPath mid;
  mid.moveTo(0, y_of(0.5));
  mid.lineTo(width, y_of(0.5));
  sc.path(mid, Paint{style.grid, 0.4, {}, true});
  sc.path(curve_path, Paint{style.grid, 0.9, {}, false, true});
  // Judged moves: a dot on the curve, larger for worse
  last = 0;
  for (std::size_t i = 0; i < n && i < judgements.size(); ++i) {
    last = curve.red_eval[i].value_or(last);
    const parser::Judgement j = judgements[i];
    if (j == parser::Judgement::None) continue;
    const bool bad = j == parser::Judgement::Inaccuracy || j == parser::Judgement::Mistake ||
                     j == parser::Judgement::Blunder;
    const double r = j == parser::Judgement::Blunder ? 2.4 : j == parser::Judgement::Mistake ? 2.0 : 1.6;
    QPainterPath dot;
    dot.addEllipse(QPointF(x_of(i), y_of(expected_red(last))), r, r);
    QColor fill = print ? (bad ? QColor(0, 0, 0) : QColor(255, 255, 255))
                        : (bad ? QColor(0xe0, 0x80, 0x10) : QColor(0x20, 0xa0, 0x40));
    if (!print && j == parser::Judgement::Blunder) fill = QColor(0xd0, 0x10, 0x10);
    sc.path(dot, Paint{style.grid, 0.5, fill});
  }
  return sc;
}

void paint_eval_graph(QPainter& painter, const QRectF& rect, const GameCurve& curve,
                      const std::vector<parser::Judgement>& judgements, const DiagramStyle& style) {
  paint_scene(painter, eval_graph_scene(rect.width(), rect.height(), curve, judgements, style),
              rect.topLeft());
}

}  // namespace saban::render
