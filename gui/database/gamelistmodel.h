// The game list: a table model over pages of games, fetched lazily (canFetchMore/fetchMore) off the GUI
// thread.
#pragma once

#include <QAbstractTableModel>
#include <atomic>
#include <memory>
#include <vector>

#include "gui/core/database.h"
#include "gui/database/gamepages.h"

namespace saban::gui {

class GameListModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  explicit GameListModel(Database* db, QObject* parent = nullptr);

  /// Starts over with a filter (the first page is fetched at once).
  void setFilter(const db::GameFilter& filter);
  /// Reads the rows shown again (games changed in the database), with the same filter, order and start, as
  /// many as are loaded (a page at least). The rows already shown stay until the new ones have arrived; they
  /// then replace them (a model reset) and refreshed() follows. The count is read again too.
  void refresh();
  const db::GameFilter& filter() const { return m_request.filter; }
  /// Rows per page.
  void setPageSize(int n) { m_request.limit = n; }
  /// The database lane the pages are read on (the interactive one unless set).
  void setLane(Database::Lane lane) { m_lane = lane; }
  /// The database id of a row's game.
  long long gameId(int row) const;
  const db::GameRow& game(int row) const { return m_rows[static_cast<std::size_t>(row)]; }
  /// Games matching the filter (-1: not known yet or not counted).
  long long totalCount() const { return m_total; }
  /// Is a page being fetched?
  bool isLoading() const { return m_loading; }

  /// Jumps to the end of the order: the rows become the last page (fetched by keyset from the end, as fast as
  /// the first), and the list then grows upwards by fetchPrevious(). setFilter() or sort() starts over at the
  /// top.
  void showLast();
  /// Are there rows before the first one loaded (after showLast())?
  bool canFetchPrevious() const { return m_hasPrevious && !m_loading; }
  /// Loads the page before the first row (rows are inserted at the top).
  void fetchPrevious();

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
  bool canFetchMore(const QModelIndex& parent) const override;
  void fetchMore(const QModelIndex& parent) override;
  void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

 Q_SIGNALS:
  /// A page arrived (or the filter matched nothing).
  void pageLoaded();
  void countKnown(long long games);
  void failed(const QString& message);
  /// refresh() put its rows in.
  void refreshed();

 private:
  void reload();
  void recount();
  void fetchPage(GamePageRequest request, bool prepend);

  Database* m_db;
  GamePageRequest m_request;
  std::vector<db::GameRow> m_rows;
  bool m_hasMore = false, m_hasPrevious = false, m_loading = false;
  std::optional<std::pair<std::string, long long>> m_first;  // the first row's place in the order
  long long m_total = -1;
  int m_generation = 0;  // pages of an older filter are dropped
  // The generation as the database thread sees it: a request of an older one still queued is not run.
  std::shared_ptr<std::atomic<int>> m_current = std::make_shared<std::atomic<int>>(0);
  Database::Lane m_lane = Database::Lane::Interactive;
};

}  // namespace saban::gui
