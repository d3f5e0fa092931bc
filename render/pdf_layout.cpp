// The PDF of annotated games: QPdfWriter and QPainter with our own layout (text_flow.h).
#include <QBuffer>
#include <QCollator>
#include <QHashFunctions>
#include <QLocale>
#include <QPageSize>
#include <QPdfWriter>
#include <QRegularExpression>
#include <cmath>
#include <functional>
#include <map>

#include "render/book_key.h"
#include "render/eval_graph.h"
#include "render/fonts.h"
#include "render/game_text.h"
#include "render/pdf_finish.h"
#include "render/publication.h"
#include "render/published_game.h"
#include "render/text_flow.h"
#include "render/words.h"

namespace saban::render {

namespace {

using Game = PublishedGame;

PageFrame page_frame(const PublicationOptions& o) {
  PageFrame f;
  switch (o.paper) {
    case Paper::A4:
      f.width = 595.28, f.height = 841.89, f.margin = 50;
      break;
    case Paper::A5:
      f.width = 419.53, f.height = 595.28, f.margin = 34;
      break;
    case Paper::Letter:
      f.width = 612, f.height = 792, f.margin = 50;
      break;
  }
  f.columns = std::clamp(o.columns, 1, 2);
  f.gap = 18;
  return f;
}

QPageSize page_size(Paper p) {
  switch (p) {
    case Paper::A4:
      return QPageSize(QPageSize::A4);
    case Paper::A5:
      return QPageSize(QPageSize::A5);
    case Paper::Letter:
      return QPageSize(QPageSize::Letter);
  }
  return QPageSize(QPageSize::A4);
}

// Text sizes, a little smaller on A5 and in two columns.
struct Sizes {
  double body, small, heading, title;
};
Sizes sizes(const PublicationOptions& o) {
  const double k = (o.paper == Paper::A5 ? 0.9 : 1.0) * (o.columns == 2 ? 0.92 : 1.0);
  return {10 * k, 8.5 * k, 13 * k, 20 * k};
}

const QColor kGrey(90, 90, 90);

// The most lines of move text printed between a move and its diagram when the diagram floats to the next
// column: a page is filled with a few lines more, never at the cost of the reader looking for the diagram.
constexpr int kLinesAheadOfADiagram = 6;

QString game_title(const Game& g) { return g.players[0] + QStringLiteral(" – ") + g.players[1]; }

std::vector<FlowWord> words_of(const QString& text, const TextStyle& style) {
  std::vector<FlowWord> out;
  for (const QString& w : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) out.push_back({Run{w, style}});
  return out;
}

// The heading of a game: players and result, then event, round, date, site, mode and annotator.
void heading(TextFlow& flow, const Game& g, const PublicationOptions& o, const Sizes& s, PdfPlace& place) {
  flow.need(s.heading * 1.4 + s.small * 1.4 * 2 + s.body * 1.4 * 3);
  place = {flow.page(), flow.y()};
  std::vector<FlowWord> title = words_of(game_title(g), {s.heading, true});
  title.push_back({Run{result_text(g.result), {s.heading, true}}});
  flow.paragraph(title, 0, 1);
  QStringList parts;
  if (!g.event.isEmpty()) parts << g.event;
  if (!g.round.isEmpty()) parts << word(Word::Round, o.language) + QLatin1Char(' ') + g.round;
  if (!g.date.isEmpty()) parts << g.date;
  if (!g.site.isEmpty()) parts << g.site;
  if (!g.mode.isEmpty()) parts << word(Word::Mode, o.language) + QStringLiteral(": ") + g.mode;
  parts << (g.termination.isEmpty()
                ? g.result_words
                : g.result_words + QStringLiteral(" (") + g.termination + QLatin1Char(')'));
  if (!g.annotator.isEmpty()) parts << word(Word::Annotator, o.language) + QStringLiteral(": ") + g.annotator;
  flow.paragraph(words_of(parts.join(QStringLiteral(" · ")), {s.small, false, false, kGrey}), 0, 6);
}

// The movetext: paragraphs broken by diagrams.
void movetext(TextFlow& flow, const std::vector<GameToken>& tokens, const PublicationOptions& o,
              const Sizes& s) {
  std::vector<FlowWord> para;
  FlowWord pending;  // a move number or "(" waiting for the word it sticks to
  auto flush = [&] {
    if (!pending.empty()) para.push_back(std::move(pending)), pending.clear();
    if (!para.empty()) flow.paragraph(para, 0, 5);
    para.clear();
  };
  auto add_words = [&](const QString& text, const TextStyle& st) {
    std::vector<FlowWord> ws = words_of(text, st);
    for (FlowWord& w : ws) {
      if (!pending.empty()) {
        w.insert(w.begin(), pending.begin(), pending.end());
        pending.clear();
      }
      para.push_back(std::move(w));
    }
  };
  const double dw = std::min(flow.frame().column_width() * 0.86, 230.0);
  for (const GameToken& t : tokens) {
    const bool main = t.depth == 0;
    const double size = main ? s.body : s.body * 0.92;
    switch (t.kind) {
      case GameToken::Kind::Number:
        pending.push_back(Run{t.text + QLatin1Char(' '), {size, false}});
        break;
      case GameToken::Kind::Move:
        add_words(t.text, {size, main});
        if (!t.evaluation.isEmpty())  // the engine's, from Red's side (the summary's heading says so)
          add_words(t.evaluation, {s.small, false, false, kGrey});
        break;
      case GameToken::Kind::Comment:
        add_words(t.text, {size, false, false, main ? QColor(0, 0, 0) : QColor(40, 40, 40)});
        break;
      case GameToken::Kind::EngineComment:  // the engine's words around its line: smaller, italic, grey
        add_words(t.text, {s.small, false, true, kGrey});
        break;
      case GameToken::Kind::Open:
        pending.push_back(Run{QStringLiteral("("), {size, false}});
        break;
      case GameToken::Kind::Close:
        if (!para.empty()) para.back().push_back(Run{QStringLiteral(")"), {size, false}});
        break;
      case GameToken::Kind::Result:
        add_words(result_text(t.text), {s.body, true});
        break;
      case GameToken::Kind::Diagram: {
        flush();
        DiagramStyle style = o.style;
        style.coordinates = book_coordinates(o);
        AnyDiagram d = token_diagram(t);
        apply_board_options(d, o);
        const double dh = dw / any_diagram_aspect(d, style);
        const double caption = t.caption.isEmpty() ? 0 : s.small * 1.5;
        const QString cap = t.caption;
        flow.space(2);
        // Floats: when it does not fit, it opens the next column, the text after it filling this one's rest
        // when that is at most kLinesAheadOfADiagram lines (drawn later: everything it needs is copied)
        flow.float_block(
            dh + caption + 6,
            [d, cap, style, dh, dw, small = s.small](QPainter& p, const QRectF& r) {
              paint_any_diagram(p, QRectF(r.left() + (r.width() - dw) / 2, r.top(), dw, dh), d, style);
              if (!cap.isEmpty()) {
                const TextStyle cs{small, false, true};
                draw_text(p, cap, cs,
                          QPointF(r.center().x() - TextFlow::width(cap, cs) / 2, r.top() + dh + small * 1.2));
              }
            },
            kLinesAheadOfADiagram * TextFlow::line_height({s.body}));
        break;
      }
    }
  }
  flush();
  flow.flush_floats();  // a diagram still floating closes its game's moves
}

// The evaluation graph and each side's accuracy and judgements.
void summary(TextFlow& flow, const Game& g, const PublicationOptions& o, const Sizes& s) {
  const GameCurve& curve = g.curve;
  if (curve.has_evaluations) {
    const double h = std::min(70.0, flow.frame().column_width() * 0.22);
    const Scene graph = eval_graph_scene(flow.frame().column_width(), h, s.small * 0.8, curve, g.judgements,
                                         o.style, graph_words(o.language, g.sides[0]));
    flow.need(graph.height() + s.small * 1.5 + 4);
    if (flow.at_top())  // the summary opens a column: say whose game it closes
      flow.paragraph(words_of(game_title(g) + QStringLiteral(" (") + word(Word::Continued, o.language) +
                                  QLatin1Char(')'),
                              {s.small, true}),
                     0, 2);
    flow.paragraph(words_of(g.evaluation_heading, {s.small, true, false, kGrey}), 0, 1);
    flow.block(graph.height() + 4,
               [graph](QPainter& p, const QRectF& r) { paint_scene(p, graph, r.topLeft()); });
  }
  for (int side = 0; side < 2; ++side) {
    const QString said = side_summary(curve, side, o.language);
    if (said.isEmpty()) continue;
    std::vector<FlowWord> line = words_of(
        g.sides[side] + QStringLiteral(" (") + g.players[side] + QStringLiteral("):"), {s.small, true});
    for (FlowWord& w : words_of(said, {s.small, false})) line.push_back(std::move(w));
    flow.paragraph(line, 0, 1);
  }
}

QString elided(const QString& text, const TextStyle& st, double width) {
  if (TextFlow::width(text, st) <= width) return text;
  QString t = text;
  while (!t.isEmpty() && TextFlow::width(t + QStringLiteral("…"), st) > width) t.chop(1);
  return t + QStringLiteral("…");
}

// A line of the contents or the index: text on the left, page numbers on the right, dots between; each part
// a link to its id's place (-1: none).
void leader_line(TextFlow& flow, const QString& left, int left_link,
                 const std::vector<std::pair<QString, int>>& right, const TextStyle& st) {
  const double lh = TextFlow::line_height(st);
  const double cw = flow.frame().column_width();
  QStringList parts;
  for (const auto& [text, _] : right) parts << text;
  const QString joined = parts.join(QStringLiteral(", "));
  const double rw = TextFlow::width(joined, st);
  if (TextFlow::width(left, st) > cw - rw - 20) {
    // Too long for one line (a narrow column): wrapped under itself with a hanging indent, the numbers at
    // its end, never cut short
    std::vector<FlowWord> words;
    for (const QString& w : left.split(QLatin1Char(' '), Qt::SkipEmptyParts))
      words.push_back({Run{w, st, left_link}});
    for (std::size_t i = 0; i < right.size(); ++i) {
      FlowWord w{Run{right[i].first, st, right[i].second}};
      if (i + 1 < right.size()) w.push_back(Run{QStringLiteral(","), st});
      words.push_back(std::move(w));
    }
    flow.paragraph(words, 0, 0, st.size * 1.5);
    return;
  }
  const QString& l = left;
  flow.block(lh, [&](QPainter& p, const QRectF& r) {
    const double base = r.top() + TextFlow::ascent(st);
    draw_text(p, l, st, QPointF(r.left(), base));
    draw_text(p, joined, st, QPointF(r.right() - rw, base));
    const double lw = TextFlow::width(l, st);
    flow.link(left_link, QRectF(r.left(), r.top(), lw, lh));
    double x = r.right() - rw;
    for (const auto& [text, id] : right) {
      const double w = TextFlow::width(text, st);
      flow.link(id, QRectF(x, r.top(), w, lh));
      x += w + TextFlow::width(QStringLiteral(", "), st);
    }
    const TextStyle dots{st.size, false, false, QColor(150, 150, 150)};
    const double dot = TextFlow::width(QStringLiteral(" ."), dots);
    QString leader;
    for (double x = lw + 6; x + dot < cw - rw - 6; x += dot) leader += QStringLiteral(" .");
    draw_text(p, leader, dots, QPointF(r.left() + lw + 3, base));
  });
}

// A line of the players index: the name and its games' pages with dots between when they fit on one line;
// else the name, then the page numbers wrapped under it with a hanging indent (a player of many games). Each
// page number links to the player's first game on that page (`pages`: page and game index).
void index_entry(TextFlow& flow, const QString& name, const std::vector<std::pair<int, int>>& pages,
                 const TextStyle& st) {
  std::vector<std::pair<QString, int>> numbers;
  for (const auto& [page, game] : pages) numbers.emplace_back(QString::number(page), game);
  QStringList parts;
  for (const auto& [text, _] : numbers) parts << text;
  const double cw = flow.frame().column_width();
  if (TextFlow::width(name, st) + TextFlow::width(parts.join(QStringLiteral(", ")), st) + 20 <= cw) {
    leader_line(flow, name, -1, numbers, st);
    return;
  }
  std::vector<FlowWord> words = words_of(name, st);
  if (!words.empty()) words.back().push_back(Run{QStringLiteral(","), st});
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    FlowWord w{Run{numbers[i].first, st, numbers[i].second}};
    if (i + 1 < numbers.size()) w.push_back(Run{QStringLiteral(","), st});
    words.push_back(std::move(w));
  }
  flow.paragraph(words, 0, 0, st.size * 1.5);
}

// Where the layout put the games, and its links (painting only): each link's rectangle and page, and the game
// it jumps to.
struct Marks {
  std::vector<PdfPlace> games;
  struct Link {
    int page;
    QRectF rect;
    int game;
  };
  std::vector<Link> links;
};

// Lays out (and with a painter, paints) the document; returns the page count. `marks` receives each game's
// place; `known` (from a first pass) gives the numbers the contents and index print.
int layout(const std::vector<Game>& games, const PublicationOptions& o, QPainter* painter,
           const std::function<void()>& new_page, Marks& marks, const std::vector<PdfPlace>* known) {
  const PageFrame frame = page_frame(o);
  const Sizes s = sizes(o);
  const bool collection = games.size() >= 2 && o.contents;
  const QString title = book_title(games, o);
  auto on_page = [&](int page) {
    if (!painter) return;
    if (page == 1 && collection) return;  // the title page: no number, no running head
    const TextStyle st{s.small * 0.95, false, false, kGrey};
    const QString number = QString::number(page);
    draw_text(*painter, number, st,
              QPointF(frame.width / 2 - TextFlow::width(number, st) / 2, frame.height - frame.margin / 2));
    {
      draw_text(*painter, elided(title, st, frame.width - 2 * frame.margin), st,
                QPointF(frame.margin, frame.margin * 0.6));
      painter->setPen(QPen(QColor(170, 170, 170), 0.5));
      painter->drawLine(QPointF(frame.margin, frame.margin * 0.6 + 4),
                        QPointF(frame.width - frame.margin, frame.margin * 0.6 + 4));
    }
  };
  TextFlow flow(painter, frame, on_page, new_page);
  flow.set_link_handler([&](int game, const QRectF& r) { marks.links.push_back({flow.page(), r, game}); });
  marks.games.assign(games.size(), PdfPlace{});
  marks.links.clear();
  if (collection || o.key) flow.set_columns(1);  // the title, contents and key span the page
  if (collection) {
    flow.paragraph(words_of(title, {s.title, true}), 0, 4);
    // The games' one event under a title of the editor's that does not say it (the contents lines do not)
    if (const QString& event = games.front().event; one_event(games) && !event.isEmpty() && event != title)
      flow.paragraph(words_of(event, {s.body * 1.1, false}), 0, 4);
    flow.paragraph(words_of(QStringLiteral("%1 %2").arg(games.size()).arg(word(Word::Games, o.language)),
                            {s.body, false, false, kGrey}),
                   0, 14);
    flow.paragraph(words_of(word(Word::Contents, o.language), {s.heading, true}), 0, 6);
    const TextStyle st{s.body * 0.95, false};
    const bool events = !one_event(games);  // one event: the title says it, the lines do not repeat it
    for (std::size_t i = 0; i < games.size(); ++i) {
      const Game& g = games[i];
      QString left = QStringLiteral("%1. %2 %3").arg(i + 1).arg(game_title(g), result_text(g.result));
      if (events && !g.event.isEmpty()) left += QStringLiteral(" · ") + g.event;
      const int id = static_cast<int>(i);
      leader_line(flow, left, id, {{known ? QString::number((*known)[i].page) : QStringLiteral("000"), id}},
                  st);
    }
    flow.next_page();
  }
  if (o.key) {  // the reader's key, on a page of its own before the games
    const bool dongson = std::any_of(games.begin(), games.end(), [](const Game& g) { return g.dongson; });
    const bool commander = std::any_of(games.begin(), games.end(), [](const Game& g) { return !g.dongson; });
    book_key(flow, o, {s.body, s.small, s.heading}, commander, dongson);
    flow.next_page();
  }
  flow.set_columns(frame.columns);
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (i > 0) flow.space(16);
    heading(flow, games[i], o, s, marks.games[i]);
    movetext(flow, games[i].tokens, o, s);
    summary(flow, games[i], o, s);
    if (o.on_progress)
      o.on_progress(painter != nullptr, static_cast<int>(i) + 1, static_cast<int>(games.size()));
  }
  if (collection) {
    flow.next_page();
    flow.paragraph(words_of(word(Word::Players, o.language), {s.heading, true}), 0, 6);
    std::map<QString, std::vector<std::pair<int, int>>> index;  // name -> pages and their first game
    for (std::size_t i = 0; i < games.size(); ++i)
      for (int side = 0; side < 2; ++side)
        if (const QString& name = games[i].players[side]; games[i].named[side]) {
          std::vector<std::pair<int, int>>& v = index[name];
          const int page = known ? (*known)[i].page : marks.games[i].page;
          if (v.empty() || v.back().first != page) v.emplace_back(page, static_cast<int>(i));
        }
    std::vector<QString> names;
    for (const auto& [name, _] : index) names.push_back(name);
    QCollator collator{QLocale(QLocale::Vietnamese, QLocale::Vietnam)};
    std::stable_sort(names.begin(), names.end(),
                     [&](const QString& a, const QString& b) { return collator.compare(a, b) < 0; });
    const TextStyle st{s.body * 0.95, false};
    for (const QString& name : names) index_entry(flow, name, index[name], st);
  }
  return flow.page();
}

// QPdfWriter stamps the time of writing (and an id derived from it) into the file: replaced by fixed values
// of the same length, so that the same input gives the same bytes and the cross-reference offsets stay right.
void make_deterministic(QByteArray& pdf) {
  static const QRegularExpression creation(QStringLiteral(R"(/CreationDate \(D:[0-9]{14}[^)]*\))"));
  static const QRegularExpression xmp(QStringLiteral(R"((xmp:(?:Create|Modify)Date=")([^"]*)("))"));
  static const QRegularExpression id(QStringLiteral(R"(/ID \[ ?<([0-9a-fA-F]+)> ?<([0-9a-fA-F]+)> ?\])"));
  QString text = QString::fromLatin1(pdf);
  auto fill = [](const QString& s, QChar c) { return QString(s.size(), c); };
  auto replace_all = [&](const QRegularExpression& re, auto make) {
    QRegularExpressionMatchIterator it = re.globalMatch(text);
    std::vector<std::pair<qsizetype, QString>> edits;
    while (it.hasNext()) {
      const QRegularExpressionMatch m = it.next();
      edits.emplace_back(m.capturedStart(0), make(m));
    }
    for (const auto& [at, repl] : edits) text.replace(at, repl.size(), repl);
  };
  replace_all(creation, [&](const QRegularExpressionMatch& m) {
    return QStringLiteral("/CreationDate (D:20000101000000Z)")
        .leftJustified(m.capturedLength(0), QLatin1Char(' '));
  });
  replace_all(xmp, [&](const QRegularExpressionMatch& m) {
    QString v = QStringLiteral("2000-01-01T00:00:00");
    v = v.leftJustified(m.captured(2).size(), QLatin1Char(' '), true);
    return m.captured(1) + v + m.captured(3);
  });
  replace_all(id, [&](const QRegularExpressionMatch& m) {
    QString s = m.captured(0);
    s.replace(m.capturedStart(1) - m.capturedStart(0), m.capturedLength(1),
              fill(m.captured(1), QLatin1Char('0')));
    s.replace(m.capturedStart(2) - m.capturedStart(0), m.capturedLength(2),
              fill(m.captured(2), QLatin1Char('0')));
    return s;
  });
  pdf = text.toLatin1();
}

}  // namespace

int pdf_page_count(const std::vector<parser::GameRecord>& games, const PublicationOptions& options) {
  return published_pdf_page_count(publish(games, options), options);
}

bool write_pdf(const std::vector<parser::GameRecord>& games, const PublicationOptions& options,
               QIODevice& out, QString* error) {
  return write_published_pdf(publish(games, options), options, out, error);
}

std::vector<QImage> pdf_page_images(const std::vector<parser::GameRecord>& games,
                                    const PublicationOptions& options, int width) {
  return published_pdf_page_images(publish(games, options), options, width);
}

int published_pdf_page_count(const std::vector<Game>& games, const PublicationOptions& options) {
  if (games.empty()) return 0;
  load_fonts();
  Marks marks;
  return layout(games, options, nullptr, {}, marks, nullptr);
}

bool write_published_pdf(const std::vector<Game>& games, const PublicationOptions& options, QIODevice& out,
                         QString* error) {
  if (games.empty()) {
    if (error) *error = QStringLiteral("no games");
    return false;
  }
  load_fonts();
  Marks marks;
  const bool collection = games.size() >= 2 && options.contents;
  if (collection) layout(games, options, nullptr, {}, marks, nullptr);  // the contents need the page numbers
  const std::vector<PdfPlace> known = marks.games;
  // Qt's PDF engine keeps its fonts in a QHash and writes them in the hash's order, which follows the
  // process's random hash seed: a fixed seed while the writer lives makes the object order, and so the bytes,
  // the same.
  const bool random_seed = QHashSeed::globalSeed() != 0;
  QHashSeed::setDeterministicGlobalSeed();
  QByteArray bytes;
  {
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(page_size(options.paper));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(1200);
    writer.setCreator(QStringLiteral("Saban"));
    writer.setTitle(book_title(games, options));
    QPainter painter;
    if (!painter.begin(&writer)) {
      if (error) *error = QStringLiteral("the PDF writer could not start");
      return false;
    }
    painter.scale(1200.0 / 72.0, 1200.0 / 72.0);  // lay out in points
    layout(
        games, options, &painter, [&] { writer.newPage(); }, marks, collection ? &known : nullptr);
    painter.end();
  }
  if (random_seed) QHashSeed::resetRandomGlobalSeed();
  make_deterministic(bytes);
  PdfExtras extras;  // what QPdfWriter cannot say: the outline, the links, the language, the author
  extras.author = options.author;
  extras.language = options.language == Language::Vi ? QStringLiteral("vi") : QStringLiteral("en");
  for (std::size_t i = 0; i < games.size(); ++i)
    extras.outline.push_back(
        {QStringLiteral("%1. %2 %3").arg(i + 1).arg(game_title(games[i]), result_text(games[i].result)),
         marks.games[i]});
  for (const Marks::Link& l : marks.links)
    extras.links.push_back({l.page, l.rect, marks.games[static_cast<std::size_t>(l.game)]});
  if (!add_pdf_extras(bytes, extras, error)) return false;
  if (out.write(bytes) != bytes.size()) {
    if (error) *error = out.errorString();
    return false;
  }
  return true;
}

// The pages painted into images: the PDF's layout, page after page, on a white background.
std::vector<QImage> published_pdf_page_images(const std::vector<Game>& games,
                                              const PublicationOptions& options, int width) {
  std::vector<QImage> out;
  if (games.empty() || width < 1) return out;
  load_fonts();
  Marks marks;
  const bool collection = games.size() >= 2 && options.contents;
  if (collection) layout(games, options, nullptr, {}, marks, nullptr);
  const std::vector<PdfPlace> known = marks.games;
  const PageFrame frame = page_frame(options);
  const double scale = width / frame.width;
  const QSize size(width, static_cast<int>(std::lround(frame.height * scale)));
  QImage page;
  QPainter painter;
  auto begin = [&] {
    page = QImage(size, QImage::Format_RGB32);
    page.fill(Qt::white);
    painter.begin(&page);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
  };
  begin();
  layout(
      games, options, &painter,
      [&] {
        painter.end();
        out.push_back(page);
        begin();
      },
      marks, collection ? &known : nullptr);
  painter.end();
  out.push_back(page);
  return out;
}

}  // namespace saban::render
