// The game list: a table model over pages of games, fetched lazily (canFetchMore/fetchMore) off the GUI
// thread.
#pragma once

#include <QAbstractTableModel>
#include <vector>

#include "database/gamepages.h"

namespace saban::gui {

class Database;

class GameListModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  explicit GameListModel(Database* db, QObject* parent = nullptr);

  /// Starts over with a filter (the first page is fetched at once).
  void setFilter(const db::GameFilter& filter);
  const db::GameFilter& filter() const { return m_request.filter; }
  /// Rows per page.
  void setPageSize(int n) { m_request.limit = n; }
  /// The database id of a row's game.
  long long gameId(int row) const;
  const db::GameRow& game(int row) const { return m_rows[static_cast<std::size_t>(row)]; }
  /// Games matching the filter (-1: not known yet or not counted).
  long long totalCount() const { return m_total; }
  /// Is a page being fetched?
  bool isLoading() const { return m_loading; }

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

 private:
  void reload();

  Database* m_db;
  GamePageRequest m_request;
  std::vector<db::GameRow> m_rows;
  bool m_hasMore = false, m_loading = false;
  long long m_total = -1;
  int m_generation = 0;  // pages of an older filter are dropped
};

}  // namespace saban::gui
