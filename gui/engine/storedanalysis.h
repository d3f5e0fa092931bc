// The analysis stored for a game (by a database worker, or as the evaluations of its record's moves), as the
// evaluation graph and bar draw it.
#pragma once

#include <optional>

#include "db/jobs.h"
#include "gui/engine/enginerunner.h"
#include "gui/game/gamedocument.h"

namespace saban::gui {

/// The first player's expected score after each ply and the judgements, from a stored analysis of either game
/// (db/ stores the first player as Red); `side` names the first player.
GameAnalysis gameAnalysisFrom(const db::StoredAnalysis& stored, const QString& side);

/// The first player's expected score of an evaluation a record stores with a move (from the first player's
/// side; a mate is 1 or 0), by the win-probability curve of its game.
double storedExpected(const parser::Evaluation& e, games::GameKind game);

/// The same from the evaluations of a record's main line: a move without one keeps the score before it; none
/// at all gives no curve (`expected` empty).
GameAnalysis gameAnalysisFrom(const std::vector<MainLineScore>& moves, games::GameKind game,
                              const QString& side);

}  // namespace saban::gui
