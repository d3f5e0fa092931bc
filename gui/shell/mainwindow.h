// The main window: a frame that places the panes and connects them. The database list and the game are the
// two central pages; the engine with its graph, the explorer and the statistics are docks beside them.
#pragma once

#include <QMainWindow>

class QDockWidget;
class QLabel;
class QTabWidget;

namespace saban::parser::dongson {
struct DsRecord;
}

namespace saban::gui {

class Database;
class DsViewer;
class DatabasePane;
class EnginePane;
class EvalGraph;
class ExplorerPane;
class ExportDialog;
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

  /// Shows a page or dock: "database", "game", "engine", "explorer", "statistics".
  void showView(const QString& name);
  /// Loads a game of the database into the game page (asynchronously; gameLoaded follows).
  void openGame(long long id);
  /// Opens a record file: a Cờ Đông Sơn game in a viewer window of its own, else in the game page. False with
  /// the reason when it cannot be read.
  bool openFile(const QString& path, QString* error);
  /// Opens a Cờ Đông Sơn game in a viewer window; `origin` names it in the title.
  DsViewer* openDongson(parser::dongson::DsRecord record, const QString& origin);
  /// Writes the open game back to the database (when db/ can save edited games); gameSaved follows.
  void saveGameToDatabase();
  /// Opens File → Export the game: the options and a preview of the pages (the dialog deletes itself).
  ExportDialog* exportGame();

 Q_SIGNALS:
  void gameLoaded(long long id);
  void gameSaved(long long id);
  /// The user chose another interface language (the caller rebuilds the window).
  void languageChosen(const QString& language);

 private:
  void buildMenus();
  void connectDatabase();
  void importGames();
  void saveGameToFile();
  void openRecordFile();
  void exportBoard();
  void editPosition();
  void setDark(bool dark);
  void status(const QString& message);

  Database* m_db;
  GameDocument* m_doc;
  QTabWidget* m_pages;
  DatabasePane* m_database;
  GamePane* m_game;
  EnginePane* m_engine;
  EvalGraph* m_graph;
  ExplorerPane* m_explorer;
  StatsPane* m_stats;
  QDockWidget *m_engineDock, *m_explorerDock, *m_statsDock;
  QLabel* m_dbLabel;
};

}  // namespace saban::gui
