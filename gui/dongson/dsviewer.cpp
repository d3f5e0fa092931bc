#include "gui/dongson/dsviewer.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/core/notation.h"
#include "gui/dongson/dsboardwidget.h"
#include "parser/judgement.h"
#include "rules/dongson/fen.h"

namespace saban::gui {

namespace ds = saban::dongson;

namespace {
QString escaped(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
}  // namespace

DsViewer::DsViewer(parser::dongson::DsRecord record, const QString& origin, QWidget* parent)
    : QWidget(parent), m_tree(std::make_unique<DsGameTree>(std::move(record))) {
  setWindowFlag(Qt::Window);
  setWindowTitle(QStringLiteral("Cờ Đông Sơn — %1").arg(origin));
  setFocusPolicy(Qt::StrongFocus);
  resize(1100, 720);

  m_header = new QLabel(this);
  m_header->setWordWrap(true);
  m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_header->setFocusPolicy(Qt::NoFocus);
  m_board = new DsBoardWidget(this);
  m_board->setFocusPolicy(Qt::ClickFocus);  // a click on the board gives the keys back to the viewer
  m_state = new QLabel(this);
  m_fen = new QLineEdit(this);
  m_fen->setReadOnly(true);
  m_fen->setFocusPolicy(Qt::ClickFocus);
  m_fen->setToolTip(tr("The position in FEN"));
  m_moves = new QTextBrowser(this);
  m_moves->setOpenLinks(false);
  m_moves->setFocusPolicy(Qt::NoFocus);
  m_moves->document()->setDefaultStyleSheet(
      QStringLiteral("a { text-decoration: none; color: palette(text); } .n { color: #888; } .c { color: "
                     "#2e7d32; font-style: italic; } .res { font-weight: "
                     "bold; }"));
  connect(m_moves, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
    bool ok = false;
    const int node = url.path().toInt(&ok);
    if (ok && node >= 0 && node < m_tree->size()) setCurrent(node);
  });

  auto button = [this](QStyle::StandardPixmap icon, const QString& tip, auto slot) {
    auto* b = new QToolButton(this);
    b->setIcon(style()->standardIcon(icon));
    b->setToolTip(tip);
    b->setFocusPolicy(Qt::NoFocus);
    connect(b, &QToolButton::clicked, this, slot);
    return b;
  };
  auto* buttons = new QHBoxLayout;
  buttons->addStretch();
  buttons->addWidget(button(QStyle::SP_MediaSkipBackward, tr("To the start (Home)"), [this] { toStart(); }));
  buttons->addWidget(button(QStyle::SP_MediaSeekBackward, tr("Back (←)"), [this] { back(); }));
  buttons->addWidget(button(QStyle::SP_MediaSeekForward, tr("Forward (→)"), [this] { forward(); }));
  buttons->addWidget(button(QStyle::SP_MediaSkipForward, tr("To the end (End)"), [this] { toEnd(); }));
  auto* flip = new QToolButton(this);
  flip->setText(tr("Flip"));
  flip->setToolTip(tr("Flip the board (Ctrl+F)"));
  flip->setFocusPolicy(Qt::NoFocus);
  connect(flip, &QToolButton::clicked, this, [this] { m_board->setFlipped(!m_board->isFlipped()); });
  buttons->addWidget(flip);
  buttons->addStretch();

  auto* left = new QWidget(this);
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  leftLayout->addWidget(m_board, 1);
  leftLayout->addLayout(buttons);
  leftLayout->addWidget(m_state);
  leftLayout->addWidget(m_fen);
  auto* split = new QSplitter(Qt::Horizontal, this);
  split->addWidget(left);
  split->addWidget(m_moves);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  split->setSizes({700, 460});
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_header);
  layout->addWidget(split, 1);

  m_header->setText(headerHtml());
  rebuildList();
  refresh();
}

DsViewer::~DsViewer() = default;

void DsViewer::setCurrent(int node) {
  if (node < -1 || node >= m_tree->size()) return;
  m_current = node;
  refresh();
}

void DsViewer::forward() {
  const int n = m_tree->nextOf(m_current);
  if (n >= 0) setCurrent(n);
}

void DsViewer::back() {
  if (m_current >= 0) setCurrent(m_tree->node(m_current).parent);
}

void DsViewer::keyPressEvent(QKeyEvent* event) {
  if (event->matches(QKeySequence::Find) ||
      (event->key() == Qt::Key_F && event->modifiers() == Qt::ControlModifier)) {
    m_board->setFlipped(!m_board->isFlipped());
    return;
  }
  if (event->modifiers() & ~Qt::KeypadModifier) return QWidget::keyPressEvent(event);
  switch (event->key()) {
    case Qt::Key_Right:
      return forward();
    case Qt::Key_Left:
      return back();
    case Qt::Key_Home:
      return toStart();
    case Qt::Key_End:
      return toEnd();
    default:
      QWidget::keyPressEvent(event);
  }
}

// The tags: the players and the event on the first line, the result and how the game ended, then any other
// tag.
QString DsViewer::headerHtml() const {
  const parser::dongson::DsRecord& r = m_tree->record();
  auto tag = [&r](const char* name) {
    return QString::fromStdString(r.tag(name).value_or("")).toHtmlEscaped();
  };
  auto known = [](const QString& v) {
    return !v.isEmpty() && v != QLatin1String("?") && !v.startsWith(QLatin1String("????"));
  };
  QStringList first;
  first << QStringLiteral("<b>Thủy</b> %1 &nbsp;–&nbsp; <b>Sơn</b> %2")
               .arg(known(tag("Thuy")) ? tag("Thuy") : tr("unknown"),
                    known(tag("Son")) ? tag("Son") : tr("unknown"));
  QStringList event;
  for (const char* name : {"Event", "Site", "Date"})
    if (known(tag(name))) event << tag(name);
  if (known(tag("Round"))) event << tr("round %1").arg(tag("Round"));
  if (!event.isEmpty()) first << event.join(QStringLiteral(", "));
  QString result = tag("Result").isEmpty() ? QString::fromStdString(r.result).toHtmlEscaped() : tag("Result");
  const QString termination = QString::fromStdString(r.tag("Termination").value_or(""));
  static const std::pair<const char*, const char*> endings[] = {
      {"checkmate", QT_TR_NOOP("checkmate")},       {"palace", QT_TR_NOOP("palace entry (Tiến Cung)")},
      {"stalemate", QT_TR_NOOP("stalemate")},       {"bare-than", QT_TR_NOOP("only a Thần left")},
      {"repetition", QT_TR_NOOP("repetition")},     {"fifty-move", QT_TR_NOOP("the 50-move rule")},
      {"move limit", QT_TR_NOOP("the move limit")}, {"resignation", QT_TR_NOOP("resignation")},
      {"agreement", QT_TR_NOOP("agreement")}};
  QString ending = termination.toHtmlEscaped();
  for (const auto& [key, text] : endings)
    if (termination.compare(QLatin1String(key), Qt::CaseInsensitive) == 0) ending = tr(text);
  if (!ending.isEmpty()) result += QStringLiteral(" — ") + ending;
  first << QStringLiteral("<b>%1</b>").arg(result);
  QStringList others;
  for (const auto& [name, value] : r.tags) {
    static const QStringList shown = {
        QStringLiteral("Variant"), QStringLiteral("Thuy"),   QStringLiteral("Son"),
        QStringLiteral("Event"),   QStringLiteral("Site"),   QStringLiteral("Date"),
        QStringLiteral("Round"),   QStringLiteral("Result"), QStringLiteral("Termination")};
    if (!shown.contains(QString::fromStdString(name)))
      others << QStringLiteral("%1: %2").arg(escaped(name), escaped(value));
  }
  QString html = first.join(QStringLiteral(" &nbsp;·&nbsp; "));
  if (!others.isEmpty())
    html +=
        QStringLiteral("<br><span style=\"color:#777\">%1</span>").arg(others.join(QStringLiteral(" · ")));
  return html;
}

// Who is to move, a check, or how the game has ended at the node shown.
QString DsViewer::stateText() const {
  const ds::Position& pos = m_tree->positionAt(m_current);
  const QString mover = dsSideName(pos.side_to_move());
  if (m_current >= 0) {
    const ds::Verdict& v = m_tree->node(m_current).verdict;
    const QString winner = v.winner ? dsSideName(*v.winner) : QString();
    switch (v.termination) {
      case ds::Termination::Checkmate:
        return tr("Checkmate: %1 wins").arg(winner);
      case ds::Termination::Palace:
        return tr("Palace entry (Tiến Cung): %1 wins").arg(winner);
      case ds::Termination::Stalemate:
        return v.winner ? tr("Stalemate: %1 wins").arg(winner) : tr("Stalemate: a draw");
      case ds::Termination::BareThan:
        return tr("Only a Thần left: a draw");
      case ds::Termination::Repetition:
        return tr("Threefold repetition: a draw");
      case ds::Termination::FiftyMoves:
        return tr("50 moves without a Bộ or Đinh move or a capture: a draw");
      case ds::Termination::None:
        break;
    }
  }
  QString text = pos.in_check() ? tr("Move %1: %2 to move, in check") : tr("Move %1: %2 to move");
  text = text.arg(pos.fullmove_number()).arg(mover);
  const parser::dongson::DsRecord& r = m_tree->record();
  if (m_current >= 0 && m_current == m_tree->lineEnd(-1) && r.result != "*")
    text += QStringLiteral(" — ") + tr("the game ended %1").arg(QString::fromStdString(r.result));
  return text;
}

QString DsViewer::moveHtml(const DsNode& n, int index, bool forceNumber) const {
  QString html;
  const int number = n.before.fullmove_number();
  if (n.before.side_to_move() == ds::Side::Thuy)
    html += QStringLiteral("<span class=\"n\">%1.</span>&nbsp;").arg(number);
  else if (forceNumber)
    html += QStringLiteral("<span class=\"n\">%1…</span>&nbsp;").arg(number);
  QString text = n.san.toHtmlEscaped();
  if (n.source->judgement != parser::Judgement::None)
    text = QStringLiteral("<span style=\"color:%1\"><b>%2%3</b></span>")
               .arg(judgementColor(n.source->judgement).name(), text,
                    QString::fromLatin1(parser::judgement_glyph(n.source->judgement)).toHtmlEscaped());
  html += QStringLiteral("<a href=\"n:%1\">%2</a>").arg(index).arg(text);
  return html;
}

// One line from its first node; each move's variations follow it, indented, in parentheses.
void DsViewer::appendLine(QString& html, int first) const {
  if (first < 0) return;
  const int depth = m_tree->node(first).depth;
  const QString open =
      depth == 0 ? QStringLiteral("<p style=\"margin:4px 2px\">")
                 : QStringLiteral("<p style=\"margin:2px 0 2px %1px; color:#555\">( ").arg(depth * 18);
  const QString close = depth == 0 ? QStringLiteral("</p>") : QStringLiteral(" )</p>");
  html += open;
  bool forceNumber = true;
  for (int i = first; i >= 0; i = m_tree->node(i).next) {
    const DsNode& n = m_tree->node(i);
    for (const auto& c : n.source->comments_before) {
      html += QStringLiteral("<span class=\"c\">%1</span> ").arg(escaped(c));
      forceNumber = true;
    }
    html += moveHtml(n, i, forceNumber) + QLatin1Char(' ');
    forceNumber = false;
    if (n.source->evaluation) {  // the engine's, from Thủy's side (the legend above the list says so)
      html += QStringLiteral("<span class=\"n\">%1</span> ")
                  .arg(escaped(parser::evaluation_text(*n.source->evaluation)));
      forceNumber = true;
    }
    for (const auto& c : n.source->comments) {
      html += QStringLiteral("<span class=\"c\">%1</span> ").arg(escaped(c));
      forceNumber = true;
    }
    if (!n.variations.empty()) {
      html += close;
      for (int v : n.variations) appendLine(html, v);
      html += open;
      forceNumber = true;
    }
  }
  html += close;
}

void DsViewer::rebuildList() {
  const parser::dongson::DsRecord& r = m_tree->record();
  QString html;
  bool evaluated = false;
  for (int i = 0; i < m_tree->size() && !evaluated; ++i)
    evaluated = m_tree->node(i).source->evaluation.has_value();
  if (evaluated)
    html += QStringLiteral("<p class=\"n\">%1</p>").arg(tr("Scores from Thủy's side").toHtmlEscaped());
  for (const auto& c : r.comments_before) html += QStringLiteral("<p class=\"c\">%1</p>").arg(escaped(c));
  appendLine(html, m_tree->first());
  html += QStringLiteral("<p class=\"res\">%1</p>").arg(escaped(r.result));
  m_moves->setHtml(html);
  // Where each move's text is, to highlight the current one without building the list again.
  m_moveSpans.assign(static_cast<std::size_t>(m_tree->size()), {-1, -1});
  for (QTextBlock b = m_moves->document()->begin(); b.isValid(); b = b.next())
    for (auto it = b.begin(); !it.atEnd(); ++it) {
      const QTextFragment f = it.fragment();
      const QString href = f.charFormat().anchorHref();
      if (!href.startsWith(QLatin1String("n:"))) continue;
      const int node = href.mid(2).toInt();
      if (node < 0 || node >= m_tree->size()) continue;
      auto& span = m_moveSpans[static_cast<std::size_t>(node)];
      span.first = span.first < 0 ? f.position() : std::min(span.first, f.position());
      span.second = std::max(span.second, f.position() + f.length());
    }
}

// The current move on a yellow ground, scrolled into view.
void DsViewer::highlightCurrent() {
  QList<QTextEdit::ExtraSelection> selections;
  if (m_current >= 0 && m_moveSpans[static_cast<std::size_t>(m_current)].first >= 0) {
    const auto [from, to] = m_moveSpans[static_cast<std::size_t>(m_current)];
    QTextEdit::ExtraSelection sel;
    sel.cursor = QTextCursor(m_moves->document());
    sel.cursor.setPosition(from);
    sel.cursor.setPosition(to, QTextCursor::KeepAnchor);
    sel.format.setBackground(QColor(0xff, 0xe0, 0x82));
    selections << sel;
    QTextCursor at(m_moves->document());
    at.setPosition(to);
    m_moves->setTextCursor(at);
    m_moves->ensureCursorVisible();
  } else {
    m_moves->verticalScrollBar()->setValue(0);
  }
  m_moves->setExtraSelections(selections);
}

void DsViewer::refresh() {
  m_board->setPosition(m_tree->positionAt(m_current),
                       m_current >= 0 ? m_tree->node(m_current).move : ds::Move());
  m_state->setText(stateText());
  m_fen->setText(QString::fromStdString(ds::to_fen(m_tree->positionAt(m_current))));
  highlightCurrent();
}

}  // namespace saban::gui
