// The engine's evaluation of a list of moves from a position (the opening explorer's moves), off the GUI
// thread: the position after each move searched at a modest depth, one after the other, by an engine of its
// own (analysis::BasicEngine, the facade the engine pane's EngineRunner drives: the user's live analysis is
// not disturbed). Each score arrives as soon as it is known, from the first player's side as every view shows
// scores (analysis/score_view.h, as the engine pane writes them). Written once over the games
// (rules/games.h).
#pragma once

#include <QObject>
#include <atomic>
#include <thread>
#include <vector>

#include "gui/engine/enginerunner.h"
#include "parser/game_tree.h"

namespace saban::gui {

class MoveEvaluator : public QObject {
  Q_OBJECT
 public:
  explicit MoveEvaluator(QObject* parent = nullptr);
  ~MoveEvaluator() override;  ///< cancels and joins a running evaluation

  /// Evaluates the position after each of `moves` from the tree's position (the moves before it count for
  /// repetitions) at `depth` (an evaluation still running is cancelled first): evaluated() for each, in
  /// order, then finished(). Returns the batch number the signals carry.
  template <class Game>
  quint64 evaluate(const parser::BasicGameTree<Game>& tree, std::vector<typename Game::Move> moves,
                   int depth);
  /// Cancels the running evaluation (its search ends within a thousand nodes): no signal of it follows.
  void cancel();
  bool isRunning() const { return m_running.load(); }

 Q_SIGNALS:
  /// The position after the `index`-th move of batch `batch`: its score (`score.moves` empty) and the depth
  /// the search completed.
  void evaluated(quint64 batch, int index, const saban::gui::EngineLineText& score, int depth);
  void finished(quint64 batch);

 private:
  std::jthread m_thread;
  quint64 m_batch = 0;  // the batch whose evaluations are wanted (GUI thread)
  std::atomic<bool> m_running{false};
};

}  // namespace saban::gui
