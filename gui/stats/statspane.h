// Statistics of the database and player pages, from db/ (results by mode and ending, game lengths, players,
// openings, captures; a player's record by colour and year, openings and recent games): the tables, and the
// database's charts beside them. The statistics count one game's games at a time (Commander Chess or Cờ Đông
// Sơn, chosen in a box; `saban stats --game`).
#pragma once

#include <QWidget>

#include "rules/games.h"

class QComboBox;
class QLineEdit;
class QSplitter;
class QTextBrowser;

namespace saban::gui {

class Database;
class StatsCharts;

class StatsPane : public QWidget {
  Q_OBJECT
 public:
  explicit StatsPane(Database* db, QWidget* parent = nullptr);

  /// The text shown (tests).
  QString text() const;
  StatsCharts* charts() const { return m_charts; }
  /// The game whose games the statistics count (the box beside "Whole database").
  games::GameKind game() const;

 Q_SIGNALS:
  /// A game of a player's page was chosen (a recent game's date clicked, or Enter on it): to be opened.
  void gameActivated(long long id);

 public Q_SLOTS:
  /// The statistics of the game chosen.
  void refresh();
  /// The pages of the players whose names contain `name`: their games of the game chosen.
  void showPlayer(const QString& name);

 protected:
  /// Charts beside the tables when the pane is wide, below them when it is narrow (a dock).
  void resizeEvent(QResizeEvent* e) override;

 private:
  /// Side by side, the tables get the width their widest line needs (no column cut), the charts the rest.
  void fitTables();
  /// Shows again what is shown (the statistics or the player's page), after the game or the games changed.
  void reshow();

  Database* m_db;
  QSplitter* m_split;
  QComboBox* m_game;
  bool m_gameChosen = false;  // the user chose the game: never switched for them
  QLineEdit* m_player;
  QString m_shownPlayer;  // the name whose players' page is shown (empty: the statistics are)
  QTextBrowser* m_view;
  StatsCharts* m_charts;
};

}  // namespace saban::gui
