// Live views (docs/gui.md): when another client imports, edits or deletes games, or a worker stores an
// analysis, the game list, the explorer, the statistics and the open game follow by themselves. The changes
// the database announces (Database::changedElsewhere, db/notify.h) are gathered for 300 ms, then each view
// reads again once: the list in place (selection and scroll kept), the explorer and the statistics, the open
// game when it is among the changed games and has no edits of the user's (otherwise a notice says so, the
// edits stay, and the game is read again once they are saved or undone), its stored analysis in the graph.
// The state of the listening connection is said in the status bar, and a lasting mark stays there while the
// views do not follow.
#pragma once

#include <QObject>
#include <QSet>
#include <QTimer>

class QLabel;
class QStatusBar;

namespace saban::db {
struct Change;
}

namespace saban::gui {

class Database;
class DatabasePane;
class EvalGraph;
class ExplorerPane;
class GameDocument;
class StatsPane;

class LiveViews : public QObject {
  Q_OBJECT
 public:
  struct Views {
    DatabasePane* list;
    ExplorerPane* explorer;
    StatsPane* stats;
    GameDocument* game;
    EvalGraph* graph;
    QStatusBar* statusBar;  ///< gets a lasting mark while the views do not follow other clients
  };
  LiveViews(Database* db, const Views& views, QObject* parent = nullptr);

  /// How long changes are gathered before the views read again (300 ms; tests may change it).
  void setDelay(int milliseconds) { m_timer.setInterval(milliseconds); }

 Q_SIGNALS:
  /// A line for the status bar.
  void statusMessage(const QString& message);
  /// The open game changed in the database but has edits of the user's: kept, not reloaded.
  void openGameChangedElsewhere(long long id);
  /// The open game was read again from the database (it had no edits).
  void openGameReloaded(long long id);

 private:
  void gather(const saban::db::Change& change);
  void apply();
  void reloadGame(long long id, bool named);
  void reloadAnalysis(long long id);

  Database* m_db;
  Views m_views;
  QTimer m_timer;
  // Gathered since the last apply(): games changed (all, or these), analyses stored for these games.
  bool m_games = false, m_allGames = false, m_allAnalyses = false;
  QSet<long long> m_gameIds, m_analysisIds;
  bool m_lost = false;  // the listening connection is down (said once)
  QLabel* m_mark;       // in the status bar while it is down
  // The open game changed elsewhere while it had the user's edits: marked in the status bar until the edits
  // are saved or undone (then it is read again) or another game is opened.
  long long m_pendingGame = 0;
  QLabel* m_gameMark;
};

}  // namespace saban::gui
