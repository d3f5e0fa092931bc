// The Edit menu's Undo and Redo act on what the user is working in: the game's edits (GameDocument's stack)
// on the game page, the board, the engine and the other docks; the deletions of games (GameTrash's stack)
// while the database pane has the focus — Ctrl+Z on the game list brings back the games just deleted. A
// QUndoGroup whose active stack follows the focus; a text field keeps Ctrl+Z for its own text (it claims the
// key).
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <utility>

class QUndoGroup;
class QUndoStack;
class QWidget;

namespace saban::gui {

class UndoFocus : public QObject {
  Q_OBJECT
 public:
  /// `fallback`: the stack of everywhere no pane of addPane() holds the focus.
  UndoFocus(QUndoStack* fallback, QObject* parent);

  /// While the focus is in `pane` (or is `pane`), undo and redo act on `stack`.
  void addPane(QWidget* pane, QUndoStack* stack);
  QUndoGroup* group() const { return m_group; }

 private:
  void follow(QWidget* focus);

  QUndoGroup* m_group;
  QUndoStack* m_fallback;
  QList<std::pair<QPointer<QWidget>, QUndoStack*>> m_panes;
};

}  // namespace saban::gui
