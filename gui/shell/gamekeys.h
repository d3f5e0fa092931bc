// Who gets a key: the game's keys (←/→, ↑/↓, Enter, Space, Ctrl+Z, Ctrl+C, …: the Game and Edit menus'
// shortcuts) work wherever the user is studying the game (its page, the engine, the graph), but a list, a
// field or an open popup keeps the keys it uses itself: ↑/↓ and Enter browse and open in the game list and
// the explorer, Enter searches in a filter field, Ctrl+C and Ctrl+V copy and paste in a field (Ctrl+C copies
// the text selected in the read-only FEN field), arrows move in a combo box's list, and on the database page
// none of the game's keys act. Installed on the application, it claims such a key for the focused widget
// (a ShortcutOverride accepted), so the shortcut does not fire.
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QKeyEvent;
class QWidget;

namespace saban::gui {

class GameKeys : public QObject {
  Q_OBJECT
 public:
  /// `elsewhere`: the pages where none of the game's keys act (the database page, the statistics: there ←, →,
  /// Home, End and Enter are the list's, the text's and its links').
  explicit GameKeys(QList<QWidget*> elsewhere, QObject* parent = nullptr);

  /// An action whose shortcut is one of the game's keys.
  void add(QAction* action) { m_actions << action; }

  /// Does the focused widget keep this key (true), or may the game's action have it?
  bool keptByFocus(const QKeyEvent& key) const;

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  bool isGameKey(const QKeyEvent& key) const;

  QList<QPointer<QWidget>> m_elsewhere;
  QList<QPointer<QAction>> m_actions;
};

}  // namespace saban::gui
