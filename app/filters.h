// Game filters as a user types them (the CLI's options, the GUI's filter bar) and the db::GameFilter they
// mean.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/queries.h"
#include "rules/result.h"

namespace saban::app {

/// Each field as typed; empty is no filter.
struct FilterText {
  std::string player, red, blue, event, site;
  std::string date;     ///< FROM..TO (either side may be empty) or one date; each YYYY, YYYY-MM or YYYY-MM-DD
  std::string result;   ///< 1-0, 0-1, 1/2-1/2, *
  std::string mode;     ///< full, naval, air, land
  std::string profile;  ///< a rules profile name
  std::string material;  ///< the syntax of docs/database.md ("red has no navy, ...")
  std::string game;      ///< commander or dongson (empty: both)
  int limit = 100;
};

/// The end of a date range that a date typed as a year or a month stands for.
enum class DateEnd { First, Last };

/// A date typed as YYYY, YYYY-MM or YYYY-MM-DD, as the day (YYYY-MM-DD) it means at that end of a range: a
/// year is its January 1 or December 31, a month its first or last day (the 28th, 29th, 30th or 31st).
/// nullopt when the text is no such date (year 0, month 13, April 31, February 29 of a common year, other
/// text).
std::optional<std::string> date_bound(std::string_view text, DateEnd end);

/// What is wrong with a filter: the field and the problem in English (the CLI's words); for a material
/// condition that cannot be read, also its parts, which the GUI says in its own language.
struct FilterError {
  std::string message;
  std::optional<db::MaterialError> material;
};

/// The filter, or an error naming the field and what is wrong with it (each field read once).
Result<db::GameFilter, FilterError> game_filter(const FilterText& text);

}  // namespace saban::app
