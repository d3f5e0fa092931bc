#include "gui/shell/shortcutsdialog.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace saban::gui {

namespace {
// The keys of an action as the user reads them ("Ctrl+Shift+Z, Ctrl+Y").
QString keysOf(const QAction* a) {
  QStringList keys;
  for (const QKeySequence& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
  return keys.join(QStringLiteral(", "));
}

void addMenu(QTreeWidget* list, const QMenu* menu) {
  QTreeWidgetItem* group = nullptr;
  for (QAction* a : menu->actions()) {
    if (a->menu()) {
      addMenu(list, a->menu());
      continue;
    }
    if (a->isSeparator() || a->shortcuts().isEmpty()) continue;
    if (!group) {
      group = new QTreeWidgetItem(list, {menu->title().remove(QLatin1Char('&'))});
      group->setFirstColumnSpanned(true);
      QFont bold = group->font(0);
      bold.setBold(true);
      group->setFont(0, bold);
    }
    QString text = a->text().remove(QLatin1Char('&'));
    text.remove(QStringLiteral("…"));
    new QTreeWidgetItem(group, {text, keysOf(a)});
  }
}
}  // namespace

QDialog* showShortcuts(QMainWindow* window) {
  auto* dialog = new QDialog(window);
  dialog->setObjectName(QStringLiteral("shortcuts"));
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->setWindowTitle(QCoreApplication::translate("ShortcutsDialog", "Keyboard shortcuts"));
  auto* layout = new QVBoxLayout(dialog);
  auto* list = new QTreeWidget(dialog);
  list->setColumnCount(2);
  list->setHeaderLabels({QCoreApplication::translate("ShortcutsDialog", "Action"),
                         QCoreApplication::translate("ShortcutsDialog", "Keys")});
  list->setRootIsDecorated(false);
  list->setSelectionMode(QAbstractItemView::NoSelection);
  for (QAction* a : window->menuBar()->actions())
    if (a->menu()) addMenu(list, a->menu());
  list->expandAll();
  list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  layout->addWidget(list, 1);
  auto* note = new QLabel(
      QCoreApplication::translate(
          "ShortcutsDialog",
          "The game's keys act on the game page, the engine and the explorer. A list keeps its own "
          "arrows, Home, End and Enter (Enter opens a game of the list, plays a move of the explorer); "
          "a field keeps its keys (Enter in a filter field searches); on the Database page the game's "
          "keys do nothing. Right click or Esc cancels a move being entered."),
      dialog);
  note->setWordWrap(true);
  layout->addWidget(note);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
  QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
  layout->addWidget(buttons);
  dialog->resize(560, 640);
  dialog->show();
  return dialog;
}

}  // namespace saban::gui
