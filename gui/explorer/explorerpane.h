// The opening explorer: the moves played from the shown position with Red/draw/Blue bars (a click plays the
// move) and the games that reach the position, paged like the game list.
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
  /// Plays the move of a row on the game (as a click does); false if it is not legal here.
  bool playRow(int row);

 Q_SIGNALS:
  void gameActivated(long long id);

 private:
  void refresh();

  GameDocument* m_doc;
  ExplorerModel* m_model;
  GameListModel* m_games;
  QTableView *m_view, *m_gamesView;
  QLabel* m_title;
};

}  // namespace saban::gui
