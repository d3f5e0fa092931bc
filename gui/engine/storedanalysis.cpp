#include "gui/engine/storedanalysis.h"

#include <algorithm>

#include "analysis/annotate.h"
#include "gui/game/gamekinds.h"

namespace saban::gui {

// The mover's score after each move, turned to the first player's side; the start from the first move's score
// before it.
GameAnalysis gameAnalysisFrom(const db::StoredAnalysis& stored, const QString& side) {
  GameAnalysis out;
  out.side = side;
  if (stored.moves.empty()) return out;
  const auto& first = stored.moves.front();
  const double start = analysis::expected_score(first.score_before);
  out.expected.push_back(first.mover == Side::Red ? start : 1.0 - start);
  for (const auto& m : stored.moves) {
    const double e = analysis::expected_score(m.score_after);
    out.expected.push_back(m.mover == Side::Red ? e : 1.0 - e);
    out.judgements.push_back(m.judgement);
  }
  return out;
}

double storedExpected(const parser::Evaluation& e, games::GameKind game) {
  if (const int side = parser::mate_side(e)) return side > 0 ? 1.0 : 0.0;  // a mate to come or on the board
  return withGameKind(game, [&e](auto g) { return decltype(g)::expectedScore(e.centipoints); });
}

GameAnalysis gameAnalysisFrom(const std::vector<MainLineScore>& moves, games::GameKind game,
                              const QString& side) {
  GameAnalysis out;
  out.side = side;
  if (std::none_of(moves.begin(), moves.end(),
                   [](const MainLineScore& m) { return m.evaluation.has_value(); }))
    return out;
  out.expected.push_back(0.5);
  for (const MainLineScore& m : moves) {
    out.expected.push_back(m.evaluation ? storedExpected(*m.evaluation, game) : out.expected.back());
    out.judgements.push_back(m.judgement);
  }
  return out;
}

}  // namespace saban::gui
