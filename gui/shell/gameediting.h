// What a user of SCID, ChessBase or lichess does to games beside playing through them: a new game of either
// game, the header edited, games and positions copied and pasted as text, and the right-click menus of the
// board, the move list and the game list. The main window gives it its menus and its few hooks (asking about
// an edited game before another replaces it; the status bar); the menus' own actions (flip, promote, delete
// a variation, …) are reused in the right-click menus, not written again.
#pragma once

#include <QList>
#include <QObject>
#include <functional>

#include "app/load_game.h"
#include "rules/games.h"

class QAction;
class QMenu;
class QPoint;
class QWidget;

namespace saban::gui {

class Database;
class DatabasePane;
class GameDocument;
class GameKeys;
class GamePane;

class GameEditing : public QObject {
  Q_OBJECT
 public:
  struct Hooks {
    /// Runs `proceed` once the open game's changes are settled (saved, dropped), not at all if the user
    /// stays.
    std::function<void(std::function<void()>)> settleEdits;
    std::function<void(const QString&)> status;
    /// Shows the game page with the board taking the keys.
    std::function<void()> showGame;
    /// Opens a game of the database.
    std::function<void(long long)> openGame;
  };
  GameEditing(QWidget* window, Database* db, GameDocument* doc, GamePane* game, DatabasePane* list,
              GameKeys* keys, Hooks hooks);

  /// File → New game: Commander Chess (Ctrl+N), Cờ Đông Sơn (Ctrl+Shift+N); File → Deleted games….
  void addFileActions(QMenu* file);
  /// Edit → Copy the game (Ctrl+C), Copy the position (FEN) (Ctrl+Shift+C), Paste (Ctrl+V).
  void addEditActions(QMenu* edit);
  /// Game → Edit the header… (Ctrl+H).
  void addGameActions(QMenu* game);
  /// The right-click menus: the board's (`boardActions`: the Game menu's flip, position editor, …) and the
  /// move list's (`moveActions`: promote, delete the variation, delete the following moves), which add the
  /// copy actions, the comment and the judgements; and the game list's (open, copy, export, delete).
  void addContextMenus(const QList<QAction*>& boardActions, const QList<QAction*>& moveActions);

  /// Starts a new game of `kind` (after asking about the open game's changes).
  void newGame(games::GameKind kind);
  /// Opens the header dialog (it deletes itself; OK makes one undoable step).
  void editHeader();
  /// Reads the clipboard: a FEN or a record opens as a new game; anything else is refused in a dialog.
  void paste();
  /// Moves the games selected in the game list to the database's trash (Delete on the list).
  void deleteSelected();
  /// File → Deleted games…: the trash, to restore games or empty it (the dialog deletes itself).
  void showTrash();

 protected:
  /// Delete on the game list.
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void openPasted(app::LoadedGame game);
  void showBoardMenu(QWidget* board, const QPoint& at);
  void showMoveListMenu(const QPoint& at);
  void showGameListMenu(const QPoint& at);
  QList<long long> selectedGames() const;
  /// The records of games of the database, read off the GUI thread, then `done` with them (one text).
  void withRecords(const QList<long long>& ids, std::function<void(const QString&)> done);
  void exportSelected();

  QWidget* m_window;
  Database* m_db;
  GameDocument* m_doc;
  GamePane* m_game;
  DatabasePane* m_list;
  GameKeys* m_keys;
  Hooks m_hooks;
  QAction *m_copyGame = nullptr, *m_copyPosition = nullptr, *m_paste = nullptr, *m_header = nullptr;
  QList<QAction*> m_boardActions, m_moveActions;
};

}  // namespace saban::gui
