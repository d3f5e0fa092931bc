#include "gui/game/movelistview.h"

#include <QScrollBar>
#include <QStringList>
#include <QTextBlock>
#include <QTextCursor>

#include "gui/core/notation.h"

namespace saban::gui {

namespace {
const QColor kCurrentMoveColor(0xff, 0xe0, 0x82);

// A path as text for the links: "move.variation," for each branch, then the ply ("5.0,2").
QString pathKey(const TreePath& p) {
  QString key;
  for (const TreePath::Branch& b : p.branches) key += QStringLiteral("%1.%2,").arg(b.move).arg(b.variation);
  return key + QString::number(p.ply);
}

// Does any move of the line or its variations carry the engine's evaluation?
bool hasEvaluations(const parser::Line& line) {
  for (const parser::RecordMove& m : line) {
    if (m.evaluation) return true;
    for (const parser::Line& v : m.variations)
      if (hasEvaluations(v)) return true;
  }
  return false;
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
                     "#2e7d32; font-style: italic; } .e { color: #555; }"
                     " .res { font-weight: bold; }"));
  connect(this, &QTextBrowser::anchorClicked, this,
          [this](const QUrl& url) { m_doc->setPath(pathOf(url.path())); });
  connect(doc, &GameDocument::treeChanged, this, &MoveListView::rebuild);
  connect(doc, &GameDocument::cursorChanged, this, &MoveListView::showCursor);
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
  html += QStringLiteral("<a name=\"m%1\" href=\"p:%1\">%2</a>").arg(pathKey(path), text);
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
    if (m.evaluation) {  // the engine's, from Red's side (the legend above the list says so)
      html += QStringLiteral("<span class=\"e\">%1</span> ")
                  .arg(QString::fromStdString(parser::evaluation_text(*m.evaluation)).toHtmlEscaped());
      forceNumber = true;
    }
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
  if (hasEvaluations(r.moves))
    html += QStringLiteral("<p class=\"n\">%1</p>").arg(tr("Scores from Red's side").toHtmlEscaped());
  for (const auto& c : r.comments_before)
    html += QStringLiteral("<p class=\"c\">%1</p>").arg(QString::fromStdString(c).toHtmlEscaped());
  appendLine(html, r.moves, r.start, {}, 0);
  html += QStringLiteral("<p class=\"res\">%1</p>").arg(QString::fromStdString(r.result).toHtmlEscaped());
  const int scroll = verticalScrollBar()->value();
  setHtml(html);
  indexAnchors();
  m_highlighted.clear();
  setExtraSelections({});
  verticalScrollBar()->setValue(scroll);
  showCursor();
}

// Where each move's text is in the document, by its path key: stepping through a game then only moves the
// highlight (an extra selection) instead of laying out the whole list again per move.
void MoveListView::indexAnchors() {
  m_anchors.clear();
  for (QTextBlock b = document()->begin(); b.isValid(); b = b.next()) {
    for (auto it = b.begin(); !it.atEnd(); ++it) {
      const QTextFragment f = it.fragment();
      const QTextCharFormat format = f.charFormat();
      // Only an anchor's first character says isAnchor() (it carries the name); all of it has the href.
      const QString href = format.anchorHref();
      if (href.isEmpty()) continue;
      const QString key = href.mid(2);  // "p:" + key
      auto found = m_anchors.find(key);
      if (found == m_anchors.end())
        m_anchors.insert(key, {f.position(), f.length()});
      else
        found->second = f.position() + f.length() - found->first;
    }
  }
}

QString MoveListView::currentMoveText() const {
  const auto selections = extraSelections();
  return selections.isEmpty() ? QString() : selections.front().cursor.selectedText();
}

void MoveListView::showCursor() {
  const QString key = m_doc->atStart() ? QString() : pathKey(m_doc->path());
  if (!key.isEmpty() && !m_anchors.contains(key)) return rebuild();  // a move the list does not show yet
  if (key == m_highlighted) return;
  m_highlighted = key;
  if (key.isEmpty()) return setExtraSelections({});
  // The highlight is an extra selection: the document itself is not changed, nothing is laid out again.
  const QPair<int, int> range = m_anchors.value(key);
  QTextEdit::ExtraSelection current;
  current.cursor = QTextCursor(document());
  current.cursor.setPosition(range.first);
  current.cursor.setPosition(range.first + range.second, QTextCursor::KeepAnchor);
  current.format.setBackground(kCurrentMoveColor);
  current.format.setForeground(QColor(Qt::black));
  setExtraSelections({current});
  QTextCursor at(document());
  at.setPosition(range.first);
  if (!viewport()->rect().contains(cursorRect(at))) scrollToAnchor(QStringLiteral("m") + key);
}

}  // namespace saban::gui
