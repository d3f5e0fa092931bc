#include "gui/database/databasepane.h"
#include "gui/core/headerwidths.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "app/filters.h"
#include "db/jobs.h"
#include "gui/core/database.h"
#include "gui/core/gamewords.h"
#include "gui/database/gametrash.h"
#include "gui/game/gamekinds.h"
#include "rules/excerpt.h"
#include "rules/profile.h"

namespace saban::gui {

DatabasePane::DatabasePane(Database* db, QWidget* parent) : QWidget(parent), m_db(db) {
  m_model = new GameListModel(db, this);
  m_trash = new GameTrash(db, this);
  connect(m_trash, &GameTrash::statusMessage, this, &DatabasePane::statusMessage);
  connect(m_trash, &GameTrash::restored, this, &DatabasePane::selectAfterRefresh);
  // The game after the deleted ones (or before them, at the end) takes their place, as in a file manager.
  connect(m_trash, &GameTrash::deleted, this, [this](const QList<long long>& ids) {
    int last = -1;
    for (int r = 0; r < m_model->rowCount(); ++r)
      if (ids.contains(m_model->gameId(r))) last = r;
    if (last < 0) return;
    for (int r = last + 1; r < m_model->rowCount(); ++r)
      if (!ids.contains(m_model->gameId(r))) return selectAfterRefresh({m_model->gameId(r)});
    for (int r = last - 1; r >= 0; --r)
      if (!ids.contains(m_model->gameId(r))) return selectAfterRefresh({m_model->gameId(r)});
  });
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  auto* grid = new QGridLayout;
  grid->setHorizontalSpacing(6);
  grid->setVerticalSpacing(3);
  auto field = [this](const QString& placeholder) {
    auto* e = new QLineEdit(this);
    e->setPlaceholderText(placeholder);
    e->setClearButtonEnabled(true);
    connect(e, &QLineEdit::returnPressed, this, &DatabasePane::search);
    return e;
  };
  m_player = field(tr("Player (accents optional)"));
  m_player->setObjectName(QStringLiteral("playerFilter"));
  m_event = field(tr("Event"));
  m_site = field(tr("Site"));
  m_dateFrom = field(tr("From YYYY-MM-DD"));
  m_dateTo = field(tr("To YYYY-MM-DD"));
  // The final position's material, in the words of `saban search --material` (docs/database.md).
  m_material = field(tr("Final material: red has no navy, blue has both air forces"));
  m_material->setObjectName(QStringLiteral("materialFilter"));
  m_material->setToolTip(tr(
      "The pieces each side has at the end of the game, e.g. \"blue has at least 1 tank and red has at most "
      "2 infantry\". Quantities: no, one, two, both, a number, at least N, at most N, more than N, fewer "
      "than N. Pieces: commander, infantry, engineer, militia, anti-air, tank, artillery, missile, air "
      "force, navy, headquarters, or their letters. Commander Chess games only."));
  // Which game's games: both, Commander Chess's or Cờ Đông Sơn's (`saban search --game`). A choice searches
  // at once (by the mouse or by ↑/↓ on the closed box), and names the sides in the list and the choices
  // below.
  m_game = new QComboBox(this);
  m_game->setObjectName(QStringLiteral("gameFilter"));
  m_game->setToolTip(tr("The games of one game only, or of both"));
  m_game->addItem(tr("Both games"), QString());
  for (games::GameKind k : games::kGameKinds)
    m_game->addItem(gameName(k), QString::fromLatin1(games::game_id(k).data(), games::game_id(k).size()));
  connect(m_game, &QComboBox::activated, this, [this] {
    nameSides();
    search();
  });
  m_side = new QComboBox(this);
  m_side->addItem(tr("either side"), 0);
  m_side->addItem(QString(), 1);
  m_side->addItem(QString(), 2);
  m_result = new QComboBox(this);
  m_result->addItem(tr("any result"), QString());
  m_result->addItem(QString(), QStringLiteral("1-0"));
  m_result->addItem(tr("Draw (½-½)"), QStringLiteral("1/2-1/2"));
  m_result->addItem(QString(), QStringLiteral("0-1"));
  m_result->addItem(tr("Unfinished (*)"), QStringLiteral("*"));
  m_mode = new QComboBox(this);
  m_mode->addItem(tr("any mode"), QString());
  for (const char* mode : {"full", "naval", "air", "land"})
    m_mode->addItem(GameWords::modeName(mode), QString::fromLatin1(mode));
  m_profile = new QComboBox(this);
  m_profile->setObjectName(QStringLiteral("rulesFilter"));
  m_profile->addItem(tr("any rules"), QString());
  for (const auto& name : profile_names())
    m_profile->addItem(GameWords::rulesName(name), QString::fromStdString(name));
  auto* go = new QPushButton(tr("Search"), this);
  go->setDefault(true);
  connect(go, &QPushButton::clicked, this, &DatabasePane::search);
  grid->addWidget(m_player, 0, 0, 1, 2);
  grid->addWidget(m_side, 0, 2);
  grid->addWidget(m_result, 0, 3);
  grid->addWidget(m_event, 1, 0);
  grid->addWidget(m_site, 1, 1);
  grid->addWidget(m_mode, 1, 2);
  grid->addWidget(m_profile, 1, 3);
  grid->addWidget(m_dateFrom, 2, 0);
  grid->addWidget(m_dateTo, 2, 1);
  grid->addWidget(m_game, 2, 2);
  grid->addWidget(go, 2, 3);
  // Shown while the list is restricted to the games through a position (set by the position editor).
  auto* clear = new QPushButton(tr("Any position"), this);
  clear->setToolTip(tr("Games through the position set in the position editor only; click to show all"));
  connect(clear, &QPushButton::clicked, this, [this] {
    setPositionKey(0);
    search();
  });
  m_positionNote = clear;
  clear->setVisible(false);
  grid->addWidget(m_material, 3, 0, 1, 2);
  grid->addWidget(clear, 3, 2, 1, 2);
  nameSides();
  for (int c = 0; c < 4; ++c) grid->setColumnStretch(c, c < 2 ? 3 : 2);
  layout->addLayout(grid);

  m_view = new QTableView(this);
  m_view->setModel(m_model);
  m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
  m_view->setAlternatingRowColors(true);
  m_view->setSortingEnabled(true);
  m_view->sortByColumn(static_cast<int>(GameColumn::Date), Qt::AscendingOrder);
  m_view->verticalHeader()->hide();
  m_view->verticalHeader()->setDefaultSectionSize(22);
  // The event takes the room left (its long names are elided), so the last column, the mode, is never cut
  // off at the right; the mode as wide as its longest name in the interface's language.
  m_view->horizontalHeader()->setSectionResizeMode(static_cast<int>(GameColumn::Event), QHeaderView::Stretch);
  m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_view->setWordWrap(false);
  const int widths[] = {48, 150, 150, 56, 86, 170, 110, 44, 50};
  for (int c = 0; c < 9; ++c) m_view->setColumnWidth(c, widths[c]);
  int modeWidth = m_view->horizontalHeader()->fontMetrics().horizontalAdvance(
      m_model->headerData(static_cast<int>(GameColumn::Mode), Qt::Horizontal).toString());
  for (const char* mode : {"full", "naval", "air", "land"})
    modeWidth = std::max(modeWidth, m_view->fontMetrics().horizontalAdvance(GameWords::modeName(mode)));
  m_view->setColumnWidth(static_cast<int>(GameColumn::Mode), modeWidth + 24);
  fitHeaderTitles(m_view->horizontalHeader());  // "Số nước" is wider than "Plies"
  // A double-click or Enter opens the game (activated: the view's own keys, ↑/↓ browse).
  connect(m_view, &QTableView::activated, this, [this](const QModelIndex& i) {
    if (i.isValid()) Q_EMIT gameActivated(m_model->gameId(i.row()));
  });
  layout->addWidget(m_view, 1);
  auto* bottom = new QHBoxLayout;
  m_summary = new QLabel(this);
  bottom->addWidget(m_summary, 1);
  m_queue = new QLabel(this);
  bottom->addWidget(m_queue);
  auto* queue = new QPushButton(tr("Queue for analysis"), this);
  queue->setToolTip(tr("The selected games are analysed by the database's workers (saban worker)"));
  connect(queue, &QPushButton::clicked, this, &DatabasePane::queueSelection);
  bottom->addWidget(queue);
  layout->addLayout(bottom);
  connect(db, &Database::opened, this, &DatabasePane::refreshQueue);
  connect(m_model, &GameListModel::pageLoaded, this, &DatabasePane::updateSummary);
  connect(m_model, &GameListModel::countKnown, this, &DatabasePane::updateSummary);
  connect(m_model, &GameListModel::failed, this, &DatabasePane::statusMessage);
  // A list shown from its end grows upwards: the page before the first row is loaded when the view reaches
  // the top, and the rows in view stay in view.
  m_view->installEventFilter(this);
  connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
    if (value == m_view->verticalScrollBar()->minimum() && m_model->canFetchPrevious())
      m_model->fetchPrevious();
  });
  connect(m_model, &QAbstractItemModel::rowsAboutToBeInserted, this, [this](const QModelIndex&, int first) {
    m_topRow = first == 0 && m_model->rowCount() > 0 ? m_view->rowAt(0) : -1;
  });
  connect(m_model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex&, int first, int last) {
    if (first == 0 && m_topRow >= 0)
      m_view->scrollTo(m_model->index(m_topRow + last + 1, 0), QAbstractItemView::PositionAtTop);
    m_topRow = -1;
  });
  connect(m_model, &GameListModel::refreshed, this, &DatabasePane::restoreAfterRefresh);
  connect(m_model, &GameListModel::pageLoaded, this, [this] {
    if (!m_scrollToEnd) return;
    m_scrollToEnd = false;
    if (m_model->rowCount() == 0) return;
    m_view->setCurrentIndex(m_model->index(m_model->rowCount() - 1, 0));
    m_view->scrollToBottom();
  });
}

void DatabasePane::showEnd() {
  m_scrollToEnd = true;
  m_model->showLast();
}

void DatabasePane::refreshList() {
  Kept kept;
  for (const QModelIndex& i : m_view->selectionModel()->selectedRows())
    kept.selected.append(m_model->gameId(i.row()));
  const QModelIndex current = m_view->currentIndex();
  if (current.isValid()) {
    kept.current = m_model->gameId(current.row());
    kept.column = current.column();
  }
  kept.top = m_model->gameId(m_view->rowAt(0));
  kept.scroll = m_view->verticalScrollBar()->value();
  kept.hscroll = m_view->horizontalScrollBar()->value();
  if (!m_reselect.isEmpty()) {
    kept.selected = m_reselect;
    kept.current = m_reselect.front();
    m_reselect.clear();
  }
  m_kept = kept;
  m_model->refresh();
}

void DatabasePane::restoreAfterRefresh() {
  if (!m_kept) return;
  const Kept kept = *m_kept;
  m_kept.reset();
  auto rowOf = [this](long long id) {
    for (int r = 0; id != 0 && r < m_model->rowCount(); ++r)
      if (m_model->gameId(r) == id) return r;
    return -1;
  };
  QItemSelectionModel* selection = m_view->selectionModel();
  if (const int row = rowOf(kept.current); row >= 0)
    selection->setCurrentIndex(m_model->index(row, kept.column), QItemSelectionModel::NoUpdate);
  QItemSelection rows;
  for (long long id : kept.selected)
    if (const int row = rowOf(id); row >= 0)
      rows.select(m_model->index(row, 0), m_model->index(row, m_model->columnCount() - 1));
  selection->select(rows, QItemSelectionModel::ClearAndSelect);
  if (const int top = rowOf(kept.top); top >= 0)
    m_view->scrollTo(m_model->index(top, 0), QAbstractItemView::PositionAtTop);
  else
    m_view->verticalScrollBar()->setValue(kept.scroll);
  m_view->horizontalScrollBar()->setValue(kept.hscroll);
}

void DatabasePane::selectAfterRefresh(const QList<long long>& ids) { m_reselect = ids; }

void DatabasePane::deleteSelected() {
  QList<long long> ids;
  for (const QModelIndex& i : m_view->selectionModel()->selectedRows()) ids << m_model->gameId(i.row());
  m_trash->remove(ids);
}

void DatabasePane::showStart() {
  m_scrollToEnd = false;
  m_model->setFilter(m_model->filter());
}

// Ctrl+End and Ctrl+Home go to the ends of the whole list, not only of the rows loaded so far.
bool DatabasePane::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_view && event->type() == QEvent::KeyPress) {
    const auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & Qt::ControlModifier) {
      if (key->key() == Qt::Key_End && m_model->canFetchMore({})) {
        showEnd();
        return true;
      }
      if (key->key() == Qt::Key_Home && m_model->canFetchPrevious()) {
        showStart();
        return true;
      }
    }
  }
  return QWidget::eventFilter(watched, event);
}

// The fields as app::FilterText, read by app::game_filter as `saban search` reads its options (a month or a
// year typed in To means its last day).
db::GameFilter DatabasePane::currentFilter(QString* error) const {
  app::FilterText t;
  auto text = [](QLineEdit* e) { return e->text().trimmed().toStdString(); };
  const std::string player = text(m_player);
  switch (m_side->currentData().toInt()) {
    case 1:
      t.red = player;
      break;
    case 2:
      t.blue = player;
      break;
    default:
      t.player = player;
      break;
  }
  t.event = text(m_event);
  t.site = text(m_site);
  const std::string from = text(m_dateFrom), to = text(m_dateTo);
  for (auto [date, end] : {std::pair{&from, app::DateEnd::First}, std::pair{&to, app::DateEnd::Last}})
    if (!date->empty() && !app::date_bound(*date, end)) {
      if (error)
        *error =
            tr("A date is written YYYY, YYYY-MM or YYYY-MM-DD: \"%1\"").arg(QString::fromStdString(*date));
      return {};
    }
  if (!from.empty() || !to.empty()) t.date = from + ".." + to;
  auto combo = [](QComboBox* c) { return c->currentData().toString().toStdString(); };
  t.result = combo(m_result);
  if (m_mode->isEnabled()) t.mode = combo(m_mode);  // greyed: not for the game chosen
  if (m_profile->isEnabled()) t.profile = combo(m_profile);
  if (m_material->isEnabled()) t.material = text(m_material);
  t.game = combo(m_game);
  auto f = app::game_filter(t);
  if (!f) {
    // A material condition that cannot be read, said in the interface's language from db/'s parts
    if (error)
      *error = f.error().material ? materialProblem(*f.error().material)
                                  : QString::fromStdString(f.error().message);
    return {};
  }
  if (m_position) {
    f->position = m_position;
    // A position's key is its game's: the games of the other game never pass through it.
    if (!f->variant) f->variant = db::parse_variant(m_positionGame.toStdString());
  }
  return *f;
}

QString DatabasePane::materialProblem(const db::MaterialError& e) {
  using P = db::MaterialError::Problem;
  // Quoted by their excerpts: a clause of 80 KB makes a message of a line.
  const QString words = QString::fromStdString(excerpt(e.words)),
                clause = QString::fromStdString(excerpt(e.clause));
  QString why;
  switch (e.problem) {
    case P::NoCondition:
      return tr("Final material: no condition (e.g. \"red has no navy, blue has both air forces\")");
    case P::NoSide:
      why = tr("start with the side, red or blue");
      break;
    case P::NoNumber:
      why = tr("a number is missing (no, one, both, 2, at least 1…)");
      break;
    case P::NotANumber:
      why = tr("\"%1\" is not a number (no, one, both, 2, at least 1…)").arg(words);
      break;
    case P::TooMany:
      why = tr("\"%1\" is more than %2 pieces").arg(words, QString::number(db::kMaxMaterialCount));
      break;
    case P::NoPiece:
      why = tr("a piece is missing (navy, air force, tank… or a FEN letter)");
      break;
    case P::NotAPiece:
      why = tr("\"%1\" is not a piece (navy, air force, tank… or a FEN letter)").arg(words);
      break;
  }
  return tr("Final material, in \"%1\": %2").arg(clause, why);
}

// The mode and the rules are Commander Chess's (greyed for Cờ Đông Sơn's games, which have neither).
void DatabasePane::nameSides() {
  const QString game = m_game->currentData().toString();
  const std::optional<games::GameKind> kind = games::parse_game_id(game.toStdString());
  const std::array<QString, 2> sides = sideNames(kind);
  m_side->setItemText(1, tr("as %1").arg(sides[0]));
  m_side->setItemText(2, tr("as %1").arg(sides[1]));
  m_result->setItemText(1, tr("%1 won (1-0)").arg(sides[0]));
  m_result->setItemText(3, tr("%1 won (0-1)").arg(sides[1]));
  const bool modes = !kind || withGameKind(*kind, [](auto g) { return decltype(g)::hasModes; });
  m_mode->setEnabled(modes);
  m_profile->setEnabled(modes);
  m_material->setEnabled(modes);
}

void DatabasePane::setPlayer(const QString& name) { m_player->setText(name); }

void DatabasePane::setPositionKey(std::uint64_t key, const QString& game) {
  m_position = key;
  m_positionGame = key ? game : QString();
  m_positionNote->setVisible(key != 0);
}

void DatabasePane::search() {
  QString error;
  const db::GameFilter f = currentFilter(&error);
  if (!error.isEmpty()) {
    Q_EMIT statusMessage(error);
    return;
  }
  m_model->setFilter(f);
}

void DatabasePane::updateSummary() {
  const int shown = m_model->rowCount();
  const long long total = m_model->totalCount();
  QString text =
      total >= 0 ? tr("%1 of %2 games").arg(shown).arg(total) : tr("%n game(s) loaded", nullptr, shown);
  if (m_model->canFetchMore({}) || m_model->canFetchPrevious()) text += tr(" — scroll for more");
  m_summary->setText(text);
}

}  // namespace saban::gui

namespace saban::gui {

void DatabasePane::queueSelection() {
  std::vector<long long> ids;
  for (const QModelIndex& i : m_view->selectionModel()->selectedRows())
    ids.push_back(m_model->gameId(i.row()));
  if (ids.empty()) return Q_EMIT statusMessage(tr("Select the games to analyse first"));
  m_db->query<long long>(
      this, [ids](db::Connection& c) { return db::queue_games(c, ids, db::AnalysisSettings{}); },
      [this](long long added) {
        Q_EMIT statusMessage(tr("%n game(s) queued for analysis", nullptr, static_cast<int>(added)));
        refreshQueue();
      },
      [this](QString m) { Q_EMIT statusMessage(m); });
}

void DatabasePane::refreshQueue() {
  m_db->query<db::QueueStatus>(
      this, [](db::Connection& c) { return db::queue_status(c); },
      [this](db::QueueStatus q) {
        m_queue->setText(tr("Analysis queue: %1 waiting, %2 running, %3 done, %4 failed")
                             .arg(q.pending)
                             .arg(q.running)
                             .arg(q.done)
                             .arg(q.failed));
      },
      [](QString) {});
}

}  // namespace saban::gui
