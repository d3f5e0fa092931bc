// The engine off the GUI thread, for the game open (either game: written once over the game's registration,
// rules/games.h): live analysis of one position through the library's engine facade (analysis::BasicEngine:
// its own thread, a report per iteration, multi-PV, stop), and the analysis of a whole game through the
// streaming, cancellable annotation (each move's verdict as soon as it is known). Reports arrive as queued
// signals, with the lines written in the game's notation and the scores from the first player's side (Red,
// Thủy).
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <cstdint>
#include <memory>
#include <stop_token>
#include <thread>
#include <variant>
#include <vector>

#include "gui/engine/enginesettings.h"
#include "parser/game_tree.h"

namespace saban::gui {

class GameDocument;

struct EngineLineText {
  QString score;    ///< from the first player's side, whoever is to move: "+0.35", "#3" (it wins), "#-2"
  double expected;  ///< the first player's expected score, 0..1
  QString moves;    ///< the line in the game's notation
};

struct EngineReport {
  int depth = 0;
  quint64 nodes = 0;
  quint64 nps = 0;
  double seconds = 0;
  bool final = false;
  std::vector<EngineLineText> lines;
  /// Commander Chess: where the best line's first move goes from and to (a deploy turn: its first piece's
  /// point and its last sub-move's destination), drawn as the engine's arrow; kNoSquare for none or in
  /// another game.
  Square bestFrom = kNoSquare, bestTo = kNoSquare;
};

/// Expected score and judgement of each main-line move of an analysed game (so far, while it runs).
struct GameAnalysis {
  std::vector<double> expected;               ///< after each ply, for the first player; [0] is the start
  std::vector<parser::Judgement> judgements;  ///< per ply (index 0: the first move)
  QString side;                               ///< the first player's name ("Red", "Thủy"): whose score
  games::GameKind game =
      games::kDefaultGame;  ///< the game analysed (its first player's colour fills the graph)
  bool cancelled = false;
  QString error;
};

/// A move of either game.
using AnyMove = std::variant<Turn, saban::dongson::Move>;

/// One move's verdict, as the annotation gives it.
struct MoveVerdict {
  int ply = 0;                                       ///< 0: the game's first move
  AnyMove played;                                    ///< the move judged
  double expectedBefore = 0.5, expectedAfter = 0.5;  ///< the first player's
  parser::Judgement judgement = parser::Judgement::None;
  parser::Evaluation evaluation;  ///< after the move, from the first player's side (the record's [%eval])
};

namespace detail {
struct LiveEngine;  // the engine of one game (enginerunner.cpp)
}

class EngineRunner : public QObject {
  Q_OBJECT
 public:
  explicit EngineRunner(QObject* parent = nullptr);
  ~EngineRunner() override;

  /// The settings searches use (read from QSettings when the runner is made); a new hash size empties the
  /// live engine's table (a running search is stopped first; when the memory cannot be had the old table
  /// stays and the settings keep the size in use), a new limit holds from the next search.
  const EngineSettings& settings() const { return m_settings; }
  void setSettings(const EngineSettings& settings);

  /// Starts analysing the document's position at its cursor (a running search is stopped first); the moves
  /// before it count for repetitions.
  void start(const GameDocument& doc, int multipv);
  /// Stops the running search (returns at once; stopped() follows).
  void stop();
  /// Stops the running search and drops what it has still to report (another game is open).
  void discard();
  bool isRunning() const;

  /// Analyses the main line of the document's game at `depth` (and the settings' time per position and
  /// threads) in the background: moveAnalysed for each move
  /// as soon as it is judged, gameProgress, then gameAnalysed.
  void analyseGame(const GameDocument& doc, int depth);
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
  template <class Game>
  void startOn(const parser::BasicGameTree<Game>& tree, int multipv);
  template <class Game>
  void analyse(const parser::BasicGameTree<Game>& tree, int depth, const QString& side);

  EngineSettings m_settings;
  std::unique_ptr<detail::LiveEngine> m_live;  // of the game last analysed live
  std::uint64_t m_search = 0;                  // the live search whose reports are wanted (GUI thread)
  std::jthread m_gameThread;
  std::atomic<bool> m_gameRunning{false};
};

}  // namespace saban::gui

Q_DECLARE_METATYPE(saban::gui::EngineReport)
Q_DECLARE_METATYPE(saban::gui::GameAnalysis)
Q_DECLARE_METATYPE(saban::gui::MoveVerdict)
