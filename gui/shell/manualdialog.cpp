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
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextOption>
#include <QVBoxLayout>

#include <utility>

#include "gui/core/appsetup.h"

namespace saban::gui {

namespace {
// The bundled font (Noto Sans) has no arrows (U+2190–2193): a menu path's "File → Open" is shown "File ›
// Open" (an Arabic one "ملف → فتح" too: its words start with a letter that has no case; › is mirrored right
// to left), and the arrow keys by their names, as the shortcut list names them.
QString forTheFont(QString text) {
  static const QRegularExpression menuPath(QStringLiteral("→(?=[ *_]*[\\p{Lu}\\p{Lo}])"));
  text.replace(menuPath, QStringLiteral("›"));
  const std::pair<QChar, const char*> keys[] = {
      {QChar(0x2192), "Right"}, {QChar(0x2190), "Left"}, {QChar(0x2191), "Up"}, {QChar(0x2193), "Down"}};
  for (const auto& [arrow, name] : keys) text.replace(arrow, QLatin1String(name));
  return text;
}

// In a right-to-left manual a code span that starts or ends with a sign (`--db`, `$SABAN_DB`, `#-2`, `+0.35`)
// would have its signs moved to its other end by the bidirectional rules ("db--"): each span is a
// left-to-right embedding (U+202A … U+202C), so it reads as it is typed.
QString codeLeftToRight(QString text) {
  static const QRegularExpression span(QStringLiteral("(?<!`)(`[^`\\n]+`)(?!`)"));
  return text.replace(span, QChar(0x202A) + QStringLiteral("\\1") + QChar(0x202C));
}
}  // namespace

QString manualText(const QString& language) {
  QFile file(QStringLiteral(":/manual/manual_%1.md").arg(language));
  if (!file.open(QIODevice::ReadOnly)) file.setFileName(QStringLiteral(":/manual/manual_en.md"));
  if (!file.isOpen() && !file.open(QIODevice::ReadOnly)) return {};
  const QString text = forTheFont(QString::fromUtf8(file.readAll()));
  return isRightToLeft(language) ? codeLeftToRight(text) : text;
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
  if (dialog->layoutDirection() == Qt::RightToLeft) {
    // The Arabic manual: every paragraph right to left, also one that starts with a Latin word ("`saban-gui`
    // هو …", "Enter يفتح …"), which Qt would otherwise lay out left to right by its first letter.
    QTextOption option = browser->document()->defaultTextOption();
    option.setTextDirection(Qt::RightToLeft);
    browser->document()->setDefaultTextOption(option);
    // A code block (shell commands) reads left to right and wraps: unwrapped, its long lines overflowed to
    // the left and pushed every paragraph's start out of the view.
    for (QTextBlock b = browser->document()->begin(); b.isValid(); b = b.next()) {
      QTextBlockFormat format = b.blockFormat();
      if (!format.nonBreakableLines()) continue;
      format.setNonBreakableLines(false);
      format.setLayoutDirection(Qt::LeftToRight);
      QTextCursor(b).setBlockFormat(format);
    }
  }
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
