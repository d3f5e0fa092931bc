// The statistics and a player's page as HTML (tables with result bars), from db/'s statistics structs.
#pragma once

#include <QString>

#include "db/stats.h"

namespace saban::gui {

/// The database's statistics: totals, results by mode, ending and year, game lengths, players, openings,
/// captures.
QString statisticsHtml(const db::DatabaseStats& s);
/// The pages of the players found.
QString playersHtml(const std::vector<db::PlayerReport>& players);

}  // namespace saban::gui
