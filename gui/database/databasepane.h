// The database pane: filters over the game list (game, player, side, event, site, dates, result, mode,
// profile, final material) and the list itself; a double-click opens a game.
#pragma once

#include <QList>
#include <QWidget>
#include <optional>

#include "gui/database/gamelistmodel.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace saban::gui {

class GameTrash;

class DatabasePane : public QWidget {
  Q_OBJECT
 public:
  explicit DatabasePane(Database* db, QWidget* parent = nullptr);

  GameListModel* model() const { return m_model; }
  QTableView* view() const { return m_view; }
  /// The games deleted from the list, one step to undo each (Ctrl+Z on the list).
  GameTrash* trash() const { return m_trash; }
  /// The filter the fields describe (an error message instead when a date is malformed).
  db::GameFilter currentFilter(QString* error = nullptr) const;
  /// Sets the player field (tests, the player page).
  void setPlayer(const QString& name);
  /// Restricts the list to games through a position (0: no restriction); a key is a position of one game
  /// (`game`, its id in rules/games.h): the list holds that game's games only (whatever the game filter says
  /// when it says both).
  void setPositionKey(std::uint64_t key, const QString& game = {});

 public Q_SLOTS:
  /// Runs the search the fields describe.
  void search();
  /// Queues the selected games for analysis by the database's workers (`saban worker`).
  void queueSelection();
  /// Reads the analysis queue's counts again.
  void refreshQueue();
  /// The end of the list (Ctrl+End): its last page, read from the end (as fast as the first); scrolling up
  /// then loads the pages before it.
  void showEnd();
  /// The start of the list again (Ctrl+Home).
  void showStart();
  /// Reads the list again in place (games changed elsewhere: live views), with the filter and order of the
  /// rows shown; the selected games, the current one and the game at the top of the view stay where they are
  /// when they are still in the list.
  void refreshList();
  /// Moves the selected games to the trash (Delete on the list); the next game then takes their place.
  void deleteSelected();

 Q_SIGNALS:
  void gameActivated(long long id);
  void statusMessage(const QString& message);

 private:
  /// Why a material condition cannot be read, in the interface's language.
  static QString materialProblem(const db::MaterialError& e);
  void updateSummary();
  /// The side and result choices named with the sides of the game chosen (Thủy and Sơn, Red and Blue, both).
  void nameSides();
  void restoreAfterRefresh();
  /// The games the list selects when it reads itself again (games deleted: the one after them; restored:
  /// those).
  void selectAfterRefresh(const QList<long long>& ids);
  bool eventFilter(QObject* watched, QEvent* event) override;

  Database* m_db;
  GameListModel* m_model;
  GameTrash* m_trash;
  QTableView* m_view;
  QLineEdit *m_player, *m_event, *m_site, *m_dateFrom, *m_dateTo, *m_material;
  QComboBox *m_game, *m_side, *m_result, *m_mode, *m_profile;
  QLabel *m_summary, *m_queue;
  QWidget* m_positionNote;
  std::uint64_t m_position = 0;
  QString m_positionGame;      // the game of m_position (rules/games.h's id; empty: either)
  bool m_scrollToEnd = false;  // showEnd() waits for its page
  int m_topRow = -1;           // the top row while rows are inserted above it
  // What refreshList() puts back: the selected games, the current game and column, the top game, the scroll.
  struct Kept {
    QList<long long> selected;
    long long current = 0, top = 0;
    int column = 0, scroll = 0, hscroll = 0;
  };
  std::optional<Kept> m_kept;
  QList<long long> m_reselect;  // selectAfterRefresh()
};

}  // namespace saban::gui
