#include "game/movelistview.h"

#include <QScrollBar>
#include <QStringList>

#include "core/notation.h"

namespace saban::gui {

namespace {
QString pathKey(const MovePath& p) {
  QStringList parts;
  for (int i : p) parts << QString::number(i);
  return parts.join(QLatin1Char('.'));
}
}  // namespace

MoveListView::MoveListView(GameDocument* doc, QWidget* parent) : QTextBrowser(parent), m_doc(doc) {
  setOpenLinks(false);
  setOpenExternalLinks(false);
  setFocusPolicy(Qt::NoFocus);
  document()->setDefaultStyleSheet(
      QStringLiteral("a { text-decoration: none; color: palette(text); } .n { color: #888; } .c { color: "
                     "#2e7d32; font-style: italic; }"
                     " .cur { background-color: #ffe082; } .res { font-weight: bold; }"));
  connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
    MovePath p;
    for (const QString& s : url.path().split(QLatin1Char('.'), Qt::SkipEmptyParts)) p.push_back(s.toInt());
    m_doc->setPath(p);
  });
  connect(doc, &GameDocument::treeChanged, this, &MoveListView::rebuild);
  connect(doc, &GameDocument::cursorChanged, this, &MoveListView::rebuild);
  rebuild();
}

QString MoveListView::moveHtml(const parser::RecordMove& m, const Position& before, const MovePath& path,
                               int ply, bool forceNumber) const {
  QString html;
  const bool red = before.side_to_move() == Side::Red;
  const int number = ply / 2 + 1;
  if (red)
    html += QStringLiteral("<span class=\"n\">%1.</span>&nbsp;").arg(number);
  else if (forceNumber)
    html += QStringLiteral("<span class=\"n\">%1…</span>&nbsp;").arg(number);
  QString text = turnText(before, m.turn).toHtmlEscaped();
  QString suffix;
  if (m.judgement != parser::Judgement::None) {
    const QString sym =
        QString::fromLatin1(currentNotation() == Notation::San ? parser::judgement_glyph(m.judgement)
                                                               : parser::judgement_symbol(m.judgement));
    suffix = QStringLiteral("<b>%1</b>").arg(sym.toHtmlEscaped());
    text = QStringLiteral("<span style=\"color:%1\"><b>%2</b>%3</span>")
               .arg(judgementColor(m.judgement).name(), text, suffix);
  }
  const bool current = path == m_doc->path();
  html += QStringLiteral("<a name=\"m%1\" href=\"p:%1\"%3>%2</a>")
              .arg(pathKey(path), text, current ? QStringLiteral(" class=\"cur\"") : QString());
  return html;
}

// One line of moves; each move's variations follow it, indented, each in a block of its own.
void MoveListView::appendLine(QString& html, const parser::Line& line, Position pos, MovePath prefix,
                              int depth) const {
  const int ply = prefix.empty() ? 0 : GameDocument::plyOf(prefix) - 1;
  bool forceNumber = true;
  const QString open =
      depth == 0 ? QStringLiteral("<p style=\"margin:4px 2px\">")
                 : QStringLiteral("<p style=\"margin:2px 0 2px %1px; color:#555\">( ").arg(depth * 18);
  const QString close = depth == 0 ? QStringLiteral("</p>") : QStringLiteral(" )</p>");
  html += open;
  MovePath path = prefix;
  if (path.empty()) path.push_back(0);
  const int first = path.back();
  for (int i = 0; i < static_cast<int>(line.size()); ++i) {
    const parser::RecordMove& m = line[i];
    path.back() = first + i;
    for (const auto& c : m.comments_before)
      html += QStringLiteral("<span class=\"c\">%1</span> ").arg(QString::fromStdString(c).toHtmlEscaped());
    html += moveHtml(m, pos, path, ply + i, forceNumber) + QLatin1Char(' ');
    forceNumber = false;
    for (const auto& c : m.comments) {
      html += QStringLiteral("<span class=\"c\">%1</span> ").arg(QString::fromStdString(c).toHtmlEscaped());
      forceNumber = true;
    }
    if (!m.variations.empty()) {
      html += close;
      for (std::size_t v = 0; v < m.variations.size(); ++v) {
        MovePath sub = path;
        sub.push_back(static_cast<int>(v));
        sub.push_back(0);
        appendLine(html, m.variations[v], pos, sub, depth + 1);
      }
      html += open;
      forceNumber = true;
    }
    Undo u;
    pos.do_turn(m.turn, u);
  }
  html += close;
}

void MoveListView::rebuild() {
  const parser::GameRecord& r = m_doc->record();
  QString html;
  for (const auto& c : r.comments_before)
    html += QStringLiteral("<p class=\"c\">%1</p>").arg(QString::fromStdString(c).toHtmlEscaped());
  // The line holding a path's moves starts at index 0 of its variation; the main line too.
  appendLine(html, r.moves, r.start, {}, 0);
  html += QStringLiteral("<p class=\"res\">%1</p>").arg(QString::fromStdString(r.result).toHtmlEscaped());
  const int scroll = verticalScrollBar()->value();
  setHtml(html);
  verticalScrollBar()->setValue(scroll);
  if (!m_doc->path().empty()) scrollToAnchor(QStringLiteral("m") + pathKey(m_doc->path()));
}

}  // namespace saban::gui
