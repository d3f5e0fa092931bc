#include "gui/game/movelistview.h"

#include <QScrollBar>
#include <QStringList>
#include <QTextBlock>
#include <QTextCursor>

#include "gui/core/contrast.h"
#include "gui/core/notation.h"
#include "gui/game/movelisthtml.h"

namespace saban::gui {

namespace {
const QColor kCurrentMoveColor(0xff, 0xe0, 0x82);
}  // namespace

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

MoveListView::MoveListView(HtmlFn html, CursorFn cursor, QWidget* parent)
    : QTextBrowser(parent), m_html(std::move(html)), m_cursor(std::move(cursor)) {
  setOpenLinks(false);
  setOpenExternalLinks(false);
  setFocusPolicy(Qt::NoFocus);
  applyPalette();
  connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
    if (url.scheme() == QLatin1String("p")) Q_EMIT pathClicked(pathOf(url.path()));
  });
  rebuild();
}

MoveListView::MoveListView(GameDocument* doc, QWidget* parent)
    : MoveListView([doc] { return doc->moveListHtml(); },
                   [doc]() -> std::optional<TreePath> {
                     if (doc->atStart()) return std::nullopt;
                     return doc->path();
                   },
                   parent) {
  connect(this, &MoveListView::pathClicked, doc, &GameDocument::setPath);
  connect(doc, &GameDocument::treeChanged, this, &MoveListView::rebuild);
  connect(doc, &GameDocument::cursorChanged, this, &MoveListView::showCursor);
}

void MoveListView::rebuild() {
  const int scroll = verticalScrollBar()->value();
  setHtml(m_html());
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

// The list's colours from the palette (a dark theme's light text), the variations and notes dimmer.
void MoveListView::applyPalette() {
  const QPalette& p = palette();
  const QColor text = p.color(QPalette::Text);
  const QColor dim = QColor::fromRgbF((text.redF() * 2 + p.color(QPalette::Base).redF()) / 3,
                                      (text.greenF() * 2 + p.color(QPalette::Base).greenF()) / 3,
                                      (text.blueF() * 2 + p.color(QPalette::Base).blueF()) / 3);
  document()->setDefaultStyleSheet(
      QStringLiteral(
          "a { text-decoration: none; color: %1; } .n { color: %2; } .v { color: %2; } .c { color: "
          "%3; font-style: italic; } .e { color: %2; } .ec { color: %2; font-style: italic; } .res { "
          "font-weight: bold; }")
          .arg(text.name(), dim.name(), readableName(QColor(0x2e, 0x7d, 0x32), p)));
}

void MoveListView::changeEvent(QEvent* e) {
  QTextBrowser::changeEvent(e);
  if (e->type() != QEvent::PaletteChange) return;
  applyPalette();
  rebuild();
}

void MoveListView::showCursor() {
  const std::optional<TreePath> cursor = m_cursor();
  const QString key = cursor ? pathKey(*cursor) : QString();
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
