#include "gui/database/gamelistmodel.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <QTimer>
#include <algorithm>

#include "gui/core/contrast.h"
#include "gui/core/database.h"
#include "gui/core/gamewords.h"
#include "gui/game/gamekinds.h"

namespace saban::gui {

GameListModel::GameListModel(Database* db, QObject* parent) : QAbstractTableModel(parent), m_db(db) {}

void GameListModel::setFilter(const db::GameFilter& filter) {
  const bool sidesChanged = filter.variant != m_request.filter.variant;
  m_request.filter = filter;
  reload();
  if (sidesChanged) Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);  // the sides' names
}

void GameListModel::reload() {
  *m_current = ++m_generation;
  beginResetModel();
  m_rows.clear();
  m_request.after.reset();
  m_request.before.reset();
  m_request.last = false;
  m_request.loaded = 0;
  m_first.reset();
  m_hasMore = true;
  m_hasPrevious = false;
  m_loading = false;
  m_total = -1;
  endResetModel();
  recount();
  fetchMore({});
}

void GameListModel::recount() {
  const int generation = m_generation;
  const db::GameFilter filter = m_request.filter;
  m_db->query<long long>(
      this,
      [filter, generation, current = m_current](db::Connection& c) {
        return *current == generation ? countGames(c, filter) : -1;
      },
      [this, generation](long long n) {
        if (generation != m_generation) return;
        m_total = n;
        Q_EMIT countKnown(n);
      },
      [](QString) {}, m_lane);
}

void GameListModel::refresh() {
  if (m_loading) {  // a page is on its way: its rows first
    QTimer::singleShot(100, this, &GameListModel::refresh);
    return;
  }
  GamePageRequest request = m_request;
  request.after.reset();
  request.before.reset();
  request.loaded = 0;
  request.last = m_hasPrevious;  // the list was read from its end (showLast) and has not reached its start
  request.limit = std::max(m_request.limit, static_cast<int>(m_rows.size()));
  *m_current = ++m_generation;
  const int generation = m_generation;
  m_loading = true;
  m_total = -1;
  recount();
  m_db->query<GamePageResult>(
      this,
      [request, generation, current = m_current](db::Connection& c) {
        return *current == generation ? fetchGamePage(c, request) : GamePageResult{};
      },
      [this, generation, limit = m_request.limit](GamePageResult page) {
        if (generation != m_generation) return;
        beginResetModel();
        m_hasMore = page.hasMore;
        m_hasPrevious = page.hasPrevious;
        m_first.reset();
        m_request.after.reset();
        if (!page.rows.empty()) {
          m_first = page.cursors.front();
          m_request.after = page.cursors.back();
        }
        m_request.last = false;
        m_request.limit = limit;
        m_rows = std::move(page.rows);
        m_request.loaded = static_cast<int>(m_rows.size());
        m_loading = false;
        endResetModel();
        Q_EMIT pageLoaded();
        Q_EMIT refreshed();
      },
      [this, generation](QString message) {
        if (generation != m_generation) return;
        m_loading = false;  // the rows shown stay
        Q_EMIT failed(message);
      },
      m_lane);
}

long long GameListModel::gameId(int row) const {
  return row >= 0 && row < static_cast<int>(m_rows.size()) ? m_rows[static_cast<std::size_t>(row)].id : 0;
}

int GameListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int GameListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 9; }

QVariant GameListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= static_cast<int>(m_rows.size())) return {};
  const db::GameRow& g = m_rows[static_cast<std::size_t>(index.row())];
  const auto column = static_cast<GameColumn>(index.column());
  if (role == Qt::DisplayRole) {
    switch (column) {
      case GameColumn::Id:
        return g.id;
      case GameColumn::Red:
        return QString::fromStdString(g.red);
      case GameColumn::Blue:
        return QString::fromStdString(g.blue);
      case GameColumn::Result:
        return QString::fromStdString(g.result);
      case GameColumn::Date:
        return QString::fromStdString(g.date);
      case GameColumn::Event:
        return QString::fromStdString(g.event);
      case GameColumn::Site:
        return QString::fromStdString(g.site);
      case GameColumn::Plies:
        return g.plies;
      case GameColumn::Mode:
        return GameWords::modeName(g.mode);
    }
  }
  if (role == Qt::TextAlignmentRole && (column == GameColumn::Id || column == GameColumn::Plies))
    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
  if (role == Qt::TextAlignmentRole && column == GameColumn::Result) return Qt::AlignCenter;
  if (role == Qt::ForegroundRole && (column == GameColumn::Red || column == GameColumn::Blue)) {
    // The players in their sides' colours (gamekinds.h): Red and Blue, or Thủy's water and Sơn's earth in a
    // list of Cờ Đông Sơn games only; a list of both games has the default game's.
    const int side = column == GameColumn::Red ? 0 : 1;
    const QColor colour =
        QColor::fromRgb(withGameKind(m_request.filter.variant.value_or(games::kDefaultGame),
                                     [side](auto g) { return decltype(g)::textColours[side]; }));
    return QBrush(readable(colour, QGuiApplication::palette()));
  }
  if (role == Qt::UserRole) return g.id;
  return {};
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return QAbstractTableModel::headerData(section, orientation, role);
  switch (static_cast<GameColumn>(section)) {
    case GameColumn::Id:
      return tr("#");
    case GameColumn::Red:  // the sides of the games listed (gui/game/gamekinds.h): Thủy and Sơn, both
    case GameColumn::Blue:
      return sideNames(m_request.filter.variant)[section == static_cast<int>(GameColumn::Red) ? 0 : 1];
    case GameColumn::Result:
      return tr("Result");
    case GameColumn::Date:
      return tr("Date");
    case GameColumn::Event:
      return tr("Event");
    case GameColumn::Site:
      return tr("Site");
    case GameColumn::Plies:
      return tr("Plies");
    case GameColumn::Mode:
      return tr("Mode");
  }
  return {};
}

bool GameListModel::canFetchMore(const QModelIndex& parent) const {
  return !parent.isValid() && m_hasMore && !m_loading;
}

// Asks the database thread for the page after the last row; rows are appended when it arrives.
void GameListModel::fetchMore(const QModelIndex& parent) {
  if (parent.isValid() || !m_hasMore || m_loading) return;
  fetchPage(m_request, false);
}

void GameListModel::showLast() {
  *m_current = ++m_generation;
  beginResetModel();
  m_rows.clear();
  m_request.after.reset();
  m_first.reset();
  m_hasMore = m_hasPrevious = false;
  m_loading = false;
  endResetModel();
  GamePageRequest request = m_request;
  request.last = true;
  fetchPage(request, false);
}

void GameListModel::fetchPrevious() {
  if (!m_hasPrevious || m_loading || !m_first) return;
  GamePageRequest request = m_request;
  request.after.reset();
  request.before = m_first;
  fetchPage(request, true);
}

// Runs one page request on the database thread; its rows go after the last row or (prepend) before the first.
void GameListModel::fetchPage(GamePageRequest request, bool prepend) {
  m_loading = true;
  const int generation = m_generation;
  m_db->query<GamePageResult>(
      this,
      [request, generation, current = m_current](db::Connection& c) {
        return *current == generation ? fetchGamePage(c, request) : GamePageResult{};
      },
      [this, generation, prepend, last = request.last](GamePageResult page) {
        if (generation != m_generation) return;
        // The cursors move on before the rows go in: a view asking for more while they are inserted gets the
        // page after (or before) these.
        if (!prepend) m_hasMore = page.hasMore;
        if (prepend || last || m_rows.empty()) m_hasPrevious = page.hasPrevious;
        if (!page.rows.empty()) {
          const int count = static_cast<int>(page.rows.size());
          const int first = prepend ? 0 : static_cast<int>(m_rows.size());
          if (!prepend || m_rows.empty()) m_request.after = page.cursors.back();
          if (prepend || m_rows.empty()) m_first = page.cursors.front();
          m_request.loaded = static_cast<int>(m_rows.size()) + count;
          beginInsertRows({}, first, first + count - 1);
          m_rows.insert(m_rows.begin() + first, std::make_move_iterator(page.rows.begin()),
                        std::make_move_iterator(page.rows.end()));
          m_loading = false;
          endInsertRows();  // (a view may ask for the next page from here)
        } else {
          m_loading = false;
        }
        Q_EMIT pageLoaded();
      },
      [this, generation](QString message) {
        if (generation != m_generation) return;
        m_loading = false;
        m_hasMore = false;
        m_hasPrevious = false;
        Q_EMIT failed(message);
        Q_EMIT pageLoaded();
      },
      m_lane);
}

void GameListModel::sort(int column, Qt::SortOrder order) {
  const auto c = static_cast<GameColumn>(column);
  if (column < 0 || !canSortBy(c)) return;
  if (c == m_request.column && (order == Qt::DescendingOrder) == m_request.descending) return;
  m_request.column = c;
  m_request.descending = order == Qt::DescendingOrder;
  reload();
}

}  // namespace saban::gui
