// Answering a file dialog, or any modal dialog, as the user does: for the tests that write or open a file
// through one.
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

// Answers the next modal dialog of type T as a user does: `answer` gets it once it is shown (its own event
// loop runs it, so the answer waits on a timer), and sends it the user's keys. Gives up after about thirty
// seconds (the test then fails on what was not answered).
template <class T, class F>
void answerModal(F answer, int tries = 600) {
  QTimer::singleShot(50, [answer, tries]() mutable {
    QPointer<T> dialog = qobject_cast<T*>(QApplication::activeModalWidget());
    if (!dialog || !dialog->isVisible()) {
      if (tries > 0) answerModal<T>(std::move(answer), tries - 1);
      return;
    }
    answer(dialog.data());
  });
}

}  // namespace saban::gui::test
