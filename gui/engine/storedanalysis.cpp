#include "gui/engine/storedanalysis.h"

#include <algorithm>

#include "analysis/score_view.h"

namespace saban::gui {

// The mover's score after each move, turned to the first player's side; the start from the first move's score
// before it.
GameAnalysis gameAnalysisFrom(const db::StoredAnalysis& stored, games::GameKind game, const QString& side) {
  GameAnalysis out;
  out.side = side;
  out.game = game;
  if (stored.moves.empty()) return out;
  games::with_game(game, [&](auto g) {
    using Game = decltype(g);
    const auto expected = [](int score, Side mover) {  // db/ stores the first player as Red
      return analysis::first_player_expected(score, Game::side_at(mover == Side::Red ? 0 : 1));
    };
    out.expected.push_back(expected(stored.moves.front().score_before, stored.moves.front().mover));
    for (const auto& m : stored.moves) {
      out.expected.push_back(expected(m.score_after, m.mover));
      out.judgements.push_back(m.judgement);
    }
  });
  return out;
}

GameAnalysis gameAnalysisFrom(const std::vector<MainLineScore>& moves, games::GameKind game,
                              const QString& side) {
  GameAnalysis out;
  out.side = side;
  out.game = game;
  if (std::none_of(moves.begin(), moves.end(),
                   [](const MainLineScore& m) { return m.evaluation.has_value(); }))
    return out;
  out.expected.push_back(0.5);
  for (const MainLineScore& m : moves) {
    out.expected.push_back(m.evaluation ? analysis::first_player_expected(*m.evaluation, game)
                                        : out.expected.back());
    out.judgements.push_back(m.judgement);
  }
  return out;
}

}  // namespace saban::gui
