#include "gui/position/positioneditor.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include "gui/board/boardwidget.h"
#include "gui/core/notation.h"
#include "gui/core/problemtext.h"
#include "rules/fen.h"
#include "rules/stack.h"

namespace saban::gui {

PositionEditor::PositionEditor(const Position& start, QWidget* parent) : QDialog(parent), m_position(start) {
  setWindowTitle(tr("Position editor"));
  resize(900, 680);
  auto* layout = new QHBoxLayout(this);
  m_board = new BoardWidget(this);
  m_board->setEditorMode(true);
  layout->addWidget(m_board, 3);
  auto* side = new QVBoxLayout;
  side->addWidget(
      new QLabel(tr("Click a point to put the piece there (onto a unit of the same side: a stack); "
                    "right click takes the top piece away."),
                 this));
  side->itemAt(0)->widget()->setProperty("wordWrap", true);
  m_side = new QComboBox(this);
  m_side->addItem(sideName(Side::Red), 0);
  m_side->addItem(sideName(Side::Blue), 1);
  side->addWidget(m_side);
  auto* grid = new QGridLayout;
  m_pieces = new QButtonGroup(this);
  m_pieces->setExclusive(true);
  for (int t = 0; t < kPieceTypes; ++t) {
    auto* b = new QToolButton(this);
    b->setText(pieceName(static_cast<PieceType>(t)));
    b->setCheckable(true);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_pieces->addButton(b, t);
    grid->addWidget(b, t / 2, t % 2);
  }
  m_pieces->button(1)->setChecked(true);
  side->addLayout(grid);
  m_hero = new QCheckBox(tr("Hero"), this);
  side->addWidget(m_hero);
  auto* moveRow = new QHBoxLayout;
  moveRow->addWidget(new QLabel(tr("To move:"), this));
  m_toMove = new QComboBox(this);
  m_toMove->addItem(sideName(Side::Red), 0);
  m_toMove->addItem(sideName(Side::Blue), 1);
  connect(m_toMove, &QComboBox::activated, this, [this](int i) {
    m_position.set_side_to_move(i == 0 ? Side::Red : Side::Blue);
    refresh();
  });
  moveRow->addWidget(m_toMove, 1);
  side->addLayout(moveRow);
  auto* quick = new QHBoxLayout;
  auto* clear = new QPushButton(tr("Empty board"), this);
  connect(clear, &QPushButton::clicked, this, [this] {
    m_position.clear();
    refresh();
  });
  auto* initial = new QPushButton(tr("Start position"), this);
  connect(initial, &QPushButton::clicked, this, [this] {
    m_position = Position::start(m_position.profile());
    refresh();
  });
  quick->addWidget(clear);
  quick->addWidget(initial);
  side->addLayout(quick);
  side->addWidget(new QLabel(tr("FEN:"), this));
  m_fen = new QLineEdit(this);
  connect(m_fen, &QLineEdit::editingFinished, this, [this] { setFen(m_fen->text()); });
  side->addWidget(m_fen);
  m_status = new QLabel(this);
  m_status->setWordWrap(true);
  side->addWidget(m_status);
  side->addStretch();
  auto* box = new QDialogButtonBox(this);
  auto* find = box->addButton(tr("Find games"), QDialogButtonBox::ActionRole);
  auto* setUp = box->addButton(tr("Set up on the board"), QDialogButtonBox::AcceptRole);
  box->addButton(QDialogButtonBox::Close);
  connect(find, &QPushButton::clicked, this, [this] {
    if (m_problem.isEmpty()) Q_EMIT findGames(m_position);
  });
  connect(setUp, &QPushButton::clicked, this, [this] {
    if (!m_problem.isEmpty()) return;
    Q_EMIT setUpBoard(m_position);
    accept();
  });
  connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
  side->addWidget(box);
  layout->addLayout(side, 2);
  connect(
      m_board, &BoardWidget::squareClicked, this,
      [this](Square s, Qt::MouseButton b, Qt::KeyboardModifiers) { editSquare(s, b == Qt::RightButton); });
  refresh();
}

void PositionEditor::choosePiece(PieceType type, Side side, bool heroic) {
  m_pieces->button(index(type))->setChecked(true);
  m_side->setCurrentIndex(index(side));
  m_hero->setChecked(heroic);
}

void PositionEditor::editSquare(Square s, bool remove) {
  Stack st = m_position.at(s);
  if (remove) {
    if (st.empty()) return;
    m_position.set_stack(s,
                         st.size == 1 ? Stack{} : without_piece(st, st.top(), m_position.profile().stacking));
    return refresh();
  }
  const Piece p(static_cast<PieceType>(m_pieces->checkedId()),
                m_side->currentIndex() == 0 ? Side::Red : Side::Blue, m_hero->isChecked());
  if (st.empty() || st.side() != p.side()) {
    m_position.set_stack(s, Stack::single(p));
  } else if (auto joined = combine(st, Stack::single(p), m_position.profile().stacking)) {
    m_position.set_stack(s, *joined);
  } else {
    m_status->setText(tr("A %1 cannot join that unit").arg(pieceName(p.type())));
    return;
  }
  refresh();
}

bool PositionEditor::setFen(const QString& fen) {
  auto parsed = parse_fen(fen.trimmed().toStdString(), m_position.profile());
  if (!parsed) {
    m_problem =
        tr("Invalid FEN at character %1: %2").arg(parsed.error().offset + 1).arg(problemText(parsed.error()));
    m_status->setText(m_problem);
    return false;
  }
  m_position = std::move(parsed).value();
  refresh();
  return true;
}

QString PositionEditor::fen() const { return QString::fromStdString(to_fen(m_position)); }

// Shows the position, its FEN, and whether the rules accept it (read back through the FEN parser).
void PositionEditor::refresh() {
  m_board->setPosition(m_position);
  m_toMove->setCurrentIndex(index(m_position.side_to_move()));
  m_fen->setText(fen());
  auto check = parse_fen(fen().toStdString(), m_position.profile());
  m_problem.clear();
  if (!check)
    m_problem = problemText(check.error());
  else if (!m_position.commander(Side::Red).valid() || !m_position.commander(Side::Blue).valid())
    m_problem = tr("Each side needs its commander");
  m_status->setText(m_problem.isEmpty() ? tr("The position is valid") : m_problem);
}

}  // namespace saban::gui
