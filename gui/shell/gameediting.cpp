#include "gui/shell/gameediting.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFile>
#include <QFileDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTableView>
#include <variant>

#include "db/edit.h"
#include "db/queries.h"
#include "gui/core/database.h"
#include "gui/core/notation.h"
#include "gui/core/problemtext.h"
#include "gui/database/databasepane.h"
#include "gui/database/gametrash.h"
#include "gui/database/trashdialog.h"
#include "gui/dongson/dsboardwidget.h"
#include "gui/game/gameclipboard.h"
#include "gui/game/gamekinds.h"
#include "gui/game/gamepane.h"
#include "gui/game/headerdialog.h"
#include "gui/game/movelisthtml.h"
#include "gui/shell/gamekeys.h"

namespace saban::gui {

GameEditing::GameEditing(QWidget* window, Database* db, GameDocument* doc, GamePane* game, DatabasePane* list,
                         GameKeys* keys, Hooks hooks)
    : QObject(window),
      m_window(window),
      m_db(db),
      m_doc(doc),
      m_game(game),
      m_list(list),
      m_keys(keys),
      m_hooks(std::move(hooks)) {
  // The open game, if deleted, is no longer the database's: saving it asks for a file.
  connect(list->trash(), &GameTrash::deleted, this, [this](const QList<long long>& ids) {
    if (ids.contains(m_doc->gameId())) m_doc->detachFromDatabase();
  });
}

void GameEditing::addFileActions(QMenu* file) {
  QMenu* menu = file->addMenu(tr("&New game"));
  menu->setObjectName(QStringLiteral("newGameMenu"));
  QAction* commander =
      menu->addAction(tr("&Commander Chess"), this, [this] { newGame(games::GameKind::Commander); });
  commander->setShortcut(QKeySequence(tr("Ctrl+N")));
  QAction* dongson =
      menu->addAction(QStringLiteral("Cờ &Đông Sơn"), this, [this] { newGame(games::GameKind::DongSon); });
  dongson->setShortcut(QKeySequence(tr("Ctrl+Shift+N")));
  file->addAction(tr("&Deleted games…"), this, &GameEditing::showTrash);
}

void GameEditing::addEditActions(QMenu* edit) {
  edit->addSeparator();
  m_copyGame = edit->addAction(tr("&Copy the game"), this, [this] {
    copyGame(*m_doc);
    m_hooks.status(tr("The game is on the clipboard"));
  });
  m_copyGame->setShortcut(QKeySequence::Copy);
  m_copyPosition = edit->addAction(tr("Copy the &position (FEN)"), this, [this] {
    copyPosition(*m_doc);
    m_hooks.status(tr("The position is on the clipboard"));
  });
  m_copyPosition->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
  m_paste = edit->addAction(tr("&Paste a game or a position"), this, &GameEditing::paste);
  m_paste->setShortcut(QKeySequence::Paste);
  // The game's keys: a field keeps its own copy and paste (gamekeys.h).
  for (QAction* a : {m_copyGame, m_copyPosition, m_paste}) m_keys->add(a);
}

void GameEditing::addGameActions(QMenu* game) {
  m_header = game->addAction(tr("Edit the &header…"), this, &GameEditing::editHeader);
  m_header->setShortcut(QKeySequence(tr("Ctrl+H")));
  m_keys->add(m_header);
}

void GameEditing::newGame(games::GameKind kind) {
  m_hooks.settleEdits([this, kind] {
    withGameKind(kind, [this](auto g) { m_doc->setRecord(decltype(g)::newRecord()); });
    m_hooks.showGame();
    m_hooks.status(tr("A new game"));
  });
}

void GameEditing::editHeader() {
  auto* dialog = new HeaderDialog(m_doc, m_window);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &QDialog::accepted, this, [this] { m_hooks.status(tr("The header is changed")); });
  dialog->open();
}

void GameEditing::paste() {
  PastedGame pasted = readPastedText(QApplication::clipboard()->text());
  if (auto* error = std::get_if<QString>(&pasted)) {
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Paste"),
                        tr("The clipboard holds neither a game nor a position."), QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("pasteFailed"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(quotingHtml(*error));  // rich text: starts with a tag
    box->open();
    m_hooks.status(tr("Nothing pasted"));
    return;
  }
  m_hooks.settleEdits(
      [this, game = std::get<app::LoadedGame>(std::move(pasted))]() mutable { openPasted(std::move(game)); });
}

void GameEditing::openPasted(app::LoadedGame game) {
  std::visit([this](auto& record) { m_doc->setRecord(std::move(record)); }, game);
  m_hooks.showGame();
  m_hooks.status(tr("Pasted as a new game"));
}

void GameEditing::addContextMenus(const QList<QAction*>& boardActions, const QList<QAction*>& moveActions) {
  m_boardActions = boardActions;
  m_moveActions = moveActions;
  for (QWidget* board : {static_cast<QWidget*>(m_game->board()), static_cast<QWidget*>(m_game->dsBoard())}) {
    board->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(board, &QWidget::customContextMenuRequested, this,
            [this, board](const QPoint& at) { showBoardMenu(board, at); });
  }
  m_game->moveList()->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(m_game->moveList(), &QWidget::customContextMenuRequested, this, &GameEditing::showMoveListMenu);
  m_list->view()->installEventFilter(this);
  m_list->view()->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(m_list->view(), &QWidget::customContextMenuRequested, this, &GameEditing::showGameListMenu);
}

// A menu shown where the user clicked; it goes away by itself (popup: the event loop goes on).
namespace {
QMenu* contextMenu(QWidget* parent, const char* name) {
  auto* menu = new QMenu(parent);
  menu->setObjectName(QLatin1String(name));
  menu->setAttribute(Qt::WA_DeleteOnClose);
  return menu;
}
}  // namespace

void GameEditing::showBoardMenu(QWidget* board, const QPoint& at) {
  QMenu* menu = contextMenu(board, "boardMenu");
  for (QAction* a : m_boardActions)
    if (a->isEnabled()) menu->addAction(a);
  menu->addSeparator();
  menu->addAction(m_copyPosition);
  menu->addAction(m_copyGame);
  menu->addAction(m_paste);
  menu->addSeparator();
  menu->addAction(m_header);
  menu->popup(board->mapToGlobal(at));
}

// The move under the pointer becomes the current move first: the menu's actions act on it.
void GameEditing::showMoveListMenu(const QPoint& at) {
  MoveListView* list = m_game->moveList();
  QString href = list->anchorAt(at);
  if (href.isEmpty()) {  // between two letters of a move: the character after the point
    QTextCursor c = list->cursorForPosition(at);
    c.movePosition(QTextCursor::NextCharacter);
    href = c.charFormat().anchorHref();
  }
  if (href.startsWith(QLatin1String("p:"))) m_doc->setPath(pathOf(href.mid(2)));
  QMenu* menu = contextMenu(list, "moveListMenu");
  for (QAction* a : m_moveActions) menu->addAction(a);
  menu->addSeparator();
  QAction* comment = menu->addAction(tr("Comment on the move"), this, [this] {
    m_game->commentEdit()->setFocus();
    m_game->commentEdit()->moveCursor(QTextCursor::End);
  });
  comment->setEnabled(!m_doc->atStart());
  QMenu* judgements = menu->addMenu(tr("Judgement"));
  judgements->setEnabled(!m_doc->atStart());
  for (parser::Judgement j : allJudgements()) {
    const QString sym = QString::fromLatin1(parser::judgement_symbol(j));
    QAction* a = judgements->addAction(
        sym.isEmpty() ? judgementName(j) : QStringLiteral("%1  %2").arg(sym, judgementName(j)), this,
        [this, j] { m_doc->setJudgement(j); });
    a->setCheckable(true);
    a->setChecked(m_doc->judgement() == j);
  }
  menu->addSeparator();
  menu->addAction(m_copyGame);
  menu->addAction(m_copyPosition);
  menu->popup(list->viewport()->mapToGlobal(at));
}

QList<long long> GameEditing::selectedGames() const {
  QList<long long> ids;
  for (const QModelIndex& i : m_list->view()->selectionModel()->selectedRows())
    ids << m_list->model()->gameId(i.row());
  return ids;
}

void GameEditing::showGameListMenu(const QPoint& at) {
  QTableView* view = m_list->view();
  const QModelIndex under = view->indexAt(at);
  if (under.isValid() && !view->selectionModel()->isRowSelected(under.row(), {}))
    view->selectRow(under.row());  // as file managers do: the row clicked, unless it is in the selection
  const QList<long long> ids = selectedGames();
  QMenu* menu = contextMenu(view, "gameListMenu");
  QAction* open = menu->addAction(tr("Open"), this, [this, ids] { m_hooks.openGame(ids.front()); });
  open->setEnabled(ids.size() == 1);
  menu->addSeparator();
  QAction* copy = menu->addAction(
      ids.size() > 1 ? tr("Copy the %n games", nullptr, static_cast<int>(ids.size())) : tr("Copy the game"),
      this, [this, ids] {
        withRecords(ids, [this, n = ids.size()](const QString& text) {
          QApplication::clipboard()->setText(text);
          m_hooks.status(tr("%n game(s) on the clipboard", nullptr, static_cast<int>(n)));
        });
      });
  copy->setEnabled(!ids.isEmpty());
  QAction* exported = menu->addAction(tr("Export the selected games…"), this, &GameEditing::exportSelected);
  exported->setEnabled(!ids.isEmpty());
  menu->addSeparator();
  QAction* remove = menu->addAction(tr("Delete (to the trash)"), this, &GameEditing::deleteSelected);
  remove->setShortcut(QKeySequence::Delete);  // shown; the list's Delete key is read by eventFilter
  remove->setEnabled(!ids.isEmpty());
  menu->addAction(tr("Deleted games…"), this, &GameEditing::showTrash);
  menu->popup(view->viewport()->mapToGlobal(at));
}

bool GameEditing::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_list->view() && event->type() == QEvent::KeyPress &&
      static_cast<QKeyEvent*>(event)->matches(QKeySequence::Delete)) {
    deleteSelected();
    return true;
  }
  return QObject::eventFilter(watched, event);
}

// Nothing is lost: the games go to the trash (gui/database/gametrash.h), Ctrl+Z on the list brings them back.
void GameEditing::deleteSelected() { m_list->deleteSelected(); }

void GameEditing::showTrash() {
  auto* dialog = new TrashDialog(m_db, m_window);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &TrashDialog::statusMessage, this, [this](const QString& m) { m_hooks.status(m); });
  dialog->show();
}

void GameEditing::withRecords(const QList<long long>& ids, std::function<void(const QString&)> done) {
  m_db->query<QString>(
      this,
      [ids = std::vector<long long>(ids.begin(), ids.end())](db::Connection& c) {
        QString text;
        for (const std::string& record : db::game_records(c, ids)) {
          QString r = QString::fromStdString(record).trimmed();
          text += r + QStringLiteral("\n\n");
        }
        return text;
      },
      std::move(done), [this](const QString& error) { m_hooks.status(error); });
}

// The selected games' records as the database keeps them (each in its own notation), one after another in a
// record file.
void GameEditing::exportSelected() {
  const QList<long long> ids = selectedGames();
  if (ids.isEmpty()) return;
  const QString path = QFileDialog::getSaveFileName(m_window, tr("Export the selected games"), {},
                                                    tr("Game records (*.ctr *.pgn)"));
  if (path.isEmpty()) return;
  withRecords(ids, [this, path, n = ids.size()](const QString& text) {
    QFile f(path);
    const QByteArray bytes = text.toUtf8();
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size()) {
      QMessageBox::warning(m_window, tr("Export the selected games"),
                           tr("Cannot write %1: %2").arg(path, f.errorString()));
      return;
    }
    m_hooks.status(tr("%n game(s) exported to %1", nullptr, static_cast<int>(n)).arg(path));
  });
}

}  // namespace saban::gui
