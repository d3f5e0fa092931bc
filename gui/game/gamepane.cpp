#include "gui/game/gamepane.h"

#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include "gui/core/contrast.h"
#include "gui/core/gamewords.h"
#include "gui/core/notation.h"
#include "gui/dongson/dsboardwidget.h"
#include "gui/engine/evalbar.h"
#include "gui/game/annotationsymbols.h"
#include "gui/game/boardmarks.h"
#include "gui/game/enginecommentary.h"
#include "gui/game/gamekinds.h"

namespace saban::gui {

namespace {
// The flip button's icon: an arrow up beside an arrow down (the board turned round), in the buttons' colour.
QIcon flipIcon(const QColor& colour) {
  QPixmap pix(32, 32);
  pix.fill(Qt::transparent);
  QPainter p(&pix);
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(QPen(colour, 2.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  auto arrow = [&p](double x, double from, double to) {
    const double head = to < from ? 6 : -6;
    p.drawLine(QPointF(x, from), QPointF(x, to));
    p.drawLine(QPointF(x, to), QPointF(x - 5, to + head));
    p.drawLine(QPointF(x, to), QPointF(x + 5, to + head));
  };
  arrow(10, 27, 5);
  arrow(22, 5, 27);
  return QIcon(pix);
}
}  // namespace

GamePane::GamePane(GameDocument* doc, QWidget* parent) : QWidget(parent), m_doc(doc) {
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  auto* split = new QSplitter(Qt::Horizontal, this);
  auto* left = new QWidget(split);
  auto* ll = new QVBoxLayout(left);
  ll->setContentsMargins(0, 0, 0, 0);
  m_boards = new QStackedWidget(left);
  m_board = new BoardWidget(m_boards);
  m_dsBoard = new DsBoardWidget(m_boards);
  m_dsBoard->setInteractive(true);
  m_boards->addWidget(m_board);
  m_boards->addWidget(m_dsBoard);
  auto* boardRow = new QHBoxLayout;
  boardRow->setSpacing(2);
  m_evalBar = new EvalBar(doc, left);
  boardRow->addWidget(m_evalBar);
  boardRow->addWidget(m_boards, 1);
  ll->addLayout(boardRow, 1);
  m_state = new QLabel(left);
  ll->addWidget(m_state);
  m_fen = new QLineEdit(left);
  m_fen->setReadOnly(true);
  m_fen->setFocusPolicy(Qt::ClickFocus);
  m_fen->setToolTip(tr("The position in FEN"));
  ll->addWidget(m_fen);
  auto* side = new QWidget(split);
  auto* sl = new QVBoxLayout(side);
  sl->setContentsMargins(4, 0, 0, 0);
  m_header = new QLabel(side);
  m_header->setWordWrap(true);
  m_header->setTextFormat(Qt::RichText);
  m_header->setObjectName(QStringLiteral("gameHeader"));
  m_header->setToolTip(tr("Double-click to edit the header"));
  m_header->installEventFilter(this);
  sl->addWidget(m_header);
  m_moves = new MoveListView(doc, side);
  sl->addWidget(m_moves, 1);
  // The replay buttons keep their order and arrows in Arabic too, as the board and the notation do (a
  // player's controls, like a media player's, are not mirrored).
  auto* navBar = new QWidget(side);
  navBar->setLayoutDirection(Qt::LeftToRight);
  auto* nav = new QHBoxLayout(navBar);
  nav->setContentsMargins(0, 0, 0, 0);
  auto button = [&](const QIcon& icon, const QString& tip, auto slot) {
    auto* b = new QToolButton(side);
    b->setIcon(icon);
    b->setToolTip(tip);
    b->setAutoRaise(true);
    connect(b, &QToolButton::clicked, this, slot);
    nav->addWidget(b);
    return b;
  };
  // The keys named as Qt names them (the interface font has no arrow glyphs).
  auto key = [](QKeyCombination k) { return QKeySequence(k).toString(QKeySequence::NativeText); };
  auto icon = [this](QStyle::StandardPixmap p) { return style()->standardIcon(p); };
  button(icon(QStyle::SP_MediaSkipBackward), tr("Start (%1)").arg(key(Qt::Key_Home)),
         [this] { m_doc->toStart(); });
  button(icon(QStyle::SP_ArrowLeft), tr("Back (%1)").arg(key(Qt::Key_Left)), [this] { m_doc->back(); });
  button(icon(QStyle::SP_ArrowRight), tr("Forward (%1)").arg(key(Qt::Key_Right)),
         [this] { m_doc->forward(); });
  button(icon(QStyle::SP_MediaSkipForward), tr("End (%1)").arg(key(Qt::Key_End)), [this] { m_doc->toEnd(); });
  nav->addStretch();
  m_flip = button(flipIcon(palette().color(QPalette::ButtonText)),
                  tr("Flip the board (%1)").arg(key(Qt::CTRL | Qt::Key_F)), [this] { flipBoard(); });
  sl->addWidget(navBar);
  auto* jl = new QHBoxLayout;
  jl->addWidget(new QLabel(tr("Judgement:"), side));
  m_judgement = new QComboBox(side);
  for (parser::Judgement j : allJudgements()) {
    const QString sym = QString::fromLatin1(parser::judgement_symbol(j));
    m_judgement->addItem(
        sym.isEmpty() ? judgementName(j) : QStringLiteral("%1  %2").arg(sym, judgementName(j)),
        static_cast<int>(j));
  }
  connect(m_judgement, &QComboBox::activated, this, [this](int i) {
    if (m_updating || m_doc->atStart()) return;
    m_doc->setJudgement(static_cast<parser::Judgement>(m_judgement->itemData(i).toInt()));
  });
  jl->addWidget(m_judgement, 1);
  sl->addLayout(jl);
  m_symbols = new AnnotationSymbols(doc, this);
  sl->addWidget(m_symbols->palette(side));
  m_comment = new QPlainTextEdit(side);
  m_comment->setPlaceholderText(tr("Comment on the current move "));
  m_comment->setMaximumHeight(70);
  sl->addWidget(m_comment);
  // The engine's comments on the move, in the interface's words and the notation shown: under the
  // annotator's, which the box above edits.
  auto* engineComment = new QLabel(side);
  engineComment->setObjectName(QStringLiteral("engineComment"));
  engineComment->setWordWrap(true);
  engineComment->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QFont italic = engineComment->font();
  italic.setItalic(true);
  engineComment->setFont(italic);
  engineComment->setToolTip(tr("The engine's comment on this move"));
  engineComment->hide();
  sl->addWidget(engineComment);
  auto showEngineComment = [this, engineComment] {
    const QString text = engineCommentary(*m_doc);
    engineComment->setText(text);
    engineComment->setVisible(!text.isEmpty());
  };
  connect(doc, &GameDocument::cursorChanged, engineComment, showEngineComment);
  connect(doc, &GameDocument::treeChanged, engineComment, showEngineComment);
  connect(NotationSignals::instance(), &NotationSignals::changed, engineComment, showEngineComment);
  showEngineComment();
  split->addWidget(left);
  split->addWidget(side);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  layout->addWidget(split);

  connect(doc, &GameDocument::cursorChanged, this, &GamePane::showCursor);
  connect(doc, &GameDocument::treeChanged, this, &GamePane::updateHeader);
  connect(doc, &GameDocument::modifiedChanged, this, &GamePane::updateHeader);
  connect(m_board, &BoardWidget::turnEntered, this, [this](const Turn& t) { m_doc->play(t); });
  connect(m_board, &BoardWidget::statusMessage, this, &GamePane::statusMessage);
  connectBoardMarks(doc, m_board);
  connect(m_dsBoard, &DsBoardWidget::moveEntered, this,
          [this](const saban::dongson::Move& m) { m_doc->play(m); });
  connect(m_dsBoard, &DsBoardWidget::statusMessage, this, &GamePane::statusMessage);
  connectBoardMarks(doc, m_dsBoard);
  connect(m_comment, &QPlainTextEdit::textChanged, this, [this] {
    if (!m_updating && !m_doc->atStart() && m_comment->toPlainText().trimmed() != m_doc->comment())
      m_doc->setComment(m_comment->toPlainText());
  });
  showCursor();
  updateHeader();
}

// The flip button's icon is drawn in the buttons' colour, the players' names in colours readable on the
// palette: again when the theme changes.
void GamePane::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() != QEvent::PaletteChange || !m_flip) return;
  m_flip->setIcon(flipIcon(palette().color(QPalette::ButtonText)));
  updateHeader();
}

bool GamePane::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_header && event->type() == QEvent::MouseButtonDblClick) {
    Q_EMIT headerDoubleClicked();
    return true;
  }
  return QWidget::eventFilter(watched, event);
}

QWidget* GamePane::currentBoard() const { return m_boards->currentWidget(); }

// Both boards turn together: the window's board is flipped, whichever game it shows.
void GamePane::flipBoard() {
  m_board->setFlipped(!m_board->isFlipped());
  m_dsBoard->setFlipped(m_board->isFlipped());
  m_evalBar->setFlipped(m_board->isFlipped());
}

void GamePane::cancelEntry() {
  m_board->cancelEntry();
  m_dsBoard->cancelEntry();
}

void GamePane::showCursor() {
  m_updating = true;
  if (const parser::GameTree* t = m_doc->commander()) {
    m_boards->setCurrentWidget(m_board);
    m_board->setPosition(t->position());
    if (const parser::RecordMove* m = t->current())
      m_board->setLastMove(m->turn.first().from(), m->turn.moves[m->turn.size - 1].to());
  } else if (const parser::DsGameTree* d = m_doc->tree<games::DongSon>()) {
    m_boards->setCurrentWidget(m_dsBoard);
    m_dsBoard->setPosition(d->position(), d->current() ? d->current()->turn : saban::dongson::Move());
  }
  m_judgement->setCurrentIndex(m_judgement->findData(static_cast<int>(m_doc->judgement())));
  m_judgement->setEnabled(!m_doc->atStart());
  m_comment->setPlainText(m_doc->comment());
  m_comment->setEnabled(!m_doc->atStart());
  m_state->setText(m_doc->stateText());
  m_fen->setText(QString::fromStdString(m_doc->fen()));
  m_updating = false;
}

// The players under their sides' names, the result (and how the game ended), where and when.
// The players (the side's name alone when the record names nobody), the result once there is one, and the
// event, site and date that the record gives: a new game shows "Red – Blue", not "? – ? *".
void GamePane::updateHeader() {
  auto tag = [this](const char* name) {
    const std::string v = m_doc->tag(name).value_or("");
    return v.empty() || v == "?" || v == "????.??.??" ? QString() : QString::fromStdString(v).toHtmlEscaped();
  };
  const auto sides = m_doc->sideNames();
  const auto tags = m_doc->sideTags();
  auto player = [&](int i) {
    return tag(tags[i]).isEmpty() ? sides[i] : sides[i] + QStringLiteral(": ") + tag(tags[i]);
  };
  QString result;
  if (m_doc->result() != "*") {
    result = QString::fromStdString(m_doc->result()).toHtmlEscaped();
    if (const std::string end = m_doc->tag("Termination").value_or(""); !end.empty() && end != "?")
      result += QStringLiteral(" (%1)").arg(GameWords::endingName(end).toHtmlEscaped());
  }
  QStringList where;
  for (const char* name : {"Event", "Site", "Date"})
    if (const QString v = tag(name); !v.isEmpty()) where << v;
  // The players in their sides' colours, as the game list writes them (gamekinds.h): Red and Blue, Thủy's
  // water and Sơn's earth.
  const auto colours = withGameKind(m_doc->kind(), [](auto g) { return decltype(g)::textColours; });
  QString text = QStringLiteral(
                     "<b><span style=\"color:%3\">%1</span> – <span style=\"color:%4\">%2"
                     "</span></b>")
                     .arg(player(0), player(1), readableName(QColor::fromRgb(colours[0]), palette()),
                          readableName(QColor::fromRgb(colours[1]), palette()));
  if (!result.isEmpty()) text += QStringLiteral(" &nbsp; ") + result;
  if (!where.isEmpty()) text += QStringLiteral("<br><small>%1</small>").arg(where.join(QStringLiteral(", ")));
  if (m_doc->isModified()) text += tr(" <small><i>(edited)</i></small>");
  m_header->setText(text);
}

bool GamePane::saveToFile(const QString& path, QString* error) const {
  const std::string text = m_doc->fileText();
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
      f.write(text.data(), static_cast<qint64>(text.size())) < 0) {
    if (error) *error = tr("Cannot write %1: %2").arg(path, f.errorString());
    return false;
  }
  return true;
}

}  // namespace saban::gui
