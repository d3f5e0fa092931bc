#include "gui/shell/manualdialog.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QRegularExpression>
#include <QShortcut>
#include <QTextBrowser>
#include <QTextCursor>
#include <QVBoxLayout>

#include <utility>

#include "gui/core/appsetup.h"

namespace saban::gui {

namespace {
// The bundled font (Noto Sans) has no arrows (U+2190–2193): a menu path's "File → Open" is shown "File ›
// Open", and the arrow keys by their names, as the shortcut list names them.
QString forTheFont(QString text) {
  static const QRegularExpression menuPath(QStringLiteral("→(?=[ *_]*\\p{Lu})"));
  text.replace(menuPath, QStringLiteral("›"));
  const std::pair<QChar, const char*> keys[] = {
      {QChar(0x2192), "Right"}, {QChar(0x2190), "Left"}, {QChar(0x2191), "Up"}, {QChar(0x2193), "Down"}};
  for (const auto& [arrow, name] : keys) text.replace(arrow, QLatin1String(name));
  return text;
}
}  // namespace

QString manualText(const QString& language) {
  QFile file(QStringLiteral(":/manual/manual_%1.md").arg(language));
  if (!file.open(QIODevice::ReadOnly)) file.setFileName(QStringLiteral(":/manual/manual_en.md"));
  if (!file.isOpen() && !file.open(QIODevice::ReadOnly)) return {};
  return forTheFont(QString::fromUtf8(file.readAll()));
}

QDialog* showManual(QWidget* parent) {
  static QPointer<QDialog> shown;
  if (shown && shown->isVisible() && shown->parent() == parent) {
    shown->raise();
    shown->activateWindow();
    return shown;
  }
  auto* dialog = new QDialog(parent);
  shown = dialog;
  dialog->setObjectName(QStringLiteral("manual"));
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->setWindowTitle(QCoreApplication::translate("ManualDialog", "Saban manual"));
  auto* layout = new QVBoxLayout(dialog);
  auto* browser = new QTextBrowser;
  browser->setObjectName(QStringLiteral("manualText"));
  browser->setOpenExternalLinks(true);
  browser->setMarkdown(manualText(currentLanguage()));
  auto* findRow = new QHBoxLayout;
  auto* find = new QLineEdit;
  find->setObjectName(QStringLiteral("manualFind"));
  find->setPlaceholderText(QCoreApplication::translate("ManualDialog", "Find in the manual (Enter: next)"));
  find->setClearButtonEnabled(true);
  auto* label = new QLabel(QCoreApplication::translate("ManualDialog", "&Find:"));
  label->setBuddy(find);
  findRow->addWidget(label);
  findRow->addWidget(find, 1);
  auto* notFound = new QLabel;
  findRow->addWidget(notFound);
  QObject::connect(find, &QLineEdit::returnPressed, browser, [browser, find, notFound] {
    if (find->text().isEmpty()) return;
    bool found = browser->find(find->text());
    if (!found) {  // from the top again
      browser->moveCursor(QTextCursor::Start);
      found = browser->find(find->text());
    }
    notFound->setText(found ? QString() : QCoreApplication::translate("ManualDialog", "Not found"));
  });
  // The dialog is a window of its own: Ctrl+F (the board's flip in the main window) searches here.
  QObject::connect(new QShortcut(QKeySequence::Find, dialog), &QShortcut::activated, find, [find] {
    find->setFocus();
    find->selectAll();
  });
  layout->addLayout(findRow);
  layout->addWidget(browser, 1);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
  QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
  layout->addWidget(buttons);
  dialog->resize(820, 760);
  dialog->show();
  browser->setFocus();
  return dialog;
}

}  // namespace saban::gui
