#include "gui/position/positioneditor.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace saban::gui {

PositionEditor::PositionEditor(QWidget* board, const Choices& choices, QWidget* parent)
    : QDialog(parent), m_board(board) {
  setWindowTitle(tr("Position editor"));
  resize(900, 680);
  auto* layout = new QHBoxLayout(this);
  layout->addWidget(board, 3);
  auto* side = new QVBoxLayout;
  auto* hint = new QLabel(choices.hint, this);
  hint->setWordWrap(true);
  side->addWidget(hint);
  m_side = new QComboBox(this);
  m_side->setObjectName(QStringLiteral("pieceSide"));
  for (int s = 0; s < 2; ++s) m_side->addItem(choices.sides[static_cast<std::size_t>(s)], s);
  side->addWidget(m_side);
  auto* grid = new QGridLayout;
  m_pieces = new QButtonGroup(this);
  m_pieces->setExclusive(true);
  for (int t = 0; t < static_cast<int>(choices.pieces.size()); ++t) {
    auto* b = new QToolButton(this);
    b->setText(choices.pieces[t]);
    b->setCheckable(true);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_pieces->addButton(b, t);
    grid->addWidget(b, t / 2, t % 2);
  }
  m_pieces->button(choices.firstPiece)->setChecked(true);
  side->addLayout(grid);
  m_settings = new QVBoxLayout;
  side->addLayout(m_settings);
  auto* moveRow = new QHBoxLayout;
  auto* toMove = new QLabel(tr("To move:"), this);
  moveRow->addWidget(toMove);
  m_toMove = new QComboBox(this);
  m_toMove->setObjectName(QStringLiteral("toMove"));
  toMove->setBuddy(m_toMove);
  for (int s = 0; s < 2; ++s) m_toMove->addItem(choices.sides[static_cast<std::size_t>(s)], s);
  connect(m_toMove, &QComboBox::activated, this, [this](int i) {
    setSideToMove(i);
    refresh();
  });
  moveRow->addWidget(m_toMove, 1);
  side->addLayout(moveRow);
  auto* quick = new QHBoxLayout;
  auto* clear = new QPushButton(tr("Empty board"), this);
  connect(clear, &QPushButton::clicked, this, [this] {
    clearBoard();
    refresh();
  });
  auto* initial = new QPushButton(tr("Start position"), this);
  connect(initial, &QPushButton::clicked, this, [this] {
    setStartPosition();
    refresh();
  });
  quick->addWidget(clear);
  quick->addWidget(initial);
  side->addLayout(quick);
  auto* fenLabel = new QLabel(tr("FEN:"), this);
  side->addWidget(fenLabel);
  m_fen = new QLineEdit(this);
  m_fen->setObjectName(QStringLiteral("fen"));
  fenLabel->setBuddy(m_fen);
  connect(m_fen, &QLineEdit::editingFinished, this, [this] { setFen(m_fen->text()); });
  side->addWidget(m_fen);
  m_status = new QLabel(this);
  m_status->setObjectName(QStringLiteral("positionStatus"));
  m_status->setWordWrap(true);
  side->addWidget(m_status);
  side->addStretch();
  auto* box = new QDialogButtonBox(this);
  auto* find = box->addButton(tr("Find games"), QDialogButtonBox::ActionRole);
  // An action, not the box's accept button (which a shown QDialogButtonBox makes the dialog's default).
  auto* setUp = box->addButton(tr("Set up on the board"), QDialogButtonBox::ActionRole);
  box->addButton(QDialogButtonBox::Close);
  connect(find, &QPushButton::clicked, this, [this] {
    if (m_problem.isEmpty()) Q_EMIT findGames(gameId(), storedKey());
  });
  connect(setUp, &QPushButton::clicked, this, [this] {
    if (!m_problem.isEmpty()) return;
    setUpHere();
    accept();
  });
  connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
  side->addWidget(box);
  layout->addLayout(side, 2);
  // Enter in the FEN field reads the FEN and nothing else: no button is the dialog's default (a QDialog makes
  // its first auto-default button so; "Set up on the board" was, and closed the editor replacing the game).
  for (QPushButton* b : findChildren<QPushButton*>()) b->setAutoDefault(false);
}

int PositionEditor::chosenPiece() const { return m_pieces->checkedId(); }

int PositionEditor::chosenSide() const { return m_side->currentIndex(); }

void PositionEditor::choose(int piece, int side) {
  m_pieces->button(piece)->setChecked(true);
  m_side->setCurrentIndex(side);
}

QString PositionEditor::fenProblem(std::size_t offset, const QString& why) {
  return tr("Invalid FEN at character %1: %2").arg(offset + 1).arg(why);
}

void PositionEditor::say(const QString& message) { m_status->setText(message); }

bool PositionEditor::setFen(const QString& fen) {
  const QString problem = readFen(fen.trimmed());
  if (!problem.isEmpty()) {
    m_problem = problem;
    say(m_problem);
    return false;
  }
  refresh();
  return true;
}

void PositionEditor::refresh() {
  showPosition();
  m_toMove->setCurrentIndex(sideToMove());
  m_fen->setText(fen());
  m_problem = positionProblem();
  say(m_problem.isEmpty() ? tr("The position is valid") : m_problem);
}

}  // namespace saban::gui
