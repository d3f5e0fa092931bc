#include "gui/database/databaseprompts.h"

#include <QCoreApplication>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include "gui/core/database.h"
#include "gui/core/dialogturn.h"
#include "gui/database/connectdialog.h"

namespace saban::gui {

namespace {

struct DatabasePrompts {
  Q_DECLARE_TR_FUNCTIONS(DatabasePrompts)
};

void askAboutSchema(QMainWindow* window, Database* db, int have, int need, const QString& where) {
  auto* box = new QMessageBox(QMessageBox::Question, DatabasePrompts::tr("Open a database"), {},
                              QMessageBox::NoButton, window);
  box->setObjectName(QStringLiteral("schemaQuestion"));
  box->setAttribute(Qt::WA_DeleteOnClose);
  QPushButton* create;
  if (have == 0) {
    box->setText(DatabasePrompts::tr("This database has no Saban tables. Create them?"));
    box->setInformativeText(
        DatabasePrompts::tr(
            "%1\n\nSaban creates its tables (schema version %2) in this database. Cancel leaves "
            "the database as it is, unopened.")
            .arg(where, QString::number(need)));
    create = box->addButton(DatabasePrompts::tr("&Create the tables"), QMessageBox::AcceptRole);
  } else {
    box->setText(
        DatabasePrompts::tr("This database has Saban's tables of version %1. Upgrade them to version %2?")
            .arg(have)
            .arg(need));
    box->setInformativeText(
        DatabasePrompts::tr(
            "%1\n\nAn upgraded database cannot be used by older versions of Saban. Cancel leaves "
            "the database as it is, unopened.")
            .arg(where));
    create = box->addButton(DatabasePrompts::tr("&Upgrade"), QMessageBox::AcceptRole);
  }
  QPushButton* cancel = box->addButton(QMessageBox::Cancel);
  box->setDefaultButton(cancel);  // Enter, like Escape, writes nothing
  box->setEscapeButton(cancel);
  QObject::connect(box, &QMessageBox::finished, db,
                   [db, box, create] { db->answerSchema(box->clickedButton() == create); });
  openInTurn(box);  // after the dialog the user is reading, if any
}

}  // namespace

void watchDatabaseOpening(QMainWindow* window, Database* db) {
  QObject::connect(db, &Database::schemaNeeded, window,
                   [window, db](int have, int need, const QString& where) {
                     askAboutSchema(window, db, have, need, where);
                   });
  QObject::connect(db, &Database::opened, window, [db] {
    if (!db->isPrivateCluster() && !db->conninfo().isEmpty()) ConnectDialog::rememberDatabase(db->conninfo());
  });
  QObject::connect(db, &Database::openDeclined, window, [window, db] {
    window->statusBar()->showMessage(db->isOpen()
                                         ? DatabasePrompts::tr("The database was not opened; %1 stays in use")
                                               .arg(Database::shownConninfo(db->conninfo()))
                                         : DatabasePrompts::tr("The database was not opened"),
                                     8000);
  });
}

void chooseDatabase(QWidget* parent, Database* db) {
  auto* dialog = new ConnectDialog(db, parent);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  QObject::connect(dialog, &QDialog::accepted, db,
                   [db, dialog] { db->open(dialog->conninfo(), dialog->password()); });
  dialog->open();
}

}  // namespace saban::gui
