// The opening explorer's moves: the moves played from a position in the database's games, with how many games
// and how they ended (Red / draw / Blue), most played first. Filled off the GUI thread from db/'s opening
// tree.
#pragma once

#include <QAbstractTableModel>
#include <atomic>
#include <memory>
#include <vector>

#include "db/queries.h"
#include "rules/position.h"

namespace saban::gui {

class Database;

class ExplorerModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Move, Games, Results, Last, ColumnCount };
  /// The data role giving a row's results as {red, draws, blue} fractions (for the bar delegate).
  static constexpr int ResultsRole = Qt::UserRole + 1;

  explicit ExplorerModel(Database* db, QObject* parent = nullptr);

  /// Looks up the moves from `pos` (asynchronously; loaded() follows).
  void setPosition(const Position& pos);
  const Position& position() const { return m_position; }
  /// The legal turn of a row (false if the row's move is not legal here, e.g. games of another profile).
  bool turnAt(int row, Turn& out) const;
  long long totalGames() const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 Q_SIGNALS:
  void loaded();
  void failed(const QString& message);

 private:
  struct Row {
    db::TreeMove move;
    QString text;
    Turn turn;
    bool legal = false;
  };
  Database* m_db;
  Position m_position;
  std::vector<Row> m_rows;
  int m_generation = 0;
  // The generation as the database thread sees it: a node still queued when another was asked for is skipped.
  std::shared_ptr<std::atomic<int>> m_current = std::make_shared<std::atomic<int>>(0);
};

}  // namespace saban::gui
