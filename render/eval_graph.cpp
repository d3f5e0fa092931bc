#include "render/eval_graph.h"

#include <QFontMetricsF>
#include <algorithm>

#include "analysis/score_view.h"
#include "render/fonts.h"
#include "render/words.h"

namespace saban::render {

namespace {

using parser::Judgement;

double text_width(const QString& t, double size) {
  QFont f = base_font(false);
  f.setPixelSize(100);
  return QFontMetricsF(f).horizontalAdvance(t) * size / 100.0;
}

// A judged move's mark centred on `c`, `fs` the graph's text size: inaccuracy and mistake a circle, blunder a
// triangle pointing down, good and brilliant moves a diamond.
QPainterPath mark_path(Judgement j, QPointF c, double fs) {
  QPainterPath p;
  switch (j) {
    case Judgement::Inaccuracy:
      p.addEllipse(c, fs * 0.28, fs * 0.28);
      break;
    case Judgement::Mistake:
      p.addEllipse(c, fs * 0.32, fs * 0.32);
      break;
    case Judgement::Blunder: {
      const double r = fs * 0.42;
      p.moveTo(c.x() - r, c.y() - r * 0.7);
      p.lineTo(c.x() + r, c.y() - r * 0.7);
      p.lineTo(c.x(), c.y() + r);
      p.closeSubpath();
      break;
    }
    case Judgement::Good:
    case Judgement::Brilliant: {
      const double r = fs * 0.38;
      p.moveTo(c.x(), c.y() - r);
      p.lineTo(c.x() + r * 0.8, c.y());
      p.lineTo(c.x(), c.y() + r);
      p.lineTo(c.x() - r * 0.8, c.y());
      p.closeSubpath();
      break;
    }
    case Judgement::None:
      break;
  }
  return p;
}

// Printed marks are told apart by shape and fill (hollow: inaccuracy, good move); on screen by colour too.
Paint mark_paint(Judgement j, bool print, const QColor& line) {
  const bool hollow = j == Judgement::Inaccuracy || j == Judgement::Good;
  if (print) return Paint{line, 0.5, hollow ? QColor(255, 255, 255) : line};
  switch (j) {
    case Judgement::Inaccuracy:
      return Paint{line, 0.5, QColor(0xf2, 0xc0, 0x1e)};
    case Judgement::Mistake:
      return Paint{line, 0.5, QColor(0xe8, 0x78, 0x10)};
    case Judgement::Blunder:
      return Paint{line, 0.5, QColor(0xd0, 0x10, 0x10)};
    case Judgement::Good:
      return Paint{line, 0.5, QColor(0x3c, 0xb0, 0x50)};
    case Judgement::Brilliant:
      return Paint{line, 0.5, QColor(0x10, 0x90, 0xb0)};
    case Judgement::None:
      break;
  }
  return Paint{};
}

constexpr Judgement kLegendOrder[] = {Judgement::Brilliant, Judgement::Good, Judgement::Inaccuracy,
                                      Judgement::Mistake, Judgement::Blunder};

}  // namespace

GraphWords graph_words(Language lang, const QString& first) {
  GraphWords w;
  w.score = expected_score_words(lang, first);
  w.move = word(Word::MoveAxis, lang);
  for (int j = 0; j < 6; ++j) w.judgements[j] = judgement_name(static_cast<Judgement>(j), lang);
  w.language = lang;
  return w;
}

int move_axis_step(int moves, double width, double label_width) {
  if (moves <= 0 || width <= 0) return 1;
  for (int base = 1;; base *= 10)
    for (int m : {1, 2, 5}) {
      const int step = base * m;
      if (step >= moves || static_cast<double>(moves) / step * label_width * 1.6 <= width) return step;
    }
}

Scene eval_graph_scene(double width, double plot_height, double fs, const GameCurve& curve,
                       const std::vector<Judgement>& judgements, const DiagramStyle& style,
                       const GraphWords& words) {
  const bool print = style.kind == DiagramStyle::Kind::Print;
  const QColor line = style.grid;
  const QColor ink(60, 60, 60);
  const std::size_t n = curve.red_eval.size();
  const QString half = decimal_words(0.5, words.language);

  // The plot's frame: the score labels and the move axis's word on its left, room for the last move number
  // on its right
  const double first_label = text_width(QString::number(curve.first_move), fs) / 2 + fs * 0.4;
  const double left = std::max(text_width(half, fs), text_width(words.move, fs) + first_label) + fs * 0.6;
  const double right = fs * 1.2;
  const double top = fs * 0.6;
  const QRectF plot(left, top, std::max(1.0, width - left - right), plot_height);
  const double axis_baseline = plot.bottom() + fs * 1.25;

  // The legend: the curve, then each kind of judged move the game has, wrapped to the width
  struct Item {
    Judgement j;  // None: the curve
    QString text;
    QPointF at;  // the sample's left end, on the text's middle line
  };
  std::vector<Item> legend{{Judgement::None, words.score, {}}};
  for (Judgement j : kLegendOrder)
    if (std::find(judgements.begin(), judgements.end(), j) != judgements.end())
      legend.push_back({j, words.judgements[static_cast<int>(j)], {}});
  const double sample = fs * 1.6, gap = fs * 0.4, spacing = fs * 1.2, row_height = fs * 1.45;
  double x = plot.left();
  int row = 0;
  for (Item& it : legend) {
    const double w = (it.j == Judgement::None ? sample : fs) + gap + text_width(it.text, fs);
    if (x > plot.left() && x + w > width) x = plot.left(), ++row;
    it.at = QPointF(x, axis_baseline + fs * 0.6 + row_height * (row + 0.5));
    x += w + spacing;
  }
  const double height = axis_baseline + fs * 0.6 + row_height * (row + 1) + fs * 0.2;

  Scene sc(width, height);
  QPainterPath frame;
  frame.addRect(plot);
  sc.path(frame, Paint{line, 0.6, print ? QColor(255, 255, 255) : QColor(0x1e, 0x4f, 0x9a, 40)});
  auto y_of = [&](double p) { return plot.top() + plot.height() * (1.0 - p); };
  // Plies played -> x: ply 0 (the start) on the left edge, the last on the right
  auto x_of = [&](double plies) { return plot.left() + plot.width() * plies / std::max<double>(1.0, n); };

  // The score axis: 0, 0.5 and 1, and the 0.5 line across
  for (double p : {0.0, 0.5, 1.0}) {
    QPainterPath tick;
    tick.moveTo(plot.left() - fs * 0.25, y_of(p));
    tick.lineTo(plot.left(), y_of(p));
    sc.path(tick, Paint{line, 0.5, {}});
    sc.text(decimal_words(p, words.language), QPointF(plot.left() - fs * 0.35, y_of(p) + fs * 0.35), fs, ink,
            Anchor::End);
  }
  QPainterPath mid;
  mid.moveTo(plot.left(), y_of(0.5));
  mid.lineTo(plot.right(), y_of(0.5));

  // The move axis: a tick where each labelled move starts (the first player's move; the game's first move
  // number and every step after it)
  const int moves = static_cast<int>((n + (curve.first_player_moves_first ? 1 : 2)) / 2);
  const int last_move = curve.first_move + std::max(0, moves - 1);
  const int step = move_axis_step(moves, plot.width(), text_width(QString::number(last_move), fs) + fs * 0.5);
  sc.text(words.move, QPointF(plot.left() - first_label, axis_baseline), fs, ink, Anchor::End);
  for (int m = curve.first_move; m <= last_move; ++m) {
    if (m != curve.first_move && m % step != 0) continue;
    if (m != curve.first_move && m - curve.first_move < step / 2) continue;  // no label crowds the first
    const int ply = 2 * (m - curve.first_move) - (curve.first_player_moves_first ? 0 : 1);
    if (ply < 0 || ply > static_cast<int>(n)) continue;
    const double tx = x_of(ply);
    QPainterPath tick;
    tick.moveTo(tx, plot.bottom());
    tick.lineTo(tx, plot.bottom() + fs * 0.25);
    sc.path(tick, Paint{line, 0.5, {}});
    sc.text(QString::number(m), QPointF(tx, axis_baseline), fs, ink, Anchor::Middle);
  }
  if (n == 0) {
    sc.path(mid, Paint{line, 0.4, {}, true});
    return sc;
  }

  // Red's area: from the 0.5 line to the curve, above it where Red stands better, below where Blue does
  QPainterPath area, curve_path;
  area.moveTo(x_of(0), y_of(0.5));
  curve_path.moveTo(x_of(0), y_of(0.5));
  std::vector<QPointF> points;
  int last = 0;
  for (std::size_t i = 0; i < n; ++i) {
    last = curve.red_eval[i].value_or(last);
    points.emplace_back(x_of(static_cast<double>(i) + 1),
                        y_of(analysis::first_player_expected(last, curve.game)));
    area.lineTo(points.back());
    curve_path.lineTo(points.back());
  }
  area.lineTo(plot.right(), y_of(0.5));
  area.closeSubpath();
  QPainterPath upper, lower;
  upper.addRect(QRectF(plot.left(), plot.top(), plot.width(), plot.height() / 2));
  lower.addRect(QRectF(plot.left(), plot.center().y(), plot.width(), plot.height() / 2));
  sc.path(area.intersected(upper),
          Paint{{}, 0, print ? QColor(190, 190, 190) : QColor(0xc6, 0x28, 0x28, 150)});
  if (!print) sc.path(area.intersected(lower), Paint{{}, 0, QColor(0x15, 0x58, 0xb0, 150)});
  sc.path(mid, Paint{line, 0.4, {}, true});
  sc.path(curve_path, Paint{line, 0.9, {}, false, true});
  // The judged moves, on the curve
  for (std::size_t i = 0; i < n && i < judgements.size(); ++i)
    if (judgements[i] != Judgement::None)
      sc.path(mark_path(judgements[i], points[i], fs), mark_paint(judgements[i], print, line));

  // The legend
  for (const Item& it : legend) {
    double tx = it.at.x();
    if (it.j == Judgement::None) {
      QPainterPath s;
      s.moveTo(tx, it.at.y());
      s.lineTo(tx + sample, it.at.y());
      sc.path(s, Paint{line, 0.9, {}, false, true});
      tx += sample;
    } else {
      sc.path(mark_path(it.j, QPointF(tx + fs * 0.5, it.at.y()), fs), mark_paint(it.j, print, line));
      tx += fs;
    }
    sc.text(it.text, QPointF(tx + gap, it.at.y() + fs * 0.35), fs, ink);
  }
  return sc;
}

}  // namespace saban::render
