#include "render/scene.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPaintDevice>
#include <QPainter>
#include <cmath>
#include <unordered_map>

#include "render/fonts.h"

namespace saban::render {

void Scene::path(const QPainterPath& p, const Paint& paint) {
  SceneItem& it = m_items.emplace_back();
  it.kind = SceneItem::Kind::Path;
  it.path = p;
  it.paint = paint;
}

void Scene::text(const QString& t, QPointF at, double size, const QColor& colour, Anchor anchor, bool bold) {
  SceneItem& it = m_items.emplace_back();
  it.kind = SceneItem::Kind::Text;
  it.text = t;
  it.at = at;
  it.size = size;
  it.paint.fill = colour;
  it.anchor = anchor;
  it.bold = bold;
}

void Scene::use(const QString& name, const QTransform& transform) {
  SceneItem& it = m_items.emplace_back();
  it.kind = SceneItem::Kind::Use;
  it.symbol = name;
  it.transform = transform;
}

void Scene::begin_group(std::vector<std::pair<QString, QString>> attributes) {
  SceneItem& it = m_items.emplace_back();
  it.kind = SceneItem::Kind::Begin;
  it.attributes = std::move(attributes);
}

void Scene::end_group() { m_items.emplace_back().kind = SceneItem::Kind::End; }

void Scene::define(const QString& name, std::vector<SceneItem> items) {
  m_symbols.emplace(name, std::move(items));
}

// ---------------------------------------------------------------------------------------------------------
// Painting

namespace {

constexpr double kTextBase = 100.0;  // text is laid out at this pixel size and scaled (fractional sizes)

QPen pen_of(const Paint& p) {
  if (p.width <= 0 || !p.stroke.isValid()) return Qt::NoPen;
  QPen pen(p.stroke, p.width);
  pen.setCapStyle(p.round ? Qt::RoundCap : Qt::FlatCap);
  pen.setJoinStyle(p.round ? Qt::RoundJoin : Qt::MiterJoin);
  if (p.dashed) pen.setDashPattern({3.0, 2.0});
  return pen;
}

void paint_items(QPainter& painter, const Scene& scene, const std::vector<SceneItem>& items);

// A symbol (a piece) painted on the screen or an image at a plain scale is drawn once into an image and then
// copied: flattening the curves of 40 units took 15 ms of a board repaint (bench/gui_bench); a copy takes
// microseconds. Printers, PDF and SVG keep the vectors. Returns false where the vectors must be drawn.
bool paint_symbol_cached(QPainter& painter, const QString& name, const std::vector<SceneItem>& items,
                         const QTransform& transform) {
  QPaintDevice* device = painter.device();
  if (!device) return false;
  const int type = device->devType();
  if (type != QInternal::Image && type != QInternal::Pixmap && type != QInternal::Widget) return false;
  const QTransform full = transform * painter.transform();
  if (full.type() > QTransform::TxScale || full.m11() <= 0 || full.m22() <= 0) return false;
  const double dpr = device->devicePixelRatioF();
  const double sx = full.m11() * dpr, sy = full.m22() * dpr;
  if (sx > 400 || sy > 400) return false;  // huge: not worth keeping
  // The symbol's extent in its own units, and a key that changes with anything that changes its pixels.
  QRectF bounds;
  QString key = name;
  for (const SceneItem& it : items) {
    if (it.kind != SceneItem::Kind::Path) return false;
    const double w = it.paint.width > 0 && it.paint.stroke.isValid() ? it.paint.width : 0;
    bounds |= it.path.boundingRect().adjusted(-w, -w, w, w);
    key += QStringLiteral("|%1,%2,%3,%4,%5")
               .arg(it.path.elementCount())
               .arg(it.paint.stroke.rgba())
               .arg(it.paint.fill.isValid() ? it.paint.fill.rgba() : 0)
               .arg(w)
               .arg(int(it.paint.dashed) * 2 + int(it.paint.round));
  }
  key += QStringLiteral("@%1x%2").arg(qRound(sx * 16)).arg(qRound(sy * 16));
  thread_local std::unordered_map<QString, QImage> cache;
  auto found = cache.find(key);
  if (found == cache.end()) {
    if (cache.size() > 1024) cache.clear();
    const QSize size(static_cast<int>(std::ceil(bounds.width() * sx)) + 2,
                     static_cast<int>(std::ceil(bounds.height() * sy)) + 2);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.translate(1, 1);
    p.scale(sx, sy);
    p.translate(-bounds.topLeft());
    Scene none(0, 0);
    paint_items(p, none, items);
    p.end();
    found = cache.emplace(key, std::move(image)).first;
  }
  // Where the symbol's top left lands, in device pixels, rounded to a whole pixel.
  const QPointF at = full.map(bounds.topLeft()) * dpr - QPointF(1, 1);
  painter.save();
  painter.resetTransform();
  painter.scale(1 / dpr, 1 / dpr);
  painter.drawImage(QPointF(std::round(at.x()), std::round(at.y())), found->second);
  painter.restore();
  return true;
}

void paint_items(QPainter& painter, const Scene& scene, const std::vector<SceneItem>& items) {
  for (const SceneItem& it : items) {
    switch (it.kind) {
      case SceneItem::Kind::Path:
        painter.setPen(pen_of(it.paint));
        painter.setBrush(it.paint.fill.isValid() ? QBrush(it.paint.fill) : QBrush(Qt::NoBrush));
        painter.drawPath(it.path);
        break;
      case SceneItem::Kind::Text: {
        QFont font = base_font(it.bold);
        font.setPixelSize(static_cast<int>(kTextBase));
        const QFontMetricsF fm(font);
        const double w = fm.horizontalAdvance(it.text);
        const double dx = it.anchor == Anchor::Start ? 0 : it.anchor == Anchor::Middle ? -w / 2 : -w;
        painter.save();
        painter.translate(it.at);
        painter.scale(it.size / kTextBase, it.size / kTextBase);
        painter.setFont(font);
        painter.setPen(it.paint.fill);
        painter.drawText(QPointF(dx, 0), it.text);
        painter.restore();
        break;
      }
      case SceneItem::Kind::Use: {
        const auto found = scene.symbols().find(it.symbol);
        if (found == scene.symbols().end()) break;
        if (paint_symbol_cached(painter, it.symbol, found->second, it.transform)) break;
        painter.save();
        painter.setTransform(it.transform, true);
        paint_items(painter, scene, found->second);
        painter.restore();
        break;
      }
      case SceneItem::Kind::Begin:
      case SceneItem::Kind::End:
        break;
    }
  }
}

}  // namespace

void paint_scene(QPainter& painter, const Scene& scene, QPointF origin, double scale) {
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing, true);
  painter.setRenderHint(QPainter::TextAntialiasing, true);
  painter.translate(origin);
  painter.scale(scale, scale);
  paint_items(painter, scene, scene.items());
  painter.restore();
}

// ---------------------------------------------------------------------------------------------------------
// SVG

namespace {

// A number with at most two decimals, without trailing zeros: the same value always gives the same text.
QString num(double v) {
  if (std::abs(v) < 0.005) return QStringLiteral("0");
  QString s = QString::number(v, 'f', 2);
  while (s.endsWith(QLatin1Char('0'))) s.chop(1);
  if (s.endsWith(QLatin1Char('.'))) s.chop(1);
  return s;
}

QString colour_text(const QColor& c) { return c.name(QColor::HexRgb); }

QString paint_attributes(const Paint& p) {
  QString a;
  if (p.fill.isValid()) {
    a += QStringLiteral(" fill=\"%1\"").arg(colour_text(p.fill));
    if (p.fill.alpha() < 255) a += QStringLiteral(" fill-opacity=\"%1\"").arg(num(p.fill.alphaF()));
  } else {
    a += QStringLiteral(" fill=\"none\"");
  }
  if (p.width > 0 && p.stroke.isValid()) {
    a += QStringLiteral(" stroke=\"%1\" stroke-width=\"%2\"").arg(colour_text(p.stroke), num(p.width));
    if (p.stroke.alpha() < 255) a += QStringLiteral(" stroke-opacity=\"%1\"").arg(num(p.stroke.alphaF()));
    if (p.round) a += QStringLiteral(" stroke-linecap=\"round\" stroke-linejoin=\"round\"");
    if (p.dashed) a += QStringLiteral(" stroke-dasharray=\"3 2\"");
  }
  return a;
}

QString path_data(const QPainterPath& path) {
  QString d;
  for (int i = 0; i < path.elementCount(); ++i) {
    const QPainterPath::Element e = path.elementAt(i);
    if (!d.isEmpty()) d += QLatin1Char(' ');
    switch (e.type) {
      case QPainterPath::MoveToElement:
        d += QStringLiteral("M%1 %2").arg(num(e.x), num(e.y));
        break;
      case QPainterPath::LineToElement:
        d += QStringLiteral("L%1 %2").arg(num(e.x), num(e.y));
        break;
      case QPainterPath::CurveToElement: {
        const QPainterPath::Element c2 = path.elementAt(i + 1), to = path.elementAt(i + 2);
        d += QStringLiteral("C%1 %2 %3 %4 %5 %6")
                 .arg(num(e.x), num(e.y), num(c2.x), num(c2.y), num(to.x), num(to.y));
        i += 2;
        break;
      }
      case QPainterPath::CurveToDataElement:
        break;
    }
  }
  return d;
}

QString transform_text(const QTransform& t) {
  return QStringLiteral("matrix(%1 %2 %3 %4 %5 %6)")
      .arg(num(t.m11()), num(t.m12()), num(t.m21()), num(t.m22()), num(t.dx()), num(t.dy()));
}

void write_items(QString& out, const std::vector<SceneItem>& items, const QString& prefix, int indent) {
  for (const SceneItem& it : items) {
    switch (it.kind) {
      case SceneItem::Kind::Path:
        out += QString(indent, QLatin1Char(' '));
        out += QStringLiteral("<path d=\"%1\"%2/>\n").arg(path_data(it.path), paint_attributes(it.paint));
        break;
      case SceneItem::Kind::Text: {
        const char* anchor = it.anchor == Anchor::Start    ? nullptr
                             : it.anchor == Anchor::Middle ? "middle"
                                                           : "end";
        out += QString(indent, QLatin1Char(' '));
        out += QStringLiteral("<text x=\"%1\" y=\"%2\" font-size=\"%3\" fill=\"%4\"")
                   .arg(num(it.at.x()), num(it.at.y()), num(it.size), colour_text(it.paint.fill));
        if (anchor) out += QStringLiteral(" text-anchor=\"%1\"").arg(QLatin1String(anchor));
        if (it.bold) out += QStringLiteral(" font-weight=\"bold\"");
        out += QStringLiteral(">%1</text>\n").arg(xml_escape(it.text));
        break;
      }
      case SceneItem::Kind::Use:
        out += QString(indent, QLatin1Char(' '));
        out += QStringLiteral("<use xlink:href=\"#%1%2\" transform=\"%3\"/>\n")
                   .arg(prefix, it.symbol, transform_text(it.transform));
        break;
      case SceneItem::Kind::Begin:
        out += QString(indent, QLatin1Char(' ')) + QStringLiteral("<g");
        for (const auto& [k, v] : it.attributes) out += QStringLiteral(" %1=\"%2\"").arg(k, xml_escape(v));
        out += QStringLiteral(">\n");
        indent += 1;
        break;
      case SceneItem::Kind::End:
        indent = std::max(1, indent - 1);
        out += QString(indent, QLatin1Char(' ')) + QStringLiteral("</g>\n");
        break;
    }
  }
}

}  // namespace

QString xml_escape(const QString& s) {
  QString out;
  out.reserve(s.size());
  for (QChar c : s) {
    switch (c.unicode()) {
      case '&':
        out += QStringLiteral("&amp;");
        break;
      case '<':
        out += QStringLiteral("&lt;");
        break;
      case '>':
        out += QStringLiteral("&gt;");
        break;
      case '"':
        out += QStringLiteral("&quot;");
        break;
      case '\'':
        out += QStringLiteral("&#39;");
        break;
      default:
        out += c;
    }
  }
  return out;
}

QString scene_svg(const Scene& scene, const SvgOptions& options) {
  QString out;
  if (options.xml_declaration) out += QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  out += QStringLiteral(
             "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
             "version=\"1.1\" width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\" fill-rule=\"evenodd\" "
             "font-family=\"'Noto Sans', 'DejaVu Sans', sans-serif\"")
             .arg(num(scene.width()), num(scene.height()));
  if (!options.extra_attributes.isEmpty()) out += QLatin1Char(' ') + options.extra_attributes;
  out += QStringLiteral(">\n");
  if (!options.title.isEmpty()) out += QStringLiteral(" <title>%1</title>\n").arg(xml_escape(options.title));
  if (!scene.symbols().empty()) {
    out += QStringLiteral(" <defs>\n");
    for (const auto& [name, items] : scene.symbols()) {  // std::map: sorted, so the order is fixed
      out += QStringLiteral("  <g id=\"%1%2\">\n").arg(options.id_prefix, name);
      write_items(out, items, options.id_prefix, 3);
      out += QStringLiteral("  </g>\n");
    }
    out += QStringLiteral(" </defs>\n");
  }
  write_items(out, scene.items(), options.id_prefix, 1);
  out += QStringLiteral("</svg>\n");
  return out;
}

}  // namespace saban::render
