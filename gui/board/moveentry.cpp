#include "gui/board/moveentry.h"

#include <QCoreApplication>
#include <algorithm>

#include "gui/core/notation.h"
#include "rules/board.h"

namespace saban::gui {

void MoveEntry::setPosition(const Position& pos) {
  m_position = pos;
  m_shown = pos;
  m_legal.clear();
  generate_legal(m_position, DeployMode::AnyOrder, m_legal);
  m_partial.clear();
  m_choices.clear();
  m_selected = kNoSquare;
  m_mover = {};
  m_message.clear();
}

std::vector<const Turn*> MoveEntry::candidates() const {
  std::vector<const Turn*> out;
  for (const Turn& t : m_legal) {
    if (t.size < m_partial.size()) continue;
    bool prefix = true;
    for (std::size_t i = 0; i < m_partial.size() && prefix; ++i) prefix = t.moves[i] == m_partial[i];
    if (prefix) out.push_back(&t);
  }
  return out;
}

// The sub-moves from the selected point that some legal turn makes next, filtered by the chosen mover.
std::vector<Move> MoveEntry::nextMoves() const {
  std::vector<Move> out;
  if (!m_selected.valid()) return out;
  const Stack& st = m_shown.at(m_selected);
  for (const Turn* t : candidates()) {
    if (t->size <= m_partial.size()) continue;
    const Move m = t->moves[m_partial.size()];
    if (m.from() != m_selected) continue;
    if (st.size > 1) {
      if (m_mover.whole && m.deploy()) continue;
      if (!m_mover.whole && (!m.deploy() || m.piece() != m_mover.piece)) continue;
    }
    if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(m);
  }
  return out;
}

std::vector<Square> MoveEntry::targets() const {
  std::vector<Square> out;
  for (const Move& m : nextMoves())
    if (std::find(out.begin(), out.end(), m.to()) == out.end()) out.push_back(m.to());
  return out;
}

std::vector<Square> MoveEntry::captureTargets() const {
  std::vector<Square> out;
  for (const Move& m : nextMoves())
    if (m.is_capture() && std::find(out.begin(), out.end(), m.to()) == out.end()) out.push_back(m.to());
  return out;
}

std::vector<MoveEntry::Mover> MoveEntry::movers() const {
  std::vector<Mover> out;
  if (!m_selected.valid() || m_shown.at(m_selected).size < 2) return out;
  for (const Turn* t : candidates()) {
    if (t->size <= m_partial.size()) continue;
    const Move m = t->moves[m_partial.size()];
    if (m.from() != m_selected) continue;
    const Mover v = m.deploy() ? Mover{false, m.piece()} : Mover{true, Piece()};
    if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  }
  std::sort(out.begin(), out.end(), [](const Mover& a, const Mover& b) {
    return a.whole != b.whole ? a.whole : a.piece.bits() < b.piece.bits();
  });
  return out;
}

void MoveEntry::chooseMover(const Mover& m) {
  m_mover = m;
  m_choices.clear();
}

bool MoveEntry::canEndTurn() const {
  if (m_partial.empty()) return false;
  for (const Turn* t : candidates())
    if (t->size == m_partial.size()) return true;
  return false;
}

MoveEntry::Result MoveEntry::select(Square s) {
  const Stack& st = m_shown.at(s);
  m_choices.clear();
  if (st.empty()) {
    m_selected = kNoSquare;
    m_message.clear();
    return Result::Nothing;
  }
  if (st.side() != m_position.side_to_move()) {
    m_message = tr("It is %1's turn: select one of %1's units").arg(sideName(m_position.side_to_move()));
    return Result::Refused;
  }
  m_selected = s;
  const auto ms = movers();
  m_mover = ms.empty() ? Mover{} : ms.front();
  if (nextMoves().empty()) {
    m_selected = kNoSquare;
    m_message = m_partial.empty()
                    ? tr("The %1 on %2 has no legal move").arg(pieceName(st.top().type()), pointName(s))
                    : tr("In a deploy turn only pieces of the stack on %1 move")
                          .arg(pointName(m_partial.front().from()));
    return Result::Refused;
  }
  m_message = st.size > 1 ? tr("Choose the whole stack or one piece, then a point") : QString();
  return Result::Selected;
}

MoveEntry::Result MoveEntry::click(Square s) {
  if (!s.valid()) return Result::Nothing;
  m_choices.clear();
  if (!m_selected.valid() || s == m_selected) {
    if (s == m_selected && m_partial.empty()) {
      m_selected = kNoSquare;
      return Result::Nothing;
    }
    return select(s);
  }
  std::vector<Move> here;
  for (const Move& m : nextMoves())
    if (m.to() == s) here.push_back(m);
  if (here.empty()) {
    const Stack& st = m_shown.at(s);
    if (m_partial.empty() && !st.empty() && st.side() == m_position.side_to_move()) {
      const Result r = select(s);
      // A friendly unit that cannot be joined: select it instead.
      if (r != Result::Refused) return r;
    }
    m_message = refusal(s);
    return Result::Refused;
  }
  if (here.size() > 1) {
    m_choices = here;
    m_message = tr("Both a stay capture and a capture that moves are legal: choose one");
    return Result::NeedChoice;
  }
  return apply(here.front());
}

MoveEntry::Result MoveEntry::choose(std::size_t index) {
  if (index >= m_choices.size()) return Result::Nothing;
  const Move m = m_choices[index];
  m_choices.clear();
  return apply(m);
}

MoveEntry::Result MoveEntry::apply(Move m) {
  m_partial.push_back(m);
  Undo u;
  m_shown.do_sub_move(m, u);
  const auto cands = candidates();
  bool complete = false, extendable = false;
  for (const Turn* t : cands) {
    if (t->size == m_partial.size())
      complete = true;
    else
      extendable = true;
  }
  if (complete && !extendable) {
    for (const Turn* t : cands)
      if (t->size == m_partial.size()) return commit(*t);
  }
  // A deploy turn under way: the rest of the stack stays selected.
  const Square from = m_partial.front().from();
  m_selected = m_shown.at(from).empty() ? kNoSquare : from;
  if (m_selected.valid()) {
    const auto ms = movers();
    m_mover = ms.empty() ? Mover{} : ms.front();
  }
  m_message =
      complete ? tr("Deploy: move another piece of the stack, or press Enter to end the turn")
               : tr("Deploy: the pieces left on %1 cannot stay there; move another one").arg(pointName(from));
  return Result::Partial;
}

// The turn in the stack order the records use (the same effect), else as entered.
MoveEntry::Result MoveEntry::commit(const Turn& entered) {
  Turn chosen = entered;
  if (entered.size > 1) {
    Position after = m_position;
    Undo u;
    after.do_turn(entered, u);
    std::vector<Turn> full;
    generate_legal(m_position, DeployMode::Full, full);
    for (const Turn& t : full) {
      if (t.size != entered.size || t.first().from() != entered.first().from()) continue;
      Position p = m_position;
      Undo v;
      p.do_turn(t, v);
      if (p.key() == after.key()) {
        chosen = t;
        break;
      }
    }
  }
  m_committed = chosen;
  m_partial.clear();
  m_selected = kNoSquare;
  m_shown = m_position;
  m_message.clear();
  return Result::Committed;
}

MoveEntry::Result MoveEntry::endTurn() {
  if (!canEndTurn()) {
    m_message = m_partial.empty() ? tr("No deploy turn is under way")
                                  : tr("The pieces left behind cannot stay: move another one");
    return Result::Refused;
  }
  for (const Turn* t : candidates())
    if (t->size == m_partial.size()) return commit(*t);
  return Result::Nothing;
}

bool MoveEntry::undo() {
  m_choices.clear();
  if (m_partial.empty()) {
    const bool had = m_selected.valid();
    m_selected = kNoSquare;
    return had;
  }
  const Square from = m_partial.back().from();
  m_partial.pop_back();
  m_shown = m_position;
  for (const Move& m : m_partial) {
    Undo u;
    m_shown.do_sub_move(m, u);
  }
  select(from);  // the stack stays selected
  m_message = tr("Sub-move taken back");
  return true;
}

void MoveEntry::cancel() {
  m_partial.clear();
  m_choices.clear();
  m_shown = m_position;
  m_selected = kNoSquare;
  m_message.clear();
}

// Why the selected unit cannot go to `to`: out of its reach, or a move that the rules forbid there.
QString MoveEntry::refusal(Square to) const {
  const Stack& st = m_shown.at(m_selected);
  const Piece mover = m_mover.whole || st.size < 2 ? st.top() : m_mover.piece;
  std::vector<Move> pseudo;
  generate_unit_moves(m_shown, m_selected, mover, !m_mover.whole && st.size > 1, pseudo);
  const bool reachable =
      std::any_of(pseudo.begin(), pseudo.end(), [&](const Move& m) { return m.to() == to; });
  if (reachable)
    return tr("Illegal: %1 %2 to %3 would leave your commander attacked or facing the enemy commander")
        .arg(pieceName(mover.type()), pointName(m_selected), pointName(to));
  if (!board::can_stand(mover.type(), to) && m_shown.at(to).empty())
    return mover.type() == PieceType::Navy
               ? tr("A navy cannot stand on land (%1)").arg(pointName(to))
               : tr("A %1 cannot stand at sea (%2)").arg(pieceName(mover.type()), pointName(to));
  return tr("The %1 on %2 cannot reach %3")
      .arg(pieceName(mover.type()), pointName(m_selected), pointName(to));
}

QString MoveEntry::choiceText(const Move& m) {
  switch (m.kind()) {
    case MoveKind::StayCapture:
      return tr("Stay capture (fire without moving)");
    case MoveKind::Capture:
      return tr("Capture and move to %1").arg(pointName(m.to()));
    case MoveKind::Suicide:
      return tr("One-for-one capture");
    case MoveKind::Combine:
      return tr("Join the unit on %1").arg(pointName(m.to()));
    case MoveKind::ShotDown:
      return tr("Fly in and be shot down");
    case MoveKind::Quiet:
      break;
  }
  return tr("Move to %1").arg(pointName(m.to()));
}

}  // namespace saban::gui
