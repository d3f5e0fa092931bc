#include "gui/dongson/dsviewer.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <optional>

#include "gui/dongson/dsboardwidget.h"
#include "gui/game/movelisthtml.h"
#include "gui/game/movelistview.h"
#include "parser/dongson_san.h"
#include "parser/judgement.h"
#include "rules/dongson/fen.h"
#include "rules/games.h"

namespace saban::gui {

namespace ds = saban::dongson;

namespace {
QString escaped(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
}  // namespace

DsViewer::DsViewer(parser::dongson::DsRecord record, const QString& origin, QWidget* parent)
    : QWidget(parent), m_tree(std::move(record)) {
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
  m_moves = new MoveListView(
      [this] {
        return moveListHtml<games::DongSon>(
            m_tree.record(), tr("Scores from Thủy's side"),
            [](const ds::Game& before, const parser::dongson::DsMove& m) {
              return QString::fromStdString(parser::dongson::to_san(before, m.turn));
            },
            [](parser::Judgement j) { return QString::fromLatin1(parser::judgement_glyph(j)); });
      },
      [this]() -> std::optional<parser::TreePath> {
        if (m_tree.at_start()) return std::nullopt;
        return m_tree.path();
      },
      this);
  connect(m_moves, &MoveListView::pathClicked, this, &DsViewer::goTo);

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
  refresh();
}

DsViewer::~DsViewer() = default;

void DsViewer::goTo(const parser::TreePath& path) {
  if (m_tree.go_to(path)) refresh();
}

void DsViewer::forward() {
  if (m_tree.forward()) refresh();
}

void DsViewer::back() {
  if (m_tree.back()) refresh();
}

void DsViewer::toStart() {
  m_tree.to_start();
  refresh();
}

void DsViewer::toEnd() {
  m_tree.to_end();
  refresh();
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
  const parser::dongson::DsRecord& r = m_tree.record();
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
  const ds::Position& pos = m_tree.position();
  const QString mover = dsSideName(pos.side_to_move());
  {
    const ds::Verdict v = m_tree.state().verdict();
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
  const parser::dongson::DsRecord& r = m_tree.record();
  if (!m_tree.at_start() && !m_tree.in_variation() && m_tree.at_end() && r.result != "*")
    text += QStringLiteral(" — ") + tr("the game ended %1").arg(QString::fromStdString(r.result));
  return text;
}

void DsViewer::refresh() {
  m_board->setPosition(m_tree.position(), m_tree.current() ? m_tree.current()->turn : ds::Move());
  m_state->setText(stateText());
  m_fen->setText(QString::fromStdString(ds::to_fen(m_tree.position())));
  m_moves->showCursor();
}

}  // namespace saban::gui
