#include "gui/shell/mainwindow.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>
#include <filesystem>
#include <variant>

#include "app/load_game.h"

#include "db/edit.h"
#include "db/pq.h"
#include "db/queries.h"
#include "gui/board/coordinatesmenu.h"
#include "gui/core/appsetup.h"
#include "gui/core/database.h"
#include "gui/core/dialogturn.h"
#include "gui/core/notation.h"
#include "gui/core/problemtext.h"
#include "gui/database/databasepane.h"
#include "gui/database/databaseprompts.h"
#include "gui/database/gametrash.h"
#include "gui/database/importdialog.h"
#include "gui/engine/enginearrow.h"
#include "gui/engine/enginepane.h"
#include "gui/engine/enginesettings.h"
#include "gui/engine/evalbar.h"
#include "gui/engine/evalgraph.h"
#include "gui/engine/storedanalysis.h"
#include "gui/explorer/explorerpane.h"
#include "gui/export/exportdialog.h"
#include "gui/game/annotationsymbols.h"
#include "gui/game/gamekinds.h"
#include "gui/game/gamepane.h"
#include "gui/game/storedgame.h"
#include "gui/position/commandereditor.h"
#include "gui/position/dseditor.h"
#include "gui/shell/gameediting.h"
#include "gui/shell/gamekeys.h"
#include "gui/shell/legenddialog.h"
#include "gui/shell/liveviews.h"
#include "gui/shell/manualdialog.h"
#include "gui/shell/pagedocks.h"
#include "gui/shell/shortcutsdialog.h"
#include "gui/shell/undofocus.h"
#include "gui/shell/windowstate.h"
#include "gui/shell/windowtitle.h"
#include "gui/stats/statspane.h"
#include "render/published_game.h"

namespace saban::gui {

MainWindow::MainWindow(Database* db, GameDocument* doc, QWidget* parent)
    : QMainWindow(parent), m_db(db), m_doc(doc) {
  followWindowTitle(this, doc, db);  // "Red – Blue* — database"
  setWindowIcon(QIcon(QStringLiteral(":/saban.svg")));
  m_pages = new QTabWidget(this);
  m_pages->setDocumentMode(true);
  m_database = new DatabasePane(db, m_pages);
  m_game = new GamePane(doc, m_pages);
  m_pages->addTab(m_database, tr("Database"));
  m_pages->addTab(m_game, tr("Game"));
  setCentralWidget(m_pages);

  auto dock = [this](const QString& title, const QString& name, QWidget* w) {
    auto* d = new QDockWidget(title, this);
    d->setObjectName(name);
    d->setWidget(w);
    d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                   QDockWidget::DockWidgetClosable);
    // Beside the pages, at the end of the reading direction (on the left in Arabic: the window mirrored).
    addDockWidget(layoutDirection() == Qt::RightToLeft ? Qt::LeftDockWidgetArea : Qt::RightDockWidgetArea, d);
    return d;
  };
  auto* analysis = new QSplitter(Qt::Vertical);
  m_engine = new EnginePane(doc, analysis);
  m_graph = new EvalGraph(analysis);
  analysis->addWidget(m_engine);
  analysis->addWidget(m_graph);
  analysis->setSizes({330, 400});
  m_explorer = new ExplorerPane(db, doc);
  m_stats = new StatsPane(db);
  m_engineDock = dock(tr("Engine"), QStringLiteral("engine"), analysis);
  m_explorerDock = dock(tr("Explorer"), QStringLiteral("explorer"), m_explorer);
  // The statistics are a page: their tables and charts need the room a dock beside the board does not have.
  m_pages->addTab(m_stats, tr("Statistics"));
  tabifyDockWidget(m_engineDock, m_explorerDock);
  m_engineDock->raise();
  resizeDocks({m_engineDock}, {440}, Qt::Horizontal);
  new PageDocks(this, m_pages, m_game, {m_engineDock, m_explorerDock});  // docked: on the game page only

  m_dbLabel = new QLabel(this);
  statusBar()->addPermanentWidget(m_dbLabel);
  m_conninfo = db->conninfo();
  connect(db, &Database::opened, this, [this](const QString& d) {
    m_dbLabel->setText(d);  // its name and server, no password (Database::shownName)
    // The open game belongs to the database it came from: in another one its id names another game.
    if (m_db->conninfo() != m_conninfo && m_doc->gameId() != 0) m_doc->detachFromDatabase();
    m_conninfo = m_db->conninfo();
    m_database->search();
  });
  connect(db, &Database::error, this, [this](const QString& m) { status(m); });
  connect(db, &Database::openFailed, this, &MainWindow::showOpenFailure);
  watchDatabaseOpening(this, db);  // the schema question, the recent databases
  connect(db, &Database::changed, m_database, &DatabasePane::refreshList);  // in place
  // Other clients' changes: the views follow (gui/shell/liveviews.h).
  auto* live = new LiveViews(db, {m_database, m_explorer, m_stats, doc, m_graph, statusBar()}, this);
  connect(live, &LiveViews::statusMessage, this, &MainWindow::status);
  connect(m_database, &DatabasePane::gameActivated, this, &MainWindow::openGame);
  connect(m_explorer, &ExplorerPane::gameActivated, this, &MainWindow::openGame);
  connect(m_stats, &StatsPane::gameActivated, this, &MainWindow::openGame);
  connect(m_database, &DatabasePane::statusMessage, this, &MainWindow::status);
  connect(m_game, &GamePane::statusMessage, this, &MainWindow::status);
  connect(m_engine, &EnginePane::statusMessage, this, &MainWindow::status);
  connect(m_engine, &EnginePane::gameAnalysed, m_graph, &EvalGraph::setAnalysis);
  connect(m_graph, &EvalGraph::plyClicked, doc, &GameDocument::toMainLinePly);
  connect(doc, &GameDocument::cursorChanged, this, [this] { m_graph->setCurrentPly(m_doc->ply()); });
  // A game analysed before it was opened (its moves carry evaluations) shows its curve at once; a worker's
  // stored analysis replaces it when the database has one (shownLoaded).
  connect(doc, &GameDocument::gameReplaced, this, &MainWindow::showRecordedAnalysis);
  connect(doc, &GameDocument::treeChanged, this, &MainWindow::followGameKind);
  // The game's keys act where the game is studied, not in lists, fields, the database page or the statistics
  // (gamekeys.h: Enter on a player's recent game opened nothing, the deploy turn's Enter took it);
  // the game page shown by a click on its tab takes the keys at once.
  m_keys = new GameKeys({m_database, m_stats}, this);
  qApp->installEventFilter(m_keys);
  connect(m_pages, &QTabWidget::currentChanged, this, [this] {
    if (m_pages->currentWidget() == m_game) m_game->currentBoard()->setFocus();
  });
  m_editing = new GameEditing(this, db, doc, m_game, m_database, m_keys,
                              {[this](std::function<void()> go) { settleEdits(std::move(go)); },
                               [this](const QString& m) { status(m); },
                               [this] {
                                 m_pages->setCurrentWidget(m_game);
                                 m_game->currentBoard()->setFocus();
                               },
                               [this](long long id) { openGame(id); }});
  connect(m_game, &GamePane::headerDoubleClicked, m_editing, &GameEditing::editHeader);
  buildMenus();
  followGameKind();
  setDark(QSettings().value(QStringLiteral("dark"), false).toBool());
  if (db->isOpen()) {
    m_dbLabel->setText(db->description());  // a window built for a new language says it as the old one
    m_database->search();
    m_stats->refresh();
  }
  // A window built for a new language (gui/main.cpp) shows the open game's curve as the old one did.
  showRecordedAnalysis();
  if (db->isOpen() && doc->gameId() != 0 && !doc->isModified()) showStoredAnalysis(doc->gameId());
  m_graph->setCurrentPly(doc->ply());
  m_game->evalBar()->follow(m_engine->runner());
}

void MainWindow::showRecordedAnalysis() {
  const GameAnalysis a = gameAnalysisFrom(m_doc->mainLineScores(), m_doc->kind(), m_doc->sideNames()[0]);
  if (a.expected.empty())
    m_graph->clear();
  else
    m_graph->setAnalysis(a);
}

void MainWindow::showStoredAnalysis(long long id) {
  m_db->query<std::optional<db::StoredAnalysis>>(
      this, [id](db::Connection& c) { return db::stored_analysis(c, id); },
      [this, id](std::optional<db::StoredAnalysis> a) {
        if (a && m_doc->gameId() == id)
          m_graph->setAnalysis(gameAnalysisFrom(*a, m_doc->kind(), m_doc->sideNames()[0]));
      },
      [](QString) {});
}

void MainWindow::buildMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  m_editing->addFileActions(file);
  file->addAction(tr("Open a &database…"), this, &MainWindow::connectDatabase);
  file->addAction(tr("&Import games…"), QKeySequence(tr("Ctrl+I")), this, &MainWindow::importGames);
  file->addSeparator();
  file->addAction(tr("&Open a record file…"), QKeySequence::Open, this, &MainWindow::openRecordFile);
  file->addAction(tr("Open a record file in an e&ncoding…"), this,
                  [this] { settleEdits([this] { openInEncoding({}, {}); }); });
  file->addAction(tr("&Save the game to a file…"), QKeySequence::Save, this, &MainWindow::saveGameToFile);
  file->addAction(tr("Save the game to the &database"), QKeySequence(tr("Ctrl+Shift+S")), this,
                  [this] { saveGameToDatabase(); });
  file->addAction(tr("E&xport the game (PDF, HTML)…"), QKeySequence::Print, this, &MainWindow::exportGame);
  file->addAction(tr("&Export the board (PNG, SVG)…"), this, &MainWindow::exportBoard);
  file->addSeparator();
  file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);

  // The game's keys (gamekeys.h: lists, fields and the database page keep theirs).
  auto gameKey = [this](QAction* a) {
    m_keys->add(a);
    return a;
  };
  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  // Undo and redo follow the focus: the game's edits, or the games deleted from the list (undofocus.h).
  auto* undoing = new UndoFocus(m_doc->undoStack(), this);
  undoing->addPane(m_database, m_database->trash()->undoStack());
  QAction* undo = undoing->group()->createUndoAction(this, tr("&Undo"));
  undo->setShortcut(QKeySequence::Undo);
  edit->addAction(undo);
  QAction* redo = undoing->group()->createRedoAction(this, tr("&Redo"));
  redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
  edit->addAction(redo);
  edit->addSeparator();
  edit->addMenu(m_game->annotationSymbols()->menu(edit));
  for (QAction* a : m_game->annotationSymbols()->actions()) gameKey(a);
  m_editing->addEditActions(edit);

  QMenu* game = menuBar()->addMenu(tr("&Game"));
  auto add = [this, gameKey](QMenu* menu, const QString& text, const QKeySequence& key, auto slot) {
    QAction* a = menu->addAction(text);
    a->setShortcut(key);
    connect(a, &QAction::triggered, this, slot);
    return gameKey(a);
  };
  add(game, tr("Forward"), Qt::Key_Right, [this] { m_doc->forward(); });
  add(game, tr("Back"), Qt::Key_Left, [this] { m_doc->back(); });
  add(game, tr("To the start"), Qt::Key_Home, [this] { m_doc->toStart(); });
  add(game, tr("To the end"), Qt::Key_End, [this] { m_doc->toEnd(); });
  add(game, tr("Next variation"), Qt::Key_Down, [this] { m_doc->nextVariation(); });
  add(game, tr("Previous variation"), Qt::Key_Up, [this] { m_doc->previousVariation(); });
  game->addSeparator();
  m_deployActions << add(game, tr("End the deploy turn"), Qt::Key_Return, [this] {
    m_game->board()->endTurn();
  }) << add(game, tr("Take back a sub-move"), Qt::Key_Backspace, [this] { m_game->board()->undoSubMove(); });
  QAction* cancel =
      add(game, tr("Cancel the move being entered"), Qt::Key_Escape, [this] { m_game->cancelEntry(); });
  game->addSeparator();
  QAction* promote = add(game, tr("Promote the variation"), QKeySequence(tr("Ctrl+Up")), [this] {
    if (!m_doc->promoteVariation()) status(tr("The cursor is not in a variation"));
  });
  QAction* deleteVariation = add(game, tr("Delete the variation"), QKeySequence(tr("Ctrl+Delete")), [this] {
    if (!m_doc->deleteVariation()) status(tr("The cursor is not in a variation"));
  });
  QAction* truncate = add(game, tr("Delete the following moves"), QKeySequence(tr("Ctrl+Shift+Delete")),
                          [this] { m_doc->truncateHere(); });
  m_editing->addGameActions(game);
  game->addSeparator();
  QAction* flip =
      add(game, tr("Flip the board"), QKeySequence(tr("Ctrl+F")), [this] { m_game->flipBoard(); });
  add(game, tr("Start or stop the engine"), Qt::Key_Space, [this] { m_engine->toggleAnalysis(); });
  game->addSeparator();
  QAction* setUp =
      add(game, tr("Position editor…"), QKeySequence(tr("Ctrl+E")), [this] { openPositionEditor(); });
  m_editing->addContextMenus({flip, cancel, setUp}, {promote, deleteVariation, truncate});

  QMenu* view = menuBar()->addMenu(tr("&View"));
  auto* notation = new QActionGroup(this);
  const std::pair<QString, Notation> names[] = {
      {tr("Rulebook notation, Vietnamese letters"), Notation::RulebookVi},
      {tr("Rulebook notation, English letters"), Notation::RulebookEn},
      {tr("SAN (cotulenh platform)"), Notation::San}};
  for (const auto& [text, n] : names) {
    QAction* a = view->addAction(text);
    a->setCheckable(true);
    a->setChecked(currentNotation() == n);
    notation->addAction(a);
    connect(a, &QAction::triggered, this, [this, n = n] {
      setCurrentNotation(n);
      m_game->moveList()->rebuild();
    });
  }
  view->addMenu(coordinatesMenu(view));
  view->addSeparator();
  for (Side s : {Side::Red, Side::Blue}) {
    QAction* a =
        view->addAction(s == Side::Red ? tr("Red's air-defence zones") : tr("Blue's air-defence zones"));
    a->setCheckable(true);
    const QString key = s == Side::Red ? QStringLiteral("airDefenceRed") : QStringLiteral("airDefenceBlue");
    connect(a, &QAction::toggled, this, [this, s, key](bool on) {
      QSettings().setValue(key, on);
      m_game->board()->setAirDefenceShown(s, on);
    });
    a->setChecked(QSettings().value(key, false).toBool());
  }
  QAction* attacked = view->addAction(tr("Attacked points"));
  attacked->setCheckable(true);
  attacked->setToolTip(
      tr("Ring the units under attack: in the attacker's colour when nothing defends them "
         "(hanging), in yellow when they are defended"));
  attacked->setObjectName(QStringLiteral("attackedPoints"));
  connect(attacked, &QAction::toggled, this, [this](bool on) {
    QSettings().setValue(QStringLiteral("attackedPoints"), on);
    m_game->board()->setAttackedShown(on);
  });
  attacked->setChecked(QSettings().value(QStringLiteral("attackedPoints"), false).toBool());
  QAction* dark = view->addAction(tr("Dark theme"));
  dark->setCheckable(true);
  dark->setChecked(QSettings().value(QStringLiteral("dark"), false).toBool());
  connect(dark, &QAction::toggled, this, &MainWindow::setDark);
  view->addSeparator();
  view->addAction(m_engineDock->toggleViewAction());
  view->addAction(m_explorerDock->toggleViewAction());

  QMenu* engine = menuBar()->addMenu(tr("E&ngine"));
  engine->addAction(tr("&Settings…"), this, [this] {
    EngineSettingsDialog dialog(m_engine->runner()->settings(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    m_engine->runner()->setSettings(dialog.settings());
    m_engine->runner()->settings().save();
  });
  engine->addAction(engineArrowAction(m_engine->runner(), m_doc, m_game->board(), this));
  engine->addAction(m_explorer->evaluateAction());  // the opening explorer's moves (Ctrl+Shift+E)

  QMenu* language = menuBar()->addMenu(tr("&Language"));
  auto* languages = new QActionGroup(this);
  for (const QString& code : availableLanguages()) {
    QAction* a = language->addAction(languageName(code));
    a->setCheckable(true);
    a->setChecked(currentLanguage() == code);
    languages->addAction(a);
    connect(a, &QAction::triggered, this, [this, code = code] {
      QSettings().setValue(QStringLiteral("language"), code);
      Q_EMIT languageChosen(code);
    });
  }

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(tr("&Manual"), QKeySequence::HelpContents, this, [this] { showManual(this); });
  help->addAction(tr("&Pieces and board"), QKeySequence(Qt::SHIFT | Qt::Key_F1), this,
                  [this] { showLegend(this, m_doc->commander() == nullptr); });
  help->addAction(tr("&Keyboard shortcuts"), QKeySequence(Qt::CTRL | Qt::Key_F1), this,
                  [this] { showShortcuts(this); });
  help->addAction(tr("&About Saban"), this, [this] {
    QMessageBox::about(
        this, tr("About Saban"),
        tr("<b>Saban</b> — a toolkit for Commander Chess (Cờ tư lệnh) and Cờ Đông Sơn: a game "
           "database on PostgreSQL, an engine and a record parser.<br>The manual: Help menu, Manual (F1); "
           "every key: Keyboard shortcuts (Ctrl+F1)."));
  });
}

QString MainWindow::currentView() const {
  if (m_pages->currentWidget() == m_game) return QStringLiteral("game");
  if (m_pages->currentWidget() == m_stats) return QStringLiteral("statistics");
  return QStringLiteral("database");
}

void MainWindow::takeOver(MainWindow* old) {
  restoreGeometry(old->saveGeometry());
  restoreState(PageDocks::layoutOf(old, kWindowStateVersion), kWindowStateVersion);
  showView(old->currentView());
}

void MainWindow::showView(const QString& name) {
  if (name == QLatin1String("database")) m_pages->setCurrentWidget(m_database);
  if (name == QLatin1String("game")) m_pages->setCurrentWidget(m_game);
  if (name == QLatin1String("statistics")) m_pages->setCurrentWidget(m_stats);
  QDockWidget* d = name == QLatin1String("engine")     ? m_engineDock
                   : name == QLatin1String("explorer") ? m_explorerDock
                                                       : nullptr;
  if (d) {
    d->show();
    d->raise();
  }
}

void MainWindow::openGame(long long id) {
  settleEdits([this, id] { loadGame(id); });
}

void MainWindow::loadGame(long long id) {
  m_db->query<StoredGame>(
      this, [id](db::Connection& c) { return readStoredGame(c, id); },
      [this, id, load = ++m_loads, revision = m_doc->revision()](StoredGame l) {
        if (load != m_loads) return;  // a later open was asked for: this one is dropped
        if (!l.game) return status(tr("Cannot open game %1: %2").arg(id).arg(l.error));
        auto show = [this, id, game = std::move(*l.game)]() mutable {
          std::visit([this, id](auto& record) { m_doc->setRecord(std::move(record), id); }, game);
          shownLoaded(id);
        };
        // Edited while the game was read: asked again.
        if (m_doc->revision() != revision && m_doc->isModified()) return settleEdits(std::move(show));
        show();
      },
      [this](QString m) { status(m); });
}

// A game of the database just opened: the game page, its analysis stored by a worker.
void MainWindow::shownLoaded(long long id) {
  m_pages->setCurrentWidget(m_game);
  m_game->currentBoard()->setFocus();
  status(tr("Game %1 opened").arg(id));
  Q_EMIT gameLoaded(id);
  showStoredAnalysis(id);  // a worker's, if any, fills the graph
}

// The position editor of the game open (GameKind<Game>::PositionEditor), on its current position.
QWidget* MainWindow::openPositionEditor() {
  PositionEditor* editor = m_doc->withGame([this](auto game) -> PositionEditor* {
    using Game = decltype(game);
    using Editor = typename GameKind<Game>::PositionEditor;
    auto* e = new Editor(m_doc->tree<Game>()->position(), this);
    connect(e, &Editor::setUpBoard, this, [this](const typename Game::Position& pos) {
      typename GameKind<Game>::Record r;
      r.start = pos;
      settleEdits([this, r = std::move(r)]() mutable {
        m_doc->setRecord(std::move(r));
        showView(QStringLiteral("game"));
      });
    });
    return e;
  });
  editor->setAttribute(Qt::WA_DeleteOnClose);
  connect(editor, &PositionEditor::findGames, this, [this](const QString& game, quint64 key) {
    m_database->setPositionKey(key, game);
    m_database->search();
    showView(QStringLiteral("database"));
  });
  editor->show();
  return editor;
}

void MainWindow::connectDatabase() { chooseDatabase(this, m_db); }

void MainWindow::importGames() {
  auto* dialog = new ImportDialog(m_db, this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->show();
}

bool MainWindow::saveGameToFile() {
  const QString path =
      QFileDialog::getSaveFileName(this, tr("Save the game"), {}, tr("Game records (*.ctr *.pgn)"));
  if (path.isEmpty()) return false;
  QString error;
  if (!m_game->saveToFile(path, &error)) {
    QMessageBox::warning(this, tr("Save the game"), error);
    return false;
  }
  m_doc->markSaved();
  status(tr("Saved to %1").arg(path));
  return true;
}

void MainWindow::saveGameToDatabase(std::function<void()> then) {
  const long long id = m_doc->gameId();
  if (id == 0) return status(tr("This game is not from the database: save it to a file, then import it"));
  // The record of the game open, of either game (db::save_game takes each).
  auto save = m_doc->visit([id](const auto& tree) {
    return std::function<QString(db::Connection&)>([id, record = tree.record()](db::Connection& c) {
      auto r = db::save_game(c, id, record);
      return r.ok() ? QString() : problemText(r.error());
    });
  });
  auto failed = [this, id](const QString& error) {
    QMessageBox::warning(this, tr("Save the game to the database"),
                         tr("Cannot save game %1: %2").arg(id).arg(error));
  };
  m_db->query<QString>(
      this, std::move(save),
      [this, id, failed, revision = m_doc->revision(), then = std::move(then)](QString error) mutable {
        if (!error.isEmpty()) return failed(error);
        status(tr("Game %1 saved to the database").arg(id));
        Q_EMIT gameSaved(id);
        m_db->notifyChanged();
        // What was saved is what is shown only if nothing changed while the database wrote it.
        if (m_doc->gameId() != id || m_doc->revision() != revision) {
          if (then) settleEdits(std::move(then));
          return;
        }
        m_doc->markSaved();
        if (then) then();
      },
      failed);
}

// The language of what an export writes: Vietnamese or, for any other interface, English.
static render::Language exportLanguage() {
  return currentLanguage() == QLatin1String("vi") ? render::Language::Vi : render::Language::En;
}

void MainWindow::exportBoard() {
  const QString path =
      QFileDialog::getSaveFileName(this, tr("Export the board"), {}, tr("PNG image (*.png);;SVG (*.svg)"));
  if (path.isEmpty()) return;
  const render::AnyDiagram d = m_doc->visit([this](const auto& tree) -> render::AnyDiagram {
    auto d = render::position_diagram(tree.position(), tree.current() ? &tree.current()->turn : nullptr);
    d.flipped = m_game->board()->isFlipped();  // both boards turn together
    return d;
  });
  auto style = render::DiagramStyle::colour();
  style.coordinates = currentCoordinates();  // labelled as the board on screen
  bool ok = false;
  if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
    QFile f(path);
    ok = f.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
         f.write(
             render::any_diagram_svg(d, style, 440, render::diagram_title(d, exportLanguage())).toUtf8()) > 0;
  } else {
    ok = render::any_diagram_image(d, style, 880).save(path);
  }
  status(ok ? tr("Board exported to %1").arg(path) : tr("Cannot write %1").arg(path));
}

ExportDialog* MainWindow::exportGame() {
  auto* dialog =
      new ExportDialog(m_doc->visit([](const auto& tree) { return render::publisher(tree.record()); }), this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &QDialog::accepted, this, [this] { status(tr("Game exported")); });
  dialog->show();
  return dialog;
}

// The user's platform style, palette and dark mode are kept; the Dark theme action puts Qt's Fusion style
// with a dark palette over them, and taking it off again gives them back.
void MainWindow::setDark(bool dark) {
  QSettings().setValue(QStringLiteral("dark"), dark);
  static const QString platformStyle = qApp->style()->name();
  static const QPalette platformPalette = qApp->palette();
  static bool applied = false;
  if (dark) {
    applied = true;
    qApp->setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette p = qApp->style()->standardPalette();
    p.setColor(QPalette::Window, QColor(45, 45, 48));
    p.setColor(QPalette::WindowText, QColor(230, 230, 230));
    p.setColor(QPalette::Base, QColor(30, 30, 32));
    p.setColor(QPalette::AlternateBase, QColor(40, 40, 44));
    p.setColor(QPalette::Text, QColor(230, 230, 230));
    p.setColor(QPalette::Button, QColor(55, 55, 60));
    p.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    p.setColor(QPalette::Highlight, QColor(70, 110, 160));
    p.setColor(QPalette::HighlightedText, QColor(255, 255, 255));
    p.setColor(QPalette::ToolTipBase, QColor(55, 55, 60));
    p.setColor(QPalette::ToolTipText, QColor(230, 230, 230));
    p.setColor(QPalette::PlaceholderText, QColor(160, 160, 160));
    p.setColor(QPalette::Link, QColor(130, 177, 255));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(130, 130, 130));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(130, 130, 130));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(130, 130, 130));
    qApp->setPalette(p);
  } else if (applied) {
    applied = false;
    qApp->setStyle(QStyleFactory::create(platformStyle));
    qApp->setPalette(platformPalette);
  }
  m_game->board()->setDark(qApp->palette().color(QPalette::Window).lightness() < 128);
}

// Asks what to do with the open game's changes before it is replaced or the window closes: save them (to the
// database the game came from, else to a file), drop them, or stay. `proceed` runs when the way is clear
// (at once, or once the database has saved the game); not at all when the user stays or the save fails.
void MainWindow::settleEdits(std::function<void()> proceed) {
  if (!m_doc->isModified()) return proceed();
  QMessageBox box(QMessageBox::Question, tr("The game has changed"),
                  tr("The open game has changes that are not saved. Save them first?"),
                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
  box.setObjectName(QStringLiteral("saveChanges"));
  box.setDefaultButton(QMessageBox::Save);
  box.setInformativeText(m_doc->gameId() != 0
                             ? tr("Save writes the game back to the database (game %1).").arg(m_doc->gameId())
                             : tr("Save writes the game to a record file."));
  switch (box.exec()) {
    case QMessageBox::Discard:
      return proceed();
    case QMessageBox::Save:
      if (m_doc->gameId() != 0) return saveGameToDatabase(std::move(proceed));
      if (saveGameToFile()) proceed();
      return;
    default:
      return;
  }
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (m_mayClose || !m_doc->isModified()) {
    saveWindowState(this);
    return event->accept();
  }
  event->ignore();  // asked first; closes again once the changes are settled
  settleEdits([this] {
    m_mayClose = true;
    QTimer::singleShot(0, this, &QWidget::close);
  });
}

// A database that cannot be opened is said in a dialog (the one in use, if any, stays).
void MainWindow::showOpenFailure(const QString& message) {
  auto* box = new QMessageBox(QMessageBox::Warning, tr("Open a database"),
                              tr("The database cannot be opened."), QMessageBox::Ok, this);
  box->setObjectName(QStringLiteral("openFailed"));
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->setInformativeText(
      m_db->isOpen() ? tr("The database in use stays open: %1").arg(Database::shownConninfo(m_db->conninfo()))
                     : tr("No database is open."));
  box->setDetailedText(message);
  openInTurn(box);  // after the dialog the user is reading, if any
  status(tr("Cannot open the database"));
}

void MainWindow::status(const QString& message) { statusBar()->showMessage(message, 8000); }

// The deploy turn's actions are Commander Chess's: switched off for a Cờ Đông Sơn game, saying why.
void MainWindow::followGameKind() {
  const bool commander = m_doc->commander() != nullptr;
  const QString none = tr("Cờ Đông Sơn has no deploy turns");
  for (QAction* a : m_deployActions) {
    a->setEnabled(commander);
    a->setStatusTip(commander ? QString() : none);
    a->setToolTip(commander ? a->text().remove(QLatin1Char('&')) : none);
  }
}

}  // namespace saban::gui
