// The annotation symbols as actions (parser/annotation_symbols.h): the move symbols ! ? !! ?? !? ?! □ on
// Ctrl+1..7, the position symbols = ∞ ⩲ ⩱ ± ∓ +− −+ on Alt+1..8, the observations ⨀ ⟳ ↑ → ⇆ ⊕ N, and Ctrl+0
// taking the move's symbols away; each choice one step to undo (GameDocument::toggleSymbol), checked while
// the move at the cursor has the symbol. Shown as the Edit menu's "Annotation symbols" and as a palette of
// buttons under the move list.
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace saban::gui {

class GameDocument;

class AnnotationSymbols : public QObject {
  Q_OBJECT
 public:
  explicit AnnotationSymbols(GameDocument* doc, QObject* parent = nullptr);

  /// Every action: one per symbol, then the one taking them away.
  const QList<QAction*>& actions() const { return m_actions; }
  /// The action of a symbol (its NAG), nullptr for none.
  QAction* action(unsigned nag) const;
  /// A menu of the actions (its owner: `parent`).
  QMenu* menu(QWidget* parent) const;
  /// The palette: the symbols' buttons, a row for each kind (its owner: `parent`).
  QWidget* palette(QWidget* parent) const;

 private:
  void refresh();  // names (the sides of the game held), checked and enabled states

  GameDocument* m_doc;
  QList<QAction*> m_actions;
  QAction* m_clear = nullptr;
};

}  // namespace saban::gui
