// The main window: a frame that places the panes and connects them. The database list and the game are the
// two central pages; the engine with its graph, the explorer and the statistics are docks beside them.
#pragma once

#include <QMainWindow>
#include <functional>
#include <optional>

class QDockWidget;
class QAction;
class QLabel;
class QTabWidget;

namespace saban::parser {
enum class Encoding;
}

namespace saban::gui {

class Database;
class DatabasePane;
class EnginePane;
class EvalGraph;
class ExplorerPane;
class ExportDialog;
class GameEditing;
class GameKeys;
class GameDocument;
class GamePane;
class StatsPane;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  /// The window over a database session and an open game, both owned by the caller (they outlive a change of
  /// language, which rebuilds the window).
  MainWindow(Database* db, GameDocument* doc, QWidget* parent = nullptr);

  DatabasePane* databasePane() const { return m_database; }
  GamePane* gamePane() const { return m_game; }
  EnginePane* enginePane() const { return m_engine; }
  EvalGraph* evalGraph() const { return m_graph; }
  ExplorerPane* explorerPane() const { return m_explorer; }
  StatsPane* statsPane() const { return m_stats; }

  /// Shows a page ("database", "game", "statistics") or a dock ("engine", "explorer").
  void showView(const QString& name);
  /// The page shown: "database", "game" or "statistics" (showView's names).
  QString currentView() const;
  /// Takes over `old`'s place, size, dock layout and page: the window built again for a new language.
  void takeOver(MainWindow* old);
  /// Loads a game of the database into the game page (asynchronously; gameLoaded follows), after asking what
  /// to do with the open game's changes, if any.
  void openGame(long long id);
  /// Opens a record file of either game in the game page, read in `encoding` (none: the one detected). False
  /// with the reason when it cannot be read; then `undecodable`, when given, says whether its bytes could not
  /// be decoded (another encoding may read them).
  bool openFile(const QString& path, QString* error, std::optional<parser::Encoding> encoding = std::nullopt,
                bool* undecodable = nullptr);
  /// Says in a dialog why the record file `path` did not open (openFile's `error`); for bytes that could not
  /// be decoded, offers to name the encoding, and opens the file in the one named.
  void showOpenError(const QString& path, const QString& error, bool undecodable);
  /// Writes the open game back to the database; gameSaved follows, then `then` (not after a failure, which is
  /// said in a dialog).
  void saveGameToDatabase(std::function<void()> then = {});
  /// Opens File → Export the game: the options and a preview of the pages (the dialog deletes itself).
  ExportDialog* exportGame();
  /// Opens the position editor on the shown position (nullptr, with a status message, for a Cờ Đông Sơn
  /// game).
  QWidget* openPositionEditor();
  /// The Dark theme (View menu) on or off: Qt's Fusion style and a dark palette, or the user's own again.
  void setDark(bool dark);

 Q_SIGNALS:
  void gameLoaded(long long id);
  void gameSaved(long long id);
  /// The user chose another interface language (the caller rebuilds the window).
  void languageChosen(const QString& language);

 protected:
  /// Asks what to do with the open game's changes first (save, discard, or stay open).
  void closeEvent(QCloseEvent* event) override;

 private:
  void buildMenus();
  void loadGame(long long id);
  void shownLoaded(long long id);
  /// The graph from the open game's own evaluations (its moves' scores), or empty.
  void showRecordedAnalysis();
  /// The graph from a worker's analysis stored for game `id`, when there is one and `id` is still open.
  void showStoredAnalysis(long long id);
  void chooseRecordFile();
  /// Opens `path` in the encoding the user names (EncodingDialog, `problem` above it), until it opens or the
  /// user gives up.
  void openInEncoding(QString path, QString problem);
  void settleEdits(std::function<void()> proceed);
  void showOpenFailure(const QString& message);
  void connectDatabase();
  void importGames();
  bool saveGameToFile();
  void openRecordFile();
  void exportBoard();
  void status(const QString& message);
  /// Enables what works for the open game's kind; the rest says it is not available for it yet.
  void followGameKind();
  /// False (with a status message) when the open game is not Commander Chess.

  Database* m_db;
  GameDocument* m_doc;
  QTabWidget* m_pages;
  DatabasePane* m_database;
  GamePane* m_game;
  EnginePane* m_engine;
  EvalGraph* m_graph;
  ExplorerPane* m_explorer;
  StatsPane* m_stats;
  QDockWidget *m_engineDock, *m_explorerDock;
  QList<QAction*> m_deployActions;  // the deploy turn's menu actions: Commander Chess games only
  QLabel* m_dbLabel;
  GameKeys* m_keys;
  GameEditing* m_editing;
  bool m_mayClose = false;
  quint64 m_loads = 0;  // games asked for: only the last one asked opens
  QString m_conninfo;   // of the database the open game came from  // the changes are settled: the next close
                        // goes through
};

}  // namespace saban::gui
