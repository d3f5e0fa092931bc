#include "game/movelistview.h"

#include <QScrollBar>
#include <QStringList>

#include "core/notation.h"

namespace saban::gui {

namespace {
// A path as text for the links: "move.variation," for each branch, then the ply ("5.0,2").
QString pathKey(const TreePath& p) {
  QString key;
  for (const TreePath::Branch& b : p.branches) key += QStringLiteral("%1.%2,").arg(b.move).arg(b.variation);
  return key + QString::number(p.ply);
}

TreePath pathOf(const QString& key) {
  TreePath p;
  QStringList parts = key.split(QLatin1Char(','));
  p.ply = parts.takeLast().toULongLong();
  for (const QString& b : parts) {
    const QStringList mv = b.split(QLatin1Char('.'));
    if (mv.size() == 2) p.branches.push_back({mv[0].toULongLong(), mv[1].toULongLong()});
  }
  return p;
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
  connect(this, &QTextBrowser::anchorClicked, this,
          [this](const QUrl& url) { m_doc->setPath(pathOf(url.path())); });
  connect(doc, &GameDocument::treeChanged, this, &MoveListView::rebuild);
  connect(doc, &GameDocument::cursorChanged, this, &MoveListView::rebuild);
  rebuild();
}

QString MoveListView::moveHtml(const parser::RecordMove& m, const Position& before, const TreePath& path,
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
void MoveListView::appendLine(QString& html, const parser::Line& line, Position pos,
                              const std::vector<TreePath::Branch>& branches, int depth) const {
  int ply = 0;  // before the line's first move
  for (const TreePath::Branch& b : branches) ply += static_cast<int>(b.move);
  bool forceNumber = true;
  const QString open =
      depth == 0 ? QStringLiteral("<p style=\"margin:4px 2px\">")
                 : QStringLiteral("<p style=\"margin:2px 0 2px %1px; color:#555\">( ").arg(depth * 18);
  const QString close = depth == 0 ? QStringLiteral("</p>") : QStringLiteral(" )</p>");
  html += open;
  TreePath path{branches, 0};
  for (int i = 0; i < static_cast<int>(line.size()); ++i) {
    const parser::RecordMove& m = line[i];
    path.ply = static_cast<std::size_t>(i) + 1;
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
        std::vector<TreePath::Branch> sub = branches;
        sub.push_back({static_cast<std::size_t>(i), v});
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
  appendLine(html, r.moves, r.start, {}, 0);
  html += QStringLiteral("<p class=\"res\">%1</p>").arg(QString::fromStdString(r.result).toHtmlEscaped());
  const int scroll = verticalScrollBar()->value();
  setHtml(html);
  verticalScrollBar()->setValue(scroll);
  if (!m_doc->atStart()) scrollToAnchor(QStringLiteral("m") + pathKey(m_doc->path()));
}

}  // namespace saban::gui
