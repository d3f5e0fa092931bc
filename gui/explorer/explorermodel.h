// The opening explorer's moves: the moves played from a position in the database's games, with how many games
// and how they ended (first side / draw / second side: Red and Blue, Thủy and Sơn), most played first. Filled
// off the GUI thread from db/'s opening tree. Written once over the games (rules/games.h): a position of any
// game, its moves read and named through the GUI's registration of the game (gui/game/gamekinds.h).
#pragma once

#include <QAbstractTableModel>
#include <QColor>
#include <any>
#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "db/queries.h"

namespace saban::gui {

class Database;

class ExplorerModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Move, Games, Results, Last, ColumnCount };
  /// The data role giving a row's results as {first side's wins, draws, second side's wins} fractions (for
  /// the bar delegate).
  static constexpr int ResultsRole = Qt::UserRole + 1;

  explicit ExplorerModel(Database* db, QObject* parent = nullptr);

  /// Looks up the moves from the position `state` of a game of `Game` (asynchronously; loaded() follows).
  template <class Game>
  void setPosition(const typename Game::State& state);
  /// The stored key (db::stored_key) of the position whose moves the rows are (set when they arrive; 0 before
  /// any).
  std::uint64_t key() const { return m_key; }
  /// The legal move of a row, of the game of the position shown; nullptr if the row's move is not legal there
  /// (e.g. games of another rules profile) or the position is of another game.
  template <class Game>
  const typename Game::Move* moveAt(int row) const {
    if (row < 0 || row >= static_cast<int>(m_rows.size())) return nullptr;
    return std::any_cast<typename Game::Move>(&m_rows[static_cast<std::size_t>(row)].legal);
  }
  long long totalGames() const;
  /// The sides' names and colours of the position's game, first side first.
  const std::array<QString, 2>& sides() const { return m_sides; }
  const std::array<QColor, 2>& sideColours() const { return m_colours; }

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
    std::any legal;  ///< the game's Move when the row's move is legal in the position, else empty
  };
  void setSides(const std::array<QString, 2>& names, const std::array<QColor, 2>& colours);

  Database* m_db;
  std::uint64_t m_key = 0;
  std::array<QString, 2> m_sides;
  std::array<QColor, 2> m_colours;
  std::vector<Row> m_rows;
  int m_generation = 0;
  // The generation as the database thread sees it: a node still queued when another was asked for is skipped.
  std::shared_ptr<std::atomic<int>> m_current = std::make_shared<std::atomic<int>>(0);
};

}  // namespace saban::gui
