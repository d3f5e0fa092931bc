#include "gui/database/gametrash.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QStringList>
#include <QUndoCommand>
#include <QUndoStack>
#include <QWidget>

#include "db/edit.h"
#include "gui/core/database.h"
#include "gui/core/problemtext.h"

namespace saban::gui {

// One deletion on the undo stack. The games are already in the trash when it is pushed (the database said
// which were deleted), so its first redo does nothing; undo restores them, redo deletes them again.
class TrashStep : public QUndoCommand {
  Q_DECLARE_TR_FUNCTIONS(saban::gui::GameTrash)
 public:
  TrashStep(GameTrash* trash, QList<long long> ids) : m_trash(trash), m_ids(std::move(ids)) {
    setText(tr("delete %n game(s)", nullptr, static_cast<int>(m_ids.size())));
  }
  void undo() override {
    m_trash->run(m_ids, true, [trash = m_trash](const QList<long long>& back) {
      if (back.isEmpty()) return;
      Q_EMIT trash->statusMessage(
          tr("%n game(s) back from the trash", nullptr, static_cast<int>(back.size())));
      Q_EMIT trash->restored(back);
    });
  }
  void redo() override {
    if (m_first) {
      m_first = false;
      return;
    }
    m_trash->run(m_ids, false, [trash = m_trash](const QList<long long>& gone) {
      if (gone.isEmpty()) return;
      Q_EMIT trash->statusMessage(
          tr("%n game(s) moved to the trash again", nullptr, static_cast<int>(gone.size())));
      Q_EMIT trash->deleted(gone);
    });
  }

 private:
  GameTrash* m_trash;
  QList<long long> m_ids;
  bool m_first = true;
};

GameTrash::GameTrash(Database* db, QWidget* dialogParent)
    : QObject(dialogParent), m_db(db), m_dialogParent(dialogParent), m_undo(new QUndoStack(this)) {
  // Another database: the ids of these steps name other games there.
  connect(db, &Database::opened, m_undo, &QUndoStack::clear);
}

void GameTrash::remove(const QList<long long>& ids) {
  if (ids.isEmpty()) return;
  run(ids, false, [this](const QList<long long>& gone) {
    if (gone.isEmpty()) return;
    m_undo->push(new TrashStep(this, gone));
    Q_EMIT statusMessage(tr("%n game(s) moved to the trash (Ctrl+Z on the list brings them back)", nullptr,
                            static_cast<int>(gone.size())));
    Q_EMIT deleted(gone);
  });
}

void GameTrash::run(const QList<long long>& ids, bool restore, std::function<void(QList<long long>)> done) {
  struct Outcome {
    QList<long long> ids;
    QStringList errors;
  };
  const QString title = restore ? tr("Restore") : tr("Delete");
  m_db->query<Outcome>(
      this,
      [ids, restore](db::Connection& c) {
        Outcome o;
        for (long long id : ids) {
          QString error;
          if (restore) {
            if (auto r = db::restore_game(c, id); !r) error = problemText(r.error());
          } else if (auto r = db::delete_game(c, id); !r) {
            error = problemText(r.error());
          }
          if (error.isEmpty())
            o.ids << id;
          else
            o.errors << error;
        }
        return o;
      },
      [this, title, done = std::move(done)](Outcome o) {
        if (!o.errors.isEmpty())
          QMessageBox::warning(m_dialogParent, title, o.errors.join(QLatin1Char('\n')));
        done(o.ids);  // first: the list learns which games to select when it reads itself again
        if (!o.ids.isEmpty()) m_db->notifyChanged();
      },
      [this, title](const QString& error) { QMessageBox::warning(m_dialogParent, title, error); });
}

}  // namespace saban::gui
