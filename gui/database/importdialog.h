// Importing record files and folders: progress (games, rate, ETA), cancel, then a summary with the rejected
// games (file, line, reason). The import runs on a thread of its own with its own connection.
#pragma once

#include <QDialog>
#include <QStringList>
#include <atomic>
#include <stop_token>
#include <thread>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace saban::gui {

class Database;

/// What an import did.
struct ImportSummary {
  long long games = 0, inserted = 0, duplicates = 0, rejected = 0;
  long long filesSkipped = 0;   ///< files already imported with the same content: not read again
  long long filesRejected = 0;  ///< files rejected whole: not decodable, or holding no game
  bool cancelled = false;
  QString error;
  struct Rejected {
    QString file, reason;
    int line = 0, game = 0;
  };
  QList<Rejected> rejectedGames;
};

class ImportDialog : public QDialog {
  Q_OBJECT
 public:
  ImportDialog(Database* db, QWidget* parent = nullptr);
  ~ImportDialog() override;

  void addPaths(const QStringList& paths);
  /// Starts importing the listed paths.
  void start();
  /// Asks the import to stop after the batch in flight (the database keeps whole batches only); the Cancel
  /// button and Escape call it while an import runs.
  void cancel();
  bool isRunning() const { return m_running.load(); }
  /// Games per transaction (a cancel takes effect between two).
  void setBatchSize(int games) { m_batchSize = games; }
  const ImportSummary& summary() const { return m_summary; }

 public Q_SLOTS:
  /// Escape: cancels a running import (the dialog stays, to show what was kept), else closes.
  void reject() override;

 Q_SIGNALS:
  void progress(long long games, long long inserted, long long rejected, double fraction);
  /// Every file read: the import builds its indexes and merges its summaries (the bar shows it busy).
  void finishing(long long games, long long inserted, long long rejected);
  void finished(const saban::gui::ImportSummary& summary);

 private:
  void showSummary();

  Database* m_db;
  QListWidget* m_paths;
  QComboBox* m_encoding;
  QProgressBar* m_bar;
  QLabel* m_status;
  QTreeWidget* m_rejected;
  QPushButton *m_start, *m_cancel, *m_addFiles, *m_addFolder;
  std::thread m_thread;
  std::atomic<bool> m_running{false};
  std::stop_source m_stop;  // the importer's cancel token (db::ImportOptions::cancel)
  ImportSummary m_summary;
  int m_batchSize = 200;
};

}  // namespace saban::gui

Q_DECLARE_METATYPE(saban::gui::ImportSummary)
