// The header filters of `saban search` and `saban analyze --db`, as typed, and the db::GameFilter they mean.
#pragma once

#include <string>

#include "db/queries.h"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace saban::cli {

struct HeaderFilterArgs {
  std::string player, red, blue, event, site, date, result, mode, material;
  std::string game;  ///< --game commander|dongson (empty: both)
  int limit = 100;
};

/// Adds the header filter options (--player, --red, --blue, --event, --site, --date, --result, --mode,
/// --material; not --limit) to `cmd`, each help text after `help_prefix`; with `needs`, each needs that
/// option.
void add_header_filter_options(CLI::App& cmd, HeaderFilterArgs& a, const char* help_prefix = "",
                               CLI::Option* needs = nullptr);

/// The filter (app::game_filter): empty options are no filter, --date is FROM..TO (or one date), --material
/// the syntax of docs/database.md. A bad option exits with status 2 and a message naming it.
db::GameFilter header_filter(const HeaderFilterArgs& a);

}  // namespace saban::cli
