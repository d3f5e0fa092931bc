#include "gui/position/commandereditor.h"

#include <QCheckBox>
#include <QVBoxLayout>

#include "db/queries.h"
#include "gui/board/boardwidget.h"
#include "gui/core/notation.h"
#include "gui/core/problemtext.h"
#include "rules/fen.h"
#include "rules/games.h"
#include "rules/stack.h"

namespace saban::gui {

namespace {

PositionEditor::Choices commanderChoices() {
  PositionEditor::Choices c;
  for (int t = 0; t < kPieceTypes; ++t) c.pieces << pieceName(static_cast<PieceType>(t));
  c.sides = {sideName(Side::Red), sideName(Side::Blue)};
  c.hint = PositionEditor::tr(
      "Click a point to put the piece there (onto a unit of the same side: a stack); right click takes the "
      "top "
      "piece away.");
  c.firstPiece = 1;
  return c;
}

BoardWidget* editorBoard() {
  auto* board = new BoardWidget;
  board->setEditorMode(true);
  return board;
}

}  // namespace

CommanderPositionEditor::CommanderPositionEditor(const Position& start, QWidget* parent)
    : PositionEditor(editorBoard(), commanderChoices(), parent),
      m_position(start),
      m_board(static_cast<BoardWidget*>(board())) {
  m_hero = new QCheckBox(PositionEditor::tr("Hero"), this);
  settings()->addWidget(m_hero);
  connect(
      m_board, &BoardWidget::squareClicked, this,
      [this](Square s, Qt::MouseButton b, Qt::KeyboardModifiers) { editSquare(s, b == Qt::RightButton); });
  refresh();
}

void CommanderPositionEditor::choosePiece(PieceType type, Side side, bool heroic) {
  choose(index(type), index(side));
  m_hero->setChecked(heroic);
}

void CommanderPositionEditor::editSquare(Square s, bool remove) {
  Stack st = m_position.at(s);
  if (remove) {
    if (st.empty()) return;
    m_position.set_stack(s,
                         st.size == 1 ? Stack{} : without_piece(st, st.top(), m_position.profile().stacking));
    return refresh();
  }
  const Piece p(static_cast<PieceType>(chosenPiece()), chosenSide() == 0 ? Side::Red : Side::Blue,
                m_hero->isChecked());
  if (st.empty() || st.side() != p.side()) {
    m_position.set_stack(s, Stack::single(p));
  } else if (auto joined = combine(st, Stack::single(p), m_position.profile().stacking)) {
    m_position.set_stack(s, *joined);
  } else {
    say(PositionEditor::tr("A %1 cannot join that unit").arg(pieceName(p.type())));
    return;
  }
  refresh();
}

QString CommanderPositionEditor::readFen(const QString& fen) {
  auto parsed = parse_fen(fen.toStdString(), m_position.profile());
  if (!parsed) return fenProblem(parsed.error().offset, problemText(parsed.error()));
  m_position = std::move(parsed).value();
  return {};
}

QString CommanderPositionEditor::fen() const { return QString::fromStdString(to_fen(m_position)); }

void CommanderPositionEditor::showPosition() { m_board->setPosition(m_position); }

// Read back through the FEN parser: what the rules accept from a file, the editor accepts.
QString CommanderPositionEditor::positionProblem() const {
  auto check = parse_fen(fen().toStdString(), m_position.profile());
  if (!check) return problemText(check.error());
  if (!m_position.commander(Side::Red).valid() || !m_position.commander(Side::Blue).valid())
    return PositionEditor::tr("Each side needs its commander");
  return {};
}

QString CommanderPositionEditor::gameId() const {
  return QString::fromLatin1(games::CommanderChess::kId.data(),
                             static_cast<qsizetype>(games::CommanderChess::kId.size()));
}

quint64 CommanderPositionEditor::storedKey() const { return db::stored_key(m_position); }

}  // namespace saban::gui
