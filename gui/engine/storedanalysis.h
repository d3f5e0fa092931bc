// The analysis stored for a game (by a database worker, or as the evaluations of its record's moves), as the
// evaluation graph and bar draw it.
#pragma once

#include <optional>

#include "db/jobs.h"
#include "gui/engine/enginerunner.h"
#include "gui/game/gamedocument.h"

namespace saban::gui {

/// The first player's expected score after each ply and the judgements, from a stored analysis of a game of
/// `game` (db/ stores the first player as Red), on that game's curve; `side` names the first player.
GameAnalysis gameAnalysisFrom(const db::StoredAnalysis& stored, games::GameKind game, const QString& side);

/// The same from the evaluations of a record's main line: a move without one keeps the score before it; none
/// at all gives no curve (`expected` empty).
GameAnalysis gameAnalysisFrom(const std::vector<MainLineScore>& moves, games::GameKind game,
                              const QString& side);

}  // namespace saban::gui
