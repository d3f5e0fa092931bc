// The main window on no database (a Database never opened), as a user has it who reads and writes files
// only: shown, active, keys sent to the focused widget. gui_window.h's GuiWindow is the same window on a
// test database; this one needs no server.
#pragma once

#include <gtest/gtest.h>

#include <QApplication>
#include <QSize>
#include <QTest>
#include <memory>

#include "gui/core/database.h"
#include "gui/game/gamedocument.h"
#include "gui/shell/mainwindow.h"

namespace saban::gui::test {

/// A key as the user presses it: to the widget that has the keyboard focus (`window` when none has).
inline void pressKey(QWidget& window, int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
  QWidget* focus = QApplication::focusWidget();
  QTest::keyClick(focus ? focus : &window, static_cast<Qt::Key>(key), modifiers);
}

/// The same in `window` made active again first (unless a modal dialog has the keys), as the window manager
/// does when a dialog closed; a failure when no widget has the focus.
inline void pressInWindow(QWidget& window, int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
  if (!QApplication::activeModalWidget() && !window.isActiveWindow()) {
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
  }
  QWidget* focus = QApplication::focusWidget();
  ASSERT_NE(focus, nullptr) << "no widget has the focus";
  QTest::keyClick(focus, static_cast<Qt::Key>(key), modifiers);
}

/// The window and its game. In a test: `OpenWindow open; ASSERT_TRUE(open.show());`; a fixture derives
/// from it and calls show() in its SetUp (after any settings the window reads when it is made).
class OpenWindow {
 public:
  OpenWindow() = default;
  OpenWindow(const OpenWindow&) = delete;
  OpenWindow& operator=(const OpenWindow&) = delete;
  ~OpenWindow() { close(); }

  /// Makes the window, shows it at `size` and waits until it is active; false when it does not become
  /// active. (No activateWindow() here: on the offscreen platform it made the second file dialog of
  /// DongSonExport.TheBoardShownAsPngAndSvg go unanswered now and then.)
  [[nodiscard]] bool show(QSize size = {1280, 800}) {
    window = std::make_unique<MainWindow>(&db, &doc);
    window->resize(size);
    window->show();
    return QTest::qWaitForWindowActive(window.get());
  }
  /// Closes the window without a question about the game.
  void close() {
    doc.markSaved();
    window.reset();
  }

  Database db;
  GameDocument doc;
  std::unique_ptr<MainWindow> window;
};

}  // namespace saban::gui::test
