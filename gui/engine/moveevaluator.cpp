#include "gui/engine/moveevaluator.h"

#include <QMetaObject>
#include <algorithm>

#include "analysis/engine.h"
#include "analysis/score_view.h"

namespace saban::gui {

namespace {
// What the engine searches after `move` from the tree's position, with the positions before it.
analysis::CommanderChess::Root childOf(const parser::GameTree& tree, const Turn& move) {
  analysis::CommanderChess::Root root{tree.position(), tree.history()};
  root.history.push_back(root.position.key());
  games::CommanderChess::play(root.position, move);
  return root;
}
analysis::DongSon::Root childOf(const parser::DsGameTree& tree, const saban::dongson::Move& move) {
  analysis::DongSon::Root root = tree.state();
  games::DongSon::play(root, move);
  return root;
}
}  // namespace

MoveEvaluator::MoveEvaluator(QObject* parent) : QObject(parent) {}

MoveEvaluator::~MoveEvaluator() {
  m_thread.request_stop();
  if (m_thread.joinable()) m_thread.join();
}

void MoveEvaluator::cancel() {
  ++m_batch;  // what the running one still reports is dropped
  m_thread.request_stop();
}

// One engine with a small table on a thread of its own: the positions one after the other to the depth.
template <class Game>
quint64 MoveEvaluator::evaluate(const parser::BasicGameTree<Game>& tree,
                                std::vector<typename Game::Move> moves, int depth) {
  using EngineGame = analysis::EngineGame<Game>;
  cancel();
  if (m_thread.joinable()) m_thread.join();  // its search ends within a thousand nodes
  const quint64 batch = m_batch;
  std::vector<typename EngineGame::Root> roots;
  roots.reserve(moves.size());
  for (const auto& m : moves) roots.push_back(childOf(tree, m));
  m_running = true;
  m_thread = std::jthread([this, batch, roots = std::move(roots), depth](std::stop_token stop) {
    analysis::BasicEngine<EngineGame> engine(16);
    std::stop_callback onStop(stop, [&engine] { engine.stop(); });
    analysis::EngineLimits limits;
    limits.depth = std::clamp(depth, 1, 64);
    for (std::size_t i = 0; i < roots.size() && !stop.stop_requested(); ++i) {
      engine.set_position(roots[i]);
      engine.start(limits);
      engine.wait();
      if (stop.stop_requested()) break;  // cut short: not the depth asked for
      const auto info = engine.last_result();
      // The score is for the side to move after the move; every view reads it from the first player's side.
      const auto toMove = EngineGame::position(roots[i]).side_to_move();
      const EngineLineText score{QString::fromStdString(analysis::first_player_text(info.score, toMove)),
                                 analysis::first_player_expected(info.score, toMove), QString()};
      const int index = static_cast<int>(i), reached = info.depth;
      QMetaObject::invokeMethod(this, [this, batch, index, score, reached] {
        if (batch == m_batch) Q_EMIT evaluated(batch, index, score, reached);
      });
    }
    m_running = false;
    if (!stop.stop_requested())
      QMetaObject::invokeMethod(this, [this, batch] {
        if (batch == m_batch) Q_EMIT finished(batch);
      });
  });
  return batch;
}

template quint64 MoveEvaluator::evaluate<games::CommanderChess>(const parser::GameTree&, std::vector<Turn>,
                                                                int);
template quint64 MoveEvaluator::evaluate<games::DongSon>(const parser::DsGameTree&,
                                                         std::vector<saban::dongson::Move>, int);

}  // namespace saban::gui
