// The engine off the GUI thread: live analysis of one position through the library's engine facade
// (analysis::Engine: its own thread, a report per iteration, multi-PV, stop), and the analysis of a whole
// game through the streaming, cancellable annotation (each move's verdict as soon as it is known). Reports
// arrive as queued signals, with the lines already written in the interface's notation.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include "analysis/engine.h"
#include "parser/record.h"

namespace saban::gui {

struct EngineLineText {
  QString score;    ///< from Red's side, whoever is to move: "+0.35", "#3" (Red mates), "#-2"
  double expected;  ///< Red's expected score, 0..1
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

/// Expected score and judgement of each main-line move of an analysed game (so far, while it runs).
struct GameAnalysis {
  std::vector<double> redExpected;            ///< after each ply, for Red; [0] is the start
  std::vector<parser::Judgement> judgements;  ///< per ply (index 0: the first move)
  bool cancelled = false;
  QString error;
};

/// One move's verdict, as the annotation gives it.
struct MoveVerdict {
  int ply = 0;  ///< 0: the game's first move
  Turn played;  ///< the move judged
  double redExpectedBefore = 0.5, redExpectedAfter = 0.5;
  parser::Judgement judgement = parser::Judgement::None;
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
  bool isRunning() const { return m_engine->searching(); }

  /// Analyses a game's main line at `depth` in the background: moveAnalysed for each move as soon as it is
  /// judged, gameProgress, then gameAnalysed.
  void analyseGame(const parser::GameRecord& record, int depth);
  /// Cancels the game's analysis (the searches end within a thousand nodes); gameAnalysed follows, cancelled.
  void cancelGameAnalysis();
  bool isAnalysingGame() const { return m_gameRunning.load(); }

 Q_SIGNALS:
  void report(const saban::gui::EngineReport& report);
  void stopped();
  void gameProgress(int ply, int plies);
  void moveAnalysed(const saban::gui::MoveVerdict& verdict);
  void gameAnalysed(const saban::gui::GameAnalysis& analysis);

 private:
  std::unique_ptr<analysis::Engine> m_engine;
  std::jthread m_gameThread;
  std::atomic<bool> m_gameRunning{false};
};

}  // namespace saban::gui

Q_DECLARE_METATYPE(saban::gui::EngineReport)
Q_DECLARE_METATYPE(saban::gui::GameAnalysis)
Q_DECLARE_METATYPE(saban::gui::MoveVerdict)
