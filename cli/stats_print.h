// `saban stats` and `saban player`: the structs of db/stats.h as text tables or JSON.
#pragma once

#include <ostream>
#include <vector>

#include "db/stats.h"

namespace saban::cli {

void print_stats_text(std::ostream& out, const db::DatabaseStats& s);
void print_stats_json(std::ostream& out, const db::DatabaseStats& s);
/// `name` is what was asked (for "No player matches").
void print_players_text(std::ostream& out, const std::vector<db::PlayerReport>& reports,
                        const std::string& name);
void print_players_json(std::ostream& out, const std::vector<db::PlayerReport>& reports);

}  // namespace saban::cli
