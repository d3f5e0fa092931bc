// The main window on a test database (gui_fixture.h's GuiDatabase), as a user has it: shown at 1280×800,
// active, the games it opens and saves noted; keys sent to the focused widget. Apart from gui_fixture.h so
// that the tests that need no window do not compile mainwindow.h.
#pragma once

#include <QApplication>
#include <QTest>
#include <memory>

#include "gui/database/databasepane.h"
#include "gui/database/gamelistmodel.h"
#include "gui/game/gamedocument.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "open_window.h"

namespace saban::gui::test {

class GuiWindow : public GuiDatabase {
 protected:
  /// `fill`: the samples imported into the database (GuiDatabase).
  explicit GuiWindow(bool fill = true) : GuiDatabase(fill) {}

  void SetUp() override {
    GuiDatabase::SetUp();
    if (HasFatalFailure()) return;
    window = std::make_unique<MainWindow>(database.get(), &doc);
    window->resize(1280, 800);
    window->show();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    QObject::connect(window.get(), &MainWindow::gameLoaded, [this](long long id) { loaded = id; });
    QObject::connect(window.get(), &MainWindow::gameSaved, [this](long long id) { saved = id; });
  }
  void TearDown() override {
    doc.markSaved();  // no question when the window goes
    window.reset();
    GuiDatabase::TearDown();
  }

  /// A key pressed as the user presses it: to the widget that has the focus (the window active again after a
  /// dialog closed, as the window manager makes it).
  void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    pressInWindow(*window, key, modifiers);
  }

  /// Opens game `id` of the database through the window and waits for it.
  void open(long long id) {
    loaded = 0;
    window->openGame(id);
    ASSERT_TRUE(waitUntil([&] { return loaded == id; }));
  }

  /// Waits for the game list's first page (at least `rows` rows).
  void waitForList(int rows = 1) {
    GameListModel* m = window->databasePane()->model();
    ASSERT_TRUE(waitUntil([&] { return !m->isLoading() && m->rowCount() >= rows; }));
  }

  GameDocument doc;
  std::unique_ptr<MainWindow> window;
  long long loaded = 0, saved = 0;  ///< the last game opened, saved
};

}  // namespace saban::gui::test
