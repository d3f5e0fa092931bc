// The opening explorer's moves: the moves played from a position in the database's games, with how many
// games, the score of the side to move (its wins and half the draws), how they ended (first side / draw /
// second side: Red and Blue, Thủy and Sơn) and the evaluation of the position after the move (from the first
// player's side, as every view shows scores: stored by a worker's analysis, else the engine's when asked),
// most played first or sorted by any column. Filled off the GUI thread from db/'s opening tree and stored
// evaluations. Written once over the games (rules/games.h): a position of any
// game, its moves read and named through the GUI's registration of the game (gui/game/gamekinds.h).
#pragma once

#include <QAbstractTableModel>
#include <QColor>
#include <any>
#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "db/queries.h"
#include "gui/engine/enginerunner.h"

namespace saban::gui {

class Database;

class ExplorerModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Move, Games, Score, Eval, Results, Last, ColumnCount };
  /// The data role giving a row's results as {first side's wins, draws, second side's wins} fractions (for
  /// the bar delegate).
  static constexpr int ResultsRole = Qt::UserRole + 1;
  /// The data role giving a row's sort key in a column (a number, or the text of Move and Last).
  static constexpr int SortRole = Qt::UserRole + 2;

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
  /// Is the first side (Red, Thủy) to move in the position shown?
  bool firstToMove() const { return m_firstToMove; }

  /// The rows with a legal move and no evaluation yet, as (the stored key of the position after the move,
  /// the move), in the rows' order; they are shown as being evaluated until setEvaluation or
  /// clearPending.
  template <class Game>
  std::vector<std::pair<std::uint64_t, typename Game::Move>> takeUnevaluated();
  /// The engine's evaluation of the position after a row's move (`key`: its stored key), searched to
  /// `depth`.
  void setEvaluation(std::uint64_t key, const EngineLineText& score, int depth);
  /// The rows still waiting for the engine wait no more (it was cancelled).
  void clearPending();
  /// The sides' names and colours of the position's game, first side first.
  const std::array<QString, 2>& sides() const { return m_sides; }
  const std::array<QColor, 2>& sideColours() const { return m_colours; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
  /// Sorts the rows (and keeps that order for the next positions); rows without a value go last.
  void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

 Q_SIGNALS:
  void loaded();
  void failed(const QString& message);
  /// The stored evaluations of the rows' positions have been read (loaded() came before).
  void storedEvaluationsLoaded();

 private:
  struct Row {
    db::TreeMove move;
    QString text;
    std::any legal;         ///< the game's Move when the row's move is legal in the position, else empty
    std::uint64_t key = 0;  ///< the stored key of the position after the move (0 when not legal)
    std::optional<EngineLineText> eval;  ///< from the first player's side
    int evalDepth = 0;
    long long evalGame = 0;  ///< the analysed game a stored evaluation comes from (0: the engine's)
    bool pending = false;    ///< the engine is asked for it
  };
  void setSides(const std::array<QString, 2>& names, const std::array<QColor, 2>& colours);
  QVariant sortKey(const Row& r, int column) const;
  /// The side to move's score over a row's finished games (wins and half the draws), 0..1; -1 with none.
  double moverScore(const Row& r) const;
  /// Reads the stored evaluations of the rows' positions (generation: of the rows asked for).
  template <class Game>
  void loadStoredEvaluations(int generation);
  std::vector<std::size_t> sortedOrder() const;
  void applySort();

  Database* m_db;
  std::uint64_t m_key = 0;
  std::array<QString, 2> m_sides;
  std::array<QColor, 2> m_colours;
  std::vector<Row> m_rows;
  bool m_firstToMove = true;
  int m_sortColumn = Games;
  Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
  int m_generation = 0;
  // The generation as the database thread sees it: a node still queued when another was asked for is skipped.
  std::shared_ptr<std::atomic<int>> m_current = std::make_shared<std::atomic<int>>(0);
};

}  // namespace saban::gui
