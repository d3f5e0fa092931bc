// Move entry as a small state machine over the rules: select a unit, choose which piece of a stack moves,
// enter a deploy turn sub-move by sub-move (undo until committed), choose between a stay capture and a
// replacing capture when both are legal. Refusals carry the reason. No rules of its own: it asks rules/ for
// the legal turns.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <vector>

#include "rules/movegen.h"
#include "rules/position.h"

namespace saban::gui {

class MoveEntry {
  Q_DECLARE_TR_FUNCTIONS(saban::gui::MoveEntry)

 public:
  enum class Result {
    Nothing,     ///< the click changed nothing
    Selected,    ///< a unit is selected; its targets are shown
    Refused,     ///< see message()
    NeedChoice,  ///< several sub-moves end on the point (stay capture or replacement): call choose()
    Partial,     ///< a deploy turn is under way
    Committed,   ///< committed(): a whole legal turn
  };
  /// Who moves from a stack: the whole unit, or one piece leaving it.
  struct Mover {
    bool whole = true;
    Piece piece;
    bool operator==(const Mover&) const = default;
  };

  /// Starts over on a position.
  void setPosition(const Position& pos);

  // Acting
  /// A click (or a drop) on a point.
  Result click(Square s);
  /// Picks which part of the selected stack moves (one of movers()).
  void chooseMover(const Mover& m);
  /// Resolves a NeedChoice with one of choices().
  Result choose(std::size_t index);
  /// Takes back the last sub-move of a deploy turn (or the selection); false if there was nothing.
  bool undo();
  /// Ends a deploy turn that is already a legal turn.
  Result endTurn();
  /// Forgets the selection and any sub-moves entered.
  void cancel();

  // Reading the state
  const Position& shownPosition() const { return m_shown; }
  Square selected() const { return m_selected; }
  std::vector<Square> targets() const;
  std::vector<Square> captureTargets() const;
  /// The parts of the selected stack that may move now (empty for a single piece).
  std::vector<Mover> movers() const;
  Mover mover() const { return m_mover; }
  /// The sub-moves to choose from after NeedChoice.
  const std::vector<Move>& choices() const { return m_choices; }
  /// The sub-moves entered so far in this turn.
  const std::vector<Move>& partial() const { return m_partial; }
  /// True when the sub-moves entered form a legal turn that could still be extended (Enter ends it).
  bool canEndTurn() const;
  /// The turn made by the last Committed.
  const Turn& committed() const { return m_committed; }
  /// Why a click was refused, or what to do next.
  const QString& message() const { return m_message; }
  /// A short description of a sub-move choice ("stay capture", "capture and move").
  static QString choiceText(const Move& m);

 private:
  std::vector<Move> nextMoves() const;  // sub-moves that may follow the partial turn from the selection
  std::vector<const Turn*> candidates() const;  // legal turns (any order) starting with the partial turn
  Result apply(Move m);
  Result commit(const Turn& t);
  Result select(Square s);
  QString refusal(Square to) const;

  Position m_position, m_shown;
  std::vector<Turn> m_legal;  // any deploy order: the order the player enters
  std::vector<Move> m_partial;
  Square m_selected = kNoSquare;
  Mover m_mover;
  std::vector<Move> m_choices;
  Turn m_committed;
  QString m_message;
};

}  // namespace saban::gui
