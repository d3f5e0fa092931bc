#include "render/text_flow.h"

#include <algorithm>
#include <array>
#include <memory>

#include "render/fonts.h"

namespace saban::render {

namespace {

constexpr double kBase = 100.0;  // fonts are measured and drawn at 100 px, then scaled

// The four styles of Noto Sans, then Noto Sans Math (index 4) for the signs they lack.
struct Metrics {
  QFont font[5];
  std::unique_ptr<QFontMetricsF> metrics[5];
};

constexpr int kSymbols = 4;

const Metrics& metrics() {
  static const Metrics m = [] {
    Metrics r;
    for (int i = 0; i < 5; ++i) {
      r.font[i] = i == kSymbols ? symbol_font() : base_font(i & 1, i & 2);
      r.font[i].setPixelSize(static_cast<int>(kBase));
      r.metrics[i] = std::make_unique<QFontMetricsF>(r.font[i]);
    }
    return r;
  }();
  return m;
}

int variant(const TextStyle& s) { return (s.bold ? 1 : 0) | (s.italic ? 2 : 0); }

// The text in pieces of one font each: Noto Sans's style, or Noto Sans Math for a sign the style has no glyph
// for (and Math has). Text of Latin and Vietnamese letters only is one piece, found without a font lookup.
std::vector<std::pair<QString, int>> pieces(const QString& text, int style) {
  const Metrics& m = metrics();
  const bool plain = std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x2190; });
  if (plain) return {{text, style}};
  std::vector<std::pair<QString, int>> out;
  for (const QChar c : text) {
    const int f = c.unicode() >= 0x2190 && !c.isSurrogate() && !m.metrics[style]->inFont(c) &&
                          m.metrics[kSymbols]->inFont(c)
                      ? kSymbols
                      : style;
    if (out.empty() || out.back().second != f) out.emplace_back(QString(), f);
    out.back().first += c;
  }
  return out;
}

double word_width(const FlowWord& w) {
  double x = 0;
  for (const Run& r : w) x += TextFlow::width(r.text, r.style);
  return x;
}

}  // namespace

void draw_text(QPainter& painter, const QString& text, const TextStyle& style, QPointF baseline) {
  const Metrics& m = metrics();
  painter.save();
  painter.translate(baseline);
  painter.scale(style.size / kBase, style.size / kBase);
  painter.setPen(style.colour);
  double x = 0;
  for (const auto& [piece, font] : pieces(text, variant(style))) {
    painter.setFont(m.font[font]);
    painter.drawText(QPointF(x, 0), piece);
    x += m.metrics[font]->horizontalAdvance(piece);
  }
  painter.restore();
}

double TextFlow::width(const QString& text, const TextStyle& style) {
  double w = 0;
  for (const auto& [piece, font] : pieces(text, variant(style)))
    w += metrics().metrics[font]->horizontalAdvance(piece);
  return w * style.size / kBase;
}

double TextFlow::ascent(const TextStyle& style) {
  return metrics().metrics[variant(style)]->ascent() * style.size / kBase;
}

TextFlow::TextFlow(QPainter* painter, const PageFrame& frame, std::function<void(int)> on_new_page,
                   std::function<void()> new_page_device)
    : m_painter(painter),
      m_frame(frame),
      m_on_page(std::move(on_new_page)),
      m_new_device_page(std::move(new_page_device)),
      m_y(frame.margin) {
  if (m_on_page) m_on_page(m_page);
}

double TextFlow::column_left() const {
  return m_frame.margin + m_column * (m_frame.column_width() + m_frame.gap);
}

void TextFlow::next_page() {
  if (m_painter && m_new_device_page) m_new_device_page();
  ++m_page;
  m_column = 0;
  m_y = m_frame.margin;
  if (m_on_page) m_on_page(m_page);
  open_floats();
}

void TextFlow::set_columns(int n) {
  m_frame.columns = std::max(1, n);
  m_column = 0;
}

void TextFlow::next_column() {
  if (m_column + 1 < m_frame.columns) {
    ++m_column;
    m_y = m_frame.margin;
    open_floats();
  } else {
    next_page();
  }
}

void TextFlow::open_floats() {
  // The blocks that did not fit in the column before open this one
  std::vector<Float> floats;
  floats.swap(m_floats);
  for (const Float& f : floats) place(f.height, f.draw);
  // Those that do not fit under them take the next column before any text does: text runs ahead of a
  // diagram by the rest of one column at most
  if (!m_floats.empty()) next_column();
}

void TextFlow::need(double height) {
  // Twice: the floats a new column opens with may leave too little room under them
  for (int i = 0; i < 2 && m_y + height > bottom() && !at_top(); ++i) next_column();
}

void TextFlow::space(double points) {
  m_y += points;
  if (m_y > bottom()) next_column();
}

// A float drawn at `scale` (≤ 1) of its size, centred in the column.
void TextFlow::draw_float(double height, double scale,
                          const std::function<void(QPainter&, const QRectF&)>& draw) {
  if (m_painter) {
    const double w = m_frame.column_width();
    m_painter->save();
    m_painter->translate(column_left() + w * (1 - scale) / 2, m_y);
    m_painter->scale(scale, scale);
    draw(*m_painter, QRectF(0, 0, w, height));
    m_painter->restore();
  }
  m_y += height * scale;
}

bool TextFlow::fit_float(double height, const std::function<void(QPainter&, const QRectF&)>& draw,
                         double min_scale) {
  const double room = bottom() - m_y;
  if (height <= room || at_top()) {
    draw_float(height, 1.0, draw);
    return true;
  }
  if (room >= height * min_scale) {  // a little smaller rather than a column's rest left empty
    draw_float(height, room / height, draw);
    return true;
  }
  return false;
}

void TextFlow::place(double height, const std::function<void(QPainter&, const QRectF&)>& draw) {
  if (!fit_float(height, draw)) m_floats.push_back({height, draw});  // to the next column in its turn
}

void TextFlow::block(double height, const std::function<void(QPainter&, const QRectF&)>& draw) {
  flush_floats();
  need(height);
  if (m_painter) draw(*m_painter, QRectF(column_left(), m_y, m_frame.column_width(), height));
  m_y += height;
}

void TextFlow::float_block(double height, std::function<void(QPainter&, const QRectF&)> draw,
                           double max_ahead) {
  if (!m_floats.empty()) {  // behind another floating block (the text ahead of that one is bounded already)
    m_floats.push_back({height, std::move(draw)});
    return;
  }
  if (fit_float(height, draw)) return;
  if (bottom() - m_y > max_ahead) {
    // More than a few lines would run ahead of it: smaller still rather than the column's rest left empty,
    // else the column ends here and the block opens the next one
    if (fit_float(height, draw, kMinNearScale)) return;
    m_floats.push_back({height, std::move(draw)});
    next_column();
    return;
  }
  m_floats.push_back({height, std::move(draw)});
}

void TextFlow::flush_floats() {
  while (!m_floats.empty()) next_column();
}

void TextFlow::text_at(const QString& text, const TextStyle& style, QPointF baseline) {
  if (m_painter) draw_text(*m_painter, text, style, baseline);
}

double TextFlow::line_height_of(const std::vector<FlowWord>& words, std::size_t from, std::size_t to) {
  double lh = 0;
  for (std::size_t i = from; i < to; ++i)
    for (const Run& r : words[i]) lh = std::max(lh, line_height(r.style));
  return lh;
}

void TextFlow::draw_line(const std::vector<FlowWord>& words, std::size_t from, std::size_t to, double x0) {
  double asc = 0;
  for (std::size_t i = from; i < to; ++i)
    for (const Run& r : words[i]) asc = std::max(asc, ascent(r.style));
  const double lh = line_height_of(words, from, to);
  need(lh);
  if (m_painter) {
    double x = column_left() + x0;
    for (std::size_t i = from; i < to; ++i) {
      if (words[i].empty()) continue;
      if (i > from) x += width(QStringLiteral(" "), words[i].front().style);
      for (const Run& r : words[i]) {
        draw_text(*m_painter, r.text, r.style, QPointF(x, m_y + asc));
        const double w = width(r.text, r.style);
        link(r.link, QRectF(x, m_y, w, lh));
        x += w;
      }
    }
  }
  m_y += lh;
}

void TextFlow::paragraph(const std::vector<FlowWord>& words, double indent, double space_after,
                         double hanging) {
  // The lines first: [from, to) and indent of each
  struct Line {
    std::size_t from, to;
    double at, height;
  };
  std::vector<Line> lines;
  std::size_t start = 0;
  double x = 0, at = indent;  // the line's indent: `indent`, then `indent + hanging`
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (words[i].empty()) continue;
    const double w = word_width(words[i]);
    const double gap = i > start ? width(QStringLiteral(" "), words[i].front().style) : 0;
    if (i > start && x + gap + w > m_frame.column_width() - at) {
      lines.push_back({start, i, at, line_height_of(words, start, i)});
      start = i;
      x = w;
      at = indent + hanging;
    } else {
      x += gap + w;
    }
  }
  if (start < words.size())
    lines.push_back({start, words.size(), at, line_height_of(words, start, words.size())});
  // Neither a paragraph's first line alone at a column's foot (an orphan) nor its last alone at the head of
  // the next (a widow): the two lines go over together
  const std::size_t n = lines.size();
  for (std::size_t k = 0; k < n; ++k) {
    const Line& l = lines[k];
    const bool two_fit = k + 1 < n && m_y + l.height + lines[k + 1].height <= bottom();
    if (k + 1 < n && !two_fit && m_y + l.height <= bottom() && !at_top() &&
        (k == 0 || (k + 2 == n && n >= 4)))
      next_column();
    draw_line(words, l.from, l.to, l.at);
  }
  m_y += space_after;
}

}  // namespace saban::render
