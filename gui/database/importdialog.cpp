#include "gui/database/importdialog.h"
#include "gui/core/headerwidths.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMetaObject>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "app/import_session.h"
#include "gui/core/database.h"
#include "gui/core/encodings.h"

namespace saban::gui {

namespace {

/// What the import's finishing step does (db::ImportProgress::finish), for the status line.
QString finishingText(db::ImportProgress::Finish work) {
  switch (work) {
    case db::ImportProgress::Finish::indexes_and_summary:
      return ImportDialog::tr(
          "building the game list's indexes and the statistics, merging the position index");
    case db::ImportProgress::Finish::indexes_and_merge:
      return ImportDialog::tr(
          "building the game list's indexes, merging the position index and the statistics");
    case db::ImportProgress::Finish::merge:
      break;
  }
  return ImportDialog::tr("merging the position index and the statistics");
}

}  // namespace

ImportDialog::ImportDialog(Database* db, QWidget* parent) : QDialog(parent), m_db(db) {
  qRegisterMetaType<ImportSummary>();
  setWindowTitle(tr("Import games"));
  resize(640, 480);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(
      new QLabel(tr("Record files (.ctr, .pgn, .txt) and folders (searched recursively):"), this));
  m_paths = new QListWidget(this);
  layout->addWidget(m_paths, 1);
  auto* buttons = new QHBoxLayout;
  m_addFiles = new QPushButton(tr("Add files…"), this);
  m_addFolder = new QPushButton(tr("Add a folder…"), this);
  connect(m_addFiles, &QPushButton::clicked, this, [this] {
    addPaths(QFileDialog::getOpenFileNames(this, tr("Record files"), {},
                                           tr("Game records (*.ctr *.pgn *.txt);;All files (*)")));
  });
  connect(m_addFolder, &QPushButton::clicked, this, [this] {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("A folder of records"));
    if (!dir.isEmpty()) addPaths({dir});
  });
  buttons->addWidget(m_addFiles);
  buttons->addWidget(m_addFolder);
  buttons->addStretch();
  // The files' encoding: detected for each (the default), or named for all, for files detection reads wrongly
  // or not at all (rejected whole: the list below says so).
  m_encoding = new QComboBox(this);
  addEncodings(m_encoding, tr("Detected for each file"));
  auto* encodingLabel = new QLabel(tr("&Encoding:"), this);
  encodingLabel->setBuddy(m_encoding);
  buttons->addWidget(encodingLabel);
  buttons->addWidget(m_encoding);
  layout->addLayout(buttons);
  m_bar = new QProgressBar(this);
  m_bar->setRange(0, 1000);
  m_bar->setValue(0);
  layout->addWidget(m_bar);
  m_status = new QLabel(this);
  m_status->setWordWrap(true);
  layout->addWidget(m_status);
  m_rejected = new QTreeWidget(this);
  m_rejected->setHeaderLabels({tr("File"), tr("Line"), tr("Reason")});
  m_rejected->setRootIsDecorated(false);
  m_rejected->setColumnWidth(0, 200);
  m_rejected->setColumnWidth(1, 50);
  fitHeaderTitles(m_rejected->header());
  m_rejected->setVisible(false);
  layout->addWidget(m_rejected, 2);
  auto* box = new QDialogButtonBox(this);
  m_start = box->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
  m_cancel = box->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
  connect(m_start, &QPushButton::clicked, this, &ImportDialog::start);
  connect(m_cancel, &QPushButton::clicked, this, &ImportDialog::reject);
  layout->addWidget(box);
}

ImportDialog::~ImportDialog() {
  m_stop.request_stop();
  if (m_thread.joinable()) m_thread.join();
}

void ImportDialog::addPaths(const QStringList& paths) {
  for (const QString& p : paths)
    if (!p.isEmpty()) m_paths->addItem(p);
}

void ImportDialog::reject() {
  if (m_running)
    cancel();
  else
    QDialog::reject();
}

void ImportDialog::cancel() {
  m_stop.request_stop();
  m_status->setText(tr("Cancelling after the batch in flight…"));
}

// Imports on a thread of its own (app::import_games, with its own connection); progress after every batch; a
// cancel stops the importer's token, which ends it between batches.
void ImportDialog::start() {
  if (m_running || m_paths->count() == 0 || !m_db->isOpen()) {
    if (!m_db->isOpen()) m_status->setText(tr("No database is open"));
    return;
  }
  if (m_thread.joinable()) m_thread.join();
  std::vector<std::filesystem::path> paths;
  for (int i = 0; i < m_paths->count(); ++i) paths.emplace_back(m_paths->item(i)->text().toStdString());
  m_running = true;
  m_stop = std::stop_source();
  m_start->setEnabled(false);
  m_addFiles->setEnabled(false);
  m_addFolder->setEnabled(false);
  m_encoding->setEnabled(false);
  m_rejected->clear();
  m_rejected->setVisible(false);
  m_status->setText(tr("Importing…"));
  const std::function<db::Connection()> connect = m_db->connector();
  const int batch = m_batchSize;
  const std::optional<parser::Encoding> encoding = chosenEncoding(m_encoding);
  const std::stop_token stop = m_stop.get_token();
  m_thread = std::thread([this, paths, connect, batch, encoding, stop] {
    ImportSummary s;
    try {
      db::ImportOptions options;
      options.batch_size = static_cast<std::size_t>(batch);
      options.read.encoding = encoding;
      options.cancel = stop;  // Cancel stops the importer between batches: whole batches only are written
      options.on_progress = [this](const db::ImportProgress& p) {
        const double fraction =
            p.bytes_total ? static_cast<double>(p.bytes_done) / static_cast<double>(p.bytes_total) : 0;
        const long long games = static_cast<long long>(p.games),
                        inserted = static_cast<long long>(p.inserted),
                        rejected = static_cast<long long>(p.rejected);
        const QString file = QString::fromStdString(p.current_file);
        if (p.finishing) {
          // The indexes and summaries after the last batch: no fraction to show, a busy bar.
          const db::ImportProgress::Finish work = p.finish();
          QMetaObject::invokeMethod(this, [this, games, inserted, rejected, work] {
            m_bar->setRange(0, 0);
            m_status->setText(tr("%1 games read: %2 new, %3 rejected.\nFinishing: %4…")
                                  .arg(games)
                                  .arg(inserted)
                                  .arg(rejected)
                                  .arg(finishingText(work)));
            Q_EMIT finishing(games, inserted, rejected);
          });
          return;
        }
        // The rate and the time left as the importer tells them (the CLI's progress line says the same).
        const double rate = p.games_per_second();
        const std::optional<double> left = p.seconds_left();
        QMetaObject::invokeMethod(this, [this, games, inserted, rejected, fraction, rate, left, file] {
          m_bar->setValue(static_cast<int>(fraction * 1000));
          const QString counts = tr("%1 games (%2/s): %3 new, %4 rejected")
                                     .arg(games)
                                     .arg(qRound(rate))
                                     .arg(inserted)
                                     .arg(rejected);
          m_status->setText(left ? tr("%1; about %2 s left\n%3").arg(counts).arg(qRound(*left)).arg(file)
                                 : counts + QLatin1Char('\n') + file);
          Q_EMIT progress(games, inserted, rejected, fraction);
        });
      };
      db::Connection c = connect();
      const app::ImportSession session = app::import_games(c, paths, std::move(options));
      const db::ImportProgress& p = session.progress;
      s.cancelled = p.cancelled;
      s.games = static_cast<long long>(p.games);
      s.inserted = static_cast<long long>(p.inserted);
      s.duplicates = static_cast<long long>(p.duplicates);
      s.rejected = static_cast<long long>(p.rejected);
      s.filesSkipped = static_cast<long long>(p.files_skipped);
      s.filesRejected = static_cast<long long>(p.files_rejected);
      for (const auto& r : session.rejected)
        s.rejectedGames.push_back(
            {QString::fromStdString(r.path), QString::fromStdString(r.reason), r.line, r.game});
    } catch (const std::exception& e) {
      s.error = QString::fromUtf8(e.what()).trimmed();
    }
    m_running = false;
    QMetaObject::invokeMethod(this, [this, s] {
      m_summary = s;
      showSummary();
      m_db->notifyChanged();
      Q_EMIT finished(s);
    });
  });
}

void ImportDialog::showSummary() {
  const ImportSummary& s = m_summary;
  m_start->setEnabled(true);
  m_addFiles->setEnabled(true);
  m_addFolder->setEnabled(true);
  m_encoding->setEnabled(true);
  m_cancel->setText(tr("Close"));
  m_bar->setRange(0, 1000);
  if (!s.error.isEmpty()) {
    // Every batch is a transaction and a file is marked imported once all of it is in (docs/database.md):
    // what was written stays, and the same import again adds the rest.
    m_status->setText(
        tr("The import failed: %1").arg(s.error) + QLatin1Char(' ') +
        tr("The games written before it are kept; importing the same files again adds the rest."));
    return;
  }
  if (!s.cancelled) m_bar->setValue(m_bar->maximum());
  m_status->setText(
      (s.cancelled ? tr("Cancelled. ") : tr("Done. ")) +
      tr("%1 games read: %2 new, %3 already in the database, %4 rejected.")
          .arg(s.games)
          .arg(s.inserted)
          .arg(s.duplicates)
          .arg(s.rejected) +
      (s.filesSkipped > 0 ? QLatin1Char(' ') + tr("%n file(s) skipped: already imported, unchanged.", nullptr,
                                                  static_cast<int>(s.filesSkipped))
                          : QString()) +
      (s.filesRejected > 0
           ? QLatin1Char(' ') +
                 tr("%n file(s) rejected whole: not decodable, or holding no game (the list says "
                    "why). A file read in the wrong encoding imports with its encoding chosen "
                    "above.",
                    nullptr, static_cast<int>(s.filesRejected))
           : QString()));
  for (const auto& r : s.rejectedGames)
    new QTreeWidgetItem(m_rejected, {r.file, QString::number(r.line), r.reason});
  m_rejected->setVisible(!s.rejectedGames.isEmpty());
}

}  // namespace saban::gui
