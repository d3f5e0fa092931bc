#include "gui/database/trashdialog.h"
#include "gui/core/headerwidths.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <vector>

#include "db/edit.h"
#include "gui/core/database.h"
#include "gui/core/problemtext.h"

namespace saban::gui {

TrashDialog::TrashDialog(Database* db, QWidget* parent) : QDialog(parent), m_db(db) {
  setObjectName(QStringLiteral("trash"));
  setWindowTitle(tr("Deleted games"));
  auto* layout = new QVBoxLayout(this);
  m_note = new QLabel(this);
  m_note->setWordWrap(true);
  layout->addWidget(m_note);
  m_table = new QTableWidget(0, 6, this);
  m_table->setHorizontalHeaderLabels(
      {tr("Id"), tr("First player"), tr("Second player"), tr("Event"), tr("Date"), tr("Deleted")});
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->verticalHeader()->hide();
  m_table->horizontalHeader()->setStretchLastSection(true);
  fitHeaderTitles(m_table->horizontalHeader());
  layout->addWidget(m_table, 1);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  m_restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::ActionRole);
  m_restore->setObjectName(QStringLiteral("restore"));
  m_empty = buttons->addButton(tr("&Empty the trash"), QDialogButtonBox::DestructiveRole);
  m_empty->setObjectName(QStringLiteral("emptyTrash"));
  connect(m_restore, &QPushButton::clicked, this, &TrashDialog::restoreSelected);
  connect(m_empty, &QPushButton::clicked, this, &TrashDialog::emptyTrash);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_table, &QTableWidget::itemSelectionChanged, this,
          [this] { m_restore->setEnabled(!m_table->selectionModel()->selectedRows().isEmpty()); });
  layout->addWidget(buttons);
  resize(760, 420);
  reload();
}

void TrashDialog::reload() {
  m_db->query<std::vector<db::TrashedGame>>(
      this, [](db::Connection& c) { return db::trashed_games(c); },
      [this](std::vector<db::TrashedGame> games) {
        m_table->setRowCount(static_cast<int>(games.size()));
        for (int r = 0; r < static_cast<int>(games.size()); ++r) {
          const db::TrashedGame& g = games[static_cast<std::size_t>(r)];
          const QStringList cells{QString::number(g.id),          QString::fromStdString(g.red),
                                  QString::fromStdString(g.blue), QString::fromStdString(g.event),
                                  QString::fromStdString(g.date), QString::fromStdString(g.deleted_at)};
          for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == 0) item->setData(Qt::UserRole, g.id);
            m_table->setItem(r, c, item);
          }
        }
        m_table->resizeColumnsToContents();
        m_note->setText(games.empty() ? tr("The trash is empty.")
                                      : tr("%n deleted game(s): they are in no search, count or opening tree "
                                           "until restored.",
                                           nullptr, static_cast<int>(games.size())));
        m_restore->setEnabled(!m_table->selectionModel()->selectedRows().isEmpty());
        m_empty->setEnabled(!games.empty());
      },
      [this](const QString& error) { m_note->setText(error); });
}

void TrashDialog::restoreSelected() {
  std::vector<long long> ids;
  for (const QModelIndex& i : m_table->selectionModel()->selectedRows())
    ids.push_back(m_table->item(i.row(), 0)->data(Qt::UserRole).toLongLong());
  if (ids.empty()) return;
  m_db->query<QStringList>(
      this,
      [ids](db::Connection& c) {
        QStringList errors;
        for (long long id : ids)
          if (auto r = db::restore_game(c, id); !r) errors << problemText(r.error());
        return errors;
      },
      [this, n = static_cast<int>(ids.size())](QStringList errors) {
        if (!errors.isEmpty()) QMessageBox::warning(this, tr("Restore"), errors.join(QLatin1Char('\n')));
        if (errors.size() < n) {
          Q_EMIT statusMessage(tr("%n game(s) restored", nullptr, n - static_cast<int>(errors.size())));
          m_db->notifyChanged();
        }
        reload();
      },
      [this](const QString& error) { QMessageBox::warning(this, tr("Restore"), error); });
}

void TrashDialog::emptyTrash() {
  QMessageBox box(
      QMessageBox::Question, tr("Empty the trash"),
      tr("Delete the %n game(s) in the trash for good? This cannot be undone.", nullptr, m_table->rowCount()),
      QMessageBox::Yes | QMessageBox::Cancel, this);
  box.setObjectName(QStringLiteral("emptyTrashQuestion"));
  box.setDefaultButton(QMessageBox::Cancel);
  if (box.exec() != QMessageBox::Yes) return;
  m_db->query<long long>(
      this, [](db::Connection& c) { return db::empty_trash(c); },
      [this](long long n) {
        Q_EMIT statusMessage(tr("%n game(s) deleted for good", nullptr, static_cast<int>(n)));
        reload();
      },
      [this](const QString& error) { QMessageBox::warning(this, tr("Empty the trash"), error); });
}

}  // namespace saban::gui
