// Answering a file dialog as the user does, for the tests that write a file through one.
#pragma once

#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QPointer>
#include <QTest>
#include <QTimer>

namespace saban::gui::test {

// Answers the next file dialog as a user does: types `path` into its file name field and presses Enter
// (the dialog runs its own event loop, so the answer waits on a timer).
inline void answerFileDialog(const QString& path, bool* answered) {
  QTimer::singleShot(50, [path, answered] {
    QPointer<QFileDialog> dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
    if (!dialog) return answerFileDialog(path, answered);  // not shown yet
    QPointer<QLineEdit> name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
    if (!name) return dialog->reject();  // not answered: the test fails instead of waiting
    name->setFocus();
    name->clear();
    QTest::keyClicks(name, path);
    // The name's completer may have opened its popup while the path was typed: Enter then closes the popup
    // first. Enter again (the popup closed) until the dialog has taken the name.
    for (int i = 0; i < 30 && dialog && dialog->isVisible() && name; ++i) {
      if (QWidget* popup = QApplication::activePopupWidget()) popup->close();
      QTest::keyClick(name, Qt::Key_Return);
      QTest::qWait(100);
    }
    if (dialog && dialog->isVisible()) return dialog->reject();  // not answered: the test fails
    *answered = true;
  });
}

}  // namespace saban::gui::test
