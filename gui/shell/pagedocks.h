// The docks beside the pages that belong to the game page (the engine and the explorer follow the game's
// position): off the game page they are hidden, so that the database and statistics pages have the whole
// window instead of an empty third; back on the game page the user's layout returns as it was. The layout
// saved between runs (windowstate.h) is always the game page's.
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;
class QTabWidget;

namespace saban::gui {

class PageDocks : public QObject {
  Q_OBJECT
 public:
  /// Follows `pages` of `window` (its parent): `docks` are shown on `gamePage` only.
  PageDocks(QMainWindow* window, QTabWidget* pages, QWidget* gamePage, QList<QDockWidget*> docks);
  /// The window's dock layout as the game page has it (QMainWindow::saveState), whichever page is shown.
  QByteArray gameLayout(int version) const;
  /// That of `window`: its PageDocks' game layout, else its own state.
  static QByteArray layoutOf(const QMainWindow* window, int version);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void follow();
  QMainWindow* m_window;
  QTabWidget* m_pages;
  QWidget* m_gamePage;
  QList<QDockWidget*> m_docks;
  QList<QDockWidget*> m_hidden;  ///< the docks hidden on leaving the game page, shown on coming back
  QByteArray m_layout;           ///< the game page's layout, taken on leaving it
  bool m_away = false;           ///< off the game page, its docks put away
};

}  // namespace saban::gui
