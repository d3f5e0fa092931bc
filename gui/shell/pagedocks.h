// The docks that belong to the game page (the engine and the explorer follow the game's position): on the
// database and statistics pages the docked ones are put away, so that the list and the statistics have the
// whole window instead of an empty third; back on the game page they return where they stood, at their
// sizes. What the user does meanwhile is theirs: a dock shown on another page (View menu) stays for that
// visit and is put away again on the next one if it is docked; a floating dock is never put away (it takes
// no room from the page); a dock moved or floated on another page stays where it was put. The layout kept
// between runs and carried into the window rebuilt for a new language (layout()) is the window's own, with
// the put-away docks counted as open in their places, as the game page shows it.
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
  /// Follows `pages` of `window` (its parent): the docked `docks` are shown on `gamePage` only.
  PageDocks(QMainWindow* window, QTabWidget* pages, QWidget* gamePage, QList<QDockWidget*> docks);
  /// The window's dock layout (QMainWindow::saveState) as the game page shows it, whichever page is shown:
  /// the docks put away on this page open in their places, everything else as the user has it.
  QByteArray layout(int version);
  /// That of `window`: its PageDocks' layout, else its own state.
  static QByteArray layoutOf(QMainWindow* window, int version);
  /// The docks put away on the page shown (none on the game page).
  QList<QDockWidget*> putAway() const { return m_putAway; }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void follow();
  void putAwayDocks();
  void bringBack();

  struct Size {
    QDockWidget* dock;
    int area;     ///< Qt::DockWidgetArea where it stood
    int extent;   ///< its width in a left or right area, its height at the top or bottom
    int breadth;  ///< the other way: its share of the area among the docks beside it
  };
  QMainWindow* m_window;
  QTabWidget* m_pages;
  QWidget* m_gamePage;
  QList<QDockWidget*> m_docks;
  QList<QDockWidget*> m_putAway;  ///< hidden on leaving the game page, shown on coming back
  QList<Size> m_sizes;            ///< the put-away docks' sizes as they were shown
  bool m_changing = false;        ///< our own hide or show (not the user's)
};

}  // namespace saban::gui
