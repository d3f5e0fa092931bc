// The trash of the database (File → Deleted games…): the games deleted from the game list, the last first,
// to restore (under their old ids, with their positions and opening-tree moves) or to delete for good
// ("Empty the trash", after a question). db/edit.h does the work.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace saban::gui {

class Database;

class TrashDialog : public QDialog {
  Q_OBJECT
 public:
  explicit TrashDialog(Database* db, QWidget* parent = nullptr);

  QTableWidget* table() const { return m_table; }
  /// Reads the trash again.
  void reload();

 Q_SIGNALS:
  void statusMessage(const QString& message);

 private:
  void restoreSelected();
  void emptyTrash();

  Database* m_db;
  QTableWidget* m_table;
  QLabel* m_note;
  QPushButton *m_restore, *m_empty;
};

}  // namespace saban::gui
