#include "render/diagram_parts.h"

#include <algorithm>
#include <cmath>

namespace saban::render::parts {

namespace {

struct Margins {
  double left, top, right, bottom;
};

Margins margins(const DiagramStyle& style) {
  const bool coords = style.coordinates.has_value();
  return {coords ? 0.7 : 0.12, 0.12, style.side_to_move ? 0.62 : 0.12, coords ? 0.62 : 0.12};
}

double width_cells(int files, const DiagramStyle& s) {
  const Margins m = margins(s);
  return m.left + files + m.right;
}
double height_cells(int ranks, const DiagramStyle& s) {
  const Margins m = margins(s);
  return m.top + ranks + m.bottom;
}

}  // namespace

double aspect(int files, int ranks, const DiagramStyle& style) {
  return width_cells(files, style) / height_cells(ranks, style);
}

Fitted fit(const QRectF& rect, int files, int ranks, const DiagramStyle& style) {
  const double wc = width_cells(files, style), hc = height_cells(ranks, style);
  const double cell = std::min(rect.width() / wc, rect.height() / hc);
  const Margins m = margins(style);
  const double x0 = rect.left() + (rect.width() - cell * wc) / 2;
  const double y0 = rect.top() + (rect.height() - cell * hc) / 2;
  return {QRectF(x0 + m.left * cell, y0 + m.top * cell, files * cell, ranks * cell), cell};
}

Cell cell_of(int file, int rank, int files, int ranks, bool flipped) {
  return flipped ? Cell{files - 1 - file, rank} : Cell{file, ranks - 1 - rank};
}

bool point_at(const Fitted& f, int files, int ranks, bool flipped, QPointF pos, int& file, int& rank) {
  if (f.cell <= 0) return false;
  const int column = static_cast<int>(std::floor((pos.x() - f.frame.left()) / f.cell));
  const int row = static_cast<int>(std::floor((pos.y() - f.frame.top()) / f.cell));
  if (column < 0 || column >= files || row < 0 || row >= ranks) return false;
  file = flipped ? files - 1 - column : column;
  rank = flipped ? row : ranks - 1 - row;
  return true;
}

QColor mark_colour(MarkColour c, const DiagramStyle& style, int alpha) {
  if (style.kind == DiagramStyle::Kind::Print) {  // greys that stay apart on newsprint
    const int grey[] = {40, 0, 90, 140};
    const int g = grey[static_cast<int>(c)];
    return QColor(g, g, g, alpha);
  }
  switch (c) {
    case MarkColour::Green:
      return QColor(0x15, 0x78, 0x1b, alpha);
    case MarkColour::Red:
      return QColor(0xb0, 0x20, 0x20, alpha);
    case MarkColour::Blue:
      return QColor(0x00, 0x40, 0xa8, alpha);
    case MarkColour::Yellow:
      return QColor(0xe6, 0x8f, 0x00, alpha);
  }
  return {};
}

QPainterPath line(QPointF a, QPointF b) {
  QPainterPath p;
  p.moveTo(a);
  p.lineTo(b);
  return p;
}

QPainterPath square_path(QPointF c, double half) {
  QPainterPath p;
  p.addRect(QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half));
  return p;
}

QPainterPath circle(QPointF c, double r) {
  QPainterPath p;
  p.addEllipse(c, r, r);
  return p;
}

void last_move(Scene& sc, QPointF centre, double cell, const DiagramStyle& st) {
  if (st.kind == DiagramStyle::Kind::Print)
    sc.path(square_path(centre, 0.46 * cell), Paint{QColor(0, 0, 0), 0.04 * cell, {}, true});
  else
    sc.path(square_path(centre, 0.48 * cell), Paint{{}, 0, st.last_move});
}

void highlight(Scene& sc, QPointF centre, double cell, MarkColour colour, const DiagramStyle& st) {
  const int alpha = st.kind == DiagramStyle::Kind::Print ? 255 : 220;
  sc.path(circle(centre, 0.5 * cell), Paint{mark_colour(colour, st, alpha), 0.08 * cell, {}});
}

namespace {

QPainterPath arrow_path(QPointF from, QPointF to, double cell) {
  const QPointF d = to - from;
  const double len = std::hypot(d.x(), d.y());
  if (len < 1e-6) return {};
  const QPointF u = d / len, n(-u.y(), u.x());
  const double shaft = 0.08 * cell, head = 0.24 * cell, head_len = 0.42 * cell;
  const QPointF start = from + u * 0.18 * cell, tip = to - u * 0.12 * cell, base = tip - u * head_len;
  QPainterPath p;
  p.moveTo(start + n * shaft);
  p.lineTo(base + n * shaft);
  p.lineTo(base + n * head);
  p.lineTo(tip);
  p.lineTo(base - n * head);
  p.lineTo(base - n * shaft);
  p.lineTo(start - n * shaft);
  p.closeSubpath();
  return p;
}

}  // namespace

void arrow(Scene& sc, QPointF from, QPointF to, double cell, MarkColour colour, const DiagramStyle& st) {
  const bool print = st.kind == DiagramStyle::Kind::Print;
  sc.path(arrow_path(from, to, cell),
          Paint{QColor(255, 255, 255), 0.03 * cell, mark_colour(colour, st, print ? 230 : 200)});
}

void begin_point(Scene& sc, const QString& name, std::vector<std::pair<QString, QString>> about, QPointF at,
                 const QString& pieces, const QString& side) {
  std::vector<std::pair<QString, QString>> attrs = {{QStringLiteral("class"), QStringLiteral("point")},
                                                    {QStringLiteral("data-square"), name}};
  for (auto& a : about) attrs.push_back(std::move(a));
  attrs.emplace_back(QStringLiteral("data-x"), QString::number(at.x(), 'f', 2));
  attrs.emplace_back(QStringLiteral("data-y"), QString::number(at.y(), 'f', 2));
  if (!pieces.isEmpty()) {
    attrs.emplace_back(QStringLiteral("data-pieces"), pieces);
    attrs.emplace_back(QStringLiteral("data-side"), side);
  }
  sc.begin_group(std::move(attrs));
}

void place(Scene& sc, const QString& name, QPointF at, double radius) {
  QTransform t;
  t.translate(at.x(), at.y());
  t.scale(radius, radius);
  sc.use(name, t);
}

void side_to_move(Scene& sc, const Fitted& f, bool bottom, const QColor& disc, const QColor& ring) {
  const double c = f.cell;
  const QPointF at(f.frame.right() + 0.34 * c, bottom ? f.frame.bottom() - 0.5 * c : f.frame.top() + 0.5 * c);
  sc.path(circle(at, 0.2 * c), Paint{ring, 0.05 * c, disc});
}

void labels(Scene& sc, const Fitted& f, const DiagramStyle& st,
            const std::vector<std::pair<double, QString>>& files,
            const std::vector<std::pair<double, QString>>& ranks) {
  const double c = f.cell, size = 0.36 * c;
  for (const auto& [x, label] : files)
    sc.text(label, QPointF(x, f.frame.bottom() + 0.45 * c), size, st.text, Anchor::Middle);
  for (const auto& [y, label] : ranks)
    sc.text(label, QPointF(f.frame.left() - 0.12 * c, y + 0.13 * c), size, st.text, Anchor::End);
}

Scene sized_scene(double width, double aspect, const std::function<void(Scene&, const QRectF&)>& build) {
  const double height = width / aspect;
  Scene sc(width, height);
  build(sc, QRectF(0, 0, width, height));
  return sc;
}

void paint_fitted(QPainter& painter, const QRectF& rect, double aspect, const SceneMaker& make) {
  const double w = std::min(rect.width(), rect.height() * aspect);
  const Scene sc = make(w);
  paint_scene(painter, sc,
              QPointF(rect.left() + (rect.width() - w) / 2, rect.top() + (rect.height() - w / aspect) / 2));
}

QImage image(int width, double aspect, const SceneMaker& make) {
  const int height = static_cast<int>(std::lround(width / aspect));
  QImage img(width, height, QImage::Format_ARGB32_Premultiplied);
  img.setDevicePixelRatio(1.0);
  img.fill(Qt::white);
  QPainter painter(&img);
  paint_fitted(painter, QRectF(0, 0, width, height), aspect, make);
  painter.end();
  return img;
}

}  // namespace saban::render::parts
