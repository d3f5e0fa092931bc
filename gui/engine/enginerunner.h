// The engine off the GUI thread: live analysis of one position (multi-PV, reported each iteration, stoppable)
// and the analysis of a whole game (per-move progress, cancellable). Reports arrive as queued signals, with
// the lines already written in the interface's notation.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "analysis/annotate.h"
#include "parser/record.h"

namespace saban::gui {

struct EngineLineText {
  QString score;    ///< "+0.35", "#3"
  double expected;  ///< for the side to move, 0..1
  QString moves;    ///< the line in the chosen notation
};

struct EngineReport {
  int depth = 0;
  quint64 nodes = 0;
  quint64 nps = 0;
  double seconds = 0;
  bool final = false;
  std::vector<EngineLineText> lines;
};

/// Expected score and judgement of each main-line move of an analysed game.
struct GameAnalysis {
  std::vector<double> redExpected;            ///< after each ply, for Red; [0] is the start
  std::vector<parser::Judgement> judgements;  ///< per ply (index 0: the first move)
  bool cancelled = false;
  QString error;
};

class EngineRunner : public QObject {
  Q_OBJECT
 public:
  explicit EngineRunner(QObject* parent = nullptr);
  ~EngineRunner() override;

  /// Starts analysing `pos` (a running search is stopped first); `history` counts for repetitions.
  void start(const Position& pos, const std::vector<std::uint64_t>& history, int multipv);
  /// Stops the running search (returns at once; stopped() follows).
  void stop();
  bool isRunning() const { return m_running.load(); }

  /// Analyses a game's main line at `depth` in the background; gameProgress, then gameAnalysed.
  void analyseGame(const parser::GameRecord& record, int depth);
  void cancelGameAnalysis() { m_cancelGame = true; }
  bool isAnalysingGame() const { return m_gameRunning.load(); }

 Q_SIGNALS:
  void report(const saban::gui::EngineReport& report);
  void stopped();
  void gameProgress(int ply, int plies);
  void gameAnalysed(const saban::gui::GameAnalysis& analysis);

 private:
  void join();

  std::thread m_thread, m_gameThread;
  std::atomic<bool> m_running{false}, m_stopRequested{false}, m_cancelGame{false}, m_gameRunning{false};
  std::mutex m_mutex;                      // guards m_active
  analysis::Searcher* m_active = nullptr;  // the running search's searcher (to stop it)
};

}  // namespace saban::gui

Q_DECLARE_METATYPE(saban::gui::EngineReport)
Q_DECLARE_METATYPE(saban::gui::GameAnalysis)
