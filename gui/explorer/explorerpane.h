// The opening explorer, for a game of either game: the moves played from the shown position with bars of the
// sides' results (Red/draw/Blue, Thủy/draw/Sơn; a click, or Enter on the chosen move, plays it) and the games
// that reach the position, paged like the game list (a double-click opens one).
#pragma once

#include <QWidget>

#include "gui/explorer/explorermodel.h"

class QLabel;
class QTableView;

namespace saban::gui {

class GameDocument;
class GameListModel;

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
  /// Reads the shown position's moves and games again (the database changed).
  void refresh();

 Q_SIGNALS:
  void gameActivated(long long id);

 private:
  /// The moves again, in the notation now chosen.
  void renameMoves();

  GameDocument* m_doc;
  ExplorerModel* m_model;
  GameListModel* m_games;
  QTableView *m_view, *m_gamesView;
  QLabel* m_title;
};

}  // namespace saban::gui
