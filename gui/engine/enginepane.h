// The engine pane, for the game open (either game): live analysis of the shown position (multi-PV lines in
// the game's notation, scores from the first player's side, depth, nodes per second), start/stop, following
// the cursor and stopped when another game opens; the analysis of the whole game with progress and cancel,
// which feeds the graph and sets the engine's judgements on the game's moves.
#pragma once

#include <QWidget>

#include "gui/engine/enginerunner.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace saban::gui {

class GameDocument;

class EnginePane : public QWidget {
  Q_OBJECT
 public:
  explicit EnginePane(GameDocument* doc, QWidget* parent = nullptr);

  EngineRunner* runner() const { return m_runner; }
  QTreeWidget* lines() const { return m_lines; }

 public Q_SLOTS:
  void startAnalysis();
  void stopAnalysis();
  void toggleAnalysis();
  void analyseGame();

 Q_SIGNALS:
  void gameAnalysed(const saban::gui::GameAnalysis& analysis);
  void statusMessage(const QString& message);

 private:
  void showReport(const EngineReport& r);
  void showVerdict(const MoveVerdict& v);
  void positionChanged();
  void gameOpened();

  GameDocument* m_doc;
  EngineRunner* m_runner;
  QPushButton *m_startStop, *m_gameButton;
  QSpinBox *m_multipv, *m_depth;
  QLabel* m_info;
  QTreeWidget* m_lines;
  QProgressBar* m_progress;
  bool m_wanted = false;     // analysis follows the cursor while on
  bool m_analysing = false;  // the open game is being analysed
  GameAnalysis m_partial;    // the game's analysis so far, while it runs
};

}  // namespace saban::gui
