// Game filters as a user types them (the CLI's options, the GUI's filter bar) and the db::GameFilter they
// mean.
#pragma once

#include <string>

#include "db/queries.h"
#include "rules/result.h"

namespace saban::app {

/// Each field as typed; empty is no filter.
struct FilterText {
  std::string player, red, blue, event, site;
  std::string date;      ///< FROM..TO (either side may be empty) or one date, as YYYY-MM-DD
  std::string result;    ///< 1-0, 0-1, 1/2-1/2, *
  std::string mode;      ///< full, naval, air, land
  std::string profile;   ///< a rules profile name
  std::string material;  ///< the syntax of docs/database.md ("red has no navy, ...")
  std::string game;      ///< commander or dongson (empty: both)
  int limit = 100;
};

/// The filter, or an error naming the field and what is wrong with it.
Result<db::GameFilter, std::string> game_filter(const FilterText& text);

}  // namespace saban::app
