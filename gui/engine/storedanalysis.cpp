#include "gui/engine/storedanalysis.h"

#include "analysis/annotate.h"

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

}  // namespace saban::gui
