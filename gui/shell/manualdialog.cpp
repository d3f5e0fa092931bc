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
#include <QTextFragment>
#include <QTextOption>
#include <QVBoxLayout>

#include <utility>
#include <vector>

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
// would have its signs moved to its other end by the bidirectional rules ("db--"): the signs are neutral and
// take the paragraph's direction. Qt's text layout ignores embeddings and isolates (U+202A … U+202C, U+2066 …
// U+2069) and its Markdown import keeps a code span in fragments of its own, so after the import each code
// span (a fixed-pitch fragment) gets a left-to-right mark (U+200E) on each side: between two strong
// left-to-right letters, its signs keep their places and it reads as it is typed. Code blocks are left alone
// (they are laid out left to right as a whole).
void codeLeftToRight(QTextDocument& document) {
  std::vector<std::pair<int, int>> spans;  // each code span's start and end in the document
  for (QTextBlock b = document.begin(); b.isValid(); b = b.next()) {
    if (b.blockFormat().nonBreakableLines()) continue;  // a code block
    for (auto it = b.begin(); !it.atEnd(); ++it) {
      const QTextFragment f = it.fragment();
      if (!f.isValid() || !f.charFormat().fontFixedPitch()) continue;
      if (!spans.empty() && spans.back().second == f.position())
        spans.back().second = f.position() + f.length();  // the same span, in two fragments
      else
        spans.emplace_back(f.position(), f.position() + f.length());
    }
  }
  // Each mark in the format of the text beside the span, not the code's: a code span selected and copied is
  // the command as typed, without invisible characters.
  const QString mark(QChar(0x200E));
  const auto formatAt = [&document](int position) {  // the character at `position`'s, or its paragraph's
    const QTextBlock block = document.findBlock(position);
    if (position < block.position() || position >= block.position() + block.length() - 1)
      return block.charFormat();
    QTextCursor c(&document);
    c.setPosition(position + 1);  // a cursor's format is the one of the character before it
    return c.charFormat();
  };
  QTextCursor cursor(&document);
  cursor.beginEditBlock();
  for (auto it = spans.rbegin(); it != spans.rend(); ++it) {  // from the end: the positions before stay
    cursor.setPosition(it->second);
    cursor.insertText(mark, formatAt(it->second));
    cursor.setPosition(it->first);
    cursor.insertText(mark, it->first > document.findBlock(it->first).position() ? formatAt(it->first - 1)
                                                                                 : formatAt(it->second + 1));
  }
  cursor.endEditBlock();
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
  if (dialog->layoutDirection() == Qt::RightToLeft) {
    // The Arabic manual: every paragraph right to left, also one that starts with a Latin word ("`saban-gui`
    // هو …", "Enter يفتح …"), which Qt would otherwise lay out left to right by its first letter.
    codeLeftToRight(*browser->document());
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
