// The analysis a database worker stored for a game, as the evaluation graph draws it.
#pragma once

#include <optional>

#include "db/jobs.h"
#include "gui/engine/enginerunner.h"

namespace saban::gui {

/// Red's expected score after each ply and the judgements, from a stored analysis.
GameAnalysis gameAnalysisFrom(const db::StoredAnalysis& stored);

}  // namespace saban::gui
