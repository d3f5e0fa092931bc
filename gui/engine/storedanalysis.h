// The analysis a database worker stored for a game, as the evaluation graph draws it.
#pragma once

#include <optional>

#include "db/jobs.h"
#include "gui/engine/enginerunner.h"

namespace saban::gui {

/// The first player's expected score after each ply and the judgements, from a stored analysis of either game
/// (db/ stores the first player as Red); `side` names the first player.
GameAnalysis gameAnalysisFrom(const db::StoredAnalysis& stored, const QString& side);

}  // namespace saban::gui
