// File → Open a database…: Saban's private database in one click, or a PostgreSQL server by its host, port,
// database, user and password (plus libpq options), or one of the recent databases. Recent databases are kept
// in the settings without their passwords; no connection string is shown with its password (Database::
// shownConninfo). What follows an open (a schema question, a failure) is databaseprompts.h's.
#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;

namespace saban::gui {

class Database;

class ConnectDialog : public QDialog {
  Q_OBJECT
 public:
  /// Filled from the database in use (`db`), unless that is the private cluster.
  explicit ConnectDialog(Database* db, QWidget* parent = nullptr);

  /// The connection string the fields make, without the password (empty: Saban's private database).
  QString conninfo() const { return m_conninfo; }
  /// The password typed (given apart from the connection string).
  QString password() const { return m_password; }

  /// The recent databases, newest first (connection strings without passwords).
  static QStringList recentDatabases();
  /// Puts `conninfo` first among the recent databases, its password left out (at most 10 kept).
  static void rememberDatabase(const QString& conninfo);

 public Q_SLOTS:
  /// Open: checks the fields and accepts (else says what is wrong and stays).
  void accept() override;

 private:
  void fill(const QString& conninfo);
  void openPrivate();

  QLineEdit *m_host, *m_port, *m_dbname, *m_user, *m_passwordField, *m_options;
  QListWidget* m_recent;
  QLabel* m_problem;
  QString m_conninfo, m_password;
};

}  // namespace saban::gui
