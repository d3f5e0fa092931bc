// Deleting games from the game list as one step to undo: the selected games go to the database's trash
// (db/edit.h delete_game), Ctrl+Z on the list brings them back (restore_game, under their old ids) and
// Ctrl+Shift+Z deletes them again. The steps are kept on the database pane's own undo stack, which the Edit
// menu's Undo and Redo follow while the pane has the focus (gui/shell/undofocus.h); File → Deleted games…
// (trashdialog.h) restores older deletions. Opening another database forgets the steps (their ids name other
// games there).
#pragma once

#include <QList>
#include <QObject>
#include <functional>

class QUndoStack;
class QWidget;

namespace saban::gui {

class Database;

class GameTrash : public QObject {
  Q_OBJECT
 public:
  /// `dialogParent`: where the dialogs telling of a failure open.
  GameTrash(Database* db, QWidget* dialogParent);

  QUndoStack* undoStack() const { return m_undo; }

  /// Moves games `ids` to the trash; the ones deleted make one step to undo (none when none was).
  void remove(const QList<long long>& ids);

 Q_SIGNALS:
  /// Games went to the trash (a deletion, or its redo): they are in no list, search or count.
  void deleted(const QList<long long>& ids);
  /// Games came back from the trash (an undo).
  void restored(const QList<long long>& ids);
  void statusMessage(const QString& message);

 private:
  friend class TrashStep;
  /// Deletes (or restores) `ids` on the database's thread; `done` gets the ids that were, failures are told
  /// in a dialog.
  void run(const QList<long long>& ids, bool restore, std::function<void(QList<long long>)> done);

  Database* m_db;
  QWidget* m_dialogParent;
  QUndoStack* m_undo;
};

}  // namespace saban::gui
