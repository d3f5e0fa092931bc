// The opening explorer, for a game of either game: the moves played from the shown position with the side to
// move's score, the evaluation of the position after each (stored, or the engine's on request: Ctrl+Shift+E)
// and bars of the sides' results (Red/draw/Blue, Thủy/draw/Sơn; a click, or Enter on the chosen move, plays
// it), and the games that reach the position, paged like the game list (a double-click opens one).
#pragma once

#include <QWidget>

#include "gui/explorer/explorermodel.h"

class QAction;
class QLabel;
class QTableView;

namespace saban::gui {

class GameDocument;
class GameListModel;
class MoveEvaluator;

class ExplorerPane : public QWidget {
  Q_OBJECT
 public:
  ExplorerPane(Database* db, GameDocument* doc, QWidget* parent = nullptr);

  ExplorerModel* model() const { return m_model; }
  GameListModel* games() const { return m_games; }
  QTableView* movesView() const { return m_view; }
  QTableView* gamesView() const { return m_gamesView; }
  /// Plays the move of a row on the game (as a click does); false if it is not legal here or the rows are not
  /// yet those of the game's position.
  bool playRow(int row);
  /// Evaluate the moves (Ctrl+Shift+E, the button beside the title): the engine searches the position after
  /// each move that has no evaluation, at evaluationDepth(), filling the column as results arrive; again
  /// while it runs, it stops. Stopped when the position changes.
  QAction* evaluateAction() const { return m_evaluate; }
  MoveEvaluator* evaluator() const { return m_evaluator; }
  int evaluationDepth() const { return m_depth; }
  void setEvaluationDepth(int depth) { m_depth = depth; }
  /// Reads the shown position's moves and games again (the database changed).
  void refresh();

 Q_SIGNALS:
  void gameActivated(long long id);

 private:
  /// The moves again, in the notation now chosen.
  void renameMoves();
  void toggleEvaluation();
  void stopEvaluation();

  GameDocument* m_doc;
  ExplorerModel* m_model;
  GameListModel* m_games;
  QTableView *m_view, *m_gamesView;
  QLabel* m_title;
  QAction* m_evaluate;
  MoveEvaluator* m_evaluator;
  std::vector<std::uint64_t> m_evaluating;  // the keys of the positions asked for, in the evaluator's order
  int m_depth = 4;
  int m_sortSection = ExplorerModel::Games;
};

}  // namespace saban::gui
