// The header filters of `saban search` and `saban analyze --db`, as typed, and the db::GameFilter they mean.
#pragma once

#include <string>

#include "db/queries.h"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace saban::db {
class Connection;
}  // namespace saban::db

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

/// --limit N (1 to 1,000,000), with its help text.
void add_limit_option(CLI::App& cmd, HeaderFilterArgs& a, const char* help);

/// When --limit cut the `shown` games found by `f`: "first 100 of 2345" (the matches counted); else "".
std::string limit_note(db::Connection& c, const db::GameFilter& f, std::size_t shown);
/// "first 100 of 2345" when `shown` is less than `all`; else "". (Any list cut at a limit says it so.)
std::string limit_note(std::size_t shown, long long all);

/// The filter (app::game_filter): empty options are no filter, --date is FROM..TO (or one date), --material
/// the syntax of docs/database.md. A bad option throws Exit(2) with a message naming it.
db::GameFilter header_filter(const HeaderFilterArgs& a);

}  // namespace saban::cli
