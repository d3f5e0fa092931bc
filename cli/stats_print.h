// `saban stats` and `saban player`: the structs of db/stats.h as text tables or JSON.
#pragma once

#include <ostream>
#include <vector>

#include "db/stats.h"

namespace saban::cli {

void print_stats_text(std::ostream& out, const db::DatabaseStats& s);
void print_stats_json(std::ostream& out, const db::DatabaseStats& s);
/// `name` is what was asked (for "No player matches"); `variant` the game the reports count (its sides'
/// names: red and blue, Thủy and Sơn; in JSON as_red/as_blue or as_thuy/as_son, and a "game" key).
void print_players_text(std::ostream& out, const std::vector<db::PlayerReport>& reports,
                        const std::string& name, db::Variant variant);
void print_players_json(std::ostream& out, const std::vector<db::PlayerReport>& reports, db::Variant variant);

}  // namespace saban::cli
