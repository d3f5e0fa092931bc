#include "gui/position/dseditor.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "db/queries.h"
#include "gui/core/problemtext.h"
#include "gui/dongson/dsboardwidget.h"
#include "rules/dongson/fen.h"
#include "rules/games.h"

namespace saban::gui {

namespace ds = saban::dongson;

namespace {

PositionEditor::Choices dongsonChoices() {
  PositionEditor::Choices c;
  for (int t = 0; t < ds::kPieceTypes; ++t) c.pieces << dsPieceName(static_cast<ds::PieceType>(t));
  c.sides = {dsSideName(ds::Side::Thuy), dsSideName(ds::Side::Son)};
  c.hint = DsPositionEditor::tr(
      "Click a square to put the piece there (it takes the place of what stood there); right click empties "
      "it.");
  c.firstPiece = static_cast<int>(ds::PieceType::Bo);
  return c;
}

DsBoardWidget* editorBoard() {
  auto* board = new DsBoardWidget;
  board->setEditorMode(true);
  return board;
}

}  // namespace

DsPositionEditor::DsPositionEditor(const ds::Position& start, QWidget* parent)
    : PositionEditor(editorBoard(), dongsonChoices(), parent),
      m_position(start),
      m_board(static_cast<DsBoardWidget*>(board())) {
  // The swap rights: a box a Voi, by side.
  auto* title = new QLabel(tr("The Thần may swap with the Voi on:"), this);
  title->setWordWrap(true);
  settings()->addWidget(title);
  for (ds::Side side : {ds::Side::Thuy, ds::Side::Son}) {
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(dsSideName(side), this));
    for (int k = side == ds::Side::Thuy ? 0 : 2, end = k + 2; k < end; ++k) {
      const unsigned right = 1u << k;
      auto* box = new QCheckBox(QString::fromStdString(ds::square_name(ds::swap_voi_square(right))), this);
      box->setObjectName(QStringLiteral("swapRight%1").arg(k));
      connect(box, &QCheckBox::toggled, this, [this, right](bool on) {
        const unsigned rights = on ? m_position.swap_rights() | right : m_position.swap_rights() & ~right;
        if (rights == m_position.swap_rights()) return;
        m_position.set_rights(rights);
        refresh();
      });
      m_rights[static_cast<std::size_t>(k)] = box;
      row->addWidget(box);
    }
    row->addStretch();
    settings()->addLayout(row);
  }
  connect(m_board, &DsBoardWidget::squareClicked, this,
          [this](int s, Qt::MouseButton b) { editSquare(s, b == Qt::RightButton); });
  refresh();
}

void DsPositionEditor::choosePiece(ds::PieceType type, ds::Side side) {
  choose(static_cast<int>(type), index(side));
}

void DsPositionEditor::editSquare(ds::Square s, bool remove) {
  if (remove) {
    if (m_position.at(s).empty()) return;
    m_position.put(s, ds::Piece());
  } else {
    m_position.put(s, ds::Piece(static_cast<ds::PieceType>(chosenPiece()),
                                chosenSide() == 0 ? ds::Side::Thuy : ds::Side::Son));
  }
  // A position the rules accept is kept as they read it: a side's Thần found again when a second one, put
  // there for a while, is taken away.
  followRights();
  if (auto read = ds::parse_fen(ds::to_fen(m_position), m_position.options())) m_position = std::move(*read);
  refresh();
}

void DsPositionEditor::clearBoard() {
  for (ds::Square s = 0; s < ds::kSquares; ++s) m_position.put(s, ds::Piece());
}

void DsPositionEditor::setStartPosition() { m_position = ds::Position::start(m_position.options()); }

void DsPositionEditor::setSideToMove(int side) {
  m_position.set_side(side == 0 ? ds::Side::Thuy : ds::Side::Son);
}

QString DsPositionEditor::readFen(const QString& fen) {
  auto parsed = ds::parse_fen(fen.toStdString(), m_position.options());
  if (!parsed) return fenProblem(parsed.error().offset, problemText(parsed.error()));
  m_position = std::move(parsed).value();
  return {};
}

QString DsPositionEditor::fen() const { return QString::fromStdString(ds::to_fen(m_position)); }

void DsPositionEditor::followRights() {
  unsigned rights = m_position.swap_rights();
  for (int k = 0; k < 4; ++k) {
    const unsigned right = 1u << k;
    const bool possible = ds::swap_right_possible(m_position, right);
    if (!possible) rights &= ~right;
    QCheckBox* box = m_rights[static_cast<std::size_t>(k)];
    const QSignalBlocker quiet(box);
    box->setEnabled(possible);
    box->setChecked(possible && (rights & right) != 0);
  }
  if (rights != m_position.swap_rights()) m_position.set_rights(rights);
}

void DsPositionEditor::showPosition() {
  followRights();
  m_board->setPosition(m_position);
}

// Read back through the FEN parser: what the rules accept from a file, the editor accepts.
QString DsPositionEditor::positionProblem() const {
  auto check = ds::parse_fen(fen().toStdString(), m_position.options());
  if (!check) return problemText(check.error());
  if (m_position.than(ds::Side::Thuy) < 0 || m_position.than(ds::Side::Son) < 0)
    return tr("Each side needs its Thần");
  return {};
}

QString DsPositionEditor::gameId() const {
  return QString::fromLatin1(games::DongSon::kId.data(), static_cast<qsizetype>(games::DongSon::kId.size()));
}

quint64 DsPositionEditor::storedKey() const { return db::stored_key(m_position); }

}  // namespace saban::gui
