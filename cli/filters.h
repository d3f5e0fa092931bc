// The header filters of `saban search` and `saban analyze --db`, as typed, and the db::GameFilter they mean.
#pragma once

#include <string>

#include "db/queries.h"

namespace saban::cli {

struct HeaderFilterArgs {
  std::string player, red, blue, event, site, date, result, mode, material;
  std::string game;  ///< --game commander|dongson (empty: both)
  int limit = 100;
};

/// The filter (app::game_filter): empty options are no filter, --date is FROM..TO (or one date), --material
/// the syntax of docs/database.md. A bad option exits with status 2 and a message naming it.
db::GameFilter header_filter(const HeaderFilterArgs& a);

}  // namespace saban::cli
